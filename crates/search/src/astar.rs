//! A* over exact keys: the production path.
//!
//! The open list is one LIFO stack per f value: the lowest f is taken first
//! and, among equal f, the node pushed last, which is usually the deepest, so
//! the search dives toward goals on plateaus of equal f. With a consistent
//! heuristic a node is never reopened once closed, and the first goal taken
//! off the open list is optimal.

use std::time::Instant;

use crate::store::{NONE, Slot, Store};
use crate::{Budget, CHECK_EVERY, CancelToken, Domain, Limits, Outcome, Path, Report, cancelled};

const CLOSED: u64 = 1 << 63;
const G_MASK: u64 = (1 << 31) - 1;

#[inline]
fn meta(parent: u32, g: u32) -> u64 {
    (g as u64) << 32 | parent as u64
}

/// A*: an optimal path when the heuristic is consistent.
pub fn solve<D: Domain>(domain: &mut D, limits: &Limits, cancel: Option<&CancelToken>) -> Report {
    run(domain, limits, cancel, false)
}

/// Greedy best-first: the open list ordered by `h` alone, so it dives and
/// finds some (usually longer) path with few nodes. Not optimal.
pub fn greedy<D: Domain>(domain: &mut D, limits: &Limits, cancel: Option<&CancelToken>) -> Report {
    run(domain, limits, cancel, true)
}

/// The open list: for each f, one LIFO stack per tie-break value `t` (h for
/// A*, so among equal f the node with the smallest h, that is the deepest,
/// comes first; LIFO among full ties). The stacks are linked lists through
/// one entry arena, so pushing never allocates a stack of its own.
struct Open {
    /// `(node, next entry)`.
    entries: Vec<(u32, u32)>,
    /// Per f, per t: the top entry of the stack (`NONE` when empty).
    heads: Vec<Vec<u32>>,
    /// Per f: no stack below this tie-break value holds anything.
    lowest_t: Vec<usize>,
    /// No f below this holds anything.
    lowest: usize,
}

impl Open {
    #[inline]
    fn push(&mut self, node: u32, f: usize, t: usize) {
        if self.heads.len() <= f {
            self.heads.resize_with(f + 1, Vec::new);
            self.lowest_t.resize(f + 1, usize::MAX);
        }
        let heads = &mut self.heads[f];
        if heads.len() <= t {
            heads.resize(t + 1, NONE);
        }
        let entry = self.entries.len() as u32;
        self.entries.push((node, heads[t]));
        heads[t] = entry;
        self.lowest_t[f] = self.lowest_t[f].min(t);
        self.lowest = self.lowest.min(f);
    }

    #[inline]
    fn pop(&mut self) -> Option<(u32, usize)> {
        let mut f = self.lowest;
        while f < self.heads.len() {
            let heads = &mut self.heads[f];
            let mut t = self.lowest_t[f];
            while t < heads.len() {
                let top = heads[t];
                if top != NONE {
                    let (node, next) = self.entries[top as usize];
                    heads[t] = next;
                    self.lowest_t[f] = t;
                    self.lowest = f;
                    return Some((node, f));
                }
                t += 1;
            }
            self.lowest_t[f] = usize::MAX;
            f += 1;
        }
        self.lowest = f;
        None
    }

    fn memory(&self) -> usize {
        self.entries.capacity() * 8 + self.heads.iter().map(|h| h.capacity() * 4).sum::<usize>()
    }
}

