//! The algorithm comparison table of the README: the same seeded deals
//! (capacity 4, 2 empty tubes) of growing size solved by every algorithm of
//! the `search` crate, with nodes, time and peak memory.
//!
//! `cargo run --release -p water-sort-core --example algorithms [SEEDS]`
//! (default 5 seeds per size; every search is capped at 20 million nodes).
use std::time::Duration;

use water_sort_core::generate::random_deal;
use water_sort_core::solver::{Algorithm, Limits, Outcome, solve_with};

fn main() {
    let seeds: u64 = std::env::args()
        .nth(1)
        .map_or(5, |s| s.parse().expect("a number of seeds"));
    let limits = Limits {
        max_nodes: 20_000_000,
        ..Limits::default()
    };
    println!(
        "| colours / tubes | algorithm | solved (optimal moves) | nodes expanded | nodes stored | time | peak memory |"
    );
    println!("| --- | --- | --- | --- | --- | --- | --- |");
    for colours in [4usize, 6, 8, 10, 12, 16, 20] {
        let boards: Vec<_> = (0..seeds)
            .map(|seed| random_deal(colours, 2, 4, seed))
            .collect();
        for algorithm in Algorithm::ALL {
            let (mut expanded, mut stored, mut peak) = (0u64, 0u64, 0usize);
            let mut time = Duration::ZERO;
            let mut lengths = Vec::new();
            let mut gave_up = 0;
            for board in &boards {
                let r = solve_with(board, algorithm, &limits, None);
                expanded += r.nodes_expanded;
                stored += r.nodes_stored;
                peak = peak.max(r.memory_bytes);
                time += r.elapsed;
                match &r.outcome {
                    Outcome::Optimal(m) => lengths.push(m.len().to_string()),
                    Outcome::Unsolvable => lengths.push("-".into()),
                    _ => {
                        lengths.push("?".into());
                        gave_up += 1;
                    }
                }
            }
            let n = boards.len() as f64;
            println!(
                "| {colours} / {} | {algorithm} | {}{} | {:.0} | {:.0} | {:.2} ms | {:.1} MiB |",
                colours + 2,
                lengths.join(" "),
                if gave_up > 0 {
                    format!(" ({gave_up} gave up)")
                } else {
                    String::new()
                },
                expanded as f64 / n,
                stored as f64 / n,
                time.as_secs_f64() * 1e3 / n,
                peak as f64 / (1 << 20) as f64,
            );
        }
    }
    println!(
        "\nPer deal means over seeds 0..{seeds}; peak memory is the largest; lengths: - unsolvable, ? gave up at 20 million nodes."
    );
}
