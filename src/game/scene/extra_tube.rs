//! The extra tube on the board: when it comes or goes (the core's
//! `Action::AddTube` and its undo), the board is laid out and drawn again
//! for its new number of tubes; and it is drawn apart from the level's own
//! tubes, in tinted glass with a `+` inside, behind its liquid (what it
//! costs, the stars capped, is the HUD's message when it is taken).

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::tube_art::TubeArt;
use super::tubes::{TubeIndex, spawn_tubes};
use crate::game::board::layout::{BoardLayout, BottomBar, HEADROOM, TopBar, UNIT_H, window_size};
use crate::game::board::{Game, TubeLabel, apply_actions};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::theme::{self, ThemedText};
use crate::game::ui::widgets;

/// The `+` drawn inside the extra tube.
#[derive(Component, Clone, Copy, Debug)]
pub struct ExtraTubeMark;

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            respawn_on_tube_count
                .after(apply_actions)
                .in_set(GameSet::Logic),
            mark_extra_tube.in_set(GameSet::View),
        )
            .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
    );
}

/// A tube past the level's own, once drawn: its glass tinted, a `+` inside.
fn mark_extra_tube(
    mut commands: Commands,
    game: Res<Game>,
    art: Option<Res<TubeArt>>,
    tubes: Query<(Entity, &TubeIndex, &Children), Added<TubeIndex>>,
    mut parts: Query<&mut MeshMaterial2d<ColorMaterial>>,
) {
    let Some(art) = art else { return };
    let level_tubes = game.level.tubes.len();
    for (tube, index, children) in &tubes {
        if index.0 < level_tubes {
            continue;
        }
        for &part in children {
            if let Ok(mut material) = parts.get_mut(part)
                && material.0 == art.glass
            {
                material.0 = art.extra_glass.clone();
            }
        }
        // Half way up the empty glass, between its inside and the liquid.
        let middle = (game.board().height(index.0) as f32 * UNIT_H + HEADROOM) / 2.0;
        commands.spawn((
            ChildOf(tube),
            ExtraTubeMark,
            Text2d::new("+"),
            widgets::font(40.0),
            ThemedText(theme::STAR),
            Transform::from_xyz(0.0, middle, 0.015),
        ));
    }
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
