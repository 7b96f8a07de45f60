//! Ball sort drawn as balls: a ball board's tubes hold one ball entity per
//! unit (and no liquid), a selected tube's top ball rises over its mouth
//! while the tube stays down, a move flies the ball over and drops it in
//! its slot, and undo, redo, restart, a click during a flight and "show me"
//! all leave every ball where the board has it.

use std::time::Duration;

use bevy::prelude::*;
use water_sort::game::board::GameAction;
use water_sort::game::board::layout::BoardLayout;
use water_sort::game::scene::{
    Ball, BallTube, FlyingBall, LiquidHolder, LiquidPart, TubeIndex, lifted_y, slot_y,
};
use water_sort_core::Rule;

use crate::support::input::{act, pour, send};
use crate::support::{Env, Harness, board, open, settle, wait_until};

const HARNESS: Harness = Harness {
    pack_file: "balls.ron",
    timeout: Duration::from_secs(60),
    settle_frames: 80,
    one_at_a_time: false,
};

/// A ball sort level and a water level of the same tubes.
const PACK: &str = r##"(
    name: "Balls",
    palette: [
        (key: 'R', name: "red", color: "#e6194b", symbol: 'o'),
        (key: 'G', name: "green", color: "#3cb44b", symbol: '+'),
    ],
    levels: [
        (name: "Balls", capacity: 3, tubes: ["RGR", "GRG", "", ""], rules: ball),
        (name: "Water", capacity: 3, tubes: ["RGR", "GRG", "", ""]),
    ],
)
"##;

fn open_level(name: &str, level: usize) -> Env {
    let mut env = open(HARNESS, name, PACK, Some(level));
    settle(&mut env.app);
    env
}

/// The balls drawn in each tube, `(slot, colour)` bottom to top, by tube.
fn drawn_balls(app: &mut App) -> Vec<Vec<(usize, u8)>> {
    let world = app.world_mut();
    let mut tubes = world.query::<(&TubeIndex, &LiquidHolder)>();
    let mut tubes: Vec<(usize, Entity)> = tubes.iter(world).map(|(i, h)| (i.0, h.holder)).collect();
    tubes.sort();
    let mut balls = world.query::<(&Ball, &ChildOf)>();
    tubes
        .iter()
        .map(|&(_, holder)| {
            let mut in_tube: Vec<(usize, u8)> = balls
                .iter(world)
                .filter(|(_, parent)| parent.parent() == holder)
                .map(|(b, _)| (b.slot, b.colour))
                .collect();
            in_tube.sort();
            in_tube
        })
        .collect()
}

/// The balls the board in play has, as [`drawn_balls`] gives them.
fn board_balls(app: &App) -> Vec<Vec<(usize, u8)>> {
    board(app)
        .tubes()
        .iter()
        .map(|t| t.units().iter().copied().enumerate().collect())
        .collect()
}

fn flying(app: &mut App) -> usize {
    let world = app.world_mut();
    world
        .query_filtered::<(), With<FlyingBall>>()
        .iter(world)
        .count()
}

/// The vertices of every tube's liquid mesh, not counting an empty tube's
/// placeholder (one triangle of no area, all at the origin).
fn liquid_vertices(app: &mut App) -> usize {
    let world = app.world_mut();
    let mut tubes = world.query::<&LiquidHolder>();
    let meshes: Vec<Entity> = tubes.iter(world).map(|h| h.mesh).collect();
    meshes
        .iter()
        .map(|&m| {
            let handle = &world.get::<Mesh2d>(m).unwrap().0;
            world
                .resource::<Assets<Mesh>>()
                .get(handle)
                .and_then(|mesh| mesh.attribute(Mesh::ATTRIBUTE_POSITION))
                .and_then(|a| a.as_float3())
                .map_or(0, |ps| ps.iter().filter(|p| **p != [0.0; 3]).count())
        })
        .sum()
}

#[test]
fn a_ball_board_draws_a_ball_per_unit_and_no_liquid() {
    let mut env = open_level("balls-drawn", 1);
    let app = &mut env.app;
    assert_eq!(board(app).rule(), Rule::Ball);
    let drawn = drawn_balls(app);
    assert_eq!(drawn, board_balls(app));
    assert_eq!(drawn.iter().map(Vec::len).sum::<usize>(), 6);
    let world = app.world_mut();
    let marked = world
        .query_filtered::<(), With<BallTube>>()
        .iter(world)
        .count();
    assert_eq!(marked, 4, "every tube is a ball tube");
    let symbols = world
        .query_filtered::<(), With<LiquidPart>>()
        .iter(world)
        .count();
    assert_eq!(symbols, 0, "no liquid symbols on a ball board");
    assert_eq!(liquid_vertices(app), 0, "no liquid mesh on a ball board");
}

