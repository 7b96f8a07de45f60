//! The mid-end of a level in play: its board history, the tube the player
//! has lifted, and whether it is won. Every player action goes through
//! [`Play::act`], which applies the rules and says what happened as a list
//! of [`Event`]s, in order, for a front end to animate, sound and report.
//!
//! This is the part of a game that Simon Tatham's puzzles keep in their
//! mid-end: a front end only turns clicks and keys into [`Action`]s and
//! draws the events, so it holds no rule of its own and the rules are
//! tested here without one.
//!
//! A mystery level ([`Play::with_hidden`]) hides units at the bottom of its
//! tubes; the reveal rule of [`crate::reveal`] runs after every pour and
//! redo, each reveal an [`Event::Revealed`] after the move's event. Reveals
//! are permanent: undo, restart and rewind hide nothing again.
//!
//! A play keeps the log of its [`Move`]s, which replayed on the level give
//! the same play again ([`Play::replay`]): a saved game is that log.

use std::collections::HashSet;

use serde::{Deserialize, Serialize};

use crate::board::{Board, Pour, PourError, Poured};
use crate::history::{History, Step};
use crate::knowledge::{ColourNames, View};
use crate::level::Level;
use crate::reveal::{self, Reveal};
use crate::verdict::{Verdict, VerdictCache};

/// What the player asks of the level in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action<'a> {
    /// A tube clicked or its key pressed: lift it when none is lifted, put
    /// it down when it is the lifted one, else pour the lifted one into it.
    Press(usize),
    /// Lift a tube (refused, with the reason, when it has nothing to pour).
    Select(usize),
    /// Put the lifted tube down.
    Deselect,
    /// Pour one tube into another, whatever is lifted.
    Pour(Pour),
    /// Take back the last pour or restart.
    Undo,
    /// Make again the last step undone.
    Redo,
    /// Back to the starting position, as a step that can be undone.
    Restart,
    /// Undo back to the latest position of the game that `targets` knows
    /// to be solvable.
    Rewind(&'a RewindTargets),
    /// Add one empty tube after the last, of the level's capacity: an
    /// undoable step, allowed while the board has no extra tube.
    AddTube,
}

/// What an action did, in the order it happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// The lifted tube changed: `Some(tube)` lifted, `None` put down.
    Selected(Option<usize>),
    /// A pour was made.
    Poured(Poured),
    /// A step was taken back.
    Undone(Step),
    /// A step was made again.
    Redone(Step),
    /// The board went back to its start.
    Restarted,
    /// The rules refused a pour or a lift; `tube` is the one at fault (the
    /// one a front end shakes).
    Illegal {
        /// The tube at fault.
        tube: usize,
        /// Why the rules refused.
        reason: PourError,
    },
    /// An empty tube was added; `tube` is its index (the last).
    TubeAdded {
        /// The new tube.
        tube: usize,
    },
    /// An extra tube was asked for when the board has one already (or
    /// the most tubes a board can have).
    NoExtraTube,
    /// An undo with nothing left to undo.
    NothingToUndo,
    /// A redo with nothing left to redo.
    NothingToRedo,
    /// The board is solved; the level takes no more actions.
    Won,
    /// What a rewind did (its undos come first, as [`Event::Undone`]).
    Rewound(Rewound),
    /// On a mystery level, the reveal rule showed the top `units` hidden
    /// units of `tube` (after the [`Event::Poured`] or [`Event::Redone`]
    /// that uncovered them, before [`Event::Won`]).
    Revealed {
        /// The tube.
        tube: usize,
        /// How many of its hidden units are now visible.
        units: usize,
    },
}

/// The outcome of [`Action::Rewind`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rewound {
    /// This many undos, back to the latest position known solvable.
    Steps(usize),
    /// The position in play is known to be solvable: nothing to do.
    AlreadySolvable,
    /// No position of the level is solvable: its start is proven not to be.
    LevelUnsolvable,
    /// No position of this game is known to be solvable yet.
    NoneKnown,
}

