//! The level editor's model: a pack being edited, one level and one tube in
//! focus, unlimited undo and redo of edits, what is wrong with the level,
//! deals from the generator, the text to save, and the editing of a text
//! field.
//!
//! The game's editor screen is a thin front end over [`PackEditor`]: it turns
//! keys and clicks into [`Edit`]s, shows the pack, and runs
//! [`assess`] and [`deal`] in the background.

mod apply;
mod assist;
mod save;
mod text_field;
mod variant;

use crate::board::{Board, Colour};
use crate::generate::default_palette;
use crate::level::{
    DEFAULT_CAPACITY, Level, Pack, PaletteColour, parse_pack_for_editing, starts_solved,
};
use crate::text::plural;
use crate::variant::Rule;
use variant::{is_variant, variant_miscounted, variant_problems, variant_starts_solved};

pub use apply::parse_colour_line;
use apply::{apply_to, drop_stale_pars};
pub use assist::{Assessment, assess, assess_start, deal, random_seed, start_hidden};
pub use save::{SaveRefusal, SaveText};
pub use text_field::{Parts, TextField};

/// One change to the pack. Tube and level indices are 0-based.
#[derive(Clone, Debug, PartialEq)]
pub enum Edit {
    /// One unit of a colour on top of a tube.
    AddUnit {
        /// The tube.
        tube: usize,
        /// The palette index of the colour.
        colour: Colour,
    },
    /// The top unit of a tube taken away.
    RemoveTop {
        /// The tube.
        tube: usize,
    },
    /// Every unit of a tube taken away.
    EmptyTube {
        /// The tube.
        tube: usize,
    },
    /// How many units at the bottom of a tube start hidden (a mystery
    /// level); at most the units it holds.
    SetHidden {
        /// The tube.
        tube: usize,
        /// Units hidden, from the bottom.
        count: usize,
    },
    /// The top unit of one tube put on top of another.
    MoveUnit {
        /// The tube the unit leaves.
        from: usize,
        /// The tube it goes on.
        to: usize,
    },
    /// An empty tube at the end.
    AddTube,
    /// A tube's own height (1 to `MAX_CAPACITY`, at least what it holds).
    SetHeight {
        /// The tube.
        tube: usize,
        /// Its new height.
        height: usize,
    },
    /// A tube locked by a palette colour (its key), or opened with `None`.
    SetLock {
        /// The tube.
        tube: usize,
        /// The key colour's palette index.
        key: Option<Colour>,
    },
    /// The rule the level plays by (water or ball sort).
    SetRule(Rule),
    /// The last tube taken away (it must be empty).
    RemoveTube,
    /// Empty tubes added or taken from the end to make this many (those
    /// taken must be empty).
    SetTubeCount(usize),
    /// A new capacity for every tube (no tube may hold more).
    SetCapacity(usize),
    /// All tubes replaced (a deal); capacity too.
    SetTubes {
        /// The new capacity.
        capacity: usize,
        /// The new tubes, units bottom first.
        tubes: Vec<Vec<Colour>>,
    },
    /// A new name for the level in focus.
    RenameLevel(String),
    /// A new empty level after the last one.
    AddLevel,
    /// A copy of the level in focus, right after it.
    DuplicateLevel,
    /// The level in focus taken away (a pack keeps at least one).
    DeleteLevel,
    /// The level in focus swapped with the one before it.
    MoveLevelUp,
    /// The level in focus swapped with the one after it.
    MoveLevelDown,
    /// A new name for the pack.
    SetPackName(String),
    /// The pack's author set or, with `None`, removed.
    SetAuthor(Option<String>),
    /// The pack's description set or, with `None`, removed.
    SetDescription(Option<String>),
    /// A colour at the end of the palette.
    AddColour(PaletteColour),
    /// A palette colour replaced (name, key and colour).
    ChangeColour {
        /// Its place in the palette.
        index: usize,
        /// The colour that replaces it.
        colour: PaletteColour,
    },
}

/// Tubes a new level starts with.
pub const NEW_LEVEL_TUBES: usize = 4;

/// The state undo and redo go between.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Snapshot {
    pub(super) pack: Pack,
    /// An identity per level of `pack`, kept through edits, moves and
    /// saves (a duplicate or a new level gets a new one): how a level is
    /// found again in the file, even from a state before the last save.
    pub(super) ids: Vec<u64>,
    pub(super) level: usize,
    pub(super) tube: usize,
}

