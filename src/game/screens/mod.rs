//! Screens other than the board itself: loading, title/level select, and the
//! level-complete overlay.

pub mod complete;
pub mod endless;
pub mod loading;
pub mod title;

use bevy::prelude::*;

/// A note for the player from outside any screen (a level gone from its
/// edited pack, a `--level` past the pack's end). The level select shows it
/// until it is left; a level that starts takes it as its message line.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct Notice(pub Option<String>);

pub fn plugin(app: &mut App) {
    app.init_resource::<Notice>();
    app.add_plugins((
        loading::plugin,
        title::plugin,
        complete::plugin,
        endless::plugin,
    ));
}
