//! Keys, clicks and drags become [`EditorAction`]s; typing goes into an
//! open text field. Nothing else happens here.
//!
//! Keys: Left/Right/Home/End choose the tube; a palette key's character
//! adds a unit of that colour to it; Backspace takes its top unit, Delete
//! empties it; `+`/`-` add or remove a tube; Ctrl+S saves, Ctrl+Z/Ctrl+Y
//! undo and redo; F5 playtests; PageUp/PageDown change level; Ctrl+N adds
//! a level, Ctrl+R renames it, Ctrl+Up/Down move it; Ctrl+D deals
//! (Ctrl+Shift+D asks for the seed); Esc leaves.
//!
//! Mouse: a click on a tube adds a unit of the palette colour chosen (by
//! click or by key), a right click takes the top unit, a drag from one tube
//! to another moves the top unit.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use water_sort_core::editor::Edit;

use super::session::{Confirm, EditorSession, Prompt};
use super::{Answer, Ask, EditorAction};
use crate::game::board::BoardLayout;
use crate::game::ui::settings::settings_closed;
use crate::game::{GameSet, Screen};

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (keyboard, mouse).chain().in_set(GameSet::Input).run_if(
            in_state(Screen::Editor)
                .and_then(resource_exists::<EditorSession>)
                .and_then(settings_closed),
        ),
    );
}

/// The characters typed this frame (no Ctrl or Alt held).
fn typed(keyboard: &mut MessageReader<KeyboardInput>) -> Vec<char> {
    keyboard
        .read()
        .filter(|k| k.state == ButtonState::Pressed && !k.repeat)
        .filter_map(|k| match &k.logical_key {
            Key::Character(text) => Some(text.chars().collect::<Vec<_>>()),
            Key::Space => Some(vec![' ']),
            _ => None,
        })
        .flatten()
        .collect()
}

