//! Coordinates: numbers for parts of a position, with move tables that
//! turn them without building cubes, and the symmetries the pattern
//! databases are reduced by.
//!
//! - twist: the orientations of the first seven corners (3^7 = 2,187);
//! - flip: the orientations of the first eleven edges (2^11 = 2,048);
//! - corner permutation (8! = 40,320); with the twist, the corner position
//!   (88,179,840);
//! - slice: the places of the four UD-slice edges FR FL BL BR, in order
//!   (12 * 11 * 10 * 9 = 11,880).
//!
//! Twist, flip and slice are relative to the U-D axis. Turning the whole
//! cube by 120 degrees about its URF-DBL diagonal takes the R-L axis and
//! then the F-B axis to U-D, so the same coordinates of the turned cube
//! describe the position relative to the other two axes ([`AXES`]).

use crate::cubie::{Cube, Move, N_MOVES, SOLVED};

/// Number of twist values.
pub const N_TWIST: usize = 2187;
/// Number of flip values.
pub const N_FLIP: usize = 2048;
/// Number of corner permutations.
pub const N_CPERM: usize = 40320;
/// Number of slice values.
pub const N_SLICE: usize = 11880;
/// Number of corner positions (permutation and twist).
pub const N_CORNERS: usize = N_CPERM * N_TWIST;

/// The twist of a cube.
pub fn twist(c: &Cube) -> u16 {
    c.co[..7].iter().fold(0, |t, &o| t * 3 + u16::from(o))
}

/// A cube with this twist (and nothing else moved).
pub fn with_twist(twist: u16) -> Cube {
    let mut c = SOLVED;
    let mut t = twist;
    let mut sum = 0;
    for i in (0..7).rev() {
        c.co[i] = (t % 3) as u8;
        sum += t % 3;
        t /= 3;
    }
    c.co[7] = ((3 - sum % 3) % 3) as u8;
    c
}

/// The flip of a cube.
pub fn flip(c: &Cube) -> u16 {
    c.eo[..11].iter().fold(0, |f, &o| f * 2 + u16::from(o))
}

/// A cube with this flip (and nothing else moved).
pub fn with_flip(flip: u16) -> Cube {
    let mut c = SOLVED;
    set_flip(&mut c, flip);
    c
}

fn set_flip(c: &mut Cube, flip: u16) {
    let mut sum = 0;
    for i in (0..11).rev() {
        c.eo[i] = ((flip >> (10 - i)) & 1) as u8;
        sum += c.eo[i];
    }
    c.eo[11] = sum % 2;
}

/// Rank of a permutation of `0..n` (Lehmer code, 0 for the identity).
fn perm_rank(p: &[u8]) -> u32 {
    let mut rank = 0;
    for i in 0..p.len() {
        let smaller = p[i + 1..].iter().filter(|&&x| x < p[i]).count() as u32;
        rank = rank * (p.len() - i) as u32 + smaller;
    }
    rank
}

/// The corner permutation of a cube.
pub fn cperm(c: &Cube) -> u16 {
    perm_rank(&c.cp) as u16
}

/// A cube with this corner permutation.
pub fn with_cperm(rank: u16) -> Cube {
    let mut c = SOLVED;
    let mut digits = [0usize; 8];
    let mut r = usize::from(rank);
    for i in (0..8).rev() {
        let radix = 8 - i;
        digits[i] = r % radix;
        r /= radix;
    }
    let mut left: Vec<u8> = (0..8).collect();
    for (slot, &d) in c.cp.iter_mut().zip(&digits) {
        *slot = left.remove(d);
    }
    c
}

/// The corner position: permutation * 2,187 + twist.
pub fn corners(c: &Cube) -> u32 {
    u32::from(cperm(c)) * N_TWIST as u32 + u32::from(twist(c))
}

