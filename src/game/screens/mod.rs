//! The screens: loading, title and level select, endless, the
//! level-complete overlay of the game screen, and the settings panel over
//! any of them. Each owns its systems and
//! decides itself when it is left.

pub mod complete;
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
    ));
}
