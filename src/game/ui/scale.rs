//! The UI follows the window's size: screens are laid out for about
//! 1000x760 logical pixels, and every UI size (text, buttons, gaps) is
//! scaled evenly from there: down, so nothing is cut off or overlaps at the
//! 800x600 the game supports, and up, so a large window is not a small game
//! in the middle of a screen. Text is laid out at its scaled size, so it
//! stays sharp. Tubes are meshes, laid out by the board.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// The window size the screens are designed for.
const DESIGN_SIZE: Vec2 = Vec2::new(1000.0, 760.0);
/// No smaller than this: text stays readable.
const MIN_SCALE: f32 = 0.7;
/// No larger than this (a 2560x1440 window gets 1.89).
const MAX_SCALE: f32 = 2.5;

pub fn plugin(app: &mut App) {
    app.add_systems(PreUpdate, fit_ui_to_window);
}

/// The UI scale for a window of `size` (logical pixels).
pub fn scale_for(size: Vec2) -> f32 {
    (size / DESIGN_SIZE)
        .min_element()
        .clamp(MIN_SCALE, MAX_SCALE)
}

/// The room a panel at the bottom of the window takes, in window logical
/// pixels: its laid-out height, `padding` UI pixels under it and a little
/// air above it; `None` before it is laid out. (Layout sizes are physical
/// pixels; the UI's own units are those times its scale.)
pub fn room_at_bottom(
    node: &ComputedNode,
    padding: f32,
    ui_scale: Option<&UiScale>,
) -> Option<f32> {
    let height = node.size().y * node.inverse_scale_factor();
    let air = 6.0;
    (height > 0.0).then(|| (height + padding + air) * ui_scale.map_or(1.0, |s| s.0))
}

fn fit_ui_to_window(
    windows: Query<&Window, (With<PrimaryWindow>, Changed<Window>)>,
    // Headless apps have no UI plugin.
    ui_scale: Option<ResMut<UiScale>>,
) {
    let (Ok(window), Some(mut ui_scale)) = (windows.single(), ui_scale) else {
        return;
    };
    let scale = scale_for(window.size());
    if (ui_scale.0 - scale).abs() > 1e-3 {
        ui_scale.0 = scale;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ui_follows_the_window_from_its_design_size() {
        assert_eq!(scale_for(Vec2::new(1000.0, 760.0)), 1.0);
        assert!((scale_for(Vec2::new(1920.0, 1080.0)) - 1080.0 / 760.0).abs() < 1e-6);
        assert!((scale_for(Vec2::new(2560.0, 1440.0)) - 1440.0 / 760.0).abs() < 1e-6);
        assert!((scale_for(Vec2::new(800.0, 600.0)) - 600.0 / 760.0).abs() < 1e-6);
        assert_eq!(scale_for(Vec2::new(300.0, 200.0)), MIN_SCALE);
    }
}
