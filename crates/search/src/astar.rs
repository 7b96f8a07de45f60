//! A* over exact keys: the production path.
//!
//! The open list is one LIFO stack per f value and tie-break value: the
//! lowest f is taken first and, among equal f, the deepest node, then the
//! lowest rank, then the node pushed last, so the search dives toward goals
//! on plateaus of equal f. With a consistent heuristic a node is never
//! reopened once closed, and the first goal taken off the open list is
//! optimal. Nodes raised by [`Domain::refine`] make the bounds admissible
//! but not consistent: then a closed node reached more cheaply is opened
//! again, which keeps the first goal taken off optimal.

use std::time::Instant;

use crate::store::{NONE, Slot, Store};
use crate::{
    Budget, CHECK_EVERY, CancelToken, Children, Domain, Limits, Outcome, Part, Path, RANKS, Report,
    cancelled,
};

const CLOSED: u64 = 1 << 63;
/// No children of the node are waiting (see partial expansion in `run`).
const NOT_DEFERRED: u16 = u16::MAX;
/// Nodes with f up to `h(start) + PARTIAL_LAYERS` are expanded partially.
/// Partial expansion pays when the search ends in the node's f layer (the
/// children it never built would never have been expanded) and costs a
/// second expansion otherwise: most searches end within a layer or two of
/// `h(start)`, and long ones (proofs of unsolvability) expand everything.
const PARTIAL_LAYERS: u32 = 1;
/// Nor once this many nodes are expanded: a search that long seldom ends
/// in those layers, so the children held back are built anyway, at the
/// cost of a second expansion. (Measured on the 20-colour deals: 6% fewer
/// instructions for the longest searches, proofs of unsolvability over
/// 186,000 and 220,000 positions; with 4,000 the searches of the median,
/// 8,000 to 13,000 positions, took 6% more.)
const PARTIAL_UNTIL: u64 = 20_000;
/// The node's h (in the open list: its f less g) is 1 more than the
/// domain's own, a gain of [`Domain::refine`] (see `run`).
const RAISED: u64 = 1 << 62;
const G_MASK: u64 = (1 << 30) - 1;
/// Refining (see `run`) starts once this many nodes are expanded: searches
/// this short are better off without it. Then it goes on while it pays:
/// each refinement costs a credit and each one that raises a node's h
/// earns `REFINE_EARNS`, so it stops when fewer than half of them raise
/// (measured: these values gave the fewest instructions on the shipped
/// levels, the 12-colour and the 20-colour deals alike).
const REFINE_AFTER: u64 = 300;
const REFINE_CREDIT: i64 = 4;
const REFINE_EARNS: i64 = 2;

#[inline]
fn meta(parent: u32, g: u32, raised: bool) -> u64 {
    debug_assert!(u64::from(g) <= G_MASK);
    (raised as u64) << 62 | (g as u64) << 32 | parent as u64
}

/// A*: an optimal path when the heuristic is consistent (and the domain's
/// refinements admissible).
pub fn solve<D: Domain>(domain: &mut D, limits: &Limits, cancel: Option<&CancelToken>) -> Report {
    run(domain, limits, cancel, false)
}

/// Greedy best-first: the open list ordered by `h` alone, so it dives and
/// finds some (usually longer) path with few nodes. Not optimal.
pub fn greedy<D: Domain>(domain: &mut D, limits: &Limits, cancel: Option<&CancelToken>) -> Report {
    run(domain, limits, cancel, true)
}

/// The open list: for each f, one LIFO stack per tie-break value `t` (for
/// A*, h and then the rank the domain gave (see [`Children::add_ranked`]):
/// among equal f the node with the smallest h, that is the deepest, comes
/// first, then the lowest rank; LIFO among full ties). The stacks are
/// linked lists through one entry arena, so pushing never allocates a stack
/// of its own. There are `RANKS` stacks per value of h in each f: the
/// domains here have an h of a few hundred at most.
struct Open {
    /// `(node, next entry)`.
    entries: Vec<(u32, u32)>,
    /// Per f, per t: the top entry of the stack (`NONE` when empty).
    heads: Vec<Vec<u32>>,
    /// Per f: a bit per t, set when its stack holds something (so a pop
    /// skips empty stacks 64 at a time).
    full: Vec<Vec<u64>>,
    /// Per f: no word of `full` below this has a bit set.
    lowest_word: Vec<usize>,
    /// No f below this holds anything.
    lowest: usize,
}

impl Open {
    #[inline(always)]
    fn push(&mut self, node: u32, f: usize, t: usize) {
        if self.heads.len() <= f {
            self.heads.resize_with(f + 1, Vec::new);
            self.full.resize_with(f + 1, Vec::new);
            self.lowest_word.resize(f + 1, usize::MAX);
        }
        let (heads, full) = (&mut self.heads[f], &mut self.full[f]);
        if heads.len() <= t {
            heads.resize(t + 1, NONE);
            full.resize(t / 64 + 1, 0);
        }
        let entry = self.entries.len() as u32;
        self.entries.push((node, heads[t]));
        heads[t] = entry;
        full[t / 64] |= 1 << (t % 64);
        self.lowest_word[f] = self.lowest_word[f].min(t / 64);
        self.lowest = self.lowest.min(f);
    }

