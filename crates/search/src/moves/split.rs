//! The prefixes of an iteration: the nodes a few moves from the start
//! that the threads share out, listed on all threads.

use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use super::MoveDomain;

/// The deepest split [`super::solve`] makes.
pub(super) const MOST_SPLIT: usize = 8;

/// A node at the split depth: the moves to it and the node.
pub(super) struct Prefix<S> {
    moves: [u8; MOST_SPLIT],
    pub(super) len: u8,
    pub(super) state: S,
}

impl<S> Prefix<S> {
    /// The node `state` after the moves `path` (at most [`MOST_SPLIT`]).
    pub(super) fn new(path: &[u8], state: S) -> Prefix<S> {
        let mut moves = [0; MOST_SPLIT];
        moves[..path.len()].copy_from_slice(path);
        Prefix {
            moves,
            len: path.len() as u8,
            state,
        }
    }

    pub(super) fn moves(&self) -> &[u8] {
        &self.moves[..self.len as usize]
    }

    /// The moves as one number, whose order among prefixes of one length
    /// is search order (a move is a byte, the first the highest).
    pub(super) fn key(&self) -> u64 {
        u64::from_be_bytes(self.moves)
    }
}

/// Fills `parts` with the nodes `split` moves from the start that pass the
/// bound, in search order (or the goals above that depth: only at
/// `split == bound`, as goals are exactly `bound` away), one list per node
/// two moves deep; returns the nodes generated. The first two moves on one
/// thread, the rest below each of their nodes on all threads: a deep split
/// lists hundreds of thousands of nodes every iteration.
pub(super) fn prefixes<D: MoveDomain>(
    domain: &D,
    start: &D::State,
    bound: u32,
    split: u32,
    threads: usize,
    parts: &mut Vec<Vec<Prefix<D::State>>>,
) -> u64 {
    let top_depth = split.min(2);
    let mut tops = Vec::new();
    let mut nodes = 0;
    let mut scratch = Vec::new();
    let whole = top_depth == split;
    let mut path = Vec::new();
    collect(
        domain,
        start,
        bound,
        top_depth,
        whole,
        &mut path,
        &mut tops,
        &mut nodes,
        &mut scratch,
    );
    if whole {
        parts.clear();
        parts.push(tops);
        return nodes;
    }
    // The lists of the iteration before are refilled: their memory is
    // already there (tens of megabytes at a deep split). Each thread takes
    // the next node and its list in turn.
    parts.resize_with(tops.len(), Vec::new);
    let work = Mutex::new(parts.iter_mut().zip(&tops));
    let total = AtomicU64::new(nodes);
    std::thread::scope(|scope| {
        for _ in 0..threads.clamp(1, tops.len().max(1)) {
            scope.spawn(|| {
                let mut scratch = Vec::new();
                let mut nodes = 0;
                loop {
                    let taken = work.lock().expect("no thread panics holding it").next();
                    let Some((found, top)) = taken else { break };
                    let mut path = top.moves().to_vec();
                    found.clear();
                    collect(
                        domain,
                        &top.state,
                        bound - top_depth,
                        split - top_depth,
                        true,
                        &mut path,
                        found,
                        &mut nodes,
                        &mut scratch,
                    );
                }
                total.fetch_add(nodes, Ordering::Relaxed);
            });
        }
    });
    total.load(Ordering::Relaxed)
}

/// The nodes `depth` moves below `state` (`togo` moves left at it) that
/// pass the bound, in search order, onto `out`; `skip`: leave out those
/// [`MoveDomain::skip_prefix`] skips.
#[allow(clippy::too_many_arguments)]
fn collect<D: MoveDomain>(
    domain: &D,
    state: &D::State,
    togo: u32,
    depth: u32,
    skip: bool,
    path: &mut Vec<u8>,
    out: &mut Vec<Prefix<D::State>>,
    nodes: &mut u64,
    scratch: &mut Vec<Vec<(u8, D::State)>>,
) {
    if depth == 0 {
        if !(skip && domain.skip_prefix(path)) {
            out.push(Prefix::new(path, *state));
        }
        return;
    }
    let level = depth as usize;
    if scratch.len() <= level {
        scratch.resize_with(level + 1, Vec::new);
    }
    let mut children = std::mem::take(&mut scratch[level]);
    *nodes += domain.children(state, path.last().copied(), togo - 1, &mut children);
    for &(m, child) in &children {
        path.push(m);
        collect(
            domain,
            &child,
            togo - 1,
            depth - 1,
            skip,
            path,
            out,
            nodes,
            scratch,
        );
        path.pop();
    }
    scratch[level] = children;
}
