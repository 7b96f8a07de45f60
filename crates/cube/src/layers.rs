//! The coordinate of the layer database: Rokicki's nxopt coset with all
//! edge orientations and the E-slice edges' places ("EO12, EP1"; vcube's
//! table 112).
//!
//! Relative to the U-D axis, a position's coset is
//! - the corners: their twist (2,187) and which four places hold the four
//!   U-layer corners (the corner *split*, C(8,4) = 70): 153,090 values;
//! - the edges: their flip (2,048) and which four places hold the E-slice
//!   edges (the *comb*, C(12,4) = 495): 1,013,760 values.
//!
//! Turns of U and D change none of them when made *before* a position (they
//! only rename U-layer and D-layer pieces among themselves), which gives
//! the search a free lookup of the inverse and the "+1 when the three axes
//! agree" rule. The edge part is reduced by the 16 symmetries that keep
//! the U-D axis (64,430 classes, Kociemba's flip-slice classes); the corner
//! part of a conjugate is read from two small tables, so the only lookup
//! that misses the cache is the database's own.

use crate::coord::{self, Coords, N_FLIP, N_TWIST, Symmetries};
use crate::cubie::{Cube, Move, N_MOVES, SOLVED};

/// Corner splits: which 4 of the 8 places hold U-layer corners.
pub const N_CSPLIT: usize = 70;
/// Edge combs: which 4 of the 12 places hold E-slice edges.
pub const N_COMB: usize = 495;
/// The corner part of the coordinate: `split * 2187 + twist`.
pub const N_CORNER_PART: usize = N_CSPLIT * N_TWIST;
/// The edge part of the coordinate: `comb * 2048 + flip`.
pub const N_EDGE_PART: usize = N_COMB * N_FLIP;
/// Classes of the edge part under the 16 symmetries.
pub const N_EDGE_CLASSES: usize = 64_430;

/// Ranks of the `bits`-bit masks with `k` bits set, in increasing order
/// (`u16::MAX` for the others), and the masks by rank.
fn ranks(bits: u32, k: u32) -> (Vec<u16>, Vec<u16>) {
    let mut rank = vec![u16::MAX; 1 << bits];
    let mut mask = Vec::new();
    for m in 0..1u32 << bits {
        if m.count_ones() == k {
            rank[m as usize] = mask.len() as u16;
            mask.push(m as u16);
        }
    }
    (rank, mask)
}

/// The places of the U-layer corners (0 to 3) as a mask.
fn csplit_mask(c: &Cube) -> usize {
    (0..8).filter(|&p| c.cp[p] < 4).map(|p| 1 << p).sum()
}

/// The places of the E-slice edges (8 to 11) as a mask.
fn comb_mask(c: &Cube) -> usize {
    (0..12).filter(|&p| c.ep[p] >= 8).map(|p| 1 << p).sum()
}

/// Move, conjugation and rank tables of the layer coordinate, and the
/// classes of its edge part.
pub struct Layers {
    /// `csplit_move[s * 18 + m]`.
    pub csplit_move: Vec<u8>,
    /// `comb_move[c * 18 + m]`.
    pub comb_move: Vec<u16>,
    /// `csplit_conj[s * 16 + k]`: the split of `k * c * k^-1`.
    pub csplit_conj: Vec<u8>,
    /// The comb of each (ordered) slice value of [`coord::slice`].
    pub slice_comb: Vec<u16>,
    /// The rank of each 12-bit comb mask.
    pub comb_rank: Vec<u16>,
    /// The rank of each 8-bit split mask.
    pub csplit_rank: Vec<u16>,
    /// The split of the solved cube.
    pub solved_csplit: u8,
    /// The comb of the solved cube.
    pub solved_comb: u16,
    /// Classes of the edge part `comb * 2048 + flip`.
    pub classes: Classes,
}

