//! What the player knows of a mystery position, and all that honest help
//! may use: the [`View`].
//!
//! The player knows the visible units, how many units each tube hides, each
//! colour's total (the capacity: so how many units of each colour are still
//! unseen, and how many colours have not been seen at all), and that the
//! hidden unit under a tube's lowest visible unit is of another colour (the
//! reveal rule of [`crate::reveal`] would have shown it otherwise). That is
//! all there is to know: a unit once seen stays visible, hidden units never
//! move, and every fact seen on the way (a reveal stopping at a unit of
//! another colour) is one of these.
//!
//! A [`View`] holds exactly these facts and never a hidden colour, so help
//! built on it cannot peek: two true positions that look the same to the
//! player give equal views. The *arrangements* of a view are the ways to
//! fill its hidden places with its unseen units that fit the facts; each is
//! a full [`Board`] that gives the same view back.
//!
//! Colours never seen have no name the player knows, so arrangements that
//! differ only in which of them is which are one arrangement: they are
//! labelled, in each arrangement, with the smallest colour indices no
//! visible unit has, in the order they first appear (tube by tube, bottom to
//! top). Every arrangement stands for the same number of true boards, so a
//! share of arrangements is a share of true boards.

use std::collections::BTreeMap;

use crate::board::{Board, Colour, MAX_COLOURS, Pour, PourError};
use crate::reveal;

/// The help's numbers for the colours seen so far. The help's search
/// numbers a colour it has not seen yet, once revealed, with the smallest
/// number no colour seen before has (see [`View::outcomes`]); naming the
/// colours of a game the same way, in the order the player first saw them,
/// makes the views of the game the views the search proved things about.
/// Colours visible at the start keep their numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColourNames([Option<Colour>; MAX_COLOURS]);

impl ColourNames {
    /// The names at the start of a game: each visible colour its own.
    pub fn at_start(board: &Board, hidden: &[usize]) -> ColourNames {
        let mut names = ColourNames([None; MAX_COLOURS]);
        for (tube, &h) in board.tubes().iter().zip(hidden) {
            for &c in &tube.units()[h..] {
                names.0[c as usize] = Some(c);
            }
        }
        names
    }

    /// `colour` was seen (a reveal showed it): a colour seen for the first
    /// time gets the smallest free number.
    pub fn saw(&mut self, colour: Colour) {
        if self.0[colour as usize].is_none() {
            let name = (0..MAX_COLOURS as Colour)
                .find(|n| !self.0.contains(&Some(*n)))
                .expect("fewer colours than numbers");
            self.0[colour as usize] = Some(name);
        }
    }

    /// Names the reveals the rule just made on `board` (hidden counts
    /// after them).
    pub fn saw_reveals(&mut self, board: &Board, hidden: &[usize], reveals: &[reveal::Reveal]) {
        for r in reveals {
            self.saw(board.tubes()[r.tube].units()[hidden[r.tube]]);
        }
    }

    /// The view of `board` (tubes hiding `hidden`), its colours named.
    pub fn view(&self, board: &Board, hidden: &[usize]) -> View {
        View::new(board, hidden).renamed(|c| self.0[c as usize].expect("a visible colour was seen"))
    }
}

/// A tube's visible units, bottom to top (at most 8: kept inline).
pub type Units = smallvec::SmallVec<[Colour; 8]>;

/// What the player sees of one tube.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SeenTube {
    /// Units hidden at the bottom.
    pub hidden: usize,
    /// The visible units above them, bottom to top.
    pub visible: Units,
}

impl SeenTube {
    /// Units in the tube, hidden or not.
    pub fn len(&self) -> usize {
        self.hidden + self.visible.len()
    }

    /// The tube holds nothing.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The colour the top hidden unit is known not to have: the lowest
    /// visible unit's (`None` when the tube hides nothing).
    pub fn not_under(&self) -> Option<Colour> {
        if self.hidden == 0 {
            None
        } else {
            self.visible.first().copied()
        }
    }
}

/// A mystery position as the player sees it: no hidden colour in it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct View {
    capacity: usize,
    colours: usize,
    tubes: Vec<SeenTube>,
}

/// The units of a view not yet seen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unseen {
    /// Colours seen at least once, with how many of their units are unseen
    /// (only those with some), by colour.
    pub seen_colours: Vec<(Colour, usize)>,
    /// Colours not seen at all (each has `capacity` units unseen).
    pub unseen_colours: usize,
    /// Colour indices that stand for the colours not seen (in an
    /// arrangement, in order of first appearance): the smallest no visible
    /// unit has.
    pub labels: Vec<Colour>,
}

impl View {
    /// The player's view of `board` when each tube hides `hidden[t]` units
    /// (missing entries 0) and the reveal rule has run, as [`crate::play::Play`]
    /// keeps it. Panics when the counts do not fit the board or the rule has
    /// something left to reveal (the facts would then not hold).
    pub fn new(board: &Board, hidden: &[usize]) -> View {
        let hidden = match reveal::hidden_per_tube(board, hidden) {
            Ok(h) => h,
            Err(e) => panic!("hidden counts do not fit the board: {e}"),
        };
        assert!(
            reveal::is_settled(board, &hidden),
            "the reveal rule has not run on this position"
        );
        View {
            capacity: board.capacity(),
            colours: board.unit_count() / board.capacity(),
            tubes: board
                .tubes()
                .iter()
                .zip(&hidden)
                .map(|(tube, &h)| SeenTube {
                    hidden: h,
                    visible: Units::from_slice(&tube.units()[h..]),
                })
                .collect(),
        }
    }

