//! The rules of play, as the player meets them: each test acts on a
//! [`Play`] and checks the events in order.

use super::*;
use crate::board::Colour;

/// Capacity 2: `[0 1] [1 0] []`, solved by 0->2, 1->0, 2->1.
fn start() -> Board {
    Board::new(2, &[vec![0, 1], vec![1, 0], vec![]]).unwrap()
}

fn board(tubes: &[Vec<Colour>]) -> Board {
    Board::new(2, tubes).unwrap()
}

fn poured(from: usize, to: usize, colour: Colour) -> Poured {
    Poured {
        pour: Pour::new(from, to),
        colour,
        amount: 1,
        opened: 0,
    }
}

#[test]
fn a_level_is_played_to_the_win_through_mistakes_undo_redo_restart_and_rewind() {
    // `[0 1] [1 0] [] []`: one spare tube more than it needs.
    let start = board(&[vec![0, 1], vec![1, 0], vec![], vec![]]);
    let mut play = Play::new(start.clone());
    // A wrong pour is refused and changes nothing.
    assert_eq!(
        play.act(Action::Pour(Pour::new(0, 1))),
        vec![Event::Illegal {
            tube: 1,
            reason: PourError::DestinationFull
        }]
    );
    assert_eq!(play.board(), &start);

    // Lift tube 0 and pour it into an empty tube.
    assert_eq!(play.act(Action::Press(0)), vec![Event::Selected(Some(0))]);
    assert_eq!(
        play.act(Action::Press(2)),
        vec![Event::Selected(None), Event::Poured(poured(0, 2, 1))]
    );
    let one_in = play.board().clone();
    assert_eq!(
        play.act(Action::Pour(Pour::new(1, 2))),
        vec![Event::Illegal {
            tube: 2,
            reason: PourError::ColourMismatch
        }]
    );
    // Undo and redo it.
    assert_eq!(
        play.act(Action::Undo),
        vec![Event::Undone(Step::Pour(poured(0, 2, 1)))]
    );
    assert_eq!(play.board(), &start);
    assert_eq!(
        play.act(Action::Redo),
        vec![Event::Redone(Step::Pour(poured(0, 2, 1)))]
    );
    // A detour into the other spare tube.
    assert_eq!(
        play.act(Action::Pour(Pour::new(0, 3))),
        vec![Event::Poured(poured(0, 3, 0))]
    );
    assert_eq!(play.moves(), 2);

    // Restart, then undo the restart.
    assert_eq!(play.act(Action::Restart), vec![Event::Restarted]);
    assert_eq!((play.board(), play.moves()), (&start, 0));
    assert_eq!(play.act(Action::Undo), vec![Event::Undone(Step::Jump)]);
    assert_eq!(play.moves(), 2);

    // Rewind to the latest position known solvable: one back.
    let targets = RewindTargets {
        solvable: HashSet::from([start.clone(), one_in.clone()]),
        level_unsolvable: false,
    };
    assert_eq!(
        play.act(Action::Rewind(&targets)),
        vec![
            Event::Undone(Step::Pour(poured(0, 3, 0))),
            Event::Rewound(Rewound::Steps(1))
        ]
    );
    assert_eq!(play.board(), &one_in);

    // And on to the win; then the level takes no more actions.
    assert_eq!(
        play.act(Action::Pour(Pour::new(1, 0))),
        vec![Event::Poured(poured(1, 0, 0))]
    );
    assert!(!play.is_won());
    assert_eq!(
        play.act(Action::Pour(Pour::new(2, 1))),
        vec![Event::Poured(poured(2, 1, 1)), Event::Won]
    );
    assert!(play.is_won() && play.board().is_solved());
    assert_eq!(play.moves(), 3);
    assert_eq!(play.act(Action::Undo), vec![]);
    assert_eq!(play.act(Action::Press(0)), vec![]);
    assert_eq!(play.moves(), 3);
}

