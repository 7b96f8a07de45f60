//! What the help says of the position in play: the [`Report`] of reasons
//! with their numbers (the words crate says them), why there is no move
//! ([`Stop`]) and the notes of the help line ([`Note`]).

use crate::play::{Play, Rewound};
use crate::solver::view_advice::{Guarantee, MysteryVerdict, NoMove};
use crate::verdict::Verdict;

use super::{Help, Known, leads_back};
use crate::board::Pour;

/// Everything the help says of the position in play.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// What is known of it (`None`: still being worked out).
    pub standing: Standing,
    /// The move to make, when there is one.
    pub hint: Option<Pour>,
    /// The hint leads back to a position of this game: with nothing
    /// hidden, when every pour known to start a shortest solution does
    /// (or only a solution not proven shortest is known).
    pub hint_goes_back: bool,
    /// Why there is no hint, when there is none but the position is not
    /// won or lost.
    pub no_hint: Option<NoHint>,
    /// Undos back to the latest position that can still be won, when the
    /// position in play is lost and that position is known.
    pub rewind_steps: Option<usize>,
    /// The hints from here follow a strategy proven to win (show me may
    /// say so).
    pub winning_strategy: bool,
    /// At a dead end where the extra tube can still be taken: whether it
    /// would make the position solvable (`None`: not asked or not known).
    pub extra_tube: Option<bool>,
}

/// Why show me (or a hint) cannot go on from the position in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// Every way on goes back to a position of this game.
    OnlyBack,
    /// No way to win from here.
    Lost,
    /// Too hard to tell from here.
    TooHard,
    /// A win is open, but too hard to tell which move keeps it so.
    Undecided,
    /// No move to give (the level is over, or nothing better is known).
    NoMove,
}

/// A note of the help about one position, for the help line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    /// A hint asked for on a solved board.
    AlreadySolved,
    /// A hint asked for where there is none, and why.
    NoHint(Stop),
    /// Show me stopped here, and why.
    ShowMeStopped(Stop),
    /// A rewind waits for the positions behind to be worked out.
    RewindChecking,
    /// What a rewind did, and how sure a win is where it left the player
    /// (`None` when it left no position known to be winnable, or for an
    /// outcome that names none: see [`Help::rewound_note`]).
    Rewound(Rewound, Option<Winnable>),
}

/// How sure a win is at a position that can still be won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Winnable {
    /// Certain: a solution is known, or a strategy wins whatever is
    /// hidden.
    Certain,
    /// Only possible: some arrangement of what is hidden can be won by one
    /// who knows it, and no strategy is proven to win them all (refuted,
    /// or the search ran out: the guarantee says which).
    Possible(Guarantee),
}

impl Known<'_> {
    /// How sure a win is here (`None`: no win is known to be possible).
    pub fn winnable(&self) -> Option<Winnable> {
        match self {
            Known::Exact(Verdict::Solvable { .. }) => Some(Winnable::Certain),
            Known::Exact(_) => None,
            Known::Mystery(advice) => match advice.verdict {
                MysteryVerdict::Solved | MysteryVerdict::Guaranteed => Some(Winnable::Certain),
                MysteryVerdict::Likely { .. } => Some(Winnable::Possible(advice.guarantee)),
                MysteryVerdict::Lost | MysteryVerdict::Unknown => None,
            },
        }
    }
}

impl Report {
    /// Why show me cannot go on from here (`None`: it can, or the
    /// position is still being worked out).
    pub fn stop(&self) -> Option<Stop> {
        if self.hint.is_some() {
            return None;
        }
        Some(match (&self.standing, self.no_hint) {
            (_, Some(NoHint::OnlyBack)) => Stop::OnlyBack,
            (_, Some(NoHint::Undecided)) => Stop::Undecided,
            (Standing::Lost { .. }, _) => Stop::Lost,
            (Standing::Unknown, _) => Stop::TooHard,
            (Standing::Checking, _) => return None,
            _ => Stop::NoMove,
        })
    }

    /// The note for a hint asked for here that has no move to give
    /// (`None`: there is a hint, the position is still being worked out,
    /// or the verdict line already says it is lost).
    pub fn no_hint_note(&self) -> Option<Note> {
        if self.hint.is_some() {
            return None;
        }
        match self.standing {
            Standing::Solved => Some(Note::AlreadySolved),
            // The verdict line already says there is no way to win (and
            // offers the rewind): a note would only say it twice.
            Standing::Lost { .. } => None,
            _ => self.stop().map(Note::NoHint),
        }
    }
}

/// The verdict on the position in play.
#[derive(Clone, Debug, PartialEq)]
pub enum Standing {
    /// Not worked out yet.
    Checking,
    /// The board is solved.
    Solved,
    /// Nothing hidden: a solution of `moves` pours is known, proven
    /// shortest when `optimal`.
    Solvable {
        /// Pours of the known solution.
        moves: usize,
        /// It is proven shortest.
        optimal: bool,
    },
    /// Something hidden: a strategy wins whatever it is.
    Certain,
    /// Something hidden: a win is possible, not proven certain.
    Possible {
        /// Share of the arrangements still winnable after the hint (from
        /// here when there is none).
        share: f64,
        /// Every arrangement was examined and every solve proved.
        exact: bool,
        /// The share is estimated from a random sample.
        sampled: bool,
        /// Arrangements examined.
        examined: usize,
        /// Arrangements that fit the view (`None`: past `u128`).
        arrangements: Option<u128>,
        /// Whether a certain win was refuted or the search ran out.
        guarantee: Guarantee,
    },
    /// No way to win from here.
    Lost {
        /// Some hidden units (the view, not the board, is lost).
        hidden: bool,
        /// The level's start is lost too: it cannot be won at all.
        level_lost: bool,
    },
    /// The budget ran out before anything could be said.
    Unknown,
}

