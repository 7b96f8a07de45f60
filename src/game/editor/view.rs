//! The editor's panels: the title, level line and status lines above the
//! tubes; under them the palette bar (each colour with its key, symbol and
//! count, wrong counts marked), the buttons in groups and the key help.
//! Everything is redrawn from the [`EditorSession`]; nothing here decides.

use bevy::prelude::*;
use water_sort_words::{Lang, say};

use super::toolbar::{HELP, Label, Tool, tool_button, tool_groups};
use super::variants::Live;
use super::{EditorAction, EditorSession};
use crate::game::scene::{is_light, palette_colour};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::interaction::{InteractionPalette, send};
use crate::game::ui::language::{Language, Said};
use crate::game::ui::theme::{self, Paint, ThemedText};
use crate::game::ui::widgets::{font, label, with_action};

/// The palette, tools and help under the tubes.
#[derive(Component)]
pub struct BottomPanel;

/// The title and status lines over the tubes.
#[derive(Component)]
pub struct TopPanel;

#[derive(Component)]
struct EditorTitle;
#[derive(Component)]
struct EditorLevelLine;
#[derive(Component)]
struct EditorStatus;
#[derive(Component)]
struct EditorMessage;
#[derive(Component)]
struct PaletteBar;

pub fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Editor),
        spawn_panels
            .in_set(GameSet::View)
            .run_if(resource_exists::<EditorSession>),
    )
    .add_systems(
        Update,
        (update_texts, update_palette)
            .in_set(GameSet::View)
            .run_if(in_state(Screen::Editor).and_then(resource_exists::<EditorSession>)),
    );
}

/// A label made from message `id`, said again when the language changes.
fn said_label(id: &'static str, lang: &Lang, size: f32, ink: theme::Ink) -> impl Bundle {
    let said = Said::message(id);
    (label(said.text(lang), size, ink), said)
}

/// What a tool's label says now, and its marker when it follows the level.
fn label_said(label: Label, session: &EditorSession) -> (Said, Option<Live>) {
    match label {
        Label::Message(id) => (Said::message(id), None),
        Label::Live(live) => (live.said_now(session), Some(live)),
    }
}

