//! The help's knowledge of the level in play: the core's
//! [`Help`](water_sort_core::help::Help) (the exact verdicts, the mystery
//! advice, the proofs kept for the level), and the one search it asks for
//! at a time, run in the [`Background`], never on the frame loop.
//!
//! After every move, undo, redo or restart the help names what to work out
//! next: the position in play (the exact solver on its board, or on a
//! mystery level the honest advice on the player's view), and, when that
//! is lost, the positions behind it until one can be won. A search made
//! stale by a new position is cancelled and its answer dropped. A search
//! that runs out of budget says "unknown", never a false "no solution".
//! The help starts clean on each level.

use std::time::Duration;

use bevy::ecs::change_detection::Tick;
use bevy::prelude::*;
use water_sort_core::Board;
use water_sort_core::help::{Answer, Help, Known, Question};
use water_sort_core::knowledge::View;
use water_sort_core::solver::Limits;
use water_sort_core::solver::view_advice::Advice;
use water_sort_core::verdict::Verdict;

use crate::game::background::Background;
use crate::game::board::Game;
use crate::game::schedule::{GameSet, Screen};

/// The solver's budget for a live check (the core's, named here for the
/// par solver and the frame-time measurement).
pub const LIMITS: Limits = water_sort_core::help::EXACT_LIMITS;

/// What the help knows and the search in flight.
#[derive(Resource, Default)]
pub struct Solvability {
    /// What the help knows of the level in play.
    pub help: Help,
    /// The level the help is for (its start and hidden counts).
    level: Option<(Board, Vec<usize>, String)>,
    job: Option<Background<Question, Option<Answer>>>,
    /// Searches started, cancelled as stale, and finished (for tests and
    /// the frame-time measurement).
    pub started: u64,
    pub cancelled: u64,
    pub finished: u64,
    /// How long the last finished search took on its thread.
    pub last_elapsed: Option<Duration>,
    /// A finished search's answer waits in its task instead of being taken
    /// in: a test holds a search in flight as long as it needs, whatever
    /// the machine's speed.
    pub hold_answers: bool,
}

/// What the solver says of a position so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Checking,
    Known(Verdict),
    /// No check yet (the very first frame).
    Idle,
}

impl Solvability {
    /// The exact verdict on a board with nothing hidden, if known.
    pub fn verdict(&self, board: &Board) -> Option<&Verdict> {
        self.help.exact().get(board)
    }

    /// The advice on a help view, if known.
    pub fn advice(&self, view: &View) -> Option<&Advice> {
        self.help.advice(view)
    }

    /// What is known of the position in play.
    pub fn known<'a>(&'a self, game: &Game) -> Option<Known<'a>> {
        self.help.known_at(&game.play, game.board())
    }

    /// The board whose exact check is in flight.
    pub fn in_flight(&self) -> Option<&Board> {
        match self.job.as_ref().map(Background::key) {
            Some(Question::Board(board)) => Some(board),
            _ => None,
        }
    }

    /// Whether any search is in flight.
    pub fn is_busy(&self) -> bool {
        self.job.is_some()
    }

    pub fn is_checking(&self, board: &Board) -> bool {
        self.in_flight() == Some(board)
    }

    /// What is known of `board`.
    pub fn status(&self, board: &Board) -> Status {
        match self.verdict(board) {
            Some(v) => Status::Known(v.clone()),
            None if self.is_checking(board) => Status::Checking,
            None => Status::Idle,
        }
    }

    /// Forgets the exact verdicts (tests and measurements check again).
    pub fn forget_verdicts(&mut self) {
        self.help.forget_exact();
    }

    /// Forgets one board's exact verdict.
    pub fn forget_verdict(&mut self, board: &Board) {
        self.help.forget_exact_at(board);
    }

    /// Stops the search in flight; its answer will never be used.
    pub fn cancel(&mut self) {
        // Dropping the job cancels its search and throws away its answer.
        if self.job.take().is_some() {
            self.cancelled += 1;
        }
    }

    /// Takes the finished search's answer in (never waits).
    pub fn poll(&mut self) {
        if self.hold_answers {
            return;
        }
        let Some(answer) = self.job.as_mut().and_then(Background::poll) else {
            return;
        };
        let job = self.job.take().expect("polled above");
        self.finished += 1;
        self.last_elapsed = Some(job.elapsed());
        if let Some(answer) = answer {
            self.help.learn(answer);
        }
    }

    /// Starts afresh when `game` is another level than the help's.
    fn follow_level(&mut self, game: &Game) {
        let level = (
            game.history().start().clone(),
            game.level.hidden.clone(),
            game.level.name.clone(),
        );
        if self.level.as_ref() != Some(&level) {
            self.cancel();
            // The game offers the extra tube: the help asks whether it
            // would save a dead end.
            self.help = Help::default().asks_about_extra_tube(true);
            self.level = Some(level);
        }
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Solvability>()
        .add_systems(OnExit(Screen::Gameplay), cancel_check)
        .add_systems(
            Update,
            track
                .in_set(GameSet::Search)
                .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
        );
}

/// Each frame: take a finished answer, and make sure what the help wants
/// worked out next is being worked out (anything else in flight is stale).
fn track(
    mut solvability: ResMut<Solvability>,
    game: Res<Game>,
    mut asked: Local<Option<(Tick, u64, bool)>>,
) {
    solvability.follow_level(&game);
    solvability.poll();
    // What to work out is a function of the game and what the help knows
    // (and a job in flight or not): asked again only when one changes.
    let key = (
        game.last_changed(),
        solvability.help.generation(),
        solvability.job.is_some(),
    );
    if *asked == Some(key) {
        return;
    }
    *asked = Some(key);
    let Some(job) = solvability.help.next_job(&game.play) else {
        solvability.cancel();
        return;
    };
    if solvability.job.as_ref().map(Background::key) == Some(job.question()) {
        return;
    }
    solvability.cancel();
    let question = job.question().clone();
    solvability.job = Some(Background::spawn(question, move |cancel| {
        job.run(Some(cancel))
    }));
    solvability.started += 1;
}

fn cancel_check(mut solvability: ResMut<Solvability>) {
    solvability.cancel();
}
