//! Honest help on a mystery level: while some unit is hidden, every help
//! (hints, show me, the verdict line, the dead-end banner and rewind) comes
//! from the core's advice on the player's [`View`], never from the true
//! board, so two positions that look the same get the same help. Advice is
//! computed in the [`Background`], one view at a time, and cached per view.
//!
//! Once everything has been seen the view is the board, and the ordinary
//! live check ([`super::solvability`]) takes over.
//!
//! Rewind needs to know which earlier positions can still be won with what
//! the player knows now (reveals are permanent, so an earlier position is
//! seen with today's knowledge): when the position in play is lost, the
//! positions behind it are advised on, latest first, until one is not.

use std::collections::{HashMap, HashSet};
use std::time::Duration;

use bevy::prelude::*;
use water_sort_core::knowledge::View;
use water_sort_core::play::RewindTargets as Targets;
use water_sort_core::solver::mystery::{Advice, MysteryLimits, MysteryVerdict, advise};
use water_sort_core::verdict::Verdict;
use water_sort_core::{Board, History};

use super::solvability::Solvability;
use crate::game::background::Background;
use crate::game::board::Game;
use crate::game::{GameSet, Screen};

/// Advice per view and the one in flight.
#[derive(Resource, Default)]
pub struct MysteryHelp {
    /// Every view advised on so far.
    pub cache: HashMap<View, Advice>,
    job: Option<Background<View, Advice>>,
    /// Advice started and finished (for tests and the frame-time checks).
    pub started: u64,
    pub finished: u64,
    /// How long the last finished advice took on its thread.
    pub last_elapsed: Option<Duration>,
}

impl MysteryHelp {
    pub fn advice(&self, view: &View) -> Option<&Advice> {
        self.cache.get(view)
    }

    pub fn is_checking(&self, view: &View) -> bool {
        self.job.as_ref().map(Background::key) == Some(view)
    }

    fn cancel(&mut self) {
        // Dropping the job cancels its search and throws its answer away.
        self.job = None;
    }

    /// Makes sure `view` is known or being advised on.
    fn request(&mut self, view: View) {
        if self.cache.contains_key(&view) || self.is_checking(&view) {
            return;
        }
        self.cancel();
        let copy = view.clone();
        self.job = Some(Background::spawn(view, move |cancel| {
            advise(&copy, &MysteryLimits::default(), Some(cancel))
        }));
        self.started += 1;
    }

    fn poll(&mut self) {
        let Some(advice) = self.job.as_mut().and_then(Background::poll) else {
            return;
        };
        let job = self.job.take().expect("polled above");
        self.finished += 1;
        self.last_elapsed = Some(job.elapsed());
        // (A cancelled job is dropped, never polled: an "unknown" here is
        // the budget's, and asking again would only spend it again.)
        self.cache.insert(job.key().clone(), advice);
    }
}

/// What the help knows of the position in play.
#[derive(Clone, Copy, Debug)]
pub enum Known<'a> {
    /// Nothing is hidden: the solver's verdict on the board.
    Exact(&'a Verdict),
    /// Some unit is hidden: the advice on the view.
    Mystery(&'a Advice),
}

/// What is known of the position in play, if anything yet.
pub fn known<'a>(
    game: &Game,
    solvability: &'a Solvability,
    mystery: &'a MysteryHelp,
) -> Option<Known<'a>> {
    if game.play.hides_anything() {
        mystery.advice(&game.play.view()).map(Known::Mystery)
    } else {
        solvability.verdict(game.board()).map(Known::Exact)
    }
}

/// Whether a position is still worth rewinding to: some arrangement of what
/// is hidden can be solved.
fn can_win(advice: &Advice) -> bool {
    matches!(
        advice.verdict,
        MysteryVerdict::Solved | MysteryVerdict::Guaranteed | MysteryVerdict::Likely { .. }
    )
}

/// The boards of `history`, the position in play first, back to the start.
fn boards_back(history: &History) -> Vec<Board> {
    let mut back = history.clone();
    let mut boards = vec![back.board().clone()];
    while back.undo().is_some() {
        boards.push(back.board().clone());
    }
    boards
}

/// Where a rewind on a mystery level may lead: the positions of the game
/// whose view, with what the player knows now, can still be won.
pub fn rewind_targets(game: &Game, mystery: &MysteryHelp) -> Targets {
    let hidden = game.play.hidden();
    let mut solvable = HashSet::new();
    for board in boards_back(game.history()) {
        let view = View::new(&board, hidden);
        if mystery.advice(&view).is_some_and(can_win) {
            solvable.insert(board);
        }
    }
    let start = View::new(game.history().start(), hidden);
    Targets {
        solvable,
        level_unsolvable: mystery
            .advice(&start)
            .is_some_and(|a| a.verdict == MysteryVerdict::Lost),
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<MysteryHelp>()
        .add_systems(OnExit(Screen::Gameplay), reset)
        .add_systems(OnEnter(Screen::Gameplay), reset)
        .add_systems(
            Update,
            track
                .in_set(GameSet::Search)
                .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
        );
}

fn reset(mut mystery: ResMut<MysteryHelp>) {
    *mystery = MysteryHelp::default();
}

/// Each frame: take a finished answer; advise on the view in play, or, when
/// it is lost, on the positions behind it until one can still be won.
fn track(mut mystery: ResMut<MysteryHelp>, game: Res<Game>) {
    mystery.poll();
    if !game.play.hides_anything() {
        mystery.cancel();
        return;
    }
    let lost = |advice: &Advice| advice.verdict == MysteryVerdict::Lost;
    match mystery.advice(&game.play.view()) {
        None => return mystery.request(game.play.view()),
        Some(advice) if !lost(advice) => return,
        Some(_) => {}
    }
    let hidden = game.play.hidden();
    for board in boards_back(game.history()).into_iter().skip(1) {
        let view = View::new(&board, hidden);
        match mystery.advice(&view) {
            Some(advice) if lost(advice) => continue,
            Some(_) => return,
            None => return mystery.request(view),
        }
    }
}
