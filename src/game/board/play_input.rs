//! Keyboard and mouse become [`GameAction`] messages (keys through the
//! [`super::keys`] table); nothing else happens here.

use bevy::input::ButtonState;
use bevy::input::keyboard::KeyboardInput;
use bevy::prelude::*;
use bevy::ui::UiGlobalTransform;
use bevy::window::{PrimaryWindow, WindowEvent};

use super::game::{Game, GameAction};
use super::keys::{CTRL, SHIFT, action_for};
use super::layout::BoardLayout;
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::interaction::Modal;
use crate::game::ui::settings::{SettingsOpen, settings_closed};

pub fn plugin(app: &mut App) {
    app.add_systems(Update, (keyboard, mouse).chain().in_set(GameSet::Input));
}

fn in_play(state: Option<&State<Screen>>, has_game: bool) -> bool {
    has_game && state.is_some_and(|s| *s.get() == Screen::Gameplay)
}

/// Keys in the order they were typed, from the window's keyboard messages:
/// typing fast puts several keys in one frame, perhaps one key twice, and
/// the set of keys pressed this frame keeps neither order nor repeats (each
/// pour typed must be played, in order). Runs on every screen, reading
/// nothing elsewhere, so keys typed before a level starts are not played
/// in it.
fn keyboard(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut typed: MessageReader<KeyboardInput>,
    game: Option<Res<Game>>,
    state: Option<Res<State<Screen>>>,
    settings: Option<Res<SettingsOpen>>,
    mut actions: MessageWriter<GameAction>,
) {
    let typed: Vec<(KeyCode, ButtonState, bool)> = typed
        .read()
        .map(|k| (k.key_code, k.state, k.repeat))
        .collect();
    let (Some(keys), Some(game)) = (keys, game) else {
        return;
    };
    if !in_play(state.as_deref(), true) || !settings_closed(settings) {
        return;
    }
    // Ctrl and Shift as each key found them: Ctrl+Y typed between two tube
    // keys within one frame holds Ctrl for the Y only. From the state at
    // the frame's end, walked back over the frame's presses and releases
    // to its start (a frame without key messages keeps the end state).
    let (mut ctrl, mut shift) = (keys.any_pressed(CTRL), keys.any_pressed(SHIFT));
    for &(key, key_state, _) in typed.iter().rev() {
        let was_down = key_state == ButtonState::Released;
        if CTRL.contains(&key) {
            ctrl = was_down;
        } else if SHIFT.contains(&key) {
            shift = was_down;
        }
    }
    for (key, key_state, repeat) in typed {
        let down = key_state == ButtonState::Pressed;
        if CTRL.contains(&key) {
            ctrl = down;
        } else if SHIFT.contains(&key) {
            shift = down;
        } else if down && !repeat {
            let won = game.won.is_some();
            if let Some(action) = action_for(key, ctrl, shift, game.tube_count(), won) {
                actions.write(action);
            }
        }
    }
}

/// A click on a tube presses it; a click on empty board puts the selection
/// down (clicks on UI buttons are theirs, and on a panel up over the
/// board nothing). Clicks are read in order with
/// the cursor's moves, from the window's events, each where it was made:
/// two clicks within one frame (a quick select and pour on a slow machine)
/// are two presses, not one. Runs on every screen, reading nothing
/// elsewhere, so the click that started a level is not played in it.
#[allow(clippy::too_many_arguments)]
fn mouse(
    mut events: MessageReader<WindowEvent>,
    mut cursor: Local<Option<Vec2>>,
    windows: Query<&Window, With<PrimaryWindow>>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    buttons: Query<(&ComputedNode, &UiGlobalTransform), With<Button>>,
    layout: Res<BoardLayout>,
    (state, game, settings): (
        Option<Res<State<Screen>>>,
        Option<Res<Game>>,
        Option<Res<SettingsOpen>>,
    ),
    mut actions: MessageWriter<GameAction>,
    modals: Query<&Node, With<Modal>>,
) {
    let mut clicks = Vec::new();
    for event in events.read() {
        match event {
            WindowEvent::CursorMoved(moved) => *cursor = Some(moved.position),
            WindowEvent::CursorLeft(_) => *cursor = None,
            WindowEvent::MouseButtonInput(input)
                if input.button == MouseButton::Left && input.state == ButtonState::Pressed =>
            {
                clicks.push(*cursor);
            }
            _ => {}
        }
    }
    // A click on a panel over the board (the help) is not the board's.
    let panel_up = modals.iter().any(|node| node.display != Display::None);
    if !in_play(state.as_deref(), game.is_some()) || !settings_closed(settings) || panel_up {
        return;
    }
    let Ok(window) = windows.single() else { return };
    let Some((camera, transform)) = cameras.iter().next() else {
        return;
    };
    // No move seen yet (the cursor was already there): where it is now.
    for at in clicks
        .into_iter()
        .filter_map(|at| at.or(window.cursor_position()))
    {
        // UI nodes are laid out in physical pixels.
        let physical = at * window.scale_factor();
        if buttons
            .iter()
            .any(|(node, place)| node.contains_point(*place, physical))
        {
            continue;
        }
        let Ok(point) = camera.viewport_to_world_2d(transform, at) else {
            continue;
        };
        actions.write(match layout.hit(point) {
            Some(tube) => GameAction::Press(tube),
            None => GameAction::Deselect,
        });
    }
}

/// Where the mouse cursor points in the world (the board's coordinates), if
/// it is over the window.
pub fn cursor_in_world(
    windows: &Query<&Window, With<PrimaryWindow>>,
    cameras: &Query<(&Camera, &GlobalTransform)>,
) -> Option<Vec2> {
    let cursor = windows.single().ok()?.cursor_position()?;
    cameras
        .iter()
        .find_map(|(camera, transform)| camera.viewport_to_world_2d(transform, cursor).ok())
}
