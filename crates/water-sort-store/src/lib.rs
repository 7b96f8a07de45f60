//! What water-sort keeps between runs and where its level packs come from,
//! with no Bevy: the game and the command line share it, and its tests run
//! in seconds (`cargo test -p water-sort-store`).
//!
//! * [`ron_file`]: RON files written atomically (a temporary file renamed
//!   over the old one, the folder synced) and read forgivingly (a damaged
//!   file set aside, a file with bad values kept aside and the good rest
//!   read); [`writer`]: the thread the stores' saves are written on, in
//!   order, so that no frame waits on the disk.
//! * The stores, each a file in the player's data directory read at start
//!   and written on change: [`ProgressStore`], [`SettingsStore`] (the
//!   model, with its reader, is [`settings`]), [`StatisticsStore`] and
//!   [`SavedGames`], the games in progress (which of them are kept is
//!   [`keep`]'s policy).
//! * [`packs`]: the built-in packs and the folders on disk, in the level
//!   select's order.
//!
//! The game wraps each store in a Bevy resource of the same name.

#![warn(missing_docs)]

mod atomic;
mod batch;
pub mod keep;
pub mod packs;
mod progress_store;
pub mod ron_file;
mod saved_games;
pub mod settings;
mod settings_store;
mod statistics_store;
pub mod writer;

pub use progress_store::{DATA_DIR_ENV, ProgressStore};
pub use saved_games::{Resumed, SavedGames};
pub use settings_store::SettingsStore;
pub use statistics_store::StatisticsStore;
