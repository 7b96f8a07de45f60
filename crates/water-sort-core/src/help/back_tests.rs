//! Hints that would go back: another way on when there is one, said as it
//! is when there is none, and advice that avoided a game's positions used
//! again only where it still holds.

use super::*;
use crate::board::{Colour, Pour};
use crate::play::Action;
use crate::solver::{Limits, Outcome, solve};

fn board(cap: usize, tubes: &[&[Colour]]) -> Board {
    Board::new(cap, &tubes.iter().map(|t| t.to_vec()).collect::<Vec<_>>()).unwrap()
}

/// Whether `pour` leads from the position in play to one the game had
/// (seen with what is known now), or only reorders the tubes.
fn leads_back(play: &Play, pour: Pour) -> bool {
    let view = play.help_view();
    let amount = view.check_pour(pour).expect("legal");
    let next = key_after(&view, pour, amount);
    !view.reveals(pour, amount) && (next == key(&view) || Help::avoid(play).contains(&next))
}

/// The fewest pours that win the true board of `play` when `pour` comes
/// first (`None`: it cannot be won after it).
fn moves_with_first(play: &Play, pour: Pour) -> Option<usize> {
    let mut after = play.board().clone();
    after.pour(pour).unwrap();
    match solve(&after, &EXACT_LIMITS, None).outcome {
        Outcome::Optimal(path) => Some(path.len() + 1),
        Outcome::Unsolvable => None,
        other => panic!("{other:?}"),
    }
}

/// The first pour of the exact solver's shortest solution of the true
/// board of `play`.
fn solver_first(play: &Play) -> Pour {
    match solve(play.board(), &EXACT_LIMITS, None).outcome {
        Outcome::Optimal(path) => path[0],
        other => panic!("{other:?}"),
    }
}

/// Capacity 4: `[0 1 2 2] [1 1 3] [2 2 3 3] [1 0 3] [0 0]` (tubes top
/// last). Pouring 3 into 4 (one 3: tube 4 fills) and back is where the
/// solver's shortest solution starts; 4 into 2 starts another as short.
fn back_and_forth() -> Board {
    board(
        4,
        &[
            &[0, 1, 2, 2],
            &[1, 1, 3],
            &[2, 2, 3, 3],
            &[1, 0, 3],
            &[0, 0],
        ],
    )
}

/// Capacity 4: `[1 1 0 0] [2 2 0] [3 3 0] [1 1 2 2] [3 3]`. Tubes 1 to 3
/// are topped by 0 with one free place between them, so each of the three
/// ways to lay the four 0s (X, the start; Z, after 1 into 2; V, after 2
/// into 3 or straight from X by 1 into 3) is one pour from the others. At
/// V only the pours to X and to Z can still win.
fn triangle() -> Board {
    board(
        4,
        &[
            &[1, 1, 0, 0],
            &[2, 2, 0],
            &[3, 3, 0],
            &[1, 1, 2, 2],
            &[3, 3],
        ],
    )
}

const X_TO_Z: Pour = Pour { from: 0, to: 1 };
const Z_TO_V: Pour = Pour { from: 1, to: 2 };
const X_TO_V: Pour = Pour { from: 0, to: 2 };
const V_TO_Z: Pour = Pour { from: 2, to: 1 };

#[test]
fn a_likely_view_whose_pours_ran_out_of_budget_does_not_say_they_go_back() {
    // Tubes 1 and 2 hide their two bottom units: six arrangements. From V
    // the pours to X and Z, positions of the game, are barred.
    let mut play = Play::with_hidden(triangle(), &[2, 2, 0, 0, 0]);
    play.act(Action::Pour(X_TO_Z));
    play.act(Action::Pour(Z_TO_V));
    let limits = |max_nodes| MysteryLimits {
        max_positions: 0,
        solve: Limits {
            max_nodes,
            max_memory: 64 << 20,
        },
        ..MysteryLimits::default()
    };
    // With 12 nodes a solve some pour needs gives up: no pour is known to
    // keep a win possible, and none is known to lose.
    let mut help = Help::new(EXACT_LIMITS, limits(12));
    help.work_out(&play);
    let report = help.report(&play);
    assert!(
        matches!(report.standing, Standing::Possible { exact: false, .. }),
        "{report:?}"
    );
    assert_eq!(report.hint, None);
    assert_ne!(report.no_hint, Some(NoHint::OnlyBack));
    assert_eq!(report.no_hint, Some(NoHint::Undecided));
    assert_eq!(report.stop(), Some(Stop::Undecided));
    // With 20, every pour not barred is proven to lose in every
    // arrangement: the ways on do go back.
    let mut help = Help::new(EXACT_LIMITS, limits(20));
    help.work_out(&play);
    let report = help.report(&play);
    assert!(
        matches!(report.standing, Standing::Possible { exact: true, .. }),
        "{report:?}"
    );
    assert_eq!(
        (report.hint, report.no_hint),
        (None, Some(NoHint::OnlyBack))
    );
}

