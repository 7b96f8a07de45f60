//! The pocket cube (2x2x2 Rubik's cube) on the generic search crate.
//!
//! `cargo run --release -p search --example pocket_cube -- table` prints the
//! number of positions at each distance from solved (breadth-first search,
//! half-turn metric), `... -- solve "R U2 F' R2 U' F R' U F2"` an optimal
//! solution found by IDA* with two pattern databases, and `... -- check`
//! solves the 2,644 farthest positions and 1,000 random ones, timing each.
//!
//! The model is geometric: a sticker is (corner position in {-1,1}^3, axis
//! of its face), and a turn rotates the stickers of one layer by -90 degrees
//! about the face's outward normal (clockwise seen from outside). Colours are
//! the faces the stickers start on. The down-back-left corner stays fixed, so
//! the moves are U, R and F (quarter and half turns); a scramble may use all
//! six faces and is then turned as a whole until that corner is home.
//!
//! A position is two coordinates: where the seven other corners are (a
//! permutation, 5,040 values) and which of its slot's stickers shows each
//! corner's up/down colour (3^7 = 2,187 values, 729 reachable). Each
//! coordinate changes under a move independently of the other, so each has a
//! move table and a pattern database (its distance to solved, found by
//! breadth-first search over that coordinate alone). The heuristic is the
//! larger of the two: both are lower bounds, so it is admissible.

use std::time::Instant;

use search::{CancelToken, Domain, Limits, Outcome, Reversible, bfs, ida};

type V = [i32; 3];

/// Sticker index: corner (bit 0: x > 0, bit 1: y > 0, bit 2: z > 0) * 3 + axis.
type Stickers = [u8; 24];

/// Axes: x points right (R), y up (U), z to the front (F).
const FACES: [(char, usize, i32); 6] = [
    ('U', 1, 1),
    ('R', 0, 1),
    ('F', 2, 1),
    ('D', 1, -1),
    ('L', 0, -1),
    ('B', 2, -1),
];

fn corner_pos(c: usize) -> V {
    [0, 1, 2].map(|a| if c >> a & 1 == 1 { 1 } else { -1 })
}

fn corner_of(p: V) -> usize {
    (0..3).map(|a| usize::from(p[a] > 0) << a).sum()
}

fn solved() -> Stickers {
    std::array::from_fn(|i| ((i % 3) * 2 + ((i / 3) >> (i % 3) & 1)) as u8)
}

/// Where each sticker goes under a rotation `rot` of the stickers selected.
fn transform(select: impl Fn(V) -> bool, rot: impl Fn(V) -> V) -> [usize; 24] {
    std::array::from_fn(|i| {
        let (pos, axis) = (corner_pos(i / 3), i % 3);
        if !select(pos) {
            return i;
        }
        let mut normal = [0; 3];
        normal[axis] = pos[axis];
        let (p, n) = (rot(pos), rot(normal));
        let a = (0..3).find(|&a| n[a] != 0).expect("a unit normal");
        corner_of(p) * 3 + a
    })
}

fn apply(s: &Stickers, to: &[usize; 24]) -> Stickers {
    let mut out = [0; 24];
    for i in 0..24 {
        out[to[i]] = s[i];
    }
    out
}

/// A clockwise quarter turn of face `f` (an index into `FACES`).
fn quarter(f: usize) -> [usize; 24] {
    let (_, axis, sign) = FACES[f];
    let mut n = [0; 3];
    n[axis] = sign;
    // Rotation by -90 degrees about n: v -> -(n x v) + n (n . v).
    let rot = move |v: V| {
        let cross = [
            n[1] * v[2] - n[2] * v[1],
            n[2] * v[0] - n[0] * v[2],
            n[0] * v[1] - n[1] * v[0],
        ];
        let dot = n[0] * v[0] + n[1] * v[1] + n[2] * v[2];
        [0, 1, 2].map(|k| -cross[k] + n[k] * dot)
    };
    transform(move |p| p[axis] == sign, rot)
}

/// A turn: face index and quarter turns clockwise (1, 2 or 3 = anticlockwise).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Turn {
    face: usize,
    quarters: usize,
}

