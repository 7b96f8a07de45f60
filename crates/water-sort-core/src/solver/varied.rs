//! The boards of the variants (tubes of their own heights, locks, ball
//! sort: see [`crate::variant`]) and their search, apart from the classic
//! domain (`domain.rs`), whose keys, bounds and pruning are proved
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
//!
//! The search is an A* of its own ([`search`]), not the search crate's:
//! a second domain through the crate's A* would be a second instance of
//! its generic loop, and the classic one's code would no longer be
//! inlined as it is (measured: 3 % more instructions on the classic
//! benchmark). This one is plain: a hash map of keys, a binary heap.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

use search::{Budget, CancelToken, Limits};

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

impl Varied {
    /// Calls `visit(child, h)` for each position one pour from `key`
    /// (tubes alike stand for one another), until it returns false.
    fn expand(&mut self, key: &[u64], mut visit: impl FnMut(&[u64], u32) -> bool) -> bool {
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
                let gone = ((1u64 << (s_len as u32 * UNIT_BITS)) - 1)
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
                if !visit(&child, h) {
                    completed = false;
                    break 'sources;
                }
            }
        }
        self.child = child;
        completed
    }
}

/// The pours along `path` (keys from the start to a goal) from `board`:
/// at each step, the legal pour of the board whose position has the next
/// key.
pub(crate) fn moves_along(path: &[Vec<u64>], board: &Board) -> Vec<Pour> {
    let mut board = board.clone();
    path.iter()
        .skip(1)
        .map(|want| {
            let pour = board
                .legal_pours()
                .find(|&p| {
                    let mut next = board.clone();
                    next.pour(p).is_ok() && &board_key(&next) == want
                })
                .expect("every step of a path is a legal pour");
            board.pour(pour).expect("legal");
            pour
        })
        .collect()
}

/// How a search of [`search`] ended.
pub(crate) enum Found {
    /// A path of keys from the start to a goal: a shortest one, but for
    /// [`Order::Greedy`].
    Path(Vec<Vec<u64>>),
    /// Every position reachable was searched: no solution.
    Exhausted,
    /// A budget ran out.
    Budget(Budget),
    /// Stopped through the token.
    Cancelled,
}

/// The order [`search`] expands positions in.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Order {
    /// A*: by g + h, deeper first among equals (shortest solutions).
    AStar,
    /// Breadth-first (A* without its bound; shortest solutions too).
    Breadth,
    /// Greedy best-first: by h (some solution, fast; exhausts the same
    /// positions to prove there is none).
    Greedy,
}

/// What [`search`] did.
pub(crate) struct Searched {
    pub found: Found,
    pub expanded: u64,
    pub stored: u64,
    pub memory: usize,
}

/// Searches from `board`'s position within `limits`. The heuristic is
/// consistent, so under [`Order::AStar`] a position's first expansion is
/// at its shortest distance and the first goal expanded ends a shortest
/// path.
pub(crate) fn search(
    board: &Board,
    order: Order,
    limits: &Limits,
    cancel: Option<&CancelToken>,
) -> Searched {
    let mut domain = Varied::new(board);
    let words = domain.start.len();
    // Per node: its parent and its depth; keys in a map to their node.
    let mut nodes: Vec<(u32, u32)> = vec![(u32::MAX, 0)];
    let mut keys: Vec<Vec<u64>> = vec![domain.start.clone()];
    let mut index: HashMap<Vec<u64>, u32> = HashMap::from([(domain.start.clone(), 0)]);
    let mut open = BinaryHeap::new();
    let priority = |g: u32, h: u32| match order {
        Order::AStar => (g + h, Reverse(g)),
        Order::Breadth => (g, Reverse(0)),
        Order::Greedy => (h, Reverse(g)),
    };
    let h0 = h_of(&domain.start);
    open.push(Reverse((priority(0, h0), 0u32, h0, 0u32)));
    let mut expanded = 0u64;
    let per_node = 2 * words * 8 + 64;
    let done = |found, expanded, stored: usize| Searched {
        found,
        expanded,
        stored: stored as u64,
        memory: stored * per_node,
    };
    while let Some(Reverse((_, at, h, g))) = open.pop() {
        if g != nodes[at as usize].1 {
            continue; // reached again by a shorter path since
        }
        if h == 0 {
            let mut path = vec![];
            let mut i = at;
            while i != u32::MAX {
                path.push(keys[i as usize].clone());
                i = nodes[i as usize].0;
            }
            path.reverse();
            return done(Found::Path(path), expanded, nodes.len());
        }
        expanded += 1;
        if expanded.is_multiple_of(1024) && cancel.is_some_and(CancelToken::is_cancelled) {
            return done(Found::Cancelled, expanded, nodes.len());
        }
        let key = std::mem::take(&mut keys[at as usize]);
        let mut over = None;
        domain.expand(&key, |child, h| {
            let child_g = g + 1;
            match index.get(child) {
                Some(&i) if nodes[i as usize].1 <= child_g => {}
                Some(&i) => {
                    nodes[i as usize] = (at, child_g);
                    open.push(Reverse((priority(child_g, h), i, h, child_g)));
                }
                None => {
                    if nodes.len() as u64 >= limits.max_nodes {
                        over = Some(Budget::Nodes);
                        return false;
                    }
                    if (nodes.len() + 1) * per_node > limits.max_memory {
                        over = Some(Budget::Memory);
                        return false;
                    }
                    let i = nodes.len() as u32;
                    nodes.push((at, child_g));
                    keys.push(child.to_vec());
                    index.insert(child.to_vec(), i);
                    open.push(Reverse((priority(child_g, h), i, h, child_g)));
                }
            }
            true
        });
        keys[at as usize] = key;
        if let Some(budget) = over {
            return done(Found::Budget(budget), expanded, nodes.len());
        }
    }
    done(Found::Exhausted, expanded, nodes.len())
}
