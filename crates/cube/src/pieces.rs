//! A compact cube for the search's inverse positions: a byte per piece,
//! the piece and its twist or flip together, so that a move turned before
//! (`g * c`, which renames pieces) is one table lookup per place and the
//! coordinates read straight off the bytes.

use crate::cubie::{Cube, N_MOVES};

/// A corner byte: `twist << 3 | corner`; an edge byte: `flip << 4 | edge`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pieces {
    c: [u8; 8],
    e: [u8; 12],
}

/// For each move, what it makes of each piece byte when turned first.
pub struct Before {
    c: [[u8; 24]; N_MOVES],
    e: [[u8; 32]; N_MOVES],
}

impl Pieces {
    /// The pieces of a cube (no mirror image).
    pub fn new(cube: &Cube) -> Pieces {
        Pieces {
            c: std::array::from_fn(|i| cube.co[i] << 3 | cube.cp[i]),
            e: std::array::from_fn(|i| cube.eo[i] << 4 | cube.ep[i]),
        }
    }

    /// Move `m` of `before`, then these pieces (`g * self`).
    #[inline]
    pub fn after(&self, before: &Before, m: usize) -> Pieces {
        let (c, e) = (&before.c[m], &before.e[m]);
        Pieces {
            c: self.c.map(|b| c[usize::from(b)]),
            e: self.e.map(|b| e[usize::from(b)]),
        }
    }

    /// As [`crate::coord::twist`].
    #[inline]
    pub fn twist(&self) -> u16 {
        self.c[..7]
            .iter()
            .fold(0, |t, &b| t * 3 + u16::from(b >> 3))
    }

    /// As [`crate::coord::flip`].
    #[inline]
    pub fn flip(&self) -> u16 {
        self.e[..11]
            .iter()
            .fold(0, |f, &b| f * 2 + u16::from(b >> 4))
    }

    /// The places of the U-layer corners (0 to 3), bit per place.
    #[inline]
    pub fn csplit_mask(&self) -> usize {
        self.c
            .iter()
            .enumerate()
            .fold(0, |m, (p, &b)| m | usize::from(b & 7 < 4) << p)
    }

    /// The places of the E-slice edges (8 to 11), bit per place.
    #[inline]
    pub fn comb_mask(&self) -> usize {
        self.e
            .iter()
            .enumerate()
            .fold(0, |m, (p, &b)| m | usize::from(b & 15 >= 8) << p)
    }
}

impl Before {
    /// The tables of moves `moves[m]` (cubes without mirror images).
    pub fn new(moves: &[Cube; N_MOVES]) -> Before {
        let mut c = [[0u8; 24]; N_MOVES];
        let mut e = [[0u8; 32]; N_MOVES];
        for (m, g) in moves.iter().enumerate() {
            for twist in 0..3u8 {
                for corner in 0..8u8 {
                    let k = usize::from(corner);
                    let o = (g.co[k] + twist) % 3;
                    c[m][usize::from(twist << 3 | corner)] = o << 3 | g.cp[k];
                }
            }
            for flip in 0..2u8 {
                for edge in 0..12u8 {
                    let k = usize::from(edge);
                    let o = (g.eo[k] + flip) % 2;
                    e[m][usize::from(flip << 4 | edge)] = o << 4 | g.ep[k];
                }
            }
        }
        Before { c, e }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coord;
    use crate::cubie::{Move, Rng};

    #[test]
    fn pieces_turn_and_read_as_cubes_do() {
        let moves: [Cube; N_MOVES] = std::array::from_fn(|m| Move(m as u8).cube());
        let before = Before::new(&moves);
        let layers = crate::layers::Layers::new(&coord::Symmetries::new());
        let mut rng = Rng::new(21);
        for _ in 0..50 {
            let c = Cube::random(&mut rng);
            let p = Pieces::new(&c);
            assert_eq!((p.twist(), p.flip()), (coord::twist(&c), coord::flip(&c)));
            assert_eq!(layers.comb_rank[p.comb_mask()], layers.comb(&c));
            assert_eq!(
                layers.csplit_rank[p.csplit_mask()],
                u16::from(layers.csplit(&c))
            );
            for (m, g) in moves.iter().enumerate() {
                assert_eq!(p.after(&before, m), Pieces::new(&g.multiply(&c)));
            }
        }
    }
}
