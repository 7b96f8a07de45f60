//! Parallel IDA* over numbered moves, for puzzles too large for keys.
//!
//! [`crate::ida`] names states by keys and gathers each node's children in
//! a list: general, but on a puzzle that needs billions of nodes per answer
//! (the 3x3x3 cube) the keys, the lists and the callback cost more than the
//! heuristic. A [`MoveDomain`] instead holds its state by value, numbers its
//! moves, and builds one child at a time with the remaining budget in hand,
//! so it can stop computing a child's bounds at the first that is too high.
//! The search allocates nothing per node.
//!
//! Every step costs 1, so the bound rises by one each iteration and every
//! goal found at bound `b` is exactly `b` moves away (a nearer one would
//! have been found at its own bound, which came first).
//!
//! Threads: each iteration lists the nodes at a small depth (the
//! prefixes); the threads take them in turn and search below them, in move
//! order. From the second iteration on, the prefixes go in the order of
//! how near a goal their subtrees came in the iteration before
//! ([`MoveLimits::rank`], `moves/rank.rs`): the last iteration stops at
//! its first goal, and such a prefix is the likeliest to hold one. The
//! answer is the first goal in the prefix taken first that has one, which
//! is the goal a one-thread search finds first: the order comes from whole
//! iterations, so the answer does not depend on the number of threads
//! (node counts do, a little: a thread may be stopped part way through a
//! prefix past the answer's).

mod rank;
mod split;

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::CancelToken;
use rank::{Count, Ranks};
use split::{MOST_SPLIT, Prefix, prefixes};

/// A puzzle searched depth first by numbered moves, each costing 1.
pub trait MoveDomain: Sync {
    /// A node: the position and whatever the domain updates incrementally
    /// along a path (coordinates, heuristic values).
    type State: Copy + Send + Sync;
    /// Number of moves (labels `0..moves()`).
    fn moves(&self) -> u8;
    /// May move `m` follow move `last` (`None` at the start)? A domain
    /// refuses moves that only repeat what another sequence of the same
    /// length reaches (a second turn of the face just turned), so that each
    /// position is reached by fewer paths; it must keep at least one
    /// shortest path to every position.
    fn allowed(&self, last: Option<u8>, m: u8) -> bool;
    /// The node after move `m`, when it may still reach a goal within
    /// `budget` more moves (its lower bound is at most `budget`); `None`
    /// prunes it. The lower bound must be admissible.
    fn step(&self, state: &Self::State, m: u8, budget: u32) -> Option<Self::State>;
    /// The children of `state` after moves that [`MoveDomain::allowed`]
    /// lets follow `last` and that [`MoveDomain::step`] keeps within
    /// `budget`, in move order, into `out` (emptied first); returns the
    /// number of moves tried. The default steps move by move; a domain
    /// whose lookups miss the cache overrides it to start the lookups of
    /// all moves before it waits for the first.
    fn children(
        &self,
        state: &Self::State,
        last: Option<u8>,
        budget: u32,
        out: &mut Vec<(u8, Self::State)>,
    ) -> u64 {
        out.clear();
        let mut tried = 0;
        for m in 0..self.moves() {
            if self.allowed(last, m) {
                tried += 1;
                if let Some(child) = self.step(state, m, budget) {
                    out.push((m, child));
                }
            }
        }
        tried
    }
    /// May the search skip the subtree of `prefix` (the moves from the
    /// start to a node at the split depth)? A domain may skip a prefix whose
    /// subtree mirrors that of another prefix it does not skip (by a
    /// symmetry of the start): that one is searched in the same iteration
    /// and holds a goal exactly when this one does, so the answer stays
    /// optimal. Default: none.
    fn skip_prefix(&self, prefix: &[u8]) -> bool {
        let _ = prefix;
        false
    }
    /// An admissible lower bound on the moves from `state` to a goal.
    fn bound(&self, state: &Self::State) -> u32;
    /// Is `state` a goal?
    fn is_goal(&self, state: &Self::State) -> bool;
}

