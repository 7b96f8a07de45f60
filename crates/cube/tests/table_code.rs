//! The code that builds the real pattern databases, checked by default
//! against breadth-first searches that know nothing of it:
//!
//! - the corner database, full size (88 million entries, seconds at the
//!   crate's opt-level 3), entry by entry against a plain search over the
//!   corner positions to depth 6, and the solver on it against the
//!   whole-cube distance;
//! - the layer database's builder ([`layer_db::build_over`]: its classes
//!   and symmetries, the stabiliser fill, the forward and backward steps,
//!   the codes over a base and the word fallback) at a reduced size: the
//!   edge part is the E-slice comb alone (495 values in a few dozen
//!   classes) instead of the comb and the flip, the corner part the real
//!   one. Its every entry is checked against a plain search over the raw
//!   (comb, corner part) values, without symmetries.
//!
//! The full layer database (2.45 GiB, minutes to build) is checked by the
//! ignored tests of `optimal.rs` and by `cube bench`, which runs them.

use std::collections::HashMap;

use cube::coord::{self, Coords, N_TWIST, Symmetries};
use cube::count::distance;
use cube::cubie::{Cube, Move, N_MOVES, Rng, SOLVED};
use cube::layers::{Classes, Layers, N_COMB, N_CORNER_PART};
use cube::prune::CornerDb;
use cube::prune::layer_db::{self, Edges, PER};
use cube::solve::{Lookup, Solver};

/// Breadth-first distances over `n` values from `start` (`next(v, m)`: the
/// value after move `m`; every move has its inverse among the moves, so
/// the graph is undirected), level by level: from the frontier while it is
/// small, else from each value not reached, looking for a neighbour on the
/// frontier. 255 for values not reached.
fn bfs(n: usize, start: usize, next: impl Fn(usize, usize) -> usize) -> Vec<u8> {
    let mut dist = vec![u8::MAX; n];
    dist[start] = 0;
    let (mut frontier, mut reached) = (1, 1);
    for d in 1u8.. {
        let mut found = 0;
        if frontier * 4 < n - reached {
            for v in 0..n {
                if dist[v] == d - 1 {
                    for m in 0..N_MOVES {
                        let w = next(v, m);
                        if dist[w] == u8::MAX {
                            dist[w] = d;
                            found += 1;
                        }
                    }
                }
            }
        } else {
            for v in 0..n {
                if dist[v] == u8::MAX && (0..N_MOVES).any(|m| dist[next(v, m)] == d - 1) {
                    dist[v] = d;
                    found += 1;
                }
            }
        }
        if found == 0 {
            break;
        }
        (frontier, reached) = (found, reached + found);
    }
    dist
}

/// Corner positions (`cperm * 2187 + twist`) within `depth`, by a plain
/// search over the move tables.
fn corner_distances(coords: &Coords, depth: u8) -> HashMap<u32, u8> {
    let t = N_TWIST;
    let mut dist = HashMap::from([(0u32, 0u8)]);
    let mut frontier = vec![0u32];
    for d in 1..=depth {
        let mut found = Vec::new();
        for &k in &frontier {
            let (p, tw) = (k as usize / t, k as usize % t);
            for m in 0..N_MOVES {
                let j = (usize::from(coords.cperm_move[p * N_MOVES + m]) * t
                    + usize::from(coords.twist_move[tw * N_MOVES + m]))
                    as u32;
                dist.entry(j).or_insert_with(|| {
                    found.push(j);
                    d
                });
            }
        }
        frontier = found;
    }
    dist
}

/// The real corner database and an exact layer bound to depth 4 (a plain
/// search): the solver's corner lookups are the real table's.
struct RealCorners {
    coords: Coords,
    layers: Layers,
    corner: CornerDb,
    layer: HashMap<usize, u8>,
}

const LAYER_DEPTH: u32 = 4;

impl Lookup for RealCorners {
    fn coords(&self) -> &Coords {
        &self.coords
    }
    fn layers(&self) -> &Layers {
        &self.layers
    }
    fn corner(&self, i: u32) -> u32 {
        self.corner.get(i)
    }
    fn prefetch_corner(&self, i: u32) {
        self.corner.prefetch(i);
    }
    fn layer(&self, i: usize) -> u32 {
        self.layer
            .get(&i)
            .map_or(LAYER_DEPTH + 1, |&d| u32::from(d))
    }
    fn prefetch_layer(&self, _: usize) {}
}

