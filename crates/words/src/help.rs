//! The help's words: one short line for the verdict and one for the hint,
//! in plain words, and the numbers in full for whoever wants them (the
//! command line, a tooltip); the notes of the help line and what show me
//! says. The game and `water-sort hint` both say these.

use water_sort_core::help::{NoHint, Note, Report, Standing, Stop};
use water_sort_core::play::Rewound;
use water_sort_core::solver::view_advice::Guarantee;
use water_sort_core::text::plural;

use crate::Tone;

/// The help's words for one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Words {
    /// The verdict, one short line ("" once the level is won).
    pub verdict: String,
    /// Its tone.
    pub tone: Tone,
    /// The hint, one short line ("" when there is none).
    pub hint: String,
    /// The verdict's numbers in full ("" when there are none).
    pub detail: String,
}

/// A share as the plain fraction nearest to it with a small denominator:
/// "about 4 in 5", "about 1 in 3"; "all" and "none" only when `exact` (an
/// estimate from a sample is never all or none).
pub fn fraction_words(share: f64, exact: bool) -> String {
    if share >= 1.0 && exact {
        return "all".into();
    }
    if share <= 0.0 && exact {
        return "none".into();
    }
    if share > 0.95 {
        return "almost all".into();
    }
    if share < 0.05 {
        return "very few".into();
    }
    let (mut best, mut error) = ((1, 2), f64::MAX);
    for den in 2..=10u32 {
        for num in 1..den {
            let e = (f64::from(num) / f64::from(den) - share).abs();
            if e < error - 1e-9 {
                (best, error) = ((num, den), e);
            }
        }
    }
    let equal = exact && error < 1e-9;
    format!(
        "{}{} in {}",
        if equal { "" } else { "about " },
        best.0,
        best.1
    )
}

/// The words for `report`. `tube` names a tube as the player knows it
/// (its key, or its number); `play_key` is the key that plays a hint ("" to
/// leave it out); `won`: the level is won (nothing to say).
pub fn words(report: &Report, tube: impl Fn(usize) -> String, play_key: &str, won: bool) -> Words {
    let (verdict, tone) = if won {
        (String::new(), Tone::Quiet)
    } else {
        verdict_line(report)
    };
    let hint = match (report.hint, report.no_hint) {
        _ if won => String::new(),
        (Some(pour), _) => {
            let why = match &report.standing {
                Standing::Certain => " to win whatever is hidden".to_string(),
                Standing::Solvable {
                    moves,
                    optimal: true,
                } => format!(", {moves} move{} to go", plural(*moves)),
                Standing::Possible { .. } => ", likeliest to keep a win possible".into(),
                _ => String::new(),
            };
            let keys = if play_key.is_empty() {
                String::new()
            } else {
                format!("   ({play_key} plays it)")
            };
            let back = if report.hint_goes_back {
                " (back where you were)"
            } else {
                ""
            };
            format!(
                "Hint: pour {} into {}{back}{why}{keys}",
                tube(pour.from),
                tube(pour.to)
            )
        }
        (None, Some(NoHint::OnlyBack)) => {
            "No new move: every way on goes back to a position you had".into()
        }
        (None, Some(NoHint::Undecided)) => {
            "No hint: too hard to tell which move keeps a win possible".into()
        }
        (None, None) => String::new(),
    };
    Words {
        verdict,
        tone,
        hint,
        detail: detail(report),
    }
}

