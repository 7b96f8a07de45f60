//! The player's settings as a resource every layer may read (the model and
//! its reader are the store crate's [`settings`]), applied here to the
//! window (fullscreen) and to the [`Theme`] resource, so every colour on
//! screen follows at once. The saves layer keeps them on disk; the settings
//! screen changes them. F11 toggles fullscreen anywhere.

use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};
use water_sort_store::settings;
pub use water_sort_store::settings::{
    DEAD_END_DELAY, DeadEndWarning, Speed, VOLUME_STEPS, VerdictLine,
};

use super::interaction::Pressed;
use super::theme::{Theme, ThemeOfName};
use crate::game::schedule::GameSet;

/// The settings, as the resource the game reads and the settings screen
/// changes.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct Settings(pub settings::Settings);

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