impl Layers {
    /// Builds the tables (well under a second in a release build).
    pub fn new(sym: &Symmetries) -> Layers {
        let (csplit_rank, csplit_masks) = ranks(8, 4);
        let (comb_rank, comb_masks) = ranks(12, 4);
        let with_csplit = |s: usize| {
            let mut c = SOLVED;
            let (mut u, mut d) = (0, 4);
            for p in 0..8 {
                let slot = if csplit_masks[s] >> p & 1 == 1 {
                    &mut u
                } else {
                    &mut d
                };
                c.cp[p] = *slot;
                *slot += 1;
            }
            c
        };
        let csplit = |c: &Cube| csplit_rank[csplit_mask(c)];
        let comb = |c: &Cube| comb_rank[comb_mask(c)];
        let with_edges = |x: usize| {
            let (cb, flip) = (x / N_FLIP, x % N_FLIP);
            let mut c = coord::with_flip(flip as u16);
            let (mut e, mut o) = (8, 0);
            for p in 0..12 {
                let slot = if comb_masks[cb] >> p & 1 == 1 {
                    &mut e
                } else {
                    &mut o
                };
                c.ep[p] = *slot;
                *slot += 1;
            }
            c
        };
        let moves: Vec<Cube> = Move::all().map(Move::cube).collect();
        let table = |n: usize, make: &dyn Fn(usize) -> Cube, read: &dyn Fn(&Cube) -> u16| {
            let mut t = vec![0u16; n * N_MOVES];
            for x in 0..n {
                let c = make(x);
                for (m, mc) in moves.iter().enumerate() {
                    t[x * N_MOVES + m] = read(&c.multiply(mc));
                }
            }
            t
        };
        let csplit_move = table(N_CSPLIT, &with_csplit, &csplit)
            .into_iter()
            .map(|x| x as u8)
            .collect();
        let comb_move = table(N_COMB, &|c| with_edges(c * N_FLIP), &comb);
        let mut csplit_conj = vec![0u8; N_CSPLIT * 16];
        for s in 0..N_CSPLIT {
            for k in 0..16 {
                csplit_conj[s * 16 + k] = csplit(&sym.conjugate(k, &with_csplit(s))) as u8;
            }
        }
        let slice_comb = (0..coord::N_SLICE as u16)
            .map(|s| comb(&coord::with_flipslice(s, 0)))
            .collect();
        let classes = Classes::new(sym, N_EDGE_PART, with_edges, |c| {
            usize::from(comb(c)) * N_FLIP + usize::from(coord::flip(c))
        });
        Layers {
            csplit_move,
            comb_move,
            csplit_conj,
            slice_comb,
            solved_csplit: csplit(&SOLVED) as u8,
            solved_comb: comb(&SOLVED),
            comb_rank,
            csplit_rank,
            classes,
        }
    }

    /// The split of a cube.
    pub fn csplit(&self, c: &Cube) -> u8 {
        self.csplit_rank[csplit_mask(c)] as u8
    }

    /// The comb of a cube.
    pub fn comb(&self, c: &Cube) -> u16 {
        self.comb_rank[comb_mask(c)]
    }

    /// The corner part after move `m`.
    #[inline]
    pub fn corner_move(&self, coords: &Coords, part: usize, m: usize) -> usize {
        let (s, t) = (part / N_TWIST, part % N_TWIST);
        usize::from(self.csplit_move[s * N_MOVES + m]) * N_TWIST
            + usize::from(coords.twist_move[t * N_MOVES + m])
    }

    /// The corner part of `k * c * k^-1` for `c` of corner part `part`.
    #[inline]
    pub fn corner_conj(&self, coords: &Coords, part: usize, k: usize) -> usize {
        let (s, t) = (part / N_TWIST, part % N_TWIST);
        usize::from(self.csplit_conj[s * 16 + k]) * N_TWIST
            + usize::from(coords.twist_conj[t * 16 + k])
    }

    /// The database entry of a position's coordinates along U-D: its edge
    /// class's row, at the corner part of the conjugate that takes the
    /// edges to the class's representative.
    #[inline]
    pub fn index(&self, coords: &Coords, comb: u16, flip: u16, csplit: u8, twist: u16) -> usize {
        let e = self.classes.class[usize::from(comb) * N_FLIP + usize::from(flip)];
        self.index_of(coords, e, csplit, twist)
    }

    /// As [`Layers::index`], with the class entry already read.
    #[inline]
    pub fn index_of(&self, coords: &Coords, class: u32, csplit: u8, twist: u16) -> usize {
        let (row, k) = ((class >> 4) as usize, (class & 15) as usize);
        row * N_CORNER_PART
            + usize::from(self.csplit_conj[usize::from(csplit) * 16 + k]) * N_TWIST
            + usize::from(coords.twist_conj[usize::from(twist) * 16 + k])
    }

    /// The entry of a cube along U-D.
    pub fn index_of_cube(&self, coords: &Coords, c: &Cube) -> usize {
        self.index(
            coords,
            self.comb(c),
            coord::flip(c),
            self.csplit(c),
            coord::twist(c),
        )
    }

