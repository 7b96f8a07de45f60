//! The cube as its 20 movable pieces (cubies): where each corner and edge
//! is and how it is turned, with the 18 face turns and Singmaster notation.
//!
//! Positions are numbered as in Kociemba's solvers. Corners: URF, UFL, ULB,
//! UBR, DFR, DLF, DBL, DRB; edges: UR, UF, UL, UB, DR, DF, DL, DB, FR, FL,
//! BL, BR. `cp[i]` is the corner in position `i`, `co[i]` its twist (0: its
//! U or D sticker on the U or D face, 1 or 2: turned clockwise or
//! anticlockwise from there); `ep`, `eo` the same for edges (flip 0 or 1).
//! A turn is a permutation of this kind too, and turning a cube `c` by `m`
//! is the product `c * m` ([`Cube::multiply`]).

use std::fmt;

/// A cube on the cubie level (also a symmetry when `co` holds values of 3
/// and more: those mark a mirror image, see [`Cube::multiply`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cube {
    /// Corner in each corner position.
    pub cp: [u8; 8],
    /// Twist of the corner in each position (0, 1, 2).
    pub co: [u8; 8],
    /// Edge in each edge position.
    pub ep: [u8; 12],
    /// Flip of the edge in each position (0, 1).
    pub eo: [u8; 12],
}

/// The six faces in the order of the move numbers and of facelet strings.
pub const FACES: [char; 6] = ['U', 'R', 'F', 'D', 'L', 'B'];

/// The solved cube.
pub const SOLVED: Cube = Cube {
    cp: [0, 1, 2, 3, 4, 5, 6, 7],
    co: [0; 8],
    ep: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    eo: [0; 12],
};

/// Clockwise quarter turns of U, R, F, D, L, B.
const QUARTERS: [Cube; 6] = [
    Cube {
        cp: [3, 0, 1, 2, 4, 5, 6, 7],
        co: [0; 8],
        ep: [3, 0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11],
        eo: [0; 12],
    },
    Cube {
        cp: [4, 1, 2, 0, 7, 5, 6, 3],
        co: [2, 0, 0, 1, 1, 0, 0, 2],
        ep: [8, 1, 2, 3, 11, 5, 6, 7, 4, 9, 10, 0],
        eo: [0; 12],
    },
    Cube {
        cp: [1, 5, 2, 3, 0, 4, 6, 7],
        co: [1, 2, 0, 0, 2, 1, 0, 0],
        ep: [0, 9, 2, 3, 4, 8, 6, 7, 1, 5, 10, 11],
        eo: [0, 1, 0, 0, 0, 1, 0, 0, 1, 1, 0, 0],
    },
    Cube {
        cp: [0, 1, 2, 3, 5, 6, 7, 4],
        co: [0; 8],
        ep: [0, 1, 2, 3, 5, 6, 7, 4, 8, 9, 10, 11],
        eo: [0; 12],
    },
    Cube {
        cp: [0, 2, 6, 3, 4, 1, 5, 7],
        co: [0, 1, 2, 0, 0, 2, 1, 0],
        ep: [0, 1, 10, 3, 4, 5, 9, 7, 8, 2, 6, 11],
        eo: [0; 12],
    },
    Cube {
        cp: [0, 1, 3, 7, 4, 5, 2, 6],
        co: [0, 0, 1, 2, 0, 0, 2, 1],
        ep: [0, 1, 2, 11, 4, 5, 6, 10, 8, 9, 3, 7],
        eo: [0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 1],
    },
];

/// One of the 18 face turns: `face * 3 + quarters - 1` (U U2 U' R R2 R' ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move(pub u8);

/// The number of face turns.
pub const N_MOVES: usize = 18;

impl Move {
    /// All 18 turns in order.
    pub fn all() -> impl Iterator<Item = Move> {
        (0..N_MOVES as u8).map(Move)
    }
    /// The face turned (index into [`FACES`]).
    pub fn face(self) -> usize {
        usize::from(self.0 / 3)
    }
    /// Clockwise quarter turns: 1, 2 or 3 (3 is anticlockwise).
    pub fn quarters(self) -> usize {
        usize::from(self.0 % 3) + 1
    }
    /// The turn that undoes this one.
    pub fn inverse(self) -> Move {
        Move(self.0 / 3 * 3 + 2 - self.0 % 3)
    }
    /// The turn as a permutation of the cubies.
    pub fn cube(self) -> Cube {
        let q = QUARTERS[self.face()];
        (1..self.quarters()).fold(q, |c, _| c.multiply(&q))
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let suffix = ["", "2", "'"][self.quarters() - 1];
        write!(f, "{}{suffix}", FACES[self.face()])
    }
}

