//! Help for the player, read from the board and sent back only as
//! [`GameAction`](crate::game::board::GameAction)s or through the board's
//! relay resources: live solvability, hints and their glow, show me, the
//! rewind target, par and stars, the HUD's help lines, and the level in
//! play kept on disk after every move.

mod glow;
mod hints;
mod keep;
mod par;
mod solvability;
mod status;

use bevy::prelude::*;

pub use glow::{HintArrow, HintGlow};
pub use hints::{HelpNote, Hint, ShowMe, ShownHint};
pub use par::{LevelPar, LevelParLabel, LevelStanding, PackSolver, Standings};
pub use solvability::{LIMITS, Solvability, Status};

pub fn plugin(app: &mut App) {
    app.add_plugins((
        solvability::plugin,
        hints::plugin,
        glow::plugin,
        par::plugin,
        keep::plugin,
        status::plugin,
    ));
}
