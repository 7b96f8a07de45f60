//! Generic state-space search over exact keys.
//!
//! A problem is a [`Domain`]: a start state, successors with step costs and
//! an admissible heuristic, and a goal test. States are named by exact keys
//! of a fixed number of `u64` words ([`Domain::key_words`]): two states with
//! the same key are the same state, so no lossy hash ever decides identity.
//!
//! The algorithms share one [`Limits`], one [`CancelToken`] and one [`Report`]:
//!
//! - [`astar`]: A* with f-buckets and deepest-first ties (the production
//!   path; optimal with a consistent heuristic and admissible refinements,
//!   see [`Domain::refine`]), and a greedy best-first variant for a quick
//!   non-optimal answer.
//! - [`ida`]: IDA*, memory bounded by the depth of the search.
//! - [`bfs`]: breadth-first search (optimal for unit costs), and a layer
//!   count of a whole state space.
//! - [`bidir`]: bidirectional breadth-first search for [`Reversible`]
//!   domains with one goal state (optimal for unit costs).
//! - [`moves`]: IDA* on more than one thread over numbered moves and
//!   states held by value ([`moves::MoveDomain`]), for puzzles such as the
//!   3x3x3 cube where a search generates billions of nodes.

#![warn(missing_docs)]

pub mod astar;
pub mod bfs;
pub mod bidir;
pub mod ida;
pub mod moves;
mod store;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// A search problem over states named by exact keys.
pub trait Domain {
    /// Number of `u64` words in every key (constant for one domain value).
    fn key_words(&self) -> usize;
    /// Writes the key of the start state into `key` (`key_words` long).
    fn start(&mut self, key: &mut [u64]);
    /// A lower bound on the cost from `key` to the nearest goal (0 at goals).
    /// A* is optimal only when it is consistent: for every step of cost `c`
    /// from `a` to `b`, `h(a) <= c + h(b)`.
    fn heuristic(&mut self, key: &[u64]) -> u32;
    /// A lower bound on the cost from `key` to the nearest goal, at least
    /// `h` (its [`Domain::heuristic`]) and dearer to compute. A* asks it of
    /// the start, and of nodes as they come off the open list once a
    /// search has run long, for as long as it pays; it uses at most 1 of
    /// the gain and carries it to the node's descendants by pathmax (a
    /// child's bound is at least its parent's less the step's cost), so it
    /// need only be admissible. The default adds nothing.
    fn refine(&mut self, _key: &[u64], h: u32) -> u32 {
        h
    }
    /// Is `key` a goal? `h` is the value of [`Domain::heuristic`] for `key`
    /// (domains whose heuristic is 0 only at goals may just test it).
    fn is_goal(&mut self, key: &[u64], h: u32) -> bool;
    /// Calls `visit(child_key, step_cost, child_h)` for every successor of
    /// `key`, stopping as soon as `visit` returns false. Returns false when
    /// it was stopped that way. Step costs are at least 1.
    fn expand<F: FnMut(&[u64], u32, u32) -> bool>(&mut self, key: &[u64], visit: F) -> bool;

    /// Partial expansion (what A* uses): writes into `out` the successors
    /// of `key` (whose heuristic is `h`) in `part` only, where a
    /// successor's "rise" is `step_cost + child_h - h` (0 when the child
    /// keeps the parent's f, more when it raises it). For [`Part::Level`]
    /// it returns the smallest rise among the successors left out, if any;
    /// otherwise `None`.
    ///
    /// The default generates every successor with [`Domain::expand`] and
    /// filters; a domain that knows a child's cost and heuristic before
    /// building its key should override it and build only the keys it
    /// writes, straight into `out`.
    fn expand_part(&mut self, key: &[u64], h: u32, part: Part, out: &mut Children) -> Option<u32> {
        let mut deferred: Option<u32> = None;
        self.expand(key, |child, cost, child_h| {
            let rise = (cost + child_h).saturating_sub(h);
            if part.admits(rise, &mut deferred) {
                out.add(cost, child_h).copy_from_slice(child);
            }
            true
        });
        deferred
    }
}

