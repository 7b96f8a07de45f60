//! The order in which [`super::solve`] searches the prefixes.
//!
//! Each iteration of IDA* searches everything the one before did and a
//! layer more, and the last iteration stops at its first goal. So the
//! prefixes whose subtrees the bounds pruned least in the previous
//! iteration, for the number of move sequences they could hold, go first:
//! they are the likeliest to hold a goal (Chen Shuang's trick, as vcube and
//! H48 rank their start-up tasks).
//!
//! The counts come from whole iterations (no goal was found, so every
//! subtree was searched, each by one thread), so the order, and with it
//! the answer, does not depend on the number of threads.

use std::sync::atomic::{AtomicU64, Ordering};

use super::{MoveDomain, Prefix};

/// At most this many prefixes of one length are ranked (at 18 moves, 5
/// deep: 1,889,568 counts, 15 MB).
const MOST_RANKED: usize = 1 << 21;

pub(super) struct Ranks {
    /// Prefixes up to this many moves long are ranked (0: none).
    depth: usize,
    moves: usize,
    /// Per depth (index 0: one move from the start), by path code: nodes
    /// generated below each node in the iteration before (empty: none yet).
    previous: Vec<Vec<u64>>,
    /// The same for the iteration being searched.
    current: Vec<Vec<AtomicU64>>,
    /// `sequences[t][m]`: how many sequences of `t` moves may follow move `m`.
    sequences: Vec<Vec<f64>>,
}

impl Ranks {
    /// Ranks prefixes of up to `depth` moves (none when `moves^depth`
    /// would pass [`MOST_RANKED`]: deeper prefixes keep move order).
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
                        .map(|_| AtomicU64::new(0))
                        .collect()
                })
                .collect(),
            sequences: Vec::new(),
        }
    }

    /// Before an iteration with paths of at most `bound` moves.
    pub(super) fn begin<D: MoveDomain>(&mut self, domain: &D, bound: u32) {
        for level in &self.current {
            for count in level {
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
            .map(|level| level.iter().map(|c| c.load(Ordering::Relaxed)).collect())
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

    /// Notes that `nodes` were generated below the prefix `path`.
    pub(super) fn record(&self, path: &[u8], nodes: u64) {
        if (1..=self.depth).contains(&path.len()) {
            self.current[path.len() - 1][self.code(path)].store(nodes, Ordering::Relaxed);
        }
    }

    /// The previous iteration's nodes below the prefix of `path_code`
    /// (`depth` moves, ranked) over the sequences of `togo` moves that may
    /// follow its last move.
    fn density(&self, path_code: usize, depth: usize, last: u8, togo: u32) -> f64 {
        let nodes = self.previous[depth - 1][path_code] as f64;
        let room = self.sequences[togo as usize][last as usize];
        if room > 0.0 { nodes / room } else { nodes }
    }

    /// The order in which to search the prefixes of `parts`, numbered in
    /// turn through the parts (each `togo` moves from the bound): densest first, by their ancestor at the ranked depth
    /// when they are deeper; ties keep search order.
    pub(super) fn order_prefixes<S>(&self, parts: &[Vec<Prefix<S>>], togo: u32) -> Vec<u32> {
        let prefixes = parts.iter().flatten();
        if self.previous.is_empty() {
            return (0..prefixes.count() as u32).collect();
        }
        let key = |prefix: &Prefix<S>| {
            let moves = prefix.moves();
            match moves.last() {
                Some(&last) if moves.len() <= self.depth => {
                    self.density(self.code(moves), moves.len(), last, togo)
                }
                _ => 0.0,
            }
        };
        // Densities are not negative, so their bits sort as they do; the
        // index keeps ties in search order. A deep split has hundreds of
        // thousands of prefixes, so they stay where they are.
        let mut keyed: Vec<(std::cmp::Reverse<u64>, u32)> = prefixes
            .enumerate()
            .map(|(i, prefix)| (std::cmp::Reverse(key(prefix).to_bits()), i as u32))
            .collect();
        keyed.sort_unstable();
        keyed.into_iter().map(|(_, i)| i).collect()
    }
}
