//! Playing a level: lifting, pouring, undo, keys typed faster than frames,
//! the board's events and sounds, and the picture matching the state.

use std::time::Duration;

use bevy::prelude::*;
use bevy_tweening::TweenAnim;
use water_sort::game::Screen;
use water_sort::game::board::{BoardEvent, BoardLayout, Game, GameAction};
use water_sort::game::scene::{Animating, BoardAnim, Shine, Slosh, Splash, TubeIndex, TubeLiquid};
use water_sort::game::ui::sound::{PlaySound, Sfx};
use water_sort_core::history::Step;
use water_sort_core::play::Event;
use water_sort_core::{Board, Pour, PourError, Poured};

use crate::support::input::{act, pour, press_button, press_key_down, release_key, send, tap_key};
use crate::support::{Env, Harness, PACK, board, button_named, open, settle};

pub(crate) const HARNESS: Harness = Harness {
    pack_file: "test.ron",
    timeout: Duration::from_secs(20),
    settle_frames: 80,
    one_at_a_time: false,
};

/// The moves that solve level "One" of [`PACK`].
pub(crate) const SOLUTION: [(usize, usize); 3] = [(0, 2), (1, 0), (1, 2)];

/// An app in level `level` (1-based) of the test pack.
pub(crate) fn env(name: &str, level: usize) -> Env {
    env_with(name, PACK, level)
}

/// An app in level `level` (1-based) of the pack `pack`, at rest.
pub(crate) fn env_with(name: &str, pack: &str, level: usize) -> Env {
    let mut env = open(HARNESS, name, pack, Some(level));
    settle(&mut env.app);
    env
}

pub(crate) fn start_board() -> Board {
    Board::new(2, &[vec![0, 1], vec![1, 0], vec![]]).unwrap()
}

/// The picture equals the state: every tube's liquid is the board's, at
/// rest, in its resting place, and no board animation is left.
pub(crate) fn assert_picture_matches_state(app: &mut App) {
    let world = app.world_mut();
    let game = world.resource::<Game>();
    let board = game.board().clone();
    let selected = game.selected();
    let layout = world.resource::<BoardLayout>().clone();
    assert!(!world.resource::<Animating>().is_busy());
    let mut seen = 0;
    let mut q = world.query::<(&TubeIndex, &TubeLiquid, &Transform)>();
    for (index, liquid, transform) in q.iter(world) {
        seen += 1;
        assert_eq!(
            liquid.units,
            board.tubes()[index.0].units(),
            "tube {}",
            index.0
        );
        assert_eq!(liquid.extra, 0.0);
        let rest = layout.rest(index.0, selected == Some(index.0));
        assert!(
            transform.translation.distance(rest) < 0.01,
            "tube {} at {:?}, rest {:?}",
            index.0,
            transform.translation,
            rest
        );
        assert_eq!(transform.rotation, Quat::IDENTITY);
    }
    assert_eq!(seen, board.tubes().len());
    let mut anims = world.query_filtered::<(), (With<BoardAnim>, With<TweenAnim>)>();
    assert_eq!(anims.iter(world).count(), 0, "animations left running");
    // The liveliness has settled too: level surfaces, no splash or shine.
    assert_eq!(world.query::<&Slosh>().iter(world).count(), 0, "sloshing");
    assert_eq!(world.query::<&Splash>().iter(world).count(), 0, "splashes");
    assert_eq!(world.query::<&Shine>().iter(world).count(), 0, "a shine");
}

#[test]
fn select_then_pour_animates_and_ends_equal_to_state() {
    let mut env = env("pour", 1);
    let app = &mut env.app;
    assert_picture_matches_state(app);

    act(app, GameAction::Press(0));
    assert_eq!(app.world().resource::<Game>().selected(), Some(0));
    settle(app);
    assert_picture_matches_state(app); // tube 1 lifted

    act(app, GameAction::Press(2));
    let game = app.world().resource::<Game>();
    assert_eq!(game.selected(), None);
    assert_eq!(game.history().moves(), 1);
    assert_eq!(game.board().tubes()[0].units(), &[0]);
    assert_eq!(game.board().tubes()[2].units(), &[1]);
    // The state changed at once; the picture is still pouring.
    assert!(app.world().resource::<Animating>().is_busy());
    for _ in 0..15 {
        app.update();
    }
    let world = app.world_mut();
    let mut q = world.query::<(&TubeIndex, &Transform)>();
    let source = q.iter(world).find(|(i, _)| i.0 == 0).unwrap().1;
    assert_ne!(source.rotation, Quat::IDENTITY, "the source tilts mid-pour");
    settle(app);
    assert_picture_matches_state(app);
}