/// The slice coordinate: where FR, FL, BL, BR are, as an ordered choice of
/// four of the twelve places.
pub fn slice(c: &Cube) -> u16 {
    let mut places = [0u8; 4];
    for (p, &e) in c.ep.iter().enumerate() {
        if e >= 8 {
            places[usize::from(e - 8)] = p as u8;
        }
    }
    let mut rank = 0u16;
    for i in 0..4 {
        let earlier = places[..i].iter().filter(|&&q| q < places[i]).count() as u16;
        rank = rank * (12 - i as u16) + u16::from(places[i]) - earlier;
    }
    rank
}

fn set_slice(c: &mut Cube, rank: u16) {
    let mut digits = [0u16; 4];
    let mut r = rank;
    for i in (0..4).rev() {
        let radix = 12 - i as u16;
        digits[i] = r % radix;
        r /= radix;
    }
    let mut free: Vec<u8> = (0..12).collect();
    let mut ep = [u8::MAX; 12];
    for (i, &d) in digits.iter().enumerate() {
        let p = free.remove(usize::from(d));
        ep[usize::from(p)] = 8 + i as u8;
    }
    for (other, slot) in ep.iter_mut().filter(|e| **e == u8::MAX).enumerate() {
        *slot = other as u8;
    }
    c.ep = ep;
}

/// A cube with this slice and flip (other edges in order, corners solved).
pub fn with_flipslice(slice: u16, flip: u16) -> Cube {
    let mut c = SOLVED;
    set_slice(&mut c, slice);
    set_flip(&mut c, flip);
    c
}

/// The slice value of the solved cube.
pub fn solved_slice() -> u16 {
    slice(&SOLVED)
}

/// A move table: `table[x * 18 + m]` is coordinate `x` after move `m`.
fn move_table(n: usize, make: impl Fn(usize) -> Cube, read: impl Fn(&Cube) -> u16) -> Vec<u16> {
    let moves: Vec<Cube> = Move::all().map(Move::cube).collect();
    let mut table = vec![0u16; n * N_MOVES];
    for x in 0..n {
        let c = make(x);
        for (m, mc) in moves.iter().enumerate() {
            table[x * N_MOVES + m] = read(&c.multiply(mc));
        }
    }
    table
}

/// The 16 symmetries of the cube that keep the U-D axis (D4h: rotations
/// about it, half turns about the F-B axis, mirror images), and the
/// diagonal turn that takes the other axes to U-D.
pub struct Symmetries {
    /// The 16 symmetries as cubes.
    pub d4h: [Cube; 16],
    /// `inverse[s]`: the number of the inverse of symmetry `s`.
    pub inverse: [usize; 16],
    /// 120 degrees about the URF-DBL diagonal.
    pub urf3: Cube,
}

impl Symmetries {
    /// Builds them from four generators.
    pub fn new() -> Symmetries {
        let urf3 = Cube {
            cp: [0, 4, 5, 1, 3, 7, 6, 2],
            co: [1, 2, 1, 2, 2, 1, 2, 1],
            ep: [1, 8, 5, 9, 3, 11, 7, 10, 0, 4, 6, 2],
            eo: [1, 0, 1, 0, 1, 0, 1, 0, 1, 1, 1, 1],
        };
        let f2 = Cube {
            cp: [5, 4, 7, 6, 1, 0, 3, 2],
            co: [0; 8],
            ep: [6, 5, 4, 7, 2, 1, 0, 3, 9, 8, 11, 10],
            eo: [0; 12],
        };
        let u4 = Cube {
            cp: [3, 0, 1, 2, 7, 4, 5, 6],
            co: [0; 8],
            ep: [3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10],
            eo: [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1],
        };
        let lr2 = Cube {
            cp: [1, 0, 3, 2, 5, 4, 7, 6],
            co: [3; 8],
            ep: [2, 1, 0, 3, 6, 5, 4, 7, 9, 8, 11, 10],
            eo: [0; 12],
        };
        let mut d4h = [SOLVED; 16];
        let mut c = SOLVED;
        let mut n = 0;
        for _ in 0..2 {
            for _ in 0..4 {
                for _ in 0..2 {
                    d4h[n] = c;
                    n += 1;
                    c = c.multiply(&lr2);
                }
                c = c.multiply(&u4);
            }
            c = c.multiply(&f2);
        }
        let inverse = std::array::from_fn(|s| {
            (0..16)
                .find(|&t| d4h[s].multiply(&d4h[t]) == SOLVED)
                .expect("symmetries form a group")
        });
        Symmetries { d4h, inverse, urf3 }
    }

