//! Optimality against breadth-first distances, with the full databases.
//!
//! These need the pattern databases (about 2.4 GiB, built once into the
//! cache in several minutes, then loaded in seconds), so they are left out of
//! the default run. Run them with
//! `cargo test -p cube --release -- --ignored` (`CUBE_CACHE_DIR` picks
//! another cache directory). The default run checks the same search on
//! small databases built for the test (`small_tables.rs`): optimal lengths
//! on scrambles deeper than those tables reach, and the thread count.

use std::sync::OnceLock;

use cube::count::distance;
use cube::cubie::{Cube, Rng, SOLVED, parse_moves};
use cube::prune::Tables;
use cube::solve::Solver;

fn tables() -> &'static Tables {
    static T: OnceLock<Tables> = OnceLock::new();
    T.get_or_init(|| Tables::load(2))
}

fn solve(cube: &Cube, threads: usize) -> Vec<cube::cubie::Move> {
    let (solution, report) = Solver::new(tables()).solve(cube, threads, None);
    let solution = solution.unwrap_or_else(|| panic!("{:?}", report.outcome));
    assert_eq!(
        cube.apply(&solution),
        SOLVED,
        "the solution solves the cube"
    );
    solution
}

#[test]
#[ignore = "needs the databases: cargo test -p cube --release -- --ignored"]
fn optimal_lengths_equal_bidirectional_bfs_distances() {
    let mut rng = Rng::new(2024);
    for i in 0..240 {
        let len = 1 + i % 8;
        let cube = SOLVED.apply(&rng.scramble(len));
        let want = distance(&cube, 8).expect("a scramble of up to 8 moves is within 8");
        let got = solve(&cube, 2);
        assert_eq!(got.len() as u32, want, "scramble {i}");
    }
}

#[test]
#[ignore = "needs the databases: cargo test -p cube --release -- --ignored"]
fn answers_do_not_depend_on_the_thread_count() {
    let mut rng = Rng::new(77);
    for _ in 0..10 {
        let cube = SOLVED.apply(&rng.scramble(13));
        let one = solve(&cube, 1);
        assert_eq!(solve(&cube, 2), one);
        assert_eq!(solve(&cube, 3), one);
    }
}

#[test]
#[ignore = "needs the databases: cargo test -p cube --release -- --ignored"]
fn known_positions_have_their_known_lengths() {
    // (The superflip, 20 moves and symmetric along all three axes, takes
    // far longer than a random position: it is not here.)
    assert!(solve(&SOLVED, 2).is_empty());
    assert_eq!(solve(&SOLVED.apply(&parse_moves("R").unwrap()), 2).len(), 1);
    // docs/cube.md's example. 14 is the solver's own answer when it was
    // written (13,035 nodes), not an independent distance: the scramble
    // bounds it from above only, and a bidirectional search to depth 14
    // would hold about 10^8 positions a side. A regression value.
    let fourteen = parse_moves("R U2 F' D L2 B R' U F2 D' L B2 U R'").unwrap();
    assert_eq!(solve(&SOLVED.apply(&fourteen), 2).len(), 14);
}

/// Every scramble of up to 14 moves within a second.
#[test]
#[ignore = "needs the databases: cargo test -p cube --release -- --ignored"]
fn scrambles_of_14_moves_take_under_a_second() {
    let mut rng = Rng::new(14);
    for _ in 0..20 {
        let cube = SOLVED.apply(&rng.scramble(14));
        let started = std::time::Instant::now();
        let solution = solve(&cube, 2);
        let took = started.elapsed();
        assert!(solution.len() <= 14);
        assert!(took.as_secs_f64() < 1.0, "{took:?}");
    }
}

/// The superflip (20 moves, every edge flipped in place, all 48
/// symmetries) takes under a minute on two threads (18 s measured).
#[test]
#[ignore = "needs the databases: cargo test -p cube --release -- --ignored"]
fn the_superflip_takes_20_moves() {
    let superflip = parse_moves("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2").unwrap();
    let cube = SOLVED.apply(&superflip);
    tables();
    let started = std::time::Instant::now();
    assert_eq!(solve(&cube, 2).len(), 20);
    assert!(started.elapsed().as_secs() < 60, "{:?}", started.elapsed());
}

/// The layer database's entries of a position and of its neighbours
/// differ by at most one where the codes are exact, and conjugates and
/// cubes a U or D turn apart (made first) read the same code. (Not always
/// the same bound when the code is 0: a class that symmetries leave fixed
/// has several entries for a position, in words with other fallbacks.)
#[test]
#[ignore = "needs the databases: cargo test -p cube --release -- --ignored"]
fn the_layer_database_is_consistent_between_neighbours() {
    use cube::coord::Symmetries;
    use cube::cubie::Move;
    use cube::prune::layer_db::{BASE, N_LAYER};
    let t = tables();
    let h = &t.layer_stats.histogram;
    assert_eq!(h.iter().sum::<u64>(), N_LAYER as u64);
    assert_eq!(h.len() as u32, BASE + 4, "exact to BASE + 2, then the rest");
    assert_eq!(h[0], 1, "the coset of the solved cube");
    let sym = Symmetries::new();
    let (c, l) = (&t.coords, &t.layers);
    let mut rng = Rng::new(5);
    for _ in 0..20_000 {
        let x = Cube::random(&mut rng);
        let d = t.layer.get(l.index_of_cube(c, &x));
        for m in Move::all() {
            let y = x.turn(m);
            let e = t.layer.get(l.index_of_cube(c, &y));
            if d > BASE && e > BASE && d < BASE + 3 && e < BASE + 3 {
                assert!(d.abs_diff(e) <= 1, "{d} and {e} a move apart");
            }
        }
        let code = |y: &Cube| t.layer.get(l.index_of_cube(c, y)).saturating_sub(BASE);
        for k in 0..16 {
            assert_eq!(code(&sym.conjugate(k, &x)), code(&x));
        }
        for m in [0, 1, 2, 9, 10, 11] {
            assert_eq!(code(&Move(m).cube().multiply(&x)), code(&x));
        }
    }
}
