//! The words an author reads: the level editor's status line (the level's
//! problems, or what the solver found of it and, on a mystery level, of
//! the player's start), and `water-sort check`'s words on mystery starts.

use water_sort_core::editor::Assessment;
use water_sort_core::solver::view_advice::{Guarantee, MysteryVerdict};

use crate::share::{Share, decimal_mark, percent, share_count, share_of};
use crate::{Lang, say};

/// What the solver found of a level, inside a sentence ("solvable in 12
/// moves, difficulty 3.25").
pub fn assessment(lang: &Lang, assessment: &Assessment) -> String {
    match assessment {
        Assessment::Solvable {
            optimal_moves,
            difficulty,
        } => say!(
            lang,
            "editor-solvable",
            moves = *optimal_moves,
            difficulty = decimal_mark(lang, &format!("{difficulty:.2}"))
        ),
        Assessment::SolvableNotOptimal { moves } => {
            say!(lang, "editor-solvable-not-optimal", moves = *moves)
        }
        Assessment::Unsolvable => say!(lang, "editor-unsolvable"),
        Assessment::GaveUp => say!(lang, "editor-gave-up"),
    }
}

/// What the solver found of a level, as a sentence of its own ("Solvable
/// in 12 moves, difficulty 3.25"; `None`: still checking).
fn assessment_alone(lang: &Lang, assessment: Option<&Assessment>) -> String {
    match assessment {
        None => say!(lang, "editor-status-checking"),
        Some(Assessment::Solvable {
            optimal_moves,
            difficulty,
        }) => say!(
            lang,
            "editor-status-solvable",
            moves = *optimal_moves,
            difficulty = decimal_mark(lang, &format!("{difficulty:.2}"))
        ),
        Some(Assessment::SolvableNotOptimal { moves }) => {
            say!(lang, "editor-status-solvable-not-optimal", moves = *moves)
        }
        Some(Assessment::Unsolvable) => say!(lang, "editor-status-unsolvable"),
        Some(Assessment::GaveUp) => say!(lang, "editor-status-gave-up"),
    }
}

/// The honest verdict on a mystery level at the player's start. The share
/// is of the arrangements one who knew them could win, as a count: exact
/// when every one was examined, a lower bound when some solve gave up, an
/// estimate from a random sample.
pub fn start_verdict(lang: &Lang, verdict: &MysteryVerdict) -> String {
    match verdict {
        MysteryVerdict::Solved => say!(lang, "editor-start-solved"),
        MysteryVerdict::Guaranteed => say!(lang, "editor-start-guaranteed"),
        MysteryVerdict::Likely {
            share,
            exact,
            sampled,
            examined,
        } => {
            let won = share_count(*share, *examined);
            let part = percent(lang, won, *examined, 0);
            let examined = *examined;
            if *exact {
                say!(
                    lang,
                    "editor-start-likely",
                    part = part,
                    examined = examined
                )
            } else if *sampled {
                say!(
                    lang,
                    "editor-start-likely-sampled",
                    won = won,
                    examined = examined
                )
            } else {
                say!(
                    lang,
                    "editor-start-likely-at-least",
                    part = part,
                    examined = examined
                )
            }
        }
        MysteryVerdict::Lost => say!(lang, "editor-start-lost"),
        MysteryVerdict::Unknown => say!(lang, "editor-start-unknown"),
    }
}

/// A mystery start in `water-sort check`'s table: its verdict's word, and
/// the share with `~` when estimated from a sample (the count when the
/// whole sample won), `>=` when a lower bound.
pub fn start_column(lang: &Lang, verdict: &MysteryVerdict) -> String {
    match verdict {
        MysteryVerdict::Solved => say!(lang, "editor-column-solved"),
        MysteryVerdict::Guaranteed => say!(lang, "editor-column-guaranteed"),
        MysteryVerdict::Likely {
            share,
            exact,
            sampled,
            examined,
        } => {
            let won = share_count(*share, *examined);
            let sign = |share: Share| match share {
                Share::Exact(n) => ("", n),
                Share::MoreThan(n) => (">", n),
                Share::LessThan(n) => ("<", n),
            };
            let (bound, n) = sign(share_of(won, *examined, 0));
            let value = decimal_mark(lang, &n);
            let part = match (exact, sampled) {
                (true, _) => format!("{bound}{value}"),
                // A whole sample won is no estimate of "all".
                (false, true) if won == *examined => {
                    return say!(
                        lang,
                        "editor-column-likely-sampled-all",
                        won = won,
                        examined = *examined
                    );
                }
                (false, true) => format!("~{bound}{value}"),
                // A lower bound: above 0 at least when some were won.
                (false, false) if bound == ">" => format!(">{value}"),
                (false, false) if bound == "<" => ">0".to_string(),
                (false, false) => format!(">={value}"),
            };
            say!(lang, "editor-column-likely", part = part)
        }
        MysteryVerdict::Lost => say!(lang, "editor-column-lost"),
        MysteryVerdict::Unknown => say!(lang, "editor-column-unknown"),
    }
}

/// What `water-sort check` adds to its summary of the mystery starts
/// whose guarantees are `guarantees`: how many are proven not certain, and
/// apart from them how many are unknown because the search ran out (""
/// when every one is proven certain).
pub fn mystery_starts(lang: &Lang, guarantees: &[Guarantee]) -> String {
    let count = |g| guarantees.iter().filter(|&&x| x == g).count();
    let (refuted, unknown) = (count(Guarantee::Refuted), count(Guarantee::OutOfBudget));
    let said = match (refuted, unknown) {
        (0, 0) => return String::new(),
        (refuted, 0) => say!(lang, "editor-starts-refuted", refuted = refuted),
        (0, unknown) => say!(lang, "editor-starts-unknown", unknown = unknown),
        (refuted, unknown) => say!(
            lang,
            "editor-starts-both",
            refuted = refuted,
            unknown = unknown
        ),
    };
    format!(" {said}")
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
pub fn status(
    lang: &Lang,
    problems: &[String],
    found: Option<&Assessment>,
    start: Start,
) -> String {
    if !problems.is_empty() {
        return problems.join("; ");
    }
    let start = match start {
        Start::NotMystery => return assessment_alone(lang, found),
        Start::NothingHidden => say!(lang, "editor-start-nothing-hidden"),
        Start::Checking => say!(lang, "editor-checking"),
        Start::Known(verdict) => start_verdict(lang, verdict),
    };
    let found = found.map_or_else(|| say!(lang, "editor-checking"), |a| assessment(lang, a));
    say!(lang, "editor-status-mystery", found = found, start = start)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn en() -> Lang {
        Lang::english()
    }

    #[test]
    fn the_status_says_the_problems_else_both_verdicts() {
        let problems = vec!["Red (R) has 3 units, needs 4".to_string()];
        assert_eq!(
            status(&en(), &problems, None, Start::NotMystery),
            "Red (R) has 3 units, needs 4"
        );
        let found = Assessment::Unsolvable;
        assert_eq!(
            status(&en(), &[], Some(&found), Start::NotMystery),
            "Unsolvable"
        );
        assert_eq!(
            status(&en(), &[], None, Start::Known(&MysteryVerdict::Guaranteed)),
            "Knowing every colour: checking...\n\
             At the player's start: guaranteed (a win whatever is hidden)"
        );
        assert_eq!(
            start_verdict(&en(), &MysteryVerdict::Guaranteed),
            "guaranteed (a win whatever is hidden)"
        );
    }
}
