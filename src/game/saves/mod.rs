//! What is kept on disk between runs, in the player's data directory, as
//! resources: progress, the settings, the levels in progress
//! (`saved_games.rs`), the statistics, and the solver's pars (a cache keyed
//! by the version of a pack in use, so this layer reads the packs layer's
//! [`PackEntry`](crate::game::packs::PackEntry)). The files themselves, and
//! which games are kept, are the store crate's (`water_sort_store`): each
//! resource here wraps its store.

mod par_store;
mod progress_store;
mod saved_games;
mod settings_store;
mod statistics_store;

use bevy::prelude::*;

pub use par_store::{FILE_NAME as PARS_FILE_NAME, ParCache, ParStore};
pub use progress_store::ProgressStore;
pub use saved_games::SavedGames;
pub use settings_store::SettingsStore;
pub use statistics_store::StatisticsStore;
pub use water_sort_core::saved_game::SavedGame;

pub fn plugin(app: &mut App) {
    // Progress first: the par and settings stores live in its data directory.
    app.add_plugins((
        progress_store::plugin,
        par_store::plugin,
        settings_store::plugin,
        saved_games::plugin,
        statistics_store::plugin,
    ));
}
