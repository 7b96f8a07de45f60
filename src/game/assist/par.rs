//! Par and stars: each level's optimal move count, and the finish of the
//! level in play rated and recorded by the core's [`Attempt`] (the rules
//! of the stars and of what is kept are the core's; the words the words
//! crate's).
//!
//! Par comes from the solver, cached on disk by the level layer's
//! [`ParStore`], or from a mystery level's recorded `par` (shown at once).
//! Levels without either are solved in the background while the level
//! select is up (one at a time, cancelled when it closes), and by the live
//! check of a level's starting position while it is played.
//! The level select marks each level's tile with the stars earned (or
//! "unsolvable") and names its par in the line for the level in focus.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use water_sort_core::attempt::{Attempt, Place};
use water_sort_core::help;
use water_sort_core::level::Level;
use water_sort_core::rating::Par;
use water_sort_core::solver::CancelToken;
use water_sort_core::solver::view_advice::MysteryLimits;
use water_sort_words::Tone;
use water_sort_words::finish::{self, LevelRecord};

use super::solvability::{LIMITS, Solvability};
use crate::game::background::Background;
use crate::game::board::{BoardEvent, CurrentLevel, Event, Game};
use crate::game::packs::PackLibrary;
use crate::game::saves::{ParStore, ProgressStore, StatisticsStore};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::language::Language;
use crate::game::ui::theme::{self, Ink, ThemedText};

/// The level in play: the core's [`Attempt`] (its par, the help used, the
/// rating of its finish; reset per level), and where its par is cached.
#[derive(Resource, Debug, Default, Deref, DerefMut)]
pub struct LevelPar {
    /// Cache key of the level's pack.
    pub key: Option<String>,
    /// The solver's par is known, or a mystery level's recorded `par`
    /// (`par` is not just the pack's recorded `optimal_moves`, which may be
    /// stale): nothing is left to solve.
    pub solved: bool,
    #[deref]
    pub attempt: Attempt,
}

/// The background solve of a pack level while the level select is up.
#[derive(Resource, Default)]
pub struct PackSolver {
    job: Option<Background<PackJobKey, Option<Par>>>,
}

/// The background search of a mystery level's par while it is played.
#[derive(Resource, Default)]
struct MysteryParJob(Option<Background<String, Option<Par>>>);

/// A level's par, `None` when cancelled: the optimum, or on a mystery level
/// the hints' worst case (see `water_sort_core::help::level_par`): one
/// proof of the start, a second or two on 12 colours.
fn find_par(level: &Level, cancel: &CancelToken) -> Option<Par> {
    help::level_par(level, &LIMITS, &MysteryLimits::default(), Some(cancel))
}

/// What a pack solve is for: the pack's cache key and the level's name.
type PackJobKey = (String, String);

impl PackSolver {
    pub fn is_running(&self) -> bool {
        self.job.is_some()
    }

    /// The (pack key, level name) being solved.
    pub fn solving(&self) -> Option<(&str, &str)> {
        self.job.as_ref().map(|job| {
            let (key, level) = job.key();
            (key.as_str(), level.as_str())
        })
    }

    fn cancel(&mut self) {
        // Dropping the job cancels its search.
        self.job = None;
    }
}

/// The stars on a level's tile on the level select (`★★☆`, dim `☆☆☆`
/// before a finish, `✕` for an unsolvable level).
#[derive(Component, Clone, Copy, Debug)]
pub struct LevelParLabel {
    pub pack: usize,
    pub level: usize,
}

/// Where a level of the level select stands: its par line (for the line
/// naming the level in focus) and its tile's stars, each with its colour.
#[derive(Clone, Debug, PartialEq)]
pub struct LevelStanding {
    /// `par 12  ★★☆`, `unsolvable`, `par ? (too hard)`, `par: solving...`;
    /// for a mystery level without a certain win, its stars for the help.
    pub line: (String, Ink),
    pub stars: (String, Ink),
}

