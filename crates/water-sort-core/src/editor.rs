//! The level editor's model: a pack being edited, one level and one tube in
//! focus, unlimited undo and redo of edits, what is wrong with the level,
//! deals from the generator, and the text to save.
//!
//! The game's editor screen is a thin front end over [`PackEditor`]: it turns
//! keys and clicks into [`Edit`]s, shows the pack, and runs
//! [`assess`] and [`deal`] in the background.

use crate::board::{Board, Colour, MAX_CAPACITY, MIN_CAPACITY};
use crate::generate::{default_palette, random_deal, rate_cancellable};
use crate::level::{
    DEFAULT_CAPACITY, Level, MAX_PALETTE, MAX_TUBES_DRAWABLE, Pack, PaletteColour, Spliced,
    parse_pack, splice_pack, write_pack,
};
use crate::solver::{CancelToken, Limits, Outcome, solve};

/// One change to the pack. Tube and level indices are 0-based.
#[derive(Clone, Debug, PartialEq)]
pub enum Edit {
    /// One unit of a colour on top of a tube.
    AddUnit {
        tube: usize,
        colour: Colour,
    },
    /// The top unit of a tube taken away.
    RemoveTop {
        tube: usize,
    },
    /// Every unit of a tube taken away.
    EmptyTube {
        tube: usize,
    },
    /// The top unit of one tube put on top of another.
    MoveUnit {
        from: usize,
        to: usize,
    },
    /// An empty tube at the end.
    AddTube,
    /// The last tube taken away (it must be empty).
    RemoveTube,
    SetTubeCount(usize),
    SetCapacity(usize),
    /// All tubes replaced (a deal); capacity too.
    SetTubes {
        capacity: usize,
        tubes: Vec<Vec<Colour>>,
    },
    RenameLevel(String),
    /// A new empty level after the last one.
    AddLevel,
    /// A copy of the level in focus, right after it.
    DuplicateLevel,
    DeleteLevel,
    MoveLevelUp,
    MoveLevelDown,
    SetPackName(String),
    SetAuthor(Option<String>),
    SetDescription(Option<String>),
    AddColour(PaletteColour),
    ChangeColour {
        index: usize,
        colour: PaletteColour,
    },
}

/// Tubes a new level starts with.
pub const NEW_LEVEL_TUBES: usize = 4;

/// The state undo and redo go between.
#[derive(Clone, Debug, PartialEq)]
struct Snapshot {
    pack: Pack,
    /// For each level of `pack`, the level of the file it started as.
    origins: Vec<Option<usize>>,
    level: usize,
    tube: usize,
}

/// A pack open in the editor.
#[derive(Clone, Debug)]
pub struct PackEditor {
    /// The file's text as last read or written (`""` for a new file).
    source: String,
    /// What `source` parses to (the pack as saved).
    saved: Pack,
    now: Snapshot,
    undo: Vec<Snapshot>,
    redo: Vec<Snapshot>,
    /// The palette colour a click adds.
    pub colour: Colour,
}

/// Why saving did not happen.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveRefusal {
    /// A level breaks the rules (wrong colour counts and the like): nothing
    /// is written. `level` is 0-based.
    Invalid { level: usize, reason: String },
    /// A changed level is proven unsolvable: saved only once confirmed.
    Unsolvable { level: usize },
}

/// The file's new text.
#[derive(Clone, Debug, PartialEq)]
pub struct SaveText {
    pub text: String,
    /// The file could not be kept around the edits (an unusual layout):
    /// it was written whole, in the canonical layout.
    pub rewrote_whole_file: bool,
}

/// What the solver says of a level, with the generator's rating.
#[derive(Clone, Debug, PartialEq)]
pub enum Assessment {
    Solvable {
        optimal_moves: u32,
        difficulty: f64,
    },
    /// Solvable, but the budget ran out before a shortest solution was proven.
    SolvableNotOptimal {
        moves: u32,
    },
    Unsolvable,
    /// The budget ran out before any answer.
    GaveUp,
}

