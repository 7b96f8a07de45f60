//! The endless screen: pick a size and a difficulty for a fresh level, play
//! the daily puzzle, or type a game ID to play that level again. Also the
//! "Endless" and "Daily puzzle" buttons of the title screen.

use bevy::prelude::*;
use water_sort_core::game_id::{Difficulty, GameId, Settings, VariantKind, today_utc};
use water_sort_words::{Lang, say};

use super::endless_input::{EndlessAction, EndlessPressed};
use super::rules::{rule_buttons, rule_name, with_rule};
use super::{Endless, EndlessFocus, IdInput, Row};
use crate::game::board::{CurrentLevel, ENDLESS_PROGRESS_KEY};
use crate::game::saves::ProgressStore;
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::gamepad::{KeyHint, menu_hint};
use crate::game::ui::interaction::send;
use crate::game::ui::language::{Language, Said};
use crate::game::ui::settings::open_settings;
use crate::game::ui::theme::{self, Theme, ThemedBorder, ThemedText};
use crate::game::ui::widgets::{
    self, Words, fixed_button_look, label, said_fixed_button_look, with_action,
};

pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Endless), spawn_endless)
        .add_systems(
            Update,
            (
                refresh,
                say_daily_note
                    .run_if(resource_changed::<Language>.or_else(resource_changed::<Endless>)),
            )
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

/// The daily puzzle's button on this screen, whose keys' line (the ID and
/// its size, or today's result) is said again when the language changes.
#[derive(Component)]
struct DailyButton;

/// The daily puzzle button's line: its ID (by `variant`'s rules) and
/// size, or today's result.
fn daily_note(store: &ProgressStore, lang: &Lang, variant: VariantKind) -> String {
    let id = GameId::daily_variant(today_utc(), variant).to_string();
    match store.progress.record(ENDLESS_PROGRESS_KEY, &id).best_moves {
        Some(best) => say!(lang, "endless-daily-done", id = &id, moves = best),
        None => say!(
            lang,
            "endless-daily-about",
            id = &id,
            colours = Settings::DAILY.colours,
            difficulty = difficulty_word(Settings::DAILY.difficulty, lang)
        ),
    }
}

/// A difficulty's name on its button.
fn difficulty_name(difficulty: Difficulty) -> &'static str {
    match difficulty {
        Difficulty::Easy => "endless-easy",
        Difficulty::Medium => "endless-medium",
        Difficulty::Hard => "endless-hard",
    }
}

/// A difficulty inside a sentence.
fn difficulty_word(difficulty: Difficulty, lang: &Lang) -> String {
    say!(
        lang,
        match difficulty {
            Difficulty::Easy => "endless-easy-word",
            Difficulty::Medium => "endless-medium-word",
            Difficulty::Hard => "endless-hard-word",
        }
    )
}

/// A level's settings: "6 colours, 2 empty tubes, height 4, medium"
/// (and its rule when not classic).
pub fn describe(settings: &Settings, lang: &Lang) -> String {
    let size = say!(
        lang,
        "endless-describe",
        colours = settings.colours,
        empty = settings.empty,
        height = settings.height,
        difficulty = difficulty_word(settings.difficulty, lang)
    );
    with_rule(size, settings.variant, lang)
}

/// A message `id` said once and again when the language changes.
fn said(id: &'static str, lang: &Lang) -> (Text, Said) {
    Said::message(id).spawn(lang)
}

