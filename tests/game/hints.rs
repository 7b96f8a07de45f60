//! Hints, live solvability, par and stars, and "show me", headless:
//! `MinimalPlugins` plus the game's plugins, game time advanced by hand
//! (20 ms a frame) while the solver runs on the real task pool, so every
//! wait for it is in real time with a timeout.
//!
//! The tests share one `AsyncComputeTaskPool` (one thread on a 2-core
//! machine), so they run one at a time: a long search of one test must not
//! delay another's.

use std::path::Path;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use water_sort::game::Screen;
use water_sort::game::assist::{
    Hint, HintGlow, LIMITS, LevelPar, LevelParLabel, ShowMe, Solvability,
};
use water_sort::game::board::{Game, GameAction, HudMessage, HudMoves, HudStatus, RewindButton};
use water_sort::game::saves::{ParStore, ProgressStore};
use water_sort::game::scene::Animating;
use water_sort::game::screens::complete::CompletePanel;
use water_sort::game::ui::interaction::Disabled;
use water_sort_core::Board;
use water_sort_core::generate::random_deal;
use water_sort_core::hash::fnv1a64;
use water_sort_core::level::{Level, Pack, parse_pack, write_pack};
use water_sort_core::rating::Par;
use water_sort_core::solver::{Outcome, solve};
use water_sort_core::verdict::Verdict;

use crate::support::input::{act, tap_key};
use crate::support::{
    Env, Harness, board, build_app, detail_of, live_help, open, serial, settle, temp_dir,
    wait_until,
};

const TIMEOUT: Duration = Duration::from_secs(30);

const HARNESS: Harness = Harness {
    pack_file: "hints.ron",
    timeout: TIMEOUT,
    settle_frames: 80,
    one_at_a_time: true,
};

/// Level numbers (1-based) in the test pack.
const SMALL: usize = 1; // starter's 3-colour par-9 level without its optimal_moves
const TWELVE: usize = 2; // starter's last level: 12 colours, par 37
const HARD: usize = 3; // 18 colours, a solve of a few hundred ms
const STUCK: usize = 4; // no empty tube: unsolvable from the start
const TRAP: usize = 5; // 4 colours: three moves lead into a dead end
const STALE: usize = 6; // "Small" with a wrong recorded optimal_moves (4, not 9)

fn starter() -> Pack {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/1-starter.ron");
    parse_pack(&std::fs::read_to_string(path).unwrap(), "starter.ron").unwrap()
}

fn level_of(name: &str, board: &Board) -> Level {
    Level {
        names: Default::default(),
        name: name.into(),
        capacity: board.capacity(),
        tubes: board.tubes().iter().map(|t| t.units().to_vec()).collect(),
        optimal_moves: None,
        par: None,
        difficulty: None,
        hidden: Vec::new(),
        variant: Default::default(),
    }
}

fn test_pack() -> String {
    let starter = starter();
    let par_9 = starter
        .levels
        .iter()
        .find(|l| l.optimal_moves == Some(9))
        .expect("the starter pack has a par-9 level");
    let mut small = par_9.clone();
    small.name = "Small".into();
    small.optimal_moves = None;
    small.difficulty = None;
    let mut twelve = starter.levels.last().unwrap().clone();
    twelve.name = "Twelve".into();
    let hard = level_of("Hard", &random_deal(18, 2, 4, 18));
    let stuck = level_of("Stuck", &Board::new(2, &[vec![0, 1], vec![1, 0]]).unwrap());
    let trap = level_of("Trap", &random_deal(4, 2, 4, 4));
    let mut stale = par_9.clone();
    stale.name = "Stale".into();
    stale.optimal_moves = Some(4);
    stale.difficulty = None;
    let pack = Pack {
        names: Default::default(),
        name: "Hints".into(),
        author: None,
        description: None,
        palette: starter.palette.clone(),
        levels: vec![small, twelve, hard, stuck, trap, stale],
    };
    let text = write_pack(&pack);
    assert_eq!(parse_pack(&text, "hints.ron").unwrap(), pack);
    text
}

/// An app in level `level` (1-based) of the test pack, on its first frame,
/// the only test running, with the live help on.
fn env(name: &str, level: usize) -> Env {
    let mut env = open(HARNESS, name, &test_pack(), Some(level));
    live_help(&mut env.app);
    env
}

