//! Every screen in every language, laid out (issue 44): at 800x600 and at
//! 1280x800, in each shipped language and in the pseudo-locale (every
//! message 40 % longer), no text of any screen is cut, leaves the window or
//! overlaps another, and every button holds its labels. Chinese and
//! Japanese are laid out with the game's CJK font and its fallback (the
//! harness installs them as the game does), and their texts are checked to
//! be as wide as real glyphs make them.
//!
//! One app per language goes through the screens as a player does: the
//! first-run lesson, a level in play with the HUD and a hint, the
//! level-complete panel, the level select with a game in progress and
//! levels finished (Continue, stars and par), the help (F1), the settings,
//! the quit prompt, the statistics (with the daily calendar) and the
//! endless screen; each is measured at both window sizes.
//!
//! What is measured, for every text on screen ([`Text`] with a
//! [`ComputedNode`], not hidden, not behind the topmost modal): its node
//! in window pixels, clipped by its clipping ancestors; its laid-out text
//! ([`TextLayoutInfo`]) against its node's content box. A text that a
//! scroll view clips (part of a list scrolled out of view) is fine; one that
//! a clipping node which does not scroll cuts (a button's) is a fault.

use std::collections::HashSet;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::text::TextLayoutInfo;
use bevy::ui::UiGlobalTransform;
use water_sort::game::Screen;
use water_sort::game::assist::Hint;
use water_sort::game::board::{Game, GameAction};
use water_sort::game::packs::PackLibrary;
use water_sort::game::saves::{ProgressStore, StatisticsStore};
use water_sort::game::screens::complete::CompletePanel;
use water_sort::game::screens::endless::Endless;
use water_sort::game::screens::help_panel::HelpOpen;
use water_sort::game::screens::quit::QuitPrompt;
use water_sort::game::ui::interaction::Modal;
use water_sort::game::ui::language::Language;
use water_sort::game::ui::settings::SettingsOpen;
use water_sort_core::game_id::{VariantKind, today_utc};
use water_sort_core::solver::{Limits, Outcome, solve};
use water_sort_words::lang::{PSEUDO, supported};
use water_sort_words::say;

use crate::support::input::{act, tap_key_message};
use crate::support::window::{Area, laid_out_first_run_in, node_area, set_window};
use crate::support::{Env, Harness, fault_report, screen, settle, start, texts, wait_until};

const HARNESS: Harness = Harness {
    pack_file: "unused.ron",
    timeout: Duration::from_secs(60),
    settle_frames: 12,
    one_at_a_time: false,
};

const SIZES: [Vec2; 2] = [Vec2::new(800.0, 600.0), Vec2::new(1280.0, 800.0)];

/// Slack of every comparison, in pixels.
const SLACK: f32 = 1.0;

/// A text as shown: its entity, its ancestors, what it says, where it is
/// (clipped by its clipping ancestors).
struct Shown {
    entity: Entity,
    ancestors: HashSet<Entity>,
    text: String,
    area: Area,
}

/// What was measured, over every screen of every language.
#[derive(Default)]
struct Tally {
    faults: Vec<String>,
    texts: usize,
    /// CJK texts whose width was checked against their glyphs.
    cjk_texts: usize,
}

fn is_cjk(c: char) -> bool {
    matches!(c, '\u{3040}'..='\u{30ff}' | '\u{3400}'..='\u{4dbf}' | '\u{4e00}'..='\u{9fff}')
}

fn empty(a: &Area) -> bool {
    a.max.x - a.min.x < SLACK || a.max.y - a.min.y < SLACK
}

fn overlap(a: &Area, b: &Area) -> bool {
    a.min.x < b.max.x - SLACK
        && b.min.x < a.max.x - SLACK
        && a.min.y < b.max.y - SLACK
        && b.min.y < a.max.y - SLACK
}

fn clips(axis: OverflowAxis) -> bool {
    !matches!(axis, OverflowAxis::Visible)
}

