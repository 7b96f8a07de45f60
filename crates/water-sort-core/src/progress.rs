//! The player's progress: per (pack file name, level name), whether the
//! level was finished, in how few moves, and the most stars earned. The
//! game keeps it in a RON file; this is the model and its rules.
//!
//! The format grows backward-compatibly: fields added later (`stars`) are
//! `#[serde(default)]`, so a save written before them still loads.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// What is kept of one level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LevelRecord {
    /// The level has been finished at least once.
    pub completed: bool,
    /// Fewest moves the level was completed in.
    pub best_moves: Option<u32>,
    /// Most stars earned (0 to 3; 0 also when no par was known), see
    /// [`crate::rating::stars`].
    #[serde(default)]
    pub stars: u8,
}

/// The saved data. Keys are names rather than indices so that inserting a
/// level into a pack does not shift the marks of the others.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// Pack file name (e.g. `starter.ron`) → level name → record.
    pub packs: BTreeMap<String, BTreeMap<String, LevelRecord>>,
}

/// What finishing a level changed, from [`Progress::finish`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Finished {
    /// The level's record before this finish.
    pub before: LevelRecord,
    /// The record changed (first finish, fewer moves or more stars): it
    /// needs saving.
    pub changed: bool,
}

impl Progress {
    /// A level's record (empty if it was never finished).
    pub fn record(&self, pack_file: &str, level: &str) -> LevelRecord {
        self.packs
            .get(pack_file)
            .and_then(|p| p.get(level))
            .copied()
            .unwrap_or_default()
    }

    /// A level's record, created empty if there is none yet.
    fn record_mut(&mut self, pack_file: &str, level: &str) -> &mut LevelRecord {
        self.packs
            .entry(pack_file.to_string())
            .or_default()
            .entry(level.to_string())
            .or_default()
    }

    /// A level finished in `moves` and rated `stars`: the one way a finish
    /// is recorded. Keeps the fewest moves and the most stars.
    pub fn finish(&mut self, pack_file: &str, level: &str, moves: u32, stars: u8) -> Finished {
        let before = self.record(pack_file, level);
        let rec = self.record_mut(pack_file, level);
        rec.completed = true;
        if rec.best_moves.is_none_or(|best| moves < best) {
            rec.best_moves = Some(moves);
        }
        rec.stars = rec.stars.max(stars);
        Finished {
            before,
            changed: *rec != before,
        }
    }

    /// How many of `levels` (names of one pack's levels) are not finished.
    pub fn unfinished<'a>(
        &self,
        pack_file: &str,
        levels: impl IntoIterator<Item = &'a str>,
    ) -> usize {
        levels
            .into_iter()
            .filter(|level| !self.record(pack_file, level).completed)
            .count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_finish_keeps_the_fewest_moves_and_the_most_stars() {
        let mut progress = Progress::default();
        assert_eq!(progress.record("p.ron", "L"), LevelRecord::default());

        let first = progress.finish("p.ron", "L", 9, 1);
        assert_eq!(first.before, LevelRecord::default());
        assert!(first.changed);
        let record = |p: &Progress| p.record("p.ron", "L");
        assert_eq!(
            record(&progress),
            LevelRecord {
                completed: true,
                best_moves: Some(9),
                stars: 1
            }
        );
        // More moves and fewer stars change nothing.
        let worse = progress.finish("p.ron", "L", 12, 0);
        assert_eq!(worse.before, record(&progress));
        assert!(!worse.changed);
        // Fewer moves, same stars; then more stars in more moves.
        assert!(progress.finish("p.ron", "L", 7, 1).changed);
        assert!(progress.finish("p.ron", "L", 8, 3).changed);
        assert_eq!(
            record(&progress),
            LevelRecord {
                completed: true,
                best_moves: Some(7),
                stars: 3
            }
        );
        // Other levels and packs are their own.
        assert_eq!(progress.record("p.ron", "M"), LevelRecord::default());
        assert_eq!(progress.record("q.ron", "L"), LevelRecord::default());
    }

    #[test]
    fn unfinished_levels_are_counted_by_name() {
        let mut progress = Progress::default();
        let levels = ["One", "Two", "Three"];
        assert_eq!(progress.unfinished("p.ron", levels), 3);
        progress.finish("p.ron", "Two", 4, 0);
        progress.finish("q.ron", "One", 4, 0);
        assert_eq!(progress.unfinished("p.ron", levels), 2);
    }

    #[test]
    fn a_save_from_before_stars_still_loads() {
        let old = r#"(packs: {"p.ron": {"L": (completed: true, best_moves: Some(5))}})"#;
        let progress: Progress = ron::from_str(old).unwrap();
        assert_eq!(
            progress.record("p.ron", "L"),
            LevelRecord {
                completed: true,
                best_moves: Some(5),
                stars: 0
            }
        );
        // And what is written reads back the same.
        let text = ron::to_string(&progress).unwrap();
        assert_eq!(ron::from_str::<Progress>(&text).unwrap(), progress);
    }
}