    /// `s * c * s^-1` for symmetry number `s`.
    pub fn conjugate(&self, s: usize, c: &Cube) -> Cube {
        self.d4h[s].multiply(c).multiply(&self.d4h[self.inverse[s]])
    }
}

impl Default for Symmetries {
    fn default() -> Self {
        Symmetries::new()
    }
}

/// The cube seen along axis `a` (0: U-D, 1: R-L, 2: F-B): `c` turned so
/// that axis `a` is U-D, `t c t^-1` with `t` the diagonal turn `a` times.
pub fn on_axis(sym: &Symmetries, a: usize, c: &Cube) -> Cube {
    let t = match a {
        0 => return *c,
        1 => sym.urf3,
        _ => sym.urf3.multiply(&sym.urf3),
    };
    t.multiply(c).multiply(&t.inverse())
}

/// The number of axes the pattern database is looked up along.
pub const AXES: usize = 3;

/// Move tables and the symmetry reduction of (slice, flip).
pub struct Coords {
    /// `twist_move[t * 18 + m]`.
    pub twist_move: Vec<u16>,
    /// `flip_move[f * 18 + m]`.
    pub flip_move: Vec<u16>,
    /// `slice_move[s * 18 + m]`.
    pub slice_move: Vec<u16>,
    /// `cperm_move[p * 18 + m]`.
    pub cperm_move: Vec<u16>,
    /// `axis_move[a][m]`: move `m` as seen along axis `a`.
    pub axis_move: [[u8; N_MOVES]; AXES],
    /// `own_axis[m]`: the axis along which move `m` turns U or D. Turned
    /// first (`m * c`), such a move leaves that axis's twist, flip and
    /// slice as they are: so does a move made after `c` to the inverse
    /// of `c`.
    pub own_axis: [u8; N_MOVES],
    /// `twist_conj[t * 16 + s]`: the twist of `s * c * s^-1` for `c` of
    /// twist `t`.
    pub twist_conj: Vec<u16>,
    /// The slice value of the solved cube.
    pub solved_slice: u16,
}

impl Coords {
    /// Builds the move tables (a fraction of a second in a release build).
    pub fn new() -> Coords {
        let sym = Symmetries::new();
        let twist_move = move_table(N_TWIST, |t| with_twist(t as u16), twist);
        let flip_move = move_table(
            N_FLIP,
            |f| {
                let mut c = SOLVED;
                set_flip(&mut c, f as u16);
                c
            },
            flip,
        );
        let slice_move = move_table(
            N_SLICE,
            |s| {
                let mut c = SOLVED;
                set_slice(&mut c, s as u16);
                c
            },
            slice,
        );
        let cperm_move = move_table(N_CPERM, |p| with_cperm(p as u16), cperm);
        let moves: Vec<Cube> = Move::all().map(Move::cube).collect();
        let axis_move = std::array::from_fn(|a| {
            std::array::from_fn(|m| {
                let seen = on_axis(&sym, a, &moves[m]);
                moves
                    .iter()
                    .position(|x| *x == seen)
                    .expect("a face turn seen along another axis is a face turn")
                    as u8
            })
        });
        let own_axis = std::array::from_fn(|m| {
            (0..AXES)
                .find(|&a: &usize| matches!(axis_move[a][m] / 3, 0 | 3))
                .expect("each face is U or D along one axis") as u8
        });
        let mut twist_conj = vec![0u16; N_TWIST * 16];
        for t in 0..N_TWIST {
            let c = with_twist(t as u16);
            for s in 0..16 {
                twist_conj[t * 16 + s] = twist(&sym.conjugate(s, &c));
            }
        }
        Coords {
            twist_move,
            flip_move,
            slice_move,
            cperm_move,
            axis_move,
            own_axis,
            twist_conj,
            solved_slice: solved_slice(),
        }
    }

