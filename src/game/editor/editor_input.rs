//! Keys, clicks and drags become [`EditorAction`]s; typing goes into an
//! open text field. Nothing else happens here.
//!
//! Keys: Left/Right/Home/End choose the tube; a palette key's character
//! adds a unit of that colour to it; Backspace takes its top unit, Delete
//! empties it; Up/Down hide one unit more or fewer at its bottom (a mystery
//! level), Shift+Up/Down make it one unit taller or shorter; Ctrl+L locks
//! it with the next colour of the level (and then opens it), Ctrl+B
//! switches the rule (water or ball sort); `+`/`-` add or remove a tube;
//! Ctrl+S saves, Ctrl+Z/Ctrl+Y undo and redo; F5 playtests, F6 shows the
//! player's view; PageUp/PageDown change level; Ctrl+N adds a level, Ctrl+R
//! renames it, Ctrl+Up/Down move it; Ctrl+D deals (Ctrl+Shift+D asks for
//! the seed); Esc leaves.
//!
//! Mouse: a click on a tube adds a unit of the palette colour chosen (by
//! click or by key), a right click takes the top unit, a drag from one tube
//! to another moves the top unit, the wheel over a tube hides one unit more
//! (up) or fewer (down) in it.
//!
//! In a text field: typing replaces the selection (the old text, selected
//! when the field opens), Left/Right/Home/End move the cursor (with Shift
//! they select), Backspace/Delete take the character before/after it, and
//! Ctrl+A selects everything.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use water_sort_core::editor::Edit;

use super::{Answer, Ask, Dragging, EditorAction};
use super::{Confirm, EditorSession, Prompt};
use crate::game::board::keys::Held;
use crate::game::board::{BoardLayout, cursor_in_world};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::settings::settings_closed;

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

/// The keys pressed this frame, in the order they were pressed (fast
/// typing puts several in one frame, and their order matters).
fn pressed_keys(keyboard: &mut MessageReader<KeyboardInput>) -> Vec<(Key, bool)> {
    keyboard
        .read()
        .filter(|k| k.state == ButtonState::Pressed)
        .map(|k| (k.logical_key.clone(), k.repeat))
        .collect()
}