impl Assessment {
    /// The line the editor shows.
    pub fn describe(&self) -> String {
        match self {
            Assessment::Solvable {
                optimal_moves,
                difficulty,
            } => format!("solvable in {optimal_moves} moves, difficulty {difficulty:.2}"),
            Assessment::SolvableNotOptimal { moves } => {
                format!("solvable (a {moves}-move solution; the shortest is unknown)")
            }
            Assessment::Unsolvable => "unsolvable".into(),
            Assessment::GaveUp => "unknown (the solver gave up)".into(),
        }
    }
}

/// Solves a level and rates it as the generator does; `None` if cancelled.
pub fn assess(level: &Level, limits: &Limits, cancel: Option<&CancelToken>) -> Option<Assessment> {
    let board = Board::new(level.capacity, &level.tubes).ok()?;
    let report = solve(&board, limits, cancel);
    Some(match report.outcome {
        Outcome::Optimal(path) => {
            let rating = rate_cancellable(&board, &path, report.nodes_expanded, limits, cancel)?;
            Assessment::Solvable {
                optimal_moves: rating.optimal_moves,
                difficulty: rating.difficulty,
            }
        }
        Outcome::Unsolvable => Assessment::Unsolvable,
        Outcome::GaveUp { best: Some(p), .. } => Assessment::SolvableNotOptimal {
            moves: p.len() as u32,
        },
        Outcome::GaveUp { best: None, .. } => Assessment::GaveUp,
        Outcome::Cancelled => return None,
    })
}

/// A seed for a deal (short enough to type back in).
pub fn random_seed() -> u64 {
    getrandom::u32().map_or(0, u64::from)
}

/// A fresh deal for a level of `tubes` tubes of `capacity`: as many colours
/// as leave two tubes empty (one when the level has two tubes), from the
/// first seed at or after `seed` whose deal is solvable and has no tube
/// already finished, as `generate` asks. Returns the seed used (dealing it
/// again gives the same tubes) and the tubes; `None` if cancelled or no
/// seed of a thousand worked.
pub fn deal(
    tubes: usize,
    capacity: usize,
    palette_len: usize,
    seed: u64,
    limits: &Limits,
    cancel: Option<&CancelToken>,
) -> Option<(u64, Vec<Vec<Colour>>)> {
    let empty = if tubes > 2 { 2 } else { 1 };
    let colours = tubes.saturating_sub(empty).min(palette_len);
    if colours == 0 || !(MIN_CAPACITY..=MAX_CAPACITY).contains(&capacity) {
        return None;
    }
    let empty = tubes - colours;
    for k in 0..1000u64 {
        let s = seed.wrapping_add(k);
        let board = random_deal(colours, empty, capacity, s);
        if board.tubes().iter().any(|t| t.is_complete(capacity)) && colours > 1 {
            continue;
        }
        match solve(&board, limits, cancel).outcome {
            Outcome::Optimal(_) => {
                return Some((
                    s,
                    board.tubes().iter().map(|t| t.units().to_vec()).collect(),
                ));
            }
            Outcome::Cancelled => return None,
            _ => continue,
        }
    }
    None
}

impl PackEditor {
    /// Opens `source` (a pack file's text). An empty text is a new pack: the
    /// default palette and one empty level named after `name`.
    pub fn open(source: &str, file: &str) -> Result<PackEditor, String> {
        if source.trim().is_empty() {
            return Ok(PackEditor::new_pack(file));
        }
        let pack = parse_pack(source, file).map_err(|d| {
            d.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("\n")
        })?;
        let mut editor = PackEditor::from_pack(source.to_string(), pack);
        if editor.now.pack.levels.is_empty() {
            // Something to edit; not a change until edited (saving an
            // untouched file writes nothing new).
            editor
                .now
                .pack
                .levels
                .push(empty_level(1, DEFAULT_CAPACITY));
            editor.now.origins.push(None);
        }
        Ok(editor)
    }