impl Turn {
    fn name(self) -> String {
        let suffix = ["", "2", "'"][self.quarters - 1];
        format!("{}{suffix}", FACES[self.face].0)
    }
    #[cfg(test)]
    fn inverse(self) -> Turn {
        Turn {
            face: self.face,
            quarters: 4 - self.quarters,
        }
    }
    fn apply(self, s: &Stickers) -> Stickers {
        let q = quarter(self.face);
        (0..self.quarters).fold(*s, |s, _| apply(&s, &q))
    }
}

fn parse(scramble: &str) -> Result<Vec<Turn>, String> {
    scramble
        .split_whitespace()
        .map(|t| {
            let mut chars = t.chars();
            let letter = chars.next().expect("non-empty token");
            let face = FACES
                .iter()
                .position(|f| f.0 == letter)
                .ok_or_else(|| format!("unknown face in {t:?} (U R F D L B)"))?;
            let quarters = match chars.as_str() {
                "" => 1,
                "2" => 2,
                "'" => 3,
                _ => return Err(format!("bad turn {t:?} (like R, R2 or R')")),
            };
            Ok(Turn { face, quarters })
        })
        .collect()
}

/// Turns the whole cube so that the down-back-left corner is home.
fn normalise(s: &Stickers) -> Stickers {
    let home = solved();
    for perm in [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ] {
        for signs in 0..8 {
            let m = move |v: V| {
                [0, 1, 2].map(|k| v[perm[k]] * if signs >> k & 1 == 1 { -1 } else { 1 })
            };
            let t = transform(|_| true, m);
            let r = apply(s, &t);
            if r[..3] == home[..3] {
                return r;
            }
        }
    }
    unreachable!("some whole-cube turn brings the corner home")
}

const PERMS: usize = 5040;
const ORIENTS: usize = 2187;
/// The nine moves of the search: U, U2, U', R, R2, R', F, F2, F'.
const MOVES: usize = 9;

fn move_turn(m: usize) -> Turn {
    Turn {
        face: m / 3,
        quarters: m % 3 + 1,
    }
}

/// (permutation, orientation) coordinates of a position with corner 0 home.
fn coords(s: &Stickers) -> (usize, usize) {
    let mut ids = [0usize; 7];
    let mut orient = 0;
    for slot in (1..8).rev() {
        let colours = &s[slot * 3..slot * 3 + 3];
        ids[slot - 1] = colours.iter().map(|&c| ((c % 2) as usize) << (c / 2)).sum();
        let ud = colours
            .iter()
            .position(|&c| c / 2 == 1)
            .expect("an up/down sticker");
        orient = orient * 3 + ud;
    }
    // Lehmer code of the ids 1..=7.
    let mut perm = 0;
    for i in 0..7 {
        let smaller = ids[i + 1..].iter().filter(|&&x| x < ids[i]).count();
        perm = perm * (7 - i) + smaller;
    }
    (perm, orient)
}

/// Move tables and pattern databases, by breadth-first search over each
/// coordinate (one sticker state standing for each coordinate value).
struct Tables {
    perm_move: Vec<[u16; MOVES]>,
    orient_move: Vec<[u16; MOVES]>,
    perm_depth: Vec<u8>,
    orient_depth: Vec<u8>,
    goal: (usize, usize),
}

impl Tables {
    fn new() -> Tables {
        let quarters: Vec<[usize; 24]> = (0..3).map(quarter).collect();
        let turn = |s: &Stickers, m: usize| {
            let q = &quarters[m / 3];
            (0..m % 3 + 1).fold(*s, |s, _| apply(&s, q))
        };
        let project = |size: usize, which: &dyn Fn(&Stickers) -> usize| {
            let mut moves = vec![[0u16; MOVES]; size];
            let mut depth = vec![u8::MAX; size];
            let start = solved();
            depth[which(&start)] = 0;
            let mut queue = vec![start];
            let mut next = 0;
            while next < queue.len() {
                let s = queue[next];
                next += 1;
                let here = which(&s);
                for (m, slot) in moves[here].iter_mut().enumerate() {
                    let t = turn(&s, m);
                    let there = which(&t);
                    *slot = there as u16;
                    if depth[there] == u8::MAX {
                        depth[there] = depth[here] + 1;
                        queue.push(t);
                    }
                }
            }
            (moves, depth)
        };
        let (perm_move, perm_depth) = project(PERMS, &|s| coords(s).0);
        let (orient_move, orient_depth) = project(ORIENTS, &|s| coords(s).1);
        Tables {
            perm_move,
            orient_move,
            perm_depth,
            orient_depth,
            goal: coords(&solved()),
        }
    }

