//! Mystery levels: units at the bottom of a tube start hidden, and the one
//! reveal rule that shows them.
//!
//! A position of a mystery level is its true [`Board`] (every colour, as the
//! level's author wrote it) and, per tube, how many units at its bottom are
//! still hidden. The rule, applied at the start and after every pour, in
//! every tube:
//!
//! 1. if no unit is visible and some are hidden, the top hidden unit is
//!    revealed;
//! 2. then, while the hidden unit directly beneath the lowest visible unit
//!    has the lowest visible unit's colour, it is revealed too.
//!
//! So the lowest visible unit and the hidden unit beneath it always differ,
//! the top run is always visible, and a pour moves the top run as usual.
//! Pouring onto a tube reveals nothing. A level is won when the true board
//! is solved (every unit is then visible).
//!
//! Reveals are permanent: an undo or a restart does not hide a unit again
//! (the player has seen it). Hidden counts therefore only go down, and the
//! rule's invariant holds after an undo or restart without revealing
//! anything: units below a tube's hidden count never move, and the lowest
//! visible unit can only leave by a pour, after which the rule runs.
//!
//! What the player knows of such a position, and all that honest help may
//! use, is in [`crate::knowledge`].

use crate::board::{Board, Tube};

/// What the rule revealed in one tube.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reveal {
    /// The tube (from 0).
    pub tube: usize,
    /// How many units of it were revealed, from the top of its hidden ones
    /// down.
    pub units: usize,
}

/// Why a list of hidden counts does not fit a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HiddenError {
    /// More entries than tubes.
    #[error("{entries} hidden counts for {tubes} tubes")]
    TooManyEntries {
        /// Entries given.
        entries: usize,
        /// Tubes on the board.
        tubes: usize,
    },
    /// A tube would hide more units than it holds.
    #[error("tube {tube} hides {hidden} units but holds {len}")]
    TooMany {
        /// The tube, from 1 as players count.
        tube: usize,
        /// Units it would hide.
        hidden: usize,
        /// Units it holds.
        len: usize,
    },
}

/// `hidden` (per tube, missing entries 0) as one count per tube of `board`,
/// checked: no more entries than tubes, no tube hiding more than it holds.
pub fn hidden_per_tube(board: &Board, hidden: &[usize]) -> Result<Vec<usize>, HiddenError> {
    let tubes = board.tubes();
    if hidden.len() > tubes.len() {
        return Err(HiddenError::TooManyEntries {
            entries: hidden.len(),
            tubes: tubes.len(),
        });
    }
    tubes
        .iter()
        .enumerate()
        .map(|(i, tube)| {
            let h = hidden.get(i).copied().unwrap_or(0);
            if h > tube.len() {
                Err(HiddenError::TooMany {
                    tube: i + 1,
                    hidden: h,
                    len: tube.len(),
                })
            } else {
                Ok(h)
            }
        })
        .collect()
}

/// The rule in one tube: lowers `hidden` (its count of hidden units) by
/// what it reveals and returns that number.
pub fn reveal_tube(tube: &Tube, hidden: &mut usize) -> usize {
    let units = tube.units();
    debug_assert!(*hidden <= units.len(), "a tube hides more than it holds");
    let before = *hidden;
    if *hidden > 0 && *hidden == units.len() {
        *hidden -= 1;
    }
    while *hidden > 0 && units[*hidden - 1] == units[*hidden] {
        *hidden -= 1;
    }
    before - *hidden
}

/// The rule in every tube of `board`, `hidden` holding one count per tube:
/// lowers the counts and says what was revealed, tube by tube in order
/// (tubes where nothing was revealed are left out).
pub fn reveal(board: &Board, hidden: &mut [usize]) -> Vec<Reveal> {
    debug_assert_eq!(board.tubes().len(), hidden.len());
    board
        .tubes()
        .iter()
        .zip(hidden.iter_mut())
        .enumerate()
        .filter_map(|(tube, (t, h))| {
            let units = reveal_tube(t, h);
            (units > 0).then_some(Reveal { tube, units })
        })
        .collect()
}

