//! Copy and paste a position as text (`src/game/screens/paste.rs`): the
//! copied text of every shipped level's position in play reads back through
//! the command line's parser to the same board, a mystery level refuses,
//! bad and unsolvable texts are refused with their reasons, and a pasted
//! text is played as a one-level level, without any clipboard.

use std::time::Duration;

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use water_sort::game::Screen;
use water_sort::game::assist::{Hint, LevelPar};
use water_sort::game::board::key_help::help_rows;
use water_sort::game::board::{CurrentLevel, Game, GameAction};
use water_sort::game::screens::endless::IdInput;
use water_sort::game::screens::paste::{
    Paste, PasteNews, PasteProblem, PastedText, checked_pack, copy_text, read_position, say_news,
};
use water_sort_core::level::{Level, parse_pack, parse_quick_with};
use water_sort_core::rating::Par;
use water_sort_core::solver::{Limits, Outcome, solve};
use water_sort_core::{Board, Rule};
use water_sort_store::packs::BUILTIN_PACKS;
use water_sort_words::Lang;

use crate::support::input::act;
use crate::support::{Harness, PACK, open, screen, settle, wait_until};

const HARNESS: Harness = Harness {
    pack_file: "test.ron",
    timeout: Duration::from_secs(60),
    settle_frames: 80,
    one_at_a_time: false,
};

/// Every tube of `board` as text by `keys`, its height and its lock's key:
/// the board's meaning whatever numbers its colours have.
fn spelled(board: &Board, keys: &[char]) -> Vec<(String, usize, Option<char>)> {
    (0..board.tubes().len())
        .map(|t| {
            let units = board.tubes()[t].units();
            let text = units.iter().map(|&u| keys[u as usize]).collect();
            let lock = board.lock(t).map(|k| keys[k as usize]);
            (text, board.height(t), lock)
        })
        .collect()
}

/// The position after up to `n` legal pours, the first each time.
fn played(level: &Level, n: usize) -> Board {
    let mut board = level.board();
    for _ in 0..n {
        let Some(pour) = board.legal_pours().next() else {
            break;
        };
        board.pour(pour).expect("a legal pour");
    }
    board
}

#[test]
fn the_copied_text_of_every_shipped_position_reads_back_through_the_cli_parser() {
    let mut tried = 0;
    for (file, text) in BUILTIN_PACKS.iter() {
        let pack = parse_pack(text, file).unwrap_or_else(|e| panic!("{file}: {e:?}"));
        let keys: Vec<char> = pack.palette.iter().map(|p| p.key).collect();
        for level in pack.levels.iter().filter(|l| l.hidden.is_empty()) {
            for moves in [0, 3] {
                let board = played(level, moves);
                let copied = copy_text(level, &board, &pack.palette)
                    .unwrap_or_else(|e| panic!("{file} {}: {e:?}", level.name));
                // What `water-sort solve --tubes '<text>'` does with it.
                let read = parse_quick_with(&copied, None, Rule::Water)
                    .unwrap_or_else(|e| panic!("{file} {}: {copied}: {e}", level.name));
                let what = format!("{file} {} after {moves}: {copied}", level.name);
                assert_eq!(read.board.rule(), board.rule(), "{what}");
                assert_eq!(read.board.capacity(), board.capacity(), "{what}");
                assert_eq!(
                    spelled(&read.board, &read.keys),
                    spelled(&board, &keys),
                    "{what}"
                );
                // The game's own reading of a paste is the same.
                let pasted = read_position(&format!("{copied}\n")).expect("pastes");
                assert_eq!(pasted.board, read.board, "{what}");
                tried += 1;
            }
        }
    }
    assert!(tried > 400, "{tried} positions");
}

