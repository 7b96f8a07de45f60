//! The game without a window: `MinimalPlugins` plus the game's plugins, time
//! advanced by hand (20 ms a frame), input as messages or key presses.

use std::time::Duration;

use bevy::prelude::*;
use bevy_tweening::TweenAnim;
use water_sort::game::board::{
    Animating, BoardAnim, BoardEvent, BoardLayout, CurrentLevel, Game, GameAction, TubeIndex,
    TubeLiquid,
};
use water_sort::game::packs::{Notice, PackLibrary};
use water_sort::game::saves::ProgressStore;
use water_sort::game::screens::complete::CompletePanel;
use water_sort::game::ui::sound::{PlaySound, Sfx};
use water_sort::game::{PlayOptions, Screen};
use water_sort_core::history::Step;
use water_sort_core::play::Event;
use water_sort_core::{Board, Pour, PourError, Poured};

#[path = "headless/saved_games.rs"]
mod saved_games;
#[path = "headless/statistics.rs"]
mod statistics;
mod support;
use support::input::{act, pour, press_button, press_key_down, release_key, send, tap_key};
use support::{
    Env, Harness, PACK, board, build_app, button_named, headless_app, open, settle, temp_dir,
    texts, wait_until,
};

const HARNESS: Harness = Harness {
    pack_file: "test.ron",
    timeout: Duration::from_secs(20),
    settle_frames: 80,
    one_at_a_time: false,
};

/// The moves that solve level "One" of [`PACK`].
const SOLUTION: [(usize, usize); 3] = [(0, 2), (1, 0), (1, 2)];

/// An app in level `level` (1-based) of the test pack.
fn env(name: &str, level: usize) -> Env {
    env_with(name, PACK, level)
}

/// An app in level `level` (1-based) of the pack `pack`, at rest.
fn env_with(name: &str, pack: &str, level: usize) -> Env {
    let mut env = open(HARNESS, name, pack, Some(level));
    settle(&mut env.app);
    env
}

fn start_board() -> Board {
    Board::new(2, &[vec![0, 1], vec![1, 0], vec![]]).unwrap()
}