#[test]
fn illegal_pour_shakes_and_explains() {
    let mut env = env("illegal", 1);
    let app = &mut env.app;
    act(app, GameAction::Press(0));
    send(app, GameAction::Press(1)); // tube 2 is full
    app.update();
    let game = app.world().resource::<Game>();
    assert_eq!(game.board(), &start_board());
    assert_eq!(game.history().moves(), 0);
    assert_eq!(game.selected(), None);
    assert_eq!(game.message.as_deref(), Some("The tube is full"));
    let world = app.world_mut();
    let mut anims = world.query_filtered::<(), (With<BoardAnim>, With<TweenAnim>)>();
    assert!(anims.iter(world).count() > 0, "the tube shakes");
    settle(app);
    assert_picture_matches_state(app);

    // Selecting an empty tube is refused with the core's reason.
    act(app, GameAction::Press(2));
    let game = app.world().resource::<Game>();
    assert_eq!(game.selected(), None);
    assert_eq!(game.message.as_deref(), Some("The tube is empty"));

    // Undo and redo with nothing to take back or make again say so.
    act(app, GameAction::Undo);
    let game = app.world().resource::<Game>();
    assert_eq!(game.message.as_deref(), Some("Nothing to undo"));
    pour(app, 0, 2);
    assert_eq!(app.world().resource::<Game>().message, None);
    act(app, GameAction::Redo);
    let game = app.world().resource::<Game>();
    assert_eq!(game.message.as_deref(), Some("Nothing to redo"));
    settle(app);
    assert_picture_matches_state(app);
}

#[test]
fn hud_buttons_do_what_they_say() {
    let mut env = env("buttons", 1);
    let app = &mut env.app;
    pour(app, 0, 2);
    let after_one = board(app);
    press_button(app, "Undo");
    assert_eq!(board(app), start_board());
    press_button(app, "Redo");
    assert_eq!(board(app), after_one);
    press_button(app, "Restart");
    assert_eq!(board(app), start_board());
    // The keys on the buttons come from the key table.
    let undo = button_named(app, "Undo");
    let keys = app.world().get::<Children>(undo).unwrap()[1];
    assert_eq!(app.world().get::<Text>(keys).unwrap().0, "U / Ctrl+Z");
    press_button(app, "Back");
    app.update();
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Title
    );
}

#[test]
fn quick_input_during_animation_is_applied_once() {
    let mut env = env("quick", 1);
    let app = &mut env.app;
    // Two pours in a single frame, then two more one frame apart, all well
    // inside the first pour's animation.
    for (from, to) in &SOLUTION[..2] {
        send(app, GameAction::Press(*from));
        send(app, GameAction::Press(*to));
    }
    app.update();
    assert_eq!(app.world().resource::<Game>().history().moves(), 2);
    act(app, GameAction::Press(SOLUTION[2].0));
    act(app, GameAction::Undo);
    let game = app.world().resource::<Game>();
    assert_eq!(game.history().moves(), 1);
    let mut expected = start_board();
    expected.pour(Pour::new(0, 2)).unwrap();
    assert_eq!(game.board(), &expected);
    settle(app);
    assert_picture_matches_state(app);
}

/// A Ctrl chord typed between plain keys within one frame holds Ctrl for
/// its own key only: 1 3, Ctrl+Y, 2 1 is two pours (and a redo with nothing
/// to redo between them), not Ctrl+1, Ctrl+3...
#[test]
fn a_ctrl_chord_between_keys_in_one_frame_holds_ctrl_for_its_key_only() {
    let mut env = env("chord", 1);
    let app = &mut env.app;
    press_key_down(app, KeyCode::Digit1);
    press_key_down(app, KeyCode::Digit3);
    press_key_down(app, KeyCode::ControlLeft);
    press_key_down(app, KeyCode::KeyY);
    release_key(app, KeyCode::KeyY);
    release_key(app, KeyCode::ControlLeft);
    press_key_down(app, KeyCode::Digit2);
    press_key_down(app, KeyCode::Digit1);
    app.update();
    let game = app.world().resource::<Game>();
    // 1>3 and 2>1, the first two pours of the solution.
    assert_eq!(game.history().moves(), 2);
    let mut expected = start_board();
    for (from, to) in &SOLUTION[..2] {
        expected.pour(Pour::new(*from, *to)).unwrap();
    }
    assert_eq!(game.board(), &expected);
}