/// Successors gathered by [`Domain::expand_part`]: keys end to end, each
/// with its step cost and heuristic, the domain's label of the move that
/// leads to it, if it gave one (see [`Path::labels`]), and its rank (see
/// [`Children::add_ranked`]).
#[derive(Clone, Debug, Default)]
pub struct Children {
    words: usize,
    keys: Vec<u64>,
    steps: Vec<(u32, u32)>,
    /// Per successor: its label, and its rank above bit 16.
    moves: Vec<u32>,
    /// Some successor since the last clear came without a label.
    unlabelled: bool,
}

/// Ranks are `0..RANKS` (see [`Children::add_ranked`]).
pub const RANKS: u32 = 16;

impl Children {
    /// An empty list for keys of `words` words.
    pub fn new(words: usize) -> Children {
        Children {
            words,
            keys: Vec::new(),
            steps: Vec::new(),
            moves: Vec::new(),
            unlabelled: false,
        }
    }

    /// Empties the list for the next expansion (the key buffer is kept and
    /// overwritten by [`Children::add`]).
    pub fn clear(&mut self) {
        self.steps.clear();
        self.moves.clear();
        self.unlabelled = false;
    }

    /// Number of successors added since the last [`Children::clear`].
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// True when no successor was added.
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// Adds a successor of this step cost and heuristic and returns its key
    /// to write (all of it: it holds whatever was there before).
    #[inline]
    pub fn add(&mut self, cost: u32, h: u32) -> &mut [u64] {
        self.unlabelled = true;
        self.add_labelled(cost, h, 0)
    }

    /// [`Children::add`] with the domain's label of the move, which A*
    /// hands back in the path it finds ([`Path::labels`]).
    #[inline]
    pub fn add_labelled(&mut self, cost: u32, h: u32, label: u16) -> &mut [u64] {
        self.add_ranked(cost, h, label, 0)
    }

    /// [`Children::add_labelled`] with a rank below [`RANKS`]: among nodes
    /// of equal f and h on A*'s open list, lower ranks come off first (the
    /// domain's guess of which successor leads on; ties are otherwise taken
    /// last in, first out). Ranks order the search, never its result.
    #[inline]
    pub fn add_ranked(&mut self, cost: u32, h: u32, label: u16, rank: u8) -> &mut [u64] {
        debug_assert!(u32::from(rank) < RANKS, "rank {rank} out of range");
        let at = self.steps.len() * self.words;
        if self.keys.len() < at + self.words {
            self.grow();
        }
        self.steps.push((cost, h));
        self.moves.push(u32::from(rank) << 16 | u32::from(label));
        &mut self.keys[at..at + self.words]
    }

    #[cold]
    fn grow(&mut self) {
        let len = (self.keys.len() * 2).max(64 * self.words);
        self.keys.resize(len, 0);
        let more = len / self.words.max(1) - self.steps.len();
        self.steps.reserve(more);
        self.moves.reserve(more);
    }

    /// The key of successor `i`.
    #[inline]
    pub fn key(&self, i: usize) -> &[u64] {
        &self.keys[i * self.words..(i + 1) * self.words]
    }

    /// The step cost and heuristic of successor `i`.
    #[inline]
    pub fn step(&self, i: usize) -> (u32, u32) {
        self.steps[i]
    }

    /// The move label of successor `i` (0 when the domain gave none).
    #[inline]
    pub fn label(&self, i: usize) -> u16 {
        self.moves[i] as u16
    }

    /// The rank of successor `i` (0 when the domain gave none).
    #[inline]
    pub fn rank(&self, i: usize) -> u8 {
        (self.moves[i] >> 16) as u8
    }

    /// Did every successor since the last clear come with a label?
    #[inline]
    pub fn all_labelled(&self) -> bool {
        !self.unlabelled
    }
}

/// Which successors [`Domain::expand_part`] generates, by their rise
/// (`step_cost + child_h - parent_h`, at least 0 under a consistent
/// heuristic).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// Rise 0: the children that keep the parent's f.
    Level,
    /// Rise above 0: the rest.
    Rising,
    /// Every successor.
    All,
}

impl Part {
    /// Does this part hold a successor of this rise?
    #[inline]
    pub fn includes(self, rise: u32) -> bool {
        match self {
            Part::Level => rise == 0,
            Part::Rising => rise > 0,
            Part::All => true,
        }
    }

