//! How long a hint takes on 12-colour mystery levels, and how often it is
//! exact: `cargo bench -p water-sort-core --bench mystery`.
//!
//! The positions are fixed: every position along a shortest full-knowledge
//! solution of each 12-colour level of the shipped Mystery pack (the start
//! included, the reveals made by [`Play`] on the true colours), as a player
//! who plays well meets them. Each is worked out by the level's one
//! [`Help`], kept along the game as the game keeps it (its proofs carry
//! over), with the default limits (what the game and `water-sort hint`
//! use). A call takes from a millisecond to
//! seconds, so this times each call once instead of criterion's many
//! samples, and prints the median, the worst and the verdicts.
//! `-- --fresh` gives each position a new help, as each `water-sort hint`
//! process starts.

use std::time::{Duration, Instant};

use water_sort_core::help::{Help, Standing};
use water_sort_core::level::{Level, parse_pack};
use water_sort_core::play::{Action, Play};
use water_sort_core::solver::view_advice::Guarantee;
use water_sort_core::solver::{Limits, Outcome, solve};

const PACK: &str = include_str!("../../../levels/5-mystery.ron");

/// The 12-colour levels with a shortest full-knowledge solution each.
fn levels() -> Vec<(Level, Vec<water_sort_core::Pour>)> {
    let pack = parse_pack(PACK, "5-mystery.ron").expect("the shipped pack reads");
    pack.levels
        .into_iter()
        .filter(|l| l.colour_count() == 12)
        .map(|level| {
            let Outcome::Optimal(path) = solve(&level.board(), &Limits::default(), None).outcome
            else {
                panic!("{} is solvable", level.name);
            };
            (level, path)
        })
        .collect()
}

fn main() {
    // `cargo test --benches` runs bench targets with `--bench` absent: a
    // quick look at the first position instead of the whole set.
    let quick = !std::env::args().any(|a| a == "--bench");
    let fresh = std::env::args().any(|a| a == "--fresh");
    let mut times: Vec<Duration> = Vec::new();
    let mut words: Vec<(&str, usize)> = Vec::new();
    let mut exact = 0;
    // `cargo bench ... --bench mystery -- NAME` times that level alone.
    let only: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    for (level, path) in levels() {
        if only.as_ref().is_some_and(|name| *name != level.name) {
            continue;
        }
        // One help per level, kept along the game, as the game keeps it;
        // with `--fresh`, a new one at each position, as each
        // `water-sort hint` process starts.
        let mut help = Help::default();
        let mut play = Play::of_level(&level);
        for (k, &pour) in path.iter().enumerate() {
            if fresh {
                help = Help::default();
            }
            let started = Instant::now();
            help.work_out(&play);
            let took = started.elapsed();
            times.push(took);
            let report = help.report(&play);
            let word = match report.standing {
                Standing::Solved => "solved",
                Standing::Solvable { .. } => "solvable",
                Standing::Certain => "guaranteed",
                Standing::Possible { exact: true, .. } => "likely (exact)",
                Standing::Possible {
                    sampled: true,
                    guarantee: Guarantee::OutOfBudget,
                    ..
                } => "likely (estimated, out of budget)",
                Standing::Possible { sampled: true, .. } => "likely (estimated)",
                Standing::Possible { .. } => "likely (lower bound)",
                Standing::Lost { .. } => "lost",
                Standing::Unknown => "unknown",
                Standing::Checking => "checking",
            };
            if !word.starts_with("likely (e") && !word.starts_with("likely (l") && word != "unknown"
            {
                exact += 1;
            }
            match words.iter_mut().find(|(w, _)| *w == word) {
                Some((_, n)) => *n += 1,
                None => words.push((word, 1)),
            }
            let of = match report.standing {
                Standing::Possible {
                    arrangements: Some(n),
                    ..
                } => format!("of {n}"),
                _ => String::new(),
            };
            println!(
                "{:<24} {word:<20} {:>10.1} ms {of}",
                format!("{} after {k}", level.name),
                took.as_secs_f64() * 1e3
            );
            if quick {
                return;
            }
            play.act(Action::Pour(pour));
        }
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