#[test]
fn the_tube_at_fault_is_the_one_named_in_the_refusal() {
    let mut play = Play::new(start());
    let illegal = |tube, reason| vec![Event::Illegal { tube, reason }];
    // Nothing to pour from the empty tube: the source is at fault.
    assert_eq!(
        play.act(Action::Pour(Pour::new(2, 0))),
        illegal(2, PourError::SourceEmpty)
    );
    // Full, the same tube, another colour: the destination.
    assert_eq!(
        play.act(Action::Pour(Pour::new(0, 1))),
        illegal(1, PourError::DestinationFull)
    );
    assert_eq!(
        play.act(Action::Pour(Pour::new(0, 0))),
        illegal(0, PourError::SameTube)
    );
    play.act(Action::Pour(Pour::new(0, 2)));
    assert_eq!(
        play.act(Action::Pour(Pour::new(1, 2))),
        illegal(2, PourError::ColourMismatch)
    );
    // A tube that does not exist, either way round.
    assert_eq!(
        play.act(Action::Pour(Pour::new(7, 0))),
        illegal(7, PourError::NoSuchTube(7))
    );
    assert_eq!(
        play.act(Action::Pour(Pour::new(0, 9))),
        illegal(9, PourError::NoSuchTube(9))
    );
    assert_eq!(play.moves(), 1, "only the legal pour was made");
}

#[test]
fn lifting_follows_the_presses() {
    let mut play = Play::new(start());
    // An empty tube cannot be lifted: refused with the reason.
    assert_eq!(
        play.act(Action::Press(2)),
        vec![Event::Illegal {
            tube: 2,
            reason: PourError::SourceEmpty
        }]
    );
    // A tube past the last lifts nothing, silently.
    assert_eq!(play.act(Action::Select(5)), vec![]);
    // Pressing the lifted tube again puts it down.
    assert_eq!(play.act(Action::Press(1)), vec![Event::Selected(Some(1))]);
    assert_eq!(play.act(Action::Select(1)), vec![], "already lifted");
    assert_eq!(play.act(Action::Press(1)), vec![Event::Selected(None)]);
    assert_eq!(play.act(Action::Deselect), vec![], "nothing lifted");
    // A refused pour puts the lifted tube down too.
    play.act(Action::Press(0));
    assert_eq!(
        play.act(Action::Press(1)),
        vec![
            Event::Selected(None),
            Event::Illegal {
                tube: 1,
                reason: PourError::DestinationFull
            }
        ]
    );
    // So do undo, redo and restart, before anything else.
    for action in [Action::Undo, Action::Redo, Action::Restart] {
        play.act(Action::Press(0));
        let events = play.act(action);
        assert_eq!(events[0], Event::Selected(None), "{action:?}");
        assert_eq!(play.selected(), None);
    }
    assert_eq!(play.history().moves(), 0);
}

#[test]
fn undo_redo_and_restart_say_when_there_is_nothing_to_do() {
    let mut play = Play::new(start());
    assert_eq!(play.act(Action::Undo), vec![Event::NothingToUndo]);
    assert_eq!(play.act(Action::Redo), vec![Event::NothingToRedo]);
    assert_eq!(play.act(Action::Restart), vec![], "already at the start");
    // A new move after an undo drops the redo branch.
    play.act(Action::Pour(Pour::new(0, 2)));
    play.act(Action::Undo);
    play.act(Action::Pour(Pour::new(1, 2)));
    assert_eq!(play.act(Action::Redo), vec![Event::NothingToRedo]);
    assert_eq!(play.moves(), 1);
}

