//! Endless mode: fresh levels from the core generator, each named by a short
//! game ID that gives the same level on every machine, and a daily puzzle.
//!
//! # Game IDs
//!
//! `9M24-7KQ3X9` reads: **9** colours, **M**edium, **2** empty tubes, tubes
//! **4** units high, then the seed `7KQ3X9` in Crockford base 32 (six
//! characters, 30 bits). In general `{colours}{E|M|H}{empty}{height}-{seed}`
//! with colours 3 to 12, empty tubes 1 to 3 and height 3 to 6.
//!
//! [`GameId::parse`] ignores case, spaces and dashes, reads Crockford's
//! look-alikes (`O` as `0`, `I` and `L` as `1`) and accepts a shorter seed
//! (leading zeros left out); anything else is refused with a message saying
//! what is wrong. [`GameId`]'s `Display` writes the canonical form.
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

use std::fmt;
use std::ops::RangeInclusive;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use water_sort_core::generate::{GenerateError, GenerateOptions, generate_pack};
use water_sort_core::level::Pack;
use water_sort_core::solver::Limits;

use super::Screen;
use super::play::{Game, GameAction, LogicSystems};

/// The progress key (the "pack file") of endless and daily levels; the
/// level name is the game ID.
pub const PACK_FILE: &str = "endless";

pub const COLOURS: RangeInclusive<usize> = 3..=12;
pub const EMPTY: RangeInclusive<usize> = 1..=3;
pub const HEIGHT: RangeInclusive<usize> = 3..=6;

/// Characters of a seed; seeds are below `32^SEED_CHARS` = 2^30.
pub const SEED_CHARS: usize = 6;
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

/// Whether a game (by its [`Game::pack_file`]) is an endless or daily level.
pub fn is_endless(pack_file: &str) -> bool {
    pack_file == PACK_FILE
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Difficulty {
    Easy,
    #[default]
    Medium,
    Hard,
}

impl Difficulty {
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];

    /// The letter in a game ID.
    pub fn letter(self) -> char {
        match self {
            Difficulty::Easy => 'E',
            Difficulty::Medium => 'M',
            Difficulty::Hard => 'H',
        }
    }

    pub fn from_letter(letter: char) -> Option<Difficulty> {
        Difficulty::ALL
            .into_iter()
            .find(|d| d.letter() == letter.to_ascii_uppercase())
    }

    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        }
    }

    /// Which of the candidates, sorted by rating, this difficulty takes.
    fn pick(self, candidates: usize) -> usize {
        match self {
            Difficulty::Easy => 0,
            Difficulty::Medium => candidates / 2,
            Difficulty::Hard => candidates - 1,
        }
    }
}

/// Size and difficulty of endless levels: what the endless screen picks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Settings {
    pub colours: usize,
    pub empty: usize,
    /// Units per tube.
    pub height: usize,
    pub difficulty: Difficulty,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            colours: 7,
            empty: 2,
            height: 4,
            difficulty: Difficulty::Medium,
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
    };

    /// "9 colours, 2 empty tubes, height 4, medium".
    pub fn describe(&self) -> String {
        format!(
            "{} colours, {} empty tube{}, height {}, {}",
            self.colours,
            self.empty,
            if self.empty == 1 { "" } else { "s" },
            self.height,
            self.difficulty.name()
        )
    }

    /// The same settings, each value clamped into its range.
    pub fn clamped(self) -> Settings {
        Settings {
            colours: self.colours.clamp(*COLOURS.start(), *COLOURS.end()),
            empty: self.empty.clamp(*EMPTY.start(), *EMPTY.end()),
            height: self.height.clamp(*HEIGHT.start(), *HEIGHT.end()),
            difficulty: self.difficulty,
        }
    }
}

/// A level of endless mode: settings plus seed. See the module docs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameId {
    pub settings: Settings,
    /// Below [`SEED_LIMIT`].
    pub seed: u32,
}