#[test]
fn a_water_board_draws_liquid_and_no_balls() {
    let mut env = open_level("balls-water", 2);
    let app = &mut env.app;
    assert_eq!(board(app).rule(), Rule::Water);
    assert!(drawn_balls(app).iter().all(Vec::is_empty));
    assert!(liquid_vertices(app) > 0);
}

#[test]
fn selecting_lifts_the_top_ball_and_not_the_tube() {
    let mut env = open_level("balls-lift", 1);
    let app = &mut env.app;
    act(app, GameAction::Press(0));
    settle(app);
    let home = app.world().resource::<BoardLayout>().homes[0];
    let world = app.world_mut();
    let mut tubes = world.query::<(&TubeIndex, &Transform, &LiquidHolder)>();
    let (_, tube, holder) = tubes.iter(world).find(|(i, ..)| i.0 == 0).unwrap();
    assert!(
        (tube.translation.y - home.y).abs() < 1e-3,
        "the tube stays down"
    );
    let holder = holder.holder;
    let mut balls = world.query::<(&Ball, &ChildOf, &Transform)>();
    let mut ys: Vec<(usize, f32)> = balls
        .iter(world)
        .filter(|(_, p, _)| p.parent() == holder)
        .map(|(b, _, t)| (b.slot, t.translation.y))
        .collect();
    ys.sort_by_key(|(slot, _)| *slot);
    assert_eq!(ys.len(), 3);
    assert_eq!(ys[0].1, slot_y(0));
    assert_eq!(ys[1].1, slot_y(1));
    assert_eq!(ys[2].1, lifted_y(3), "the top ball is over the mouth");
    // Put down: it goes back into its slot.
    act(app, GameAction::Press(0));
    settle(app);
    let world = app.world_mut();
    let mut balls = world.query::<(&Ball, &ChildOf, &Transform)>();
    let top = balls
        .iter(world)
        .find(|(b, p, _)| p.parent() == holder && b.slot == 2)
        .unwrap();
    assert_eq!(top.2.translation.y, slot_y(2));
}

#[test]
fn a_move_flies_the_ball_into_its_slot_and_undo_brings_it_back() {
    let mut env = open_level("balls-move", 1);
    let app = &mut env.app;
    let start = drawn_balls(app);
    pour(app, 0, 2);
    // In flight: the board has moved it, the picture not yet.
    assert_eq!(board(app).tube(2).unwrap().units(), [0]);
    assert_eq!(flying(app), 1, "one ball in flight");
    let mid = drawn_balls(app);
    assert_eq!(mid[0], [(0, 0), (1, 1)], "it left the source");
    assert!(mid[2].is_empty(), "it has not landed yet");
    settle(app);
    assert_eq!(flying(app), 0);
    assert_eq!(drawn_balls(app)[2], [(0, 0)], "landed in slot 0");
    assert_eq!(drawn_balls(app), board_balls(app));
    // Undo flies it back; redo again; restart snaps.
    act(app, GameAction::Undo);
    assert_eq!(flying(app), 1);
    settle(app);
    assert_eq!(drawn_balls(app), start);
    act(app, GameAction::Redo);
    settle(app);
    assert_eq!(drawn_balls(app), board_balls(app));
    assert_eq!(drawn_balls(app)[2], [(0, 0)]);
    act(app, GameAction::Restart);
    settle(app);
    assert_eq!(drawn_balls(app), start);
}

#[test]
fn clicks_during_a_flight_are_never_lost() {
    let mut env = open_level("balls-fast", 1);
    let app = &mut env.app;
    // Four moves, one press a frame, each long before the last landed.
    for (from, to) in [(0, 2), (1, 3), (1, 2), (0, 1)] {
        pour(app, from, to);
        assert!(flying(app) <= 1, "at most one ball in flight");
        assert_eq!(
            drawn_balls(app).iter().map(Vec::len).sum::<usize>(),
            5,
            "every ball but the one in flight is in a tube"
        );
    }
    assert_eq!(board(app).tubes()[2].units(), [0, 0]);
    settle(app);
    assert_eq!(flying(app), 0);
    assert_eq!(drawn_balls(app), board_balls(app));
    // Three undos in one frame (as a rewind makes): the last flies, the
    // others are snapped, and every ball ends where the board has it.
    for _ in 0..3 {
        send(app, GameAction::Undo);
    }
    app.update();
    assert_eq!(flying(app), 1);
    settle(app);
    assert_eq!(drawn_balls(app), board_balls(app));
    assert_eq!(drawn_balls(app)[2], [(0, 0)]);
}

#[test]
fn show_me_plays_the_balls_to_the_win() {
    let mut env = open_level("balls-show-me", 1);
    let app = &mut env.app;
    act(app, GameAction::ShowMe);
    wait_until(app, "show me to solve the level", |w| {
        w.resource::<water_sort::game::board::Game>()
            .board()
            .is_solved()
    });
    settle(app);
    assert_eq!(flying(app), 0);
    assert_eq!(drawn_balls(app), board_balls(app));
}
