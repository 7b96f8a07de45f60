//! A game controller plays: a cursor over the tubes with A to lift and
//! pour, the shoulder buttons for undo and redo, the complete panel, the
//! level select, settings and the endless screen; the buttons' key hints
//! name its buttons while it is in use.

use std::time::Duration;

use bevy::prelude::*;
use water_sort::game::Screen;
use water_sort::game::board::{CURSOR_MARK, Game, TubeCursor, TubeLabel};
use water_sort::game::ui::gamepad::{ActiveInput, KeyHint};
use water_sort::game::ui::settings::{Settings, SettingsOpen, Speed};

use crate::support::input::{connect_pad, lean_stick, tap_key, tap_pad};
use crate::support::{Harness, PACK, open, screen, settle, wait_until};

const HARNESS: Harness = Harness {
    pack_file: "test.ron",
    timeout: Duration::from_secs(60),
    settle_frames: 80,
    one_at_a_time: false,
};

use GamepadButton as B;

fn moves(app: &App) -> usize {
    app.world().resource::<Game>().history().moves()
}

fn cursor(app: &App) -> usize {
    app.world().resource::<TubeCursor>().0
}

/// The text of tube `index`'s label.
fn label(app: &mut App, index: usize) -> String {
    app.world_mut()
        .query::<(&TubeLabel, &Text2d)>()
        .iter(app.world())
        .find(|(l, _)| l.0 == index)
        .map(|(_, t)| t.0.clone())
        .expect("the tube has a label")
}

/// What the key hint of the button for `keys` reads now.
fn hint_showing(app: &mut App, keys: &str) -> String {
    app.world_mut()
        .query::<(&KeyHint, &Text)>()
        .iter(app.world())
        .find(|(hint, _)| hint.keys == keys)
        .map(|(_, text)| text.0.clone())
        .unwrap_or_else(|| panic!("a button names {keys}"))
}

/// Steps the cursor to tube `to` with the D-pad, along the row.
fn walk_to(app: &mut App, pad: Entity, to: usize) {
    while cursor(app) != to {
        let step = if cursor(app) < to {
            B::DPadRight
        } else {
            B::DPadLeft
        };
        tap_pad(app, pad, step);
    }
}

#[test]
fn a_controller_plays_a_level_to_the_next() {
    let mut env = open(HARNESS, "pad-play", PACK, Some(1));
    let app = &mut env.app;
    settle(app);
    let pad = connect_pad(app);
    assert_eq!(cursor(app), 0);
    // A lifts the tube under the cursor; the D-pad walks; A pours.
    tap_pad(app, pad, B::South);
    assert_eq!(app.world().resource::<Game>().selected(), Some(0));
    tap_pad(app, pad, B::DPadRight);
    tap_pad(app, pad, B::DPadRight);
    assert_eq!(cursor(app), 2);
    tap_pad(app, pad, B::South);
    assert_eq!(moves(app), 1);
    // The shoulder buttons undo and redo.
    tap_pad(app, pad, B::LeftTrigger);
    assert_eq!(moves(app), 0);
    tap_pad(app, pad, B::RightTrigger);
    assert_eq!(moves(app), 1);
    // B puts a lifted tube down.
    tap_pad(app, pad, B::South);
    assert_eq!(app.world().resource::<Game>().selected(), Some(2));
    tap_pad(app, pad, B::East);
    assert_eq!(app.world().resource::<Game>().selected(), None);
    assert_eq!(screen(app.world()), Screen::Gameplay);
    // The rest of the solution.
    for (from, to) in [(1, 0), (1, 2)] {
        walk_to(app, pad, from);
        tap_pad(app, pad, B::South);
        walk_to(app, pad, to);
        tap_pad(app, pad, B::South);
    }
    assert!(app.world().resource::<Game>().won.is_some(), "solved");
    settle(app);
    // On the complete panel, A goes on to the next level.
    tap_pad(app, pad, B::South);
    wait_until(app, "the next level", |w| {
        w.get_resource::<Game>()
            .is_some_and(|g| g.level.name == "Two" && g.history().moves() == 0)
    });
}

