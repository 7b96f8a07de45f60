//! The player's settings as data: sound volume and mute, colour-blind
//! symbols, animation speed, reduced motion, fullscreen, the theme, when the
//! live help speaks (the verdict line, the dead-end warning), the last
//! choices made on the endless screen and the window's size and place
//! (`window.rs`: a first run's size, the kept one fitted to the monitors),
//! the language chosen (`language.rs`), whether the first-run lesson was
//! seen;
//! and their forgiving reader
//! ([`Settings::read`]), value by value. The game holds them in a resource
//! and applies them; [`SettingsStore`](crate::SettingsStore) keeps them on
//! disk.

use std::fmt::Debug;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize};
use water_sort_core::game_id::{self, Difficulty, VariantKind};
use water_sort_core::lenient::{Checked, Lenient, Value};
use water_sort_core::level::Diagnostic;

mod language;
mod window;

pub use language::LanguageTag;

pub use window::{FIRST_SHARE, MonitorArea, SMALLEST_WINDOW, WindowPlace, window_place};

/// How fast pours and lifts play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Speed {
    /// Slower than normal: 1.6 times as long.
    Slow,
    /// The animations as made.
    #[default]
    Normal,
    /// A little over half as long.
    Fast,
    /// No animation: the board shows each move at once.
    Instant,
}

impl Speed {
    /// Every speed, slowest first (the settings panel's order).
    pub const ALL: [Speed; 4] = [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant];

    /// Duration factor of the animations (0 for none).
    pub fn factor(self) -> f32 {
        match self {
            Speed::Slow => 1.6,
            Speed::Normal => 1.0,
            Speed::Fast => 0.55,
            Speed::Instant => 0.0,
        }
    }
}

// When the help speaks is the core's rule (`help::speak`): its choices
// are the core's types, kept in the settings as they are.
pub use water_sort_core::help::{DEAD_END_DELAY, DeadEndWarning, VerdictLine};

/// Highest volume step.
pub const VOLUME_STEPS: u8 = 10;

/// The themes a player can choose (saved in settings.ron by these names;
/// the game holds each one's colours).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ThemeName {
    /// Dark blue glass: the game's first look.
    #[default]
    DarkGlass,
    /// A light backdrop, dark text, smoked glass.
    Light,
    /// Black, white text, bright glass edges: for low vision.
    HighContrast,
}

impl ThemeName {
    /// Every theme, in the settings panel's order.
    pub const ALL: [ThemeName; 3] = [
        ThemeName::DarkGlass,
        ThemeName::Light,
        ThemeName::HighContrast,
    ];
}

/// The settings (saved as `settings.ron`; fields missing from an older file
/// take their defaults). A new field is read in [`Settings::read`] too.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// 0 to [`VOLUME_STEPS`].
    pub volume: u8,
    /// No sound at all, whatever the volume.
    pub muted: bool,
    /// Each colour's symbol on its liquid.
    pub symbols: bool,
    /// How fast pours and lifts play.
    pub speed: Speed,
    /// No shaking, swelling or confetti.
    pub reduced_motion: bool,
    /// The window fills the screen.
    pub fullscreen: bool,
    /// When the verdict line shows.
    pub verdict: VerdictLine,
    /// When a dead end is pointed out.
    pub dead_end: DeadEndWarning,
    /// The look of the game.
    pub theme: ThemeName,
    /// Size and difficulty last picked for endless levels (the endless
    /// screen clamps them to what it offers).
    #[serde(with = "EndlessChoices")]
    pub endless: game_id::Settings,
    /// The window's size and place as the player left it (`None` until a
    /// first run has sized it to the monitor).
    pub window: Option<WindowPlace>,
    /// The language the player chose in the settings (`None`: the
    /// desktop's, from the locale).
    pub language: Option<LanguageTag>,
    /// The first-run lesson was finished or skipped: it does not open
    /// again by itself (the help panel still offers it).
    pub lesson_seen: bool,
}

/// How [`Settings::endless`] is written: the core's type, field by field.
#[derive(Serialize, Deserialize)]
#[serde(remote = "game_id::Settings")]
struct EndlessChoices {
    colours: usize,
    empty: usize,
    height: usize,
    #[serde(with = "DifficultyName")]
    difficulty: Difficulty,
    /// Files from before variants have none: the classic game.
    #[serde(with = "VariantName", default)]
    variant: VariantKind,
}

#[derive(Serialize, Deserialize)]
#[serde(remote = "VariantKind")]
enum VariantName {
    Classic,
    Heights,
    Locks,
    Ball,
}

/// A variant read on its own, by the names [`VariantName`] writes.
struct VariantValue(VariantKind);

impl<'de> Deserialize<'de> for VariantValue {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        VariantName::deserialize(d).map(VariantValue)
    }
}

/// Shown in messages as the file writes it (`Ball`).
impl Debug for VariantValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

#[derive(Serialize, Deserialize)]
#[serde(remote = "Difficulty")]
enum DifficultyName {
    Easy,
    Medium,
    Hard,
}

/// A difficulty read on its own, by the names [`DifficultyName`] writes.
struct DifficultyValue(Difficulty);

impl<'de> Deserialize<'de> for DifficultyValue {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        DifficultyName::deserialize(d).map(DifficultyValue)
    }
}