fn keyboard(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut keyboard: MessageReader<KeyboardInput>,
    mut session: ResMut<EditorSession>,
    mut actions: MessageWriter<EditorAction>,
) {
    let Some(keys) = keys else { return };
    // Held, or let go this frame: a quick Ctrl+S can press and release
    // Ctrl within one frame.
    let held = |pair: [KeyCode; 2]| keys.any_pressed(pair) || keys.any_just_released(pair);
    let ctrl = held([KeyCode::ControlLeft, KeyCode::ControlRight]);
    let shift = held([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let alt = held([KeyCode::AltLeft, KeyCode::AltRight]);
    let chars = if ctrl || alt {
        keyboard.clear();
        Vec::new()
    } else {
        typed(&mut keyboard)
    };
    let pressed = |k: KeyCode| keys.just_pressed(k);
    match session.prompt.clone() {
        Some(Prompt::Text { .. }) => {
            if pressed(KeyCode::Escape) {
                actions.write(EditorAction::Cancel);
                return;
            }
            let Some(Prompt::Text { text, .. }) = &mut session.prompt else {
                return;
            };
            if pressed(KeyCode::Backspace) {
                text.pop();
            }
            text.extend(chars.iter().filter(|c| !c.is_control()));
            if pressed(KeyCode::Enter) || pressed(KeyCode::NumpadEnter) {
                let text = text.clone();
                actions.write(EditorAction::Submit(text));
            }
            return;
        }
        Some(Prompt::Confirm(confirm)) => {
            if pressed(KeyCode::Escape) {
                actions.write(EditorAction::Cancel);
                return;
            }
            let yes = pressed(KeyCode::Enter) || pressed(KeyCode::KeyY);
            let answer = match confirm {
                Confirm::Leave if pressed(KeyCode::KeyS) => Some(Answer::SaveAndLeave),
                Confirm::Leave if pressed(KeyCode::KeyD) => Some(Answer::Discard),
                Confirm::Unsolvable { .. } if yes => Some(Answer::SaveUnsolvable),
                Confirm::Unsolvable { .. } if pressed(KeyCode::KeyN) => {
                    actions.write(EditorAction::Cancel);
                    None
                }
                Confirm::ChangedOnDisk if pressed(KeyCode::KeyR) => Some(Answer::Reload),
                Confirm::ChangedOnDisk if pressed(KeyCode::KeyO) => Some(Answer::Overwrite),
                _ => None,
            };
            if let Some(answer) = answer {
                actions.write(EditorAction::Answer(answer));
            }
            return;
        }
        None => {}
    }
    let tube = session.editor.tube();
    let last = session.editor.level().tubes.len().saturating_sub(1);
    let mut send = |a: EditorAction| {
        actions.write(a);
    };
    if ctrl {
        if pressed(KeyCode::KeyS) {
            send(EditorAction::Save);
        }
        if pressed(KeyCode::KeyZ) {
            send(if shift {
                EditorAction::Redo
            } else {
                EditorAction::Undo
            });
        }
        if pressed(KeyCode::KeyY) {
            send(EditorAction::Redo);
        }
        if pressed(KeyCode::KeyD) {
            send(if shift {
                EditorAction::Ask(Ask::DealSeed)
            } else {
                EditorAction::Deal(None)
            });
        }
        if pressed(KeyCode::KeyN) {
            send(EditorAction::Edit(Edit::AddLevel));
        }
        if pressed(KeyCode::KeyR) {
            send(EditorAction::Ask(Ask::RenameLevel));
        }
        if pressed(KeyCode::ArrowUp) {
            send(EditorAction::Edit(Edit::MoveLevelUp));
        }
        if pressed(KeyCode::ArrowDown) {
            send(EditorAction::Edit(Edit::MoveLevelDown));
        }
        return;
    }
    if pressed(KeyCode::ArrowLeft) {
        send(EditorAction::SelectTube(tube.saturating_sub(1)));
    }
    if pressed(KeyCode::ArrowRight) {
        send(EditorAction::SelectTube((tube + 1).min(last)));
    }
    if pressed(KeyCode::Home) {
        send(EditorAction::SelectTube(0));
    }
    if pressed(KeyCode::End) {
        send(EditorAction::SelectTube(last));
    }
    if pressed(KeyCode::Backspace) {
        send(EditorAction::Edit(Edit::RemoveTop { tube }));
    }
    if pressed(KeyCode::Delete) {
        send(EditorAction::Edit(Edit::EmptyTube { tube }));
    }
    if pressed(KeyCode::PageUp) {
        send(EditorAction::PreviousLevel);
    }
    if pressed(KeyCode::PageDown) {
        send(EditorAction::NextLevel);
    }
    if pressed(KeyCode::F5) {
        send(EditorAction::Playtest);
    }
    if pressed(KeyCode::Escape) {
        send(EditorAction::Leave);
    }
    for c in chars {
        match c {
            '+' => send(EditorAction::Edit(Edit::AddTube)),
            '-' => send(EditorAction::Edit(Edit::RemoveTube)),
            c if c.is_ascii_graphic() => send(EditorAction::Key(c)),
            _ => {}
        }
    }
}

/// A tube pressed with the left button, until it is released.
#[derive(Default)]
struct Drag(Option<usize>);

#[allow(clippy::too_many_arguments)]
fn mouse(
    buttons: Option<Res<ButtonInput<MouseButton>>>,
    windows: Query<&Window, With<PrimaryWindow>>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    ui: Query<&Interaction>,
    layout: Res<BoardLayout>,
    session: Res<EditorSession>,
    mut drag: Local<Drag>,
    mut actions: MessageWriter<EditorAction>,
) {
    let Some(buttons) = buttons else { return };
    if session.prompt.is_some() {
        drag.0 = None;
        return;
    }
    let pressed = buttons.just_pressed(MouseButton::Left);
    let released = buttons.just_released(MouseButton::Left);
    let right = buttons.just_pressed(MouseButton::Right);
    if !(pressed || released || right) {
        return;
    }
    let over_ui = ui.iter().any(|i| *i != Interaction::None);
    let tube = (!over_ui).then(|| tube_under_cursor(&windows, &cameras, &layout));
    let tube = tube.flatten();
    if right && let Some(t) = tube {
        actions.write(EditorAction::Edit(Edit::RemoveTop { tube: t }));
    }
    if pressed {
        drag.0 = tube;
    }
    if released {
        match (drag.0.take(), tube) {
            (Some(from), Some(to)) if from != to => {
                actions.write(EditorAction::Edit(Edit::MoveUnit { from, to }));
            }
            (Some(t), Some(_)) => {
                actions.write(EditorAction::SelectTube(t));
                actions.write(EditorAction::ClickTube(t));
            }
            _ => {}
        }
    }
}

fn tube_under_cursor(
    windows: &Query<&Window, With<PrimaryWindow>>,
    cameras: &Query<(&Camera, &GlobalTransform)>,
    layout: &BoardLayout,
) -> Option<usize> {
    let cursor = windows.single().ok()?.cursor_position()?;
    let point = cameras
        .iter()
        .find_map(|(camera, transform)| camera.viewport_to_world_2d(transform, cursor).ok())?;
    layout.hit(point)
}
