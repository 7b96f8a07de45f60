//! The checks of the full databases: optimal lengths against the
//! whole-cube breadth-first distance, the same answer on any number of
//! threads, known positions, 14-move scrambles and the superflip, and the
//! layer database's consistency. No check is timed (a loaded machine is
//! slow, not wrong): `cube bench` prints each check's time beside it.
//! They need the 2.45 GiB tables, so `cargo test` leaves them out (the
//! ignored tests of `tests/optimal.rs` run them) and `cube bench` runs them
//! all before it times anything: a benchmark of wrong tables fails.

use crate::coord::Symmetries;
use crate::count::distance;
use crate::cubie::{Cube, Move, Rng, SOLVED, parse_moves};
use crate::prune::Tables;
use crate::prune::layer_db::{BASE, N_LAYER};
use crate::solve::Solver;

/// A check's name and its function (`Err`: what failed).
pub type Check = (&'static str, fn(&Tables, usize) -> Result<(), String>);

/// Every check, in the order `cube bench` runs them.
pub const ALL: &[Check] = &[
    (
        "optimal lengths equal breadth-first distances",
        optimal_lengths_equal_bfs_distances,
    ),
    (
        "answers do not depend on the thread count",
        answers_do_not_depend_on_the_thread_count,
    ),
    ("known positions", known_positions_have_their_known_lengths),
    (
        "14-move scrambles in at most 14 moves",
        scrambles_of_14_moves_take_at_most_14,
    ),
    ("the superflip in 20 moves", the_superflip_takes_20_moves),
    (
        "the layer database is consistent",
        the_layer_database_is_consistent_between_neighbours,
    ),
];

/// `Err(why)` unless `ok`.
fn ensure(ok: bool, why: impl FnOnce() -> String) -> Result<(), String> {
    if ok { Ok(()) } else { Err(why()) }
}

/// An optimal solution of `cube` on `threads` threads, replayed.
fn solve(tables: &Tables, cube: &Cube, threads: usize) -> Result<Vec<Move>, String> {
    let (solution, report) = Solver::new(tables).solve(cube, threads, None);
    let solution = solution.ok_or_else(|| format!("no solution: {:?}", report.outcome))?;
    ensure(cube.apply(&solution) == SOLVED, || {
        "the solution does not solve the cube".to_string()
    })?;
    Ok(solution)
}

/// 240 random scrambles of 1 to 10 moves solved at their bidirectional
/// breadth-first distance ([`crate::count::distance`], which knows nothing
/// of coordinates or databases).
pub fn optimal_lengths_equal_bfs_distances(tables: &Tables, threads: usize) -> Result<(), String> {
    let mut rng = Rng::new(2024);
    for i in 0..240 {
        let len = 1 + i % 10;
        let cube = SOLVED.apply(&rng.scramble(len));
        let want = distance(&cube, len as u32).ok_or("a scramble is within its length")?;
        let got = solve(tables, &cube, threads)?.len() as u32;
        ensure(got == want, || {
            format!("scramble {i}: {got} moves, the distance is {want}")
        })?;
    }
    Ok(())
}

/// The same solutions on 1, 2 and 3 threads, for 13-move scrambles.
pub fn answers_do_not_depend_on_the_thread_count(tables: &Tables, _: usize) -> Result<(), String> {
    let mut rng = Rng::new(77);
    for i in 0..10 {
        let cube = SOLVED.apply(&rng.scramble(13));
        let one = solve(tables, &cube, 1)?;
        for threads in [2, 3] {
            ensure(solve(tables, &cube, threads)? == one, || {
                format!("position {i}: another answer on {threads} threads")
            })?;
        }
    }
    Ok(())
}

/// Solved, one move, and `docs/cube.md`'s example. Its 14 is the solver's
/// own answer when it was written (13,035 nodes), not an independent
/// distance: the scramble bounds it from above only, and a bidirectional
/// search to depth 14 would hold about 10^8 positions a side. A regression
/// value; the independent ones are the breadth-first distances above and
/// the superflip's 20 (proven by Reid, 1995).
pub fn known_positions_have_their_known_lengths(
    tables: &Tables,
    threads: usize,
) -> Result<(), String> {
    let length = |moves: &str| -> Result<usize, String> {
        let scramble = parse_moves(moves)?;
        Ok(solve(tables, &SOLVED.apply(&scramble), threads)?.len())
    };
    for (moves, want) in [
        ("", 0),
        ("R", 1),
        ("R U2 F' D L2 B R' U F2 D' L B2 U R'", 14),
    ] {
        let got = length(moves)?;
        ensure(got == want, || {
            format!("{moves:?}: {got} moves, not {want}")
        })?;
    }
    Ok(())
}

/// Every scramble of 14 moves solved in at most 14 (milliseconds each on
/// two threads; `cube bench` prints the time).
pub fn scrambles_of_14_moves_take_at_most_14(
    tables: &Tables,
    threads: usize,
) -> Result<(), String> {
    let mut rng = Rng::new(14);
    for i in 0..20 {
        let cube = SOLVED.apply(&rng.scramble(14));
        let solution = solve(tables, &cube, threads)?;
        ensure(solution.len() <= 14, || {
            format!("scramble {i}: {} moves", solution.len())
        })?;
    }
    Ok(())
}

/// The superflip (20 moves, every edge flipped in place, all 48
/// symmetries) takes 20 moves (18 s on two threads of the idle machine).
pub fn the_superflip_takes_20_moves(tables: &Tables, threads: usize) -> Result<(), String> {
    let superflip = parse_moves("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2")?;
    let n = solve(tables, &SOLVED.apply(&superflip), threads)?.len();
    ensure(n == 20, || format!("{n} moves"))
}

/// The layer database's histogram sums to its entries, with one at
/// distance 0; its entries of a position and of its neighbours differ by
/// at most one where the codes are exact, and conjugates and cubes a U or
/// D turn apart (made first) read the same code. (Not always the same
/// bound when the code is 0: a class that symmetries leave fixed has
/// several entries for a position, in words with other fallbacks.)
pub fn the_layer_database_is_consistent_between_neighbours(
    t: &Tables,
    _: usize,
) -> Result<(), String> {
    let h = &t.layer_stats.histogram;
    ensure(h.iter().sum::<u64>() == N_LAYER as u64, || {
        format!("the histogram sums to {}", h.iter().sum::<u64>())
    })?;
    ensure(h.len() as u32 == BASE + 4, || {
        format!("{} distances, not exact to BASE + 2 then the rest", h.len())
    })?;
    ensure(h[0] == 1, || format!("{} entries at distance 0", h[0]))?;
    let sym = Symmetries::new();
    let (c, l) = (&t.coords, &t.layers);
    let mut rng = Rng::new(5);
    let code = |y: &Cube| t.layer.get(l.index_of_cube(c, y)).saturating_sub(BASE);
    for _ in 0..20_000 {
        let x = Cube::random(&mut rng);
        let d = t.layer.get(l.index_of_cube(c, &x));
        for m in Move::all() {
            let e = t.layer.get(l.index_of_cube(c, &x.turn(m)));
            let exact = |v: u32| v > BASE && v < BASE + 3;
            ensure(!exact(d) || !exact(e) || d.abs_diff(e) <= 1, || {
                format!("{d} and {e} a move apart")
            })?;
        }
        for k in 0..16 {
            ensure(code(&sym.conjugate(k, &x)) == code(&x), || {
                format!("a conjugate by symmetry {k} reads another code")
            })?;
        }
        for m in [0, 1, 2, 9, 10, 11] {
            ensure(code(&Move(m).cube().multiply(&x)) == code(&x), || {
                format!("a turn {m} made first reads another code")
            })?;
        }
    }
    Ok(())
}