/// Moves in one frame where the second pours out of the tube the first
/// filled, then two undos in one frame: every move counts and the picture
/// ends matching the board (the first move's animation was drawn from the
/// board as the second left it, and took liquid it did not hold: a panic).
#[test]
fn a_move_out_of_the_tube_just_filled_in_the_same_frame_is_drawn_right() {
    let pack = PACK.replace(
        r#"(name: "One", capacity: 2, tubes: ["RG", "GR", ""]),"#,
        r#"(name: "One", capacity: 2, tubes: ["RG", "G", "R", ""]),"#,
    );
    let mut env = env_with("take-back", &pack, 1);
    let app = &mut env.app;
    let start = board(app);
    // 1>2 (G onto G), then 2>4 (the same G into the empty tube).
    for key in [
        KeyCode::Digit1,
        KeyCode::Digit2,
        KeyCode::Digit2,
        KeyCode::Digit4,
    ] {
        press_key_down(app, key);
    }
    app.update();
    assert_eq!(app.world().resource::<Game>().history().moves(), 2);
    settle(app);
    assert_picture_matches_state(app);
    // Two undos in one frame.
    press_key_down(app, KeyCode::KeyU);
    press_key_down(app, KeyCode::KeyU);
    app.update();
    assert_eq!(board(app), start);
    settle(app);
    assert_picture_matches_state(app);
}

/// Esc with a tube lifted puts it down; Esc again leaves the level.
#[test]
fn esc_puts_a_lifted_tube_down_first() {
    let mut env = env("esc", 1);
    let app = &mut env.app;
    act(app, GameAction::Press(0));
    assert_eq!(app.world().resource::<Game>().selected(), Some(0));
    act(app, GameAction::Back);
    assert_eq!(app.world().resource::<Game>().selected(), None);
    app.update();
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Gameplay
    );
    act(app, GameAction::Back);
    app.update();
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Title
    );
}

#[test]
fn keys_select_and_pour() {
    let mut env = env("keys", 1);
    let app = &mut env.app;
    for key in [KeyCode::Digit1, KeyCode::Digit3] {
        tap_key(app, key);
    }
    assert_eq!(app.world().resource::<Game>().history().moves(), 1);
    // R restarts a level of at most 10 tubes.
    press_key_down(app, KeyCode::KeyR);
    app.update();
    assert_eq!(board(app), start_board());
}

/// Keys typed faster than frames are drawn are all played, in order: the
/// whole solution typed within one frame solves the level.
#[test]
fn keys_typed_within_one_frame_all_pour_in_order() {
    let mut env = env("fast-keys", 1);
    let app = &mut env.app;
    // 1>3, 2>1, 2>3: "1 3 2 1 2 3", tube 2's key twice.
    for key in [
        KeyCode::Digit1,
        KeyCode::Digit3,
        KeyCode::Digit2,
        KeyCode::Digit1,
        KeyCode::Digit2,
        KeyCode::Digit3,
    ] {
        press_key_down(app, key);
    }
    app.update();
    let game = app.world().resource::<Game>();
    assert_eq!(game.history().moves(), 3);
    assert!(game.won.is_some(), "solved");
}

/// The board events of the frames run by `f`, in order.
fn events_of(app: &mut App, f: impl FnOnce(&mut App)) -> Vec<Event> {
    let events: Vec<BoardEvent> = messages_of(app, f);
    events.into_iter().map(|e| e.0).collect()
}

/// The messages of type `M` sent while `f` runs.
fn messages_of<M: Message + Copy>(app: &mut App, f: impl FnOnce(&mut App)) -> Vec<M> {
    // From now on: past messages are not ours.
    let mut cursor = app.world().resource::<Messages<M>>().get_cursor_current();
    f(app);
    let messages = app.world().resource::<Messages<M>>();
    cursor.read(messages).copied().collect()
}