#[test]
fn the_corner_database_is_the_plain_search_s_distances_and_solves_optimally() {
    let coords = Coords::new();
    let (corner, histogram) = CornerDb::build(&coords, 2);
    let near = corner_distances(&coords, 6);
    for (d, n) in histogram.iter().enumerate().take(7) {
        let plain = near.values().filter(|&&x| usize::from(x) == d).count();
        assert_eq!(*n, plain as u64, "positions at distance {d}");
    }
    for i in 0..coord::N_CORNERS as u32 {
        let got = corner.get(i);
        match near.get(&i) {
            Some(&d) => assert_eq!(got, u32::from(d), "corner position {i}"),
            None => assert!(got > 6 && got <= 11, "corner position {i}: {got}"),
        }
    }

    // The solver on the real corner table, against the whole-cube
    // distance, on scrambles past the layer bound's depth.
    let layers = Layers::new(&Symmetries::new());
    let goal = layers.index(&coords, layers.solved_comb, 0, layers.solved_csplit, 0);
    // Exact to LAYER_DEPTH: a plain search over cubes, told apart by their
    // raw coordinates (an entry stands for several), each read into its
    // entry.
    let raw = |c: &Cube| {
        (
            layers.comb(c),
            coord::flip(c),
            layers.csplit(c),
            coord::twist(c),
        )
    };
    let mut seen = HashMap::from([(raw(&SOLVED), 0u8)]);
    let mut layer = HashMap::from([(goal, 0u8)]);
    let mut frontier = vec![SOLVED];
    for d in 1..=LAYER_DEPTH as u8 {
        let mut found = Vec::new();
        for c in &frontier {
            for m in Move::all() {
                let next = c.turn(m);
                if let std::collections::hash_map::Entry::Vacant(v) = seen.entry(raw(&next)) {
                    v.insert(d);
                    layer
                        .entry(layers.index_of_cube(&coords, &next))
                        .or_insert(d);
                    found.push(next);
                }
            }
        }
        frontier = found;
    }
    let tables = RealCorners {
        coords,
        layers,
        corner,
        layer,
    };
    let solver = Solver::new(&tables);
    let mut rng = Rng::new(46);
    for i in 0..12 {
        let len = 6 + i % 3;
        let cube = SOLVED.apply(&rng.scramble(len));
        let want = distance(&cube, len as u32).expect("a scramble is within its length");
        let (got, report) = solver.solve(&cube, 2, None);
        let got = got.unwrap_or_else(|| panic!("{:?}", report.outcome));
        assert_eq!(cube.apply(&got), SOLVED, "scramble {i}");
        assert_eq!(got.len() as u32, want, "scramble {i} ({len} moves)");
    }
}

/// A cube whose E-slice edges stand in the places of comb `rank` (the
/// rest solved, no flip).
fn with_comb(layers: &Layers, rank: usize) -> Cube {
    let mask = (0..1usize << 12)
        .find(|&m| m.count_ones() == 4 && usize::from(layers.comb_rank[m]) == rank)
        .expect("a mask of each rank");
    let mut c = SOLVED;
    let (mut e, mut o) = (8, 0);
    for p in 0..12 {
        let slot = if mask >> p & 1 == 1 { &mut e } else { &mut o };
        c.ep[p] = *slot;
        *slot += 1;
    }
    c
}

#[test]
fn the_layer_database_builder_at_a_reduced_size_is_the_plain_search_s_distances() {
    const BASE: u32 = 7;
    let sym = Symmetries::new();
    let coords = Coords::new();
    let layers = Layers::new(&sym);
    let classes = Classes::new(
        &sym,
        N_COMB,
        |r| with_comb(&layers, r),
        |c| usize::from(layers.comb(c)),
    );
    let rows = classes.rep.len();
    let edges = Edges {
        classes: &classes,
        solved: usize::from(layers.comb(&SOLVED)),
        turn: |e: usize, m: usize| usize::from(layers.comb_move[e * N_MOVES + m]),
    };
    let (words, histogram) = layer_db::build_over(&coords, &layers, &edges, BASE, 2);
    assert_eq!(words.len(), rows * N_CORNER_PART / PER);

    // The plain search: raw values comb * N_CORNER_PART + corner part.
    let split = usize::from(layers.csplit(&SOLVED));
    let start = usize::from(layers.comb(&SOLVED)) * N_CORNER_PART
        + split * N_TWIST
        + usize::from(coord::twist(&SOLVED));
    let dist = bfs(N_COMB * N_CORNER_PART, start, |v, m| {
        let (comb, part) = (v / N_CORNER_PART, v % N_CORNER_PART);
        usize::from(layers.comb_move[comb * N_MOVES + m]) * N_CORNER_PART
            + layers.corner_move(&coords, part, m)
    });
    assert!(dist.iter().all(|&d| d != u8::MAX), "every value is reached");
    let deepest = u32::from(*dist.iter().max().unwrap());
    assert!(
        deepest >= BASE + 3,
        "codes 1, 2 and 3 all in use: deepest {deepest}"
    );

    // Each entry's distance: every raw value read into it agrees.
    let mut exact = vec![u8::MAX; rows * N_CORNER_PART];
    for (v, &d) in dist.iter().enumerate() {
        let (comb, part) = (v / N_CORNER_PART, v % N_CORNER_PART);
        let entry = layers.index_of(
            &coords,
            classes.class[comb],
            (part / N_TWIST) as u8,
            (part % N_TWIST) as u16,
        );
        let old = std::mem::replace(&mut exact[entry], d);
        assert!(old == u8::MAX || old == d, "entry {entry}: {old} and {d}");
    }
    assert!(
        exact.iter().all(|&d| d != u8::MAX),
        "every entry is a position"
    );

    // The histogram: entries per distance to BASE + 2, then the rest.
    let mut want = vec![0u64; BASE as usize + 4];
    for &d in &exact {
        want[usize::from(d).min(BASE as usize + 3)] += 1;
    }
    assert_eq!(histogram, want);

    // Each entry's code, and each word's fallback: the smallest distance
    // among its entries.
    for (w, &word) in words.iter().enumerate() {
        let entries = &exact[w * PER..(w + 1) * PER];
        let smallest = u32::from(*entries.iter().min().unwrap());
        for (k, &d) in entries.iter().enumerate() {
            let (d, got) = (u32::from(d), layer_db::decode_over(BASE, word, w * PER + k));
            let want = match d {
                d if d <= BASE => smallest,
                d if d <= BASE + 2 => d,
                _ => BASE + 3,
            };
            assert_eq!(got, want, "entry {} at distance {d}", w * PER + k);
        }
    }
}
