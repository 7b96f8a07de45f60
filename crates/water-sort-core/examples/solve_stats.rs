//! Prints solver statistics over seeded deals: `cargo run --release -p
//! water-sort-core --example solve_stats -- COLOURS EMPTY CAPACITY COUNT`
//! (seeds 0..COUNT). p99 is the value below which 99% of the times fall
//! (the second largest of 200, the largest of 100).
use water_sort_core::generate::random_deal;
use water_sort_core::solver::{Limits, Outcome, solve};

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("numbers"))
        .collect();
    let (colours, empty, cap, count) = (args[0], args[1], args[2], args[3]);
    let mut times = Vec::new();
    let mut peak = 0usize;
    let (mut optimal, mut unsolvable) = (0, 0);
    for seed in 0..count as u64 {
        let board = random_deal(colours, empty, cap, seed);
        let r = solve(&board, &Limits::default(), None);
        let what = match &r.outcome {
            Outcome::Optimal(m) => {
                optimal += 1;
                format!("optimal {}", m.len())
            }
            Outcome::Unsolvable => {
                unsolvable += 1;
                "Unsolvable".to_string()
            }
            o => format!("{o:?}"),
        };
        peak = peak.max(r.memory_bytes);
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
    let at = |q: f64| times[((times.len() as f64 * q) as usize).min(times.len() - 1)];
    println!(
        "{optimal} optimal, {unsolvable} unsolvable; median {:.3} ms, p90 {:.3} ms, p99 {:.3} ms, max {:.3} ms; total {:.1} ms; peak memory {:.1} MiB",
        at(0.5),
        at(0.9),
        at(0.99),
        times[times.len() - 1],
        times.iter().sum::<f64>(),
        peak as f64 / (1 << 20) as f64
    );
}
