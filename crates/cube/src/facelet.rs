//! Facelet strings: the 54 stickers as letters, face by face in the order
//! U R F D L B, each face read row by row as it is seen from outside with U
//! on top (F for the U and D faces, U for the others), as Kociemba's solvers
//! read them. The solved cube is `UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB`.

use std::fmt;

use crate::cubie::{Cube, CubeError, FACES};

/// Sticker numbers: face * 9 + row * 3 + column.
const fn f(face: usize, n: usize) -> u8 {
    (face * 9 + n - 1) as u8
}
const U: usize = 0;
const R: usize = 1;
const F: usize = 2;
const D: usize = 3;
const L: usize = 4;
const B: usize = 5;

/// The stickers of each corner position, its U or D sticker first, then
/// clockwise.
const CORNER_FACELETS: [[u8; 3]; 8] = [
    [f(U, 9), f(R, 1), f(F, 3)],
    [f(U, 7), f(F, 1), f(L, 3)],
    [f(U, 1), f(L, 1), f(B, 3)],
    [f(U, 3), f(B, 1), f(R, 3)],
    [f(D, 3), f(F, 9), f(R, 7)],
    [f(D, 1), f(L, 9), f(F, 7)],
    [f(D, 7), f(B, 9), f(L, 7)],
    [f(D, 9), f(R, 9), f(B, 7)],
];

/// The stickers of each edge position.
const EDGE_FACELETS: [[u8; 2]; 12] = [
    [f(U, 6), f(R, 2)],
    [f(U, 8), f(F, 2)],
    [f(U, 4), f(L, 2)],
    [f(U, 2), f(B, 2)],
    [f(D, 6), f(R, 8)],
    [f(D, 2), f(F, 8)],
    [f(D, 4), f(L, 8)],
    [f(D, 8), f(B, 8)],
    [f(F, 6), f(R, 4)],
    [f(F, 4), f(L, 6)],
    [f(B, 6), f(L, 4)],
    [f(B, 4), f(R, 6)],
];

/// The colours (faces) of each corner, in the order of its stickers.
const CORNER_COLOURS: [[u8; 3]; 8] = [
    [U as u8, R as u8, F as u8],
    [U as u8, F as u8, L as u8],
    [U as u8, L as u8, B as u8],
    [U as u8, B as u8, R as u8],
    [D as u8, F as u8, R as u8],
    [D as u8, L as u8, F as u8],
    [D as u8, B as u8, L as u8],
    [D as u8, R as u8, B as u8],
];

/// The colours of each edge.
const EDGE_COLOURS: [[u8; 2]; 12] = [
    [U as u8, R as u8],
    [U as u8, F as u8],
    [U as u8, L as u8],
    [U as u8, B as u8],
    [D as u8, R as u8],
    [D as u8, F as u8],
    [D as u8, L as u8],
    [D as u8, B as u8],
    [F as u8, R as u8],
    [F as u8, L as u8],
    [B as u8, L as u8],
    [B as u8, R as u8],
];

/// Why a facelet string is not a cube.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FaceletError {
    /// Not 54 letters.
    Length(usize),
    /// A letter that is not one of U R F D L B.
    Letter(char),
    /// A colour on other than 9 stickers.
    Count(char, usize),
    /// A centre out of place (centres do not move).
    Centre(usize),
    /// Three stickers that are no corner of the cube (corner position).
    Corner(usize),
    /// Two stickers that are no edge of the cube (edge position).
    Edge(usize),
    /// The pieces are real but the position cannot be reached by turns.
    Cube(CubeError),
}

impl fmt::Display for FaceletError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FaceletError::Length(n) => write!(f, "a facelet string has 54 letters, not {n}"),
            FaceletError::Letter(c) => {
                write!(f, "{c:?} is not a colour: the letters are U R F D L B")
            }
            FaceletError::Count(c, n) => {
                write!(f, "wrong colour count: {c} is on {n} stickers, not 9")
            }
            FaceletError::Centre(face) => write!(
                f,
                "the centre of face {} is not {}: centres do not move (order U R F D L B)",
                FACES[*face], FACES[*face]
            ),
            FaceletError::Corner(i) => write!(
                f,
                "the corner at {} has colours no corner has",
                ["URF", "UFL", "ULB", "UBR", "DFR", "DLF", "DBL", "DRB"][*i]
            ),
            FaceletError::Edge(i) => write!(
                f,
                "the edge at {} has colours no edge has",
                [
                    "UR", "UF", "UL", "UB", "DR", "DF", "DL", "DB", "FR", "FL", "BL", "BR"
                ][*i]
            ),
            FaceletError::Cube(e) => write!(f, "not a cube position: {e}"),
        }
    }
}