    /// A new pack (nothing on disk yet).
    pub fn new_pack(name: &str) -> PackEditor {
        let pack = Pack {
            name: name.to_string(),
            author: None,
            description: None,
            palette: default_palette(),
            levels: Vec::new(),
        };
        let mut editor = PackEditor::from_pack(String::new(), pack);
        editor
            .now
            .pack
            .levels
            .push(empty_level(1, DEFAULT_CAPACITY));
        editor.now.origins.push(None);
        editor
    }

    fn from_pack(source: String, pack: Pack) -> PackEditor {
        let origins = (0..pack.levels.len()).map(Some).collect();
        PackEditor {
            source,
            saved: pack.clone(),
            now: Snapshot {
                pack,
                origins,
                level: 0,
                tube: 0,
            },
            undo: Vec::new(),
            redo: Vec::new(),
            colour: 0,
        }
    }

    pub fn pack(&self) -> &Pack {
        &self.now.pack
    }

    /// The level in focus (0-based).
    pub fn level_index(&self) -> usize {
        self.now.level
    }

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

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

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
        apply_to(&mut next, edit)?;
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
        Board::new(self.level().capacity, &self.level().tubes).ok()
    }

    /// The levels whose text saving rewrites: new ones and changed ones.
    pub fn changed_levels(&self) -> Vec<usize> {
        let now = &self.now;
        (0..now.pack.levels.len())
            .filter(|&i| match now.origins[i] {
                Some(o) => self.saved.levels.get(o).is_none_or(|old| {
                    !same_puzzle(old, &now.pack.levels[i]) || old.name != now.pack.levels[i].name
                }),
                None => true,
            })
            .collect()
    }

    /// The file's text after saving: every level valid, changed levels
    /// with `optimal_moves` and `difficulty` from `assessment` (`None` when
    /// the caller has none: then they are left out). A changed level proven
    /// unsolvable is refused unless `allow_unsolvable`. Only the changed
    /// parts of the file are rewritten (see [`splice_pack`]).
    pub fn save_text(
        &self,
        mut assessment: impl FnMut(&Level) -> Option<Assessment>,
        allow_unsolvable: bool,
    ) -> Result<SaveText, SaveRefusal> {
        let mut pack = self.now.pack.clone();
        for (i, level) in pack.levels.iter().enumerate() {
            if let Some(reason) = level_problems(level, &pack.palette).into_iter().next() {
                return Err(SaveRefusal::Invalid { level: i, reason });
            }
        }
        for i in self.changed_levels() {
            let level = &mut pack.levels[i];
            let puzzle_same = self.now.origins[i]
                .and_then(|o| self.saved.levels.get(o))
                .filter(|old| same_puzzle(old, level));
            if let Some(old) = puzzle_same {
                // Only renamed: what the file knew of it still holds.
                level.optimal_moves = old.optimal_moves;
                level.difficulty = old.difficulty;
                continue;
            }
            level.optimal_moves = None;
            level.difficulty = None;
            match assessment(level) {
                Some(Assessment::Solvable {
                    optimal_moves,
                    difficulty,
                }) => {
                    level.optimal_moves = Some(optimal_moves);
                    level.difficulty = Some(difficulty);
                }
                Some(Assessment::Unsolvable) if !allow_unsolvable => {
                    return Err(SaveRefusal::Unsolvable { level: i });
                }
                _ => {}
            }
        }
        if self.source.is_empty() {
            return Ok(SaveText {
                text: write_pack(&pack),
                rewrote_whole_file: false,
            });
        }
        Ok(
            match splice_pack(&self.source, &self.saved, &pack, &self.now.origins) {
                Spliced::Kept(text) => SaveText {
                    text,
                    rewrote_whole_file: false,
                },
                Spliced::Rewritten(text) => SaveText {
                    text,
                    rewrote_whole_file: true,
                },
            },
        )
    }

    /// The text `save_text` gave was written: it is now the file.
    pub fn saved_as(&mut self, text: &str, file: &str) -> Result<(), String> {
        let pack = parse_pack(text, file).map_err(|d| {
            d.first()
                .map(ToString::to_string)
                .unwrap_or_else(|| "the saved file does not parse".into())
        })?;
        let level = self.now.level;
        let tube = self.now.tube;
        self.source = text.to_string();
        self.saved = pack.clone();
        self.now.origins = (0..pack.levels.len()).map(Some).collect();
        self.now.pack = pack;
        self.now.level = level.min(self.now.pack.levels.len().saturating_sub(1));
        self.now.tube = tube;
        self.select_tube(tube);
        // Undo reaches back across a save: the states before it still make
        // sense, but their origins refer to the old file.
        for snapshot in self.undo.iter_mut().chain(self.redo.iter_mut()) {
            snapshot.origins = vec![None; snapshot.pack.levels.len()];
        }
        Ok(())
    }

    /// The file's text as last read or written.
    pub fn source(&self) -> &str {
        &self.source
    }
}

