//! Input as the tests give it: player actions as messages, keys as a window
//! presses them.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::prelude::*;
use water_sort::game::board::GameAction;

/// Sends a player action, for the next frame to read (no frame runs).
pub fn send(app: &mut App, action: GameAction) {
    app.world_mut().write_message(action);
}

/// Sends a player action and runs one frame.
pub fn act(app: &mut App, action: GameAction) {
    send(app, action);
    app.update();
}

/// Pours `from` into `to` as a player does: two presses, a frame each.
pub fn pour(app: &mut App, from: usize, to: usize) {
    act(app, GameAction::Press(from));
    act(app, GameAction::Press(to));
}

/// Presses `key` for one frame as a window does: the pressed set that most
/// screens read, and the keyboard message the board reads keys from, in
/// order (headless apps have no input plugin turning one into the other).
pub fn tap_key(app: &mut App, key: KeyCode) {
    press_key_down(app, key);
    app.update();
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.release(key);
    input.clear();
}

/// `key` goes down this frame (both forms, see [`tap_key`]), not released.
pub fn press_key_down(app: &mut App, key: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
    key_message(app, key, ButtonState::Pressed);
}

/// `key` goes up this frame (both forms).
pub fn release_key(app: &mut App, key: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .release(key);
    key_message(app, key, ButtonState::Released);
}

/// Presses and releases `key` as a window's keyboard message only, a frame
/// each, for apps with Bevy's input plugin (which turns it into the pressed
/// set; pressed by hand too, it would not be "just pressed").
pub fn tap_key_message(app: &mut App, key: KeyCode) {
    key_message(app, key, ButtonState::Pressed);
    app.update();
    key_message(app, key, ButtonState::Released);
    app.update();
}

fn key_message(app: &mut App, key: KeyCode, state: ButtonState) {
    app.world_mut().write_message(KeyboardInput {
        key_code: key,
        logical_key: Key::Unidentified(NativeKey::Unidentified),
        state,
        text: None,
        repeat: false,
        window: Entity::PLACEHOLDER,
    });
}

/// The pointer on `button` as `interaction` for a frame, then off it.
pub fn point(app: &mut App, button: Entity, interaction: Interaction) {
    app.world_mut().entity_mut(button).insert(interaction);
    app.update();
    // A button pressed away (a prompt's) is gone.
    if let Ok(mut button) = app.world_mut().get_entity_mut(button) {
        button.insert(Interaction::None);
    }
}

/// A press as the pointer makes it on the button named `name` (see
/// [`super::button_named`]).
pub fn press_button(app: &mut App, name: &str) {
    let button = super::button_named(app, name);
    point(app, button, Interaction::Pressed);
}

/// A game controller plugged in (headless apps have no gilrs: the test
/// presses its buttons by hand, see [`tap_pad`]).
pub fn connect_pad(app: &mut App) -> Entity {
    app.world_mut().spawn(Gamepad::default()).id()
}

/// Presses `button` of `pad` for one frame, then lets it go.
pub fn tap_pad(app: &mut App, pad: Entity, button: GamepadButton) {
    pad_mut(app, pad).digital_mut().press(button);
    app.update();
    let mut gamepad = pad_mut(app, pad);
    gamepad.digital_mut().release(button);
    gamepad.digital_mut().clear();
}

/// Leans `pad`'s left stick to (`x`, `y`) (0, 0 is at rest).
pub fn lean_stick(app: &mut App, pad: Entity, x: f32, y: f32) {
    let mut gamepad = pad_mut(app, pad);
    gamepad.analog_mut().set(GamepadAxis::LeftStickX, x);
    gamepad.analog_mut().set(GamepadAxis::LeftStickY, y);
}

fn pad_mut(app: &mut App, pad: Entity) -> Mut<'_, Gamepad> {
    app.world_mut()
        .get_mut::<Gamepad>(pad)
        .expect("the controller is connected")
}
