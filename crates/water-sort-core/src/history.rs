//! Undo/redo history over the core [`Board`]: the single source of truth of a
//! level in play. No Bevy here, so it is unit-tested like plain Rust.
//!
//! The history is linear: a new move after some undos drops the redo branch.
//! Restart is itself an entry, so a restart can be undone; so is the extra
//! tube, which joins the start too (a restart keeps it) until it is undone.

use crate::board::{Board, Pour, PourError, Poured};

/// One undoable step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    /// A pour, with what it moved (so it can be taken back exactly).
    Pour(Poured),
    /// Back to the start; keeps the position it left so undo can return there.
    Restart {
        /// The position the restart left.
        before: Board,
    },
    /// An empty tube added after the last (to the start as well).
    AddTube,
}

/// What an undo or redo did, for the view to animate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// A pour was made (redo) or taken back (undo); for an undo the liquid
    /// flows from `pour.to` back to `pour.from`.
    Pour(Poured),
    /// A restart was made (redo) or taken back (undo): the whole board jumped.
    Jump,
    /// The extra tube was added (redo) or taken away (undo).
    ExtraTube,
}

/// The moves of a level in play: where it started, where it is, what can
/// be undone and redone.
#[derive(Clone, Debug)]
pub struct History {
    start: Board,
    board: Board,
    done: Vec<Entry>,
    undone: Vec<Entry>,
}

impl History {
    /// A history starting (and standing) at `start`.
    pub fn new(start: Board) -> History {
        History {
            board: start.clone(),
            start,
            done: Vec::new(),
            undone: Vec::new(),
        }
    }

    /// The position in play.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The level's starting position.
    pub fn start(&self) -> &Board {
        &self.start
    }

    /// Pours since the level (re)started: the move counter the player sees.
    pub fn moves(&self) -> usize {
        self.done
            .iter()
            .rev()
            .take_while(|e| !matches!(e, Entry::Restart { .. }))
            .filter(|e| matches!(e, Entry::Pour(_)))
            .count()
    }

    /// Adds an empty tube to the board and its start, as an undoable entry.
    /// False (nothing recorded) on a board of the most tubes there can be.
    pub fn add_tube(&mut self) -> bool {
        if !self.board.add_empty_tube() {
            return false;
        }
        self.start.add_empty_tube();
        self.done.push(Entry::AddTube);
        self.undone.clear();
        true
    }

    /// Some step can be taken back.
    pub fn can_undo(&self) -> bool {
        !self.done.is_empty()
    }

    /// Some step taken back can be made again.
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// Makes a pour through the core rules; on success the redo branch is dropped.
    pub fn pour(&mut self, pour: Pour) -> Result<Poured, PourError> {
        let poured = self.board.pour(pour)?;
        self.done.push(Entry::Pour(poured));
        self.undone.clear();
        Ok(poured)
    }

    /// Back to the starting position, as an undoable entry. Returns false (and
    /// records nothing) when the board is already at the start.
    pub fn restart(&mut self) -> bool {
        if self.board == self.start {
            return false;
        }
        let before = std::mem::replace(&mut self.board, self.start.clone());
        self.done.push(Entry::Restart { before });
        self.undone.clear();
        true
    }

    /// Takes back the last step; `None` when there is none.
    pub fn undo(&mut self) -> Option<Step> {
        let entry = self.done.pop()?;
        let step = match &entry {
            Entry::Pour(poured) => {
                self.board.undo(*poured);
                Step::Pour(*poured)
            }
            Entry::Restart { before } => {
                self.board = before.clone();
                Step::Jump
            }
            // Every later step is undone, so the tube is empty again.
            Entry::AddTube => {
                self.board.remove_empty_tube();
                self.start.remove_empty_tube();
                Step::ExtraTube
            }
        };
        self.undone.push(entry);
        Some(step)
    }

