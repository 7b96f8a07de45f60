//! How long a hint takes on 12-colour mystery levels, and how often it is
//! exact: `cargo bench -p water-sort-core --bench mystery`.
//!
//! The positions are fixed: every position along a shortest full-knowledge
//! solution of each 12-colour level of the shipped Mystery pack (the start
//! included, the reveals made by [`Play`] on the true colours), as a player
//! who plays well meets them. Each gets one [`advise`] call with the default
//! limits (what `water-sort hint` uses). A call takes from a millisecond to
//! seconds, so this times each call once instead of criterion's many
//! samples, and prints the median, the worst and the verdicts.

use std::time::{Duration, Instant};

use water_sort_core::knowledge::View;
use water_sort_core::level::parse_pack;
use water_sort_core::play::{Action, Play};
use water_sort_core::solver::mystery::{MysteryLimits, MysteryVerdict, advise};
use water_sort_core::solver::{Limits, Outcome, solve};

const PACK: &str = include_str!("../../../levels/5-mystery.ron");

fn positions() -> Vec<(String, View)> {
    let pack = parse_pack(PACK, "5-mystery.ron").expect("the shipped pack reads");
    let mut out = Vec::new();
    for level in pack.levels.iter().filter(|l| l.colour_count() == 12) {
        let Outcome::Optimal(path) = solve(&level.board(), &Limits::default(), None).outcome else {
            panic!("{} is solvable", level.name);
        };
        let mut play = Play::of_level(level);
        for (k, &pour) in path.iter().enumerate() {
            out.push((format!("{} after {k}", level.name), play.view()));
            play.act(Action::Pour(pour));
        }
    }
    out
}

fn main() {
    // `cargo test --benches` runs bench targets with `--bench` absent: a
    // quick look at one position instead of the whole set.
    let quick = !std::env::args().any(|a| a == "--bench");
    let mut positions = positions();
    if quick {
        positions.truncate(1);
    }
    let limits = MysteryLimits::default();
    let mut times: Vec<Duration> = Vec::new();
    let mut words: Vec<(&str, usize)> = Vec::new();
    let mut exact = 0;
    for (name, view) in &positions {
        let started = Instant::now();
        let advice = advise(view, &limits, None);
        let took = started.elapsed();
        times.push(took);
        let word = match advice.verdict {
            MysteryVerdict::Solved => "solved",
            MysteryVerdict::Guaranteed => "guaranteed",
            MysteryVerdict::Likely { exact: true, .. } => "likely (exact)",
            MysteryVerdict::Likely { exact: false, .. } => "likely (estimated)",
            MysteryVerdict::Lost => "lost",
            MysteryVerdict::Unknown => "unknown",
        };
        if !matches!(word, "likely (estimated)" | "unknown") {
            exact += 1;
        }
        match words.iter_mut().find(|(w, _)| *w == word) {
            Some((_, n)) => *n += 1,
            None => words.push((word, 1)),
        }
        println!(
            "{name:<24} {word:<20} {:>10.1} ms",
            took.as_secs_f64() * 1e3
        );
    }
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "{} positions: median {:.1} ms, worst {:.1} ms; exact {exact} of {} ({:.0}%)",
        times.len(),
        ms(times[times.len() / 2]),
        ms(*times.last().expect("some positions")),
        times.len(),
        100.0 * exact as f64 / times.len() as f64
    );
    let counts: Vec<String> = words.iter().map(|(w, n)| format!("{w} {n}")).collect();
    println!("verdicts: {}", counts.join(", "));
}
