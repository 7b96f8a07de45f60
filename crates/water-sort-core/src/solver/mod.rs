//! The solver: shortest solutions (fewest pours), proven optimal, or a proof
//! that none exists, or an honest "gave up" at a node or memory budget.
//!
//! Water sort is a domain of the generic `search` crate (see `domain.rs`):
//! A* over canonical states (tube order does not matter) with an admissible,
//! consistent heuristic: [`heuristic`] (see there for the proof) plus one
//! for each colour that must make a pour of its own that does not lower it
//! (`landless.rs`, with its proof). In long searches A* refines it with the
//! stuck term (`stuck.rs`), an admissible bound that is not consistent,
//! which A* allows for by opening closed nodes again. A position where a
//! colour can be gathered into a tube of its own with a pour that is
//! provably on a shortest solution gets that pour as its only child (see
//! `gather.rs`), so the search stays exact. A position without an empty
//! tube from which no tube can ever be emptied (a relaxation proves it,
//! see `drain.rs`) has no solution when a solved position has an empty
//! tube, and gets no children. State keys are exact:
//! every tube's units are packed losslessly, so no two different positions can
//! share a key. Nodes live in flat arenas (no allocation per node).
//! [`solve_with`] runs the other algorithms of the crate (IDA*, BFS,
//! bidirectional BFS) on the same domain, for comparison.

mod bfs;
mod domain;
mod drain;
mod gather;
mod key;
mod landless;
mod moves;
pub mod strategy;
mod stuck;
mod varied;
pub mod view_advice;

use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

use crate::board::{Board, Pour};

pub use ::search::{Budget, CancelToken, Limits};
pub use bfs::breadth_first_length;
pub use key::heuristic;

/// How a solve ended.
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
        /// The budget that ran out.
        budget: Budget,
        /// A solution, not proven shortest, if the quick search found one.
        best: Option<Vec<Pour>>,
    },
    /// Stopped through the [`CancelToken`].
    Cancelled,
}

/// What a solve reports: its outcome and the work it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// How the solve ended.
    pub outcome: Outcome,
    /// Positions taken off the open list and expanded.
    pub nodes_expanded: u64,
    /// Distinct positions stored.
    pub nodes_stored: u64,
    /// Peak search memory in bytes (arena and hash table).
    pub memory_bytes: usize,
    /// Wall-clock time of the solve.
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
    solve_with(board, Algorithm::AStar, limits, cancel)
}

/// Whether `board` can be solved at all, when only that matters (the
/// mystery help's counts and refutations): a greedy best-first search,
/// which dives to some solution with far fewer nodes than a shortest one
/// takes, and which proves there is none by exhausting the same positions
/// A* would. `None` when the budget ran out or the search was cancelled.
pub fn solvable(board: &Board, limits: &Limits, cancel: Option<&CancelToken>) -> Option<bool> {
    if !board.is_classic() {
        return match varied::search(board, varied::Order::Greedy, limits, cancel).found {
            varied::Found::Path(_) => Some(true),
            varied::Found::Exhausted => Some(false),
            varied::Found::Budget(_) | varied::Found::Cancelled => None,
        };
    }
    let codec = key::Codec::new(board);
    let mut domain = domain::WaterSort::new(&codec, board);
    match ::search::astar::greedy(&mut domain, limits, cancel).outcome {
        ::search::Outcome::Found(_) => Some(true),
        ::search::Outcome::Exhausted => Some(false),
        ::search::Outcome::Budget(_) | ::search::Outcome::Cancelled => None,
    }
}

/// Whether A* proves `board` unsolvable within `limits`: no fallback
/// search when the budget runs out (a refutation needs a proof, never a
/// solution), so a small budget makes a cheap test that can only say
/// "unsolvable" or nothing.
pub fn proven_unsolvable(board: &Board, limits: &Limits, cancel: Option<&CancelToken>) -> bool {
    if !board.is_classic() {
        return matches!(
            varied::search(board, varied::Order::AStar, limits, cancel).found,
            varied::Found::Exhausted
        );
    }
    let codec = key::Codec::new(board);
    let mut domain = domain::WaterSort::new(&codec, board);
    matches!(
        ::search::astar::solve(&mut domain, limits, cancel).outcome,
        ::search::Outcome::Exhausted
    )
}

/// [`solve`] for every board, on all the cores there are (one search per
/// thread at a time, each within `limits`, so up to one search's memory
/// budget per core); the reports in the boards' order. Each report is the
/// one [`solve`] gives (but time). What `water-sort check` runs.
pub fn solve_all(boards: &[Board], limits: &Limits, cancel: Option<&CancelToken>) -> Vec<Report> {
    on_all_cores(boards, |b| solve(b, limits, cancel))
}

/// `work` on every item, on all the cores there are, one item per thread at
/// a time; the results in the items' order.
pub fn on_all_cores<T: Sync, R: Send>(items: &[T], work: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(items.len());
    if threads <= 1 {
        return items.iter().map(work).collect();
    }
    // Items are handed out one at a time, so a long search on one thread
    // does not hold up the items behind it.
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut results: Vec<(usize, R)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(item) = items.get(i) else {
                            break done;
                        };
                        done.push((i, work(item)));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a worker thread panicked"))
            .collect()
    });
    results.sort_unstable_by_key(|&(i, _)| i);
    results.into_iter().map(|(_, r)| r).collect()
}

