//! A level in progress is kept: left and entered again, after the app
//! restarts, through Continue; the extra tube; a finished or changed
//! level's game goes.

use bevy::prelude::*;
use water_sort::game::board::{Game, GameAction};
use water_sort::game::saves::ProgressStore;
use water_sort::game::scene::TubeIndex;
use water_sort::game::screens::level_select::InProgressMark;
use water_sort::game::{PlayOptions, Screen};
use water_sort_core::{Board, Pour};

use crate::play::{HARNESS, SOLUTION, assert_picture_matches_state, env, start_board};
use crate::support::input::{act, pour, tap_key};
use crate::support::{Env, PACK, board, headless_app, settle, texts, wait_until};

use water_sort::game::assist::LevelPar;
use water_sort::game::saves::SavedGames;

/// The position after the first pour of [`SOLUTION`].
fn after_first_pour() -> Board {
    let mut board = start_board();
    board.pour(Pour::new(0, 2)).unwrap();
    board
}

/// The game on the scratch directory of `env` again, as a new run.
fn restart_app(env: &Env, continue_last: bool) -> App {
    let levels = env.dir.join("levels");
    let options = PlayOptions {
        builtin: false,
        folders: vec![levels],
        continue_last,
        ..PlayOptions::default()
    };
    headless_app(HARNESS, options, &env.dir)
}

fn saved_files(env: &Env) -> usize {
    // The saves are written in the background: on disk once flushed.
    water_sort_store::writer::flush();
    std::fs::read_dir(env.dir.join("data/games")).map_or(0, |d| d.count())
}

#[test]
fn a_level_left_and_entered_again_goes_on_where_it_was() {
    let mut env = env("left", 1);
    let app = &mut env.app;
    pour(app, 0, 2);
    pour(app, 1, 2); // refused: nothing changes
    act(app, GameAction::Back);
    wait_until(app, "the level select", |w| {
        crate::support::screen(w) == Screen::Title
    });
    app.update();
    let marks = app
        .world_mut()
        .query::<&InProgressMark>()
        .iter(app.world())
        .count();
    assert_eq!(marks, 1, "the tile marks the game in progress");
    assert!(
        texts(app).iter().any(|t| t.ends_with("  ·  1 move in")),
        "the line for the level in focus says how far: {:?}",
        texts(app)
    );
    assert!(
        texts(app).iter().any(|t| t == "Continue: One, 1 move in"),
        "{:?}",
        texts(app)
    );
    // Enter plays the level the focus is on: the one just left.
    tap_key(app, KeyCode::Enter);
    wait_until(app, "the level again", |w| w.contains_resource::<Game>());
    settle(app);
    assert_eq!(board(app), after_first_pour());
    assert_eq!(app.world().resource::<Game>().play.moves(), 1);
    // Its history came back too: undo goes to the start.
    act(app, GameAction::Undo);
    assert_eq!(board(app), start_board());
    // Restart still starts over, and is undoable.
    act(app, GameAction::Redo);
    act(app, GameAction::Restart);
    assert_eq!(board(app), start_board());
    act(app, GameAction::Undo);
    assert_eq!(board(app), after_first_pour());
    settle(app);
    assert_picture_matches_state(app);
}

