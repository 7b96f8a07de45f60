//! The help's questions for the solver: a [`Job`] that runs on any
//! thread, and its [`Answer`] for [`Help::learn`](super::Help::learn)(super::Help::learn).

use std::sync::Arc;

use crate::board::{Board, Pour};
use crate::knowledge::View;
use crate::solver::strategy::{Key, KeySet, Proofs};
use crate::solver::view_advice::{Advice, MysteryLimits, advise_with};
use crate::solver::{CancelToken, Limits, solve};
use crate::verdict::Verdict;

/// A question for the solver, with all it needs to run on any thread.
#[derive(Clone, Debug)]
pub struct Job {
    pub(super) question: Question,
    pub(super) exact_limits: Limits,
    pub(super) mystery_limits: MysteryLimits,
    pub(super) proofs: Arc<Proofs>,
}

/// What a [`Job`] works out.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Question {
    /// The exact verdict on a board with nothing hidden.
    Board(Board),
    /// The advice on a view, no hint leading to a view of `avoid`.
    View {
        /// The help's view (see [`Play::help_view`](crate::play::Play::help_view)).
        view: View,
        /// Keys of the game's positions.
        avoid: Vec<Key>,
    },
    /// Whether the board, lost as it is, would be solvable with one empty
    /// tube more (an exhausted search is a proof either way).
    ExtraTube(Board),
    /// Every pour that starts a shortest solution of a board with nothing
    /// hidden whose shortest solution has `moves` pours (the board after
    /// each pour solved): asked when the known one goes back.
    FirstPours {
        /// The board.
        board: Board,
        /// Pours of its shortest solution.
        moves: usize,
    },
}

/// A job's answer, for [`Help::learn`](super::Help::learn).
#[derive(Clone, Debug)]
pub enum Answer {
    /// The exact verdict (`None`: cancelled).
    Board(Board, Option<Verdict>),
    /// The advice, the proofs the search added, and whether it was worked
    /// out fresh: with no proof known and no position to avoid (so its
    /// strategy is the one [`super::level_par`] walks).
    View(View, Advice, Proofs, bool),
    /// Whether the board would be solvable with an extra tube (`None`: too
    /// hard to tell).
    ExtraTube(Board, Option<bool>),
    /// The pours proven to start a shortest solution of the board, and the
    /// verdicts found on the way (the board after each pour).
    FirstPours(Board, Vec<Pour>, Vec<(Board, Verdict)>),
}

impl Job {
    /// What the job works out (also its identity: a front end drops a job
    /// whose question is no longer asked).
    pub fn question(&self) -> &Question {
        &self.question
    }

    /// Works it out. Cancelled through `cancel`, it says so: a cancelled
    /// answer is never learned as a fact.
    pub fn run(self, cancel: Option<&CancelToken>) -> Option<Answer> {
        let answer = match self.question {
            Question::Board(board) => {
                let verdict =
                    Verdict::from_outcome(solve(&board, &self.exact_limits, cancel).outcome);
                Answer::Board(board, verdict)
            }
            Question::View { view, avoid } => {
                let fresh = self.proofs.is_empty() && avoid.is_empty();
                let avoid: KeySet = avoid.into_iter().collect();
                let (advice, learned) =
                    advise_with(&view, &self.mystery_limits, &self.proofs, &avoid, cancel);
                Answer::View(view, advice, learned, fresh)
            }
            Question::ExtraTube(board) => {
                let mut wider = board.clone();
                let solvable = wider
                    .add_empty_tube()
                    .then(|| crate::solver::solvable(&wider, &self.exact_limits, cancel))
                    .flatten();
                Answer::ExtraTube(board, solvable)
            }
            Question::FirstPours { board, moves } => {
                let mut firsts = Vec::new();
                let mut verdicts = Vec::new();
                for pour in board.legal_pours() {
                    let mut after = board.clone();
                    after.pour(pour).expect("a legal pour");
                    let outcome = solve(&after, &self.exact_limits, cancel).outcome;
                    let Some(verdict) = Verdict::from_outcome(outcome) else {
                        break; // cancelled
                    };
                    if verdict.optimal_moves() == moves.checked_sub(1) {
                        firsts.push(pour);
                    }
                    verdicts.push((after, verdict));
                }
                Answer::FirstPours(board, firsts, verdicts)
            }
        };
        (!cancel.is_some_and(CancelToken::is_cancelled)).then_some(answer)
    }
}