/// The picture equals the state: every tube's liquid is the board's, at
/// rest, in its resting place, and no board animation is left.
fn assert_picture_matches_state(app: &mut App) {
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

#[test]
fn win_saves_progress_and_goes_on_to_the_next_level() {
    let mut env = env("win", 1);
    let data = env.dir.join("data");
    let app = &mut env.app;
    for (from, to) in SOLUTION {
        pour(app, from, to);
    }
    let won = app.world().resource::<Game>().won.expect("solved");
    assert_eq!(won.moves, 3);
    assert!(!won.last_in_pack);
    // The panel waits for the last pour to finish.
    assert!(
        app.world_mut()
            .query::<&CompletePanel>()
            .iter(app.world())
            .next()
            .is_none()
    );
    settle(app);
    assert_eq!(
        app.world_mut()
            .query::<&CompletePanel>()
            .iter(app.world())
            .count(),
        1
    );
    assert_picture_matches_state(app);
    // Tubes no longer react.
    act(app, GameAction::Press(0));
    assert_eq!(app.world().resource::<Game>().selected(), None);

    // Saved on disk, and read back by a fresh store.
    let saved = ProgressStore::open(Some(data.clone()));
    let record = saved.progress.record("test.ron", "One");
    assert!(record.completed);
    assert_eq!(record.best_moves, Some(3));
    assert!(
        std::fs::read_to_string(data.join("progress.ron"))
            .unwrap()
            .contains("One")
    );

    act(app, GameAction::NextLevel);
    settle(app);
    let game = app.world().resource::<Game>();
    assert_eq!(game.level.name, "Two");
    assert_eq!(game.history().moves(), 0);
    assert!(game.won.is_none());
    assert_eq!(
        app.world_mut()
            .query::<&CompletePanel>()
            .iter(app.world())
            .count(),
        0
    );
    assert_picture_matches_state(app);

    // Both levels solved: the last one says the pack is done.
    for (from, to) in [(1, 2), (0, 1), (0, 2)] {
        pour(app, from, to);
    }
    let won = app.world().resource::<Game>().won.expect("solved");
    assert!(won.last_in_pack);
    assert_eq!(won.unsolved_in_pack, Some(0));
    settle(app);
    assert!(
        texts(app).iter().any(|t| t.starts_with("Pack complete!")),
        "{:?}",
        texts(app)
    );
}

#[test]
fn finishing_the_last_level_returns_to_the_level_select() {
    let mut env = env("last", 2);
    let app = &mut env.app;
    // "Two" mirrors "One": 2>3, 1>2, 1>3.
    for (from, to) in [(1, 2), (0, 1), (0, 2)] {
        pour(app, from, to);
    }
    let won = app.world().resource::<Game>().won.unwrap();
    assert!(won.last_in_pack);
    // Level 1 was never solved: the pack is not complete.
    assert_eq!(won.unsolved_in_pack, Some(1));
    settle(app);
    let texts = texts(app);
    assert!(
        texts
            .iter()
            .any(|t| t.starts_with("Level complete! 1 level of") && t.ends_with("still to solve.")),
        "{texts:?}"
    );
    assert!(
        !texts.iter().any(|t| t.contains("Pack complete")),
        "{texts:?}"
    );
    act(app, GameAction::NextLevel);
    settle(app);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Title
    );
    // Then level 1, the last one left: the pack is complete, though it is
    // not the pack's last level.
    tap_key(app, KeyCode::ArrowLeft);
    tap_key(app, KeyCode::Enter);
    wait_until(app, "level 1", |w| {
        w.get_resource::<Game>()
            .is_some_and(|g| g.level.name == "One" && g.history().moves() == 0)
    });
    for (from, to) in SOLUTION {
        pour(app, from, to);
    }
    let won = app.world().resource::<Game>().won.unwrap();
    assert_eq!((won.last_in_pack, won.unsolved_in_pack), (false, Some(0)));
    settle(app);
    let shown = self::texts(app);
    assert!(
        shown
            .iter()
            .any(|t| t.starts_with("Pack complete! Every level")),
        "{shown:?}"
    );
}