#[test]
fn the_board_sounds_like_what_happens() {
    let mut env = env("sounds", 1);
    let app = &mut env.app;
    let sounds = |app: &mut App, action| {
        messages_of::<PlaySound>(app, |app| {
            act(app, action);
            app.update();
        })
        .into_iter()
        .map(|PlaySound(sfx)| sfx)
        .collect::<Vec<_>>()
    };
    assert_eq!(sounds(app, GameAction::Select(0)), [Sfx::Pick]);
    assert_eq!(sounds(app, GameAction::Press(1)), [Sfx::Illegal]);
    assert_eq!(
        sounds(app, GameAction::Pour(Pour::new(0, 2))),
        [Sfx::Pour(1)]
    );
    assert_eq!(sounds(app, GameAction::Undo), [Sfx::Pour(1)]);
    assert_eq!(sounds(app, GameAction::Redo), [Sfx::Pour(1)]);
    assert_eq!(sounds(app, GameAction::Restart), []);
    // Solving: the second pour fills tube 1 with red, the last one wins.
    let heard: Vec<Vec<Sfx>> = SOLUTION
        .iter()
        .map(|&(from, to)| sounds(app, GameAction::Pour(Pour::new(from, to))))
        .collect();
    assert_eq!(
        heard,
        [
            vec![Sfx::Pour(1)],
            vec![Sfx::CompleteTube, Sfx::Pour(1)],
            vec![Sfx::Pour(1), Sfx::LevelComplete],
        ]
    );
}

#[test]
fn events_describe_each_change_in_order() {
    let mut env = env("events", 1);
    let app = &mut env.app;
    let seen = events_of(app, |app| {
        send(app, GameAction::Press(0));
        send(app, GameAction::Press(1));
        app.update();
    });
    assert_eq!(
        seen,
        vec![
            Event::Selected(Some(0)),
            Event::Selected(None),
            Event::Illegal {
                tube: 1,
                reason: PourError::DestinationFull,
            },
        ]
    );
    let seen = events_of(app, |app| {
        send(app, GameAction::Press(0));
        send(app, GameAction::Press(2));
        send(app, GameAction::Undo);
        send(app, GameAction::Redo);
        send(app, GameAction::Press(1));
        send(app, GameAction::Press(1));
        app.update();
    });
    let poured = Poured {
        pour: Pour::new(0, 2),
        colour: 1,
        amount: 1,
        opened: 0,
    };
    assert_eq!(
        seen,
        vec![
            Event::Selected(Some(0)),
            Event::Selected(None),
            Event::Poured(poured),
            Event::Undone(Step::Pour(poured)),
            Event::Redone(Step::Pour(poured)),
            Event::Selected(Some(1)),
            Event::Selected(None),
        ]
    );
}

#[test]
fn quick_lifts_and_shakes_end_at_rest() {
    use KeyCode::{Digit1, Digit2, Digit3};
    // Select, put down, select another, refused pour: each key one frame
    // after the last, all inside the 0.12 s lift.
    for (name, keys, selected) in [
        ("shake1", &[Digit2, Digit2, Digit1, Digit2][..], None),
        ("shake2", &[Digit1, Digit2][..], None),
        ("shake3", &[Digit2, Digit2, Digit2][..], Some(1)),
        ("shake4", &[Digit3, Digit1, Digit2, Digit1][..], Some(0)),
    ] {
        let mut env = env(name, 1);
        let app = &mut env.app;
        for &key in keys {
            tap_key(app, key);
        }
        assert_eq!(
            app.world().resource::<Game>().selected(),
            selected,
            "{keys:?}"
        );
        assert_eq!(app.world().resource::<Game>().history().moves(), 0);
        settle(app);
        assert_picture_matches_state(app);
    }
}

#[test]
fn a_hint_pour_puts_the_selected_tube_down() {
    let mut env = env("hintpour", 1);
    let app = &mut env.app;
    act(app, GameAction::Select(1));
    settle(app);
    // A pour that does not involve the selected tube (as a hint's would).
    let seen = events_of(app, |app| act(app, GameAction::Pour(Pour::new(0, 2))));
    assert_eq!(seen[0], Event::Selected(None));
    assert!(matches!(seen[1], Event::Poured(_)), "{seen:?}");
    assert_eq!(app.world().resource::<Game>().selected(), None);
    settle(app);
    assert_picture_matches_state(app);
}