/// Whether the rule has nothing left to reveal: in every tube that hides
/// units, some unit is visible, and the lowest visible unit differs from the
/// hidden unit beneath it (so the top run is visible).
pub fn is_settled(board: &Board, hidden: &[usize]) -> bool {
    board.tubes().iter().zip(hidden).all(|(tube, &h)| {
        let units = tube.units();
        h == 0 || (h < units.len() && units[h - 1] != units[h])
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::board::{Colour, Pour};
    use proptest::prelude::*;

    fn board(cap: usize, tubes: &[&[Colour]]) -> Board {
        Board::new(cap, &tubes.iter().map(|t| t.to_vec()).collect::<Vec<_>>()).unwrap()
    }

    #[test]
    fn a_tube_hiding_everything_shows_its_top_run() {
        // [A B B] all hidden: the top B, then the B beneath it.
        let b = board(3, &[&[0, 1, 1], &[1, 0, 0], &[]]);
        let mut hidden = vec![3, 1, 0];
        assert_eq!(reveal(&b, &mut hidden), vec![Reveal { tube: 0, units: 2 }]);
        assert_eq!(hidden, [1, 1, 0]);
        assert!(is_settled(&b, &hidden));
    }

    #[test]
    fn a_hidden_unit_of_the_lowest_visible_colour_shows_with_it() {
        // [A B B] hiding two: the B beneath the top B shows, A does not.
        // [B A A] hiding one: the B beneath the A A differs, stays hidden.
        let b = board(3, &[&[0, 1, 1], &[1, 0, 0], &[]]);
        let mut hidden = vec![2, 1, 0];
        assert_eq!(reveal(&b, &mut hidden), vec![Reveal { tube: 0, units: 1 }]);
        assert_eq!(hidden, [1, 1, 0]);
        // Nothing more: the rule is settled and reveals nothing again.
        assert_eq!(reveal(&b, &mut hidden), vec![]);
    }

    #[test]
    fn a_whole_tube_of_one_colour_shows_at_once() {
        let b = board(3, &[&[0, 0, 0], &[1, 1, 1], &[]]);
        let mut hidden = vec![3, 2, 0];
        reveal(&b, &mut hidden);
        assert_eq!(hidden, [0, 0, 0]);
    }

    #[test]
    fn pouring_off_reveals_and_pouring_on_does_not() {
        // [A B C] hiding A B; [C C]; [B B A] hiding B B; [A].
        let mut b = board(3, &[&[0, 1, 2], &[2, 2], &[1, 1, 0], &[0]]);
        let mut hidden = hidden_per_tube(&b, &[2, 0, 2]).unwrap();
        assert_eq!(reveal(&b, &mut hidden), vec![]);
        // C leaves tube 0: B shows, A (another colour) stays hidden.
        b.pour(Pour::new(0, 1)).unwrap();
        assert_eq!(reveal(&b, &mut hidden), vec![Reveal { tube: 0, units: 1 }]);
        assert_eq!(hidden, [1, 0, 2, 0]);
        // A leaves tube 2 for tube 3: both Bs show; tube 3 shows nothing new.
        b.pour(Pour::new(2, 3)).unwrap();
        assert_eq!(reveal(&b, &mut hidden), vec![Reveal { tube: 2, units: 2 }]);
        assert_eq!(hidden, [1, 0, 0, 0]);
    }

    #[test]
    fn hidden_counts_are_checked_against_the_board() {
        let b = board(2, &[&[0, 1], &[1, 0], &[]]);
        assert_eq!(hidden_per_tube(&b, &[1]), Ok(vec![1, 0, 0]));
        assert_eq!(
            hidden_per_tube(&b, &[0, 0, 1]),
            Err(HiddenError::TooMany {
                tube: 3,
                hidden: 1,
                len: 0
            })
        );
        assert_eq!(
            hidden_per_tube(&b, &[0, 0, 0, 0]),
            Err(HiddenError::TooManyEntries {
                entries: 4,
                tubes: 3
            })
        );
    }

    /// A random board (capacity 2..=4, 2..=4 colours, 1..=2 spare tubes)
    /// with random hidden counts (the rule not run).
    pub(crate) fn position() -> impl Strategy<Value = (Board, Vec<usize>)> {
        (2usize..=4, 2usize..=4, 1usize..=2)
            .prop_flat_map(|(cap, colours, spare)| {
                let units: Vec<Colour> = (0..colours as Colour)
                    .flat_map(|c| std::iter::repeat_n(c, cap))
                    .collect();
                let tubes = colours + spare;
                (
                    Just(cap),
                    Just(tubes),
                    Just(units).prop_shuffle(),
                    proptest::collection::vec(0..=cap, tubes),
                )
            })
            .prop_map(|(cap, tubes, units, hidden)| {
                // Full tubes first, the spare tubes empty.
                let mut rows: Vec<Vec<Colour>> = units.chunks(cap).map(<[_]>::to_vec).collect();
                rows.resize(tubes, Vec::new());
                let board = Board::new(cap, &rows).unwrap();
                let hidden = hidden
                    .iter()
                    .zip(board.tubes())
                    .map(|(&h, t)| h.min(t.len()))
                    .collect();
                (board, hidden)
            })
    }

    proptest! {
        /// After the rule, in every tube that hides units the lowest
        /// visible unit differs from the hidden unit beneath it, and the top
        /// run is visible; the rule only ever lowers counts.
        #[test]
        fn the_rule_settles_every_tube((board, mut hidden) in position()) {
            let before = hidden.clone();
            let revealed = reveal(&board, &mut hidden);
            prop_assert!(is_settled(&board, &hidden));
            for (t, tube) in board.tubes().iter().enumerate() {
                let h = hidden[t];
                prop_assert!(h <= before[t]);
                prop_assert!(tube.len() - h >= tube.top_run().min(tube.len()));
                let shown = revealed.iter().find(|r| r.tube == t).map_or(0, |r| r.units);
                prop_assert_eq!(before[t] - h, shown);
            }
            prop_assert_eq!(reveal(&board, &mut hidden), vec![]);
        }

        /// Random pours, each followed by the rule, keep the invariant, only
        /// ever move visible units, and leave every hidden unit where it
        /// was; undoing them all (reveals kept) keeps it too.
        #[test]
        fn play_keeps_the_invariant(
            (start, mut hidden) in position(),
            picks in proptest::collection::vec(any::<prop::sample::Index>(), 0..30),
        ) {
            reveal(&start, &mut hidden);
            let mut board = start.clone();
            let mut made = Vec::new();
            for pick in picks {
                let pours: Vec<Pour> = board.legal_pours().collect();
                if pours.is_empty() {
                    break;
                }
                let pour = *pick.get(&pours);
                let visible = board.tubes()[pour.from].len() - hidden[pour.from];
                let poured = board.pour(pour).unwrap();
                prop_assert!(poured.amount <= visible, "a pour moved a hidden unit");
                made.push(poured);
                reveal(&board, &mut hidden);
                prop_assert!(is_settled(&board, &hidden));
                for (t, &h) in hidden.iter().enumerate() {
                    prop_assert_eq!(&board.tubes()[t].units()[..h], &start.tubes()[t].units()[..h]);
                }
            }
            while let Some(poured) = made.pop() {
                board.undo(poured);
                prop_assert!(is_settled(&board, &hidden));
                prop_assert_eq!(reveal(&board, &mut hidden), vec![]);
            }
            prop_assert!(is_settled(&start, &hidden));
        }
    }
}