/// Where a rewind may lead: the positions known to be solvable. The caller
/// fills it from the verdicts it has (see [`RewindTargets::from_verdicts`]);
/// [`Play`] walks its own history back to the latest of them when the
/// rewind is applied, so a move made just before the rewind is undone too.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RewindTargets {
    /// Positions known to be solvable.
    pub solvable: HashSet<Board>,
    /// The level's starting position is proven unsolvable.
    pub level_unsolvable: bool,
}

impl RewindTargets {
    /// The positions `verdicts` knows solvable; `start` is the level's
    /// starting position, to tell a level with no solution at all.
    pub fn from_verdicts(verdicts: &VerdictCache, start: &Board) -> RewindTargets {
        RewindTargets {
            solvable: verdicts.solvable_positions().cloned().collect(),
            level_unsolvable: verdicts.get(start) == Some(&Verdict::Unsolvable),
        }
    }

    /// How many undos lead from the position of `history` back to the
    /// latest one known solvable: `Some(0)` when it is one, `None` when
    /// none is. The one walk of the history a rewind makes.
    pub fn steps(&self, history: &History) -> Option<usize> {
        let mut back = history.clone();
        let mut steps = 0;
        while !self.solvable.contains(back.board()) {
            back.undo()?;
            steps += 1;
        }
        Some(steps)
    }
}

/// One step of a play that changed something, as its log keeps it (a
/// rewind is logged as its undos; lifting a tube is not logged).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Move {
    /// A pour from one tube into another.
    Pour(usize, usize),
    /// A step taken back.
    Undo,
    /// A step made again.
    Redo,
    /// Back to the start.
    Restart,
    /// The extra tube added.
    AddTube,
}

/// Why a log does not replay on a level: the move at `index` is not one
/// the level allows there (the log is of another level, or damaged).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("move {} ({step:?}) does not apply to this level", index + 1)]
pub struct ReplayError {
    /// The move that failed, from 0.
    pub index: usize,
    /// The move.
    pub step: Move,
}

/// A level in play: the one place its rules are applied.
#[derive(Clone, Debug)]
pub struct Play {
    history: History,
    /// Every step that changed something, in order (see [`Move`]).
    log: Vec<Move>,
    /// Tubes of the level, without an extra tube.
    level_tubes: usize,
    /// Per tube, how many units at its bottom are hidden (all 0 on an
    /// ordinary level).
    hidden: Vec<usize>,
    /// The help's name of each colour seen so far (see [`Play::help_view`]).
    help_names: ColourNames,
    selected: Option<usize>,
    won: bool,
}

impl Play {
    /// A level starting from `start`, nothing lifted. A start that is
    /// already solved is not won: a win takes a move.
    pub fn new(start: Board) -> Play {
        Play::with_hidden(start, &[])
    }

    /// A mystery level starting from `start` (its true colours) with
    /// `hidden[t]` units hidden at the bottom of tube `t` (missing entries
    /// 0), the reveal rule applied to the start. Panics when the counts do
    /// not fit the board (see [`reveal::hidden_per_tube`]; a parsed level's
    /// always do).
    pub fn with_hidden(start: Board, hidden: &[usize]) -> Play {
        let mut hidden = match reveal::hidden_per_tube(&start, hidden) {
            Ok(hidden) => hidden,
            Err(e) => panic!("hidden counts that do not fit the level: {e}"),
        };
        reveal::reveal(&start, &mut hidden);
        let help_names = ColourNames::at_start(&start, &hidden);
        Play {
            log: Vec::new(),
            level_tubes: start.tubes().len(),
            history: History::new(start),
            hidden,
            help_names,
            selected: None,
            won: false,
        }
    }

    /// A level of a pack, hidden units and all.
    pub fn of_level(level: &Level) -> Play {
        Play::with_hidden(level.board(), &level.hidden)
    }

