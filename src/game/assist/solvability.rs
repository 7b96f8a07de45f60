//! Live solvability: after every move, undo, redo or restart the position in
//! play is checked by the core solver on Bevy's [`AsyncComputeTaskPool`],
//! never on the frame loop. Verdicts are cached per position, so undo and
//! redo do not solve again, and a move along a known shortest solution is
//! derived from it without solving at all.
//!
//! A check made stale by a new position is cancelled through its
//! [`CancelToken`] and its answer, if one still comes, is dropped. A search
//! that runs out of budget says "unknown" (or "solvable" when its quick
//! fallback found some solution): never a false "no solution".
//!
//! This module also rewinds a dead end: back through the history to the
//! latest position known solvable (plain undos, so redo still works).

use std::collections::HashMap;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use water_sort_core::solver::{CancelToken, Limits, Outcome, Report, solve};
use water_sort_core::{Board, Pour};

use super::Screen;
use super::anim::ViewSystems;
use super::history::{History, Step};
use super::play::{BoardEvent, Game, LogicSystems};

/// The solver's budget for a live check: far beyond any level a person plays
/// (12-colour positions take about a millisecond), small enough that a
/// hopeless position gives up in seconds with bounded memory.
pub const LIMITS: Limits = Limits {
    max_nodes: 5_000_000,
    max_memory: 512 << 20,
};

/// At most this many positions are remembered (a player visits hundreds);
/// past it the cache starts afresh.
const CACHE_LIMIT: usize = 20_000;

/// What the solver knows about a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A solution from here. `optimal`: proven shortest (the solver's A*);
    /// otherwise the solver ran out of budget but its quick search found
    /// this (longer) one, which still proves the position solvable.
    Solvable { path: Vec<Pour>, optimal: bool },
    /// Every reachable position was searched: no solution.
    Unsolvable,
    /// The budget ran out before any answer.
    Unknown,
}

impl Verdict {
    /// The verdict of a finished search; `None` for a cancelled one.
    pub fn from_outcome(outcome: Outcome) -> Option<Verdict> {
        Some(match outcome {
            Outcome::Optimal(path) => Verdict::Solvable {
                path,
                optimal: true,
            },
            Outcome::Unsolvable => Verdict::Unsolvable,
            Outcome::GaveUp {
                best: Some(path), ..
            } => Verdict::Solvable {
                path,
                optimal: false,
            },
            Outcome::GaveUp { best: None, .. } => Verdict::Unknown,
            Outcome::Cancelled => return None,
        })
    }

    pub fn is_solvable(&self) -> bool {
        matches!(self, Verdict::Solvable { .. })
    }

    /// Moves of a proven shortest solution from here.
    pub fn optimal_moves(&self) -> Option<usize> {
        match self {
            Verdict::Solvable {
                path,
                optimal: true,
            } => Some(path.len()),
            _ => None,
        }
    }

    /// The first move of the known solution.
    pub fn next_move(&self) -> Option<Pour> {
        match self {
            Verdict::Solvable { path, .. } => path.first().copied(),
            _ => None,
        }
    }
}

/// A check running on the task pool.
struct Job {
    board: Board,
    cancel: CancelToken,
    task: Task<Report>,
    started: Instant,
}

impl Drop for Job {
    /// A check dropped unfinished (cancelled, or its app gone) stops its
    /// search: the solver sees the token within 1024 expansions, and no
    /// thread of the pool stays busy for an answer nobody will read.
    fn drop(&mut self) {
        self.cancel.cancel();
    }
}

/// Verdicts per position and the check in flight.
#[derive(Resource, Default)]
pub struct Solvability {
    /// Every position checked (or derived) so far. `Board` is `Hash + Eq`.
    pub cache: HashMap<Board, Verdict>,
    job: Option<Job>,
    /// Checks started, cancelled as stale, and finished (for tests and the
    /// frame-time measurement).
    pub started: u64,
    pub cancelled: u64,
    pub finished: u64,
    /// How long the last finished check took on its thread.
    pub last_elapsed: Option<Duration>,
}

impl Solvability {
    pub fn verdict(&self, board: &Board) -> Option<&Verdict> {
        self.cache.get(board)
    }

    /// The position whose check is in flight.
    pub fn in_flight(&self) -> Option<&Board> {
        self.job.as_ref().map(|j| &j.board)
    }

    pub fn is_checking(&self, board: &Board) -> bool {
        self.in_flight() == Some(board)
    }

    /// Stops the check in flight; its answer will never be used.
    pub fn cancel(&mut self) {
        if self.job.take().is_some() {
            // Dropping the job cancels its token, and dropping its task
            // throws away whatever the solver still returns.
            self.cancelled += 1;
        }
    }