fn verdict_line(report: &Report) -> (String, Tone) {
    match &report.standing {
        Standing::Checking => ("Checking...".into(), Tone::Quiet),
        Standing::Solved => (String::new(), Tone::Quiet),
        Standing::Solvable {
            moves,
            optimal: true,
        } => (
            format!("Solvable in {moves} move{}", plural(*moves)),
            Tone::Good,
        ),
        Standing::Solvable { moves, .. } => (
            format!("Solvable: a way in {moves} moves is known, maybe not the shortest"),
            Tone::Good,
        ),
        Standing::Certain => ("A win is certain, whatever is hidden".into(), Tone::Good),
        Standing::Possible {
            share,
            guarantee,
            exact,
            ..
        } => {
            let certain = match guarantee {
                Guarantee::OutOfBudget => "maybe certain",
                _ => "not certain",
            };
            (
                format!(
                    "A win is possible, {certain}: {} of the ways the hidden colours could lie",
                    fraction_words(*share, *exact)
                ),
                Tone::Chance,
            )
        }
        Standing::Lost { level_lost, .. } => {
            let then = if report.rewind_steps.is_some() {
                "rewind (B)"
            } else if *level_lost {
                "this level cannot be won"
            } else {
                "undo or restart"
            };
            (format!("No way to win from here: {then}"), Tone::Bad)
        }
        Standing::Unknown => ("Too hard to tell from here".into(), Tone::Quiet),
    }
}

/// The numbers behind the verdict, in full.
pub fn detail(report: &Report) -> String {
    match &report.standing {
        Standing::Possible {
            share,
            exact,
            sampled,
            examined,
            arrangements,
            guarantee,
        } => {
            let of = match arrangements {
                Some(n) => format!("{n} possible arrangement{}", plural(*n as usize)),
                None => "more than 2^128 possible arrangements".into(),
            };
            let how = if *exact {
                format!("exact: all {examined} examined")
            } else if *sampled {
                format!("estimated from a random sample of {examined}")
            } else {
                format!("at least: all {examined} examined, some too hard to solve")
            };
            let certain = match guarantee {
                Guarantee::Refuted => "no strategy wins them all (proven)",
                Guarantee::OutOfBudget => {
                    "whether one strategy wins them all is unknown (the search ran out)"
                }
                Guarantee::Proven => "one strategy wins them all",
            };
            // (With no hint, the share is of the arrangements winnable from
            // the position itself.)
            let when = if report.hint.is_some() {
                "after the hint"
            } else {
                "from here"
            };
            format!(
                "{when}, {:.1}% of the {of} can still be won ({how}); {certain}",
                share * 100.0
            )
        }
        _ => String::new(),
    }
}

/// The help line while a hint asked for is being worked out.
pub fn thinking() -> String {
    "Hint: thinking...".into()
}

/// What show me says while it plays from the position of `report`.
pub fn show_me_playing(report: &Report) -> String {
    match &report.standing {
        Standing::Certain if report.winning_strategy => {
            "Show me: playing a strategy that wins whatever is hidden".into()
        }
        Standing::Solvable { moves, .. } => {
            format!("Show me: playing the solution, {moves} to go")
        }
        _ => "Show me: playing the likeliest moves, no certain win".into(),
    }
}

/// Why there is no move from here, after `lead` ("Show me stopped", "No
/// hint").
fn stop_words(lead: &str, stop: Stop) -> String {
    match stop {
        Stop::OnlyBack => format!("{lead}: every way on goes back to a position you had"),
        Stop::Lost => format!("{lead}: no way to win from here"),
        Stop::TooHard => format!("{lead}: too hard to tell from here"),
        Stop::Undecided => format!("{lead}: too hard to tell which move keeps a win possible"),
        Stop::NoMove => lead.to_string(),
    }
}

/// What show me says when it stops (see [`Report::stop`]).
pub fn show_me_stopped(stop: Stop) -> String {
    stop_words("Show me stopped", stop)
}

/// A note of the help line.
pub fn note(note: Note) -> String {
    match note {
        Note::AlreadySolved => "Already solved".into(),
        Note::NoHint(stop) => stop_words("No hint", stop),
        Note::ShowMeStopped(stop) => show_me_stopped(stop),
        Note::RewindChecking => "Rewind: checking the positions behind this one...".into(),
        Note::Rewound(Rewound::AlreadySolvable) => "This position can still be won".into(),
        Note::Rewound(Rewound::LevelUnsolvable) => {
            "Nothing to rewind to: this level cannot be won".into()
        }
        Note::Rewound(Rewound::NoneKnown) => "No earlier position is known to be winnable".into(),
        Note::Rewound(Rewound::Steps(steps)) => format!(
            "Rewound {steps} move{} to the last position that can be won (redo goes forward again)",
            plural(steps)
        ),
    }
}

