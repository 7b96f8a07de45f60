//! Optimality by default, without the 2.4 GiB databases: the solver runs on
//! small databases built here, exact up to a depth and a lower bound beyond
//! it (the search needs lower bounds, nothing more), on
//! scrambles deeper than those tables reach, and its lengths are compared
//! with the whole-cube bidirectional breadth-first distance
//! ([`cube::count::distance`], which knows nothing of coordinates or
//! databases).
//!
//! The small layer database is found by breadth-first search over the raw
//! U-D layer coordinates (comb, flip, split, twist), without symmetries,
//! and stored under the real index (the 16-symmetry classes): every raw
//! value of an entry must have the same distance, a check of the classes
//! and the conjugation tables up to that depth. The search itself, the
//! three axes, the inverse lookups, the "+1 when the three axes agree"
//! rule and the threads are the real solver's.
//!
//! (The cube crate is built at opt-level 3 in the dev profile, as the
//! search crate is, so this runs in seconds in `cargo test`.)

use std::collections::HashMap;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use cube::coord::{Coords, N_FLIP, N_TWIST, Symmetries};
use cube::count::distance;
use cube::cubie::{Cube, Move, N_MOVES, Rng, SOLVED};
use cube::layers::{Layers, N_CORNER_PART};
use cube::solve::{Lookup, Solver};

/// The layer database holds exact distances up to this depth, one more
/// beyond (a lower bound).
const PHASE_DEPTH: u32 = 6;
/// The same for the corner database.
const CORNER_DEPTH: u32 = 6;

struct Small {
    coords: Coords,
    layers: Layers,
    /// Corner position (cperm * 2187 + twist) -> distance, up to
    /// [`CORNER_DEPTH`].
    corners: HashMap<u32, u8>,
    /// Layer entry -> distance, up to [`PHASE_DEPTH`].
    layer: HashMap<usize, u8>,
}

impl Lookup for Small {
    fn coords(&self) -> &Coords {
        &self.coords
    }
    fn layers(&self) -> &Layers {
        &self.layers
    }
    fn corner(&self, i: u32) -> u32 {
        self.corners
            .get(&i)
            .map_or(CORNER_DEPTH + 1, |&d| u32::from(d))
    }
    fn prefetch_corner(&self, _: u32) {}
    fn layer(&self, i: usize) -> u32 {
        self.layer
            .get(&i)
            .map_or(PHASE_DEPTH + 1, |&d| u32::from(d))
    }
    fn prefetch_layer(&self, _: usize) {}
}

/// Breadth-first distances from `start` up to `depth` (a key is a
/// coordinate; `next(key, m)` is the key after move `m`).
fn bfs(start: u64, depth: u32, next: impl Fn(u64, usize) -> u64) -> HashMap<u64, u8> {
    let mut dist = HashMap::from([(start, 0u8)]);
    let mut frontier = vec![start];
    for d in 1..=depth as u8 {
        let mut found = Vec::new();
        for &k in &frontier {
            for m in 0..N_MOVES {
                let j = next(k, m);
                dist.entry(j).or_insert_with(|| {
                    found.push(j);
                    d
                });
            }
        }
        frontier = found;
    }
    dist
}

fn small() -> &'static Small {
    static T: OnceLock<Small> = OnceLock::new();
    T.get_or_init(|| {
        let coords = Coords::new();
        let layers = Layers::new(&Symmetries::new());
        let (n18, t) = (N_MOVES as u64, N_TWIST as u64);
        let corners = bfs(0, CORNER_DEPTH, |k, m| {
            let (p, tw) = (k / t, k % t);
            u64::from(coords.cperm_move[(p * n18) as usize + m]) * t
                + u64::from(coords.twist_move[(tw * n18) as usize + m])
        });
        let corners = corners.into_iter().map(|(k, d)| (k as u32, d)).collect();
        // Raw key: (comb * 2048 + flip) * 153,090 + split * 2187 + twist.
        let (f, cp) = (N_FLIP as u64, N_CORNER_PART as u64);
        let goal = u64::from(layers.solved_comb) * f * cp + u64::from(layers.solved_csplit) * t;
        let raw = bfs(goal, PHASE_DEPTH, |k, m| {
            let (edges, part) = (k / cp, (k % cp) as usize);
            let (cb, fl) = (edges / f, edges % f);
            let c1 = u64::from(layers.comb_move[(cb * n18) as usize + m]);
            let f1 = u64::from(coords.flip_move[(fl * n18) as usize + m]);
            (c1 * f + f1) * cp + layers.corner_move(&coords, part, m) as u64
        });
        let mut layer = HashMap::new();
        for (k, d) in raw {
            let (edges, part) = ((k / cp) as usize, (k % cp) as usize);
            let (cb, fl) = (edges / N_FLIP, edges % N_FLIP);
            let (split, tw) = (part / N_TWIST, part % N_TWIST);
            let entry = layers.index(&coords, cb as u16, fl as u16, split as u8, tw as u16);
            let old = *layer.entry(entry).or_insert(d);
            assert_eq!(
                old, d,
                "raw value {k} and another of entry {entry} differ in distance"
            );
        }
        Small {
            coords,
            layers,
            corners,
            layer,
        }
    })
}

