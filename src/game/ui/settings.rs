//! The player's settings, as a resource every layer may read: sound volume
//! and mute, colour-blind symbols, animation speed, reduced motion,
//! fullscreen, the theme (applied here to the [`Theme`] resource, so every
//! colour on screen follows at once), when the live help speaks (the verdict line, the dead-end
//! warning), and the last choices made on the endless screen. The saves
//! layer keeps them on disk, read value by value ([`Settings::read`]); the
//! settings screen changes them. F11 toggles fullscreen anywhere.

use std::fmt::Debug;

use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize};
use water_sort_core::game_id::{self, Difficulty};
use water_sort_core::lenient::{Checked, Lenient, Value};
use water_sort_core::level::Diagnostic;

use super::interaction::Pressed;
use super::theme::{Theme, ThemeName};
use crate::game::schedule::GameSet;

/// How fast pours and lifts play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Speed {
    Slow,
    #[default]
    Normal,
    Fast,
    /// No animation: the board shows each move at once.
    Instant,
}

impl Speed {
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

    pub fn name(self) -> &'static str {
        match self {
            Speed::Slow => "Slow",
            Speed::Normal => "Normal",
            Speed::Fast => "Fast",
            Speed::Instant => "Instant",
        }
    }
}

/// When the verdict line ("Solvable in 9 moves") shows under the move
/// counter. A new player gets it after Hint: a grade on every move, out
/// loud, takes the puzzle out of their hands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum VerdictLine {
    /// On every position, as soon as it is known.
    Always,
    /// On the position where the player asked for a hint (or show me),
    /// until the next move: the verdict is part of the answer.
    #[default]
    AfterHint,
    /// Never (a hint still says its move).
    Off,
}

impl VerdictLine {
    pub const ALL: [VerdictLine; 3] = [
        VerdictLine::Always,
        VerdictLine::AfterHint,
        VerdictLine::Off,
    ];

    pub fn name(self) -> &'static str {
        match self {
            VerdictLine::Always => "Always",
            VerdictLine::AfterHint => "After Hint",
            VerdictLine::Off => "Off",
        }
    }
}

/// When a dead end ("No way to win from here: rewind (B)", the rewind
/// button lit) is pointed out. Rewind (B) works in every mode, and a hint
/// asked for in a dead end always says so.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum DeadEndWarning {
    /// As soon as the help knows.
    AtOnce,
    /// After [`DEAD_END_DELAY`] without a move: time to see it for oneself.
    #[default]
    Delayed,
    /// Never.
    Off,
}

/// How long a dead end goes unmentioned with [`DeadEndWarning::Delayed`].
pub const DEAD_END_DELAY: std::time::Duration = std::time::Duration::from_secs(5);

impl DeadEndWarning {
    pub const ALL: [DeadEndWarning; 3] = [
        DeadEndWarning::AtOnce,
        DeadEndWarning::Delayed,
        DeadEndWarning::Off,
    ];

    pub fn name(self) -> &'static str {
        match self {
            DeadEndWarning::AtOnce => "At once",
            DeadEndWarning::Delayed => "After 5 s",
            DeadEndWarning::Off => "Off",
        }
    }
}

/// Highest volume step.
pub const VOLUME_STEPS: u8 = 10;

/// The settings (saved as `settings.ron`; fields missing from an older file
/// take their defaults). A new field is read in [`Settings::read`] too.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// 0 to [`VOLUME_STEPS`].
    pub volume: u8,
    pub muted: bool,
    /// Each colour's symbol on its liquid.
    pub symbols: bool,
    pub speed: Speed,
    /// No shaking, swelling or confetti.
    pub reduced_motion: bool,
    pub fullscreen: bool,
    pub verdict: VerdictLine,
    pub dead_end: DeadEndWarning,
    pub theme: ThemeName,
    /// Size and difficulty last picked for endless levels (the endless
    /// screen clamps them to what it offers).
    #[serde(with = "EndlessChoices")]
    pub endless: game_id::Settings,
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

/// Whether the settings panel is open: screens below it ignore their keys.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SettingsOpen(pub bool);

/// An observer for a Settings button: opens the panel.
pub fn open_settings(_: On<Pressed>, mut open: ResMut<SettingsOpen>) {
    open.0 = true;
}

/// Run condition: the settings panel is closed.
pub fn settings_closed(open: Option<Res<SettingsOpen>>) -> bool {
    open.is_none_or(|open| !open.0)
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Settings>()
        .init_resource::<SettingsOpen>()
        .add_systems(
            Update,
            (
                toggle_fullscreen.in_set(GameSet::Input),
                (apply_fullscreen, apply_theme)
                    .in_set(GameSet::View)
                    .run_if(resource_changed::<Settings>),
            ),
        );
}

fn toggle_fullscreen(keys: Option<Res<ButtonInput<KeyCode>>>, mut settings: ResMut<Settings>) {
    if keys.is_some_and(|k| k.just_pressed(KeyCode::F11)) {
        settings.fullscreen = !settings.fullscreen;
    }
}

fn apply_fullscreen(settings: Res<Settings>, mut windows: Query<&mut Window, With<PrimaryWindow>>) {
    let mode = if settings.fullscreen {
        WindowMode::BorderlessFullscreen(MonitorSelection::Current)
    } else {
        WindowMode::Windowed
    };
    for mut window in &mut windows {
        if window.mode != mode {
            window.mode = mode;
        }
    }
}

