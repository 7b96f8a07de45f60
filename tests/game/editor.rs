//! The level editor, headless: the game opened as `water-sort edit` on a
//! pack in a scratch folder, driven through `EditorAction` messages (and
//! keys), checked on the editor's state and on the file it writes.

use std::path::{Path, PathBuf};
use std::time::Duration;

use bevy::ecs::message::Messages;
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use water_sort::game::board::{CurrentLevel, Game, GameAction};
use water_sort::game::editor::{Answer, Ask, Confirm, EditorAction, EditorSession, Prompt};
use water_sort::game::packs::{PackLibrary, PackReloaded};
use water_sort::game::saves::ProgressStore;
use water_sort::game::scene::{TubeIndex, TubeLiquid};
use water_sort::game::{PlayOptions, Screen};
use water_sort_core::editor::{Edit, TextField};
use water_sort_core::level::parse_pack;

use crate::support::{Env, Harness, headless_app, temp_dir, wait_until};

const HARNESS: Harness = Harness {
    pack_file: "edit.ron",
    timeout: Duration::from_secs(30),
    settle_frames: 80,
    one_at_a_time: false,
};

/// Comments and odd spacing that a save must keep.
const PACK: &str = r##"// Test pack for the editor.
(
    name: "Edit me",
    palette: [
        (key: 'R', name: "red", color: "#e6194b", symbol: 'o'),
        (key: 'G', name: "green", color: "#3cb44b", symbol: '+'),
    ],
    levels: [
        // The first level: keep this comment.
        (name: "One", capacity: 2, tubes: ["RG", "GR", ""]),
        /* the second */ (name: "Two",   capacity: 2, tubes: ["GR", "RG", ""]),
    ],
)
"##;

pub(super) fn pack_path(dir: &Path) -> PathBuf {
    dir.join("levels").join(HARNESS.pack_file)
}

/// The game opened in the editor on `file` (written from `text` unless
/// `None`), at `level` (1-based).
pub(super) fn open(name: &str, text: Option<&str>, level: usize) -> Env {
    let dir = temp_dir(name);
    let path = pack_path(&dir);
    if let Some(text) = text {
        std::fs::write(&path, text).unwrap();
    }
    let options = PlayOptions {
        builtin: false,
        folders: vec![dir.join("levels")],
        pack: Some(path),
        level: Some(level),
        edit: true,
        continue_last: false,
        lang: None,
    };
    let mut app = headless_app(HARNESS, options, &dir);
    wait_until(&mut app, "the editor", |w| {
        *w.resource::<State<Screen>>().get() == Screen::Editor
            && w.contains_resource::<EditorSession>()
    });
    Env::new(app, dir)
}

pub(super) fn act(app: &mut App, action: EditorAction) {
    app.world_mut().write_message(action);
    app.update();
}

/// Ctrl+S, and the frames until the save is done (it waits for the
/// verdicts of changed levels from the background).
pub(super) fn save(app: &mut App) {
    act(app, EditorAction::Save);
    wait_until(app, "the save", |w| {
        w.resource::<EditorSession>().pending_save.is_none()
    });
}

fn edit(app: &mut App, edit: Edit) {
    act(app, EditorAction::Edit(edit));
}

pub(super) fn session(app: &App) -> &EditorSession {
    app.world().resource::<EditorSession>()
}

fn tubes(app: &App) -> Vec<Vec<u8>> {
    session(app).editor.level().tubes.clone()
}