/// One iteration of [`solve`]: its bound, the nodes it generated, its time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Iteration {
    /// The bound on the path length.
    pub bound: u32,
    /// Nodes generated (moves tried past [`MoveDomain::allowed`]).
    pub nodes: u64,
    /// Wall-clock time of the iteration.
    pub elapsed: Duration,
}

/// What [`solve`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveOutcome {
    /// A shortest sequence of moves to a goal.
    Found(Vec<u8>),
    /// No goal within the largest bound asked for.
    Beyond(u32),
    /// Stopped through the [`CancelToken`].
    Cancelled,
}

/// The result of [`solve`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveReport {
    /// The answer.
    pub outcome: MoveOutcome,
    /// Per bound, in order.
    pub iterations: Vec<Iteration>,
    /// Nodes generated over all iterations.
    pub nodes: u64,
    /// Wall-clock time of the whole search.
    pub elapsed: Duration,
}

/// Options of [`solve`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveLimits {
    /// Worker threads (at least 1).
    pub threads: usize,
    /// Largest bound to try.
    pub max_bound: u32,
    /// Depth of the prefixes the threads share out (deeper: more, smaller
    /// pieces of work, ranked more finely; at most 8).
    pub split_depth: u32,
    /// Search the prefixes in the order the previous iteration ranks them
    /// (false: in move order).
    pub rank: bool,
}

impl Default for MoveLimits {
    fn default() -> Self {
        MoveLimits {
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            max_bound: 40,
            split_depth: 3,
            rank: true,
        }
    }
}

/// Nodes between looks at the cancel flag and at a better prefix's answer.
const CHECK_EVERY: u64 = 1 << 16;

/// IDA*: a shortest move sequence from `start` to a goal.
pub fn solve<D: MoveDomain>(
    domain: &D,
    start: D::State,
    limits: &MoveLimits,
    cancel: Option<&CancelToken>,
) -> MoveReport {
    let started = Instant::now();
    let mut iterations = Vec::new();
    let mut nodes = 0;
    let mut bound = domain.bound(&start);
    let mut ranks = Ranks::new(limits.rank);
    let mut parts = Vec::new();
    let outcome = loop {
        if cancel.is_some_and(CancelToken::is_cancelled) {
            break MoveOutcome::Cancelled;
        }
        if bound > limits.max_bound {
            break MoveOutcome::Beyond(limits.max_bound);
        }
        let began = Instant::now();
        let (found, n) = iterate(domain, start, bound, limits, cancel, &mut ranks, &mut parts);
        nodes += n;
        iterations.push(Iteration {
            bound,
            nodes: n,
            elapsed: began.elapsed(),
        });
        match found {
            Some(Ok(path)) => break MoveOutcome::Found(path),
            Some(Err(())) => break MoveOutcome::Cancelled,
            None => {
                ranks.end(&parts);
                bound += 1;
            }
        }
    };
    MoveReport {
        outcome,
        iterations,
        nodes,
        elapsed: started.elapsed(),
    }
}

