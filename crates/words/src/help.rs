//! The help's words: one short line for the verdict and one for the hint,
//! in plain words, and the numbers in full for whoever wants them (the
//! command line, a tooltip); the notes of the help line and what show me
//! says. The game and `water-sort hint` both say these.

use water_sort_core::help::{NoHint, Note, Report, Standing, Stop, Winnable};
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

/// `won` of `of` as a percentage with `decimals` places, never rounded to
/// 100% unless all of them ("more than 99.9%") nor to 0% unless none
/// ("less than 0.1%"): a share next to "not certain" must not read as a
/// certainty.
pub fn percent(won: usize, of: usize, decimals: usize) -> String {
    if of == 0 || won == 0 {
        return "0%".into();
    }
    if won >= of {
        return "100%".into();
    }
    let share = won as f64 / of as f64 * 100.0;
    let step = 10f64.powi(-(decimals as i32));
    let rounded = format!("{share:.decimals$}");
    match rounded.parse::<f64>() {
        Ok(r) if r >= 100.0 => format!("more than {:.decimals$}%", 100.0 - step),
        Ok(r) if r <= 0.0 => format!("less than {step:.decimals$}%"),
        _ => format!("{rounded}%"),
    }
}

/// How many of `examined` arrangements a share of them is (the share was
/// made as a count over `examined`, so this is exact).
pub fn share_count(share: f64, examined: usize) -> usize {
    (share * examined as f64).round() as usize
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
            // The share counts the arrangements that one who knew them could
            // still win: an upper bound on the player's chance, not the chance.
            (
                format!(
                    "A win is possible, {certain}: {} hidden layouts can be won, knowing them",
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

/// The numbers behind the verdict, in full: how many arrangements one who
/// knew them could still win (a count, not the player's chance), how that
/// count was made, and whether one strategy wins them all.
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
            let won = share_count(*share, *examined);
            let part = percent(won, *examined, 1);
            let count = if *exact {
                format!("{won} of the {of} ({part}; exact: all {examined} examined)")
            } else if *sampled {
                // Of the sample only: all of it won says nothing of all.
                let about = if won < *examined && won > 0 {
                    format!(" (about {part})")
                } else {
                    String::new()
                };
                format!("{won} of a random sample of {examined} of the {of}{about}")
            } else {
                format!(
                    "at least {won} of the {of} (at least {part}: all {examined} examined, \
                     some too hard to solve)"
                )
            };
            let certain = match guarantee {
                Guarantee::Refuted => "no strategy wins them all (proven)",
                Guarantee::OutOfBudget => {
                    "whether one strategy wins them all is unknown (the search ran out)"
                }
                Guarantee::Proven => "one strategy wins them all",
            };
            // Without a hint every way on is barred: the count is of the
            // position itself.
            let when = if report.hint.is_some() {
                "after the hint"
            } else {
                "from here"
            };
            format!(
                "{when}, {count} can still be won by one who knows the hidden colours; {certain}"
            )
        }
        _ => String::new(),
    }
}

/// The help line while a hint asked for is being worked out.
pub fn thinking() -> String {
    "Hint: thinking...".into()
}

/// What show me says while it plays from the position of `report`: what
/// is known of the moves it plays, no more.
pub fn show_me_playing(report: &Report) -> String {
    match &report.standing {
        Standing::Certain if report.winning_strategy => {
            "Show me: playing a strategy that wins whatever is hidden".into()
        }
        Standing::Solvable { moves, .. } => {
            format!("Show me: playing the solution, {moves} to go")
        }
        Standing::Possible {
            guarantee: Guarantee::Refuted,
            ..
        } => "Show me: playing the likeliest moves, no certain win".into(),
        Standing::Possible { .. } => {
            "Show me: playing the likeliest moves (a certain win is neither proven nor ruled out)"
                .into()
        }
        Standing::Checking => "Show me: working out the next move...".into(),
        // No move to play: show me stops here and says why.
        _ => "Show me".into(),
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
        Note::Rewound(outcome, winnable) => rewound(outcome, winnable),
    }
}

/// What a rewind did, and how sure a win is where it left the player:
/// "can be won" only of a certain win, never of one that only some
/// arrangement of the hidden units allows.
fn rewound(outcome: Rewound, winnable: Option<Winnable>) -> String {
    let sure = |guarantee| match guarantee {
        Guarantee::OutOfBudget => "maybe certain",
        _ => "not certain",
    };
    match (outcome, winnable) {
        (Rewound::AlreadySolvable, Some(Winnable::Certain)) => {
            "This position can still be won".into()
        }
        (Rewound::AlreadySolvable, Some(Winnable::Possible(guarantee))) => {
            format!("A win is still possible from here, {}", sure(guarantee))
        }
        (Rewound::AlreadySolvable, None) => "Nothing to rewind: this position is not lost".into(),
        (Rewound::LevelUnsolvable, _) => "Nothing to rewind to: this level cannot be won".into(),
        (Rewound::NoneKnown, _) => "No earlier position is known to be winnable".into(),
        (Rewound::Steps(steps), winnable) => {
            let moves = format!("Rewound {steps} move{}", plural(steps));
            let to = match winnable {
                Some(Winnable::Certain) => " to the last position that can be won".to_string(),
                Some(Winnable::Possible(guarantee)) => {
                    format!(" to where a win is still possible, {}", sure(guarantee))
                }
                None => String::new(),
            };
            format!("{moves}{to} (redo goes forward again)")
        }
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
        assert!(with.starts_with("after the hint, 3 of the 6"), "{with}");
        let without = detail(&possible(None));
        assert!(!without.contains("hint"), "{without}");
        assert!(without.starts_with("from here, 3 of the 6"), "{without}");
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
