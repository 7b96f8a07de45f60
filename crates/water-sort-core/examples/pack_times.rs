//! Per-level solve times of the shipped packs: each level of each pack in
//! `levels/` solved REPEATS times on one thread (the fastest run counts),
//! then per pack its median and worst level. `cargo run --release -p
//! water-sort-core --example pack_times [-- REPEATS]` (default 5).

use std::time::{Duration, Instant};

use water_sort_core::level::parse_pack;
use water_sort_core::solver::{Limits, Outcome, solve};

#[path = "../tests/support/shipped.rs"]
mod shipped;
use shipped::shipped_pack_files;

fn main() {
    let repeats: usize = std::env::args()
        .nth(1)
        .map_or(5, |a| a.parse().expect("a count"));
    let limits = Limits::default();
    println!("pack                 levels   median    worst  worst level");
    for path in shipped_pack_files() {
        let source = std::fs::read_to_string(&path).expect("a readable pack");
        let pack = parse_pack(&source, &path.display().to_string()).expect("a valid pack");
        let mut times: Vec<(Duration, &str)> = pack
            .levels
            .iter()
            .map(|level| {
                let board = level.board();
                let best = (0..repeats.max(1))
                    .map(|_| {
                        let began = Instant::now();
                        let report = solve(&board, &limits, None);
                        let took = began.elapsed();
                        assert!(
                            matches!(report.outcome, Outcome::Optimal(_)),
                            "{}: level {:?} not solved",
                            pack.name,
                            level.name
                        );
                        took
                    })
                    .min()
                    .expect("one run at least");
                (best, level.name.as_str())
            })
            .collect();
        times.sort();
        let median = times[times.len() / 2].0;
        let (worst, name) = times[times.len() - 1];
        println!(
            "{:<20} {:>6} {:>6.3}ms {:>6.2}ms  {name}",
            pack.name,
            times.len(),
            median.as_secs_f64() * 1e3,
            worst.as_secs_f64() * 1e3
        );
    }
}
