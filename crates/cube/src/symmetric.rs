//! Symmetric start positions: the subtrees of two move sequences that a
//! symmetry of the start takes one to the other are conjugates, with goals
//! at the same depths, so the search need only search the first of them
//! (H48 does this for its first moves). Nearly every random position has
//! no symmetry; the superflip has all 48, which leaves 1 first move in 9.

use crate::coord::Symmetries;
use crate::cubie::{Cube, Move, N_MOVES};

/// The symmetries of a start position, as permutations of the moves.
pub struct StartSymmetries {
    /// Per symmetry `s` with `s * c * s^-1 == c` (but the identity): move
    /// `m` becomes `maps[s][m]`.
    maps: Vec<[u8; N_MOVES]>,
}

impl StartSymmetries {
    /// The symmetries of all 48 (rotations and mirror images) that leave
    /// `cube` as it is.
    pub fn new(cube: &Cube) -> StartSymmetries {
        let sym = Symmetries::new();
        let moves: Vec<Cube> = Move::all().map(Move::cube).collect();
        let mut maps = Vec::new();
        let mut turn = crate::cubie::SOLVED;
        for _ in 0..3 {
            for d in &sym.d4h {
                let s = turn.multiply(d);
                let conj = |c: &Cube| s.multiply(c).multiply(&s.inverse());
                if s == crate::cubie::SOLVED || conj(cube) != *cube {
                    continue;
                }
                maps.push(std::array::from_fn(|m| {
                    let image = conj(&moves[m]);
                    moves
                        .iter()
                        .position(|x| *x == image)
                        .expect("a symmetry takes a face turn to a face turn")
                        as u8
                }));
            }
            turn = turn.multiply(&sym.urf3);
        }
        StartSymmetries { maps }
    }

    /// Number of symmetries found (the identity not counted).
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.maps.len()
    }

    /// None found?
    pub fn is_empty(&self) -> bool {
        self.maps.is_empty()
    }

    /// Does a symmetry take `prefix` to a sequence searched earlier (in
    /// move order, after putting commuting opposite turns in the order the
    /// search allows)?
    pub fn has_earlier_image(&self, prefix: &[u8]) -> bool {
        let mut image = [0u8; 20];
        let image = &mut image[..prefix.len()];
        self.maps.iter().any(|map| {
            for (x, &m) in image.iter_mut().zip(prefix) {
                *x = map[usize::from(m)];
            }
            // U before D, R before L, F before B: faces 3.. follow 0..3.
            for i in 1..image.len() {
                let (a, b) = (image[i - 1] / 3, image[i] / 3);
                if a == b + 3 {
                    image.swap(i - 1, i);
                }
            }
            *image < *prefix
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cubie::{SOLVED, parse_moves};

    #[test]
    fn the_superflip_has_all_48_symmetries_and_a_scramble_none() {
        let superflip = parse_moves("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2").unwrap();
        let s = StartSymmetries::new(&SOLVED.apply(&superflip));
        assert_eq!(s.len(), 47);
        // Of the first moves only U and U2 stay: every quarter turn is
        // the image of U, every half turn of U2.
        let kept: Vec<u8> = (0..N_MOVES as u8)
            .filter(|&m| !s.has_earlier_image(&[m]))
            .collect();
        assert_eq!(kept, [0, 1]);
        let scramble = parse_moves("R U2 F' D L2 B R' U F2 D' L B2 U R'").unwrap();
        assert!(StartSymmetries::new(&SOLVED.apply(&scramble)).is_empty());
        // U2 D2 keeps the quarter turns about the U-D axis, the mirror
        // images and the half turns about the other two.
        let ud = StartSymmetries::new(&SOLVED.apply(&parse_moves("U2 D2").unwrap()));
        assert!(ud.len() >= 15);
    }
}
