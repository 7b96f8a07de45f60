//! The screens: loading, title and level select (with its ways into the
//! editor and Continue), endless, the
//! level-complete overlay of the game screen, copying and pasting a
//! position as text, and the settings panel over
//! any of them. Each owns its systems and
//! decides itself when it is left.

pub mod complete;
pub mod edit_entry;
pub mod endless;
pub mod help_panel;
pub mod lesson;
pub mod level_select;
mod level_tile;
mod loading;
pub mod pack_heading;
pub mod paste;
pub mod quit;
pub mod resume;
pub mod settings_panel;
pub mod statistics_chart;
pub mod statistics_screen;

use bevy::prelude::*;

use crate::game::packs::PackLibrary;
use crate::game::schedule::Screen;

pub fn plugin(app: &mut App) {
    app.add_plugins((
        loading::plugin,
        level_select::plugin,
        level_tile::plugin,
        complete::plugin,
        endless::plugin,
        settings_panel::plugin,
        edit_entry::plugin,
        quit::plugin,
        pack_heading::plugin,
        resume::plugin,
        statistics_screen::plugin,
        lesson::plugin,
        help_panel::plugin,
        paste::plugin,
    ));
    app.add_systems(Update, log_screen.run_if(state_changed::<Screen>));
}

/// One log line per screen entered (`screen: <Screen>`), which the
/// end-to-end screenshots check to know what they show.
fn log_screen(screen: Res<State<Screen>>) {
    info!("screen: {:?}", screen.get());
}

/// The level the keyboard is on, as an index into [`playable`]; the level select moves it,
/// the editor entry opens the level it is on.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct LevelFocus(pub usize);

/// All playable levels in display order: (pack, level).
pub fn playable(library: &PackLibrary) -> Vec<(usize, usize)> {
    library
        .entries
        .iter()
        .enumerate()
        .flat_map(|(p, e)| {
            let n = e.good.as_ref().map_or(0, |g| g.levels.len());
            (0..n).map(move |l| (p, l))
        })
        .collect()
}
