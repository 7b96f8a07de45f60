//! The AND-OR search that proves a view guaranteed: a strategy seeing only
//! what the player sees that wins for every arrangement.

use rand::SeedableRng;

use super::{MysteryLimits, NoMove, OutOfBudget, Step, step};
use crate::board::{Board, Pour};
use crate::knowledge::View;
use crate::solver::strategy::{Key, KeySet, Proofs, key, key_after};
use crate::solver::{CancelToken, Outcome, proven_unsolvable, solve};

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
pub(super) struct Search<'a> {
    limits: &'a MysteryLimits,
    cancel: Option<&'a CancelToken>,
    /// Proven before this search.
    known: &'a Proofs,
    /// Proven by this search: every view decided, and for each that wins,
    /// the strategy's pour.
    pub(super) learned: Proofs,
    /// Views a refutation has drawn an arrangement of.
    drawn: KeySet,
    positions: u64,
    /// The keys of the top search's `avoid` it met (see
    /// [`super::Advice::barred`]).
    pub(super) barred: Vec<Key>,
    /// Pours of the exact solver's last solution of a known board: none
    /// shorter exists from there.
    shortest: Option<usize>,
    /// Draws the arrangement a refutation tries (seeded from the limits:
    /// the search is a function of the view).
    rng: rand_chacha::ChaCha8Rng,
}

impl<'a> Search<'a> {
    pub(super) fn new(
        limits: &'a MysteryLimits,
        known: &'a Proofs,
        cancel: Option<&'a CancelToken>,
    ) -> Self {
        Search {
            limits,
            cancel,
            known,
            learned: Proofs::new(),
            drawn: KeySet::default(),
            positions: 0,
            barred: Vec::new(),
            shortest: None,
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
    pub(super) fn first(
        &mut self,
        view: &View,
        avoid: &KeySet,
    ) -> Result<Option<Option<Pour>>, OutOfBudget> {
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
                self.shortest = Some(path.len());
                Ok(Some(path.first().copied()))
            }
            Outcome::Unsolvable => Ok(None),
            Outcome::GaveUp { .. } | Outcome::Cancelled => Err(OutOfBudget),
        }
    }

    /// With one arrangement of `view` left (the board known) and the
    /// first pour of its solution barred: a shortest solution among those
    /// whose first pour leads on (see [`step`]), each such pour
    /// followed by the exact solver; its first pour, its route recorded in
    /// `learned`. When some solve gives up, the shortest of those that
    /// ended (`Undecided` when none did and none won).
    pub(super) fn onward(&mut self, view: &View, avoid: &KeySet) -> Result<Pour, NoMove> {
        let [board] = <[Board; 1]>::try_from(view.arrangements(1).unwrap_or_default())
            .expect("one arrangement");
        let here = key(view);
        let mut best: Option<(Pour, Vec<Pour>)> = None;
        let mut gave_up = false;
        for pour in view.legal_pours() {
            match step(view, &here, pour, avoid) {
                Step::On => {}
                Step::Reorders => continue,
                Step::Barred(key) => {
                    self.barred.push(key);
                    continue;
                }
            }
            let mut after = board.clone();
            after
                .pour(pour)
                .expect("legal on the view, legal on the board");
            match solve(&after, &self.limits.solve, self.cancel).outcome {
                Outcome::Optimal(rest) => {
                    if best
                        .as_ref()
                        .is_none_or(|(_, known)| rest.len() < known.len())
                    {
                        // As short as the solution that goes back: none is
                        // shorter.
                        let shortest = Some(rest.len() + 1) == self.shortest;
                        best = Some((pour, rest));
                        if shortest {
                            break;
                        }
                    }
                }
                Outcome::Unsolvable => {}
                Outcome::GaveUp { .. } | Outcome::Cancelled => gave_up = true,
            }
        }
        let Some((pour, rest)) = best else {
            return Err(if gave_up {
                NoMove::Undecided
            } else {
                NoMove::OnlyBack
            });
        };
        let route: Vec<Pour> = std::iter::once(pour).chain(rest).collect();
        self.learned.record_solution(&board, &view.hidden(), &route);
        Ok(pour)
    }

    /// Every position reachable without a reveal (none of `avoid`), each
    /// revealing pour tried: the first that wins whatever it reveals wins,
    /// and the pours that lead to it from `view` are recorded.
    fn win_hidden(
        &mut self,
        view: &View,
        avoid: &KeySet,
    ) -> Result<Option<Option<Pour>>, OutOfBudget> {
        let mut seen = KeySet::default();
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
                } else {
                    let next = key_after(here, pour, amount);
                    if !avoid.is_empty() && avoid.contains(&next) {
                        self.barred.push(next);
                    } else if seen.insert(next) {
                        let [next] =
                            <[View; 1]>::try_from(here.outcomes(pour)).expect("one outcome");
                        next_met.push((next, Some((at, pour))));
                    }
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