    /// Makes again the last step taken back; `None` when there is none.
    pub fn redo(&mut self) -> Option<Step> {
        let entry = self.undone.pop()?;
        let step = match &entry {
            Entry::Pour(poured) => {
                let again = self
                    .board
                    .pour(poured.pour)
                    .expect("a redone pour replays from the position it was made in");
                debug_assert_eq!(again, *poured);
                Step::Pour(again)
            }
            Entry::Restart { .. } => {
                self.board = self.start.clone();
                Step::Jump
            }
            Entry::AddTube => {
                self.board.add_empty_tube();
                self.start.add_empty_tube();
                Step::ExtraTube
            }
        };
        self.done.push(entry);
        Some(step)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start() -> Board {
        // Two colours, capacity 2: "AB", "BA", "".
        Board::new(2, &[vec![0, 1], vec![1, 0], vec![]]).unwrap()
    }

    #[test]
    fn pour_undo_redo_round_trip() {
        let mut h = History::new(start());
        let p = h.pour(Pour::new(0, 2)).unwrap();
        assert_eq!(p.amount, 1);
        assert_eq!(h.moves(), 1);
        let after = h.board().clone();
        assert_eq!(h.undo(), Some(Step::Pour(p)));
        assert_eq!(h.board(), &start());
        assert_eq!(h.moves(), 0);
        assert_eq!(h.redo(), Some(Step::Pour(p)));
        assert_eq!(h.board(), &after);
        assert_eq!(h.redo(), None);
    }

    #[test]
    fn illegal_pour_changes_nothing() {
        let mut h = History::new(start());
        assert_eq!(h.pour(Pour::new(0, 1)), Err(PourError::DestinationFull));
        assert_eq!(h.board(), &start());
        assert!(!h.can_undo());
    }

    #[test]
    fn new_move_after_undo_drops_redo_branch() {
        let mut h = History::new(start());
        h.pour(Pour::new(0, 2)).unwrap();
        h.undo();
        assert!(h.can_redo());
        h.pour(Pour::new(1, 2)).unwrap();
        assert!(!h.can_redo());
        assert_eq!(h.redo(), None);
    }

    #[test]
    fn restart_is_undoable_and_resets_the_counter() {
        let mut h = History::new(start());
        h.pour(Pour::new(0, 2)).unwrap();
        h.pour(Pour::new(1, 0)).unwrap();
        let before = h.board().clone();
        assert!(h.restart());
        assert_eq!(h.board(), &start());
        assert_eq!(h.moves(), 0);
        assert!(!h.restart(), "restart at the start records nothing");
        assert_eq!(h.undo(), Some(Step::Jump));
        assert_eq!(h.board(), &before);
        assert_eq!(h.moves(), 2);
        assert_eq!(h.redo(), Some(Step::Jump));
        assert_eq!(h.board(), &start());
    }

    #[test]
    fn the_extra_tube_is_a_step_a_restart_keeps() {
        let mut h = History::new(start());
        h.pour(Pour::new(0, 2)).unwrap();
        assert!(h.add_tube());
        assert_eq!(h.board().tubes().len(), 4);
        assert_eq!(h.moves(), 1, "adding a tube is no pour, and no restart");
        h.pour(Pour::new(1, 3)).unwrap();
        assert_eq!(h.moves(), 2);
        // A restart goes back to the start with the tube.
        assert!(h.restart());
        assert_eq!(h.board().tubes().len(), 4);
        assert_eq!(h.board(), h.start());
        // Undo all the way: the tube goes when its step is undone.
        assert_eq!(h.undo(), Some(Step::Jump));
        assert!(matches!(h.undo(), Some(Step::Pour(_))));
        assert_eq!(h.undo(), Some(Step::ExtraTube));
        assert_eq!(h.board().tubes().len(), 3);
        assert_eq!(h.start(), &start());
        assert_eq!(h.redo(), Some(Step::ExtraTube));
        assert_eq!(h.start().tubes().len(), 4);
        // A board of the most tubes there can be takes none more.
        let full = Board::new(2, &vec![vec![]; crate::board::MAX_TUBES]).unwrap();
        let mut h = History::new(full);
        assert!(!h.add_tube());
        assert!(!h.can_undo());
    }

    #[test]
    fn unlimited_undo_back_to_start() {
        let mut h = History::new(start());
        let moves = [Pour::new(0, 2), Pour::new(1, 0), Pour::new(2, 1)];
        for m in moves {
            h.pour(m).unwrap();
        }
        while h.undo().is_some() {}
        assert_eq!(h.board(), &start());
        for _ in moves {
            h.redo().unwrap();
        }
        assert_eq!(h.moves(), 3);
    }
}
