//! The desktop game: Bevy plugins grouped by feature, one plugin per file.
//!
//! The core crate owns every rule; this module only keeps the position of
//! the level in play (with its undo history, [`history`]), turns input into
//! [`play::GameAction`] messages, and draws. Animation is cosmetic: the state
//! changes at once and the picture catches up (see [`anim`]).

pub mod anim;
pub mod endless;
pub mod hints;
pub mod history;
pub mod hud;
pub mod input;
pub mod layout;
pub mod packs;
pub mod par;
pub mod play;
pub mod progress;
pub mod screens;
pub mod solvability;
pub mod theme;
pub mod tubes;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use bevy::asset::io::AssetSourceBuilder;
use bevy::asset::{AssetMetaCheck, AssetPlugin};
use bevy::prelude::*;
use bevy::window::WindowResolution;

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

/// The game without a window or renderer: `MinimalPlugins`, the asset
/// plugin reading `options`' packs, states, input resources, progress saved
/// in `data_dir`, and [`GamePlugin`]. Headless tests and measurements run
/// this. With `frame` set, time advances by exactly that much per update.
pub fn headless_app(
    options: PlayOptions,
    data_dir: &Path,
    frame: Option<std::time::Duration>,
) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins);
    register_asset_sources(&mut app, &options);
    app.add_plugins((asset_plugin(&options), bevy::state::app::StatesPlugin));
    app.init_asset::<Mesh>().init_asset::<ColorMaterial>();
    app.init_resource::<ButtonInput<KeyCode>>()
        .init_resource::<ButtonInput<MouseButton>>();
    if let Some(frame) = frame {
        app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(frame));
    }
    app.insert_resource(GameConfig(options));
    app.insert_resource(progress::ProgressStore::open(Some(data_dir.to_path_buf())));
    app.add_plugins(GamePlugin);
    app
}

/// Opens the window and runs the game until it is closed.
pub fn run(options: PlayOptions) -> ExitCode {
    let mut app = App::new();
    register_asset_sources(&mut app, &options);
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Water Sort".into(),
                    resolution: WindowResolution::new(1280, 800),
                    ..default()
                }),
                ..default()
            })
            .set(asset_plugin(&options)),
    );
    app.insert_resource(GameConfig(options));
    app.add_plugins(GamePlugin);
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

/// The asset plugin reading packs: its default source is the levels directory
/// itself (absolute, so the game finds it whatever the executable's location;
/// Bevy otherwise resolves relative to the executable or the Cargo manifest).
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
fn default_source_dir(options: &PlayOptions) -> PathBuf {
    if options.levels_dir.is_dir() {
        options.levels_dir.clone()
    } else if let Some(dir) = options.pack.as_deref().and_then(parent_dir) {
        dir
    } else {
        PathBuf::from(".")
    }
}

/// The `--pack` file's directory when it differs from the default source.
fn extra_pack_dir(options: &PlayOptions) -> Option<PathBuf> {
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
fn is_in_dir(file: &Path, dir: &Path) -> bool {
    parent_dir(file).is_some_and(|parent| absolute(&parent) == dir)
}

fn absolute(path: &Path) -> PathBuf {
    std::fs::canonicalize(path)
        .or_else(|_| std::path::absolute(path))
        .unwrap_or_else(|_| path.to_path_buf())
}

/// Which screen is up.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// Waiting for the packs to load (or fail).
    #[default]
    Loading,
    /// Title and level select.
    Title,
    /// A level in play (the level-complete panel is an overlay of it).
    Gameplay,
    /// Endless mode: size and difficulty, daily puzzle, game IDs.
    Endless,
}

/// Everything of the game except `DefaultPlugins` (window, renderer, assets):
/// headless tests add it to `MinimalPlugins` plus the few plugins it needs
/// (assets, states, input).
pub struct GamePlugin;

impl Plugin for GamePlugin {
    fn build(&self, app: &mut App) {
        if !app.world().contains_resource::<GameConfig>() {
            app.insert_resource(GameConfig::default());
        }
        if !app.is_plugin_added::<bevy_tweening::TweeningPlugin>() {
            app.add_plugins(bevy_tweening::TweeningPlugin);
        }
        // Messages the game reads that the window and input plugins normally
        // register; registering is idempotent, and headless apps lack them.
        app.add_message::<bevy::window::WindowResized>()
            .add_message::<bevy::input::mouse::MouseWheel>()
            .add_message::<AppExit>();
        app.init_state::<Screen>();
        app.add_plugins((
            theme::plugin,
            progress::plugin,
            packs::plugin,
            play::plugin,
            layout::plugin,
            tubes::plugin,
            anim::plugin,
            input::plugin,
            hud::plugin,
            screens::plugin,
            endless::plugin,
        ));
        // Hints, live solvability, par and stars (after the plugins above:
        // it orders its systems against theirs).
        app.add_plugins(hints::plugin);
    }
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