    /// The same view with every visible colour `c` named `name(c)` (a
    /// one-to-one renaming): what the player knows is the same, only the
    /// colours' numbers differ.
    pub fn renamed(&self, name: impl Fn(Colour) -> Colour) -> View {
        View {
            capacity: self.capacity,
            colours: self.colours,
            tubes: self
                .tubes
                .iter()
                .map(|t| SeenTube {
                    hidden: t.hidden,
                    visible: t.visible.iter().map(|&c| name(c)).collect(),
                })
                .collect(),
        }
    }

    /// Units per tube, and of each colour.
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// How many colours the level has, seen or not.
    pub fn colour_count(&self) -> usize {
        self.colours
    }

    /// The tubes as the player sees them.
    pub fn tubes(&self) -> &[SeenTube] {
        &self.tubes
    }

    /// How many units each tube hides.
    pub fn hidden(&self) -> Vec<usize> {
        self.tubes.iter().map(|t| t.hidden).collect()
    }

    /// Hidden units in all.
    pub fn hidden_total(&self) -> usize {
        self.tubes.iter().map(|t| t.hidden).sum()
    }

    /// Whether anything is hidden (else the view is the whole board).
    pub fn hides_anything(&self) -> bool {
        self.hidden_total() > 0
    }

    /// The board itself, when nothing is hidden.
    pub fn board(&self) -> Option<Board> {
        if self.hides_anything() {
            return None;
        }
        let tubes: Vec<Vec<Colour>> = self.tubes.iter().map(|t| t.visible.to_vec()).collect();
        Board::new(self.capacity, &tubes).ok()
    }

    /// The units not yet seen.
    pub fn unseen(&self) -> Unseen {
        let mut seen = [0usize; MAX_COLOURS];
        for &c in self.tubes.iter().flat_map(|t| &t.visible) {
            seen[c as usize] += 1;
        }
        let seen_colours: Vec<(Colour, usize)> = (0..MAX_COLOURS)
            .filter(|&c| seen[c] > 0 && seen[c] < self.capacity)
            .map(|c| (c as Colour, self.capacity - seen[c]))
            .collect();
        let distinct = seen.iter().filter(|&&n| n > 0).count();
        let unseen_colours = self.colours - distinct;
        let labels = (0..MAX_COLOURS as Colour)
            .filter(|&c| seen[c as usize] == 0)
            .take(unseen_colours)
            .collect();
        Unseen {
            seen_colours,
            unseen_colours,
            labels,
        }
    }

    /// Whether `board` fits what the player knows: it shows this view when
    /// its tubes hide this view's counts.
    pub fn fits(&self, board: &Board) -> bool {
        board.capacity() == self.capacity
            && board.tubes().len() == self.tubes.len()
            && board.tubes().iter().zip(&self.tubes).all(|(tube, seen)| {
                let units = tube.units();
                units.len() == seen.len()
                    && units[seen.hidden..] == seen.visible[..]
                    && seen.not_under().is_none_or(|c| units[seen.hidden - 1] != c)
            })
    }

    /// `board`, which fits this view, with its never-seen colours labelled
    /// as in [`View::for_each_arrangement`]: the arrangement that stands for it.
    pub fn arrangement_of(&self, board: &Board) -> Board {
        debug_assert!(self.fits(board));
        let labels = self.unseen().labels;
        let mut map: BTreeMap<Colour, Colour> = BTreeMap::new();
        let tubes: Vec<Vec<Colour>> = board
            .tubes()
            .iter()
            .zip(&self.tubes)
            .map(|(tube, seen)| {
                let mut units = tube.units().to_vec();
                for u in &mut units[..seen.hidden] {
                    if !self.is_seen(*u) {
                        let next = labels[map.len().min(labels.len() - 1)];
                        *u = *map.entry(*u).or_insert(next);
                    }
                }
                units
            })
            .collect();
        Board::new(self.capacity, &tubes).expect("a relabelled board is a board")
    }

    fn is_seen(&self, colour: Colour) -> bool {
        self.tubes.iter().any(|t| t.visible.contains(&colour))
    }

    /// Checks a pour on what the player sees (the top run is always
    /// visible, so the rules need nothing hidden); `Ok` gives how many units
    /// would move.
    pub fn check_pour(&self, pour: Pour) -> Result<usize, PourError> {
        let room = crate::board::pour_rule(pour, self.capacity, |t| {
            let tube = self.tubes.get(t)?;
            Some((tube.len(), tube.visible.last().copied()))
        })?;
        let source = &self.tubes[pour.from].visible;
        let colour = *source.last().expect("the rule found a top colour");
        let run = source.iter().rev().take_while(|&&c| c == colour).count();
        Ok(run.min(room))
    }

