//! The level editor's status line: the level's problems, or what the
//! solver found of it (and, on a mystery level, of the player's start).

use water_sort_core::editor::Assessment;
use water_sort_core::solver::view_advice::MysteryVerdict;

use crate::capitalise;

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

/// The honest verdict on a mystery level at the player's start.
pub fn start_verdict(verdict: &MysteryVerdict) -> String {
    match verdict {
        MysteryVerdict::Solved => "solved".into(),
        MysteryVerdict::Guaranteed => "guaranteed (a win whatever is hidden)".into(),
        MysteryVerdict::Likely {
            share,
            exact: true,
            examined,
            ..
        } => format!(
            "likely: a win stays possible in {:.0}% of the {examined} arrangements",
            share * 100.0
        ),
        MysteryVerdict::Likely {
            share, examined, ..
        } => format!(
            "likely: a win stays possible in about {:.0}% (a sample of {examined} arrangements)",
            share * 100.0
        ),
        MysteryVerdict::Lost => "lost (no arrangement can be solved)".into(),
        MysteryVerdict::Unknown => "unknown (the search gave up)".into(),
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
