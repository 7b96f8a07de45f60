//! Honest help on mystery levels: verdicts and hints from the player's
//! [`View`] alone, so they cannot depend on a hidden colour.
//!
//! * **guaranteed**: some strategy that sees only what the player sees wins
//!   for every arrangement. Proved by an AND-OR search: between reveals
//!   play is deterministic on the visible units, so from a view the search
//!   walks every position reachable by pours that reveal nothing (OR), and
//!   a pour that reveals wins when every view it can lead to wins (AND).
//!   Each reveal lowers the hidden count, so the recursion ends; a view
//!   hiding nothing is decided by the exact solver. The hint is the first
//!   pour of such a strategy; after any reveal the new view is guaranteed
//!   again, so hints can be followed to the win.
//! * **likely**: no such strategy is proven. The hint is the pour after
//!   which the most arrangements can still be solved (each solved with full
//!   knowledge by the exact solver), and the share is shown: exact when
//!   every arrangement was examined, else estimated from a sample.
//! * **lost**: every arrangement is proven unsolvable, even knowing
//!   everything.
//! * **unknown**: a budget ran out before any of these could be said.
//!
//! Everything here is a function of the view (sampling is seeded from the
//! limits, not from the board), so two positions that look the same to the
//! player get the same advice.

use std::collections::{HashMap, HashSet, VecDeque};

use rand::SeedableRng;

use super::{CancelToken, Limits, Outcome, solve};
use crate::board::{Board, Colour, Pour};
use crate::knowledge::View;

/// What honest help says of a mystery position.
#[derive(Clone, Debug, PartialEq)]
pub enum MysteryVerdict {
    /// The board is solved.
    Solved,
    /// A strategy seeing only the view wins for every arrangement.
    Guaranteed,
    /// No such strategy is proven; after the hint, a win is still possible
    /// in `share` (0 to 1) of the arrangements.
    Likely {
        /// Share of the arrangements still solvable after the hint.
        share: f64,
        /// Every arrangement was examined (else a random sample was).
        exact: bool,
        /// How many arrangements were examined.
        examined: usize,
    },
    /// No arrangement can be solved from here, even knowing everything.
    Lost,
    /// A budget ran out before anything could be said.
    Unknown,
}

/// The advice for one position: its verdict and the move to make.
#[derive(Clone, Debug, PartialEq)]
pub struct Advice {
    /// What can be said of the position.
    pub verdict: MysteryVerdict,
    /// The move to make: a guaranteed strategy's first pour, or the pour
    /// that keeps a win possible in the most arrangements.
    pub hint: Option<Pour>,
    /// How many arrangements fit the view (`None`: more than `u128`).
    pub arrangements: Option<u128>,
}

/// Budgets of [`advise`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MysteryLimits {
    /// Most positions the guaranteed search visits.
    pub max_positions: u64,
    /// Limits of each exact solve (one per view hiding nothing, and per
    /// arrangement and move for the shares).
    pub solve: Limits,
    /// Most arrangements examined one by one; past this, `samples` are
    /// drawn at random.
    pub max_arrangements: usize,
    /// Arrangements drawn when there are too many to examine.
    pub samples: usize,
    /// Seed of the sample.
    pub seed: u64,
}

impl Default for MysteryLimits {
    fn default() -> Self {
        MysteryLimits {
            max_positions: 200_000,
            solve: Limits {
                max_nodes: 200_000,
                max_memory: 64 << 20,
            },
            max_arrangements: 200,
            samples: 100,
            seed: 25,
        }
    }
}

/// A budget ran out or the search was cancelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the search ran out of budget")]
pub struct OutOfBudget;

/// The advice for `view`, within `limits`.
pub fn advise(view: &View, limits: &MysteryLimits, cancel: Option<&CancelToken>) -> Advice {
    let arrangements = view.count_arrangements();
    let advice = |verdict, hint| Advice {
        verdict,
        hint,
        arrangements,
    };
    if let Some(board) = view.board()
        && board.is_solved()
    {
        return advice(MysteryVerdict::Solved, None);
    }
    let mut search = Guarantee::new(limits, cancel);
    match search.first(view) {
        Ok(Some(hint)) => return advice(MysteryVerdict::Guaranteed, hint),
        Ok(None) if !view.hides_anything() => return advice(MysteryVerdict::Lost, None),
        _ => {}
    }
    match shares(view, limits, cancel) {
        Some(Shares {
            best: Some((hint, share)),
            exact,
            examined,
        }) => advice(
            MysteryVerdict::Likely {
                share,
                exact,
                examined,
            },
            Some(hint),
        ),
        Some(Shares {
            best: None,
            exact: true,
            ..
        }) => advice(MysteryVerdict::Lost, None),
        _ => advice(MysteryVerdict::Unknown, None),
    }
}