/// The faults of the screen as laid out now, added to `tally` as `what`.
fn measure(app: &mut App, what: &str, tally: &mut Tally) {
    let window = crate::support::window::window_size(app);
    let screen_area = Area {
        min: Vec2::ZERO,
        max: window,
    };
    let ui_scale = app.world().resource::<UiScale>().0;
    let world = app.world_mut();
    // The topmost modal: what is behind it is dimmed, not read.
    let mut modals = world.query::<(Entity, &Modal, &InheritedVisibility)>();
    let top_modal = modals
        .iter(world)
        .filter(|(_, _, v)| v.get())
        .max_by_key(|(_, m, _)| m.0)
        .map(|(e, _, _)| e);
    let mut texts = world.query::<(
        Entity,
        &Text,
        &TextFont,
        &TextLayoutInfo,
        &ComputedNode,
        &UiGlobalTransform,
        &InheritedVisibility,
    )>();
    let mut nodes = world.query::<(&Node, &ComputedNode, &UiGlobalTransform)>();
    let mut parents = world.query::<&ChildOf>();
    let mut buttons = world.query_filtered::<(), With<Button>>();
    let mut shown = Vec::new();
    let mut faults = Vec::new();
    let mut count = 0;
    for (entity, text, font, layout, node, at, visible) in texts.iter(world) {
        if text.0.trim().is_empty() || !visible.get() {
            continue;
        }
        let mut ancestors = Vec::new();
        let mut up = entity;
        while let Ok(parent) = parents.get(world, up) {
            up = parent.parent();
            ancestors.push(up);
        }
        if top_modal.is_some_and(|m| !ancestors.contains(&m)) {
            continue;
        }
        let hidden = std::iter::once(entity)
            .chain(ancestors.iter().copied())
            .any(|e| {
                nodes
                    .get(world, e)
                    .is_ok_and(|(n, _, _)| n.display == Display::None)
            });
        if hidden {
            continue;
        }
        let said = format!("{what}: {:?}", text.0);
        let area = node_area(node, at);
        // Clipped by each clipping ancestor, the nearest first: a scroll
        // view may hide part of its content, other clipping nodes may not.
        let mut seen = area;
        let mut scrolled = false;
        for &a in &ancestors {
            let Ok((n, computed, a_at)) = nodes.get(world, a) else {
                continue;
            };
            if !clips(n.overflow.x) && !clips(n.overflow.y) {
                continue;
            }
            let outer = node_area(computed, a_at);
            let border = computed.border;
            let clip = Area {
                min: outer.min + border.min_inset,
                max: outer.max - border.max_inset,
            };
            for (axis, overflow) in [(0, n.overflow.x), (1, n.overflow.y)] {
                if !clips(overflow) {
                    continue;
                }
                let inside = seen.min[axis] >= clip.min[axis] - SLACK
                    && seen.max[axis] <= clip.max[axis] + SLACK;
                if inside {
                    continue;
                }
                if overflow == OverflowAxis::Scroll {
                    scrolled = true;
                } else if !scrolled {
                    faults.push(format!(
                        "{said} is cut by a clipping node: {seen:?} in {clip:?}"
                    ));
                }
                seen.min[axis] = seen.min[axis].max(clip.min[axis]);
                seen.max[axis] = seen.max[axis].min(clip.max[axis]);
            }
        }
        if empty(&seen) {
            if !scrolled && !empty(&area) {
                faults.push(format!("{said} is clipped away"));
            }
            if empty(&area) {
                faults.push(format!("{said} is not laid out: {area:?}"));
            }
            continue;
        }
        count += 1;
        if !screen_area.holds(&seen, SLACK) {
            faults.push(format!("{said} leaves the window {window}: {seen:?}"));
        }
        // The text's layout is in logical pixels, the node's in physical.
        let drawn = layout.size / node.inverse_scale_factor();
        let room = node.content_box().size();
        // A wrapped line's trailing space counts in the layout's width
        // but is not drawn: the glyphs' ink decides.
        let ink = layout
            .glyphs
            .iter()
            .filter(|g| g.atlas_info.rect.width() > 0.0)
            .map(|g| {
                let half = g.atlas_info.rect.width() / 2.0;
                (g.position.x - half, g.position.x + half)
            })
            .fold((f32::MAX, f32::MIN), |(a, b), (l, r)| (a.min(l), b.max(r)));
        let ink_width = (ink.1 - ink.0).max(0.0);
        if drawn.x.min(ink_width) > room.x + SLACK || drawn.y > room.y + SLACK {
            faults.push(format!(
                "{said} is cut: laid out {:.0}x{:.0} in a node of {:.0}x{:.0}",
                drawn.x, drawn.y, room.x, room.y
            ));
        }
        if let Some(&button) = ancestors.iter().find(|&&a| buttons.get(world, a).is_ok())
            && let Ok((_, b, b_at)) = nodes.get(world, button)
        {
            let held = node_area(b, b_at);
            if !held.holds(&area, SLACK) {
                faults.push(format!("{said} leaves its button: {area:?} in {held:?}"));
            }
        }
        // Chinese and Japanese drawn with real glyphs: a CJK glyph is one
        // em wide (a missing one is DejaVu's box, 0.6 em).
        let cjk = text.0.chars().filter(|&c| is_cjk(c)).count();
        if cjk >= 2
            && text
                .0
                .chars()
                .all(|c| is_cjk(c) || "：。、，「」・".contains(c))
        {
            let FontSize::Px(px) = font.font_size else {
                panic!("{said}: font sizes are in pixels");
            };
            let em = px * ui_scale;
            let width = drawn.x;
            // Wrapped over lines, the widest line holds at least its share.
            let lines = (drawn.y / (em * 1.2)).round().max(1.0);
            if width * lines < 0.9 * em * text.0.chars().count() as f32 {
                faults.push(format!(
                    "{said}: {:.0} px wide for {} CJK characters of {em:.0} px: no CJK glyphs?",
                    width,
                    text.0.chars().count()
                ));
            }
            tally.cjk_texts += 1;
        }
        shown.push(Shown {
            entity,
            ancestors: ancestors.into_iter().collect(),
            text: text.0.clone(),
            area: seen,
        });
    }
    for (i, a) in shown.iter().enumerate() {
        for b in &shown[i + 1..] {
            if a.ancestors.contains(&b.entity) || b.ancestors.contains(&a.entity) {
                continue;
            }
            if overlap(&a.area, &b.area) {
                faults.push(format!(
                    "{what}: {:?} {:?} overlaps {:?} {:?}",
                    a.text, a.area, b.text, b.area
                ));
            }
        }
    }
    assert!(count > 0, "{what}: no text on screen");
    tally.texts += count;
    tally.faults.extend(faults);
}