pub(super) fn message(app: &App) -> String {
    session(app).message.clone().unwrap_or_default()
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

pub(super) fn file(dir: &Path) -> String {
    std::fs::read_to_string(pack_path(dir)).unwrap()
}

#[test]
fn opens_on_the_level_asked_with_tube_1_selected() {
    let env = open("opens", Some(PACK), 2);
    let s = session(&env.app);
    assert_eq!(s.editor.level_index(), 1);
    assert_eq!(s.editor.level().name, "Two");
    assert_eq!(s.editor.tube(), 0);
    assert!(!s.editor.is_dirty());
}

#[test]
fn every_editing_action_and_unlimited_undo_redo() {
    let mut env = open("actions", Some(PACK), 1);
    let app = &mut env.app;
    let start = tubes(app);
    // Tube 1 is full: a palette key is refused with the reason.
    act(app, EditorAction::Key('G'));
    assert_eq!(message(app), "Tube 1 is full");
    assert!(session(app).error);
    edit(app, Edit::RemoveTop { tube: 0 });
    assert_eq!(tubes(app)[0], vec![0]);
    act(app, EditorAction::SelectTube(2));
    act(app, EditorAction::Key('G'));
    assert_eq!(tubes(app)[2], vec![1]);
    // Lower case finds the one colour with that key.
    act(app, EditorAction::Key('r'));
    assert_eq!(tubes(app)[2], vec![1, 0]);
    act(app, EditorAction::Key('X'));
    assert_eq!(message(app), "No palette colour has the key X");
    edit(app, Edit::EmptyTube { tube: 2 });
    assert!(tubes(app)[2].is_empty());
    edit(app, Edit::AddTube);
    assert_eq!(tubes(app).len(), 4);
    // A click adds the chosen colour; a drag moves the top unit.
    act(app, EditorAction::SelectColour(1));
    act(app, EditorAction::ClickTube(3));
    assert_eq!(tubes(app)[3], vec![1]);
    edit(app, Edit::MoveUnit { from: 3, to: 0 });
    assert_eq!(tubes(app)[0], vec![0, 1]);
    assert!(tubes(app)[3].is_empty());
    edit(app, Edit::RemoveTube);
    assert_eq!(tubes(app).len(), 3);
    // Capacity: 2 to 8, never below what a tube holds.
    act(app, EditorAction::CapacityBy(-1));
    assert_eq!(message(app), "Capacity must be 2 to 8");
    act(app, EditorAction::CapacityBy(1));
    assert_eq!(session(app).editor.level().capacity, 3);
    act(app, EditorAction::ClickTube(0));
    act(app, EditorAction::CapacityBy(-1));
    assert_eq!(
        message(app),
        "Tube 1 holds 3 units: empty some before shrinking to 2"
    );
    let end = (tubes(app), 3);
    // Unlimited undo back to the file, then redo to the end.
    let mut undos = 0;
    while session(app).editor.can_undo() {
        act(app, EditorAction::Undo);
        undos += 1;
    }
    assert_eq!(undos, 10);
    assert_eq!(tubes(app), start);
    assert!(!session(app).editor.is_dirty());
    act(app, EditorAction::Undo);
    assert_eq!(message(app), "Nothing to undo");
    for _ in 0..undos {
        act(app, EditorAction::Redo);
    }
    assert_eq!((tubes(app), session(app).editor.level().capacity), end);
}

#[test]
fn levels_and_the_pack_are_edited_through_prompts() {
    let mut env = open("levels", Some(PACK), 1);
    let dir = env.dir.clone();
    let app = &mut env.app;
    act(app, EditorAction::Ask(Ask::RenameLevel));
    assert_eq!(
        session(app).prompt,
        Some(Prompt::Text {
            ask: Ask::RenameLevel,
            field: TextField::new("One")
        })
    );
    // A clash keeps the field open with the reason.
    act(app, EditorAction::Submit("Two".into()));
    assert!(session(app).prompt.is_some());
    assert_eq!(message(app), "Another level is named \"Two\"");
    act(app, EditorAction::Submit("First".into()));
    assert_eq!(session(app).prompt, None);
    assert_eq!(session(app).editor.level().name, "First");
    edit(app, Edit::DuplicateLevel);
    edit(app, Edit::MoveLevelDown);
    edit(app, Edit::AddLevel);
    let names: Vec<String> = session(app)
        .editor
        .pack()
        .levels
        .iter()
        .map(|l| l.name.clone())
        .collect();
    assert_eq!(names, ["First", "Two", "First copy", "Level 4"]);
    act(app, EditorAction::PreviousLevel);
    assert_eq!(session(app).editor.level().name, "First copy");
    edit(app, Edit::DeleteLevel);
    act(app, EditorAction::Ask(Ask::PackName));
    act(app, EditorAction::Submit("Renamed".into()));
    act(app, EditorAction::Ask(Ask::Author));
    act(app, EditorAction::Submit("Me".into()));
    act(app, EditorAction::Ask(Ask::AddColour));
    act(app, EditorAction::Submit("Q teal #469990 q".into()));
    act(app, EditorAction::SelectColour(0));
    act(app, EditorAction::Ask(Ask::ChangeColour));
    act(app, EditorAction::Submit("R rose #ff0080 o".into()));
    let pack = session(app).editor.pack().clone();
    assert_eq!(pack.name, "Renamed");
    assert_eq!(pack.author.as_deref(), Some("Me"));
    assert_eq!(pack.palette.len(), 3);
    assert_eq!(pack.palette[0].name, "rose");
    assert_eq!(pack.palette[0].rgb, [0xff, 0x00, 0x80]);
    // The level select's "Level 4" is still empty: saving names it.
    save(app);
    assert_eq!(
        message(app),
        "Not saved: level 3: the level has no liquid yet"
    );
    edit(app, Edit::DeleteLevel);
    save(app);
    assert!(message(app).starts_with("Saved"), "{}", message(app));
    let saved = parse_pack(&file(&dir), "").unwrap();
    assert_eq!(saved.name, "Renamed");
    assert_eq!(saved.levels.len(), 2);
    assert!(file(&dir).contains("// The first level: keep this comment."));
}

#[test]
fn wrong_counts_are_named_and_nothing_is_written() {
    let mut env = open("counts", Some(PACK), 1);
    let dir = env.dir.clone();
    let app = &mut env.app;
    edit(app, Edit::RemoveTop { tube: 0 });
    assert_eq!(
        session(app).status(&water_sort_words::Lang::english()),
        "green (G) has 1 unit, needs 2"
    );
    save(app);
    assert_eq!(
        message(app),
        "Not saved: level 1: green (G) has 1 unit, needs 2"
    );
    assert_eq!(file(&dir), PACK);
    // Playtest needs a valid level too.
    act(&mut env.app, EditorAction::Playtest);
    assert_eq!(screen(&env.app), Screen::Editor);
    assert!(message(&env.app).starts_with("Cannot playtest yet"));
}

#[test]
fn the_verdict_comes_from_the_background_and_follows_each_edit() {
    let mut env = open("verdict", Some(PACK), 1);
    let app = &mut env.app;
    wait_until(app, "the first verdict", |w| {
        w.resource::<EditorSession>()
            .status(&water_sort_words::Lang::english())
            != "Checking..."
    });
    let status = session(app).status(&water_sort_words::Lang::english());
    assert!(
        status.starts_with("Solvable in 3 moves, difficulty"),
        "{status}"
    );
    // No empty tube: nothing can move.
    edit(app, Edit::RemoveTube);
    // The new level's search has only just started.
    assert_eq!(
        session(app).status(&water_sort_words::Lang::english()),
        "Checking..."
    );
    wait_until(app, "the new verdict", |w| {
        w.resource::<EditorSession>()
            .status(&water_sort_words::Lang::english())
            == "Unsolvable"
    });
    // Back to a position known already: no search needed.
    act(app, EditorAction::Undo);
    assert_eq!(
        session(app).status(&water_sort_words::Lang::english()),
        status
    );
    assert!(session(app).check.is_none());
}

#[test]
fn saving_changes_only_the_edited_level_and_the_game_reloads_it_once() {
    let mut env = open("save", Some(PACK), 2);
    let dir = env.dir.clone();
    let app = &mut env.app;
    wait_until(app, "the pack in the library", |w| {
        w.resource::<PackLibrary>().all_settled()
    });
    let mut reloads = app
        .world()
        .resource::<Messages<PackReloaded>>()
        .get_cursor();
    edit(app, Edit::MoveUnit { from: 1, to: 2 });
    // The new level's verdict is not in yet: the save waits for it, no
    // frame waits on the solver.
    act(app, EditorAction::Save);
    assert_eq!(message(app), "Checking the changed levels before saving...");
    assert_eq!(file(&dir), PACK);
    wait_until(app, "the save", |w| {
        w.resource::<EditorSession>().pending_save.is_none()
    });
    assert_eq!(message(app), format!("Saved {}", pack_path(&dir).display()));
    let text = file(&dir);
    let pack = parse_pack(&text, "").unwrap();
    let two = &pack.levels[1];
    assert_eq!(two.tubes, vec![vec![1, 0], vec![0], vec![1]]);
    let optimal = water_sort_core::solver::solve(
        &two.board(),
        &water_sort_core::solver::Limits::default(),
        None,
    );
    assert_eq!(
        two.optimal_moves,
        optimal.moves().map(|m| m.len() as u32),
        "recomputed"
    );
    assert!(two.difficulty.is_some());
    // Everything before the edited level is the same bytes, comments too.
    let head = &PACK[..PACK.find("(name: \"Two\"").unwrap()];
    assert!(text.starts_with(head), "{text}");
    assert!(text.ends_with("    ],\n)\n"));
    assert!(!session(app).editor.is_dirty());
    // The game reads the file again, once; the editor raises no alarm.
    let path = pack_path(&dir);
    wait_until(app, "the library to have the saved level", |w| {
        let library = w.resource::<PackLibrary>();
        let entry = &library.entries[library.find(&path).unwrap()];
        entry
            .good
            .as_ref()
            .is_some_and(|p| p.levels[1].tubes == two.tubes)
    });
    let mut seen = 0;
    for _ in 0..100 {
        app.update();
        std::thread::sleep(Duration::from_millis(2));
        let messages = app.world().resource::<Messages<PackReloaded>>();
        seen += reloads.read(messages).count();
    }
    let messages = app.world().resource::<Messages<PackReloaded>>();
    seen += reloads.read(messages).count();
    assert_eq!(seen, 1, "one reload for one save");
    assert_eq!(session(app).prompt, None);
    assert!(message(app).starts_with("Saved"));
}

#[test]
fn an_unsolvable_level_is_saved_only_once_confirmed() {
    let mut env = open("unsolvable", Some(PACK), 1);
    let dir = env.dir.clone();
    let app = &mut env.app;
    edit(app, Edit::RemoveTube);
    save(app);
    assert_eq!(
        session(app).prompt,
        Some(Prompt::Confirm(Confirm::Unsolvable { level: 0 }))
    );
    assert_eq!(file(&dir), PACK);
    // While asked, edits wait.
    edit(app, Edit::AddTube);
    assert_eq!(tubes(app).len(), 2);
    act(app, EditorAction::Cancel);
    assert_eq!(file(&dir), PACK);
    save(app);
    act(app, EditorAction::Answer(Answer::SaveUnsolvable));
    let pack = parse_pack(&file(&dir), "").unwrap();
    assert_eq!(pack.levels[0].tubes.len(), 2);
    assert_eq!(pack.levels[0].optimal_moves, None);
}

/// The key that answers a question answers it and does nothing else: Y
/// confirms saving an unsolvable level and adds no unit of a colour Y.
#[test]
fn the_key_that_answers_a_question_does_nothing_else() {
    let pack = PACK.replace(
        "(key: 'G', name: \"green\", color: \"#3cb44b\", symbol: '+'),",
        "(key: 'G', name: \"green\", color: \"#3cb44b\", symbol: '+'),\n        \
         (key: 'Y', name: \"yellow\", color: \"#ffe119\", symbol: '*'),",
    );
    let mut env = open("answer-key", Some(&pack), 1);
    let dir = env.dir.clone();
    let app = &mut env.app;
    edit(app, Edit::RemoveTube);
    tap(app, KeyCode::End, None);
    save(app);
    assert_eq!(
        session(app).prompt,
        Some(Prompt::Confirm(Confirm::Unsolvable { level: 0 }))
    );
    let before = tubes(app);
    tap(app, KeyCode::KeyY, Some("y"));
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(session(app).prompt, None);
    assert_eq!(tubes(app), before, "Y added a unit");
    assert!(!session(app).editor.is_dirty());
    let saved = parse_pack(&file(&dir), "").unwrap();
    assert_eq!(saved.levels[0].tubes.len(), 2);
}

#[test]
fn playtest_plays_the_edited_level_and_esc_returns_with_the_edit() {
    let mut env = open("playtest", Some(PACK), 1);
    let app = &mut env.app;
    edit(app, Edit::MoveUnit { from: 0, to: 2 });
    let edited = tubes(app);
    act(app, EditorAction::Playtest);
    wait_until(app, "the playtest", |w| w.contains_resource::<Game>());
    assert!(app.world().resource::<CurrentLevel>().is_playtest());
    let game = app.world().resource::<Game>();
    assert_eq!(game.level.tubes, edited);
    // R G | G R | (G): solved by 2>3, 1>2... whatever the solver says.
    let solution = water_sort_core::solver::solve(
        game.board(),
        &water_sort_core::solver::Limits::default(),
        None,
    );
    for pour in solution.moves().unwrap().to_vec() {
        app.world_mut().write_message(GameAction::Pour(pour));
        app.update();
    }
    for _ in 0..60 {
        app.update();
    }
    assert!(app.world().resource::<Game>().won.is_some());
    // A playtest is not the player's progress.
    let store = app.world().resource::<ProgressStore>();
    assert!(
        store.progress.packs.is_empty(),
        "{:?}",
        store.progress.packs
    );
    app.world_mut().write_message(GameAction::Back);
    wait_until(app, "the editor again", |w| {
        *w.resource::<State<Screen>>().get() == Screen::Editor
    });
    assert_eq!(tubes(app), edited);
    assert!(session(app).editor.is_dirty());
    assert!(session(app).editor.can_undo());
}

#[test]
fn a_file_changed_on_disk_is_never_overwritten_silently() {
    let mut env = open("disk", Some(PACK), 1);
    let dir = env.dir.clone();
    let app = &mut env.app;
    edit(app, Edit::MoveUnit { from: 0, to: 2 });
    let changed = PACK.replace("Edit me", "Changed elsewhere");
    std::fs::write(pack_path(&dir), &changed).unwrap();
    save(app);
    assert_eq!(
        session(app).prompt,
        Some(Prompt::Confirm(Confirm::ChangedOnDisk))
    );
    assert_eq!(file(&dir), changed);
    act(app, EditorAction::Answer(Answer::Reload));
    assert_eq!(session(app).editor.pack().name, "Changed elsewhere");
    assert!(!session(app).editor.is_dirty());
    // Again, choosing to overwrite.
    edit(app, Edit::MoveUnit { from: 0, to: 2 });
    let again = PACK.replace("Edit me", "Again");
    std::fs::write(pack_path(&dir), &again).unwrap();
    save(app);
    assert_eq!(
        session(app).prompt,
        Some(Prompt::Confirm(Confirm::ChangedOnDisk))
    );
    act(app, EditorAction::Answer(Answer::Overwrite));
    // The save may wait for the edited level's verdict (a busy machine).
    wait_until(app, "the overwrite", |w| {
        w.resource::<EditorSession>().pending_save.is_none()
    });
    let text = file(&dir);
    assert!(text.contains("Changed elsewhere"), "{text}");
    assert_eq!(parse_pack(&text, "").unwrap().levels[0].tubes, tubes(app));
}

#[test]
fn leaving_with_unsaved_changes_asks_first() {
    let mut env = open("leave", Some(PACK), 1);
    let dir = env.dir.clone();
    let app = &mut env.app;
    edit(app, Edit::RemoveTop { tube: 0 });
    act(app, EditorAction::Leave);
    assert_eq!(session(app).prompt, Some(Prompt::Confirm(Confirm::Leave)));
    act(app, EditorAction::Cancel);
    assert_eq!(screen(app), Screen::Editor);
    // Save and leave refuses an invalid level and stays.
    act(app, EditorAction::Leave);
    act(app, EditorAction::Answer(Answer::SaveAndLeave));
    app.update();
    assert_eq!(screen(app), Screen::Editor);
    assert!(message(app).starts_with("Not saved"));
    act(app, EditorAction::Leave);
    act(app, EditorAction::Answer(Answer::Discard));
    app.update();
    assert_eq!(screen(app), Screen::Title);
    assert!(!app.world().contains_resource::<EditorSession>());
    assert_eq!(file(&dir), PACK);
}

/// A level of two tubes grows to the three a deal needs (two colours and
/// an empty tube), and the editor says so.
#[test]
fn a_deal_on_two_tubes_makes_three() {
    let mut env = open("deal-small", Some(PACK), 1);
    let app = &mut env.app;
    edit(app, Edit::RemoveTube);
    assert_eq!(tubes(app).len(), 2);
    act(app, EditorAction::Deal(Some(7)));
    wait_until(app, "the deal", |w| {
        w.resource::<EditorSession>().dealing.is_none()
    });
    let dealt = tubes(app);
    assert_eq!(dealt.len(), 3);
    assert_eq!(dealt.iter().filter(|t| t.is_empty()).count(), 1);
    assert!(session(app).editor.problems().is_empty());
    assert!(
        message(app).contains("3 tubes: a deal needs 3"),
        "{}",
        message(app)
    );
}

#[test]
fn a_new_pack_is_made_from_nothing_and_joins_the_library() {
    let mut env = open("new", None, 1);
    let dir = env.dir.clone();
    let app = &mut env.app;
    let s = session(app);
    assert_eq!(s.editor.pack().name, "edit");
    assert_eq!(s.editor.level().tubes.len(), 4);
    assert!(s.editor.pack().palette.len() >= 12);
    act(app, EditorAction::Deal(Some(7)));
    wait_until(app, "the deal", |w| {
        w.resource::<EditorSession>().dealing.is_none()
    });
    let dealt = tubes(app);
    assert_eq!(dealt.iter().filter(|t| t.is_empty()).count(), 2);
    assert_eq!(dealt.iter().flatten().count(), 8);
    let seed = session(app).last_seed.unwrap();
    assert!(message(app).contains(&format!("seed {seed}")));
    assert!(!message(app).contains("tubes:"), "{}", message(app));
    // The same seed deals the same tubes again.
    act(app, EditorAction::Ask(Ask::DealSeed));
    act(app, EditorAction::Submit(seed.to_string()));
    wait_until(app, "the second deal", |w| {
        w.resource::<EditorSession>().dealing.is_none()
    });
    assert_eq!(tubes(app), dealt);
    save(app);
    assert!(message(app).starts_with("Saved"), "{}", message(app));
    let pack = parse_pack(&file(&dir), "").unwrap();
    assert_eq!(pack.levels[0].tubes, dealt);
    assert!(pack.levels[0].optimal_moves.is_some());
    let path = pack_path(&dir);
    wait_until(app, "the new pack in the library", |w| {
        let library = w.resource::<PackLibrary>();
        library
            .find(&path)
            .and_then(|i| library.entries[i].good.as_ref())
            .is_some_and(|p| p.levels[0].tubes == dealt)
    });
}

/// Presses a key for one frame (and types its character, as a window does).
pub(super) fn tap(app: &mut App, key: KeyCode, character: Option<&str>) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
    let logical_key = match (character, key) {
        (Some(c), _) => Key::Character(c.into()),
        (None, KeyCode::ArrowLeft) => Key::ArrowLeft,
        (None, KeyCode::ArrowRight) => Key::ArrowRight,
        (None, KeyCode::Home) => Key::Home,
        (None, KeyCode::End) => Key::End,
        (None, KeyCode::Backspace) => Key::Backspace,
        (None, KeyCode::Delete) => Key::Delete,
        (None, KeyCode::Escape) => Key::Escape,
        (None, KeyCode::ArrowUp) => Key::ArrowUp,
        (None, KeyCode::ArrowDown) => Key::ArrowDown,
        (None, KeyCode::F6) => Key::F6,
        (None, KeyCode::Enter) => Key::Enter,
        (None, other) => panic!("no logical key for {other:?}"),
    };
    app.world_mut().write_message(KeyboardInput {
        key_code: key,
        logical_key,
        state: ButtonState::Pressed,
        text: character.map(Into::into),
        repeat: false,
        window: Entity::PLACEHOLDER,
    });
    app.update();
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.release(key);
    input.clear();
}

