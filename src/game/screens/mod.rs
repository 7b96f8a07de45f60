//! Screens other than the board itself: loading, title/level select, and the
//! level-complete overlay.

pub mod complete;
pub mod endless;
pub mod loading;
pub mod title;

use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.add_plugins((
        loading::plugin,
        title::plugin,
        complete::plugin,
        endless::plugin,
    ));
}