/// Why a typed game ID was refused (the message is for the player).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IdError(pub String);

impl fmt::Display for IdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for IdError {}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = &self.settings;
        write!(
            f,
            "{}{}{}{}-{}",
            s.colours,
            s.difficulty.letter(),
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
    /// A game ID with a fresh random seed.
    pub fn random(settings: Settings) -> GameId {
        GameId {
            settings,
            seed: random_seed(),
        }
    }

    /// The daily puzzle of `date`: [`Settings::DAILY`], seed `yyyymmdd`.
    pub fn daily(date: CivilDate) -> GameId {
        GameId {
            settings: Settings::DAILY,
            seed: daily_seed(date),
        }
    }

    /// Reads a game ID (see the module docs for what is accepted).
    pub fn parse(text: &str) -> Result<GameId, IdError> {
        let err = |m: String| Err(IdError(m));
        let chars: Vec<char> = text
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '-')
            .map(|c| c.to_ascii_uppercase())
            .collect();
        if chars.is_empty() {
            return err("Type a game ID, like 9M24-7KQ3X9".into());
        }
        let digits = chars.iter().take_while(|c| c.is_ascii_digit()).count();
        if digits == 0 {
            return err(format!(
                "A game ID starts with the number of colours (like the 9 of 9M24-7KQ3X9), not '{}'",
                chars[0]
            ));
        }
        let colours_text: String = chars[..digits].iter().collect();
        let colours = colours_text.parse::<usize>().unwrap_or(usize::MAX);
        if digits > 2 || !COLOURS.contains(&colours) {
            return err(format!(
                "{colours_text} colours: a game ID has {} to {} colours",
                COLOURS.start(),
                COLOURS.end()
            ));
        }
        let difficulty = match chars.get(digits) {
            None => {
                return err(format!(
                    "After the {colours} colours comes the difficulty: E (easy), M (medium) or H (hard)"
                ));
            }
            Some(&c) => match Difficulty::from_letter(c) {
                Some(d) => d,
                None => {
                    return err(format!(
                        "'{c}' is not a difficulty: use E (easy), M (medium) or H (hard) after the colours"
                    ));
                }
            },
        };
        let digit = |i: usize| {
            chars
                .get(i)
                .and_then(|c| c.to_digit(10))
                .map(|d| d as usize)
        };
        let (Some(empty), Some(height)) = (digit(digits + 1), digit(digits + 2)) else {
            return err(format!(
                "After '{}' come two digits: empty tubes ({} to {}) and tube height ({} to {})",
                difficulty.letter(),
                EMPTY.start(),
                EMPTY.end(),
                HEIGHT.start(),
                HEIGHT.end()
            ));
        };
        if !EMPTY.contains(&empty) {
            return err(format!(
                "{empty} empty tubes: a game ID has {} to {}",
                EMPTY.start(),
                EMPTY.end()
            ));
        }
        if !HEIGHT.contains(&height) {
            return err(format!(
                "Tube height {height}: a game ID has {} to {}",
                HEIGHT.start(),
                HEIGHT.end()
            ));
        }
        let seed = decode_seed(&chars[digits + 3..])?;
        Ok(GameId {
            settings: Settings {
                colours,
                empty,
                height,
                difficulty,
            },
            seed,
        })
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
            })
            .collect()
    }
}

/// Six Crockford base-32 characters, most significant first.
pub fn encode_seed(seed: u32) -> String {
    (0..SEED_CHARS)
        .rev()
        .map(|i| CROCKFORD[((seed >> (5 * i)) & 31) as usize] as char)
        .collect()
}