/// The screen as it is now, measured at each window size.
fn measure_sizes(app: &mut App, tag: &str, what: &str, tally: &mut Tally) {
    for size in SIZES {
        set_window(app, size);
        settle(app);
        measure(app, &format!("{tag} {}x{}, {what}", size.x, size.y), tally);
    }
}

fn run(app: &mut App, frames: usize) {
    for _ in 0..frames {
        app.update();
    }
}

/// Plays the level in play to its end by the solver's moves.
fn solve_level(app: &mut App) {
    let board = app.world().resource::<Game>().board().clone();
    let Outcome::Optimal(moves) = solve(&board, &Limits::default(), None).outcome else {
        panic!("a shipped level is solvable");
    };
    for pour in moves {
        act(app, GameAction::Pour(pour));
    }
    settle(app);
    assert!(app.world().resource::<Game>().won.is_some(), "won");
}

/// The first levels of the first pack finished, with stars.
fn finish_some_levels(app: &mut App) {
    let entry = &app.world().resource::<PackLibrary>().entries[0];
    let file = entry.file_name.clone();
    let names: Vec<String> = entry.good.as_ref().unwrap().levels[3..8]
        .iter()
        .map(|l| l.name.clone())
        .collect();
    let mut store = app.world_mut().resource_mut::<ProgressStore>();
    for (i, name) in names.iter().enumerate() {
        store
            .progress
            .finish(&file, name, 12 + i as u32, 1 + (i % 3) as u8);
    }
    // The daily calendar with some days solved.
    let mut day = today_utc();
    let mut statistics = app.world_mut().resource_mut::<StatisticsStore>();
    for _ in 0..5 {
        day = day.yesterday().unwrap();
        statistics.statistics.daily.insert(day);
    }
    app.world_mut().resource_mut::<PackLibrary>().set_changed();
}

fn to_screen(app: &mut App, to: Screen) {
    app.world_mut().resource_mut::<NextState<Screen>>().set(to);
    wait_until(app, "the screen", |w| screen(w) == to);
    settle(app);
}