/// One bound: `Some(Ok(path))`, `Some(Err(()))` when cancelled, `None`
/// when no goal is within it; and the nodes generated.
fn iterate<D: MoveDomain>(
    domain: &D,
    start: D::State,
    bound: u32,
    limits: &MoveLimits,
    cancel: Option<&CancelToken>,
    ranks: &mut Ranks,
    parts: &mut Vec<Vec<Prefix<D::State>>>,
) -> (Option<Result<Vec<u8>, ()>>, u64) {
    let split = limits.split_depth.min(bound).min(MOST_SPLIT as u32);
    let nodes = prefixes(domain, &start, bound, split, limits.threads, parts);
    let parts = &*parts;
    // Where each part's prefixes begin in the flat numbering.
    let mut starts = Vec::with_capacity(parts.len());
    let mut count = 0;
    for part in parts {
        starts.push(count);
        count += part.len();
    }
    ranks.begin(domain, bound, count);
    let order = ranks.order_prefixes(parts, bound - split);
    let ranks = &*ranks;
    let prefix_at = |flat: usize| {
        let part = starts.partition_point(|&s| s <= flat) - 1;
        &parts[part][flat - starts[part]]
    };
    let next = AtomicUsize::new(0);
    // The lowest prefix with a goal so far (usize::MAX: none).
    let best = AtomicUsize::new(usize::MAX);
    let answer: Mutex<Option<(usize, Vec<u8>)>> = Mutex::new(None);
    let total = AtomicU64::new(nodes);
    let stopped = AtomicBool::new(false);
    let threads = limits.threads.clamp(1, order.len().max(1));
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                let mut worker = Worker {
                    domain,
                    path: Vec::with_capacity(bound as usize),
                    nodes: 0,
                    index: 0,
                    best: &best,
                    cancel,
                    stopped: &stopped,
                    abandoned: false,
                    near: 0,
                    near_togo: rank::near(bound),
                    children: Vec::new(),
                };
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= order.len() || i > best.load(Ordering::Relaxed) {
                        break;
                    }
                    if stopped.load(Ordering::Relaxed) {
                        break;
                    }
                    let prefix = prefix_at(order[i] as usize);
                    worker.index = i;
                    worker.abandoned = false;
                    worker.path.clear();
                    worker.path.extend_from_slice(prefix.moves());
                    let last = prefix.moves().last().copied();
                    let togo = bound - prefix.len as u32;
                    let (nodes, near) = (worker.nodes, worker.near);
                    let found = worker.dfs(&prefix.state, last, togo);
                    let count = Count {
                        nodes: worker.nodes - nodes,
                        near: worker.near - near,
                    };
                    ranks.record(order[i] as usize, count);
                    if found {
                        best.fetch_min(i, Ordering::Relaxed);
                        let mut answer = answer.lock().expect("no thread panics holding it");
                        if answer.as_ref().is_none_or(|(j, _)| i < *j) {
                            *answer = Some((i, worker.path.clone()));
                        }
                    }
                }
                total.fetch_add(worker.nodes, Ordering::Relaxed);
            });
        }
    });
    let nodes = total.load(Ordering::Relaxed);
    if let Some((_, path)) = answer.into_inner().expect("no thread panicked") {
        return (Some(Ok(path)), nodes);
    }
    if stopped.load(Ordering::Relaxed) {
        return (Some(Err(())), nodes);
    }
    (None, nodes)
}

struct Worker<'a, D: MoveDomain> {
    domain: &'a D,
    path: Vec<u8>,
    nodes: u64,
    /// The prefix being searched.
    index: usize,
    best: &'a AtomicUsize,
    cancel: Option<&'a CancelToken>,
    stopped: &'a AtomicBool,
    /// Nodes reached with at most `near_togo` moves left (for the ranks).
    near: u64,
    near_togo: u32,
    /// A better prefix has an answer, or the search was cancelled.
    abandoned: bool,
    /// Per depth below the start: the children being searched.
    children: Vec<Vec<(u8, D::State)>>,
}

impl<D: MoveDomain> Worker<'_, D> {
    /// Depth-first below `state` with `togo` moves left; true with the
    /// goal's moves in `path`.
    fn dfs(&mut self, state: &D::State, last: Option<u8>, togo: u32) -> bool {
        if togo == 0 {
            return self.domain.is_goal(state);
        }
        if togo <= self.near_togo {
            self.near += 1;
        }
        let before = self.nodes;
        let depth = self.path.len();
        if self.children.len() <= depth {
            self.children.resize_with(depth + 1, Vec::new);
        }
        let mut children = std::mem::take(&mut self.children[depth]);
        self.nodes += self.domain.children(state, last, togo - 1, &mut children);
        if self.nodes / CHECK_EVERY != before / CHECK_EVERY {
            if self.best.load(Ordering::Relaxed) < self.index {
                self.abandoned = true;
            }
            if self.cancel.is_some_and(CancelToken::is_cancelled) {
                self.stopped.store(true, Ordering::Relaxed);
                self.abandoned = true;
            }
        }
        let mut found = false;
        for &(m, child) in &children {
            if self.abandoned {
                break;
            }
            self.path.push(m);
            if self.dfs(&child, Some(m), togo - 1) {
                found = true;
                break;
            }
            self.path.pop();
        }
        self.children[depth] = children;
        found
    }
}

#[cfg(test)]
mod tests;