fn solve(cube: &Cube, threads: usize) -> Vec<Move> {
    let (solution, report) = Solver::new(small()).solve(cube, threads, None);
    let solution = solution.unwrap_or_else(|| panic!("{:?}", report.outcome));
    assert_eq!(
        cube.apply(&solution),
        SOLVED,
        "the solution solves the cube"
    );
    solution
}

/// Random scrambles of 8 to 11 moves: deeper than the tables are exact, so
/// every bound is in play, from exact distances near the goal to the cap
/// far from it.
#[test]
fn optimal_lengths_equal_bidirectional_bfs_distances_on_small_tables() {
    let t = small();
    let solver = Solver::new(t);
    let mut rng = Rng::new(2025);
    let mut deeper = 0;
    for i in 0..16 {
        let len = 8 + i % 4;
        let cube = SOLVED.apply(&rng.scramble(len));
        let want = distance(&cube, len as u32).expect("a scramble is within its length");
        let got = solve(&cube, 2);
        assert_eq!(got.len() as u32, want, "scramble {i} ({len} moves)");
        let bound = solver.lower_bound(&solver.node(&cube));
        assert!(bound <= want, "scramble {i}: bound {bound} over {want}");
        deeper += usize::from(want > PHASE_DEPTH + 1);
    }
    assert!(deeper >= 8, "only {deeper} positions beyond the tables");
}

/// The small tables with each corner lookup made slow (a microsecond):
/// the threads then search their prefixes side by side, as they do on the
/// real tables, instead of one thread finishing a prefix before another
/// has started, so the order in which they find goals varies.
struct Slow(&'static Small);

impl Lookup for Slow {
    fn coords(&self) -> &Coords {
        self.0.coords()
    }
    fn layers(&self) -> &Layers {
        self.0.layers()
    }
    fn corner(&self, i: u32) -> u32 {
        let started = Instant::now();
        while started.elapsed() < Duration::from_micros(1) {
            std::hint::spin_loop();
        }
        self.0.corner(i)
    }
    fn prefetch_corner(&self, _: u32) {}
    fn layer(&self, i: usize) -> u32 {
        self.0.layer(i)
    }
    fn prefetch_layer(&self, _: usize) {}
}

/// The solution does not depend on the thread count (docs/cube.md): the
/// threads take the prefixes three moves deep in search order and the
/// first goal in the lowest prefix wins. Positions made of half turns
/// have many optimal solutions, in several prefixes, which a thread that
/// took its answer from whichever goal came first would show.
#[test]
fn answers_do_not_depend_on_the_thread_count_on_small_tables() {
    let slow = Slow(small());
    let solver = Solver::new(&slow);
    let mut rng = Rng::new(77);
    for i in 0..24 {
        let mut moves = rng.scramble(12);
        if i % 3 != 0 {
            // Half turns of the same faces.
            moves.iter_mut().for_each(|m| *m = Move(m.0 / 3 * 3 + 1));
        }
        let cube = SOLVED.apply(&moves);
        let solve = |threads| solver.solve(&cube, threads, None).0.expect("solved");
        let one = solve(1);
        assert_eq!(cube.apply(&one), SOLVED);
        assert_eq!(solve(2), one, "position {i}: 2 threads");
        assert_eq!(solve(3), one, "position {i}: 3 threads");
    }
}

/// Symmetric starts, whose prefixes mirrored by a symmetry are skipped:
/// still optimal, and the same on 1 and 2 threads.
#[test]
fn symmetric_positions_are_solved_optimally_on_small_tables() {
    let solver = Solver::new(small());
    for scramble in [
        "U2 D2 F2 B2 L2 R2",
        "U D' R L' F B' U D'",
        "R2 L2 U2 D2",
        "U2 R2 U2 R2 U2 R2",
    ] {
        let cube = SOLVED.apply(&cube::cubie::parse_moves(scramble).unwrap());
        let want = distance(&cube, 8).expect("within 8");
        let one = solver.solve(&cube, 1, None).0.expect("solved");
        assert_eq!(cube.apply(&one), SOLVED, "{scramble}");
        assert_eq!(one.len() as u32, want, "{scramble}");
        assert_eq!(solver.solve(&cube, 2, None).0, Some(one), "{scramble}");
    }
}