impl Snapshot {
    /// A level with identity `id` at the end.
    pub(super) fn push_level(&mut self, level: Level, id: u64) {
        self.insert_level(self.pack.levels.len(), level, id);
    }

    /// A level with identity `id` at `index`.
    pub(super) fn insert_level(&mut self, index: usize, level: Level, id: u64) {
        self.pack.levels.insert(index, level);
        self.ids.insert(index, id);
    }
}

/// A pack open in the editor.
#[derive(Clone, Debug)]
pub struct PackEditor {
    /// The file's text as last read or written (`""` for a new file).
    source: String,
    /// What `source` parses to (the pack as saved).
    saved: Pack,
    /// The identity of each level of `saved`.
    saved_ids: Vec<u64>,
    now: Snapshot,
    /// The next level identity to hand out: kept outside the snapshots, so
    /// an identity is never handed out twice, undo or not.
    next_id: u64,
    undo: Vec<Snapshot>,
    redo: Vec<Snapshot>,
    /// The palette colour a click adds.
    pub colour: Colour,
}
impl PackEditor {
    /// Opens `source` (a pack file's text). An empty text is a new pack: the
    /// default palette and one empty level named after `name`.
    pub fn open(source: &str, file: &str) -> Result<PackEditor, String> {
        if source.trim().is_empty() {
            return Ok(PackEditor::new_pack(file));
        }
        // Wrong colour counts are what the editor is for: they open.
        let pack = parse_pack_for_editing(source, file).map_err(|d| {
            d.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("\n")
        })?;
        let mut editor = PackEditor::from_pack(source.to_string(), pack);
        if editor.now.pack.levels.is_empty() {
            // Something to edit; not a change until edited (saving an
            // untouched file writes nothing new).
            let id = editor.new_id();
            editor.now.push_level(empty_level(1, DEFAULT_CAPACITY), id);
        }
        Ok(editor)
    }

    /// A new pack (nothing on disk yet).
    pub fn new_pack(name: &str) -> PackEditor {
        let pack = Pack {
            names: Default::default(),
            name: name.to_string(),
            author: None,
            description: None,
            palette: default_palette(),
            levels: Vec::new(),
        };
        let mut editor = PackEditor::from_pack(String::new(), pack);
        let id = editor.new_id();
        editor.now.push_level(empty_level(1, DEFAULT_CAPACITY), id);
        editor
    }

    fn from_pack(source: String, pack: Pack) -> PackEditor {
        let ids: Vec<u64> = (0..pack.levels.len() as u64).collect();
        let ids_len = ids.len() as u64;
        PackEditor {
            source,
            saved: pack.clone(),
            saved_ids: ids.clone(),
            now: Snapshot {
                pack,
                ids,
                level: 0,
                tube: 0,
            },
            next_id: ids_len,
            undo: Vec::new(),
            redo: Vec::new(),
            colour: 0,
        }
    }

