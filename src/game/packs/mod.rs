//! Level packs: pack assets with hot reload (the [`PackLibrary`]), the
//! folders they come from as asset sources (which packs there are is the
//! store crate's [`packs`](water_sort_store::packs): the built-in ones,
//! folders on disk, `--pack`), and the notes and requests about packs that
//! pass between screens.

mod library;
mod sources;

use bevy::prelude::*;

pub use library::{PackAsset, PackEntry, PackLibrary, PackReloaded, PackSaved};
pub use sources::{GameConfig, asset_plugin, register_asset_sources};
pub use water_sort_store::packs::{BUILTIN_PACKS, PlayOptions};

/// A note for the player from outside any screen (a level gone from its
/// edited pack, a `--level` past the pack's end). The level select shows it
/// until it is left; a level that starts takes it as its message line.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct Notice(pub Option<String>);

/// A pack to open in the level editor: set by the screen that opens it (or
/// `water-sort edit`), taken by the editor when it starts.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct EditRequest {
    pub pack: EditPack,
    /// The level to show first (0-based).
    pub level: usize,
    /// Start by adding a new level at the end.
    pub new_level: bool,
}

/// Which pack an [`EditRequest`] opens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EditPack {
    /// An entry of the [`PackLibrary`] (a built-in one opens as a copy saved
    /// under the data directory).
    Library(usize),
    /// A file, which may not exist yet (then it is a new pack).
    File(std::path::PathBuf),
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Notice>();
    app.add_plugins(library::plugin);
}
