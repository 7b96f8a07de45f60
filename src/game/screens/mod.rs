//! The screens: loading, title and level select (with its ways into the
//! editor), endless, the
//! level-complete overlay of the game screen, and the settings panel over
//! any of them. Each owns its systems and
//! decides itself when it is left.

pub mod complete;
mod edit_entry;
pub mod endless;
pub mod level_select;
mod loading;
pub mod settings;

use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.add_plugins((
        loading::plugin,
        level_select::plugin,
        complete::plugin,
        endless::plugin,
        settings::plugin,
        edit_entry::plugin,
    ));
}
