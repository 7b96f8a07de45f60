//! The rules: tubes of coloured units, legal pours, the solved test.
//!
//! Pure state and moves (the "back end" in Simon Tatham's sense): no I/O, no
//! undo stack, no drawing. Everything else (solver, game, command line) calls
//! these functions instead of re-implementing a rule.

use std::fmt;

use crate::layout::Layout;
pub use crate::layout::Rule;

/// Largest tube capacity the rules (and the solver's state keys) support.
pub const MAX_CAPACITY: usize = 8;
/// Smallest capacity that makes a puzzle.
pub const MIN_CAPACITY: usize = 2;
/// Most tubes a board may have (the solver packs a tube index in a byte, the
/// game draws fewer; see `level::MAX_TUBES_DRAWABLE`).
pub const MAX_TUBES: usize = 32;
/// Most distinct colours a board may use (colour indices are `0..MAX_COLOURS`).
pub const MAX_COLOURS: usize = 30;

/// A colour is an index into the pack's palette.
pub type Colour = u8;

/// One tube: units listed bottom to top.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Tube {
    len: u8,
    units: [Colour; MAX_CAPACITY],
}

impl Tube {
    /// A tube with no units.
    pub const EMPTY: Tube = Tube {
        len: 0,
        units: [0; MAX_CAPACITY],
    };

    /// A tube holding `units`, bottom first. Panics if more than `MAX_CAPACITY`
    /// units are given: callers validate input before building boards.
    pub fn from_units(units: &[Colour]) -> Tube {
        assert!(units.len() <= MAX_CAPACITY, "tube over MAX_CAPACITY");
        let mut tube = Tube::EMPTY;
        tube.units[..units.len()].copy_from_slice(units);
        tube.len = units.len() as u8;
        tube
    }

    /// Units bottom to top.
    pub fn units(&self) -> &[Colour] {
        &self.units[..self.len as usize]
    }

    /// Number of units in the tube.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// True when the tube holds no units.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The colour of the top unit, `None` for an empty tube.
    pub fn top(&self) -> Option<Colour> {
        self.units().last().copied()
    }

    /// How many units of the top colour lie together at the top.
    pub fn top_run(&self) -> usize {
        match self.top() {
            None => 0,
            Some(c) => self.units().iter().rev().take_while(|&&u| u == c).count(),
        }
    }

    /// True when the tube holds `capacity` units of one colour.
    pub fn is_complete(&self, capacity: usize) -> bool {
        self.len() == capacity && self.top_run() == capacity
    }

    fn push(&mut self, colour: Colour, count: usize) {
        let start = self.len as usize;
        self.units[start..start + count].fill(colour);
        self.len += count as u8;
    }

    fn pop(&mut self, count: usize) {
        self.len -= count as u8;
        // Cleared so that equal tubes are equal bytes (derived Eq and Hash).
        self.units[self.len as usize..].fill(0);
    }
}

impl fmt::Debug for Tube {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.units())
    }
}

/// How many distinct colours `units` holds.
pub fn distinct_colours(units: impl IntoIterator<Item = Colour>) -> usize {
    let mut seen = [false; 1 << Colour::BITS];
    for c in units {
        seen[c as usize] = true;
    }
    seen.iter().filter(|&&s| s).count()
}

/// A move: pour from tube `from` into tube `to` (indices from 0).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Pour {
    /// Index of the tube poured from.
    pub from: usize,
    /// Index of the tube poured into.
    pub to: usize,
}

impl Pour {
    /// A pour from tube `from` into tube `to`.
    pub fn new(from: usize, to: usize) -> Pour {
        Pour { from, to }
    }
}

impl fmt::Display for Pour {
    /// Tubes numbered from 1, as players and the command line count them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}>{}", self.from + 1, self.to + 1)
    }
}