    #[inline]
    fn pop(&mut self) -> Option<(u32, usize)> {
        let mut f = self.lowest;
        while f < self.heads.len() {
            let full = &mut self.full[f];
            let mut w = self.lowest_word[f];
            while w < full.len() && full[w] == 0 {
                w += 1;
            }
            self.lowest_word[f] = w;
            if w < full.len() {
                let t = w * 64 + full[w].trailing_zeros() as usize;
                let heads = &mut self.heads[f];
                let (node, next) = self.entries[heads[t] as usize];
                heads[t] = next;
                if next == NONE {
                    full[w] &= full[w] - 1;
                }
                self.lowest = f;
                return Some((node, f));
            }
            f += 1;
        }
        self.lowest = f;
        None
    }

    fn memory(&self) -> usize {
        self.entries.capacity() * 8
            + self.heads.iter().map(|h| h.capacity() * 4).sum::<usize>()
            + self.full.iter().map(|b| b.capacity() * 8).sum::<usize>()
            + self.lowest_word.capacity() * 8
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
        entries: Vec::with_capacity(256),
        heads: Vec::new(),
        full: Vec::new(),
        lowest_word: Vec::new(),
        lowest: 0,
    };
    let mut expanded = 0u64;
    let mut pops = 0u64;
    // Per node: its h while children of it are deferred (partial expansion),
    // and the label of the move from its parent; whether the domain
    // labelled every child (`expand`, which greedy search uses, gives none).
    let mut deferred: Vec<u16> = Vec::with_capacity(256);
    let mut labels: Vec<u16> = Vec::with_capacity(256);
    let mut labelled = true;
    let mut peak = 0usize;
    let max_nodes = limits.max_nodes.min(NONE as u64) as usize;
    let mut key = vec![0u64; words];
    let mut children = Children::new(words);
    let mut tags: Vec<u64> = Vec::with_capacity(64);
    domain.start(&mut key);
    // The start's h, refined (see refining below).
    let own_h0 = domain.heuristic(&key);
    let raised0 = !greedy && domain.refine(&key, own_h0) > own_h0;
    let h0 = own_h0 + raised0 as u32;
    let mut credit = REFINE_CREDIT;

    let end = 'search: {
        // A budget too small to store even the start proves nothing.
        if max_nodes == 0 {
            break 'search Outcome::Budget(Budget::Nodes);
        }
        let free = store.find(&key);
        let start = store.insert(free, &key, meta(NONE, 0, raised0));
        deferred.push(NOT_DEFERRED);
        labels.push(0);
        open.push(
            start,
            h0 as usize,
            if greedy { 0 } else { (h0 * RANKS) as usize },
        );

