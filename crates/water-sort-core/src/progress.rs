//! The player's progress: per (pack file name, level name), whether the
//! level was finished, in how few moves, and the most stars earned. The
//! game keeps it in a RON file; this is the model and its rules.
//!
//! The format grows backward-compatibly: fields added later (`stars`) are
//! `#[serde(default)]`, so a save written before them still loads.
//!
//! [`Progress::read`] forgives a file what it can: one bad record costs that
//! record, not the file (see [`crate::lenient`]).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::lenient::{Checked, Lenient, Value};
use crate::level::Diagnostic;

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
    /// Reads a progress file's text (from the file named `file`, for the
    /// messages), forgiving what it can: a record with a value of the wrong
    /// kind (`best_moves: Some(-4)`) or a key that is not a name is dropped
    /// alone, stars out of 0 to 3 are clamped, unknown fields are ignored;
    /// each is a problem. An error is a file that is not progress at all
    /// (not RON, or not `(packs: {...})`).
    pub fn read(source: &str, file: &str) -> Result<Checked<Progress>, Diagnostic> {
        let doc = Lenient::parse(source, file)?;
        let root = doc.root();
        let not_progress = || root.problem("this is not a progress file: (packs: {...}) expected");
        let packs = root
            .fields()
            .and_then(|fields| fields.into_iter().find(|(name, _)| *name == "packs"))
            .and_then(|(_, packs)| packs.entries())
            .ok_or_else(not_progress)?;
        let mut checked = Checked::<Progress>::default();
        let problems = &mut checked.problems;
        for (pack_key, levels) in packs {
            let Ok(pack) = pack_key.read::<String>() else {
                problems.push(pack_key.problem(format!(
                    "pack name {} is not a name; its records were dropped",
                    pack_key.shown()
                )));
                continue;
            };
            let Some(levels) = levels.entries() else {
                problems.push(levels.problem(format!(
                    "the records of {pack:?} are not a map of levels; dropped"
                )));
                continue;
            };
            // A pack with no records stays, as serde would keep it.
            checked.value.packs.entry(pack.clone()).or_default();
            for (level_key, value) in levels {
                let Ok(level) = level_key.read::<String>() else {
                    problems.push(level_key.problem(format!(
                        "level name {} in {pack:?} is not a name; its record was dropped",
                        level_key.shown()
                    )));
                    continue;
                };
                let dropped = format!("the record of {level:?} in {pack:?} was dropped");
                if let Some(record) = read_record(value, &dropped, problems) {
                    *checked.value.record_mut(&pack, &level) = record;
                }
            }
        }
        Ok(checked)
    }

    /// A level's record (empty if it was never finished).
    pub fn record(&self, pack_file: &str, level: &str) -> LevelRecord {
        self.packs
            .get(pack_file)
            .and_then(|p| p.get(level))
            .copied()
            .unwrap_or_default()
    }

    /// Whether any level was ever finished (a new player's progress has
    /// none: the game opens the first-run lesson).
    pub fn any_completed(&self) -> bool {
        self.packs
            .values()
            .any(|levels| levels.values().any(|r| r.completed))
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

    /// The stars won over `levels` (names of one pack's levels), and the
    /// most they could earn.
    pub fn stars<'a>(
        &self,
        pack_file: &str,
        levels: impl IntoIterator<Item = &'a str>,
    ) -> (u32, u32) {
        levels.into_iter().fold((0, 0), |(won, most), level| {
            let stars = self.record(pack_file, level).stars;
            (won + u32::from(stars), most + u32::from(MAX_STARS))
        })
    }
}

/// Most stars a level can earn (see [`crate::rating::stars`]).
pub const MAX_STARS: u8 = 3;