    /// `level` played through the moves of `log`: the same play as the one
    /// that logged them (its board, history, reveals and log). Fails at the
    /// first move the level does not allow (the log is of another level).
    pub fn replay(level: &Level, log: &[Move]) -> Result<Play, ReplayError> {
        let mut play = Play::of_level(level);
        for (index, &step) in log.iter().enumerate() {
            let action = match step {
                Move::Pour(from, to) => Action::Pour(Pour::new(from, to)),
                Move::Undo => Action::Undo,
                Move::Redo => Action::Redo,
                Move::Restart => Action::Restart,
                Move::AddTube => Action::AddTube,
            };
            let before = play.log.len();
            // A won play takes no action, so a move after the win fails too.
            play.act(action);
            if play.log.len() != before + 1 || play.log[before] != step {
                return Err(ReplayError { index, step });
            }
        }
        Ok(play)
    }

    /// Every step made so far, to replay (see [`Play::replay`]).
    pub fn log(&self) -> &[Move] {
        &self.log
    }

    /// The board has the extra tube (see [`Action::AddTube`]).
    pub fn has_extra_tube(&self) -> bool {
        self.board().tubes().len() > self.level_tubes
    }

    /// The position in play.
    pub fn board(&self) -> &Board {
        self.history.board()
    }

    /// The moves made so far, for the counter, undo and the verdicts.
    pub fn history(&self) -> &History {
        &self.history
    }

    /// Per tube, how many units at its bottom are still hidden (all 0 on an
    /// ordinary level, or once everything has been seen).
    pub fn hidden(&self) -> &[usize] {
        &self.hidden
    }

    /// Whether some unit is still hidden.
    pub fn hides_anything(&self) -> bool {
        self.hidden.iter().any(|&h| h > 0)
    }

    /// The position as the player sees it, all that honest help may use
    /// (see [`crate::knowledge`]).
    pub fn view(&self) -> View {
        View::new(self.board(), &self.hidden)
    }

    /// The view the help reasons on: [`Play::view`] with each colour first
    /// seen during play numbered as the help's search numbers a colour it
    /// has not seen yet (the smallest number no colour seen before has), so
    /// a strategy proven before a reveal fits the view after it. Colours
    /// visible at the start keep their numbers. Only colours seen are
    /// renamed: nothing hidden is read.
    pub fn help_view(&self) -> View {
        self.help_view_at(self.board())
    }

    /// The help's view of `board`, a position of this game, with what the
    /// player knows now (reveals are permanent: an earlier position is seen
    /// with today's knowledge).
    pub fn help_view_at(&self, board: &Board) -> View {
        // A position from before or after the extra tube: that tube hides
        // nothing, so only the level's tubes' counts matter.
        let tubes = board.tubes().len().min(self.hidden.len());
        self.help_names.view(board, &self.hidden[..tubes])
    }

    /// The lifted tube.
    pub fn selected(&self) -> Option<usize> {
        self.selected
    }

    /// The board has been solved: the level takes no more actions.
    pub fn is_won(&self) -> bool {
        self.won
    }

    /// Pours since the level (re)started.
    pub fn moves(&self) -> usize {
        self.history.moves()
    }

    /// Applies one action and says what happened, in order. A won level
    /// ignores every action (the list is empty).
    pub fn act(&mut self, action: Action) -> Vec<Event> {
        let mut events = Vec::new();
        if self.won {
            return events;
        }
        match action {
            Action::Press(tube) => match self.selected {
                None => self.select(tube, &mut events),
                Some(lifted) if lifted == tube => self.put_down(&mut events),
                Some(lifted) => self.pour(Pour::new(lifted, tube), &mut events),
            },
            Action::Select(tube) => self.select(tube, &mut events),
            Action::Deselect => self.put_down(&mut events),
            Action::Pour(pour) => self.pour(pour, &mut events),
            Action::Undo => {
                self.put_down(&mut events);
                events.push(match self.undo() {
                    Some(step) => Event::Undone(step),
                    None => Event::NothingToUndo,
                });
            }
            Action::Redo => {
                self.put_down(&mut events);
                match self.history.redo() {
                    Some(step) => {
                        self.log.push(Move::Redo);
                        self.fit_hidden();
                        events.push(Event::Redone(step));
                        self.reveal(&mut events);
                        self.check_won(&mut events);
                    }
                    None => events.push(Event::NothingToRedo),
                }
            }
            Action::Restart => {
                self.put_down(&mut events);
                if self.history.restart() {
                    self.log.push(Move::Restart);
                    events.push(Event::Restarted);
                }
            }
            Action::Rewind(targets) => self.rewind(targets, &mut events),
            Action::AddTube => {
                self.put_down(&mut events);
                if !self.has_extra_tube() && self.history.add_tube() {
                    self.log.push(Move::AddTube);
                    self.fit_hidden();
                    events.push(Event::TubeAdded {
                        tube: self.board().tubes().len() - 1,
                    });
                } else {
                    events.push(Event::NoExtraTube);
                }
            }
        }
        events
    }

