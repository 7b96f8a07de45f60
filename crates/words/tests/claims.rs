//! Every sentence says what was computed, no more (issue 46, part 1): a
//! win only possible is never called winnable, a spent budget never reads
//! as "no certain win", a share never reads as a certainty or a chance,
//! and the finish panel says the hints win within par only when they do.

use water_sort_core::Pour;
use water_sort_core::attempt::How;
use water_sort_core::editor::Assessment;
use water_sort_core::help::{Note, Report, Standing, Winnable};
use water_sort_core::play::Rewound;
use water_sort_core::solver::view_advice::{Guarantee, MysteryVerdict};
use water_sort_words::editor::{Start, mystery_starts, start_column, start_verdict, status};
use water_sort_words::help::{detail, note, show_me_playing};
use water_sort_words::{Lang, finish, percent, words};

fn en() -> Lang {
    Lang::english()
}

fn report(standing: Standing, hint: Option<Pour>) -> Report {
    Report {
        standing,
        hint,
        no_hint: None,
        rewind_steps: None,
        winning_strategy: false,
        extra_tube: None,
        hint_goes_back: false,
    }
}

/// A "possible" standing: `won` of `examined` arrangements winnable.
fn possible(won: usize, examined: usize, guarantee: Guarantee) -> Standing {
    Standing::Possible {
        share: won as f64 / examined as f64,
        exact: true,
        sampled: false,
        examined,
        arrangements: Some(examined as u128),
        guarantee,
    }
}

#[test]
fn a_share_is_never_rounded_to_all_or_none() {
    assert_eq!(percent(&en(), 1, 2, 1), "50.0%");
    assert_eq!(percent(&en(), 2, 2, 1), "100%");
    assert_eq!(percent(&en(), 0, 2, 1), "0%");
    assert_eq!(percent(&en(), 1999, 2000, 1), "more than 99.9%");
    assert_eq!(percent(&en(), 1, 20_000, 1), "less than 0.1%");
    assert_eq!(percent(&en(), 199, 200, 0), "more than 99%");
    assert_eq!(percent(&en(), 1, 200, 0), "less than 1%");
    assert_eq!(percent(&en(), 24, 30, 0), "80%");
}

#[test]
fn the_detail_counts_the_winnable_arrangements_never_a_rounded_certainty() {
    // 1999 of 2000 can be won, and no strategy wins them all: the detail
    // must not say 100% beside "no strategy wins them all".
    let hint = Some(Pour::new(0, 1));
    let text = detail(
        &en(),
        &report(possible(1999, 2000, Guarantee::Refuted), hint),
    );
    assert!(!text.contains("100"), "{text}");
    assert!(
        text.contains("1,999 of the 2,000 possible arrangements"),
        "{text}"
    );
    assert!(text.contains("more than 99.9%"), "{text}");
    // What the count is: arrangements one who knew them could win.
    assert!(
        text.contains("by one who knows the hidden colours"),
        "{text}"
    );
    assert!(
        text.contains("no strategy wins them all (proven)"),
        "{text}"
    );
    assert!(text.starts_with("after the hint, "), "{text}");
    // Without a hint the count is of the position itself.
    let text = detail(&en(), &report(possible(1, 2, Guarantee::Refuted), None));
    assert!(text.starts_with("from here, 1 of the 2"), "{text}");
    assert!(!text.contains("after the hint"), "{text}");
}

#[test]
fn the_detail_says_how_the_count_was_made() {
    let hint = Some(Pour::new(0, 1));
    let sampled = Standing::Possible {
        share: 0.79,
        exact: false,
        sampled: true,
        examined: 100,
        arrangements: Some(143_280),
        guarantee: Guarantee::OutOfBudget,
    };
    let text = detail(&en(), &report(sampled, hint));
    assert!(
        text.contains(
            "79 of a random sample of 100 of the 143,280 possible arrangements (about 79.0%)"
        ),
        "{text}"
    );
    assert!(text.contains("unknown (the search ran out)"), "{text}");
    // A whole sample won: a count of the sample, never "100%" of all.
    let all_of_sample = Standing::Possible {
        share: 1.0,
        exact: false,
        sampled: true,
        examined: 100,
        arrangements: Some(143_280),
        guarantee: Guarantee::Refuted,
    };
    let text = detail(&en(), &report(all_of_sample, hint));
    assert!(!text.contains('%'), "{text}");
    assert!(
        text.contains("100 of a random sample of 100 of the 143,280"),
        "{text}"
    );
    // Every arrangement examined, some too hard: a lower bound, no sample.
    let gave_up = Standing::Possible {
        share: 0.45,
        exact: false,
        sampled: false,
        examined: 200,
        arrangements: Some(200),
        guarantee: Guarantee::Refuted,
    };
    let text = detail(&en(), &report(gave_up, hint));
    assert!(text.contains("at least 90 of the 200"), "{text}");
    assert!(text.contains("some too hard to solve"), "{text}");
    assert!(!text.contains("sample"), "{text}");
}