#[test]
fn the_keys_edit_as_documented() {
    let mut env = open("keys", Some(PACK), 1);
    let app = &mut env.app;
    tap(app, KeyCode::ArrowRight, None);
    assert_eq!(session(app).editor.tube(), 1);
    tap(app, KeyCode::Backspace, None);
    assert_eq!(tubes(app)[1], vec![1]);
    tap(app, KeyCode::KeyG, Some("G"));
    assert_eq!(tubes(app)[1], vec![1, 1]);
    tap(app, KeyCode::End, None);
    tap(app, KeyCode::KeyR, Some("R"));
    assert_eq!(tubes(app)[2], vec![0]);
    tap(app, KeyCode::Delete, None);
    assert!(tubes(app)[2].is_empty());
    tap(app, KeyCode::Equal, Some("+"));
    assert_eq!(tubes(app).len(), 4);
    tap(app, KeyCode::Minus, Some("-"));
    assert_eq!(tubes(app).len(), 3);
    tap(app, KeyCode::Home, None);
    assert_eq!(session(app).editor.tube(), 0);
    // Ctrl+Z undoes (the typed "z" is not a palette key press).
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(KeyCode::ControlLeft);
    for _ in 0..3 {
        tap(app, KeyCode::KeyZ, Some("z"));
    }
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.release(KeyCode::ControlLeft);
    input.clear();
    assert_eq!(tubes(app)[2], vec![0]);
    assert_eq!(message(app), "");
    tap(app, KeyCode::Escape, None);
    assert_eq!(session(app).prompt, Some(Prompt::Confirm(Confirm::Leave)));
    tap(app, KeyCode::KeyD, Some("d"));
    app.update();
    assert_eq!(screen(app), Screen::Title);
}

