//! The solver and the generator as the author's assistants: a level's
//! verdict and rating, a mystery level's verdict at the player's start, and
//! seeded deals.

use crate::board::{Board, Colour, MAX_CAPACITY, MIN_CAPACITY, Tube};
use crate::generate::{random_deal, rate_cancellable};
use crate::level::Level;
use crate::play::Play;
use crate::reveal::reveal_tube;
use crate::solver::view_advice::{MysteryLimits, MysteryVerdict, advise};
use crate::solver::{CancelToken, Limits, Outcome, solve};

/// What the solver says of a level, with the generator's rating.
#[derive(Clone, Debug, PartialEq)]
pub enum Assessment {
    /// Solved optimally.
    Solvable {
        /// Moves of a shortest solution.
        optimal_moves: u32,
        /// The generator's difficulty score (see [`rate`](crate::generate::rate)).
        difficulty: f64,
    },
    /// Solvable, but the budget ran out before a shortest solution was proven.
    SolvableNotOptimal {
        /// Moves of the solution found.
        moves: u32,
    },
    /// Proven to have no solution.
    Unsolvable,
    /// The budget ran out before any answer.
    GaveUp,
}

/// Solves a level and rates it as the generator does; `None` if cancelled.
pub fn assess(level: &Level, limits: &Limits, cancel: Option<&CancelToken>) -> Option<Assessment> {
    let board = Board::with_variant(level.capacity, &level.tubes, &level.variant).ok()?;
    let report = solve(&board, limits, cancel);
    Some(match report.outcome {
        Outcome::Optimal(path) => {
            let rating = rate_cancellable(&board, &path, report.nodes_expanded, limits, cancel)?;
            Assessment::Solvable {
                optimal_moves: rating.optimal_moves,
                difficulty: rating.difficulty,
            }
        }
        Outcome::Unsolvable => Assessment::Unsolvable,
        Outcome::GaveUp { best: Some(p), .. } => Assessment::SolvableNotOptimal {
            moves: p.len() as u32,
        },
        Outcome::GaveUp { best: None, .. } => Assessment::GaveUp,
        Outcome::Cancelled => return None,
    })
}

/// Per tube, how many units the player finds hidden at the start: the
/// level's hidden counts after the start's reveals (see [`crate::reveal`]).
/// Works on a level being edited too, whatever its colour counts.
pub fn start_hidden(level: &Level) -> Vec<usize> {
    level
        .tubes
        .iter()
        .zip(level.hidden_per_tube())
        .map(|(units, hidden)| {
            let mut hidden = hidden.min(units.len());
            reveal_tube(&Tube::from_units(units), &mut hidden);
            hidden
        })
        .collect()
}

/// The honest verdict on a mystery level at the player's start (what help
/// in the game would say, from what the player sees); `None` when the level
/// is not a valid board or the search was cancelled.
pub fn assess_start(
    level: &Level,
    limits: &MysteryLimits,
    cancel: Option<&CancelToken>,
) -> Option<MysteryVerdict> {
    Board::new(level.capacity, &level.tubes).ok()?;
    let play = Play::of_level(level);
    let advice = advise(&play.view(), limits, cancel);
    if cancel.is_some_and(CancelToken::is_cancelled) {
        return None;
    }
    Some(advice.verdict)
}

/// A seed for a deal (short enough to type back in).
pub fn random_seed() -> u64 {
    getrandom::u32().map_or(0, u64::from)
}

/// A fresh deal for a level of `tubes` tubes of `capacity`: as many colours
/// as leave two tubes empty (one when the level has three tubes), from the
/// first seed at or after `seed` whose deal is solvable and has no tube
/// already finished, as `generate` asks. Returns the seed used (dealing it
/// again gives the same tubes) and the tubes; `None` if cancelled, if no
/// seed of a thousand worked, or for fewer than three tubes (or colours in
/// the palette): one colour is no puzzle.
pub fn deal(
    tubes: usize,
    capacity: usize,
    palette_len: usize,
    seed: u64,
    limits: &Limits,
    cancel: Option<&CancelToken>,
) -> Option<(u64, Vec<Vec<Colour>>)> {
    let empty = if tubes > 3 { 2 } else { 1 };
    let colours = tubes.saturating_sub(empty).min(palette_len);
    if colours < 2 || !(MIN_CAPACITY..=MAX_CAPACITY).contains(&capacity) {
        return None;
    }
    let empty = tubes - colours;
    for k in 0..1000u64 {
        let s = seed.wrapping_add(k);
        let board = random_deal(colours, empty, capacity, s);
        if board.tubes().iter().any(|t| t.is_complete(capacity)) {
            continue;
        }
        match solve(&board, limits, cancel).outcome {
            Outcome::Optimal(_) => {
                return Some((
                    s,
                    board.tubes().iter().map(|t| t.units().to_vec()).collect(),
                ));
            }
            Outcome::Cancelled => return None,
            _ => continue,
        }
    }
    None
}