/// What a legal pour did: enough to draw it and to undo it exactly.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Poured {
    /// The pour that was made.
    pub pour: Pour,
    /// The colour that moved.
    pub colour: Colour,
    /// How many units moved (the whole top run, or as many as fitted; one
    /// under [`Rule::Ball`]).
    pub amount: usize,
    /// The locked tubes this pour opened (bit t for tube t): their key
    /// colour was finished by it. 0 on boards without locks.
    pub opened: u32,
}

/// Why a pour is illegal; the game shows these to the player.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, thiserror::Error)]
pub enum PourError {
    /// A tube index past the last tube (the index given).
    #[error("no tube {0}")]
    NoSuchTube(usize),
    /// Source and destination are the same tube.
    #[error("that is the same tube")]
    SameTube,
    /// The source tube has nothing to pour.
    #[error("the tube is empty")]
    SourceEmpty,
    /// The destination tube is full.
    #[error("the tube is full")]
    DestinationFull,
    /// The source's top colour differs from the destination's.
    #[error("the colours differ")]
    ColourMismatch,
    /// The tube (the index given) is locked: its key colour is not
    /// finished yet.
    #[error("tube {} is locked", .0 + 1)]
    Locked(usize),
}

/// A position: tubes of one capacity (a classic board), or of their own
/// heights, some locked, poured by a [`Rule`] (see the `variant` module).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    /// The height of every tube of a classic board; the tallest tube's of
    /// one with [`Layout`].
    pub(crate) capacity: u8,
    pub(crate) tubes: Vec<Tube>,
    /// Heights, locks and the rule; `None` on a classic board.
    pub(crate) layout: Option<Layout>,
}

/// Why a list of tubes is not a board the rules accept.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum BoardError {
    /// The capacity given is out of range.
    #[error("capacity {0} is outside {MIN_CAPACITY}..={MAX_CAPACITY}")]
    Capacity(usize),
    /// No tubes, or more than `MAX_TUBES` (the count given).
    #[error("{0} tubes; a board has 1..={MAX_TUBES}")]
    TubeCount(usize),
    /// A tube holds more units than the capacity.
    #[error("tube {tube} holds {len} units, more than the capacity {capacity}")]
    Overfull {
        /// The tube, numbered from 1.
        tube: usize,
        /// Units it holds.
        len: usize,
        /// The board's capacity.
        capacity: usize,
    },
    /// A colour index of `MAX_COLOURS` or more.
    #[error("colour index {0} is too large (at most {max})", max = MAX_COLOURS - 1)]
    ColourIndex(Colour),
    /// A colour with other than `capacity` units in all.
    #[error("colour {colour} has {count} units; every colour needs exactly {capacity}")]
    ColourCount {
        /// The colour index.
        colour: Colour,
        /// Its units on the board.
        count: usize,
        /// The count needed: the capacity.
        capacity: usize,
    },
    /// A tube's own height outside `1..=MAX_CAPACITY`.
    #[error("tube {tube} has height {height}; a tube's height is 1..={MAX_CAPACITY}")]
    Height {
        /// The tube, numbered from 1.
        tube: usize,
        /// The height given.
        height: usize,
    },
    /// A lock's key colour that no unit of the board has.
    #[error("tube {tube} is locked by colour {colour}, which the board does not have")]
    KeyColour {
        /// The tube, numbered from 1.
        tube: usize,
        /// The key colour's index.
        colour: Colour,
    },
    /// More heights or locks than tubes.
    #[error("{given} {what} for {tubes} tubes")]
    TooMany {
        /// "heights" or "locks".
        what: &'static str,
        /// How many were given.
        given: usize,
        /// The board's tubes.
        tubes: usize,
    },
    /// A colour that no tube can hold all of (or not one tube each: the
    /// tallest tubes go to the largest colours), so the board can never be
    /// finished.
    #[error("colour {colour} has {count} units, and no tube left is tall enough to hold them all")]
    Unfinishable {
        /// The colour index.
        colour: Colour,
        /// Its units on the board.
        count: usize,
    },
}

