//! The layout as drawn, measured in the real game run headless with Bevy's
//! UI and text layout (no renderer): the rectangles of what is on screen,
//! in window pixels, compared with each other, at the window sizes players
//! use.
//!
//! * In play, on every level shipped in `levels/` (all of them, about 50
//!   seconds on two cores): with the hint shown (its outlines and its arrow
//!   arching from over the source to the destination) and its source tube lifted
//!   (`GameAction::Select`), then with tube 1 (top row) lifted, every mesh
//!   and text of the board (glass, rims, hint outlines and arrow, key labels)
//!   lies below the HUD's text lines as laid out, above its button bar, and
//!   inside the window. The hint's arrow over a lifted tube of the top row
//!   is measured where the hint's source is in the top row: on every level
//!   of up to 10 tubes, on some of the two-row levels.
//! * A larger window gets a larger board (by the layout's scale).
//! * On the level select, with every level finished and each kind of par
//!   in turn, every level tile's texts (number, stars, marks) fit inside
//!   the tile on one line (no wrap, no overflow), and the line naming the
//!   level in focus fits the window on one line for every level.
//!
//! What is measured: UI nodes by their laid-out size ([`ComputedNode`]) and
//! centre ([`UiGlobalTransform`]), texts by their laid-out text size
//! ([`TextLayoutInfo`]), the board's meshes and texts by their bounds
//! ([`Aabb`], computed by Bevy from the mesh or the text layout) through
//! their [`GlobalTransform`] and the camera. Nothing here uses the board's
//! layout constants: a layout that reserves too little room fails.

use std::time::Duration;

use bevy::camera::primitives::Aabb;
use bevy::prelude::*;
use bevy::text::TextLayoutInfo;
use bevy::ui::UiGlobalTransform;
use water_sort::game::Screen;
use water_sort::game::assist::{Hint, HintArrow, LevelParLabel};
use water_sort::game::board::{
    BoardLayout, GameAction, HudMessage, HudMoves, HudStatus, HudTitle, TubeLabel,
};
use water_sort::game::packs::PackLibrary;
use water_sort::game::saves::{ParStore, ProgressStore, SavedGames};
use water_sort::game::scene::TubeIndex;
use water_sort::game::screens::level_select::{
    InProgressMark, LevelButton, LevelDetail, LevelList, MysteryMark,
};
use water_sort_core::level::parse_pack;
use water_sort_core::rating::Par;
use water_sort_core::saved_game::SavedGame;

use crate::support::input::act;
use crate::support::window::{Area, node_area, set_window, window_size, world_area};
use crate::support::{Harness, detail_of, fault_report, screen, wait_until};

const HARNESS: Harness = Harness {
    pack_file: "unused.ron",
    timeout: Duration::from_secs(60),
    settle_frames: 8,
    one_at_a_time: false,
};

const SIZES: [(f32, f32); 4] = [
    (800.0, 600.0),
    (1280.0, 800.0),
    (1920.0, 1080.0),
    (2560.0, 1440.0),
];

/// One thing of the board as drawn: a mesh or text of a tube (its glass,
/// liquid, rim, a hint's outline and arrow) or a tube's key label.
struct Drawn {
    /// The tube it belongs to (0-based).
    tube: usize,
    key_label: bool,
    /// The hint's arrow: drawn from one tube over to another (over those
    /// between), so it counts with the lifted source's band and overlaps
    /// other tubes by design.
    arrow: bool,
    /// A name for the messages.
    what: String,
    area: Area,
}