#[test]
fn ctrl_e_on_the_level_select_edits_a_built_in_pack_as_a_copy_in_the_data_folder() {
    let dir = temp_dir("builtin");
    let data_levels = dir.join("data/levels");
    std::fs::create_dir_all(&data_levels).unwrap();
    let options = PlayOptions {
        builtin: true,
        folders: vec![data_levels.clone()],
        pack: None,
        level: None,
        edit: false,
        continue_last: false,
        lang: None,
    };
    let mut env = Env::new(headless_app(HARNESS, options, &dir), dir.clone());
    let app = &mut env.app;
    wait_until(app, "the level select", |w| {
        *w.resource::<State<Screen>>().get() == Screen::Title
    });
    let builtin_index = {
        let library = app.world().resource::<PackLibrary>();
        assert!(library.entries[0].path.is_none(), "built-in first");
        library.entries.len()
    };
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(KeyCode::ControlLeft);
    tap(app, KeyCode::KeyE, Some("e"));
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.release(KeyCode::ControlLeft);
    input.clear();
    wait_until(app, "the editor", |w| {
        w.contains_resource::<EditorSession>()
    });
    let copy = data_levels.join("1-starter.ron");
    assert_eq!(session(app).path, copy);
    assert_eq!(session(app).editor.level_index(), 0);
    assert!(!copy.exists(), "nothing is written before a save");
    edit(app, Edit::MoveUnit { from: 0, to: 3 });
    save(app);
    assert!(message(app).starts_with("Saved"), "{}", message(app));
    let builtin = water_sort::game::packs::BUILTIN_PACKS
        .iter()
        .find(|(name, _)| *name == "1-starter.ron")
        .unwrap()
        .1;
    let text = std::fs::read_to_string(&copy).unwrap();
    // Only the first level's text differs from the built-in pack's.
    let first_level_end = builtin.find("(name: \"Sprout\"").unwrap();
    assert_eq!(
        text[text.find("(name: \"Sprout\"").unwrap()..],
        builtin[first_level_end..]
    );
    // The copy takes the built-in pack's place in the library.
    wait_until(app, "the copy in the library", |w| {
        let library = w.resource::<PackLibrary>();
        library.entries[0].path.as_deref() == Some(copy.as_path())
            && library.entries[0].good.is_some()
    });
    assert_eq!(
        app.world().resource::<PackLibrary>().entries.len(),
        builtin_index
    );
}