fn spawn_panels(mut commands: Commands, language: Res<Language>, session: Res<EditorSession>) {
    let root = commands
        .spawn((
            DespawnOnExit(Screen::Editor),
            Node {
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                justify_content: JustifyContent::SpaceBetween,
                align_items: AlignItems::Center,
                padding: UiRect::axes(px(16), px(10)),
                ..default()
            },
        ))
        .id();
    commands.spawn((
        ChildOf(root),
        TopPanel,
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            row_gap: px(2),
            ..default()
        },
        children![
            // Centred line by line: the title's note and a mystery level's
            // two verdicts are second lines.
            (
                EditorTitle,
                label("", 24.0, theme::ACCENT),
                TextLayout::justify(Justify::Center)
            ),
            (EditorLevelLine, label("", 17.0, theme::TEXT)),
            (
                EditorStatus,
                label("", 17.0, theme::TEXT_DIM),
                TextLayout::justify(Justify::Center)
            ),
            (EditorMessage, label("", 15.0, theme::TEXT_DIM)),
        ],
    ));
    let bottom = commands
        .spawn((
            ChildOf(root),
            BottomPanel,
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(4),
                width: percent(100),
                ..default()
            },
        ))
        .id();
    commands.spawn((
        ChildOf(bottom),
        PaletteBar,
        // Wrapping rows as wide as the panel: shrunk to fit its content,
        // a row could wrap at some UI scales without the panel growing.
        Node {
            flex_direction: FlexDirection::Row,
            flex_wrap: FlexWrap::Wrap,
            justify_content: JustifyContent::Center,
            column_gap: px(4),
            row_gap: px(4),
            width: percent(100),
            ..default()
        },
    ));
    let tools = commands
        .spawn((
            ChildOf(bottom),
            Node {
                flex_direction: FlexDirection::Row,
                flex_wrap: FlexWrap::Wrap,
                justify_content: JustifyContent::Center,
                column_gap: px(10),
                row_gap: px(4),
                width: percent(100),
                max_width: px(1260),
                ..default()
            },
        ))
        .id();
    for (caption, tools_of_group) in tool_groups() {
        let group = commands
            .spawn((
                ChildOf(tools),
                Node {
                    flex_direction: FlexDirection::Row,
                    align_items: AlignItems::Center,
                    padding: UiRect::axes(px(6), px(1)),
                    border: UiRect::all(px(1)),
                    border_radius: BorderRadius::all(px(12)),
                    ..default()
                },
                theme::fill(theme::GROUP),
                theme::border(theme::BUTTON_BORDER),
            ))
            .id();
        commands.spawn((
            ChildOf(group),
            Node {
                margin: UiRect::right(px(4)),
                ..default()
            },
            said_label(caption, &language, 13.0, theme::ACCENT),
        ));
        for tool in tools_of_group {
            match tool {
                Tool::Button(head, width, action) => {
                    let (said, live) = label_said(head, &session);
                    let button = commands
                        .spawn((ChildOf(group), tool_button(said, &language, width, action)))
                        .id();
                    if let Some(live) = live {
                        commands.entity(button).insert(live);
                    }
                }
                Tool::Pair(head, [(a, less), (b, more)]) => {
                    if let Some(head) = head {
                        let (said, live) = label_said(head, &session);
                        let text = commands
                            .spawn((
                                ChildOf(group),
                                Node {
                                    margin: UiRect::left(px(6)),
                                    ..default()
                                },
                                label(said.text(&language), 14.0, theme::TEXT),
                                said,
                            ))
                            .id();
                        if let Some(live) = live {
                            commands.entity(text).insert(live);
                        }
                    }
                    for (sign, action) in [(a, less), (b, more)] {
                        let said = Said::new(move |_| sign.to_string());
                        commands
                            .spawn((ChildOf(group), tool_button(said, &language, 34.0, action)));
                    }
                }
            }
        }
    }
    // The help in phrases: a line breaks between them, never inside one.
    let help = commands
        .spawn((
            ChildOf(bottom),
            Node {
                flex_direction: FlexDirection::Row,
                flex_wrap: FlexWrap::Wrap,
                justify_content: JustifyContent::Center,
                column_gap: px(14),
                width: percent(100),
                max_width: px(1260),
                ..default()
            },
        ))
        .id();
    for phrase in HELP {
        commands.spawn((
            ChildOf(help),
            said_label(phrase, &language, 13.0, theme::TEXT_DIM),
        ));
    }
}

fn update_texts(
    session: Res<EditorSession>,
    language: Res<Language>,
    fresh: Query<(), Added<EditorTitle>>,
    mut texts: ParamSet<(
        Query<&mut Text, With<EditorTitle>>,
        Query<&mut Text, With<EditorLevelLine>>,
        Query<(&mut Text, &mut ThemedText), With<EditorStatus>>,
        Query<(&mut Text, &mut ThemedText), With<EditorMessage>>,
    )>,
) {
    // New panels (back from a playtest) are filled even if nothing changed.
    // A new language says them again.
    if !session.is_changed() && !language.is_changed() && fresh.is_empty() {
        return;
    }
    let editor = &session.editor;
    let pack = editor.pack();
    let level = editor.level();
    let title_id = if editor.is_dirty() {
        "editor-title-unsaved"
    } else {
        "editor-title"
    };
    let mut title = say!(
        language,
        title_id,
        pack = &pack.name,
        file = &session.display
    );
    if let Some(note) = &session.note {
        title.push('\n');
        title.push_str(&note.text(&language));
    }
    let colour = pack
        .palette
        .get(editor.colour as usize)
        .map(|c| format!("{} ({})", c.name, c.key))
        .unwrap_or_default();
    let line = say!(
        language,
        "editor-level-line",
        level = editor.level_index() + 1,
        level_count = pack.levels.len(),
        name = &level.name,
        capacity = level.capacity,
        tube_count = level.tubes.len(),
        tube = editor.tube() + 1,
        colour = colour
    );
    set_text(&mut texts.p0(), title);
    set_text(&mut texts.p1(), line);
    let status = session.status(&language);
    let status_colour = if !editor.problems().is_empty() {
        theme::ERROR
    } else if session.assessment().is_some_and(|a| {
        matches!(
            a,
            water_sort_core::editor::Assessment::Solvable { .. }
                | water_sort_core::editor::Assessment::SolvableNotOptimal { .. }
        )
    }) {
        theme::SUCCESS
    } else {
        theme::TEXT_DIM
    };
    for (mut text, mut colour) in &mut texts.p2() {
        text.0.clone_from(&status);
        colour.set_if_neq(ThemedText(status_colour));
    }
    let (message, colour) = match &session.message {
        Some(m) if session.error => (m.clone(), theme::ERROR),
        Some(m) => (m.clone(), theme::TEXT),
        None => (String::new(), theme::TEXT_DIM),
    };
    for (mut text, mut c) in &mut texts.p3() {
        text.0.clone_from(&message);
        c.set_if_neq(ThemedText(colour));
    }
}

