//! The open question over the editor: a text field (its label, the text
//! with the selection highlighted and the cursor drawn, what Enter and Esc
//! do, and a refused value's reason) or a confirmation, with a button per
//! answer. Drawn from the [`EditorSession`]'s prompt; nothing here decides.

use bevy::prelude::*;
use water_sort_core::editor::TextField;
use water_sort_words::say;

use super::{Answer, Confirm, EditorAction, EditorSession, Prompt};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::interaction::{Modal, send};
use crate::game::ui::language::{Language, Said};
use crate::game::ui::theme::{self, ThemedFill, ThemedText};
use crate::game::ui::widgets::{font, label, overlay, said_fixed_button_look, with_action};

#[derive(Component)]
struct PromptPanel;
/// The question, or the whole confirmation.
#[derive(Component)]
struct PromptText;
/// The text field's box (hidden for a confirmation).
#[derive(Component)]
struct PromptField;
/// A piece of the field's text: before, selected, the cursor, after.
#[derive(Component, Clone, Copy, PartialEq, Eq)]
enum FieldPart {
    Before,
    Selected,
    Caret,
    After,
}
/// Under the field: the keys that answer.
#[derive(Component)]
struct PromptHint;
/// Why a value was refused.
#[derive(Component)]
struct PromptError;
#[derive(Component)]
struct PromptButtons;

pub fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Editor),
        spawn_prompt
            .in_set(GameSet::View)
            .run_if(resource_exists::<EditorSession>),
    )
    .add_systems(
        Update,
        update_prompt
            .in_set(GameSet::View)
            .run_if(in_state(Screen::Editor).and_then(resource_exists::<EditorSession>)),
    );
}

/// The prompt: hidden until a question is open.
fn spawn_prompt(mut commands: Commands) {
    let field = commands
        .spawn((
            PromptField,
            Node {
                min_width: px(420),
                max_width: px(850),
                padding: UiRect::axes(px(10), px(6)),
                border: UiRect::all(px(2)),
                border_radius: BorderRadius::all(px(6)),
                ..default()
            },
            theme::fill(theme::FIELD),
            theme::border(theme::ACCENT),
        ))
        .id();
    let text = commands
        .spawn((ChildOf(field), label("", 20.0, theme::TEXT)))
        .id();
    for part in [
        FieldPart::Before,
        FieldPart::Selected,
        FieldPart::Caret,
        FieldPart::After,
    ] {
        let mut span = commands.spawn((ChildOf(text), part, TextSpan::new(""), font(20.0)));
        match part {
            FieldPart::Selected => {
                span.insert((
                    ThemedText(theme::ON_ACCENT),
                    TextBackgroundColor::default(),
                    ThemedFill(theme::ACCENT),
                ));
            }
            FieldPart::Caret => {
                span.insert(ThemedText(theme::ACCENT));
            }
            _ => {
                span.insert(ThemedText(theme::TEXT));
            }
        }
    }
    let panel = commands
        .spawn((
            PromptPanel,
            // While it is up the editor's buttons behind it are dead.
            Modal(10),
            DespawnOnExit(Screen::Editor),
            GlobalZIndex(10),
            Node {
                display: Display::None,
                ..overlay()
            },
            theme::fill(theme::SCRIM),
        ))
        .id();
    let inner = commands
        .spawn((
            ChildOf(panel),
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(12),
                padding: UiRect::all(px(24)),
                max_width: px(900),
                border: UiRect::all(px(1)),
                border_radius: BorderRadius::all(px(14)),
                ..default()
            },
            theme::fill(theme::MODAL_PANEL),
            theme::border(theme::BUTTON_BORDER),
        ))
        .id();
    commands.spawn((ChildOf(inner), PromptText, label("", 20.0, theme::TEXT)));
    commands.entity(field).insert(ChildOf(inner));
    commands.spawn((ChildOf(inner), PromptHint, label("", 16.0, theme::TEXT_DIM)));
    commands.spawn((ChildOf(inner), PromptError, label("", 16.0, theme::ERROR)));
    commands.spawn((
        ChildOf(inner),
        PromptButtons,
        Node {
            flex_direction: FlexDirection::Row,
            ..default()
        },
    ));
}

/// Sets the texts of a query's entities (touching them only on a change).
fn set(texts: &mut Query<&mut Text, impl bevy::ecs::query::QueryFilter>, value: &str) {
    for mut t in texts.iter_mut() {
        if t.0 != value {
            t.0 = value.to_string();
        }
    }
}

/// Shows or hides a node (touching it only when that changes).
fn show(node: &mut Mut<Node>, shown: bool) {
    let display = if shown { Display::Flex } else { Display::None };
    if node.display != display {
        node.display = display;
    }
}

/// The pieces of a field as drawn: the caret only where nothing is
/// selected.
fn field_text(field: &TextField, part: FieldPart) -> &str {
    let parts = field.parts();
    match part {
        FieldPart::Before => parts.before,
        FieldPart::Selected => parts.selected,
        FieldPart::Caret if parts.caret => "|",
        FieldPart::Caret => "",
        FieldPart::After => parts.after,
    }
}