/// Everything of the board as drawn.
fn board_areas(app: &mut App) -> Vec<Drawn> {
    let world = app.world_mut();
    let camera = world
        .query::<(&Camera, &GlobalTransform)>()
        .iter(world)
        .next()
        .map(|(c, t)| (c.clone(), *t))
        .expect("a camera");
    let mut parts: Vec<(Entity, usize, bool)> = Vec::new();
    let mut tubes = world.query::<(Entity, &TubeIndex)>();
    let mut children = world.query::<&Children>();
    for (tube, index) in tubes.iter(world) {
        let mut stack = vec![tube];
        while let Some(e) = stack.pop() {
            parts.push((e, index.0, false));
            if let Ok(c) = children.get(world, e) {
                stack.extend(c.iter());
            }
        }
    }
    let mut labels = world.query::<(Entity, &TubeLabel)>();
    parts.extend(labels.iter(world).map(|(e, l)| (e, l.0, true)));
    let mut drawn = world.query::<(
        &Aabb,
        &GlobalTransform,
        Option<&Text2d>,
        &InheritedVisibility,
    )>();
    let mut areas = Vec::new();
    for (entity, tube, key_label) in parts {
        let Ok((aabb, transform, text, visible)) = drawn.get(world, entity) else {
            continue; // not drawn itself (a group)
        };
        if !visible.get() {
            continue;
        }
        let Some(area) = world_area(aabb, transform, (&camera.0, &camera.1)) else {
            continue;
        };
        let owner = match key_label {
            true => format!("tube {}'s key label", tube + 1),
            false => format!("tube {}", tube + 1),
        };
        let what = match text {
            Some(t) => format!("{owner}: text {:?}", t.0),
            None if world.get::<HintArrow>(entity).is_some() => format!("{owner}: hint arrow"),
            None => format!("{owner}: mesh"),
        };
        areas.push(Drawn {
            tube,
            key_label,
            arrow: world.get::<HintArrow>(entity).is_some(),
            what,
            area,
        });
    }
    areas
}

/// The HUD's text lines that show something, as laid out.
fn hud_text_areas(app: &mut App) -> Vec<(String, Area)> {
    let world = app.world_mut();
    let mut lines = world.query_filtered::<(&Text, &ComputedNode, &UiGlobalTransform), Or<(
        With<HudTitle>,
        With<HudMoves>,
        With<HudStatus>,
        With<HudMessage>,
    )>>();
    lines
        .iter(world)
        .filter(|(t, _, _)| !t.0.is_empty())
        .map(|(t, n, g)| (t.0.clone(), node_area(n, g)))
        .collect()
}

/// The HUD's buttons, as laid out.
fn hud_button_areas(app: &mut App) -> Vec<Area> {
    let world = app.world_mut();
    let mut buttons = world.query_filtered::<(&ComputedNode, &UiGlobalTransform), With<Button>>();
    buttons.iter(world).map(|(n, g)| node_area(n, g)).collect()
}

/// The HUD's column of text lines as laid out (the room it keeps for
/// all its lines, shown or not).
fn hud_column_area(app: &mut App) -> Area {
    let world = app.world_mut();
    let mut titles = world.query_filtered::<&ChildOf, With<HudTitle>>();
    let column = titles.single(world).expect("the HUD's title").parent();
    let mut nodes = world.query::<(&ComputedNode, &UiGlobalTransform)>();
    let (node, transform) = nodes.get(world, column).unwrap();
    node_area(node, transform)
}

/// Whether two areas share more than `slack` pixels each way.
fn overlap(a: &Area, b: &Area, slack: f32) -> bool {
    a.min.x < b.max.x - slack
        && b.min.x < a.max.x - slack
        && a.min.y < b.max.y - slack
        && b.min.y < a.max.y - slack
}

/// How much larger the tubes could be drawn, in one row and in two: the
/// board's tubes at their pitch (the distance between neighbours in a row,
/// from their key labels) and each in a band as tall as `lifted`'s things
/// (the lifted tube, its hint marks, the hint's arrow and its key label),
/// scaled up until the rows fill the window's width or the room between
/// the HUD's text column and its button bar.
fn room_to_grow(app: &mut App, board: &[Drawn], lifted: usize) -> [f32; 2] {
    let window = window_size(app);
    let column = hud_column_area(app);
    let bar_top = hud_button_areas(app)
        .iter()
        .map(|a| a.min.y)
        .fold(f32::MAX, f32::min);
    let labels: Vec<Vec2> = board
        .iter()
        .filter(|d| d.key_label)
        .map(|d| (d.area.min + d.area.max) / 2.0)
        .collect();
    let tubes = labels.len();
    let pitch = labels
        .iter()
        .flat_map(|a| labels.iter().map(move |b| (*a, *b)))
        .filter(|(a, b)| (a.y - b.y).abs() < 1.0 && a.x < b.x - 1.0)
        .map(|(a, b)| b.x - a.x)
        .fold(f32::MAX, f32::min);
    let own = board.iter().filter(|d| d.tube == lifted || d.arrow);
    let band = own.clone().map(|d| d.area.max.y).fold(f32::MIN, f32::max)
        - own.map(|d| d.area.min.y).fold(f32::MAX, f32::min);
    let height = bar_top - column.max.y;
    [1, 2].map(|rows| {
        let per_row = tubes.div_ceil(rows) as f32;
        (window.x / (per_row * pitch)).min(height / (rows as f32 * band))
    })
}

