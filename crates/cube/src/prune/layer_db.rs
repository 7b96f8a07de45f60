//! The layer database (see [`crate::layers`]): 2 bits per entry relative
//! to a base, as in Rokicki's nxopt, with a 4-bit fallback in each word.
//!
//! A word holds 30 entries (60 bits) and, in its top 4 bits, the smallest
//! distance among them. An entry reads 0 (distance at most [`BASE`]: the
//! fallback is its bound), 1 or 2 (exactly `BASE + 1` or `BASE + 2`) or
//! 3 (at least `BASE + 3`). Most positions are 10 to 12 moves from the
//! target, so little is lost against 4 bits and the table is half the size;
//! nor does the search need the parent's distance, so the same entries
//! bound the inverse.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use super::mem::parallel;
use crate::coord::{Coords, N_FLIP};
use crate::cubie::N_MOVES;
use crate::layers::{Classes, Layers, N_CORNER_PART, N_EDGE_CLASSES};
use crate::tables::huge_vec;

/// Entries: a row of corner parts per edge class.
pub const N_LAYER: usize = N_EDGE_CLASSES * N_CORNER_PART;
/// The distance a code of 0 stands for at most (nxopt's base for this
/// coset in the half-turn metric).
pub const BASE: u32 = 9;
/// Entries per word.
pub const PER: usize = 30;
/// The 60 bits of the entries.
const FIELDS: u64 = (1 << 60) - 1;
/// The low bit of each entry.
const LOWS: u64 = FIELDS / 3;

/// Bound of entry `i` in a word of the table.
#[inline]
pub fn decode(word: u64, i: usize) -> u32 {
    decode_over(BASE, word, i)
}

/// Bound of entry `i` in a word of a table coded over `base`.
#[inline]
pub fn decode_over(base: u32, word: u64, i: usize) -> u32 {
    match (word >> (i % PER * 2)) & 3 {
        0 => (word >> 60) as u32,
        v => base + v as u32,
    }
}

/// The packed words under construction, filled by several threads.
struct Building {
    words: Vec<AtomicU64>,
}

impl Building {
    #[inline]
    fn get(&self, i: usize) -> u64 {
        self.words[i / PER].load(Ordering::Relaxed) >> (i % PER * 2) & 3
    }

    /// Sets an empty entry (3) to `v`; true when this call emptied it.
    #[inline]
    fn set(&self, i: usize, v: u64) -> bool {
        let shift = i % PER * 2;
        let keep = !(3 << shift) | v << shift;
        let before = self.words[i / PER].fetch_and(keep, Ordering::Relaxed);
        before >> shift & 3 == 3
    }

    /// Records that the word of entry `i` holds distance `d`, unless it
    /// already holds a smaller one (the layers come in order, so the first
    /// distance recorded is the smallest).
    #[inline]
    fn note(&self, i: usize, d: u64) {
        let w = &self.words[i / PER];
        if w.load(Ordering::Relaxed) >> 60 == 15 {
            w.fetch_and(!(15 << 60) | d << 60, Ordering::Relaxed);
        }
    }

    /// Does word `w` hold an entry `v`?
    #[inline]
    fn word_has(&self, w: usize, v: u64) -> bool {
        let x = (self.words[w].load(Ordering::Relaxed) ^ (v * LOWS)) & FIELDS;
        x.wrapping_sub(LOWS) & !x & (LOWS << 1) != 0
    }

    /// Rewrites each entry's code `c` as `f(c)`.
    fn recode(&self, threads: usize, f: impl Fn(u64) -> u64 + Sync) {
        parallel(self.words.len(), 1 << 16, threads, |start, end| {
            for w in &self.words[start..end] {
                let old = w.load(Ordering::Relaxed);
                let mut new = old & !FIELDS;
                for k in 0..PER {
                    new |= f(old >> (k * 2) & 3) << (k * 2);
                }
                w.store(new, Ordering::Relaxed);
            }
            0
        });
    }
}

/// Breadth-first search over the entries: exact distances modulo 3 up to
/// [`BASE`], then those at most `BASE` recoded 0 and the last two layers
/// found as 1 and 2; what is left is 3. Returns the words and the entries
/// found per distance (up to `BASE + 2`; then those left).
pub fn build(coords: &Coords, layers: &Layers, threads: usize) -> (Vec<u64>, Vec<u64>) {
    let edges = Edges {
        classes: &layers.classes,
        solved: usize::from(layers.solved_comb) * N_FLIP,
        turn: |e: usize, m: usize| {
            let (comb, flip) = (e / N_FLIP, e % N_FLIP);
            usize::from(layers.comb_move[comb * N_MOVES + m]) * N_FLIP
                + usize::from(coords.flip_move[flip * N_MOVES + m])
        },
    };
    build_over(coords, layers, &edges, BASE, threads)
}

/// The edge part of a database's coordinate: its values in classes under
/// the 16 symmetries, the solved cube's value and the value after a move.
/// The layer database's is the comb and the flip ([`build`]); a test builds
/// the same kind of database over a smaller edge part with the same code.
pub struct Edges<'a, F: Fn(usize, usize) -> usize + Sync> {
    /// The values' classes.
    pub classes: &'a Classes,
    /// The solved cube's value (its class's representative).
    pub solved: usize,
    /// `turn(e, m)`: the value after move `m`.
    pub turn: F,
}