#[test]
fn a_copied_ball_sort_position_says_its_rule() {
    let (file, text) = BUILTIN_PACKS
        .iter()
        .find(|(f, _)| f.contains("ball"))
        .expect("the ball sort pack");
    let pack = parse_pack(text, "pack").unwrap();
    let level = &pack.levels[0];
    let copied = copy_text(level, &level.board(), &pack.palette).unwrap();
    assert!(copied.starts_with("rules: ball;"), "{file}: {copied}");
}

#[test]
fn a_mystery_level_is_not_copied() {
    let (_, text) = BUILTIN_PACKS
        .iter()
        .find(|(f, _)| f.contains("mystery"))
        .expect("the mystery pack");
    let pack = parse_pack(text, "pack").unwrap();
    let level = pack.levels.iter().find(|l| !l.hidden.is_empty()).unwrap();
    assert_eq!(
        copy_text(level, &level.board(), &pack.palette),
        Err(PasteProblem::Mystery)
    );
    let said = say_news(&Lang::english(), &PasteNews::Problem(PasteProblem::Mystery));
    assert!(said.contains("hidden colours"), "{said}");
}

#[test]
fn bad_texts_are_refused_with_their_reason_in_the_players_language() {
    assert_eq!(read_position("  \n").err(), Some(PasteProblem::Empty));
    let Err(PasteProblem::NotPosition(reason)) = read_position("AB;B[") else {
        panic!("garbage parsed");
    };
    let news = PasteNews::Problem(PasteProblem::NotPosition(reason.clone()));
    let english = say_news(&Lang::english(), &news);
    assert_eq!(english, format!("That text is not a position: {reason}"));
    let german = say_news(&Lang::new("de").unwrap(), &news);
    assert!(
        german.starts_with("Dieser Text ist keine Stellung"),
        "{german}"
    );
    // Two colours of two, no room to move: proven unsolvable.
    assert_eq!(
        checked_pack("AB;BA", "x", None).err(),
        Some(PasteProblem::Unsolvable)
    );
    assert_eq!(
        checked_pack("AA;BB;", "x", None).err(),
        Some(PasteProblem::Solved)
    );
    let many: String = (0..21u8)
        .map(|i| format!("{0}{0};", (b'a' + i) as char))
        .collect();
    assert!(matches!(
        read_position(&format!("{many};")),
        Err(PasteProblem::TooManyColours {
            count: 21,
            most: 20
        })
    ));
}

#[test]
fn a_checked_pack_carries_the_optimum_and_the_board() {
    let text = "rules: ball;ABA;BAB;:3";
    let pack = checked_pack(text, "Pasted", None).unwrap();
    let level = &pack.levels[0];
    let read = read_position(text).unwrap();
    assert_eq!(level.board(), read.board);
    let Outcome::Optimal(moves) = solve(&read.board, &Limits::default(), None).outcome else {
        panic!("solvable");
    };
    assert_eq!(level.optimal_moves, Some(moves.len() as u32));
    assert_eq!(pack.palette.len(), 2);
    assert_eq!(pack.palette[0].key, 'A');
}