/// What is wrong with the board as drawn now (window size, HUD and board
/// as laid out), one line per fault: anything of the board over the HUD or
/// out of the window, anything of one tube (glass, hint marks, key label)
/// over anything of another; and with `hint_lifted` (the hinted tube,
/// lifted, with its hint marks), tubes smaller than the window allows.
fn board_faults(app: &mut App, what: &str, hint_lifted: Option<usize>) -> Vec<String> {
    let window = window_size(app);
    let texts = hud_text_areas(app);
    let buttons = hud_button_areas(app);
    assert!(!texts.is_empty() && !buttons.is_empty(), "{what}: no HUD");
    let (text, text_bottom) = texts
        .iter()
        .map(|(t, a)| (t.clone(), a.max.y))
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .unwrap();
    let bar_top = buttons.iter().map(|a| a.min.y).fold(f32::MAX, f32::min);
    let screen = Area {
        min: Vec2::ZERO,
        max: window,
    };
    let mut faults = Vec::new();
    let board = board_areas(app);
    if board.iter().any(|d| d.what.ends_with("hint arrow")) {
        app.world_mut().resource_mut::<HintArrowsSeen>().0 += 1;
    }
    assert!(board.len() > 10, "{what}: no board drawn");
    for Drawn {
        what: thing, area, ..
    } in &board
    {
        if area.min.y < text_bottom - 0.5 {
            faults.push(format!(
                "{what}: {thing} reaches y {:.1}, over the HUD line {text:?} ending at {text_bottom:.1}",
                area.min.y
            ));
        }
        if area.max.y > bar_top + 0.5 {
            faults.push(format!(
                "{what}: {thing} reaches y {:.1}, under the button bar's top at {bar_top:.1}",
                area.max.y
            ));
        }
        if !screen.holds(area, 0.5) {
            faults.push(format!("{what}: {thing} leaves the window: {area:?}"));
        }
    }
    for (i, a) in board.iter().enumerate() {
        for b in board[i + 1..]
            .iter()
            .filter(|b| b.tube != a.tube && !a.arrow && !b.arrow)
        {
            if overlap(&a.area, &b.area, 0.5) {
                faults.push(format!("{what}: {} overlaps {}", a.what, b.what));
            }
        }
    }
    // Room to grow is measured on boards of one height under the water rule:
    // the rows are laid out for the tallest tube lifted whole, a band that a
    // shorter tube, or a ball sort tube (only its ball lifts), does not fill.
    let uniform = app.world().resource::<BoardLayout>().heights.is_empty();
    if let Some(lifted) = hint_lifted
        .filter(|_| uniform && crate::support::board(app).rule() == water_sort_core::Rule::Water)
    {
        let grow = room_to_grow(app, &board, lifted);
        let most = grow[0].max(grow[1]);
        app.world_mut()
            .resource_mut::<LargestRoomToGrow>()
            .0
            .push(most);
        if most > ROOM_TO_GROW {
            faults.push(format!(
                "{what}: the tubes could be {:.1}% larger in one row, {:.1}% in two",
                (grow[0] - 1.0) * 100.0,
                (grow[1] - 1.0) * 100.0
            ));
        }
    }
    faults
}

/// How much larger (a factor) the tubes may be than drawn: the board's
/// margins (the air under the HUD's text and over its button bar, the
/// window's side margins, the air in a tube's band over its hint marks and
/// under its key label).
const ROOM_TO_GROW: f32 = 1.04;

/// The factors by which the tubes could have been larger, as measured.
#[derive(Resource, Default)]
struct LargestRoomToGrow(Vec<f32>);

/// How many measurements had a hint's arrow on the board.
#[derive(Resource, Default)]
struct HintArrowsSeen(usize);

/// Asks for a hint and waits for the answer; the hint's source tube if one
/// is shown.
fn hint_source(app: &mut App) -> Option<usize> {
    act(app, GameAction::Hint);
    wait_until(app, "the hint", |w| w.resource::<Hint>().wanted.is_none());
    app.world()
        .resource::<Hint>()
        .shown
        .as_ref()
        .map(|h| h.pour.from)
}

