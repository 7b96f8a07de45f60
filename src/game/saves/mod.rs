//! What is kept on disk between runs, in the player's data directory, as
//! resources: progress, the settings, the levels in progress
//! (`saved_games.rs`), the statistics, and the solver's pars (a cache keyed
//! by the version of a pack in use, so this layer reads the packs layer's
//! [`PackEntry`](crate::game::packs::PackEntry)). The files themselves, and
//! which games are kept, are the store crate's (`water_sort_store`): each
//! resource here wraps its store. Every save is written on the store
//! crate's writer thread (`water_sort_store::writer`), never in a frame: a
//! write that failed there reaches its store's notice the next frame, and
//! the game waits for the writes still pending when it quits.

mod par_store;
mod progress_store;
mod saved_games;
mod settings_store;
mod statistics_store;

use bevy::prelude::*;
use water_sort_store::writer;

use crate::game::schedule::GameSet;

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
    ))
    .add_systems(Update, note_failed_writes.in_set(GameSet::Report))
    .add_systems(Last, flush_on_exit);
}

/// The writes that failed on the writer's thread, each told by its store
/// (the par cache's only logged: it is worked out again).
fn note_failed_writes(
    mut progress: ResMut<ProgressStore>,
    mut settings: ResMut<SettingsStore>,
    mut statistics: ResMut<StatisticsStore>,
    mut games: ResMut<SavedGames>,
    pars: Res<ParStore>,
) {
    // Touched only when there is news: their change detection drives the
    // systems that show them.
    let Some(dir) = progress.dir.clone() else {
        return;
    };
    if !writer::global().has_failures(&dir) {
        return;
    }
    progress.note_failed_writes();
    settings.note_failed_writes();
    statistics.note_failed_writes();
    games.note_failed_writes();
    if let Some(path) = pars.path() {
        writer::global().take_failures(&path);
    }
}

/// Quitting waits for the saves still being written.
fn flush_on_exit(mut exits: MessageReader<AppExit>) {
    if exits.read().count() > 0 {
        writer::flush();
    }
}
