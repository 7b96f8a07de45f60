//! A finished tube is sealed: once the pour that filled it has played, a
//! cork drops onto its mouth (placed at once under reduced motion), and it
//! comes off again when an undo opens the tube. The cork follows what the
//! tube shows ([`TubeLiquid`]), so it never runs ahead of the animation.

use std::time::Duration;

use bevy::prelude::*;
use bevy_tweening::lens::TransformPositionLens;
use bevy_tweening::{AnimTarget, Tween, TweenAnim};

use super::liquid::TubeLiquid;
use super::tube_art::TubeArt;
use super::tubes::TubeIndex;
use crate::game::board::Game;
use crate::game::board::layout::{BoardLayout, INNER_W, mouth_height};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::settings::Settings;

/// The cork on a finished tube (a child of the tube).
#[derive(Component)]
pub struct Cork;

/// How long a cork takes to drop into place.
const DROP_SECS: f32 = 0.35;
/// How far above its place a cork starts its drop (tube units).
const DROP_FROM: f32 = 46.0;

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        seal_finished_tubes.in_set(GameSet::View).run_if(
            in_state(Screen::Gameplay)
                .and_then(resource_exists::<Game>)
                .and_then(resource_exists::<TubeArt>),
        ),
    );
}

/// Whether a tube shows a finished column: full, one colour, nothing
/// moving or hidden.
fn shows_finished(liquid: &TubeLiquid, capacity: usize) -> bool {
    liquid.extra == 0.0
        && liquid.hidden == 0
        && liquid.units.len() == capacity
        && liquid.units.windows(2).all(|w| w[0] == w[1])
}

fn seal_finished_tubes(
    mut commands: Commands,
    art: Res<TubeArt>,
    layout: Res<BoardLayout>,
    settings: Res<Settings>,
    tubes: Query<(Entity, &TubeIndex, &TubeLiquid, Option<&Children>)>,
    corks: Query<(), With<Cork>>,
) {
    for (tube, index, liquid, children) in &tubes {
        let cork = children.and_then(|c| c.iter().find(|e| corks.contains(*e)));
        let height = layout.height(index.0);
        match (shows_finished(liquid, height), cork) {
            (true, None) => spawn_cork(&mut commands, &art, tube, height, &settings),
            (false, Some(cork)) => commands.entity(cork).despawn(),
            _ => {}
        }
    }
}

fn spawn_cork(
    commands: &mut Commands,
    art: &TubeArt,
    tube: Entity,
    capacity: usize,
    settings: &Settings,
) {
    // Half in the mouth, half above the rim.
    let at = Vec3::new(0.0, mouth_height(capacity) + 2.0, 0.08);
    let width = INNER_W - 2.0;
    let animate = !settings.reduced_motion && settings.speed.factor() > 0.0;
    let start = if animate {
        at + Vec3::Y * DROP_FROM
    } else {
        at
    };
    let cork = commands
        .spawn((
            Cork,
            ChildOf(tube),
            Transform::from_translation(start),
            Visibility::default(),
        ))
        .id();
    commands.spawn((
        ChildOf(cork),
        Mesh2d(art.rect.clone()),
        MeshMaterial2d(art.cork.clone()),
        Transform::from_scale(Vec3::new(width, 18.0, 1.0)),
    ));
    commands.spawn((
        ChildOf(cork),
        Mesh2d(art.rect.clone()),
        MeshMaterial2d(art.cork_top.clone()),
        Transform::from_xyz(0.0, 7.0, 0.01).with_scale(Vec3::new(width + 4.0, 5.0, 1.0)),
    ));
    if animate {
        let secs = DROP_SECS * settings.speed.factor();
        commands.spawn((
            TweenAnim::new(Tween::new(
                EaseFunction::BounceOut,
                Duration::from_secs_f32(secs),
                TransformPositionLens { start, end: at },
            )),
            AnimTarget::component::<Transform>(cork),
            DespawnOnExit(Screen::Gameplay),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_full_single_colour_tube_at_rest_is_finished() {
        let at_rest = |units: &[u8]| TubeLiquid::at_rest(units);
        assert!(shows_finished(&at_rest(&[2, 2, 2]), 3));
        assert!(!shows_finished(&at_rest(&[2, 2]), 3));
        assert!(!shows_finished(&at_rest(&[2, 1, 2]), 3));
        assert!(!shows_finished(
            &TubeLiquid::at_rest_hiding(&[2, 2, 2], 1),
            3
        ));
        let pouring = TubeLiquid {
            extra: 0.5,
            ..at_rest(&[2, 2, 2])
        };
        assert!(!shows_finished(&pouring, 3));
    }
}