/// The title screen's row of endless buttons. Its daily puzzle is the one
/// of `variant`, the rule chosen on the endless screen, which the button
/// names when it is not the classic one.
pub fn title_buttons(store: &ProgressStore, lang: &Lang, variant: VariantKind) -> impl Bundle {
    let today = GameId::daily_variant(today_utc(), variant).to_string();
    let daily = match store
        .progress
        .record(ENDLESS_PROGRESS_KEY, &today)
        .best_moves
    {
        Some(best) => say!(lang, "endless-daily-key-done", best = best),
        None => "D".to_string(),
    };
    (
        Node {
            margin: UiRect::top(px(6)),
            ..default()
        },
        children![
            button(
                said("endless-title", lang),
                menu_hint("E", KeyCode::KeyE),
                EndlessAction::Open
            ),
            button(
                daily_name(variant).spawn(lang),
                menu_hint(daily, KeyCode::KeyD),
                EndlessAction::Daily
            ),
            widgets::button(
                said("settings-panel-title", lang),
                menu_hint("F2", KeyCode::F2),
                open_settings
            ),
        ],
    )
}

/// The title's daily puzzle button: "Daily puzzle", and its rule when
/// that is not the classic one.
fn daily_name(variant: VariantKind) -> Said {
    if variant == VariantKind::Classic {
        return Said::message("endless-daily");
    }
    Said::new(move |l| {
        let rule = say!(l, rule_name(variant));
        say!(l, "endless-daily-rule", rule = rule)
    })
}

/// A button doing an [`EndlessAction`].
fn button(text: impl Words, keys: impl Into<KeyHint>, action: EndlessAction) -> impl Bundle {
    widgets::button(text, keys, send(EndlessPressed(action)))
}

/// The - and + of the values.
fn small_button(text: &str, action: EndlessAction) -> impl Bundle {
    with_action(
        fixed_button_look(text, (44.0, 22.0), UiRect::ZERO),
        send(EndlessPressed(action)),
    )
}

