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
//! process starts. `-- --process` runs each position in a process of its
//! own, started afresh (this bench's executable again, with `--one`), and
//! times the whole process from its start to its exit: what `water-sort
//! hint PACK --level N --after ...` does, the pack read, the pours of
//! `--after` played, one new help worked out and its report and advice
//! read, with every cold cost a process pays (its allocations, its pages);
//! only the loading of the game's larger executable is not in it. Each
//! process also reports the CPU time it ran, which the machine's other
//! work does not lengthen.
//! `-- --all` walks every level of the pack, not only the 12-colour ones;
//! `-- --runs N` times each position N times and keeps the fastest.

use std::process::Command;
use std::time::{Duration, Instant};

use water_sort_core::help::{Help, Standing};
use water_sort_core::level::{Level, parse_pack};
use water_sort_core::play::{Action, Play};
use water_sort_core::solver::view_advice::Guarantee;
use water_sort_core::solver::{Limits, Outcome, solve};
use water_sort_core::{Pour, help::Report};

const PACK: &str = include_str!("../../../levels/5-mystery.ron");

/// The 12-colour levels (every level with `all`) with a shortest
/// full-knowledge solution each.
fn levels(all: bool) -> Vec<(Level, Vec<Pour>)> {
    let pack = parse_pack(PACK, "5-mystery.ron").expect("the shipped pack reads");
    pack.levels
        .into_iter()
        .filter(|l| all || l.colour_count() == 12)
        .map(|level| {
            let Outcome::Optimal(path) = solve(&level.board(), &Limits::default(), None).outcome
            else {
                panic!("{} is solvable", level.name);
            };
            (level, path)
        })
        .collect()
}

/// How the bench names a report's standing.
fn verdict_word(report: &Report) -> &'static str {
    match report.standing {
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
    }
}

/// `--one NAME POURS`: what one `water-sort hint` process does, from the
/// pack's text to the report (`POURS` as `--after` takes them, "1>3 2>1").
fn one(name: &str, pours: &str) {
    let pack = parse_pack(PACK, "5-mystery.ron").expect("the shipped pack reads");
    let level = pack
        .levels
        .iter()
        .find(|l| l.name == name)
        .expect("a level of the pack");
    let mut play = Play::of_level(level);
    for word in pours.split_whitespace() {
        let (a, b) = word.split_once('>').expect("from>to");
        let tube = |s: &str| s.parse::<usize>().expect("a tube") - 1;
        play.act(Action::Pour(Pour::new(tube(a), tube(b))));
    }
    let mut help = Help::default();
    help.work_out(&play);
    let report = help.report(&play);
    let advice = play
        .hides_anything()
        .then(|| help.advice(&play.help_view()))
        .flatten();
    println!(
        "{} {} {}",
        verdict_word(&report),
        advice.and_then(|a| a.arrangements).unwrap_or(1),
        cpu_ns().map_or("-".to_string(), |ns| ns.to_string())
    );
}

/// The CPU time this process's one thread has run, in nanoseconds (Linux:
/// the first field of `/proc/self/schedstat`): what the process cost,
/// whatever else the machine runs.
fn cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

/// One position in a process of its own: its wall-clock time, its verdict,
/// its arrangements and the CPU time it ran (where the system says).
fn in_process(name: &str, pours: &[Pour]) -> (Duration, String, String, Option<Duration>) {
    let after: Vec<String> = pours.iter().map(Pour::to_string).collect();
    let started = Instant::now();
    let output = Command::new(std::env::current_exe().expect("this executable"))
        .args(["--one", name, &after.join(" ")])
        .output()
        .expect("the process runs");
    let took = started.elapsed();
    assert!(output.status.success(), "the process succeeds");
    let text = String::from_utf8_lossy(&output.stdout).trim().to_string();
    let (rest, cpu) = text.rsplit_once(' ').expect("a verdict, a count, a time");
    let (word, count) = rest.rsplit_once(' ').expect("a verdict and a count");
    let cpu = cpu.parse().ok().map(Duration::from_nanos);
    (took, word.to_string(), count.to_string(), cpu)
}

/// One position's figures: its name, verdict, arrangements and time.
struct Timed {
    name: String,
    word: String,
    of: String,
    took: Duration,
    /// With `--process`: the CPU time of the process.
    cpu: Option<Duration>,
}

