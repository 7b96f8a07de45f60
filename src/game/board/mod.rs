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
mod pad;
mod reload;
mod seal;
mod shine;
mod sound;
mod splash;
mod sway;
mod tubes;
mod wobble;

use bevy::prelude::*;

pub use anim::{Animating, BoardAnim, POUR_SECS};

pub use current::{CurrentLevel, ENDLESS_PROGRESS_KEY, EndlessLevel};
pub use game::{BoardEvent, Game, GameAction, Leave, RewindTargets, StopsShowMe, Won};
pub use hud::{HelpLines, HudMessage, HudMoves, HudStatus, HudTitle, RewindButton, ShowMeButton};
pub use input::cursor_in_world;
pub use layout::{
    BoardLayout, HEADROOM, INNER_W, MAX_SCALE_PER_UI, PourPose, UNIT_H, WALL, bowl_radius,
    hud_bars, window_size,
};
pub use lens::PoseLens;
pub use liquid::coloured_mesh;
pub use pad::{CURSOR_MARK, TubeCursor};
pub use shine::Shine;
pub use splash::Splash;
pub use tubes::{
    LiquidHolder, LiquidPart, Slosh, TubeArt, TubeIndex, TubeLabel, TubeLiquid, is_light,
    palette_colour, spawn_tube,
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
        pad::plugin,
        hud::plugin,
        sound::plugin,
    ));
    // The liveliness: sloshing, splashes, a finished tube's shine, the sway.
    app.add_plugins((wobble::plugin, splash::plugin, shine::plugin, sway::plugin));
}