#[test]
fn with_one_arrangement_left_the_hint_takes_a_shortest_way_that_does_not_go_back() {
    // Tube 1 hides its bottom unit: a 0, the only one not seen.
    let mut play = Play::with_hidden(back_and_forth(), &[1, 0, 0, 0, 0]);
    assert_eq!(play.help_view().count_arrangements(), Some(1));
    play.act(Action::Pour(Pour::new(2, 3)));
    assert!(play.hides_anything());
    // The case in point: the solver's own shortest solution goes back.
    assert!(leads_back(&play, solver_first(&play)));
    let mut help = Help::default();
    help.work_out(&play);
    let report = help.report(&play);
    assert_eq!(report.standing, Standing::Certain);
    let hint = report.hint.expect("a way on that does not go back");
    assert!(!leads_back(&play, hint), "{hint}");
    // The shortest of the ways whose first pour does not go back.
    let best = play
        .board()
        .legal_pours()
        .filter(|&p| !leads_back(&play, p))
        .filter_map(|p| moves_with_first(&play, p))
        .min();
    assert_eq!(moves_with_first(&play, hint), best);
    assert!(report.winning_strategy);
}

#[test]
fn with_one_arrangement_left_and_every_way_on_going_back_the_help_says_so() {
    // Tube 1 hides its two bottom units: the two 1s not seen.
    let mut play = Play::with_hidden(triangle(), &[2, 0, 0, 0, 0]);
    assert_eq!(play.help_view().count_arrangements(), Some(1));
    play.act(Action::Pour(X_TO_Z));
    play.act(Action::Pour(Z_TO_V));
    // Every pour from V goes back (to X or Z) or cannot win.
    for pour in play.board().legal_pours() {
        assert!(leads_back(&play, pour) || moves_with_first(&play, pour).is_none());
    }
    let mut help = Help::default();
    help.work_out(&play);
    let report = help.report(&play);
    assert_eq!(report.standing, Standing::Certain);
    assert_eq!(
        (report.hint, report.no_hint),
        (None, Some(NoHint::OnlyBack))
    );
    assert_eq!(report.stop(), Some(Stop::OnlyBack));
}

#[test]
fn advice_without_a_hint_is_not_used_again_on_a_route_that_does_not_bar_its_way_on() {
    let mut play = Play::with_hidden(triangle(), &[2, 0, 0, 0, 0]);
    let mut help = Help::default();
    // By Z: every way on from V goes back.
    play.act(Action::Pour(X_TO_Z));
    play.act(Action::Pour(Z_TO_V));
    help.work_out(&play);
    assert_eq!(help.report(&play).no_hint, Some(NoHint::OnlyBack));
    let v = play.help_view();
    // Straight from X: the pour to Z leads on.
    play.act(Action::Undo);
    play.act(Action::Undo);
    play.act(Action::Pour(X_TO_V));
    assert_eq!(play.help_view(), v, "the same view");
    help.work_out(&play);
    let report = help.report(&play);
    assert_eq!(report.hint, Some(V_TO_Z), "{report:?}");
    assert_eq!(report.no_hint, None);
    // And back by Z, the way on is barred again.
    play.act(Action::Undo);
    play.act(Action::Pour(X_TO_Z));
    play.act(Action::Pour(Z_TO_V));
    help.work_out(&play);
    assert_eq!(help.report(&play).no_hint, Some(NoHint::OnlyBack));
}

#[test]
fn with_nothing_hidden_the_hint_takes_a_shortest_solution_that_does_not_go_back() {
    let mut play = Play::new(back_and_forth());
    play.act(Action::Pour(Pour::new(2, 3)));
    assert!(leads_back(&play, solver_first(&play)), "the case in point");
    let mut help = Help::default();
    help.work_out(&play);
    let report = help.report(&play);
    let Standing::Solvable {
        moves,
        optimal: true,
    } = report.standing
    else {
        panic!("{report:?}")
    };
    let hint = report.hint.expect("a hint");
    assert!(!leads_back(&play, hint), "{hint}");
    assert_eq!(moves_with_first(&play, hint), Some(moves), "still shortest");
    assert!(!report.hint_goes_back);
    // Its move is known at once.
    play.act(Action::Pour(hint));
    assert!(help.next_job(&play).is_none());
    assert!(matches!(
        help.report(&play).standing,
        Standing::Solvable { moves: m, optimal: true } if m == moves - 1
    ));
}

#[test]
fn with_nothing_hidden_a_hint_that_must_go_back_to_stay_shortest_says_so() {
    let mut play = Play::new(triangle());
    let mut help = Help::default();
    // By Z: every shortest solution from V starts with a pour to X or Z.
    play.act(Action::Pour(X_TO_Z));
    play.act(Action::Pour(Z_TO_V));
    help.work_out(&play);
    let report = help.report(&play);
    let Standing::Solvable { moves, .. } = report.standing else {
        panic!("{report:?}")
    };
    let hint = report.hint.expect("the shortest way on, back");
    assert!(leads_back(&play, hint));
    assert_eq!(moves_with_first(&play, hint), Some(moves));
    assert!(report.hint_goes_back);
    // Straight from X, the pour to Z is new: no word of going back.
    play.act(Action::Undo);
    play.act(Action::Undo);
    play.act(Action::Pour(X_TO_V));
    help.work_out(&play);
    let report = help.report(&play);
    assert_eq!(report.hint, Some(V_TO_Z));
    assert!(!report.hint_goes_back);
}
