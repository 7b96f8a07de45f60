//! The picture of the level in play: the tubes (glass, liquid with its
//! symbols, hidden units drawn unknown), the pour, reveal and other
//! animations, the liveliness after a pour, the cork on a finished tube,
//! the lock on a locked tube,
//! the win's confetti and the board's sounds. It only shows the board's
//! [`Game`](crate::game::board::Game) and catches up with its
//! [`BoardEvent`](crate::game::board::BoardEvent)s; nothing here changes
//! the level.

mod anim;
mod animating;
mod ball_kit;
mod ball_move;
mod balls;
mod board_view;
mod celebrate;
mod extra_tube;
mod glass;
mod lens;
mod liquid;
mod liquid_shape;
mod lock;
mod pour_pose;
mod seal;
mod shine;
mod sound;
mod splash;
mod sway;
mod tube_art;
mod tubes;
mod wobble;

use bevy::prelude::*;

pub use animating::{Animating, BoardAnim, POUR_SECS};
pub use ball_kit::{BallLift, BallTube};
pub use ball_move::{BALL_MOVE_SECS, FlyingBall};
pub use balls::{BALL_R, Ball, lifted_y, slot_y};
pub use extra_tube::ExtraTubeMark;
pub use lens::PoseLens;
pub use liquid::{LiquidHolder, LiquidPart, Slosh, TubeLiquid};
pub use liquid_shape::coloured_mesh;
pub use lock::{LockSeal, spawn_lock};
pub use shine::Shine;
pub use splash::Splash;
pub use tube_art::{TubeArt, extra_glass, is_light, palette_colour};
pub use tubes::{TubeIndex, spawn_tube};

pub fn plugin(app: &mut App) {
    app.add_plugins((
        tubes::plugin,
        liquid::plugin,
        glass::plugin,
        extra_tube::plugin,
        anim::plugin,
        seal::plugin,
        lock::plugin,
        celebrate::plugin,
        sound::plugin,
    ));
    // Ball sort's balls and their moves.
    app.add_plugins((balls::plugin, ball_move::plugin));
    // The liveliness: sloshing, splashes, a finished tube's shine, the sway.
    app.add_plugins((wobble::plugin, splash::plugin, shine::plugin, sway::plugin));
}