/// A row of the screen: its name on the left, `content` on the right.
fn row(row: Row, name: impl Words, content: impl Bundle) -> impl Bundle {
    (
        RowNode(row),
        Node {
            width: px(720),
            // Eight rows and the footer fit 800x600.
            min_height: px(48),
            flex_direction: FlexDirection::Row,
            justify_content: JustifyContent::SpaceBetween,
            align_items: AlignItems::Center,
            padding: UiRect::axes(px(16), px(3)),
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

fn difficulty_button(difficulty: Difficulty, lang: &Lang) -> impl Bundle {
    let name = Said::message(difficulty_name(difficulty));
    with_action(
        (
            DifficultyButton(difficulty),
            // A longer word widens its button instead of wrapping in it.
            said_fixed_button_look(name, lang, (110.0, 20.0), UiRect::left(px(8))),
        ),
        send(EndlessPressed(EndlessAction::SetDifficulty(difficulty))),
    )
}

fn spawn_endless(
    mut commands: Commands,
    store: Res<ProgressStore>,
    language: Res<Language>,
    endless: Res<Endless>,
) {
    let lang: &Lang = &language;
    let daily_note = daily_note(&store, lang, endless.settings.variant);
    let today = today_utc().to_string();
    let daily_row = Said::new(move |l| say!(l, "endless-daily-row", date = &today));
    commands.spawn((
        EndlessRoot,
        DespawnOnExit(Screen::Endless),
        Node {
            width: percent(100),
            height: percent(100),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            padding: UiRect::axes(px(14), px(8)),
            row_gap: px(4),
            ..default()
        },
        children![
            label(said("endless-title", lang), 44.0, theme::ACCENT),
            label(said("endless-intro", lang), 18.0, theme::TEXT_DIM),
            (
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    row_gap: px(2),
                    // Tight enough that a footer of two lines (the
                    // pseudo-locale's) still fits 800x600.
                    margin: UiRect::top(px(4)),
                    padding: UiRect::axes(px(12), px(8)),
                    border_radius: BorderRadius::all(px(14)),
                    ..default()
                },
                theme::fill(theme::PANEL),
                children![
                    row(
                        Row::Colours,
                        said("endless-colours", lang),
                        stepper(Row::Colours)
                    ),
                    row(Row::Empty, said("endless-empty", lang), stepper(Row::Empty)),
                    row(
                        Row::Height,
                        said("endless-height", lang),
                        stepper(Row::Height)
                    ),
                    row(
                        Row::Difficulty,
                        said("endless-difficulty", lang),
                        (
                            Node::default(),
                            children![
                                difficulty_button(Difficulty::Easy, lang),
                                difficulty_button(Difficulty::Medium, lang),
                                difficulty_button(Difficulty::Hard, lang),
                            ],
                        ),
                    ),
                    row(Row::Rule, said("endless-rule", lang), rule_buttons(lang)),
                    row(
                        Row::Play,
                        said("endless-new-level", lang),
                        button(
                            said("endless-play", lang),
                            menu_hint("Enter", KeyCode::Enter),
                            EndlessAction::Play
                        ),
                    ),
                    row(
                        Row::Daily,
                        daily_row.spawn(lang),
                        (
                            DailyButton,
                            button(
                                said("endless-play-daily", lang),
                                daily_note,
                                EndlessAction::Daily
                            ),
                        ),
                    ),
                    row(
                        Row::Id,
                        said("endless-game-id", lang),
                        (
                            Node {
                                align_items: AlignItems::Center,
                                ..default()
                            },
                            children![
                                with_action(
                                    (
                                        Button,
                                        // At least as wide as an ID; a
                                        // longer example widens it.
                                        Node {
                                            min_width: px(260),
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
                                button(
                                    said("endless-play-id", lang),
                                    menu_hint("Enter", KeyCode::Enter),
                                    EndlessAction::PlayId
                                ),
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
            button(
                said("endless-levels", lang),
                menu_hint("Esc", KeyCode::Escape),
                EndlessAction::Back
            ),
            label(said("endless-footer", lang), 16.0, theme::TEXT_DIM),
        ],
    ));
}

/// The daily puzzle button's line in the language now spoken.
fn say_daily_note(
    language: Res<Language>,
    endless: Res<Endless>,
    store: Res<ProgressStore>,
    buttons: Query<Entity, With<DailyButton>>,
    children: Query<&Children>,
    mut hints: Query<&mut KeyHint>,
) {
    let note = daily_note(&store, &language, endless.settings.variant);
    for e in buttons.iter().flat_map(|b| children.iter_descendants(b)) {
        if let Ok(mut hint) = hints.get_mut(e)
            && hint.keys != note
        {
            hint.keys = note.clone();
        }
    }
}

/// Shows the settings, the focus, the typed ID and the status line.
fn refresh(
    endless: Res<Endless>,
    input: Res<IdInput>,
    focus: Res<EndlessFocus>,
    current: Res<CurrentLevel>,
    store: Res<ProgressStore>,
    theme: Res<Theme>,
    language: Res<Language>,
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
            (say!(language, "endless-id-example"), theme::TEXT_DIM)
        } else if focus.0 == Row::Id {
            (format!("{}_", input.0), theme::TEXT)
        } else {
            (input.0.clone(), theme::TEXT)
        };
        set_text(&mut text, shown);
        colour.set_if_neq(ThemedText(c));
    }
    let lang: &Lang = &language;
    let (line, c) = if let Some(id) = endless.generating() {
        let settings = describe(&id.settings, lang);
        let id = id.to_string();
        (
            say!(lang, "endless-generating", id = id, settings = settings),
            theme::ACCENT,
        )
    } else if let Some(error) = &endless.error {
        (error.clone(), theme::ERROR)
    } else if let Some(level) = current.endless() {
        let id = level.id.to_string();
        let settings = describe(&level.id.settings, lang);
        let line = match store.progress.record(ENDLESS_PROGRESS_KEY, &id).best_moves {
            Some(moves) => say!(
                lang,
                "endless-last-solved",
                id = &id,
                settings = settings,
                moves = moves
            ),
            None => say!(lang, "endless-last-played", id = &id, settings = settings),
        };
        (line, theme::TEXT_DIM)
    } else {
        let settings = describe(&s, lang);
        (
            say!(lang, "endless-new", settings = settings),
            theme::TEXT_DIM,
        )
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