/// [`build`] over any edge part, with the corner part of [`crate::layers`]
/// and codes over `base`: a row of [`N_CORNER_PART`] entries per class of
/// `edges`, the words and the entries found per distance.
pub fn build_over<F: Fn(usize, usize) -> usize + Sync>(
    coords: &Coords,
    layers: &Layers,
    edges: &Edges<'_, F>,
    base: u32,
    threads: usize,
) -> (Vec<u64>, Vec<u64>) {
    const { assert!(N_CORNER_PART.is_multiple_of(PER), "rows fill whole words") };
    let started = Instant::now();
    let classes = edges.classes;
    let n_classes = classes.rep.len();
    let n_entries = n_classes * N_CORNER_PART;
    let table = Building {
        words: huge_vec(n_entries.div_ceil(PER), || AtomicU64::new(u64::MAX)),
    };
    let goal_class = classes.class[edges.solved];
    assert_eq!(goal_class & 15, 0, "the goal is its own rep");
    let goal = layers.index_of(coords, goal_class, layers.solved_csplit, 0);
    table.set(goal, 0);
    table.note(goal, 0);
    let mut histogram = vec![1u64];
    let mut filled = 1u64;
    for d in 0..=u64::from(base) + 1 {
        // Codes: distance mod 3 up to BASE; then, after each recoding, 1
        // for the last layer and 2 for the next one.
        let (frontier, next) = if d < u64::from(base) {
            (d % 3, (d + 1) % 3)
        } else {
            if d == u64::from(base) {
                let last = d % 3;
                table.recode(threads, |c| match c {
                    3 => 3,
                    c if c == last => 1,
                    _ => 0,
                });
            } else {
                table.recode(threads, |c| match c {
                    1 => 0,
                    2 => 1,
                    c => c,
                });
            }
            (1, 2)
        };
        let empty = n_entries as u64 - filled;
        let forward = histogram[d as usize] * 18 < empty * 6;
        let found = parallel(n_classes, 2, threads, |start, end| {
            let mut found = 0;
            for class in start..end {
                let rep = classes.rep[class] as usize;
                let near: [(usize, usize); N_MOVES] = std::array::from_fn(|m| {
                    let e = classes.class[(edges.turn)(rep, m)];
                    ((e >> 4) as usize, (e & 15) as usize)
                });
                let row = class * N_CORNER_PART;
                let want = if forward { frontier } else { 3 };
                for w in row / PER..(row + N_CORNER_PART) / PER {
                    if !table.word_has(w, want) {
                        continue;
                    }
                    for i in w * PER..(w + 1) * PER {
                        if table.get(i) != want {
                            continue;
                        }
                        let part = i - row;
                        if forward {
                            for (m, &(c1, k1)) in near.iter().enumerate() {
                                let p1 = layers.corner_conj(
                                    coords,
                                    layers.corner_move(coords, part, m),
                                    k1,
                                );
                                let row1 = c1 * N_CORNER_PART;
                                if table.get(row1 + p1) == 3 && table.set(row1 + p1, next) {
                                    table.note(row1 + p1, d + 1);
                                    found += 1;
                                }
                                // A representative that other symmetries
                                // leave as it is has more entries for the
                                // same positions: fill them too.
                                let mut stab = classes.stabiliser[c1] >> 1;
                                let mut k = 1;
                                while stab != 0 {
                                    if stab & 1 == 1 {
                                        let p2 = layers.corner_conj(coords, p1, k);
                                        if table.get(row1 + p2) == 3 && table.set(row1 + p2, next) {
                                            table.note(row1 + p2, d + 1);
                                            found += 1;
                                        }
                                    }
                                    stab >>= 1;
                                    k += 1;
                                }
                            }
                        } else {
                            let hit = near.iter().enumerate().any(|(m, &(c1, k1))| {
                                let p1 = layers.corner_conj(
                                    coords,
                                    layers.corner_move(coords, part, m),
                                    k1,
                                );
                                table.get(c1 * N_CORNER_PART + p1) == frontier
                            });
                            if hit {
                                table.set(i, next);
                                table.note(i, d + 1);
                                found += 1;
                            }
                        }
                    }
                }
            }
            found
        });
        histogram.push(found);
        filled += found;
        eprintln!(
            "cube: layer database depth {}: {found} entries ({}, {:.0} s)",
            d + 1,
            if forward { "forward" } else { "backward" },
            started.elapsed().as_secs_f64()
        );
    }
    histogram.push(n_entries as u64 - filled);
    let words = table.words.into_iter().map(AtomicU64::into_inner).collect();
    (words, histogram)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_found_by_their_entries_and_recoded_in_place() {
        let t = Building {
            words: (0..3).map(|_| AtomicU64::new(u64::MAX)).collect(),
        };
        assert!(t.word_has(0, 3) && !t.word_has(0, 0) && !t.word_has(0, 1));
        assert!(t.set(31, 1) && !t.set(31, 1));
        t.note(31, 4);
        t.note(32, 6);
        assert!(t.word_has(1, 1) && !t.word_has(0, 1) && !t.word_has(2, 1));
        for i in 60..90 {
            t.set(i, 0);
        }
        assert!(t.word_has(2, 0) && !t.word_has(2, 3));
        t.recode(1, |c| if c == 1 { 2 } else { c });
        assert_eq!((t.get(31), t.get(30), t.get(60)), (2, 3, 0));
        let w = t.words[1].load(Ordering::Relaxed);
        assert_eq!(w >> 60, 4, "the first distance noted stays");
        assert_eq!(decode(w, 31), BASE + 2);
        assert_eq!(decode(w, 30), BASE + 3);
        // Entry 32 (bits 4 and 5) made 0 reads the word's smallest.
        assert_eq!(decode(w & !(3 << 4), 32), 4);
    }
}
