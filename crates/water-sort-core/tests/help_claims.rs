//! The facts the help's words rest on (issue 46, part 1): how sure a win
//! is where a rewind leads, and whether the hints of a run are the strategy
//! its par walks.

use water_sort_core::attempt::{Attempt, How, Kind, Won};
use water_sort_core::help::{Answer, EXACT_LIMITS, Help, Note, Standing, Winnable, level_par};
use water_sort_core::level::{Level, parse_pack};
use water_sort_core::play::{Action, Event, Play, Rewound};
use water_sort_core::rating::{Assist, Par, rate};
use water_sort_core::solver::view_advice::{Guarantee, MysteryLimits};

/// Capacity 3. "Sure" is a certain win at the start; "Gamble" a win in 1
/// of its 2 arrangements, no strategy winning both; "Plain" hides nothing.
const PACK: &str = r##"(
    name: "M",
    capacity: 3,
    palette: [
        (key: 'A', name: "a", color: "#ff0000"),
        (key: 'B', name: "b", color: "#00ff00"),
        (key: 'C', name: "c", color: "#0000ff"),
    ],
    levels: [
        (name: "Sure", tubes: ["ABC", "BCA", "CAB", "", ""], hidden: [2, 2, 2]),
        (name: "Gamble", tubes: ["ACB", "CBA", "BCA", ""], hidden: [0, 1, 2]),
        (name: "Plain", tubes: ["ABC", "BCA", "CAB", "", ""]),
    ],
)
"##;

fn level(name: &str) -> Level {
    let pack = parse_pack(PACK, "m.ron").unwrap();
    pack.levels.into_iter().find(|l| l.name == name).unwrap()
}

/// Rewinds `play` as the game does, to the targets `help` knows.
fn rewind(play: &mut Play, help: &mut Help) -> Rewound {
    help.work_out(play);
    let targets = help.rewind_targets(play);
    let events = play.act(Action::Rewind(&targets));
    match events.last() {
        Some(Event::Rewound(outcome)) => *outcome,
        other => panic!("no rewind: {other:?}"),
    }
}

/// From the start of `level`, a pour after which the help finds the view
/// lost (with the help that worked it out).
fn into_a_dead_end(level: &Level) -> (Play, Help) {
    let start = Play::of_level(level);
    for pour in start.board().legal_pours() {
        let mut play = start.clone();
        play.act(Action::Pour(pour));
        let mut help = Help::default();
        help.work_out(&play);
        if matches!(help.report(&play).standing, Standing::Lost { .. }) {
            return (play, help);
        }
    }
    panic!("no pour of {} leads to a dead end", level.name)
}

#[test]
fn a_rewind_to_a_position_only_possibly_won_says_so() {
    let gamble = level("Gamble");
    let (mut play, mut help) = into_a_dead_end(&gamble);
    let outcome = rewind(&mut play, &mut help);
    assert_eq!(outcome, Rewound::Steps(1));
    // Back at the start: a win in some arrangement, not in every one.
    assert!(matches!(
        help.report(&play).standing,
        Standing::Possible { .. }
    ));
    let possible = Some(Winnable::Possible(Guarantee::Refuted));
    assert_eq!(
        help.rewound_note(&play, outcome),
        Note::Rewound(Rewound::Steps(1), possible)
    );
    // Rewind on the start itself: nothing to do, and still only possible.
    let outcome = rewind(&mut play, &mut help);
    assert_eq!(outcome, Rewound::AlreadySolvable);
    assert_eq!(
        help.rewound_note(&play, outcome),
        Note::Rewound(Rewound::AlreadySolvable, possible)
    );
}

#[test]
fn a_rewind_to_a_certain_win_says_it_can_be_won() {
    // Nothing hidden: a solution is known.
    let plain = level("Plain");
    let mut play = Play::of_level(&plain);
    let mut help = Help::default();
    let outcome = rewind(&mut play, &mut help);
    assert_eq!(
        help.rewound_note(&play, outcome),
        Note::Rewound(Rewound::AlreadySolvable, Some(Winnable::Certain))
    );
    // Hidden, but a strategy wins whatever it is.
    let sure = level("Sure");
    let mut play = Play::of_level(&sure);
    let mut help = Help::default();
    let outcome = rewind(&mut play, &mut help);
    assert_eq!(
        help.rewound_note(&play, outcome),
        Note::Rewound(Rewound::AlreadySolvable, Some(Winnable::Certain))
    );
    // An outcome that leaves nowhere known names no win.
    assert_eq!(
        help.rewound_note(&play, Rewound::NoneKnown),
        Note::Rewound(Rewound::NoneKnown, None)
    );
}

/// Follows the hints from the position of `play` to the win; the pours.
fn follow_hints(play: &mut Play, help: &mut Help) -> usize {
    let mut moves = 0;
    while !play.is_won() {
        help.work_out(play);
        let pour = help.report(play).hint.expect("a certain win has a hint");
        play.act(Action::Pour(pour));
        moves += 1;
        assert!(moves < 40, "no win");
    }
    moves
}

