//! Game controllers (Bevy's gamepad input, read through gilrs): which
//! device the player uses now, the controllers' presses and cursor steps of
//! the frame, and, on screens without a board, the keys their buttons stand
//! for, so that every screen played by keyboard is played by controller
//! too. The board reads the frame itself (`board/pad.rs`): there the
//! controller moves a cursor over the tubes.

use bevy::input::ButtonState;
use bevy::input::InputSystems;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use bevy::window::WindowEvent;

use crate::game::schedule::GameSet;

pub fn plugin(app: &mut App) {
    app.init_resource::<ActiveInput>()
        .init_resource::<PadFrame>()
        .init_resource::<PadKeys>()
        .init_resource::<PadOnBoard>()
        .add_systems(
            PreUpdate,
            (read_pads, press_menu_keys)
                .chain()
                .in_set(PadSystems)
                .after(InputSystems),
        )
        .add_systems(Update, show_key_hints.in_set(GameSet::View));
}

/// The device the player used last: the buttons' key hints name its
/// buttons, and the board shows its cursor only for a controller.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ActiveInput {
    #[default]
    KeyboardMouse,
    Gamepad,
}

/// A step of a cursor, from the D-pad or the left stick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Up,
    Down,
    Left,
    Right,
}

/// What the controllers did this frame: cursor steps (a held direction
/// repeats) and the buttons pressed, D-pad aside, in a fixed order.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct PadFrame {
    pub steps: Vec<Step>,
    pub pressed: Vec<GamepadButton>,
}

/// How far the stick must lean to step (of 1).
const STICK_LEAN: f32 = 0.6;
/// A held direction steps again after this long, then every [`REPEAT_EVERY`].
const REPEAT_AFTER: f32 = 0.40;
const REPEAT_EVERY: f32 = 0.12;

/// The buttons that are not cursor steps, in the order a frame reports them.
const BUTTONS: [GamepadButton; 12] = [
    GamepadButton::South,
    GamepadButton::East,
    GamepadButton::West,
    GamepadButton::North,
    GamepadButton::LeftTrigger,
    GamepadButton::RightTrigger,
    GamepadButton::LeftTrigger2,
    GamepadButton::RightTrigger2,
    GamepadButton::Select,
    GamepadButton::Start,
    GamepadButton::RightThumb,
    GamepadButton::LeftThumb,
];

const DPAD: [(GamepadButton, Step); 4] = [
    (GamepadButton::DPadUp, Step::Up),
    (GamepadButton::DPadDown, Step::Down),
    (GamepadButton::DPadLeft, Step::Left),
    (GamepadButton::DPadRight, Step::Right),
];

/// The name of a controller's button as the key hints show it (Xbox
/// layout names, the ones most pads print or their drivers report).
pub fn button_name(button: GamepadButton) -> &'static str {
    match button {
        GamepadButton::South => "A",
        GamepadButton::East => "B",
        GamepadButton::West => "X",
        GamepadButton::North => "Y",
        GamepadButton::LeftTrigger => "LB",
        GamepadButton::RightTrigger => "RB",
        GamepadButton::LeftTrigger2 => "LT",
        GamepadButton::RightTrigger2 => "RT",
        GamepadButton::Select => "View",
        GamepadButton::Start => "Menu",
        GamepadButton::LeftThumb => "L3",
        GamepadButton::RightThumb => "R3",
        GamepadButton::DPadUp
        | GamepadButton::DPadDown
        | GamepadButton::DPadLeft
        | GamepadButton::DPadRight => "D-pad",
        _ => "",
    }
}

/// The direction a pad holds: the D-pad's (its buttons, not their analog
/// values, which not every driver reports), else the left stick's when it
/// leans far enough, along its larger axis.
fn held_direction(pad: &Gamepad) -> Option<Step> {
    let held = |button| if pad.pressed(button) { 1.0 } else { 0.0 };
    let dpad = Vec2::new(
        held(GamepadButton::DPadRight) - held(GamepadButton::DPadLeft),
        held(GamepadButton::DPadUp) - held(GamepadButton::DPadDown),
    );
    let lean = if dpad != Vec2::ZERO {
        dpad
    } else {
        pad.left_stick()
    };
    if lean.length() < STICK_LEAN {
        return None;
    }
    Some(if lean.x.abs() > lean.y.abs() {
        if lean.x > 0.0 {
            Step::Right
        } else {
            Step::Left
        }
    } else if lean.y > 0.0 {
        Step::Up
    } else {
        Step::Down
    })
}

