//! The look and feel every screen shares: the fonts, the themes and the
//! backdrop, widgets, button interaction, modal panels, scaling, sound
//! effects, the settings resource, the player's language, the window's size
//! and place, and game controllers; the frame benchmark's frame log.

pub mod antialias;
pub mod backdrop;
pub mod fonts;
pub mod frame_log;
pub mod gamepad;
mod icon;
pub mod interaction;
pub mod language;
pub mod scale;
pub mod settings;
pub mod sound;
pub mod theme;
pub mod widgets;
pub mod window;

use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.add_plugins((
        theme::plugin,
        fonts::plugin,
        frame_log::plugin,
        backdrop::plugin,
        gamepad::plugin,
        interaction::plugin,
        language::plugin,
        scale::plugin,
        settings::plugin,
        sound::plugin,
        window::plugin,
    ));
    // Only a real window has an icon.
    if app.is_plugin_added::<bevy::winit::WinitPlugin>() {
        app.add_plugins(icon::plugin);
    }
}
