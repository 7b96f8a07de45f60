//! The hint on the board: a thin glowing outline around the two hinted
//! tubes (source gold, destination green, pulsing while shown) and an arrow
//! arching from over the source's mouth down into the destination's. The
//! arrow's head says which is which without the colours (colour-blind
//! players, or a colour-blind mode): it points into the tube to pour to.

use std::f32::consts::PI;

use bevy::prelude::*;

use super::hints::Hint;
use bevy::sprite_render::AlphaMode2d;

use crate::game::board::{BoardLayout, Game, HEADROOM, UNIT_H, WALL, bowl_radius};
use crate::game::scene::{TubeArt, TubeIndex, coloured_mesh};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::theme::Theme;

/// The outline around a hinted tube (a child of the tube).
#[derive(Component)]
pub struct HintGlow {
    pub tube: usize,
    pub source: bool,
}

/// The arrow from the hint's source to its destination (a child of the
/// destination tube, drawn in its frame), and the ends it was drawn for
/// (world units).
#[derive(Component)]
pub struct HintArrow {
    ends: (Vec2, Vec2),
}

/// Materials of the outlines (pulsing) and the arrow (vertex colours).
#[derive(Resource)]
struct GlowMaterials {
    source: Handle<ColorMaterial>,
    destination: Handle<ColorMaterial>,
    arrow: Handle<ColorMaterial>,
}

/// The outline's gap from the glass and its thickness (tube units).
const GAP: f32 = 2.0;
const LINE: f32 = 3.0;
/// The arrow's thickness, its head's length and width, and how far over a
/// mouth its ends sit (tube units).
const SHAFT: f32 = 4.0;
const HEAD: f32 = 16.0;
const HEAD_W: f32 = 17.0;
const OVER_SOURCE: f32 = 16.0;
const OVER_DESTINATION: f32 = 10.0;
/// The arch's rise over its higher end (tube units): the same for every
/// pair of tubes, the room the layout leaves over the tubes (a board is as
/// large as its tallest hint lets it be, so the hint uses that room).
const RISE: f32 = 30.0;

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_glow
            .in_set(GameSet::View)
            .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
    );
}

/// Outlines on the hinted tubes (children of the tubes, so they follow
/// every lift and pour), pulsing while shown, and the arrow between them,
/// drawn again when either tube moves.
fn show_glow(
    mut commands: Commands,
    hint: Res<Hint>,
    art: Option<Res<TubeArt>>,
    layout: Res<BoardLayout>,
    glows: Query<(Entity, &HintGlow)>,
    arrows: Query<(Entity, &HintArrow)>,
    tubes: Query<(Entity, &TubeIndex, &Transform)>,
    time: Res<Time>,
    mut meshes: Option<ResMut<Assets<Mesh>>>,
    materials: Option<ResMut<Assets<ColorMaterial>>>,
    glow_materials: Option<Res<GlowMaterials>>,
    theme: Res<Theme>,
) {
    let (Some(_), Some(mut materials), Some(meshes)) = (art, materials, meshes.as_mut()) else {
        return;
    };
    let Some(glow_materials) = glow_materials else {
        // Blended, so that the pulse of their alpha shows.
        let mut blended = |colour: Color| {
            materials.add(ColorMaterial {
                alpha_mode: AlphaMode2d::Blend,
                ..ColorMaterial::from(colour)
            })
        };
        commands.insert_resource(GlowMaterials {
            source: blended(theme.hint_source),
            destination: blended(theme.hint_destination),
            arrow: blended(Color::WHITE),
        });
        return;
    };
    let want: Vec<(usize, bool)> = hint
        .shown
        .as_ref()
        .map(|h| vec![(h.pour.from, true), (h.pour.to, false)])
        .unwrap_or_default();
    let have: Vec<(usize, bool)> = glows.iter().map(|(_, g)| (g.tube, g.source)).collect();
    let tube = |index: usize| tubes.iter().find(|(_, i, _)| i.0 == index);
    if want != have {
        for (e, _) in &glows {
            commands.entity(e).despawn();
        }
        for (e, _) in &arrows {
            commands.entity(e).despawn();
        }
        for &(index, source) in &want {
            let Some((entity, _, _)) = tube(index) else {
                continue;
            };
            let outline = meshes.add(outline_mesh(layout.height(index)));
            let material = if source {
                glow_materials.source.clone()
            } else {
                glow_materials.destination.clone()
            };
            commands.spawn((
                HintGlow {
                    tube: index,
                    source,
                },
                ChildOf(entity),
                Mesh2d(outline.clone()),
                MeshMaterial2d(material),
                // Behind the glass.
                Transform::from_xyz(0.0, 0.0, -0.05),
            ));
        }
    }
    let Some(shown) = hint.shown.as_ref() else {
        return;
    };
    // The arrow, from where the two tubes are now.
    let (Some(from), Some(to)) = (tube(shown.pour.from), tube(shown.pour.to)) else {
        return;
    };
    let s = layout.scale;
    let ends = (
        from.2.translation.truncate() + Vec2::Y * (layout.mouth(shown.pour.from) + OVER_SOURCE) * s,
        to.2.translation.truncate()
            + Vec2::Y * (layout.mouth(shown.pour.to) + OVER_DESTINATION) * s,
    );
    let current = arrows.iter().next();
    // A new theme colours it anew.
    if want != have
        || theme.is_changed()
        || current.is_none_or(|(_, a)| a.ends.0.distance(ends.0) + a.ends.1.distance(ends.1) > 0.5)
    {
        // In the destination's frame, at its scale.
        let at = to.2.translation.truncate();
        let local = ((ends.0 - at) / s, (ends.1 - at) / s);
        let mesh = meshes.add(arrow_mesh(
            local,
            (theme.hint_source, theme.hint_destination),
        ));
        match current {
            Some((e, _)) if want == have => {
                commands
                    .entity(e)
                    .insert((Mesh2d(mesh), HintArrow { ends }));
            }
            _ => {
                commands.spawn((
                    HintArrow { ends },
                    ChildOf(to.0),
                    Mesh2d(mesh),
                    MeshMaterial2d(glow_materials.arrow.clone()),
                    // Over the tubes it passes.
                    Transform::from_xyz(0.0, 0.0, 3.0),
                ));
            }
        }
    }
    let pulse = 0.55 + 0.4 * (time.elapsed_secs() * 4.0).sin().abs();
    for (handle, base) in [
        (&glow_materials.source, theme.hint_source),
        (&glow_materials.destination, theme.hint_destination),
    ] {
        if let Some(mut m) = materials.get_mut(handle) {
            m.color = base.with_alpha(pulse);
        }
    }
}

