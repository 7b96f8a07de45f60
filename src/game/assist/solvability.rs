//! Live solvability: after every move, undo, redo or restart the position in
//! play is checked by the core solver in the [`Background`], never on the
//! frame loop. Verdicts are cached per position (the core's
//! [`VerdictCache`]), so undo and redo do not solve again, and a move along
//! a known shortest solution is derived from it without solving at all.
//!
//! A check made stale by a new position is cancelled and its answer, if one
//! still comes, is dropped. A search that runs out of budget says "unknown"
//! (or "solvable" when its quick fallback found some solution): never a
//! false "no solution".

use std::time::Duration;

use bevy::prelude::*;
use water_sort_core::Board;
use water_sort_core::solver::{Limits, Report, solve};
use water_sort_core::verdict::{Verdict, VerdictCache};

use crate::game::background::Background;
use crate::game::board::Game;
use crate::game::{GameSet, Screen};

/// The solver's budget for a live check: far beyond any level a person plays
/// (12-colour positions take about a millisecond), small enough that a
/// hopeless position gives up in seconds with bounded memory.
pub const LIMITS: Limits = Limits {
    max_nodes: 5_000_000,
    max_memory: 512 << 20,
};

/// Verdicts per position and the check in flight.
#[derive(Resource, Default)]
pub struct Solvability {
    /// Every position checked (or derived) so far.
    pub cache: VerdictCache,
    job: Option<Background<Board, Report>>,
    /// Checks started, cancelled as stale, and finished (for tests and the
    /// frame-time measurement).
    pub started: u64,
    pub cancelled: u64,
    pub finished: u64,
    /// How long the last finished check took on its thread.
    pub last_elapsed: Option<Duration>,
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
    pub fn verdict(&self, board: &Board) -> Option<&Verdict> {
        self.cache.get(board)
    }

    /// The position whose check is in flight.
    pub fn in_flight(&self) -> Option<&Board> {
        self.job.as_ref().map(Background::key)
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

    /// Stops the check in flight; its answer will never be used.
    pub fn cancel(&mut self) {
        // Dropping the job cancels its search and throws away its answer.
        if self.job.take().is_some() {
            self.cancelled += 1;
        }
    }

    /// Makes sure `board` is known or being checked: a cached verdict does
    /// nothing, anything else cancels the stale check and starts one.
    pub fn request(&mut self, board: &Board) {
        if self.cache.contains(board) || self.is_checking(board) {
            return;
        }
        self.cancel();
        if board.is_solved() {
            let done = Verdict::Solvable {
                path: Vec::new(),
                optimal: true,
            };
            self.cache.insert(board.clone(), done);
            return;
        }
        let copy = board.clone();
        self.job = Some(Background::spawn(board.clone(), move |cancel| {
            solve(&copy, &LIMITS, Some(cancel))
        }));
        self.started += 1;
    }

    /// Takes the finished check's answer into the cache (never waits).
    pub fn poll(&mut self) {
        let Some(report) = self.job.as_mut().and_then(Background::poll) else {
            return;
        };
        let job = self.job.take().expect("polled above");
        self.finished += 1;
        self.last_elapsed = Some(job.elapsed());
        if let Some(verdict) = Verdict::from_outcome(report.outcome) {
            self.cache.insert(job.key().clone(), verdict);
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

/// Each frame: take a finished answer, derive what can be derived, and
/// start a check of the position in play if it is not known.
fn track(mut solvability: ResMut<Solvability>, game: Res<Game>) {
    solvability.poll();
    // While something is hidden the true board is not the player's to
    // know: the mystery help answers from the view instead.
    if game.play.hides_anything() {
        solvability.cancel();
        return;
    }
    if solvability.cache.contains(game.board()) {
        // Only the position in play is ever searched: one left for a known
        // position (an undo or redo) is stale.
        if solvability.in_flight().is_some() {
            solvability.cancel();
        }
        return;
    }
    if solvability.is_checking(game.board()) {
        // Already asked (and derived if it could be) when this position
        // came up: nothing to do until the answer.
        return;
    }
    solvability.cache.derive(game.history());
    solvability.request(game.board());
}

fn cancel_check(mut solvability: ResMut<Solvability>) {
    solvability.cancel();
}
