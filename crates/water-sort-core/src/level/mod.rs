//! Level packs: a hand-editable RON file of levels sharing one palette, and a
//! quick text form for puzzles copied from other games.
//!
//! * [`parse_pack`] reads and validates a pack, reporting every problem as a
//!   [`Diagnostic`] (`file:line:column: message`).
//! * [`write_pack`] writes a pack back in the canonical, human-style layout;
//!   `parse_pack(&write_pack(&p), f) == Ok(p)` for every parsed pack.
//! * [`splice_pack`] saves an edited pack into the text it was read from,
//!   rewriting only what changed (comments and layout kept).
//! * [`parse_quick`] reads the quick text form (`ABCD;EFGH;;`).
//!
//! The format is documented for level authors in `levels/README.md`.

use std::fmt;

use crate::board::{self, Board, Colour};
use crate::variant::Variant;

pub(crate) mod lex;
mod names;
mod parse;
mod quick;
mod raw;
pub(crate) mod ron_error;
pub(crate) mod scan;
mod splice;
mod validate;
mod write;

pub use names::Names;
pub use parse::{pack_text, parse_pack, parse_pack_for_editing};
pub use quick::{QuickPuzzle, parse_quick, parse_quick_with, write_quick, write_quick_text};
pub use splice::{Spliced, splice_pack};
pub use write::write_pack;

/// A message about field `field` of level `index` (0-based) of a pack that
/// parsed from `source`, placed at the field (or at the level, when it has
/// no such field): what `check` says of a level that reads but is wrong, as
/// a stale `optimal_moves`.
pub fn level_diagnostic(
    source: &str,
    file: &str,
    index: usize,
    field: &str,
    message: String,
) -> Diagnostic {
    let root = scan::scan(source);
    let level = root
        .as_ref()
        .and_then(|r| r.field("levels"))
        .and_then(|levels| levels.item(index));
    let pos = level
        .and_then(|l| l.field(field))
        .or(level)
        .map_or(lex::Pos::START, |node| node.start);
    Diagnostic {
        file: file.to_string(),
        line: pos.line,
        column: pos.col,
        message,
    }
}

/// Whether every tube is empty or full of one colour: a level that starts
/// solved has nothing to play (and no move to win it with).
pub fn starts_solved(tubes: &[Vec<Colour>], capacity: usize) -> bool {
    tubes
        .iter()
        .all(|t| t.is_empty() || (t.len() == capacity && t.iter().all(|&c| c == t[0])))
}

/// The game draws at most this many tubes per level.
pub const MAX_TUBES_DRAWABLE: usize = 20;
/// Most colours a palette may define (colour indices must fit a [`Board`]).
pub const MAX_PALETTE: usize = board::MAX_COLOURS;
/// Capacity of a level when neither the level nor the pack gives one.
pub const DEFAULT_CAPACITY: usize = 4;

/// A level pack: levels sharing one palette.
#[derive(Clone, Debug, PartialEq)]
pub struct Pack {
    /// The pack's name, shown in the level select.
    pub name: String,
    /// Its name in other languages (`names: {"de": ".."}`).
    pub names: Names,
    /// Who made the levels, if the file says.
    pub author: Option<String>,
    /// A line about the pack, if the file has one.
    pub description: Option<String>,
    /// The colours its levels use, by index.
    pub palette: Vec<PaletteColour>,
    /// The levels, in play order.
    pub levels: Vec<Level>,
}

/// One palette entry; a level's colour `i` is `palette[i]`.
#[derive(Clone, Debug, PartialEq)]
pub struct PaletteColour {
    /// The character that stands for this colour in tube strings.
    pub key: char,
    /// The colour's name, for the player and the editor.
    pub name: String,
    /// Display colour.
    pub rgb: [u8; 3],
    /// Printable ASCII character drawn on the liquid for colour-blind play.
    pub symbol: char,
}