/// A thin line around a tube's glass, open at the mouth: down the left
/// side, round the bottom, up the right (the tube's frame).
fn outline_mesh(capacity: usize) -> Mesh {
    let r = bowl_radius() + WALL + GAP;
    let top = capacity as f32 * UNIT_H + HEADROOM + 4.0;
    // The path's points and their outward normals.
    let mut path: Vec<(Vec2, Vec2)> = vec![(Vec2::new(-r, top), Vec2::NEG_X)];
    for k in 0..=16 {
        let angle = PI + PI * k as f32 / 16.0;
        let normal = Vec2::from_angle(angle);
        path.push((Vec2::new(0.0, bowl_radius()) + normal * r, normal));
    }
    path.push((Vec2::new(r, top), Vec2::X));
    let colour = [1.0; 4];
    strip(
        path.iter().map(|(p, n)| (*p, *p + *n * LINE, colour)),
        Vec::new(),
    )
}

/// The arrow from `from` to `to`: a shaft arching over both (a quadratic
/// curve), from the source's colour to the destination's, and a head at
/// `to` pointing along the curve.
fn arrow_mesh((from, to): (Vec2, Vec2), (source, destination): (Color, Color)) -> Mesh {
    let control = (from + to) / 2.0 + Vec2::Y * (2.0 * RISE + (to.y - from.y).abs() / 2.0);
    let point = |t: f32| from * (1.0 - t) * (1.0 - t) + control * 2.0 * t * (1.0 - t) + to * t * t;
    let tangent =
        |t: f32| ((control - from) * (1.0 - t) + (to - control) * t).normalize_or(Vec2::NEG_Y);
    let source = source.to_linear().to_f32_array();
    let destination = destination.to_linear().to_f32_array();
    // The shaft stops where the head begins.
    let length: f32 = (0..24)
        .map(|k| point((k + 1) as f32 / 24.0).distance(point(k as f32 / 24.0)))
        .sum();
    let end = (1.0 - HEAD / length.max(HEAD)).max(0.0);
    let shaft = (0..=24).map(|k| {
        let t = end * k as f32 / 24.0;
        let side = tangent(t).perp() * SHAFT / 2.0;
        let c: [f32; 4] = std::array::from_fn(|i| source[i] * (1.0 - t) + destination[i] * t);
        (point(t) + side, point(t) - side, c)
    });
    let base = point(end);
    let along = tangent(1.0);
    let head = [
        (base + along.perp() * HEAD_W / 2.0, destination),
        (base - along.perp() * HEAD_W / 2.0, destination),
        (to, destination),
    ];
    strip(shaft, head.to_vec())
}

/// A mesh of a strip of quads between pairs of points (each pair with its
/// colour), and one more triangle.
fn strip(
    pairs: impl Iterator<Item = (Vec2, Vec2, [f32; 4])>,
    triangle: Vec<(Vec2, [f32; 4])>,
) -> Mesh {
    let mut positions = Vec::new();
    let mut colours = Vec::new();
    for (a, b, c) in pairs {
        positions.extend([[a.x, a.y, 0.0], [b.x, b.y, 0.0]]);
        colours.extend([c, c]);
    }
    let mut indices = Vec::new();
    for k in 0..(positions.len() / 2).saturating_sub(1) as u32 {
        let i = 2 * k;
        indices.extend([i, i + 1, i + 3, i, i + 3, i + 2]);
    }
    let first = positions.len() as u32;
    for (p, c) in &triangle {
        positions.push([p.x, p.y, 0.0]);
        colours.push(*c);
    }
    if !triangle.is_empty() {
        indices.extend([first, first + 1, first + 2]);
    }
    coloured_mesh(positions, colours, indices)
}
