//! The key table of play: every key of the game screen, when it applies and
//! what it does. Input reads it, and so do the tube labels, the HUD's and
//! the level-complete panel's buttons and the hint line, so a key is named
//! where it is defined.
//!
//! Tube keys: 1-9 and 0 are tubes 1-10, Q W E R T Y U I O P tubes 11-20.
//! R and U are also restart and undo, so they mean those only while the
//! letters are not tube keys, that is in levels of at most 10 tubes; beyond
//! 10 tubes, R and U are tube keys only (tubes 14 and 17, when there are
//! that many). Ctrl+R / F5 and Ctrl+Z always work.
//!
//! Key names that are words (Space, Enter, Ctrl+...) are said in the
//! player's language (`keys.ftl`), and the help panel's list of every key
//! and button is made from this table ([`help_rows`](super::key_help::help_rows)), so it never goes
//! stale.

use std::sync::LazyLock;

use bevy::prelude::*;
use water_sort_words::{Lang, say};

use super::game::GameAction;
use crate::game::ui::gamepad::button_name;

/// The Ctrl, Shift and Alt keys, left and right.
pub const CTRL: [KeyCode; 2] = [KeyCode::ControlLeft, KeyCode::ControlRight];
pub const SHIFT: [KeyCode; 2] = [KeyCode::ShiftLeft, KeyCode::ShiftRight];
pub const ALT: [KeyCode; 2] = [KeyCode::AltLeft, KeyCode::AltRight];

/// Whether `key` only modifies others (Ctrl, Shift, Alt, Super).
pub fn is_modifier(key: KeyCode) -> bool {
    CTRL.contains(&key)
        || SHIFT.contains(&key)
        || ALT.contains(&key)
        || matches!(key, KeyCode::SuperLeft | KeyCode::SuperRight)
}

/// The modifiers held for this frame's keys: Ctrl, Shift and Alt, each
/// counted when held or let go this frame (a quick Ctrl+Z, as a fast
/// typist or xdotool makes it, presses and releases Ctrl within one frame).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Held {
    pub ctrl: bool,
    pub shift: bool,
    pub alt: bool,
}

impl Held {
    pub fn of(keys: &ButtonInput<KeyCode>) -> Held {
        let held = |pair: [KeyCode; 2]| keys.any_pressed(pair) || keys.any_just_released(pair);
        Held {
            ctrl: held(CTRL),
            shift: held(SHIFT),
            alt: held(ALT),
        }
    }
}

/// Modifier keys a binding needs. A plain binding does not fire with Ctrl
/// held (Ctrl and a key that is not bound with Ctrl does nothing).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Modifiers {
    Plain,
    Ctrl,
    CtrlShift,
}

/// When a binding applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum When {
    Always,
    /// Once the level is solved (the level-complete choices).
    Won,
    /// In levels of at most 10 tubes, where letters are not tube keys.
    FewTubes,
}

/// Whether a binding is named on its action's button.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    Yes,
    No,
    /// Only when no plain key does the same (Ctrl+R where R is a tube key).
    Fallback,
}

