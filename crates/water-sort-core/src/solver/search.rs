//! A* (and a greedy variant for a quick non-optimal answer) over packed keys.

use std::time::Instant;

use super::key::{Codec, TubeInfo};
use super::{Budget, CancelToken, Limits, Outcome, Report};
use crate::board::{Board, MAX_COLOURS, MAX_TUBES, Pour};

const NO_PARENT: u32 = u32::MAX;
const EMPTY_SLOT: u64 = u64::MAX;
/// How often (in expansions) to look at the cancel flag and the memory budget.
const CHECK_EVERY: u64 = 1024;

enum End {
    Found(u32),
    Exhausted,
    Budget(Budget),
    Cancelled,
}

/// The quick search run after the optimal one gives up is greedy: it orders
/// the open list by `h` alone (weight 0 below means that), LIFO among equals,
/// so it dives instead of widening on plateaus and finds a (longer) solution
/// with few nodes.
const GREEDY: u32 = 0;

pub(super) fn solve(board: &Board, limits: &Limits, cancel: Option<&CancelToken>) -> Report {
    let start = Instant::now();
    let codec = Codec::new(board);
    let mut search = Search::new(&codec, 1);
    let end = search.run(board, limits, cancel);
    let mut report = Report {
        outcome: Outcome::Unsolvable,
        nodes_expanded: search.expanded,
        nodes_stored: search.g.len() as u64,
        memory_bytes: search.peak_memory,
        elapsed: start.elapsed(),
    };
    report.outcome = match end {
        End::Found(node) => Outcome::Optimal(search.moves_to(node, board)),
        End::Exhausted => Outcome::Unsolvable,
        End::Cancelled => Outcome::Cancelled,
        End::Budget(budget) => {
            drop(search);
            let mut quick = Search::new(&codec, GREEDY);
            let best = match quick.run(board, limits, cancel) {
                End::Found(node) => Some(quick.moves_to(node, board)),
                _ => None,
            };
            report.nodes_expanded += quick.expanded;
            report.memory_bytes = report.memory_bytes.max(quick.peak_memory);
            Outcome::GaveUp { budget, best }
        }
    };
    report.elapsed = start.elapsed();
    report
}

struct Search<'c> {
    codec: &'c Codec,
    weight: u32,
    /// Keys of all stored nodes, `codec.words` u64s each.
    keys: Vec<u64>,
    g: Vec<u32>,
    parent: Vec<u32>,
    closed: Vec<bool>,
    /// Open addressing: `hash tag << 32 | node index`, `EMPTY_SLOT` where
    /// free. The tag (high hash bits) skips most key comparisons on collisions.
    table: Vec<u64>,
    table_shift: u32,
    /// Open list: one LIFO stack per f value (LIFO prefers the deepest node
    /// among equal f, which reaches goals sooner).
    open: Vec<Vec<u32>>,
    /// No open bucket below this index is non-empty. A* with a consistent
    /// heuristic never pushes below the current f; the greedy search does.
    lowest_open: usize,
    expanded: u64,
    peak_memory: usize,
}

/// The heuristic from scratch (total runs minus distinct bottom colours, the
/// same quantity as [`super::heuristic`]); checks the incremental one in
/// debug builds (`debug_assert!` still type-checks it in release builds).
fn h_of(codec: &Codec, codes: &[u64]) -> u32 {
    let mut bottoms = [false; MAX_COLOURS + 1];
    let mut h = 0;
    for &code in codes {
        let info = codec.info(code);
        h += info.blocks as u32;
        if info.len > 0 && !std::mem::replace(&mut bottoms[info.bottom as usize], true) {
            h -= 1;
        }
    }
    h
}

/// Inline comparison: keys are a few words, too short for a memcmp call.
#[inline]
fn words_equal(a: &[u64], b: &[u64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x == y)
}