/// Holds the answers of finished searches (or lets them in again).
fn hold_answers(app: &mut App, hold: bool) {
    app.world_mut().resource_mut::<Solvability>().hold_answers = hold;
}

fn verdict(app: &App, board: &Board) -> Option<Verdict> {
    app.world()
        .resource::<Solvability>()
        .verdict(board)
        .cloned()
}

/// Waits for the live check of the position in play.
fn wait_for_verdict(app: &mut App) -> Verdict {
    let b = board(app);
    wait_until(app, "the solvability check", |w| {
        w.resource::<Solvability>().verdict(&b).is_some()
    });
    verdict(app, &b).unwrap()
}

fn optimal_length(board: &Board) -> usize {
    match solve(board, &LIMITS, None).outcome {
        Outcome::Optimal(path) => path.len(),
        other => panic!("expected a solvable position, got {other:?}"),
    }
}

fn text_of<C: Component>(app: &mut App) -> String {
    let world = app.world_mut();
    let mut q = world.query_filtered::<&Text, With<C>>();
    q.iter(world).map(|t| t.0.clone()).collect()
}

fn glows(app: &mut App) -> Vec<(usize, bool)> {
    let world = app.world_mut();
    let mut q = world.query::<&HintGlow>();
    let mut v: Vec<_> = q.iter(world).map(|g| (g.tube, g.source)).collect();
    v.sort();
    v
}

#[test]
fn a_hint_is_the_first_move_of_a_shortest_solution_and_space_plays_it() {
    let mut env = env("hint", TWELVE);
    let app = &mut env.app;
    wait_for_verdict(app);
    // A few moves in, to a position never checked before the moves.
    let mut b = board(app);
    for _ in 0..3 {
        let pour = b.legal_pours().last().unwrap();
        act(app, GameAction::Pour(pour));
        b = board(app);
        if !wait_for_verdict(app).is_solvable() {
            act(app, GameAction::Undo);
            b = board(app);
        }
    }
    // A fresh position: forget every verdict so the hint needs a real solve.
    app.world_mut()
        .resource_mut::<Solvability>()
        .forget_verdicts();
    // (How fast the hint comes is measured by `examples/frame_times.rs`,
    // not asserted here: a busy machine would make it flaky.)
    act(app, GameAction::Hint);
    wait_until(app, "the hint", |w| w.resource::<Hint>().shown.is_some());
    let shown = app.world().resource::<Hint>().shown.clone().unwrap();
    assert_eq!(shown.board, b);
    let before = optimal_length(&b);
    assert_eq!(shown.moves_left, Some(before));
    let mut after = b.clone();
    after.pour(shown.pour).expect("the hint is a legal move");
    assert_eq!(
        optimal_length(&after),
        before - 1,
        "the hint starts a shortest solution"
    );
    // Both tubes glow, and the message names them.
    app.update();
    assert_eq!(
        glows(app),
        vec![(shown.pour.from, true), (shown.pour.to, false)]
    );
    assert!(text_of::<HudMessage>(app).starts_with("Hint: pour"));
    assert_eq!(app.world().resource::<LevelPar>().assist.hints, 1);

    // Space plays it, through the normal pour.
    let moves = app.world().resource::<Game>().history().moves();
    tap_key(app, KeyCode::Space);
    app.update();
    assert_eq!(board(app), after);
    assert_eq!(app.world().resource::<Game>().history().moves(), moves + 1);
    assert!(app.world().resource::<Hint>().shown.is_none());
    app.update();
    assert!(glows(app).is_empty(), "the glow goes with the hint");
    // The played hint's position is known at once: derived, not solved.
    assert_eq!(
        verdict(app, &after).and_then(|v| v.optimal_moves()),
        Some(before - 1)
    );
}

