//! Saved progress on disk: the core's [`Progress`] (completed levels, best
//! move counts and best stars per pack file name and level name), as RON in
//! the user's data directory.
//!
//! The file is read and written by [`ron_file`]: writes go to a temporary
//! file (synced to disk) that is then renamed over the save, so a crash
//! mid-write never leaves half a file. A save whose content is not valid
//! progress RON is moved aside (`progress.ron.bad-<unix seconds>`) and the
//! player is told, instead of the game refusing to start. A save with bad
//! records ([`Progress::read`]: a negative move count, too many stars) loses
//! those records only: the player is told where each was, a copy of the
//! save as it was is kept aside, and the rest plays on. A save that cannot be *read* at all
//! (permission denied, an I/O error), or a bad one that cannot be moved
//! aside, is never overwritten: the session plays on with its progress in
//! memory only, and the player is told that it will not be saved.

use std::path::PathBuf;

use water_sort_core::file_notice::{FileNotice, SaveFile};
use water_sort_core::progress::Progress;

use crate::ron_file::{self, Fs, REAL_FS, load};
use crate::writer;

/// Environment variable overriding the data directory (tests, portable installs).
pub const DATA_DIR_ENV: &str = "WATER_SORT_DATA_DIR";
/// The progress file's name in the data directory.
pub const FILE_NAME: &str = "progress.ron";