/// Reads a seed of 1 to [`SEED_CHARS`] Crockford characters (upper case).
fn decode_seed(chars: &[char]) -> Result<u32, IdError> {
    if chars.is_empty() {
        return Err(IdError(format!(
            "The game ID ends with a seed of up to {SEED_CHARS} letters and digits, like the 7KQ3X9 of 9M24-7KQ3X9"
        )));
    }
    if chars.len() > SEED_CHARS {
        return Err(IdError(format!(
            "The seed has at most {SEED_CHARS} characters; '{}' has {}",
            chars.iter().collect::<String>(),
            chars.len()
        )));
    }
    let mut seed = 0u32;
    for &c in chars {
        let c = match c {
            'O' => '0',
            'I' | 'L' => '1',
            c => c,
        };
        let Some(value) = CROCKFORD.iter().position(|&x| x as char == c) else {
            return Err(IdError(format!(
                "'{c}' cannot be in a seed: use digits and letters other than U"
            )));
        };
        seed = seed << 5 | value as u32;
    }
    Ok(seed)
}

/// A seed from the OS-seeded hasher keys and the clock.
fn random_seed() -> u32 {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    hasher.write_u128(nanos);
    (hasher.finish() as u32) % SEED_LIMIT
}

/// Generates the level of `id`: see the module docs. The pack has the one
/// level, named after the ID; the error is a message for the player.
pub fn generate(id: &GameId) -> Result<Pack, String> {
    generate_cancellable(id, &AtomicBool::new(false))
}

/// [`generate`], giving up between candidates once `cancel` is set.
fn generate_cancellable(id: &GameId, cancel: &AtomicBool) -> Result<Pack, String> {
    let mut found = Vec::new();
    let mut first: Option<Pack> = None;
    for options in id.candidates() {
        if cancel.load(Ordering::Relaxed) {
            return Err("Cancelled".into());
        }
        match generate_pack(&options) {
            Ok(mut pack) => {
                if let Some(level) = pack.levels.pop() {
                    found.push(level);
                }
                first.get_or_insert(pack);
            }
            Err(GenerateError::Exhausted { .. }) => {}
            Err(GenerateError::Invalid(message)) => return Err(message),
        }
    }
    let Some(mut pack) = first else {
        return Err(format!(
            "{id}: no solvable level of this size turned up. Add an empty tube, or use fewer colours or lower tubes."
        ));
    };
    // A stable sort: equal ratings keep candidate order.
    found.sort_by(|a, b| {
        let rating = |l: &water_sort_core::level::Level| l.difficulty.unwrap_or(0.0);
        rating(a).total_cmp(&rating(b))
    });
    let pick = id.settings.difficulty.pick(found.len());
    let mut level = found.swap_remove(pick);
    level.name = id.to_string();
    pack.name = format!("Endless ({})", id.settings.difficulty.name());
    pack.author = None;
    pack.description = Some(id.settings.describe());
    pack.levels = vec![level];
    Ok(pack)
}

/// A date in the proleptic Gregorian calendar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CivilDate {
    pub year: i64,
    pub month: u32,
    pub day: u32,
}

impl fmt::Display for CivilDate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// The date `days` days after 1970-01-01 (Howard Hinnant's
/// `civil_from_days`: eras of 400 years starting on 1 March).
pub fn civil_from_days(days: i64) -> CivilDate {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097); // [0, 146096]
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365; // [0, 399]
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100); // [0, 365]
    let mp = (5 * doy + 2) / 153; // [0, 11], March first
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    CivilDate { year, month, day }
}

/// Today in UTC, by the system clock.
pub fn today_utc() -> CivilDate {
    date_utc(SystemTime::now())
}

/// The UTC calendar date of `time` (times before 1970 included: half a
/// second before the epoch is still 31 December 1969).
pub fn date_utc(time: SystemTime) -> CivilDate {
    let secs = match time.duration_since(UNIX_EPOCH) {
        Ok(d) => d.as_secs() as i64,
        // Rounded down: a part of a second before a midnight is the day before.
        Err(e) => -(e.duration().as_secs_f64().ceil() as i64),
    };
    civil_from_days(secs.div_euclid(86_400))
}

