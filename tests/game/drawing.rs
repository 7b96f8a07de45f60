//! What is drawn, frame by frame, in the game laid out as in a window (see
//! `crate::support::window`): the colour-blind symbols sit on their liquid while a
//! pour or an undo plays, a hidden unit's `?` is large enough in the smallest
//! window, and the level select's focused tile is not under a sticky pack
//! heading.

use std::time::Duration;

use bevy::prelude::*;
use bevy::text::TextLayoutInfo;
use bevy::ui::UiGlobalTransform;
use water_sort::game::Screen;
use water_sort::game::board::GameAction;
use water_sort::game::packs::PackLibrary;
use water_sort::game::scene::{LiquidHolder, LiquidPart, TubeIndex, TubeLiquid};
use water_sort::game::screens::LevelFocus;
use water_sort::game::screens::level_select::{COLUMNS, LevelButton, LevelList};
use water_sort::game::screens::pack_heading::{HeadingScroller, PackHeading, PinnedHeading};

use crate::support::input::{act, pour, tap_key_message};
use crate::support::window::{Area, laid_out_app, node_area};
use crate::support::{Env, Harness, board, fault_report, screen, start, wait_until};

const HARNESS: Harness = Harness {
    pack_file: "unused.ron",
    timeout: Duration::from_secs(60),
    settle_frames: 80,
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

fn run_frames(app: &mut App, n: usize) {
    for _ in 0..n {
        app.update();
    }
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

/// The game on the built-in packs at the level select, laid out in a
/// 1280x800 window.
fn laid_out(name: &str) -> Env {
    let (app, dir) = laid_out_app(HARNESS, name, Vec2::new(1280.0, 800.0));
    Env::new(app, dir)
}

/// Starter 1, where a player saw a symbol in mid-air, in play and at rest.
fn starter_one(name: &str) -> Env {
    let mut env = laid_out(name);
    let starter = pack_index(&env.app, "1-starter.ron");
    start(&mut env.app, starter, 0);
    let faults = watch(&mut env.app, 3, "at the start");
    assert!(faults.is_empty(), "{}", fault_report(&faults, 12));
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
    assert!(faults.is_empty(), "{}", fault_report(&faults, 12));
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
    assert!(faults.is_empty(), "{}", fault_report(&faults, 12));
}

/// A UI node's rectangle in window pixels.
fn node_rect(world: &World, entity: Entity) -> Area {
    let node = world.get::<ComputedNode>(entity).unwrap();
    node_area(node, world.get::<UiGlobalTransform>(entity).unwrap())
}

/// The first text among `entity`'s children.
fn first_text(world: &World, entity: Entity) -> String {
    let children = world.get::<Children>(entity).unwrap();
    children
        .iter()
        .find_map(|c| world.get::<Text>(c))
        .map(|t| t.0.clone())
        .unwrap()
}

/// The pinned heading as drawn, if shown: its rectangle and title.
fn pinned_heading(app: &mut App) -> Option<(Area, String)> {
    let world = app.world_mut();
    let mut pins = world.query_filtered::<(Entity, &Node), With<PinnedHeading>>();
    let (pin, node) = pins.single(world).unwrap();
    (node.display != Display::None).then(|| (node_rect(world, pin), first_text(world, pin)))
}

/// The list's view (its content box) in window pixels.
fn list_view(app: &mut App) -> Area {
    let world = app.world_mut();
    let mut lists = world.query_filtered::<Entity, With<HeadingScroller>>();
    let list = lists.single(world).unwrap();
    let area = node_rect(world, list);
    let padding = world.get::<ComputedNode>(list).unwrap().padding;
    Area {
        min: area.min + padding.min_inset,
        max: area.max - padding.max_inset,
    }
}

/// What hides the focused level's tile, if anything: the list's edges or
/// the pinned heading.
fn focus_faults(app: &mut App, what: &str) -> Vec<String> {
    let focus = app.world().resource::<LevelFocus>().0;
    let view = list_view(app);
    let pinned = pinned_heading(app);
    let world = app.world_mut();
    let mut tiles = world.query::<(Entity, &LevelButton)>();
    let tile = tiles
        .iter(world)
        .find(|(_, b)| b.flat == focus)
        .map(|(e, _)| e)
        .expect("the focused tile");
    let (area, name) = (node_rect(world, tile), first_text(world, tile));
    let mut faults = Vec::new();
    if !view.holds(&area, 0.5) {
        faults.push(format!(
            "{what}: {name:?} at {area:?}, out of the list's {view:?}"
        ));
    }
    if let Some((heading, title)) = pinned
        && area.min.y < heading.max.y - 0.5
    {
        faults.push(format!(
            "{what}: {name:?} at {area:?}, under the pinned heading {title:?} to y {:.1}",
            heading.max.y
        ));
    }
    faults
}

/// Esc from a Hard level: its tile shows, not under the pinned heading,
/// and so does each tile the arrows then move to, up to the first pack.
#[test]
fn the_focused_level_shows_clear_of_the_pinned_heading() {
    let mut env = laid_out("focus");
    let app = &mut env.app;
    let hard = pack_index(app, "4-hard.ron");
    start(app, hard, 7);
    act(app, GameAction::Back);
    wait_until(app, "the level select", |w| screen(w) == Screen::Title);
    run_frames(app, 4);
    let mut faults = focus_faults(app, "back from Hard 8");
    let up_to_the_top = app.world().resource::<LevelFocus>().0 / COLUMNS;
    assert!(up_to_the_top > 10, "Hard 8 is far down the list");
    for step in 1..=up_to_the_top + 1 {
        let before = app.world().resource::<LevelFocus>().0;
        tap_key_message(app, KeyCode::ArrowUp);
        run_frames(app, 3);
        let now = app.world().resource::<LevelFocus>().0;
        assert_eq!(now, before.saturating_sub(COLUMNS), "Up moves a row up");
        faults.extend(focus_faults(app, &format!("{step} rows up")));
    }
    assert!(faults.is_empty(), "{}", fault_report(&faults, 12));
}

/// Scrolled through, a pinned heading never covers another pack's heading
/// nor its tiles (the last row of the pack above, as the next heading comes
/// up): the next heading pushes it away.
#[test]
fn a_pinned_heading_covers_only_its_own_pack() {
    let mut env = laid_out("pinned");
    let app = &mut env.app;
    run_frames(app, 2);
    let mut faults = Vec::new();
    let mut pinned_seen = 0;
    let mut y = 0.0;
    while y < 6000.0 {
        for mut scroll in app
            .world_mut()
            .query_filtered::<&mut ScrollPosition, With<LevelList>>()
            .iter_mut(app.world_mut())
        {
            scroll.0.y = y;
        }
        // Laid out, then the pinned heading placed for it and laid out.
        run_frames(app, 3);
        let scrolled = y;
        y += 9.0;
        let Some((pinned, title)) = pinned_heading(app) else {
            continue;
        };
        pinned_seen += 1;
        let view = list_view(app);
        let world = app.world_mut();
        // Headings in list order, which is the library's: one per pack.
        let mut headings = world.query::<(Entity, &PackHeading)>();
        let mut headings: Vec<(Entity, String)> = headings
            .iter(world)
            .map(|(e, h)| (e, h.title.clone()))
            .collect();
        headings.sort_by(|a, b| {
            node_rect(world, a.0)
                .min
                .y
                .total_cmp(&node_rect(world, b.0).min.y)
        });
        let pinned_pack = headings
            .iter()
            .position(|(_, h)| *h == title)
            .expect("the pinned title is a pack's");
        let overlaps =
            |a: &Area| a.max.y > pinned.min.y.max(view.min.y) + 0.5 && a.min.y < pinned.max.y - 0.5;
        for (p, (entity, heading)) in headings.iter().enumerate() {
            let area = node_rect(world, *entity);
            if p != pinned_pack && overlaps(&area) {
                faults.push(format!(
                    "scrolled {y}: {title:?} pinned over heading {heading:?}"
                ));
            }
        }
        let mut tiles = world.query::<(Entity, &LevelButton)>();
        let tiles: Vec<(Entity, LevelButton)> = tiles.iter(world).map(|(e, b)| (e, *b)).collect();
        for (entity, button) in tiles {
            let area = node_rect(world, entity);
            if button.pack != pinned_pack && overlaps(&area) {
                faults.push(format!(
                    "scrolled {scrolled}: {title:?} pinned over {:?} of pack {}",
                    first_text(world, entity),
                    button.pack + 1
                ));
            }
        }
    }
    assert!(
        pinned_seen > 100,
        "a heading pinned in {pinned_seen} places"
    );
    assert!(faults.is_empty(), "{}", fault_report(&faults, 12));
}

/// In the smallest window, on the Mystery pack's largest board, every
/// hidden unit carries its `?`, laid out larger than the symbols.
#[test]
fn question_marks_read_on_the_smallest_board() {
    let (app, dir) = laid_out_app(HARNESS, "marks-small", Vec2::new(800.0, 600.0));
    let mut env = Env::new(app, dir);
    let app = &mut env.app;
    let mystery = pack_index(app, "5-mystery.ron");
    let levels = app.world().resource::<PackLibrary>().entries[mystery]
        .good
        .as_ref()
        .map_or(0, |p| p.levels.len());
    start(app, mystery, levels - 1);
    run_frames(app, 3);
    let hidden: usize = app
        .world()
        .resource::<water_sort::game::board::Game>()
        .play
        .hidden()
        .iter()
        .sum();
    let world = app.world_mut();
    let mut marks =
        world.query_filtered::<(&Text2d, &TextLayoutInfo, &GlobalTransform), With<LiquidPart>>();
    let heights: Vec<f32> = marks
        .iter(world)
        .filter(|(t, _, _)| t.0 == "?")
        .map(|(_, l, g)| l.size.y * g.scale().y)
        .collect();
    assert!(hidden > 0);
    assert_eq!(heights.len(), hidden, "a `?` on each hidden unit");
    // Its line 22 pixels tall (a 19-pixel font): the symbols' size, 22
    // units at the board's scale, would give 18.
    for h in heights {
        assert!(h >= 20.0, "a `?` laid out {h:.1} pixels tall");
    }
}
