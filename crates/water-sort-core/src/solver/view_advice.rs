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

use rand::SeedableRng;

use super::strategy::{Key, KeySet, Proofs, key, key_after};
use super::{CancelToken, Limits, Outcome, proven_unsolvable, solvable, solve};
use crate::board::{Board, Pour};
use crate::knowledge::View;

/// What honest help says of a mystery position.
#[derive(Clone, Debug, PartialEq)]
pub enum MysteryVerdict {
    /// The board is solved.
    Solved,
    /// A strategy seeing only the view wins for every arrangement.
    Guaranteed,
    /// No such strategy is proven (see [`Advice::guarantee`] for whether
    /// one was refuted or the search ran out); after the hint, a win is
    /// still possible in `share` (0 to 1) of the arrangements.
    Likely {
        /// Share of the arrangements still solvable after the hint.
        share: f64,
        /// Every arrangement was examined and each solve ended in a proof.
        exact: bool,
        /// A random sample of the arrangements was examined (so `share` is
        /// an estimate); when false and not `exact`, every arrangement was
        /// examined but some solve gave up, and `share` is a lower bound.
        sampled: bool,
        /// How many arrangements were examined.
        examined: usize,
    },
    /// No arrangement can be solved from here, even knowing everything.
    Lost,
    /// A budget ran out before anything could be said.
    Unknown,
}

/// Whether a strategy that wins for every arrangement exists: a fact kept
/// apart from the share, since a search that ran out proves nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Guarantee {
    /// Proven: a strategy wins whatever is hidden (or the board is solved).
    Proven,
    /// Refuted: no strategy wins every arrangement (some arrangement cannot
    /// be solved even knowing everything, or every strategy was tried).
    Refuted,
    /// The search ran out of budget: neither is known.
    OutOfBudget,
}