#[test]
fn rewind_says_why_it_stays() {
    let mut play = Play::new(start());
    play.act(Action::Pour(Pour::new(0, 2)));
    let nothing_known = RewindTargets::default();
    assert_eq!(
        play.act(Action::Rewind(&nothing_known)),
        vec![Event::Rewound(Rewound::NoneKnown)]
    );
    let unsolvable = RewindTargets {
        level_unsolvable: true,
        ..RewindTargets::default()
    };
    assert_eq!(
        play.act(Action::Rewind(&unsolvable)),
        vec![Event::Rewound(Rewound::LevelUnsolvable)]
    );
    let here = RewindTargets {
        solvable: HashSet::from([play.board().clone()]),
        level_unsolvable: false,
    };
    play.act(Action::Press(0));
    assert_eq!(
        play.act(Action::Rewind(&here)),
        vec![Event::Rewound(Rewound::AlreadySolvable)]
    );
    assert_eq!(play.selected(), Some(0), "nothing to undo: still lifted");
    assert_eq!(play.moves(), 1);
}

#[test]
fn a_rewind_after_a_move_undoes_that_move_too() {
    let mut play = Play::new(start());
    let targets = RewindTargets {
        solvable: HashSet::from([start()]),
        level_unsolvable: false,
    };
    play.act(Action::Pour(Pour::new(0, 2)));
    play.act(Action::Pour(Pour::new(1, 0)));
    play.act(Action::Press(2));
    let events = play.act(Action::Rewind(&targets));
    assert_eq!(events.first(), Some(&Event::Selected(None)));
    assert_eq!(events.last(), Some(&Event::Rewound(Rewound::Steps(2))));
    assert_eq!(play.board(), &start());
    // Plain undos: redo goes forward again.
    assert_eq!(
        play.act(Action::Redo),
        vec![Event::Redone(Step::Pour(poured(0, 2, 1)))]
    );
}

#[test]
fn rewind_targets_come_from_the_solvable_verdicts() {
    let mut verdicts = VerdictCache::new();
    let dead = board(&[vec![0, 1], vec![1, 0], vec![]]);
    verdicts.insert(dead.clone(), Verdict::Unsolvable);
    let targets = RewindTargets::from_verdicts(&verdicts, &dead);
    assert!(targets.solvable.is_empty() && targets.level_unsolvable);

    let solved = board(&[vec![0, 0], vec![1, 1], vec![]]);
    verdicts.insert(solved.clone(), solvable());
    let targets = RewindTargets::from_verdicts(&verdicts, &solved);
    assert_eq!(targets.solvable, HashSet::from([solved]));
    assert!(!targets.level_unsolvable);
}

/// A solvable verdict (the path is not read by a rewind).
fn solvable() -> Verdict {
    Verdict::Solvable {
        path: vec![],
        optimal: true,
    }
}

#[test]
fn the_walk_stops_at_the_latest_solvable_position() {
    let mut verdicts = VerdictCache::new();
    let mut history = History::new(start());
    let steps = |verdicts: &VerdictCache, history: &History| {
        RewindTargets::from_verdicts(verdicts, &start()).steps(history)
    };
    assert_eq!(steps(&verdicts, &history), None, "nothing known");
    verdicts.insert(start(), solvable());
    assert_eq!(steps(&verdicts, &history), Some(0));

    history.pour(Pour::new(0, 2)).unwrap();
    history.pour(Pour::new(1, 0)).unwrap();
    assert_eq!(steps(&verdicts, &history), Some(2));
    // A later position known unsolvable does not stop the walk; a
    // solvable one does.
    let mut one_back = history.clone();
    one_back.undo();
    verdicts.insert(one_back.board().clone(), Verdict::Unsolvable);
    assert_eq!(steps(&verdicts, &history), Some(2));
    verdicts.insert(one_back.board().clone(), solvable());
    assert_eq!(steps(&verdicts, &history), Some(1));
    // The walk reads a copy: the history is where it was.
    assert_eq!(history.moves(), 2);
}

/// Capacity 3: `[A A B] [B B A] []`, each tube hiding its bottom two.
fn mystery() -> Play {
    let start = Board::new(3, &[vec![0, 0, 1], vec![1, 1, 0], vec![]]).unwrap();
    Play::with_hidden(start, &[2, 2])
}

