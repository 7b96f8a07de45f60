//! Keyboard and mouse become [`GameAction`] messages; nothing else happens
//! here.
//!
//! Tube keys: 1-9 and 0 are tubes 1-10, Q W E R T Y U I O P tubes 11-20.
//! R and U are also restart and undo, so they mean those only while the
//! letters are not tube keys, that is in levels of at most 10 tubes; beyond
//! 10 tubes, R and U are tube keys only (tubes 14 and 17, when there are
//! that many). Ctrl+R / F5 and Ctrl+Z always work. The HUD shows the keys in force.
//! Help: H hint, Space plays it, S show me, B / Backspace rewind.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::Screen;
use super::layout::BoardLayout;
use super::play::{Game, GameAction, LogicSystems};
use super::theme::{ButtonAction, ButtonPressed};

pub const TUBE_KEYS: [KeyCode; 20] = [
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
    KeyCode::Digit8,
    KeyCode::Digit9,
    KeyCode::Digit0,
    KeyCode::KeyQ,
    KeyCode::KeyW,
    KeyCode::KeyE,
    KeyCode::KeyR,
    KeyCode::KeyT,
    KeyCode::KeyY,
    KeyCode::KeyU,
    KeyCode::KeyI,
    KeyCode::KeyO,
    KeyCode::KeyP,
];

/// Whether plain R restarts (letters are not tube keys yet).
pub fn r_restarts(tubes: usize) -> bool {
    tubes <= 10
}

/// Whether plain U undoes (letters are not tube keys yet).
pub fn u_undoes(tubes: usize) -> bool {
    tubes <= 10
}

/// The keys shown on the restart button.
pub fn restart_keys(tubes: usize) -> &'static str {
    if r_restarts(tubes) {
        "R / F5"
    } else {
        "Ctrl+R / F5"
    }
}

/// The keys shown on the undo button.
pub fn undo_keys(tubes: usize) -> &'static str {
    if u_undoes(tubes) {
        "U / Ctrl+Z"
    } else {
        "Ctrl+Z"
    }
}

/// Input runs first in the frame's game logic.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct InputSystems;

pub fn plugin(app: &mut App) {
    app.configure_sets(Update, InputSystems.before(LogicSystems))
        .add_systems(
            Update,
            (keyboard, mouse, buttons)
                .chain()
                .in_set(InputSystems)
                .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
        );
}

fn keyboard(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    game: Res<Game>,
    mut actions: MessageWriter<GameAction>,
) {
    let Some(keys) = keys else { return };
    let tubes = game.tube_count();
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    for key in keys.get_just_pressed() {
        let action = match key {
            KeyCode::KeyZ if ctrl && shift => Some(GameAction::Redo),
            KeyCode::KeyZ if ctrl => Some(GameAction::Undo),
            KeyCode::KeyY if ctrl => Some(GameAction::Redo),
            KeyCode::KeyR if ctrl => Some(GameAction::Restart),
            _ if ctrl => None,
            KeyCode::F5 => Some(GameAction::Restart),
            KeyCode::Escape => Some(GameAction::Back),
            KeyCode::KeyH => Some(GameAction::Hint),
            KeyCode::Enter | KeyCode::NumpadEnter | KeyCode::Space if game.won.is_some() => {
                Some(GameAction::NextLevel)
            }
            KeyCode::KeyR if game.won.is_some() => Some(GameAction::Replay),
            // Help: play the hint, show me, rewind out of a dead end.
            KeyCode::Space => Some(GameAction::PlayHint),
            KeyCode::KeyS => Some(GameAction::ShowMe),
            KeyCode::KeyB | KeyCode::Backspace => Some(GameAction::Rewind),
            KeyCode::KeyR if r_restarts(tubes) => Some(GameAction::Restart),
            KeyCode::KeyU if u_undoes(tubes) => Some(GameAction::Undo),
            other => TUBE_KEYS
                .iter()
                .position(|k| k == other)
                .filter(|&i| i < tubes)
                .map(GameAction::Press),
        };
        if let Some(action) = action {
            actions.write(action);
        }
    }
}

/// A click on a tube presses it; a click on empty board puts the selection
/// down (clicks on UI buttons are theirs).
fn mouse(
    buttons: Option<Res<ButtonInput<MouseButton>>>,
    windows: Query<&Window, With<PrimaryWindow>>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    ui: Query<&Interaction>,
    layout: Res<BoardLayout>,
    mut actions: MessageWriter<GameAction>,
) {
    let Some(buttons) = buttons else { return };
    if !buttons.just_pressed(MouseButton::Left) {
        return;
    }
    if ui.iter().any(|i| *i != Interaction::None) {
        return;
    }
    let Ok(window) = windows.single() else { return };
    let Some(cursor) = window.cursor_position() else {
        return;
    };
    let Some(point) = cameras
        .iter()
        .find_map(|(camera, transform)| camera.viewport_to_world_2d(transform, cursor).ok())
    else {
        return;
    };
    actions.write(match layout.hit(point) {
        Some(tube) => GameAction::Press(tube),
        None => GameAction::Deselect,
    });
}

/// HUD buttons of the game screen.
fn buttons(mut pressed: MessageReader<ButtonPressed>, mut actions: MessageWriter<GameAction>) {
    for ButtonPressed(action) in pressed.read() {
        if let ButtonAction::Game(action) = action {
            actions.write(*action);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r_and_u_are_commands_up_to_ten_tubes_only() {
        for tubes in 1..=10 {
            assert!(r_restarts(tubes) && u_undoes(tubes), "{tubes} tubes");
        }
        for tubes in 11..=20 {
            assert!(!r_restarts(tubes) && !u_undoes(tubes), "{tubes} tubes");
        }
        assert_eq!(TUBE_KEYS[13], KeyCode::KeyR);
        assert_eq!(TUBE_KEYS[16], KeyCode::KeyU);
    }
}