/// One level's record, or `None` (with a problem ending in `dropped`) when
/// a value in it is not of its kind.
fn read_record(
    value: Value<'_>,
    dropped: &str,
    problems: &mut Vec<Diagnostic>,
) -> Option<LevelRecord> {
    let Some(fields) = value.fields() else {
        problems.push(value.problem(format!(
            "{} is not a level record; {dropped}",
            value.shown()
        )));
        return None;
    };
    let mut record = LevelRecord::default();
    for (name, value) in fields {
        let read = match name {
            "completed" => value.read().map(|done| record.completed = done).ok(),
            "best_moves" => value.read().map(|best| record.best_moves = best).ok(),
            "stars" => value
                .integer_in(name, 0..=MAX_STARS, problems)
                .map(|stars| record.stars = stars),
            // A field of a later version: not this version's to judge.
            _ => Some(()),
        };
        if read.is_none() {
            let kind = match name {
                "completed" => "true or false",
                "best_moves" => "None or Some(a move count)",
                _ => "a whole number",
            };
            problems
                .push(value.problem(format!("{name} {} is not {kind}; {dropped}", value.shown())));
            return None;
        }
    }
    Some(record)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_player_has_finished_nothing() {
        let mut progress = Progress::default();
        assert!(!progress.any_completed());
        // A pack with records of no finish (as a read may keep) is no finish.
        progress.packs.entry("p.ron".into()).or_default();
        assert!(!progress.any_completed());
        progress.finish("p.ron", "L", 9, 1);
        assert!(progress.any_completed());
    }

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
    fn unfinished_levels_and_stars_are_counted_by_name() {
        let mut progress = Progress::default();
        let levels = ["One", "Two", "Three"];
        assert_eq!(progress.unfinished("p.ron", levels), 3);
        progress.finish("p.ron", "Two", 4, 0);
        progress.finish("q.ron", "One", 4, 0);
        assert_eq!(progress.unfinished("p.ron", levels), 2);
        progress.finish("p.ron", "One", 4, 3);
        progress.finish("p.ron", "Three", 4, 1);
        assert_eq!(progress.stars("p.ron", levels), (4, 9));
        assert_eq!(progress.stars("q.ron", levels), (0, 9));
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

    /// Today's format, as the game writes it (ron's pretty printer), reads
    /// back the same and with nothing to say.
    #[test]
    fn a_save_of_todays_format_reads_unchanged() {
        let text = r#"(
    packs: {
        "starter.ron": {
            "First pour": (
                completed: true,
                best_moves: Some(5),
                stars: 3,
            ),
            "Second": (
                completed: false,
                best_moves: None,
                stars: 0,
            ),
        },
        "empty.ron": {},
    },
)"#;
        let checked = Progress::read(text, "progress.ron").unwrap();
        assert_eq!(checked.problems, []);
        assert_eq!(checked.value, ron::from_str::<Progress>(text).unwrap());
        assert_eq!(checked.value.record("starter.ron", "First pour").stars, 3);
        let pretty =
            ron::ser::to_string_pretty(&checked.value, ron::ser::PrettyConfig::default()).unwrap();
        let again = Progress::read(&pretty, "progress.ron").unwrap();
        assert_eq!((again.value, again.problems), (checked.value, vec![]));
        // The old format (before stars) too.
        let old = r#"(packs: {"p.ron": {"L": (completed: true, best_moves: Some(5))}})"#;
        let checked = Progress::read(old, "progress.ron").unwrap();
        assert_eq!(checked.problems, []);
        assert_eq!(checked.value, ron::from_str::<Progress>(old).unwrap());
    }

    #[test]
    fn a_bad_record_is_dropped_alone_and_placed_in_the_file() {
        let text = r#"(packs: {
  "p.ron": {
    "Good": (completed: true, best_moves: Some(7), stars: 2),
    "Negative": (completed: true, best_moves: Some(-4), stars: 1),
    "Word": (completed: true, best_moves: Some("x")),
    "Many stars": (completed: true, best_moves: Some(9), stars: 7),
    "Bare": 5,
    "Later": (completed: true, best_moves: None, colour: "blue"),
  },
  "q.ron": {"Also good": (completed: true, best_moves: Some(3), stars: 1)},
  "r.ron": [1, 2],
})"#;
        let checked = Progress::read(text, "progress.ron").unwrap();
        let said: Vec<String> = checked.problems.iter().map(ToString::to_string).collect();
        assert_eq!(
            said,
            [
                "progress.ron:4:47: best_moves Some(-4) is not None or Some(a move count); \
                 the record of \"Negative\" in \"p.ron\" was dropped",
                "progress.ron:5:43: best_moves Some(\"x\") is not None or Some(a move count); \
                 the record of \"Word\" in \"p.ron\" was dropped",
                "progress.ron:6:65: stars 7 is above 3; set to 3",
                "progress.ron:7:13: 5 is not a level record; \
                 the record of \"Bare\" in \"p.ron\" was dropped",
                "progress.ron:11:12: the records of \"r.ron\" are not a map of levels; dropped",
            ]
        );
        let kept = |pack: &str| -> Vec<&str> {
            checked.value.packs[pack]
                .keys()
                .map(String::as_str)
                .collect()
        };
        assert_eq!(kept("p.ron"), ["Good", "Later", "Many stars"]);
        assert_eq!(kept("q.ron"), ["Also good"]);
        assert!(!checked.value.packs.contains_key("r.ron"));
        assert_eq!(
            checked.value.record("p.ron", "Good"),
            LevelRecord {
                completed: true,
                best_moves: Some(7),
                stars: 2
            }
        );
        assert_eq!(checked.value.record("p.ron", "Many stars").stars, 3);
    }

    #[test]
    fn a_file_that_is_not_progress_is_an_error() {
        for text in ["(packs: ", "[1, 2]", "(pack: {})", "(packs: [])"] {
            assert!(Progress::read(text, "progress.ron").is_err(), "{text}");
        }
    }
}
