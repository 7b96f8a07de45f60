//! The first-run lesson as a model: a small board played through [`Play`]
//! (the rules are the board's), the step the lesson is at, what its pointer
//! points at and when it moves on. The game draws it and feeds it the
//! player's presses; nothing here knows of a screen.
//!
//! The steps, in order: lift the pointed tube, pour it into the pointed
//! one, undo that pour, ask for a hint, then solve the board by the hints
//! (the pointer shows the solver's next pour at every position), and
//! finish. Outside its step a press the lesson does not ask for is ignored,
//! so the pointer is always right.

use crate::board::{Board, Colour, Pour};
use crate::play::{Action, Play};
use crate::solver::{Limits, solve};

/// The lesson's board: capacity 4, two colours, three tubes (units bottom
/// to top). Tube 1's top colour into the empty tube 3 is the first pour.
pub const TUBES: [&[Colour]; 3] = [&[0, 0, 0, 1], &[1, 1, 1, 0], &[]];
/// Units per tube.
pub const CAPACITY: usize = 4;
/// The first pour the lesson teaches (0-based tubes).
pub const FIRST_POUR: Pour = Pour { from: 0, to: 2 };

/// Where the lesson is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Lift the pointed tube (click it or press its key).
    Lift,
    /// Pour the lifted tube into the pointed one.
    Pour,
    /// Take the pour back with Undo.
    Undo,
    /// Ask for a hint.
    Hint,
    /// Solve the board; the pointer shows the hint at every position.
    Solve,
    /// Solved: the finish leads on to the level select.
    Done,
}

/// What the pointer points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pointer {
    /// A tube (0-based).
    Tube(usize),
    /// The Undo button (and its keys).
    Undo,
    /// The Hint button (and its keys).
    Hint,
    /// The button that ends the lesson.
    Finish,
    /// Nothing (a board the solver finds no way out of: never on the
    /// lesson's own board).
    Nothing,
}

/// The lesson in progress.
#[derive(Clone, Debug)]
pub struct Lesson {
    play: Play,
    step: Step,
}

impl Default for Lesson {
    fn default() -> Self {
        Lesson::new()
    }
}

impl Lesson {
    /// The lesson at its start.
    pub fn new() -> Lesson {
        let tubes: Vec<Vec<Colour>> = TUBES.iter().map(|t| t.to_vec()).collect();
        let board = Board::new(CAPACITY, &tubes).expect("the lesson's board is a board");
        Lesson {
            play: Play::new(board),
            step: Step::Lift,
        }
    }

    /// The step the lesson is at.
    pub fn step(&self) -> Step {
        self.step
    }

    /// The board as it stands.
    pub fn board(&self) -> &Board {
        self.play.board()
    }

    /// The tube lifted, if any.
    pub fn lifted(&self) -> Option<usize> {
        self.play.selected()
    }

    /// The pour the hint shows for the board as it stands: the first of a
    /// shortest solution (the solver's), `None` once solved.
    pub fn hint(&self) -> Option<Pour> {
        if self.play.is_won() {
            return None;
        }
        solve(self.board(), &Limits::default(), None)
            .moves()
            .and_then(|moves| moves.first().copied())
    }

    /// What the pointer points at now.
    pub fn pointer(&self) -> Pointer {
        match self.step {
            Step::Lift => Pointer::Tube(FIRST_POUR.from),
            Step::Pour => Pointer::Tube(FIRST_POUR.to),
            Step::Undo => Pointer::Undo,
            Step::Hint => Pointer::Hint,
            Step::Done => Pointer::Finish,
            Step::Solve => match (self.hint(), self.lifted()) {
                (None, _) => Pointer::Nothing,
                (Some(pour), Some(lifted)) if lifted == pour.from => Pointer::Tube(pour.to),
                // Another tube lifted: put it down first.
                (Some(_), Some(lifted)) => Pointer::Tube(lifted),
                (Some(pour), None) => Pointer::Tube(pour.from),
            },
        }
    }

