//! Solver benchmarks: `cargo bench -p water-sort-core`.
//!
//! - `solve/12c14t/seedN`, `solve/20c22t/seedN`: single seeded deals
//!   (capacity 4, 2 empty tubes).
//! - `sets/12c14t-200-seeds`: all 200 deals of the README's 12-colour set in
//!   one iteration (the sum of their solve times).
//! - `sets/shipped-levels`: every level of the packs in `levels/`, in one
//!   iteration, with `solve_all` on every core (what `water-sort check
//!   levels` runs); `sets/shipped-levels-one-thread`: the same one after
//!   another on one thread.
//!
//! For the per-deal distribution (median, p99, worst, memory) run the
//! `solve_stats` example.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use water_sort_core::Board;
use water_sort_core::generate::random_deal;
use water_sort_core::level::parse_pack;
use water_sort_core::solver::{Limits, solve, solve_all};

#[path = "../tests/support/shipped.rs"]
mod shipped;
use shipped::shipped_pack_files;

fn deals(colours: usize, count: u64) -> Vec<Board> {
    (0..count)
        .map(|seed| random_deal(colours, 2, 4, seed))
        .collect()
}

fn shipped_levels() -> Vec<Board> {
    shipped_pack_files()
        .iter()
        .flat_map(|path| {
            let source = std::fs::read_to_string(path).expect("a readable pack");
            let pack = parse_pack(&source, &path.display().to_string()).expect("a valid pack");
            pack.levels.iter().map(|l| l.board()).collect::<Vec<_>>()
        })
        .collect()
}

fn single(c: &mut Criterion) {
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

fn sets(c: &mut Criterion) {
    let limits = Limits::default();
    let mut group = c.benchmark_group("sets");
    let twelve = deals(12, 200);
    group.bench_function("12c14t-200-seeds", |b| {
        b.iter(|| {
            for board in &twelve {
                black_box(solve(black_box(board), &limits, None));
            }
        })
    });
    let levels = shipped_levels();
    assert!(!levels.is_empty(), "the shipped packs hold levels");
    group.bench_function("shipped-levels", |b| {
        b.iter(|| black_box(solve_all(black_box(&levels), &limits, None)))
    });
    group.bench_function("shipped-levels-one-thread", |b| {
        b.iter(|| {
            for board in &levels {
                black_box(solve(black_box(board), &limits, None));
            }
        })
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).measurement_time(std::time::Duration::from_secs(2));
    targets = single, sets
}
criterion_main!(benches);
