//! The level editor: make, check, playtest and save a pack's levels in the
//! game. The core's [`PackEditor`] is the model (edits, undo, validation,
//! the text to save); this folder is its front end:
//!
//! ```text
//! mod.rs           what the files share: EditorActions, prompts, and the
//!                  open pack (EditorSession)
//! session.rs       opening the session and the one system applying
//!                  EditorActions: edits, undo, prompts, playtest, leave
//! disk.rs          the file: opening it, reading it again, saving it
//! assess.rs        the solver as assistant: live verdicts (with a mystery
//!                  level's start verdict) and deals in the background
//! editor_input.rs  keys, clicks and drags become EditorActions; typing into
//!                  prompts
//! view.rs          the panels: title, status lines, palette bar, buttons, help
//! toolbar.rs       the buttons in groups and the key help, as messages
//! variants.rs      the variant tools: a tube's height and lock, the rule
//!                  (their edits and their labels, which follow the level)
//! tubes.rs         the tubes (drawn as in play, or as the player sees them)
//!                  and the marks of hidden units
//! prompt.rs        the open question: its text field with cursor and
//!                  selection
//! ```
//!
//! The level select opens the editor through
//! [`crate::game::packs::EditRequest`], and a playtest is a
//! [`crate::game::board::CurrentLevel::Playtest`] whose "back" returns here.

mod assess;
mod disk;
mod editor_input;
mod prompt;
mod session;
mod toolbar;
mod tubes;
mod variants;
mod view;

use std::collections::HashMap;
use std::path::PathBuf;

use bevy::prelude::*;
use water_sort_core::Colour;
use water_sort_core::editor::{Assessment, Edit, PackEditor, TextField, start_hidden};
use water_sort_core::solver::view_advice::MysteryVerdict;
use water_sort_core::variant::Variant;

pub use assess::LIMITS;
pub use view::{BottomPanel, TopPanel};

