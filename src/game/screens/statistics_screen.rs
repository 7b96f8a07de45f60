//! The statistics screen (S on the level select): totals, each pack's
//! levels finished and stars as bars, the daily puzzle's streaks with a
//! calendar of the last five weeks (its month and weekdays named in the
//! player's language), endless wins by size, and a chart of moves over par
//! for the last finished levels (`statistics_chart.rs`). Esc goes back. Every text carries its
//! [`Said`]: a change of language says the screen again.

use bevy::input::mouse::MouseWheel;
use bevy::prelude::*;
use water_sort_core::game_id::{Date, today_utc};
use water_sort_core::statistics::{RECENT, Statistics};
use water_sort_words::{Lang, say};

use super::quit::quit_prompt_closed;
use super::statistics_chart::spawn_chart;
use crate::game::board::keys::Held;
use crate::game::packs::PackLibrary;
use crate::game::saves::{ProgressStore, SavedGames, StatisticsStore};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::gamepad::menu_hint;
use crate::game::ui::interaction::{Pressed, wheel_pixels};
use crate::game::ui::language::{Language, Said};
use crate::game::ui::settings::settings_closed;
use crate::game::ui::theme;
use crate::game::ui::widgets::{button, label};

pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Statistics), spawn_statistics)
        .add_systems(
            Update,
            (
                (back_on_escape, scroll).run_if(in_state(Screen::Statistics)),
                open_on_key.run_if(in_state(Screen::Title).and_then(quit_prompt_closed)),
            )
                .in_set(GameSet::Input)
                .run_if(settings_closed),
        );
}

/// The level select's button to this screen.
pub fn statistics_button(lang: &Lang) -> impl Bundle {
    button(
        Said::message("statistics-title").spawn(lang),
        menu_hint("S", KeyCode::KeyS),
        |_: On<Pressed>, mut next: ResMut<NextState<Screen>>| next.set(Screen::Statistics),
    )
}

fn open_on_key(keys: Option<Res<ButtonInput<KeyCode>>>, mut next: ResMut<NextState<Screen>>) {
    // Ctrl+S and the like are not this key.
    if keys.is_some_and(|k| k.just_pressed(KeyCode::KeyS) && !Held::of(&k).ctrl) {
        next.set(Screen::Statistics);
    }
}

fn back_on_escape(keys: Option<Res<ButtonInput<KeyCode>>>, mut next: ResMut<NextState<Screen>>) {
    if keys.is_some_and(|k| k.any_just_pressed([KeyCode::Escape, KeyCode::Backspace])) {
        next.set(Screen::Title);
    }
}

/// The screen's node (it scrolls, by the wheel, when a window is too
/// small for it).
#[derive(Component)]
struct StatisticsRoot;

fn scroll(
    mut wheel: MessageReader<MouseWheel>,
    mut roots: Query<&mut ScrollPosition, With<StatisticsRoot>>,
) {
    let down = wheel_pixels(&mut wheel);
    if down != 0.0 {
        for mut pos in &mut roots {
            pos.0.y = (pos.0.y + down).max(0.0);
        }
    }
}

const BAR_WIDTH: f32 = 200.0;
/// The widest the daily streak's line goes before it wraps.
const STREAK_WIDTH: f32 = 340.0;
const SECTION: f32 = 22.0;
const LINE: f32 = 17.0;

