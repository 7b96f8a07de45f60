//! Level packs as Bevy assets, hot-reloaded while the game runs.
//!
//! The loader calls the core's `parse_pack`, so a broken pack reads exactly
//! like the command line's `file:line:column: message`. A pack that does not
//! parse still *loads* (as an error value): the library then shows the error
//! and keeps the last good version, which Bevy's failed-load state could not
//! do for a reload.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use bevy::asset::io::Reader;
use bevy::asset::{AssetLoader, AssetPath, LoadContext, LoadState};
use bevy::prelude::*;
use water_sort_core::level::{Pack, parse_pack};

use water_sort_core::rating::fnv1a64;

use super::sources::{
    GameConfig, PACK_SOURCE, absolute, default_source_dir, extra_pack_dir, is_in_dir,
};
use crate::game::GameSet;

/// A pack file: the parsed pack, or every diagnostic, one per line.
#[derive(Asset, TypePath, Debug, Clone)]
pub struct PackAsset {
    pub result: Result<Pack, String>,
    /// FNV-1a 64 of the bytes read (the par cache key).
    pub content_hash: u64,
}

/// Loads `.ron` packs; knows how each asset source's files are named for
/// the player (the path given on the command line, not the absolute one).
#[derive(TypePath)]
pub struct PackLoader {
    /// Asset source name (`""` for the default) → displayed directory.
    display_dirs: HashMap<String, PathBuf>,
}

impl PackLoader {
    fn display_path(&self, path: &AssetPath) -> String {
        let source = path.source().as_str().unwrap_or("");
        match self.display_dirs.get(source) {
            Some(dir) if dir != Path::new(".") => dir.join(path.path()).display().to_string(),
            _ => path.path().display().to_string(),
        }
    }
}

impl AssetLoader for PackLoader {
    type Asset = PackAsset;
    type Settings = ();
    type Error = std::io::Error;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        load_context: &mut LoadContext<'_>,
    ) -> Result<PackAsset, std::io::Error> {
        let mut bytes = Vec::new();
        reader.read_to_end(&mut bytes).await?;
        let content_hash = fnv1a64(&bytes);
        let file = self.display_path(load_context.path());
        let result = match String::from_utf8(bytes) {
            Ok(text) => parse_pack(&text, &file).map_err(|diagnostics| {
                diagnostics
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join("\n")
            }),
            Err(_) => Err(format!("{file}: the file is not UTF-8 text")),
        };
        Ok(PackAsset {
            result,
            content_hash,
        })
    }

    fn extensions(&self) -> &[&str] {
        &["ron"]
    }
}

/// One pack file known to the game.
#[derive(Debug)]
pub struct PackEntry {
    /// File name, the key of saved progress (e.g. `starter.ron`).
    pub file_name: String,
    /// Path as shown to the player.
    pub display_path: String,
    pub path: PathBuf,
    pub handle: Handle<PackAsset>,
    /// The last version that parsed.
    pub good: Option<Pack>,
    /// FNV-1a 64 of the bytes `good` was parsed from (the par cache key).
    pub good_hash: Option<u64>,
    /// The current error, if the file (as last read) is broken.
    pub error: Option<String>,
    /// True once the first load finished (well or not).
    pub settled: bool,
}

/// All packs: those in `levels_dir`, sorted by file name, then `--pack`.
#[derive(Resource, Debug, Default)]
pub struct PackLibrary {
    pub entries: Vec<PackEntry>,
}

impl PackLibrary {
    pub fn all_settled(&self) -> bool {
        self.entries.iter().all(|e| e.settled)
    }

    /// Index of the entry for `path` (compared as absolute paths).
    pub fn find(&self, path: &Path) -> Option<usize> {
        let wanted = absolute(path);
        self.entries
            .iter()
            .position(|e| absolute(&e.path) == wanted)
    }
}

/// A pack changed on disk and was re-read (well or not).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct PackReloaded {
    pub pack: usize,
}

