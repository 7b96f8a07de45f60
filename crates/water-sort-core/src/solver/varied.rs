//! The boards of the variants (tubes of their own heights, locks, ball
//! sort: see [`crate::variant`]) as a [`search::Domain`], apart from the
//! classic domain (`domain.rs`), whose keys, bounds and pruning are proved
//! for one height, every colour filling a tube and whole runs poured. A
//! classic board never comes here, so the classic search pays nothing for
//! the variants.
//!
//! A key is one word a tube, the words sorted: tubes of the same height
//! and lock state are alike, so their order does not matter. A word holds
//! the tube's key colour while it is locked (so which locks opened is part
//! of the key), its height, its length and its units, losslessly.
//!
//! The heuristic is [`super::heuristic`]: the runs that sit on another
//! colour, plus for each colour the tubes with it at their bottom but one.
//! Its proof of consistency holds here as it stands: a pour moves a top
//! run (or its part, or one unit of it) of one colour onto an empty tube
//! or onto that colour, however tall the tubes, and locks only forbid
//! pours. It is 0 exactly when every tube is empty or of one colour and no
//! colour is in two tubes: solved. (The landless and stuck terms, the
//! dead-end test and the forced gathering pours need the classic rules,
//! and are left out.)

use search::{Domain, Path};

use crate::board::{Board, Colour, MAX_COLOURS, Pour, Rule};

const UNIT_BITS: u32 = 5;
const LEN_SHIFT: u32 = 48;
const HEIGHT_SHIFT: u32 = 52;
const LOCK_SHIFT: u32 = 56;
const _: () = assert!(MAX_COLOURS < 1 << UNIT_BITS);

/// A tube's word: its lock's key colour + 1 while locked (else 0), its
/// height, its length, its units (unit i from the bottom at bit 5i).
fn word(units: &[Colour], height: usize, lock: Option<Colour>) -> u64 {
    let mut w = units
        .iter()
        .enumerate()
        .fold(0u64, |w, (i, &c)| w | (c as u64) << (i as u32 * UNIT_BITS));
    w |= (units.len() as u64) << LEN_SHIFT | (height as u64) << HEIGHT_SHIFT;
    w | lock.map_or(0, |k| k as u64 + 1) << LOCK_SHIFT
}

#[inline]
fn len_of(w: u64) -> usize {
    (w >> LEN_SHIFT & 0xf) as usize
}
#[inline]
fn height_of(w: u64) -> usize {
    (w >> HEIGHT_SHIFT & 0xf) as usize
}
#[inline]
fn lock_of(w: u64) -> u64 {
    w >> LOCK_SHIFT
}
#[inline]
fn unit(w: u64, i: usize) -> Colour {
    (w >> (i as u32 * UNIT_BITS) & 0x1f) as Colour
}

/// Length of a non-empty tube's top run.
fn top_run(w: u64, len: usize) -> usize {
    let top = unit(w, len - 1);
    (0..len).rev().take_while(|&i| unit(w, i) == top).count()
}

/// The key of a board's position: its tubes' words, sorted.
pub(crate) fn board_key(board: &Board) -> Vec<u64> {
    let mut key: Vec<u64> = (0..board.tubes().len())
        .map(|t| word(board.tubes()[t].units(), board.height(t), board.lock(t)))
        .collect();
    key.sort_unstable();
    key
}

pub(crate) struct Varied {
    start: Vec<u64>,
    rule: Rule,
    /// Units of each colour on the board.
    total: [u8; MAX_COLOURS],
    child: Vec<u64>,
}

impl Varied {
    pub fn new(board: &Board) -> Varied {
        let mut total = [0u8; MAX_COLOURS];
        for &c in board.tubes().iter().flat_map(|t| t.units()) {
            total[c as usize] += 1;
        }
        let start = board_key(board);
        Varied {
            child: vec![0; start.len()],
            start,
            rule: board.rule(),
            total,
        }
    }