fn spawn_statistics(
    mut commands: Commands,
    stats: Res<StatisticsStore>,
    progress: Res<ProgressStore>,
    saved: Res<SavedGames>,
    library: Res<PackLibrary>,
    language: Res<Language>,
) {
    let s = &stats.statistics;
    let lang: &Lang = &language;
    let said = |say: Said| say.spawn(lang);
    let root = commands
        .spawn((
            DespawnOnExit(Screen::Statistics),
            StatisticsRoot,
            Node {
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                padding: UiRect::all(px(18)),
                row_gap: px(6),
                overflow: Overflow::scroll_y(),
                ..default()
            },
        ))
        .id();
    let title = said(Said::message("statistics-title"));
    commands.spawn((ChildOf(root), label(title, 40.0, theme::ACCENT)));

    // Time includes the games still in progress.
    let in_progress: u64 = saved.all().map(|g| u64::from(g.seconds)).sum();
    let (finished, pours) = (s.finished, s.pours);
    let seconds = s.seconds + in_progress;
    let (hints, show_me, extra_tubes) = (s.hints, s.show_me, s.extra_tubes);
    for line in [
        Said::new(move |l| {
            say!(
                l,
                "statistics-totals",
                finished = finished,
                pours = pours,
                time = duration(seconds, l)
            )
        }),
        Said::new(move |l| {
            say!(
                l,
                "statistics-help-used",
                hints = hints,
                show_me = show_me,
                extra_tubes = extra_tubes
            )
        }),
    ] {
        commands.spawn((ChildOf(root), label(said(line), LINE, theme::TEXT)));
    }

    // Packs and endless wins on the left, the daily puzzle on the right:
    // the screen fits 800x600 (a window too narrow puts them one under the
    // other, and the screen scrolls).
    let columns = commands
        .spawn((
            ChildOf(root),
            Node {
                flex_wrap: FlexWrap::Wrap,
                justify_content: JustifyContent::Center,
                align_items: AlignItems::FlexStart,
                column_gap: px(24),
                max_width: percent(100),
                ..default()
            },
        ))
        .id();
    let [left, right] = [(); 2].map(|_| {
        commands
            .spawn((
                ChildOf(columns),
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    row_gap: px(6),
                    ..default()
                },
            ))
            .id()
    });
    commands.spawn((ChildOf(left), section("statistics-packs", lang)));
    for entry in &library.entries {
        let Some(pack) = &entry.good else { continue };
        let total = pack.levels.len();
        let names = || pack.levels.iter().map(|l| l.name.as_str());
        let done = total - progress.progress.unfinished(&entry.file_name, names());
        let stars = progress.progress.stars(&entry.file_name, names());
        let row = pack_row(pack.name_in(lang.tag()), done, total, stars, lang);
        commands.spawn((ChildOf(left), row));
    }

    commands.spawn((ChildOf(right), section("statistics-daily", lang)));
    let today = today_utc();
    let (current, best) = s.daily_streaks(today);
    let solved = s.daily.len();
    let streak = Said::new(move |l| {
        say!(
            l,
            "statistics-streak",
            current = current,
            best = best,
            solved = solved
        )
    });
    // Narrow, on two lines: the column beside the packs' stays narrow.
    commands.spawn((
        ChildOf(right),
        label(said(streak), LINE, theme::TEXT),
        TextLayout::justify(Justify::Center),
        Node {
            max_width: px(STREAK_WIDTH),
            ..default()
        },
    ));
    let calendar = spawn_calendar(&mut commands, s, today, lang);
    commands.entity(calendar).insert(ChildOf(right));

    commands.spawn((ChildOf(left), section("statistics-endless", lang)));
    let endless_wins: Vec<(usize, u32)> = s
        .endless_wins
        .iter()
        .map(|(&colours, &n)| (colours, n))
        .collect();
    let wins = Said::new(move |l| {
        if endless_wins.is_empty() {
            return say!(l, "statistics-none-yet");
        }
        endless_wins
            .iter()
            .map(|&(colours, wins)| {
                say!(l, "statistics-endless-wins", colours = colours, wins = wins)
            })
            .collect::<Vec<_>>()
            .join("    ")
    });
    commands.spawn((ChildOf(left), label(said(wins), LINE, theme::TEXT)));

    let recent = s.recent.len().min(RECENT);
    let over_par = Said::new(move |l| say!(l, "statistics-over-par", count = recent));
    commands.spawn((ChildOf(root), section_said(over_par, lang)));
    let chart = spawn_chart(&mut commands, s, lang);
    commands.entity(chart).insert(ChildOf(root));

    commands.spawn((
        ChildOf(root),
        button(
            said(Said::message("statistics-back")),
            menu_hint("Esc", KeyCode::Escape),
            |_: On<Pressed>, mut next: ResMut<NextState<Screen>>| next.set(Screen::Title),
        ),
    ));
}

/// The time played: "42 s", "12 min", "3 h 05 min".
fn duration(seconds: u64, lang: &Lang) -> String {
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    match (h, m) {
        (0, 0) => say!(lang, "statistics-seconds", seconds = s),
        (0, m) => say!(lang, "statistics-minutes", minutes = m),
        (h, m) => say!(
            lang,
            "statistics-hours",
            hours = h,
            minutes = format!("{m:02}")
        ),
    }
}

