//! The editor's tool bar: its groups of buttons (each a message, a width
//! and the action it sends) and the key help under them, one phrase each.

use bevy::prelude::*;
use water_sort_core::editor::Edit;
use water_sort_words::Lang;

use super::{Ask, EditorAction};
use crate::game::ui::interaction::send;
use crate::game::ui::language::Said;
use crate::game::ui::widgets::{said_fixed_button_look, with_action};

/// The key help under the buttons, one phrase each (their messages).
pub(super) const HELP: [&str; 14] = [
    "editor-help-tube",
    "editor-help-add-colour",
    "editor-help-take-top",
    "editor-help-empty",
    "editor-help-tubes",
    "editor-help-hide",
    "editor-help-player-view",
    "editor-help-level",
    "editor-help-move-level",
    "editor-help-new-level",
    "editor-help-click",
    "editor-help-right-click",
    "editor-help-drag",
    "editor-help-wheel",
];

/// One control in a group of the tool bar.
pub(super) enum Tool {
    /// A button: its message, width and action.
    Button(&'static str, f32, EditorAction),
    /// A label's message (if any) with two small buttons (minus and plus,
    /// say): their signs and actions.
    Pair(Option<&'static str>, [(&'static str, EditorAction); 2]),
}

/// The tool bar's groups (their captions' messages): the file, the level,
/// its tubes, what they hide, the pack.
pub(super) fn tool_groups() -> Vec<(&'static str, Vec<Tool>)> {
    use EditorAction as A;
    use Tool::{Button as B, Pair};
    const LESS: &str = "\u{2212}";
    vec![
        (
            "editor-group-file",
            vec![
                B("editor-button-save", 84.0, A::Save),
                B("editor-button-undo", 84.0, A::Undo),
                B("editor-button-redo", 84.0, A::Redo),
                B("editor-button-playtest", 100.0, A::Playtest),
                B("editor-button-close", 92.0, A::Leave),
            ],
        ),
        (
            "editor-group-level",
            vec![
                Pair(None, [("<", A::PreviousLevel), (">", A::NextLevel)]),
                B("editor-button-new-level", 76.0, A::Edit(Edit::AddLevel)),
                B(
                    "editor-button-duplicate",
                    88.0,
                    A::Edit(Edit::DuplicateLevel),
                ),
                B("editor-button-delete", 70.0, A::Edit(Edit::DeleteLevel)),
                Pair(
                    Some("editor-button-move"),
                    [
                        ("\u{2191}", A::Edit(Edit::MoveLevelUp)),
                        ("\u{2193}", A::Edit(Edit::MoveLevelDown)),
                    ],
                ),
                B("editor-button-rename", 96.0, A::Ask(Ask::RenameLevel)),
            ],
        ),
        (
            "editor-group-tubes",
            vec![
                Pair(
                    Some("editor-button-capacity"),
                    [(LESS, A::CapacityBy(-1)), ("+", A::CapacityBy(1))],
                ),
                Pair(
                    Some("editor-button-tubes"),
                    [
                        (LESS, A::Edit(Edit::RemoveTube)),
                        ("+", A::Edit(Edit::AddTube)),
                    ],
                ),
                B("editor-button-deal", 80.0, A::Deal(None)),
                B("editor-button-deal-seed", 90.0, A::Ask(Ask::DealSeed)),
            ],
        ),
        (
            "editor-group-mystery",
            vec![
                Pair(
                    Some("editor-button-hidden"),
                    [(LESS, A::HideBy(-1)), ("+", A::HideBy(1))],
                ),
                B("editor-button-player-view", 128.0, A::TogglePlayerView),
            ],
        ),
        (
            "editor-group-pack",
            vec![
                B("editor-button-pack-name", 64.0, A::Ask(Ask::PackName)),
                B("editor-button-author", 70.0, A::Ask(Ask::Author)),
                B("editor-button-description", 100.0, A::Ask(Ask::Description)),
                B("editor-button-add-colour", 96.0, A::Ask(Ask::AddColour)),
                B("editor-button-edit-colour", 96.0, A::Ask(Ask::ChangeColour)),
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