/// Shown in messages as the file writes it (`Medium`).
impl Debug for DifficultyValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            volume: 6,
            muted: false,
            symbols: true,
            speed: Speed::Normal,
            reduced_motion: false,
            fullscreen: false,
            verdict: VerdictLine::default(),
            dead_end: DeadEndWarning::default(),
            theme: ThemeName::default(),
            endless: game_id::Settings::default(),
            window: None,
            language: None,
            lesson_seen: false,
        }
    }
}

impl Settings {
    /// The volume to play at, 0 to 1.
    pub fn loudness(&self) -> f32 {
        if self.muted {
            0.0
        } else {
            f32::from(self.volume.min(VOLUME_STEPS)) / f32::from(VOLUME_STEPS)
        }
    }
}

impl Settings {
    /// Reads a settings file's text (from the file named `file`, for the
    /// messages) value by value: a number out of range is clamped, a value
    /// of the wrong kind keeps its default, each with a problem; a field
    /// this version does not know (a later version's) is ignored. An error
    /// is a file that is not settings at all (not RON, not a struct).
    pub fn read(text: &str, file: &str) -> Result<Checked<Settings>, Diagnostic> {
        let doc = Lenient::parse(text, file)?;
        let root = doc.root();
        let fields = root.fields().ok_or_else(|| {
            root.problem("this is not a settings file: (volume: 6, ...) expected")
        })?;
        let mut checked = Checked::<Settings>::default();
        let (s, problems) = (&mut checked.value, &mut checked.problems);
        for (name, v) in fields {
            match name {
                "volume" => number(v, name, 0..=VOLUME_STEPS, &mut s.volume, problems),
                "muted" => kind(v, name, ON_OFF, &mut s.muted, problems),
                "symbols" => kind(v, name, ON_OFF, &mut s.symbols, problems),
                "speed" => kind(v, name, SPEEDS, &mut s.speed, problems),
                "reduced_motion" => kind(v, name, ON_OFF, &mut s.reduced_motion, problems),
                "fullscreen" => kind(v, name, ON_OFF, &mut s.fullscreen, problems),
                "verdict" => kind(v, name, VERDICTS, &mut s.verdict, problems),
                "dead_end" => kind(v, name, DEAD_ENDS, &mut s.dead_end, problems),
                "theme" => kind(v, name, THEMES, &mut s.theme, problems),
                "endless" => read_endless(v, &mut s.endless, problems),
                "window" => kind(v, name, WINDOW, &mut s.window, problems),
                "language" => kind(v, name, LANGUAGE, &mut s.language, problems),
                "lesson_seen" => kind(v, name, ON_OFF, &mut s.lesson_seen, problems),
                _ => {}
            }
        }
        Ok(checked)
    }
}

const ON_OFF: &str = "true or false";
const SPEEDS: &str = "Slow, Normal, Fast or Instant";
const VERDICTS: &str = "Always, AfterHint or Off";
const DEAD_ENDS: &str = "AtOnce, Delayed or Off";
const THEMES: &str = "DarkGlass, Light or HighContrast";
const LANGUAGE: &str = "None or Some(\"de\") (a language tag)";
// Any size and place will do: the game fits them to the monitor at start.
const WINDOW: &str = "None or Some((width: .., height: .., position: ..))";

/// The endless screen's last choices, each within what the core makes.
fn read_endless(v: Value<'_>, endless: &mut game_id::Settings, problems: &mut Vec<Diagnostic>) {
    let Some(fields) = v.fields() else {
        problems.push(v.problem(format!(
            "endless {} is not (colours: .., empty: .., height: .., difficulty: ..); \
             set to the defaults",
            v.shown()
        )));
        return;
    };
    for (name, v) in fields {
        match name {
            "colours" => number(v, name, game_id::COLOURS, &mut endless.colours, problems),
            "empty" => number(v, name, game_id::EMPTY, &mut endless.empty, problems),
            "height" => number(v, name, game_id::HEIGHT, &mut endless.height, problems),
            "difficulty" => {
                let mut value = DifficultyValue(endless.difficulty);
                kind(v, name, "Easy, Medium or Hard", &mut value, problems);
                endless.difficulty = value.0;
            }
            "variant" => {
                let mut value = VariantValue(endless.variant);
                kind(
                    v,
                    name,
                    "Classic, Heights, Locks or Ball",
                    &mut value,
                    problems,
                );
                endless.variant = value.0;
            }
            _ => {}
        }
    }
}

/// A number setting: clamped into `range`, or left as it is (the default)
/// when it is not a whole number.
fn number<T>(
    v: Value<'_>,
    name: &str,
    range: std::ops::RangeInclusive<T>,
    slot: &mut T,
    problems: &mut Vec<Diagnostic>,
) where
    T: Copy + std::fmt::Display + TryFrom<i64> + TryInto<i64>,
{
    match v.integer_in(name, range, problems) {
        Some(n) => *slot = n,
        None => problems.push(v.problem(format!(
            "{name} {} is not a whole number; set to {slot}",
            v.shown()
        ))),
    }
}

/// A setting of some kind (on/off, a choice): read, or left as it is (the
/// default) when it is not one of `expected`.
fn kind<T: DeserializeOwned + Debug>(
    v: Value<'_>,
    name: &str,
    expected: &str,
    slot: &mut T,
    problems: &mut Vec<Diagnostic>,
) {
    match v.read() {
        Ok(value) => *slot = value,
        Err(_) => problems.push(v.problem(format!(
            "{name} {} is not {expected}; set to {slot:?}",
            v.shown()
        ))),
    }
}

#[cfg(test)]
mod tests;
