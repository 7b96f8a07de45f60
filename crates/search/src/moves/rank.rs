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
//! the answer, does not depend on the number of threads.

use std::sync::atomic::{AtomicU64, Ordering};

use super::{MoveDomain, Prefix};

/// At most this many prefixes of one length are ranked (at 18 moves, 5
/// deep: 1,889,568 of them, 30 MB of counts).
const MOST_RANKED: usize = 1 << 21;

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
    /// Prefixes up to this many moves long are ranked (0: none).
    depth: usize,
    moves: usize,
    /// Per length (index 0: one move), by path code: what each prefix's
    /// subtree held in the iteration before (empty: none yet).
    previous: Vec<Vec<Count>>,
    /// The same for the iteration being searched: nodes, then near nodes.
    current: Vec<Vec<[AtomicU64; 2]>>,
    /// `sequences[t][m]`: how many sequences of `t` moves may follow move `m`.
    sequences: Vec<Vec<f64>>,
}

impl Ranks {
    /// Ranks prefixes of up to `depth` moves (none when `moves^depth`
    /// would pass [`MOST_RANKED`]: they keep move order).
    pub(super) fn new<D: MoveDomain>(domain: &D, depth: u32) -> Ranks {
        let moves = domain.moves() as usize;
        let fits = moves
            .checked_pow(depth)
            .is_some_and(|width| width <= MOST_RANKED);
        let ranked = if fits { depth as usize } else { 0 };
        Ranks {
            depth: ranked,
            moves,
            previous: Vec::new(),
            current: (1..=ranked)
                .map(|d| {
                    (0..moves.pow(d as u32))
                        .map(|_| Default::default())
                        .collect()
                })
                .collect(),
            sequences: Vec::new(),
        }
    }

    /// Before an iteration with paths of at most `bound` moves.
    pub(super) fn begin<D: MoveDomain>(&mut self, domain: &D, bound: u32) {
        for level in &self.current {
            for count in level.iter().flatten() {
                count.store(0, Ordering::Relaxed);
            }
        }
        let moves = self.moves;
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

    /// After an iteration that searched every subtree: its counts rank the
    /// next one.
    pub(super) fn end(&mut self) {
        self.previous = self
            .current
            .iter()
            .map(|level| {
                level
                    .iter()
                    .map(|[nodes, near]| Count {
                        nodes: nodes.load(Ordering::Relaxed),
                        near: near.load(Ordering::Relaxed),
                    })
                    .collect()
            })
            .collect();
    }

    #[cfg(test)]
    pub(super) fn depth(&self) -> usize {
        self.depth
    }

    fn code(&self, path: &[u8]) -> usize {
        path.iter()
            .fold(0, |code, &m| code * self.moves + m as usize)
    }

    /// Notes what the subtree of the prefix `path` held.
    pub(super) fn record(&self, path: &[u8], count: Count) {
        if (1..=self.depth).contains(&path.len()) {
            let [nodes, near] = &self.current[path.len() - 1][self.code(path)];
            nodes.store(count.nodes, Ordering::Relaxed);
            near.store(count.near, Ordering::Relaxed);
        }
    }

    /// The order in which to search the prefixes of `parts`, numbered in
    /// turn through the parts (each `togo` moves from the bound): nearest a
    /// goal first; ties, and every prefix when none are ranked, keep search
    /// order.
    pub(super) fn order_prefixes<S>(&self, parts: &[Vec<Prefix<S>>], togo: u32) -> Vec<u32> {
        let prefixes = parts.iter().flatten();
        if self.previous.is_empty() {
            return (0..prefixes.count() as u32).collect();
        }
        // Counts over the sequences that may follow the last move; they are
        // not negative, so their bits sort as they do.
        let key = |prefix: &Prefix<S>| {
            let moves = prefix.moves();
            match moves.last() {
                Some(&last) if moves.len() <= self.depth => {
                    let count = self.previous[moves.len() - 1][self.code(moves)];
                    let room = self.sequences[togo as usize][last as usize].max(1.0);
                    let per = |n: u64| (n as f64 / room).to_bits();
                    (per(count.near), per(count.nodes))
                }
                _ => (0, 0),
            }
        };
        // The index keeps ties in search order. A deep split has hundreds
        // of thousands of prefixes, so they stay where they are.
        let mut keyed: Vec<(std::cmp::Reverse<(u64, u64)>, u32)> = prefixes
            .enumerate()
            .map(|(i, prefix)| (std::cmp::Reverse(key(prefix)), i as u32))
            .collect();
        keyed.sort_unstable();
        keyed.into_iter().map(|(_, i)| i).collect()
    }
}