#[inline]
fn hash(words: &[u64]) -> u64 {
    let mut h = 0u64;
    for &w in words {
        h = (h.rotate_left(5) ^ w).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
    h
}

impl<'c> Search<'c> {
    fn new(codec: &'c Codec, weight: u32) -> Self {
        let table_bits = 12;
        Search {
            codec,
            weight,
            keys: Vec::new(),
            g: Vec::new(),
            parent: Vec::new(),
            closed: Vec::new(),
            table: vec![EMPTY_SLOT; 1 << table_bits],
            table_shift: 64 - table_bits,
            open: Vec::new(),
            lowest_open: 0,
            expanded: 0,
            peak_memory: 0,
        }
    }

    fn memory(&self) -> usize {
        self.keys.capacity() * 8
            + self.g.capacity() * 4
            + self.parent.capacity() * 4
            + self.closed.capacity()
            + self.table.capacity() * 8
            + self.open.iter().map(|b| b.capacity() * 4).sum::<usize>()
    }

    fn key(&self, node: u32) -> &[u64] {
        let w = self.codec.words;
        &self.keys[node as usize * w..(node as usize + 1) * w]
    }

    /// Where `key` is in the table (its node), or the free slot to put it in.
    #[inline]
    fn slot_of(&self, key: &[u64]) -> (usize, u64, Option<u32>) {
        let mask = self.table.len() - 1;
        let h = hash(key).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let tag = h >> 32;
        let mut slot = (h >> self.table_shift) as usize;
        loop {
            let entry = self.table[slot];
            if entry == EMPTY_SLOT {
                return (slot, tag, None);
            }
            if entry >> 32 == tag {
                let node = entry as u32;
                if words_equal(self.key(node), key) {
                    return (slot, tag, Some(node));
                }
            }
            slot = (slot + 1) & mask;
        }
    }

    fn grow_table(&mut self) {
        let bits = 64 - self.table_shift + 1;
        self.table_shift = 64 - bits;
        let old = std::mem::replace(&mut self.table, vec![EMPTY_SLOT; 1 << bits]);
        let mask = self.table.len() - 1;
        for entry in old.into_iter().filter(|&e| e != EMPTY_SLOT) {
            let key = self.key(entry as u32);
            let mut slot =
                (hash(key).wrapping_mul(0x9e37_79b9_7f4a_7c15) >> self.table_shift) as usize;
            while self.table[slot] != EMPTY_SLOT {
                slot = (slot + 1) & mask;
            }
            self.table[slot] = entry;
        }
    }

    fn push_open(&mut self, node: u32, f: usize) {
        if self.open.len() <= f {
            self.open.resize_with(f + 1, Vec::new);
        }
        self.open[f].push(node);
        self.lowest_open = self.lowest_open.min(f);
    }

    /// Stores `key` reached with cost `g` from `parent`, or improves the path
    /// to a stored open node. Returns false when the node budget is spent.
    fn offer(&mut self, key: &[u64], g: u32, h: u32, parent: u32, limits: &Limits) -> bool {
        let (slot, tag, found) = self.slot_of(key);
        let f = if self.weight == GREEDY {
            h as usize
        } else {
            g as usize + (self.weight * h) as usize
        };
        match found {
            Some(node) => {
                let n = node as usize;
                if !self.closed[n] && g < self.g[n] {
                    self.g[n] = g;
                    self.parent[n] = parent;
                    self.push_open(node, f);
                }
                true
            }
            None => {
                // Node indices are u32, with u32::MAX meaning "no parent".
                if self.g.len() as u64 >= limits.max_nodes.min(NO_PARENT as u64) {
                    return false;
                }
                let node = self.g.len() as u32;
                self.keys.extend_from_slice(key);
                self.g.push(g);
                self.parent.push(parent);
                self.closed.push(false);
                self.table[slot] = tag << 32 | node as u64;
                self.push_open(node, f);
                if self.g.len() * 2 > self.table.len() {
                    self.grow_table();
                }
                true
            }
        }
    }

    fn run(&mut self, board: &Board, limits: &Limits, cancel: Option<&CancelToken>) -> End {
        let codec = self.codec;
        let n = codec.tubes;
        let cap = codec.capacity as u8;
        let mut codes = [0u64; MAX_TUBES];
        let mut child = [0u64; MAX_TUBES];
        let mut key = vec![0u64; codec.words];
        let mut infos = [TubeInfo::default(); MAX_TUBES];

        codec.board_codes(board, &mut codes[..n]);
        codec.pack(&mut codes[..n], &mut key);
        let h0 = super::heuristic(board) as u32;
        // A budget too small to store even the start proves nothing.
        if !self.offer(&key.clone(), 0, h0, NO_PARENT, limits) {
            return End::Budget(Budget::Nodes);
        }

        loop {
            // Pop the deepest node of the lowest f.
            let mut f = self.lowest_open;
            while f < self.open.len() && self.open[f].is_empty() {
                f += 1;
            }
            self.lowest_open = f;
            if f >= self.open.len() {
                return End::Exhausted;
            }
            let node = self.open[f].pop().expect("non-empty bucket");
            if self.closed[node as usize] {
                continue; // a stale entry: the node was reached more cheaply
            }
            self.closed[node as usize] = true;
            self.expanded += 1;
            if self.expanded.is_multiple_of(CHECK_EVERY) {
                if cancel.is_some_and(CancelToken::is_cancelled) {
                    return End::Cancelled;
                }
                let mem = self.memory();
                self.peak_memory = self.peak_memory.max(mem);
                if mem > limits.max_memory {
                    return End::Budget(Budget::Memory);
                }
            }

            codec.unpack(self.key(node), &mut codes[..n]);
            let mut bottoms = [0u8; MAX_COLOURS + 1];
            let mut blocks = 0u32;
            let mut distinct = 0u32;
            for t in 0..n {
                let info = codec.info(codes[t]);
                infos[t] = info;
                blocks += info.blocks as u32;
                if info.len > 0 {
                    if bottoms[info.bottom as usize] == 0 {
                        distinct += 1;
                    }
                    bottoms[info.bottom as usize] += 1;
                }
            }
            let h = blocks - distinct;
            if h == 0 {
                self.peak_memory = self.peak_memory.max(self.memory());
                return End::Found(node);
            }
            let g = self.g[node as usize] + 1;

            // Destinations by top colour (non-full tubes only), and one empty
            // tube: all empty tubes are alike.
            let mut by_top = [[0u8; MAX_TUBES]; MAX_COLOURS + 1];
            let mut by_top_len = [0u8; MAX_COLOURS + 1];
            let mut an_empty = None;
            for (t, info) in infos[..n].iter().enumerate() {
                if info.len == 0 {
                    an_empty.get_or_insert(t);
                } else if info.len < cap {
                    let c = info.top as usize;
                    by_top[c][by_top_len[c] as usize] = t as u8;
                    by_top_len[c] += 1;
                }
            }

            for src in 0..n {
                let s = infos[src];
                // Empty tubes have nothing to pour; a complete tube holds all of
                // its colour, so it can only move to an empty tube, which
                // leaves the (unordered) position unchanged.
                if s.len == 0 || (s.len == cap && s.blocks == 1) {
                    continue;
                }
                let same_top = &by_top[s.top as usize][..by_top_len[s.top as usize] as usize];
                // A one-colour tube poured whole into an empty one gives the
                // same (unordered) position: skip it.
                let empty = an_empty.filter(|_| s.blocks > 1).map(|t| t as u8);
                for dst in same_top.iter().copied().chain(empty) {
                    let dst = dst as usize;
                    if dst == src {
                        continue;
                    }
                    let d = infos[dst];
                    let amount = s.run.min(cap - d.len);
                    let whole = amount == s.run;
                    // h of the child, from the parent's totals (see `heuristic`).
                    let mut child_blocks = blocks;
                    let mut child_distinct = distinct;
                    let mut src_bottom_left = bottoms[s.bottom as usize];
                    if whole {
                        child_blocks -= 1;
                        if s.blocks == 1 {
                            src_bottom_left -= 1;
                            if src_bottom_left == 0 {
                                child_distinct -= 1;
                            }
                        }
                    }
                    if d.len == 0 {
                        child_blocks += 1;
                        let before = if s.top == s.bottom {
                            src_bottom_left
                        } else {
                            bottoms[s.top as usize]
                        };
                        if before == 0 {
                            child_distinct += 1;
                        }
                    }
                    let child_h = child_blocks - child_distinct;

                    codec.pack_replacing(
                        &codes[..n],
                        (src, codec.remove_top(codes[src], s.len, amount)),
                        (dst, codec.add_top(codes[dst], d.len, s.top, amount)),
                        &mut child[..n],
                        &mut key,
                    );
                    debug_assert_eq!(child_h, h_of(codec, &child[..n]), "incremental h");
                    if !self.offer(&key, g, child_h, node, limits) {
                        self.peak_memory = self.peak_memory.max(self.memory());
                        return End::Budget(Budget::Nodes);
                    }
                }
            }
        }
    }

    /// The pours, in the board's own tube numbering, from the start to `goal`:
    /// replays the chain of keys on the real board, finding at each step the
    /// legal pour whose result has the next key.
    fn moves_to(&self, goal: u32, board: &Board) -> Vec<Pour> {
        let mut chain = vec![goal];
        while let Some(&last) = chain.last() {
            let p = self.parent[last as usize];
            if p == NO_PARENT {
                break;
            }
            chain.push(p);
        }
        chain.reverse();
        let n = self.codec.tubes;
        let mut codes = vec![0u64; n];
        let mut key = vec![0u64; self.codec.words];
        let mut current = board.clone();
        let mut moves = Vec::with_capacity(chain.len());
        for &next in &chain[1..] {
            let want = self.key(next);
            let pours: Vec<Pour> = current.legal_pours().collect();
            let step = pours
                .into_iter()
                .find_map(|pour| {
                    let mut b = current.clone();
                    b.pour(pour).expect("legal");
                    self.codec.board_codes(&b, &mut codes);
                    self.codec.pack(&mut codes, &mut key);
                    (key == want).then_some((pour, b))
                })
                .expect("every stored edge is a legal pour");
            moves.push(step.0);
            current = step.1;
        }
        moves
    }
}