    /// Whether `colour` is finished in the tubes `words`.
    fn finished(&self, words: &[u64], colour: Colour) -> bool {
        let total = self.total[colour as usize % MAX_COLOURS] as usize;
        words.iter().any(|&w| {
            let len = len_of(w);
            len == total && len > 0 && unit(w, len - 1) == colour && top_run(w, len) == len
        })
    }
}

/// [`super::heuristic`] on words.
fn h_of(words: &[u64]) -> u32 {
    let mut bottoms = [false; MAX_COLOURS];
    let mut h = 0;
    for &w in words {
        let len = len_of(w);
        if len == 0 {
            continue;
        }
        h += (1..len).filter(|&i| unit(w, i) != unit(w, i - 1)).count() as u32;
        if std::mem::replace(&mut bottoms[unit(w, 0) as usize % MAX_COLOURS], true) {
            h += 1;
        }
    }
    h
}

impl Domain for Varied {
    fn key_words(&self) -> usize {
        self.start.len()
    }

    fn start(&mut self, key: &mut [u64]) {
        key.copy_from_slice(&self.start);
    }

    fn heuristic(&mut self, key: &[u64]) -> u32 {
        h_of(key)
    }

    fn is_goal(&mut self, _key: &[u64], h: u32) -> bool {
        h == 0
    }

    fn expand<F: FnMut(&[u64], u32, u32) -> bool>(&mut self, key: &[u64], mut visit: F) -> bool {
        let n = key.len();
        let mut child = std::mem::take(&mut self.child);
        let mut completed = true;
        'sources: for src in 0..n {
            let s = key[src];
            let s_len = len_of(s);
            if lock_of(s) != 0 || s_len == 0 || (src > 0 && key[src - 1] == s) {
                continue;
            }
            let top = unit(s, s_len - 1);
            let run = match self.rule {
                Rule::Water => top_run(s, s_len),
                Rule::Ball => 1,
            };
            for dst in 0..n {
                let d = key[dst];
                let d_len = len_of(d);
                if dst == src
                    || lock_of(d) != 0
                    || d_len == height_of(d)
                    || (d_len > 0 && unit(d, d_len - 1) != top)
                    // Alike tubes: the first of them stands for all.
                    || (dst > 0 && key[dst - 1] == d && dst - 1 != src)
                {
                    continue;
                }
                let amount = run.min(height_of(d) - d_len);
                child.copy_from_slice(key);
                let gone = (1u64 << (s_len as u32 * UNIT_BITS)) - 1
                    & !((1u64 << ((s_len - amount) as u32 * UNIT_BITS)) - 1);
                child[src] =
                    (s & !gone & !(0xf << LEN_SHIFT)) | ((s_len - amount) as u64) << LEN_SHIFT;
                let mut new_d = d & !(0xf << LEN_SHIFT) | ((d_len + amount) as u64) << LEN_SHIFT;
                for i in d_len..d_len + amount {
                    new_d |= (top as u64) << (i as u32 * UNIT_BITS);
                }
                child[dst] = new_d;
                // The locks whose colour is finished now open.
                for i in 0..n {
                    let lock = lock_of(child[i]);
                    if lock != 0 && self.finished(&child, (lock - 1) as Colour) {
                        child[i] &= !(0xff << LOCK_SHIFT);
                    }
                }
                child.sort_unstable();
                let h = h_of(&child);
                if !visit(&child, 1, h) {
                    completed = false;
                    break 'sources;
                }
            }
        }
        self.child = child;
        completed
    }
}

/// The pours along `path` from `board`: at each step, the legal pour of
/// the board whose position has the next key.
pub(crate) fn moves_along(path: &Path, board: &Board) -> Vec<Pour> {
    let mut board = board.clone();
    path.states()
        .skip(1)
        .map(|want| {
            let pour = board
                .legal_pours()
                .find(|&p| {
                    let mut next = board.clone();
                    next.pour(p).is_ok() && board_key(&next) == want
                })
                .expect("every step of a path is a legal pour");
            board.pour(pour).expect("legal");
            pour
        })
        .collect()
}