fn run_frames(app: &mut App, n: usize) {
    for _ in 0..n {
        app.update();
    }
}

/// Every shipped level, as the library lists them: (pack index, level
/// index, "pack file: level name").
fn library_levels(app: &App) -> Vec<(usize, usize, String)> {
    let library = app.world().resource::<PackLibrary>();
    let mut levels = Vec::new();
    for (p, entry) in library.entries.iter().enumerate() {
        let pack = entry.good.as_ref().expect("a shipped pack that parses");
        for (l, level) in pack.levels.iter().enumerate() {
            levels.push((p, l, format!("{}: {}", entry.file_name, level.name)));
        }
    }
    levels
}

#[test]
fn nothing_of_the_board_overlaps_the_hud_at_any_window_size() {
    let (w, h) = SIZES[1];
    let (mut app, dir) = crate::support::window::laid_out_app(HARNESS, "board", Vec2::new(w, h));
    app.init_resource::<HintArrowsSeen>();
    app.init_resource::<LargestRoomToGrow>();
    let levels = library_levels(&app);
    assert!(levels.len() >= 100, "only {} shipped levels", levels.len());
    let mut faults = Vec::new();
    for (pack, level, name) in &levels {
        crate::support::start(&mut app, *pack, *level);
        let source = hint_source(&mut app);
        for lifted in [source, Some(0)].into_iter().flatten() {
            act(&mut app, GameAction::Select(lifted));
            // The lift's animation ends.
            run_frames(&mut app, 8);
            for (w, h) in SIZES {
                set_window(&mut app, Vec2::new(w, h));
                // The HUD measured, the board laid out again under it.
                run_frames(&mut app, 2);
                let what = format!("{name} at {w}x{h}, tube {} lifted", lifted + 1);
                let hinted = (Some(lifted) == source).then_some(lifted);
                faults.extend(board_faults(&mut app, &what, hinted));
            }
        }
        // Back puts a lifted tube down first.
        act(&mut app, GameAction::Deselect);
        act(&mut app, GameAction::Back);
        wait_until(&mut app, "the level select", |w| screen(w) == Screen::Title);
    }
    let _ = std::fs::remove_dir_all(dir);
    let grown = &app.world().resource::<LargestRoomToGrow>().0;
    let most = grown.iter().copied().fold(0.0, f32::max);
    println!(
        "room to grow: at most {most:.4} in {} measurements, mean {:.4}",
        grown.len(),
        grown.iter().sum::<f32>() / grown.len().max(1) as f32
    );
    // Most levels have a hint at the start: its arrow was measured.
    let seen = app.world().resource::<HintArrowsSeen>().0;
    assert!(
        seen >= levels.len() * SIZES.len(),
        "hint arrows in {seen} measurements"
    );
    assert!(faults.is_empty(), "{}", fault_report(&faults, 20));
}

/// What is wrong with the level select's tiles as laid out now: a text
/// that wraps or leaves its tile, one line per fault.
fn tile_faults(app: &mut App, what: &str) -> Vec<String> {
    let ui_scale = app.world().resource::<UiScale>().0;
    let world = app.world_mut();
    let mut tiles = world.query_filtered::<(
        &LevelButton,
        &ComputedNode,
        &UiGlobalTransform,
        &Children,
    ), With<Button>>();
    let mut texts = world.query::<(
        &Text,
        &TextFont,
        &TextLayoutInfo,
        &ComputedNode,
        &UiGlobalTransform,
    )>();
    let mut lists = world.query_filtered::<(&ComputedNode, &UiGlobalTransform), With<LevelList>>();
    let (list, list_at) = lists.single(world).expect("the list");
    let list = node_area(list, list_at);
    let library = world.resource::<PackLibrary>();
    let mut faults = Vec::new();
    let mut count = 0;
    for (button, node, transform, children) in tiles.iter(world) {
        count += 1;
        let tile = node_area(node, transform);
        if tile.min.x < list.min.x - 0.5 || tile.max.x > list.max.x + 0.5 {
            faults.push(format!(
                "{what}: level {} of pack {} is cut by the list's side: {tile:?} in {list:?}",
                button.level + 1,
                button.pack + 1
            ));
        }
        let border = node.border;
        let inside = Area {
            min: tile.min + border.min_inset,
            max: tile.max - border.max_inset,
        };
        let entry = &library.entries[button.pack];
        let level = &entry.good.as_ref().unwrap().levels[button.level].name;
        for child in children.iter() {
            let Ok((text, font, layout, text_node, text_transform)) = texts.get(world, child)
            else {
                continue;
            };
            let FontSize::Px(size) = font.font_size else {
                panic!("a tile's font size is in pixels");
            };
            // One line is 1.2 times the font size (Bevy's default line
            // height); two would be 2.4.
            let one_line = size * 1.2 * ui_scale;
            let area = node_area(text_node, text_transform);
            let drawn = layout.size;
            let tile_what = format!(
                "{what}: the tile of {} {level:?}: {:?}",
                entry.file_name, text.0
            );
            if !text.0.is_empty() && (drawn.x < 1.0 || drawn.y < 1.0) {
                faults.push(format!("{tile_what} is not laid out"));
            }
            if drawn.y > one_line * 1.5 {
                faults.push(format!(
                    "{tile_what} wraps: {:.0} px tall, one line is {one_line:.0}",
                    drawn.y
                ));
            }
            if drawn.x > inside.max.x - inside.min.x + 0.5 || !inside.holds(&area, 0.5) {
                faults.push(format!(
                    "{tile_what} ({:.0} px wide) leaves the tile's {:.0} px",
                    drawn.x,
                    inside.max.x - inside.min.x
                ));
            }
        }
    }
    assert!(count >= 100, "{what}: only {count} tiles");
    faults
}