/// The rule of a pour, on what it reads of each tube (`tube(index)`: its
/// length and top colour, `None` for no such tube): `Ok` gives the room for
/// the source's top colour, so the amount is the source's top run up to it.
/// One rule for the board and for what the player sees of a mystery level
/// (`knowledge::View`), whose top runs are always visible.
pub(crate) fn pour_rule(
    pour: Pour,
    capacity: usize,
    tube: impl Fn(usize) -> Option<(usize, Option<Colour>)>,
) -> Result<usize, PourError> {
    let Pour { from, to } = pour;
    let (_, src_top) = tube(from).ok_or(PourError::NoSuchTube(from))?;
    let (dst_len, dst_top) = tube(to).ok_or(PourError::NoSuchTube(to))?;
    if from == to {
        return Err(PourError::SameTube);
    }
    let colour = src_top.ok_or(PourError::SourceEmpty)?;
    let room = capacity - dst_len;
    if room == 0 {
        return Err(PourError::DestinationFull);
    }
    if dst_top.is_some_and(|c| c != colour) {
        return Err(PourError::ColourMismatch);
    }
    Ok(room)
}

impl Board {
    /// Builds a board, checking what the rules need: capacity and tube count
    /// in range, no tube over capacity, every colour exactly `capacity` units.
    pub fn new(capacity: usize, tubes: &[Vec<Colour>]) -> Result<Board, BoardError> {
        if !(MIN_CAPACITY..=MAX_CAPACITY).contains(&capacity) {
            return Err(BoardError::Capacity(capacity));
        }
        if tubes.is_empty() || tubes.len() > MAX_TUBES {
            return Err(BoardError::TubeCount(tubes.len()));
        }
        let mut counts = [0usize; MAX_COLOURS];
        for (i, tube) in tubes.iter().enumerate() {
            if tube.len() > capacity {
                return Err(BoardError::Overfull {
                    tube: i + 1,
                    len: tube.len(),
                    capacity,
                });
            }
            for &c in tube {
                if c as usize >= MAX_COLOURS {
                    return Err(BoardError::ColourIndex(c));
                }
                counts[c as usize] += 1;
            }
        }
        for (colour, &count) in counts.iter().enumerate() {
            if count != 0 && count != capacity {
                return Err(BoardError::ColourCount {
                    colour: colour as Colour,
                    count,
                    capacity,
                });
            }
        }
        Ok(Board {
            capacity: capacity as u8,
            tubes: tubes.iter().map(|t| Tube::from_units(t)).collect(),
            layout: None,
        })
    }

    /// Adds an empty tube after the last (the player's extra tube); false,
    /// and nothing added, on a board of [`MAX_TUBES`].
    pub fn add_empty_tube(&mut self) -> bool {
        if self.tubes.len() >= MAX_TUBES {
            return false;
        }
        self.tubes.push(Tube::from_units(&[]));
        if let Some(layout) = &mut self.layout {
            layout.heights.push(self.capacity);
            layout.keys.push(None);
        }
        true
    }

    /// Takes away the last tube, which must be empty (the undo of
    /// [`Board::add_empty_tube`]).
    pub fn remove_empty_tube(&mut self) {
        let removed = self.tubes.pop();
        debug_assert!(
            removed.is_some_and(|t| t.is_empty()),
            "only an empty tube is taken away"
        );
        if let Some(layout) = &mut self.layout {
            layout.heights.pop();
            layout.keys.pop();
            layout.locked &= !(1u32.checked_shl(self.tubes.len() as u32).unwrap_or(0));
        }
    }

    /// Units each tube holds when full; on a board of tubes of their own
    /// heights, the tallest tube's (see [`Board::height`]).
    pub fn capacity(&self) -> usize {
        self.capacity as usize
    }

    /// The tubes, in order.
    pub fn tubes(&self) -> &[Tube] {
        &self.tubes
    }

