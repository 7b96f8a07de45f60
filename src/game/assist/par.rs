//! Par and stars: each level's optimal move count, and how a finish rates
//! against it.
//!
//! Par comes from the solver, cached on disk per level and pack file
//! content (`pars.ron`
//! next to the progress file; the key is the file name plus an FNV-1a 64
//! hash of the bytes the pack in use was parsed from, computed by the asset
//! loader, so an edited pack is solved again). The cache
//! is written atomically and simply ignored when unreadable. A pack's
//! recorded `optimal_moves` stands in only until the solver has answered:
//! a hand-edited pack may carry a stale count.
//!
//! Levels without a solved par are solved in the background on the
//! [`AsyncComputeTaskPool`] while the level select is up (one at a time,
//! cancelled when it closes), and by the live check of a level's starting
//! position while it is played. The level select marks each level with its
//! par, the stars earned, or "unsolvable".

use std::collections::BTreeMap;
use std::path::PathBuf;

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use serde::{Deserialize, Serialize};
use water_sort_core::level::Level;
use water_sort_core::solver::{CancelToken, Outcome, Report, solve};

use super::Screen;
use super::packs::{PackEntry, PackLibrary, PackSystems};
use super::play::{BoardEvent, CurrentLevel, Game, StartLevel};
use super::progress::{ProgressStore, write_atomically};
use super::solvability::{LIMITS, Solvability, SolvabilitySystems, Verdict};
use super::theme;

pub const FILE_NAME: &str = "pars.ron";

/// FNV-1a, 64 bits: a stable hash (the same on every run, build and
/// machine, unlike std's `DefaultHasher`).
pub fn fnv1a64(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

/// A level's par as the solver found it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Par {
    /// The shortest solution's length.
    Moves(u32),
    /// No solution exists.
    Unsolvable,
    /// The solver gave up at its budget.
    Unknown,
}

impl Par {
    pub fn moves(self) -> Option<u32> {
        match self {
            Par::Moves(m) => Some(m),
            _ => None,
        }
    }
}

/// Help used while playing a level (it lowers the stars).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Assist {
    /// Hints shown.
    pub hints: u32,
    /// "Show me" played at least one move.
    pub show_me: bool,
}

/// Stars for finishing a level in `moves` pours when its shortest solution
/// takes `par` pours. The rule, meant to be fair at every size:
///
/// * 3 stars: optimal, `moves <= par`.
/// * 2 stars: at most a quarter more, `moves <= par + ceil(par / 4)` (so
///   always at least one spare move: par 4 allows 5, par 23 allows 29).
/// * 1 star: any other finish.
///
/// Help caps the stars: after a hint at most 2, after "Show me" played any
/// move at most 1. Undone moves do not count (the counter is the player's
/// pours since the last restart), so exploring is never punished.
pub fn stars(moves: u32, par: u32, assist: Assist) -> u8 {
    let earned = if moves <= par {
        3
    } else if moves <= par + par.div_ceil(4) {
        2
    } else {
        1
    };
    let cap = if assist.show_me {
        1
    } else if assist.hints > 0 {
        2
    } else {
        3
    };
    earned.min(cap)
}

/// The solver's pars, per pack file content and level name (saved as RON).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ParCache {
    /// `"<file name>@<fnv1a64 of its bytes, 16 hex digits>"` → level name → par.
    pub packs: BTreeMap<String, BTreeMap<String, Par>>,
}

/// The par cache in memory and where it lives.
#[derive(Resource, Debug, Default)]
pub struct ParStore {
    pub dir: Option<PathBuf>,
    pub cache: ParCache,
}

impl ParStore {
    /// Loads the cache in `dir`; a missing or unreadable one is empty.
    pub fn open(dir: Option<PathBuf>) -> ParStore {
        let cache = dir
            .as_ref()
            .and_then(|d| std::fs::read_to_string(d.join(FILE_NAME)).ok())
            .and_then(|text| match ron::from_str::<ParCache>(&text) {
                Ok(cache) => Some(cache),
                Err(e) => {
                    warn!("ignoring the unreadable par cache: {e}");
                    None
                }
            })
            .unwrap_or_default();
        ParStore { dir, cache }
    }