/// Reads a scramble in Singmaster notation: turns of U D L R F B, each
/// plain (clockwise), with `2` (half turn) or `'` (anticlockwise), apart
/// by white space. The error names the first token that is not a turn.
pub fn parse_moves(text: &str) -> Result<Vec<Move>, String> {
    text.split_whitespace()
        .map(|token| {
            let mut chars = token.chars();
            let letter = chars
                .next()
                .expect("split_whitespace gives non-empty tokens");
            let face = FACES.iter().position(|&f| f == letter);
            let quarters = match chars.as_str() {
                "" => Some(1),
                "2" => Some(2),
                "'" | "’" => Some(3),
                _ => None,
            };
            match (face, quarters) {
                (Some(face), Some(q)) => Ok(Move((face * 3 + q - 1) as u8)),
                _ => Err(format!(
                    "unknown move {token:?}: a face U D L R F B, then nothing, 2 or '"
                )),
            }
        })
        .collect()
}

/// The turns written in Singmaster notation, apart by spaces.
pub fn format_moves(moves: &[Move]) -> String {
    moves
        .iter()
        .map(Move::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

impl Default for Cube {
    fn default() -> Self {
        SOLVED
    }
}

impl Cube {
    /// `self` then `b`: the piece in position `i` of the product is the
    /// piece `self` holds in the position `b` takes to `i`. Twists add, with
    /// Kociemba's rule for mirror images (twist values 3..6), which only
    /// symmetries have.
    pub fn multiply(&self, b: &Cube) -> Cube {
        let mut c = Cube::default();
        for i in 0..8 {
            let from = usize::from(b.cp[i]);
            c.cp[i] = self.cp[from];
            let (oa, ob) = (self.co[from], b.co[i]);
            c.co[i] = match (oa < 3, ob < 3) {
                (true, true) => (oa + ob) % 3,
                // b mirrored: the product is mirrored.
                (true, false) => 3 + (oa + ob - 3) % 3,
                // a mirrored: the product is mirrored.
                (false, true) => 3 + (oa + 3 - ob - 3) % 3,
                // Both mirrored: the product is not.
                (false, false) => (oa + 3 - ob) % 3,
            };
        }
        for i in 0..12 {
            let from = usize::from(b.ep[i]);
            c.ep[i] = self.ep[from];
            c.eo[i] = (self.eo[from] + b.eo[i]) % 2;
        }
        c
    }

    /// The cube after turn `m`.
    pub fn turn(&self, m: Move) -> Cube {
        self.multiply(&m.cube())
    }

    /// The cube after the turns in order.
    pub fn apply(&self, moves: &[Move]) -> Cube {
        moves.iter().fold(*self, |c, &m| c.turn(m))
    }

    /// The cube `c` with `self.multiply(&c) == SOLVED` (and for mirror
    /// images too).
    pub fn inverse(&self) -> Cube {
        let mut c = Cube::default();
        for i in 0..8 {
            let p = usize::from(self.cp[i]);
            c.cp[p] = i as u8;
        }
        for i in 0..8 {
            let o = self.co[usize::from(c.cp[i])];
            c.co[i] = if o >= 3 { o } else { (3 - o) % 3 };
        }
        for i in 0..12 {
            let p = usize::from(self.ep[i]);
            c.ep[p] = i as u8;
        }
        for i in 0..12 {
            c.eo[i] = self.eo[usize::from(c.ep[i])];
        }
        c
    }

    /// Is this a position the turns can reach? `Err` names the first fault
    /// found: a piece missing or twice, a twisted corner, a flipped edge, or
    /// corners and edges of different permutation parity.
    pub fn verify(&self) -> Result<(), CubeError> {
        let mut seen = [false; 12];
        for &e in &self.ep {
            if usize::from(e) >= 12 || std::mem::replace(&mut seen[usize::from(e)], true) {
                return Err(CubeError::Pieces);
            }
        }
        let mut seen = [false; 8];
        for &c in &self.cp {
            if usize::from(c) >= 8 || std::mem::replace(&mut seen[usize::from(c)], true) {
                return Err(CubeError::Pieces);
            }
        }
        if self.co.iter().any(|&o| o >= 3) || self.eo.iter().any(|&o| o >= 2) {
            return Err(CubeError::Pieces);
        }
        if self.co.iter().map(|&o| u32::from(o)).sum::<u32>() % 3 != 0 {
            return Err(CubeError::TwistedCorner);
        }
        if self.eo.iter().map(|&o| u32::from(o)).sum::<u32>() % 2 != 0 {
            return Err(CubeError::FlippedEdge);
        }
        if parity(&self.cp) != parity(&self.ep) {
            return Err(CubeError::Parity);
        }
        Ok(())
    }

    /// A position drawn uniformly from all 43,252,003,274,489,856,000.
    pub fn random(rng: &mut Rng) -> Cube {
        let mut c = SOLVED;
        shuffle(&mut c.cp, rng);
        shuffle(&mut c.ep, rng);
        if parity(&c.cp) != parity(&c.ep) {
            c.ep.swap(10, 11);
        }
        for i in 0..7 {
            c.co[i] = rng.below(3) as u8;
        }
        c.co[7] = ((30 - c.co[..7].iter().map(|&o| u32::from(o)).sum::<u32>()) % 3) as u8;
        for i in 0..11 {
            c.eo[i] = rng.below(2) as u8;
        }
        c.eo[11] = (c.eo[..11].iter().map(|&o| u32::from(o)).sum::<u32>() % 2) as u8;
        c
    }
}

/// Why a cube is not one the turns can reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CubeError {
    /// A corner or an edge is missing or there twice.
    Pieces,
    /// The corner twists do not add up: one corner is twisted in place.
    TwistedCorner,
    /// The edge flips do not add up: one edge is flipped in place.
    FlippedEdge,
    /// Corners and edges are permuted with different parities (two pieces
    /// swapped).
    Parity,
}

impl fmt::Display for CubeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CubeError::Pieces => "some corner or edge is missing or appears twice",
            CubeError::TwistedCorner => "a corner is twisted (the corner twists do not add up)",
            CubeError::FlippedEdge => "an edge is flipped (the edge flips do not add up)",
            CubeError::Parity => {
                "parity error: two pieces are swapped (corner and edge permutations differ in parity)"
            }
        })
    }
}

