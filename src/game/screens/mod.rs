//! The screens: loading, title and level select (with its ways into the
//! editor), endless, the
//! level-complete overlay of the game screen, and the settings panel over
//! any of them. Each owns its systems and
//! decides itself when it is left.

pub mod complete;
mod edit_entry;
pub mod endless;
mod loading;
pub mod settings;
pub mod title;

use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.add_plugins((
        loading::plugin,
        title::plugin,
        complete::plugin,
        endless::plugin,
        settings::plugin,
        edit_entry::plugin,
    ));
}
