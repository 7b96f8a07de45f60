//! Saved progress: completed levels, best move counts and best stars per
//! (pack file name, level name), as RON in the user's data directory.
//!
//! The format grows backward-compatibly: fields added later (`stars`) are
//! `#[serde(default)]`, so a save written before them still loads.
//!
//! Writes go to a temporary file that is then renamed over the save, so a
//! crash mid-write never leaves half a file. A save that cannot be read is
//! moved aside (`progress.ron.bad-<unix seconds>`) and the player is told,
//! instead of the game refusing to start.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// Environment variable overriding the data directory (tests, portable installs).
pub const DATA_DIR_ENV: &str = "WATER_SORT_DATA_DIR";
pub const FILE_NAME: &str = "progress.ron";

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LevelRecord {
    pub completed: bool,
    /// Fewest moves the level was completed in.
    pub best_moves: Option<u32>,
    /// Most stars earned (0 to 3; 0 also when no par was known), see
    /// [`super::par::stars`].
    #[serde(default)]
    pub stars: u8,
}

/// The saved data. Keys are names rather than indices so that inserting a
/// level into a pack does not shift the marks of the others.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// Pack file name (e.g. `starter.ron`) → level name → record.
    pub packs: BTreeMap<String, BTreeMap<String, LevelRecord>>,
}

impl Progress {
    pub fn record(&self, pack_file: &str, level: &str) -> LevelRecord {
        self.packs
            .get(pack_file)
            .and_then(|p| p.get(level))
            .copied()
            .unwrap_or_default()
    }

    /// Marks a level completed in `moves`; returns true if that is a new best.
    pub fn complete(&mut self, pack_file: &str, level: &str, moves: u32) -> bool {
        let rec = self
            .packs
            .entry(pack_file.to_string())
            .or_default()
            .entry(level.to_string())
            .or_default();
        rec.completed = true;
        let better = rec.best_moves.is_none_or(|b| moves < b);
        if better {
            rec.best_moves = Some(moves);
        }
        better
    }

    /// Records `stars` for a completed level; keeps the best. Returns true
    /// if that is more than before.
    pub fn award_stars(&mut self, pack_file: &str, level: &str, stars: u8) -> bool {
        let rec = self
            .packs
            .entry(pack_file.to_string())
            .or_default()
            .entry(level.to_string())
            .or_default();
        let better = stars > rec.stars;
        if better {
            rec.stars = stars;
        }
        better
    }
}

/// The progress in memory plus where it lives on disk.
#[derive(Resource, Debug)]
pub struct ProgressStore {
    /// Directory of the save file; `None` when no data directory exists
    /// (progress then lasts for the session only).
    pub dir: Option<PathBuf>,
    pub progress: Progress,
    /// A message for the player about the save (a bad file moved aside, a
    /// failed write); shown on the title screen.
    pub notice: Option<String>,
}

impl ProgressStore {
    /// The data directory: `$WATER_SORT_DATA_DIR`, else the platform's.
    pub fn default_dir() -> Option<PathBuf> {
        if let Some(dir) = std::env::var_os(DATA_DIR_ENV) {
            return Some(PathBuf::from(dir));
        }
        directories::ProjectDirs::from("", "", "water-sort").map(|p| p.data_dir().to_path_buf())
    }

    /// Loads the save in `dir`; never fails (see the module docs).
    pub fn open(dir: Option<PathBuf>) -> ProgressStore {
        let mut store = ProgressStore {
            dir,
            progress: Progress::default(),
            notice: None,
        };
        let Some(path) = store.path() else {
            return store;
        };
        match std::fs::read_to_string(&path) {
            Ok(text) => match ron::from_str::<Progress>(&text) {
                Ok(progress) => store.progress = progress,
                Err(e) => store.notice = Some(set_aside(&path, &e.to_string())),
            },
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => store.notice = Some(set_aside(&path, &e.to_string())),
        }
        store
    }

    pub fn path(&self) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join(FILE_NAME))
    }

    /// Writes the save atomically (temp file + rename).
    pub fn save(&mut self) {
        let Some(path) = self.path() else { return };
        if let Err(e) = write_atomically(&path, &self.progress) {
            warn!("could not save progress to {}: {e}", path.display());
            self.notice = Some(format!("Progress could not be saved: {e}"));
        }
    }
}

/// Writes `value` as RON to `path` through a temporary file renamed over it,
/// so a crash mid-write never leaves half a file.
pub fn write_atomically<T: Serialize>(path: &Path, value: &T) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let text = ron::ser::to_string_pretty(value, ron::ser::PrettyConfig::default())
        .map_err(std::io::Error::other)?;
    let tmp = path.with_extension("ron.tmp");
    std::fs::write(&tmp, text)?;
    std::fs::rename(&tmp, path)
}

/// Moves an unreadable save aside and returns the notice for the player.
fn set_aside(path: &Path, why: &str) -> String {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let aside = path.with_file_name(format!("{FILE_NAME}.bad-{secs}"));
    warn!("unreadable progress file {}: {why}", path.display());
    match std::fs::rename(path, &aside) {
        Ok(()) => format!(
            "Your progress file could not be read and was moved to {}; starting afresh.",
            aside.display()
        ),
        Err(e) => format!(
            "Your progress file {} could not be read ({why}) nor moved aside ({e}).",
            path.display()
        ),
    }
}

pub fn plugin(app: &mut App) {
    // Tests (and `run`) may insert their own store first.
    if !app.world().contains_resource::<ProgressStore>() {
        app.insert_resource(ProgressStore::open(ProgressStore::default_dir()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("water-sort-progress-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn save_and_reload() {
        let dir = temp_dir("roundtrip");
        let mut store = ProgressStore::open(Some(dir.clone()));
        assert!(store.progress.complete("starter.ron", "First pour", 7));
        assert!(!store.progress.complete("starter.ron", "First pour", 9));
        assert!(store.progress.complete("starter.ron", "First pour", 5));
        store.save();
        let again = ProgressStore::open(Some(dir.clone()));
        assert_eq!(again.progress, store.progress);
        assert_eq!(
            again.progress.record("starter.ron", "First pour"),
            LevelRecord {
                completed: true,
                best_moves: Some(5),
                stars: 0,
            }
        );
        assert!(again.notice.is_none());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn stars_keep_the_best_and_old_saves_still_load() {
        let mut progress = Progress::default();
        progress.complete("p.ron", "L", 9);
        assert!(progress.award_stars("p.ron", "L", 2));
        assert!(!progress.award_stars("p.ron", "L", 1));
        assert!(progress.award_stars("p.ron", "L", 3));
        assert_eq!(progress.record("p.ron", "L").stars, 3);
        // A save from before stars existed.
        let old = r#"(packs: {"p.ron": {"L": (completed: true, best_moves: Some(7))}})"#;
        let loaded: Progress = ron::from_str(old).unwrap();
        assert_eq!(
            loaded.record("p.ron", "L"),
            LevelRecord {
                completed: true,
                best_moves: Some(7),
                stars: 0
            }
        );
    }

    #[test]
    fn unreadable_save_is_set_aside() {
        let dir = temp_dir("bad");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(FILE_NAME), "this is not ron (").unwrap();
        let store = ProgressStore::open(Some(dir.clone()));
        assert_eq!(store.progress, Progress::default());
        assert!(store.notice.as_deref().unwrap().contains("moved"));
        assert!(!dir.join(FILE_NAME).exists());
        let aside = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| e.ok())
            .any(|e| {
                e.file_name()
                    .to_string_lossy()
                    .starts_with("progress.ron.bad-")
            });
        assert!(aside);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
