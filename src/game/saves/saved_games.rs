//! The games in progress as a resource: the store crate's
//! [`SavedGames`](store::SavedGames) (one file per game in `games/` of the
//! progress file's directory, and which of them are kept).

use std::path::PathBuf;

use bevy::prelude::*;
use water_sort_store as store;

use super::progress_store::ProgressStore;

/// The saved games in memory, and their folder.
#[derive(Resource, Debug, Default, Deref, DerefMut)]
pub struct SavedGames(pub store::SavedGames);

impl SavedGames {
    /// Reads every saved game in `data_dir/games`.
    pub fn open(data_dir: Option<PathBuf>) -> SavedGames {
        SavedGames(store::SavedGames::open(data_dir))
    }
}

pub fn plugin(app: &mut App) {
    if !app.world().contains_resource::<SavedGames>() {
        let dir = app
            .world()
            .get_resource::<ProgressStore>()
            .and_then(|s| s.dir.clone());
        app.insert_resource(SavedGames::open(dir));
    }
}
