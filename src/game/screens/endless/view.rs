//! The endless screen: pick a size and a difficulty for a fresh level, play
//! the daily puzzle, or type a game ID to play that level again. Also the
//! "Endless" and "Daily puzzle" buttons of the title screen.

use bevy::prelude::*;
use water_sort_core::game_id::{Difficulty, GameId, Settings, today_utc};

use super::endless_input::{EndlessAction, EndlessPressed};
use super::{Endless, EndlessFocus, IdInput, Row};
use crate::game::board::{CurrentLevel, ENDLESS_PROGRESS_KEY};
use crate::game::saves::ProgressStore;
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::gamepad::{KeyHint, menu_hint};
use crate::game::ui::interaction::send;
use crate::game::ui::settings::open_settings;
use crate::game::ui::theme::{self, Theme, ThemedBorder, ThemedText};
use crate::game::ui::widgets::{self, fixed_button_look, label, with_action};

pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Endless), spawn_endless)
        .add_systems(
            Update,
            refresh
                .in_set(GameSet::View)
                .run_if(in_state(Screen::Endless)),
        );
}

#[derive(Component)]
pub struct EndlessRoot;

#[derive(Component, Clone, Copy)]
struct RowNode(Row);

#[derive(Component, Clone, Copy)]
struct ValueText(Row);

#[derive(Component, Clone, Copy)]
struct DifficultyButton(Difficulty);

#[derive(Component)]
pub struct IdFieldText;

#[derive(Component)]
pub struct StatusText;

/// The title screen's row of endless buttons.
pub fn title_buttons(store: &ProgressStore) -> impl Bundle {
    let today = GameId::daily(today_utc()).to_string();
    let daily = match store
        .progress
        .record(ENDLESS_PROGRESS_KEY, &today)
        .best_moves
    {
        Some(best) => format!("D   (today's: done in {best})"),
        None => "D".to_string(),
    };
    (
        Node {
            margin: UiRect::top(px(6)),
            ..default()
        },
        children![
            button(
                "Endless",
                menu_hint("E", KeyCode::KeyE),
                EndlessAction::Open
            ),
            button(
                "Daily puzzle",
                menu_hint(daily, KeyCode::KeyD),
                EndlessAction::Daily
            ),
            widgets::button("Settings", menu_hint("F2", KeyCode::F2), open_settings),
        ],
    )
}

/// A button doing an [`EndlessAction`].
fn button(text: impl Into<String>, keys: impl Into<KeyHint>, action: EndlessAction) -> impl Bundle {
    widgets::button(text, keys, send(EndlessPressed(action)))
}

/// The - and + of the values.
fn small_button(text: impl Into<String>, action: EndlessAction) -> impl Bundle {
    with_action(
        fixed_button_look(text, (44.0, 22.0), UiRect::ZERO),
        send(EndlessPressed(action)),
    )
}

/// A row of the screen: its name on the left, `content` on the right.
fn row(row: Row, name: impl Into<String>, content: impl Bundle) -> impl Bundle {
    (
        RowNode(row),
        Node {
            width: px(720),
            min_height: px(54),
            flex_direction: FlexDirection::Row,
            justify_content: JustifyContent::SpaceBetween,
            align_items: AlignItems::Center,
            padding: UiRect::axes(px(16), px(6)),
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(12)),
            ..default()
        },
        BorderColor::all(Color::NONE),
        children![label(name, 22.0, theme::TEXT), content],
    )
}

fn stepper(which: Row) -> impl Bundle {
    (
        Node {
            flex_direction: FlexDirection::Row,
            align_items: AlignItems::Center,
            column_gap: px(8),
            ..default()
        },
        children![
            small_button("-", EndlessAction::Change(which, -1)),
            (
                Node {
                    width: px(56),
                    justify_content: JustifyContent::Center,
                    ..default()
                },
                children![(ValueText(which), label("", 26.0, theme::ACCENT))],
            ),
            small_button("+", EndlessAction::Change(which, 1)),
        ],
    )
}

fn difficulty_button(difficulty: Difficulty) -> impl Bundle {
    let mut name = difficulty.name().to_string();
    name[..1].make_ascii_uppercase();
    with_action(
        (
            DifficultyButton(difficulty),
            fixed_button_look(name, (110.0, 20.0), UiRect::left(px(8))),
        ),
        send(EndlessPressed(EndlessAction::SetDifficulty(difficulty))),
    )
}