fn set_text(query: &mut Query<&mut Text, impl bevy::ecs::query::QueryFilter>, value: String) {
    for mut text in query.iter_mut() {
        if text.0 != value {
            text.0.clone_from(&value);
        }
    }
}

/// The palette bar: rebuilt when the pack, the level or the chosen colour
/// changes.
fn update_palette(
    mut commands: Commands,
    session: Res<EditorSession>,
    bars: Query<Entity, With<PaletteBar>>,
    mut last: Local<Option<(Entity, Vec<usize>, usize, u8, Vec<String>)>>,
) {
    let Ok(bar) = bars.single() else { return };
    let editor = &session.editor;
    let counts = editor.colour_counts();
    let wrong_counts = editor.miscounted_colours();
    let capacity = editor.level().capacity;
    let shown: Vec<String> = editor
        .pack()
        .palette
        .iter()
        .map(|c| format!("{c:?}"))
        .collect();
    // The bar entity is part of the key: new panels get a new bar.
    let key = (bar, counts.clone(), capacity, editor.colour, shown);
    if last.as_ref() == Some(&key) {
        return;
    }
    *last = Some(key);
    commands.entity(bar).despawn_children();
    for (i, colour) in editor.pack().palette.iter().enumerate() {
        let count = counts[i];
        let chosen = i == editor.colour as usize;
        let wrong = wrong_counts[i];
        let ink = if is_light(colour.rgb) {
            Color::BLACK
        } else {
            Color::WHITE
        };
        // A wrong count is framed in red even on the chosen colour (which
        // then has the thicker frame).
        let border = if wrong {
            theme::ERROR
        } else if chosen {
            theme::ACCENT
        } else {
            theme::BUTTON_BORDER
        };
        let fill = palette_colour(colour.rgb);
        commands.spawn((
            ChildOf(bar),
            with_action(
                (
                    Button,
                    InteractionPalette {
                        none: Paint::Fixed(fill),
                        hovered: Paint::Fixed(fill.lighter(0.08)),
                        pressed: Paint::Fixed(fill.darker(0.08)),
                    },
                    Node {
                        width: px(54),
                        height: px(48),
                        flex_direction: FlexDirection::Column,
                        justify_content: JustifyContent::Center,
                        align_items: AlignItems::Center,
                        border: UiRect::all(px(match (chosen, wrong) {
                            (true, _) => 4,
                            (false, true) => 3,
                            (false, false) => 1,
                        })),
                        border_radius: BorderRadius::all(px(8)),
                        ..default()
                    },
                    theme::border(border),
                    children![
                        (
                            Text::new(format!("{} {}", colour.key, colour.symbol)),
                            font(16.0),
                            TextColor(ink),
                        ),
                        (
                            Text::new(match count {
                                0 => "-".to_string(),
                                n if wrong => format!("{n}/{capacity} !"),
                                n => format!("{n}/{capacity}"),
                            }),
                            font(12.0),
                            TextColor(ink),
                        ),
                    ],
                ),
                send(EditorAction::SelectColour(i as u8)),
            ),
        ));
    }
}
