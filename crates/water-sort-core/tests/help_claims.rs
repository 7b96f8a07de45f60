//! The facts the help's words rest on (issue 46, part 1): how sure a win
//! is where a rewind leads.

use water_sort_core::help::{Help, Note, Standing, Winnable};
use water_sort_core::level::{Level, parse_pack};
use water_sort_core::play::{Action, Event, Play, Rewound};
use water_sort_core::solver::view_advice::Guarantee;

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
