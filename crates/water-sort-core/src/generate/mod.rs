//! Seeded deals, the level generator, the difficulty rating (`difficulty`)
//! and the palette of new and generated packs (`palette`).
//!
//! Randomness comes from ChaCha8, whose output is fixed by its specification,
//! and every draw below uses `u32` ranges, so a seed gives the same deal on
//! every machine (32- or 64-bit, any endianness).

mod difficulty;
mod palette;
mod variants;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::board::{Board, Colour, MAX_CAPACITY, MIN_CAPACITY};
use crate::knowledge::View;
use crate::level::{Level, MAX_TUBES_DRAWABLE, Pack};
use crate::solver::view_advice::{MysteryLimits, guaranteed};
use crate::solver::{Limits, Outcome, solve};
use crate::text::plural;
pub use difficulty::{Rating, rate, rate_cancellable};
pub use palette::{DEFAULT_PALETTE, default_palette};
pub use variants::VariantKind;

/// A uniformly shuffled deal: `colours` colours of `capacity` units each in
/// `colours` full tubes, then `empty` empty tubes.
pub fn random_deal(colours: usize, empty: usize, capacity: usize, seed: u64) -> Board {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    deal_with(&mut rng, colours, empty, capacity)
}

fn deal_with(rng: &mut ChaCha8Rng, colours: usize, empty: usize, capacity: usize) -> Board {
    let mut units: Vec<Colour> = (0..colours)
        .flat_map(|c| std::iter::repeat_n(c as Colour, capacity))
        .collect();
    // Fisher-Yates with u32 draws (portable, unlike usize ranges).
    for i in (1..units.len()).rev() {
        let j = rng.random_range(0..=i as u32) as usize;
        units.swap(i, j);
    }
    let mut tubes: Vec<Vec<Colour>> = units.chunks(capacity).map(|c| c.to_vec()).collect();
    tubes.extend(std::iter::repeat_n(Vec::new(), empty));
    Board::new(capacity, &tubes).expect("a deal has valid counts")
}

/// What `water-sort generate` asks for.
#[derive(Clone, Debug, PartialEq)]
pub struct GenerateOptions {
    /// Colours of the first and the last level; levels in between ramp
    /// evenly (equal for a pack of one size).
    pub colours: (usize, usize),
    /// Empty tubes of every level.
    pub empty: usize,
    /// Units per tube.
    pub capacity: usize,
    /// Levels in the pack.
    pub count: usize,
    /// Seed of the deals: the same options give the same pack.
    pub seed: u64,
    /// Reject deals solved in fewer moves (default: the number of colours).
    pub min_moves: Option<u32>,
    /// Reject deals whose shortest solution is longer.
    pub max_moves: Option<u32>,
    /// The pack's name (not empty).
    pub name: String,
    /// Budget of each solve; a deal the solver cannot settle is rejected.
    pub limits: Limits,
    /// Units hidden at the bottom of each tube (a mystery level; 0: none).
    /// A tube hides at most all but its top unit, and the reveal rule runs
    /// on the deal, so units under the top run that share its colour show:
    /// each level records the counts the player starts with.
    pub hidden: usize,
    /// Keep only deals whose start is proven guaranteed (a strategy seeing
    /// only what the player sees wins whatever is hidden), trying at most
    /// [`MAX_GUARANTEE_TRIES`] deals per level.
    pub guaranteed: bool,
    /// The rules of the levels: classic, or one of the variants (each
    /// kind deals from a seeded stream of its own; classic packs are what
    /// they always were).
    pub variant: VariantKind,
}

/// Why no pack was generated.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GenerateError {
    /// The options contradict each other or the rules (the message says how).
    #[error("{0}")]
    Invalid(String),
    #[error(
        "no deal for level {level} ({colours} colours) met the requirements in {tries} tries; widen --min-moves/--max-moves or add empty tubes"
    )]
    /// No deal met the move limits within [`MAX_TRIES`].
    Exhausted {
        /// The level, numbered from 1.
        level: usize,
        /// Its colours.
        colours: usize,
        /// Deals tried.
        tries: usize,
    },
    #[error(
        "no deal for level {level} ({colours} colours, {hidden} hidden per tube) was proven guaranteed in {tries} tries; hide fewer units (--hidden) or add empty tubes"
    )]
    /// `guaranteed` was asked and no deal's start was proven guaranteed
    /// within [`MAX_GUARANTEE_TRIES`] (or [`MAX_TRIES`] deals in all).
    NotGuaranteed {
        /// The level, numbered from 1.
        level: usize,
        /// Its colours.
        colours: usize,
        /// Units hidden per tube asked for.
        hidden: usize,
        /// Deals whose start was searched.
        tries: usize,
    },
}

