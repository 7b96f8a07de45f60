//! The live help as the player chooses it (Settings): when the verdict line
//! speaks, when a dead end is pointed out, and that Rewind (B) works in
//! every mode. Headless, the solver on the real task pool (so the tests run
//! one at a time), game time 20 ms a frame.

use std::path::Path;
use std::time::Duration;

use bevy::prelude::*;
use water_sort::game::assist::Solvability;
use water_sort::game::board::{GameAction, HelpLines};
use water_sort::game::ui::settings::{DEAD_END_DELAY, DeadEndWarning, Settings, VerdictLine};
use water_sort_core::Board;
use water_sort_core::generate::random_deal;
use water_sort_core::level::{Level, Pack, parse_pack, write_pack};
use water_sort_core::verdict::Verdict;

use crate::support::input::{act, tap_key};
use crate::support::{Env, FRAME, Harness, board, open};

const HARNESS: Harness = Harness {
    pack_file: "assists.ron",
    timeout: Duration::from_secs(30),
    settle_frames: 80,
    one_at_a_time: true,
};

/// One level of 4 colours (the hints tests' "Trap"): three moves lead into
/// a dead end.
fn pack() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/1-starter.ron");
    let starter = parse_pack(&std::fs::read_to_string(path).unwrap(), "starter.ron").unwrap();
    let board = random_deal(4, 2, 4, 4);
    let pack = Pack {
        names: Default::default(),
        name: "Assists".into(),
        author: None,
        description: None,
        palette: starter.palette,
        levels: vec![Level {
            names: Default::default(),
            name: "Trap".into(),
            capacity: board.capacity(),
            tubes: board.tubes().iter().map(|t| t.units().to_vec()).collect(),
            optimal_moves: None,
            par: None,
            difficulty: None,
            hidden: Vec::new(),
            variant: Default::default(),
        }],
    };
    write_pack(&pack)
}

/// The level in play with `verdict` and `dead_end` chosen, its start's
/// verdict known.
fn env(name: &str, verdict: VerdictLine, dead_end: DeadEndWarning) -> Env {
    let mut env = open(HARNESS, name, &pack(), Some(1));
    let app = &mut env.app;
    {
        let mut settings = app.world_mut().resource_mut::<Settings>();
        settings.verdict = verdict;
        settings.dead_end = dead_end;
    }
    wait_for_verdict(app);
    app.update();
    env
}

/// Waits for the help's verdict on the position in play.
fn wait_for_verdict(app: &mut App) -> Verdict {
    let b = board(app);
    crate::support::wait_until(app, "the verdict", |w| {
        w.resource::<Solvability>().verdict(&b).is_some()
    });
    app.world()
        .resource::<Solvability>()
        .verdict(&b)
        .cloned()
        .unwrap()
}

fn lines(app: &App) -> HelpLines {
    app.world().resource::<HelpLines>().clone()
}

fn status(app: &App) -> String {
    lines(app).status.0
}

/// Plays into the dead end, each position's verdict known on the way;
/// returns the last solvable position.
fn play_into_the_dead_end(app: &mut App) -> Board {
    let path = crate::support::find_dead_end(&board(app)).expect("the level has a dead end");
    let mut last_good = board(app);
    for (i, &pour) in path.iter().enumerate() {
        if i + 1 == path.len() {
            last_good = board(app);
        }
        act(app, GameAction::Pour(pour));
        wait_for_verdict(app);
    }
    assert_eq!(wait_for_verdict(app), Verdict::Unsolvable);
    app.update();
    last_good
}

/// Runs the game for `time` of game time.
fn run_for(app: &mut App, time: Duration) {
    for _ in 0..time.as_millis().div_ceil(FRAME.as_millis()) {
        app.update();
    }
}

#[test]
fn a_new_player_gets_the_quiet_help() {
    let defaults = Settings::default();
    assert_eq!(
        (defaults.verdict, defaults.dead_end, defaults.symbols),
        (VerdictLine::AfterHint, DeadEndWarning::Delayed, true)
    );
}

#[test]
fn the_verdict_line_always_shows_on_every_position() {
    let mut env = env("always", VerdictLine::Always, DeadEndWarning::AtOnce);
    let app = &mut env.app;
    assert!(status(app).starts_with("Solvable in "), "{}", status(app));
}