    /// A tube clicked or its key pressed.
    pub fn press(&mut self, tube: usize) {
        match self.step {
            Step::Lift if tube == FIRST_POUR.from => {
                self.play.act(Action::Press(tube));
                if self.lifted() == Some(tube) {
                    self.step = Step::Pour;
                }
            }
            Step::Pour if tube == FIRST_POUR.to || tube == FIRST_POUR.from => {
                self.play.act(Action::Press(tube));
                self.step = match self.lifted() {
                    Some(_) => Step::Pour,
                    None if self.play.moves() > 0 => Step::Undo,
                    // Put down again: lift it once more.
                    None => Step::Lift,
                };
            }
            Step::Solve => {
                self.play.act(Action::Press(tube));
                if self.play.is_won() {
                    self.step = Step::Done;
                }
            }
            _ => {}
        }
    }

    /// Undo pressed (its button or keys): the step it is asked for, and
    /// any time once the player knows it.
    pub fn undo(&mut self) {
        match self.step {
            Step::Undo => {
                self.play.act(Action::Undo);
                self.step = Step::Hint;
            }
            Step::Hint | Step::Solve => {
                self.play.act(Action::Undo);
            }
            _ => {}
        }
    }

    /// Hint pressed: the step it is asked for; the pointer shows the hint
    /// from then on.
    pub fn ask_hint(&mut self) {
        if self.step == Step::Hint {
            self.step = Step::Solve;
        }
    }

    /// The finish pressed: whether the lesson is over (only once solved).
    pub fn finish(&mut self) -> bool {
        self.step == Step::Done
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plays the lesson as the pointer says, to its end.
    fn follow(lesson: &mut Lesson) -> Vec<Step> {
        let mut seen = vec![lesson.step()];
        for _ in 0..40 {
            match lesson.pointer() {
                Pointer::Tube(t) => lesson.press(t),
                Pointer::Undo => lesson.undo(),
                Pointer::Hint => lesson.ask_hint(),
                Pointer::Finish => {
                    assert!(lesson.finish());
                    return seen;
                }
                Pointer::Nothing => panic!("the pointer points at nothing at {seen:?}"),
            }
            if seen.last() != Some(&lesson.step()) {
                seen.push(lesson.step());
            }
        }
        panic!("the lesson never ended: {seen:?}");
    }

    #[test]
    fn the_pointer_leads_through_every_step_to_a_solved_board() {
        let mut lesson = Lesson::new();
        assert_eq!(lesson.pointer(), Pointer::Tube(0));
        let steps = follow(&mut lesson);
        use Step::*;
        assert_eq!(steps, [Lift, Pour, Undo, Hint, Solve, Done]);
        assert!(lesson.board().is_solved());
    }

    #[test]
    fn the_first_pour_is_the_one_pointed_at() {
        let mut lesson = Lesson::new();
        // A tube not pointed at does nothing.
        lesson.press(1);
        assert_eq!((lesson.step(), lesson.lifted()), (Step::Lift, None));
        lesson.press(0);
        assert_eq!(lesson.pointer(), Pointer::Tube(2));
        // Put down and lifted again: still the same pour to make.
        lesson.press(0);
        assert_eq!(lesson.step(), Step::Lift);
        lesson.press(0);
        lesson.press(2);
        assert_eq!(lesson.step(), Step::Undo);
        assert_eq!(lesson.board().tubes()[2].units(), &[1]);
        // Undo takes it back; hints and presses before their step do nothing.
        lesson.ask_hint();
        assert_eq!(lesson.step(), Step::Undo);
        lesson.undo();
        assert_eq!(lesson.step(), Step::Hint);
        assert_eq!(lesson.board(), Lesson::new().board());
        assert!(!lesson.finish());
    }

    #[test]
    fn in_the_solve_step_the_pointer_follows_the_player() {
        let mut lesson = Lesson::new();
        lesson.press(0);
        lesson.press(2);
        lesson.undo();
        lesson.ask_hint();
        assert_eq!(lesson.step(), Step::Solve);
        let hint = lesson.hint().expect("a hint");
        assert_eq!(lesson.pointer(), Pointer::Tube(hint.from));
        // A tube the hint does not start from, lifted: put it down first.
        let other = (0..3).find(|&t| t != hint.from && !lesson.board().tubes()[t].is_empty());
        let other = other.expect("another tube with liquid");
        lesson.press(other);
        assert_eq!(lesson.pointer(), Pointer::Tube(other));
        lesson.press(other);
        assert_eq!(lesson.pointer(), Pointer::Tube(hint.from));
    }
}
