//! The finish rule as a player meets it: a level played to the win, then
//! rated, recorded and summed up.

use super::*;
use crate::board::{Board, Pour};
use crate::play::Action;

fn levels() -> Vec<String> {
    vec!["one".into(), "two".into()]
}

fn place(levels: &[String]) -> Place<'_> {
    Place {
        progress_key: "pack.ron",
        level: "one",
        index: 0,
        levels,
    }
}

/// Plays `[0 1] [1 0] []` (capacity 2, par 3) to the win with `attempt` following every event, and records it.
fn finish(
    attempt: &mut Attempt,
    kind: Kind,
    extra_tube: bool,
    progress: &mut Progress,
    statistics: &mut Statistics,
) -> (Won, Recorded) {
    let start = Board::new(2, &[vec![0, 1], vec![1, 0], vec![]]).unwrap();
    let mut play = Play::new(start);
    let mut events = Vec::new();
    if extra_tube {
        events.extend(play.act(Action::AddTube));
    }
    for (from, to) in [(0, 2), (1, 0), (2, 1)] {
        events.extend(play.act(Action::Pour(Pour::new(from, to))));
    }
    for event in &events {
        attempt.follow(event);
    }
    assert!(play.is_won());
    let levels = levels();
    let won = Won::new(&play, kind, &place(&levels), progress);
    let recorded = attempt.finish(
        &won,
        kind,
        &place(&levels),
        (false, 2),
        12,
        progress,
        statistics,
    );
    (won, recorded)
}

#[test]
fn a_finish_within_par_with_the_extra_tube_earns_two_stars_and_says_why() {
    let mut attempt = Attempt::new(Some(Par::Moves(3)), None);
    let (mut progress, mut statistics) = (Progress::default(), Statistics::default());
    let (won, recorded) = finish(
        &mut attempt,
        Kind::Pack,
        true,
        &mut progress,
        &mut statistics,
    );
    assert!(attempt.assist.extra_tube, "the extra tube counts as help");
    assert_eq!(attempt.rating.map(|r| r.stars), Some(2));
    assert_eq!(progress.record("pack.ron", "one").stars, 2);
    assert!(recorded.progress && recorded.statistics);
    let summary = attempt.summary(&won, Kind::Pack, false);
    assert_eq!(summary.stars, 2);
    assert_eq!(
        summary.how,
        How::Capped {
            help: attempt.assist,
            cap: 2
        }
    );
    // Not "3 stars within par": the help is what stands in the way.
    assert_eq!(summary.more, More::WithoutHelpFor3 { par: 3 });
    assert_eq!(summary.record, RecordNews::FirstTimeWithHelp);
}

#[test]
fn a_finish_within_par_without_help_is_perfect() {
    let mut attempt = Attempt::new(Some(Par::Moves(3)), None);
    let (mut progress, mut statistics) = (Progress::default(), Statistics::default());
    let (won, _) = finish(
        &mut attempt,
        Kind::Pack,
        false,
        &mut progress,
        &mut statistics,
    );
    let summary = attempt.summary(&won, Kind::Pack, false);
    assert_eq!(summary.stars, 3);
    assert_eq!(
        summary.how,
        How::ParMet {
            par: 3,
            mystery: false
        }
    );
    assert_eq!(summary.more, More::Nothing);
    assert_eq!(statistics.finished, 1);
    // Level "two" is left, so the pack is not done.
    assert_eq!(won.unsolved_in_pack, Some(1));
    assert_eq!(won.headline(Kind::Pack, 2), Headline::LevelComplete);
    assert_eq!(won.next(Kind::Pack), Next::Level);
}

#[test]
fn a_playtest_is_rated_but_records_nothing() {
    let mut attempt = Attempt::new(Some(Par::Moves(3)), None);
    let (mut progress, mut statistics) = (Progress::default(), Statistics::default());
    let (won, recorded) = finish(
        &mut attempt,
        Kind::Playtest,
        false,
        &mut progress,
        &mut statistics,
    );
    assert_eq!(recorded, Recorded::default());
    assert_eq!(attempt.rating.map(|r| r.stars), Some(3));
    assert_eq!(progress, Progress::default());
    assert_eq!(statistics, Statistics::default());
    assert_eq!(won.previous_best, None);
    assert_eq!(won.unsolved_in_pack, None);
    assert_eq!(won.record(Kind::Playtest, false), RecordNews::Playtest);
    assert_eq!(won.next(Kind::Playtest), Next::Editor);
}

#[test]
fn help_caps_the_stars_and_the_ladder_names_both_counts() {
    let won = Won {
        moves: 20,
        previous_best: Some(12),
        last_in_pack: false,
        unsolved_in_pack: Some(3),
    };
    let mut attempt = Attempt::new(Some(Par::Moves(10)), None);
    attempt.rating = Some(rate(20, 10, attempt.assist));
    let summary = attempt.summary(&won, Kind::Pack, false);
    assert_eq!(summary.record, RecordNews::Best(12));
    assert_eq!(
        summary.more,
        More::Ladder {
            helped: false,
            three: 10,
            two: 13
        }
    );
    attempt.hint_shown();
    attempt.show_me_played();
    attempt.rating = Some(rate(10, 10, attempt.assist));
    let summary = attempt.summary(&won, Kind::Pack, false);
    assert_eq!(summary.stars, 1);
    assert!(matches!(summary.how, How::Capped { cap: 1, .. }));
}

#[test]
fn without_a_par_a_mystery_level_counts_the_help_alone() {
    let won = Won {
        moves: 30,
        previous_best: None,
        last_in_pack: true,
        unsolved_in_pack: Some(0),
    };
    let mut attempt = Attempt::new(Some(Par::NotGuaranteed), None);
    attempt.hint_shown();
    let summary = attempt.summary(&won, Kind::Pack, true);
    assert_eq!(summary.stars, 2);
    assert_eq!(summary.more, More::WithoutHelp);
    assert!(matches!(
        summary.how,
        How::NoPar {
            why: NoPar::NotGuaranteed,
            ..
        }
    ));
    assert_eq!(
        won.headline(Kind::Pack, 5),
        Headline::PackDone { levels: 5 }
    );
    assert_eq!(won.headline(Kind::Pack, 1), Headline::OnlyLevelDone);
    assert_eq!(won.next(Kind::Pack), Next::Levels);
    // Not yet rated and not a mystery level: no stars shown, one kept.
    let plain = Attempt {
        par: None,
        ..attempt
    };
    assert_eq!(plain.stars(false), (0, 1));
    assert_eq!(
        plain.summary(&won, Kind::Pack, false).how,
        How::NotRated {
            help: Some(attempt.assist),
            unknown: false
        }
    );
}