    pub fn insert(&mut self, board: Board, verdict: Verdict) {
        if self.cache.len() >= CACHE_LIMIT {
            self.cache.clear();
        }
        self.cache.insert(board, verdict);
    }

    /// Makes sure `board` is known or being checked: a cached verdict does
    /// nothing, anything else cancels the stale check and starts one.
    pub fn request(&mut self, board: &Board) {
        if self.cache.contains_key(board) || self.is_checking(board) {
            return;
        }
        self.cancel();
        if board.is_solved() {
            self.insert(
                board.clone(),
                Verdict::Solvable {
                    path: Vec::new(),
                    optimal: true,
                },
            );
            return;
        }
        let cancel = CancelToken::new();
        let token = cancel.clone();
        let copy = board.clone();
        let task =
            AsyncComputeTaskPool::get().spawn(async move { solve(&copy, &LIMITS, Some(&token)) });
        self.job = Some(Job {
            board: board.clone(),
            cancel,
            task,
            started: Instant::now(),
        });
        self.started += 1;
    }

    /// Takes the finished check's answer into the cache (never waits).
    pub fn poll(&mut self) {
        let Some(job) = self.job.as_mut() else { return };
        let Some(report) = check_ready(&mut job.task) else {
            return;
        };
        let job = self.job.take().expect("polled above");
        self.finished += 1;
        self.last_elapsed = Some(job.started.elapsed());
        if let Some(verdict) = Verdict::from_outcome(report.outcome) {
            self.insert(job.board.clone(), verdict);
        }
    }

    /// A move along a known solution: the rest of it solves the new position
    /// (and a shortest solution's rest is a shortest solution).
    fn derive(&mut self, history: &History) {
        if self.cache.contains_key(history.board()) {
            return;
        }
        let mut before = history.clone();
        let Some(Step::Pour(poured)) = before.undo() else {
            return;
        };
        if let Some(Verdict::Solvable { path, optimal }) = self.cache.get(before.board())
            && path.first() == Some(&poured.pour)
        {
            let verdict = Verdict::Solvable {
                path: path[1..].to_vec(),
                optimal: *optimal,
            };
            self.insert(history.board().clone(), verdict);
        }
    }

    /// How many undos lead back to the latest position of `history` known
    /// solvable: `Some(0)` when the current one is, `None` when none is.
    pub fn rewind_steps(&self, history: &History) -> Option<usize> {
        let mut h = history.clone();
        let mut steps = 0;
        loop {
            if self.verdict(h.board()).is_some_and(Verdict::is_solvable) {
                return Some(steps);
            }
            h.undo()?;
            steps += 1;
        }
    }
}

/// The player's view of the current position, for the HUD.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Checking,
    Known(Verdict),
    /// No check yet (the very first frame).
    Idle,
}

/// Solvability systems run after the frame's moves are applied and before
/// the view.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SolvabilitySystems;

pub fn plugin(app: &mut App) {
    app.init_resource::<Solvability>()
        .configure_sets(
            Update,
            SolvabilitySystems.after(LogicSystems).before(ViewSystems),
        )
        .add_systems(OnExit(Screen::Gameplay), cancel_check)
        .add_systems(
            Update,
            track
                .in_set(SolvabilitySystems)
                .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
        );
}

/// Each frame: take a finished answer, derive what can be derived, and
/// start a check of the position in play if it is not known.
pub fn track(mut solvability: ResMut<Solvability>, game: Res<Game>) {
    solvability.poll();
    if solvability.cache.contains_key(game.board()) {
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
    solvability.derive(&game.history);
    solvability.request(game.board());
}

fn cancel_check(mut solvability: ResMut<Solvability>) {
    solvability.cancel();
}

impl Solvability {
    /// What the HUD says about `board`.
    pub fn status(&self, board: &Board) -> Status {
        match self.verdict(board) {
            Some(v) => Status::Known(v.clone()),
            None if self.is_checking(board) => Status::Checking,
            None => Status::Idle,
        }
    }
}

/// Undoes back to the latest solvable position; says what it did.
pub fn rewind(
    game: &mut Game,
    solvability: &Solvability,
    events: &mut MessageWriter<BoardEvent>,
) -> String {
    match solvability.rewind_steps(&game.history) {
        Some(0) => "This position can still be solved".into(),
        None => {
            if solvability
                .verdict(game.history.start())
                .is_some_and(|v| *v == Verdict::Unsolvable)
            {
                "This level has no solution at all".into()
            } else {
                "No position of this game is known to be solvable yet".into()
            }
        }
        Some(steps) => {
            game.selected = None;
            for _ in 0..steps {
                if let Some(step) = game.history.undo() {
                    events.write(BoardEvent::Undone(step));
                }
            }
            format!(
                "Rewound {steps} move{} to the last solvable position (redo goes forward again)",
                if steps == 1 { "" } else { "s" }
            )
        }
    }
}