#[test]
fn the_verdict_line_after_hint_shows_from_the_hint_to_the_next_move() {
    let mut env = env("after-hint", VerdictLine::AfterHint, DeadEndWarning::AtOnce);
    let app = &mut env.app;
    assert_eq!(status(app), "", "no grade before the player asks");
    act(app, GameAction::Hint);
    app.update();
    assert!(status(app).starts_with("Solvable in "), "{}", status(app));
    // Lifting a tube is not a move: the verdict stays.
    act(app, GameAction::Select(0));
    assert!(status(app).starts_with("Solvable in "), "{}", status(app));
    act(app, GameAction::Deselect);
    // The hint's move is made: quiet again, on the next position too.
    act(app, GameAction::PlayHint);
    app.update();
    wait_for_verdict(app);
    app.update();
    assert_eq!(status(app), "");
    // Back to the position asked about: the answer was for then.
    act(app, GameAction::Undo);
    wait_for_verdict(app);
    app.update();
    assert_eq!(status(app), "");
}

#[test]
fn the_verdict_line_off_stays_off_even_after_a_hint() {
    let mut env = env("verdict-off", VerdictLine::Off, DeadEndWarning::AtOnce);
    let app = &mut env.app;
    act(app, GameAction::Hint);
    app.update();
    assert_eq!(status(app), "");
    assert!(
        lines(app).help.0.starts_with("Hint: pour"),
        "{:?}",
        lines(app)
    );
}

#[test]
fn a_dead_end_is_pointed_out_at_once() {
    let mut env = env("dead-end-at-once", VerdictLine::Off, DeadEndWarning::AtOnce);
    let app = &mut env.app;
    play_into_the_dead_end(app);
    assert!(
        status(app).starts_with("No way to win from here"),
        "{}",
        status(app)
    );
    assert!(lines(app).dead_end, "the rewind button lit");
}

#[test]
fn a_dead_end_is_pointed_out_after_a_while_without_a_move() {
    let mut env = env(
        "dead-end-later",
        VerdictLine::AfterHint,
        DeadEndWarning::Delayed,
    );
    let app = &mut env.app;
    play_into_the_dead_end(app);
    run_for(app, DEAD_END_DELAY - Duration::from_millis(500));
    assert_eq!(status(app), "", "time to see it for oneself");
    assert!(!lines(app).dead_end);
    run_for(app, Duration::from_millis(600));
    assert!(
        status(app).starts_with("No way to win from here"),
        "{}",
        status(app)
    );
    assert!(lines(app).dead_end);
}

#[test]
fn with_the_warning_off_a_dead_end_is_silent_until_asked_and_rewind_works() {
    let mut env = env("dead-end-off", VerdictLine::Always, DeadEndWarning::Off);
    let app = &mut env.app;
    let last_good = play_into_the_dead_end(app);
    run_for(app, DEAD_END_DELAY * 2);
    assert_eq!(status(app), "");
    assert!(!lines(app).dead_end);
    // A hint has no move to give in a dead end: the verdict is its answer.
    act(app, GameAction::Hint);
    app.update();
    assert!(
        status(app).starts_with("No way to win from here"),
        "{}",
        status(app)
    );
    // Rewind (B) works whatever is shown.
    tap_key(app, KeyCode::KeyB);
    assert_eq!(board(app), last_good);
}

#[test]
fn the_settings_panel_chooses_the_help_and_keeps_it() {
    let mut env = env("panel", VerdictLine::AfterHint, DeadEndWarning::Delayed);
    let data = env.dir.join("data");
    let app = &mut env.app;
    tap_key(app, KeyCode::F2);
    // The verdict line is the seventh row, the dead-end warning the eighth.
    for _ in 0..6 {
        tap_key(app, KeyCode::ArrowDown);
    }
    // The choices read from saying least to most (Off, After hint, Always).
    tap_key(app, KeyCode::ArrowRight);
    tap_key(app, KeyCode::ArrowDown);
    tap_key(app, KeyCode::ArrowLeft);
    let settings = *app.world().resource::<Settings>();
    assert_eq!(
        (settings.verdict, settings.dead_end),
        (VerdictLine::Always, DeadEndWarning::Off)
    );
    // Written in the background: on disk once flushed.
    water_sort_store::writer::flush();
    let saved = std::fs::read_to_string(data.join("settings.ron")).unwrap();
    assert!(
        saved.contains("verdict: Always") && saved.contains("dead_end: Off"),
        "{saved}"
    );
    tap_key(app, KeyCode::Escape);
    app.update();
    assert!(status(app).starts_with("Solvable in "), "{}", status(app));
}
