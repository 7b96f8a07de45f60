//! A lifted tube sways: once it has risen, it rocks slightly about its
//! foot, a swing that dies away within a second (the liquid inside stays
//! level, as the tubes draw it). Off under reduced motion; it never moves a
//! tube an animation is moving, and ends exactly upright.

use std::f32::consts::TAU;

use bevy::prelude::*;

use super::animating::{Animating, LIFT_SECS};
use super::tube_art::TubeArt;
use super::tubes::TubeIndex;
use super::wobble::lively;
use crate::game::board::Game;
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::settings::Settings;

/// The largest angle (radians), the sway's length and its swings a second.
const SWAY: f32 = 0.045;
const SWAY_SECS: f32 = 1.0;
const SWINGS: f32 = 1.7;

/// The lifted tube the sway follows, and when it started rising.
#[derive(Default)]
struct Lifted {
    tube: Option<usize>,
    since: f32,
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        sway.in_set(GameSet::View).run_if(
            in_state(Screen::Gameplay)
                .and_then(resource_exists::<Game>)
                .and_then(resource_exists::<TubeArt>),
        ),
    );
}

/// The angle `t` seconds into the sway: a damped sine, 0 at both ends.
fn angle_at(t: f32, secs: f32) -> f32 {
    if t <= 0.0 || t >= secs {
        return 0.0;
    }
    let u = t / secs;
    SWAY * (1.0 - u) * (-2.0 * u).exp() * (TAU * SWINGS * t).sin()
}

fn sway(
    game: Res<Game>,
    settings: Res<Settings>,
    time: Res<Time>,
    animating: Res<Animating>,
    mut lifted: Local<Lifted>,
    mut tubes: Query<(Entity, &TubeIndex, &mut Transform)>,
) {
    let now = time.elapsed_secs();
    if game.selected() != lifted.tube {
        lifted.tube = game.selected();
        lifted.since = now;
    }
    let (Some(tube), Some(speed)) = (lifted.tube, lively(&settings)) else {
        return;
    };
    if animating.is_busy() {
        return;
    }
    let Some((entity, _, mut transform)) = tubes.iter_mut().find(|(_, i, _)| i.0 == tube) else {
        return;
    };
    if animating.moving.iter().any(|(t, _)| *t == entity) {
        return; // still rising, or shaken: that tween has the tube
    }
    let t = now - lifted.since - LIFT_SECS * speed;
    let want = Quat::from_rotation_z(angle_at(t, SWAY_SECS * speed));
    if transform.rotation != want {
        transform.rotation = want;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sway_ends_exactly_upright() {
        assert_eq!(Quat::from_rotation_z(angle_at(1.0, 1.0)), Quat::IDENTITY);
        assert_eq!(Quat::from_rotation_z(angle_at(-0.1, 1.0)), Quat::IDENTITY);
        let most = (0..100)
            .map(|k| angle_at(k as f32 * 0.01, 1.0).abs())
            .fold(0.0, f32::max);
        assert!(most > 0.02 && most <= SWAY, "{most}");
    }
}