    /// A fingerprint of the tables the databases are indexed by: a file
    /// built from other tables is stale.
    pub fn fingerprint(&self) -> u64 {
        let mut h = crate::tables::Hasher::new();
        for t in [
            &self.twist_move,
            &self.flip_move,
            &self.slice_move,
            &self.cperm_move,
            &self.twist_conj,
        ] {
            h.words(
                t.chunks(4)
                    .map(|c| c.iter().fold(0u64, |w, &x| w << 16 | u64::from(x))),
            );
        }
        h.finish()
    }
}

impl Default for Coords {
    fn default() -> Self {
        Coords::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cubie::Rng;

    #[test]
    fn coordinates_read_back_what_was_set() {
        for t in [0, 1, 1000, 2186] {
            assert_eq!(twist(&with_twist(t)), t);
        }
        for p in [0, 1, 20000, 40319] {
            assert_eq!(cperm(&with_cperm(p)), p);
        }
        for s in [0, 77, 11879] {
            for f in [0, 5, 2047] {
                let c = with_flipslice(s, f);
                assert_eq!((slice(&c), flip(&c)), (s, f));
            }
        }
        assert_eq!(corners(&SOLVED), 0);
    }

    #[test]
    fn move_tables_agree_with_turning_cubes_on_every_axis() {
        let coords = Coords::new();
        let sym = Symmetries::new();
        let mut rng = Rng::new(11);
        for _ in 0..30 {
            let c = Cube::random(&mut rng);
            for m in Move::all() {
                let after = c.turn(m);
                let mi = usize::from(m.0);
                let p = usize::from(cperm(&c));
                assert_eq!(coords.cperm_move[p * 18 + mi], cperm(&after));
                for a in 0..AXES {
                    let (x, y) = (on_axis(&sym, a, &c), on_axis(&sym, a, &after));
                    let ma = usize::from(coords.axis_move[a][mi]);
                    let step = |t: &[u16], v: u16| t[usize::from(v) * 18 + ma];
                    assert_eq!(step(&coords.twist_move, twist(&x)), twist(&y));
                    assert_eq!(step(&coords.flip_move, flip(&x)), flip(&y));
                    assert_eq!(step(&coords.slice_move, slice(&x)), slice(&y));
                    if a == usize::from(coords.own_axis[mi]) {
                        let c3 = |c: &Cube| (twist(c), flip(c), slice(c));
                        let first = on_axis(&sym, a, &m.cube().multiply(&c));
                        assert_eq!(c3(&x), c3(&first), "{m} first keeps axis {a}");
                    }
                }
            }
        }
    }

    #[test]
    fn the_symmetries_keep_the_ud_axis_and_form_a_group() {
        let sym = Symmetries::new();
        let mut all: Vec<Cube> = sym.d4h.to_vec();
        all.sort_by_key(|c| (c.cp, c.co, c.ep, c.eo));
        all.dedup();
        assert_eq!(all.len(), 16);
        for a in &sym.d4h {
            for b in &sym.d4h {
                assert!(sym.d4h.contains(&a.multiply(b)));
            }
        }
        // The twist of a conjugate depends on the twist alone.
        let coords = Coords::new();
        let mut rng = Rng::new(5);
        for _ in 0..20 {
            let c = Cube::random(&mut rng);
            for s in 0..16 {
                let t = usize::from(twist(&c));
                assert_eq!(coords.twist_conj[t * 16 + s], twist(&sym.conjugate(s, &c)));
            }
        }
    }
}