#[test]
fn progress_is_loaded_at_start() {
    let dir = temp_dir("load");
    std::fs::write(dir.join("levels/test.ron"), PACK).unwrap();
    let mut store = ProgressStore::open(Some(dir.join("data")));
    store.progress.finish("test.ron", "Two", 4, 0);
    store.save();
    let mut app = build_app(HARNESS, &dir, None);
    wait_until(&mut app, "the level select", |w| {
        *w.resource::<State<Screen>>().get() == Screen::Title
    });
    let record = app
        .world()
        .resource::<ProgressStore>()
        .progress
        .record("test.ron", "Two");
    assert_eq!(record.best_moves, Some(4));
    // The level select lists the two levels, the second one marked done.
    let mut q = app
        .world_mut()
        .query::<&water_sort::game::screens::level_select::LevelButton>();
    let mut buttons: Vec<_> = q
        .iter(app.world())
        .map(|b| (b.level, b.completed))
        .collect();
    buttons.sort();
    assert_eq!(buttons, vec![(0, false), (1, true)]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_broken_pack_shows_its_diagnostic_instead_of_crashing() {
    let dir = temp_dir("broken");
    std::fs::write(dir.join("levels/test.ron"), PACK).unwrap();
    std::fs::write(
        dir.join("levels/broken.ron"),
        "(\n    name: \"Broken\",\n    palette: [],\n    levels: [ (name: \"x\", tubes: [\"RG\"]) ],\n)\n",
    )
    .unwrap();
    let mut app = build_app(HARNESS, &dir, None);
    wait_until(&mut app, "the level select", |w| {
        *w.resource::<State<Screen>>().get() == Screen::Title
    });
    let library = app.world().resource::<PackLibrary>();
    let broken = &library.entries[0];
    assert_eq!(broken.file_name, "broken.ron");
    let error = broken.error.as_deref().expect("an error");
    let expected_prefix = format!("{}:", dir.join("levels/broken.ron").display());
    assert!(error.starts_with(&expected_prefix), "{error}");
    // file:line:column: message
    let rest = &error[expected_prefix.len()..];
    let mut parts = rest.splitn(3, ':');
    assert!(parts.next().unwrap().parse::<usize>().is_ok(), "{error}");
    assert!(parts.next().unwrap().parse::<usize>().is_ok(), "{error}");
    assert!(library.entries[1].good.is_some());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn editing_the_pack_reloads_it() {
    let mut env = env("reload", 1);
    let path = env.dir.join("levels/test.ron");
    let app = &mut env.app;
    pour(app, 0, 2);

    // A broken edit: the error is shown, the last good version stays.
    std::fs::write(
        &path,
        "(name: \"Test\", palette: [], levels: [ (name: \"One\" ) ])",
    )
    .unwrap();
    wait_until(app, "the broken reload", |w| {
        w.resource::<PackLibrary>().entries[0].error.is_some()
    });
    app.update();
    let game = app.world().resource::<Game>();
    assert_eq!(game.history().moves(), 1, "play goes on");
    assert!(
        game.message.as_deref().unwrap().contains("test.ron:"),
        "{:?}",
        game.message
    );
    assert!(
        app.world().resource::<PackLibrary>().entries[0]
            .good
            .is_some()
    );

    // A good edit that changes the level in play restarts it.
    std::fs::write(
        &path,
        PACK.replace("[\"RG\", \"GR\", \"\"]", "[\"GR\", \"GR\", \"\"]"),
    )
    .unwrap();
    wait_until(app, "the good reload", |w| {
        w.resource::<PackLibrary>().entries[0].error.is_none()
    });
    settle(app);
    let game = app.world().resource::<Game>();
    assert_eq!(game.history().moves(), 0);
    assert_eq!(game.board().tubes()[0].units(), &[1, 0]);
    assert_picture_matches_state(app);
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

/// The test pack with a level "Zero" before "One".
fn pack_with_zero() -> String {
    PACK.replace(
        "        (name: \"One\"",
        "        (name: \"Zero\", capacity: 2, tubes: [\"RG\", \"RG\", \"\"]),\n        (name: \"One\"",
    )
}

#[test]
fn a_level_added_before_the_one_in_play_keeps_the_game() {
    let mut env = env("insert", 1);
    let path = env.dir.join("levels/test.ron");
    let app = &mut env.app;
    pour(app, SOLUTION[0].0, SOLUTION[0].1);
    std::fs::write(&path, pack_with_zero()).unwrap();
    wait_until(app, "the reload", |w| {
        w.resource::<PackLibrary>().entries[0]
            .good
            .as_ref()
            .is_some_and(|p| p.levels.len() == 3)
    });
    settle(app);
    let game = app.world().resource::<Game>();
    assert_eq!(game.level.name, "One");
    assert_eq!(game.history().moves(), 1, "the moves are kept");
    assert_eq!((game.level_index, game.level_count()), (1, 3));
    assert_eq!(
        app.world().resource::<CurrentLevel>().pack_level(),
        Some((0, 1))
    );
    assert_picture_matches_state(app);
    // The next level is the one after "One" in the new pack.
    for (from, to) in &SOLUTION[1..] {
        pour(app, *from, *to);
    }
    assert!(!app.world().resource::<Game>().won.unwrap().last_in_pack);
    settle(app);
    act(app, GameAction::NextLevel);
    settle(app);
    assert_eq!(app.world().resource::<Game>().level.name, "Two");
}

#[test]
fn a_level_removed_while_in_play_goes_back_to_the_level_select() {
    let mut env = env("remove", 2);
    let path = env.dir.join("levels/test.ron");
    let app = &mut env.app;
    pour(app, 1, 2);
    let without_two = PACK.replace(
        "        (name: \"Two\", capacity: 2, tubes: [\"GR\", \"RG\", \"\"]),\n",
        "",
    );
    assert_ne!(without_two, PACK);
    std::fs::write(&path, without_two).unwrap();
    wait_until(app, "the level select", |w| {
        *w.resource::<State<Screen>>().get() == Screen::Title
    });
    let notice = app.world().resource::<Notice>().0.clone();
    assert!(
        notice.as_deref().is_some_and(|n| n.contains("\"Two\"")),
        "{notice:?}"
    );
}

#[test]
fn a_level_past_the_end_of_the_pack_says_so() {
    let dir = temp_dir("past");
    std::fs::write(dir.join("levels/test.ron"), PACK).unwrap();
    let mut app = build_app(HARNESS, &dir, Some(9));
    wait_until(&mut app, "the level to start", |w| {
        *w.resource::<State<Screen>>().get() == Screen::Gameplay && w.contains_resource::<Game>()
    });
    let game = app.world().resource::<Game>();
    assert_eq!(game.level.name, "Two");
    let message = game.message.clone().unwrap_or_default();
    assert!(
        message.contains("has 2 levels; starting level 2"),
        "{message:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[cfg(unix)]
#[test]
fn a_linked_pack_in_the_levels_folder_loads() {
    let dir = temp_dir("link");
    std::fs::create_dir_all(dir.join("elsewhere")).unwrap();
    std::fs::write(dir.join("elsewhere/test.ron"), PACK).unwrap();
    std::os::unix::fs::symlink(dir.join("elsewhere/test.ron"), dir.join("levels/link.ron"))
        .unwrap();
    let mut app = build_app(HARNESS, &dir, None);
    wait_until(&mut app, "the level select", |w| {
        *w.resource::<State<Screen>>().get() == Screen::Title
    });
    let library = app.world().resource::<PackLibrary>();
    assert_eq!(library.entries.len(), 1);
    assert_eq!(library.entries[0].file_name, "link.ron");
    assert!(
        library.entries[0].good.is_some(),
        "{:?}",
        library.entries[0].error
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A pack file dropped into a pack folder while the game runs joins the
/// level select within a few seconds; deleted, it offers no levels.
#[test]
fn a_pack_added_while_the_game_runs_joins_the_library() {
    let dir = temp_dir("new-pack");
    std::fs::write(dir.join("levels/test.ron"), PACK).unwrap();
    let mut app = build_app(HARNESS, &dir, None);
    wait_until(&mut app, "the level select", |w| {
        *w.resource::<State<Screen>>().get() == Screen::Title
    });
    assert_eq!(app.world().resource::<PackLibrary>().entries.len(), 1);
    std::fs::write(
        dir.join("levels/zz-new.ron"),
        PACK.replace("\"Test\"", "\"New\""),
    )
    .unwrap();
    wait_until(&mut app, "the new pack", |w| {
        w.resource::<PackLibrary>()
            .entries
            .iter()
            .any(|e| e.file_name == "zz-new.ron" && e.good.is_some())
    });
    let library = app.world().resource::<PackLibrary>();
    assert_eq!(library.entries.len(), 2);
    assert_eq!(library.entries[1].good.as_ref().unwrap().name, "New");

    // Deleted: it keeps its place but offers no levels, and says why.
    std::fs::remove_file(dir.join("levels/zz-new.ron")).unwrap();
    wait_until(&mut app, "the pack to go", |w| {
        w.resource::<PackLibrary>().entries[1].good.is_none()
    });
    let gone = &app.world().resource::<PackLibrary>().entries[1];
    assert!(
        gone.error
            .as_ref()
            .unwrap()
            .ends_with("the file was deleted")
    );
    // Back again: its levels return.
    std::fs::write(
        dir.join("levels/zz-new.ron"),
        PACK.replace("\"Test\"", "\"Back\""),
    )
    .unwrap();
    wait_until(&mut app, "the pack to return", |w| {
        w.resource::<PackLibrary>().entries[1]
            .good
            .as_ref()
            .is_some_and(|p| p.name == "Back")
    });
    assert_eq!(app.world().resource::<PackLibrary>().entries.len(), 2);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The built-in packs come first, a pack on disk with a built-in's file name
/// takes its place (said on the level select), and a built-in level plays.
#[test]
fn built_in_packs_are_offered_and_a_disk_pack_overrides_one() {
    let dir = temp_dir("builtin");
    let levels = dir.join("levels");
    let (file_name, _) = water_sort::game::packs::BUILTIN_PACKS[1];
    std::fs::write(levels.join(file_name), PACK).unwrap();
    let options = PlayOptions {
        builtin: true,
        folders: vec![levels.clone()],
        pack: None,
        level: None,
        edit: false,
        continue_last: false,
    };
    let mut app = headless_app(HARNESS, options, &dir);
    let env = Env::new(App::new(), dir);
    wait_until(&mut app, "the level select", |w| {
        *w.resource::<State<Screen>>().get() == Screen::Title
    });
    let library = app.world().resource::<PackLibrary>();
    let builtin = water_sort::game::packs::BUILTIN_PACKS;
    let shown: Vec<(&str, &str, bool)> = library
        .entries
        .iter()
        .map(|e| {
            (
                e.file_name.as_str(),
                e.display_path.as_str(),
                e.overrides_builtin,
            )
        })
        .collect();
    assert_eq!(shown.len(), builtin.len());
    for (i, (name, _)) in builtin.iter().enumerate().filter(|&(i, _)| i != 1) {
        assert!(shown.contains(&(*name, "built-in", false)), "{i} {name}");
    }
    assert!(library.entries.iter().all(|e| e.good.is_some()));
    // In the built-in pack's place, not after the others.
    let overriding = &library.entries[1];
    assert_eq!(overriding.file_name, file_name);
    assert!(overriding.overrides_builtin && overriding.path.is_some());
    assert_eq!(overriding.good.as_ref().unwrap().name, "Test");
    // Enter plays the first built-in level.
    tap_key(&mut app, KeyCode::Enter);
    wait_until(&mut app, "a built-in level", |w| {
        w.contains_resource::<Game>()
    });
    let game = app.world().resource::<Game>();
    assert_eq!(game.progress_key, builtin[0].0);
    assert_eq!(game.level_index, 0);
    drop(env);
}

#[test]
fn the_settings_panel_changes_and_saves_settings_and_holds_the_board_keys() {
    use water_sort::game::screens::settings::SettingsPanel;
    use water_sort::game::ui::settings::{Settings, SettingsOpen, Speed};
    let mut env = env("settings", 1);
    let data = env.dir.join("data");
    let app = &mut env.app;
    tap_key(app, KeyCode::F2);
    app.update();
    assert!(app.world().resource::<SettingsOpen>().0);
    let panels = app
        .world_mut()
        .query::<&SettingsPanel>()
        .iter(app.world())
        .count();
    assert_eq!(panels, 1);
    // The board does not take keys while the panel is up.
    tap_key(app, KeyCode::Digit1);
    assert_eq!(app.world().resource::<Game>().selected(), None);
    // Down to the animation speed, one step faster; then symbols off.
    for key in [KeyCode::ArrowDown; 3] {
        tap_key(app, key);
    }
    tap_key(app, KeyCode::ArrowRight);
    tap_key(app, KeyCode::ArrowUp);
    tap_key(app, KeyCode::Enter);
    let settings = *app.world().resource::<Settings>();
    assert_eq!(settings.speed, Speed::Fast);
    assert!(!settings.symbols);
    // Saved as it changed.
    let saved = std::fs::read_to_string(data.join("settings.ron")).unwrap();
    assert!(
        saved.contains("Fast") && saved.contains("symbols: false"),
        "{saved}"
    );
    // Esc closes the panel (and does not leave the level).
    tap_key(app, KeyCode::Escape);
    app.update();
    assert!(!app.world().resource::<SettingsOpen>().0);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Gameplay
    );
    tap_key(app, KeyCode::Digit1);
    assert_eq!(app.world().resource::<Game>().selected(), Some(0));
}