/// A direction held over frames: how long, and how many repeats it made.
#[derive(Default)]
struct Held {
    step: Option<Step>,
    seconds: f32,
    repeats: u32,
}

/// Reads every controller into [`PadFrame`] and notes the device in use:
/// a controller's press or step makes it the controller, a key press, a
/// click or a mouse move the keyboard and mouse (keys this module pressed
/// itself for a button are not the keyboard's).
fn read_pads(
    pads: Query<&Gamepad>,
    time: Res<Time>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    pad_keys: Res<PadKeys>,
    mut window_events: MessageReader<WindowEvent>,
    mut held: Local<Held>,
    mut frame: ResMut<PadFrame>,
    mut active: ResMut<ActiveInput>,
) {
    let mut now = PadFrame::default();
    for button in BUTTONS {
        if pads.iter().any(|pad| pad.just_pressed(button)) {
            now.pressed.push(button);
        }
    }
    // Each D-pad press is a step, also one shorter than a frame (pressed
    // and released within it) and one straight after another; a direction
    // held (D-pad or stick) steps as it starts, then repeats.
    let direction = pads.iter().find_map(held_direction);
    let presses: Vec<Step> = DPAD
        .iter()
        .filter(|(button, _)| pads.iter().any(|pad| pad.just_pressed(*button)))
        .map(|&(_, step)| step)
        .collect();
    if !presses.is_empty() || direction != held.step {
        *held = Held {
            step: direction,
            ..default()
        };
        if presses.is_empty() {
            now.steps.extend(direction);
        }
        now.steps.extend(presses);
    } else if let Some(step) = direction {
        held.seconds += time.delta_secs();
        while held.seconds >= REPEAT_AFTER + held.repeats as f32 * REPEAT_EVERY {
            held.repeats += 1;
            now.steps.push(step);
        }
    }
    let keyboard = keys.is_some_and(|k| {
        k.get_just_pressed()
            .any(|key| !pad_keys.down.contains(key) && !pad_keys.up.contains(key))
    });
    let mouse = window_events.read().any(|event| {
        matches!(
            event,
            WindowEvent::MouseButtonInput(_) | WindowEvent::CursorMoved(_)
        )
    });
    let next = if !now.steps.is_empty() || !now.pressed.is_empty() {
        Some(ActiveInput::Gamepad)
    } else if keyboard || mouse {
        Some(ActiveInput::KeyboardMouse)
    } else {
        None
    };
    if let Some(next) = next
        && *active != next
    {
        *active = next;
    }
    if *frame != now {
        *frame = now;
    }
}

/// The key a controller's button stands for on screens without a board,
/// with the key's name for text input (arrows, Enter and Esc also reach
/// the readers of typed keys; letters only the pressed set, so that a
/// button never types into a text field).
pub const MENU_KEYS: [(GamepadButton, KeyCode); 8] = [
    (GamepadButton::South, KeyCode::Enter),
    (GamepadButton::East, KeyCode::Escape),
    (GamepadButton::West, KeyCode::KeyC),
    (GamepadButton::North, KeyCode::KeyS),
    (GamepadButton::RightTrigger, KeyCode::KeyE),
    (GamepadButton::LeftTrigger, KeyCode::KeyD),
    (GamepadButton::Start, KeyCode::F2),
    (GamepadButton::LeftThumb, KeyCode::F1),
];

/// A key hint of `keys` that names, while a controller is in use, the
/// button standing for `key` on screens without a board.
pub fn menu_hint(keys: impl Into<String>, key: KeyCode) -> KeyHint {
    KeyHint::with_pad(keys, menu_button_for(key))
}

/// The controller's button for `key` on screens without a board, by name.
pub fn menu_button_for(key: KeyCode) -> Option<&'static str> {
    MENU_KEYS
        .iter()
        .find(|(_, k)| *k == key)
        .map(|(b, _)| button_name(*b))
}

fn step_key(step: Step) -> KeyCode {
    match step {
        Step::Up => KeyCode::ArrowUp,
        Step::Down => KeyCode::ArrowDown,
        Step::Left => KeyCode::ArrowLeft,
        Step::Right => KeyCode::ArrowRight,
    }
}

/// The logical key of a key this module presses, when typed-key readers
/// should see it too.
fn typed_key(key: KeyCode) -> Option<Key> {
    Some(match key {
        KeyCode::ArrowUp => Key::ArrowUp,
        KeyCode::ArrowDown => Key::ArrowDown,
        KeyCode::ArrowLeft => Key::ArrowLeft,
        KeyCode::ArrowRight => Key::ArrowRight,
        KeyCode::Enter => Key::Enter,
        KeyCode::Escape => Key::Escape,
        _ => return None,
    })
}