    /// The tube at `index`, `None` past the last.
    pub fn tube(&self, index: usize) -> Option<&Tube> {
        self.tubes.get(index)
    }

    /// Number of distinct colours on the board.
    pub fn colour_count(&self) -> usize {
        distinct_colours(self.tubes.iter().flat_map(|t| t.units().iter().copied()))
    }

    /// Every tube empty or of one colour, and no colour in two tubes (on a
    /// classic board, where every colour fills a tube: every tube empty or
    /// full of one colour).
    pub fn is_solved(&self) -> bool {
        let mut seen = [false; MAX_COLOURS];
        self.tubes.iter().all(|t| match t.top() {
            None => true,
            Some(c) => t.top_run() == t.len() && !std::mem::replace(&mut seen[c as usize], true),
        })
    }

    /// Checks that tube `from` can be poured from at all (it exists and is
    /// not empty): what the game asks before lifting a tube.
    pub fn check_source(&self, from: usize) -> Result<(), PourError> {
        let src = self.tubes.get(from).ok_or(PourError::NoSuchTube(from))?;
        if self.is_locked(from) {
            return Err(PourError::Locked(from));
        }
        if src.is_empty() {
            return Err(PourError::SourceEmpty);
        }
        Ok(())
    }

    /// Checks a pour without making it; `Ok` gives how many units would move.
    pub fn check_pour(&self, pour: Pour) -> Result<usize, PourError> {
        if let Some(layout) = &self.layout {
            return self.check_variant_pour(layout, pour);
        }
        let room = pour_rule(pour, self.capacity(), |t| {
            self.tubes.get(t).map(|tube| (tube.len(), tube.top()))
        })?;
        Ok(self.tubes[pour.from].top_run().min(room))
    }

    /// Makes a pour: the whole top run of the source's colour moves, as much of
    /// it as fits in the destination (one unit under [`Rule::Ball`]); the
    /// locks whose key colour it finished open.
    pub fn pour(&mut self, pour: Pour) -> Result<Poured, PourError> {
        let amount = self.check_pour(pour)?;
        let colour = self.tubes[pour.from].top().expect("checked non-empty");
        self.tubes[pour.from].pop(amount);
        self.tubes[pour.to].push(colour, amount);
        let opened = self.open_finished();
        Ok(Poured {
            pour,
            colour,
            amount,
            opened,
        })
    }

    /// Takes back a pour made by [`Board::pour`], restoring the exact state.
    /// Panics if `poured` was not the last change made to this board.
    pub fn undo(&mut self, poured: Poured) {
        let Poured {
            pour,
            colour,
            amount,
            opened,
        } = poured;
        if let Some(layout) = &mut self.layout {
            layout.locked |= opened;
        }
        let dst = &mut self.tubes[pour.to];
        assert!(
            dst.len() >= amount && dst.top() == Some(colour),
            "undo of a pour that was not made here"
        );
        dst.pop(amount);
        self.tubes[pour.from].push(colour, amount);
    }

    /// All legal pours from this position, in (from, to) order.
    pub fn legal_pours(&self) -> impl Iterator<Item = Pour> + '_ {
        let n = self.tubes.len();
        (0..n)
            .flat_map(move |from| (0..n).map(move |to| Pour::new(from, to)))
            .filter(|&p| self.check_pour(p).is_ok())
    }

    /// Total units on the board (conserved by every pour).
    pub fn unit_count(&self) -> usize {
        self.tubes.iter().map(|t| t.len()).sum()
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board(cap {}, {:?}", self.capacity, self.tubes)?;
        match &self.layout {
            Some(l) => write!(
                f,
                ", {:?} heights {:?} keys {:?} locked {:#b})",
                l.rule, l.heights, l.keys, l.locked
            ),
            None => write!(f, ")"),
        }
    }
}

#[cfg(test)]
#[path = "board_tests.rs"]
mod tests;