/// The search algorithm of [`solve_with`]. All give the same optimal length;
/// they differ in nodes, time and memory.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// A* (the default and the fastest).
    #[default]
    AStar,
    /// IDA*: little memory, many more nodes; it rarely proves a deal
    /// unsolvable (only when no long cycles exist), so it usually ends at its
    /// node budget ("gave up") on one.
    Ida,
    /// Breadth-first search.
    Bfs,
    /// Bidirectional breadth-first search (forward from the deal, backward
    /// from the solved position).
    Bidir,
}

impl Algorithm {
    /// Every algorithm, the default (A*) first.
    pub const ALL: [Algorithm; 4] = [
        Algorithm::AStar,
        Algorithm::Ida,
        Algorithm::Bfs,
        Algorithm::Bidir,
    ];

    /// The name the command line takes: `astar`, `ida`, `bfs`, `bidir`.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::AStar => "astar",
            Algorithm::Ida => "ida",
            Algorithm::Bfs => "bfs",
            Algorithm::Bidir => "bidir",
        }
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Algorithm {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Algorithm::ALL
            .into_iter()
            .find(|a| a.name() == s)
            .ok_or_else(|| format!("unknown algorithm \"{s}\" (astar, ida, bfs or bidir)"))
    }
}

/// [`solve_with`] on a board of the variants (`varied.rs`): the same
/// outcomes, from the variants' own search: A* (for IDA* too: an
/// iterative deepening of the same bound finds the same lengths), and
/// breadth-first for both breadth-first algorithms.
#[cold]
#[inline(never)]
fn solve_varied(
    board: &Board,
    algorithm: Algorithm,
    limits: &Limits,
    cancel: Option<&CancelToken>,
    started: Instant,
) -> Report {
    use varied::{Found, Order, search};
    let order = match algorithm {
        Algorithm::AStar | Algorithm::Ida => Order::AStar,
        Algorithm::Bfs | Algorithm::Bidir => Order::Breadth,
    };
    let found = search(board, order, limits, cancel);
    let mut report = Report {
        outcome: Outcome::Unsolvable,
        nodes_expanded: found.expanded,
        nodes_stored: found.stored,
        memory_bytes: found.memory,
        elapsed: started.elapsed(),
    };
    report.outcome = match found.found {
        Found::Path(path) => Outcome::Optimal(varied::moves_along(&path, board)),
        Found::Exhausted => Outcome::Unsolvable,
        Found::Cancelled => Outcome::Cancelled,
        Found::Budget(budget) if algorithm != Algorithm::AStar => {
            Outcome::GaveUp { budget, best: None }
        }
        Found::Budget(budget) => {
            let quick = search(board, Order::Greedy, limits, cancel);
            report.nodes_expanded += quick.expanded;
            report.memory_bytes = report.memory_bytes.max(quick.memory);
            let best = match quick.found {
                Found::Path(path) => Some(varied::moves_along(&path, board)),
                _ => None,
            };
            Outcome::GaveUp { budget, best }
        }
    };
    report.elapsed = started.elapsed();
    report
}

/// [`solve`] with a chosen algorithm. When A*'s budget runs out, a greedy
/// best-first search (within the same limits) looks for a non-optimal
/// solution (its nodes are counted in the report); the other algorithms,
/// there for comparison, report only their own work and give up without one.
pub fn solve_with(
    board: &Board,
    algorithm: Algorithm,
    limits: &Limits,
    cancel: Option<&CancelToken>,
) -> Report {
    let started = Instant::now();
    if !board.is_classic() {
        return solve_varied(board, algorithm, limits, cancel, started);
    }
    let codec = key::Codec::new(board);
    let mut domain = domain::WaterSort::new(&codec, board);
    let found = match algorithm {
        Algorithm::AStar => ::search::astar::solve(&mut domain, limits, cancel),
        Algorithm::Ida => ::search::ida::solve(&mut domain, limits, cancel),
        Algorithm::Bfs => ::search::bfs::solve(&mut domain, limits, cancel),
        Algorithm::Bidir => ::search::bidir::solve(&mut domain, limits, cancel),
    };
    let mut report = Report {
        outcome: Outcome::Unsolvable,
        nodes_expanded: found.nodes_expanded,
        nodes_stored: found.nodes_stored,
        memory_bytes: found.peak_memory,
        elapsed: found.elapsed,
    };
    report.outcome = match found.outcome {
        ::search::Outcome::Found(path) => {
            Outcome::Optimal(moves::moves_along(&codec, &path, board))
        }
        ::search::Outcome::Exhausted => Outcome::Unsolvable,
        ::search::Outcome::Cancelled => Outcome::Cancelled,
        ::search::Outcome::Budget(budget) if algorithm != Algorithm::AStar => {
            Outcome::GaveUp { budget, best: None }
        }
        ::search::Outcome::Budget(budget) => {
            let quick = ::search::astar::greedy(&mut domain, limits, cancel);
            report.nodes_expanded += quick.nodes_expanded;
            report.memory_bytes = report.memory_bytes.max(quick.peak_memory);
            let best = match quick.outcome {
                ::search::Outcome::Found(path) => Some(moves::moves_along(&codec, &path, board)),
                _ => None,
            };
            Outcome::GaveUp { budget, best }
        }
    };
    report.elapsed = started.elapsed();
    report
}