/// One level of a pack.
#[derive(Clone, Debug, PartialEq)]
pub struct Level {
    /// The level's name.
    pub name: String,
    /// Its name in other languages (`names: {"de": ".."}`).
    pub names: Names,
    /// The level's capacity (its own, else the pack's, else 4).
    pub capacity: usize,
    /// Palette indices, each tube bottom to top.
    pub tubes: Vec<Vec<Colour>>,
    /// Fewest moves that solve the level, as found by the solver.
    pub optimal_moves: Option<u32>,
    /// A mystery level's par as `water-sort check` computes it (the most
    /// pours that following the hints takes over every arrangement), so
    /// the game shows it at once. Only on a level that hides units.
    pub par: Option<u32>,
    /// Difficulty score written by the generator (rounded to 2 decimals).
    pub difficulty: Option<f64>,
    /// A mystery level's hidden units: per tube, how many units at its
    /// bottom start hidden (the pack's `hidden: [..]`). Tubes past the end
    /// hide nothing; no trailing zeros, so a level without hidden units has
    /// an empty list (and is written without the field). The reveal rule is
    /// in [`crate::reveal`].
    pub hidden: Vec<usize>,
    /// Its tubes' own heights, locks and rule (`heights: [..]`, `locks:
    /// [..]`, `rules: ball`; the default: the classic game), fitted
    /// ([`Variant::fit`]) to `capacity`.
    pub variant: Variant,
}

impl Pack {
    /// The pack's name for language `tag`: its own for that language
    /// (`names`), else the author's `name`.
    pub fn name_in(&self, tag: &str) -> &str {
        self.names.get(tag).unwrap_or(&self.name)
    }
}

impl Level {
    /// The level's name for language `tag`: its own for that language
    /// (`names`), else the author's `name`.
    pub fn name_in(&self, tag: &str) -> &str {
        self.names.get(tag).unwrap_or(&self.name)
    }

    /// The starting position. Cannot fail for a level from [`parse_pack`];
    /// panics if a hand-built level breaks the rules.
    pub fn board(&self) -> Board {
        match Board::with_variant(self.capacity, &self.tubes, &self.variant) {
            Ok(board) => board,
            Err(e) => panic!("level {:?} is not a valid board: {e}", self.name),
        }
    }

    /// Number of distinct colours in the level.
    pub fn colour_count(&self) -> usize {
        board::distinct_colours(self.tubes.iter().flatten().copied())
    }

    /// How many units start hidden in each tube: [`Level::hidden`] with an
    /// entry for every tube.
    pub fn hidden_per_tube(&self) -> Vec<usize> {
        (0..self.tubes.len())
            .map(|t| self.hidden.get(t).copied().unwrap_or(0))
            .collect()
    }

    /// Makes [`Level::hidden`] fit the tubes after they changed: no tube
    /// hides more units than it holds, no entry past the last tube, no
    /// trailing zeros.
    pub fn fit_hidden(&mut self) {
        self.hidden.truncate(self.tubes.len());
        for (h, tube) in self.hidden.iter_mut().zip(&self.tubes) {
            *h = (*h).min(tube.len());
        }
        while self.hidden.last() == Some(&0) {
            self.hidden.pop();
        }
    }

    /// Whether the level plays by the classic rules (water, one height, no
    /// locks).
    pub fn is_classic(&self) -> bool {
        self.variant.is_classic(self.capacity)
    }

    /// Whether the level hides any unit (a mystery level).
    pub fn is_mystery(&self) -> bool {
        self.hidden.iter().any(|&h| h > 0)
    }
}

impl Pack {
    /// Finds a level: `"3"` is the third level (1-based), otherwise the level
    /// with exactly that name, otherwise the first whose name matches ignoring
    /// case.
    pub fn level_index(&self, name_or_number: &str) -> Option<usize> {
        if let Ok(n) = name_or_number.trim().parse::<usize>()
            && (1..=self.levels.len()).contains(&n)
        {
            return Some(n - 1);
        }
        if let Some(i) = self.levels.iter().position(|l| l.name == name_or_number) {
            return Some(i);
        }
        let wanted = name_or_number.to_lowercase();
        self.levels
            .iter()
            .position(|l| l.name.to_lowercase() == wanted)
    }
}

/// A problem in a pack file, at a 1-based line and column (in characters).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// The file name as given to the parser.
    pub file: String,
    /// Line, from 1.
    pub line: usize,
    /// Column in characters, from 1.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            self.file, self.line, self.column, self.message
        )
    }
}

impl std::error::Error for Diagnostic {}