/// `yyyymmdd` as a number (below [`SEED_LIMIT`] for years up to 9999).
pub fn daily_seed(date: CivilDate) -> u32 {
    let seed =
        date.year.clamp(0, 9999) * 10_000 + i64::from(date.month) * 100 + i64::from(date.day);
    seed as u32
}

/// The endless level in play (or last played). While it exists, entering
/// the game screen plays it instead of a level of the pack library.
#[derive(Resource, Clone, Debug)]
pub struct EndlessLevel {
    pub id: GameId,
    /// Set for the daily puzzle.
    pub daily: Option<CivilDate>,
    pub pack: Pack,
}

/// Endless mode's state: the settings picked and the level being generated.
#[derive(Resource, Default)]
pub struct Endless {
    pub settings: Settings,
    /// Why the last generation failed.
    pub error: Option<String>,
    pending: Option<Pending>,
}

struct Pending {
    id: GameId,
    daily: Option<CivilDate>,
    cancel: Arc<AtomicBool>,
    task: Task<Result<Pack, String>>,
}

impl Endless {
    /// Starts generating `id` in the background (replacing any generation
    /// under way); the game screen opens when it is done.
    pub fn start(&mut self, id: GameId, daily: Option<CivilDate>) {
        self.cancel();
        self.settings = id.settings;
        self.error = None;
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = cancel.clone();
        let task =
            AsyncComputeTaskPool::get().spawn(async move { generate_cancellable(&id, &flag) });
        self.pending = Some(Pending {
            id,
            daily,
            cancel,
            task,
        });
    }

    /// Today's daily puzzle.
    pub fn start_daily(&mut self) {
        let today = today_utc();
        self.start(GameId::daily(today), Some(today));
    }

    pub fn cancel(&mut self) {
        if let Some(pending) = self.pending.take() {
            pending.cancel.store(true, Ordering::Relaxed);
        }
    }

    /// The ID being generated, if any.
    pub fn generating(&self) -> Option<GameId> {
        self.pending.as_ref().map(|p| p.id)
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Endless>()
        .add_systems(OnEnter(Screen::Title), leave_endless)
        .add_systems(
            Update,
            (
                finish_generation,
                next_level
                    .after(LogicSystems)
                    .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
            ),
        );
}

/// Back at the level select: the library's levels are played again.
fn leave_endless(mut commands: Commands, mut endless: ResMut<Endless>) {
    endless.cancel();
    commands.remove_resource::<EndlessLevel>();
}

/// A finished generation: play it, or say why not.
fn finish_generation(
    mut commands: Commands,
    mut endless: ResMut<Endless>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(pending) = endless.pending.as_mut() else {
        return;
    };
    let Some(result) = check_ready(&mut pending.task) else {
        return;
    };
    let Some(pending) = endless.pending.take() else {
        return;
    };
    match result {
        Ok(mut pack) => {
            if let Some(date) = pending.daily {
                pack.name = format!("Daily puzzle {date}");
            }
            info!("playing endless level {}", pending.id);
            commands.insert_resource(EndlessLevel {
                id: pending.id,
                daily: pending.daily,
                pack,
            });
            next.set(Screen::Gameplay);
        }
        Err(message) => {
            warn!("endless level {}: {message}", pending.id);
            endless.error = Some(message);
        }
    }
}

/// "Next level" after an endless level: a new seed, the same settings.
fn next_level(
    mut actions: MessageReader<GameAction>,
    game: Res<Game>,
    level: Option<Res<EndlessLevel>>,
    mut endless: ResMut<Endless>,
    mut next: ResMut<NextState<Screen>>,
) {
    for action in actions.read() {
        if *action == GameAction::NextLevel
            && game.won.is_some()
            && is_endless(&game.pack_file)
            && let Some(level) = &level
        {
            endless.start(GameId::random(level.id.settings), None);
            next.set(Screen::Endless);
        }
    }
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
                    for difficulty in Difficulty::ALL {
                        for seed in [0, 1, 31, 32, 20_250_614, SEED_LIMIT - 1] {
                            let game = GameId {
                                settings: Settings {
                                    colours,
                                    empty,
                                    height,
                                    difficulty,
                                },
                                seed,
                            };
                            let text = game.to_string();
                            assert_eq!(id(&text), game, "{text}");
                            assert_eq!(id(&text.to_lowercase()), game, "{text}");
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
            },
            seed: 1,
        };
        assert_eq!(game.to_string(), "12H36-000001");
        assert_eq!(encode_seed(SEED_LIMIT - 1), "ZZZZZZ");
        // Look-alikes, spaces, no dash, short seeds.
        assert_eq!(id(" 12h36 - oooooI "), game);
        assert_eq!(id("12H361"), game);
        assert_eq!(id("12H36-L"), game);
    }

