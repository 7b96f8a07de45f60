//! When the help speaks: the player's choice of when the verdict line and
//! the dead-end warning show, and the rule that turns it, the report and
//! the player's asking into what is said. The rewind targets are kept
//! whatever is said, so a rewind works in every mode.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::{Report, Standing};

/// When the verdict line speaks (the numbers of a position, beside the
/// move counter). A new player gets it after Hint: a grade on every move,
/// out loud, takes the puzzle out of their hands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum VerdictLine {
    /// On every position, as soon as it is known.
    Always,
    /// On the position where the player asked for a hint (or show me),
    /// until the next move: the verdict is part of the answer.
    #[default]
    AfterHint,
    /// Never (a hint still says its move).
    Off,
}

impl VerdictLine {
    /// Every choice, in the order the settings offer them: from saying
    /// least to saying most, as their names read.
    pub const ALL: [VerdictLine; 3] = [
        VerdictLine::Off,
        VerdictLine::AfterHint,
        VerdictLine::Always,
    ];
}

/// When a dead end is pointed out (its verdict line, the rewind offered).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum DeadEndWarning {
    /// As soon as it is known.
    AtOnce,
    /// After [`DEAD_END_DELAY`] without a move: time to see it for oneself.
    #[default]
    Delayed,
    /// Only when the player asks for help.
    Off,
}

impl DeadEndWarning {
    /// Every choice, in the order the settings offer them: from saying
    /// least to saying most, the verdict line's scale.
    pub const ALL: [DeadEndWarning; 3] = [
        DeadEndWarning::Off,
        DeadEndWarning::Delayed,
        DeadEndWarning::AtOnce,
    ];
}

/// How long a dead end goes unmentioned with [`DeadEndWarning::Delayed`].
pub const DEAD_END_DELAY: Duration = Duration::from_secs(5);

/// What the live help says of the position in play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Spoken {
    /// The verdict line shows.
    pub verdict: bool,
    /// A dead end is pointed out (its verdict line, the rewind offered).
    pub dead_end: bool,
}

impl Spoken {
    /// What is said of `report` by the player's choices. `asked`: the
    /// player asked for help on this position (a hint, show me); `stayed`:
    /// how long the position has been in play.
    pub fn choose(
        verdict: VerdictLine,
        dead_end: DeadEndWarning,
        report: &Report,
        asked: bool,
        stayed: Duration,
    ) -> Spoken {
        if matches!(report.standing, Standing::Lost { .. }) {
            // A hint asked for in a dead end has no move to give: the
            // verdict is its answer, whatever the settings.
            let warned = match dead_end {
                DeadEndWarning::AtOnce => true,
                DeadEndWarning::Delayed => stayed >= DEAD_END_DELAY,
                DeadEndWarning::Off => false,
            };
            let dead_end = warned || asked;
            return Spoken {
                verdict: dead_end,
                dead_end,
            };
        }
        let verdict = match verdict {
            VerdictLine::Always => true,
            VerdictLine::AfterHint => asked,
            VerdictLine::Off => false,
        };
        Spoken {
            verdict,
            dead_end: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(standing: Standing) -> Report {
        Report {
            standing,
            hint: None,
            hint_goes_back: false,
            no_hint: None,
            rewind_steps: None,
            winning_strategy: false,
            extra_tube: None,
        }
    }

    #[test]
    fn a_dead_end_waits_for_the_delay_unless_asked() {
        let lost = report(Standing::Lost {
            hidden: false,
            level_lost: false,
        });
        let choose = |warning, asked, stayed| {
            Spoken::choose(VerdictLine::Off, warning, &lost, asked, stayed)
        };
        let early = DEAD_END_DELAY - Duration::from_millis(1);
        assert!(!choose(DeadEndWarning::Delayed, false, early).dead_end);
        assert!(choose(DeadEndWarning::Delayed, false, DEAD_END_DELAY).dead_end);
        assert!(choose(DeadEndWarning::AtOnce, false, Duration::ZERO).dead_end);
        assert!(!choose(DeadEndWarning::Off, false, Duration::from_secs(60)).dead_end);
        // Asked, the dead end is the answer whatever the setting.
        let asked = choose(DeadEndWarning::Off, true, Duration::ZERO);
        assert_eq!(
            asked,
            Spoken {
                verdict: true,
                dead_end: true
            }
        );
    }

    #[test]
    fn the_verdict_line_follows_the_choice() {
        let open = report(Standing::Solvable {
            moves: 4,
            optimal: true,
        });
        let say = |line, asked| {
            Spoken::choose(line, DeadEndWarning::AtOnce, &open, asked, Duration::ZERO)
        };
        assert!(say(VerdictLine::Always, false).verdict);
        assert!(!say(VerdictLine::AfterHint, false).verdict);
        assert!(say(VerdictLine::AfterHint, true).verdict);
        assert!(!say(VerdictLine::Off, true).verdict);
        assert!(!say(VerdictLine::Always, true).dead_end, "not lost");
    }
}
