//! Par on a mystery level: the most pours that following the hints takes
//! to win, over every arrangement of what is hidden.
//!
//! A par must not reward luck nor use a hidden colour. The hints of a
//! guaranteed start follow the strategy its proof found ([`Proofs`]), a
//! function of the view alone, so "play the hint until the win" is one
//! strategy that sees only what the player sees; its worst case over the
//! arrangements is a bar that careful play can always meet, whatever the
//! deal hides. The proof already visited every view the strategy can lead
//! to, so the walk is a walk of the proof: the strategy's pour, then every
//! view a reveal can lead to (the worst of them counts). On a view hiding
//! nothing the strategy is a shortest solution, and an ordinary level's
//! par is its optimum, as before.
//!
//! A start whose guarantee is refuted has no par ([`Par::NotGuaranteed`]);
//! one whose proof ran out of budget has an unknown par ([`Par::Unknown`]),
//! never "not guaranteed".

use crate::knowledge::View;
use crate::level::Level;
use crate::play::{Move, Play};
use crate::rating::Par;
use crate::solver::strategy::{KeyMap, Proofs, key};
use crate::solver::view_advice::{Guarantee, MysteryLimits, prove};
use crate::solver::{CancelToken, Limits, solve};
use crate::verdict::Verdict;

use super::Help;

impl Help {
    /// Whether the hints of the run in `play` from the level's start are
    /// the strategy its par walks: the help's first proof was of the start
    /// as the player first saw it, worked out fresh with the search
    /// [`level_par`] runs, within as many positions or fewer (the same
    /// search, so the same strategy), and the
    /// run began there (no restart, after which the start is seen with more
    /// revealed and the hints come from other proofs). Only then do "the
    /// hints win within par" hold of the hints this game gives.
    pub fn hints_walk_par(&self, play: &Play) -> bool {
        // A budget of positions only stops the search: a proof found within
        // a smaller one is the proof the par's budget finds.
        let par_limits = MysteryLimits::default();
        self.mystery_limits.seed == par_limits.seed
            && self.mystery_limits.solve == par_limits.solve
            && self.mystery_limits.max_positions <= par_limits.max_positions
            && self.start.is_some()
            && self.fresh_proof == self.start
            && !play.log().contains(&Move::Restart)
    }
}

/// The par of `level`: its optimum when nothing is hidden, else the worst
/// case of its hints from the start (see the module's documentation).
/// `None` when cancelled.
pub fn level_par(
    level: &Level,
    exact: &Limits,
    limits: &MysteryLimits,
    cancel: Option<&CancelToken>,
) -> Option<Par> {
    let view = Play::of_level(level).help_view();
    if !view.hides_anything() {
        return Verdict::from_outcome(solve(&level.board(), exact, cancel).outcome)
            .map(|v| Par::from(&v));
    }
    let (proof, proofs) = prove(&view, limits, &Proofs::new(), cancel);
    if cancel.is_some_and(CancelToken::is_cancelled) {
        return None;
    }
    let guarantee = match proof {
        Ok(Some(_)) => Guarantee::Proven,
        Ok(None) => Guarantee::Refuted,
        Err(_) => Guarantee::OutOfBudget,
    };
    Some(par_of_proof(&view, guarantee, &proofs))
}

/// The par a start's guarantee search gives (`proofs`: what it proved):
/// the strategy's worst case when a certain win is proven, none when
/// refuted, unknown when the search ran out.
pub fn par_of_proof(view: &View, guarantee: Guarantee, proofs: &Proofs) -> Par {
    match guarantee {
        Guarantee::Proven => match strategy_worst_case(view, proofs) {
            Some(moves) => Par::Moves(u32::try_from(moves).unwrap_or(u32::MAX)),
            None => Par::Unknown,
        },
        Guarantee::Refuted => Par::NotGuaranteed,
        Guarantee::OutOfBudget => Par::Unknown,
    }
}

/// The most pours the strategy of `proofs` takes from `view` to the win,
/// over every arrangement; `None` when some view it leads to has no
/// strategy in `proofs` (it was not proven from `view`).
pub fn strategy_worst_case(view: &View, proofs: &Proofs) -> Option<usize> {
    Walk {
        proofs,
        memo: KeyMap::default(),
    }
    .worst(view)
}

struct Walk<'a> {
    proofs: &'a Proofs,
    /// The worst case from each view walked, up to tube order.
    memo: KeyMap<Option<usize>>,
}

impl Walk<'_> {
    fn worst(&mut self, view: &View) -> Option<usize> {
        let k = key(view);
        if let Some(&known) = self.memo.get(&k) {
            return known;
        }
        let worst = match view.board() {
            Some(board) if board.is_solved() => Some(0),
            _ => self.proofs.strategy(view).and_then(|pour| {
                view.outcomes(pour)
                    .iter()
                    .map(|next| self.worst(next).map(|n| n + 1))
                    .try_fold(0, |most, n| n.map(|n| most.max(n)))
            }),
        };
        self.memo.insert(k, worst);
        worst
    }
}