#[test]
fn the_verdict_line_says_the_share_is_of_layouts_won_knowing_them() {
    let hint = Some(Pour::new(0, 1));
    let refuted = words(
        &en(),
        &report(possible(1, 2, Guarantee::Refuted), hint),
        "",
        false,
    );
    assert_eq!(
        refuted.verdict,
        "A win is possible, not certain: 1 in 2 hidden layouts can be won, knowing them"
    );
    let out = words(
        &en(),
        &report(possible(1, 2, Guarantee::OutOfBudget), hint),
        "",
        false,
    );
    assert!(
        out.verdict
            .starts_with("A win is possible, maybe certain: ")
    );
    // Every layout winnable knowing it, and still no certain win: said so.
    let all = words(
        &en(),
        &report(possible(2, 2, Guarantee::Refuted), hint),
        "",
        false,
    );
    assert!(
        all.verdict
            .contains("not certain: all hidden layouts can be won, knowing them"),
        "{}",
        all.verdict
    );
}

#[test]
fn show_me_says_no_certain_win_only_when_one_is_refuted() {
    let hint = Some(Pour::new(0, 1));
    let refuted = show_me_playing(&en(), &report(possible(1, 2, Guarantee::Refuted), hint));
    assert_eq!(
        refuted,
        "Show me: playing the likeliest moves, no certain win"
    );
    let out = show_me_playing(&en(), &report(possible(1, 2, Guarantee::OutOfBudget), hint));
    assert!(!out.contains("no certain win"), "{out}");
    assert!(out.contains("neither proven nor ruled out"), "{out}");
    // Still working out the next position: nothing is claimed of it.
    let checking = show_me_playing(&en(), &report(Standing::Checking, None));
    assert!(!checking.contains("certain"), "{checking}");
}

#[test]
fn a_rewind_to_a_position_only_possibly_won_does_not_call_it_winnable() {
    let certain = note(
        &en(),
        Note::Rewound(Rewound::Steps(2), Some(Winnable::Certain)),
    );
    assert_eq!(
        certain,
        "Rewound 2 moves to the last position that can be won (redo goes forward again)"
    );
    for guarantee in [Guarantee::Refuted, Guarantee::OutOfBudget] {
        let possible = Some(Winnable::Possible(guarantee));
        let steps = note(&en(), Note::Rewound(Rewound::Steps(2), possible));
        assert!(steps.starts_with("Rewound 2 moves to where a win is still possible, "));
        assert!(!steps.contains("can be won"), "{steps}");
        let here = note(&en(), Note::Rewound(Rewound::AlreadySolvable, possible));
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
        note(
            &en(),
            Note::Rewound(Rewound::AlreadySolvable, Some(Winnable::Certain))
        ),
        "This position can still be won"
    );
}

#[test]
fn the_panel_says_the_hints_win_within_par_only_when_they_do() {
    let over = |hints_walk_par| {
        finish::how(
            &en(),
            How::OverPar {
                par: 12,
                over: 3,
                mystery: true,
                hints_walk_par,
            },
        )
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

#[test]
fn the_editor_says_a_sample_only_of_a_sample() {
    let gave_up = MysteryVerdict::Likely {
        share: 0.45,
        exact: false,
        sampled: false,
        examined: 200,
    };
    let text = start_verdict(&en(), &gave_up);
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
    assert!(
        start_verdict(&en(), &sampled).ends_with("in 80 of a random sample of 100 arrangements"),
        "{}",
        start_verdict(&en(), &sampled)
    );
    // 199 of 200: never "100%" beside "likely".
    let almost = MysteryVerdict::Likely {
        share: 199.0 / 200.0,
        exact: true,
        sampled: false,
        examined: 200,
    };
    let text = start_verdict(&en(), &almost);
    assert!(text.contains("more than 99% of the 200"), "{text}");
    assert_eq!(start_column(&en(), &almost), "likely >99%");
    assert_eq!(start_column(&en(), &gave_up), "likely >=45%");
    assert_eq!(start_column(&en(), &sampled), "likely ~80%");
    let whole_sample = MysteryVerdict::Likely {
        share: 1.0,
        exact: false,
        sampled: true,
        examined: 100,
    };
    assert_eq!(
        start_column(&en(), &whole_sample),
        "likely 100 of 100 sampled"
    );
    assert!(!start_verdict(&en(), &whole_sample).contains('%'));
    let found = Assessment::Unsolvable;
    assert!(
        status(&en(), &[], Some(&found), Start::Known(&gave_up))
            .ends_with("(some too hard to solve)")
    );
}

#[test]
fn check_counts_out_of_budget_apart_from_not_guaranteed() {
    use Guarantee::*;
    assert_eq!(mystery_starts(&en(), &[Proven, Proven]), "");
    assert_eq!(
        mystery_starts(&en(), &[Refuted, Proven, Refuted]),
        " (2 mystery starts not guaranteed)"
    );
    let both = mystery_starts(&en(), &[Refuted, OutOfBudget, Proven]);
    assert_eq!(
        both,
        " (1 mystery start not guaranteed, \
         1 mystery start not proven either way (the search ran out))"
    );
    assert_eq!(
        mystery_starts(&en(), &[OutOfBudget]),
        " (1 mystery start not proven either way (the search ran out))"
    );
}
