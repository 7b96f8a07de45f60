//! The help's words: one short line for the verdict and one for the hint,
//! in plain words, and the numbers in full for whoever wants them (the
//! command line, a tooltip); the notes of the help line and what show me
//! says. The game and `water-sort hint` both say these.

use water_sort_core::help::{NoHint, Note, Report, Standing, Stop, Winnable};
use water_sort_core::play::Rewound;
use water_sort_core::solver::view_advice::Guarantee;

pub use crate::share::{fraction_words, percent, share_count};
use crate::{Lang, Tone, say};

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

/// The words for `report`, tubes named by their numbers from 1; `play_key`
/// is the key that plays a hint ("" to leave it out); `won`: the level is
/// won (nothing to say).
pub fn words(lang: &Lang, report: &Report, play_key: &str, won: bool) -> Words {
    let (verdict, tone) = if won {
        (String::new(), Tone::Quiet)
    } else {
        verdict_line(lang, report)
    };
    let hint = match (report.hint, report.no_hint) {
        _ if won => String::new(),
        (Some(pour), _) => {
            let (why, moves) = match &report.standing {
                Standing::Certain => ("certain", 0),
                Standing::Solvable {
                    moves,
                    optimal: true,
                } => ("moves", *moves),
                Standing::Possible { .. } => ("possible", 0),
                _ => ("none", 0),
            };
            let back = if report.hint_goes_back { "yes" } else { "no" };
            let hint = say!(
                lang,
                "help-hint-pour",
                from = pour.from + 1,
                to = pour.to + 1,
                back = back,
                why = why,
                moves = moves
            );
            if play_key.is_empty() {
                hint
            } else {
                say!(lang, "help-hint-keys", hint = hint, key = play_key)
            }
        }
        (None, Some(NoHint::OnlyBack)) => say!(lang, "help-no-new-move"),
        (None, Some(NoHint::Undecided)) => say!(lang, "help-no-hint-undecided"),
        (None, None) => String::new(),
    };
    Words {
        verdict,
        tone,
        hint,
        detail: detail(lang, report),
    }
}

/// "maybe" when the search ran out before it could tell, else "not": the
/// selector of a win that is possible, not certain.
fn certainty(guarantee: Guarantee) -> &'static str {
    match guarantee {
        Guarantee::OutOfBudget => "maybe",
        _ => "not",
    }
}

fn verdict_line(lang: &Lang, report: &Report) -> (String, Tone) {
    match &report.standing {
        Standing::Checking => (say!(lang, "help-checking"), Tone::Quiet),
        Standing::Solved => (String::new(), Tone::Quiet),
        Standing::Solvable {
            moves,
            optimal: true,
        } => (say!(lang, "help-solvable", moves = *moves), Tone::Good),
        Standing::Solvable { moves, .. } => (
            say!(lang, "help-solvable-known", moves = *moves),
            Tone::Good,
        ),
        Standing::Certain => (say!(lang, "help-certain"), Tone::Good),
        Standing::Possible {
            share,
            guarantee,
            exact,
            ..
        } => {
            // The share counts the arrangements that one who knew them could
            // still win: an upper bound on the player's chance, not the chance.
            (
                say!(
                    lang,
                    "help-possible",
                    certain = certainty(*guarantee),
                    share = fraction_words(lang, *share, *exact)
                ),
                Tone::Chance,
            )
        }
        Standing::Lost { level_lost, .. } => {
            let then = if report.rewind_steps.is_some() {
                "rewind"
            } else if *level_lost {
                "level"
            } else {
                "undo"
            };
            (say!(lang, "help-lost", then = then), Tone::Bad)
        }
        Standing::Unknown => (say!(lang, "help-unknown"), Tone::Quiet),
    }
}

/// A count of arrangements in `lang`'s form (one too large for a float's
/// digits is written in full).
fn arrangements_text(lang: &Lang, n: u128) -> String {
    if n < 1 << 53 {
        lang.number(n as f64)
    } else {
        n.to_string()
    }
}

/// The numbers behind the verdict, in full: how many arrangements one who
/// knew them could still win (a count, not the player's chance), how that
/// count was made, and whether one strategy wins them all.
pub fn detail(lang: &Lang, report: &Report) -> String {
    let Standing::Possible {
        share,
        exact,
        sampled,
        examined,
        arrangements,
        guarantee,
    } = &report.standing
    else {
        return String::new();
    };
    let of = match arrangements {
        Some(n) => say!(
            lang,
            "help-detail-arrangements",
            count = (*n).min(u128::from(u32::MAX)) as u32,
            arrangements = arrangements_text(lang, *n)
        ),
        None => say!(lang, "help-detail-arrangements-huge"),
    };
    let won = share_count(*share, *examined);
    let part = percent(lang, won, *examined, 1);
    let examined = *examined;
    let count = if *exact {
        say!(
            lang,
            "help-detail-exact",
            won = won,
            of = &of,
            part = &part,
            examined = examined
        )
    } else if *sampled {
        // Of the sample only: all of it won says nothing of all.
        if won < examined && won > 0 {
            say!(
                lang,
                "help-detail-sampled-about",
                won = won,
                of = &of,
                part = &part,
                examined = examined
            )
        } else {
            say!(
                lang,
                "help-detail-sampled",
                won = won,
                of = &of,
                examined = examined
            )
        }
    } else {
        say!(
            lang,
            "help-detail-at-least",
            won = won,
            of = &of,
            part = &part,
            examined = examined
        )
    };
    let certain = match guarantee {
        Guarantee::Refuted => say!(lang, "help-detail-refuted"),
        Guarantee::OutOfBudget => say!(lang, "help-detail-out-of-budget"),
        Guarantee::Proven => say!(lang, "help-detail-proven"),
    };
    // Without a hint every way on is barred: the count is of the
    // position itself.
    if report.hint.is_some() {
        say!(
            lang,
            "help-detail-after-hint",
            count = count,
            certain = certain
        )
    } else {
        say!(
            lang,
            "help-detail-from-here",
            count = count,
            certain = certain
        )
    }
}

