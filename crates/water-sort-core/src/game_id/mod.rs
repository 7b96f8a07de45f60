//! Endless mode: fresh levels from the core generator, each named by a short
//! game ID that gives the same level on every machine, and a daily puzzle.
//!
//! # Game IDs
//!
//! `9M24-7KQ3X9` reads: **9** colours, **M**edium, **2** empty tubes, tubes
//! **4** units high, then the seed `7KQ3X9` in Crockford base 32 (six
//! characters, 30 bits). In general
//! `{colours}{E|M|H}{variant}{empty}{height}-{seed}` with colours 3 to 12,
//! empty tubes 1 to 3 and height 3 to 6.
//!
//! The variant letter, right after the difficulty, names the rules:
//! nothing for the classic game, **T** for tubes of different heights
//! (their usual height is the ID's), **K** for locked tubes (keys),
//! **B** for ball sort: `9MB24-7KQ3X9` is that ID's level played with
//! balls. (A letter there was refused before variants existed, so every
//! classic ID keeps its meaning and its level.)
//!
//! [`GameId::parse`] ignores case, spaces and dashes, reads Crockford's
//! look-alikes (`O` as `0`, `I` and `L` as `1`) and accepts a shorter seed
//! (leading zeros left out); anything else is refused with an [`IdError`]
//! saying what is wrong. [`GameId`]'s `Display` writes the canonical form.
//!
//! # From an ID to a level
//!
//! A pure function, `id → candidate options → pack` ([`GameId::candidates`],
//! [`generate`]): [`CANDIDATES`] one-level runs of the core's `generate_pack`,
//! run `k` seeded with `seed × 256 + k`, each with the solver budget
//! [`LIMITS`] (counted in nodes and bytes, never in time, so the outcome does
//! not depend on the machine). Sizes where most deals are unsolvable (many
//! colours with one empty tube) may leave a candidate without a level; it is
//! skipped, and only when all fail is the ID reported as having no level.
//!
//! The difficulty picks among the candidates by the generator's `difficulty`
//! rating (longer optimal solutions, more dead-end moves along the way and
//! more search all rate harder): **easy** takes the lowest rated candidate,
//! **medium** the median, **hard** the highest. So for one size and seed,
//! hard is never rated below medium, nor medium below easy.
//!
//! # The daily puzzle
//!
//! [`GameId::daily`]: [`Settings::DAILY`] with the UTC date as the seed
//! (`yyyymmdd`), so everyone gets the same puzzle on the same day; each
//! variant has a daily puzzle of its own ([`GameId::daily_variant`]: the
//! same date and size, the chosen rules).

use std::fmt;
use std::ops::RangeInclusive;

use crate::generate::GenerateOptions;
pub use crate::generate::VariantKind;
use crate::solver::Limits;
use crate::text::plural;

mod daily;
mod level;
mod parse;

pub use daily::{daily_seed, today_utc};
pub use level::{LevelError, generate};
pub use parse::IdError;

/// The calendar date of the daily puzzle (re-exported so that callers need
/// not depend on jiff themselves).
pub use jiff::civil::Date;

/// Colours an endless level may have (one full tube each).
pub const COLOURS: RangeInclusive<usize> = 3..=12;
/// Empty tubes an endless level may start with.
pub const EMPTY: RangeInclusive<usize> = 1..=3;
/// Tube heights (units per tube) an endless level may have.
pub const HEIGHT: RangeInclusive<usize> = 3..=6;

/// Characters of a seed; seeds are below `32^SEED_CHARS` = 2^30.
pub const SEED_CHARS: usize = 6;
/// Seeds are below this: `32^SEED_CHARS`.
pub const SEED_LIMIT: u32 = 1 << (5 * SEED_CHARS);

/// Levels generated per ID, to pick from by difficulty.
pub const CANDIDATES: usize = 5;

/// The solver budget of each generated deal. Part of what an ID means:
/// changing it may change the level an ID gives.
pub const LIMITS: Limits = Limits {
    max_nodes: 2_000_000,
    max_memory: 256 << 20,
};

/// Crockford's base 32: digits and letters without I, L, O and U.
const CROCKFORD: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// Which of the [`CANDIDATES`] levels of an ID, sorted by rating, is played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Difficulty {
    /// The lowest-rated candidate.
    Easy,
    /// The middle candidate.
    #[default]
    Medium,
    /// The highest-rated candidate.
    Hard,
}

impl Difficulty {
    /// Every difficulty, easiest first.
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];

    /// The letter in a game ID.
    pub fn letter(self) -> char {
        match self {
            Difficulty::Easy => 'E',
            Difficulty::Medium => 'M',
            Difficulty::Hard => 'H',
        }
    }

    /// The difficulty of a game ID letter (either case); `None` for any other.
    pub fn from_letter(letter: char) -> Option<Difficulty> {
        Difficulty::ALL
            .into_iter()
            .find(|d| d.letter() == letter.to_ascii_uppercase())
    }

    /// The lower-case name shown to the player.
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        }
    }

    /// Which of `candidates` levels (at least one), sorted by rating, this
    /// difficulty takes.
    pub fn pick(self, candidates: usize) -> usize {
        match self {
            Difficulty::Easy => 0,
            Difficulty::Medium => candidates / 2,
            Difficulty::Hard => candidates.saturating_sub(1),
        }
    }
}

