//! Where packs come from: the levels directory and a `--pack` file, as Bevy
//! asset sources read by absolute path (so the game finds them whatever the
//! executable's location).

use std::path::{Path, PathBuf};

use bevy::asset::io::AssetSourceBuilder;
use bevy::asset::{AssetMetaCheck, AssetPlugin};
use bevy::prelude::*;

/// What `water-sort play` asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayOptions {
    /// Directory scanned for `*.ron` packs (normally `levels`).
    pub levels_dir: PathBuf,
    /// A pack to list as well (it may live outside `levels_dir`).
    pub pack: Option<PathBuf>,
    /// 1-based level of `pack` to start in directly.
    pub level: Option<usize>,
}

impl Default for PlayOptions {
    fn default() -> Self {
        PlayOptions {
            levels_dir: PathBuf::from("levels"),
            pack: None,
            level: None,
        }
    }
}

/// The options the plugins read, as a resource.
#[derive(Resource, Clone, Debug, Default)]
pub struct GameConfig(pub PlayOptions);

/// Name of the extra asset source used for a `--pack` outside `levels_dir`.
pub const PACK_SOURCE: &str = "pack";

/// The asset plugin reading packs: its default source is the levels directory
/// itself (absolute: Bevy otherwise resolves relative to the executable or
/// the Cargo manifest).
pub fn asset_plugin(options: &PlayOptions) -> AssetPlugin {
    AssetPlugin {
        file_path: absolute(&default_source_dir(options))
            .to_string_lossy()
            .into_owned(),
        meta_check: AssetMetaCheck::Never,
        ..default()
    }
}

/// Registers the extra source for a `--pack` outside `levels_dir`. Must run
/// before the `AssetPlugin` is added.
pub fn register_asset_sources(app: &mut App, options: &PlayOptions) {
    if let Some(dir) = extra_pack_dir(options) {
        let dir = absolute(&dir).to_string_lossy().into_owned();
        app.register_asset_source(
            PACK_SOURCE,
            AssetSourceBuilder::platform_default(&dir, None),
        );
    }
}

/// The directory of the default asset source: the levels directory, or (when
/// it does not exist) the `--pack` file's directory or the working directory,
/// so that a missing levels directory is not fatal.
pub(super) fn default_source_dir(options: &PlayOptions) -> PathBuf {
    if options.levels_dir.is_dir() {
        options.levels_dir.clone()
    } else if let Some(dir) = options.pack.as_deref().and_then(parent_dir) {
        dir
    } else {
        PathBuf::from(".")
    }
}

/// The `--pack` file's directory when it differs from the default source.
pub(super) fn extra_pack_dir(options: &PlayOptions) -> Option<PathBuf> {
    let dir = parent_dir(options.pack.as_deref()?)?;
    (absolute(&dir) != absolute(&default_source_dir(options))).then_some(dir)
}

fn parent_dir(file: &Path) -> Option<PathBuf> {
    let parent = file.parent()?;
    Some(if parent.as_os_str().is_empty() {
        PathBuf::from(".")
    } else {
        parent.to_path_buf()
    })
}

/// Whether `file` is directly in `dir` (an absolute, canonical path). The
/// file's directory is compared, not the file itself: a symbolic link in
/// `dir` is in `dir` wherever it points.
pub(super) fn is_in_dir(file: &Path, dir: &Path) -> bool {
    parent_dir(file).is_some_and(|parent| absolute(&parent) == dir)
}

pub(super) fn absolute(path: &Path) -> PathBuf {
    std::fs::canonicalize(path)
        .or_else(|_| std::path::absolute(path))
        .unwrap_or_else(|_| path.to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn a_link_in_a_directory_is_in_it_wherever_it_points() {
        let root = std::env::temp_dir().join(format!("water-sort-in-dir-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(root.join("levels")).unwrap();
        std::fs::create_dir_all(root.join("elsewhere")).unwrap();
        std::fs::write(root.join("elsewhere/pack.ron"), "").unwrap();
        std::fs::write(root.join("levels/own.ron"), "").unwrap();
        std::os::unix::fs::symlink(
            root.join("elsewhere/pack.ron"),
            root.join("levels/link.ron"),
        )
        .unwrap();
        let levels = absolute(&root.join("levels"));
        assert!(is_in_dir(&root.join("levels/own.ron"), &levels));
        assert!(is_in_dir(&root.join("levels/link.ron"), &levels));
        assert!(!is_in_dir(&root.join("elsewhere/pack.ron"), &levels));
        // Relative paths and `..` are resolved.
        assert!(is_in_dir(
            &root.join("elsewhere/../levels/link.ron"),
            &levels
        ));
        let _ = std::fs::remove_dir_all(&root);
    }
}
