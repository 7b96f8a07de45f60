//! Room at 800x600, the smallest window the game supports, measured laid
//! out (see `support::window`): the title's buttons with a game to
//! continue, in English and in German (the longest language), all inside
//! the window; on a 14-tube level the HUD's buttons on one row in English
//! (never one alone on a row in German) and the tubes using the height
//! between the HUD's bars; the statistics screen whole in the window, its
//! chart of moves over par with an axis, the bars' numbers, the time axis's
//! ends, a legend and a caption.

use std::time::Duration;

use bevy::prelude::*;
use bevy::ui::UiGlobalTransform;
use water_sort::game::Screen;
use water_sort::game::board::layout::{BottomBar, TopBar, hud_bars};
use water_sort::game::board::{BoardLayout, HEADROOM, UNIT_H};
use water_sort::game::packs::PackLibrary;
use water_sort::game::saves::{SavedGames, StatisticsStore};
use water_sort::game::screens::level_select::{LevelButton, TitleRoot};
use water_sort::game::screens::statistics_chart::{ChartAxisLabel, ChartBar, ChartValue};
use water_sort::game::ui::language::Language;
use water_sort_core::saved_game::SavedGame;
use water_sort_core::statistics::Finish;
use water_sort_words::Lang;

use crate::support::window::{Area, laid_out_app, node_area};
use crate::support::{Harness, screen, wait_until};

const HARNESS: Harness = Harness {
    pack_file: "unused.ron",
    timeout: Duration::from_secs(60),
    settle_frames: 8,
    one_at_a_time: false,
};

const SMALL: Vec2 = Vec2::new(800.0, 600.0);

fn frames(app: &mut App, n: usize) {
    for _ in 0..n {
        app.update();
    }
}

/// Speaks `tag` from now on (the screens say their texts again).
fn speak(app: &mut App, tag: &str) {
    app.world_mut()
        .insert_resource(Language(Lang::new(tag).unwrap()));
    frames(app, 4);
}

/// The laid-out area of every visible button (a node with a size) for
/// which `keep` holds, with the texts inside it.
fn buttons(
    app: &mut App,
    keep: impl Fn(&World, Entity) -> bool,
) -> Vec<(Area, Vec<(String, Area)>)> {
    let world = app.world_mut();
    let mut found =
        world.query_filtered::<(Entity, &ComputedNode, &UiGlobalTransform), With<Button>>();
    let list: Vec<(Entity, Area, Vec2)> = found
        .iter(world)
        .map(|(e, n, t)| (e, node_area(n, t), n.size()))
        .collect();
    let mut texts = world.query::<(&Text, &ComputedNode, &UiGlobalTransform)>();
    let mut children = world.query::<&Children>();
    let mut out = Vec::new();
    for (e, area, size) in list {
        if size.x < 1.0 || !keep(world, e) {
            continue; // not displayed, or not asked for
        }
        let mut inside = Vec::new();
        let mut stack = vec![e];
        while let Some(x) = stack.pop() {
            if let Ok((text, node, at)) = texts.get(world, x) {
                inside.push((text.0.clone(), node_area(node, at)));
            }
            if let Ok(c) = children.get(world, x) {
                stack.extend(c.iter());
            }
        }
        out.push((area, inside));
    }
    out
}

fn window_area() -> Area {
    Area {
        min: Vec2::ZERO,
        max: SMALL,
    }
}

/// What is wrong with `buttons` at 800x600: a button or a text of one out
/// of the window, a text out of its button, two buttons over each other.
fn button_faults(what: &str, buttons: &[(Area, Vec<(String, Area)>)]) -> Vec<String> {
    let mut faults = Vec::new();
    for (i, (area, texts)) in buttons.iter().enumerate() {
        let name = texts
            .iter()
            .map(|t| t.0.as_str())
            .collect::<Vec<_>>()
            .join(" / ");
        if !window_area().holds(area, 0.5) {
            faults.push(format!(
                "{what}: button {name:?} leaves the window: {area:?}"
            ));
        }
        for (text, at) in texts {
            if !area.holds(at, 0.5) {
                faults.push(format!(
                    "{what}: {text:?} leaves its button: {at:?} in {area:?}"
                ));
            }
        }
        for (other, _) in &buttons[i + 1..] {
            let apart = area.max.x <= other.min.x + 0.5
                || other.max.x <= area.min.x + 0.5
                || area.max.y <= other.min.y + 0.5
                || other.max.y <= area.min.y + 0.5;
            if !apart {
                faults.push(format!(
                    "{what}: button {name:?} overlaps another at {other:?}"
                ));
            }
        }
    }
    faults
}