fn poured_n(from: usize, to: usize, colour: Colour, amount: usize) -> Poured {
    Poured {
        pour: Pour::new(from, to),
        colour,
        amount,
        opened: 0,
    }
}

#[test]
fn a_mystery_level_is_played_to_the_win_with_reveals() {
    let mut play = mystery();
    assert_eq!(play.hidden(), [2, 2, 0]);
    assert!(play.hides_anything());
    let view = play.view();
    assert_eq!(view.tubes()[0].visible[..], [1]);
    // Under the B an A, under the A a B; below those, A and B either way.
    assert_eq!(view.count_arrangements(), Some(2));

    // B leaves tube 0: both As beneath show at once.
    assert_eq!(
        play.act(Action::Pour(Pour::new(0, 2))),
        vec![
            Event::Poured(poured_n(0, 2, 1, 1)),
            Event::Revealed { tube: 0, units: 2 }
        ]
    );
    assert_eq!(play.hidden(), [0, 2, 0]);
    // Undo hides nothing again; redo has nothing new to show.
    assert_eq!(
        play.act(Action::Undo),
        vec![Event::Undone(Step::Pour(poured_n(0, 2, 1, 1)))]
    );
    assert_eq!(play.hidden(), [0, 2, 0]);
    assert_eq!(play.view().tubes()[0].visible[..], [0, 0, 1]);
    assert_eq!(
        play.act(Action::Redo),
        vec![Event::Redone(Step::Pour(poured_n(0, 2, 1, 1)))]
    );
    // Pouring onto a tube shows nothing there; pouring off tube 1 does.
    assert_eq!(
        play.act(Action::Pour(Pour::new(1, 0))),
        vec![
            Event::Poured(poured_n(1, 0, 0, 1)),
            Event::Revealed { tube: 1, units: 2 }
        ]
    );
    assert!(!play.hides_anything());
    // A restart keeps what was seen.
    assert_eq!(play.act(Action::Restart), vec![Event::Restarted]);
    assert_eq!(play.hidden(), [0, 0, 0]);
    assert_eq!(play.act(Action::Undo), vec![Event::Undone(Step::Jump)]);
    assert_eq!(
        play.act(Action::Pour(Pour::new(2, 1))),
        vec![Event::Poured(poured_n(2, 1, 1, 1)), Event::Won]
    );
    assert!(play.is_won() && play.board().is_solved());
}

#[test]
fn the_start_reveal_and_a_level_of_a_pack() {
    // A tube hiding all it holds shows its top run at the start.
    let start = Board::new(2, &[vec![0, 1], vec![1, 0], vec![]]).unwrap();
    let play = Play::with_hidden(start.clone(), &[2, 1]);
    assert_eq!(play.hidden(), [1, 1, 0]);
    assert_eq!(Play::new(start.clone()).hidden(), [0, 0, 0]);
    let level = Level {
        names: Default::default(),
        name: "M".into(),
        capacity: 2,
        tubes: vec![vec![0, 1], vec![1, 0], vec![]],
        optimal_moves: None,
        par: None,
        difficulty: None,
        hidden: vec![2, 1],
        variant: Default::default(),
    };
    assert_eq!(Play::of_level(&level).hidden(), [1, 1, 0]);
    assert_eq!(Play::of_level(&level).view(), play.view());
}

#[test]
#[should_panic(expected = "do not fit")]
fn hidden_counts_must_fit_the_board() {
    Play::with_hidden(start(), &[3]);
}

