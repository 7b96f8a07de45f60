//! Level packs as Bevy assets, hot-reloaded while the game runs.
//!
//! The loader calls the core's `parse_pack`, so a broken pack reads exactly
//! like the command line's `file:line:column: message`. A pack that does not
//! parse still *loads* (as an error value): the library then shows the error
//! and keeps the last good version, which Bevy's failed-load state could not
//! do for a reload.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use bevy::asset::io::Reader;
use bevy::asset::{AssetLoader, AssetPath, LoadContext, LoadState};
use bevy::prelude::*;
use water_sort_core::hash::fnv1a64;
use water_sort_core::level::{Pack, pack_text, parse_pack};
use water_sort_store::packs::{PackFile, absolute, discover, display_dirs};
use water_sort_words::say;

use super::sources::GameConfig;
use crate::game::schedule::GameSet;
use crate::game::ui::language::Language;

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
        let result = match pack_text(&bytes, &file) {
            Ok(text) => parse_pack(text, &file).map_err(|d| diagnostics_text(&d)),
            Err(at) => Err(at.to_string()),
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

/// One pack known to the game.
#[derive(Debug)]
pub struct PackEntry {
    /// File name, the key of saved progress (e.g. `starter.ron`).
    pub file_name: String,
    /// Where it comes from, as shown to the player ("built-in" or a path).
    pub display_path: String,
    /// The file on disk (none for a built-in pack).
    pub path: Option<PathBuf>,
    /// The asset watching the file on disk (none for a built-in pack).
    pub handle: Option<Handle<PackAsset>>,
    /// A built-in pack of the same file name is left out for this one.
    pub overrides_builtin: bool,
    /// The last version that parsed.
    pub good: Option<Pack>,
    /// FNV-1a 64 of the bytes `good` was parsed from (the par cache key).
    pub good_hash: Option<u64>,
    /// The current error, if the file (as last read) is broken.
    pub error: Option<String>,
    /// True once the first load finished (well or not).
    pub settled: bool,
    /// The file was deleted while the game ran: no levels until it is back.
    pub gone: bool,
}

/// All packs, in the order of [`discover`].
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
            .position(|e| e.path.as_deref().is_some_and(|p| absolute(p) == wanted))
    }
}

/// A pack changed on disk and was re-read (well or not).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct PackReloaded {
    pub pack: usize,
}

/// A pack file to read again now (the editor's save: the file watcher does
/// not see a file replaced by a rename; or a file the folder rescan found
/// new or back), taken into the library if it is new.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct PackSaved {
    pub path: PathBuf,
}

pub fn plugin(app: &mut App) {
    let options = app.world().resource::<GameConfig>().0.clone();
    let display_dirs = display_dirs(&options).into_iter().collect();
    app.init_asset::<PackAsset>()
        .register_asset_loader(PackLoader { display_dirs })
        .init_resource::<PackLibrary>()
        .add_message::<PackReloaded>()
        .add_message::<PackSaved>()
        .add_systems(Startup, discover_packs)
        .add_systems(
            Update,
            (
                rescan_pack_folders,
                reload_saved,
                track_first_loads,
                apply_reloads,
            )
                .chain()
                .in_set(GameSet::Input),
        );
}

/// Takes in the packs the game offers: built-in ones are parsed here, those
/// on disk start loading (and are watched).
fn discover_packs(
    config: Res<GameConfig>,
    assets: Res<AssetServer>,
    mut library: ResMut<PackLibrary>,
) {
    for file in discover(&config.0) {
        let entry = pack_entry(file, &assets);
        library.entries.push(entry);
    }
}

/// How often the pack folders are listed for new files.
const RESCAN_EVERY: Duration = Duration::from_secs(2);