#[test]
fn the_title_buttons_fit_800x600_with_a_game_to_continue_in_english_and_german() {
    let (mut app, dir) = laid_out_app(HARNESS, "room-title", SMALL);
    // A game in progress on the first pack's seventh level, "Clover".
    let (pack, level) = {
        let library = app.world().resource::<PackLibrary>();
        let entry = &library.entries[0];
        let good = entry.good.as_ref().unwrap();
        (entry.file_name.clone(), good.levels[6].name.clone())
    };
    app.world_mut()
        .resource_mut::<SavedGames>()
        .save(SavedGame {
            pack,
            level,
            fingerprint: 0,
            log: Vec::new(),
            moves: 12,
            assist: Default::default(),
            seconds: 60,
            saved_at: 1,
        });
    app.world_mut().resource_mut::<PackLibrary>().set_changed();
    frames(&mut app, 4);
    let mut faults = Vec::new();
    for tag in ["en-US", "de"] {
        speak(&mut app, tag);
        let title = buttons(&mut app, |w, e| {
            w.get::<LevelButton>(e).is_none()
                && ancestors(w, e).any(|a| w.get::<TitleRoot>(a).is_some())
        });
        let names: Vec<String> = title
            .iter()
            .map(|b| {
                b.1.iter()
                    .map(|t| t.0.as_str())
                    .collect::<Vec<_>>()
                    .join(" / ")
            })
            .collect();
        assert_eq!(title.len(), 6, "{tag}: the title's buttons: {names:?}");
        assert!(
            names.iter().any(|n| n.contains("Clover")),
            "{tag}: no Continue: {names:?}"
        );
        faults.extend(button_faults(tag, &title));
    }
    let _ = std::fs::remove_dir_all(dir);
    assert!(faults.is_empty(), "{faults:#?}");
}

fn ancestors(world: &World, e: Entity) -> impl Iterator<Item = Entity> + '_ {
    std::iter::successors(world.get::<ChildOf>(e).map(|c| c.parent()), |&p| {
        world.get::<ChildOf>(p).map(|c| c.parent())
    })
}

/// The rows of `buttons` (by their centres' height), each row's count.
fn rows(buttons: &[(Area, Vec<(String, Area)>)]) -> Vec<usize> {
    let mut ys: Vec<f32> = buttons
        .iter()
        .map(|b| (b.0.min.y + b.0.max.y) / 2.0)
        .collect();
    ys.sort_by(f32::total_cmp);
    let mut rows: Vec<(f32, usize)> = Vec::new();
    for y in ys {
        match rows.last_mut() {
            Some((last, n)) if (y - *last).abs() < 2.0 => *n += 1,
            _ => rows.push((y, 1)),
        }
    }
    rows.into_iter().map(|r| r.1).collect()
}

#[test]
fn a_14_tube_level_at_800x600_keeps_the_huds_buttons_together_and_its_tubes_large() {
    let (mut app, dir) = laid_out_app(HARNESS, "room-hud", SMALL);
    let pack = app
        .world()
        .resource::<PackLibrary>()
        .entries
        .iter()
        .position(|e| e.file_name == "4-hard.ron")
        .expect("the hard pack");
    crate::support::start(&mut app, pack, 0);
    wait_until(&mut app, "the level", |w| screen(w) == Screen::Gameplay);
    frames(&mut app, 6);
    let mut faults = Vec::new();
    for tag in ["en-US", "de"] {
        speak(&mut app, tag);
        frames(&mut app, 4);
        let bar = buttons(&mut app, |_, _| true);
        assert_eq!(bar.len(), 9, "{tag}: the HUD's buttons");
        faults.extend(button_faults(tag, &bar));
        let rows = rows(&bar);
        // English on one row; a longer language on two, none alone.
        let most_rows = if tag == "en-US" { 1 } else { 2 };
        if rows.len() > most_rows || rows.iter().any(|&n| n < 2) {
            faults.push(format!("{tag}: the HUD's buttons in rows of {rows:?}"));
        }
        // The board fills the height between the HUD's bars (its rows'
        // bands stacked).
        let world = app.world();
        let layout = world.resource::<BoardLayout>();
        let (top, bottom) = hud_bars(
            SMALL,
            world.resource::<TopBar>().0,
            world.resource::<BottomBar>().0,
        );
        let room = SMALL.y - top - bottom;
        let used = layout.top_reach() - layout.bottom_reach();
        let glass_h = (4.0 * UNIT_H + HEADROOM) * layout.scale;
        println!(
            "{tag}: rows {rows:?}, board {used:.0} of {room:.0} px, glass {glass_h:.0} px tall"
        );
        if used < 0.9 * room {
            faults.push(format!(
                "{tag}: the board takes {used:.0} px of the {room:.0} between the HUD's bars"
            ));
        }
    }
    let _ = std::fs::remove_dir_all(dir);
    assert!(faults.is_empty(), "{faults:#?}");
}

