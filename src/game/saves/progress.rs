//! Saved progress on disk: the core's [`Progress`] (completed levels, best
//! move counts and best stars per pack file name and level name), as RON in
//! the user's data directory.
//!
//! Writes go to a temporary file (synced to disk) that is then renamed over
//! the save, so a crash mid-write never leaves half a file. A save whose
//! content is not valid progress RON is moved aside
//! (`progress.ron.bad-<unix seconds>`) and the player is told, instead of
//! the game refusing to start. A save that cannot be *read* at all
//! (permission denied, an I/O error), or a bad one that cannot be moved
//! aside, is never overwritten: the session plays on with its progress in
//! memory only, and the player is told that it will not be saved.

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use bevy::prelude::*;
use serde::Serialize;
use serde::de::DeserializeOwned;
pub use water_sort_core::progress::{LevelRecord, Progress};

/// Environment variable overriding the data directory (tests, portable installs).
pub const DATA_DIR_ENV: &str = "WATER_SORT_DATA_DIR";
pub const FILE_NAME: &str = "progress.ron";

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
    /// Set when the save on disk could not be read or moved aside: nothing
    /// is written this session, so it is never replaced (the reason).
    pub saving_disabled: Option<String>,
}

/// The file operations [`ProgressStore::open`] makes, replaceable in tests
/// (which run as root, where permissions cannot make a file unreadable).
pub(super) struct Fs {
    read: fn(&Path) -> std::io::Result<Vec<u8>>,
    rename: fn(&Path, &Path) -> std::io::Result<()>,
}

pub(super) const REAL_FS: Fs = Fs {
    read: |path| std::fs::read(path),
    rename: |from, to| std::fs::rename(from, to),
};

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
        Self::open_with(dir, &REAL_FS)
    }

    fn open_with(dir: Option<PathBuf>, fs: &Fs) -> ProgressStore {
        let path = dir.as_ref().map(|d| d.join(FILE_NAME));
        let loaded = path
            .as_deref()
            .map(|path| load(path, "progress", fs))
            .unwrap_or_default();
        ProgressStore {
            dir,
            progress: loaded.value,
            notice: loaded.notice,
            saving_disabled: loaded.saving_disabled,
        }
    }

    pub fn path(&self) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join(FILE_NAME))
    }

    /// Writes the save atomically (temp file + rename).
    /// Does nothing when saving is disabled (see [`Self::saving_disabled`]).
    pub fn save(&mut self) {
        if self.saving_disabled.is_some() {
            return;
        }
        let Some(path) = self.path() else { return };
        if let Err(e) = write_atomically(&path, &self.progress) {
            warn!("could not save progress to {}: {e}", path.display());
            self.notice = Some(format!("Progress could not be saved: {e}"));
        }
    }
}

/// What [`load`] found: the value (default when there was none), and what
/// the player must be told.
#[derive(Debug, Default)]
pub(super) struct Loaded<T> {
    pub value: T,
    pub notice: Option<String>,
    /// Set when the file must not be replaced (see [`ProgressStore`]).
    pub saving_disabled: Option<String>,
}

/// Reads the RON file of the player's `what` (progress, settings) at
/// `path`: a missing file is the default, a damaged one is moved aside (or,
/// if it cannot be, kept with saving disabled), an unreadable one is kept
/// with saving disabled.
pub(super) fn load<T: DeserializeOwned + Default>(path: &Path, what: &str, fs: &Fs) -> Loaded<T> {
    remove_stale_temporaries(path);
    let mut loaded = Loaded::default();
    let disable = |loaded: &mut Loaded<T>, why: &str| {
        loaded.notice = Some(format!(
            "Your {what} file {} {why}. Your {what} will not be saved this session.",
            path.display()
        ));
        loaded.saving_disabled = Some(why.to_string());
    };
    let bytes = match (fs.read)(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return loaded,
        Err(e) => {
            // Not a bad file but one we cannot see: it may hold good data,
            // so it must not be replaced.
            warn!("cannot read the {what} file {}: {e}", path.display());
            disable(&mut loaded, &format!("could not be read ({e})"));
            return loaded;
        }
    };
    let parsed = String::from_utf8(bytes)
        .map_err(|e| e.to_string())
        .and_then(|text| ron::from_str::<T>(&text).map_err(|e| e.to_string()));
    match parsed {
        Ok(value) => loaded.value = value,
        Err(why) => {
            warn!("unreadable {what} file {}: {why}", path.display());
            match set_aside(path, fs) {
                Ok(aside) => {
                    loaded.notice = Some(format!(
                        "Your {what} file could not be read and was moved to {}; starting afresh.",
                        aside.display()
                    ));
                }
                Err(e) => disable(
                    &mut loaded,
                    &format!("is damaged ({why}) and could not be moved aside ({e})"),
                ),
            }
        }
    }
    loaded
}

/// Writes `value` as RON to `path` atomically (see [`crate::atomic_file`]).
pub fn write_atomically<T: Serialize>(path: &Path, value: &T) -> std::io::Result<()> {
    let text = ron::ser::to_string_pretty(value, ron::ser::PrettyConfig::default())
        .map_err(std::io::Error::other)?;
    crate::atomic_file::write(path, text.as_bytes())
}