/// Whether some strategy seeing only `view` wins for every arrangement:
/// `Some(first pour)` (`Some(None)` when the board is solved), `None` when
/// none does, and `Err` when the budget ran out.
pub fn guaranteed(
    view: &View,
    limits: &MysteryLimits,
    cancel: Option<&CancelToken>,
) -> Result<Option<Option<Pour>>, OutOfBudget> {
    Guarantee::new(limits, cancel).first(view)
}

/// A view up to the order of its tubes. What the player knows is per tube,
/// so views that differ only in the order of their tubes win or lose
/// together (two empty tubes are the same choice). Each tube is one word:
/// hidden count, visible count and visible colours (5 bits each, 8 at
/// most), so a key is one small allocation.
type Key = Vec<u64>;

fn key(view: &View) -> Key {
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

/// The key of the view after `pour` (legal, moving `amount` units, not
/// revealing), without making the view: most pours of the search lead
/// back to views it has seen.
fn key_after(view: &View, pour: Pour, amount: usize) -> Key {
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
struct KeyHasher(u64);

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

type KeyMap<V> = HashMap<Key, V, std::hash::BuildHasherDefault<KeyHasher>>;
type KeySet = HashSet<Key, std::hash::BuildHasherDefault<KeyHasher>>;

/// The AND-OR search of "guaranteed".
struct Guarantee<'a> {
    limits: &'a MysteryLimits,
    cancel: Option<&'a CancelToken>,
    /// Views decided, up to tube order: whether they win.
    memo: KeyMap<bool>,
    /// Views a refutation has drawn an arrangement of.
    drawn: KeySet,
    positions: u64,
    /// Draws the arrangement a refutation tries (seeded from the limits:
    /// the search is a function of the view).
    rng: rand_chacha::ChaCha8Rng,
}

impl<'a> Guarantee<'a> {
    fn new(limits: &'a MysteryLimits, cancel: Option<&'a CancelToken>) -> Self {
        Guarantee {
            limits,
            cancel,
            memo: KeyMap::default(),
            drawn: KeySet::default(),
            positions: 0,
            rng: rand_chacha::ChaCha8Rng::seed_from_u64(limits.seed),
        }
    }

    fn tick(&mut self) -> Result<(), OutOfBudget> {
        self.positions += 1;
        if self.positions > self.limits.max_positions
            || self.cancel.is_some_and(CancelToken::is_cancelled)
        {
            return Err(OutOfBudget);
        }
        Ok(())
    }

    /// Whether `view` wins, remembered up to tube order.
    fn win(&mut self, view: &View) -> Result<bool, OutOfBudget> {
        let key = key(view);
        if let Some(&known) = self.memo.get(&key) {
            return Ok(known);
        }
        // (Its refutation was tried by `all_win`, the only caller.)
        let result = self.first(view)?.is_some();
        self.memo.insert(key, result);
        Ok(result)
    }

    /// A winning strategy's first pour from `view` (`Some(None)` when it is
    /// solved), `None` when none wins.
    fn first(&mut self, view: &View) -> Result<Option<Option<Pour>>, OutOfBudget> {
        if let Some(board) = view.board() {
            return self.solve(&board);
        }
        // One arrangement: the player knows the board, and its solution
        // wins (its reveals can only show what the player expects).
        if view.count_arrangements() == Some(1) {
            let board = view.random_arrangement(&mut self.rng);
            return self.solve(&board);
        }
        self.win_hidden(view)
    }

    /// A proof that `view` does not win: an arrangement, drawn at random,
    /// that the exact solver proves unsolvable (no strategy wins it). Bad
    /// pours usually leave many such arrangements, so one draw cuts most of
    /// the search below them; `false` says nothing.
    fn refuted(&mut self, view: &View) -> Result<bool, OutOfBudget> {
        if !view.hides_anything() {
            return Ok(false);
        }
        // One draw: more cost more than they cut (measured on 8 and 12
        // colours).
        self.tick()?;
        let board = view.random_arrangement(&mut self.rng);
        Ok(
            match solve(&board, &self.limits.solve, self.cancel).outcome {
                Outcome::Unsolvable => true,
                Outcome::Cancelled => return Err(OutOfBudget),
                Outcome::Optimal(_) | Outcome::GaveUp { .. } => false,
            },
        )
    }

    /// A board the player knows: the exact solver decides.
    fn solve(&mut self, board: &Board) -> Result<Option<Option<Pour>>, OutOfBudget> {
        self.tick()?;
        match solve(board, &self.limits.solve, self.cancel).outcome {
            Outcome::Optimal(path) => Ok(Some(path.first().copied())),
            Outcome::Unsolvable => Ok(None),
            Outcome::GaveUp { .. } | Outcome::Cancelled => Err(OutOfBudget),
        }
    }

    /// Every position reachable without a reveal, each revealing pour
    /// tried: the first that wins whatever it reveals wins.
    fn win_hidden(&mut self, view: &View) -> Result<Option<Option<Pour>>, OutOfBudget> {
        let mut seen = KeySet::default();
        seen.insert(key(view));
        // Each position with the first pour that led to it from `view`.
        let mut queue: VecDeque<(View, Option<Pour>)> = VecDeque::from([(view.clone(), None)]);
        while let Some((here, first)) = queue.pop_front() {
            self.tick()?;
            for pour in here.legal_pours() {
                let amount = here.check_pour(pour).expect("a legal pour");
                let first = first.or(Some(pour));
                if here.reveals(pour, amount) {
                    if self.all_win(&here.outcomes(pour))? {
                        return Ok(Some(first));
                    }
                } else if seen.insert(key_after(&here, pour, amount)) {
                    let [next] = <[View; 1]>::try_from(here.outcomes(pour)).expect("one outcome");
                    debug_assert!(seen.contains(&key(&next)));
                    queue.push_back((next, first));
                }
            }
        }
        Ok(None)
    }

    /// Whether every outcome of a reveal wins: outcomes already known to
    /// lose, then quick refutations, before any full search.
    fn all_win(&mut self, outcomes: &[View]) -> Result<bool, OutOfBudget> {
        let keys: Vec<Key> = outcomes.iter().map(key).collect();
        if keys.iter().any(|k| self.memo.get(k) == Some(&false)) {
            return Ok(false);
        }
        for (outcome, k) in outcomes.iter().zip(&keys) {
            // One draw per view: a view decided or drawn for before gains
            // nothing from another.
            if self.memo.contains_key(k) || !self.drawn.insert(k.clone()) {
                continue;
            }
            if self.refuted(outcome)? {
                self.memo.insert(k.clone(), false);
                return Ok(false);
            }
        }
        for outcome in outcomes {
            if !self.win(outcome)? {
                return Ok(false);
            }
        }
        Ok(true)
    }
}

/// What the exact solver says of the arrangements after each pour.
struct Shares {
    /// The pour keeping the largest share solvable, and that share (`None`
    /// when no examined arrangement is solvable).
    best: Option<(Pour, f64)>,
    /// Every arrangement was examined and every solve ended in a proof.
    exact: bool,
    /// Arrangements examined.
    examined: usize,
}

/// The shares of solvable arrangements after each legal pour; `None` when
/// cancelled.
fn shares(view: &View, limits: &MysteryLimits, cancel: Option<&CancelToken>) -> Option<Shares> {
    let (boards, mut exact) = match view.arrangements(limits.max_arrangements) {
        Some(all) => (all, true),
        None => {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(limits.seed);
            let sample = (0..limits.samples)
                .map(|_| view.random_arrangement(&mut rng))
                .collect();
            (sample, false)
        }
    };
    let pours: Vec<Pour> = view.legal_pours().collect();
    let mut solvable = vec![0usize; pours.len()];
    for board in &boards {
        if cancel.is_some_and(CancelToken::is_cancelled) {
            return None;
        }
        match solve(board, &limits.solve, cancel).outcome {
            Outcome::Unsolvable => continue,
            Outcome::Optimal(_) => {}
            Outcome::GaveUp { .. } | Outcome::Cancelled => {
                exact = false;
                continue;
            }
        }
        for (k, &pour) in pours.iter().enumerate() {
            let mut after = board.clone();
            after
                .pour(pour)
                .expect("legal on the view, legal on the board");
            match solve(&after, &limits.solve, cancel).outcome {
                Outcome::Optimal(_) => solvable[k] += 1,
                Outcome::Unsolvable => {}
                Outcome::GaveUp { .. } | Outcome::Cancelled => exact = false,
            }
        }
    }
    let best = (0..pours.len())
        .filter(|&k| solvable[k] > 0)
        // The first of the best: a fixed choice.
        .max_by_key(|&k| (solvable[k], std::cmp::Reverse(k)))
        .map(|k| (pours[k], solvable[k] as f64 / boards.len() as f64));
    Some(Shares {
        best,
        exact,
        examined: boards.len(),
    })
}

#[cfg(test)]
#[path = "mystery_tests.rs"]
pub(super) mod tests;