/// Size and difficulty of endless levels: what the endless screen picks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Settings {
    /// Colours, within [`COLOURS`].
    pub colours: usize,
    /// Empty tubes, within [`EMPTY`].
    pub empty: usize,
    /// Units per tube.
    pub height: usize,
    /// Which candidate is played.
    pub difficulty: Difficulty,
    /// The rules: classic or a variant.
    pub variant: VariantKind,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            colours: 7,
            empty: 2,
            height: 4,
            difficulty: Difficulty::Medium,
            variant: VariantKind::Classic,
        }
    }
}

impl Settings {
    /// The daily puzzle's size and difficulty.
    pub const DAILY: Settings = Settings {
        colours: 9,
        empty: 2,
        height: 4,
        difficulty: Difficulty::Medium,
        variant: VariantKind::Classic,
    };

    /// "9 colours, 2 empty tubes, height 4, medium" (then ", ball sort"
    /// and the like for a variant).
    pub fn describe(&self) -> String {
        format!(
            "{} colours, {} empty tube{}, height {}, {}{}",
            self.colours,
            self.empty,
            plural(self.empty),
            self.height,
            self.difficulty.name(),
            match self.variant {
                VariantKind::Classic => "",
                VariantKind::Heights => ", tubes of different heights",
                VariantKind::Locks => ", locked tubes",
                VariantKind::Ball => ", ball sort",
            }
        )
    }

    /// The same settings, each value clamped into its range.
    pub fn clamped(self) -> Settings {
        Settings {
            colours: self.colours.clamp(*COLOURS.start(), *COLOURS.end()),
            empty: self.empty.clamp(*EMPTY.start(), *EMPTY.end()),
            height: self.height.clamp(*HEIGHT.start(), *HEIGHT.end()),
            difficulty: self.difficulty,
            variant: self.variant,
        }
    }
}

/// A level of endless mode: settings plus seed. See the module docs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameId {
    /// Size and difficulty.
    pub settings: Settings,
    /// Below [`SEED_LIMIT`].
    pub seed: u32,
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = &self.settings;
        write!(
            f,
            "{}{}{}{}{}-{}",
            s.colours,
            s.difficulty.letter(),
            variant_letter(s.variant)
                .map(String::from)
                .unwrap_or_default(),
            s.empty,
            s.height,
            encode_seed(self.seed)
        )
    }
}

impl std::str::FromStr for GameId {
    type Err = IdError;

    fn from_str(text: &str) -> Result<GameId, IdError> {
        GameId::parse(text)
    }
}

impl GameId {
    /// A game ID with a fresh seed from the OS random source.
    ///
    /// # Panics
    ///
    /// When the OS has no random source to read (not on any platform the
    /// game runs on).
    pub fn random(settings: Settings) -> GameId {
        let bits = getrandom::u32().expect("the OS random source is readable");
        GameId {
            settings,
            // SEED_LIMIT divides 2^32: every seed stays equally likely.
            seed: bits % SEED_LIMIT,
        }
    }

    /// The daily puzzle of `date`: [`Settings::DAILY`], seed `yyyymmdd`.
    pub fn daily(date: Date) -> GameId {
        GameId {
            settings: Settings::DAILY,
            seed: daily_seed(date),
        }
    }

    /// The daily puzzle of `date` played by `variant`'s rules: the same
    /// size and seed as [`GameId::daily`], its own ID and level (classic:
    /// exactly [`GameId::daily`]).
    pub fn daily_variant(date: Date, variant: VariantKind) -> GameId {
        let mut id = GameId::daily(date);
        id.settings.variant = variant;
        id
    }

    /// The core generator runs behind this ID: [`CANDIDATES`] one-level
    /// packs, candidate `k` seeded with `seed × 256 + k`.
    pub fn candidates(&self) -> Vec<GenerateOptions> {
        let s = &self.settings;
        (0..CANDIDATES)
            .map(|k| GenerateOptions {
                colours: (s.colours, s.colours),
                empty: s.empty,
                capacity: s.height,
                count: 1,
                seed: (u64::from(self.seed) << 8) | k as u64,
                min_moves: None,
                max_moves: None,
                name: "Endless".into(),
                limits: LIMITS,
                hidden: 0,
                guaranteed: false,
                variant: s.variant,
            })
            .collect()
    }
}

/// The letter a variant adds to an ID after the difficulty (none for the
/// classic game).
pub fn variant_letter(variant: VariantKind) -> Option<char> {
    match variant {
        VariantKind::Classic => None,
        VariantKind::Heights => Some('T'),
        VariantKind::Locks => Some('K'),
        VariantKind::Ball => Some('B'),
    }
}

/// The variant of an ID letter (either case); `None` for any other.
pub fn variant_of_letter(letter: char) -> Option<VariantKind> {
    VariantKind::ALL
        .into_iter()
        .find(|&v| variant_letter(v) == Some(letter.to_ascii_uppercase()))
}

