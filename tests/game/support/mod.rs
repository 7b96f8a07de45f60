//! What the headless game tests share: the game without a window
//! (`MinimalPlugins` plus the game's plugins, time advanced by hand, see
//! [`FRAME`]) in a scratch directory per test, opened on a pack, and
//! driven frame by frame (input in [`input`]).
//!
//! Each subject module says once, in a [`Harness`], what differs between them:
//! the pack file it opens, how long a wait may take, how many frames settle
//! the board, and whether its tests run one at a time.
#![allow(dead_code)] // not every helper is used in every build of the tests

pub mod input;
pub mod window;

use std::collections::{HashMap, HashSet, VecDeque};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use water_sort::game::assist::LIMITS;
use water_sort::game::board::{CurrentLevel, Game};
use water_sort::game::screens::LevelFocus;
use water_sort::game::screens::level_select::LevelDetail;
use water_sort::game::ui::settings::{DeadEndWarning, Settings, VerdictLine};
use water_sort::game::{self, PlayOptions, Screen};
use water_sort_core::solver::{Outcome, solve};
use water_sort_core::{Board, Pour};

/// Game time per frame: every app here advances its clock by this much a
/// frame, however long the frame really takes.
pub const FRAME: Duration = Duration::from_millis(20);

/// Two levels of capacity 2. "One" is solved by 1>3, 2>1, 2>3.
pub const PACK: &str = r##"(
    name: "Test",
    palette: [
        (key: 'R', name: "red", color: "#e6194b", symbol: 'o'),
        (key: 'G', name: "green", color: "#3cb44b", symbol: '+'),
    ],
    levels: [
        (name: "One", capacity: 2, tubes: ["RG", "GR", ""]),
        (name: "Two", capacity: 2, tubes: ["GR", "RG", ""]),
    ],
)
"##;

/// What a subject module's apps differ in. Every app made here holds it as a
/// resource, which [`wait_until`] and [`settle`] read.
#[derive(Resource, Clone, Copy, Debug)]
pub struct Harness {
    /// The pack file in `levels/` that [`open`] writes and a level is
    /// started from.
    pub pack_file: &'static str,
    /// How long [`wait_until`] waits before it fails the test.
    pub timeout: Duration,
    /// How many frames [`settle`] runs: enough for any animation to finish.
    pub settle_frames: usize,
    /// Whether [`open`] holds the binary's lock (see [`serial`]) for as long
    /// as its [`Env`] lives.
    pub one_at_a_time: bool,
}

/// A fresh `levels/` and `data/` under the system temp directory, named for
/// the test and this process, and numbered: tests of different subjects in
/// this one binary may share a name.
pub fn temp_dir(name: &str) -> PathBuf {
    static MADE: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "water-sort-test-{name}-{}-{}",
        std::process::id(),
        MADE.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("levels")).unwrap();
    std::fs::create_dir_all(dir.join("data")).unwrap();
    dir
}

/// An app and its scratch directory, removed when the test ends.
pub struct Env {
    pub app: App,
    pub dir: PathBuf,
    /// The binary's lock, for tests that run one at a time; released last.
    lock: Option<MutexGuard<'static, ()>>,
}

impl Env {
    /// `app` in `dir`, holding no lock.
    pub fn new(app: App, dir: PathBuf) -> Env {
        Env {
            app,
            dir,
            lock: None,
        }
    }
}

impl Drop for Env {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Holds the lock of this test binary: the tests that take it run one at a time
/// (a long search of one must not delay another's on the shared task pool).
/// A test that failed holding it does not fail the others.
pub fn serial() -> MutexGuard<'static, ()> {
    static SERIAL: Mutex<()> = Mutex::new(());
    SERIAL.lock().unwrap_or_else(|e| e.into_inner())
}

/// The game on `options`, its data in `dir/data`, run by `harness`, as a
/// player who has seen the first-run lesson (so an empty data directory
/// opens on the level select; see [`first_run_app`] for a new player).
pub fn headless_app(harness: Harness, options: PlayOptions, dir: &Path) -> App {
    let mut app = first_run_app(harness, options, dir);
    app.world_mut().resource_mut::<Settings>().lesson_seen = true;
    app
}

/// [`headless_app`] as the settings on disk say: with an empty data
/// directory, a new player's first run (the lesson first).
pub fn first_run_app(harness: Harness, options: PlayOptions, dir: &Path) -> App {
    let mut app = game::headless_app(options, &dir.join("data"), Some(FRAME));
    app.insert_resource(harness);
    app
}

/// The game on the packs in `dir/levels`, no built-in ones: at the level
/// select, or with `level` (1-based) of the harness's pack started.
pub fn build_app(harness: Harness, dir: &Path, level: Option<usize>) -> App {
    let levels = dir.join("levels");
    let options = PlayOptions {
        builtin: false,
        folders: vec![levels.clone()],
        pack: level.map(|_| levels.join(harness.pack_file)),
        level,
        edit: false,
        continue_last: false,
        lang: None,
    };
    headless_app(harness, options, dir)
}