/// Keys pressed for a controller's buttons: down this frame, let go the
/// next, forgotten the one after.
#[derive(Resource, Default)]
pub struct PadKeys {
    down: Vec<KeyCode>,
    up: Vec<KeyCode>,
}

/// The systems that read the controllers, in `PreUpdate`: whoever says
/// [`PadOnBoard`] says it before them.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PadSystems;

/// Whether a board takes the controller itself this frame (the board layer
/// says so: in play, no panel up), so its buttons press no keys.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PadOnBoard(pub bool);

/// Presses the keys the frame's steps and buttons stand for, as a keyboard
/// would (the pressed set and, for keys that are not letters, a typed key
/// message): on every screen but the board, which reads the controller
/// itself; Menu (settings) and L3 (help) everywhere. Runs after the input plugin's own
/// keyboard system, which clears the pressed set's news each frame.
fn press_menu_keys(
    frame: Res<PadFrame>,
    on_board: Res<PadOnBoard>,
    keys: Option<ResMut<ButtonInput<KeyCode>>>,
    mut pad_keys: ResMut<PadKeys>,
    mut typed: MessageWriter<KeyboardInput>,
) {
    let Some(mut keys) = keys else { return };
    let pad_keys = &mut *pad_keys;
    for key in pad_keys.up.drain(..) {
        keys.clear_just_released(key);
    }
    for key in std::mem::take(&mut pad_keys.down) {
        keys.release(key);
        keys.clear_just_pressed(key);
        send_typed(&mut typed, key, ButtonState::Released);
        pad_keys.up.push(key);
    }
    let on_board = on_board.0;
    let mut press = Vec::new();
    if !on_board {
        press.extend(frame.steps.iter().map(|&s| step_key(s)));
    }
    for button in &frame.pressed {
        if let Some(&(_, key)) = MENU_KEYS.iter().find(|(b, _)| b == button)
            && (!on_board || matches!(key, KeyCode::F2 | KeyCode::F1))
        {
            press.push(key);
        }
    }
    for key in press {
        keys.press(key);
        send_typed(&mut typed, key, ButtonState::Pressed);
        pad_keys.down.push(key);
    }
}

fn send_typed(typed: &mut MessageWriter<KeyboardInput>, key: KeyCode, state: ButtonState) {
    if let Some(logical_key) = typed_key(key) {
        typed.write(KeyboardInput {
            key_code: key,
            logical_key,
            state,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
    }
}

/// The keys named on a button, and the controller's button doing the same
/// (if one does): the label shows the one of the device in use.
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct KeyHint {
    pub keys: String,
    pub pad: Option<String>,
}

impl KeyHint {
    /// A hint of `keys` and the controller's `pad` button.
    pub fn with_pad(keys: impl Into<String>, pad: Option<&str>) -> KeyHint {
        KeyHint {
            keys: keys.into(),
            pad: pad.map(String::from),
        }
    }

    /// This hint and `other` as one, "Enter / Esc" (the controller's part
    /// only when both have one).
    pub fn or(&self, other: &KeyHint) -> KeyHint {
        KeyHint {
            keys: format!("{} / {}", self.keys, other.keys),
            pad: self
                .pad
                .as_ref()
                .zip(other.pad.as_ref())
                .map(|(a, b)| format!("{a} / {b}")),
        }
    }

    /// The text to show while `active` is in use.
    pub fn text(&self, active: ActiveInput) -> &str {
        match (active, &self.pad) {
            (ActiveInput::Gamepad, Some(pad)) => pad,
            _ => &self.keys,
        }
    }
}

impl From<String> for KeyHint {
    fn from(keys: String) -> KeyHint {
        KeyHint { keys, pad: None }
    }
}

impl From<&str> for KeyHint {
    fn from(keys: &str) -> KeyHint {
        KeyHint::from(keys.to_string())
    }
}

impl From<&String> for KeyHint {
    fn from(keys: &String) -> KeyHint {
        KeyHint::from(keys.clone())
    }
}

/// Key hints name the keys or the controller's buttons, by the device in use.
fn show_key_hints(active: Res<ActiveInput>, mut hints: Query<(Ref<KeyHint>, &mut Text)>) {
    for (hint, mut text) in &mut hints {
        if !active.is_changed() && !hint.is_changed() {
            continue;
        }
        let shown = hint.text(*active);
        if text.0 != shown {
            text.0 = shown.to_string();
        }
    }
}