#[test]
fn keys_typed_within_one_frame_apply_in_order() {
    let mut env = open("fast-keys", Some(PACK), 1);
    let app = &mut env.app;
    let key = |logical_key: Key| KeyboardInput {
        key_code: KeyCode::Unidentified(bevy::input::keyboard::NativeKeyCode::Unidentified),
        logical_key,
        state: ButtonState::Pressed,
        text: None,
        repeat: false,
        window: Entity::PLACEHOLDER,
    };
    // Right, Backspace, Backspace, R, G in one frame: tube 2 "GR" becomes
    // empty, then gets R and G.
    for k in [
        Key::ArrowRight,
        Key::Backspace,
        Key::Backspace,
        Key::Character("R".into()),
        Key::Character("G".into()),
    ] {
        app.world_mut().write_message(key(k));
    }
    app.update();
    app.update();
    assert_eq!(tubes(app)[1], vec![0, 1]);
    assert_eq!(tubes(app)[0], vec![0, 1], "tube 1 untouched");
    // In a text field too: three Backspaces (the first takes the selected
    // old name) and two letters, one frame.
    act(app, EditorAction::Ask(Ask::RenameLevel));
    for k in [
        Key::Backspace,
        Key::Backspace,
        Key::Backspace,
        Key::Character("U".into()),
        Key::Character("n".into()),
        Key::Enter,
    ] {
        app.world_mut().write_message(key(k));
    }
    app.update();
    app.update();
    assert_eq!(session(app).editor.level().name, "Un");
    // The OK button takes the text as typed, as Enter does.
    act(app, EditorAction::Ask(Ask::RenameLevel));
    app.world_mut().write_message(key(Key::End));
    app.world_mut()
        .write_message(key(Key::Character("o".into())));
    app.update();
    act(app, EditorAction::SubmitTyped);
    assert_eq!(session(app).prompt, None);
    assert_eq!(session(app).editor.level().name, "Uno");
}

