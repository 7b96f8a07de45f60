//! Keyboard and mouse become [`GameAction`] messages (keys through the
//! [`super::keys`] table); nothing else happens here.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::game::{Game, GameAction};
use super::keys::{Held, action_for};
use super::layout::BoardLayout;
use crate::game::ui::settings::settings_closed;
use crate::game::{GameSet, Screen};

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (keyboard, mouse).chain().in_set(GameSet::Input).run_if(
            in_state(Screen::Gameplay)
                .and_then(resource_exists::<Game>)
                .and_then(settings_closed),
        ),
    );
}

fn keyboard(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    game: Res<Game>,
    mut actions: MessageWriter<GameAction>,
) {
    let Some(keys) = keys else { return };
    let Held { ctrl, shift, .. } = Held::of(&keys);
    for &key in keys.get_just_pressed() {
        if let Some(action) = action_for(key, ctrl, shift, game.tube_count(), game.won.is_some()) {
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
    let Some(point) = cursor_in_world(&windows, &cameras) else {
        return;
    };
    actions.write(match layout.hit(point) {
        Some(tube) => GameAction::Press(tube),
        None => GameAction::Deselect,
    });
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