    fn step(&self, (p, o): (usize, usize), m: usize) -> (usize, usize) {
        (
            self.perm_move[p][m] as usize,
            self.orient_move[o][m] as usize,
        )
    }

    fn h(&self, (p, o): (usize, usize)) -> u32 {
        self.perm_depth[p].max(self.orient_depth[o]) as u32
    }
}

/// The search domain. With `prune`, the key also holds the face of the last
/// turn (bits 32..), and no turn follows one of the same face (two turns of a
/// face are one turn or none); without it the key is the position alone, as
/// breadth-first search needs.
struct Cube<'t> {
    tables: &'t Tables,
    start: (usize, usize),
    prune: bool,
}

fn key_of((p, o): (usize, usize), last: u64) -> u64 {
    (p * ORIENTS + o) as u64 | last << 32
}

fn unkey(k: u64) -> ((usize, usize), u64) {
    let pos = (k & 0xffff_ffff) as usize;
    ((pos / ORIENTS, pos % ORIENTS), k >> 32)
}

impl Domain for Cube<'_> {
    fn key_words(&self) -> usize {
        1
    }
    fn start(&mut self, key: &mut [u64]) {
        key[0] = key_of(self.start, 0);
    }
    fn heuristic(&mut self, key: &[u64]) -> u32 {
        self.tables.h(unkey(key[0]).0)
    }
    fn is_goal(&mut self, key: &[u64], _h: u32) -> bool {
        unkey(key[0]).0 == self.tables.goal
    }
    fn expand<F: FnMut(&[u64], u32, u32) -> bool>(&mut self, key: &[u64], mut visit: F) -> bool {
        let (pos, last) = unkey(key[0]);
        for m in 0..MOVES {
            let face = (m / 3) as u64 + 1;
            if self.prune && face == last {
                continue;
            }
            let next = self.tables.step(pos, m);
            let tag = if self.prune { face } else { 0 };
            if !visit(&[key_of(next, tag)], 1, self.tables.h(next)) {
                return false;
            }
        }
        true
    }
}

impl Reversible for Cube<'_> {
    fn goal(&mut self, key: &mut [u64]) {
        key[0] = key_of(self.tables.goal, 0);
    }
    /// Every turn's inverse is a turn, so predecessors are successors.
    fn predecessors<F: FnMut(&[u64]) -> bool>(&mut self, key: &[u64], mut visit: F) -> bool {
        let (pos, _) = unkey(key[0]);
        (0..MOVES).all(|m| visit(&[key_of(self.tables.step(pos, m), 0)]))
    }
}

/// The turns along a path of keys.
fn turns_along(tables: &Tables, path: &search::Path) -> Vec<Turn> {
    let states: Vec<(usize, usize)> = path.states().map(|k| unkey(k[0]).0).collect();
    states
        .windows(2)
        .map(|w| {
            let m = (0..MOVES)
                .find(|&m| tables.step(w[0], m) == w[1])
                .expect("consecutive states are one turn apart");
            move_turn(m)
        })
        .collect()
}

/// An optimal solution of a position (coordinates), by IDA*.
fn solve(tables: &Tables, start: (usize, usize)) -> (Vec<Turn>, search::Report) {
    let mut cube = Cube {
        tables,
        start,
        prune: true,
    };
    let report = ida::solve(&mut cube, &Limits::default(), None::<&CancelToken>);
    let Outcome::Found(path) = &report.outcome else {
        panic!("every position is solvable: {:?}", report.outcome)
    };
    (turns_along(tables, path), report)
}

