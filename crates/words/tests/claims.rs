//! Every sentence says what was computed, no more (issue 46, part 1): a
//! share never reads as a certainty, a win only possible is never called
//! winnable, the finish panel says the hints win within par only when they
//! do, and an author's tools say a sample
//! only of a sample and "not guaranteed" only of a start proven so.

use water_sort_core::attempt::How;
use water_sort_core::editor::Assessment;
use water_sort_core::help::{Note, Winnable};
use water_sort_core::play::Rewound;
use water_sort_core::solver::view_advice::{Guarantee, MysteryVerdict};
use water_sort_words::editor::{Start, mystery_starts, start_column, start_verdict, status};
use water_sort_words::help::note;
use water_sort_words::{finish, percent};

#[test]
fn a_share_is_never_rounded_to_all_or_none() {
    assert_eq!(percent(1, 2, 1), "50.0%");
    assert_eq!(percent(2, 2, 1), "100%");
    assert_eq!(percent(0, 2, 1), "0%");
    assert_eq!(percent(1999, 2000, 1), "more than 99.9%");
    assert_eq!(percent(1, 20_000, 1), "less than 0.1%");
    assert_eq!(percent(199, 200, 0), "more than 99%");
    assert_eq!(percent(1, 200, 0), "less than 1%");
    assert_eq!(percent(24, 30, 0), "80%");
}

#[test]
fn the_editor_says_a_sample_only_of_a_sample() {
    let gave_up = MysteryVerdict::Likely {
        share: 0.45,
        exact: false,
        sampled: false,
        examined: 200,
    };
    let text = start_verdict(&gave_up);
    assert!(!text.contains("sample"), "{text}");
    assert!(
        text.contains("at least 45% of the 200 arrangements"),
        "{text}"
    );
    let sampled = MysteryVerdict::Likely {
        share: 0.8,
        exact: false,
        sampled: true,
        examined: 100,
    };
    assert!(start_verdict(&sampled).contains("about 80% (a sample of 100 arrangements)"));
    // 199 of 200: never "100%" beside "likely".
    let almost = MysteryVerdict::Likely {
        share: 199.0 / 200.0,
        exact: true,
        sampled: false,
        examined: 200,
    };
    let text = start_verdict(&almost);
    assert!(text.contains("more than 99% of the 200"), "{text}");
    assert_eq!(start_column(&almost), "likely >99%");
    assert_eq!(start_column(&gave_up), "likely >=45%");
    assert_eq!(start_column(&sampled), "likely ~80%");
    let found = Assessment::Unsolvable;
    assert!(
        status(&[], Some(&found), Start::Known(&gave_up)).ends_with("(some too hard to solve)")
    );
}

#[test]
fn check_counts_out_of_budget_apart_from_not_guaranteed() {
    use Guarantee::*;
    assert_eq!(mystery_starts(&[Proven, Proven]), "");
    assert_eq!(
        mystery_starts(&[Refuted, Proven, Refuted]),
        " (2 mystery starts not guaranteed)"
    );
    let both = mystery_starts(&[Refuted, OutOfBudget, Proven]);
    assert_eq!(
        both,
        " (1 mystery start not guaranteed, \
         1 mystery start not proven either way (the search ran out))"
    );
    assert_eq!(
        mystery_starts(&[OutOfBudget]),
        " (1 mystery start not proven either way (the search ran out))"
    );
}

#[test]
fn a_rewind_to_a_position_only_possibly_won_does_not_call_it_winnable() {
    let certain = note(Note::Rewound(Rewound::Steps(2), Some(Winnable::Certain)));
    assert_eq!(
        certain,
        "Rewound 2 moves to the last position that can be won (redo goes forward again)"
    );
    for guarantee in [Guarantee::Refuted, Guarantee::OutOfBudget] {
        let possible = Some(Winnable::Possible(guarantee));
        let steps = note(Note::Rewound(Rewound::Steps(2), possible));
        assert!(steps.starts_with("Rewound 2 moves to where a win is still possible, "));
        assert!(!steps.contains("can be won"), "{steps}");
        let here = note(Note::Rewound(Rewound::AlreadySolvable, possible));
        assert!(!here.contains("can still be won"), "{here}");
        assert!(
            here.starts_with("A win is still possible from here, "),
            "{here}"
        );
        let sure = if guarantee == Guarantee::Refuted {
            "not certain"
        } else {
            "maybe certain"
        };
        assert!(
            steps.contains(sure) && here.contains(sure),
            "{steps} / {here}"
        );
        // One line on the HUD.
        assert!(steps.len() <= 90, "{steps}");
    }
    assert_eq!(
        note(Note::Rewound(
            Rewound::AlreadySolvable,
            Some(Winnable::Certain)
        )),
        "This position can still be won"
    );
}

#[test]
fn the_panel_says_the_hints_win_within_par_only_when_they_do() {
    let over = |hints_walk_par| {
        finish::how(How::OverPar {
            par: 12,
            over: 3,
            mystery: true,
            hints_walk_par,
        })
    };
    let walked = over(true);
    assert!(walked.contains("the hints win within 12 moves"), "{walked}");
    // After a restart, or a first proof of another position: no word of
    // the hints, only of the strategy the par is.
    let not = over(false);
    assert!(!not.contains("hints"), "{not}");
    assert!(
        not.contains("a strategy proven from the start wins within 12"),
        "{not}"
    );
    assert!(not.ends_with("you took 3 more."), "{not}");
}
