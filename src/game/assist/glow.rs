//! The glow behind the hinted tubes: source gold, destination green,
//! pulsing while the hint is shown.

use bevy::prelude::*;

use super::hints::Hint;
use crate::game::board::{
    BoardLayout, Game, HEADROOM, INNER_W, TubeArt, TubeIndex, UNIT_H, WALL, bowl_radius,
};
use crate::game::ui::theme::{self, Theme, ThemedText};
use crate::game::ui::widgets;
use crate::game::{GameSet, Screen};

/// The glow around a hinted tube.
#[derive(Component)]
pub struct HintGlow {
    pub tube: usize,
    pub source: bool,
}

/// Materials of the glows (pulsing).
#[derive(Resource)]
struct GlowMaterials {
    source: Handle<ColorMaterial>,
    destination: Handle<ColorMaterial>,
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_glow
            .in_set(GameSet::View)
            .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
    );
}

/// Glows behind the hinted tubes (children of the tubes, so they follow
/// every lift and pour), pulsing while shown.
fn show_glow(
    mut commands: Commands,
    hint: Res<Hint>,
    art: Option<Res<TubeArt>>,
    game: Res<Game>,
    layout: Res<BoardLayout>,
    glows: Query<(Entity, &HintGlow)>,
    tubes: Query<(Entity, &TubeIndex)>,
    time: Res<Time>,
    materials: Option<ResMut<Assets<ColorMaterial>>>,
    glow_materials: Option<Res<GlowMaterials>>,
    theme: Res<Theme>,
) {
    let (Some(art), Some(mut materials)) = (art, materials) else {
        return;
    };
    let Some(glow_materials) = glow_materials else {
        commands.insert_resource(GlowMaterials {
            source: materials.add(theme.hint_source),
            destination: materials.add(theme.hint_destination),
        });
        return;
    };
    let want: Vec<(usize, bool)> = hint
        .shown
        .as_ref()
        .map(|h| vec![(h.pour.from, true), (h.pour.to, false)])
        .unwrap_or_default();
    let have: Vec<(usize, bool)> = glows.iter().map(|(_, g)| (g.tube, g.source)).collect();
    if want != have {
        for (e, _) in &glows {
            commands.entity(e).despawn();
        }
        for &(tube, source) in &want {
            let Some((entity, _)) = tubes.iter().find(|(_, i)| i.0 == tube) else {
                continue;
            };
            let material = if source {
                glow_materials.source.clone()
            } else {
                glow_materials.destination.clone()
            };
            spawn_glow(
                &mut commands,
                &art,
                entity,
                tube,
                source,
                material,
                (game.board().capacity(), layout.scale),
            );
        }
    }
    if !want.is_empty() {
        let pulse = 0.45 + 0.35 * (time.elapsed_secs() * 5.0).sin().abs();
        for (handle, base) in [
            (&glow_materials.source, theme.hint_source),
            (&glow_materials.destination, theme.hint_destination),
        ] {
            if let Some(mut m) = materials.get_mut(handle) {
                m.color = base.with_alpha(pulse);
            }
        }
    }
}

fn spawn_glow(
    commands: &mut Commands,
    art: &TubeArt,
    tube: Entity,
    index: usize,
    source: bool,
    material: Handle<ColorMaterial>,
    (capacity, scale): (usize, f32),
) {
    const G: f32 = 9.0;
    let r = bowl_radius();
    let top = capacity as f32 * UNIT_H + HEADROOM;
    let radius = r + WALL + G;
    let width = INNER_W + 2.0 * WALL + 2.0 * G;
    let body = top + 8.0 + G - r;
    let glow = commands
        .spawn((
            HintGlow {
                tube: index,
                source,
            },
            ChildOf(tube),
            Transform::from_xyz(0.0, 0.0, -0.05),
            Visibility::default(),
        ))
        .id();
    commands.spawn((
        ChildOf(glow),
        Mesh2d(art.half_disc.clone()),
        MeshMaterial2d(material.clone()),
        Transform::from_xyz(0.0, r, 0.0)
            .with_rotation(Quat::from_rotation_z(std::f32::consts::PI))
            .with_scale(Vec3::new(radius, radius, 1.0)),
    ));
    commands.spawn((
        ChildOf(glow),
        Mesh2d(art.rect.clone()),
        MeshMaterial2d(material),
        Transform::from_xyz(0.0, r + body / 2.0, 0.0).with_scale(Vec3::new(width, body, 1.0)),
    ));
    commands.spawn((
        ChildOf(glow),
        Text2d::new(if source { "from" } else { "to" }),
        // Laid out at the size it is drawn (the tube is scaled): sharp.
        widgets::font(20.0 * scale),
        ThemedText(if source {
            theme::HINT_SOURCE
        } else {
            theme::HINT_DESTINATION
        }),
        Transform::from_xyz(0.0, top + 8.0 + G + 16.0, 0.2)
            .with_scale(Vec3::splat(1.0 / scale.max(0.01))),
    ));
}