fn spawn_endless(mut commands: Commands, store: Res<ProgressStore>) {
    let today = today_utc();
    let daily_id = GameId::daily(today);
    let daily_note = match store
        .progress
        .record(ENDLESS_PROGRESS_KEY, &daily_id.to_string())
        .best_moves
    {
        Some(best) => format!("{daily_id}  done in {best} moves"),
        None => format!(
            "{daily_id}  {} colours, {}",
            Settings::DAILY.colours,
            Settings::DAILY.difficulty.name()
        ),
    };
    commands.spawn((
        EndlessRoot,
        DespawnOnExit(Screen::Endless),
        Node {
            width: percent(100),
            height: percent(100),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            padding: UiRect::all(px(14)),
            row_gap: px(4),
            ..default()
        },
        children![
            label("Endless", 44.0, theme::ACCENT),
            label(
                "Fresh levels, solvable every one. Share a level by its game ID.",
                18.0,
                theme::TEXT_DIM,
            ),
            (
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    row_gap: px(2),
                    margin: UiRect::top(px(8)),
                    padding: UiRect::all(px(12)),
                    border_radius: BorderRadius::all(px(14)),
                    ..default()
                },
                theme::fill(theme::PANEL),
                children![
                    row(Row::Colours, "Colours", stepper(Row::Colours)),
                    row(Row::Empty, "Empty tubes", stepper(Row::Empty)),
                    row(Row::Height, "Tube height", stepper(Row::Height)),
                    row(
                        Row::Difficulty,
                        "Difficulty",
                        (
                            Node::default(),
                            children![
                                difficulty_button(Difficulty::Easy),
                                difficulty_button(Difficulty::Medium),
                                difficulty_button(Difficulty::Hard),
                            ],
                        ),
                    ),
                    row(
                        Row::Play,
                        "New level",
                        button("Play", menu_hint("Enter", KeyCode::Enter), EndlessAction::Play),
                    ),
                    row(
                        Row::Daily,
                        format!("Daily puzzle, {today}"),
                        button("Play daily", daily_note, EndlessAction::Daily),
                    ),
                    row(
                        Row::Id,
                        "Game ID",
                        (
                            Node {
                                align_items: AlignItems::Center,
                                ..default()
                            },
                            children![
                                with_action(
                                    (
                                    Button,
                                    Node {
                                        width: px(260),
                                        height: px(44),
                                        padding: UiRect::axes(px(12), px(6)),
                                        align_items: AlignItems::Center,
                                        border: UiRect::all(px(2)),
                                        border_radius: BorderRadius::all(px(8)),
                                        overflow: Overflow::clip(),
                                        ..default()
                                    },
                                    theme::fill(theme::FIELD),
                                    theme::border(theme::BUTTON_BORDER),
                                    children![(IdFieldText, label("", 22.0, theme::TEXT))],
                                    ),
                                    send(EndlessPressed(EndlessAction::FocusId)),
                                ),
                                button("Play ID", menu_hint("Enter", KeyCode::Enter), EndlessAction::PlayId),
                            ],
                        ),
                    ),
                ],
            ),
            (
                Node {
                    min_height: px(46),
                    max_width: px(900),
                    margin: UiRect::top(px(6)),
                    ..default()
                },
                children![(StatusText, label("", 18.0, theme::TEXT_DIM))],
            ),
            button("Levels", menu_hint("Esc", KeyCode::Escape), EndlessAction::Back),
            label(
                "Up/Down: choose    Left/Right: change    Enter: play    type a game ID to play it again",
                16.0,
                theme::TEXT_DIM,
            ),
        ],
    ));
}

/// Shows the settings, the focus, the typed ID and the status line.
fn refresh(
    endless: Res<Endless>,
    input: Res<IdInput>,
    focus: Res<EndlessFocus>,
    current: Res<CurrentLevel>,
    store: Res<ProgressStore>,
    theme: Res<Theme>,
    mut rows: Query<(&RowNode, &mut BorderColor), Without<DifficultyButton>>,
    mut values: Query<(&ValueText, &mut Text), (Without<IdFieldText>, Without<StatusText>)>,
    mut difficulties: Query<(&DifficultyButton, &mut ThemedBorder), Without<RowNode>>,
    mut field: Query<(&mut Text, &mut ThemedText), (With<IdFieldText>, Without<StatusText>)>,
    mut status: Query<(&mut Text, &mut ThemedText), (With<StatusText>, Without<IdFieldText>)>,
) {
    let s = endless.settings;
    for (row, mut border) in &mut rows {
        let want = BorderColor::all(if row.0 == focus.0 {
            theme.accent
        } else {
            Color::NONE
        });
        if *border != want {
            *border = want;
        }
    }
    for (value, mut text) in &mut values {
        let v = match value.0 {
            Row::Colours => s.colours,
            Row::Empty => s.empty,
            _ => s.height,
        };
        set_text(&mut text, v.to_string());
    }
    for (button, mut border) in &mut difficulties {
        border.set_if_neq(ThemedBorder(if button.0 == s.difficulty {
            theme::ACCENT
        } else {
            theme::BUTTON_BORDER
        }));
    }
    for (mut text, mut colour) in &mut field {
        let (shown, c) = if input.0.is_empty() && focus.0 != Row::Id {
            ("e.g. 9M24-7KQ3X9".to_string(), theme::TEXT_DIM)
        } else if focus.0 == Row::Id {
            (format!("{}_", input.0), theme::TEXT)
        } else {
            (input.0.clone(), theme::TEXT)
        };
        set_text(&mut text, shown);
        colour.set_if_neq(ThemedText(c));
    }
    let (line, c) = if let Some(id) = endless.generating() {
        (
            format!("Generating {id} ({})...", id.settings.describe()),
            theme::ACCENT,
        )
    } else if let Some(error) = &endless.error {
        (error.clone(), theme::ERROR)
    } else if let Some(level) = current.endless() {
        let id = level.id.to_string();
        let done = store
            .progress
            .record(ENDLESS_PROGRESS_KEY, &id)
            .best_moves
            .map(|b| format!(", solved in {b} moves"))
            .unwrap_or_default();
        (
            format!("Last played: {id} ({}{done})", level.id.settings.describe()),
            theme::TEXT_DIM,
        )
    } else {
        (format!("New level: {}", s.describe()), theme::TEXT_DIM)
    };
    for (mut text, mut colour) in &mut status {
        set_text(&mut text, line.clone());
        colour.set_if_neq(ThemedText(c));
    }
}

fn set_text(text: &mut Text, value: String) {
    if text.0 != value {
        text.0 = value;
    }
}