/// A fresh scratch directory `name` with `pack` as the harness's pack file,
/// and the game on it, run until `level` (1-based) is in play or, without
/// one, until the level select shows.
pub fn open(harness: Harness, name: &str, pack: &str, level: Option<usize>) -> Env {
    let lock = harness.one_at_a_time.then(serial);
    let dir = temp_dir(name);
    std::fs::write(dir.join("levels").join(harness.pack_file), pack).unwrap();
    let mut app = build_app(harness, &dir, level);
    match level {
        Some(_) => wait_until(&mut app, "the level to start", |w| {
            screen(w) == Screen::Gameplay && w.contains_resource::<Game>()
        }),
        None => wait_until(&mut app, "the level select", |w| screen(w) == Screen::Title),
    }
    Env { app, dir, lock }
}

/// The live help of before it was the player's choice: the verdict line on
/// every position, a dead end pointed out at once. For tests of the help
/// itself (a new player's defaults are quieter).
pub fn live_help(app: &mut App) {
    let mut settings = app.world_mut().resource_mut::<Settings>();
    settings.verdict = VerdictLine::Always;
    settings.dead_end = DeadEndWarning::AtOnce;
}

/// The line under the level select's list with the level at `flat` (its
/// place in the list) in focus.
pub fn detail_of(app: &mut App, flat: usize) -> String {
    app.world_mut().resource_mut::<LevelFocus>().0 = flat;
    app.update();
    let world = app.world_mut();
    let mut lines = world.query_filtered::<&Text, With<LevelDetail>>();
    lines
        .iter(world)
        .next()
        .map(|t| t.0.clone())
        .unwrap_or_default()
}

/// Starts level `level` of pack `pack` (library indices) from the level
/// select, as its tile does.
pub fn start(app: &mut App, pack: usize, level: usize) {
    *app.world_mut().resource_mut::<CurrentLevel>() = CurrentLevel::Pack { pack, level };
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Gameplay);
    wait_until(app, "the level to start", |w| {
        screen(w) == Screen::Gameplay && w.contains_resource::<Game>()
    });
}

/// Runs frames until `done` holds, in real time (assets load, the solver
/// and the generator run on other threads); fails after the harness's
/// timeout.
pub fn wait_until(app: &mut App, what: &str, done: impl Fn(&World) -> bool) {
    let timeout = harness(app).timeout;
    let start = Instant::now();
    while !done(app.world()) {
        assert!(start.elapsed() < timeout, "timed out waiting for {what}");
        app.update();
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Enough frames for any animation to finish (the harness's count).
pub fn settle(app: &mut App) {
    for _ in 0..harness(app).settle_frames {
        app.update();
    }
}

fn harness(app: &App) -> Harness {
    *app.world()
        .get_resource::<Harness>()
        .expect("an app made by support::headless_app")
}

/// The screen shown.
pub fn screen(world: &World) -> Screen {
    *world.resource::<State<Screen>>().get()
}

/// The position in play.
pub fn board(app: &App) -> Board {
    app.world().resource::<Game>().board().clone()
}

/// Every text on screen.
pub fn texts(app: &mut App) -> Vec<String> {
    app.world_mut()
        .query::<&Text>()
        .iter(app.world())
        .map(|t| t.0.clone())
        .collect()
}

/// The buttons whose first label reads `name` (the game's buttons: a name,
/// then its keys).
pub fn buttons_named(app: &mut App, name: &str) -> Vec<Entity> {
    let world = app.world_mut();
    let mut buttons = world.query_filtered::<(Entity, &Children), With<Button>>();
    buttons
        .iter(world)
        .filter(|(_, children)| {
            children
                .first()
                .and_then(|c| world.get::<Text>(*c))
                .is_some_and(|t| t.0 == name)
        })
        .map(|(e, _)| e)
        .collect()
}

/// The one button whose first label reads `name`.
pub fn button_named(app: &mut App, name: &str) -> Entity {
    let found = buttons_named(app, name);
    assert_eq!(found.len(), 1, "one {name:?} button");
    found[0]
}

/// Shortest path (by the solver's verdicts) from `start` to a position
/// without solution whose every earlier position is solvable.
pub fn find_dead_end(start: &Board) -> Option<Vec<Pour>> {
    let mut parent: HashMap<Board, (Board, Pour)> = HashMap::new();
    let mut seen = HashSet::from([start.clone()]);
    let mut queue = VecDeque::from([start.clone()]);
    while let Some(b) = queue.pop_front() {
        for pour in b.legal_pours().collect::<Vec<_>>() {
            let mut next = b.clone();
            next.pour(pour).unwrap();
            if !seen.insert(next.clone()) {
                continue;
            }
            parent.insert(next.clone(), (b.clone(), pour));
            match solve(&next, &LIMITS, None).outcome {
                Outcome::Unsolvable => {
                    let mut path = Vec::new();
                    let mut at = next;
                    while let Some((p, m)) = parent.get(&at) {
                        path.push(*m);
                        at = p.clone();
                    }
                    path.reverse();
                    return Some(path);
                }
                Outcome::Optimal(_) => queue.push_back(next),
                _ => {}
            }
        }
    }
    None
}

/// How many faults a check found, and the first `first` of them, a line
/// each: a failed assertion's message.
pub fn fault_report(faults: &[String], first: usize) -> String {
    format!(
        "{} faults, the first:\n{}",
        faults.len(),
        faults
            .iter()
            .take(first)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    )
}