/// A section's heading: message `id`.
fn section(id: &'static str, lang: &Lang) -> impl Bundle {
    section_said(Said::message(id), lang)
}

fn section_said(name: Said, lang: &Lang) -> impl Bundle {
    (
        label(name.spawn(lang), SECTION, theme::ACCENT),
        Node {
            margin: UiRect::top(px(10)),
            ..default()
        },
    )
}

/// A pack: its name, a bar of levels finished, the counts and the stars.
fn pack_row(
    name: &str,
    done: usize,
    total: usize,
    (stars, most): (u32, u32),
    lang: &Lang,
) -> impl Bundle {
    let levels = Said::new(move |l| say!(l, "statistics-pack-levels", done = done, total = total));
    let star_count =
        Said::new(move |l| say!(l, "statistics-pack-stars", stars = stars, most = most));
    let filled = if total == 0 {
        0.0
    } else {
        BAR_WIDTH * done as f32 / total as f32
    };
    (
        Node {
            column_gap: px(12),
            align_items: AlignItems::Center,
            ..default()
        },
        children![
            (
                label(name.to_string(), LINE, theme::TEXT),
                Node {
                    width: px(160),
                    ..default()
                }
            ),
            (
                Node {
                    width: px(BAR_WIDTH),
                    height: px(14),
                    border_radius: BorderRadius::all(px(7)),
                    ..default()
                },
                theme::fill(theme::BUTTON),
                children![(
                    Node {
                        width: px(filled),
                        height: percent(100),
                        border_radius: BorderRadius::all(px(7)),
                        ..default()
                    },
                    theme::fill(theme::SUCCESS),
                )],
            ),
            (
                label(levels.spawn(lang), LINE, theme::TEXT_DIM),
                Node {
                    width: px(110),
                    ..default()
                }
            ),
            (
                label(star_count.spawn(lang), LINE, theme::STAR),
                Node {
                    width: px(90),
                    ..default()
                }
            ),
        ],
    )
}

/// The last five weeks, a square a day, filled on a day the daily puzzle
/// was solved; today's square is outlined. Over it, today's month and
/// the weekdays of its columns.
fn spawn_calendar(commands: &mut Commands, s: &Statistics, today: Date, lang: &Lang) -> Entity {
    let column = commands
        .spawn(Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            row_gap: px(4),
            ..default()
        })
        .id();
    let (month, year) = (today.month(), today.year().to_string());
    let month_line =
        Said::new(move |l| say!(l, "statistics-month", month = month, year = year.as_str()));
    commands.spawn((
        ChildOf(column),
        label(month_line.spawn(lang), LINE, theme::TEXT),
    ));
    let grid = commands
        .spawn(Node {
            flex_direction: FlexDirection::Row,
            flex_wrap: FlexWrap::Wrap,
            width: px(7.0 * 24.0),
            column_gap: px(4),
            row_gap: px(4),
            ..default()
        })
        .id();
    let mut day = today;
    let mut days = vec![today];
    for _ in 0..34 {
        match day.yesterday() {
            Ok(d) => {
                day = d;
                days.push(d);
            }
            Err(_) => break,
        }
    }
    // The columns' weekdays, from the first day shown, over the grid.
    let weekdays = commands
        .spawn((
            ChildOf(column),
            Node {
                width: px(7.0 * 24.0),
                column_gap: px(4),
                ..default()
            },
        ))
        .id();
    for d in days.iter().rev().take(7) {
        let weekday = d.weekday().to_monday_one_offset();
        let name = Said::new(move |l| say!(l, "statistics-weekday", weekday = weekday));
        commands.spawn((
            ChildOf(weekdays),
            Node {
                width: px(20),
                justify_content: JustifyContent::Center,
                ..default()
            },
            children![label(name.spawn(lang), 12.0, theme::TEXT_DIM)],
        ));
    }
    for &d in days.iter().rev() {
        let solved = s.daily.contains(&d);
        commands.spawn((
            ChildOf(grid),
            Node {
                width: px(20),
                height: px(20),
                border: UiRect::all(px(if d == today { 2.0 } else { 0.0 })),
                border_radius: BorderRadius::all(px(4)),
                ..default()
            },
            theme::fill(if solved {
                theme::SUCCESS
            } else {
                theme::BUTTON
            }),
            theme::border(theme::ACCENT),
        ));
    }
    commands.entity(grid).insert(ChildOf(column));
    column
}