#[test]
fn continue_resumes_the_last_game_after_the_app_restarts() {
    let mut env = env("restart", 1);
    pour(&mut env.app, 0, 2);
    act(&mut env.app, GameAction::Undo);
    act(&mut env.app, GameAction::ExtraTube);
    pour(&mut env.app, 0, 3);
    let before = board(&env.app);
    assert_eq!(before.tubes().len(), 4);
    let seconds = env.app.world().resource::<Game>().seconds;
    assert_eq!(saved_files(&env), 1);

    // A new run, as `water-sort play --continue`: straight into the game.
    let mut app = restart_app(&env, true);
    wait_until(&mut app, "the game to continue", |w| {
        w.get_resource::<Game>().is_some()
    });
    settle(&mut app);
    let game = app.world().resource::<Game>();
    assert_eq!(game.level.name, "One");
    assert_eq!(game.board(), &before);
    assert_eq!(game.play.moves(), 1);
    assert!(game.play.has_extra_tube());
    assert!(game.seconds >= seconds.floor(), "the time played goes on");
    // The extra tube counts as help in the resumed game.
    assert!(app.world().resource::<LevelPar>().assist.extra_tube);
    assert_picture_matches_state(&mut app);
    // Undo goes back through the steps made before the restart.
    act(&mut app, GameAction::Undo);
    act(&mut app, GameAction::Undo);
    assert_eq!(board(&app), start_board());
    assert_eq!(
        app.world_mut()
            .query::<&TubeIndex>()
            .iter(app.world())
            .count(),
        3,
        "the extra tube went with its step"
    );
    act(&mut app, GameAction::Redo);
    act(&mut app, GameAction::Redo);
    assert_eq!(board(&app), before);

    // C on the level select continues it too.
    act(&mut app, GameAction::Back);
    wait_until(&mut app, "the level select", |w| {
        crate::support::screen(w) == Screen::Title
    });
    tap_key(&mut app, KeyCode::KeyC);
    wait_until(&mut app, "the game", |w| w.contains_resource::<Game>());
    assert_eq!(board(&app), before);
}

#[test]
fn the_extra_tube_is_one_step_at_a_time_and_caps_the_stars() {
    let mut env = env("extra", 1);
    let app = &mut env.app;
    act(app, GameAction::ExtraTube);
    settle(app);
    assert_eq!(board(app).tubes().len(), 4);
    assert_picture_matches_state(app);
    let tubes = app
        .world_mut()
        .query::<&TubeIndex>()
        .iter(app.world())
        .count();
    assert_eq!(tubes, 4, "the new tube is drawn");
    // A second one is refused, and said why.
    act(app, GameAction::ExtraTube);
    assert_eq!(board(app).tubes().len(), 4);
    let message = app.world().resource::<Game>().message.clone();
    assert!(message.is_some_and(|m| m.contains("One extra tube")));
    // The key A adds it too (after an undo took it away).
    act(app, GameAction::Undo);
    settle(app);
    assert_eq!(board(app).tubes().len(), 3);
    tap_key(app, KeyCode::KeyA);
    settle(app);
    assert_eq!(board(app).tubes().len(), 4);
    // Solved in par with it: two stars, as after a hint.
    for (from, to) in SOLUTION {
        pour(app, from, to);
    }
    assert!(app.world().resource::<Game>().won.is_some());
    settle(app);
    let record = app
        .world()
        .resource::<ProgressStore>()
        .progress
        .record("test.ron", "One");
    assert_eq!(record.stars, 2);
    // The finished level's game is gone, on disk too.
    assert_eq!(saved_files(&env), 0);
    assert!(
        env.app
            .world()
            .resource::<SavedGames>()
            .get("test.ron", "One")
            .is_none()
    );
}

#[test]
fn a_game_whose_level_changed_on_disk_is_dropped_with_a_notice() {
    let mut env = env("changed", 1);
    pour(&mut env.app, 0, 2);
    assert_eq!(saved_files(&env), 1);
    // The author swaps level One's first two tubes.
    let edited = PACK.replace(r#"tubes: ["RG", "GR", ""]"#, r#"tubes: ["GR", "RG", ""]"#);
    assert_ne!(edited, PACK);
    std::fs::write(env.dir.join("levels/test.ron"), edited).unwrap();
    let mut app = restart_app(&env, false);
    wait_until(&mut app, "the level select", |w| {
        crate::support::screen(w) == Screen::Title
    });
    tap_key(&mut app, KeyCode::Enter);
    wait_until(&mut app, "level One", |w| w.contains_resource::<Game>());
    let game = app.world().resource::<Game>();
    assert_eq!(game.level.name, "One");
    assert_eq!(game.play.moves(), 0);
    let message = game.message.clone().unwrap_or_default();
    assert!(
        message.contains("dropped") && message.contains("changed"),
        "{message}"
    );
    assert_eq!(saved_files(&env), 0);
}
