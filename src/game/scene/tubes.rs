//! The tubes of the board: glass with a rounded bottom (2D meshes), the
//! holder its liquid is drawn in (`liquid.rs`) and the key label under
//! each, spawned at rest when a level starts.
//!
//! Entities only show the [`Game`]: each tube carries a [`TubeLiquid`] (what
//! its liquid looks like right now) and the layers are redrawn from it when
//! it changes. Animations tween `TubeLiquid` and the tube's `Transform`; when
//! they end, the snap (`board_view.rs`) resets both from the board.

use std::f32::consts::PI;

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::liquid::{DrawnTilt, LiquidHolder, TubeLiquid};
use super::liquid_shape;
use super::tube_art::TubeArt;
use crate::game::board::Game;
use crate::game::board::keys::{TubeLabel, tube_key, tube_number};
use crate::game::board::layout::{
    BoardLayout, BottomBar, HEADROOM, INNER_W, TopBar, UNIT_H, WALL, bowl_radius, window_size,
};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::theme::{self, Theme, ThemedText};
use crate::game::ui::widgets;

/// Index of the tube an entity draws.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TubeIndex(pub usize);

pub fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Gameplay),
        spawn_board
            .in_set(GameSet::View)
            .run_if(resource_exists::<Game>),
    );
}

/// The layout for the window, then the tubes with their labels.
fn spawn_board(
    mut commands: Commands,
    game: Res<Game>,
    windows: Query<&Window, With<PrimaryWindow>>,
    bars: (Res<TopBar>, Res<BottomBar>),
    mut layout: ResMut<BoardLayout>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    theme: Res<Theme>,
) {
    *layout = BoardLayout::for_game(window_size(&windows), &game, *bars.0, *bars.1);
    let art = TubeArt::new(&game.palette, &theme, &mut meshes, &mut materials);
    spawn_tubes(&mut commands, &mut meshes, &art, &game, &layout);
    commands.insert_resource(art);
}

/// Every tube of the board in play with its key label, at rest.
pub(super) fn spawn_tubes(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    art: &TubeArt,
    game: &Game,
    layout: &BoardLayout,
) {
    for (i, tube) in game.board().tubes().iter().enumerate() {
        let tube_entity = spawn_tube(
            commands,
            meshes,
            art,
            (i, game.board().height(i)),
            layout,
            Screen::Gameplay,
        );
        commands
            .entity(tube_entity)
            .insert(TubeLiquid::at_rest_hiding(
                tube.units(),
                game.play.hidden().get(i).copied().unwrap_or(0),
            ));
        let label = commands
            .spawn((
                TubeLabel(i),
                Text2d::new(tube_number(i)),
                widgets::font(18.0 * layout.scale),
                ThemedText(theme::TEXT_DIM),
                Transform::from_translation(layout.label_pos(i)),
                DespawnOnExit(Screen::Gameplay),
            ))
            .id();
        // Tubes past the ninth are selected by a key that is not their
        // number (0, Q, W, ...): it follows, smaller.
        let key = tube_key(i);
        if !key.is_empty() && key != tube_number(i) {
            commands.entity(label).with_child((
                TubeKeyLabel,
                TextSpan::new(format!(" {key}")),
                widgets::font(18.0 * KEY_SHARE * layout.scale),
                ThemedText(theme::TEXT_DIM),
            ));
        }
    }
}

/// The key after a tube's number on its label, where the two differ.
#[derive(Component)]
pub struct TubeKeyLabel;

/// The key's size on a tube's label, as a share of the number's.
pub const KEY_SHARE: f32 = 0.7;

