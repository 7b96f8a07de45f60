//! The pattern databases: exact distances of abstractions of the cube,
//! found by breadth-first search over each abstraction, on all threads.
//!
//! - [`CornerDb`]: the distance to solve the corners alone, for all
//!   88,179,840 corner positions, 4 bits each (42 MiB).
//! - [`PhaseDb`]: the distance to the set of positions whose edges are all
//!   unflipped, corners untwisted and the four U-D slice edges home in
//!   order (relative to the U-D axis), for every (slice, flip) class under
//!   the 16 symmetries that keep that axis, times the 2,187 twists:
//!   3,332,690,568 entries of 2 bits (795 MiB). An entry holds the distance
//!   modulo 3: a move changes the distance by at most one, so the search,
//!   which knows the distance of the parent, reads the child's exactly.
//!   Looked up along the three axes (the cube turned about its diagonal), it
//!   gives three lower bounds; all three and the corners' give their
//!   maximum. This is Michael Reid's idea with the larger target Kociemba's
//!   optimal solver uses (the slice edges home, not only in their slice),
//!   which pays better per byte than Korf's edge databases.
//! - [`ExactPhaseDb`]: the same entries with exact distances, 4 bits each
//!   (1.55 GiB), for the lookups of the inverse position, whose distance
//!   does not follow from its parent's.
//!
//! All are stored in the user's cache directory with a header that names
//! the format, the coordinate tables they were built from and a checksum of
//! the data: a file that is damaged or stale is rebuilt, never trusted.

use std::time::{Duration, Instant};

mod cache;
mod mem;

pub use crate::tables::{Hasher, advise_huge, huge_vec};
pub use cache::cache_dir;
pub use mem::prefetch;

use cache::cached;
use mem::{Packed, parallel};

use crate::coord::{Classes, Coords, N_CORNERS, N_FLIP, N_FLIPSLICE_CLASSES, N_TWIST};
use crate::cubie::N_MOVES;

/// How a database came to be: its entries per distance and its build time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stats {
    /// Entries at each distance.
    pub histogram: Vec<u64>,
    /// Time the build took (when it was built, not loaded).
    pub build_time: Duration,
    /// Read from the cache rather than built now.
    pub loaded: bool,
    /// Time to load (or build) it this run.
    pub elapsed: Duration,
}

/// The corner database: 4 bits per corner position.
pub struct CornerDb {
    words: Vec<u64>,
}

impl CornerDb {
    /// Distance to solve the corners of corner position `i`.
    #[inline]
    pub fn get(&self, i: u32) -> u32 {
        (self.words[(i >> 4) as usize] >> ((i & 15) * 4) & 15) as u32
    }

    /// Memory held, in bytes.
    pub fn bytes(&self) -> usize {
        self.words.len() * 8
    }

    /// Starts loading entry `i` into the cache.
    #[inline]
    pub fn prefetch(&self, i: u32) {
        prefetch(&self.words[(i >> 4) as usize]);
    }

    /// Breadth-first search over the corner positions: forward from the
    /// solved corners while the frontier is small, then backward (each
    /// empty entry looks for a neighbour on the last layer).
    pub fn build(coords: &Coords, threads: usize) -> (CornerDb, Vec<u64>) {
        let table = Packed::<4>::new(N_CORNERS);
        table.set(0, 0);
        let mut histogram = vec![1u64];
        let mut filled = 1u64;
        let neighbour = |i: usize, m: usize| {
            let (p, t) = (i / N_TWIST, i % N_TWIST);
            usize::from(coords.cperm_move[p * N_MOVES + m]) * N_TWIST
                + usize::from(coords.twist_move[t * N_MOVES + m])
        };
        for d in 0u64.. {
            let frontier = histogram[d as usize];
            let empty = N_CORNERS as u64 - filled;
            if empty == 0 {
                break;
            }
            let forward = frontier * 18 < empty * 4;
            let found = parallel(N_CORNERS, 1 << 16, threads, |start, end| {
                let mut found = 0;
                for i in start..end {
                    if forward {
                        if table.get(i) != d {
                            continue;
                        }
                        for m in 0..N_MOVES {
                            let j = neighbour(i, m);
                            if table.get(j) == 15 && table.set(j, d + 1) {
                                found += 1;
                            }
                        }
                    } else if table.get(i) == 15
                        && (0..N_MOVES).any(|m| table.get(neighbour(i, m)) == d)
                    {
                        table.set(i, d + 1);
                        found += 1;
                    }
                }
                found
            });
            assert!(found > 0, "the corner positions are connected");
            histogram.push(found);
            filled += found;
        }
        (
            CornerDb {
                words: table.into_words(),
            },
            histogram,
        )
    }
}

