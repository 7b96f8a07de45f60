//! The pattern databases: exact distances of abstractions of the cube,
//! found by breadth-first search over each abstraction, on all threads.
//!
//! - [`CornerDb`]: the distance to solve the corners alone, for all
//!   88,179,840 corner positions, 4 bits each (42 MiB).
//! - [`LayerDb`]: the distance to the coset of Rokicki's nxopt
//!   ([`crate::layers`]: corner twist and U/D split, edge flip and E-slice
//!   places), for each edge class under the 16 symmetries that keep the
//!   U-D axis times the 153,090 corner parts: 9,863,588,700 entries of 2
//!   bits over a base, with a fallback per word (2.45 GiB). Looked up
//!   along the three axes, for the position and its inverse.
//!
//! All are stored in the user's cache directory with a header that names
//! the format, the coordinate tables they were built from and a checksum of
//! the data: a file that is damaged or stale is rebuilt, never trusted.

mod cache;
pub mod layer_db;
mod mem;

pub use crate::tables::{Hasher, advise_huge, huge_vec};
pub use cache::{Stats, cache_dir};
pub use mem::prefetch;

use cache::cached;
use mem::{Packed, parallel};

use crate::coord::{Coords, N_CORNERS, N_TWIST};
use crate::cubie::N_MOVES;
use crate::layers::Layers;

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

/// The layer database ([`crate::layers`]): 2 bits per entry over a base
/// of 9, with a 4-bit fallback per word of 30 entries (2.45 GiB).
pub struct LayerDb {
    words: Vec<u64>,
}

impl LayerDb {
    /// A lower bound of the distance of entry `i`'s coset to the target.
    #[inline]
    pub fn get(&self, i: usize) -> u32 {
        layer_db::decode(self.words[i / layer_db::PER], i)
    }

    /// Memory held, in bytes.
    pub fn bytes(&self) -> usize {
        self.words.len() * 8
    }

    /// Starts loading entry `i` into the cache.
    #[inline]
    pub fn prefetch(&self, i: usize) {
        prefetch(&self.words[i / layer_db::PER]);
    }
}

/// Everything the solver looks up: move tables, the layer coordinate and
/// both databases.
pub struct Tables {
    /// Move tables.
    pub coords: Coords,
    /// The layer coordinate's tables and edge classes.
    pub layers: Layers,
    /// The corner database.
    pub corner: CornerDb,
    /// The layer database.
    pub layer: LayerDb,
    /// How the corner database came to be.
    pub corner_stats: Stats,
    /// How the layer database came to be.
    pub layer_stats: Stats,
}

impl Tables {
    /// Loads the databases from the cache, building those missing, damaged
    /// or stale, on `threads` threads.
    pub fn load(threads: usize) -> Tables {
        let coords = Coords::new();
        let layers = Layers::new(&crate::coord::Symmetries::new());
        let fingerprint = {
            let mut h = Hasher::new();
            h.word(coords.fingerprint());
            h.word(layers.fingerprint());
            h.finish()
        };
        let (words, corner_stats) = cached("corners", 1, fingerprint, || {
            let (db, histogram) = CornerDb::build(&coords, threads);
            (db.words, histogram)
        });
        let corner = CornerDb { words };
        let (words, layer_stats) = cached("layers", 4, fingerprint, || {
            layer_db::build(&coords, &layers, threads)
        });
        let layer = LayerDb { words };
        Tables {
            coords,
            layers,
            corner,
            layer,
            corner_stats,
            layer_stats,
        }
    }

    /// Memory held by all tables, in bytes.
    pub fn bytes(&self) -> usize {
        let c = &self.coords;
        let l = &self.layers;
        self.corner.bytes()
            + self.layer.bytes()
            + l.classes.class.len() * 4
            + l.classes.rep.len() * 4
            + l.classes.stabiliser.len() * 2
            + (c.twist_move.len()
                + c.flip_move.len()
                + c.slice_move.len()
                + c.cperm_move.len()
                + c.twist_conj.len()
                + l.comb_move.len()
                + l.slice_comb.len())
                * 2
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 88 million entries: seconds at the crate's opt-level 3 (the dev
    /// profile's too), so in every test run.
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