/// One tube (`index` of tubes of `capacity`): outer glass, dark cavity, a
/// shine stripe and a rim, with the liquid holder between cavity and shine.
/// Origin: the cavity's lowest point. It goes when `screen` is left; its
/// liquid is drawn from the [`TubeLiquid`] the caller inserts.
pub fn spawn_tube(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    art: &TubeArt,
    (index, capacity): (usize, usize),
    layout: &BoardLayout,
    screen: Screen,
) -> Entity {
    let r = bowl_radius();
    let top = capacity as f32 * UNIT_H + HEADROOM;
    let outer_r = r + WALL;
    let body_h = top - r;
    let shape = |commands: &mut Commands,
                 parent: Entity,
                 z: f32,
                 radius: f32,
                 width: f32,
                 mat: &Handle<ColorMaterial>| {
        commands.spawn((
            ChildOf(parent),
            Mesh2d(art.half_disc.clone()),
            MeshMaterial2d(mat.clone()),
            Transform::from_xyz(0.0, r, z)
                .with_rotation(Quat::from_rotation_z(PI))
                .with_scale(Vec3::new(radius, radius, 1.0)),
        ));
        commands.spawn((
            ChildOf(parent),
            Mesh2d(art.rect.clone()),
            MeshMaterial2d(mat.clone()),
            Transform::from_xyz(0.0, r + body_h / 2.0, z).with_scale(Vec3::new(width, body_h, 1.0)),
        ));
    };
    let tube = commands
        .spawn((
            TubeIndex(index),
            Transform::from_translation(layout.rest(index, false))
                .with_scale(Vec3::splat(layout.scale)),
            Visibility::default(),
            DespawnOnExit(screen),
        ))
        .id();
    shape(
        commands,
        tube,
        0.0,
        outer_r,
        INNER_W + 2.0 * WALL,
        &art.glass,
    );
    shape(commands, tube, 0.01, r, INNER_W, &art.cavity);
    let holder = commands
        .spawn((
            ChildOf(tube),
            Transform::from_xyz(0.0, 0.0, 0.02),
            Visibility::default(),
        ))
        .id();
    // Shadow on the backdrop under the bowl, for depth.
    let shadow = commands
        .spawn((
            ChildOf(tube),
            Mesh2d(art.half_disc.clone()),
            MeshMaterial2d(art.shadow.clone()),
            Transform::from_xyz(4.0, -WALL - 1.0, -0.02)
                .with_rotation(Quat::from_rotation_z(PI))
                .with_scale(Vec3::new(outer_r + 8.0, 9.0, 1.0)),
        ))
        .id();
    // Shade: the far side of a round glass is darker, over the liquid.
    commands.spawn((
        ChildOf(tube),
        Mesh2d(art.rect.clone()),
        MeshMaterial2d(art.shade.clone()),
        Transform::from_xyz(r - 7.0, r + body_h / 2.0, 0.045)
            .with_scale(Vec3::new(14.0, body_h, 1.0)),
    ));
    // A second, fainter glint on the right.
    commands.spawn((
        ChildOf(tube),
        Mesh2d(art.rect.clone()),
        MeshMaterial2d(art.shine.clone()),
        Transform::from_xyz(r - 6.0, r + body_h * 0.62, 0.05).with_scale(Vec3::new(
            2.5,
            body_h * 0.45,
            1.0,
        )),
    ));
    // Shine: a thin light stripe down the left of the glass, over the liquid.
    commands.spawn((
        ChildOf(tube),
        Mesh2d(art.rect.clone()),
        MeshMaterial2d(art.shine.clone()),
        Transform::from_xyz(-r + 7.0, r + body_h / 2.0 - 4.0, 0.05).with_scale(Vec3::new(
            5.0,
            body_h - 14.0,
            1.0,
        )),
    ));
    // Rim: a lip slightly wider than the glass.
    commands.spawn((
        ChildOf(tube),
        Mesh2d(art.rect.clone()),
        MeshMaterial2d(art.glass.clone()),
        Transform::from_xyz(0.0, top + 2.0, 0.06).with_scale(Vec3::new(
            INNER_W + 2.0 * WALL + 8.0,
            5.0,
            1.0,
        )),
    ));
    commands.spawn((
        ChildOf(tube),
        Mesh2d(art.rect.clone()),
        MeshMaterial2d(art.rim_light.clone()),
        Transform::from_xyz(0.0, top + 4.0, 0.065).with_scale(Vec3::new(
            INNER_W + 2.0 * WALL + 6.0,
            1.2,
            1.0,
        )),
    ));
    let mesh = commands
        .spawn((
            ChildOf(holder),
            Mesh2d(meshes.add(liquid_shape::mesh(&[]))),
            MeshMaterial2d(art.white.clone()),
            Transform::default(),
        ))
        .id();
    commands.entity(tube).insert((
        LiquidHolder {
            holder,
            mesh,
            shadow,
            mouth: top,
        },
        DrawnTilt::default(),
    ));
    tube
}
