//! Saving: which levels changed and need a verdict, and the file's new
//! text, spliced around the edits.

use super::{Assessment, PackEditor, level_problems, same_puzzle};
use crate::level::{Level, Spliced, parse_pack, splice_pack, write_pack};

/// Why saving did not happen.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveRefusal {
    /// A level breaks the rules (wrong colour counts and the like): nothing
    /// is written. `level` is 0-based.
    Invalid {
        /// The level at fault.
        level: usize,
        /// What rule it breaks.
        reason: String,
    },
    /// A changed level is proven unsolvable: saved only once confirmed.
    Unsolvable {
        /// The level proven unsolvable.
        level: usize,
    },
}

/// The file's new text.
#[derive(Clone, Debug, PartialEq)]
pub struct SaveText {
    /// The whole text to write to the file.
    pub text: String,
    /// The file could not be kept around the edits (an unusual layout):
    /// it was written whole, in the canonical layout.
    pub rewrote_whole_file: bool,
}

impl PackEditor {
    /// For each level, the level of the file it is (by identity), if any.
    fn origins(&self) -> Vec<Option<usize>> {
        self.now
            .ids
            .iter()
            .map(|id| self.saved_ids.iter().position(|s| s == id))
            .collect()
    }

    /// The levels whose text saving rewrites: new ones and changed ones.
    pub fn changed_levels(&self) -> Vec<usize> {
        let now = &self.now;
        let origins = self.origins();
        (0..now.pack.levels.len())
            .filter(|&i| match origins[i] {
                Some(o) => self.saved.levels.get(o).is_none_or(|old| {
                    let new = &now.pack.levels[i];
                    !same_puzzle(old, new) || old.name != new.name || old.hidden != new.hidden
                }),
                None => true,
            })
            .collect()
    }

    /// The valid levels whose verdict saving needs: new levels and levels
    /// whose tubes or capacity changed (a level only renamed, or hiding
    /// other units, keeps what the file says of it: `optimal_moves` and
    /// `difficulty` are of the puzzle with every colour known).
    pub fn levels_to_rate(&self) -> Vec<usize> {
        let now = &self.now;
        let origins = self.origins();
        self.changed_levels()
            .into_iter()
            .filter(|&i| {
                let level = &now.pack.levels[i];
                let same = origins[i]
                    .and_then(|o| self.saved.levels.get(o))
                    .is_some_and(|old| same_puzzle(old, level));
                !same && level_problems(level, &now.pack.palette).is_empty()
            })
            .collect()
    }

    /// The file's text after saving: every level valid, changed levels
    /// with `optimal_moves` and `difficulty` from `assessment` (`None` when
    /// the caller has none: then they are left out); a mystery level's
    /// `par` is kept while its tubes, capacity and hidden units are, else
    /// left out (`water-sort check` computes it). A changed level proven
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
        let origins = self.origins();
        for i in self.changed_levels() {
            let level = &mut pack.levels[i];
            let puzzle_same = origins[i]
                .and_then(|o| self.saved.levels.get(o))
                .filter(|old| same_puzzle(old, level));
            if let Some(old) = puzzle_same {
                // Only renamed or hiding other units: what the file knew of
                // it still holds, but a mystery par only while the same
                // units are hidden (it is the par of what the player sees).
                level.optimal_moves = old.optimal_moves;
                level.difficulty = old.difficulty;
                level.par = old.par.filter(|_| old.hidden == level.hidden);
                continue;
            }
            level.optimal_moves = None;
            level.par = None;
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
            match splice_pack(&self.source, &self.saved, &pack, &origins) {
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
        if pack.levels.len() != self.now.ids.len() {
            return Err("the saved file does not hold the levels saved".into());
        }
        self.source = text.to_string();
        self.saved = pack.clone();
        // The file's levels are the levels saved, in order.
        self.saved_ids = self.now.ids.clone();
        self.now.pack = pack;
        self.now.level = level.min(self.now.pack.levels.len().saturating_sub(1));
        self.now.tube = tube;
        self.select_tube(tube);
        Ok(())
    }

    /// The file's text as last read or written.
    pub fn source(&self) -> &str {
        &self.source
    }
}