    /// The legal pours, in (from, to) order, each with how many units it
    /// moves: [`View::legal_pours`] and [`View::check_pour`] at once, each
    /// tube's top looked at once (the search's inner loop).
    pub fn pours_with_amounts(&self) -> Vec<(Pour, usize)> {
        // Per tube: its length and, when it has one, its top colour and run.
        let tops: Vec<(usize, Option<(Colour, usize)>)> = self
            .tubes
            .iter()
            .map(|t| {
                let top = t
                    .visible
                    .last()
                    .map(|&c| (c, t.visible.iter().rev().take_while(|&&u| u == c).count()));
                (t.len(), top)
            })
            .collect();
        let mut out = Vec::new();
        for (from, &(_, src)) in tops.iter().enumerate() {
            let Some((colour, run)) = src else { continue };
            for (to, &(len, dst)) in tops.iter().enumerate() {
                let room = self.capacity - len;
                if to != from && room > 0 && dst.is_none_or(|(c, _)| c == colour) {
                    out.push((Pour::new(from, to), run.min(room)));
                }
            }
        }
        out
    }

    /// The legal pours, in (from, to) order: those of every arrangement.
    pub fn legal_pours(&self) -> impl Iterator<Item = Pour> + '_ {
        let n = self.tubes.len();
        (0..n)
            .flat_map(move |from| (0..n).map(move |to| Pour::new(from, to)))
            .filter(|&p| self.check_pour(p).is_ok())
    }

    /// Whether `pour` (legal) uncovers a hidden unit: it takes every
    /// visible unit of a tube that hides some.
    pub fn reveals(&self, pour: Pour, amount: usize) -> bool {
        let src = &self.tubes[pour.from];
        src.hidden > 0 && amount == src.visible.len()
    }

    /// What the player may see after the legal `pour`: one view for a pour
    /// that reveals nothing, else one for each reveal some arrangement
    /// gives (a run of one colour under the poured one, never-seen colours
    /// under the first free label). Every arrangement leads to exactly one
    /// of them. Panics on an illegal pour.
    pub fn outcomes(&self, pour: Pour) -> Vec<View> {
        let amount = match self.check_pour(pour) {
            Ok(amount) => amount,
            Err(e) => panic!("outcomes of an illegal pour {pour}: {e}"),
        };
        let mut after = self.clone();
        let src = &mut after.tubes[pour.from];
        let colour = src.visible[src.visible.len() - 1];
        src.visible.truncate(src.visible.len() - amount);
        let hidden = src.hidden;
        after.tubes[pour.to]
            .visible
            .extend(std::iter::repeat_n(colour, amount));
        if !self.reveals(pour, amount) {
            return vec![after];
        }
        let unseen = self.unseen();
        let mut colours: Vec<(Colour, usize)> = unseen.seen_colours.clone();
        if let Some(&label) = unseen.labels.first() {
            colours.push((label, self.capacity));
        }
        let mut out = Vec::new();
        for (c, left) in colours {
            if c == colour {
                continue;
            }
            for k in 1..=left.min(hidden) {
                let mut next = after.clone();
                let tube = &mut next.tubes[pour.from];
                tube.hidden = hidden - k;
                tube.visible = smallvec::smallvec![c; k];
                if next.has_arrangement() {
                    out.push(next);
                }
            }
        }
        out
    }

    /// An arrangement drawn at random, each with the same chance (unseen
    /// units shuffled until they fit the facts: the view must have some
    /// arrangement).
    pub fn random_arrangement(&self, rng: &mut impl rand::Rng) -> Board {
        let unseen = self.unseen();
        let mut units: Vec<Colour> = unseen
            .seen_colours
            .iter()
            .flat_map(|&(c, n)| std::iter::repeat_n(c, n))
            .collect();
        for &label in &unseen.labels {
            units.extend(std::iter::repeat_n(label, self.capacity));
        }
        loop {
            for i in (1..units.len()).rev() {
                units.swap(i, rng.random_range(0..=i));
            }
            // The one fact a shuffle can break: the top hidden unit of a
            // tube differs from its lowest visible one. Checked before any
            // board is built (most draws of a large view are thrown away).
            let mut start = 0;
            let fits = self.tubes.iter().all(|seen| {
                let top = (seen.hidden > 0).then(|| units[start + seen.hidden - 1]);
                start += seen.hidden;
                top.is_none() || top != seen.not_under()
            });
            if !fits {
                continue;
            }
            let mut next = units.iter();
            let tubes: Vec<Vec<Colour>> = self
                .tubes
                .iter()
                .map(|seen| {
                    let mut t: Vec<Colour> = next.by_ref().take(seen.hidden).copied().collect();
                    t.extend(&seen.visible);
                    t
                })
                .collect();
            let board = Board::new(self.capacity, &tubes).expect("every colour's count is kept");
            if self.fits(&board) {
                return self.arrangement_of(&board);
            }
        }
    }
}

mod arrange;

#[cfg(test)]
use arrange::{binomial, multinomial};

#[cfg(test)]
pub(crate) mod tests;