/// Pack files put into or deleted from a pack folder while the game runs
/// (the file watcher reports changes to the packs it loads, not new files
/// nor deleted ones): the folders are listed every [`RESCAN_EVERY`]. A
/// new file is taken in as a saved one is; a deleted one keeps its place
/// (indices into the library stay valid) but offers no levels, with a
/// note, until a file of that name is back.
fn rescan_pack_folders(
    time: Res<Time>,
    mut since: Local<Duration>,
    config: Res<GameConfig>,
    mut library: ResMut<PackLibrary>,
    mut saved: MessageWriter<PackSaved>,
    language: Res<Language>,
) {
    *since += time.delta();
    if *since < RESCAN_EVERY {
        return;
    }
    *since = Duration::ZERO;
    for file in discover(&config.0) {
        if let PackFile::Disk { path, .. } = file
            && library.find(&path).is_none()
        {
            saved.write(PackSaved { path });
        }
    }
    let mut changed = false;
    for entry in library.bypass_change_detection().entries.iter_mut() {
        let Some(path) = entry.path.clone() else {
            continue;
        };
        match (entry.gone, path.exists()) {
            (false, false) if entry.settled => {
                entry.gone = true;
                entry.good = None;
                entry.good_hash = None;
                let path = &entry.display_path;
                entry.error = Some(say!(language, "screens-pack-deleted", path = path));
            }
            (true, true) => {
                entry.gone = false;
                saved.write(PackSaved { path });
            }
            _ => continue,
        }
        changed = true;
    }
    if changed {
        library.set_changed();
    }
}

/// A saved pack is read again; a new file in a pack folder joins the
/// library (in place of the pack of its name, if any, so the indices of the
/// others stay).
fn reload_saved(
    mut saved: MessageReader<PackSaved>,
    config: Res<GameConfig>,
    assets: Res<AssetServer>,
    mut library: ResMut<PackLibrary>,
) {
    for PackSaved { path } in saved.read() {
        if let Some(i) = library.find(path) {
            if let Some(handle) = &library.entries[i].handle
                && let Some(asset_path) = handle.path()
            {
                assets.reload(asset_path.clone());
            }
            continue;
        }
        let wanted = absolute(path);
        let Some(file) = discover(&config.0).into_iter().find(|f| match f {
            PackFile::Disk { path, .. } => absolute(path) == wanted,
            PackFile::Builtin { .. } => false,
        }) else {
            continue;
        };
        let entry = pack_entry(file, &assets);
        // One pack per file name (progress is kept by it): a built-in pack,
        // or an earlier folder's, of the same name is replaced in place.
        match library
            .entries
            .iter()
            .position(|e| e.file_name == entry.file_name)
        {
            Some(same_name) => library.entries[same_name] = entry,
            None => library.entries.push(entry),
        }
    }
}

fn pack_entry(file: PackFile, assets: &AssetServer) -> PackEntry {
    match file {
        PackFile::Builtin { file_name, text } => {
            let parsed = parse_pack(text, file_name);
            PackEntry {
                file_name: file_name.to_string(),
                display_path: "built-in".to_string(),
                path: None,
                handle: None,
                overrides_builtin: false,
                good_hash: Some(fnv1a64(text.as_bytes())),
                error: parsed.as_ref().err().map(|d| diagnostics_text(d)),
                good: parsed.ok(),
                settled: true,
                gone: false,
            }
        }
        PackFile::Disk {
            path,
            file_name,
            source,
            overrides_builtin,
        } => PackEntry {
            display_path: path.display().to_string(),
            handle: Some(assets.load(AssetPath::from(file_name.clone()).with_source(source))),
            file_name,
            path: Some(path),
            overrides_builtin,
            good: None,
            good_hash: None,
            error: None,
            settled: false,
            gone: false,
        },
    }
}

/// Every diagnostic of a pack, one per line.
fn diagnostics_text(diagnostics: &[water_sort_core::level::Diagnostic]) -> String {
    diagnostics
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("\n")
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
        .filter_map(|(i, e)| match assets.load_state(e.handle.as_ref()?) {
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
        let Some(index) = library
            .entries
            .iter()
            .position(|e| e.handle.as_ref().is_some_and(|h| h.id() == *id))
        else {
            continue;
        };
        let Some(asset) = packs.get(*id) else {
            continue;
        };
        let entry = &mut library.entries[index];
        let first = !entry.settled;
        // The same bytes again (a save and the watcher both reloading it,
        // or a file touched): nothing changed, nothing to announce.
        if !first && entry.error.is_none() && entry.good_hash == Some(asset.content_hash) {
            continue;
        }
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