/// The colour of a par line or tile of the given tone.
fn tone_ink(tone: Tone) -> Ink {
    match tone {
        Tone::Earned | Tone::Chance => theme::STAR,
        Tone::Bad => theme::ERROR,
        Tone::Good => theme::SUCCESS,
        Tone::Quiet => theme::TEXT_DIM,
    }
}

/// The help the level select needs to tell where a level stands.
#[derive(SystemParam)]
pub struct Standings<'w> {
    library: Res<'w, PackLibrary>,
    store: Res<'w, ParStore>,
    progress: Res<'w, ProgressStore>,
    solver: Res<'w, PackSolver>,
    language: Res<'w, Language>,
}

impl Standings<'_> {
    /// Where level `level` of pack `pack` stands; `None` if there is no
    /// such level.
    pub fn of(&self, pack: usize, level: usize) -> Option<LevelStanding> {
        let entry = self.library.entries.get(pack)?;
        let level = entry.good.as_ref()?.levels.get(level)?;
        let key = self.store.key(entry);
        let par = self.store.par(key.as_deref(), level);
        let record = self.progress.progress.record(&entry.file_name, &level.name);
        let known = LevelRecord {
            par,
            best: record.best_moves,
            saved_stars: record.stars,
            mystery: level.is_mystery(),
            solving: self.solver.solving() == key.as_deref().map(|k| (k, level.name.as_str())),
        };
        let (line, line_tone) = finish::level_line(&self.language, known);
        let (stars, stars_tone) = finish::tile_stars(known);
        Some(LevelStanding {
            line: (line, tone_ink(line_tone)),
            stars: (stars, tone_ink(stars_tone)),
        })
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<LevelPar>()
        .init_resource::<PackSolver>()
        .init_resource::<MysteryParJob>()
        .add_systems(
            OnEnter(Screen::Gameplay),
            start_level.in_set(GameSet::Assist),
        )
        .add_systems(OnExit(Screen::Title), stop_pack_solver)
        .add_systems(
            OnExit(Screen::Gameplay),
            |mut job: ResMut<MysteryParJob>| job.0 = None,
        )
        .add_systems(
            Update,
            (
                solve_pack_levels.in_set(GameSet::Search),
                label_levels.in_set(GameSet::View),
            )
                .run_if(in_state(Screen::Title)),
        )
        .add_systems(
            Update,
            (learn_par, record_win)
                .chain()
                .in_set(GameSet::Assist)
                .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
        );
}

/// The par of the level starting, and fresh help counters.
fn start_level(
    library: Res<PackLibrary>,
    current: Res<CurrentLevel>,
    game: Option<Res<Game>>,
    store: Res<ParStore>,
    mut level_par: ResMut<LevelPar>,
) {
    *level_par = LevelPar::default();
    let Some(game) = game else { return };
    // A resumed game keeps the help it used.
    level_par.attempt = Attempt::new(None, game.resumed_assist);
    // The pack of the level in play (an endless level is in no pack file:
    // its par is only learnt, never cached).
    let key = current
        .pack_level()
        .and_then(|(pack, _)| library.entries.get(pack))
        .filter(|entry| entry.file_name == game.progress_key)
        .and_then(|entry| store.key(entry));
    level_par.par = store.par(key.as_deref(), &game.level);
    level_par.solved = store.known_par(key.as_deref(), &game.level).is_some();
    level_par.key = key;
}

