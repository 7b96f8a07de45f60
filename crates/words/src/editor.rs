//! The words an author reads: the level editor's status line (the level's
//! problems, or what the solver found of it and, on a mystery level, of
//! the player's start), and `water-sort check`'s words on mystery starts.

use water_sort_core::editor::Assessment;
use water_sort_core::solver::view_advice::{Guarantee, MysteryVerdict};
use water_sort_core::text::plural;

use crate::capitalise;
use crate::help::{percent, share_count};

/// What the solver found of a level.
pub fn assessment(assessment: &Assessment) -> String {
    match assessment {
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

/// The honest verdict on a mystery level at the player's start. The share
/// is of the arrangements one who knew them could win, as a count: exact
/// when every one was examined, a lower bound when some solve gave up, an
/// estimate from a random sample.
pub fn start_verdict(verdict: &MysteryVerdict) -> String {
    match verdict {
        MysteryVerdict::Solved => "solved".into(),
        MysteryVerdict::Guaranteed => "guaranteed (a win whatever is hidden)".into(),
        MysteryVerdict::Likely {
            share,
            exact,
            sampled,
            examined,
        } => {
            let won = share_count(*share, *examined);
            let part = percent(won, *examined, 0);
            if *exact {
                format!("likely: a win stays possible in {part} of the {examined} arrangements")
            } else if *sampled {
                format!(
                    "likely: a win stays possible in {won} of a random sample of {examined} \
                     arrangements"
                )
            } else {
                format!(
                    "likely: a win stays possible in at least {part} of the {examined} \
                     arrangements (some too hard to solve)"
                )
            }
        }
        MysteryVerdict::Lost => "lost (no arrangement can be solved)".into(),
        MysteryVerdict::Unknown => "unknown (the search gave up)".into(),
    }
}

/// A mystery start in `water-sort check`'s table: its verdict's word, and
/// the share with `~` when estimated from a sample (the count when the
/// whole sample won), `>=` when a lower bound.
pub fn start_column(verdict: &MysteryVerdict) -> String {
    match verdict {
        MysteryVerdict::Solved => "solved".into(),
        MysteryVerdict::Guaranteed => "guaranteed".into(),
        MysteryVerdict::Likely {
            share,
            exact,
            sampled,
            examined,
        } => {
            let won = share_count(*share, *examined);
            let part = percent(won, *examined, 0)
                .replace("more than ", ">")
                .replace("less than ", "<");
            let part = match (exact, sampled) {
                (true, _) => part,
                // A whole sample won is no estimate of "all".
                (false, true) if won == *examined => format!("{won} of {examined} sampled"),
                (false, true) => format!("~{part}"),
                // A lower bound: above 0 at least when some were won.
                (false, false) if part.starts_with('>') => part,
                (false, false) if part.starts_with('<') => ">0%".into(),
                (false, false) => format!(">={part}"),
            };
            format!("likely {part}")
        }
        MysteryVerdict::Lost => "lost".into(),
        MysteryVerdict::Unknown => "unknown".into(),
    }
}

/// What `water-sort check` adds to its summary of the mystery starts
/// whose guarantees are `guarantees`: how many are proven not certain, and
/// apart from them how many are unknown because the search ran out (""
/// when every one is proven certain).
pub fn mystery_starts(guarantees: &[Guarantee]) -> String {
    let count = |g| guarantees.iter().filter(|&&x| x == g).count();
    let (refuted, unknown) = (count(Guarantee::Refuted), count(Guarantee::OutOfBudget));
    let mut said = Vec::new();
    if refuted > 0 {
        said.push(format!(
            "{refuted} mystery start{} not guaranteed",
            plural(refuted)
        ));
    }
    if unknown > 0 {
        said.push(format!(
            "{unknown} mystery start{} not proven either way (the search ran out)",
            plural(unknown)
        ));
    }
    if said.is_empty() {
        String::new()
    } else {
        format!(" ({})", said.join(", "))
    }
}

/// What the editor knows of the player's start on a mystery level.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Start<'a> {
    /// Not a mystery level.
    NotMystery,
    /// Every hidden unit shows at the start.
    NothingHidden,
    /// Still being worked out.
    Checking,
    /// The verdict on the player's start.
    Known(&'a MysteryVerdict),
}

/// The status line: the problems that keep the level from being played
/// (joined), else the solver's finding (`None`: still checking) and, on a
/// mystery level, the verdict at the player's start.
pub fn status(problems: &[String], found: Option<&Assessment>, start: Start) -> String {
    if !problems.is_empty() {
        return problems.join("; ");
    }
    let full = found.map_or_else(|| "checking...".into(), assessment);
    let start = match start {
        Start::NotMystery => return capitalise(&full),
        Start::NothingHidden => "nothing stays hidden".into(),
        Start::Checking => "checking...".into(),
        Start::Known(verdict) => start_verdict(verdict),
    };
    format!("Knowing every colour: {full}\nAt the player's start: {start}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_status_says_the_problems_else_both_verdicts() {
        let problems = vec!["Red (R) has 3 units, needs 4".to_string()];
        assert_eq!(
            status(&problems, None, Start::NotMystery),
            "Red (R) has 3 units, needs 4"
        );
        let found = Assessment::Unsolvable;
        assert_eq!(status(&[], Some(&found), Start::NotMystery), "Unsolvable");
        assert_eq!(
            status(&[], None, Start::Known(&MysteryVerdict::Guaranteed)),
            "Knowing every colour: checking...\n\
             At the player's start: guaranteed (a win whatever is hidden)"
        );
        assert_eq!(
            start_verdict(&MysteryVerdict::Guaranteed),
            "guaranteed (a win whatever is hidden)"
        );
    }
}