#[test]
fn a_stale_hint_is_cancelled_and_never_shown() {
    let mut env = env("stale", HARD);
    let app = &mut env.app;
    let start = board(app);
    // The start's check stays in flight until released, however fast this
    // machine solves the hard level (it is checked again from scratch).
    hold_answers(app, true);
    app.world_mut()
        .resource_mut::<Solvability>()
        .forget_verdicts();
    app.update();
    act(app, GameAction::Hint);
    let solvability = app.world().resource::<Solvability>();
    assert!(
        solvability.is_checking(&start),
        "the hard level's check is still running"
    );
    let cancelled = solvability.cancelled;
    assert_eq!(app.world().resource::<Hint>().wanted, Some(start.clone()));

    // A move before the answer: the request is stale.
    let pour = start.legal_pours().next().unwrap();
    act(app, GameAction::Pour(pour));
    let moved = board(app);
    assert_ne!(moved, start);
    let world = app.world();
    assert_eq!(world.resource::<Hint>().wanted, None);
    assert_eq!(
        world.resource::<Solvability>().cancelled,
        cancelled + 1,
        "the stale check was cancelled"
    );
    assert!(world.resource::<Solvability>().is_checking(&moved));
    hold_answers(app, false);

    // Until the new position's check is done and long after, nothing is
    // shown, and the old position never gets the cancelled answer.
    let t = Instant::now();
    while verdict(app, &moved).is_none() || t.elapsed() < Duration::from_millis(300) {
        assert!(t.elapsed() < TIMEOUT, "timed out");
        app.update();
        assert!(app.world().resource::<Hint>().shown.is_none());
        assert!(glows(app).is_empty());
        std::thread::sleep(Duration::from_millis(2));
    }
    assert_eq!(verdict(app, &start), None);
    assert!(!text_of::<HudMessage>(app).contains("Hint"));

    // An undo or redo makes a request stale too: back at the start (whose
    // check was cancelled, so it starts again), ask, and redo at once.
    hold_answers(app, true);
    act(app, GameAction::Undo);
    assert!(app.world().resource::<Solvability>().is_checking(&start));
    act(app, GameAction::Hint);
    assert_eq!(app.world().resource::<Hint>().wanted, Some(start.clone()));
    let cancelled = app.world().resource::<Solvability>().cancelled;
    act(app, GameAction::Redo);
    assert_eq!(board(app), moved);
    assert_eq!(app.world().resource::<Hint>().wanted, None);
    assert_eq!(
        app.world().resource::<Solvability>().cancelled,
        cancelled + 1
    );
    assert_eq!(app.world().resource::<Solvability>().in_flight(), None);
    let t = Instant::now();
    while t.elapsed() < Duration::from_millis(500) {
        app.update();
        assert!(app.world().resource::<Hint>().shown.is_none());
        std::thread::sleep(Duration::from_millis(2));
    }
    assert_eq!(verdict(app, &start), None);
}

#[test]
fn a_dead_end_is_reported_and_rewind_restores_the_last_solvable_position() {
    let mut env = env("dead-end", TRAP);
    let app = &mut env.app;
    let start = board(app);
    let path = crate::support::find_dead_end(&start).expect("a dead end");
    assert!(wait_for_verdict(app).is_solvable());
    app.update();
    assert!(text_of::<HudStatus>(app).starts_with("Solvable in "));
    // Play to the dead end, waiting for each check.
    for (i, &pour) in path.iter().enumerate() {
        act(app, GameAction::Pour(pour));
        let v = wait_for_verdict(app);
        assert_eq!(v.is_solvable(), i + 1 < path.len(), "after move {}", i + 1);
    }
    let dead = board(app);
    app.update();
    assert_eq!(verdict(app, &dead), Some(Verdict::Unsolvable));
    assert!(
        text_of::<HudStatus>(app).contains("No way to win from here"),
        "{}",
        text_of::<HudStatus>(app)
    );
    let live = {
        let world = app.world_mut();
        let mut q = world.query_filtered::<&Children, With<RewindButton>>();
        let button = q.single(world).unwrap()[0];
        world.get::<Disabled>(button).is_none()
    };
    assert!(live, "the rewind button is offered");
    // The help's last question about the dead end (would the extra tube
    // save it?) answered too, so that coming back to it asks nothing.
    wait_until(app, "the help's questions", |w| {
        !w.resource::<Solvability>().is_busy()
    });

    // Rewind (B): back to the position before the fatal move.
    let mut last_good = start.clone();
    for &pour in &path[..path.len() - 1] {
        last_good.pour(pour).unwrap();
    }
    let started = app.world().resource::<Solvability>().started;
    tap_key(app, KeyCode::KeyB);
    assert_eq!(board(app), last_good);
    assert_eq!(
        app.world().resource::<Game>().history().moves(),
        path.len() - 1
    );
    assert!(text_of::<HudMessage>(app).starts_with("Rewound 1 move"));
    app.update();
    assert!(text_of::<HudStatus>(app).starts_with("Solvable"));
    // Redo still works, and goes back to the known dead end without a new
    // search (the verdict is cached).
    act(app, GameAction::Redo);
    assert_eq!(board(app), dead);
    app.update();
    assert!(text_of::<HudStatus>(app).contains("No way to win from here"));
    assert_eq!(app.world().resource::<Solvability>().started, started);

    // Rewinding over an unchecked position: two quick moves from a
    // solvable position into the dead end (no wait in between). The
    // position between is never skipped: it is checked first, and a
    // rewind pressed before then waits for it.
    act(app, GameAction::Rewind);
    act(app, GameAction::Undo);
    let before_two = board(app);
    assert!(verdict(app, &before_two).unwrap().is_solvable());
    app.world_mut()
        .resource_mut::<Solvability>()
        .forget_verdict(&last_good);
    // Both redos in one frame: the position between is never checked.
    app.world_mut().write_message(GameAction::Redo);
    act(app, GameAction::Redo);
    assert_eq!(board(app), dead);
    assert_eq!(verdict(app, &last_good), None);
    act(app, GameAction::Rewind);
    wait_until(app, "the rewind", |w| *w.resource::<Game>().board() != dead);
    assert_eq!(board(app), last_good, "the latest solvable position");
    assert!(text_of::<HudMessage>(app).starts_with("Rewound 1 move"));
    act(app, GameAction::Undo);
    assert_eq!(board(app), before_two);

    // B on a solvable position says so; a move and an undo back to it do
    // not bring that note back.
    act(app, GameAction::Rewind);
    app.update();
    assert!(text_of::<HudMessage>(app).contains("can still be won"));
    let pour = board(app).legal_pours().next().expect("a legal pour");
    act(app, GameAction::Pour(pour));
    act(app, GameAction::Undo);
    app.update();
    assert_eq!(board(app), before_two);
    let message = text_of::<HudMessage>(app);
    assert!(!message.contains("can still be won"), "{message}");
}