    /// One undo of the history, logged.
    fn undo(&mut self) -> Option<Step> {
        let step = self.history.undo()?;
        self.log.push(Move::Undo);
        self.fit_hidden();
        Some(step)
    }

    /// The hidden counts follow the extra tube, which hides nothing.
    fn fit_hidden(&mut self) {
        self.hidden.resize(self.board().tubes().len(), 0);
    }

    fn select(&mut self, tube: usize, events: &mut Vec<Event>) {
        match self.board().check_source(tube) {
            // A key or click past the last tube lifts nothing, silently.
            Err(PourError::NoSuchTube(_)) => {}
            Err(reason) => events.push(Event::Illegal { tube, reason }),
            Ok(()) if self.selected != Some(tube) => {
                self.selected = Some(tube);
                events.push(Event::Selected(Some(tube)));
            }
            Ok(()) => {}
        }
    }

    fn put_down(&mut self, events: &mut Vec<Event>) {
        if self.selected.take().is_some() {
            events.push(Event::Selected(None));
        }
    }

    fn pour(&mut self, pour: Pour, events: &mut Vec<Event>) {
        // A pour puts the lifted tube down, even one a hint's pour does not
        // use, and even when the rules refuse it.
        self.put_down(events);
        match self.history.pour(pour) {
            Ok(poured) => {
                self.log.push(Move::Pour(pour.from, pour.to));
                events.push(Event::Poured(poured));
                self.reveal(events);
                self.check_won(events);
            }
            Err(reason) => {
                let tube = match reason {
                    PourError::SourceEmpty => pour.from,
                    PourError::NoSuchTube(tube) | PourError::Locked(tube) => tube,
                    // Full, another colour on top, the same tube: the
                    // destination refuses.
                    PourError::DestinationFull
                    | PourError::ColourMismatch
                    | PourError::SameTube => pour.to,
                };
                events.push(Event::Illegal { tube, reason });
            }
        }
    }

    /// Plain undos back to the latest position known solvable, so redo
    /// goes forward again.
    fn rewind(&mut self, targets: &RewindTargets, events: &mut Vec<Event>) {
        let outcome = match targets.steps(&self.history) {
            Some(0) => Rewound::AlreadySolvable,
            Some(steps) => {
                self.put_down(events);
                for _ in 0..steps {
                    let step = self.undo().expect("the walk found this many steps");
                    events.push(Event::Undone(step));
                }
                Rewound::Steps(steps)
            }
            None if targets.level_unsolvable => Rewound::LevelUnsolvable,
            None => Rewound::NoneKnown,
        };
        events.push(Event::Rewound(outcome));
    }

    /// The reveal rule after a pour or a redo. (An undo, restart or rewind
    /// never has anything to reveal: see [`crate::reveal`].)
    fn reveal(&mut self, events: &mut Vec<Event>) {
        let reveals = reveal::reveal(self.history.board(), &mut self.hidden);
        self.help_names
            .saw_reveals(self.history.board(), &self.hidden, &reveals);
        for Reveal { tube, units } in reveals {
            events.push(Event::Revealed { tube, units });
        }
    }

    fn check_won(&mut self, events: &mut Vec<Event>) {
        if self.board().is_solved() {
            self.won = true;
            events.push(Event::Won);
        }
    }
}

#[cfg(test)]
mod tests;