/// Reads a facelet string into a cube, refusing any that is not a position
/// the turns can reach (and saying why).
pub fn from_facelets(text: &str) -> Result<Cube, FaceletError> {
    let letters: Vec<char> = text.trim().chars().collect();
    if letters.len() != 54 {
        return Err(FaceletError::Length(letters.len()));
    }
    let mut colours = [0u8; 54];
    let mut counts = [0usize; 6];
    for (i, &c) in letters.iter().enumerate() {
        let face = FACES
            .iter()
            .position(|&x| x == c)
            .ok_or(FaceletError::Letter(c))?;
        colours[i] = face as u8;
        counts[face] += 1;
    }
    if let Some(face) = (0..6).find(|&x| counts[x] != 9) {
        return Err(FaceletError::Count(FACES[face], counts[face]));
    }
    if let Some(face) = (0..6).find(|&x| usize::from(colours[x * 9 + 4]) != x) {
        return Err(FaceletError::Centre(face));
    }
    let mut cube = Cube::default();
    for (i, facelets) in CORNER_FACELETS.iter().enumerate() {
        let stickers = facelets.map(|s| colours[usize::from(s)]);
        let ori = (0..3)
            .find(|&o| stickers[o] == U as u8 || stickers[o] == D as u8)
            .ok_or(FaceletError::Corner(i))?;
        let (c1, c2) = (stickers[(ori + 1) % 3], stickers[(ori + 2) % 3]);
        let j = (0..8)
            .find(|&j| {
                CORNER_COLOURS[j][1] == c1
                    && CORNER_COLOURS[j][2] == c2
                    && CORNER_COLOURS[j][0] == stickers[ori]
            })
            .ok_or(FaceletError::Corner(i))?;
        cube.cp[i] = j as u8;
        cube.co[i] = ori as u8;
    }
    for (i, facelets) in EDGE_FACELETS.iter().enumerate() {
        let stickers = facelets.map(|s| colours[usize::from(s)]);
        let (j, flip) = (0..12)
            .find_map(|j| {
                let c = EDGE_COLOURS[j];
                if c == stickers {
                    Some((j, 0))
                } else if c == [stickers[1], stickers[0]] {
                    Some((j, 1))
                } else {
                    None
                }
            })
            .ok_or(FaceletError::Edge(i))?;
        cube.ep[i] = j as u8;
        cube.eo[i] = flip;
    }
    cube.verify().map_err(FaceletError::Cube)?;
    Ok(cube)
}

