//! The player's progress as a resource: the store crate's
//! [`ProgressStore`](store::ProgressStore) (the core's progress, the file
//! it lives in, what the player must be told about it), opened in the
//! player's data directory unless a test or `run` inserted one first.

use std::path::PathBuf;

use bevy::prelude::*;
use water_sort_store as store;

/// The progress in memory plus where it lives on disk.
#[derive(Resource, Debug, Deref, DerefMut)]
pub struct ProgressStore(pub store::ProgressStore);

impl ProgressStore {
    /// Loads the save in `dir`; never fails (a bad file is set aside).
    pub fn open(dir: Option<PathBuf>) -> ProgressStore {
        ProgressStore(store::ProgressStore::open(dir))
    }
}

pub fn plugin(app: &mut App) {
    // Tests (and `run`) may insert their own store first.
    if !app.world().contains_resource::<ProgressStore>() {
        let dir = store::ProgressStore::default_dir();
        app.insert_resource(ProgressStore::open(dir));
    }
}