/// A mystery level: capacity 3, the two lower units of each full tube
/// hidden, one empty tube (a win only likely at the start), and comments
/// a save must keep.
const MYSTERY: &str = r##"// Mystery test pack.
(
    name: "Hidden",
    capacity: 3,
    palette: [
        (key: 'R', name: "red", color: "#e6194b", symbol: 'o'),
        (key: 'G', name: "green", color: "#3cb44b", symbol: '+'),
        (key: 'B', name: "blue", color: "#4363d8", symbol: 'x'),
    ],
    levels: [
        // Guess well.
        (name: "Dark", tubes: ["RGB", "GBR", "BRG", ""], hidden: [2, 2, 2]),
        (name: "Plain",  tubes: ["RGB", "GBR", "BRG", "", ""]),
    ],
)
"##;

fn hidden(app: &App) -> Vec<usize> {
    session(app).editor.level().hidden.clone()
}

/// Ctrl held for `keys`, each tapped with its character.
pub(super) fn with_ctrl(app: &mut App, keys: &[(KeyCode, &str)]) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(KeyCode::ControlLeft);
    for &(key, c) in keys {
        tap(app, key, Some(c));
    }
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.release(KeyCode::ControlLeft);
    input.clear();
}

#[test]
fn up_and_down_set_what_a_tube_hides_within_its_units_and_undo_takes_it_back() {
    let mut env = open("hide-keys", Some(MYSTERY), 2);
    let dir = env.dir.clone();
    let app = &mut env.app;
    assert!(hidden(app).is_empty());
    tap(app, KeyCode::ArrowRight, None);
    tap(app, KeyCode::ArrowUp, None);
    assert_eq!(hidden(app), vec![0, 1]);
    tap(app, KeyCode::ArrowUp, None);
    tap(app, KeyCode::ArrowUp, None);
    assert_eq!(hidden(app), vec![0, 3]);
    // Not more than the tube holds: refused with the reason.
    tap(app, KeyCode::ArrowUp, None);
    assert_eq!(hidden(app), vec![0, 3]);
    assert_eq!(message(app), "Tube 2 holds 3 units: it cannot hide 4");
    assert!(session(app).error);
    // Taking a unit keeps the count within the tube.
    tap(app, KeyCode::Backspace, None);
    assert_eq!(hidden(app), vec![0, 2]);
    tap(app, KeyCode::ArrowDown, None);
    assert_eq!(hidden(app), vec![0, 1]);
    // The buttons (the mouse) do the same on the selected tube.
    act(app, EditorAction::SelectTube(0));
    act(app, EditorAction::HideBy(1));
    assert_eq!(hidden(app), vec![1, 1]);
    act(app, EditorAction::SelectTube(3));
    act(app, EditorAction::HideBy(-1));
    assert_eq!(message(app), "Tube 4 hides nothing");
    act(app, EditorAction::HideBy(1));
    assert_eq!(message(app), "Tube 4 is empty: it has nothing to hide");
    // Each change is one undo step, the unit taken too.
    with_ctrl(app, &[(KeyCode::KeyZ, "z"), (KeyCode::KeyZ, "z")]);
    assert_eq!(hidden(app), vec![0, 2]);
    with_ctrl(app, &[(KeyCode::KeyZ, "z")]);
    assert_eq!(hidden(app), vec![0, 3]);
    assert_eq!(tubes(app)[1], vec![1, 2, 0]);
    with_ctrl(app, &[(KeyCode::KeyY, "y")]);
    assert_eq!(hidden(app), vec![0, 2]);
    // Put the unit back: the level is valid again and saves with its hidden
    // counts, the rest of the file byte for byte.
    act(app, EditorAction::SelectTube(1));
    tap(app, KeyCode::KeyR, Some("R"));
    save(app);
    assert!(message(app).starts_with("Saved"), "{}", message(app));
    let expected = MYSTERY.replace(
        r#"(name: "Plain",  tubes: ["RGB", "GBR", "BRG", "", ""]),"#,
        r#"(name: "Plain", tubes: ["RGB", "GBR", "BRG", "", ""], hidden: [0, 2]),"#,
    );
    assert_eq!(file(&dir), expected);
    // Hiding nothing again: the field goes.
    tap(app, KeyCode::ArrowDown, None);
    tap(app, KeyCode::ArrowDown, None);
    save(app);
    assert_eq!(
        file(&dir),
        MYSTERY.replace(
            r#"(name: "Plain",  tubes: ["RGB", "GBR", "BRG", "", ""]),"#,
            r#"(name: "Plain", tubes: ["RGB", "GBR", "BRG", "", ""]),"#,
        )
    );
}

