//! The statistics screen's chart of moves over par: a bar per finished
//! level (the last [`RECENT`](water_sort_core::statistics::RECENT), oldest on the left) standing on the line at
//! par, as tall as the moves over it, each over-par bar with its number on
//! top; an axis of moves over par on the left (par, 5, 10, "15+") with its
//! lines across the chart, the time axis's ends under it ("oldest",
//! "latest"), a legend of the bars' colours and a caption counting the
//! levels finished at or under par. Every word carries its [`Said`].

use bevy::prelude::*;
use water_sort_core::statistics::{Finish, Statistics};
use water_sort_words::{Lang, say};

use crate::game::ui::language::Said;
use crate::game::ui::theme::{self, Ink};
use crate::game::ui::widgets::label;

/// A move over par's height in the chart (UI pixels), and the most moves
/// over par a bar shows (a bar past it stops at the top line, its number
/// still the real one).
const STEP: f32 = 6.0;
const MAX_OVER: u32 = 15;
/// The lines across the chart, every this many moves over par.
const TICK: u32 = 5;
/// The plot's height: par up to [`MAX_OVER`].
const PLOT_H: f32 = STEP * MAX_OVER as f32;
/// Room over the top line for the number over a bar that reaches it.
const VALUE_ROOM: f32 = 14.0;
/// The plot's axis lines: left and at par (under the bars).
const AXIS_LEFT: f32 = 1.0;
const AXIS_BOTTOM: f32 = 2.0;
/// A bar's slot (the bar and the air beside it) and the bar's width.
const SLOT: f32 = 14.0;
const BAR: f32 = 10.0;
/// The fewest slots the plot has (of at most `RECENT`): a few finishes
/// still get a chart of a chart's width.
const MIN_SLOTS: usize = 24;
/// A bar at or under par, or whose par is not known: a low block on the
/// line at par.
const LOW_BAR: f32 = 4.0;
/// Font sizes: the axes' labels, the numbers over the bars, the legend and
/// the caption.
const AXIS_TEXT: f32 = 13.0;
const VALUE_TEXT: f32 = 11.0;
const NOTE_TEXT: f32 = 14.0;

/// A bar of the chart (for tests: the finish it stands for is its index
/// among the bars, oldest first).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChartBar {
    /// Moves over par (0 at or under par), `None` where par is not known.
    pub over: Option<u32>,
}

/// A label of the chart's axes (par, 5, 10, 15+; oldest, latest).
#[derive(Component, Clone, Copy, Debug)]
pub struct ChartAxisLabel;

/// The number over an over-par bar.
#[derive(Component, Clone, Copy, Debug)]
pub struct ChartValue;

/// The chart, its legend and its caption, in a column; "no level finished
/// yet" when there is nothing to show.
pub fn spawn_chart(commands: &mut Commands, s: &Statistics, lang: &Lang) -> Entity {
    let column = commands
        .spawn(Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            row_gap: px(6),
            margin: UiRect::top(px(4)),
            ..default()
        })
        .id();
    if s.recent.is_empty() {
        commands.spawn((
            ChildOf(column),
            label(
                Said::message("statistics-nothing-finished").spawn(lang),
                17.0,
                theme::TEXT_DIM,
            ),
        ));
        return column;
    }
    let overs: Vec<Option<u32>> = s.recent.iter().map(over_par).collect();
    // The axis's labels beside the plot, the time axis's ends under it.
    let plot_row = commands
        .spawn((
            ChildOf(column),
            Node {
                align_items: AlignItems::FlexStart,
                column_gap: px(6),
                ..default()
            },
        ))
        .id();
    let ticks = spawn_ticks(commands, lang);
    let under_plot = commands
        .spawn(Node {
            flex_direction: FlexDirection::Column,
            row_gap: px(2),
            ..default()
        })
        .id();
    commands.entity(plot_row).add_children(&[ticks, under_plot]);
    let plot = spawn_plot(commands, &overs, lang);
    commands.entity(plot).insert(ChildOf(under_plot));
    let ends = commands
        .spawn((
            ChildOf(under_plot),
            Node {
                justify_content: JustifyContent::SpaceBetween,
                column_gap: px(12),
                ..default()
            },
        ))
        .id();
    for id in ["statistics-chart-oldest", "statistics-chart-latest"] {
        commands.spawn((
            ChildOf(ends),
            ChartAxisLabel,
            label(Said::message(id).spawn(lang), AXIS_TEXT, theme::TEXT_DIM),
        ));
    }
    let legend = spawn_legend(commands, lang);
    commands.entity(legend).insert(ChildOf(column));
    let known = overs.iter().flatten().count();
    if known > 0 {
        let at_par = overs.iter().filter(|o| **o == Some(0)).count();
        let caption = Said::new(move |l| {
            say!(
                l,
                "statistics-chart-summary",
                at_par = at_par,
                known = known
            )
        });
        commands.spawn((
            ChildOf(column),
            label(caption.spawn(lang), NOTE_TEXT, theme::TEXT),
        ));
    }
    column
}