    pub fn path(&self) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join(FILE_NAME))
    }

    pub fn save(&self) {
        let Some(path) = self.path() else { return };
        if let Err(e) = write_atomically(&path, &self.cache) {
            warn!("could not save the par cache to {}: {e}", path.display());
        }
    }

    /// The cache key of the version of a pack in use (`entry.good`): its
    /// file name and the hash of the bytes it was parsed from. `None` before
    /// a version parsed. Reads no file: the loader hashed the bytes.
    pub fn key(&self, entry: &PackEntry) -> Option<String> {
        entry.good.as_ref()?;
        let hash = entry.good_hash?;
        Some(format!("{}@{hash:016x}", entry.file_name))
    }

    /// A level's par: the solver's (cached), else the pack's recorded
    /// `optimal_moves` until the solver has answered.
    pub fn par(&self, key: Option<&str>, level: &Level) -> Option<Par> {
        self.solved_par(key, level)
            .or(level.optimal_moves.map(Par::Moves))
    }

    /// The solver's par of a level, if it has been computed.
    fn solved_par(&self, key: Option<&str>, level: &Level) -> Option<Par> {
        self.cache.packs.get(key?)?.get(&level.name).copied()
    }

    /// Stores a solver's par; true if it is new.
    pub fn set(&mut self, key: &str, level: &str, par: Par) -> bool {
        let levels = self.cache.packs.entry(key.to_string()).or_default();
        levels.insert(level.to_string(), par) != Some(par)
    }
}

/// The level in play: its par and the help used (reset per level).
#[derive(Resource, Debug, Default)]
pub struct LevelPar {
    /// Cache key of the level's pack.
    pub key: Option<String>,
    pub par: Option<Par>,
    /// The solver's par is known (`par` is not just the pack's recorded
    /// `optimal_moves`, which may be stale).
    pub solved: bool,
    pub assist: Assist,
    /// The rating of the last finish of this level.
    pub rating: Option<Rating>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rating {
    pub moves: u32,
    pub par: u32,
    pub stars: u8,
}

/// The background solve of a pack level while the level select is up.
#[derive(Resource, Default)]
pub struct PackSolver {
    job: Option<PackJob>,
}

struct PackJob {
    key: String,
    level: String,
    cancel: CancelToken,
    task: Task<Report>,
}

impl Drop for PackJob {
    /// Dropped unfinished, the search stops (see `solvability::Job`).
    fn drop(&mut self) {
        self.cancel.cancel();
    }
}

impl PackSolver {
    pub fn is_running(&self) -> bool {
        self.job.is_some()
    }

    /// The (pack key, level name) being solved.
    pub fn solving(&self) -> Option<(&str, &str)> {
        self.job
            .as_ref()
            .map(|j| (j.key.as_str(), j.level.as_str()))
    }

