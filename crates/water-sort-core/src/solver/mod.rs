//! The solver: shortest solutions (fewest pours), proven optimal, or a proof
//! that none exists, or an honest "gave up" at a node or memory budget.
//!
//! A* over canonical states (tube order does not matter) with an admissible,
//! consistent heuristic; see [`heuristic`] for the proof. State keys are exact:
//! every tube's units are packed losslessly, so no two different positions can
//! share a key. Nodes live in flat arenas (no allocation per node).

mod bfs;
mod key;
mod search;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::board::{Board, Pour};

pub use bfs::breadth_first_length;
pub use key::heuristic;

/// Budgets after which the solver gives up (and says so).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Most nodes (distinct positions) to store.
    pub max_nodes: u64,
    /// Most bytes of search memory (node arena plus hash table).
    pub max_memory: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_nodes: 30_000_000,
            max_memory: 1 << 30,
        }
    }
}

/// Lets another thread stop a search; cheap to clone and share.
#[derive(Clone, Debug, Default)]
pub struct CancelToken(Arc<AtomicBool>);

impl CancelToken {
    pub fn new() -> Self {
        Self::default()
    }
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }
    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// Which budget ran out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    Nodes,
    Memory,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A shortest solution: no solution has fewer pours. Empty when the board
    /// is already solved.
    Optimal(Vec<Pour>),
    /// Every reachable position was searched: no solution exists.
    Unsolvable,
    /// A budget ran out before a proof. `best` is a solution found by a quick
    /// non-optimal search afterwards, if one was found.
    GaveUp {
        budget: Budget,
        best: Option<Vec<Pour>>,
    },
    /// Stopped through the [`CancelToken`].
    Cancelled,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    pub outcome: Outcome,
    /// Positions taken off the open list and expanded.
    pub nodes_expanded: u64,
    /// Distinct positions stored.
    pub nodes_stored: u64,
    /// Peak search memory in bytes (arena and hash table).
    pub memory_bytes: usize,
    pub elapsed: Duration,
}

impl Report {
    /// The solution's moves when one was found (optimal or not).
    pub fn moves(&self) -> Option<&[Pour]> {
        match &self.outcome {
            Outcome::Optimal(m) => Some(m),
            Outcome::GaveUp { best: Some(m), .. } => Some(m),
            _ => None,
        }
    }
}

/// Finds a shortest solution of `board` or proves there is none, within `limits`.
/// Deterministic: the same board and limits give the same report (but time).
pub fn solve(board: &Board, limits: &Limits, cancel: Option<&CancelToken>) -> Report {
    search::solve(board, limits, cancel)
}