/// Most deals tried per level before giving up.
pub const MAX_TRIES: usize = 2000;

/// Most deals per level whose start the guarantee search examines (each
/// can take seconds on 12 colours) before giving up.
pub const MAX_GUARANTEE_TRIES: usize = 60;

impl GenerateOptions {
    fn check(&self) -> Result<(), GenerateError> {
        let invalid = |m: String| Err(GenerateError::Invalid(m));
        let (lo, hi) = self.colours;
        if lo < 2 || hi < lo {
            let got = if lo == hi {
                lo.to_string()
            } else {
                format!("{lo}-{hi}")
            };
            return invalid(format!(
                "--colors must be at least 2 (and a range must go up), got {got}"
            ));
        }
        // The pack format refuses a pack without a name.
        if self.name.trim().is_empty() {
            return invalid("--name must not be empty: a pack needs a name".into());
        }
        if hi > DEFAULT_PALETTE.len() {
            return invalid(format!(
                "--colors {hi} is more than the {} colours the palette has",
                DEFAULT_PALETTE.len()
            ));
        }
        if hi + self.empty > MAX_TUBES_DRAWABLE {
            return invalid(format!(
                "{hi} colours + {} empty tubes is more than the {MAX_TUBES_DRAWABLE} tubes the game draws",
                self.empty
            ));
        }
        if !(MIN_CAPACITY..=MAX_CAPACITY).contains(&self.capacity) {
            return invalid(format!(
                "--capacity must be {MIN_CAPACITY} to {MAX_CAPACITY}, got {}",
                self.capacity
            ));
        }
        if self.empty == 0 {
            return invalid(
                "--empty must be at least 1: with no empty tube nothing can move".into(),
            );
        }
        if self.count == 0 {
            return invalid("--count must be at least 1".into());
        }
        if self.guaranteed && self.hidden == 0 {
            return invalid(
                "--guaranteed needs --hidden: a level hiding nothing is its solver's verdict"
                    .into(),
            );
        }
        if self.hidden > 0 && self.variant != VariantKind::Classic {
            return invalid(format!(
                "--hidden cannot be combined with --variant {}: mystery levels are classic only",
                self.variant.name()
            ));
        }
        if self.variant == VariantKind::Heights && self.capacity < MIN_CAPACITY + 1 {
            return invalid(format!(
                "--variant heights needs --capacity {} or more (tubes one lower must still hold {MIN_CAPACITY})",
                MIN_CAPACITY + 1
            ));
        }
        if let (Some(a), Some(b)) = (self.min_moves, self.max_moves)
            && a > b
        {
            return invalid(format!("--min-moves {a} is above --max-moves {b}"));
        }
        Ok(())
    }

    fn colours_of(&self, level: usize) -> usize {
        let (lo, hi) = self.colours;
        if self.count == 1 {
            return lo;
        }
        lo + ((hi - lo) * level + (self.count - 1) / 2) / (self.count - 1)
    }
}

