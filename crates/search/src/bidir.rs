//! Bidirectional breadth-first search: one BFS forward from the start, one
//! backward from the goal, growing the smaller frontier a whole layer at a
//! time. Fewest moves (optimal when every step costs 1).
//!
//! Why the first meeting layer gives a shortest path: before a layer is
//! grown, every state within `df` of the start and within `db` of the goal is
//! known, and no state is in both, so a shortest path has length
//! `L > df + db`. Growing the forward side by one layer meets the backward
//! side at the state one step past depth `df` on any path of length
//! `df + 1 + db`; every meeting is a real path, so no meeting is shorter than
//! `L`. The shortest meeting over the whole layer is therefore `L`
//! (symmetrically when the backward side grows).

use std::time::Instant;

use crate::store::{NONE, Slot, Store};
use crate::{
    Budget, CHECK_EVERY, CancelToken, Limits, Outcome, Path, Report, Reversible, cancelled,
};

struct Side {
    store: Store,
    /// The nodes of the last complete layer: `layer.0..layer.1`.
    layer: (u32, u32),
    depth: u32,
}

/// A path with the fewest moves from the start to the domain's goal.
pub fn solve<D: Reversible>(
    domain: &mut D,
    limits: &Limits,
    cancel: Option<&CancelToken>,
) -> Report {
    let started = Instant::now();
    let words = domain.key_words();
    let max_nodes = limits.max_nodes.min(NONE as u64) as usize;
    let mut key = vec![0u64; words];
    let mut sides = [
        Side {
            store: Store::new(words),
            layer: (0, 1),
            depth: 0,
        },
        Side {
            store: Store::new(words),
            layer: (0, 1),
            depth: 0,
        },
    ];
    let mut expanded = 0u64;
    let mut peak = 0usize;
    let stored = |sides: &[Side; 2]| sides[0].store.len() + sides[1].store.len();
    let memory = |sides: &[Side; 2]| sides[0].store.memory() + sides[1].store.memory();

    let outcome = 'search: {
        if max_nodes < 2 {
            break 'search Outcome::Budget(Budget::Nodes);
        }
        domain.start(&mut key);
        let h0 = domain.heuristic(&key);
        if domain.is_goal(&key, h0) {
            break 'search Outcome::Found(Path::new(words, key.clone(), 0));
        }
        let free = sides[0].store.find(&key);
        sides[0].store.insert(free, &key, NONE as u64);
        domain.goal(&mut key);
        let free = sides[1].store.find(&key);
        sides[1].store.insert(free, &key, NONE as u64);

        let mut children: Vec<u64> = Vec::new();
        loop {
            let sizes = sides.each_ref().map(|s| s.layer.1 - s.layer.0);
            if sizes[0] == 0 || sizes[1] == 0 {
                break 'search Outcome::Exhausted;
            }
            let grow = usize::from(sizes[1] < sizes[0]);
            let (lo, hi) = sides[grow].layer;
            // Best meeting so far: (length, node on the growing side, node on the other).
            let mut best: Option<(u32, u32, u32)> = None;
            for node in lo..hi {
                expanded += 1;
                if expanded % CHECK_EVERY == 1 {
                    if cancelled(cancel) {
                        break 'search Outcome::Cancelled;
                    }
                    peak = peak.max(memory(&sides));
                    if memory(&sides) > limits.max_memory {
                        break 'search Outcome::Budget(Budget::Memory);
                    }
                }
                key.copy_from_slice(sides[grow].store.key(node));
                children.clear();
                if grow == 0 {
                    domain.expand(&key, |child, _, _| {
                        children.extend_from_slice(child);
                        true
                    });
                } else {
                    domain.predecessors(&key, |parent| {
                        children.extend_from_slice(parent);
                        true
                    });
                }
                for child in children.chunks_exact(words) {
                    let depth = sides[grow].depth + 1;
                    let free = sides[grow].store.find(child);
                    if let Slot::Found(_) = free {
                        continue;
                    }
                    if stored(&sides) >= max_nodes {
                        break 'search Outcome::Budget(Budget::Nodes);
                    }
                    let c =
                        sides[grow]
                            .store
                            .insert(free, child, (depth as u64) << 32 | node as u64);
                    if let Slot::Found(o) = sides[1 - grow].store.find(child) {
                        let length = depth + (sides[1 - grow].store.meta(o) >> 32) as u32;
                        if best.is_none_or(|(l, _, _)| length < l) {
                            best = Some((length, c, o));
                        }
                    }
                }
            }
            if let Some((length, mine, other)) = best {
                let (f, b) = if grow == 0 {
                    (mine, other)
                } else {
                    (other, mine)
                };
                break 'search Outcome::Found(join(&sides, f, b, words, length));
            }
            let side = &mut sides[grow];
            side.layer = (hi, side.store.len() as u32);
            side.depth += 1;
        }
    };
    peak = peak.max(memory(&sides));
    Report {
        outcome,
        nodes_expanded: expanded,
        nodes_stored: stored(&sides) as u64,
        peak_memory: peak,
        elapsed: started.elapsed(),
    }
}

/// Start to `f` (forward parents), then `b`'s successors up to the goal
/// (backward "parents" are one step nearer the goal); `f` and `b` are the
/// same state.
fn join(sides: &[Side; 2], f: u32, b: u32, words: usize, length: u32) -> Path {
    let forward = crate::bfs::path(&sides[0].store, f);
    let mut keys: Vec<u64> = forward.states().flatten().copied().collect();
    let mut node = sides[1].store.meta(b) as u32;
    while node != NONE {
        keys.extend_from_slice(sides[1].store.key(node));
        node = sides[1].store.meta(node) as u32;
    }
    let path = Path::new(words, keys, length as u64);
    debug_assert_eq!(path.len(), length as usize);
    path
}
