//! The level in play: [`Game`] (the core's board and history in a resource)
//! and the one system applying [`GameAction`]s to it, which level that is
//! ([`CurrentLevel`]), the key table, input, layout, the tubes, the pour
//! animation and the HUD. Entities only show the `Game`; animation only
//! catches up with it.

mod anim;
mod celebrate;
mod current;
mod extra_tube;
mod flow;
mod game;
mod glass;
mod hud;
mod input;
pub mod keys;
mod layout;
mod lens;
mod liquid;
mod reload;
mod seal;
mod sound;
mod tubes;

use bevy::prelude::*;

pub use anim::{Animating, BoardAnim, POUR_SECS};

/// Systems that keep a board on screen up to date (its layout file, its
/// tubes' art), in whichever screens show one: the game's assembly
/// (`src/game/mod.rs`) names them, so this layer names no screen above it.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DrawsBoard;
pub use current::{CurrentLevel, ENDLESS_PROGRESS_KEY, EndlessLevel};
pub use game::{BoardEvent, Game, GameAction, Leave, RewindTargets, StopsShowMe, Won};
pub use hud::{HelpLines, HudMessage, HudMoves, HudStatus, HudTitle, RewindButton, ShowMeButton};
pub use input::cursor_in_world;
pub use layout::{
    BoardLayout, HEADROOM, INNER_W, UNIT_H, WALL, bowl_radius, hud_bars, window_size,
};
pub use lens::PoseLens;
pub use tubes::{
    LiquidHolder, LiquidPart, TubeArt, TubeIndex, TubeLabel, TubeLiquid, is_light, palette_colour,
    spawn_tube,
};
pub use water_sort_core::play::{Event, Rewound};

pub fn plugin(app: &mut App) {
    app.add_plugins((
        game::plugin,
        flow::plugin,
        reload::plugin,
        layout::plugin,
        tubes::plugin,
        glass::plugin,
        extra_tube::plugin,
        anim::plugin,
        seal::plugin,
        celebrate::plugin,
        input::plugin,
        hud::plugin,
        sound::plugin,
    ));
}