/// Generates a pack: for each level, deals from the seeded stream until one is
/// solvable, has no tube already finished, and has an optimal length within
/// the bounds; records its optimal length and rating.
pub fn generate_pack(options: &GenerateOptions) -> Result<Pack, GenerateError> {
    options.check()?;
    let mut rng = ChaCha8Rng::seed_from_u64(options.seed);
    rng.set_stream(options.variant.stream());
    let mut levels = Vec::with_capacity(options.count);
    for index in 0..options.count {
        let colours = options.colours_of(index);
        let min = options.min_moves.unwrap_or(colours as u32);
        let mut found = None;
        let mut proofs = 0;
        for _ in 0..MAX_TRIES {
            let (board, variant) = if options.variant == VariantKind::Classic {
                let board = deal_with(&mut rng, colours, options.empty, options.capacity);
                if board
                    .tubes()
                    .iter()
                    .any(|t| t.is_complete(options.capacity))
                {
                    continue;
                }
                (board, Default::default())
            } else {
                let dealt = variants::variant_deal(
                    &mut rng,
                    options.variant,
                    colours,
                    options.empty,
                    options.capacity,
                );
                let Some((board, variant)) = dealt else {
                    continue;
                };
                if board
                    .tubes()
                    .iter()
                    .any(|t| t.top().is_some_and(|c| board.is_finished(c)))
                {
                    continue;
                }
                (board, variant)
            };
            let report = solve(&board, &options.limits, None);
            let Outcome::Optimal(moves) = &report.outcome else {
                continue;
            };
            let len = moves.len() as u32;
            if len < min || options.max_moves.is_some_and(|max| len > max) {
                continue;
            }
            let hidden = hide(&board, options.hidden);
            // A mystery level that hides nothing is no mystery.
            if options.hidden > 0 && hidden.iter().all(|&h| h == 0) {
                continue;
            }
            if options.guaranteed {
                if proofs == MAX_GUARANTEE_TRIES {
                    break;
                }
                proofs += 1;
                let view = View::new(&board, &hidden);
                if !matches!(
                    guaranteed(&view, &MysteryLimits::default(), None),
                    Ok(Some(_))
                ) {
                    continue;
                }
            }
            let rating = rate(&board, moves, report.nodes_expanded, &options.limits);
            found = Some((board, variant, hidden, rating));
            break;
        }
        let Some((board, variant, mut hidden, rating)) = found else {
            return Err(if options.guaranteed {
                GenerateError::NotGuaranteed {
                    level: index + 1,
                    colours,
                    hidden: options.hidden,
                    tries: proofs,
                }
            } else {
                GenerateError::Exhausted {
                    level: index + 1,
                    colours,
                    tries: MAX_TRIES,
                }
            });
        };
        while hidden.last() == Some(&0) {
            hidden.pop();
        }
        levels.push(Level {
            names: Default::default(),
            name: level_name(index),
            capacity: options.capacity,
            tubes: board.tubes().iter().map(|t| t.units().to_vec()).collect(),
            optimal_moves: Some(rating.optimal_moves),
            par: None,
            difficulty: Some(rating.difficulty),
            hidden,
            variant,
        });
    }
    let (lo, hi) = options.colours;
    let size = if lo == hi {
        format!("{lo} colours")
    } else {
        format!("{lo} to {hi} colours")
    };
    Ok(Pack {
        names: Default::default(),
        name: options.name.clone(),
        author: Some("water-sort generate".into()),
        description: Some(format!(
            "{}{} level{}, {size}, {} empty tube{}, capacity {}{}, seed {}.",
            match options.variant {
                VariantKind::Classic => "",
                VariantKind::Heights => "Heights: ",
                VariantKind::Locks => "Locks: ",
                VariantKind::Ball => "Ball sort: ",
            },
            options.count,
            plural(options.count),
            options.empty,
            plural(options.empty),
            options.capacity,
            match (options.hidden, options.guaranteed) {
                (0, _) => String::new(),
                (k, false) => format!(", {k} hidden per tube"),
                (k, true) => format!(", {k} hidden per tube, each start guaranteed"),
            },
            options.seed
        )),
        palette: default_palette(),
        levels,
    })
}

/// Per tube, the units a deal hides when `k` are asked for: at most all but
/// the top unit of each tube, then lowered by the reveal rule (units of the
/// top run's colour directly beneath it show).
pub fn hide(board: &Board, k: usize) -> Vec<usize> {
    let mut hidden: Vec<usize> = board
        .tubes()
        .iter()
        .map(|t| k.min(t.len().saturating_sub(1)))
        .collect();
    crate::reveal::reveal(board, &mut hidden);
    hidden
}

/// Names for generated levels, short enough for a level-select button.
const LEVEL_NAMES: [&str; 64] = [
    "Drip",
    "Drop",
    "Splash",
    "Puddle",
    "Ripple",
    "Trickle",
    "Spring",
    "Brook",
    "Creek",
    "Stream",
    "Pond",
    "Pool",
    "Fountain",
    "Rain",
    "Shower",
    "Drizzle",
    "Mist",
    "Dew",
    "Fog",
    "Cloud",
    "Wave",
    "Surf",
    "Tide",
    "Current",
    "Rapids",
    "Falls",
    "Cascade",
    "River",
    "Delta",
    "Lagoon",
    "Bay",
    "Harbour",
    "Lake",
    "Reservoir",
    "Canal",
    "Channel",
    "Estuary",
    "Fjord",
    "Geyser",
    "Glacier",
    "Iceberg",
    "Monsoon",
    "Oasis",
    "Marsh",
    "Swamp",
    "Bayou",
    "Spray",
    "Foam",
    "Eddy",
    "Vortex",
    "Whirlpool",
    "Undertow",
    "Swell",
    "Breaker",
    "Torrent",
    "Flood",
    "Deluge",
    "Typhoon",
    "Maelstrom",
    "Abyss",
    "Trench",
    "Ocean",
    "Tsunami",
    "Downpour",
];

/// The name of the level at `index` (from 0): a word from [`LEVEL_NAMES`],
/// numbered on later rounds so names stay unique in any pack size.
fn level_name(index: usize) -> String {
    let word = LEVEL_NAMES[index % LEVEL_NAMES.len()];
    match index / LEVEL_NAMES.len() {
        0 => word.to_string(),
        round => format!("{word} {}", round + 1),
    }
}