#[test]
fn a_rewind_comes_after_the_move_made_in_the_same_frame() {
    let mut env = env("rewind-order", TRAP);
    let app = &mut env.app;
    let start = board(app);
    let path = crate::support::find_dead_end(&start).expect("a dead end");
    assert!(wait_for_verdict(app).is_solvable());
    let (&fatal, before) = path.split_last().unwrap();
    for &pour in before {
        act(app, GameAction::Pour(pour));
        assert!(wait_for_verdict(app).is_solvable());
    }
    let last_good = board(app);
    // The fatal move and a rewind in one frame: the rewind undoes the move
    // (its position is not known solvable), it does not come first.
    app.world_mut().write_message(GameAction::Pour(fatal));
    act(app, GameAction::Rewind);
    assert_eq!(board(app), last_good);
    assert_eq!(
        app.world().resource::<Game>().history().moves(),
        before.len()
    );
    assert!(text_of::<HudMessage>(app).starts_with("Rewound 1 move"));
    // And redo goes to the dead end the move made.
    act(app, GameAction::Redo);
    let mut dead = last_good.clone();
    dead.pour(fatal).unwrap();
    assert_eq!(board(app), dead);
}

#[test]
fn a_hint_is_not_played_on_a_board_it_was_not_for() {
    let mut env = env("stale-play", TWELVE);
    let app = &mut env.app;
    let start = board(app);
    let pour = wait_for_verdict(app).next_move().unwrap();
    act(app, GameAction::Pour(pour));
    let moved = board(app);
    act(app, GameAction::Hint);
    wait_until(app, "the hint", |w| w.resource::<Hint>().shown.is_some());
    assert_eq!(
        app.world().resource::<Hint>().shown.as_ref().unwrap().board,
        moved
    );

    // Undo then Space in one frame: the hint was for the position undone.
    app.world_mut().write_message(GameAction::Undo);
    act(app, GameAction::PlayHint);
    settle(app);
    assert_eq!(board(app), start);
    assert_eq!(app.world().resource::<Game>().history().moves(), 0);
    assert_eq!(
        app.world().resource::<Game>().message,
        None,
        "no pour tried"
    );

    // Space then Undo in one frame: the undo cancels the hint's move.
    act(app, GameAction::Redo);
    assert_eq!(board(app), moved);
    act(app, GameAction::Hint);
    wait_until(app, "the hint", |w| w.resource::<Hint>().shown.is_some());
    app.world_mut().write_message(GameAction::PlayHint);
    act(app, GameAction::Undo);
    settle(app);
    assert_eq!(board(app), start);
    assert_eq!(
        app.world().resource::<Game>().message,
        None,
        "no pour tried"
    );

    // Space alone still plays it.
    act(app, GameAction::Redo);
    act(app, GameAction::Hint);
    wait_until(app, "the hint", |w| w.resource::<Hint>().shown.is_some());
    let hinted = app.world().resource::<Hint>().shown.as_ref().unwrap().pour;
    act(app, GameAction::PlayHint);
    settle(app);
    let mut after = moved.clone();
    after.pour(hinted).unwrap();
    assert_eq!(board(app), after);
}

