//! The variants of the rules: tubes of their own heights, locked tubes and
//! ball sort.
//!
//! - Heights: each tube may have its own height (at most [`MAX_CAPACITY`]).
//!   A pour moves as much of the source's top run as fits (water) or one
//!   unit ([`Rule::Ball`]).
//! - Locks: a locked tube has a key colour; it is neither poured from nor
//!   into until that colour is finished (one tube holds every unit of it
//!   and nothing else), and then it opens for good, even if that tube is
//!   poured from later. A board opens the locks whose colour is finished
//!   when it is made, and after every pour.
//! - Solved (every board): every tube empty or of one colour, and no
//!   colour in two tubes. When every tube has one height and every colour
//!   fills one, that is the classic rule: every tube empty or full of one
//!   colour.
//!
//! A classic board (water, one height, no locks) carries none of this
//! ([`Board::new`]); [`Board::with_variant`] makes the others.

use crate::board::{
    Board, BoardError, Colour, MAX_CAPACITY, MAX_COLOURS, MAX_TUBES, MIN_CAPACITY, Pour, PourError,
    Tube,
};
use crate::layout::Layout;
pub use crate::layout::Rule;

/// A level's or a position's heights, locks and rule, as written: what
/// [`Board::with_variant`] takes and [`Board::variant`] gives back.
/// The default is the classic game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Variant {
    /// How much a pour moves.
    pub rule: Rule,
    /// Each tube's own height, in tube order; a tube past the end is the
    /// board's capacity tall. No trailing entries equal to the capacity
    /// once [`Variant::fit`].
    pub heights: Vec<usize>,
    /// Each tube's lock: its key colour, `None` for an open tube; a tube
    /// past the end is open. No trailing `None` once [`Variant::fit`].
    pub locks: Vec<Option<Colour>>,
}

impl Variant {
    /// The classic game: water, every tube of the capacity, no locks.
    pub fn is_classic(&self, capacity: usize) -> bool {
        self.rule == Rule::Water
            && self.heights.iter().all(|&h| h == capacity)
            && self.locks.iter().all(Option::is_none)
    }

    /// Tube `t`'s height on a board of `capacity`.
    pub fn height(&self, t: usize, capacity: usize) -> usize {
        self.heights.get(t).copied().unwrap_or(capacity)
    }

    /// Tube `t`'s key colour, `None` when it is not locked.
    pub fn lock(&self, t: usize) -> Option<Colour> {
        self.locks.get(t).copied().flatten()
    }

    /// Drops the trailing entries that say nothing (a height equal to
    /// `capacity`, no lock), so that equal variants compare equal.
    pub fn fit(&mut self, capacity: usize) {
        while self.heights.last() == Some(&capacity) {
            self.heights.pop();
        }
        while self.locks.last() == Some(&None) {
            self.locks.pop();
        }
    }

    /// Whether a board of `capacity`, these tubes and this variant can
    /// ever be finished on room alone: the colours, largest first, each
    /// fit a tube of their own, tallest first (which is when any such
    /// assignment exists). The first colour that does not, and its count.
    pub fn unfinishable(&self, capacity: usize, tubes: &[Vec<Colour>]) -> Option<(Colour, usize)> {
        let mut counts = [0usize; MAX_COLOURS];
        for &c in tubes.iter().flatten() {
            counts[c as usize % MAX_COLOURS] += 1;
        }
        let mut colours: Vec<(usize, Colour)> = (0..MAX_COLOURS)
            .filter(|&c| counts[c] > 0)
            .map(|c| (counts[c], c as Colour))
            .collect();
        colours.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let mut heights: Vec<usize> = (0..tubes.len()).map(|t| self.height(t, capacity)).collect();
        heights.sort_unstable_by(|a, b| b.cmp(a));
        colours
            .iter()
            .enumerate()
            .find(|&(i, &(count, _))| heights.get(i).is_none_or(|&h| h < count))
            .map(|(_, &(count, colour))| (colour, count))
    }
}

