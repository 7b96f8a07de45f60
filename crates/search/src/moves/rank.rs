//! The order in which [`super::solve`] searches the prefixes.
//!
//! Each iteration of IDA* searches everything the one before did and a
//! layer more, and the last iteration stops at its first goal. So the
//! prefixes whose subtrees came nearest a goal in the previous iteration go
//! first: they are the likeliest to hold one (Chen Shuang's trick, as vcube
//! and H48 rank their start-up tasks by their nodes). Nearest: most nodes
//! with at most half the bound left (each within that many moves of a goal
//! by its lower bound), then most nodes of all; both for the number of move
//! sequences that may follow the prefix's last move.
//!
//! The counts come from whole iterations (no goal was found, so every
//! subtree was searched, each by one thread), so the order, and with it
//! the answer, does not depend on the number of threads. They are kept
//! beside the prefixes' moves in search order, which is the order of the
//! moves as numbers, so the next iteration's list finds its prefixes' counts
//! in one pass.

use std::sync::atomic::{AtomicU64, Ordering};

use super::{MoveDomain, Prefix};

/// What one prefix's subtree held in an iteration.
#[derive(Clone, Copy, Default)]
pub(super) struct Count {
    /// Nodes generated (moves tried).
    pub(super) nodes: u64,
    /// Nodes reached with at most [`near`] moves left.
    pub(super) near: u64,
}

/// The moves left at or below which a node counts as near a goal, at
/// `bound`: half of it.
pub(super) fn near(bound: u32) -> u32 {
    bound / 2
}

pub(super) struct Ranks {
    on: bool,
    /// The prefixes of the iteration before by their keys, in search order,
    /// with what their subtrees held (empty: none yet).
    previous: Vec<(u64, Count)>,
    /// Their length in moves.
    previous_len: usize,
    /// Per prefix of the iteration being searched, by its number in search
    /// order: nodes, then near nodes.
    current: Vec<[AtomicU64; 2]>,
    /// `sequences[t][m]`: how many sequences of `t` moves may follow move `m`.
    sequences: Vec<Vec<f64>>,
}

impl Ranks {
    /// Ranks (`on`) or keeps search order.
    pub(super) fn new(on: bool) -> Ranks {
        Ranks {
            on,
            previous: Vec::new(),
            previous_len: 0,
            current: Vec::new(),
            sequences: Vec::new(),
        }
    }

    /// Before an iteration with paths of at most `bound` moves and
    /// `prefixes` prefixes is ordered and searched.
    pub(super) fn begin<D: MoveDomain>(&mut self, domain: &D, bound: u32, prefixes: usize) {
        if !self.on {
            return;
        }
        // Refilled in place: at a deep split these are megabytes.
        self.current.clear();
        self.current.resize_with(prefixes, Default::default);
        let moves = domain.moves() as usize;
        let mut sequences = vec![vec![1.0f64; moves]];
        for t in 1..=bound as usize {
            let shorter = &sequences[t - 1];
            let next = (0..moves)
                .map(|l| {
                    (0..moves)
                        .filter(|&m| domain.allowed(Some(l as u8), m as u8))
                        .map(|m| shorter[m])
                        .sum()
                })
                .collect();
            sequences.push(next);
        }
        self.sequences = sequences;
    }

    /// Notes what the subtree of prefix number `index` (in search order)
    /// held.
    pub(super) fn record(&self, index: usize, count: Count) {
        if let Some([nodes, near]) = self.current.get(index) {
            nodes.store(count.nodes, Ordering::Relaxed);
            near.store(count.near, Ordering::Relaxed);
        }
    }

    /// After an iteration that searched every prefix of `parts` (the lists
    /// [`Ranks::begin`] was told of): its counts rank the next one.
    pub(super) fn end<S>(&mut self, parts: &[Vec<Prefix<S>>]) {
        if !self.on {
            return;
        }
        self.previous.clear();
        let prefixes = parts.iter().flatten();
        self.previous_len = prefixes.clone().next().map_or(0, |p| p.moves().len());
        self.previous
            .extend(prefixes.zip(&self.current).map(|(prefix, [nodes, near])| {
                let count = Count {
                    nodes: nodes.load(Ordering::Relaxed),
                    near: near.load(Ordering::Relaxed),
                };
                (prefix.key(), count)
            }));
    }

    /// The order in which to search the prefixes of `parts`, numbered in
    /// turn through the parts (each `togo` moves from the bound): nearest a
    /// goal first; ties, and every prefix when there are no counts of
    /// prefixes as long, keep search order.
    pub(super) fn order_prefixes<S>(&self, parts: &[Vec<Prefix<S>>], togo: u32) -> Vec<u32> {
        let prefixes = parts.iter().flatten();
        let len = prefixes.clone().next().map_or(0, |p| p.moves().len());
        if self.previous.is_empty() || len != self.previous_len || len == 0 {
            return (0..prefixes.count() as u32).collect();
        }
        // Both lists are in search order: one pass pairs them. Counts over
        // the sequences that may follow the last move; they are not
        // negative, so their bits sort as they do.
        let mut seen = self.previous.iter().peekable();
        let mut keyed: Vec<(std::cmp::Reverse<(u64, u64)>, u32)> = prefixes
            .enumerate()
            .map(|(i, prefix)| {
                let moves = prefix.moves();
                let k = prefix.key();
                while seen.next_if(|(earlier, _)| *earlier < k).is_some() {}
                let count = seen.next_if(|(same, _)| *same == k).map(|(_, c)| *c);
                let rank = count.map_or((0, 0), |count| {
                    let last = moves[moves.len() - 1] as usize;
                    let room = self.sequences[togo as usize][last].max(1.0);
                    let per = |n: u64| (n as f64 / room).to_bits();
                    (per(count.near), per(count.nodes))
                });
                (std::cmp::Reverse(rank), i as u32)
            })
            .collect();
        // The index keeps ties in search order. A deep split has hundreds
        // of thousands of prefixes, so they stay where they are.
        keyed.sort_unstable();
        keyed.into_iter().map(|(_, i)| i).collect()
    }
}
