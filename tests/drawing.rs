//! What is drawn, frame by frame, in the game laid out as in a window (see
//! `support::window`): the colour-blind symbols sit on their liquid while a
//! pour or an undo plays, and the level select's focused tile is not under
//! a sticky pack heading.

use std::time::Duration;

use bevy::prelude::*;
use bevy::text::TextLayoutInfo;
use water_sort::game::board::{GameAction, LiquidHolder, LiquidPart, TubeIndex, TubeLiquid};
use water_sort::game::packs::PackLibrary;

mod support;
use support::input::{act, pour};
use support::window::laid_out_app;
use support::{Env, Harness, board, start};

const HARNESS: Harness = Harness {
    pack_file: "unused.ron",
    timeout: Duration::from_secs(60),
    settle_frames: 60,
    one_at_a_time: false,
};

/// The library index of the built-in pack `file`.
fn pack_index(app: &App, file: &str) -> usize {
    app.world()
        .resource::<PackLibrary>()
        .entries
        .iter()
        .position(|e| e.file_name == file)
        .unwrap_or_else(|| panic!("no pack {file}"))
}

/// Whether `p` lies in triangle `abc` or within `slack` of it.
fn in_triangle(p: Vec2, [a, b, c]: [Vec2; 3], slack: f32) -> bool {
    let inside = |u: Vec2, v: Vec2| {
        let edge = v - u;
        let len = edge.length().max(1e-6);
        // Signed distance to the edge's line, positive on the left.
        edge.perp_dot(p - u) / len
    };
    let d = [inside(a, b), inside(b, c), inside(c, a)];
    // Either winding.
    d.iter().all(|&x| x >= -slack) || d.iter().all(|&x| x <= slack)
}

/// The triangles of a tube's liquid mesh, in the tube's frame.
fn liquid_triangles(world: &World, mesh: Entity) -> Vec<[Vec2; 3]> {
    let handle = &world.get::<Mesh2d>(mesh).unwrap().0;
    let mesh = world.resource::<Assets<Mesh>>().get(handle).unwrap();
    let positions: Vec<Vec2> = mesh
        .attribute(Mesh::ATTRIBUTE_POSITION)
        .and_then(|a| a.as_float3())
        .unwrap()
        .iter()
        .map(|p| Vec2::new(p[0], p[1]))
        .collect();
    let indices: Vec<usize> = mesh.indices().unwrap().iter().collect();
    indices
        .chunks(3)
        .map(|t| [positions[t[0]], positions[t[1]], positions[t[2]]])
        .collect()
}

/// What is wrong with the symbols drawn now, one line each: a symbol not
/// over its tube's liquid as drawn (the liquid mesh's triangles, in the
/// tube's frame), or an upright tube with fewer symbols on its liquid than
/// units. Drawn: shown to the camera, its text laid out.
fn symbol_faults(app: &mut App, what: &str) -> Vec<String> {
    let world = app.world_mut();
    let mut tubes = world.query::<(&TubeIndex, &LiquidHolder, &TubeLiquid, &Transform)>();
    let tubes: Vec<_> = tubes
        .iter(world)
        .map(|(i, h, l, t)| {
            let tilt = t.rotation.to_euler(EulerRot::XYZ).2;
            (i.0, h.holder, h.mesh, l.units.len(), tilt)
        })
        .collect();
    let mut faults = Vec::new();
    for (index, holder, mesh, units, tilt) in tubes {
        let triangles = liquid_triangles(world, mesh);
        let to_tube = world
            .get::<GlobalTransform>(holder)
            .unwrap()
            .affine()
            .inverse();
        let mut on_liquid = 0;
        for &kid in world.get::<Children>(holder).into_iter().flatten() {
            let drawn = world.get::<LiquidPart>(kid).is_some()
                && world.get::<ViewVisibility>(kid).is_some_and(|v| v.get())
                && world
                    .get::<TextLayoutInfo>(kid)
                    .is_some_and(|l| !l.glyphs.is_empty());
            if !drawn {
                continue;
            }
            let at = world.get::<GlobalTransform>(kid).unwrap().translation();
            let local = to_tube.transform_point3(at).truncate();
            if triangles.iter().any(|t| in_triangle(local, *t, 1.0)) {
                on_liquid += 1;
            } else {
                let text = &world.get::<Text2d>(kid).unwrap().0;
                faults.push(format!(
                    "{what}: tube {}'s symbol {text:?} at {local}, not on its liquid",
                    index + 1
                ));
            }
        }
        // Tilted, a layer may have run out of the glass: no symbol is owed.
        if tilt.abs() < 1e-3 && on_liquid < units {
            faults.push(format!(
                "{what}: tube {} shows {on_liquid} symbols on its {units} units",
                index + 1
            ));
        }
    }
    faults
}

/// Runs `frames` frames, collecting the faults of the symbols of each.
fn watch(app: &mut App, frames: usize, what: &str) -> Vec<String> {
    let mut faults = Vec::new();
    for frame in 1..=frames {
        app.update();
        faults.extend(symbol_faults(app, &format!("{what}, frame {frame}")));
    }
    faults
}

fn report(faults: &[String]) -> String {
    format!(
        "{} faults, the first:\n{}",
        faults.len(),
        faults
            .iter()
            .take(12)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    )
}

/// Starter 1, where a player saw a symbol in mid-air, in play and at rest.
fn starter_one(name: &str) -> Env {
    let (mut app, dir) = laid_out_app(HARNESS, name, Vec2::new(1280.0, 800.0));
    let starter = pack_index(&app, "1-starter.ron");
    start(&mut app, starter, 0);
    let mut env = Env::new(app, dir);
    let faults = watch(&mut env.app, 3, "at the start");
    assert!(faults.is_empty(), "{}", report(&faults));
    env
}

/// Pours `from` > `to` (0-based) and watches each frame until it has ended.
fn pour_and_watch(app: &mut App, from: usize, to: usize) -> Vec<String> {
    let before = board(app);
    pour(app, from, to);
    assert_ne!(board(app), before, "{} > {} pours", from + 1, to + 1);
    watch(app, 40, &format!("pour {}>{}", from + 1, to + 1))
}

/// Through each frame of pours (into an empty tube, onto liquid), every
/// symbol drawn lies on liquid: none drawn where the new one was spawned
/// before it was placed (the world's origin, mid-air).
#[test]
fn symbols_stay_on_the_liquid_through_a_pour() {
    let mut env = starter_one("pour-symbols");
    let mut faults = pour_and_watch(&mut env.app, 1, 4);
    faults.extend(pour_and_watch(&mut env.app, 0, 4));
    assert!(faults.is_empty(), "{}", report(&faults));
}

/// From the frame an undo is made, the two tubes it changed show a symbol
/// on each unit, on their liquid, while the reverse pour plays and after.
#[test]
fn the_tubes_an_undo_changes_show_their_symbols_at_once() {
    let mut env = starter_one("undo-symbols");
    let app = &mut env.app;
    pour_and_watch(app, 1, 4);
    pour_and_watch(app, 0, 4);
    let before = board(app);
    act(app, GameAction::Undo);
    assert_ne!(board(app), before, "the undo is made");
    let mut faults = symbol_faults(app, "undo, its frame");
    faults.extend(watch(app, 40, "undo"));
    assert!(faults.is_empty(), "{}", report(&faults));
}
