//! What is kept on disk between runs, in the player's data directory:
//! progress, the settings, and the solver's pars (a cache keyed by the
//! version of a pack in use, so this layer reads the packs layer's
//! [`PackEntry`](crate::game::packs::PackEntry)).

mod par_store;
mod progress;
mod settings_store;

use bevy::prelude::*;

pub use par_store::{FILE_NAME as PARS_FILE_NAME, ParCache, ParStore};
pub use progress::{DATA_DIR_ENV, LevelRecord, Progress, ProgressStore, write_atomically};
pub use settings_store::SettingsStore;

pub fn plugin(app: &mut App) {
    // Progress first: the par and settings stores live in its data directory.
    app.add_plugins((progress::plugin, par_store::plugin, settings_store::plugin));
}