/// The advice for one position: its verdict and the move to make.
#[derive(Clone, Debug, PartialEq)]
pub struct Advice {
    /// What can be said of the position.
    pub verdict: MysteryVerdict,
    /// Whether a guaranteed strategy is proven, refuted or out of budget.
    pub guarantee: Guarantee,
    /// The move to make: a guaranteed strategy's pour, or the pour that
    /// keeps a win possible in the most arrangements. Never a pour to a
    /// position the caller asked to avoid, nor one that only reorders the
    /// tubes.
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

/// The advice for `view`, within `limits`, from scratch (no proof kept).
pub fn advise(view: &View, limits: &MysteryLimits, cancel: Option<&CancelToken>) -> Advice {
    advise_with(view, limits, &Proofs::new(), &KeySet::default(), cancel).0
}

/// The advice for `view` using what `known` has proven already, with the
/// proofs this search adds (to be merged into `known` by the caller). A
/// view with a proven strategy is answered from it without searching, so a
/// strategy followed stays proven whatever the budget. No hint leads to a
/// view whose key is in `avoid` (positions the game has had) or to one
/// equal to this view up to tube order.
pub fn advise_with(
    view: &View,
    limits: &MysteryLimits,
    known: &Proofs,
    avoid: &KeySet,
    cancel: Option<&CancelToken>,
) -> (Advice, Proofs) {
    let arrangements = view.count_arrangements();
    let advice = |verdict, guarantee, hint| Advice {
        verdict,
        guarantee,
        hint,
        arrangements,
    };
    if let Some(board) = view.board()
        && board.is_solved()
    {
        return (
            advice(MysteryVerdict::Solved, Guarantee::Proven, None),
            Proofs::new(),
        );
    }
    let here = key(view);
    let leads_on = |pour: Pour| {
        let amount = view.check_pour(pour).expect("a stored pour is legal");
        view.reveals(pour, amount) || !avoid.contains(&key_after(view, pour, amount))
    };
    let mut search = Search::new(limits, known, cancel);
    let proven = if known.loses_at(&here) {
        Proven::Refuted
    } else if let Some(pour) = known.strategy_at(&here, view)
        && leads_on(pour)
    {
        Proven::Wins(Some(pour))
    } else {
        match search.first(view, avoid) {
            // (A view with one arrangement is played by its solution, which
            // the bar on the game's positions does not steer.)
            Ok(Some(first)) => Proven::Wins(first.filter(|&p| leads_on(p))),
            Ok(None) if avoid.is_empty() => Proven::Refuted,
            // Barring the game's positions refuted nothing: is the view won
            // at all? (Then only through a position the game has had.)
            Ok(None) if known.wins_at(&here) => Proven::Wins(None),
            Ok(None) => match search.first(view, &KeySet::default()) {
                Ok(Some(_)) => Proven::Wins(None),
                Ok(None) => Proven::Refuted,
                Err(OutOfBudget) => Proven::OutOfBudget,
            },
            Err(OutOfBudget) => Proven::OutOfBudget,
        }
    };
    let learned = search.learned;
    let guarantee = match proven {
        Proven::Wins(hint) => {
            return (
                advice(MysteryVerdict::Guaranteed, Guarantee::Proven, hint),
                learned,
            );
        }
        Proven::Refuted => Guarantee::Refuted,
        Proven::OutOfBudget => Guarantee::OutOfBudget,
    };
    if guarantee == Guarantee::Refuted && !view.hides_anything() {
        return (advice(MysteryVerdict::Lost, guarantee, None), learned);
    }
    let verdict = match shares(view, limits, avoid, cancel) {
        Some(Shares {
            best: Some((hint, share)),
            exact,
            sampled,
            examined,
            ..
        }) => {
            let likely = MysteryVerdict::Likely {
                share,
                exact,
                sampled,
                examined,
            };
            return (advice(likely, guarantee, Some(hint)), learned);
        }
        Some(Shares {
            best: None,
            exact: true,
            solvable_now: 0,
            ..
        }) => MysteryVerdict::Lost,
        // Arrangements can be won, but every pour that could is barred.
        Some(Shares {
            solvable_now,
            exact,
            sampled,
            examined,
            ..
        }) if solvable_now > 0 => MysteryVerdict::Likely {
            share: solvable_now as f64 / examined as f64,
            exact,
            sampled,
            examined,
        },
        _ => MysteryVerdict::Unknown,
    };
    let guarantee = if verdict == MysteryVerdict::Lost {
        Guarantee::Refuted
    } else {
        guarantee
    };
    (advice(verdict, guarantee, None), learned)
}

/// What the guaranteed search found.
enum Proven {
    /// A strategy wins; its pour (none when its only way on is barred).
    Wins(Option<Pour>),
    Refuted,
    OutOfBudget,
}

/// Whether some strategy seeing only `view` wins for every arrangement:
/// `Some(first pour)` (`Some(None)` when the board is solved), `None` when
/// none does, and `Err` when the budget ran out.
pub fn guaranteed(
    view: &View,
    limits: &MysteryLimits,
    cancel: Option<&CancelToken>,
) -> Result<Option<Option<Pour>>, OutOfBudget> {
    Search::new(limits, &Proofs::new(), cancel).first(view, &KeySet::default())
}

/// [`guaranteed`] with what `known` has proven, returning the proofs it
/// adds: the strategy found, for every view it can lead to.
pub fn prove(
    view: &View,
    limits: &MysteryLimits,
    known: &Proofs,
    cancel: Option<&CancelToken>,
) -> (Result<Option<Option<Pour>>, OutOfBudget>, Proofs) {
    let mut search = Search::new(limits, known, cancel);
    if let Some(pour) = known.strategy(view) {
        return (Ok(Some(Some(pour))), search.learned);
    }
    let result = search.first(view, &KeySet::default());
    (result, search.learned)
}

/// The AND-OR search of "guaranteed".
struct Search<'a> {
    limits: &'a MysteryLimits,
    cancel: Option<&'a CancelToken>,
    /// Proven before this search.
    known: &'a Proofs,
    /// Proven by this search: every view decided, and for each that wins,
    /// the strategy's pour.
    learned: Proofs,
    /// Views a refutation has drawn an arrangement of.
    drawn: KeySet,
    positions: u64,
    /// Draws the arrangement a refutation tries (seeded from the limits:
    /// the search is a function of the view).
    rng: rand_chacha::ChaCha8Rng,
}

