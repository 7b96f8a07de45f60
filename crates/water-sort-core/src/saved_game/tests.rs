//! A saved game resumes as it was left, whatever was done in it, and only
//! on the level it was played on.

use proptest::prelude::*;

use super::*;
use crate::board::Pour;
use crate::play::{Action, Event};

/// A mystery level dealt as the help's tests deal one (see
/// [`crate::help::tests::gamble_deal`]).
fn level(colours: usize, cap: usize, spare: usize, seed: u64) -> Level {
    let (tubes, hidden) = crate::help::tests::gamble_deal(colours, cap, spare, seed);
    Level {
        names: Default::default(),
        name: "Deal".into(),
        capacity: cap,
        tubes,
        optimal_moves: None,
        par: None,
        difficulty: None,
        hidden,
        variant: Default::default(),
    }
}

/// What a player may do, as numbers: mostly pours, some of everything else.
fn action(choice: (u8, usize, usize), tubes: usize) -> Action<'static> {
    let (kind, a, b) = choice;
    match kind {
        0..=5 => Action::Pour(Pour::new(a % (tubes + 1), b % (tubes + 1))),
        6 => Action::Undo,
        7 => Action::Redo,
        8 => Action::Restart,
        9 => Action::AddTube,
        _ => Action::Press(a % tubes),
    }
}

/// Everything a player or the help can see of a play.
fn seen(play: &Play) -> impl PartialEq + std::fmt::Debug {
    (
        play.board().clone(),
        play.hidden().to_vec(),
        play.moves(),
        play.history().can_undo(),
        play.history().can_redo(),
        play.is_won(),
        play.help_view(),
        play.log().to_vec(),
        play.has_extra_tube(),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Saved (through RON, as on disk) after any actions, a game resumes
    /// as it was, and goes on as the original does.
    #[test]
    fn a_saved_game_resumes_as_it_was_left(
        deal in (2usize..=4, 2usize..=4, 1usize..=2, any::<u64>()),
        choices in prop::collection::vec((0u8..12, 0usize..8, 0usize..8), 0..80),
        after in prop::collection::vec((0u8..12, 0usize..8, 0usize..8), 0..20),
    ) {
        let level = level(deal.0, deal.1, deal.2, deal.3);
        let mut play = Play::of_level(&level);
        let tubes = level.tubes.len();
        for &choice in &choices {
            play.act(action(choice, tubes));
        }
        let assist = Assist { hints: 2, show_me: false, extra_tube: play.has_extra_tube() };
        let saved = SavedGame::new("p.ron", &level, &play, assist, 75, 1_700_000_000_000);
        let text = ron::to_string(&saved).unwrap();
        let loaded: SavedGame = ron::from_str(&text).unwrap();
        prop_assert_eq!(&loaded, &saved);
        prop_assert_eq!(loaded.moves as usize, play.moves());
        let mut resumed = loaded.resume(&level).unwrap();
        prop_assert_eq!(seen(&resumed), seen(&play));
        // A lifted tube is not saved: the resumed game has it put down.
        prop_assert_eq!(resumed.selected(), None);
        play.act(Action::Deselect);
        for &choice in &after {
            let events: Vec<Event> = play.act(action(choice, tubes));
            prop_assert_eq!(resumed.act(action(choice, tubes)), events);
        }
        prop_assert_eq!(seen(&resumed), seen(&play));
    }
}

#[test]
fn a_game_does_not_resume_on_a_changed_level_or_from_a_damaged_log() {
    let level = level(3, 3, 2, 7);
    let mut play = Play::of_level(&level);
    let first = level
        .board()
        .legal_pours()
        .next()
        .expect("a deal with spare tubes has a pour");
    play.act(Action::Pour(first));
    let saved = SavedGame::new("p.ron", &level, &play, Assist::default(), 3, 1);
    assert_eq!(saved.resume(&level).unwrap().moves(), 1);

    // The pack was edited: a tube's units swapped.
    let mut edited = level.clone();
    edited.tubes[0].reverse();
    if edited.tubes[0] != level.tubes[0] {
        assert_eq!(saved.resume(&edited).unwrap_err(), Stale::LevelChanged);
    }
    // Hiding another count is another level too; a new name is not.
    let mut more_hidden = level.clone();
    more_hidden.hidden[0] = 1;
    assert_eq!(saved.resume(&more_hidden).unwrap_err(), Stale::LevelChanged);
    let mut renamed = level.clone();
    renamed.name = "Another name".into();
    assert!(saved.resume(&renamed).is_ok());

    // A log with a pour the level refuses, or an undo of nothing.
    let mut damaged = saved.clone();
    damaged.log.push(Move::Pour(first.from, first.from));
    assert_eq!(
        damaged.resume(&level).unwrap_err(),
        Stale::Replay(ReplayError {
            index: 1,
            step: Move::Pour(first.from, first.from)
        })
    );
    let mut damaged = saved;
    damaged.log.insert(0, Move::Undo);
    assert!(matches!(
        damaged.resume(&level),
        Err(Stale::Replay(ReplayError { index: 0, .. }))
    ));
}

#[test]
fn a_save_without_the_later_fields_still_loads() {
    let text = r#"(pack: "p.ron", level: "L", fingerprint: 42, log: [Pour(0, 2), Undo, Redo, AddTube, Restart], moves: 0, saved_at: 5)"#;
    let saved: SavedGame = ron::from_str(text).unwrap();
    assert_eq!(saved.assist, Assist::default());
    assert_eq!(saved.seconds, 0);
    assert_eq!(saved.log.len(), 5);
}

#[test]
fn a_levels_variant_is_part_of_its_fingerprint() {
    let plain = level(3, 4, 2, 1);
    let mut tall = plain.clone();
    tall.variant.heights = vec![5];
    assert_ne!(fingerprint(&plain), fingerprint(&tall));
    let mut ball = plain.clone();
    ball.variant.rule = crate::variant::Rule::Ball;
    assert_ne!(fingerprint(&plain), fingerprint(&ball));
    // A height equal to the capacity says nothing.
    let mut same = plain.clone();
    same.variant.heights = vec![4];
    assert_eq!(fingerprint(&plain), fingerprint(&same));
}
