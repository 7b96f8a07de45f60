//! Solver benchmarks on seeded random deals (capacity 4, 2 empty tubes).
//! `cargo bench -p water-sort-core`. For the per-deal distribution (median,
//! worst, memory) run the `solve_stats` example.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use water_sort_core::generate::random_deal;
use water_sort_core::solver::{Limits, solve};

fn deals(colours: usize, count: u64) -> Vec<water_sort_core::Board> {
    (0..count)
        .map(|seed| random_deal(colours, 2, 4, seed))
        .collect()
}

fn bench(c: &mut Criterion) {
    let limits = Limits::default();
    let mut group = c.benchmark_group("solve");
    for (colours, count) in [(12usize, 8u64), (20, 4)] {
        for (seed, board) in deals(colours, count).into_iter().enumerate() {
            group.bench_function(format!("{colours}c{}t/seed{seed}", colours + 2), |b| {
                b.iter(|| solve(black_box(&board), &limits, None))
            });
        }
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).measurement_time(std::time::Duration::from_secs(2));
    targets = bench
}
criterion_main!(benches);