#[test]
fn the_hints_walk_the_par_only_from_a_fresh_proof_of_the_start() {
    let sure = level("Sure");
    let Some(Par::Moves(par)) = level_par(&sure, &EXACT_LIMITS, &MysteryLimits::default(), None)
    else {
        panic!("Sure is a certain win: it has a par");
    };
    // The help proved the start before any move: its hints are the par's
    // strategy, and following them wins within par.
    let mut play = Play::of_level(&sure);
    let mut help = Help::default();
    help.work_out(&play);
    assert!(help.hints_walk_par(&play));
    assert!(follow_hints(&mut play, &mut help) <= par as usize);
    assert!(help.hints_walk_par(&play), "a run of hints is that run");

    // A restart: the run began at a start seen with more revealed.
    let mut play = Play::of_level(&sure);
    let mut help = Help::default();
    help.work_out(&play);
    let pour = help.report(&play).hint.unwrap();
    play.act(Action::Pour(pour));
    play.act(Action::Restart);
    help.work_out(&play);
    assert!(!help.hints_walk_par(&play));

    // A move before the first proof: the first proof is of another view,
    // and the start, worked out later, builds on it.
    let mut play = Play::of_level(&sure);
    let mut help = Help::default();
    let pour = play.board().legal_pours().next().unwrap();
    play.act(Action::Pour(pour));
    help.work_out(&play);
    play.act(Action::Undo);
    help.work_out(&play);
    assert!(!help.hints_walk_par(&play));

    // Another budget than the par's: another search, maybe another
    // strategy.
    let play = Play::of_level(&sure);
    let limits = MysteryLimits {
        seed: 7,
        ..MysteryLimits::default()
    };
    let mut help = Help::new(EXACT_LIMITS, limits);
    help.work_out(&play);
    assert!(!help.hints_walk_par(&play));

    // Nothing hidden: no proof of a view, no claim about hints.
    let plain = Play::of_level(&level("Plain"));
    let mut help = Help::default();
    help.work_out(&plain);
    assert!(!help.hints_walk_par(&plain));
}

#[test]
fn the_panel_learns_whether_the_hints_walk_the_par() {
    let won = Won {
        moves: 14,
        previous_best: None,
        last_in_pack: false,
        unsolved_in_pack: Some(3),
    };
    let over = |mystery, hints_walk_par| {
        let attempt = Attempt {
            par: Some(Par::Moves(12)),
            assist: Assist::default(),
            rating: Some(rate(14, 12, Assist::default())),
            hints_walk_par,
        };
        attempt.summary(&won, Kind::Pack, mystery).how
    };
    let how = |mystery, hints_walk_par| How::OverPar {
        par: 12,
        over: 2,
        mystery,
        hints_walk_par,
    };
    assert_eq!(over(true, true), how(true, true));
    assert_eq!(over(true, false), how(true, false));
    // (Only a mystery level's par is a strategy of hints.)
    assert_eq!(over(false, true), how(false, false));
    assert!(!Attempt::new(Some(Par::Moves(12)), None).hints_walk_par);
}

#[test]
fn a_proof_is_the_pars_only_when_worked_out_fresh() {
    let sure = level("Sure");
    // A job asked at the start of a new level: nothing known, nothing to
    // avoid.
    let play = Play::of_level(&sure);
    let mut help = Help::default();
    let job = help.next_job(&play).expect("the start to work out");
    let Some(Answer::View(view, advice, learned, fresh)) = job.run(None) else {
        panic!("a mystery start is a view");
    };
    assert!(fresh);
    // The same answer learned as if it were not fresh: no claim.
    let mut stale = Help::default();
    stale.next_job(&play);
    stale.learn(Answer::View(
        view.clone(),
        advice.clone(),
        learned.clone(),
        false,
    ));
    assert!(!stale.hints_walk_par(&play));
    help.learn(Answer::View(view, advice, learned, true));
    assert!(help.hints_walk_par(&play));

    // After a move: proofs are known, and the start is a position to
    // avoid.
    let mut moved = play.clone();
    moved.act(Action::Pour(help.report(&play).hint.unwrap()));
    let job = help.next_job(&moved).expect("the next view");
    assert!(matches!(job.run(None), Some(Answer::View(_, _, _, false))));
    // A move before any proof: nothing known, but a position to avoid.
    let mut first = Help::default();
    let job = first.next_job(&moved).expect("the view after the move");
    let answer = job.run(None).expect("not cancelled");
    assert!(matches!(answer, Answer::View(_, _, _, false)));
    first.learn(answer);
    // Back at the start by undo: nothing to avoid, but proofs are known.
    let mut back = moved.clone();
    back.act(Action::Undo);
    let job = first.next_job(&back).expect("the start to work out");
    assert!(matches!(job.run(None), Some(Answer::View(_, _, _, false))));
    assert!(!first.hints_walk_par(&back));
}