fn keyboard(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut keyboard: MessageReader<KeyboardInput>,
    mut session: ResMut<EditorSession>,
    mut actions: MessageWriter<EditorAction>,
) {
    let Some(keys) = keys else { return };
    let Held { ctrl, shift, alt } = Held::of(&keys);
    let events = if ctrl || alt {
        keyboard.clear();
        Vec::new()
    } else {
        pressed_keys(&mut keyboard)
    };
    let pressed = |k: KeyCode| keys.just_pressed(k);
    match session.prompt.clone() {
        Some(Prompt::Text { .. }) => {
            let Some(Prompt::Text { field, .. }) = &mut session.prompt else {
                return;
            };
            if ctrl && pressed(KeyCode::KeyA) {
                field.select_all();
            }
            for (key, _) in events {
                match key {
                    Key::Escape => {
                        actions.write(EditorAction::Cancel);
                        return;
                    }
                    Key::Enter => {
                        actions.write(EditorAction::Submit(field.text().to_string()));
                        return;
                    }
                    Key::Backspace => field.backspace(),
                    Key::Delete => field.delete(),
                    Key::ArrowLeft => field.left(shift),
                    Key::ArrowRight => field.right(shift),
                    Key::Home => field.home(shift),
                    Key::End => field.end(shift),
                    Key::Space => field.insert(" "),
                    Key::Character(typed) => field.insert(&typed),
                    _ => {}
                }
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
    let mut tube = session.editor.tube();
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
        if pressed(KeyCode::KeyL) {
            send(EditorAction::CycleLock);
        }
        if pressed(KeyCode::KeyB) {
            send(EditorAction::ToggleRule);
        }
        if pressed(KeyCode::ArrowUp) {
            send(EditorAction::Edit(Edit::MoveLevelUp));
        }
        if pressed(KeyCode::ArrowDown) {
            send(EditorAction::Edit(Edit::MoveLevelDown));
        }
        return;
    }
    // In order: "Right, Backspace" in one frame takes from the new tube.
    for (key, repeat) in events {
        let action = match key {
            Key::ArrowLeft => {
                tube = tube.saturating_sub(1);
                EditorAction::SelectTube(tube)
            }
            Key::ArrowRight => {
                tube = (tube + 1).min(last);
                EditorAction::SelectTube(tube)
            }
            Key::Home => {
                tube = 0;
                EditorAction::SelectTube(tube)
            }
            Key::End => {
                tube = last;
                EditorAction::SelectTube(tube)
            }
            Key::ArrowUp if shift => EditorAction::HeightBy(1),
            Key::ArrowDown if shift => EditorAction::HeightBy(-1),
            Key::ArrowUp => EditorAction::HideBy(1),
            Key::ArrowDown => EditorAction::HideBy(-1),
            Key::F6 if !repeat => EditorAction::TogglePlayerView,
            Key::Backspace => EditorAction::Edit(Edit::RemoveTop { tube }),
            Key::Delete => EditorAction::Edit(Edit::EmptyTube { tube }),
            Key::PageUp => EditorAction::PreviousLevel,
            Key::PageDown => EditorAction::NextLevel,
            Key::F5 if !repeat => EditorAction::Playtest,
            Key::Escape if !repeat => EditorAction::Leave,
            // A held character adds once: units are counted by hand.
            Key::Character(typed) if !repeat => {
                for c in typed.chars() {
                    match c {
                        '+' => send(EditorAction::Edit(Edit::AddTube)),
                        '-' => send(EditorAction::Edit(Edit::RemoveTube)),
                        c if c.is_ascii_graphic() => send(EditorAction::Key(c)),
                        _ => {}
                    }
                }
                continue;
            }
            _ => continue,
        };
        send(action);
    }
}

/// Wheel movement not yet a whole step (touchpads scroll in pixels).
#[derive(Default)]
struct Wheel(f32);

impl Wheel {
    /// Adds `steps` (parts of steps too); returns the whole steps now due.
    fn add(&mut self, steps: f32) -> isize {
        self.0 += steps;
        let whole = self.0.trunc();
        self.0 -= whole;
        whole as isize
    }
}

/// One frame's wheel movement (unit, y) in steps. A notch can come as two
/// line events in one frame (X11 reports it both as a button and as a
/// scroll), so a frame with line scrolling is one step its way; touchpad
/// pixels count [`PIXELS_PER_STEP`] to a step.
fn wheel_steps(events: impl Iterator<Item = (MouseScrollUnit, f32)>) -> f32 {
    let (mut lines, mut pixels) = (0.0f32, 0.0f32);
    for (unit, y) in events {
        match unit {
            MouseScrollUnit::Line => lines += y,
            MouseScrollUnit::Pixel => pixels += y,
        }
    }
    if lines != 0.0 {
        lines.signum()
    } else {
        pixels / PIXELS_PER_STEP
    }
}

/// Touchpad pixels that make one step of the wheel.
const PIXELS_PER_STEP: f32 = 40.0;

#[allow(clippy::too_many_arguments)]
fn mouse(
    buttons: Option<Res<ButtonInput<MouseButton>>>,
    windows: Query<&Window, With<PrimaryWindow>>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    ui: Query<&Interaction>,
    layout: Res<BoardLayout>,
    session: Res<EditorSession>,
    mut wheel: MessageReader<MouseWheel>,
    (mut drag, mut wheeled): (ResMut<Dragging>, Local<Wheel>),
    mut actions: MessageWriter<EditorAction>,
) {
    let Some(buttons) = buttons else { return };
    let scrolled = wheel_steps(wheel.read().map(|w| (w.unit, w.y)));
    if session.prompt.is_some() {
        drag.0 = None;
        wheeled.0 = 0.0;
        return;
    }
    let pressed = buttons.just_pressed(MouseButton::Left);
    let released = buttons.just_released(MouseButton::Left);
    let right = buttons.just_pressed(MouseButton::Right);
    if !(pressed || released || right || scrolled != 0.0) {
        return;
    }
    let over_ui = ui.iter().any(|i| *i != Interaction::None);
    let tube = (!over_ui).then(|| tube_under_cursor(&windows, &cameras, &layout));
    let tube = tube.flatten();
    if scrolled != 0.0 {
        // Part steps add up over one tube only.
        let steps = match tube {
            Some(_) => wheeled.add(scrolled),
            None => {
                wheeled.0 = 0.0;
                0
            }
        };
        if let Some(t) = tube
            && steps != 0
        {
            actions.write(EditorAction::SelectTube(t));
            actions.write(EditorAction::HideBy(steps));
        }
    }
    if right && let Some(t) = tube {
        actions.write(EditorAction::Edit(Edit::RemoveTop { tube: t }));
    }
    if pressed {
        drag.0 = tube;
        // The tube lifts as it is picked up: the drag shows where it starts.
        if let Some(t) = tube {
            actions.write(EditorAction::SelectTube(t));
        }
    }
    if released {
        match (drag.0.take(), tube) {
            (Some(from), Some(to)) if from != to => {
                actions.write(EditorAction::Edit(Edit::MoveUnit { from, to }));
            }
            (Some(t), Some(_)) => {
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
    layout.hit(cursor_in_world(windows, cameras)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_notch_is_one_step_however_many_line_events_bring_it() {
        let line = |y| (MouseScrollUnit::Line, y);
        assert_eq!(wheel_steps([line(-1.0), line(-1.0)].into_iter()), -1.0);
        assert_eq!(wheel_steps([line(1.0)].into_iter()), 1.0);
        assert_eq!(wheel_steps(std::iter::empty()), 0.0);
    }

    #[test]
    fn touchpad_pixels_add_up_to_steps() {
        let mut wheel = Wheel::default();
        let px = |y| wheel_steps([(MouseScrollUnit::Pixel, y)].into_iter());
        assert_eq!(wheel.add(px(25.0)), 0);
        assert_eq!(wheel.add(px(25.0)), 1);
        assert_eq!(wheel.add(px(-30.0)), 0);
        assert_eq!(wheel.add(px(-80.0)), -2);
    }
}