/// A level without a known par learns it from the live check of its
/// start (replacing a recorded `optimal_moves`, which may be stale), or a
/// mystery level without a recorded `par` from a search of its own.
fn learn_par(
    game: Res<Game>,
    solvability: Res<Solvability>,
    mut job: ResMut<MysteryParJob>,
    mut store: ResMut<ParStore>,
    mut level_par: ResMut<LevelPar>,
) {
    if level_par.solved {
        return;
    }
    let par = if game.level.is_mystery() {
        // Its own search: the live check proves views, not the worst case.
        let running = job.0.as_ref().is_some_and(|j| *j.key() == game.level.name);
        if !running {
            let level = game.level.clone();
            // On a thread of its own: the hints on the pool must not wait
            // for it.
            job.0 = Some(Background::spawn_thread(
                game.level.name.clone(),
                move |cancel| find_par(&level, cancel),
            ));
        }
        let Some(Some(par)) = job.0.as_mut().and_then(Background::poll) else {
            return;
        };
        job.0 = None;
        par
    } else {
        let Some(verdict) = solvability.verdict(game.history().start()) else {
            return;
        };
        Par::from(verdict)
    };
    level_par.par = Some(par);
    level_par.solved = true;
    if let Some(key) = level_par.key.clone()
        && store.set(&key, &game.level.name, par)
    {
        store.save();
    }
}

/// The board's win, rated against par and recorded by the core's
/// [`Attempt`]: the one place a finished level is saved (its moves and its
/// stars together). The attempt follows the board's events (the extra
/// tube counts as help).
fn record_win(
    mut events: MessageReader<BoardEvent>,
    game: Res<Game>,
    solvability: Res<Solvability>,
    mut level_par: ResMut<LevelPar>,
    mut progress: ResMut<ProgressStore>,
    mut statistics: ResMut<StatisticsStore>,
    current: Res<CurrentLevel>,
) {
    for event in events.read() {
        level_par.follow(&event.0);
        if event.0 != Event::Won {
            continue;
        }
        let Some(won) = game.won else { continue };
        // Whether "the hints win within par" is true of this run's hints.
        level_par.attempt.hints_walk_par = solvability.help.hints_walk_par(&game.play);
        let place = Place {
            progress_key: &game.progress_key,
            level: &game.level.name,
            index: game.level_index,
            levels: &game.level_names,
        };
        let recorded = level_par.finish(
            &won,
            current.kind(),
            &place,
            (game.level.is_mystery(), game.level.colour_count()),
            game.seconds as u32,
            &mut progress.progress,
            &mut statistics.statistics,
        );
        if recorded.statistics {
            statistics.save();
        }
        if recorded.progress {
            progress.save();
        }
    }
}

fn stop_pack_solver(mut solver: ResMut<PackSolver>) {
    solver.cancel();
}

/// One pack level without par at a time, on the task pool; the answer goes
/// into the cache on disk.
fn solve_pack_levels(
    library: Res<PackLibrary>,
    mut store: ResMut<ParStore>,
    mut solver: ResMut<PackSolver>,
) {
    if let Some(job) = solver.job.as_mut() {
        let Some(par) = job.poll() else {
            return;
        };
        let job = solver.job.take().expect("polled above");
        let Some(par) = par else {
            return; // cancelled
        };
        let (key, level) = job.key();
        if store.set(key, level, par) {
            store.save();
        }
    }
    for entry in &library.entries {
        let Some(pack) = &entry.good else { continue };
        let Some(key) = store.key(entry) else {
            continue;
        };
        let Some(level) = pack
            .levels
            .iter()
            .find(|l| store.known_par(Some(&key), l).is_none())
        else {
            continue;
        };
        let level_is_mystery = level.is_mystery();
        let level = level.clone();
        let key = (key, level.name.clone());
        let work = move |cancel: &CancelToken| find_par(&level, cancel);
        // A mystery par's proof can take seconds: not on the pool, where
        // endless generation waits its turn.
        solver.job = Some(if level_is_mystery {
            Background::spawn_thread(key, work)
        } else {
            Background::spawn(key, work)
        });
        return;
    }
}

/// The stars of each level's tile.
fn label_levels(
    standings: Standings,
    mut labels: Query<(&LevelParLabel, &mut Text, &mut ThemedText)>,
) {
    for (label, mut text, mut colour) in &mut labels {
        let Some(LevelStanding { stars, .. }) = standings.of(label.pack, label.level) else {
            continue;
        };
        if text.0 != stars.0 {
            text.0 = stars.0;
        }
        colour.set_if_neq(ThemedText(stars.1));
    }
}