/// What is wrong with the line under the level select's list: it wraps
/// or leaves the window.
fn detail_faults(app: &mut App, what: &str) -> Vec<String> {
    let window = window_size(app);
    let ui_scale = app.world().resource::<UiScale>().0;
    let world = app.world_mut();
    let mut lines = world.query_filtered::<(
        &TextFont,
        &TextLayoutInfo,
        &ComputedNode,
        &UiGlobalTransform,
    ), With<LevelDetail>>();
    let (font, layout, node, transform) = lines.single(world).expect("the detail line");
    let FontSize::Px(size) = font.font_size else {
        panic!("the detail line's font size is in pixels");
    };
    let mut faults = Vec::new();
    if layout.size.y > size * 1.2 * ui_scale * 1.5 {
        faults.push(format!("{what}: the detail line wraps"));
    }
    let screen = Area {
        min: Vec2::ZERO,
        max: window,
    };
    if !screen.holds(&node_area(node, transform), 0.5) {
        faults.push(format!("{what}: the detail line leaves the window"));
    }
    faults
}

/// Every level of every pack finished in 123 moves with 3 stars, the most
/// star marks a tile shows, and the last levels in progress (the `▶` mark).
fn finish_every_level(app: &mut App) {
    let finished: Vec<(String, String)> = app
        .world()
        .resource::<PackLibrary>()
        .entries
        .iter()
        .flat_map(|e| {
            let pack = e.good.as_ref().unwrap();
            pack.levels
                .iter()
                .map(|l| (e.file_name.clone(), l.name.clone()))
        })
        .collect();
    let mut store = app.world_mut().resource_mut::<ProgressStore>();
    for (file, level) in &finished {
        store.progress.finish(file, level, 123, 3);
    }
    // And as many played again, in progress, as are kept (the last ones).
    let mut saved = app.world_mut().resource_mut::<SavedGames>();
    for (at, (pack, level)) in finished.into_iter().enumerate() {
        saved.save(SavedGame {
            pack,
            level,
            fingerprint: 0,
            log: Vec::new(),
            moves: 123,
            assist: Default::default(),
            seconds: 0,
            saved_at: at as u64,
        });
    }
    // The list is built again from the progress, as after a reload.
    app.world_mut().resource_mut::<PackLibrary>().set_changed();
    run_frames(app, 3);
}

/// Every level's par as `par` (none: the par cache emptied, every level
/// waiting for the solver or solving, pars recorded in the packs aside).
fn set_every_par(app: &mut App, par: Option<Par>) {
    let world = app.world_mut();
    let levels: Vec<(String, String)> = {
        let library = world.resource::<PackLibrary>();
        let store = world.resource::<ParStore>();
        library
            .entries
            .iter()
            .flat_map(|e| {
                let key = store.key(e).unwrap();
                e.good
                    .as_ref()
                    .unwrap()
                    .levels
                    .iter()
                    .map(move |l| (key.clone(), l.name.clone()))
            })
            .collect()
    };
    let mut store = world.resource_mut::<ParStore>();
    store.cache.packs.clear();
    if let Some(par) = par {
        for (key, level) in levels {
            store.set(&key, &level, par);
        }
    }
}

