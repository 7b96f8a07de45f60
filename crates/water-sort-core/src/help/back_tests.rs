//! Hints that would go back: another way on when there is one, said as it
//! is when there is none, and advice that avoided a game's positions used
//! again only where it still holds.

use super::*;
use crate::board::{Colour, Pour};
use crate::play::Action;
use crate::solver::Limits;

fn board(cap: usize, tubes: &[&[Colour]]) -> Board {
    Board::new(cap, &tubes.iter().map(|t| t.to_vec()).collect::<Vec<_>>()).unwrap()
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
