//! Shows that the frame loop never waits on the solver: the game runs
//! headless (`MinimalPlugins` + `GamePlugin`, real time, frames paced at
//! 60 Hz) on a 20-colour level whose solve takes well over 100 ms, and the
//! time of each frame (`App::update`) is recorded for N frames with no
//! search in flight and N frames while live solvability checks run back to
//! back (the cached verdict is dropped whenever a check ends, so the next
//! frame starts another), in alternating phases. Then the hint latency on a 12-colour level (the last of
//! `levels/1-starter.ron`): the time from pressing H on a position never
//! seen before to the hint being on screen. Last, frames of a 20-tube board
//! with a pour every 40 frames (the level liquid's meshes rebuilt as the
//! glass tilts), with the board's liveliness (sloshing, splashes, shines,
//! the sway) and without it (reduced motion). And the level editor with an edit every 10 frames, each
//! starting a background verdict search and cancelling the last.
//!
//! ```text
//! cargo run --example frame_times [-- FRAMES]
//! cargo run --example frame_times -- scan COLOURS FIRST_SEED LAST_SEED
//! cargo run --example frame_times -- editing [FRAMES]
//! cargo run --example frame_times -- pouring [FRAMES]
//! cargo run --example frame_times -- mystery [MOVES]
//! cargo run --example frame_times -- moves [MOVES]
//! ```
//!
//! `moves` plays the first level of the built-in Hard pack, a move every 6
//! frames (seeded random pours, every fifth step an undo, the board shown
//! at once), and prints the times of the frames that made a move (the
//! frame that keeps the game on disk after it), of the frames between, and
//! of the phase of the frame at a move that saves (`GameSet::Report`). Its data directory is under
//! `$TMPDIR` (a real disk, not a tmpfs, for the fsyncs to count).
//!
//! `mystery` plays the last level of the shipped Mystery pack (12 colours,
//! a unit hidden under each full tube) by its hints: after each answer the
//! hinted pour is made, which starts the advice on the next view. It
//! prints the frame times while advice is in flight and each advice's time
//! and verdict.
//!
//! `scan` prints the solve time of `random_deal(COLOURS, 2, 4, seed)` for
//! each seed, to choose the level.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use water_sort::game::assist::{Hint, LIMITS, Solvability};
use water_sort::game::board::{CurrentLevel, Game, GameAction};
use water_sort::game::editor::{EditorAction, EditorSession};
use water_sort::game::packs::{PackEntry, PackLibrary};
use water_sort::game::{self, PlayOptions, Screen};
use water_sort_core::editor::Edit;
use water_sort_core::generate::{default_palette, random_deal};
use water_sort_core::level::{Level, Pack, parse_pack, write_pack};
use water_sort_core::solver::solve;
use water_sort_core::solver::view_advice::MysteryVerdict;
use water_sort_core::verdict::Verdict;
use water_sort_core::{Board, Pour};

/// `random_deal(20, 2, 4, SEED)`: A* proves it has no solution after about
/// 260,000 positions, 0.5 s on an idle 2-core machine (see `scan`).
const COLOURS: usize = 20;
const SEED: u64 = 11;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("scan") {
        let num = |i: usize, d: u64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(d);
        scan(num(1, 20) as usize, num(2, 0), num(3, 20));
        return;
    }
    if args.first().map(String::as_str) == Some("mystery") {
        mystery(args.get(1).and_then(|a| a.parse().ok()).unwrap_or(30));
        return;
    }
    if args.first().map(String::as_str) == Some("moves") {
        moves(args.get(1).and_then(|a| a.parse().ok()).unwrap_or(300));
        return;
    }
    if args.first().map(String::as_str) == Some("pouring") {
        let frames = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(600);
        pouring(frames, false);
        pouring(frames, true);
        return;
    }
    if args.first().map(String::as_str) == Some("editing") {
        editing(args.get(1).and_then(|a| a.parse().ok()).unwrap_or(600));
        return;
    }
    let frames: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(600);
    frame_times(frames);
    hint_latency(20);
    pouring(frames, false);
    pouring(frames, true);
    editing(frames);
}

