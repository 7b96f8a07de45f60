//! The shares behind a "likely" verdict: how many arrangements of a view
//! the exact solver can still win after each pour.

use rand::SeedableRng;

use super::{MysteryLimits, Step, step};
use crate::board::Pour;
use crate::knowledge::View;
use crate::solver::strategy::{Key, KeySet, key};
use crate::solver::{CancelToken, solvable};

/// What the exact solver says of the arrangements after each pour.
pub(super) struct Shares {
    /// The pour keeping the largest share solvable, and that share (`None`
    /// when no examined arrangement is solvable after any pour allowed).
    pub(super) best: Option<(Pour, f64)>,
    /// Every arrangement was examined and every solve ended in a proof.
    pub(super) exact: bool,
    /// The arrangements examined are a random sample.
    pub(super) sampled: bool,
    /// Arrangements examined.
    pub(super) examined: usize,
    /// Of them, how many can be solved from the view itself.
    pub(super) solvable_now: usize,
    /// Some solve gave up (from the view or after a pour allowed).
    pub(super) gave_up: bool,
    /// The keys of `avoid` the pours barred lead to.
    pub(super) barred: Vec<Key>,
}

/// The shares of solvable arrangements after each legal pour that makes
/// progress (see [`step`]); `None` when cancelled.
pub(super) fn shares(
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
    let mut gave_up = false;
    let here = key(view);
    let mut pours: Vec<Pour> = Vec::new();
    let mut barred = Vec::new();
    for pour in view.legal_pours() {
        match step(view, &here, pour, avoid) {
            Step::On => pours.push(pour),
            Step::Reorders => {}
            Step::Barred(key) => barred.push(key),
        }
    }
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
                gave_up = true;
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
                None => gave_up = true,
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
        exact: !sampled && !gave_up,
        sampled,
        examined: boards.len(),
        solvable_now,
        gave_up,
        barred,
    })
}