/// Positions per distance from solved, by the crate's breadth-first search.
fn layers(tables: &Tables) -> Vec<u64> {
    let mut cube = Cube {
        tables,
        start: tables.goal,
        prune: false,
    };
    let (layers, report) = bfs::layers(&mut cube, &Limits::default(), None);
    assert_eq!(report.outcome, Outcome::Exhausted);
    layers
}

/// Distance of every position (indexed by `p * ORIENTS + o`; `u8::MAX` for
/// unreachable orientation values), by a plain breadth-first search over an
/// array: the reference the tests hold IDA* to.
fn distances(tables: &Tables) -> Vec<u8> {
    let mut dist = vec![u8::MAX; PERMS * ORIENTS];
    let index = |(p, o): (usize, usize)| p * ORIENTS + o;
    dist[index(tables.goal)] = 0;
    let mut frontier = vec![tables.goal];
    let mut d = 0;
    while !frontier.is_empty() {
        d += 1;
        let mut next = Vec::new();
        for &pos in &frontier {
            for m in 0..MOVES {
                let t = tables.step(pos, m);
                if dist[index(t)] == u8::MAX {
                    dist[index(t)] = d;
                    next.push(t);
                }
            }
        }
        frontier = next;
    }
    dist
}

struct Rng(u64);
impl Rng {
    fn next(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let tables = Tables::new();
    match args.first().map(String::as_str) {
        Some("table") => {
            let layers = layers(&tables);
            for (d, n) in layers.iter().enumerate() {
                println!("depth {d}: {n}");
            }
            println!("total: {}", layers.iter().sum::<u64>());
        }
        Some("solve") if args.len() == 2 => {
            let turns = match parse(&args[1]) {
                Ok(t) => t,
                Err(e) => {
                    eprintln!("{e}");
                    std::process::exit(2);
                }
            };
            let scrambled = normalise(&turns.iter().fold(solved(), |s, t| t.apply(&s)));
            let (solution, _) = solve(&tables, coords(&scrambled));
            let end = solution.iter().fold(scrambled, |s, t| t.apply(&s));
            assert_eq!(end, solved(), "the solution solves the scramble");
            for t in &solution {
                println!("{}", t.name());
            }
            println!("{} moves (optimal)", solution.len());
        }
        Some("check") => {
            let dist = distances(&tables);
            let mut rng = Rng(0x2545_f491_4f6c_dd1d);
            let farthest = (0..dist.len()).filter(|&i| dist[i] == 11);
            let random = (0..1000).map(|_| {
                loop {
                    let i = rng.next(dist.len());
                    if dist[i] != u8::MAX {
                        break i;
                    }
                }
            });
            let mut times = Vec::new();
            for i in farthest.chain(random) {
                let started = Instant::now();
                let (solution, _) = solve(&tables, (i / ORIENTS, i % ORIENTS));
                times.push(started.elapsed().as_secs_f64() * 1e3);
                assert_eq!(solution.len(), dist[i] as usize);
            }
            times.sort_by(f64::total_cmp);
            println!(
                "{} positions (the 2,644 at distance 11 and 1,000 random): all optimal; median {:.3} ms, worst {:.3} ms",
                times.len(),
                times[times.len() / 2],
                times[times.len() - 1]
            );
        }
        _ => {
            eprintln!("usage: pocket_cube table | solve \"R U2 F' ...\" | check");
            std::process::exit(2);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::OnceLock;

    fn tables() -> &'static Tables {
        static T: OnceLock<Tables> = OnceLock::new();
        T.get_or_init(Tables::new)
    }

    fn distance_array() -> &'static Vec<u8> {
        static D: OnceLock<Vec<u8>> = OnceLock::new();
        D.get_or_init(|| distances(tables()))
    }

    /// OEIS A079761: positions of the pocket cube at each distance, half-turn metric.
    const A079761: [u64; 12] = [
        1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644,
    ];

    #[test]
    fn four_quarter_turns_of_a_face_are_the_identity() {
        let start = solved();
        for f in 0..6 {
            let one = Turn {
                face: f,
                quarters: 1,
            };
            let mut s = start;
            for k in 1..=4 {
                s = one.apply(&s);
                assert_eq!(s == start, k == 4, "{} x{k}", one.name());
            }
        }
        let t = tables();
        for m in [0, 3, 6] {
            let mut pos = (1234, 1093);
            for _ in 0..4 {
                pos = t.step(pos, m);
            }
            assert_eq!(pos, (1234, 1093));
        }
    }

    #[test]
    fn a_scramble_then_its_inverse_is_solved() {
        let mut rng = Rng(7);
        for _ in 0..50 {
            let turns: Vec<Turn> = (0..25)
                .map(|_| Turn {
                    face: rng.next(6),
                    quarters: 1 + rng.next(3),
                })
                .collect();
            let s = turns.iter().fold(solved(), |s, t| t.apply(&s));
            let back = turns.iter().rev().fold(s, |s, t| t.inverse().apply(&s));
            assert_eq!(back, solved());
        }
    }

    #[test]
    fn the_distance_table_is_a079761() {
        assert_eq!(layers(tables()), A079761);
        let mut counts = [0u64; 12];
        for &d in distance_array().iter().filter(|&&d| d != u8::MAX) {
            counts[d as usize] += 1;
        }
        assert_eq!(counts, A079761);
        assert_eq!(A079761.iter().sum::<u64>(), 3_674_160);
    }

    #[test]
    fn ida_star_lengths_equal_the_bfs_distance() {
        let dist = distance_array();
        let mut rng = Rng(99);
        let mut solved_count = 0;
        while solved_count < 1000 {
            let i = rng.next(dist.len());
            if dist[i] == u8::MAX {
                continue;
            }
            let start = (i / ORIENTS, i % ORIENTS);
            let (turns, _) = solve(tables(), start);
            assert_eq!(turns.len(), dist[i] as usize, "position {i}");
            let end = turns.iter().fold(start, |pos, t| {
                let m = t.face * 3 + t.quarters - 1;
                tables().step(pos, m)
            });
            assert_eq!(end, tables().goal);
            solved_count += 1;
        }
    }

    #[test]
    fn scrambles_with_all_six_faces_are_solved_from_the_fixed_corner() {
        let turns = parse("R U2 F' R2 U' F R' U F2 D L' B2").unwrap();
        let s = normalise(&turns.iter().fold(solved(), |s, t| t.apply(&s)));
        let (solution, _) = solve(tables(), coords(&s));
        let end = solution.iter().fold(s, |s, t| t.apply(&s));
        assert_eq!(end, solved());
        assert!(parse("R X").is_err() && parse("R3").is_err());
    }

    #[test]
    fn bidirectional_bfs_agrees_with_ida_star() {
        let dist = distance_array();
        let mut rng = Rng(5);
        for _ in 0..20 {
            let i = loop {
                let i = rng.next(dist.len());
                if dist[i] != u8::MAX {
                    break i;
                }
            };
            let mut cube = Cube {
                tables: tables(),
                start: (i / ORIENTS, i % ORIENTS),
                prune: false,
            };
            let report = search::bidir::solve(&mut cube, &Limits::default(), None);
            let Outcome::Found(path) = report.outcome else {
                panic!("{:?}", report.outcome)
            };
            assert_eq!(path.len(), dist[i] as usize);
        }
    }

    /// Speed is a release-build promise: `cargo test --release -p search --example pocket_cube`.
    #[cfg(not(debug_assertions))]
    #[test]
    fn every_position_is_solved_in_under_50_ms() {
        let dist = distance_array();
        let mut rng = Rng(3);
        let farthest = (0..dist.len()).filter(|&i| dist[i] == 11).take(300);
        let random = (0..300).map(|_| {
            loop {
                let i = rng.next(dist.len());
                if dist[i] != u8::MAX {
                    break i;
                }
            }
        });
        for i in farthest.chain(random) {
            let started = Instant::now();
            let (turns, _) = solve(tables(), (i / ORIENTS, i % ORIENTS));
            let ms = started.elapsed().as_secs_f64() * 1e3;
            assert_eq!(turns.len(), dist[i] as usize);
            assert!(ms < 50.0, "position {i} took {ms:.1} ms");
        }
    }
}