/// The level editor on an 18-colour, 20-tube level (the most tubes a pack
/// holds), an edit every 10 frames: a unit moved through the empty tubes
/// and back, most edits starting the verdict search of a new position in
/// the background and cancelling the stale one.
fn editing(frames: usize) {
    let dir = temp_dir("editing");
    // Unsolvable: each check searches every reachable position (`scan 18`).
    let deal = random_deal(18, 2, 4, 6);
    let pack = Pack {
        names: Default::default(),
        name: "Edit".into(),
        author: None,
        description: None,
        palette: default_palette(),
        levels: vec![level_of("Big", &deal)],
    };
    let path = dir.join("levels/edit.ron");
    std::fs::write(&path, write_pack(&pack)).unwrap();
    let options = PlayOptions {
        builtin: false,
        folders: vec![dir.join("levels")],
        pack: Some(path),
        level: Some(1),
        edit: true,
        continue_last: false,
        lang: None,
    };
    let mut app = game::headless_app(options, &dir.join("data"), None);
    wait(&mut app, "the editor", |w| {
        w.contains_resource::<EditorSession>()
    });
    // The same frames with nothing to do, for comparison (same load).
    let idle: Vec<Duration> = (0..frames).map(|_| paced_update(&mut app)).collect();
    stats("editor, idle", idle);
    let mut times = Vec::with_capacity(frames);
    let mut in_flight = 0;
    for i in 0..frames {
        if i % 10 == 0 {
            // Tube j's top unit to the first empty tube, on to the second,
            // back to j: two positions never seen in every three edits.
            let (edit, j) = (i / 10 % 3, i / 30 % 18);
            let (from, to) = [(j, 18), (18, 19), (19, j)][edit];
            app.world_mut()
                .write_message(EditorAction::Edit(Edit::MoveUnit { from, to }));
        }
        times.push(paced_update(&mut app));
        if app.world().resource::<EditorSession>().check.is_some() {
            in_flight += 1;
        }
    }
    stats(
        &format!("editor, edit every 10 ({in_flight} searching)"),
        times,
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The largest board the game draws, 20 tubes (18 colours), with a pour
/// started every 40 frames: the tilt, the level liquid's meshes rebuilt for
/// the two moving tubes each frame, the stream and the levels in step; with
/// `still`, under reduced motion (none of the board's liveliness).
fn pouring(frames: usize, still: bool) {
    let dir = temp_dir("pouring");
    let deal = random_deal(18, 2, 4, 1);
    let pack = Pack {
        names: Default::default(),
        name: "Twenty".into(),
        author: None,
        description: None,
        palette: default_palette().into_iter().take(18).collect(),
        levels: vec![level_of("Twenty tubes", &deal)],
    };
    let mut app = app(&dir);
    app.world_mut()
        .resource_mut::<water_sort::game::ui::settings::Settings>()
        .reduced_motion = still;
    play(&mut app, pack);
    let mut times = Vec::with_capacity(frames);
    let mut rng: u32 = 0x9e37_79b9;
    for frame in 0..frames {
        if frame % 40 == 0 {
            let moves: Vec<Pour> = board(&app).legal_pours().collect();
            rng ^= rng << 13;
            rng ^= rng >> 17;
            rng ^= rng << 5;
            let action = match moves.get(rng as usize % moves.len().max(1)) {
                Some(&pour) => GameAction::Pour(pour),
                None => GameAction::Restart,
            };
            app.world_mut().write_message(action);
        }
        times.push(paced_update(&mut app));
    }
    let name = if still {
        "20 tubes, a pour every 40, still"
    } else {
        "20 tubes, a pour every 40, lively"
    };
    stats(name, times);
    let _ = std::fs::remove_dir_all(&dir);
}

/// When the phase that keeps the game on disk (`GameSet::Report`) began in
/// this frame, and how long it took in the last.
#[derive(Resource, Default)]
struct ReportPhase {
    began: Option<Instant>,
    took: Duration,
}

fn report_begins(mut phase: ResMut<ReportPhase>) {
    phase.began = Some(Instant::now());
}

fn report_ends(mut phase: ResMut<ReportPhase>) {
    if let Some(began) = phase.began.take() {
        phase.took = began.elapsed();
    }
}

/// Hard 1 played for `count` moves, one every 6 frames: the frames that
/// made a move (and saved the game after it) against the others, and the
/// phase of the frame that saves (`GameSet::Report`) at a move.
fn moves(count: usize) {
    let dir = temp_dir("moves");
    let (_, text) = water_sort_store::packs::BUILTIN_PACKS
        .iter()
        .find(|(name, _)| *name == "4-hard.ron")
        .expect("a built-in Hard pack");
    let mut pack = parse_pack(text, "4-hard.ron").unwrap();
    pack.levels.truncate(1);
    let mut app = app(&dir);
    app.world_mut()
        .resource_mut::<water_sort::game::ui::settings::Settings>()
        .speed = water_sort_store::settings::Speed::Instant;
    app.init_resource::<ReportPhase>().add_systems(
        Update,
        (
            report_begins
                .after(game::GameSet::Assist)
                .before(game::GameSet::Report),
            report_ends.after(game::GameSet::Report),
        ),
    );
    play(&mut app, pack);
    let (mut at_move, mut others, mut saving) = (Vec::new(), Vec::new(), Vec::new());
    // The same xorshift as `water-sort stress-saves --bench`.
    let mut seed: u32 = 0x2545_f491;
    let mut steps = 0;
    while steps < count {
        for frame in 0..6 {
            if frame > 0 {
                others.push(paced_update(&mut app));
                continue;
            }
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            let game = app.world().resource::<Game>();
            let pours: Vec<Pour> = game.board().legal_pours().collect();
            let action = match pours.get(seed as usize % pours.len().max(1)) {
                Some(&pour) if steps % 5 != 4 && game.won.is_none() => GameAction::Pour(pour),
                _ => GameAction::Undo,
            };
            app.world_mut().write_message(action);
            at_move.push(paced_update(&mut app));
            saving.push(app.world().resource::<ReportPhase>().took);
            steps += 1;
        }
    }
    let log = app.world().resource::<Game>().play.log().len();
    stats(&format!("Hard 1, {count} moves (log {log})"), at_move);
    stats("Hard 1, the frames between", others);
    stats("Hard 1, the saving phase at a move", saving);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The Mystery pack's last level played by its hints for up to `moves` pours,
/// each asked on a view never seen before: frames while the advice runs,
/// and each advice's time and verdict.
fn mystery(moves: usize) {
    let dir = temp_dir("mystery");
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/5-mystery.ron");
    let mut pack = parse_pack(&std::fs::read_to_string(path).unwrap(), "5-mystery.ron").unwrap();
    let last = pack.levels.pop().expect("the Mystery pack has levels");
    assert_eq!(last.colour_count(), 12, "the pack ends with 12 colours");
    pack.levels = vec![last];
    let mut app = app(&dir);
    play(&mut app, pack);
    let mut frames = Vec::new();
    let mut answers: Vec<(Duration, String)> = Vec::new();
    let mut seen = 0;
    let started = Instant::now();
    while answers.len() < moves && started.elapsed() < Duration::from_secs(600) {
        frames.push(paced_update(&mut app));
        let world = app.world();
        let game = world.resource::<Game>();
        // Once everything is seen the ordinary exact help takes over.
        if game.won.is_some() || !game.play.hides_anything() {
            break;
        }
        let help = world.resource::<Solvability>();
        if help.finished == seen {
            continue;
        }
        seen = help.finished;
        let Some(advice) = help.advice(&game.play.help_view()).cloned() else {
            continue; // an earlier view's answer: the next one is coming
        };
        let elapsed = help.last_elapsed.unwrap_or_default();
        let verdict = match advice.verdict {
            MysteryVerdict::Likely {
                exact, examined, ..
            } => {
                format!(
                    "likely ({})",
                    if exact {
                        "exact".into()
                    } else {
                        format!("{examined} sampled")
                    }
                )
            }
            other => format!("{other:?}").to_lowercase(),
        };
        answers.push((elapsed, verdict));
        match advice.hint {
            Some(pour) => {
                app.world_mut().write_message(GameAction::Pour(pour));
            }
            None => break,
        }
    }
    stats("12-colour mystery level, advice in flight", frames);
    let mut times: Vec<Duration> = answers.iter().map(|a| a.0).collect();
    times.sort();
    for (k, (time, verdict)) in answers.iter().enumerate() {
        println!(
            "advice {:2}: {:9.1} ms  {verdict}",
            k + 1,
            time.as_secs_f64() * 1000.0
        );
    }
    if let (Some(median), Some(worst)) = (times.get(times.len() / 2), times.last()) {
        let exact = answers
            .iter()
            .filter(|a| a.1 == "guaranteed" || a.1 == "lost" || a.1.contains("exact"))
            .count();
        println!(
            "advice: {} answers, median {:.1} ms, worst {:.1} ms, {exact} exact",
            answers.len(),
            median.as_secs_f64() * 1000.0,
            worst.as_secs_f64() * 1000.0
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

fn scan(colours: usize, first: u64, last: u64) {
    for seed in first..=last {
        let board = random_deal(colours, 2, 4, seed);
        let report = solve(&board, &LIMITS, None);
        let what = match &report.outcome {
            water_sort_core::solver::Outcome::Optimal(m) => format!("optimal {}", m.len()),
            other => format!("{other:?}").chars().take(40).collect(),
        };
        println!(
            "seed {seed:3}: {:8.1} ms  {:9} nodes  {what}",
            report.elapsed.as_secs_f64() * 1000.0,
            report.nodes_stored
        );
    }
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("water-sort-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("levels")).unwrap();
    dir
}

/// The game headless with real time, on the level select of an empty
/// levels directory.
fn app(dir: &Path) -> App {
    let options = PlayOptions {
        builtin: false,
        folders: vec![dir.join("levels")],
        pack: None,
        level: None,
        edit: false,
        continue_last: false,
        lang: None,
    };
    // Real time: frames are paced and measured, not stepped.
    let mut app = game::headless_app(options, &dir.join("data"), None);
    // A player who has seen the first-run lesson: the level select first.
    app.world_mut()
        .resource_mut::<water_sort::game::ui::settings::Settings>()
        .lesson_seen = true;
    wait(&mut app, "the level select", |w| {
        *w.resource::<State<Screen>>().get() == Screen::Title
    });
    app
}

fn wait(app: &mut App, what: &str, done: impl Fn(&World) -> bool) {
    let start = Instant::now();
    while !done(app.world()) {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "timed out waiting for {what}"
        );
        app.update();
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Plays `pack`'s first level (the pack is handed to the library as if
/// loaded: a 20-colour level has more tubes than a pack file may hold).
fn play(app: &mut App, pack: Pack) {
    let world = app.world_mut();
    let mut library = world.resource_mut::<PackLibrary>();
    library.entries.push(PackEntry {
        file_name: format!("{}.ron", pack.name),
        display_path: pack.name.clone(),
        path: None,
        handle: None,
        overrides_builtin: false,
        good: Some(pack),
        good_hash: None,
        error: None,
        settled: true,
        gone: false,
    });
    let pack = library.entries.len() - 1;
    world.insert_resource(CurrentLevel::Pack { pack, level: 0 });
    world
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Gameplay);
    wait(app, "the level", |w| w.contains_resource::<Game>());
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

/// Phases of each kind, alternating.
const ROUNDS: usize = 4;
/// The windowed game's frame period (vsync at 60 Hz).
const PERIOD: Duration = Duration::from_micros(16_667);

/// One frame, then sleep to the next 60 Hz tick; returns the frame's time.
fn paced_update(app: &mut App) -> Duration {
    let t = Instant::now();
    app.update();
    let spent = t.elapsed();
    if let Some(rest) = PERIOD.checked_sub(spent) {
        std::thread::sleep(rest);
    }
    spent
}

fn board(app: &App) -> Board {
    app.world().resource::<Game>().board().clone()
}

fn stats(name: &str, mut times: Vec<Duration>) {
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    println!(
        "{name:34} frames {:4}  median {:6.3} ms  p99 {:6.3} ms  max {:6.3} ms",
        times.len(),
        ms(at(0.5)),
        ms(at(0.99)),
        ms(*times.last().unwrap())
    );
}

fn frame_times(frames: usize) {
    let dir = temp_dir("frame-times");
    let deal = random_deal(COLOURS, 2, 4, SEED);
    let solo = solve(&deal, &LIMITS, None);
    println!(
        "level: random_deal({COLOURS}, 2, 4, {SEED}), {} tubes; alone it solves in {:.0} ms ({:?})",
        deal.tubes().len(),
        solo.elapsed.as_secs_f64() * 1000.0,
        solo.moves().map(<[Pour]>::len)
    );
    let mut app = app(&dir);
    play(
        &mut app,
        Pack {
            names: Default::default(),
            name: "frame-times".into(),
            author: None,
            description: None,
            palette: default_palette(),
            levels: vec![level_of("Twenty", &deal)],
        },
    );
    let start = board(&app);
    wait(&mut app, "the first check", |w| {
        w.resource::<Solvability>().verdict(&start).is_some()
    });
    // Alternating phases (so that drift of the machine hits both alike),
    // frames paced at 60 Hz like the windowed game's.
    let mut idle = Vec::with_capacity(frames);
    let mut busy = Vec::with_capacity(frames);
    let (mut in_flight, mut checks) = (0, 0);
    let started = Instant::now();
    for round in 0..ROUNDS {
        let n = frames / ROUNDS + usize::from(round < frames % ROUNDS);
        // No search in flight: let the last one end first.
        wait(&mut app, "the check to end", |w| {
            w.resource::<Solvability>().in_flight().is_none()
        });
        for _ in 0..n {
            assert!(app.world().resource::<Solvability>().in_flight().is_none());
            idle.push(paced_update(&mut app));
        }
        // Checks back to back: whenever none is in flight, forget the
        // verdict so that the next frame starts a new one.
        let before = app.world().resource::<Solvability>().finished;
        for _ in 0..n {
            {
                let mut s = app.world_mut().resource_mut::<Solvability>();
                if s.in_flight().is_none() {
                    s.forget_verdict(&start);
                }
            }
            busy.push(paced_update(&mut app));
            if app.world().resource::<Solvability>().in_flight().is_some() {
                in_flight += 1;
            }
        }
        checks += app.world().resource::<Solvability>().finished - before;
    }
    let s = app.world().resource::<Solvability>();
    println!(
        "{:.1} s in all; while searching: {checks} checks finished, a search in flight after {in_flight} of {frames} frames, the last took {:.0} ms",
        started.elapsed().as_secs_f64(),
        s.last_elapsed.unwrap_or_default().as_secs_f64() * 1000.0
    );
    stats("no search in flight", idle);
    stats("searches in flight", busy);
    let _ = std::fs::remove_dir_all(&dir);
}

/// H on positions never seen, on the 12-colour level: milliseconds until
/// the hint is shown.
fn hint_latency(samples: usize) {
    let dir = temp_dir("hint-latency");
    let starter = Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/1-starter.ron");
    let text = std::fs::read_to_string(&starter).unwrap();
    let mut pack = parse_pack(&text, "starter.ron").unwrap();
    let level = pack.levels.pop().unwrap();
    println!("hint latency on {:?}", level.name);
    pack.levels = vec![level];
    let mut app = app(&dir);
    play(&mut app, pack);
    let mut latencies = Vec::new();
    let mut rng: u32 = 0x2545_f491;
    let mut next = move |n: usize| {
        rng ^= rng << 13;
        rng ^= rng >> 17;
        rng ^= rng << 5;
        rng as usize % n.max(1)
    };
    while latencies.len() < samples {
        // A random legal move to a position that still has a solution.
        let b = board(&app);
        if b.is_solved() {
            break;
        }
        let moves: Vec<Pour> = b.legal_pours().collect();
        let pour = moves[next(moves.len())];
        app.world_mut().write_message(GameAction::Pour(pour));
        app.update();
        let now = board(&app);
        // The check started by the move is what a hint waits for; forget
        // every cached verdict (nothing can be derived from the previous
        // position) so that each sample measures a real solve.
        app.world_mut()
            .resource_mut::<Solvability>()
            .forget_verdicts();
        let t = Instant::now();
        app.world_mut().write_message(GameAction::Hint);
        loop {
            app.update();
            let world = app.world();
            if world
                .resource::<Hint>()
                .shown
                .as_ref()
                .is_some_and(|h| h.board == now)
            {
                latencies.push(t.elapsed());
                if t.elapsed() > Duration::from_millis(50) {
                    let r = solve(&now, &LIMITS, None);
                    println!(
                        "  slow sample: {:?}, alone {:.0} ms, {} nodes, {:?} moves, after {} moves",
                        t.elapsed(),
                        r.elapsed.as_secs_f64() * 1000.0,
                        r.nodes_stored,
                        r.moves().map(<[Pour]>::len),
                        world.resource::<Game>().history().moves()
                    );
                }
                break;
            }
            match world.resource::<Solvability>().verdict(&now) {
                Some(Verdict::Solvable { .. }) | None => {}
                Some(_) => {
                    // A dead end: no hint to time; step back.
                    app.world_mut().write_message(GameAction::Undo);
                    app.update();
                    break;
                }
            }
            assert!(t.elapsed() < Duration::from_secs(30), "no hint");
        }
    }
    stats("hint latency (12 colours)", latencies);
    let _ = std::fs::remove_dir_all(&dir);
}
