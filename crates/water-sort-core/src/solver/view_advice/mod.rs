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
//!   again, so hints can be followed to the win. With one arrangement left
//!   the strategy is a shortest solution of that board: one among those
//!   whose first pour is not barred.
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

mod guarantee_search;
mod shares;

use super::strategy::{Key, KeySet, Proofs, key, key_after};
use super::{CancelToken, Limits};
use crate::board::Pour;
use crate::knowledge::View;
use guarantee_search::Search;
pub use guarantee_search::{guaranteed, prove};
use shares::{Shares, shares};

/// What honest help says of a mystery position.
#[derive(Clone, Debug, PartialEq)]
pub enum MysteryVerdict {
    /// The board is solved.
    Solved,
    /// A strategy seeing only the view wins for every arrangement.
    Guaranteed,
    /// No such strategy is proven (see [`Advice::guarantee`] for whether
    /// one was refuted or the search ran out); after the hint (from the
    /// view itself when there is none), a win is still possible in `share`
    /// (0 to 1) of the arrangements.
    Likely {
        /// Share of the arrangements still solvable after the hint (from
        /// the view when there is no hint).
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

/// Why advice that leaves a win open ([`MysteryVerdict::Guaranteed`] or
/// [`MysteryVerdict::Likely`]) has no hint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoMove {
    /// Every pour that could still win leads to a position the caller
    /// asked to avoid (or only reorders the tubes).
    OnlyBack,
    /// No pour allowed is known to keep a win possible, and the budget ran
    /// out on some solve: which one would is not known.
    Undecided,
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
    /// Why there is no hint, when the verdict leaves a win open.
    pub no_move: Option<NoMove>,
    /// The keys of the caller's `avoid` that this advice left out: the
    /// positions its searches met there (sorted). Barring more only takes
    /// away, so where a game's positions include all of these a missing
    /// hint is still missing and the hint chosen is still the best allowed;
    /// where one is missing, the advice may not hold.
    pub barred: Vec<Key>,
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

impl MysteryLimits {
    /// The budgets of a hint (the game's help and `water-sort hint`):
    /// a twentieth of the default's positions and 30 samples, so that no
    /// hint on a shipped mystery level takes over 250 ms, in the game or as
    /// a `water-sort hint` process of its own, even on a loaded two-core
    /// machine (release build, see `cargo bench -p water-sort-core --bench
    /// mystery`: the search's time grows with its positions, about 7 µs
    /// each on the 12-colour levels, and the budget counts positions, not
    /// time, so a hint is the same on every machine). Where the search
    /// for a certain win runs out first, the advice says so
    /// ([`Guarantee::OutOfBudget`], "maybe certain") and its share is an
    /// estimate from the sample ("about"): never a certainty. Proofs of a
    /// level's start and par keep [`MysteryLimits::default`].
    pub fn for_hints() -> Self {
        MysteryLimits {
            max_positions: 10_000,
            samples: 30,
            ..MysteryLimits::default()
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
    let mut barred = Vec::new();
    let (mut advice, learned) = advise_barring(view, limits, known, avoid, cancel, &mut barred);
    barred.sort_unstable();
    barred.dedup();
    advice.barred = barred;
    (advice, learned)
}

/// [`advise_with`], pushing onto `barred` every key of `avoid` it leaves
/// out.
fn advise_barring(
    view: &View,
    limits: &MysteryLimits,
    known: &Proofs,
    avoid: &KeySet,
    cancel: Option<&CancelToken>,
    barred: &mut Vec<Key>,
) -> (Advice, Proofs) {
    let arrangements = view.count_arrangements();
    let advice = |verdict, guarantee, hint: Option<Pour>| Advice {
        verdict,
        guarantee,
        hint,
        no_move: None,
        barred: Vec::new(),
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
    let mut leads_on = |pour: Pour| match step(view, &here, pour, avoid) {
        Step::Barred(key) => {
            barred.push(key);
            false
        }
        // (A strategy's pour never only reorders the tubes.)
        Step::On | Step::Reorders => true,
    };
    let mut search = Search::new(limits, known, cancel);
    let proven = if known.loses_at(&here) {
        Proven::Refuted
    } else if let Some(pour) = known.strategy_at(&here, view)
        && leads_on(pour)
    {
        Proven::Wins(Ok(pour))
    } else {
        match search.first(view, avoid) {
            Ok(Some(Some(first))) if leads_on(first) => Proven::Wins(Ok(first)),
            // Only a known board's solution can go back (the search of a
            // view hiding more never walks into a position of `avoid`):
            // another way on, a shortest of those that do not.
            Ok(Some(Some(_))) if view.count_arrangements() == Some(1) => {
                Proven::Wins(search.onward(view, avoid))
            }
            Ok(Some(_)) => Proven::Wins(Err(NoMove::OnlyBack)),
            Ok(None) if avoid.is_empty() => Proven::Refuted,
            // Barring the game's positions refuted nothing: is the view won
            // at all? (Then only through a position the game has had.)
            Ok(None) if known.wins_at(&here) => Proven::Wins(Err(NoMove::OnlyBack)),
            Ok(None) => match search.first(view, &KeySet::default()) {
                Ok(Some(_)) => Proven::Wins(Err(NoMove::OnlyBack)),
                Ok(None) => Proven::Refuted,
                Err(OutOfBudget) => Proven::OutOfBudget,
            },
            Err(OutOfBudget) => Proven::OutOfBudget,
        }
    };
    barred.append(&mut search.barred);
    let learned = search.learned;
    let guarantee = match proven {
        Proven::Wins(hint) => {
            let mut guaranteed = advice(MysteryVerdict::Guaranteed, Guarantee::Proven, hint.ok());
            guaranteed.no_move = hint.err();
            return (guaranteed, learned);
        }
        Proven::Refuted => Guarantee::Refuted,
        Proven::OutOfBudget => Guarantee::OutOfBudget,
    };
    if guarantee == Guarantee::Refuted && !view.hides_anything() {
        return (advice(MysteryVerdict::Lost, guarantee, None), learned);
    }
    let shares = shares(view, limits, avoid, cancel);
    if let Some(Shares { barred: met, .. }) = &shares {
        barred.extend(met.iter().cloned());
    }
    let verdict = match shares {
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
        // Arrangements can be won, but no pour allowed is known to keep one
        // winnable: those that could are barred, or a solve gave up.
        Some(Shares {
            solvable_now,
            exact,
            sampled,
            examined,
            gave_up,
            ..
        }) if solvable_now > 0 => {
            let likely = MysteryVerdict::Likely {
                share: solvable_now as f64 / examined as f64,
                exact,
                sampled,
                examined,
            };
            let mut advice = advice(likely, guarantee, None);
            advice.no_move = Some(if gave_up {
                NoMove::Undecided
            } else {
                NoMove::OnlyBack
            });
            return (advice, learned);
        }
        _ => MysteryVerdict::Unknown,
    };
    let guarantee = if verdict == MysteryVerdict::Lost {
        Guarantee::Refuted
    } else {
        guarantee
    };
    (advice(verdict, guarantee, None), learned)
}

/// Where a legal pour leads from a view.
pub(super) enum Step {
    /// On: it reveals something, or leads to a new position.
    On,
    /// To this position up to tube order (it only swaps two tubes'
    /// contents).
    Reorders,
    /// To a position to avoid, of this key.
    Barred(Key),
}

/// Where `pour` (legal) leads from `view`, of key `here`, with `avoid`
/// barred.
pub(super) fn step(view: &View, here: &Key, pour: Pour, avoid: &KeySet) -> Step {
    let amount = view.check_pour(pour).expect("legal");
    if view.reveals(pour, amount) {
        return Step::On;
    }
    let next = key_after(view, pour, amount);
    if next == *here {
        Step::Reorders
    } else if avoid.contains(&next) {
        Step::Barred(next)
    } else {
        Step::On
    }
}

/// What the guaranteed search found.
enum Proven {
    /// A strategy wins; its pour, or why there is none to give.
    Wins(Result<Pour, NoMove>),
    Refuted,
    OutOfBudget,
}

#[cfg(test)]
mod tests;
