//! What the mystery search has proven about views, kept for the rest of a
//! level: for each view proven to win whatever is hidden, the pour of the
//! strategy found for it, and the views proven not to.
//!
//! Everything is stored up to the order of the tubes (a [`Key`]): what the
//! player knows is per tube, so views that differ only in the order of
//! their tubes win or lose together, by the same pours on the same tubes'
//! contents. A stored pour therefore names its two tubes by their contents
//! and is mapped back onto the tubes of whichever view asks.
//!
//! The strategy is a function of the view, never of the way the game got
//! there, and it never goes round in circles: each stored pour leads to a
//! view stored at the same time or before (entries are never replaced), and
//! the pours stored together form a path that ends in a reveal or the win.
//! So following it from any stored view wins without searching again.

use std::collections::{HashMap, HashSet};

use crate::board::{Board, Colour, Pour};
use crate::knowledge::{ColourNames, View};
use crate::reveal;

/// A view up to the order of its tubes. Each tube is one word: hidden
/// count, visible count and visible colours (5 bits each, 8 at most); up
/// to 16 tubes are kept inline, without an allocation.
pub type Key = smallvec::SmallVec<[u64; 16]>;

/// The key of `view`.
pub fn key(view: &View) -> Key {
    let mut key: Key = view
        .tubes()
        .iter()
        .map(|t| word(t.hidden, t.visible.iter().copied()))
        .collect();
    key.sort_unstable();
    key
}

/// One tube of a [`Key`].
fn word(hidden: usize, visible: impl Iterator<Item = Colour>) -> u64 {
    let (len, colours) = visible.fold((0u64, 0u64), |(len, word), c| {
        (len + 1, (word << 5) | u64::from(c))
    });
    ((hidden as u64) << 52) | (len << 48) | colours
}

/// The word of tube `t` of `view`.
fn tube_word(view: &View, t: usize) -> u64 {
    let tube = &view.tubes()[t];
    word(tube.hidden, tube.visible.iter().copied())
}

/// The key of the view after `pour` (legal, moving `amount` units, not
/// revealing), without making the view: most pours of a search lead back
/// to views it has seen.
pub fn key_after(view: &View, pour: Pour, amount: usize) -> Key {
    let tubes = view.tubes();
    let colour = *tubes[pour.from].visible.last().expect("a legal pour");
    let mut key: Key = tubes
        .iter()
        .enumerate()
        .map(|(t, tube)| {
            let visible = tube.visible.iter().copied();
            if t == pour.from {
                word(tube.hidden, visible.take(tube.visible.len() - amount))
            } else if t == pour.to {
                word(
                    tube.hidden,
                    visible.chain(std::iter::repeat_n(colour, amount)),
                )
            } else {
                word(tube.hidden, visible)
            }
        })
        .collect();
    key.sort_unstable();
    key
}

/// A fast hasher for [`Key`]s (std's SipHash was a tenth of the search).
#[derive(Default)]
pub struct KeyHasher(u64);

impl std::hash::Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x517c_c1b7_2722_0a95);
    }

    fn write_usize(&mut self, word: usize) {
        self.write_u64(word as u64);
    }
}

/// A map keyed by [`Key`]s.
pub type KeyMap<V> = HashMap<Key, V, std::hash::BuildHasherDefault<KeyHasher>>;
/// A set of [`Key`]s.
pub type KeySet = HashSet<Key, std::hash::BuildHasherDefault<KeyHasher>>;

/// A pour named by its tubes' words, so it fits every view of one key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct WordPour {
    from: u64,
    to: u64,
}

/// Proven facts about views of one level (see the module's documentation).
#[derive(Clone, Debug, Default)]
pub struct Proofs {
    /// Views that win whatever is hidden, with the strategy's pour.
    wins: KeyMap<WordPour>,
    /// Views from which no strategy wins every arrangement.
    losses: KeySet,
}

impl Proofs {
    /// No proof yet.
    pub fn new() -> Proofs {
        Proofs::default()
    }

    /// How many views have a proof.
    pub fn len(&self) -> usize {
        self.wins.len() + self.losses.len()
    }

    /// No view has a proof.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The strategy's pour from `view`, when it is proven to win (a solved
    /// view has none).
    pub fn strategy(&self, view: &View) -> Option<Pour> {
        self.strategy_at(&key(view), view)
    }

    pub(crate) fn strategy_at(&self, key: &Key, view: &View) -> Option<Pour> {
        let stored = self.wins.get(key)?;
        let words: Vec<u64> = (0..view.tubes().len())
            .map(|t| tube_word(view, t))
            .collect();
        let from = words.iter().position(|&w| w == stored.from)?;
        let to = (0..words.len()).find(|&t| t != from && words[t] == stored.to)?;
        Some(Pour::new(from, to))
    }

    /// The strategy from `view`, a view hiding nothing, to the win: a
    /// shortest solution (views hiding nothing are stored only from the
    /// exact solver's shortest solutions, and each step of one is a step of
    /// a shortest solution from there). `None` when it is not stored.
    pub fn solution(&self, view: &View) -> Option<Vec<Pour>> {
        let mut board = view.board()?;
        let mut path = Vec::new();
        while !board.is_solved() {
            let here = View::new(&board, &[]);
            let pour = self.strategy(&here)?;
            board.pour(pour).ok()?;
            path.push(pour);
        }
        Some(path)
    }

    /// Whether `view` is proven not to win for every arrangement.
    pub fn is_refuted(&self, view: &View) -> bool {
        self.losses.contains(&key(view))
    }

    pub(crate) fn wins_at(&self, key: &Key) -> bool {
        self.wins.contains_key(key)
    }

    pub(crate) fn loses_at(&self, key: &Key) -> bool {
        self.losses.contains(key)
    }

    /// Remembers that `view` (of key `key`) wins by `pour`; a view already
    /// proven keeps its pour.
    pub(crate) fn record_win(&mut self, key: Key, view: &View, pour: Pour) {
        let stored = WordPour {
            from: tube_word(view, pour.from),
            to: tube_word(view, pour.to),
        };
        self.wins.entry(key).or_insert(stored);
    }

    pub(crate) fn record_loss(&mut self, key: Key) {
        self.losses.insert(key);
    }

    /// Remembers a full-knowledge solution `path` of `board` whose tubes
    /// hide `hidden` units (the reveal rule settled): each view along it
    /// wins by its next pour, whatever it reveals (the board is the only
    /// arrangement, so its reveals are the ones the player expects).
    pub(crate) fn record_solution(&mut self, board: &Board, hidden: &[usize], path: &[Pour]) {
        let mut board = board.clone();
        let mut hidden = hidden.to_vec();
        // Named as a game names them, so the views recorded are the ones
        // the game will ask about.
        let mut names = ColourNames::at_start(&board, &hidden);
        for &pour in path {
            let view = names.view(&board, &hidden);
            self.record_win(key(&view), &view, pour);
            board.pour(pour).expect("a solution's pours are legal");
            let reveals = reveal::reveal(&board, &mut hidden);
            names.saw_reveals(&board, &hidden, &reveals);
        }
    }

    /// Takes in what another search proved (entries here are kept).
    pub fn merge(&mut self, other: Proofs) {
        for (key, pour) in other.wins {
            self.wins.entry(key).or_insert(pour);
        }
        self.losses.extend(other.losses);
    }
}