/// Every screen of the game in `tag`, measured.
fn every_screen(tag: &str, tally: &mut Tally) {
    let (app, dir) =
        laid_out_first_run_in(HARNESS, &format!("languages-{tag}"), SIZES[0], Some(tag));
    let mut env = Env::new(app, dir);
    let app = &mut env.app;
    settle(app);
    measure_sizes(app, tag, "the lesson", tally);
    tap_key_message(app, KeyCode::Escape);
    wait_until(app, "the level select", |w| screen(w) == Screen::Title);
    finish_some_levels(app);
    // A level won: the level-complete panel.
    start(app, 0, 1);
    solve_level(app);
    let panel = |w: &World| {
        w.try_query::<&CompletePanel>()
            .is_some_and(|mut q| q.iter(w).next().is_some())
    };
    wait_until(app, "the level-complete panel", panel);
    settle(app);
    measure_sizes(app, tag, "the level-complete panel", tally);
    to_screen(app, Screen::Title);
    // A level in play with a hint shown, then left with a move made.
    start(app, 0, 2);
    act(app, GameAction::Hint);
    wait_until(app, "the hint", |w| w.resource::<Hint>().wanted.is_none());
    assert!(
        app.world().resource::<Hint>().shown.is_some(),
        "{tag}: a hint"
    );
    settle(app);
    measure_sizes(app, tag, "a level in play with a hint", tally);
    let pour = app.world().resource::<Hint>().shown.as_ref().unwrap().pour;
    act(app, GameAction::Pour(pour));
    settle(app);
    act(app, GameAction::Back);
    wait_until(app, "the level select", |w| screen(w) == Screen::Title);
    settle(app);
    measure_sizes(app, tag, "the level select", tally);
    for (what, open) in [
        ("the help panel", open_help as fn(&mut App, bool)),
        ("the settings panel", open_settings),
        ("the quit prompt", open_quit),
    ] {
        open(app, true);
        run(app, 2);
        measure_sizes(app, tag, what, tally);
        open(app, false);
        run(app, 2);
    }
    to_screen(app, Screen::Statistics);
    measure_sizes(app, tag, "the statistics", tally);
    to_screen(app, Screen::Endless);
    measure_sizes(app, tag, "the endless screen", tally);
    // The level select again, its daily puzzle by the rule of the longest
    // name in this language, which its button says.
    let lang = app.world().resource::<Language>().0.clone();
    let (rule, name) = [
        (VariantKind::Heights, "endless-rule-heights"),
        (VariantKind::Locks, "endless-rule-locks"),
        (VariantKind::Ball, "endless-rule-ball"),
    ]
    .map(|(rule, id)| (rule, say!(lang, id)))
    .into_iter()
    .max_by_key(|(_, name)| name.chars().count())
    .unwrap();
    app.world_mut().resource_mut::<Endless>().settings.variant = rule;
    to_screen(app, Screen::Title);
    let daily = say!(lang, "endless-daily-rule", rule = name);
    assert!(texts(app).contains(&daily), "{tag}: {daily}");
    measure_sizes(app, tag, "the level select, its daily by a rule", tally);
}

fn open_help(app: &mut App, open: bool) {
    app.world_mut().resource_mut::<HelpOpen>().0 = open;
}

fn open_settings(app: &mut App, open: bool) {
    app.world_mut().resource_mut::<SettingsOpen>().0 = open;
}

fn open_quit(app: &mut App, open: bool) {
    app.world_mut().resource_mut::<QuitPrompt>().0 = open;
}

#[test]
fn no_text_is_cut_or_overlaps_in_any_language_at_800x600_and_up() {
    let began = Instant::now();
    let mut tally = Tally::default();
    let tags: Vec<&str> = supported().chain([PSEUDO]).collect();
    assert!(tags.len() >= 8, "{tags:?}");
    for tag in &tags {
        every_screen(tag, &mut tally);
    }
    println!(
        "{} texts measured ({} CJK texts against their glyphs) in {} languages in {:.1} s",
        tally.texts,
        tally.cjk_texts,
        tags.len(),
        began.elapsed().as_secs_f32()
    );
    assert!(tally.cjk_texts >= 20, "{} CJK texts", tally.cjk_texts);
    assert!(
        tally.faults.is_empty(),
        "{}",
        fault_report(&tally.faults, 60)
    );
}