/// Same tubes and capacity: the same puzzle, whatever its name.
fn same_puzzle(a: &Level, b: &Level) -> bool {
    a.capacity == b.capacity && a.tubes == b.tubes
}

fn empty_level(number: usize, capacity: usize) -> Level {
    Level {
        name: format!("Level {number}"),
        capacity,
        tubes: vec![Vec::new(); NEW_LEVEL_TUBES],
        optimal_moves: None,
        difficulty: None,
    }
}

/// A name no level of `pack` has: `base`, else `base 2`, `base 3`, ...
fn unused_name(pack: &Pack, base: &str) -> String {
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

/// Why a level cannot be played, in the author's words.
pub fn level_problems(level: &Level, palette: &[PaletteColour]) -> Vec<String> {
    let mut problems = Vec::new();
    let counts = colour_counts(level, palette.len());
    for (colour, &count) in palette.iter().zip(&counts) {
        if count != 0 && count != level.capacity {
            problems.push(format!(
                "{} ({}) has {count} units, needs {}",
                colour.name, colour.key, level.capacity
            ));
        }
    }
    if counts.iter().all(|&n| n == 0) {
        problems.push("the level has no liquid yet".into());
    }
    if level.name.trim().is_empty() {
        problems.push("the level needs a name".into());
    }
    problems
}

fn apply_to(s: &mut Snapshot, edit: Edit) -> Result<(), String> {
    let palette_len = s.pack.palette.len();
    let level_count = s.pack.levels.len();
    let level = &mut s.pack.levels[s.level];
    let capacity = level.capacity;
    let tube_count = level.tubes.len();
    let no_tube = |t: usize| format!("there is no tube {}", t + 1);
    match edit {
        Edit::AddUnit { tube, colour } => {
            if colour as usize >= palette_len {
                return Err(format!("the palette has no colour {}", colour as usize + 1));
            }
            let t = level.tubes.get_mut(tube).ok_or_else(|| no_tube(tube))?;
            if t.len() >= capacity {
                return Err(format!("tube {} is full", tube + 1));
            }
            t.push(colour);
            s.tube = tube;
        }
        Edit::RemoveTop { tube } => {
            let t = level.tubes.get_mut(tube).ok_or_else(|| no_tube(tube))?;
            t.pop()
                .ok_or_else(|| format!("tube {} is empty", tube + 1))?;
            s.tube = tube;
        }
        Edit::EmptyTube { tube } => {
            let t = level.tubes.get_mut(tube).ok_or_else(|| no_tube(tube))?;
            if t.is_empty() {
                return Err(format!("tube {} is empty", tube + 1));
            }
            t.clear();
            s.tube = tube;
        }
        Edit::MoveUnit { from, to } => {
            if from >= tube_count {
                return Err(no_tube(from));
            }
            if to >= tube_count {
                return Err(no_tube(to));
            }
            if from == to {
                return Ok(());
            }
            if level.tubes[to].len() >= capacity {
                return Err(format!("tube {} is full", to + 1));
            }
            let unit = level.tubes[from]
                .pop()
                .ok_or_else(|| format!("tube {} is empty", from + 1))?;
            level.tubes[to].push(unit);
            s.tube = to;
        }
        Edit::AddTube => set_tube_count(s, tube_count + 1)?,
        Edit::RemoveTube => {
            if tube_count <= 1 {
                return Err("a level has at least 1 tube".into());
            }
            set_tube_count(s, tube_count - 1)?
        }
        Edit::SetTubeCount(n) => set_tube_count(s, n)?,
        Edit::SetCapacity(n) => {
            if !(MIN_CAPACITY..=MAX_CAPACITY).contains(&n) {
                return Err(format!("capacity must be {MIN_CAPACITY} to {MAX_CAPACITY}"));
            }
            if let Some(i) = level.tubes.iter().position(|t| t.len() > n) {
                return Err(format!(
                    "tube {} holds {} units: empty some before shrinking to {n}",
                    i + 1,
                    level.tubes[i].len()
                ));
            }
            level.capacity = n;
        }
        Edit::SetTubes { capacity, tubes } => {
            if !(MIN_CAPACITY..=MAX_CAPACITY).contains(&capacity)
                || tubes.is_empty()
                || tubes.len() > MAX_TUBES_DRAWABLE
                || tubes.iter().any(|t| t.len() > capacity)
                || tubes.iter().flatten().any(|&c| c as usize >= palette_len)
            {
                return Err("those tubes do not fit the level".into());
            }
            level.capacity = capacity;
            level.tubes = tubes;
            s.tube = s.tube.min(level.tubes.len() - 1);
        }
        Edit::RenameLevel(name) => {
            let name = name.trim().to_string();
            if name.is_empty() {
                return Err("a level needs a name".into());
            }
            if s.pack
                .levels
                .iter()
                .enumerate()
                .any(|(i, l)| i != s.level && l.name == name)
            {
                return Err(format!("another level is named \"{name}\""));
            }
            s.pack.levels[s.level].name = name;
        }
        Edit::AddLevel => {
            let name = unused_name(&s.pack, &format!("Level {}", level_count + 1));
            let mut level = empty_level(level_count + 1, capacity);
            level.name = name;
            s.pack.levels.push(level);
            s.origins.push(None);
            s.level = level_count;
            s.tube = 0;
        }
        Edit::DuplicateLevel => {
            let mut copy = level.clone();
            copy.name = unused_name(&s.pack, &format!("{} copy", copy.name));
            s.pack.levels.insert(s.level + 1, copy);
            s.origins.insert(s.level + 1, None);
            s.level += 1;
        }
        Edit::DeleteLevel => {
            if level_count <= 1 {
                return Err("a pack keeps at least one level".into());
            }
            s.pack.levels.remove(s.level);
            s.origins.remove(s.level);
            s.level = s.level.min(level_count - 2);
            s.tube = 0;
        }
        Edit::MoveLevelUp => {
            if s.level == 0 {
                return Err("the level is already first".into());
            }
            s.pack.levels.swap(s.level, s.level - 1);
            s.origins.swap(s.level, s.level - 1);
            s.level -= 1;
        }
        Edit::MoveLevelDown => {
            if s.level + 1 >= level_count {
                return Err("the level is already last".into());
            }
            s.pack.levels.swap(s.level, s.level + 1);
            s.origins.swap(s.level, s.level + 1);
            s.level += 1;
        }
        Edit::SetPackName(name) => {
            let name = name.trim().to_string();
            if name.is_empty() {
                return Err("a pack needs a name".into());
            }
            s.pack.name = name;
        }
        Edit::SetAuthor(author) => s.pack.author = non_empty(author),
        Edit::SetDescription(text) => s.pack.description = non_empty(text),
        Edit::AddColour(colour) => {
            if palette_len >= MAX_PALETTE {
                return Err(format!("a palette has at most {MAX_PALETTE} colours"));
            }
            check_colour(&s.pack.palette, None, &colour)?;
            s.pack.palette.push(colour);
        }
        Edit::ChangeColour { index, colour } => {
            if index >= palette_len {
                return Err(format!("the palette has no colour {}", index + 1));
            }
            check_colour(&s.pack.palette, Some(index), &colour)?;
            s.pack.palette[index] = colour;
        }
    }
    Ok(())
}

fn non_empty(text: Option<String>) -> Option<String> {
    text.map(|t| t.trim().to_string()).filter(|t| !t.is_empty())
}

fn set_tube_count(s: &mut Snapshot, n: usize) -> Result<(), String> {
    let level = &mut s.pack.levels[s.level];
    if !(1..=MAX_TUBES_DRAWABLE).contains(&n) {
        return Err(format!("a level has 1 to {MAX_TUBES_DRAWABLE} tubes"));
    }
    if let Some(i) = level.tubes.iter().skip(n).position(|t| !t.is_empty()) {
        return Err(format!("tube {} is not empty", n + i + 1));
    }
    level.tubes.resize(n, Vec::new());
    s.tube = s.tube.min(n - 1);
    Ok(())
}

/// A palette colour the pack format accepts, with a key no other colour has.
fn check_colour(
    palette: &[PaletteColour],
    replacing: Option<usize>,
    colour: &PaletteColour,
) -> Result<(), String> {
    if colour.name.trim().is_empty() {
        return Err("a colour needs a name".into());
    }
    if !colour.key.is_ascii_graphic() || colour.key == '"' || colour.key == '\\' {
        return Err(format!(
            "key {:?} must be a printable ASCII character (not a quote or backslash)",
            colour.key
        ));
    }
    if !colour.symbol.is_ascii_graphic() {
        return Err(format!(
            "symbol {:?} must be a printable ASCII character",
            colour.symbol
        ));
    }
    if let Some((i, other)) = palette
        .iter()
        .enumerate()
        .find(|&(i, c)| Some(i) != replacing && c.key == colour.key)
    {
        return Err(format!(
            "key {} is already {} (colour {})",
            colour.key,
            other.name,
            i + 1
        ));
    }
    Ok(())
}

/// Reads `K name #rrggbb [S]` (key, name, colour, optional symbol) as the
/// editor's colour field takes it.
pub fn parse_colour_line(text: &str) -> Result<PaletteColour, String> {
    let usage = "type: key name #rrggbb [symbol], e.g. `Q teal #469990 q`";
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.len() < 3 || words.len() > 4 {
        return Err(usage.into());
    }
    let single = |w: &str| {
        let mut chars = w.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Ok(c),
            _ => Err(format!("`{w}` should be one character; {usage}")),
        }
    };
    let key = single(words[0])?;
    let hex = words[2]
        .strip_prefix('#')
        .filter(|h| h.len() == 6 && h.chars().all(|c| c.is_ascii_hexdigit()))
        .ok_or_else(|| format!("`{}` is not a #rrggbb colour; {usage}", words[2]))?;
    let byte = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).expect("checked hex digits");
    let symbol = match words.get(3) {
        Some(w) => single(w)?,
        None => key,
    };
    Ok(PaletteColour {
        key,
        name: words[1].to_string(),
        rgb: [byte(0), byte(2), byte(4)],
        symbol,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const PACK: &str = r##"// A pack with comments.
(
    name: "Mine",
    capacity: 2,
    palette: [
        (key: 'R', name: "red",  color: "#ff0000"),
        (key: 'G', name: "green", color: "#00ff00"),
    ],
    levels: [
        // The first one.
        (name: "One", tubes: ["RG", "GR", ""]),
        (name: "Two",   tubes: ["RR", "GG", ""]),
    ],
)
"##;

    fn editor() -> PackEditor {
        PackEditor::open(PACK, "mine.ron").unwrap()
    }

    #[test]
    fn units_go_on_and_come_off_the_selected_tube() {
        let mut e = editor();
        assert_eq!(e.apply(Edit::RemoveTop { tube: 0 }), Ok(()));
        assert_eq!(e.level().tubes[0], vec![0]);
        assert_eq!(
            e.apply(Edit::AddUnit { tube: 1, colour: 0 }),
            Err("tube 2 is full".into())
        );
        e.apply(Edit::AddUnit { tube: 2, colour: 1 }).unwrap();
        assert_eq!(e.level().tubes[2], vec![1]);
        assert_eq!(e.tube(), 2);
        e.apply(Edit::EmptyTube { tube: 1 }).unwrap();
        assert!(e.level().tubes[1].is_empty());
        assert_eq!(
            e.apply(Edit::EmptyTube { tube: 1 }),
            Err("tube 2 is empty".into())
        );
        assert_eq!(
            e.apply(Edit::AddUnit { tube: 3, colour: 0 }),
            Err("there is no tube 4".into())
        );
    }

    #[test]
    fn wrong_counts_are_named_and_block_the_board() {
        let mut e = editor();
        assert!(e.problems().is_empty());
        assert!(e.board().is_some());
        e.apply(Edit::RemoveTop { tube: 0 }).unwrap();
        assert_eq!(e.colour_counts(), vec![2, 1]);
        assert_eq!(e.problems(), vec!["green (G) has 1 units, needs 2"]);
        assert!(e.board().is_none());
    }

    #[test]
    fn undo_and_redo_walk_every_edit() {
        let mut e = editor();
        let start = e.pack().clone();
        e.apply(Edit::RemoveTop { tube: 0 }).unwrap();
        e.apply(Edit::AddTube).unwrap();
        e.apply(Edit::RenameLevel("Uno".into())).unwrap();
        let end = e.pack().clone();
        assert!(e.undo() && e.undo() && e.undo());
        assert!(!e.undo());
        assert_eq!(e.pack(), &start);
        assert!(!e.is_dirty());
        assert!(e.redo() && e.redo() && e.redo());
        assert!(!e.redo());
        assert_eq!(e.pack(), &end);
        // A new edit after undo drops the redo steps.
        e.undo();
        e.apply(Edit::AddTube).unwrap();
        assert!(!e.can_redo());
    }

    #[test]
    fn refused_edits_change_nothing_and_leave_no_undo_step() {
        let mut e = editor();
        assert!(e.apply(Edit::SetCapacity(1)).is_err());
        assert_eq!(e.apply(Edit::RemoveTube), Ok(()), "the last tube is empty");
        assert_eq!(e.apply(Edit::RemoveTube), Err("tube 2 is not empty".into()));
        e.undo();
        assert!(!e.can_undo());
    }

    #[test]
    fn capacity_shrinks_only_when_every_tube_fits() {
        let mut e = editor();
        e.apply(Edit::SetCapacity(3)).unwrap();
        e.apply(Edit::AddUnit { tube: 0, colour: 0 }).unwrap();
        assert_eq!(
            e.apply(Edit::SetCapacity(2)),
            Err("tube 1 holds 3 units: empty some before shrinking to 2".into())
        );
        e.apply(Edit::RemoveTop { tube: 0 }).unwrap();
        e.apply(Edit::SetCapacity(2)).unwrap();
        assert_eq!(e.level().capacity, 2);
    }

    #[test]
    fn levels_are_added_duplicated_moved_and_deleted() {
        let mut e = editor();
        e.apply(Edit::DuplicateLevel).unwrap();
        assert_eq!(e.level().name, "One copy");
        assert_eq!(e.level_index(), 1);
        e.apply(Edit::MoveLevelUp).unwrap();
        let names = |e: &PackEditor| -> Vec<String> {
            e.pack().levels.iter().map(|l| l.name.clone()).collect()
        };
        assert_eq!(names(&e), ["One copy", "One", "Two"]);
        assert!(e.apply(Edit::MoveLevelUp).is_err());
        e.apply(Edit::AddLevel).unwrap();
        assert_eq!(names(&e), ["One copy", "One", "Two", "Level 4"]);
        assert_eq!(e.level().tubes.len(), NEW_LEVEL_TUBES);
        e.apply(Edit::DeleteLevel).unwrap();
        assert_eq!(e.level_index(), 2);
        assert_eq!(
            e.apply(Edit::RenameLevel("One".into())),
            Err("another level is named \"One\"".into())
        );
    }

    #[test]
    fn invalid_levels_are_not_saved() {
        let mut e = editor();
        e.select_level(1);
        e.apply(Edit::RemoveTop { tube: 1 }).unwrap();
        assert_eq!(
            e.save_text(|_| None, false),
            Err(SaveRefusal::Invalid {
                level: 1,
                reason: "green (G) has 1 units, needs 2".into()
            })
        );
    }

    #[test]
    fn saving_keeps_the_file_around_the_changed_level() {
        let mut e = editor();
        e.select_level(1);
        e.apply(Edit::MoveUnit { from: 1, to: 2 }).unwrap();
        let text = e
            .save_text(|l| assess(l, &Limits::default(), None), false)
            .unwrap();
        assert!(!text.rewrote_whole_file);
        let text = text.text;
        assert!(text.starts_with("// A pack with comments."));
        assert!(text.contains(
            "        // The first one.\n        (name: \"One\", tubes: [\"RG\", \"GR\", \"\"]),"
        ));
        let pack = parse_pack(&text, "").unwrap();
        assert_eq!(pack.levels[1].tubes, vec![vec![0, 0], vec![1], vec![1]]);
        assert_eq!(pack.levels[1].optimal_moves, Some(1));
        assert!(pack.levels[1].difficulty.is_some());
        e.saved_as(&text, "mine.ron").unwrap();
        assert!(!e.is_dirty());
        assert_eq!(e.changed_levels(), Vec::<usize>::new());
    }

    #[test]
    fn an_unsolvable_level_needs_confirming() {
        // Capacity 2, two colours interleaved and no empty tube: stuck.
        let mut e = editor();
        e.apply(Edit::RemoveTube).unwrap();
        let refused = e.save_text(|l| assess(l, &Limits::default(), None), false);
        assert_eq!(refused, Err(SaveRefusal::Unsolvable { level: 0 }));
        let text = e
            .save_text(|l| assess(l, &Limits::default(), None), true)
            .unwrap()
            .text;
        let pack = parse_pack(&text, "").unwrap();
        assert_eq!(pack.levels[0].tubes.len(), 2);
        assert_eq!(pack.levels[0].optimal_moves, None);
    }

    #[test]
    fn a_new_pack_starts_with_the_default_palette_and_one_empty_level() {
        let e = PackEditor::open("", "new").unwrap();
        assert_eq!(e.pack().palette, default_palette());
        assert_eq!(e.pack().levels.len(), 1);
        assert!(e.is_dirty());
        assert_eq!(e.problems(), vec!["the level has no liquid yet"]);
    }

    #[test]
    fn deals_are_seeded_solvable_and_fill_the_level() {
        let limits = Limits::default();
        let (seed, tubes) = deal(7, 4, 20, 42, &limits, None).unwrap();
        assert_eq!(
            deal(7, 4, 20, seed, &limits, None),
            Some((seed, tubes.clone()))
        );
        assert_eq!(tubes.len(), 7);
        assert_eq!(tubes.iter().filter(|t| t.is_empty()).count(), 2);
        let board = Board::new(4, &tubes).unwrap();
        assert!(matches!(
            solve(&board, &limits, None).outcome,
            Outcome::Optimal(_)
        ));
        // Few colours in the palette: more empty tubes.
        let (_, tubes) = deal(7, 4, 2, 42, &limits, None).unwrap();
        assert_eq!(tubes.iter().filter(|t| t.is_empty()).count(), 5);
        let mut e = editor();
        e.apply(Edit::SetTubes { capacity: 4, tubes }).unwrap();
        assert!(e.problems().is_empty());
    }

    #[test]
    fn colours_are_added_and_changed_with_unique_keys() {
        let mut e = editor();
        let teal = parse_colour_line("Q teal #469990 q").unwrap();
        assert_eq!(teal.rgb, [0x46, 0x99, 0x90]);
        e.apply(Edit::AddColour(teal)).unwrap();
        assert_eq!(e.pack().palette.len(), 3);
        let clash = parse_colour_line("R rose #ff00ff").unwrap();
        assert_eq!(
            e.apply(Edit::ChangeColour {
                index: 1,
                colour: clash.clone()
            }),
            Err("key R is already red (colour 1)".into())
        );
        e.apply(Edit::ChangeColour {
            index: 0,
            colour: clash,
        })
        .unwrap();
        assert_eq!(e.pack().palette[0].name, "rose");
        assert!(parse_colour_line("Q teal 469990").is_err());
    }
}
