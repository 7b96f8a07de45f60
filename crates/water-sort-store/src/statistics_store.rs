//! The statistics on disk: the core's [`Statistics`] as `statistics.ron` in
//! the data directory, read at start (a damaged file set aside, an
//! unreadable one kept and not overwritten, as progress) and written after
//! every finished level.

use std::path::PathBuf;

use water_sort_core::file_notice::{FileNotice, SaveFile};
use water_sort_core::statistics::Statistics;

use crate::ron_file::{self, REAL_FS, load, whole};
use crate::writer;

/// The statistics file's name in the data directory.
pub const FILE_NAME: &str = "statistics.ron";

/// The statistics in memory, and where they live.
#[derive(Debug, Default)]
pub struct StatisticsStore {
    dir: Option<PathBuf>,
    /// The player's totals, streaks and best times.
    pub statistics: Statistics,
    /// What the player must be told about the file.
    pub notice: Option<FileNotice>,
    saving_disabled: Option<String>,
}

impl StatisticsStore {
    /// Reads the statistics in `dir` (none yet: all zero).
    pub fn open(dir: Option<PathBuf>) -> StatisticsStore {
        let loaded = dir
            .as_ref()
            .map(|d| load::<Statistics>(&d.join(FILE_NAME), SaveFile::Statistics, &REAL_FS, whole))
            .unwrap_or_default();
        StatisticsStore {
            dir,
            statistics: loaded.value,
            notice: loaded.notice,
            saving_disabled: loaded.saving_disabled,
        }
    }

    /// Writes them atomically, in the background (not when the file must
    /// be kept as it is).
    pub fn save(&mut self) {
        if self.saving_disabled.is_some() {
            return;
        }
        let Some(path) = self.path() else { return };
        if let Err(e) = ron_file::write_later(&path, &self.statistics) {
            self.failed(&e.to_string());
        }
    }

    /// The statistics file, when there is a data directory.
    pub fn path(&self) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join(FILE_NAME))
    }

    /// Takes the failed background writes of the file, if any, into the
    /// notice.
    pub fn note_failed_writes(&mut self) {
        let Some(path) = self.path() else { return };
        if let Some(failed) = writer::global().take_failures(&path).pop() {
            self.failed(&failed.error);
        }
    }

    fn failed(&mut self, error: &str) {
        self.notice = Some(ron_file::not_saved(SaveFile::Statistics, error));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statistics_round_trip_and_a_damaged_file_is_moved_aside() {
        let dir =
            std::env::temp_dir().join(format!("water-sort-statistics-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut store = StatisticsStore::open(Some(dir.clone()));
        assert_eq!(store.statistics, Statistics::default());
        store.statistics.pours = 12;
        store.save();
        let again = StatisticsStore::open(Some(dir.clone()));
        assert_eq!((again.statistics.pours, again.notice), (12, None));
        std::fs::write(dir.join(FILE_NAME), "(pours: ").unwrap();
        let damaged = StatisticsStore::open(Some(dir.clone()));
        assert_eq!(damaged.statistics, Statistics::default());
        assert!(crate::ron_file::told(damaged.notice.as_ref()).contains("moved"));
        assert!(!dir.join(FILE_NAME).exists());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