/// The (slice, flip, twist) database, 2 bits per entry (distance mod 3).
pub struct PhaseDb {
    words: Vec<u64>,
}

/// Entries of the [`PhaseDb`].
pub const N_PHASE: usize = N_FLIPSLICE_CLASSES * N_TWIST;

/// Exact distance of a child from its parent's `d` and its own `d mod 3`.
#[inline]
pub fn next_distance(d: u32, mod3: u32) -> u32 {
    // The child is d - 1, d or d + 1 away.
    let up = (mod3 + 3 - d % 3) % 3;
    match up {
        0 => d,
        1 => d + 1,
        _ => d - 1,
    }
}

impl PhaseDb {
    /// Distance modulo 3 of entry `i` (3 never: every entry is filled).
    #[inline]
    pub fn get(&self, i: usize) -> u32 {
        (self.words[i >> 5] >> ((i & 31) * 2) & 3) as u32
    }

    /// Memory held, in bytes.
    pub fn bytes(&self) -> usize {
        self.words.len() * 8
    }

    /// Starts loading entry `i` into the cache.
    #[inline]
    pub fn prefetch(&self, i: usize) {
        prefetch(&self.words[i >> 5]);
    }

    /// The neighbours of class `class`'s representative: per move, the
    /// child's class and the symmetry to its representative.
    fn neighbours(coords: &Coords, classes: &Classes, class: usize) -> [(u32, u8); N_MOVES] {
        let raw = classes.rep[class] as usize;
        let (slice, flip) = (raw / N_FLIP, raw % N_FLIP);
        std::array::from_fn(|m| {
            let s1 = usize::from(coords.slice_move[slice * N_MOVES + m]);
            let f1 = usize::from(coords.flip_move[flip * N_MOVES + m]);
            let e = classes.class[s1 * N_FLIP + f1];
            (e >> 4, (e & 15) as u8)
        })
    }

    /// Breadth-first search over the entries, forward while the frontier
    /// is small, then backward. Returns the histogram of exact distances.
    pub fn build(coords: &Coords, classes: &Classes, threads: usize) -> (PhaseDb, Vec<u64>) {
        let (words, histogram) = phase_bfs::<2>(coords, classes, threads, |d| d % 3, "phase");
        (PhaseDb { words }, histogram)
    }
}

/// The same entries as the [`PhaseDb`] with their exact distances, 4 bits
/// each (1.55 GiB): for the inverse of a position, whose distance the
/// search cannot follow from its parent's (a move made after a position
/// is made before its inverse, which the abstraction does not follow).
pub struct ExactPhaseDb {
    words: Vec<u64>,
}

impl ExactPhaseDb {
    /// Exact distance of entry `i`.
    #[inline]
    pub fn get(&self, i: usize) -> u32 {
        (self.words[i >> 4] >> ((i & 15) * 4) & 15) as u32
    }

    /// Memory held, in bytes.
    pub fn bytes(&self) -> usize {
        self.words.len() * 8
    }

    /// Starts loading entry `i` into the cache.
    #[inline]
    pub fn prefetch(&self, i: usize) {
        prefetch(&self.words[i >> 4]);
    }