#[test]
fn the_statistics_chart_has_its_axis_numbers_legend_and_caption_and_fits_800x600() {
    let (mut app, dir) = laid_out_app(HARNESS, "room-statistics", SMALL);
    let finishes = [
        (30, Some(30)),
        (40, Some(35)),
        (22, None),
        (50, Some(40)),
        (61, Some(40)),
    ];
    let overs = [Some(0), Some(5), None, Some(10), Some(21)];
    app.world_mut()
        .resource_mut::<StatisticsStore>()
        .statistics
        .recent = finishes
        .iter()
        .map(|&(moves, par)| Finish { moves, par })
        .collect();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Statistics);
    wait_until(&mut app, "the statistics", |w| {
        screen(w) == Screen::Statistics
    });
    frames(&mut app, 6);
    let world = app.world_mut();
    // The bars, oldest first (left to right), each as tall as its moves
    // over par (the last past the top line stops there).
    let mut bars: Vec<(ChartBar, Area)> = world
        .query::<(&ChartBar, &ComputedNode, &UiGlobalTransform)>()
        .iter(world)
        .map(|(b, n, t)| (*b, node_area(n, t)))
        .collect();
    bars.sort_by(|a, b| a.1.min.x.total_cmp(&b.1.min.x));
    let shown: Vec<Option<u32>> = bars.iter().map(|b| b.0.over).collect();
    assert_eq!(shown, overs);
    let height = |i: usize| bars[i].1.max.y - bars[i].1.min.y;
    let heights: Vec<f32> = (0..bars.len()).map(height).collect();
    assert!(
        (height(3) - 2.0 * height(1)).abs() < 1.5,
        "10 over is twice 5 over: {heights:?}"
    );
    assert!(
        (height(4) - 1.5 * height(3)).abs() < 1.5,
        "21 over stops at 15: {heights:?}"
    );
    let base = bars[0].1.max.y;
    let bottoms: Vec<f32> = bars.iter().map(|b| b.1.max.y).collect();
    assert!(
        bottoms.iter().all(|y| (y - base).abs() < 1.5),
        "on one line: {bottoms:?}"
    );
    let said = |world: &mut World, only: &dyn Fn(&World, Entity) -> bool| {
        let mut q = world.query::<(Entity, &Text)>();
        let all: Vec<(Entity, String)> = q.iter(world).map(|(e, t)| (e, t.0.clone())).collect();
        all.into_iter()
            .filter(|(e, _)| only(world, *e))
            .map(|(_, t)| t)
            .collect::<Vec<_>>()
    };
    let values = said(world, &|w, e| w.get::<ChartValue>(e).is_some());
    let mut values = values;
    values.sort();
    assert_eq!(
        values,
        ["10", "21", "5"],
        "the numbers over the bars over par"
    );
    let axis = said(world, &|w, e| w.get::<ChartAxisLabel>(e).is_some());
    for want in ["15+", "10", "5", "par", "oldest", "latest"] {
        assert!(
            axis.iter().any(|a| a == want),
            "no axis label {want:?}: {axis:?}"
        );
    }
    let all = said(world, &|_, _| true);
    for want in [
        "at or under par",
        "moves over par",
        "par not known",
        "1 of 4 levels finished at or under par",
    ] {
        assert!(all.iter().any(|t| t == want), "no {want:?}: {all:?}");
    }
    // Every text of the screen in the window, none over another.
    let mut texts = world.query::<(&Text, &ComputedNode, &UiGlobalTransform)>();
    let areas: Vec<(String, Area)> = texts
        .iter(world)
        .filter(|(t, n, _)| !t.0.is_empty() && n.size().x > 0.0)
        .map(|(t, n, g)| (t.0.clone(), node_area(n, g)))
        .collect();
    let mut faults = Vec::new();
    for (i, (text, area)) in areas.iter().enumerate() {
        if !window_area().holds(area, 0.5) {
            faults.push(format!("{text:?} leaves the window: {area:?}"));
        }
        for (other, at) in &areas[i + 1..] {
            let apart = area.max.x <= at.min.x + 0.5
                || at.max.x <= area.min.x + 0.5
                || area.max.y <= at.min.y + 0.5
                || at.max.y <= area.min.y + 0.5;
            if !apart {
                faults.push(format!("{text:?} overlaps {other:?}"));
            }
        }
    }
    let _ = std::fs::remove_dir_all(dir);
    assert!(faults.is_empty(), "{faults:#?}");
}