use crate::game::background::Background;
use crate::game::ui::language::{Language, Said};
use water_sort_words::editor::{self as editor_words, Start};
use water_sort_words::{Lang, say};

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
    /// The selected tube hides this many units more (or fewer).
    HideBy(isize),
    /// The selected tube this many units taller (or shorter).
    HeightBy(isize),
    /// The selected tube's key colour: none, then each colour of the level
    /// in palette order, then none again.
    CycleLock,
    /// The level's rule: water sort to ball sort and back.
    ToggleRule,
    /// The tubes as the player sees them at the start, or as the author
    /// knows them (every colour, hidden units marked).
    TogglePlayerView,
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
    /// The field's label in `lang`; `colour` is the selected palette
    /// colour (0-based).
    pub fn question(self, colour: Colour, lang: &Lang) -> String {
        match self {
            Ask::RenameLevel => say!(lang, "editor-ask-level-name"),
            Ask::PackName => say!(lang, "editor-ask-pack-name"),
            Ask::Author => say!(lang, "editor-ask-author"),
            Ask::Description => say!(lang, "editor-ask-description"),
            Ask::AddColour => say!(lang, "editor-ask-add-colour"),
            Ask::ChangeColour => {
                say!(
                    lang,
                    "editor-ask-change-colour",
                    colour = colour as usize + 1
                )
            }
            Ask::DealSeed => say!(lang, "editor-ask-deal-seed"),
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

/// A level's puzzle: capacity and tubes (the key of known verdicts).
pub type LevelKey = (usize, Vec<Vec<Colour>>, Variant);
/// The tube a left-button drag started on, while the button is held (the
/// input fills it; the tubes view draws the unit it carries).
#[derive(Resource, Default)]
pub struct Dragging(pub Option<usize>);

/// A mystery level's puzzle: capacity, tubes and hidden counts (the key of
/// known start verdicts).
pub type MysteryKey = (usize, Vec<Vec<Colour>>, Vec<usize>);

/// An open question to the author.
#[derive(Clone, Debug, PartialEq)]
pub enum Prompt {
    /// A text field, with what has been typed.
    Text {
        ask: Ask,
        field: TextField,
    },
    Confirm(Confirm),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Confirm {
    /// Leaving with unsaved changes.
    Leave,
    /// Saving a changed level (0-based) that is proven unsolvable.
    Unsolvable { level: usize },
    /// The file on disk is not what was opened or last saved.
    ChangedOnDisk,
}

/// How a waiting save goes on once the verdicts are in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PendingSave {
    /// An unsolvable level was confirmed.
    pub allow_unsolvable: bool,
    /// Ask before writing over a file changed on disk (false once the
    /// author chose to overwrite).
    pub check_disk: bool,
}

/// The pack being edited and everything the editor screen shows about it.
#[derive(Resource)]
pub struct EditorSession {
    pub editor: PackEditor,
    /// Where Ctrl+S writes.
    pub path: PathBuf,
    /// The file as shown to the author.
    pub display: String,
    /// Said under the title: "a copy of the built-in pack ...".
    pub note: Option<Said>,
    /// FNV-1a of the file as last read or written; `None` while it does not
    /// exist.
    pub disk_hash: Option<u64>,
    /// The last action's outcome (in the language it was said in), and
    /// whether it is an error.
    pub message: Option<String>,
    pub error: bool,
    /// The message as made from messages, to say it again in a new
    /// language (none for the core's reasons, which are English).
    said: Option<Said>,
    pub prompt: Option<Prompt>,
    /// Verdicts of the levels checked so far.
    pub assessments: HashMap<LevelKey, Assessment>,
    pub check: Option<CheckJob>,
    /// Start verdicts of the mystery levels checked so far.
    pub starts: HashMap<MysteryKey, MysteryVerdict>,
    pub start_check: Option<StartJob>,
    /// The tubes are drawn as the player sees them at the start.
    pub player_view: bool,
    pub dealing: Option<DealJob>,
    /// The seed of the last deal.
    pub last_seed: Option<u64>,
    /// Leave once the save in progress is done.
    leave_after_save: bool,
    /// A save waiting for the verdicts of changed levels (it saves as soon
    /// as they are in).
    pub pending_save: Option<PendingSave>,
}

impl EditorSession {
    fn new(editor: PackEditor, path: PathBuf, disk_hash: Option<u64>) -> EditorSession {
        EditorSession {
            editor,
            display: path.display().to_string(),
            path,
            note: None,
            disk_hash,
            message: None,
            error: false,
            said: None,
            prompt: None,
            assessments: HashMap::new(),
            check: None,
            starts: HashMap::new(),
            start_check: None,
            player_view: false,
            dealing: None,
            last_seed: None,
            leave_after_save: false,
            pending_save: None,
        }
    }

    /// Puzzles whose verdict a save waits for (the check in the background
    /// takes them after the level in focus).
    pub fn missing_verdicts(&self) -> Vec<LevelKey> {
        let pack = self.editor.pack();
        self.editor
            .levels_to_rate()
            .into_iter()
            .map(|i| key_of(&pack.levels[i]))
            .filter(|key| !self.assessments.contains_key(key))
            .collect()
    }

    /// The level in focus as a key, when it is valid.
    pub fn level_key(&self) -> Option<LevelKey> {
        self.editor
            .problems()
            .is_empty()
            .then(|| key_of(self.editor.level()))
    }

    /// What the solver says of the level in focus: `None` while checking or
    /// when the level is not valid.
    pub fn assessment(&self) -> Option<&Assessment> {
        self.assessments.get(&self.level_key()?)
    }

    /// The level in focus as a mystery key, when it is valid and the
    /// player finds something hidden at the start.
    pub fn mystery_key(&self) -> Option<MysteryKey> {
        let level = self.editor.level();
        let hides = start_hidden(level).iter().any(|&h| h > 0);
        (hides && self.editor.problems().is_empty())
            .then(|| (level.capacity, level.tubes.clone(), level.hidden.clone()))
    }

    /// What honest help says at the player's start of the level in focus:
    /// `None` while checking, or when nothing is hidden there.
    pub fn start_verdict(&self) -> Option<&MysteryVerdict> {
        self.starts.get(&self.mystery_key()?)
    }

    /// The status line: what is wrong with the level, else the verdict
    /// (knowing every colour), and for a mystery level the verdict at the
    /// player's start.
    pub fn status(&self, lang: &Lang) -> String {
        let start = match (self.mystery_key(), self.start_verdict()) {
            _ if !self.editor.level().is_mystery() => Start::NotMystery,
            (None, _) => Start::NothingHidden,
            (Some(_), Some(verdict)) => Start::Known(verdict),
            (Some(_), None) => Start::Checking,
        };
        editor_words::status(lang, &self.editor.problems(), self.assessment(), start)
    }

    /// Shows `message`, said in `lang` (and again when the language
    /// changes).
    pub fn say(&mut self, lang: &Lang, message: Said) {
        self.show(lang, message, false);
    }

    /// Shows `message` as an error.
    pub fn fail(&mut self, lang: &Lang, message: Said) {
        self.show(lang, message, true);
    }

    /// Shows the core's reason (in English, for authors) as an error.
    pub fn fail_with(&mut self, reason: impl Into<String>) {
        self.message = Some(reason.into());
        self.said = None;
        self.error = true;
    }

    /// No message.
    pub fn clear_message(&mut self) {
        self.message = None;
        self.said = None;
        self.error = false;
    }

    fn show(&mut self, lang: &Lang, message: Said, error: bool) {
        self.message = Some(message.text(lang));
        self.said = Some(message);
        self.error = error;
    }
}

/// A level's puzzle as a key: capacity, tubes and variant (heights, locks,
/// rule), what the verdict depends on.
pub fn key_of(level: &water_sort_core::level::Level) -> LevelKey {
    (level.capacity, level.tubes.clone(), level.variant.clone())
}

/// The message shown says itself again in a new language.
fn say_message_again(language: Res<Language>, mut session: ResMut<EditorSession>) {
    if !language.is_changed() {
        return;
    }
    let Some(said) = session.said.clone() else {
        return;
    };
    let text = said.text(&language);
    if session.message.as_ref() != Some(&text) {
        session.message = Some(text);
    }
}

/// A deal in the background: (seed asked, (seed used, tubes) or none).
pub type DealJob = Background<u64, Option<(u64, Vec<Vec<Colour>>)>>;
/// A check in the background.
pub type CheckJob = Background<LevelKey, Option<Assessment>>;
/// A start verdict in the background.
pub type StartJob = Background<MysteryKey, Option<MysteryVerdict>>;

pub fn plugin(app: &mut App) {
    app.add_message::<EditorAction>()
        .init_resource::<Dragging>()
        .add_plugins((
            session::plugin,
            assess::plugin,
            editor_input::plugin,
            view::plugin,
            tubes::plugin,
            prompt::plugin,
            variants::plugin,
        ))
        .add_systems(
            Update,
            say_message_again
                .in_set(crate::game::schedule::GameSet::Logic)
                .run_if(resource_exists::<EditorSession>),
        );
}