fn run<D: Domain>(
    domain: &mut D,
    limits: &Limits,
    cancel: Option<&CancelToken>,
    greedy: bool,
) -> Report {
    let started = Instant::now();
    let words = domain.key_words();
    let mut store = Store::new(words);
    let mut open = Open {
        entries: Vec::new(),
        heads: Vec::new(),
        lowest_t: Vec::new(),
        lowest: 0,
    };
    let mut expanded = 0u64;
    let mut peak = 0usize;
    let max_nodes = limits.max_nodes.min(NONE as u64) as usize;
    let mut key = vec![0u64; words];
    let mut batch: Vec<u64> = Vec::new();
    let mut steps: Vec<(u64, u32, u32)> = Vec::new();
    domain.start(&mut key);
    let h0 = domain.heuristic(&key);

    let end = 'search: {
        // A budget too small to store even the start proves nothing.
        if max_nodes == 0 {
            break 'search Outcome::Budget(Budget::Nodes);
        }
        let free = store.find(&key);
        let start = store.insert(free, &key, meta(NONE, 0));
        open.push(start, h0 as usize, if greedy { 0 } else { h0 as usize });

        while let Some((node, f)) = open.pop() {
            let m = store.meta(node);
            if m & CLOSED != 0 {
                continue; // stale: the node was reached more cheaply since
            }
            let g = ((m >> 32) & G_MASK) as u32;
            store.set_meta(node, m | CLOSED);
            expanded += 1;
            if expanded % CHECK_EVERY == 1 {
                if cancelled(cancel) {
                    break 'search Outcome::Cancelled;
                }
                let memory = store.memory() + open.memory();
                peak = peak.max(memory);
                if memory > limits.max_memory {
                    break 'search Outcome::Budget(Budget::Memory);
                }
            }
            // The first entry of a node taken off the open list carries its
            // current g (an improved g is pushed with a smaller f), so
            // `f - g` is its h.
            let h = if greedy { f as u32 } else { f as u32 - g };
            key.copy_from_slice(store.key(node));
            if domain.is_goal(&key, h) {
                break 'search Outcome::Found(path(&store, node, g as u64));
            }
            // Children are gathered first and looked up after: their table
            // slots are all read up front, so the cache misses of a large
            // table overlap instead of coming one after another.
            batch.clear();
            steps.clear();
            domain.expand(&key, |child, cost, child_h| {
                batch.extend_from_slice(child);
                steps.push((store.tag(child), cost, child_h));
                true
            });
            let mut touched = 0u64;
            for &(tag, _, _) in &steps {
                touched ^= store.peek(tag);
            }
            std::hint::black_box(touched);
            let mut out_of_nodes = false;
            for (child, &(tag, cost, child_h)) in batch.chunks_exact(words).zip(&steps) {
                let child_g = g + cost;
                let (f, t) = if greedy {
                    (child_h as usize, 0)
                } else {
                    ((child_g + child_h) as usize, child_h as usize)
                };
                match store.find_tagged(child, tag) {
                    Slot::Found(c) => {
                        let cm = store.meta(c);
                        if cm & CLOSED == 0 && child_g < ((cm >> 32) & G_MASK) as u32 {
                            store.set_meta(c, meta(node, child_g));
                            open.push(c, f, t);
                        }
                    }
                    free => {
                        if store.len() >= max_nodes {
                            out_of_nodes = true;
                            break;
                        }
                        let c = store.insert(free, child, meta(node, child_g));
                        open.push(c, f, t);
                    }
                }
            }
            if out_of_nodes {
                break 'search Outcome::Budget(Budget::Nodes);
            }
        }
        Outcome::Exhausted
    };
    peak = peak.max(store.memory() + open.memory());
    Report {
        outcome: end,
        nodes_expanded: expanded,
        nodes_stored: store.len() as u64,
        peak_memory: peak,
        elapsed: started.elapsed(),
    }
}

fn path(store: &Store, goal: u32, cost: u64) -> Path {
    let mut chain = vec![goal];
    loop {
        let parent = store.meta(*chain.last().expect("non-empty")) as u32;
        if parent == NONE {
            break;
        }
        chain.push(parent);
    }
    let keys = chain
        .iter()
        .rev()
        .flat_map(|&n| store.key(n).iter().copied())
        .collect();
    Path::new(store.key(goal).len(), keys, cost)
}
