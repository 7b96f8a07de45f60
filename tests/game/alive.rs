//! The board's liveliness, headless: after a pour the surfaces slosh,
//! droplets and bubbles splash, a finished tube shines, a lifted tube
//! sways; every effect settles back to the picture at rest, and none plays
//! under reduced motion.

use bevy::prelude::*;
use water_sort::game::board::GameAction;
use water_sort::game::scene::{Shine, Slosh, Splash, TubeIndex};
use water_sort::game::ui::settings::Settings;

use crate::play::{assert_picture_matches_state, env};
use crate::support::input::act;
use crate::support::settle;

/// What plays in one frame: the largest slosh, the splashes shown, the
/// shines, the largest tilt of an upright (not pouring) tube.
#[derive(Default, Debug)]
struct Seen {
    slosh: f32,
    splashes: usize,
    shines: usize,
    sway: f32,
}

fn seen(app: &mut App) -> Seen {
    let world = app.world_mut();
    let slosh = world
        .query::<&Slosh>()
        .iter(world)
        .map(|s| s.0.abs())
        .fold(0.0, f32::max);
    let splashes = world
        .query_filtered::<&Visibility, With<Splash>>()
        .iter(world)
        .filter(|v| **v != Visibility::Hidden)
        .count();
    let shines = world
        .query_filtered::<&Visibility, With<Shine>>()
        .iter(world)
        .filter(|v| **v != Visibility::Hidden)
        .count();
    let sway = world
        .query::<(&TubeIndex, &Transform)>()
        .iter(world)
        .map(|(_, t)| t.rotation.to_euler(EulerRot::XYZ).2.abs())
        .fold(0.0, f32::max);
    Seen {
        slosh,
        splashes,
        shines,
        sway,
    }
}

/// The most of each seen over `frames` frames.
fn watch(app: &mut App, frames: usize) -> Seen {
    let mut most = Seen::default();
    for _ in 0..frames {
        app.update();
        let now = seen(app);
        most.slosh = most.slosh.max(now.slosh);
        most.splashes = most.splashes.max(now.splashes);
        most.shines = most.shines.max(now.shines);
        most.sway = most.sway.max(now.sway);
    }
    most
}

#[test]
fn a_pour_sloshes_and_splashes_then_all_settles_to_rest() {
    let mut env = env("alive-pour", 1);
    let app = &mut env.app;
    act(app, GameAction::Pour(water_sort_core::Pour::new(0, 2)));
    let most = watch(app, 70);
    assert!(most.slosh > 0.03, "the surfaces slosh: {most:?}");
    assert!(most.splashes >= 4, "droplets and bubbles: {most:?}");
    assert_eq!(most.shines, 0, "no tube was finished");
    settle(app);
    assert_picture_matches_state(app);
}

#[test]
fn a_finished_tube_shines_once() {
    let mut env = env("alive-shine", 1);
    let app = &mut env.app;
    act(app, GameAction::Pour(water_sort_core::Pour::new(0, 2)));
    settle(app);
    // 2>1 finishes tube 1 (red on red).
    act(app, GameAction::Pour(water_sort_core::Pour::new(1, 0)));
    let most = watch(app, 80);
    assert_eq!(most.shines, 1, "{most:?}");
    settle(app);
    assert_picture_matches_state(app);
}

#[test]
fn a_lifted_tube_sways_then_stands_still() {
    let mut env = env("alive-sway", 1);
    let app = &mut env.app;
    act(app, GameAction::Press(0));
    let most = watch(app, 30);
    assert!(most.sway > 0.01, "{most:?}");
    settle(app);
    assert_picture_matches_state(app); // lifted, upright
}

#[test]
fn reduced_motion_plays_no_effect() {
    let mut env = env("alive-still", 1);
    let app = &mut env.app;
    app.world_mut().resource_mut::<Settings>().reduced_motion = true;
    act(app, GameAction::Press(0));
    let mut most = watch(app, 40);
    for (from, to) in [(0, 2), (1, 0)] {
        act(app, GameAction::Pour(water_sort_core::Pour::new(from, to)));
        let seen = watch(app, 80);
        most.slosh = most.slosh.max(seen.slosh);
        most.splashes += seen.splashes;
        most.shines += seen.shines;
    }
    assert_eq!(most.slosh, 0.0, "{most:?}");
    assert_eq!(most.splashes, 0, "{most:?}");
    assert_eq!(most.shines, 0, "{most:?}");
    assert_eq!(most.sway, 0.0, "{most:?}");
    let world = app.world_mut();
    assert_eq!(world.query::<&Splash>().iter(world).count(), 0);
    assert_eq!(world.query::<&Shine>().iter(world).count(), 0);
}