#[test]
fn a_pasted_text_is_played_then_back_to_where_it_was_pasted() {
    let mut env = open(HARNESS, "paste-play", PACK, None);
    let app = &mut env.app;
    wait_until(app, "the level select", |w| screen(w) == Screen::Title);
    // A bad text first: a notice, and the level select stays.
    app.world_mut().write_message(PastedText("AB;BA".into()));
    wait_until(app, "the refusal", |w| {
        w.resource::<Paste>()
            .news
            .as_ref()
            .is_some_and(|(n, _)| *n == PasteNews::Problem(PasteProblem::Unsolvable))
    });
    settle(app);
    assert_eq!(screen(app.world()), Screen::Title);

    let text = "ABAB;BABA;;";
    app.world_mut().write_message(PastedText(text.into()));
    wait_until(app, "the pasted level", |w| {
        screen(w) == Screen::Gameplay && w.contains_resource::<Game>()
    });
    assert!(matches!(
        *app.world().resource::<CurrentLevel>(),
        CurrentLevel::Pasted(_)
    ));
    let start = read_position(text).unwrap().board;
    assert_eq!(app.world().resource::<Game>().board(), &start);
    let Outcome::Optimal(moves) = solve(&start, &Limits::default(), None).outcome else {
        panic!("solvable");
    };
    // Undo and restart work on it as on any level.
    act(app, GameAction::Pour(moves[0]));
    assert_eq!(app.world().resource::<Game>().history().moves(), 1);
    act(app, GameAction::Undo);
    assert_eq!(app.world().resource::<Game>().board(), &start);
    act(app, GameAction::Pour(moves[0]));
    act(app, GameAction::Restart);
    assert_eq!(app.world().resource::<Game>().board(), &start);
    // The par is the solver's optimum; a hint comes as on any level.
    let optimum = moves.len() as u32;
    wait_until(app, "the par", |w| {
        w.resource::<LevelPar>().par == Some(Par::Moves(optimum))
    });
    act(app, GameAction::Hint);
    wait_until(app, "a hint", |w| w.resource::<Hint>().shown.is_some());
    let hint = app.world().resource::<Hint>().shown.clone().unwrap();
    assert_eq!(hint.moves_left, Some(moves.len()));
    for pour in &moves {
        act(app, GameAction::Pour(*pour));
    }
    let won = app.world().resource::<Game>().won.expect("won");
    assert_eq!(won.moves, moves.len() as u32);
    settle(app);
    act(app, GameAction::NextLevel);
    app.update();
    assert_eq!(screen(app.world()), Screen::Title);
}

#[test]
fn ctrl_c_without_a_clipboard_says_why() {
    let mut env = open(HARNESS, "paste-copy", PACK, Some(1));
    let app = &mut env.app;
    wait_until(app, "the level", |w| {
        screen(w) == Screen::Gameplay && w.contains_resource::<Game>()
    });
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.press(KeyCode::ControlLeft);
    keys.press(KeyCode::KeyC);
    app.update();
    let message = app.world().resource::<Game>().message.clone();
    assert!(
        message
            .as_ref()
            .is_some_and(|m| m.starts_with("The clipboard can't be used here")),
        "{message:?}"
    );
    // The board is untouched: C is no tube key with Ctrl held.
    assert_eq!(app.world().resource::<Game>().history().moves(), 0);
}

#[test]
fn the_help_lists_ctrl_c_and_ctrl_v() {
    let rows = help_rows(&Lang::english());
    for (keys, action) in [("Ctrl+C", "Copy"), ("Ctrl+V", "Paste")] {
        assert!(
            rows.iter()
                .any(|r| r.keys == [keys] && r.action.starts_with(action)),
            "{keys}: {rows:#?}"
        );
    }
}

#[test]
fn ctrl_v_on_the_endless_screen_types_nothing_and_back_returns_there() {
    let mut env = open(HARNESS, "paste-endless", PACK, None);
    let app = &mut env.app;
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Endless);
    wait_until(app, "the endless screen", |w| screen(w) == Screen::Endless);
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(KeyCode::ControlLeft);
    app.world_mut().write_message(KeyboardInput {
        key_code: KeyCode::KeyV,
        logical_key: Key::Character("v".into()),
        state: ButtonState::Pressed,
        text: None,
        repeat: false,
        window: Entity::PLACEHOLDER,
    });
    app.update();
    assert_eq!(app.world().resource::<IdInput>().0, "");
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .release(KeyCode::ControlLeft);
    app.world_mut()
        .write_message(PastedText("ABCA;BCAB;CABC;;".into()));
    wait_until(app, "the pasted level", |w| {
        screen(w) == Screen::Gameplay && w.contains_resource::<Game>()
    });
    assert!(app.world().resource::<Game>().level.name.starts_with('#'));
    act(app, GameAction::Back);
    app.update();
    assert_eq!(screen(app.world()), Screen::Endless);
}
