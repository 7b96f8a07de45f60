//! The window's icon: `assets/icons/icon.png` (rendered from `icon.svg`
//! beside it), compiled in and handed to the window once it exists.

use bevy::asset::RenderAssetUsages;
use bevy::ecs::system::NonSendMarker;
use bevy::image::{CompressedImageFormats, ImageSampler, ImageType};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy::winit::WINIT_WINDOWS;

const ICON_PNG: &[u8] = include_bytes!("../../../assets/icons/icon.png");

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        set_window_icon.run_if(not(resource_exists::<IconSet>)),
    );
}

/// The icon is on the window (or could not be made).
#[derive(Resource)]
struct IconSet;

/// Runs on the main thread (`NonSendMarker`), where winit's windows live.
fn set_window_icon(
    windows: Query<Entity, With<PrimaryWindow>>,
    mut commands: Commands,
    _main_thread: NonSendMarker,
) {
    let Ok(entity) = windows.single() else { return };
    WINIT_WINDOWS.with_borrow(|winit_windows| {
        let Some(window) = winit_windows.get_window(entity) else {
            return; // not created yet
        };
        match decode_icon() {
            Ok(icon) => window.set_window_icon(Some(icon)),
            Err(e) => warn!("the window icon could not be made: {e}"),
        }
        commands.insert_resource(IconSet);
    });
}

fn decode_icon() -> Result<winit::window::Icon, String> {
    let image = Image::from_buffer(
        ICON_PNG,
        ImageType::Extension("png"),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::Default,
        RenderAssetUsages::default(),
    )
    .map_err(|e| e.to_string())?;
    let (width, height) = (image.width(), image.height());
    let rgba = image.data.ok_or("no pixels")?;
    winit::window::Icon::from_rgba(rgba, width, height).map_err(|e| e.to_string())
}