/// The help line while a hint asked for is being worked out.
pub fn thinking(lang: &Lang) -> String {
    say!(lang, "help-thinking")
}

/// What show me says while it plays from the position of `report`: what
/// is known of the moves it plays, no more.
pub fn show_me_playing(lang: &Lang, report: &Report) -> String {
    match &report.standing {
        Standing::Certain if report.winning_strategy => say!(lang, "help-show-me-strategy"),
        Standing::Solvable { moves, .. } => say!(lang, "help-show-me-solution", moves = *moves),
        Standing::Possible {
            guarantee: Guarantee::Refuted,
            ..
        } => say!(lang, "help-show-me-likeliest"),
        Standing::Possible { .. } => say!(lang, "help-show-me-likeliest-unproven"),
        Standing::Checking => say!(lang, "help-show-me-working"),
        // No move to play: show me stops here and says why.
        _ => say!(lang, "help-show-me"),
    }
}

/// What show me says when it stops (see [`Report::stop`]).
pub fn show_me_stopped(lang: &Lang, stop: Stop) -> String {
    match stop {
        Stop::OnlyBack => say!(lang, "help-show-me-stopped-only-back"),
        Stop::Lost => say!(lang, "help-show-me-stopped-lost"),
        Stop::TooHard => say!(lang, "help-show-me-stopped-too-hard"),
        Stop::Undecided => say!(lang, "help-show-me-stopped-undecided"),
        Stop::NoMove => say!(lang, "help-show-me-stopped"),
    }
}

/// Why there is no hint from here.
fn no_hint(lang: &Lang, stop: Stop) -> String {
    match stop {
        Stop::OnlyBack => say!(lang, "help-no-hint-only-back"),
        Stop::Lost => say!(lang, "help-no-hint-lost"),
        Stop::TooHard => say!(lang, "help-no-hint-too-hard"),
        Stop::Undecided => say!(lang, "help-no-hint-undecided"),
        Stop::NoMove => say!(lang, "help-no-hint"),
    }
}

/// A note of the help line.
pub fn note(lang: &Lang, note: Note) -> String {
    match note {
        Note::AlreadySolved => say!(lang, "help-already-solved"),
        Note::NoHint(stop) => no_hint(lang, stop),
        Note::ShowMeStopped(stop) => show_me_stopped(lang, stop),
        Note::RewindChecking => say!(lang, "help-rewind-checking"),
        Note::Rewound(outcome, winnable) => rewound(lang, outcome, winnable),
    }
}

/// What a rewind did, and how sure a win is where it left the player:
/// "can be won" only of a certain win, never of one that only some
/// arrangement of the hidden units allows.
fn rewound(lang: &Lang, outcome: Rewound, winnable: Option<Winnable>) -> String {
    match (outcome, winnable) {
        (Rewound::AlreadySolvable, Some(Winnable::Certain)) => say!(lang, "help-rewind-still-won"),
        (Rewound::AlreadySolvable, Some(Winnable::Possible(guarantee))) => say!(
            lang,
            "help-rewind-still-possible",
            certain = certainty(guarantee)
        ),
        (Rewound::AlreadySolvable, None) => say!(lang, "help-rewind-not-lost"),
        (Rewound::LevelUnsolvable, _) => say!(lang, "help-rewind-level-lost"),
        (Rewound::NoneKnown, _) => say!(lang, "help-rewind-none-known"),
        (Rewound::Steps(steps), Some(Winnable::Certain)) => {
            say!(lang, "help-rewound-to-won", steps = steps)
        }
        (Rewound::Steps(steps), Some(Winnable::Possible(guarantee))) => say!(
            lang,
            "help-rewound-to-possible",
            steps = steps,
            certain = certainty(guarantee)
        ),
        (Rewound::Steps(steps), None) => say!(lang, "help-rewound", steps = steps),
    }
}

/// At a dead end: whether the extra tube (taken with `key`) would save it.
pub fn extra_tube(lang: &Lang, saves: bool, key: &str) -> String {
    if saves {
        say!(lang, "help-extra-tube-saves", key = key)
    } else {
        say!(lang, "help-extra-tube-useless")
    }
}

#[cfg(test)]
mod tests {
    use water_sort_core::Pour;

    use super::*;

    fn en() -> Lang {
        Lang::english()
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
            let words = words(&en(), &report, "Space", false);
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
        let with = detail(&en(), &possible(Some(Pour::new(0, 1))));
        assert!(with.starts_with("after the hint, 3 of the 6"), "{with}");
        let without = detail(&en(), &possible(None));
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
        let say = |report: &Report| words(&en(), report, "Space", false);
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