    fn cancel(&mut self) {
        // Dropping the job cancels its token.
        self.job = None;
    }
}

/// The par line of a level button on the level select.
#[derive(Component, Clone, Copy, Debug)]
pub struct LevelParLabel {
    pub pack: usize,
    pub level: usize,
}

pub fn plugin(app: &mut App) {
    if !app.world().contains_resource::<ParStore>() {
        let dir = app
            .world()
            .get_resource::<ProgressStore>()
            .and_then(|s| s.dir.clone());
        app.insert_resource(ParStore::open(dir));
    }
    app.init_resource::<LevelPar>()
        .init_resource::<PackSolver>()
        .add_systems(OnEnter(Screen::Gameplay), start_level.after(StartLevel))
        .add_systems(OnExit(Screen::Title), stop_pack_solver)
        .add_systems(
            Update,
            (solve_pack_levels, label_levels)
                .chain()
                .after(PackSystems)
                .run_if(in_state(Screen::Title)),
        )
        .add_systems(
            Update,
            (learn_par, rate_win)
                .chain()
                .in_set(SolvabilitySystems)
                .after(super::solvability::track)
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
    // The pack of the level in play (a level not from a pack file, if a
    // mode makes one, has no key: its par is only learnt, never cached).
    let key = library
        .entries
        .get(current.pack)
        .filter(|entry| entry.file_name == game.pack_file)
        .and_then(|entry| store.key(entry));
    level_par.par = store.par(key.as_deref(), &game.level);
    level_par.solved = store.solved_par(key.as_deref(), &game.level).is_some();
    level_par.key = key;
}

/// A level without a solver's par learns it from the live check of its
/// start (replacing a recorded `optimal_moves`, which may be stale).
fn learn_par(
    game: Res<Game>,
    solvability: Res<Solvability>,
    mut store: ResMut<ParStore>,
    mut level_par: ResMut<LevelPar>,
) {
    if level_par.solved {
        return;
    }
    let Some(verdict) = solvability.verdict(game.history.start()) else {
        return;
    };
    let par = match verdict {
        Verdict::Solvable {
            path,
            optimal: true,
        } => Par::Moves(path.len() as u32),
        Verdict::Unsolvable => Par::Unsolvable,
        Verdict::Solvable { optimal: false, .. } | Verdict::Unknown => Par::Unknown,
    };
    level_par.par = Some(par);
    level_par.solved = true;
    if let Some(key) = level_par.key.clone()
        && store.set(&key, &game.level.name, par)
    {
        store.save();
    }
}

/// A finish is rated against par and the best stars are saved.
fn rate_win(
    mut events: MessageReader<BoardEvent>,
    game: Res<Game>,
    mut level_par: ResMut<LevelPar>,
    mut progress: ResMut<ProgressStore>,
) {
    for event in events.read() {
        if *event != BoardEvent::Won {
            continue;
        }
        let Some(won) = game.won else { continue };
        let Some(par) = level_par.par.and_then(Par::moves) else {
            level_par.rating = None;
            // No par to rate against yet. A finish with help still saves
            // its one sure star, so that stars derived later from the best
            // move count (see `level_line`) never credit the help.
            let assisted = level_par.assist.show_me || level_par.assist.hints > 0;
            if assisted
                && progress
                    .progress
                    .award_stars(&game.pack_file, &game.level.name, 1)
            {
                progress.save();
            }
            continue;
        };
        let stars = stars(won.moves, par, level_par.assist);
        level_par.rating = Some(Rating {
            moves: won.moves,
            par,
            stars,
        });
        if progress
            .progress
            .award_stars(&game.pack_file, &game.level.name, stars)
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
        let Some(report) = check_ready(&mut job.task) else {
            return;
        };
        let job = solver.job.take().expect("polled above");
        let par = match report.outcome {
            Outcome::Optimal(path) => Par::Moves(path.len() as u32),
            Outcome::Unsolvable => Par::Unsolvable,
            Outcome::GaveUp { .. } => Par::Unknown,
            Outcome::Cancelled => return,
        };
        if store.set(&job.key, &job.level, par) {
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
            .find(|l| store.solved_par(Some(&key), l).is_none())
        else {
            continue;
        };
        let cancel = CancelToken::new();
        let token = cancel.clone();
        let board = level.board();
        let task =
            AsyncComputeTaskPool::get().spawn(async move { solve(&board, &LIMITS, Some(&token)) });
        solver.job = Some(PackJob {
            key,
            level: level.name.clone(),
            cancel,
            task,
        });
        return;
    }
}

/// The par line of each level button: par and stars, "unsolvable", or
/// "solving...".
fn label_levels(
    library: Res<PackLibrary>,
    store: Res<ParStore>,
    progress: Res<ProgressStore>,
    solver: Res<PackSolver>,
    mut labels: Query<(&LevelParLabel, &mut Text, &mut TextColor)>,
) {
    for (label, mut text, mut colour) in &mut labels {
        let Some(entry) = library.entries.get(label.pack) else {
            continue;
        };
        let Some(level) = entry.good.as_ref().and_then(|p| p.levels.get(label.level)) else {
            continue;
        };
        let key = store.key(entry);
        let par = store.par(key.as_deref(), level);
        let record = progress.progress.record(&entry.file_name, &level.name);
        let (line, tint) = level_line(par, record.best_moves, record.stars, || {
            solver.solving() == key.as_deref().map(|k| (k, level.name.as_str()))
        });
        if text.0 != line {
            text.0 = line;
        }
        if colour.0 != tint {
            colour.0 = tint;
        }
    }
}

/// The level select's par line: `par 12  ***` (stars earned, `-` for the
/// others), `unsolvable`, `par ?` (too hard), or `solving...`.
pub fn level_line(
    par: Option<Par>,
    best: Option<u32>,
    saved_stars: u8,
    solving: impl Fn() -> bool,
) -> (String, Color) {
    match par {
        Some(Par::Moves(p)) => {
            // The stars earned. Only a level finished before its par was
            // known (none saved) has them derived from its best finish: a
            // saved rating knows the help used, the best move count does
            // not (a finish with "show me" can be as short as par).
            let n = if saved_stars > 0 {
                saved_stars
            } else {
                best.map_or(0, |b| stars(b, p, Assist::default()))
            };
            let n = n.min(3) as usize;
            if best.is_some() || n > 0 {
                let marks = format!("{}{}", "*".repeat(n), "-".repeat(3 - n));
                (format!("par {p}  {marks}"), STAR)
            } else {
                (format!("par {p}"), theme::TEXT_DIM)
            }
        }
        Some(Par::Unsolvable) => ("unsolvable".into(), theme::ERROR),
        Some(Par::Unknown) => ("par ? (too hard)".into(), theme::TEXT_DIM),
        None if solving() => ("par: solving...".into(), theme::TEXT_DIM),
        None => ("par: waiting".into(), theme::TEXT_DIM),
    }
}

/// The colour of stars.
pub const STAR: Color = Color::srgb(1.0, 0.83, 0.30);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv1a64_matches_the_reference_values() {
        assert_eq!(fnv1a64(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a64(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a64(b"foobar"), 0x8594_4171_f739_67e8);
    }

    #[test]
    fn stars_rule() {
        let none = Assist::default();
        assert_eq!(stars(23, 23, none), 3);
        assert_eq!(stars(29, 23, none), 2);
        assert_eq!(stars(30, 23, none), 1);
        assert_eq!(stars(5, 4, none), 2);
        assert_eq!(stars(6, 4, none), 1);
        let hinted = Assist {
            hints: 1,
            show_me: false,
        };
        assert_eq!(stars(23, 23, hinted), 2);
        let shown = Assist {
            hints: 0,
            show_me: true,
        };
        assert_eq!(stars(23, 23, shown), 1);
    }

    #[test]
    fn the_solver_par_overrides_a_stale_recorded_count() {
        let mut store = ParStore::open(None);
        let level = Level {
            name: "L".into(),
            capacity: 2,
            tubes: vec![vec![0, 1], vec![1, 0], vec![]],
            optimal_moves: Some(9),
            difficulty: None,
        };
        let key = "p.ron@0000000000000002";
        assert_eq!(store.par(Some(key), &level), Some(Par::Moves(9)));
        store.set(key, "L", Par::Moves(3));
        assert_eq!(store.par(Some(key), &level), Some(Par::Moves(3)));
    }

    #[test]
    fn par_cache_round_trip_and_bad_file_ignored() {
        let dir = std::env::temp_dir().join(format!("water-sort-pars-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut store = ParStore::open(Some(dir.clone()));
        assert!(store.set("p.ron@0000000000000001", "L", Par::Moves(12)));
        assert!(!store.set("p.ron@0000000000000001", "L", Par::Moves(12)));
        store.set("p.ron@0000000000000001", "M", Par::Unsolvable);
        store.save();
        let again = ParStore::open(Some(dir.clone()));
        assert_eq!(again.cache, store.cache);
        std::fs::write(dir.join(FILE_NAME), "not ron (").unwrap();
        let bad = ParStore::open(Some(dir.clone()));
        assert!(bad.cache.packs.is_empty());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn saved_stars_are_never_raised_from_the_best_move_count() {
        // Finished with "show me" in par moves: 1 star saved, not 3.
        let (line, _) = level_line(Some(Par::Moves(9)), Some(9), 1, || false);
        assert_eq!(line, "par 9  *--");
        let (line, _) = level_line(Some(Par::Moves(9)), Some(9), 2, || false);
        assert_eq!(line, "par 9  **-");
        // Finished before the par was known (no stars saved): derived.
        let (line, _) = level_line(Some(Par::Moves(9)), Some(10), 0, || false);
        assert_eq!(line, "par 9  **-");
        let (line, _) = level_line(Some(Par::Moves(9)), None, 0, || false);
        assert_eq!(line, "par 9");
    }

    /// The key comes from the hash the loader computed of the bytes the pack
    /// in use was parsed from: no file is read (this one does not exist).
    #[test]
    fn the_cache_key_is_the_hash_of_the_loaded_bytes() {
        let store = ParStore::open(None);
        let pack = water_sort_core::level::Pack {
            name: "P".into(),
            author: None,
            description: None,
            palette: Vec::new(),
            levels: Vec::new(),
        };
        let mut entry = PackEntry {
            file_name: "p.ron".into(),
            display_path: "nowhere/p.ron".into(),
            path: PathBuf::from("/nonexistent/water-sort/p.ron"),
            handle: Handle::default(),
            good: None,
            good_hash: None,
            error: None,
            settled: true,
        };
        assert_eq!(store.key(&entry), None);
        entry.good = Some(pack);
        entry.good_hash = Some(fnv1a64(b"the old bytes"));
        // Broken on disk now: the key is still that of the version in use.
        entry.error = Some("p.ron:1:1: broken".into());
        assert_eq!(
            store.key(&entry).as_deref(),
            Some(format!("p.ron@{:016x}", fnv1a64(b"the old bytes")).as_str())
        );
    }
}
