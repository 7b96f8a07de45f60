//! The help's words: one short line for the verdict and one for the hint,
//! in plain words, and the numbers in full for whoever wants them (the
//! command line, a tooltip). The game and `water-sort hint` both say these.

use super::{NoHint, Report, Standing};
use crate::solver::view_advice::Guarantee;
use crate::text::plural;

/// How a line should look: good news, a chance, bad news, or quiet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// A win is certain or a solution is known.
    Good,
    /// A win is possible, not certain.
    Chance,
    /// No way to win.
    Bad,
    /// Nothing to say yet, or nothing known.
    Quiet,
}

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

impl Report {
    /// The words for this report. `tube` names a tube as the player knows
    /// it (its key, or its number); `play_key` is the key that plays a hint
    /// ("" to leave it out); `won`: the level is won (nothing to say).
    pub fn words(&self, tube: impl Fn(usize) -> String, play_key: &str, won: bool) -> Words {
        let (verdict, tone) = if won {
            (String::new(), Tone::Quiet)
        } else {
            self.verdict_line()
        };
        let hint = match (self.hint, self.no_hint) {
            _ if won => String::new(),
            (Some(pour), _) => {
                let why = match &self.standing {
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
                format!(
                    "Hint: pour {} into {}{why}{keys}",
                    tube(pour.from),
                    tube(pour.to)
                )
            }
            (None, Some(NoHint::OnlyBack)) => {
                "No new move: every way on goes back to a position you had".into()
            }
            (None, None) => String::new(),
        };
        Words {
            verdict,
            tone,
            hint,
            detail: self.detail(),
        }
    }

    fn verdict_line(&self) -> (String, Tone) {
        match &self.standing {
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
                let then = if self.rewind_steps.is_some() {
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
    pub fn detail(&self) -> String {
        match &self.standing {
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
                format!(
                    "after the hint, {:.1}% of the {of} can still be won ({how}); {certain}",
                    share * 100.0
                )
            }
            _ => String::new(),
        }
    }

    /// What show me says while it plays from here.
    pub fn show_me_words(&self) -> String {
        match &self.standing {
            Standing::Certain if self.winning_strategy => {
                "Show me: playing a strategy that wins whatever is hidden".into()
            }
            Standing::Solvable { moves, .. } => {
                format!("Show me: playing the solution, {moves} to go")
            }
            _ => "Show me: playing the likeliest moves, no certain win".into(),
        }
    }

    /// Why show me cannot go on from here (`None`: it can).
    pub fn show_me_stops(&self) -> Option<String> {
        if self.hint.is_some() {
            return None;
        }
        Some(match (&self.standing, self.no_hint) {
            (_, Some(NoHint::OnlyBack)) => {
                "Show me stopped: every way on goes back to a position you had".into()
            }
            (Standing::Lost { .. }, _) => "Show me stopped: no way to win from here".into(),
            (Standing::Unknown, _) => "Show me stopped: too hard to tell from here".into(),
            (Standing::Checking, _) => return None,
            _ => "Show me stopped".into(),
        })
    }
}
