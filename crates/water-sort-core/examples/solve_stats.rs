//! Prints solver statistics over seeded deals: `cargo run --release -p
//! water-sort-core --example solve_stats -- COLOURS EMPTY CAPACITY COUNT`.
use water_sort_core::generate::random_deal;
use water_sort_core::solver::{Limits, Outcome, solve};

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("numbers"))
        .collect();
    let (colours, empty, cap, count) = (args[0], args[1], args[2], args[3]);
    let mut times = Vec::new();
    for seed in 0..count as u64 {
        let board = random_deal(colours, empty, cap, seed);
        let r = solve(&board, &Limits::default(), None);
        let what = match &r.outcome {
            Outcome::Optimal(m) => format!("optimal {}", m.len()),
            o => format!("{o:?}"),
        };
        println!(
            "seed {seed:3}: {what:14} expanded {:9} stored {:9} mem {:6} KiB {:9.3} ms",
            r.nodes_expanded,
            r.nodes_stored,
            r.memory_bytes / 1024,
            r.elapsed.as_secs_f64() * 1e3
        );
        times.push(r.elapsed.as_secs_f64() * 1e3);
    }
    times.sort_by(f64::total_cmp);
    println!(
        "median {:.3} ms, max {:.3} ms",
        times[times.len() / 2],
        times[times.len() - 1]
    );
}