/// Temporary files of `path` left by a write that never finished (the game
/// was killed mid-save) are removed; a recent one may be another running
/// game's write in progress, and is left alone.
fn remove_stale_temporaries(path: &Path) {
    let (Some(dir), Some(name)) = (path.parent(), path.file_name()) else {
        return;
    };
    let prefix = format!("{}.tmp-", name.to_string_lossy());
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let stale = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|age| age.as_secs() >= STALE_SECS);
        if stale && entry.file_name().to_string_lossy().starts_with(&prefix) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// A temporary file this old belongs to no write in progress.
const STALE_SECS: u64 = 10;

/// Moves a damaged save aside; returns where it went.
fn set_aside(path: &Path, fs: &Fs) -> std::io::Result<PathBuf> {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let aside = path.with_file_name(format!("{name}.bad-{secs}"));
    (fs.rename)(path, &aside)?;
    Ok(aside)
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
        store.progress.finish("starter.ron", "First pour", 7, 0);
        store.progress.finish("starter.ron", "First pour", 5, 0);
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

    /// A save that cannot be read (injected: permission denied) is kept as
    /// it is: nothing is written over it, and the player is told.
    #[test]
    fn a_save_that_cannot_be_read_is_never_overwritten() {
        let dir = temp_dir("no-read");
        std::fs::create_dir_all(&dir).unwrap();
        let good = r#"(packs: {"p.ron": {"L": (completed: true, best_moves: Some(7), stars: 3)}})"#;
        std::fs::write(dir.join(FILE_NAME), good).unwrap();
        let fs = Fs {
            read: |_| Err(std::io::ErrorKind::PermissionDenied.into()),
            rename: |from, to| std::fs::rename(from, to),
        };
        let mut store = ProgressStore::open_with(Some(dir.clone()), &fs);
        assert!(store.saving_disabled.is_some());
        let notice = store.notice.clone().unwrap();
        assert!(notice.contains("will not be saved"), "{notice}");
        assert!(notice.contains("could not be read"), "{notice}");
        // Play on in memory; the first win's save writes nothing.
        assert!(store.progress.finish("p.ron", "L", 3, 0).changed);
        store.save();
        assert_eq!(std::fs::read_to_string(dir.join(FILE_NAME)).unwrap(), good);
        assert_eq!(
            std::fs::read_dir(&dir).unwrap().count(),
            1,
            "nothing set aside"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A damaged save that cannot be moved aside (injected failure) is kept
    /// as it is too.
    #[test]
    fn a_bad_save_that_cannot_be_moved_aside_is_never_overwritten() {
        let dir = temp_dir("no-move");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(FILE_NAME), "damaged (").unwrap();
        let fs = Fs {
            read: REAL_FS.read,
            rename: |_, _| Err(std::io::ErrorKind::PermissionDenied.into()),
        };
        let mut store = ProgressStore::open_with(Some(dir.clone()), &fs);
        assert!(store.saving_disabled.is_some());
        assert!(
            store
                .notice
                .as_deref()
                .unwrap()
                .contains("will not be saved")
        );
        store.progress.finish("p.ron", "L", 3, 0);
        store.save();
        assert_eq!(
            std::fs::read_to_string(dir.join(FILE_NAME)).unwrap(),
            "damaged ("
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// Only a parse failure sets a file aside: a non-UTF-8 file is damaged
    /// content (moved aside), a directory in its place cannot be read (kept).
    #[test]
    fn only_bad_content_is_set_aside() {
        let dir = temp_dir("kinds");
        std::fs::create_dir_all(dir.join(FILE_NAME)).unwrap();
        let mut store = ProgressStore::open(Some(dir.clone()));
        assert!(store.saving_disabled.is_some());
        store.save();
        assert!(dir.join(FILE_NAME).is_dir(), "kept, not moved aside");
        std::fs::remove_dir(dir.join(FILE_NAME)).unwrap();
        std::fs::write(dir.join(FILE_NAME), [0xff, 0xfe, b'(']).unwrap();
        let mut store = ProgressStore::open(Some(dir.clone()));
        assert!(store.saving_disabled.is_none());
        assert!(store.notice.as_deref().unwrap().contains("moved"));
        store.progress.finish("p.ron", "L", 3, 0);
        store.save();
        let again = ProgressStore::open(Some(dir.clone()));
        assert_eq!(again.progress, store.progress);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn an_atomic_write_leaves_no_temporary_file() {
        let dir = temp_dir("tmp");
        let path = dir.join("x.ron");
        write_atomically(&path, &Progress::default()).unwrap();
        // A rename that fails (a directory in the way) removes the temp file.
        std::fs::remove_file(&path).unwrap();
        std::fs::create_dir_all(path.join("inside")).unwrap();
        assert!(write_atomically(&path, &Progress::default()).is_err());
        let names: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names, vec!["x.ron".to_string()]);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
