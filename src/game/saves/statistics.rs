//! The statistics on disk: the core's [`Statistics`] as `statistics.ron` in
//! the data directory, read at start (a damaged file set aside, an
//! unreadable one kept and not overwritten, as progress) and written after
//! every finished level.

use std::path::PathBuf;

use bevy::prelude::*;
pub use water_sort_core::statistics::Statistics;

use super::progress::ProgressStore;
use super::ron_file::{self, REAL_FS, load, whole};

pub const FILE_NAME: &str = "statistics.ron";

/// The statistics in memory, and where they live.
#[derive(Resource, Debug, Default)]
pub struct StatisticsStore {
    dir: Option<PathBuf>,
    pub statistics: Statistics,
    /// What the player must be told about the file.
    pub notice: Option<String>,
    saving_disabled: Option<String>,
}

impl StatisticsStore {
    /// Reads the statistics in `dir` (none yet: all zero).
    pub fn open(dir: Option<PathBuf>) -> StatisticsStore {
        let loaded = dir
            .as_ref()
            .map(|d| load::<Statistics>(&d.join(FILE_NAME), "statistics", &REAL_FS, whole))
            .unwrap_or_default();
        StatisticsStore {
            dir,
            statistics: loaded.value,
            notice: loaded.notice,
            saving_disabled: loaded.saving_disabled,
        }
    }

    /// Writes them atomically (not when the file must be kept as it is).
    pub fn save(&mut self) {
        if self.saving_disabled.is_some() {
            return;
        }
        let Some(path) = self.dir.as_ref().map(|d| d.join(FILE_NAME)) else {
            return;
        };
        if let Err(e) = ron_file::write(&path, &self.statistics) {
            warn!("could not save the statistics to {}: {e}", path.display());
            self.notice = Some(format!("Statistics could not be saved: {e}"));
        }
    }
}

pub fn plugin(app: &mut App) {
    if !app.world().contains_resource::<StatisticsStore>() {
        let dir = app
            .world()
            .get_resource::<ProgressStore>()
            .and_then(|s| s.dir.clone());
        app.insert_resource(StatisticsStore::open(dir));
    }
}