/// The progress in memory plus where it lives on disk.
#[derive(Debug)]
pub struct ProgressStore {
    /// Directory of the save file; `None` when no data directory exists
    /// (progress then lasts for the session only).
    pub dir: Option<PathBuf>,
    /// The records of finished levels.
    pub progress: Progress,
    /// A message for the player about the save (a bad file moved aside, a
    /// failed write); shown on the title screen.
    pub notice: Option<FileNotice>,
    /// Set when the save on disk could not be read or moved aside: nothing
    /// is written this session, so it is never replaced (the reason).
    pub saving_disabled: Option<String>,
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
        Self::open_with(dir, &REAL_FS)
    }

    fn open_with(dir: Option<PathBuf>, fs: &Fs) -> ProgressStore {
        let path = dir.as_ref().map(|d| d.join(FILE_NAME));
        let loaded = path
            .as_deref()
            .map(|path| load(path, SaveFile::Progress, fs, Progress::read))
            .unwrap_or_default();
        ProgressStore {
            dir,
            progress: loaded.value,
            notice: loaded.notice,
            saving_disabled: loaded.saving_disabled,
        }
    }

    /// The save file, when there is a data directory.
    pub fn path(&self) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join(FILE_NAME))
    }

    /// Writes the save atomically (temp file + rename), in the background
    /// ([`writer`]). Does nothing when saving is disabled (see
    /// [`Self::saving_disabled`]).
    pub fn save(&mut self) {
        if self.saving_disabled.is_some() {
            return;
        }
        let Some(path) = self.path() else { return };
        if let Err(e) = ron_file::write_later(&path, &self.progress) {
            self.failed(&e.to_string());
        }
    }

    /// Takes the failed background writes of the save, if any, into the
    /// notice.
    pub fn note_failed_writes(&mut self) {
        let Some(path) = self.path() else { return };
        if let Some(failed) = writer::global().take_failures(&path).pop() {
            self.failed(&failed.error);
        }
    }

    fn failed(&mut self, error: &str) {
        self.notice = Some(ron_file::not_saved(SaveFile::Progress, error));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use water_sort_core::progress::LevelRecord;

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
        assert!(crate::ron_file::told(store.notice.as_ref()).contains("moved"));
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
            ..REAL_FS
        };
        let mut store = ProgressStore::open_with(Some(dir.clone()), &fs);
        assert!(store.saving_disabled.is_some());
        let notice = crate::ron_file::told(store.notice.as_ref());
        assert!(notice.contains("will not be saved"), "{notice}");
        assert!(notice.contains("could not be read"), "{notice}");
        // Play on in memory; the first win's save writes nothing.
        assert!(store.progress.finish("p.ron", "L", 3, 0).changed);
        store.save();
        writer::flush();
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
            rename: |_, _| Err(std::io::ErrorKind::PermissionDenied.into()),
            ..REAL_FS
        };
        let mut store = ProgressStore::open_with(Some(dir.clone()), &fs);
        assert!(store.saving_disabled.is_some());
        assert!(crate::ron_file::told(store.notice.as_ref()).contains("will not be saved"));
        store.progress.finish("p.ron", "L", 3, 0);
        store.save();
        writer::flush();
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
        writer::flush();
        assert!(dir.join(FILE_NAME).is_dir(), "kept, not moved aside");
        std::fs::remove_dir(dir.join(FILE_NAME)).unwrap();
        std::fs::write(dir.join(FILE_NAME), [0xff, 0xfe, b'(']).unwrap();
        let mut store = ProgressStore::open(Some(dir.clone()));
        assert!(store.saving_disabled.is_none());
        assert!(crate::ron_file::told(store.notice.as_ref()).contains("moved"));
        store.progress.finish("p.ron", "L", 3, 0);
        store.save();
        let again = ProgressStore::open(Some(dir.clone()));
        assert_eq!(again.progress, store.progress);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// The files in `dir` whose names start with `prefix`.
    fn named(dir: &std::path::Path, prefix: &str) -> Vec<PathBuf> {
        std::fs::read_dir(dir)
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| e.file_name().to_string_lossy().starts_with(prefix))
            .map(|e| e.path())
            .collect()
    }

    /// One bad record costs that record: the others are kept, the notice
    /// places it in the file, the save as it was is kept aside and the good
    /// rest written back (the next start is quiet).
    #[test]
    fn a_bad_record_is_dropped_alone() {
        let dir = temp_dir("one-bad");
        std::fs::create_dir_all(&dir).unwrap();
        let text = r#"(
    packs: {
        "p.ron": {
            "A": (completed: true, best_moves: Some(7), stars: 3),
            "B": (completed: true, best_moves: Some(-4), stars: 1),
            "C": (completed: true, best_moves: Some(2), stars: 1),
        },
    },
)"#;
        std::fs::write(dir.join(FILE_NAME), text).unwrap();
        let store = ProgressStore::open(Some(dir.clone()));
        assert!(store.saving_disabled.is_none());
        let levels: Vec<&str> = store.progress.packs["p.ron"]
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(levels, ["A", "C"]);
        assert_eq!(store.progress.record("p.ron", "C").best_moves, Some(2));
        let notice = crate::ron_file::told(store.notice.as_ref());
        assert!(
            notice.starts_with("progress.ron:5:48: best_moves Some(-4)"),
            "{notice}"
        );
        let aside = named(&dir, "progress.ron.bad-");
        assert_eq!(aside.len(), 1, "{aside:?}");
        assert!(notice.contains(&aside[0].display().to_string()), "{notice}");
        assert_eq!(std::fs::read_to_string(&aside[0]).unwrap(), text);
        let again = ProgressStore::open(Some(dir.clone()));
        assert_eq!(again.progress, store.progress);
        assert_eq!(again.notice, None);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// Bad values whose file cannot be copied aside (injected failure): the
    /// good rest is played, the file is never replaced.
    #[test]
    fn bad_values_that_cannot_be_copied_aside_are_never_overwritten() {
        let dir = temp_dir("no-copy");
        std::fs::create_dir_all(&dir).unwrap();
        let text = r#"(packs: {"p.ron": {"A": (completed: true, best_moves: None, stars: 9)}})"#;
        std::fs::write(dir.join(FILE_NAME), text).unwrap();
        let fs = Fs {
            copy: |_, _| Err(std::io::ErrorKind::PermissionDenied.into()),
            ..REAL_FS
        };
        let mut store = ProgressStore::open_with(Some(dir.clone()), &fs);
        assert_eq!(store.progress.record("p.ron", "A").stars, 3);
        assert!(store.saving_disabled.is_some());
        let notice = crate::ron_file::told(store.notice.as_ref());
        assert!(
            notice.starts_with("progress.ron:1:68: stars 9 is above 3; set to 3\n"),
            "{notice}"
        );
        assert!(notice.contains("will not be saved"), "{notice}");
        store.progress.finish("p.ron", "B", 3, 0);
        store.save();
        writer::flush();
        assert_eq!(std::fs::read_to_string(dir.join(FILE_NAME)).unwrap(), text);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
