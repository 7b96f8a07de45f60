//! The extra tube on the board: when it comes or goes (the core's
//! `Action::AddTube` and its undo), the board is laid out and drawn again
//! for its new number of tubes.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::tube_art::TubeArt;
use super::tubes::{TubeIndex, spawn_tubes};
use crate::game::board::layout::{BoardLayout, BottomBar, TopBar, window_size};
use crate::game::board::{Game, TubeLabel, apply_actions};
use crate::game::schedule::{GameSet, Screen};

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        respawn_on_tube_count
            .after(apply_actions)
            .in_set(GameSet::Logic)
            .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
    );
}

/// The extra tube came or went: the board is laid out and drawn again for
/// its new number of tubes (at rest: the step is not animated).
fn respawn_on_tube_count(
    mut commands: Commands,
    game: Res<Game>,
    windows: Query<&Window, With<PrimaryWindow>>,
    bars: (Res<TopBar>, Res<BottomBar>),
    mut layout: ResMut<BoardLayout>,
    mut meshes: ResMut<Assets<Mesh>>,
    art: Option<Res<TubeArt>>,
    tubes: Query<Entity, With<TubeIndex>>,
    labels: Query<Entity, With<TubeLabel>>,
) {
    let Some(art) = art else { return };
    if tubes.iter().count() == game.tube_count() {
        return;
    }
    for e in tubes.iter().chain(&labels) {
        commands.entity(e).despawn();
    }
    *layout = BoardLayout::for_game(window_size(&windows), &game, *bars.0, *bars.1);
    spawn_tubes(&mut commands, &mut meshes, &art, &game, &layout);
}