/// The facelet string of a cube.
pub fn to_facelets(cube: &Cube) -> String {
    let mut colours: [u8; 54] = std::array::from_fn(|i| (i / 9) as u8);
    for i in 0..8 {
        let (j, ori) = (usize::from(cube.cp[i]), usize::from(cube.co[i]));
        for k in 0..3 {
            colours[usize::from(CORNER_FACELETS[i][(k + ori) % 3])] = CORNER_COLOURS[j][k];
        }
    }
    for i in 0..12 {
        let (j, ori) = (usize::from(cube.ep[i]), usize::from(cube.eo[i]));
        for k in 0..2 {
            colours[usize::from(EDGE_FACELETS[i][(k + ori) % 2])] = EDGE_COLOURS[j][k];
        }
    }
    colours.iter().map(|&c| FACES[usize::from(c)]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cubie::{Move, Rng, SOLVED, parse_moves};

    const SOLVED_STRING: &str = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";

    #[test]
    fn single_turns_show_the_known_stickers() {
        assert_eq!(to_facelets(&SOLVED), SOLVED_STRING);
        let cases = [
            (
                "U",
                "UUUUUUUUUBBBRRRRRRRRRFFFFFFDDDDDDDDDFFFLLLLLLLLLBBBBBB",
            ),
            (
                "R",
                "UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB",
            ),
            (
                "F",
                "UUUUUULLLURRURRURRFFFFFFFFFRRRDDDDDDLLDLLDLLDBBBBBBBBB",
            ),
            (
                "D",
                "UUUUUUUUURRRRRRFFFFFFFFFLLLDDDDDDDDDLLLLLLBBBBBBBBBRRR",
            ),
            (
                "L",
                "BUUBUUBUURRRRRRRRRUFFUFFUFFFDDFDDFDDLLLLLLLLLBBDBBDBBD",
            ),
            (
                "B",
                "RRRUUUUUURRDRRDRRDFFFFFFFFFDDDDDDLLLULLULLULLBBBBBBBBB",
            ),
        ];
        for (turn, want) in cases {
            let c = SOLVED.apply(&parse_moves(turn).unwrap());
            assert_eq!(to_facelets(&c), want, "{turn}");
        }
    }

    #[test]
    fn facelet_strings_round_trip() {
        let mut rng = Rng::new(3);
        for _ in 0..200 {
            let c = Cube::random(&mut rng);
            assert_eq!(from_facelets(&to_facelets(&c)), Ok(c));
        }
        let c = SOLVED.apply(&[Move(0), Move(5), Move(7)]);
        assert_eq!(from_facelets(&to_facelets(&c)), Ok(c));
    }

    #[test]
    fn each_kind_of_bad_string_is_refused() {
        let good = to_facelets(&SOLVED.apply(&parse_moves("R U F' L2 D B").unwrap()));
        let with = |i: usize, c: char| {
            let mut s: Vec<char> = good.chars().collect();
            s[i] = c;
            s.into_iter().collect::<String>()
        };
        let swap = |i: usize, j: usize| {
            let mut s: Vec<char> = good.chars().collect();
            s.swap(i, j);
            s.into_iter().collect::<String>()
        };
        assert_eq!(from_facelets(&good[..53]), Err(FaceletError::Length(53)));
        assert_eq!(from_facelets(&with(0, 'X')), Err(FaceletError::Letter('X')));
        assert!(matches!(
            from_facelets(&with(0, if good.starts_with('U') { 'R' } else { 'U' })),
            Err(FaceletError::Count(..))
        ));
        // A twisted corner: the three stickers of URF turned in place.
        let (a, b, c) = (8, 9, 20);
        let mut s: Vec<char> = good.chars().collect();
        let (x, y, z) = (s[a], s[b], s[c]);
        (s[a], s[b], s[c]) = (z, x, y);
        let twisted: String = s.into_iter().collect();
        assert_eq!(
            from_facelets(&twisted),
            Err(FaceletError::Cube(CubeError::TwistedCorner))
        );
        // A flipped edge: UR's two stickers swapped.
        assert_eq!(
            from_facelets(&swap(5, 10)),
            Err(FaceletError::Cube(CubeError::FlippedEdge))
        );
        // Two edges swapped: UF and UB, stickers for stickers.
        let swapped = {
            let mut s: Vec<char> = good.chars().collect();
            s.swap(7, 1);
            s.swap(19, 46);
            s.into_iter().collect::<String>()
        };
        assert_eq!(
            from_facelets(&swapped),
            Err(FaceletError::Cube(CubeError::Parity))
        );
        // A centre moved (swapped with a sticker of the same face keeps counts).
        let solved_swapped = {
            let mut s: Vec<char> = SOLVED_STRING.chars().collect();
            s.swap(4, 13);
            s.into_iter().collect::<String>()
        };
        assert_eq!(from_facelets(&solved_swapped), Err(FaceletError::Centre(0)));
        // Stickers that make no corner: two U stickers on one corner.
        let no_corner = {
            let mut s: Vec<char> = SOLVED_STRING.chars().collect();
            s.swap(9, 1);
            s.into_iter().collect::<String>()
        };
        assert!(matches!(
            from_facelets(&no_corner),
            Err(FaceletError::Corner(_) | FaceletError::Edge(_))
        ));
        for e in [
            FaceletError::Length(3),
            FaceletError::Cube(CubeError::Parity),
            FaceletError::Corner(0),
        ] {
            assert!(!e.to_string().contains('\n'));
        }
    }
}
