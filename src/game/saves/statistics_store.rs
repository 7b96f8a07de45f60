//! The statistics as a resource: the store crate's
//! [`StatisticsStore`](store::StatisticsStore), in the progress file's
//! directory, written after every finished level.

use std::path::PathBuf;

use bevy::prelude::*;
use water_sort_store as store;

use super::progress_store::ProgressStore;

/// The statistics in memory, and where they live.
#[derive(Resource, Debug, Default, Deref, DerefMut)]
pub struct StatisticsStore(pub store::StatisticsStore);

impl StatisticsStore {
    /// Reads the statistics in `dir` (none yet: all zero).
    pub fn open(dir: Option<PathBuf>) -> StatisticsStore {
        StatisticsStore(store::StatisticsStore::open(dir))
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