#[test]
fn the_cursor_and_the_key_hints_follow_the_device_in_use() {
    let mut env = open(HARNESS, "pad-hints", PACK, Some(1));
    let app = &mut env.app;
    settle(app);
    assert_eq!(label(app, 0), "1");
    assert_eq!(hint_showing(app, "U / Ctrl+Z"), "U / Ctrl+Z");
    let pad = connect_pad(app);
    tap_pad(app, pad, B::DPadRight);
    app.update();
    assert_eq!(*app.world().resource::<ActiveInput>(), ActiveInput::Gamepad);
    assert_eq!(label(app, 1), CURSOR_MARK, "the cursor shows on its tube");
    assert_eq!(label(app, 0), "1");
    assert_eq!(hint_showing(app, "U / Ctrl+Z"), "LB");
    assert_eq!(hint_showing(app, "Ctrl+Y"), "RB");
    assert_eq!(hint_showing(app, "F2"), "Menu");
    // A key press hands back to the keyboard.
    tap_key(app, KeyCode::Digit1);
    app.update();
    assert_eq!(
        *app.world().resource::<ActiveInput>(),
        ActiveInput::KeyboardMouse
    );
    assert_eq!(label(app, 1), "2");
    assert_eq!(hint_showing(app, "U / Ctrl+Z"), "U / Ctrl+Z");
}

#[test]
fn a_held_stick_steps_once_then_repeats() {
    let mut env = open(HARNESS, "pad-stick", PACK, Some(1));
    let app = &mut env.app;
    settle(app);
    let pad = connect_pad(app);
    lean_stick(app, pad, 0.9, 0.1);
    app.update();
    assert_eq!(cursor(app), 1, "one step as the stick leans");
    for _ in 0..15 {
        app.update();
    }
    assert_eq!(cursor(app), 1, "no repeat before 0.4 s");
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(cursor(app), 2, "a repeat after 0.4 s held");
    lean_stick(app, pad, 0.2, 0.0);
    for _ in 0..30 {
        app.update();
    }
    assert_eq!(cursor(app), 2, "a stick near rest does not step");
}

#[test]
fn a_controller_picks_a_level_on_the_level_select() {
    let mut env = open(HARNESS, "pad-select", PACK, None);
    let app = &mut env.app;
    let pad = connect_pad(app);
    tap_pad(app, pad, B::DPadRight);
    tap_pad(app, pad, B::South);
    wait_until(app, "level Two", |w| {
        screen(w) == Screen::Gameplay
            && w.get_resource::<Game>()
                .is_some_and(|g| g.level.name == "Two")
    });
    // B leaves the level for the level select.
    settle(app);
    tap_pad(app, pad, B::East);
    wait_until(app, "the level select", |w| screen(w) == Screen::Title);
}

#[test]
fn a_controller_changes_settings() {
    let mut env = open(HARNESS, "pad-settings", PACK, Some(1));
    let app = &mut env.app;
    settle(app);
    let pad = connect_pad(app);
    tap_pad(app, pad, B::Start);
    app.update();
    assert!(
        app.world().resource::<SettingsOpen>().0,
        "Menu opens settings"
    );
    // Down to the animation speed, one step faster (as the keys do it).
    for _ in 0..3 {
        tap_pad(app, pad, B::DPadDown);
    }
    tap_pad(app, pad, B::DPadRight);
    assert_eq!(app.world().resource::<Settings>().speed, Speed::Fast);
    // The board does not take the controller while the panel is up.
    assert_eq!(app.world().resource::<Game>().selected(), None);
    tap_pad(app, pad, B::East);
    app.update();
    assert!(
        !app.world().resource::<SettingsOpen>().0,
        "B closes settings"
    );
    assert_eq!(screen(app.world()), Screen::Gameplay);
    tap_pad(app, pad, B::South);
    assert_eq!(app.world().resource::<Game>().selected(), Some(0));
}

#[test]
fn a_controller_opens_endless_and_plays_a_new_level() {
    let mut env = open(HARNESS, "pad-endless", PACK, None);
    let app = &mut env.app;
    let pad = connect_pad(app);
    tap_pad(app, pad, B::RightTrigger);
    wait_until(app, "the endless screen", |w| screen(w) == Screen::Endless);
    assert_eq!(hint_showing(app, "Esc"), "B");
    // Down to the "New level" row's Play; A plays it.
    tap_pad(app, pad, B::South);
    wait_until(app, "an endless level", |w| {
        screen(w) == Screen::Gameplay && w.contains_resource::<Game>()
    });
}
