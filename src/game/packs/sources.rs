//! The packs' folders as Bevy asset sources: each folder (and a `--pack`
//! outside them) a watched source read by absolute path, so hot reload works
//! for every folder. Which packs there are, in which order, is the store
//! crate's [`packs`](water_sort_store::packs).

use std::path::PathBuf;
use std::time::Duration;

use bevy::asset::io::file::FileWatcher;
use bevy::asset::io::{AssetSource, AssetSourceBuilder, AssetWatcher};
use bevy::asset::{AssetMetaCheck, AssetPlugin};
use bevy::prelude::*;
use water_sort_store::packs::{PlayOptions, absolute, display_dirs};

/// The options the plugins read, as a resource.
#[derive(Resource, Clone, Debug, Default)]
pub struct GameConfig(pub PlayOptions);

/// The asset plugin reading packs. Its default source is not used for packs
/// (each folder is a named source), but must be a directory that exists:
/// the first folder that does, else the working directory.
pub fn asset_plugin(options: &PlayOptions) -> AssetPlugin {
    let folder = options
        .folders
        .iter()
        .find(|f| f.is_dir())
        .cloned()
        .unwrap_or_else(|| PathBuf::from("."));
    AssetPlugin {
        file_path: absolute(&folder).to_string_lossy().into_owned(),
        meta_check: AssetMetaCheck::Never,
        ..default()
    }
}

/// Registers a watched asset source per folder that exists and one for a
/// `--pack` outside them. Must run before the `AssetPlugin` is added.
pub fn register_asset_sources(app: &mut App, options: &PlayOptions) {
    for (source, dir) in display_dirs(options) {
        if dir.is_dir() {
            app.register_asset_source(source, watched_folder(absolute(&dir)));
        }
    }
}

/// A folder read as an asset source and watched for changes when it can
/// be. Bevy's default source panics when its watcher cannot be made (it
/// watches the whole tree: a pack at `/` walks into `/proc`); here that
/// folder is only not hot-reloaded, with a warning.
fn watched_folder(dir: PathBuf) -> AssetSourceBuilder {
    let path = dir.to_string_lossy().into_owned();
    AssetSourceBuilder::new(AssetSource::get_default_reader(path.clone()))
        .with_writer(AssetSource::get_default_writer(path))
        .with_watcher(move |sender| {
            match FileWatcher::new(dir.clone(), sender, Duration::from_millis(300)) {
                Ok(watcher) => Some(Box::new(watcher) as Box<dyn AssetWatcher>),
                Err(e) => {
                    warn!("{}: changes will not reload ({e})", dir.display());
                    None
                }
            }
        })
}