#[test]
fn a_stale_recorded_par_is_replaced_by_the_solver_while_playing() {
    let mut env = env("stale-par", STALE);
    let data = env.dir.join("data");
    let app = &mut env.app;
    // The pack says 4; until the check of the start, that is the par.
    assert_eq!(app.world().resource::<LevelPar>().par, Some(Par::Moves(4)));
    wait_until(app, "the solver's par", |w| {
        w.resource::<LevelPar>().par == Some(Par::Moves(9))
    });
    app.update();
    assert!(text_of::<HudMoves>(app).contains("par 9"));
    let key = app.world().resource::<LevelPar>().key.clone().unwrap();
    let cached = ParStore::open(Some(data));
    assert_eq!(
        cached.cache.packs[&key].get("Stale").copied(),
        Some(Par::Moves(9))
    );
}

#[test]
fn par_comes_from_the_solver_and_stars_are_saved_in_progress() {
    let mut env = env("par", SMALL);
    let data = env.dir.join("data");
    let app = &mut env.app;
    // "Small" has no optimal_moves: par comes from the live check of the
    // start, and is cached on disk by pack content.
    wait_until(app, "the par", |w| w.resource::<LevelPar>().par.is_some());
    assert_eq!(app.world().resource::<LevelPar>().par, Some(Par::Moves(9)));
    app.update();
    assert!(text_of::<HudMoves>(app).contains("par 9"));
    let key = app.world().resource::<LevelPar>().key.clone().unwrap();
    // The hash of the bytes the pack was loaded from.
    assert_eq!(
        key,
        format!("hints.ron@{:016x}", fnv1a64(test_pack().as_bytes()))
    );
    let cached = ParStore::open(Some(data.clone()));
    assert_eq!(
        cached.cache.packs[&key].get("Small").copied(),
        Some(Par::Moves(9))
    );

    // An optimal finish: 3 stars, saved.
    let solution = match solve(&board(app), &LIMITS, None).outcome {
        Outcome::Optimal(p) => p,
        other => panic!("{other:?}"),
    };
    for pour in solution {
        act(app, GameAction::Pour(pour));
    }
    let won = app.world().resource::<Game>().won.expect("solved");
    assert_eq!(won.moves, 9);
    let rating = app.world().resource::<LevelPar>().rating.unwrap();
    assert_eq!((rating.par, rating.stars), (9, 3));
    let saved = ProgressStore::open(Some(data.clone()));
    assert_eq!(saved.progress.record("hints.ron", "Small").stars, 3);
    assert!(
        std::fs::read_to_string(data.join("progress.ron"))
            .unwrap()
            .contains("stars: 3")
    );
    settle(app);
    assert_eq!(
        app.world_mut()
            .query::<&CompletePanel>()
            .iter(app.world())
            .count(),
        1
    );

    // Replayed with "show me": 1 star, the best (3) is kept.
    act(app, GameAction::Replay);
    settle(app);
    assert_eq!(app.world().resource::<LevelPar>().par, Some(Par::Moves(9)));
    act(app, GameAction::ShowMe);
    wait_until(app, "show me to finish", |w| {
        w.resource::<Game>().won.is_some()
    });
    let rating = app.world().resource::<LevelPar>().rating.unwrap();
    assert_eq!((rating.moves, rating.stars), (9, 1));
    let saved = ProgressStore::open(Some(data));
    assert_eq!(saved.progress.record("hints.ron", "Small").stars, 3);
}