    #[test]
    fn bad_ids_say_what_is_wrong() {
        let cases = [
            ("", "Type a game ID"),
            ("M924-7KQ3X9", "starts with the number of colours"),
            ("2M24-7KQ3X9", "3 to 12 colours"),
            ("13M24-7KQ3X9", "3 to 12 colours"),
            ("100M24-7KQ3X9", "3 to 12 colours"),
            ("9", "comes the difficulty"),
            ("9X24-7KQ3X9", "'X' is not a difficulty"),
            ("9M2", "two digits"),
            ("9MA4-7KQ3X9", "two digits"),
            ("9M04-7KQ3X9", "0 empty tubes"),
            ("9M44-7KQ3X9", "4 empty tubes"),
            ("9M27-7KQ3X9", "Tube height 7"),
            ("9M24", "ends with a seed"),
            ("9M24-", "ends with a seed"),
            ("9M24-7KQ3X9Z", "at most 6"),
            ("9M24-7KU3X9", "'U' cannot be in a seed"),
            ("9M24-7K!3X9", "'!' cannot be in a seed"),
        ];
        for (text, wanted) in cases {
            match GameId::parse(text) {
                Ok(game) => panic!("{text:?} parsed as {game}"),
                Err(e) => assert!(e.0.contains(wanted), "{text:?}: {e}"),
            }
        }
    }

    #[test]
    fn civil_dates() {
        let date = |year, month, day| CivilDate { year, month, day };
        assert_eq!(civil_from_days(0), date(1970, 1, 1));
        assert_eq!(civil_from_days(-1), date(1969, 12, 31));
        assert_eq!(civil_from_days(11_016), date(2000, 2, 29));
        assert_eq!(civil_from_days(11_017), date(2000, 3, 1));
        assert_eq!(civil_from_days(19_723), date(2024, 1, 1));
        assert_eq!(civil_from_days(19_782), date(2024, 2, 29));
        assert_eq!(civil_from_days(20_000), date(2024, 10, 4));
        assert_eq!(civil_from_days(-719_468), date(0, 3, 1));
        assert_eq!(date(2024, 2, 29).to_string(), "2024-02-29");
        // Every day follows the previous one.
        let mut last = civil_from_days(-1000);
        for days in -999..30_000 {
            let d = civil_from_days(days);
            assert!(d > last, "{d} after {last}");
            assert!((1..=31).contains(&d.day) && (1..=12).contains(&d.month));
            last = d;
        }
    }

    #[test]
    fn daily_seed_is_the_date() {
        let date = CivilDate {
            year: 2025,
            month: 6,
            day: 14,
        };
        assert_eq!(daily_seed(date), 20_250_614);
        let game = GameId::daily(date);
        assert_eq!(game.settings, Settings::DAILY);
        assert_eq!(id(&game.to_string()), game);
        assert!(
            daily_seed(CivilDate {
                year: 9999,
                month: 12,
                day: 31
            }) < SEED_LIMIT
        );
    }

    #[test]
    fn random_seeds_fit() {
        for _ in 0..100 {
            let game = GameId::random(Settings::default());
            assert!(game.seed < SEED_LIMIT);
            assert_eq!(id(&game.to_string()), game);
        }
    }
}