    /// Breadth-first search as for the [`PhaseDb`], keeping the distances.
    pub fn build(coords: &Coords, classes: &Classes, threads: usize) -> (ExactPhaseDb, Vec<u64>) {
        let (words, histogram) = phase_bfs::<4>(coords, classes, threads, |d| d, "exact phase");
        (ExactPhaseDb { words }, histogram)
    }
}

/// Breadth-first search over the (class, twist) entries, each holding
/// `code(distance)` in `BITS` bits (all ones: not reached yet). Forward
/// while the frontier is small, then backward; returns the words and the
/// histogram of exact distances.
fn phase_bfs<const BITS: u32>(
    coords: &Coords,
    classes: &Classes,
    threads: usize,
    code: impl Fn(u64) -> u64 + Sync,
    name: &str,
) -> (Vec<u64>, Vec<u64>) {
    let started = Instant::now();
    let empty_code = (1u64 << BITS) - 1;
    let table = Packed::<BITS>::new(N_PHASE);
    let goal = classes.class[usize::from(coords.solved_slice) * N_FLIP] >> 4;
    table.set(goal as usize * N_TWIST, 0);
    let mut histogram = vec![1u64];
    let mut filled = 1u64;
    let tc = &coords.twist_conj;
    let tm = &coords.twist_move;
    for d in 0u64.. {
        let empty = N_PHASE as u64 - filled;
        if empty == 0 {
            break;
        }
        let frontier = histogram[d as usize];
        let forward = frontier * 18 < empty * 6;
        let (d3, next3) = (code(d), code(d + 1));
        let found = parallel(N_FLIPSLICE_CLASSES, 256, threads, |start, end| {
            let mut found = 0;
            for class in start..end {
                let base = class * N_TWIST;
                let mut near: Option<[(u32, u8); N_MOVES]> = None;
                // Forward reads the entries at d, backward the empty ones.
                let want = if forward { d3 } else { empty_code };
                let per = Packed::<BITS>::PER;
                let mut next = 0;
                while next < N_TWIST {
                    let (t, i) = (next, base + next);
                    if i % per == 0 && t + per <= N_TWIST && !table.word_has(i / per, want) {
                        next += per;
                        continue;
                    }
                    next += 1;
                    let v = table.get(i);
                    if forward {
                        if v != d3 {
                            continue;
                        }
                        let near =
                            near.get_or_insert_with(|| PhaseDb::neighbours(coords, classes, class));
                        for (m, &(c1, s1)) in near.iter().enumerate() {
                            let t1 = usize::from(tm[t * N_MOVES + m]);
                            let t1 = usize::from(tc[t1 * 16 + usize::from(s1)]);
                            let base1 = c1 as usize * N_TWIST;
                            if table.get(base1 + t1) != empty_code {
                                continue;
                            }
                            if table.set(base1 + t1, next3) {
                                found += 1;
                            }
                            // A representative left as it is by other
                            // symmetries has other entries for the
                            // same positions: fill them too.
                            let mut stab = classes.stabiliser[c1 as usize] >> 1;
                            let mut k = 1;
                            while stab != 0 {
                                if stab & 1 == 1 {
                                    let t2 = usize::from(tc[t1 * 16 + k]);
                                    if table.get(base1 + t2) == empty_code
                                        && table.set(base1 + t2, next3)
                                    {
                                        found += 1;
                                    }
                                }
                                stab >>= 1;
                                k += 1;
                            }
                        }
                    } else {
                        if v != empty_code {
                            continue;
                        }
                        let near =
                            near.get_or_insert_with(|| PhaseDb::neighbours(coords, classes, class));
                        let hit = near.iter().enumerate().any(|(m, &(c1, s1))| {
                            let t1 = usize::from(tm[t * N_MOVES + m]);
                            let t1 = usize::from(tc[t1 * 16 + usize::from(s1)]);
                            table.get(c1 as usize * N_TWIST + t1) == d3
                        });
                        if hit {
                            table.set(base + t, next3);
                            found += 1;
                        }
                    }
                }
            }
            found
        });
        assert!(found > 0, "the entries are connected");
        histogram.push(found);
        filled += found;
        eprintln!(
            "cube: {name} database depth {}: {found} entries ({}, {:.0} s)",
            d + 1,
            if forward { "forward" } else { "backward" },
            started.elapsed().as_secs_f64()
        );
    }
    (table.into_words(), histogram)
}