        while let Some((node, f)) = open.pop() {
            let m = store.meta(node);
            let g = ((m >> 32) & G_MASK) as u32;
            let (h, part) = if m & CLOSED == 0 {
                // Refining: the domain's dearer bound for a node as it
                // comes off the open list (lazily: most nodes generated
                // are never expanded), for nodes not raised already. A
                // node it raises goes back at its new f, marked raised,
                // and its children keep the gain by pathmax (a child's h
                // is at least its parent's less the step's cost) while the
                // domain's own h falls by the cost. Bounds raised so are
                // admissible but not consistent, so a closed node reached
                // more cheaply is opened again.
                if !greedy && m & RAISED == 0 && expanded >= REFINE_AFTER && credit > 0 {
                    let h = f as u32 - g;
                    credit -= 1;
                    if domain.refine(store.key(node), h) > h {
                        credit += REFINE_EARNS;
                        store.set_meta(node, m | RAISED);
                        open.push(node, f + 1, ((h + 1) * RANKS) as usize);
                        continue;
                    }
                }
                store.set_meta(node, m | CLOSED);
                expanded += 1;
                // The first entry of a node taken off the open list carries
                // its current g (an improved g is pushed with an f no
                // larger: g falls by at least 1, h rises by at most 1), so
                // `f - g` is its h.
                let h = if greedy { f as u32 } else { f as u32 - g };
                (h, Part::Level)
            } else if !greedy && deferred[node as usize] != NOT_DEFERRED {
                // The children left out when the node was expanded.
                let h = deferred[node as usize] as u32;
                deferred[node as usize] = NOT_DEFERRED;
                (h, Part::Rising)
            } else {
                continue; // stale: the node was reached more cheaply since
            };
            pops += 1;
            if pops % CHECK_EVERY == 1 {
                if cancelled(cancel) {
                    break 'search Outcome::Cancelled;
                }
                let memory = footprint(&store, &open, &deferred, &labels);
                peak = peak.max(memory);
                if memory > limits.max_memory {
                    break 'search Outcome::Budget(Budget::Memory);
                }
            }
            // Read in place: the store does not change until the children
            // are looked up.
            let key = store.key(node);
            // The domain's own h, from which it measures its children's
            // rises (a raised node is expanded whole).
            let parent_raised = m & RAISED != 0 && part != Part::Rising;
            let own_h = h - parent_raised as u32;
            if part != Part::Rising && domain.is_goal(key, own_h) {
                let labels = labelled.then_some(&labels[..]);
                break 'search Outcome::Found(path(&store, node, g as u64, labels));
            }
            // Children are gathered first and looked up after: their table
            // slots are all read up front, so the cache misses of a large
            // table overlap instead of coming one after another.
            children.clear();
            if greedy {
                domain.expand(key, |child, cost, child_h| {
                    children.add(cost, child_h).copy_from_slice(child);
                    true
                });
            } else {
                // Partial expansion (Felner et al., "Partial-expansion A*
                // with selective node generation", AAAI 2012) in the first
                // f layers of a search not long yet: first only the
                // children that keep the node's f; the node goes back on
                // the open list at the smallest f among the others, which
                // are generated when it comes off again. Children that
                // would never be expanded are never built or stored.
                let part = if part == Part::Level
                    && (f > (h0 + PARTIAL_LAYERS) as usize
                        || expanded > PARTIAL_UNTIL
                        || h >= NOT_DEFERRED as u32
                        || parent_raised)
                {
                    Part::All
                } else {
                    part
                };
                let rise = domain.expand_part(key, own_h, part, &mut children);
                if let (Part::Level, Some(rise)) = (part, rise) {
                    debug_assert!(rise > 0);
                    deferred[node as usize] = h as u16;
                    open.push(node, (g + h + rise) as usize, (h * RANKS) as usize);
                }
            }
            labelled &= children.all_labelled();
            tags.clear();
            let mut touched = 0u64;
            for i in 0..children.len() {
                let tag = store.tag(children.key(i));
                touched ^= store.peek(tag);
                tags.push(tag);
            }
            std::hint::black_box(touched);
            let mut out_of_nodes = false;
            for (i, &tag) in tags.iter().enumerate() {
                let (child, (cost, child_h)) = (children.key(i), children.step(i));
                let child_g = g.saturating_add(cost);
                // Pathmax: a child of a raised node keeps the gain when the
                // domain's h fell by the step's cost.
                let raised = parent_raised && child_h + cost < h;
                let child_h = child_h + raised as u32;
                let (f, t) = if greedy {
                    (child_h as usize, 0)
                } else {
                    let t = child_h * RANKS + (u32::from(children.rank(i)) & (RANKS - 1));
                    ((child_g + child_h) as usize, t as usize)
                };
                match store.find_tagged(child, tag) {
                    Slot::Found(c) => {
                        let cm = store.meta(c);
                        let open_or_astar = cm & CLOSED == 0 || !greedy;
                        if open_or_astar && child_g < ((cm >> 32) & G_MASK) as u32 {
                            store.set_meta(c, meta(node, child_g, raised));
                            labels[c as usize] = children.label(i);
                            open.push(c, f, t);
                        }
                    }
                    free => {
                        // g has 30 bits in a node's record: a deeper search
                        // gives up (unit costs would need a billion steps; a
                        // node found again has a smaller g than it had).
                        if store.len() >= max_nodes || u64::from(child_g) > G_MASK {
                            out_of_nodes = true;
                            break;
                        }
                        let c = store.insert(free, child, meta(node, child_g, raised));
                        deferred.push(NOT_DEFERRED);
                        labels.push(children.label(i));
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
    peak = peak.max(footprint(&store, &open, &deferred, &labels));
    Report {
        outcome: end,
        nodes_expanded: expanded,
        nodes_stored: store.len() as u64,
        peak_memory: peak,
        elapsed: started.elapsed(),
    }
}

/// Bytes held by the search: the store, the open list and the per-node
/// deferred h and move labels.
fn footprint(store: &Store, open: &Open, deferred: &Vec<u16>, labels: &Vec<u16>) -> usize {
    store.memory() + open.memory() + (deferred.capacity() + labels.capacity()) * 2
}

/// The path to `goal`, with the move labels of its steps when `labels` (per
/// node, of the move from its parent) holds them.
fn path(store: &Store, goal: u32, cost: u64, labels: Option<&[u16]>) -> Path {
    let mut chain = Vec::with_capacity(cost as usize + 1);
    chain.push(goal);
    loop {
        let parent = store.meta(*chain.last().expect("non-empty")) as u32;
        if parent == NONE {
            break;
        }
        chain.push(parent);
    }
    let words = store.key(goal).len();
    let mut keys = Vec::with_capacity(chain.len() * words);
    for &n in chain.iter().rev() {
        keys.extend_from_slice(store.key(n));
    }
    let path = Path::new(words, keys, cost);
    match labels {
        Some(labels) => {
            let steps = chain.iter().rev().skip(1).map(|&n| labels[n as usize]);
            path.with_labels(steps.collect())
        }
        None => path,
    }
}

#[cfg(test)]
#[path = "astar_tests.rs"]
mod tests;