/// Six Crockford base-32 characters, most significant first.
pub fn encode_seed(seed: u32) -> String {
    (0..SEED_CHARS)
        .rev()
        .map(|i| CROCKFORD[((seed >> (5 * i)) & 31) as usize] as char)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(text: &str) -> GameId {
        GameId::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn ids_round_trip() {
        for colours in COLOURS {
            for empty in EMPTY {
                for height in HEIGHT {
                    for (difficulty, variant) in Difficulty::ALL
                        .into_iter()
                        .flat_map(|d| VariantKind::ALL.map(|v| (d, v)))
                    {
                        for seed in [0, 1, 31, 32, 20_250_614, SEED_LIMIT - 1] {
                            let game = GameId {
                                settings: Settings {
                                    colours,
                                    empty,
                                    height,
                                    difficulty,
                                    variant,
                                },
                                seed,
                            };
                            let text = game.to_string();
                            assert_eq!(id(&text), game, "{text}");
                            assert_eq!(id(&text.to_lowercase()), game, "{text}");
                            assert_eq!(text.parse::<GameId>(), Ok(game), "{text}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn canonical_form() {
        let game = GameId {
            settings: Settings {
                colours: 12,
                empty: 3,
                height: 6,
                difficulty: Difficulty::Hard,
                variant: VariantKind::Classic,
            },
            seed: 1,
        };
        assert_eq!(game.to_string(), "12H36-000001");
        assert_eq!(encode_seed(SEED_LIMIT - 1), "ZZZZZZ");
        // Look-alikes, spaces, no dash, short seeds.
        assert_eq!(id(" 12h36 - oooooI "), game);
        assert_eq!(id("12H361"), game);
        assert_eq!(id("12H36-L"), game);
        // A variant's letter follows the difficulty.
        for (variant, text) in [
            (VariantKind::Heights, "12HT36-000001"),
            (VariantKind::Locks, "12HK36-000001"),
            (VariantKind::Ball, "12HB36-000001"),
        ] {
            let mut v = game;
            v.settings.variant = variant;
            assert_eq!(v.to_string(), text);
            assert_eq!(id(&text.to_lowercase()), v);
            assert_eq!(id(&text.replace('-', "")), v);
        }
        assert_eq!(variant_of_letter('x'), None);
        assert_eq!(variant_of_letter('b'), Some(VariantKind::Ball));
    }

    #[test]
    fn difficulty_letters_and_picks() {
        for d in Difficulty::ALL {
            assert_eq!(Difficulty::from_letter(d.letter()), Some(d));
            assert_eq!(
                Difficulty::from_letter(d.letter().to_ascii_lowercase()),
                Some(d)
            );
        }
        assert_eq!(Difficulty::from_letter('X'), None);
        assert_eq!(
            Difficulty::ALL.map(|d| d.pick(CANDIDATES)),
            [0, CANDIDATES / 2, CANDIDATES - 1]
        );
        assert_eq!(Difficulty::ALL.map(|d| d.pick(1)), [0, 0, 0]);
        assert_eq!(Difficulty::ALL.map(|d| d.pick(2)), [0, 1, 1]);
    }

    #[test]
    fn settings_describe_and_clamp() {
        assert_eq!(
            Settings::DAILY.describe(),
            "9 colours, 2 empty tubes, height 4, medium"
        );
        let wild = Settings {
            colours: 40,
            empty: 0,
            height: 9,
            difficulty: Difficulty::Easy,
            variant: VariantKind::Ball,
        };
        assert_eq!(
            wild.clamped(),
            Settings {
                colours: 12,
                empty: 1,
                height: 6,
                difficulty: Difficulty::Easy,
                variant: VariantKind::Ball,
            }
        );
        assert_eq!(
            wild.clamped().describe(),
            "12 colours, 1 empty tube, height 6, easy, ball sort"
        );
        assert_eq!(Settings::default().clamped(), Settings::default());
    }

    #[test]
    fn candidates_are_seeded_from_the_id() {
        let game = id("4E23-000005");
        let candidates = game.candidates();
        assert_eq!(candidates.len(), CANDIDATES);
        for (k, options) in candidates.iter().enumerate() {
            assert_eq!(options.seed, 5 * 256 + k as u64);
            assert_eq!(options.colours, (4, 4));
            assert_eq!((options.empty, options.capacity), (2, 3));
            assert_eq!(options.count, 1);
            assert_eq!(options.limits, LIMITS);
        }
    }

    #[test]
    fn random_seeds_fit() {
        let settings = Settings {
            difficulty: Difficulty::Hard,
            ..Settings::default()
        };
        let games: Vec<GameId> = (0..100).map(|_| GameId::random(settings)).collect();
        for game in &games {
            assert_eq!(game.settings, settings);
            assert!(game.seed < SEED_LIMIT);
            assert_eq!(id(&game.to_string()), *game);
        }
        // 100 draws from 2^30 seeds: all equal would mean no randomness.
        assert!(games.iter().any(|g| g.seed != games[0].seed));
    }
}