impl Board {
    /// The rule of a pour on a board with `layout`, its own (what
    /// [`Board::check_pour`] asks on such a board).
    pub(crate) fn check_variant_pour(
        &self,
        layout: &Layout,
        pour: Pour,
    ) -> Result<usize, PourError> {
        let tubes = &self.tubes;
        let Pour { from, to } = pour;
        let src = tubes.get(from).ok_or(PourError::NoSuchTube(from))?;
        let dst = tubes.get(to).ok_or(PourError::NoSuchTube(to))?;
        if from == to {
            return Err(PourError::SameTube);
        }
        for t in [from, to] {
            if layout.locked >> t & 1 == 1 {
                return Err(PourError::Locked(t));
            }
        }
        let colour = src.top().ok_or(PourError::SourceEmpty)?;
        let room = layout.heights[to] as usize - dst.len();
        if room == 0 {
            return Err(PourError::DestinationFull);
        }
        if dst.top().is_some_and(|c| c != colour) {
            return Err(PourError::ColourMismatch);
        }
        Ok(match layout.rule {
            Rule::Water => src.top_run().min(room),
            Rule::Ball => 1,
        })
    }

    /// Builds a board of tubes of their own heights, some locked, poured by
    /// a rule: tube `t` is `variant.height(t, capacity)` tall. A classic
    /// variant makes the board [`Board::new`] makes (every colour exactly
    /// `capacity` units); otherwise a colour may have any count that some
    /// tube can hold, each colour a tube of its own
    /// ([`Variant::unfinishable`]). The locks whose colour is finished
    /// open at once.
    pub fn with_variant(
        capacity: usize,
        tubes: &[Vec<Colour>],
        variant: &Variant,
    ) -> Result<Board, BoardError> {
        if variant.is_classic(capacity) {
            return Board::new(capacity, tubes);
        }
        if !(MIN_CAPACITY..=MAX_CAPACITY).contains(&capacity) {
            return Err(BoardError::Capacity(capacity));
        }
        if tubes.is_empty() || tubes.len() > MAX_TUBES {
            return Err(BoardError::TubeCount(tubes.len()));
        }
        for (what, given) in [
            ("heights", variant.heights.len()),
            ("locks", variant.locks.len()),
        ] {
            if given > tubes.len() {
                return Err(BoardError::TooMany {
                    what,
                    given,
                    tubes: tubes.len(),
                });
            }
        }
        let mut counts = [0usize; MAX_COLOURS];
        for (i, tube) in tubes.iter().enumerate() {
            let height = variant.height(i, capacity);
            if !(1..=MAX_CAPACITY).contains(&height) {
                return Err(BoardError::Height {
                    tube: i + 1,
                    height,
                });
            }
            if tube.len() > height {
                return Err(BoardError::Overfull {
                    tube: i + 1,
                    len: tube.len(),
                    capacity: height,
                });
            }
            for &c in tube {
                if c as usize >= MAX_COLOURS {
                    return Err(BoardError::ColourIndex(c));
                }
                counts[c as usize] += 1;
            }
        }
        for (i, key) in variant.locks.iter().enumerate() {
            if let &Some(colour) = key
                && counts.get(colour as usize).is_none_or(|&n| n == 0)
            {
                return Err(BoardError::KeyColour {
                    tube: i + 1,
                    colour,
                });
            }
        }
        if let Some((colour, count)) = variant.unfinishable(capacity, tubes) {
            return Err(BoardError::Unfinishable { colour, count });
        }
        let heights: Vec<u8> = (0..tubes.len())
            .map(|t| variant.height(t, capacity) as u8)
            .collect();
        let keys: Vec<Option<Colour>> = (0..tubes.len()).map(|t| variant.lock(t)).collect();
        let locked = keys
            .iter()
            .enumerate()
            .fold(0u32, |m, (t, k)| m | (k.is_some() as u32) << t);
        let mut board = Board {
            capacity: *heights.iter().max().expect("a tube"),
            tubes: tubes.iter().map(|t| Tube::from_units(t)).collect(),
            layout: Some(Layout {
                rule: variant.rule,
                heights,
                keys,
                locked,
            }),
        };
        board.open_finished();
        Ok(board)
    }