/// The theme chosen is the theme on (only a new choice changes [`Theme`]:
/// everything themed is recoloured once, not on every setting).
fn apply_theme(settings: Res<Settings>, mut theme: ResMut<Theme>) {
    if theme.name != settings.theme {
        *theme = *settings.theme.theme();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What reading `text` as settings.ron says, and the settings read.
    fn read(text: &str) -> (Settings, Vec<String>) {
        let checked = Settings::read(text, "settings.ron").unwrap();
        let said = checked.problems.iter().map(ToString::to_string).collect();
        (checked.value, said)
    }

    #[test]
    fn each_number_out_of_range_is_clamped_where_it_stands() {
        let (settings, said) = read("(\n    muted: true,\n    volume: 250,\n)");
        assert_eq!((settings.volume, settings.muted), (10, true));
        assert_eq!(
            said,
            ["settings.ron:3:13: volume 250 is above 10; set to 10"]
        );
        let (settings, said) = read("(volume: -3)");
        assert_eq!(settings.volume, 0);
        assert_eq!(said, ["settings.ron:1:10: volume -3 is below 0; set to 0"]);
        let (settings, said) =
            read("(endless: (colours: 40, empty: 0, height: 9, difficulty: Hard))");
        let endless = settings.endless;
        assert_eq!(
            (
                endless.colours,
                endless.empty,
                endless.height,
                endless.difficulty
            ),
            (12, 1, 6, Difficulty::Hard)
        );
        assert_eq!(
            said,
            [
                "settings.ron:1:21: colours 40 is above 12; set to 12",
                "settings.ron:1:32: empty 0 is below 1; set to 1",
                "settings.ron:1:43: height 9 is above 6; set to 6",
            ]
        );
    }

    #[test]
    fn each_value_of_the_wrong_kind_keeps_its_default() {
        let text = "(volume: \"loud\", muted: 1, symbols: yes, speed: Turbo, \
                    reduced_motion: None, fullscreen: \"x\", verdict: true, dead_end: 5, \
                    theme: Sepia, endless: (colours: 1.5, difficulty: Brutal), colour: 3)";
        let (settings, said) = read(text);
        assert_eq!(settings, Settings::default());
        let messages: Vec<&str> = said
            .iter()
            .map(|s| s.splitn(4, ':').nth(3).unwrap().trim())
            .collect();
        assert_eq!(
            messages,
            [
                "volume \"loud\" is not a whole number; set to 6",
                "muted 1 is not true or false; set to false",
                "symbols yes is not true or false; set to true",
                "speed Turbo is not Slow, Normal, Fast or Instant; set to Normal",
                "reduced_motion None is not true or false; set to false",
                "fullscreen \"x\" is not true or false; set to false",
                "verdict true is not Always, AfterHint or Off; set to AfterHint",
                "dead_end 5 is not AtOnce, Delayed or Off; set to Delayed",
                "theme Sepia is not DarkGlass, Light or HighContrast; set to DarkGlass",
                "colours 1.5 is not a whole number; set to 7",
                "difficulty Brutal is not Easy, Medium or Hard; set to Medium",
            ]
        );
        let (settings, said) = read("(endless: 5, volume: 2)");
        assert_eq!(settings.volume, 2);
        assert_eq!(said.len(), 1, "{said:?}");
    }

    #[test]
    fn good_settings_read_as_serde_reads_them() {
        let changed = Settings {
            volume: 3,
            muted: true,
            symbols: false,
            speed: Speed::Instant,
            reduced_motion: true,
            fullscreen: true,
            verdict: VerdictLine::Always,
            dead_end: DeadEndWarning::Off,
            theme: ThemeName::HighContrast,
            endless: game_id::Settings {
                colours: 9,
                empty: 1,
                height: 5,
                difficulty: Difficulty::Hard,
            },
        };
        // Every field differs from its default, so a field that `read`
        // leaves out fails the comparison below.
        let fields = |s: &Settings| -> Vec<(String, String)> {
            let doc = Lenient::parse(&ron::to_string(s).unwrap(), "f").unwrap();
            let fields = doc.root().fields().unwrap();
            fields
                .iter()
                .map(|(name, v)| (name.to_string(), v.text().to_string()))
                .collect()
        };
        let (now, before) = (fields(&changed), fields(&Settings::default()));
        assert_eq!(now.len(), before.len());
        for (a, b) in now.iter().zip(&before) {
            assert_ne!(a, b, "the test's settings must change every field");
        }
        let text = ron::ser::to_string_pretty(&changed, Default::default()).unwrap();
        assert_eq!(read(&text), (changed, vec![]));
        assert_eq!(ron::from_str::<Settings>(&text).unwrap(), changed);
        // A file from before a setting existed reads with its default.
        assert_eq!(read("(volume: 2)").0.symbols, Settings::default().symbols);
        // Not settings at all: an error, for the store to set aside.
        for bad in ["(volume: ", "[1]", "5"] {
            assert!(Settings::read(bad, "settings.ron").is_err(), "{bad}");
        }
    }
}
