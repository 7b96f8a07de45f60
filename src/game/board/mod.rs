//! The level in play: [`Game`] (the core's board and history in a resource)
//! and the one system applying [`GameAction`]s to it, which level that is
//! ([`CurrentLevel`]), the key table, input (keys, mouse, the controller's
//! cursor), where the tubes go ([`BoardLayout`]) and the HUD. The picture
//! of the board (`scene/`) only shows the `Game` and catches up with it.

mod current;
mod flow;
mod game;
mod hud;
mod hud_bars;
pub mod key_help;
pub mod keys;
pub mod layout;
mod pad;
mod play_input;
mod reload;

use bevy::prelude::*;

pub use current::{CurrentLevel, ENDLESS_PROGRESS_KEY, EndlessLevel, PastedLevel};
pub use game::{BoardEvent, Game, GameAction, Leave, RewindTargets, StopsShowMe, apply_actions};
pub use hud::{
    HelpLines, HudMessage, HudMoves, HudRule, HudStatus, HudTitle, RewindButton, ShowMeButton,
};
pub use keys::TubeLabel;
pub use layout::{
    BoardLayout, HEADROOM, INNER_W, MAX_SCALE_PER_UI, UNIT_H, WALL, bowl_radius, hud_bars,
    window_size,
};
pub use pad::{CURSOR_MARK, TubeCursor};
pub use play_input::cursor_in_world;
pub use water_sort_core::play::{Event, Rewound};

pub fn plugin(app: &mut App) {
    app.add_plugins((
        game::plugin,
        flow::plugin,
        reload::plugin,
        layout::plugin,
        play_input::plugin,
        pad::plugin,
        hud::plugin,
        hud_bars::plugin,
    ));
}
