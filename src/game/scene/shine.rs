//! A finished tube shines: once the pour that filled it has played, a soft
//! slanted band of light sweeps up its glass, bottom to mouth, as the cork
//! drops. None under reduced motion; an event that snaps the picture before
//! the sweep starts drops it.

use bevy::prelude::*;
use bevy::sprite_render::AlphaMode2d;
use water_sort_core::play::Event;

use super::animating::POUR_SECS;
use super::liquid_shape::coloured_mesh;
use super::tube_art::TubeArt;
use super::tubes::TubeIndex;
use super::wobble::{lively, read_frame};
use crate::game::board::layout::{INNER_W, WALL, bowl_radius, mouth_height};
use crate::game::board::{BoardEvent, Game};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::settings::Settings;
use crate::game::ui::theme::Theme;

/// The band of light over a finished tube (a child of the tube), sweeping
/// from elapsed time `born` for `secs`.
#[derive(Component, Clone, Debug)]
pub struct Shine {
    born: f32,
    secs: f32,
    /// The tube's height in units (the band runs up to its mouth).
    height: usize,
}

/// The sweep's length at normal speed, and its start after the pour ends.
const SWEEP_SECS: f32 = 0.55;
const AFTER_POUR_SECS: f32 = 0.08;
/// The band's height and the rise of its slant across the glass (tube units).
const BAND: f32 = 22.0;
const SLANT: f32 = 12.0;

#[derive(Resource)]
struct ShineArt {
    band: Handle<Mesh>,
    material: Handle<ColorMaterial>,
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (start_shine, sweep).chain().in_set(GameSet::View).run_if(
            in_state(Screen::Gameplay)
                .and_then(resource_exists::<Game>)
                .and_then(resource_exists::<TubeArt>),
        ),
    );
}

/// The band: a slanted strip across the glass's width, clear at its top
/// and bottom edges and brightest along its middle (vertex alphas).
fn band_mesh() -> Mesh {
    let half = INNER_W / 2.0 + WALL;
    let rows = [(-BAND / 2.0, 0.0), (0.0, 1.0), (BAND / 2.0, 0.0)];
    let mut positions = Vec::new();
    let mut colours = Vec::new();
    for (y, alpha) in rows {
        for x in [-half, half] {
            positions.push([x, y + x / half * SLANT / 2.0, 0.0]);
            colours.push([1.0, 1.0, 1.0, alpha]);
        }
    }
    coloured_mesh(positions, colours, vec![0, 1, 3, 0, 3, 2, 2, 3, 5, 2, 5, 4])
}

/// A pour drawn that finishes its receiving tube: the shine, hidden until
/// the pour has played.
fn start_shine(
    mut commands: Commands,
    mut events: MessageReader<BoardEvent>,
    settings: Res<Settings>,
    time: Res<Time>,
    game: Res<Game>,
    shine_art: Option<Res<ShineArt>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    shines: Query<(Entity, &Shine)>,
    tubes: Query<(Entity, &TubeIndex)>,
    theme: Res<Theme>,
) {
    let events: Vec<Event> = events.read().map(|e| e.0).collect();
    let Some(speed) = lively(&settings) else {
        return;
    };
    let (settles, drawn) = read_frame(&events, speed);
    let now = time.elapsed_secs();
    if settles {
        for (e, s) in &shines {
            if s.born > now {
                commands.entity(e).despawn();
            }
        }
    }
    let Some(drawn) = drawn.filter(|d| d.forward) else {
        return;
    };
    let board = game.board();
    let finished = board
        .tube(drawn.pour.to)
        .is_some_and(|t| t.is_complete(board.height(drawn.pour.to)));
    let Some((tube, _)) = tubes.iter().find(|(_, i)| i.0 == drawn.pour.to) else {
        return;
    };
    if !finished {
        return;
    }
    let (band, material) = match shine_art {
        Some(a) => (a.band.clone(), a.material.clone()),
        None => {
            let band = meshes.add(band_mesh());
            let material = materials.add(ColorMaterial {
                alpha_mode: AlphaMode2d::Blend,
                ..ColorMaterial::from(theme.shine_band)
            });
            commands.insert_resource(ShineArt {
                band: band.clone(),
                material: material.clone(),
            });
            (band, material)
        }
    };
    // The theme may have changed since the material was made.
    if materials
        .get(&material)
        .is_some_and(|m| m.color != theme.shine_band)
        && let Some(mut m) = materials.get_mut(&material)
    {
        m.color = theme.shine_band;
    }
    commands.spawn((
        Shine {
            born: now + (POUR_SECS + AFTER_POUR_SECS) * drawn.factor,
            secs: SWEEP_SECS * speed,
            height: board.height(drawn.pour.to),
        },
        ChildOf(tube),
        Mesh2d(band),
        MeshMaterial2d(material),
        // Over the glass's shine stripes, under its rim.
        Transform::from_xyz(0.0, 0.0, 0.055),
        Visibility::Hidden,
    ));
}

/// Each band up the glass, from above the round bottom to the mouth, shown
/// from its moment, gone at the top.
fn sweep(
    mut commands: Commands,
    time: Res<Time>,
    mut shines: Query<(Entity, &Shine, &mut Transform, &mut Visibility)>,
) {
    let now = time.elapsed_secs();
    // The band's centre, low and high, keeping its slanted edges on the
    // straight glass.
    let low = bowl_radius() + BAND / 2.0 + SLANT / 2.0;
    for (e, shine, mut transform, mut visibility) in &mut shines {
        let high = mouth_height(shine.height) - BAND / 2.0 - SLANT / 2.0;
        let t = now - shine.born;
        if t < 0.0 {
            continue;
        }
        if t >= shine.secs {
            commands.entity(e).despawn();
            continue;
        }
        let u = t / shine.secs;
        // Eases in and out along its way.
        let eased = u * u * (3.0 - 2.0 * u);
        transform.translation.y = low + (high - low).max(0.0) * eased;
        if *visibility != Visibility::Inherited {
            *visibility = Visibility::Inherited;
        }
    }
}