/// On the level select, at each window size and with each par line a
/// level can show, every tile's texts fit in it on one line: mystery
/// levels' `?` lines too.
#[test]
fn every_level_tile_fits_its_text_at_any_window_size() {
    let (w, h) = SIZES[1];
    let (mut app, dir) = crate::support::window::laid_out_app(HARNESS, "tiles", Vec2::new(w, h));
    finish_every_level(&mut app);
    let pars = [
        None,
        Some(Par::Moves(99)),
        Some(Par::Unknown),
        Some(Par::NotGuaranteed),
        Some(Par::GuaranteedUnwalked),
        Some(Par::Unsolvable),
    ];
    let mut faults = Vec::new();
    let (mut mystery_marks, mut in_progress_marks) = (0, 0);
    for (w, h) in SIZES {
        set_window(&mut app, Vec2::new(w, h));
        for par in pars {
            set_every_par(&mut app, par);
            run_frames(&mut app, 3);
            let mut marks = app.world_mut().query::<&MysteryMark>();
            mystery_marks += marks.iter(app.world()).count();
            let mut marks = app.world_mut().query::<&InProgressMark>();
            in_progress_marks += marks.iter(app.world()).count();
            let mut stars = app.world_mut().query::<(&Text, &LevelParLabel)>();
            assert!(stars.iter(app.world()).all(|(t, _)| !t.0.is_empty()));
            faults.extend(tile_faults(&mut app, &format!("{w}x{h}, par {par:?}")));
        }
        // The line naming the level in focus fits the window on one line,
        // for every level.
        let levels = app.world().resource::<PackLibrary>().entries.iter();
        let count: usize = levels.map(|e| e.good.as_ref().unwrap().levels.len()).sum();
        for flat in 0..count {
            let line = detail_of(&mut app, flat);
            faults.extend(detail_faults(&mut app, &format!("{w}x{h}, {line:?}")));
        }
    }
    let _ = std::fs::remove_dir_all(dir);
    // Every mystery level's tile and every one in progress was measured
    // with its mark, in each of the 24 measurements.
    let library = app.world().resource::<PackLibrary>();
    let levels = library
        .entries
        .iter()
        .flat_map(|e| &e.good.as_ref().unwrap().levels);
    let mysteries = levels.filter(|l| l.is_mystery()).count();
    let in_progress = app.world().resource::<SavedGames>().all().count();
    assert!(
        mysteries >= 30 && in_progress >= 60,
        "{mysteries} {in_progress}"
    );
    assert_eq!(mystery_marks, mysteries * 24);
    assert_eq!(in_progress_marks, in_progress * 24);
    assert!(faults.is_empty(), "{}", fault_report(&faults, 20));
}

/// Every level in `levels/`: (pack file, level name, tubes, capacity).
fn level_files() -> Vec<(String, String, usize, usize)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("levels");
    let mut levels = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "ron") {
            continue;
        }
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let pack = parse_pack(&std::fs::read_to_string(&path).unwrap(), &name).unwrap();
        for level in &pack.levels {
            levels.push((
                name.clone(),
                level.name.clone(),
                level.tubes.len(),
                level.capacity,
            ));
        }
    }
    assert!(levels.len() >= 100, "only {} levels", levels.len());
    levels
}

#[test]
fn a_larger_window_gets_a_larger_board() {
    for (pack, level, tubes, capacity) in level_files() {
        let scales: Vec<f32> = SIZES
            .iter()
            .map(|&(w, h)| BoardLayout::compute(Vec2::new(w, h), tubes, capacity).scale)
            .collect();
        assert!(
            scales.windows(2).all(|p| p[1] > p[0]),
            "{pack} {level:?}: scales {scales:?}"
        );
        // At 1920x1080 the board is no small thing in the middle.
        let big = BoardLayout::compute(Vec2::new(1920.0, 1080.0), tubes, capacity);
        let at_800 = BoardLayout::compute(Vec2::new(1280.0, 800.0), tubes, capacity);
        assert!(big.scale >= at_800.scale * 1.3, "{pack} {level:?}");
    }
}