/// Why a position that is not over has no hint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoHint {
    /// Every move that could still win leads back to a position of this
    /// game (or only reorders the tubes).
    OnlyBack,
    /// No move is known to keep a win possible, and the budget ran out
    /// before some could be told apart: too hard to tell which one would.
    Undecided,
}

impl Help {
    /// The note for `outcome`, a rewind just applied to `play`: for one that
    /// left the player on a position that can be won (it rewound, or the
    /// position already could), how sure that win is, as known now.
    pub fn rewound_note(&self, play: &Play, outcome: Rewound) -> Note {
        let winnable = match outcome {
            Rewound::Steps(_) | Rewound::AlreadySolvable => self
                .known_at(play, play.board())
                .and_then(|known| known.winnable()),
            Rewound::LevelUnsolvable | Rewound::NoneKnown => None,
        };
        Note::Rewound(outcome, winnable)
    }

    /// With nothing hidden, when the hint of `verdict` leads back to a
    /// position of the game: the next pour of another shortest solution
    /// that does not, else the hint as it is, said to go back (still
    /// `Checking` while the shortest solutions' first pours are worked
    /// out).
    fn keep_from_going_back(&self, play: &Play, verdict: &Verdict, report: &mut Report) {
        let Some(pour) = report.hint else { return };
        let view = play.help_view();
        let avoid = Help::avoid(play);
        if !leads_back(&view, &avoid, pour) {
            return;
        }
        match (verdict.optimal_moves(), self.first_pours.get(play.board())) {
            (Some(_), None) => {
                report.standing = Standing::Checking;
                report.hint = None;
            }
            (Some(_), Some(firsts)) => {
                match firsts.iter().find(|&&p| !leads_back(&view, &avoid, p)) {
                    Some(&onward) => report.hint = Some(onward),
                    None => report.hint_goes_back = true,
                }
            }
            // (Not proven shortest: only this solution is known.)
            (None, _) => report.hint_goes_back = true,
        }
    }

    /// Everything the help says of the position in play.
    pub fn report(&self, play: &Play) -> Report {
        let targets = self.rewind_targets(play);
        let steps = targets.steps(play.history());
        let mut report = Report {
            standing: Standing::Checking,
            hint: None,
            hint_goes_back: false,
            no_hint: None,
            rewind_steps: None,
            winning_strategy: false,
            extra_tube: None,
        };
        let Some(known) = self.known_at(play, play.board()) else {
            return report;
        };
        if known.can_win() == Some(false) {
            report.rewind_steps = steps.filter(|&n| n > 0);
            if !play.has_extra_tube() {
                report.extra_tube = self.extra_tube.get(play.board()).copied();
            }
        }
        let lost = |hidden| Standing::Lost {
            hidden,
            level_lost: targets.level_unsolvable,
        };
        match known {
            Known::Exact(verdict) => {
                report.standing = match verdict {
                    Verdict::Solvable { path, .. } if path.is_empty() => Standing::Solved,
                    Verdict::Solvable { path, optimal } => Standing::Solvable {
                        moves: path.len(),
                        optimal: *optimal,
                    },
                    Verdict::Unsolvable => lost(false),
                    Verdict::Unknown => Standing::Unknown,
                };
                report.hint = verdict.next_move();
                self.keep_from_going_back(play, verdict, &mut report);
                report.winning_strategy = report.hint.is_some();
            }
            Known::Mystery(advice) => {
                let fits = self.advice_fits(play, advice);
                report.standing = match &advice.verdict {
                    MysteryVerdict::Solved => Standing::Solved,
                    MysteryVerdict::Guaranteed => Standing::Certain,
                    MysteryVerdict::Likely {
                        share,
                        exact,
                        sampled,
                        examined,
                    } => Standing::Possible {
                        share: *share,
                        exact: *exact,
                        sampled: *sampled,
                        examined: *examined,
                        arrangements: advice.arrangements,
                        guarantee: advice.guarantee,
                    },
                    MysteryVerdict::Lost => lost(true),
                    MysteryVerdict::Unknown => Standing::Unknown,
                };
                if fits {
                    report.hint = advice.hint;
                    report.no_hint = advice.no_move.map(|why| match why {
                        NoMove::OnlyBack => NoHint::OnlyBack,
                        NoMove::Undecided => NoHint::Undecided,
                    });
                    report.winning_strategy =
                        advice.verdict == MysteryVerdict::Guaranteed && advice.hint.is_some();
                } else {
                    // Being worked out again for this game.
                    report.standing = Standing::Checking;
                }
            }
        }
        report
    }
}
