//! The editor's tool bar: its groups of buttons (each a message, a width
//! and the action it sends) and the key help under them, one phrase each.

use bevy::prelude::*;
use water_sort_core::editor::Edit;
use water_sort_words::Lang;

use super::variants::Live;
use super::{Ask, EditorAction};
use crate::game::ui::interaction::send;
use crate::game::ui::language::Said;
use crate::game::ui::widgets::{said_fixed_button_look, with_action};

/// The key help under the buttons, one phrase each (their messages).
pub(super) const HELP: [&str; 17] = [
    "editor-help-tube",
    "editor-help-add-colour",
    "editor-help-take-top",
    "editor-help-empty",
    "editor-help-tubes",
    "editor-help-hide",
    "editor-variants-help-height",
    "editor-variants-help-lock",
    "editor-variants-help-rule",
    "editor-help-player-view",
    "editor-help-level",
    "editor-help-move-level",
    "editor-help-new-level",
    "editor-help-click",
    "editor-help-right-click",
    "editor-help-drag",
    "editor-help-wheel",
];

/// What a control says: a message, or a live label that follows the level.
#[derive(Clone, Copy)]
pub(super) enum Label {
    Message(&'static str),
    Live(Live),
}

/// One control in a group of the tool bar.
pub(super) enum Tool {
    /// A button: its label, width and action.
    Button(Label, f32, EditorAction),
    /// A label (if any) with two small buttons (minus and plus, say): their
    /// signs and actions.
    Pair(Option<Label>, [(&'static str, EditorAction); 2]),
}

/// A button saying message `id`.
fn button(id: &'static str, width: f32, action: EditorAction) -> Tool {
    Tool::Button(Label::Message(id), width, action)
}

/// A pair of small buttons after the label saying message `id` (or none).
fn pair(id: Option<&'static str>, buttons: [(&'static str, EditorAction); 2]) -> Tool {
    Tool::Pair(id.map(Label::Message), buttons)
}

/// The tool bar's groups (their captions' messages): the file, the level,
/// its tubes, what they hide, the variant (the selected tube's height and
/// lock, the rule), the pack.
pub(super) fn tool_groups() -> Vec<(&'static str, Vec<Tool>)> {
    use EditorAction as A;
    const LESS: &str = "\u{2212}";
    vec![
        (
            "editor-group-file",
            vec![
                button("editor-button-save", 84.0, A::Save),
                button("editor-button-undo", 84.0, A::Undo),
                button("editor-button-redo", 84.0, A::Redo),
                button("editor-button-playtest", 100.0, A::Playtest),
                button("editor-button-close", 92.0, A::Leave),
            ],
        ),
        (
            "editor-group-level",
            vec![
                pair(None, [("<", A::PreviousLevel), (">", A::NextLevel)]),
                button("editor-button-new-level", 76.0, A::Edit(Edit::AddLevel)),
                button(
                    "editor-button-duplicate",
                    88.0,
                    A::Edit(Edit::DuplicateLevel),
                ),
                button("editor-button-delete", 70.0, A::Edit(Edit::DeleteLevel)),
                pair(
                    Some("editor-button-move"),
                    [
                        ("\u{2191}", A::Edit(Edit::MoveLevelUp)),
                        ("\u{2193}", A::Edit(Edit::MoveLevelDown)),
                    ],
                ),
                button("editor-button-rename", 96.0, A::Ask(Ask::RenameLevel)),
            ],
        ),
        (
            "editor-group-tubes",
            vec![
                pair(
                    Some("editor-button-capacity"),
                    [(LESS, A::CapacityBy(-1)), ("+", A::CapacityBy(1))],
                ),
                pair(
                    Some("editor-button-tubes"),
                    [
                        (LESS, A::Edit(Edit::RemoveTube)),
                        ("+", A::Edit(Edit::AddTube)),
                    ],
                ),
                button("editor-button-deal", 80.0, A::Deal(None)),
                button("editor-button-deal-seed", 90.0, A::Ask(Ask::DealSeed)),
            ],
        ),
        (
            "editor-group-mystery",
            vec![
                pair(
                    Some("editor-button-hidden"),
                    [(LESS, A::HideBy(-1)), ("+", A::HideBy(1))],
                ),
                button("editor-button-player-view", 128.0, A::TogglePlayerView),
            ],
        ),
        (
            "editor-variants-group",
            vec![
                Tool::Pair(
                    Some(Label::Live(Live::Height)),
                    [(LESS, A::HeightBy(-1)), ("+", A::HeightBy(1))],
                ),
                Tool::Button(Label::Live(Live::Lock), 96.0, A::CycleLock),
                Tool::Button(Label::Live(Live::Rule), 110.0, A::ToggleRule),
            ],
        ),
        (
            "editor-group-pack",
            vec![
                button("editor-button-pack-name", 64.0, A::Ask(Ask::PackName)),
                button("editor-button-author", 70.0, A::Ask(Ask::Author)),
                button("editor-button-description", 100.0, A::Ask(Ask::Description)),
                button("editor-button-add-colour", 96.0, A::Ask(Ask::AddColour)),
                button("editor-button-edit-colour", 96.0, A::Ask(Ask::ChangeColour)),
            ],
        ),
    ]
}

pub(super) fn tool_button(
    said: Said,
    lang: &Lang,
    width: f32,
    action: EditorAction,
) -> impl Bundle {
    with_action(
        said_fixed_button_look(said, lang, (width, 14.0), UiRect::all(px(2))),
        send(action),
    )
}
