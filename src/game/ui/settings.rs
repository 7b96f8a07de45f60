//! The player's settings, as a resource every layer may read: sound volume
//! and mute, colour-blind symbols, animation speed, reduced motion,
//! fullscreen, and the last choices made on the endless screen. The level layer keeps them on disk; the settings screen
//! changes them. F11 toggles fullscreen anywhere.

use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};
use serde::{Deserialize, Serialize};
use water_sort_core::game_id::{self, Difficulty};

use super::interaction::Pressed;
use crate::game::GameSet;

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

/// Highest volume step.
pub const VOLUME_STEPS: u8 = 10;

/// The settings (saved as `settings.ron`; fields missing from an older file
/// take their defaults).
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

impl Default for Settings {
    fn default() -> Self {
        Settings {
            volume: 6,
            muted: false,
            symbols: true,
            speed: Speed::Normal,
            reduced_motion: false,
            fullscreen: false,
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
                apply_fullscreen
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