/// Everything the solver looks up: move tables, classes and both databases.
pub struct Tables {
    /// Move tables.
    pub coords: Coords,
    /// (slice, flip) classes.
    pub classes: Classes,
    /// The corner database.
    pub corner: CornerDb,
    /// The (slice, flip, twist) database.
    pub phase: PhaseDb,
    /// Its exact distances, for the inverse.
    pub exact: ExactPhaseDb,
    /// How the corner database came to be.
    pub corner_stats: Stats,
    /// How the phase database came to be.
    pub phase_stats: Stats,
    /// How the exact phase database came to be.
    pub exact_stats: Stats,
}

impl Tables {
    /// Loads the databases from the cache, building those missing, damaged
    /// or stale, on `threads` threads.
    pub fn load(threads: usize) -> Tables {
        let coords = Coords::new();
        let sym = crate::coord::Symmetries::new();
        let classes = Classes::new(&sym);
        let fingerprint = {
            let mut h = Hasher::new();
            h.word(coords.fingerprint());
            h.words(classes.rep.iter().map(|&x| u64::from(x)));
            h.finish()
        };
        let (words, corner_stats) = cached("corners", 1, fingerprint, || {
            let (db, histogram) = CornerDb::build(&coords, threads);
            (db.words, histogram)
        });
        let corner = CornerDb { words };
        let (words, phase_stats) = cached("phase", 2, fingerprint, || {
            let (db, histogram) = PhaseDb::build(&coords, &classes, threads);
            (db.words, histogram)
        });
        let phase = PhaseDb { words };
        let (words, exact_stats) = cached("phase-exact", 3, fingerprint, || {
            let (db, histogram) = ExactPhaseDb::build(&coords, &classes, threads);
            (db.words, histogram)
        });
        let exact = ExactPhaseDb { words };
        Tables {
            coords,
            classes,
            corner,
            phase,
            exact,
            corner_stats,
            phase_stats,
            exact_stats,
        }
    }

    /// Memory held by all tables, in bytes.
    pub fn bytes(&self) -> usize {
        let c = &self.coords;
        self.corner.bytes()
            + self.phase.bytes()
            + self.exact.bytes()
            + self.classes.class.len() * 4
            + self.classes.rep.len() * 4
            + self.classes.stabiliser.len() * 2
            + (c.twist_move.len()
                + c.flip_move.len()
                + c.slice_move.len()
                + c.cperm_move.len()
                + c.twist_conj.len())
                * 2
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn next_distance_reads_mod_3_exactly() {
        for d in 1..30 {
            for child in [d - 1, d, d + 1] {
                assert_eq!(next_distance(d, child % 3), child);
            }
        }
        assert_eq!(next_distance(0, 0), 0);
        assert_eq!(next_distance(0, 1), 1);
    }

    /// 88 million entries: fast in a release build only.
    #[cfg_attr(
        debug_assertions,
        ignore = "slow in debug: cargo test -p cube --release"
    )]
    #[test]
    fn the_corner_database_covers_88179840_positions_up_to_distance_11() {
        let coords = Coords::new();
        let (db, histogram) = CornerDb::build(&coords, 2);
        assert_eq!(histogram.iter().sum::<u64>(), 88_179_840);
        assert_eq!(histogram.len(), 12, "deepest at distance 11");
        // Known counts (half-turn metric) of the corners alone.
        assert_eq!(
            histogram,
            [
                1, 18, 243, 2874, 28000, 205416, 1168516, 5402628, 20776176, 45391616, 15139616,
                64736
            ]
        );
        assert_eq!(db.get(0), 0);
        let mut counts = [0u64; 16];
        for i in 0..N_CORNERS as u32 {
            counts[db.get(i) as usize] += 1;
        }
        assert_eq!(counts[..12], histogram[..]);
    }
}
