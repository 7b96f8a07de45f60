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
//! tubes; the reveal rule of [`crate::mystery`] runs after every pour and
//! redo, each reveal an [`Event::Revealed`] after the move's event. Reveals
//! are permanent: undo, restart and rewind hide nothing again.

use std::collections::HashSet;

use crate::board::{Board, Pour, PourError, Poured};
use crate::history::{History, Step};
use crate::knowledge::View;
use crate::level::Level;
use crate::mystery::{self, Reveal};
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

/// A level in play: the one place its rules are applied.
#[derive(Clone, Debug)]
pub struct Play {
    history: History,
    /// Per tube, how many units at its bottom are hidden (all 0 on an
    /// ordinary level).
    hidden: Vec<usize>,
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
    /// not fit the board (see [`mystery::hidden_per_tube`]; a parsed level's
    /// always do).
    pub fn with_hidden(start: Board, hidden: &[usize]) -> Play {
        let mut hidden = match mystery::hidden_per_tube(&start, hidden) {
            Ok(hidden) => hidden,
            Err(e) => panic!("hidden counts that do not fit the level: {e}"),
        };
        mystery::reveal(&start, &mut hidden);
        Play {
            history: History::new(start),
            hidden,
            selected: None,
            won: false,
        }
    }

    /// A level of a pack, hidden units and all.
    pub fn of_level(level: &Level) -> Play {
        Play::with_hidden(level.board(), &level.hidden)
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
                events.push(match self.history.undo() {
                    Some(step) => Event::Undone(step),
                    None => Event::NothingToUndo,
                });
            }
            Action::Redo => {
                self.put_down(&mut events);
                match self.history.redo() {
                    Some(step) => {
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
                    events.push(Event::Restarted);
                }
            }
            Action::Rewind(targets) => self.rewind(targets, &mut events),
        }
        events
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
                events.push(Event::Poured(poured));
                self.reveal(events);
                self.check_won(events);
            }
            Err(reason) => {
                let tube = match reason {
                    PourError::SourceEmpty => pour.from,
                    PourError::NoSuchTube(tube) => tube,
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
                    let step = self.history.undo().expect("the walk found this many steps");
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
    /// never has anything to reveal: see [`crate::mystery`].)
    fn reveal(&mut self, events: &mut Vec<Event>) {
        for Reveal { tube, units } in mystery::reveal(self.history.board(), &mut self.hidden) {
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
mod tests {
    use super::*;
    use crate::board::Colour;

    /// Capacity 2: `[0 1] [1 0] []`, solved by 0->2, 1->0, 2->1.
    fn start() -> Board {
        Board::new(2, &[vec![0, 1], vec![1, 0], vec![]]).unwrap()
    }

    fn board(tubes: &[Vec<Colour>]) -> Board {
        Board::new(2, tubes).unwrap()
    }

    fn poured(from: usize, to: usize, colour: Colour) -> Poured {
        Poured {
            pour: Pour::new(from, to),
            colour,
            amount: 1,
        }
    }

    #[test]
    fn a_level_is_played_to_the_win_through_mistakes_undo_redo_restart_and_rewind() {
        // `[0 1] [1 0] [] []`: one spare tube more than it needs.
        let start = board(&[vec![0, 1], vec![1, 0], vec![], vec![]]);
        let mut play = Play::new(start.clone());
        // A wrong pour is refused and changes nothing.
        assert_eq!(
            play.act(Action::Pour(Pour::new(0, 1))),
            vec![Event::Illegal {
                tube: 1,
                reason: PourError::DestinationFull
            }]
        );
        assert_eq!(play.board(), &start);

        // Lift tube 0 and pour it into an empty tube.
        assert_eq!(play.act(Action::Press(0)), vec![Event::Selected(Some(0))]);
        assert_eq!(
            play.act(Action::Press(2)),
            vec![Event::Selected(None), Event::Poured(poured(0, 2, 1))]
        );
        let one_in = play.board().clone();
        assert_eq!(
            play.act(Action::Pour(Pour::new(1, 2))),
            vec![Event::Illegal {
                tube: 2,
                reason: PourError::ColourMismatch
            }]
        );
        // Undo and redo it.
        assert_eq!(
            play.act(Action::Undo),
            vec![Event::Undone(Step::Pour(poured(0, 2, 1)))]
        );
        assert_eq!(play.board(), &start);
        assert_eq!(
            play.act(Action::Redo),
            vec![Event::Redone(Step::Pour(poured(0, 2, 1)))]
        );
        // A detour into the other spare tube.
        assert_eq!(
            play.act(Action::Pour(Pour::new(0, 3))),
            vec![Event::Poured(poured(0, 3, 0))]
        );
        assert_eq!(play.moves(), 2);

        // Restart, then undo the restart.
        assert_eq!(play.act(Action::Restart), vec![Event::Restarted]);
        assert_eq!((play.board(), play.moves()), (&start, 0));
        assert_eq!(play.act(Action::Undo), vec![Event::Undone(Step::Jump)]);
        assert_eq!(play.moves(), 2);

        // Rewind to the latest position known solvable: one back.
        let targets = RewindTargets {
            solvable: HashSet::from([start.clone(), one_in.clone()]),
            level_unsolvable: false,
        };
        assert_eq!(
            play.act(Action::Rewind(&targets)),
            vec![
                Event::Undone(Step::Pour(poured(0, 3, 0))),
                Event::Rewound(Rewound::Steps(1))
            ]
        );
        assert_eq!(play.board(), &one_in);

        // And on to the win; then the level takes no more actions.
        assert_eq!(
            play.act(Action::Pour(Pour::new(1, 0))),
            vec![Event::Poured(poured(1, 0, 0))]
        );
        assert!(!play.is_won());
        assert_eq!(
            play.act(Action::Pour(Pour::new(2, 1))),
            vec![Event::Poured(poured(2, 1, 1)), Event::Won]
        );
        assert!(play.is_won() && play.board().is_solved());
        assert_eq!(play.moves(), 3);
        assert_eq!(play.act(Action::Undo), vec![]);
        assert_eq!(play.act(Action::Press(0)), vec![]);
        assert_eq!(play.moves(), 3);
    }

    #[test]
    fn the_tube_at_fault_is_the_one_named_in_the_refusal() {
        let mut play = Play::new(start());
        let illegal = |tube, reason| vec![Event::Illegal { tube, reason }];
        // Nothing to pour from the empty tube: the source is at fault.
        assert_eq!(
            play.act(Action::Pour(Pour::new(2, 0))),
            illegal(2, PourError::SourceEmpty)
        );
        // Full, the same tube, another colour: the destination.
        assert_eq!(
            play.act(Action::Pour(Pour::new(0, 1))),
            illegal(1, PourError::DestinationFull)
        );
        assert_eq!(
            play.act(Action::Pour(Pour::new(0, 0))),
            illegal(0, PourError::SameTube)
        );
        play.act(Action::Pour(Pour::new(0, 2)));
        assert_eq!(
            play.act(Action::Pour(Pour::new(1, 2))),
            illegal(2, PourError::ColourMismatch)
        );
        // A tube that does not exist, either way round.
        assert_eq!(
            play.act(Action::Pour(Pour::new(7, 0))),
            illegal(7, PourError::NoSuchTube(7))
        );
        assert_eq!(
            play.act(Action::Pour(Pour::new(0, 9))),
            illegal(9, PourError::NoSuchTube(9))
        );
        assert_eq!(play.moves(), 1, "only the legal pour was made");
    }

    #[test]
    fn lifting_follows_the_presses() {
        let mut play = Play::new(start());
        // An empty tube cannot be lifted: refused with the reason.
        assert_eq!(
            play.act(Action::Press(2)),
            vec![Event::Illegal {
                tube: 2,
                reason: PourError::SourceEmpty
            }]
        );
        // A tube past the last lifts nothing, silently.
        assert_eq!(play.act(Action::Select(5)), vec![]);
        // Pressing the lifted tube again puts it down.
        assert_eq!(play.act(Action::Press(1)), vec![Event::Selected(Some(1))]);
        assert_eq!(play.act(Action::Select(1)), vec![], "already lifted");
        assert_eq!(play.act(Action::Press(1)), vec![Event::Selected(None)]);
        assert_eq!(play.act(Action::Deselect), vec![], "nothing lifted");
        // A refused pour puts the lifted tube down too.
        play.act(Action::Press(0));
        assert_eq!(
            play.act(Action::Press(1)),
            vec![
                Event::Selected(None),
                Event::Illegal {
                    tube: 1,
                    reason: PourError::DestinationFull
                }
            ]
        );
        // So do undo, redo and restart, before anything else.
        for action in [Action::Undo, Action::Redo, Action::Restart] {
            play.act(Action::Press(0));
            let events = play.act(action);
            assert_eq!(events[0], Event::Selected(None), "{action:?}");
            assert_eq!(play.selected(), None);
        }
        assert_eq!(play.history().moves(), 0);
    }

    #[test]
    fn undo_redo_and_restart_say_when_there_is_nothing_to_do() {
        let mut play = Play::new(start());
        assert_eq!(play.act(Action::Undo), vec![Event::NothingToUndo]);
        assert_eq!(play.act(Action::Redo), vec![Event::NothingToRedo]);
        assert_eq!(play.act(Action::Restart), vec![], "already at the start");
        // A new move after an undo drops the redo branch.
        play.act(Action::Pour(Pour::new(0, 2)));
        play.act(Action::Undo);
        play.act(Action::Pour(Pour::new(1, 2)));
        assert_eq!(play.act(Action::Redo), vec![Event::NothingToRedo]);
        assert_eq!(play.moves(), 1);
    }

    #[test]
    fn rewind_says_why_it_stays() {
        let mut play = Play::new(start());
        play.act(Action::Pour(Pour::new(0, 2)));
        let nothing_known = RewindTargets::default();
        assert_eq!(
            play.act(Action::Rewind(&nothing_known)),
            vec![Event::Rewound(Rewound::NoneKnown)]
        );
        let unsolvable = RewindTargets {
            level_unsolvable: true,
            ..RewindTargets::default()
        };
        assert_eq!(
            play.act(Action::Rewind(&unsolvable)),
            vec![Event::Rewound(Rewound::LevelUnsolvable)]
        );
        let here = RewindTargets {
            solvable: HashSet::from([play.board().clone()]),
            level_unsolvable: false,
        };
        play.act(Action::Press(0));
        assert_eq!(
            play.act(Action::Rewind(&here)),
            vec![Event::Rewound(Rewound::AlreadySolvable)]
        );
        assert_eq!(play.selected(), Some(0), "nothing to undo: still lifted");
        assert_eq!(play.moves(), 1);
    }

    #[test]
    fn a_rewind_after_a_move_undoes_that_move_too() {
        let mut play = Play::new(start());
        let targets = RewindTargets {
            solvable: HashSet::from([start()]),
            level_unsolvable: false,
        };
        play.act(Action::Pour(Pour::new(0, 2)));
        play.act(Action::Pour(Pour::new(1, 0)));
        play.act(Action::Press(2));
        let events = play.act(Action::Rewind(&targets));
        assert_eq!(events.first(), Some(&Event::Selected(None)));
        assert_eq!(events.last(), Some(&Event::Rewound(Rewound::Steps(2))));
        assert_eq!(play.board(), &start());
        // Plain undos: redo goes forward again.
        assert_eq!(
            play.act(Action::Redo),
            vec![Event::Redone(Step::Pour(poured(0, 2, 1)))]
        );
    }

    #[test]
    fn rewind_targets_come_from_the_solvable_verdicts() {
        let mut verdicts = VerdictCache::new();
        let dead = board(&[vec![0, 1], vec![1, 0], vec![]]);
        verdicts.insert(dead.clone(), Verdict::Unsolvable);
        let targets = RewindTargets::from_verdicts(&verdicts, &dead);
        assert!(targets.solvable.is_empty() && targets.level_unsolvable);

        let solved = board(&[vec![0, 0], vec![1, 1], vec![]]);
        verdicts.insert(solved.clone(), solvable());
        let targets = RewindTargets::from_verdicts(&verdicts, &solved);
        assert_eq!(targets.solvable, HashSet::from([solved]));
        assert!(!targets.level_unsolvable);
    }

    /// A solvable verdict (the path is not read by a rewind).
    fn solvable() -> Verdict {
        Verdict::Solvable {
            path: vec![],
            optimal: true,
        }
    }

    #[test]
    fn the_walk_stops_at_the_latest_solvable_position() {
        let mut verdicts = VerdictCache::new();
        let mut history = History::new(start());
        let steps = |verdicts: &VerdictCache, history: &History| {
            RewindTargets::from_verdicts(verdicts, &start()).steps(history)
        };
        assert_eq!(steps(&verdicts, &history), None, "nothing known");
        verdicts.insert(start(), solvable());
        assert_eq!(steps(&verdicts, &history), Some(0));

        history.pour(Pour::new(0, 2)).unwrap();
        history.pour(Pour::new(1, 0)).unwrap();
        assert_eq!(steps(&verdicts, &history), Some(2));
        // A later position known unsolvable does not stop the walk; a
        // solvable one does.
        let mut one_back = history.clone();
        one_back.undo();
        verdicts.insert(one_back.board().clone(), Verdict::Unsolvable);
        assert_eq!(steps(&verdicts, &history), Some(2));
        verdicts.insert(one_back.board().clone(), solvable());
        assert_eq!(steps(&verdicts, &history), Some(1));
        // The walk reads a copy: the history is where it was.
        assert_eq!(history.moves(), 2);
    }

    /// Capacity 3: `[A A B] [B B A] []`, each tube hiding its bottom two.
    fn mystery() -> Play {
        let start = Board::new(3, &[vec![0, 0, 1], vec![1, 1, 0], vec![]]).unwrap();
        Play::with_hidden(start, &[2, 2])
    }

    fn poured_n(from: usize, to: usize, colour: Colour, amount: usize) -> Poured {
        Poured {
            pour: Pour::new(from, to),
            colour,
            amount,
        }
    }

    #[test]
    fn a_mystery_level_is_played_to_the_win_with_reveals() {
        let mut play = mystery();
        assert_eq!(play.hidden(), [2, 2, 0]);
        assert!(play.hides_anything());
        let view = play.view();
        assert_eq!(view.tubes()[0].visible, [1]);
        // Under the B an A, under the A a B; below those, A and B either way.
        assert_eq!(view.count_arrangements(), Some(2));

        // B leaves tube 0: both As beneath show at once.
        assert_eq!(
            play.act(Action::Pour(Pour::new(0, 2))),
            vec![
                Event::Poured(poured_n(0, 2, 1, 1)),
                Event::Revealed { tube: 0, units: 2 }
            ]
        );
        assert_eq!(play.hidden(), [0, 2, 0]);
        // Undo hides nothing again; redo has nothing new to show.
        assert_eq!(
            play.act(Action::Undo),
            vec![Event::Undone(Step::Pour(poured_n(0, 2, 1, 1)))]
        );
        assert_eq!(play.hidden(), [0, 2, 0]);
        assert_eq!(play.view().tubes()[0].visible, [0, 0, 1]);
        assert_eq!(
            play.act(Action::Redo),
            vec![Event::Redone(Step::Pour(poured_n(0, 2, 1, 1)))]
        );
        // Pouring onto a tube shows nothing there; pouring off tube 1 does.
        assert_eq!(
            play.act(Action::Pour(Pour::new(1, 0))),
            vec![
                Event::Poured(poured_n(1, 0, 0, 1)),
                Event::Revealed { tube: 1, units: 2 }
            ]
        );
        assert!(!play.hides_anything());
        // A restart keeps what was seen.
        assert_eq!(play.act(Action::Restart), vec![Event::Restarted]);
        assert_eq!(play.hidden(), [0, 0, 0]);
        assert_eq!(play.act(Action::Undo), vec![Event::Undone(Step::Jump)]);
        assert_eq!(
            play.act(Action::Pour(Pour::new(2, 1))),
            vec![Event::Poured(poured_n(2, 1, 1, 1)), Event::Won]
        );
        assert!(play.is_won() && play.board().is_solved());
    }

    #[test]
    fn the_start_reveal_and_a_level_of_a_pack() {
        // A tube hiding all it holds shows its top run at the start.
        let start = Board::new(2, &[vec![0, 1], vec![1, 0], vec![]]).unwrap();
        let play = Play::with_hidden(start.clone(), &[2, 1]);
        assert_eq!(play.hidden(), [1, 1, 0]);
        assert_eq!(Play::new(start.clone()).hidden(), [0, 0, 0]);
        let level = Level {
            name: "M".into(),
            capacity: 2,
            tubes: vec![vec![0, 1], vec![1, 0], vec![]],
            optimal_moves: None,
            difficulty: None,
            hidden: vec![2, 1],
        };
        assert_eq!(Play::of_level(&level).hidden(), [1, 1, 0]);
        assert_eq!(Play::of_level(&level).view(), play.view());
    }

    #[test]
    #[should_panic(expected = "do not fit")]
    fn hidden_counts_must_fit_the_board() {
        Play::with_hidden(start(), &[3]);
    }

    proptest::proptest! {
        /// Random actions on a random mystery level: the rule's invariant
        /// always holds, counts only go down, only a pour reveals, and the
        /// reveal events add up to what the counts lost.
        #[test]
        fn only_pours_reveal(
            (start, hidden) in mystery::tests::position(),
            actions in proptest::collection::vec((0u8..6, 0usize..6, 0usize..6), 0..40),
        ) {
            let mut play = Play::with_hidden(start, &hidden);
            for (kind, a, b) in actions {
                let action = match kind {
                    0 | 1 => Action::Pour(Pour::new(a, b)),
                    2 => Action::Press(a),
                    3 => Action::Undo,
                    4 => Action::Redo,
                    _ => Action::Restart,
                };
                let before = play.hidden().to_vec();
                let events = play.act(action);
                let shown: usize = events
                    .iter()
                    .map(|e| match e {
                        Event::Revealed { units, .. } => *units,
                        _ => 0,
                    })
                    .sum();
                let lost: usize = before.iter().zip(play.hidden()).map(|(b, h)| b - h).sum();
                proptest::prop_assert_eq!(shown, lost);
                if shown > 0 {
                    let first = events.iter().find(|e| !matches!(e, Event::Selected(_)));
                    proptest::prop_assert!(matches!(first, Some(Event::Poured(_))), "{:?}", events);
                }
                proptest::prop_assert!(mystery::is_settled(play.board(), play.hidden()));
                proptest::prop_assert!(play.view().fits(play.board()));
            }
        }
    }

    #[test]
    fn a_rewind_goes_back_through_a_restart() {
        let mut play = Play::new(start());
        play.act(Action::Pour(Pour::new(0, 2)));
        let solvable_here = play.board().clone();
        play.act(Action::Pour(Pour::new(1, 0)));
        play.act(Action::Restart);
        play.act(Action::Pour(Pour::new(1, 2)));
        // Only the position after the first pour is known solvable: undo
        // the pour after the restart, the restart itself and the second pour.
        let mut verdicts = VerdictCache::new();
        verdicts.insert(solvable_here.clone(), solvable());
        let targets = RewindTargets::from_verdicts(&verdicts, &start());
        let events = play.act(Action::Rewind(&targets));
        assert_eq!(events[1], Event::Undone(Step::Jump));
        assert_eq!(events[3], Event::Rewound(Rewound::Steps(3)));
        assert_eq!(play.board(), &solvable_here);
    }
}