    /// A level identity not handed out before.
    fn new_id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id - 1
    }

    /// The pack as edited so far.
    pub fn pack(&self) -> &Pack {
        &self.now.pack
    }

    /// The level in focus (0-based).
    pub fn level_index(&self) -> usize {
        self.now.level
    }

    /// The level in focus.
    pub fn level(&self) -> &Level {
        &self.now.pack.levels[self.now.level]
    }

    /// The selected tube (0-based).
    pub fn tube(&self) -> usize {
        self.now.tube
    }

    /// Moves the focus to another level (not an edit: no undo step).
    pub fn select_level(&mut self, index: usize) {
        if index < self.now.pack.levels.len() {
            self.now.level = index;
            self.now.tube = self.now.tube.min(self.last_tube());
        }
    }

    /// Selects a tube, clamped to the level's tubes.
    pub fn select_tube(&mut self, tube: usize) {
        self.now.tube = tube.min(self.last_tube());
    }

    fn last_tube(&self) -> usize {
        self.level().tubes.len().saturating_sub(1)
    }

    /// Whether the pack differs from the file as last saved or read.
    pub fn is_dirty(&self) -> bool {
        self.now.pack != self.saved || self.source.is_empty()
    }

    /// True when there is an edit to undo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// True when there is an undone edit to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Undoes the last edit; false when there is none.
    pub fn undo(&mut self) -> bool {
        match self.undo.pop() {
            Some(before) => {
                self.redo.push(std::mem::replace(&mut self.now, before));
                true
            }
            None => false,
        }
    }

    /// Redoes the last undone edit; false when there is none.
    pub fn redo(&mut self) -> bool {
        match self.redo.pop() {
            Some(after) => {
                self.undo.push(std::mem::replace(&mut self.now, after));
                true
            }
            None => false,
        }
    }

    /// Applies an edit, or says why it cannot be made (nothing changes).
    /// Each edit that changes something is one undo step.
    pub fn apply(&mut self, edit: Edit) -> Result<(), String> {
        let mut next = self.now.clone();
        apply_to(&mut next, edit, &mut self.next_id)?;
        drop_stale_pars(&self.now, &mut next);
        if next != self.now {
            self.undo.push(std::mem::replace(&mut self.now, next));
            self.redo.clear();
        }
        Ok(())
    }

    /// Units of each palette colour in the level in focus.
    pub fn colour_counts(&self) -> Vec<usize> {
        colour_counts(self.level(), self.now.pack.palette.len())
    }

    /// Whether each palette colour's count in the level in focus is
    /// wrong: used, but not exactly one tube's worth.
    pub fn miscounted_colours(&self) -> Vec<bool> {
        if is_variant(self.level()) {
            return variant_miscounted(self.level(), self.now.pack.palette.len());
        }
        let capacity = self.level().capacity;
        let counts = self.colour_counts();
        counts.iter().map(|&n| miscounted(n, capacity)).collect()
    }

    /// What keeps the level in focus from being played, one line per
    /// problem (empty when it is a valid level).
    pub fn problems(&self) -> Vec<String> {
        level_problems(self.level(), &self.now.pack.palette)
    }

    /// The level in focus as a board, if it is valid.
    pub fn board(&self) -> Option<Board> {
        if !self.problems().is_empty() {
            return None;
        }
        let level = self.level();
        Board::with_variant(level.capacity, &level.tubes, &level.variant).ok()
    }
}

/// Same tubes, capacity, heights, locks and rule: the same puzzle with every colour known,
/// whatever its name and its hidden units.
fn same_puzzle(a: &Level, b: &Level) -> bool {
    a.capacity == b.capacity && a.tubes == b.tubes && a.variant == b.variant
}

pub(super) fn empty_level(number: usize, capacity: usize) -> Level {
    Level {
        names: Default::default(),
        name: format!("Level {number}"),
        capacity,
        tubes: vec![Vec::new(); NEW_LEVEL_TUBES],
        optimal_moves: None,
        par: None,
        difficulty: None,
        hidden: Vec::new(),
        variant: Default::default(),
    }
}

/// A name no level of `pack` has: `base`, else `base 2`, `base 3`, ...
pub(super) fn unused_name(pack: &Pack, base: &str) -> String {
    let taken = |n: &str| pack.levels.iter().any(|l| l.name == n);
    if !taken(base) {
        return base.to_string();
    }
    (2..)
        .map(|k| format!("{base} {k}"))
        .find(|n| !taken(n))
        .expect("some number is free")
}

fn colour_counts(level: &Level, palette_len: usize) -> Vec<usize> {
    let mut counts = vec![0; palette_len];
    for &c in level.tubes.iter().flatten() {
        if let Some(n) = counts.get_mut(c as usize) {
            *n += 1;
        }
    }
    counts
}

/// The colour-count rule: a colour used in a level fills exactly one tube.
fn miscounted(count: usize, capacity: usize) -> bool {
    count != 0 && count != capacity
}

/// Why a level cannot be played, in the author's words.
pub fn level_problems(level: &Level, palette: &[PaletteColour]) -> Vec<String> {
    let mut problems = Vec::new();
    let counts = colour_counts(level, palette.len());
    let variant = is_variant(level);
    if variant {
        problems.extend(variant_problems(level, palette, &counts));
    }
    for (colour, &count) in palette.iter().zip(&counts) {
        if !variant && miscounted(count, level.capacity) {
            problems.push(format!(
                "{} ({}) has {count} unit{}, needs {}",
                colour.name,
                colour.key,
                plural(count),
                level.capacity
            ));
        }
    }
    if counts.iter().all(|&n| n == 0) {
        problems.push("the level has no liquid yet".into());
    } else if problems.is_empty()
        && match variant {
            true => variant_starts_solved(level),
            false => starts_solved(&level.tubes, level.capacity),
        }
    {
        problems.push("the level is already solved: mix the colours".into());
    }
    if level.name.trim().is_empty() {
        problems.push("the level needs a name".into());
    }
    problems
}