/// One pass over the positions, as the game keeps its help (or, with
/// `fresh`, a new help per position; with `process`, a process per
/// position).
fn pass(levels: &[(Level, Vec<Pour>)], fresh: bool, process: bool, quick: bool) -> Vec<Timed> {
    let mut timed = Vec::new();
    for (level, path) in levels {
        // One help per level, kept along the game, as the game keeps it;
        // with `--fresh`, a new one at each position, as each
        // `water-sort hint` process starts.
        let mut help = Help::default();
        let mut play = Play::of_level(level);
        for (k, &pour) in path.iter().enumerate() {
            let name = format!("{} after {k}", level.name);
            if process {
                let (took, word, count, cpu) = in_process(&level.name, &path[..k]);
                let of = if word.starts_with("likely") {
                    format!("of {count}")
                } else {
                    String::new()
                };
                timed.push(Timed {
                    name,
                    word,
                    of,
                    took,
                    cpu,
                });
            } else {
                if fresh {
                    help = Help::default();
                }
                let started = Instant::now();
                help.work_out(&play);
                let took = started.elapsed();
                let report = help.report(&play);
                let of = match report.standing {
                    Standing::Possible {
                        arrangements: Some(n),
                        ..
                    } => format!("of {n}"),
                    _ => String::new(),
                };
                let word = verdict_word(&report).to_string();
                timed.push(Timed {
                    name,
                    word,
                    of,
                    took,
                    cpu: None,
                });
            }
            if quick {
                return timed;
            }
            play.act(Action::Pour(pour));
        }
    }
    timed
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(at) = args.iter().position(|a| a == "--one") {
        one(&args[at + 1], &args[at + 2]);
        return;
    }
    let has = |flag: &str| args.iter().any(|a| a == flag);
    // `cargo test --benches` runs bench targets with `--bench` absent: a
    // quick look at the first position instead of the whole set.
    let quick = !has("--bench");
    // `--runs N`: N passes, each position's time the fastest of its N (the
    // answers are the same each pass; on a shared machine the slowest run
    // is mostly the others' load).
    let runs: usize = args
        .iter()
        .position(|a| a == "--runs")
        .and_then(|at| args.get(at + 1))
        .map_or(1, |n| n.parse().expect("--runs N"));
    // `cargo bench ... --bench mystery -- NAME` times that level alone.
    let only: Option<&String> = args
        .iter()
        .skip(1)
        .find(|a| !a.starts_with('-') && a.parse::<usize>().is_err());
    let levels: Vec<(Level, Vec<Pour>)> = levels(has("--all"))
        .into_iter()
        .filter(|(level, _)| only.is_none_or(|name| *name == level.name))
        .collect();
    let mut timed = pass(&levels, has("--fresh"), has("--process"), quick);
    for _ in 1..runs {
        for (best, again) in
            timed
                .iter_mut()
                .zip(pass(&levels, has("--fresh"), has("--process"), quick))
        {
            assert_eq!(
                best.word, again.word,
                "{}: the same answer each pass",
                best.name
            );
            best.took = best.took.min(again.took);
            best.cpu = match (best.cpu, again.cpu) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
        }
    }
    let mut words: Vec<(&str, usize)> = Vec::new();
    let mut exact = 0;
    for t in &timed {
        let cpu = t.cpu.map_or(String::new(), |c| {
            format!(" (CPU {:.1} ms)", c.as_secs_f64() * 1e3)
        });
        println!(
            "{:<24} {:<20} {:>10.1} ms{cpu} {}",
            t.name,
            t.word,
            t.took.as_secs_f64() * 1e3,
            t.of
        );
        let word = t.word.as_str();
        if !word.starts_with("likely (e") && !word.starts_with("likely (l") && word != "unknown" {
            exact += 1;
        }
        match words.iter_mut().find(|(w, _)| *w == word) {
            Some((_, n)) => *n += 1,
            None => words.push((word, 1)),
        }
    }
    if quick {
        return;
    }
    let mut times: Vec<Duration> = timed.iter().map(|t| t.took).collect();
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
    let mut cpu: Vec<Duration> = timed.iter().filter_map(|t| t.cpu).collect();
    if !cpu.is_empty() {
        cpu.sort();
        println!(
            "CPU time per process: median {:.1} ms, worst {:.1} ms",
            ms(cpu[cpu.len() / 2]),
            ms(*cpu.last().expect("some processes"))
        );
    }
    let counts: Vec<String> = words.iter().map(|(w, n)| format!("{w} {n}")).collect();
    println!("verdicts: {}", counts.join(", "));
}