/// The drawn tubes' liquid, by tube.
fn drawn_liquid(app: &mut App) -> Vec<(Vec<u8>, usize)> {
    let mut tubes: Vec<(usize, Vec<u8>, usize)> = app
        .world_mut()
        .query::<(&TubeIndex, &TubeLiquid)>()
        .iter(app.world())
        .map(|(i, l)| (i.0, l.units.clone(), l.hidden))
        .collect();
    tubes.sort();
    tubes.into_iter().map(|(_, u, h)| (u, h)).collect()
}

fn tube_numbers(app: &mut App) -> Vec<String> {
    let mut numbers: Vec<String> = app
        .world_mut()
        .query::<&Text2d>()
        .iter(app.world())
        .map(|t| t.0.clone())
        // Not the `?` marks and symbols on the liquid.
        .filter(|t| t.starts_with(|c: char| c.is_ascii_digit()))
        .collect();
    numbers.sort();
    numbers
}

#[test]
fn f6_shows_the_level_as_the_player_sees_it_and_the_author_sees_what_hides() {
    let mut env = open("player-view", Some(MYSTERY), 1);
    let app = &mut env.app;
    for _ in 0..3 {
        app.update();
    }
    // The author's view: true colours, each hidden count by its tube.
    let colours =
        |app: &mut App| -> Vec<Vec<u8>> { drawn_liquid(app).into_iter().map(|(u, _)| u).collect() };
    assert_eq!(colours(app), tubes(app));
    assert!(drawn_liquid(app).iter().all(|&(_, h)| h == 0));
    assert_eq!(tube_numbers(app), ["1 ?2", "2 ?2", "3 ?2", "4"]);
    tap(app, KeyCode::F6, None);
    assert!(session(app).player_view);
    app.update();
    // As the player finds it: two units hidden under each top (the start
    // reveals nothing here, each top differs from the unit under it).
    let shown: Vec<usize> = drawn_liquid(app).iter().map(|&(_, h)| h).collect();
    assert_eq!(shown, [2, 2, 2, 0]);
    assert_eq!(tube_numbers(app), ["1", "2", "3", "4"]);
    // Hiding all three of tube 1: the start shows its top, so the player
    // still finds two hidden.
    act(app, EditorAction::HideBy(1));
    app.update();
    assert_eq!(hidden(app), vec![3, 2, 2]);
    assert_eq!(drawn_liquid(app)[0].1, 2);
    tap(app, KeyCode::F6, None);
    app.update();
    assert!(!session(app).player_view);
    assert!(drawn_liquid(app).iter().all(|&(_, h)| h == 0));
    assert_eq!(tube_numbers(app), ["1 ?3", "2 ?2", "3 ?2", "4"]);
}