impl<'a> Search<'a> {
    fn new(limits: &'a MysteryLimits, known: &'a Proofs, cancel: Option<&'a CancelToken>) -> Self {
        Search {
            limits,
            cancel,
            known,
            learned: Proofs::new(),
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

    /// What is proven of the view of `key`: whether it wins.
    fn decided(&self, key: &Key) -> Option<bool> {
        if self.known.wins_at(key) || self.learned.wins_at(key) {
            Some(true)
        } else if self.known.loses_at(key) || self.learned.loses_at(key) {
            Some(false)
        } else {
            None
        }
    }

    /// Whether `view` (of key `key`) wins, remembered up to tube order.
    fn win(&mut self, view: &View, key: &Key) -> Result<bool, OutOfBudget> {
        if let Some(known) = self.decided(key) {
            return Ok(known);
        }
        // (Its refutation was tried by `all_win`, the only caller.)
        let wins = self.first(view, &KeySet::default())?.is_some();
        if !wins {
            self.learned.record_loss(key.clone());
        }
        Ok(wins)
    }

    /// A winning strategy's first pour from `view` (`Some(None)` when it is
    /// solved), `None` when none wins without passing through a view of
    /// `avoid`. The strategy found is recorded in `learned`.
    fn first(&mut self, view: &View, avoid: &KeySet) -> Result<Option<Option<Pour>>, OutOfBudget> {
        if let Some(board) = view.board() {
            return self.solve(&board, view);
        }
        // One arrangement: the player knows the board, and its solution
        // wins (its reveals can only show what the player expects).
        if view.count_arrangements() == Some(1) {
            let board = view.random_arrangement(&mut self.rng);
            return self.solve(&board, view);
        }
        self.win_hidden(view, avoid)
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
        if self.cancel.is_some_and(CancelToken::is_cancelled) {
            return Err(OutOfBudget);
        }
        // (A* proves it with fewer instructions than the greedy search of
        // `solvable`; without the fallback search `solve` makes when its
        // budget runs out.)
        Ok(proven_unsolvable(&board, &self.limits.solve, self.cancel))
    }

    /// `board`, the one arrangement of `view`: the exact solver decides,
    /// and its solution is the strategy of every view along it.
    fn solve(&mut self, board: &Board, view: &View) -> Result<Option<Option<Pour>>, OutOfBudget> {
        self.tick()?;
        match solve(board, &self.limits.solve, self.cancel).outcome {
            Outcome::Optimal(path) => {
                self.learned.record_solution(board, &view.hidden(), &path);
                Ok(Some(path.first().copied()))
            }
            Outcome::Unsolvable => Ok(None),
            Outcome::GaveUp { .. } | Outcome::Cancelled => Err(OutOfBudget),
        }
    }

    /// Every position reachable without a reveal (none of `avoid`), each
    /// revealing pour tried: the first that wins whatever it reveals wins,
    /// and the pours that lead to it from `view` are recorded.
    fn win_hidden(
        &mut self,
        view: &View,
        avoid: &KeySet,
    ) -> Result<Option<Option<Pour>>, OutOfBudget> {
        let mut seen = avoid.clone();
        seen.insert(key(view));
        // The positions met, each with the one it was reached from and the
        // pour that did it.
        let mut met: Vec<(View, Option<(usize, Pour)>)> = vec![(view.clone(), None)];
        let mut next_met = Vec::new();
        let mut at = 0;
        while at < met.len() {
            self.tick()?;
            let here = &met[at].0;
            for (pour, amount) in here.pours_with_amounts() {
                if here.reveals(pour, amount) {
                    if self.all_win(&here.outcomes(pour))? {
                        self.record_path(&met, at, pour);
                        let mut first = (at, pour);
                        while let Some(back) = met[first.0].1 {
                            first = back;
                        }
                        return Ok(Some(Some(first.1)));
                    }
                } else if seen.insert(key_after(here, pour, amount)) {
                    let [next] = <[View; 1]>::try_from(here.outcomes(pour)).expect("one outcome");
                    next_met.push((next, Some((at, pour))));
                }
            }
            // (Breadth first: positions are taken in the order met.)
            met.append(&mut next_met);
            at += 1;
        }
        Ok(None)
    }

    /// Records the strategy found: `pour` from position `at` of `met`, and
    /// the pours leading to it from the start of the walk.
    fn record_path(&mut self, met: &[(View, Option<(usize, Pour)>)], at: usize, pour: Pour) {
        let (mut at, mut pour) = (at, pour);
        loop {
            let view = &met[at].0;
            self.learned.record_win(key(view), view, pour);
            match met[at].1 {
                Some((back, led)) => (at, pour) = (back, led),
                None => break,
            }
        }
    }

    /// Whether every outcome of a reveal wins: outcomes already known to
    /// lose, then quick refutations, before any full search.
    fn all_win(&mut self, outcomes: &[View]) -> Result<bool, OutOfBudget> {
        let keys: Vec<Key> = outcomes.iter().map(key).collect();
        if keys.iter().any(|k| self.decided(k) == Some(false)) {
            return Ok(false);
        }
        for (outcome, k) in outcomes.iter().zip(&keys) {
            // One draw per view: a view decided or drawn for before gains
            // nothing from another.
            if self.decided(k).is_some() || !self.drawn.insert(k.clone()) {
                continue;
            }
            if self.refuted(outcome)? {
                self.learned.record_loss(k.clone());
                return Ok(false);
            }
        }
        for (outcome, k) in outcomes.iter().zip(&keys) {
            if !self.win(outcome, k)? {
                return Ok(false);
            }
        }
        Ok(true)
    }
}

/// What the exact solver says of the arrangements after each pour.
struct Shares {
    /// The pour keeping the largest share solvable, and that share (`None`
    /// when no examined arrangement is solvable after any pour allowed).
    best: Option<(Pour, f64)>,
    /// Every arrangement was examined and every solve ended in a proof.
    exact: bool,
    /// The arrangements examined are a random sample.
    sampled: bool,
    /// Arrangements examined.
    examined: usize,
    /// Of them, how many can be solved from the view itself.
    solvable_now: usize,
}

/// The shares of solvable arrangements after each legal pour that makes
/// progress (see [`progresses`]); `None` when cancelled.
fn shares(
    view: &View,
    limits: &MysteryLimits,
    avoid: &KeySet,
    cancel: Option<&CancelToken>,
) -> Option<Shares> {
    let (boards, sampled) = match view.arrangements(limits.max_arrangements) {
        Some(all) => (all, false),
        None => {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(limits.seed);
            let sample = (0..limits.samples)
                .map(|_| view.random_arrangement(&mut rng))
                .collect();
            (sample, true)
        }
    };
    let mut exact = !sampled;
    let here = key(view);
    let pours: Vec<Pour> = view
        .legal_pours()
        .filter(|&p| progresses(view, &here, p, avoid))
        .collect();
    let mut winnable_after = vec![0usize; pours.len()];
    let mut solvable_now = 0;
    for board in &boards {
        if cancel.is_some_and(CancelToken::is_cancelled) {
            return None;
        }
        match solvable(board, &limits.solve, cancel) {
            Some(false) => continue,
            Some(true) => solvable_now += 1,
            None => {
                exact = false;
                continue;
            }
        }
        for (k, &pour) in pours.iter().enumerate() {
            let mut after = board.clone();
            after
                .pour(pour)
                .expect("legal on the view, legal on the board");
            match solvable(&after, &limits.solve, cancel) {
                Some(true) => winnable_after[k] += 1,
                Some(false) => {}
                None => exact = false,
            }
        }
    }
    let best = (0..pours.len())
        .filter(|&k| winnable_after[k] > 0)
        // Of the best, one that reveals, then one that pours onto liquid
        // (it joins units rather than moving them), then the first.
        .max_by_key(|&k| {
            let pour = pours[k];
            let amount = view.check_pour(pour).expect("legal");
            (
                winnable_after[k],
                view.reveals(pour, amount),
                !view.tubes()[pour.to].is_empty(),
                std::cmp::Reverse(k),
            )
        })
        .map(|k| (pours[k], winnable_after[k] as f64 / boards.len() as f64));
    Some(Shares {
        best,
        exact,
        sampled,
        examined: boards.len(),
        solvable_now,
    })
}

/// Whether `pour` (legal) makes progress: it reveals something, or leads
/// to a position that is neither this one up to tube order (a pour that
/// only swaps two tubes' contents) nor one of `avoid`.
fn progresses(view: &View, here: &Key, pour: Pour, avoid: &KeySet) -> bool {
    let amount = view.check_pour(pour).expect("legal");
    if view.reveals(pour, amount) {
        return true;
    }
    let next = key_after(view, pour, amount);
    next != *here && !avoid.contains(&next)
}

#[cfg(test)]
#[path = "view_advice_tests.rs"]
pub(super) mod tests;