/// Moves over par of a finish: 0 at or under par, `None` with no par.
fn over_par(finish: &Finish) -> Option<u32> {
    finish.par.map(|par| finish.moves.saturating_sub(par))
}

/// The axis of moves over par: its labels from the top line ("15+") down
/// to par, each centred on its line (the column is a label taller than the
/// lines' span, from half a label over the top line, its labels spread
/// evenly).
fn spawn_ticks(commands: &mut Commands, lang: &Lang) -> Entity {
    let line_h = AXIS_TEXT * 1.2;
    let ticks = commands
        .spawn(Node {
            flex_direction: FlexDirection::Column,
            justify_content: JustifyContent::SpaceBetween,
            align_items: AlignItems::FlexEnd,
            height: px(PLOT_H + line_h),
            margin: UiRect::top(px(VALUE_ROOM - line_h / 2.0)),
            ..default()
        })
        .id();
    for moves in (0..=MAX_OVER).rev().step_by(TICK as usize) {
        let text = Said::new(move |l| match moves {
            0 => say!(l, "statistics-chart-par"),
            MAX_OVER => say!(l, "statistics-chart-most", moves = moves),
            _ => l.number(f64::from(moves)),
        });
        let ink = if moves == 0 {
            theme::SUCCESS
        } else {
            theme::TEXT_DIM
        };
        commands.spawn((
            ChildOf(ticks),
            ChartAxisLabel,
            label(text.spawn(lang), AXIS_TEXT, ink),
        ));
    }
    ticks
}

/// The plot: the lines across it (par's the axis itself), and the bars.
fn spawn_plot(commands: &mut Commands, overs: &[Option<u32>], lang: &Lang) -> Entity {
    let plot = commands
        .spawn((
            // Sizes include the axis lines (the node's borders).
            Node {
                // A slot per finish, at least MIN_SLOTS (the latest at the
                // right end: fewer leave the left empty).
                width: px(MIN_SLOTS.max(overs.len()) as f32 * SLOT + AXIS_LEFT),
                height: px(VALUE_ROOM + PLOT_H + AXIS_BOTTOM),
                align_items: AlignItems::FlexEnd,
                justify_content: JustifyContent::FlexEnd,
                border: UiRect::new(px(AXIS_LEFT), px(0), px(0), px(AXIS_BOTTOM)),
                ..default()
            },
            theme::border(theme::TEXT_DIM),
        ))
        .id();
    for moves in (TICK..=MAX_OVER).step_by(TICK as usize) {
        commands.spawn((
            ChildOf(plot),
            Node {
                position_type: PositionType::Absolute,
                left: px(0),
                right: px(0),
                bottom: px(moves as f32 * STEP),
                height: px(1),
                ..default()
            },
            theme::fill(theme::BUTTON_BORDER),
        ));
    }
    for &over in overs {
        let (height, ink): (f32, Ink) = match over {
            Some(0) => (LOW_BAR, theme::SUCCESS),
            Some(n) => ((n.min(MAX_OVER) as f32 * STEP).max(LOW_BAR), theme::STAR),
            None => (LOW_BAR, theme::TEXT_DIM),
        };
        let slot = commands
            .spawn((
                ChildOf(plot),
                Node {
                    width: px(SLOT),
                    height: percent(100),
                    flex_direction: FlexDirection::Column,
                    justify_content: JustifyContent::FlexEnd,
                    align_items: AlignItems::Center,
                    ..default()
                },
            ))
            .id();
        if let Some(n) = over.filter(|&n| n > 0) {
            let value = Said::new(move |l| l.number(f64::from(n)));
            commands.spawn((
                ChildOf(slot),
                ChartValue,
                label(value.spawn(lang), VALUE_TEXT, theme::STAR),
            ));
        }
        commands.spawn((
            ChildOf(slot),
            ChartBar { over },
            Node {
                width: px(BAR),
                height: px(height),
                border_radius: BorderRadius::top(px(3)),
                ..default()
            },
            theme::fill(ink),
        ));
    }
    plot
}

/// The bars' colours, named.
fn spawn_legend(commands: &mut Commands, lang: &Lang) -> Entity {
    let legend = commands
        .spawn(Node {
            column_gap: px(16),
            justify_content: JustifyContent::Center,
            ..default()
        })
        .id();
    for (id, ink) in [
        ("statistics-chart-at-par", theme::SUCCESS),
        ("statistics-chart-over-par", theme::STAR),
        ("statistics-chart-no-par", theme::TEXT_DIM),
    ] {
        commands.spawn((
            ChildOf(legend),
            Node {
                align_items: AlignItems::Center,
                column_gap: px(6),
                ..default()
            },
            children![
                (
                    Node {
                        width: px(10),
                        height: px(10),
                        border_radius: BorderRadius::all(px(2)),
                        ..default()
                    },
                    theme::fill(ink),
                ),
                label(Said::message(id).spawn(lang), NOTE_TEXT, theme::TEXT_DIM),
            ],
        ));
    }
    legend
}