/// A key's name on screen, without its modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyName {
    /// As printed on the key, the same in every language ("Z", "F5").
    Cap(&'static str),
    /// A word, said in the player's language: its message id ("keys-space").
    Word(&'static str),
}

impl KeyName {
    /// The name in `lang`.
    pub fn say(self, lang: &Lang) -> String {
        match self {
            KeyName::Cap(cap) => cap.to_string(),
            KeyName::Word(id) => lang.say(id, &[]),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Binding {
    pub key: KeyCode,
    pub modifiers: Modifiers,
    pub when: When,
    pub action: GameAction,
    /// The key's name on screen, without the modifiers.
    pub name: KeyName,
    pub shown: Shown,
}

const fn bind(
    key: KeyCode,
    modifiers: Modifiers,
    when: When,
    action: GameAction,
    name: KeyName,
    shown: Shown,
) -> Binding {
    Binding {
        key,
        modifiers,
        when,
        action,
        name,
        shown,
    }
}

use GameAction as A;
use KeyCode as K;
use KeyName::{Cap, Word};
use Modifiers::{Ctrl, CtrlShift, Plain};
use Shown::{Fallback, No, Yes};
use When::{Always, FewTubes, Won};

/// Every binding but the tube keys, in priority order: the first that
/// matches a key press wins; tube keys come after all of them.
pub const BINDINGS: &[Binding] = &[
    bind(K::KeyZ, CtrlShift, Always, A::Redo, Cap("Z"), No),
    bind(K::KeyZ, Ctrl, Always, A::Undo, Cap("Z"), Yes),
    bind(K::KeyY, Ctrl, Always, A::Redo, Cap("Y"), Yes),
    bind(K::KeyR, Ctrl, Always, A::Restart, Cap("R"), Fallback),
    bind(K::F5, Plain, Always, A::Restart, Cap("F5"), Yes),
    bind(K::Escape, Plain, Always, A::Back, Word("keys-esc"), Yes),
    bind(K::KeyH, Plain, Always, A::Hint, Cap("H"), Yes),
    bind(K::Enter, Plain, Won, A::NextLevel, Word("keys-enter"), Yes),
    bind(
        K::NumpadEnter,
        Plain,
        Won,
        A::NextLevel,
        Word("keys-enter"),
        No,
    ),
    bind(K::Space, Plain, Won, A::NextLevel, Word("keys-space"), No),
    bind(K::KeyR, Plain, Won, A::Replay, Cap("R"), Yes),
    bind(
        K::Space,
        Plain,
        Always,
        A::PlayHint,
        Word("keys-space"),
        Yes,
    ),
    bind(K::KeyS, Plain, Always, A::ShowMe, Cap("S"), Yes),
    bind(K::KeyB, Plain, Always, A::Rewind, Cap("B"), Yes),
    bind(K::KeyA, Plain, Always, A::ExtraTube, Cap("A"), Yes),
    bind(K::NumpadAdd, Plain, Always, A::ExtraTube, Cap("+"), No),
    bind(
        K::Backspace,
        Plain,
        Always,
        A::Rewind,
        Word("keys-backspace"),
        Yes,
    ),
    bind(K::KeyR, Plain, FewTubes, A::Restart, Cap("R"), Yes),
    bind(K::KeyU, Plain, FewTubes, A::Undo, Cap("U"), Yes),
];

/// The key of each tube, with its label.
pub const TUBE_KEYS: [(KeyCode, &str); 20] = [
    (K::Digit1, "1"),
    (K::Digit2, "2"),
    (K::Digit3, "3"),
    (K::Digit4, "4"),
    (K::Digit5, "5"),
    (K::Digit6, "6"),
    (K::Digit7, "7"),
    (K::Digit8, "8"),
    (K::Digit9, "9"),
    (K::Digit0, "0"),
    (K::KeyQ, "Q"),
    (K::KeyW, "W"),
    (K::KeyE, "E"),
    (K::KeyR, "R"),
    (K::KeyT, "T"),
    (K::KeyY, "Y"),
    (K::KeyU, "U"),
    (K::KeyI, "I"),
    (K::KeyO, "O"),
    (K::KeyP, "P"),
];

/// Levels with more tubes than this use letters as tube keys.
pub const FEW_TUBES: usize = 10;

/// The keys that open and close the help panel on every screen (`?` is
/// also taken as typed, whatever key makes it).
pub const HELP_KEYS: [(KeyCode, KeyName); 2] = [(K::F1, Cap("F1")), (K::Slash, Cap("?"))];
/// The controller's button for the help panel, on every screen.
pub const HELP_PAD: GamepadButton = GamepadButton::LeftThumb;
/// The controller's button pressing the tube under the cursor (`pad.rs`).
pub const PAD_PRESS: GamepadButton = GamepadButton::South;
/// The controller's cursor over the tubes: the D-pad (or the left stick).
pub const PAD_CURSOR: GamepadButton = GamepadButton::DPadRight;

impl Binding {
    fn applies(&self, tubes: usize, won: bool) -> bool {
        match self.when {
            Always => true,
            Won => won,
            FewTubes => tubes <= FEW_TUBES,
        }
    }

    /// The binding's name on screen in `lang`, with its modifiers
    /// ("Ctrl+Z", "Strg+Z").
    pub fn label(&self, lang: &Lang) -> String {
        let key = self.name.say(lang);
        match self.modifiers {
            Plain => key,
            Ctrl => say!(lang, "keys-ctrl-with", key = key),
            CtrlShift => say!(lang, "keys-ctrl-shift-with", key = key),
        }
    }

    fn matches(&self, key: KeyCode, ctrl: bool, shift: bool) -> bool {
        self.key == key
            && match self.modifiers {
                Plain => !ctrl,
                Ctrl => ctrl,
                CtrlShift => ctrl && shift,
            }
    }
}

/// What a key press does in a level of `tubes` tubes.
pub fn action_for(key: KeyCode, ctrl: bool, shift: bool, tubes: usize, won: bool) -> Option<A> {
    if let Some(binding) = BINDINGS
        .iter()
        .find(|b| b.matches(key, ctrl, shift) && b.applies(tubes, won))
    {
        return Some(binding.action);
    }
    if ctrl {
        return None;
    }
    TUBE_KEYS
        .iter()
        .position(|(k, _)| *k == key)
        .filter(|&i| i < tubes)
        .map(A::Press)
}

/// The controller's buttons in play, the key table's other half. The
/// D-pad or the left stick moves a cursor over the tubes and A presses the
/// tube under it (`pad.rs`); these are the rest, the first that applies
/// winning.
pub const PAD_BINDINGS: &[(GamepadButton, When, A)] = &[
    (GamepadButton::South, Won, A::NextLevel),
    (GamepadButton::West, Won, A::Replay),
    (GamepadButton::East, Always, A::Back),
    (GamepadButton::West, Always, A::Hint),
    (GamepadButton::North, Always, A::ShowMe),
    (GamepadButton::LeftTrigger, Always, A::Undo),
    (GamepadButton::RightTrigger, Always, A::Redo),
    (GamepadButton::LeftTrigger2, Always, A::Restart),
    (GamepadButton::RightTrigger2, Always, A::PlayHint),
    (GamepadButton::Select, Always, A::Rewind),
    (GamepadButton::RightThumb, Always, A::ExtraTube),
];

/// What a controller's button does in play (A on a level not yet solved
/// presses the tube under the cursor: `None` here).
pub fn pad_action_for(button: GamepadButton, won: bool) -> Option<A> {
    PAD_BINDINGS
        .iter()
        .find(|(b, when, _)| *b == button && (*when != Won || won))
        .map(|&(_, _, action)| action)
}

/// The name of the controller's button doing `action`, for its button's
/// key hint.
pub fn pad_button_for(action: A) -> Option<&'static str> {
    PAD_BINDINGS
        .iter()
        .find(|(_, _, a)| *a == action)
        .map(|&(button, _, _)| button_name(button))
}

/// The label of tube `index`'s key (0-based), or "" past the 20th.
pub fn tube_key(index: usize) -> &'static str {
    TUBE_KEYS.get(index).map_or("", |(_, label)| label)
}

/// The label under tube `.0`: its number ([`tube_number`]) and, where it
/// differs, the key that selects it, or the controller's cursor
/// (`pad.rs`); the scene draws and places it.
#[derive(Component)]
pub struct TubeLabel(pub usize);

/// Tube `index`'s number as its label shows it and the words name it
/// (from 1), whatever key selects it.
pub fn tube_number(index: usize) -> String {
    (index + 1).to_string()
}

/// English, for [`keys_for`] (made once: a language is parsed when made).
static ENGLISH: LazyLock<Lang> = LazyLock::new(Lang::english);

/// The keys named on the button of `action`, like "U / Ctrl+Z", in
/// English (see [`keys_in`]).
pub fn keys_for(action: A, tubes: usize) -> String {
    keys_in(&ENGLISH, action, tubes)
}

/// The keys named on the button of `action` in `lang`, like "U / Ctrl+Z":
/// letters first, then keys with Ctrl, then function keys.
pub fn keys_in(lang: &Lang, action: A, tubes: usize) -> String {
    let applies = |b: &&Binding| b.action == action && (b.when == Won || b.applies(tubes, false));
    let plain_exists = BINDINGS
        .iter()
        .filter(applies)
        .any(|b| b.modifiers == Plain && b.shown == Yes && !is_function_key(b));
    let mut shown: Vec<&Binding> = BINDINGS
        .iter()
        .filter(applies)
        .filter(|b| b.shown == Yes || (b.shown == Fallback && !plain_exists))
        .collect();
    shown.sort_by_key(|b| (is_function_key(b), b.modifiers != Plain));
    let mut labels: Vec<String> = shown.iter().map(|b| b.label(lang)).collect();
    labels.dedup();
    labels.join(" / ")
}

fn is_function_key(binding: &Binding) -> bool {
    matches!(binding.key, K::F5)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r_and_u_are_commands_up_to_ten_tubes_only() {
        for tubes in 1..=10 {
            assert_eq!(
                action_for(K::KeyR, false, false, tubes, false),
                Some(A::Restart)
            );
            assert_eq!(
                action_for(K::KeyU, false, false, tubes, false),
                Some(A::Undo)
            );
        }
        for tubes in 14..=20 {
            assert_eq!(
                action_for(K::KeyR, false, false, tubes, false),
                Some(A::Press(13))
            );
        }
        assert_eq!(
            action_for(K::KeyU, false, false, 17, false),
            Some(A::Press(16))
        );
        // Too few tubes for the letter: nothing.
        assert_eq!(action_for(K::KeyR, false, false, 12, false), None);
        // The Ctrl forms always work; Ctrl with an unbound key does nothing.
        assert_eq!(
            action_for(K::KeyR, true, false, 20, false),
            Some(A::Restart)
        );
        assert_eq!(action_for(K::KeyZ, true, false, 20, false), Some(A::Undo));
        assert_eq!(action_for(K::KeyZ, true, true, 20, false), Some(A::Redo));
        assert_eq!(action_for(K::Digit1, true, false, 20, false), None);
    }

    #[test]
    fn a_solved_level_takes_the_complete_choices() {
        assert_eq!(
            action_for(K::Space, false, false, 4, false),
            Some(A::PlayHint)
        );
        assert_eq!(
            action_for(K::Space, false, false, 4, true),
            Some(A::NextLevel)
        );
        assert_eq!(
            action_for(K::Enter, false, false, 4, true),
            Some(A::NextLevel)
        );
        assert_eq!(action_for(K::Enter, false, false, 4, false), None);
        assert_eq!(action_for(K::KeyR, false, false, 20, true), Some(A::Replay));
    }

    #[test]
    fn buttons_name_the_keys_in_force() {
        assert_eq!(keys_for(A::Undo, 4), "U / Ctrl+Z");
        assert_eq!(keys_for(A::Undo, 12), "Ctrl+Z");
        assert_eq!(keys_for(A::Restart, 4), "R / F5");
        assert_eq!(keys_for(A::Restart, 12), "Ctrl+R / F5");
        assert_eq!(keys_for(A::Redo, 4), "Ctrl+Y");
        assert_eq!(keys_for(A::Rewind, 4), "B / Backspace");
        assert_eq!(keys_for(A::NextLevel, 4), "Enter");
        assert_eq!(keys_for(A::Replay, 12), "R");
        assert_eq!(tube_key(13), "R");
        assert_eq!(tube_key(20), "");
    }
}