    /// The position's variant: every tube's height (none when all are
    /// the capacity), the locks still locked, the rule. With
    /// [`Board::capacity`] and the tubes it makes this position again.
    pub fn variant(&self) -> Variant {
        let Some(layout) = &self.layout else {
            return Variant::default();
        };
        let mut variant = Variant {
            rule: layout.rule,
            heights: layout.heights.iter().map(|&h| h as usize).collect(),
            locks: (0..self.tubes.len()).map(|t| self.lock(t)).collect(),
        };
        variant.fit(self.capacity());
        variant
    }

    /// The rule pours follow.
    pub fn rule(&self) -> Rule {
        self.layout.as_ref().map_or(Rule::Water, |l| l.rule)
    }

    /// Units tube `t` holds when full (its own height); the capacity past
    /// the last tube.
    pub fn height(&self, t: usize) -> usize {
        self.layout
            .as_ref()
            .and_then(|l| l.heights.get(t))
            .map_or(self.capacity(), |&h| h as usize)
    }

    /// Tube `t`'s key colour while it is locked; `None` for an open tube.
    pub fn lock(&self, t: usize) -> Option<Colour> {
        let layout = self.layout.as_ref()?;
        (t < MAX_TUBES && layout.locked >> t & 1 == 1)
            .then(|| layout.keys[t])
            .flatten()
    }

    /// Tube `t`'s key colour, whether it is still locked or has opened;
    /// `None` for a tube that never had a lock.
    pub fn key(&self, t: usize) -> Option<Colour> {
        self.layout.as_ref()?.keys.get(t).copied().flatten()
    }

    /// Whether tube `t` is locked now.
    pub fn is_locked(&self, t: usize) -> bool {
        self.lock(t).is_some()
    }

    /// The tubes locked now, bit t for tube t.
    pub fn locked_tubes(&self) -> u32 {
        self.layout.as_ref().map_or(0, |l| l.locked)
    }

    /// Whether this position plays by the classic rules: water, one
    /// height, no tube locked, every colour filling a tube. (What the
    /// solver's fastest search needs.)
    pub fn is_classic(&self) -> bool {
        let Some(layout) = &self.layout else {
            return true;
        };
        let cap = self.capacity;
        if layout.rule != Rule::Water
            || layout.locked != 0
            || layout.heights.iter().any(|&h| h != cap)
        {
            return false;
        }
        let mut counts = [0usize; MAX_COLOURS];
        for &c in self.tubes.iter().flat_map(|t| t.units()) {
            counts[c as usize] += 1;
        }
        counts.iter().all(|&n| n == 0 || n == cap as usize)
    }

    /// Whether `colour` is finished: one tube holds every unit of it and
    /// nothing else.
    pub fn is_finished(&self, colour: Colour) -> bool {
        let total: usize = self
            .tubes
            .iter()
            .map(|t| t.units().iter().filter(|&&u| u == colour).count())
            .sum();
        total > 0
            && self
                .tubes
                .iter()
                .any(|t| t.len() == total && t.top() == Some(colour) && t.top_run() == total)
    }

    /// Opens the locks whose key colour is finished; returns them (bit t
    /// for tube t).
    pub(crate) fn open_finished(&mut self) -> u32 {
        let Some(layout) = &self.layout else {
            return 0;
        };
        let mut opened = 0u32;
        let mut locked = layout.locked;
        while locked != 0 {
            let t = locked.trailing_zeros() as usize;
            locked &= locked - 1;
            if let Some(key) = layout.keys[t]
                && self.is_finished(key)
            {
                opened |= 1 << t;
            }
        }
        if let Some(layout) = &mut self.layout {
            layout.locked &= !opened;
        }
        opened
    }
}

#[cfg(test)]
#[path = "variant_tests.rs"]
mod tests;
