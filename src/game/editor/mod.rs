//! The level editor: make, check, playtest and save a pack's levels in the
//! game. The core's [`PackEditor`] is the model (edits, undo, validation,
//! the text to save); this folder is its front end:
//!
//! ```text
//! session.rs  the open pack (EditorSession) and the one system applying
//!             EditorActions: edits, undo, prompts, playtest, leave
//! disk.rs     the file: opening it, reading it again, saving it
//! assess.rs   the solver as assistant: live verdicts and deals in the background
//! input.rs    keys, clicks and drags become EditorActions; typing into prompts
//! view.rs     the tubes (drawn as in play), palette bar, status lines, buttons
//! ```
//!
//! Beside `screens/` (neither imports the other): the level select opens
//! the editor through [`crate::game::packs::EditRequest`], and a playtest
//! is a [`crate::game::board::CurrentLevel::Playtest`] whose "back" returns
//! here.
//!
//! [`PackEditor`]: water_sort_core::editor::PackEditor

mod assess;
mod disk;
mod input;
mod session;
mod view;

use bevy::prelude::*;
use water_sort_core::Colour;
use water_sort_core::editor::Edit;

pub use assess::LIMITS;
pub use session::{Confirm, EditorSession, Prompt};

/// What the author asks for. Keys, clicks and buttons become these; tests
/// send them directly.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum EditorAction {
    /// A change to the pack (one undo step).
    Edit(Edit),
    /// A palette key typed: one unit of that colour on the selected tube.
    Key(char),
    SelectTube(usize),
    /// The colour a click adds.
    SelectColour(Colour),
    /// A left click on a tube: one unit of the selected colour.
    ClickTube(usize),
    /// The level's capacity up or down by this much.
    CapacityBy(isize),
    /// Show another level (0-based), the previous or the next.
    ShowLevel(usize),
    PreviousLevel,
    NextLevel,
    Undo,
    Redo,
    Save,
    Playtest,
    /// A fresh deal of the level's size: from this seed, or a random one.
    Deal(Option<u64>),
    /// Back to the level select (asking first when there are unsaved changes).
    Leave,
    /// Open a text field.
    Ask(Ask),
    /// The text field's text, confirmed.
    Submit(String),
    /// The text field's text as typed so far, confirmed (its OK button).
    SubmitTyped,
    /// A choice in a confirmation.
    Answer(Answer),
    /// Close the prompt without doing anything.
    Cancel,
}

/// What a text field asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    RenameLevel,
    PackName,
    Author,
    Description,
    /// `K name #rrggbb [S]`
    AddColour,
    /// The selected palette colour, in the same form.
    ChangeColour,
    DealSeed,
}

impl Ask {
    /// The field's label; `colour` is the selected palette colour (0-based).
    pub fn question(self, colour: Colour) -> String {
        match self {
            Ask::RenameLevel => "Level name".into(),
            Ask::PackName => "Pack name".into(),
            Ask::Author => "Author (empty for none)".into(),
            Ask::Description => "Description (empty for none)".into(),
            Ask::AddColour => "New colour: key name #rrggbb [symbol], e.g. Q teal #469990 q".into(),
            Ask::ChangeColour => {
                format!("Colour {}: key name #rrggbb [symbol]", colour as usize + 1)
            }
            Ask::DealSeed => "Deal from seed (a whole number)".into(),
        }
    }
}

/// The choices of a confirmation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Leaving with unsaved changes: save first, or leave without saving.
    SaveAndLeave,
    Discard,
    /// Save although a changed level is unsolvable.
    SaveUnsolvable,
    /// The file changed on disk: read it again (dropping the edits), or
    /// write over it.
    Reload,
    Overwrite,
}

pub fn plugin(app: &mut App) {
    app.add_message::<EditorAction>().add_plugins((
        session::plugin,
        assess::plugin,
        input::plugin,
        view::plugin,
    ));
}
