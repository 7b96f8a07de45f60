//! Small random deals of the variants (tubes of their own heights, locks,
//! ball sort), for the tests that play them.

use rand::Rng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use water_sort_core::{Board, Colour, Rule, Variant};

#[derive(Clone, Copy)]
pub struct Kinds {
    pub heights: bool,
    pub locks: bool,
    pub ball: bool,
}

/// A small random deal of the kinds asked for (`None` when the draw does
/// not make a board).
pub fn deal(kinds: Kinds, rng: &mut ChaCha8Rng) -> Option<Board> {
    let colours = rng.random_range(2..=3usize);
    let tubes = colours + rng.random_range(1..=2usize);
    let capacity = rng.random_range(2..=4usize);
    let heights: Vec<usize> = if kinds.heights {
        (0..tubes).map(|_| rng.random_range(2..=4)).collect()
    } else {
        vec![]
    };
    let height = |t: usize| heights.get(t).copied().unwrap_or(capacity);
    let counts: Vec<usize> = (0..colours)
        .map(|_| {
            if kinds.heights {
                rng.random_range(1..=4)
            } else {
                capacity
            }
        })
        .collect();
    let mut units: Vec<Colour> = (0..colours)
        .flat_map(|c| std::iter::repeat_n(c as Colour, counts[c]))
        .collect();
    units.shuffle(rng);
    let mut tubes_units: Vec<Vec<Colour>> = vec![vec![]; tubes];
    for u in units {
        let room: Vec<usize> = (0..tubes)
            .filter(|&t| tubes_units[t].len() < height(t))
            .collect();
        let &t = room.get(rng.random_range(0..room.len().max(1)))?;
        tubes_units[t].push(u);
    }
    let locks = if kinds.locks {
        let mut locks = vec![None; tubes];
        for _ in 0..rng.random_range(1..=2) {
            locks[rng.random_range(0..tubes)] = Some(rng.random_range(0..colours) as Colour);
        }
        locks
    } else {
        vec![]
    };
    let variant = Variant {
        rule: if kinds.ball { Rule::Ball } else { Rule::Water },
        heights,
        locks,
    };
    Board::with_variant(capacity, &tubes_units, &variant).ok()
}