proptest::proptest! {
    /// Random actions on a random mystery level: the rule's invariant
    /// always holds, counts only go down, only a pour reveals, and the
    /// reveal events add up to what the counts lost.
    #[test]
    fn only_pours_reveal(
        (start, hidden) in reveal::tests::position(),
        actions in proptest::collection::vec((0u8..6, 0usize..6, 0usize..6), 0..40),
    ) {
        let mut play = Play::with_hidden(start, &hidden);
        for (kind, a, b) in actions {
            let action = match kind {
                0 | 1 => Action::Pour(Pour::new(a, b)),
                2 => Action::Press(a),
                3 => Action::Undo,
                4 => Action::Redo,
                _ => Action::Restart,
            };
            let before = play.hidden().to_vec();
            let events = play.act(action);
            let shown: usize = events
                .iter()
                .map(|e| match e {
                    Event::Revealed { units, .. } => *units,
                    _ => 0,
                })
                .sum();
            let lost: usize = before.iter().zip(play.hidden()).map(|(b, h)| b - h).sum();
            proptest::prop_assert_eq!(shown, lost);
            if shown > 0 {
                let first = events.iter().find(|e| !matches!(e, Event::Selected(_)));
                proptest::prop_assert!(matches!(first, Some(Event::Poured(_))), "{:?}", events);
            }
            proptest::prop_assert!(reveal::is_settled(play.board(), play.hidden()));
            proptest::prop_assert!(play.view().fits(play.board()));
        }
    }
}

#[test]
fn a_rewind_goes_back_through_a_restart() {
    let mut play = Play::new(start());
    play.act(Action::Pour(Pour::new(0, 2)));
    let solvable_here = play.board().clone();
    play.act(Action::Pour(Pour::new(1, 0)));
    play.act(Action::Restart);
    play.act(Action::Pour(Pour::new(1, 2)));
    // Only the position after the first pour is known solvable: undo
    // the pour after the restart, the restart itself and the second pour.
    let mut verdicts = VerdictCache::new();
    verdicts.insert(solvable_here.clone(), solvable());
    let targets = RewindTargets::from_verdicts(&verdicts, &start());
    let events = play.act(Action::Rewind(&targets));
    assert_eq!(events[1], Event::Undone(Step::Jump));
    assert_eq!(events[3], Event::Rewound(Rewound::Steps(3)));
    assert_eq!(play.board(), &solvable_here);
}

#[test]
fn one_extra_tube_at_a_time_as_a_step_of_the_history() {
    // `[0 1] [1 0]`: stuck without a spare tube.
    let start = board(&[vec![0, 1], vec![1, 0]]);
    let mut play = Play::with_hidden(start.clone(), &[1, 1]);
    assert!(play.board().legal_pours().next().is_none());
    play.act(Action::Press(0));
    assert_eq!(
        play.act(Action::AddTube),
        vec![Event::Selected(None), Event::TubeAdded { tube: 2 }]
    );
    assert!(play.has_extra_tube());
    assert_eq!(play.hidden(), &[1, 1, 0]);
    assert_eq!(play.act(Action::AddTube), vec![Event::NoExtraTube]);
    // The help sees the tube, and the positions before it.
    assert_eq!(play.help_view().tubes().len(), 3);
    assert_eq!(play.help_view_at(&start).tubes().len(), 2);
    // Pour into it; the reveal rule shows what was under.
    let events = play.act(Action::Pour(Pour::new(0, 2)));
    assert_eq!(events[0], Event::Poured(poured(0, 2, 1)));
    assert_eq!(events[1], Event::Revealed { tube: 0, units: 1 });
    assert_eq!(play.moves(), 1);
    // Undo the pour, then the tube: gone, and may be added again.
    play.act(Action::Undo);
    assert_eq!(play.act(Action::Undo), vec![Event::Undone(Step::ExtraTube)]);
    assert!(!play.has_extra_tube());
    assert_eq!(play.board(), &start);
    assert_eq!(play.hidden(), &[0, 1], "reveals stay");
    assert_eq!(play.act(Action::Redo), vec![Event::Redone(Step::ExtraTube)]);
    assert_eq!(play.act(Action::AddTube), vec![Event::NoExtraTube]);
    assert_eq!(
        play.log(),
        &[
            Move::AddTube,
            Move::Pour(0, 2),
            Move::Undo,
            Move::Undo,
            Move::Redo
        ]
    );
}