/// 0 for an even permutation, 1 for an odd one.
fn parity(p: &[u8]) -> u8 {
    let mut inversions = 0;
    for i in 0..p.len() {
        for j in i + 1..p.len() {
            inversions += u8::from(p[j] < p[i]);
        }
    }
    inversions % 2
}

fn shuffle(items: &mut [u8], rng: &mut Rng) {
    for i in (1..items.len()).rev() {
        items.swap(i, rng.below(i as u64 + 1) as usize);
    }
}

/// A small seeded generator (SplitMix64): the same seed gives the same
/// positions on every machine.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    /// Uniform in `0..n` (`n > 0`), without modulo bias.
    pub fn below(&mut self, n: u64) -> u64 {
        let zone = u64::MAX - u64::MAX % n;
        loop {
            let x = self.next_u64();
            if x < zone {
                return x % n;
            }
        }
    }
    /// A random scramble of `len` turns, never turning one face twice in a
    /// row.
    pub fn scramble(&mut self, len: usize) -> Vec<Move> {
        let mut moves: Vec<Move> = Vec::with_capacity(len);
        while moves.len() < len {
            let m = Move(self.below(N_MOVES as u64) as u8);
            if moves.last().is_none_or(|l| l.face() != m.face()) {
                moves.push(m);
            }
        }
        moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_quarter_turns_of_each_face_are_the_identity() {
        for face in 0..6 {
            let q = Move(face * 3);
            let mut c = SOLVED;
            for k in 1..=4 {
                c = c.turn(q);
                assert_eq!(c == SOLVED, k == 4, "{q} x{k}");
            }
            assert_eq!(q.cube().multiply(&q.cube()), Move(face * 3 + 1).cube());
            assert_eq!(q.inverse(), Move(face * 3 + 2));
        }
    }

    #[test]
    fn a_scramble_then_its_inverse_is_solved() {
        let mut rng = Rng::new(7);
        for len in [1, 5, 25, 100] {
            let moves = rng.scramble(len);
            let c = SOLVED.apply(&moves);
            let back: Vec<Move> = moves.iter().rev().map(|m| m.inverse()).collect();
            assert_eq!(c.apply(&back), SOLVED);
            assert_eq!(c.multiply(&c.inverse()), SOLVED);
            assert_eq!(c.verify(), Ok(()));
        }
    }

    #[test]
    fn the_superflip_flips_every_edge_and_moves_nothing() {
        let moves = parse_moves("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2").unwrap();
        let c = SOLVED.apply(&moves);
        assert_eq!(c.cp, SOLVED.cp);
        assert_eq!(c.co, SOLVED.co);
        assert_eq!(c.ep, SOLVED.ep);
        assert_eq!(c.eo, [1; 12]);
    }

    #[test]
    fn moves_read_and_print_in_singmaster_notation() {
        let moves = parse_moves("R U2 F' D L2 B").unwrap();
        assert_eq!(format_moves(&moves), "R U2 F' D L2 B");
        assert_eq!(parse_moves("  ").unwrap(), vec![]);
        for bad in ["R X", "R3", "r", "U2'", "M"] {
            assert!(parse_moves(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn random_cubes_are_valid_and_faults_are_named() {
        let mut rng = Rng::new(1);
        for _ in 0..100 {
            assert_eq!(Cube::random(&mut rng).verify(), Ok(()));
        }
        let mut c = SOLVED;
        c.co[0] = 1;
        assert_eq!(c.verify(), Err(CubeError::TwistedCorner));
        let mut c = SOLVED;
        c.eo[3] = 1;
        assert_eq!(c.verify(), Err(CubeError::FlippedEdge));
        let mut c = SOLVED;
        c.ep.swap(0, 1);
        assert_eq!(c.verify(), Err(CubeError::Parity));
        let mut c = SOLVED;
        c.ep[0] = 1;
        assert_eq!(c.verify(), Err(CubeError::Pieces));
    }
}