    /// [`Part::includes`], keeping what [`Domain::expand_part`] returns: when
    /// [`Part::Level`] leaves the successor out, `left_out` becomes the
    /// smallest rise left out so far.
    #[inline]
    pub fn admits(self, rise: u32, left_out: &mut Option<u32>) -> bool {
        let admitted = self.includes(rise);
        if !admitted && self == Part::Level {
            *left_out = Some(left_out.map_or(rise, |d| d.min(rise)));
        }
        admitted
    }
}

/// A domain whose moves can be walked backwards from its single goal state:
/// what bidirectional search needs.
pub trait Reversible: Domain {
    /// Writes the key of the one goal state.
    fn goal(&mut self, key: &mut [u64]);
    /// Calls `visit(parent_key)` for every state with a one-step move to
    /// `key`, stopping as soon as `visit` returns false (then returns false).
    fn predecessors<F: FnMut(&[u64]) -> bool>(&mut self, key: &[u64], visit: F) -> bool;
}

/// Budgets after which a search gives up (and says so).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Most nodes to store (A*, BFS, bidirectional BFS: distinct states;
    /// IDA*, which stores only its path: states generated).
    pub max_nodes: u64,
    /// Most bytes of search memory (node arena, hash tables, open lists).
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
    /// A token not yet cancelled.
    pub fn new() -> Self {
        Self::default()
    }
    /// Asks every search holding a clone of this token to stop.
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }
    /// True once [`CancelToken::cancel`] was called on any clone.
    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// Which budget ran out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// More states expanded than [`Limits::max_nodes`].
    Nodes,
    /// More search memory than [`Limits::max_memory`].
    Memory,
}

/// A path of states from the start to a goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Path {
    words: usize,
    keys: Vec<u64>,
    labels: Option<Vec<u16>>,
    /// Sum of the step costs.
    pub cost: u64,
}

impl Path {
    pub(crate) fn new(words: usize, keys: Vec<u64>, cost: u64) -> Path {
        debug_assert!(words > 0 && keys.len().is_multiple_of(words));
        Path {
            words,
            keys,
            labels: None,
            cost,
        }
    }

    pub(crate) fn with_labels(mut self, labels: Vec<u16>) -> Path {
        debug_assert_eq!(labels.len(), self.len());
        self.labels = Some(labels);
        self
    }

    /// The labels the domain gave each step's move in
    /// [`Domain::expand_part`] ([`Children::add_labelled`]), start first.
    /// A* records them when the domain labelled every successor it built;
    /// a path found by the other algorithms, which expand with
    /// [`Domain::expand`], has none. A domain can name a move there more
    /// cheaply than it can find it again between two states.
    pub fn labels(&self) -> Option<&[u16]> {
        self.labels.as_deref()
    }
    /// Number of moves (states minus one).
    pub fn len(&self) -> usize {
        self.keys.len() / self.words - 1
    }
    /// True when the start is a goal (no moves).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The keys of the states, start first, goal last.
    pub fn states(&self) -> impl ExactSizeIterator<Item = &[u64]> + '_ {
        self.keys.chunks_exact(self.words)
    }
}

/// How a search ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A path to a goal. Optimal for A*, IDA* (admissible heuristic; A*
    /// needs it consistent) and, with unit costs, for BFS and bidirectional
    /// BFS; not for [`astar::greedy`].
    Found(Path),
    /// Every reachable state was searched: no goal is reachable.
    Exhausted,
    /// A budget ran out first.
    Budget(Budget),
    /// Stopped through the [`CancelToken`].
    Cancelled,
}

/// What every algorithm reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// How the search ended.
    pub outcome: Outcome,
    /// States expanded (their successors generated).
    pub nodes_expanded: u64,
    /// States stored (IDA*: the deepest path it held).
    pub nodes_stored: u64,
    /// Peak search memory in bytes.
    pub peak_memory: usize,
    /// Wall-clock time of the search.
    pub elapsed: Duration,
}

/// How often (in expansions) searches look at the cancel flag and memory:
/// on the first expansion and every `CHECK_EVERY` after it.
pub(crate) const CHECK_EVERY: u64 = 1024;

pub(crate) fn cancelled(cancel: Option<&CancelToken>) -> bool {
    cancel.is_some_and(CancelToken::is_cancelled)
}

#[cfg(test)]
pub(crate) mod toy;