pub fn plugin(app: &mut App) {
    let options = app.world().resource::<GameConfig>().0.clone();
    let mut display_dirs = HashMap::new();
    display_dirs.insert(String::new(), default_source_dir(&options));
    if let Some(dir) = extra_pack_dir(&options) {
        display_dirs.insert(PACK_SOURCE.to_string(), dir);
    }
    app.init_asset::<PackAsset>()
        .register_asset_loader(PackLoader { display_dirs })
        .init_resource::<PackLibrary>()
        .add_message::<PackReloaded>()
        .add_systems(Startup, discover_packs)
        .add_systems(
            Update,
            (track_first_loads, apply_reloads)
                .chain()
                .in_set(GameSet::Input),
        );
}

/// Lists the `*.ron` files of the levels directory (plus `--pack`) and starts
/// loading each. A missing directory just means no packs from it.
fn discover_packs(
    config: Res<GameConfig>,
    assets: Res<AssetServer>,
    mut library: ResMut<PackLibrary>,
) {
    let options = &config.0;
    let mut files: Vec<PathBuf> = std::fs::read_dir(&options.levels_dir)
        .map(|dir| {
            dir.filter_map(|e| e.ok())
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "ron") && p.is_file())
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    if let Some(pack) = &options.pack {
        let wanted = absolute(pack);
        if !files.iter().any(|f| absolute(f) == wanted) {
            files.push(pack.clone());
        }
    }
    let default_dir = absolute(&default_source_dir(options));
    for path in files {
        let file_name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let in_default = is_in_dir(&path, &default_dir);
        let asset_path = if in_default {
            AssetPath::from(file_name.clone())
        } else {
            AssetPath::from(file_name.clone()).with_source(PACK_SOURCE)
        };
        library.entries.push(PackEntry {
            display_path: path.display().to_string(),
            file_name,
            handle: assets.load(asset_path),
            path,
            good: None,
            good_hash: None,
            error: None,
            settled: false,
        });
    }
}

/// First loads: a pack that failed outright (unreadable file) is settled
/// with Bevy's error; one that loaded is settled by [`apply_reloads`].
fn track_first_loads(assets: Res<AssetServer>, mut library: ResMut<PackLibrary>) {
    // Looked at through `&`: a mutable borrow every frame would mark the
    // library changed every frame (and the level select rebuilt with it).
    let failed: Vec<(usize, String)> = library
        .entries
        .iter()
        .enumerate()
        .filter(|(_, e)| !e.settled)
        .filter_map(|(i, e)| match assets.load_state(&e.handle) {
            LoadState::Failed(err) => Some((i, format!("{}: {err}", e.display_path))),
            _ => None,
        })
        .collect();
    for (i, error) in failed {
        let entry = &mut library.entries[i];
        entry.error = Some(error);
        entry.settled = true;
    }
}

/// Copies each (re)loaded pack into the library: a good one replaces the last
/// good version, a broken one only sets the error.
fn apply_reloads(
    mut events: MessageReader<AssetEvent<PackAsset>>,
    packs: Res<Assets<PackAsset>>,
    mut library: ResMut<PackLibrary>,
    mut reloaded: MessageWriter<PackReloaded>,
) {
    for event in events.read() {
        let (AssetEvent::Added { id } | AssetEvent::Modified { id }) = event else {
            continue;
        };
        let Some(index) = library.entries.iter().position(|e| e.handle.id() == *id) else {
            continue;
        };
        let Some(asset) = packs.get(*id) else {
            continue;
        };
        let entry = &mut library.entries[index];
        let first = !entry.settled;
        match &asset.result {
            Ok(pack) => {
                entry.good = Some(pack.clone());
                entry.good_hash = Some(asset.content_hash);
                entry.error = None;
            }
            Err(message) => {
                if !first {
                    warn!("{message}");
                }
                entry.error = Some(message.clone());
            }
        }
        entry.settled = true;
        if !first {
            reloaded.write(PackReloaded { pack: index });
        }
    }
}
