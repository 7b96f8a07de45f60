//! What is kept on disk between runs, in the player's data directory:
//! progress, the settings, the levels in progress (`games.rs`), the
//! statistics, and the solver's pars (a cache keyed by the
//! version of a pack in use, so this layer reads the packs layer's
//! [`PackEntry`](crate::game::packs::PackEntry)). Each is a RON file read
//! and written by [`ron_file`] (a damaged one set aside, writes atomic),
//! which the editor and the command line also write packs with.

mod games;
mod par_store;
mod progress;
pub mod ron_file;
mod settings_store;
mod statistics;

use bevy::prelude::*;

pub use games::{SavedGame, SavedGames};
pub use par_store::{FILE_NAME as PARS_FILE_NAME, ParCache, ParStore};
pub use progress::{DATA_DIR_ENV, LevelRecord, Progress, ProgressStore};
pub use settings_store::SettingsStore;
pub use statistics::{Statistics, StatisticsStore};

pub fn plugin(app: &mut App) {
    // Progress first: the par and settings stores live in its data directory.
    app.add_plugins((
        progress::plugin,
        par_store::plugin,
        settings_store::plugin,
        games::plugin,
        statistics::plugin,
    ));
}
