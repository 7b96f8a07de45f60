//! Par and stars: each level's optimal move count, and how a finish rates
//! against it (the rule is the core's `rating::stars`).
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
use water_sort_core::help;
use water_sort_core::level::Level;
use water_sort_core::rating::{Assist, Par, Rating, help_stars, rate, shown_stars};
use water_sort_core::solver::CancelToken;
use water_sort_core::solver::mystery::MysteryLimits;
use water_sort_core::statistics::Finished;

use super::solvability::{LIMITS, Solvability};
use crate::game::background::Background;
use crate::game::board::{BoardEvent, CurrentLevel, Event, Game};
use crate::game::packs::PackLibrary;
use crate::game::saves::{ParStore, ProgressStore, StatisticsStore};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::theme::{self, Ink, ThemedText};

/// The level in play: its par and the help used (reset per level).
#[derive(Resource, Debug, Default)]
pub struct LevelPar {
    /// Cache key of the level's pack.
    pub key: Option<String>,
    pub par: Option<Par>,
    /// The solver's par is known, or a mystery level's recorded `par`
    /// (`par` is not just the pack's recorded `optimal_moves`, which may be
    /// stale): nothing is left to solve.
    pub solved: bool,
    pub assist: Assist,
    /// The rating of the last finish of this level.
    pub rating: Option<Rating>,
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

/// The help the level select needs to tell where a level stands.
#[derive(SystemParam)]
pub struct Standings<'w> {
    library: Res<'w, PackLibrary>,
    store: Res<'w, ParStore>,
    progress: Res<'w, ProgressStore>,
    solver: Res<'w, PackSolver>,
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
        let (mut line, mut tint) = level_line(par, record.best_moves, record.stars, || {
            self.solver.solving() == key.as_deref().map(|k| (k, level.name.as_str()))
        });
        // Only a certain win has a par; without one a mystery level's saved
        // stars (for the help alone) still show.
        if level.is_mystery() && par == Some(Par::Unknown) && record.best_moves.is_some() {
            line = format!("no par  {}", star_marks(record.stars));
            tint = theme::STAR;
        }
        let stars = match (par, record.best_moves) {
            (Some(Par::Unsolvable), _) => ("✕".to_string(), theme::ERROR),
            (_, None) => (star_marks(0), theme::TEXT_DIM),
            (Some(Par::Moves(p)), best) => {
                (star_marks(shown_stars(p, best, record.stars)), theme::STAR)
            }
            (_, Some(_)) => (star_marks(record.stars), theme::STAR),
        };
        Some(LevelStanding {
            line: (line, tint),
            stars,
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
    level_par.assist = game.resumed_assist.unwrap_or_default();
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

/// The board's win, rated against par and recorded: the one place a
/// finished level is saved (its moves and its stars together). An extra
/// tube counts as help, like a hint.
fn record_win(
    mut events: MessageReader<BoardEvent>,
    game: Res<Game>,
    mut level_par: ResMut<LevelPar>,
    mut progress: ResMut<ProgressStore>,
    mut statistics: ResMut<StatisticsStore>,
    current: Res<CurrentLevel>,
) {
    for event in events.read() {
        if matches!(event.0, Event::TubeAdded { .. }) {
            level_par.assist.extra_tube = true;
        }
        if event.0 != Event::Won {
            continue;
        }
        let Some(won) = game.won else { continue };
        let rating = level_par
            .par
            .and_then(Par::moves)
            .map(|par| rate(won.moves, par, level_par.assist));
        level_par.rating = rating;
        let stars = match rating {
            Some(rating) => rating.stars,
            // A mystery level with no par (no certain win, or a walk too
            // large to finish): its stars count the help alone.
            None if level_par
                .par
                .is_some_and(|p| p.stars_for_help_alone(game.level.is_mystery())) =>
            {
                help_stars(level_par.assist)
            }
            // No par to rate against yet. A finish with help still saves
            // its one sure star, so that stars derived later from the best
            // move count (see `level_line`) never credit the help.
            None => u8::from(level_par.assist.used()),
        };
        // A playtest is rated on screen but not saved: it is not the player's.
        if current.is_playtest() {
            continue;
        }
        let endless = current.endless();
        statistics.statistics.record(Finished {
            pack: &game.progress_key,
            level: &game.level.name,
            moves: won.moves,
            par: level_par.par.and_then(Par::moves),
            assist: level_par.assist,
            seconds: game.seconds as u32,
            daily: endless.and_then(|e| e.daily),
            endless_colours: endless.map(|_| game.level.colour_count()),
        });
        statistics.save();
        if progress
            .progress
            .finish(&game.progress_key, &game.level.name, won.moves, stars)
            .changed
        {
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

/// The level select's par line: `par 12  ★★☆` (stars earned, `☆` for the
/// others), `unsolvable`, `par ?` (too hard), or `solving...`.
pub fn level_line(
    par: Option<Par>,
    best: Option<u32>,
    saved_stars: u8,
    solving: impl Fn() -> bool,
) -> (String, Ink) {
    match par {
        Some(Par::Moves(p)) => {
            // The stars earned (saved, or derived from the best finish
            // made before the par was known).
            let n = shown_stars(p, best, saved_stars);
            if best.is_some() || n > 0 {
                (format!("par {p}  {}", star_marks(n)), theme::STAR)
            } else {
                (format!("par {p}"), theme::TEXT_DIM)
            }
        }
        Some(Par::Unsolvable) => ("unsolvable".into(), theme::ERROR),
        Some(Par::Unknown) => ("par ? (too hard)".into(), theme::TEXT_DIM),
        Some(Par::NotGuaranteed | Par::GuaranteedUnwalked) if best.is_some() => {
            (format!("no par  {}", star_marks(saved_stars)), theme::STAR)
        }
        Some(Par::NotGuaranteed | Par::GuaranteedUnwalked) => ("no par".into(), theme::TEXT_DIM),
        None if solving() => ("par: solving...".into(), theme::TEXT_DIM),
        None => ("par: waiting".into(), theme::TEXT_DIM),
    }
}

/// `n` stars earned of 3: `★★☆`.
fn star_marks(n: u8) -> String {
    let n = n.min(3) as usize;
    format!("{}{}", "★".repeat(n), "☆".repeat(3 - n))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_par_line_shows_saved_stars_never_raised_from_the_best_move_count() {
        // Finished with "show me" in par moves: 1 star saved, not 3.
        let (line, _) = level_line(Some(Par::Moves(9)), Some(9), 1, || false);
        assert_eq!(line, "par 9  ★☆☆");
        let (line, _) = level_line(Some(Par::Moves(9)), Some(9), 2, || false);
        assert_eq!(line, "par 9  ★★☆");
        // Finished before the par was known (no stars saved): derived.
        let (line, _) = level_line(Some(Par::Moves(9)), Some(10), 0, || false);
        assert_eq!(line, "par 9  ★★☆");
        let (line, _) = level_line(Some(Par::Moves(9)), None, 0, || false);
        assert_eq!(line, "par 9");
        let (line, _) = level_line(None, None, 0, || true);
        assert_eq!(line, "par: solving...");
    }
}
