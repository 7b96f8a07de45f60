//! Positions at each distance from solved, by the search crate's
//! breadth-first search ([`search::bfs::layers_within`]) over whole cubes.

use search::{Domain, Limits, Outcome, bfs};

use crate::cubie::{Cube, Move, SOLVED};

/// A cube packed into two words: corners and orientations in the first,
/// edge places in the second (an exact key: one position, one key).
fn pack(c: &Cube) -> [u64; 2] {
    let mut a = 0u64;
    for i in 0..8 {
        a |= u64::from(c.cp[i]) << (3 * i) | u64::from(c.co[i]) << (24 + 2 * i);
    }
    for i in 0..12 {
        a |= u64::from(c.eo[i]) << (40 + i);
    }
    let b = (0..12).fold(0u64, |b, i| b | u64::from(c.ep[i]) << (4 * i));
    [a, b]
}

fn unpack(k: &[u64]) -> Cube {
    let (a, b) = (k[0], k[1]);
    Cube {
        cp: std::array::from_fn(|i| (a >> (3 * i) & 7) as u8),
        co: std::array::from_fn(|i| (a >> (24 + 2 * i) & 3) as u8),
        ep: std::array::from_fn(|i| (b >> (4 * i) & 15) as u8),
        eo: std::array::from_fn(|i| (a >> (40 + i) & 1) as u8),
    }
}

/// The whole cube as a search domain (no heuristic, every turn).
struct Whole {
    start: Cube,
    turns: Vec<Cube>,
}

impl Domain for Whole {
    fn key_words(&self) -> usize {
        2
    }
    fn start(&mut self, key: &mut [u64]) {
        key.copy_from_slice(&pack(&self.start));
    }
    fn heuristic(&mut self, _key: &[u64]) -> u32 {
        0
    }
    fn is_goal(&mut self, key: &[u64], _h: u32) -> bool {
        unpack(key) == SOLVED
    }
    fn expand<F: FnMut(&[u64], u32, u32) -> bool>(&mut self, key: &[u64], mut visit: F) -> bool {
        let c = unpack(key);
        self.turns
            .iter()
            .all(|t| visit(&pack(&c.multiply(t)), 1, 0))
    }
}

/// The number of positions at each distance `0..=depth` from solved, or
/// `Err` with what ran out (the search's memory budget is `max_memory`
/// bytes).
pub fn layers(depth: u32, max_memory: usize) -> Result<Vec<u64>, String> {
    let mut whole = Whole {
        start: SOLVED,
        turns: Move::all().map(Move::cube).collect(),
    };
    let limits = Limits {
        max_nodes: u64::from(u32::MAX - 1),
        max_memory,
    };
    let (mut layers, report) = bfs::layers_within(&mut whole, depth, &limits, None);
    match report.outcome {
        Outcome::Exhausted => {
            layers.resize(depth as usize + 1, 0);
            Ok(layers)
        }
        other => Err(format!(
            "breadth-first search stopped ({other:?}) after {} positions",
            report.nodes_stored
        )),
    }
}

/// The distance of `cube` from solved if it is at most `max`, by
/// bidirectional breadth-first search on the search crate.
pub fn distance(cube: &Cube, max: u32) -> Option<u32> {
    let mut whole = Whole {
        start: *cube,
        turns: Move::all().map(Move::cube).collect(),
    };
    let report = search::bidir::solve(&mut whole, &Limits::default(), None);
    match report.outcome {
        Outcome::Found(path) if path.len() as u32 <= max => Some(path.len() as u32),
        _ => None,
    }
}

impl search::Reversible for Whole {
    fn goal(&mut self, key: &mut [u64]) {
        key.copy_from_slice(&pack(&SOLVED));
    }
    /// Every turn's inverse is a turn: predecessors are successors.
    fn predecessors<F: FnMut(&[u64]) -> bool>(&mut self, key: &[u64], mut visit: F) -> bool {
        let c = unpack(key);
        self.turns.iter().all(|t| visit(&pack(&c.multiply(t))))
    }
}

/// OEIS A080601: positions of the 3x3x3 cube at each distance from solved
/// in the half-turn metric, as far as it is needed here.
pub const A080601: [u64; 8] = [1, 18, 243, 3240, 43239, 574908, 7618438, 100803036];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cubie::Rng;

    #[test]
    fn keys_round_trip() {
        let mut rng = Rng::new(4);
        for _ in 0..100 {
            let c = Cube::random(&mut rng);
            assert_eq!(unpack(&pack(&c)), c);
        }
    }

    #[test]
    fn count_to_depth_5_is_a080601() {
        assert_eq!(layers(5, 1 << 30).unwrap(), A080601[..6]);
    }
}
