//! Breadth-first search: shortest paths in moves (optimal when every step
//! costs 1), and the layer sizes of a whole state space.
//!
//! The arena stores nodes in the order they are found, which is breadth-first
//! order, so the queue is just a cursor into it.

use std::time::Instant;

use crate::store::{NONE, Slot, Store};
use crate::{Budget, CHECK_EVERY, CancelToken, Domain, Limits, Outcome, Path, Report, cancelled};

/// A path with the fewest moves (its cost is the number of moves).
pub fn solve<D: Domain>(domain: &mut D, limits: &Limits, cancel: Option<&CancelToken>) -> Report {
    run(domain, limits, cancel, true, u32::MAX).1
}

/// Counts the states at each distance from the start, over everything
/// reachable (`layers[d]` states at distance `d`). The report's outcome is
/// [`Outcome::Exhausted`] when the count is complete; goals are not looked for.
pub fn layers<D: Domain>(
    domain: &mut D,
    limits: &Limits,
    cancel: Option<&CancelToken>,
) -> (Vec<u64>, Report) {
    run(domain, limits, cancel, false, u32::MAX)
}

/// [`layers`] up to distance `max_depth` only (states at that distance are
/// counted, not expanded): `layers[d]` for `d <= max_depth`. The outcome is
/// [`Outcome::Exhausted`] when those layers are complete.
pub fn layers_within<D: Domain>(
    domain: &mut D,
    max_depth: u32,
    limits: &Limits,
    cancel: Option<&CancelToken>,
) -> (Vec<u64>, Report) {
    run(domain, limits, cancel, false, max_depth)
}

fn run<D: Domain>(
    domain: &mut D,
    limits: &Limits,
    cancel: Option<&CancelToken>,
    find_goal: bool,
    max_depth: u32,
) -> (Vec<u64>, Report) {
    let started = Instant::now();
    let words = domain.key_words();
    let mut store = Store::new(words);
    let max_nodes = limits.max_nodes.min(NONE as u64) as usize;
    let mut key = vec![0u64; words];
    domain.start(&mut key);
    let h0 = domain.heuristic(&key);
    let mut layers = vec![1u64];
    let mut expanded = 0u64;
    let mut peak = 0usize;

    let outcome = 'search: {
        if max_nodes == 0 {
            break 'search Outcome::Budget(Budget::Nodes);
        }
        let free = store.find(&key);
        store.insert(free, &key, NONE as u64);
        if find_goal && domain.is_goal(&key, h0) {
            break 'search Outcome::Found(Path::new(words, key.clone(), 0));
        }
        let mut fresh: Vec<(u32, u32)> = Vec::new();
        let mut next = 0u32;
        while (next as usize) < store.len() {
            let node = next;
            next += 1;
            let depth = (store.meta(node) >> 32) as u32;
            if depth >= max_depth {
                // Breadth-first order: every node left is this deep.
                break;
            }
            expanded += 1;
            if expanded % CHECK_EVERY == 1 {
                if cancelled(cancel) {
                    break 'search Outcome::Cancelled;
                }
                peak = peak.max(store.memory());
                if store.memory() > limits.max_memory {
                    break 'search Outcome::Budget(Budget::Memory);
                }
            }
            key.copy_from_slice(store.key(node));
            let mut end = None;
            fresh.clear();
            domain.expand(&key, |child, _cost, h| {
                if let free @ Slot::Free { .. } = store.find(child) {
                    if store.len() >= max_nodes {
                        end = Some(Outcome::Budget(Budget::Nodes));
                        return false;
                    }
                    let c = store.insert(free, child, ((depth + 1) as u64) << 32 | node as u64);
                    if layers.len() <= depth as usize + 1 {
                        layers.push(0);
                    }
                    layers[depth as usize + 1] += 1;
                    fresh.push((c, h));
                }
                true
            });
            // Goals are tested as they are found (one layer sooner than when
            // expanded), after `expand` lets go of the domain.
            if find_goal {
                for &(c, h) in &fresh {
                    key.copy_from_slice(store.key(c));
                    if domain.is_goal(&key, h) {
                        break 'search Outcome::Found(path(&store, c));
                    }
                }
            }
            if let Some(end) = end {
                break 'search end;
            }
        }
        Outcome::Exhausted
    };
    peak = peak.max(store.memory());
    let report = Report {
        outcome,
        nodes_expanded: expanded,
        nodes_stored: store.len() as u64,
        peak_memory: peak,
        elapsed: started.elapsed(),
    };
    (layers, report)
}

/// Start-to-`node` path through the parents (meta low half), `depth` moves.
pub(crate) fn path(store: &Store, node: u32) -> Path {
    let mut chain = vec![node];
    loop {
        let parent = store.meta(*chain.last().expect("non-empty")) as u32;
        if parent == NONE {
            break;
        }
        chain.push(parent);
    }
    let words = store.key(node).len();
    let moves = chain.len() as u64 - 1;
    let keys = chain
        .iter()
        .rev()
        .flat_map(|&n| store.key(n).iter().copied())
        .collect();
    Path::new(words, keys, moves)
}