#[test]
fn show_me_plays_the_solution_move_by_move_and_any_key_stops_it() {
    let mut env = env("show-me", SMALL);
    let app = &mut env.app;
    wait_for_verdict(app);
    act(app, GameAction::ShowMe);
    assert!(app.world().resource::<ShowMe>().active);
    // The first move at once (nothing was animating), then each pour waits
    // for the previous one's animation.
    let mut moves = app.world().resource::<Game>().history().moves();
    assert_eq!(moves, 1);
    let t = Instant::now();
    while moves < 3 {
        assert!(t.elapsed() < TIMEOUT, "show me stalled");
        let busy = app.world().resource::<Animating>().is_busy();
        let b = board(app);
        app.update();
        let now = app.world().resource::<Game>().history().moves();
        if now != moves {
            assert_eq!(now, moves + 1, "one move at a time");
            assert!(!busy, "a move started while the last one was animating");
            // The move played is the first of a shortest solution.
            assert_eq!(optimal_length(&board(app)), optimal_length(&b) - 1);
            moves = now;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    // A modifier alone does not stop it (Ctrl+Z is pressed Ctrl first).
    tap_key(app, KeyCode::ControlLeft);
    assert!(app.world().resource::<ShowMe>().active);
    // Any key stops it, and does nothing else: tube 1's key lifts no tube.
    tap_key(app, KeyCode::Digit1);
    assert!(!app.world().resource::<ShowMe>().active);
    settle(app);
    assert_eq!(app.world().resource::<Game>().history().moves(), 3);
    assert_eq!(app.world().resource::<Game>().selected(), None);

    // S starts it again and S stops it; a click on a tube does too.
    tap_key(app, KeyCode::KeyS);
    assert!(app.world().resource::<ShowMe>().active);
    tap_key(app, KeyCode::KeyS);
    assert!(!app.world().resource::<ShowMe>().active);
    act(app, GameAction::ShowMe);
    assert!(app.world().resource::<ShowMe>().active);
    let moves = app.world().resource::<Game>().history().moves();
    let tube = (0..board(app).tubes().len())
        .find(|&t| board(app).check_source(t).is_ok())
        .expect("a tube to pour from");
    act(app, GameAction::Press(tube));
    assert!(!app.world().resource::<ShowMe>().active);
    assert_eq!(
        app.world().resource::<Game>().selected(),
        None,
        "the click only stops it"
    );
    settle(app);
    assert_eq!(app.world().resource::<Game>().history().moves(), moves);
    // The next click acts.
    act(app, GameAction::Press(tube));
    assert_eq!(app.world().resource::<Game>().selected(), Some(tube));
    act(app, GameAction::Deselect);

    // To the end: the whole shortest solution.
    act(app, GameAction::ShowMe);
    wait_until(app, "the end", |w| w.resource::<Game>().won.is_some());
    let game = app.world().resource::<Game>();
    assert_eq!(game.won.unwrap().moves, 9);
    app.update();
    assert!(
        !app.world().resource::<ShowMe>().active,
        "it stops at the end"
    );
}

#[test]
fn undo_and_redo_reuse_cached_verdicts() {
    let mut env = env("cache", TWELVE);
    let app = &mut env.app;
    wait_for_verdict(app);
    let mut b = board(app);
    let pour = b.legal_pours().last().unwrap();
    act(app, GameAction::Pour(pour));
    wait_for_verdict(app);
    b.pour(pour).unwrap();
    let started = app.world().resource::<Solvability>().started;
    for action in [
        GameAction::Undo,
        GameAction::Redo,
        GameAction::Restart,
        GameAction::Undo,
    ] {
        act(app, action);
        app.update();
        assert!(verdict(app, &board(app)).is_some(), "{action:?}");
    }
    assert_eq!(board(app), b);
    assert_eq!(app.world().resource::<Solvability>().started, started);
}

#[test]
fn an_unsolvable_level_says_so_at_once() {
    let mut env = env("stuck", STUCK);
    let app = &mut env.app;
    assert_eq!(wait_for_verdict(app), Verdict::Unsolvable);
    app.update();
    assert!(text_of::<HudStatus>(app).contains("No way to win from here"));
    assert!(
        text_of::<HudStatus>(app).contains("this level cannot be won"),
        "{}",
        text_of::<HudStatus>(app)
    );
    wait_until(app, "the par", |w| w.resource::<LevelPar>().par.is_some());
    assert_eq!(
        app.world().resource::<LevelPar>().par,
        Some(Par::Unsolvable)
    );
    // Nothing to rewind to: it says why, and the board stays.
    act(app, GameAction::Rewind);
    assert!(text_of::<HudMessage>(app).starts_with("Nothing to rewind to"));
    act(app, GameAction::Hint);
    app.update();
    assert!(app.world().resource::<Hint>().shown.is_none());
    // One message: the verdict line says it, no note says it again.
    assert!(text_of::<HudStatus>(app).contains("No way to win from here"));
    assert!(!text_of::<HudMessage>(app).contains("no solution"));
}

#[test]
fn the_level_select_shows_par_stars_and_unsolvable_levels() {
    let guard = serial();
    let dir = temp_dir("select");
    std::fs::write(dir.join("levels/hints.ron"), test_pack()).unwrap();
    // "Small" done before, in 10 moves (2 stars against par 9).
    let mut store = ProgressStore::open(Some(dir.join("data")));
    store.progress.finish("hints.ron", "Small", 10, 0);
    // "Twelve" done in par moves but with "show me": 1 star saved, and the
    // best move count does not raise it.
    store.progress.finish("hints.ron", "Twelve", 37, 1);
    store.save();
    let mut app = build_app(HARNESS, &dir, None);
    wait_until(&mut app, "the level select", |w| {
        *w.resource::<State<Screen>>().get() == Screen::Title
    });
    let label = |app: &mut App, level: usize| -> String {
        let world = app.world_mut();
        let mut q = world.query::<(&LevelParLabel, &Text)>();
        q.iter(world)
            .find(|(l, _)| l.level == level)
            .map(|(_, t)| t.0.clone())
            .unwrap_or_default()
    };
    // The pack's levels without optimal_moves are solved in the background.
    wait_until(&mut app, "the pars", |w| {
        let store = w.resource::<ParStore>();
        store
            .cache
            .packs
            .values()
            .any(|levels| levels.contains_key("Stuck") && levels.contains_key("Small"))
    });
    app.update();
    // Each tile shows its stars; the line under the list, for the level in
    // focus, its par.
    assert_eq!(label(&mut app, SMALL - 1), "★★☆");
    assert_eq!(label(&mut app, TWELVE - 1), "★☆☆");
    assert_eq!(label(&mut app, STUCK - 1), "✕");
    assert!(detail_of(&mut app, SMALL - 1).contains("par 9  ★★☆"));
    assert!(detail_of(&mut app, TWELVE - 1).contains("par 37  ★☆☆"));
    assert!(detail_of(&mut app, STUCK - 1).contains("unsolvable"));
    // And on disk for the next start.
    // Written in the background: on disk once flushed.
    water_sort_store::writer::flush();
    let text = std::fs::read_to_string(dir.join("data/pars.ron")).unwrap();
    assert!(
        text.contains("Stuck") && text.contains("Unsolvable"),
        "{text}"
    );
    drop(app);
    let _ = std::fs::remove_dir_all(&dir);
    drop(guard);
}

#[test]
fn at_a_dead_end_the_help_says_whether_an_extra_tube_would_save_it() {
    let mut env = env("spare-tube", TRAP);
    let app = &mut env.app;
    let start = board(app);
    let path = crate::support::find_dead_end(&start).expect("a dead end");
    for &pour in &path {
        act(app, GameAction::Pour(pour));
        wait_for_verdict(app);
    }
    let dead = board(app);
    let mut wider = dead.clone();
    assert!(wider.add_empty_tube());
    let saved = water_sort_core::solver::solvable(&wider, &LIMITS, None).expect("small enough");
    let wanted = if saved {
        "An extra tube (A) would make this solvable again"
    } else {
        "Even an extra tube would not save this position"
    };
    wait_until(app, "the answer about an extra tube", |w| {
        w.resource::<water_sort::game::board::HelpLines>().help.0 == wanted
    });
    app.update();
    assert_eq!(text_of::<HudMessage>(app), wanted);
    // Taking it: the position with the tube is what the help judges now.
    tap_key(app, KeyCode::KeyA);
    assert_eq!(board(app), wider);
    assert_eq!(wait_for_verdict(app).is_solvable(), saved);
    app.update();
    assert_ne!(
        text_of::<HudMessage>(app),
        wanted,
        "said only while it can be taken"
    );
}
