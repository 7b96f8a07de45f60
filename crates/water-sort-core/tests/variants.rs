//! The solver on the variants (tubes of their own heights, locks, ball
//! sort, and all three at once) against a plain breadth-first search over
//! the board's own pours: on small random deals, the same verdict and the
//! same shortest length, and every solution replays legally to a solved
//! board.

use std::collections::{HashSet, VecDeque};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use water_sort_core::Board;
use water_sort_core::solver::{
    Algorithm, Limits, Outcome, breadth_first_length, proven_unsolvable, solvable, solve,
    solve_with,
};

#[path = "support/deals.rs"]
mod deals;
use deals::{Kinds, deal};

/// Shortest solution length by breadth-first search over whole boards
/// (no canonical order, no bound): `None` when none exists.
fn plain_bfs(start: &Board) -> Option<usize> {
    let mut seen = HashSet::from([start.clone()]);
    let mut queue = VecDeque::from([(start.clone(), 0)]);
    while let Some((board, depth)) = queue.pop_front() {
        if board.is_solved() {
            return Some(depth);
        }
        for pour in board.legal_pours() {
            let mut next = board.clone();
            next.pour(pour).expect("a legal pour");
            if seen.insert(next.clone()) {
                queue.push_back((next, depth + 1));
            }
        }
    }
    None
}

fn check_kinds(kinds: Kinds, seed: u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut boards, mut unsolvable) = (0, 0);
    let limits = Limits::default();
    while boards < 300 {
        let Some(board) = deal(kinds, &mut rng) else {
            continue;
        };
        boards += 1;
        let want = plain_bfs(&board);
        assert_eq!(breadth_first_length(&board, 1 << 20), Ok(want), "{board:?}");
        let report = solve(&board, &limits, None);
        match (&report.outcome, want) {
            (Outcome::Optimal(moves), Some(length)) => {
                assert_eq!(moves.len(), length, "{board:?}");
                let mut b = board.clone();
                for &pour in moves {
                    b.pour(pour)
                        .unwrap_or_else(|e| panic!("{pour} on {b:?}: {e}"));
                }
                assert!(b.is_solved(), "{board:?} ends at {b:?}");
                assert_eq!(solvable(&board, &limits, None), Some(true));
            }
            (Outcome::Unsolvable, None) => {
                unsolvable += 1;
                assert_eq!(solvable(&board, &limits, None), Some(false));
                assert!(proven_unsolvable(&board, &limits, None));
            }
            (got, want) => panic!("{board:?}: solver {got:?}, breadth-first {want:?}"),
        }
        if boards % 10 == 0 {
            let bfs = solve_with(&board, Algorithm::Bfs, &limits, None);
            assert_eq!(
                bfs.moves().map(<[_]>::len),
                want,
                "the breadth-first algorithm on {board:?}"
            );
        }
    }
    assert!(unsolvable >= 10, "only {unsolvable} unsolvable deals");
    assert!(
        boards - unsolvable >= 50,
        "only {} solvable",
        boards - unsolvable
    );
}

#[test]
fn heights() {
    check_kinds(
        Kinds {
            heights: true,
            locks: false,
            ball: false,
        },
        1,
    );
}

#[test]
fn locks() {
    check_kinds(
        Kinds {
            heights: false,
            locks: true,
            ball: false,
        },
        2,
    );
}

#[test]
fn ball() {
    check_kinds(
        Kinds {
            heights: false,
            locks: false,
            ball: true,
        },
        3,
    );
}

#[test]
fn ball_heights_and_locks() {
    check_kinds(
        Kinds {
            heights: true,
            locks: true,
            ball: true,
        },
        4,
    );
}
