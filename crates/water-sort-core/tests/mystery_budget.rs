//! A hint within a small budget is still true: along the shortest solutions
//! of the Mystery pack's levels, with budgets from a handful of positions to
//! the hint's own, each advice either is a certain win, whose hint keeps
//! every arrangement of the view solvable and whose proof is a strategy
//! that wins whatever each reveal shows, or says it is not one: never
//! "guaranteed" without the proof, a share called exact only when it is the
//! count of every arrangement, an estimate labelled as a sample.

use water_sort_core::knowledge::View;
use water_sort_core::level::parse_pack;
use water_sort_core::play::{Action, Play};
use water_sort_core::solver::strategy::{Key, KeySet, Proofs, key};
use water_sort_core::solver::view_advice::{Guarantee, MysteryLimits, MysteryVerdict, advise_with};
use water_sort_core::solver::{Limits, Outcome, solvable, solve};
use water_sort_core::{Board, Pour};

const PACK: &str = include_str!("../../../levels/5-mystery.ron");

/// Views with more arrangements than this are left out (each is solved).
const MOST_ARRANGEMENTS: usize = 400;

/// Whether `board` can be won, knowing it: a proof either way.
fn wins(board: &Board) -> bool {
    solvable(board, &Limits::default(), None).expect("a proof within the default budget")
}

/// The positions `pour` can lead to from `view`, up to tube order (two
/// pours between tubes of the same contents are the same move).
fn after_keys(view: &View, pour: Pour) -> Vec<Key> {
    let mut keys: Vec<Key> = view.outcomes(pour).iter().map(key).collect();
    keys.sort();
    keys
}

/// Whether following the strategy of `proofs` from `view` wins whatever
/// each reveal shows: every outcome of its pour (each colour a reveal can
/// show) is won or followed on, within `pours` more pours.
fn strategy_wins(view: &View, proofs: &Proofs, pours: usize) -> bool {
    if view.board().is_some_and(|b| b.is_solved()) {
        return true;
    }
    let Some(pour) = proofs.strategy(view) else {
        return false;
    };
    pours > 0
        && view
            .outcomes(pour)
            .iter()
            .all(|next| strategy_wins(next, proofs, pours - 1))
}

#[test]
fn a_budget_limited_hint_is_a_safe_move_or_labelled_an_estimate() {
    let pack = parse_pack(PACK, "5-mystery.ron").expect("the shipped pack reads");
    let budgets = [1, 20, 200, MysteryLimits::for_hints().max_positions];
    let (mut certain, mut labelled, mut exact_shares) = (0, 0, 0);
    for level in pack.levels.iter().filter(|l| l.colour_count() <= 8) {
        let Outcome::Optimal(path) = solve(&level.board(), &Limits::default(), None).outcome else {
            panic!("{} is solvable", level.name);
        };
        let mut play = Play::of_level(level);
        for (k, &pour) in path.iter().enumerate() {
            let view = play.help_view();
            let arrangements = view.arrangements(MOST_ARRANGEMENTS);
            play.act(Action::Pour(pour));
            let Some(arrangements) = arrangements.filter(|_| view.hides_anything()) else {
                continue;
            };
            for &max_positions in &budgets {
                let limits = MysteryLimits {
                    max_positions,
                    ..MysteryLimits::for_hints()
                };
                let (advice, proofs) =
                    advise_with(&view, &limits, &Proofs::new(), &KeySet::default(), None);
                let at = format!("{} after {k}, budget {max_positions}", level.name);
                let Some(hint) = advice.hint else {
                    continue;
                };
                let after = arrangements.iter().filter(|board| {
                    let mut board = (*board).clone();
                    board
                        .pour(hint)
                        .expect("the hint is legal on every arrangement");
                    wins(&board)
                });
                match advice.verdict {
                    MysteryVerdict::Guaranteed => {
                        assert_eq!(advice.guarantee, Guarantee::Proven, "{at}");
                        assert_eq!(
                            after.count(),
                            arrangements.len(),
                            "{at}: {hint} is not safe"
                        );
                        let proven = proofs
                            .strategy(&view)
                            .unwrap_or_else(|| panic!("{at}: a proof"));
                        assert_eq!(after_keys(&view, proven), after_keys(&view, hint), "{at}");
                        assert!(strategy_wins(&view, &proofs, 200), "{at}: no strategy");
                        certain += 1;
                    }
                    MysteryVerdict::Likely {
                        share,
                        exact,
                        sampled,
                        ..
                    } => {
                        assert_ne!(advice.guarantee, Guarantee::Proven, "{at}");
                        assert!(!(exact && sampled), "{at}: a sample is never exact");
                        if exact {
                            let won = after.count() as f64 / arrangements.len() as f64;
                            assert!((share - won).abs() < 1e-9, "{at}: {share} said, {won} true");
                            exact_shares += 1;
                        }
                        labelled += 1;
                    }
                    ref other => panic!("{at}: a hint with {other:?}"),
                }
            }
        }
    }
    // The walk met both kinds, and budgets small enough to run out.
    assert!(certain > 50, "{certain} certain wins checked");
    assert!(labelled > 20, "{labelled} labelled answers checked");
    assert!(exact_shares > 0, "{exact_shares} exact shares checked");
}
