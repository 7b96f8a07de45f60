//! What `water-sort check levels` does, without the game: reads and
//! validates every pack in `levels/`, solves all their levels with
//! [`solve_all`] (on every core) and checks each recorded optimum. Prints the
//! whole run's time. `cargo run --release -p water-sort-core --example
//! check_levels [-- REPEATS]` (the fastest of REPEATS runs, default 1).

use std::time::Instant;

use water_sort_core::level::parse_pack;
use water_sort_core::solver::{Limits, Outcome, solve_all};

#[path = "../tests/support/shipped.rs"]
mod shipped;
use shipped::shipped_pack_files;

fn main() {
    let repeats: usize = std::env::args()
        .nth(1)
        .map_or(1, |a| a.parse().expect("a count"));
    let mut best = f64::MAX;
    for _ in 0..repeats {
        let started = Instant::now();
        let files = shipped_pack_files();
        let packs: Vec<_> = files
            .iter()
            .map(|path| {
                let source = std::fs::read_to_string(path).expect("a readable pack");
                parse_pack(&source, &path.display().to_string()).expect("a valid pack")
            })
            .collect();
        let boards: Vec<_> = packs
            .iter()
            .flat_map(|p| p.levels.iter().map(|l| l.board()))
            .collect();
        let solving = Instant::now();
        let reports = solve_all(&boards, &Limits::default(), None);
        let solved = solving.elapsed();
        let levels = packs.iter().flat_map(|p| &p.levels);
        let mut failures = 0;
        for (level, report) in levels.zip(&reports) {
            match &report.outcome {
                Outcome::Optimal(moves) => {
                    if level
                        .optimal_moves
                        .is_some_and(|m| m as usize != moves.len())
                    {
                        failures += 1;
                    }
                }
                _ => failures += 1,
            }
        }
        let total = started.elapsed();
        println!(
            "{} levels, {failures} not proven as recorded; solving {:.2} ms, whole run {:.2} ms",
            boards.len(),
            solved.as_secs_f64() * 1e3,
            total.as_secs_f64() * 1e3
        );
        best = best.min(total.as_secs_f64() * 1e3);
    }
    if repeats > 1 {
        println!("fastest whole run of {repeats}: {best:.2} ms");
    }
}