/// At a dead end: whether the extra tube (taken with `key`) would save it.
pub fn extra_tube(saves: bool, key: &str) -> String {
    if saves {
        format!("An extra tube ({key}) would make this solvable again")
    } else {
        "Even an extra tube would not save this position".to_string()
    }
}

#[cfg(test)]
mod tests {
    use water_sort_core::Pour;

    use super::*;

    #[test]
    fn fractions_in_plain_words() {
        assert_eq!(fraction_words(0.79, true), "about 4 in 5");
        assert_eq!(fraction_words(0.5, true), "1 in 2");
        assert_eq!(fraction_words(0.5, false), "about 1 in 2");
        assert_eq!(fraction_words(0.34, true), "about 1 in 3");
        assert_eq!(fraction_words(0.999, true), "almost all");
        assert_eq!(fraction_words(0.01, true), "very few");
        assert_eq!(fraction_words(1.0, true), "all");
        // A sample that all won does not make a certainty.
        assert_eq!(fraction_words(1.0, false), "almost all");
        assert_eq!(fraction_words(0.0, false), "very few");
    }

    #[test]
    fn lines_are_short_at_every_standing() {
        let standings = [
            Standing::Checking,
            Standing::Certain,
            Standing::Solvable {
                moves: 12,
                optimal: false,
            },
            Standing::Possible {
                share: 0.79,
                exact: false,
                sampled: true,
                examined: 100,
                arrangements: Some(143_280),
                guarantee: Guarantee::OutOfBudget,
            },
            Standing::Lost {
                hidden: true,
                level_lost: false,
            },
            Standing::Unknown,
        ];
        for standing in standings {
            let report = Report {
                standing,
                hint: Some(Pour::new(10, 11)),
                hint_goes_back: false,
                no_hint: None,
                rewind_steps: Some(3),
                winning_strategy: false,
                extra_tube: None,
            };
            let words = words(&report, |t| format!("tube {}", t + 1), "Space", false);
            // One line each at 800 pixels wide in the HUD's font.
            assert!(words.verdict.len() <= 90, "{}", words.verdict);
            assert!(words.hint.len() <= 90, "{}", words.hint);
            assert!(!words.verdict.contains('\n') && !words.hint.contains('\n'));
        }
    }

    #[test]
    fn the_detail_says_after_the_hint_only_when_there_is_one() {
        let possible = |hint| Report {
            standing: Standing::Possible {
                share: 0.5,
                exact: true,
                sampled: false,
                examined: 6,
                arrangements: Some(6),
                guarantee: Guarantee::Refuted,
            },
            hint,
            hint_goes_back: false,
            no_hint: None,
            rewind_steps: None,
            winning_strategy: false,
            extra_tube: None,
        };
        let with = detail(&possible(Some(Pour::new(0, 1))));
        assert!(with.starts_with("after the hint, 50.0% of the 6"), "{with}");
        let without = detail(&possible(None));
        assert!(!without.contains("hint"), "{without}");
        assert!(
            without.starts_with("from here, 50.0% of the 6"),
            "{without}"
        );
    }

    #[test]
    fn a_hint_that_goes_back_says_so_in_one_line() {
        let mut report = Report {
            standing: Standing::Solvable {
                moves: 12,
                optimal: true,
            },
            hint: Some(Pour::new(10, 11)),
            hint_goes_back: false,
            no_hint: None,
            rewind_steps: None,
            winning_strategy: true,
            extra_tube: None,
        };
        let say = |report: &Report| words(report, |t| format!("tube {}", t + 1), "Space", false);
        assert!(!say(&report).hint.contains("back"));
        report.hint_goes_back = true;
        let hint = say(&report).hint;
        assert_eq!(
            hint,
            "Hint: pour tube 11 into tube 12 (back where you were), 12 moves to go   (Space plays it)"
        );
        assert!(hint.len() <= 90, "{hint}");
    }
}