    /// A fingerprint of the tables: a database built from others is stale.
    pub fn fingerprint(&self) -> u64 {
        let mut h = crate::tables::Hasher::new();
        h.words(self.csplit_move.iter().map(|&x| u64::from(x)));
        h.words(self.comb_move.iter().map(|&x| u64::from(x)));
        h.words(self.csplit_conj.iter().map(|&x| u64::from(x)));
        h.words(self.classes.rep.iter().map(|&x| u64::from(x)));
        h.finish()
    }
}

/// Values of a coordinate in classes under the 16 symmetries: a cube and
/// its conjugates `s * c * s^-1` are as far from a target the symmetries
/// keep, so a database holds one row per class.
pub struct Classes {
    /// Per value: its class (bits 4..) and the symmetry `s` (bits 0..4)
    /// with `s * c * s^-1` the class's representative.
    pub class: Vec<u32>,
    /// Per class: its representative's value.
    pub rep: Vec<u32>,
    /// Per class: the symmetries that leave its representative as it is
    /// (bit `s`).
    pub stabiliser: Vec<u16>,
}

impl Classes {
    /// Sorts the values `0..n` into classes, the representative of each
    /// the smallest value in it. `make` builds a cube of a value, `read`
    /// reads a cube's value; conjugation must keep the value a function of
    /// the value.
    pub fn new(
        sym: &Symmetries,
        n: usize,
        make: impl Fn(usize) -> Cube,
        read: impl Fn(&Cube) -> usize,
    ) -> Classes {
        const NONE: u32 = u32::MAX;
        let mut class = vec![NONE; n];
        let mut rep = Vec::new();
        let mut stabiliser = Vec::new();
        for raw in 0..n {
            if class[raw] != NONE {
                continue;
            }
            let id = rep.len() as u32;
            let r = make(raw);
            let mut stab = 0u16;
            for s in 0..16 {
                // x = s^-1 * r * s, so s * x * s^-1 = r.
                let x = read(&sym.conjugate(sym.inverse[s], &r));
                if x == raw {
                    stab |= 1 << s;
                }
                if class[x] == NONE {
                    class[x] = id << 4 | s as u32;
                }
            }
            rep.push(raw as u32);
            stabiliser.push(stab);
        }
        Classes {
            class,
            rep,
            stabiliser,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cubie::Rng;

    #[test]
    fn layer_coordinates_move_and_conjugate_as_cubes_do() {
        let sym = Symmetries::new();
        let coords = Coords::new();
        let l = Layers::new(&sym);
        assert_eq!(l.classes.rep.len(), N_EDGE_CLASSES);
        let mut rng = Rng::new(31);
        for _ in 0..40 {
            let c = Cube::random(&mut rng);
            let part = usize::from(l.csplit(&c)) * N_TWIST + usize::from(coord::twist(&c));
            assert_eq!(
                l.slice_comb[usize::from(coord::slice(&c))],
                l.comb(&c),
                "comb of the ordered slice"
            );
            for m in Move::all() {
                let after = c.turn(m);
                let mi = usize::from(m.0);
                let want =
                    usize::from(l.csplit(&after)) * N_TWIST + usize::from(coord::twist(&after));
                assert_eq!(l.corner_move(&coords, part, mi), want);
                assert_eq!(
                    l.comb_move[usize::from(l.comb(&c)) * N_MOVES + mi],
                    l.comb(&after)
                );
            }
            let index = l.index_of_cube(&coords, &c);
            for k in 0..16 {
                let x = sym.conjugate(k, &c);
                let want = usize::from(l.csplit(&x)) * N_TWIST + usize::from(coord::twist(&x));
                assert_eq!(l.corner_conj(&coords, part, k), want);
                // Conjugates share their entry.
                assert_eq!(l.index_of_cube(&coords, &x), index);
            }
            // So do cubes that differ by a U or D turn made first.
            for m in [0, 1, 2, 9, 10, 11] {
                let first = Move(m).cube().multiply(&c);
                assert_eq!(l.index_of_cube(&coords, &first), index);
            }
        }
    }

    /// The corner part has 9,930 classes under the 16 symmetries (nxopt).
    #[test]
    fn the_corner_part_has_9930_classes() {
        let sym = Symmetries::new();
        let coords = Coords::new();
        let l = Layers::new(&sym);
        let mut seen = vec![false; N_CORNER_PART];
        let mut classes = 0;
        for x in 0..N_CORNER_PART {
            if !seen[x] {
                classes += 1;
                for k in 0..16 {
                    seen[l.corner_conj(&coords, x, k)] = true;
                }
            }
        }
        assert_eq!(classes, 9930);
    }
}
