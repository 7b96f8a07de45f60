//! The desktop game: Bevy plugins in layers, one plugin per file.
//!
//! The core crate owns every rule and the Bevy-free middle (undo history,
//! game IDs, verdicts, par and stars, what a finish earns), the words crate
//! every sentence; this module keeps the level in play in a resource, turns
//! input into [`board::GameAction`] messages, and draws.
//!
//! # Layers
//!
//! Each folder is a layer. The one map of the layers, what each holds and
//! what it may import, is `docs/architecture.md` (kept true by
//! `tests/layers.rs`, which also checks the imports). This file only
//! assembles the layers and is imported by none of them.
//!
//! # A frame
//!
//! Every `Update` system of the game is in one [`GameSet`] phase, run in
//! this order: input, help requests, the board's logic, background
//! searches, assistance (what follows a move), the assist layer's report
//! for the HUD, the view.

pub mod assist;
mod background;
pub mod board;
pub mod editor;
pub mod packs;
pub mod saves;
pub mod scene;
pub mod schedule;
pub mod screens;
pub mod ui;

use std::path::Path;
use std::process::ExitCode;

use bevy::prelude::*;
use bevy::window::{WindowResizeConstraints, WindowResolution};
use water_sort_store::settings::SMALLEST_WINDOW;

pub use packs::{GameConfig, PlayOptions};
pub use schedule::{GameSet, Screen};

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
    packs::register_asset_sources(&mut app, &options);
    app.add_plugins((
        packs::asset_plugin(&options),
        bevy::state::app::StatesPlugin,
    ));
    app.init_asset::<Mesh>().init_asset::<ColorMaterial>();
    app.init_resource::<ButtonInput<KeyCode>>()
        .init_resource::<ButtonInput<MouseButton>>();
    if let Some(frame) = frame {
        app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(frame));
    }
    app.insert_resource(ui::language::AskedLanguage(options.lang.clone()));
    app.insert_resource(GameConfig(options));
    app.insert_resource(saves::ProgressStore::open(Some(data_dir.to_path_buf())));
    app.add_plugins(GamePlugin);
    app
}

/// Opens the window and runs the game until it is closed.
pub fn run(options: PlayOptions) -> ExitCode {
    let mut app = App::new();
    packs::register_asset_sources(&mut app, &options);
    let plugins = DefaultPlugins
        .set(WindowPlugin {
            primary_window: Some(Window {
                title: "Water Sort".into(),
                // The smallest size, until the first frame knows the
                // monitor (`ui::window`); the size kept opens at once.
                resolution: WindowResolution::new(SMALLEST_WINDOW.0, SMALLEST_WINDOW.1),
                // The smallest window the layout is made for.
                resize_constraints: WindowResizeConstraints {
                    min_width: SMALLEST_WINDOW.0 as f32,
                    min_height: SMALLEST_WINDOW.1 as f32,
                    ..default()
                },
                present_mode: ui::frame_log::present_mode(),
                ..default()
            }),
            ..default()
        })
        .set(packs::asset_plugin(&options))
        .set(bevy::log::LogPlugin {
            // ICU4X's note that it has no CJK word dictionary, once per
            // line of Chinese or Japanese laid out (lines break between
            // characters without it).
            filter: format!("{},icu_provider=error", bevy::log::DEFAULT_FILTER),
            ..default()
        });
    if ui::sound::audio_available() {
        app.add_plugins(plugins);
    } else {
        app.add_plugins(plugins.disable::<bevy::audio::AudioPlugin>())
            .add_systems(Startup, || warn!("no sound card: the game is silent"));
    }
    app.insert_resource(ui::language::AskedLanguage(options.lang.clone()));
    app.insert_resource(GameConfig(options));
    app.add_plugins(GamePlugin);
    schedule::choose_executors(&mut app);
    ui::window::open_where_kept(app.world_mut());
    let exit = app.run();
    // However the game ended, the saves still being written are finished.
    water_sort_store::writer::flush();
    match exit {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
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
            .add_message::<bevy::input::keyboard::KeyboardInput>()
            .add_message::<bevy::window::WindowEvent>()
            .add_message::<AppExit>();
        // Bottom layer first: later plugins may read resources the earlier
        // ones inserted.
        app.add_plugins((
            schedule::plugin,
            ui::plugin,
            saves::plugin,
            packs::plugin,
            board::plugin,
            scene::plugin,
            assist::plugin,
            screens::plugin,
            editor::plugin,
        ));
    }
}