#[test]
fn the_verdict_line_adds_the_start_verdict_from_what_the_player_sees() {
    let mut env = open("start-verdict", Some(MYSTERY), 1);
    let app = &mut env.app;
    // Both searches run in the background: the first frames say so.
    assert_eq!(
        session(app).status(&water_sort_words::Lang::english()),
        "Knowing every colour: checking...\nAt the player's start: checking..."
    );
    wait_until(app, "both verdicts", |w| {
        !w.resource::<EditorSession>()
            .status(&water_sort_words::Lang::english())
            .contains("checking")
    });
    let status = session(app).status(&water_sort_words::Lang::english());
    assert!(
        status.starts_with("Knowing every colour: solvable in 7 moves, difficulty 1.18\n"),
        "{status}"
    );
    assert!(
        status.ends_with(
            "At the player's start: likely: a win stays possible in 80% of the 30 arrangements"
        ),
        "{status}"
    );
    // A second empty tube makes the win certain whatever is hidden.
    tap(app, KeyCode::Equal, Some("+"));
    assert!(
        session(app)
            .status(&water_sort_words::Lang::english())
            .ends_with("At the player's start: checking...")
    );
    wait_until(app, "the new start verdict", |w| {
        !w.resource::<EditorSession>()
            .status(&water_sort_words::Lang::english())
            .contains("checking")
    });
    let status = session(app).status(&water_sort_words::Lang::english());
    assert!(
        status.ends_with("At the player's start: guaranteed (a win whatever is hidden)"),
        "{status}"
    );
    // Back to the first hidden counts: known already, no search.
    tap(app, KeyCode::Minus, Some("-"));
    assert!(
        session(app)
            .status(&water_sort_words::Lang::english())
            .ends_with("80% of the 30 arrangements"),
        "{}",
        session(app).status(&water_sort_words::Lang::english())
    );
    assert!(session(app).start_check.is_none());
    // A level hiding nothing has the one verdict.
    for tube in 0..3 {
        act(app, EditorAction::Edit(Edit::SetHidden { tube, count: 0 }));
    }
    assert!(
        session(app)
            .status(&water_sort_words::Lang::english())
            .starts_with("Solvable in 7 moves")
    );
    // Hiding only a lone unit: the start shows it, so there is nothing to
    // search at the player's start.
    act(app, EditorAction::Edit(Edit::MoveUnit { from: 0, to: 3 }));
    act(
        app,
        EditorAction::Edit(Edit::SetHidden { tube: 3, count: 1 }),
    );
    wait_until(app, "the verdict knowing every colour", |w| {
        !w.resource::<EditorSession>()
            .status(&water_sort_words::Lang::english())
            .contains("checking")
    });
    assert!(
        session(app)
            .status(&water_sort_words::Lang::english())
            .ends_with("\nAt the player's start: nothing stays hidden"),
        "{}",
        session(app).status(&water_sort_words::Lang::english())
    );
    assert!(session(app).start_check.is_none());
}

#[test]
fn a_text_field_opens_with_the_old_text_selected_and_edits_at_its_cursor() {
    let mut env = open("text-field", Some(PACK), 1);
    let app = &mut env.app;
    let typed = |app: &App| match &session(app).prompt {
        Some(Prompt::Text { field, .. }) => (field.text().to_string(), field.cursor()),
        other => panic!("no text field: {other:?}"),
    };
    // Ctrl+R: typing replaces the old name (it used to append to it).
    with_ctrl(app, &[(KeyCode::KeyR, "r")]);
    tap(app, KeyCode::KeyW, Some("W"));
    tap(app, KeyCode::KeyA, Some("a"));
    assert_eq!(typed(app), ("Wa".into(), 2));
    // Home, Delete, End, Left, Backspace: at the cursor.
    tap(app, KeyCode::Home, None);
    tap(app, KeyCode::Delete, None);
    assert_eq!(typed(app), ("a".into(), 0));
    tap(app, KeyCode::KeyR, Some("r"));
    tap(app, KeyCode::End, None);
    tap(app, KeyCode::KeyM, Some("m"));
    tap(app, KeyCode::ArrowLeft, None);
    tap(app, KeyCode::Backspace, None);
    assert_eq!(typed(app), ("rm".into(), 1));
    tap(app, KeyCode::ArrowRight, None);
    tap(app, KeyCode::KeyS, Some("s"));
    assert_eq!(typed(app), ("rms".into(), 3));
    // Ctrl+A selects everything again: the next key replaces it all.
    with_ctrl(app, &[(KeyCode::KeyA, "a")]);
    tap(app, KeyCode::KeyZ, Some("Z"));
    assert_eq!(typed(app), ("Z".into(), 1));
    // Typed keys reach the field only: nothing was edited or undone.
    assert_eq!(tubes(app), vec![vec![0, 1], vec![1, 0], vec![]]);
    tap(app, KeyCode::Enter, None);
    assert_eq!(session(app).prompt, None);
    assert_eq!(session(app).editor.level().name, "Z");
}