/// The prompt panel follows the open question.
fn update_prompt(
    mut commands: Commands,
    session: Res<EditorSession>,
    language: Res<Language>,
    mut panels: Query<&mut Node, (With<PromptPanel>, Without<PromptField>)>,
    mut fields: Query<&mut Node, (With<PromptField>, Without<PromptPanel>)>,
    mut texts: ParamSet<(
        Query<&mut Text, With<PromptText>>,
        Query<&mut Text, With<PromptHint>>,
        Query<&mut Text, With<PromptError>>,
    )>,
    mut spans: Query<(&FieldPart, &mut TextSpan)>,
    rows: Query<Entity, With<PromptButtons>>,
    mut last: Local<Option<(Entity, Option<Prompt>)>>,
) {
    let Ok(row) = rows.single() else { return };
    // A new language says the question again (its buttons say themselves).
    if !session.is_changed()
        && !language.is_changed()
        && last.as_ref().is_some_and(|(r, _)| *r == row)
    {
        return;
    }
    let prompt = session.prompt.clone();
    for mut node in &mut panels {
        show(&mut node, prompt.is_some());
    }
    let field = match &prompt {
        Some(Prompt::Text { field, .. }) => Some(field),
        _ => None,
    };
    for mut node in &mut fields {
        show(&mut node, field.is_some());
    }
    for (part, mut span) in &mut spans {
        let want = field.map_or("", |f| field_text(f, *part));
        if span.0 != want {
            span.0 = want.to_string();
        }
    }
    // The question, and under it the keys that answer it.
    let (text, keys) = match &prompt {
        None => (String::new(), String::new()),
        Some(Prompt::Text { ask, .. }) => (
            ask.question(session.editor.colour, &language),
            say!(language, "editor-keys-field"),
        ),
        Some(Prompt::Confirm(Confirm::Leave)) => (
            say!(language, "editor-confirm-leave"),
            say!(language, "editor-keys-leave"),
        ),
        Some(Prompt::Confirm(Confirm::Unsolvable { level })) => (
            say!(language, "editor-confirm-unsolvable", level = level + 1),
            say!(language, "editor-keys-unsolvable"),
        ),
        Some(Prompt::Confirm(Confirm::ChangedOnDisk)) => (
            say!(
                language,
                "editor-confirm-changed-on-disk",
                file = &session.display
            ),
            say!(language, "editor-keys-changed-on-disk"),
        ),
    };
    // A refused value's reason, under the field.
    let error = match (&prompt, &session.message, session.error) {
        (Some(Prompt::Text { .. }), Some(m), true) => m.as_str(),
        _ => "",
    };
    set(&mut texts.p1(), &keys);
    set(&mut texts.p2(), error);
    set(&mut texts.p0(), &text);
    // Buttons for the answers, when the kind of question changed.
    let kind = prompt.as_ref().map(|p| match p {
        Prompt::Text { ask, .. } => Prompt::Text {
            ask: *ask,
            field: TextField::default(),
        },
        other => other.clone(),
    });
    if last.as_ref() == Some(&(row, kind.clone())) {
        return;
    }
    *last = Some((row, kind.clone()));
    commands.entity(row).despawn_children();
    let answers: Vec<(&'static str, EditorAction)> = match kind {
        None => Vec::new(),
        Some(Prompt::Text { .. }) => vec![
            ("editor-answer-ok", EditorAction::SubmitTyped),
            ("editor-answer-cancel", EditorAction::Cancel),
        ],
        Some(Prompt::Confirm(Confirm::Leave)) => vec![
            (
                "editor-answer-save-and-leave",
                EditorAction::Answer(Answer::SaveAndLeave),
            ),
            ("editor-answer-leave", EditorAction::Answer(Answer::Discard)),
            ("editor-answer-keep-editing", EditorAction::Cancel),
        ],
        Some(Prompt::Confirm(Confirm::Unsolvable { .. })) => vec![
            (
                "editor-answer-save",
                EditorAction::Answer(Answer::SaveUnsolvable),
            ),
            ("editor-answer-keep-editing", EditorAction::Cancel),
        ],
        Some(Prompt::Confirm(Confirm::ChangedOnDisk)) => vec![
            (
                "editor-answer-read-again",
                EditorAction::Answer(Answer::Reload),
            ),
            (
                "editor-answer-overwrite",
                EditorAction::Answer(Answer::Overwrite),
            ),
            ("editor-answer-cancel", EditorAction::Cancel),
        ],
    };
    for (id, action) in answers {
        commands.spawn((
            ChildOf(row),
            with_action(
                said_fixed_button_look(
                    Said::message(id),
                    &language,
                    (160.0, 16.0),
                    UiRect::all(px(6)),
                ),
                send(action),
            ),
        ));
    }
}
