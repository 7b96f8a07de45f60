//! The difficulty rating: how hard a solvable level is, from its optimal
//! solution, the traps along it and the search it took.

use crate::board::{Board, Colour, Pour};
use crate::solver::{CancelToken, Limits, Outcome, solve};
use crate::variant::Variant;

/// How hard a level is, measured with the solver.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// Moves of a shortest solution.
    pub optimal_moves: u32,
    /// Nodes A* expanded to prove the optimum.
    pub nodes_expanded: u64,
    /// Moves available along an optimal line (from each of its positions,
    /// counting distinct resulting positions).
    pub choices: u32,
    /// Of those, moves into a position from which no solution exists.
    pub traps: u32,
    /// The score written to packs; see [`rate`].
    pub difficulty: f64,
}

/// Rates a solvable level from its optimal solution:
///
/// `difficulty = optimal_moves / 10 × (1 + 4 × traps / choices) + log10(nodes) / 2`
///
/// rounded to 2 decimals. Longer solutions, more moves along the way that
/// lead to a dead end, and more search needed to find the optimum all make a
/// level harder. A child position whose solvability the solver cannot settle
/// within `limits` is not counted as a trap.
pub fn rate(board: &Board, solution: &[Pour], nodes_expanded: u64, limits: &Limits) -> Rating {
    rate_cancellable(board, solution, nodes_expanded, limits, None).expect("not cancelled")
}

/// [`rate`] that stops (with `None`) once `cancel` is cancelled: the editor
/// rates levels in the background and drops stale ratings.
pub fn rate_cancellable(
    board: &Board,
    solution: &[Pour],
    nodes_expanded: u64,
    limits: &Limits,
    cancel: Option<&CancelToken>,
) -> Option<Rating> {
    let mut choices = 0u32;
    let mut traps = 0u32;
    let mut position = board.clone();
    for &step in solution {
        let mut seen: Vec<Board> = Vec::new();
        for pour in position.legal_pours().collect::<Vec<_>>() {
            let mut child = position.clone();
            child.pour(pour).expect("legal");
            let canonical = canonical(&child);
            if seen.contains(&canonical) {
                continue;
            }
            seen.push(canonical);
            choices += 1;
            if pour != step {
                match solve(&child, limits, cancel).outcome {
                    Outcome::Unsolvable => traps += 1,
                    Outcome::Cancelled => return None,
                    _ => {}
                }
            }
        }
        position.pour(step).expect("solution replays");
    }
    let optimal_moves = solution.len() as u32;
    let trap_rate = if choices == 0 {
        0.0
    } else {
        traps as f64 / choices as f64
    };
    let score = optimal_moves as f64 / 10.0 * (1.0 + 4.0 * trap_rate)
        + (nodes_expanded.max(1) as f64).log10() / 2.0;
    Some(Rating {
        optimal_moves,
        nodes_expanded,
        choices,
        traps,
        difficulty: (score * 100.0).round() / 100.0,
    })
}

/// The position with its tubes sorted: positions that differ only in the
/// order of tubes alike (in height and lock) are the same puzzle.
fn canonical(board: &Board) -> Board {
    let mut tubes: Vec<(usize, Option<Colour>, Vec<Colour>)> = (0..board.tubes().len())
        .map(|t| {
            (
                board.height(t),
                board.lock(t),
                board.tubes()[t].units().to_vec(),
            )
        })
        .collect();
    tubes.sort();
    let variant = Variant {
        rule: board.rule(),
        heights: tubes.iter().map(|t| t.0).collect(),
        locks: tubes.iter().map(|t| t.1).collect(),
    };
    let tubes: Vec<Vec<Colour>> = tubes.into_iter().map(|t| t.2).collect();
    Board::with_variant(board.capacity(), &tubes, &variant).expect("the same board, reordered")
}
