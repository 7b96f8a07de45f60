//! The editor's variant tools, headless: a tube's height, its lock and the
//! level's rule set through `EditorAction`s and keys, one undo step each,
//! drawn (heights on one scale, a padlock on a locked tube, balls for ball
//! sort, the labels),
//! judged by the live verdict, saved into the pack file and playtested.

use bevy::prelude::*;
use water_sort::game::board::{BoardLayout, Game};
use water_sort::game::editor::EditorAction;
use water_sort::game::scene::{Ball, LockSeal};
use water_sort::game::ui::settings::Settings;
use water_sort_core::Rule;
use water_sort_core::level::parse_pack;
use water_sort_store::settings::LanguageTag;
use water_sort_words::Lang;

use super::editor::{act, file, message, open, save, session, tap, with_ctrl};
use crate::support::{texts, wait_until};

/// Two colours of two units, two empty tubes: room for a locked tube.
const PACK: &str = r##"(
    name: "Variants",
    palette: [
        (key: 'R', name: "red", color: "#e6194b", symbol: 'o'),
        (key: 'G', name: "green", color: "#3cb44b", symbol: '+'),
    ],
    levels: [(name: "One", capacity: 2, tubes: ["RG", "GR", "", ""])],
)
"##;

fn status(app: &App) -> String {
    session(app).status(&Lang::english())
}

/// The verdict of the level as it is now, once the background has it.
fn verdict(app: &mut App) -> String {
    wait_until(app, "the verdict", |w| {
        w.resource::<water_sort::game::editor::EditorSession>()
            .status(&Lang::english())
            != "Checking..."
    });
    status(app)
}

fn heights(app: &App) -> Vec<usize> {
    let level = session(app).editor.level();
    (0..level.tubes.len())
        .map(|t| level.variant.height(t, level.capacity))
        .collect()
}

fn locks(app: &App) -> Vec<Option<u8>> {
    let level = session(app).editor.level();
    (0..level.tubes.len())
        .map(|t| level.variant.lock(t))
        .collect()
}

fn rule(app: &App) -> Rule {
    session(app).editor.level().variant.rule
}

/// The balls drawn.
fn drawn_balls(app: &mut App) -> usize {
    let world = app.world_mut();
    world.query::<&Ball>().iter(world).count()
}

/// The keys of the padlocks drawn.
fn drawn_locks(app: &mut App) -> Vec<u8> {
    let world = app.world_mut();
    let mut q = world.query::<&LockSeal>();
    q.iter(world).map(|l| l.key).collect()
}

#[test]
fn height_lock_and_rule_are_edits_drawn_judged_and_saved() {
    let mut env = open("variant-tools", Some(PACK), 1);
    let app = &mut env.app;
    assert!(verdict(app).starts_with("Solvable"), "{}", status(app));
    // Tube 4 locked by red: red can still be gathered in tube 1.
    act(app, EditorAction::SelectTube(3));
    act(app, EditorAction::CycleLock);
    assert_eq!(locks(app), [None, None, None, Some(0)]);
    assert!(verdict(app).starts_with("Solvable"), "{}", status(app));
    // Tube 3 locked too: no tube left to pour into.
    act(app, EditorAction::SelectTube(2));
    act(app, EditorAction::CycleLock);
    assert_eq!(locks(app)[2], Some(0));
    assert_eq!(verdict(app), "Unsolvable");
    app.update();
    // The label names the key colour, in the language spoken, and its key.
    assert!(
        texts(app).contains(&"Lock: red (R)".to_string()),
        "{:?}",
        texts(app)
    );
    for (tag, label) in [("de", "Sperre: Rot (R)"), ("en-US", "Lock: red (R)")] {
        app.world_mut().resource_mut::<Settings>().language = LanguageTag::new(tag);
        app.update();
        app.update();
        assert!(
            texts(app).contains(&label.to_string()),
            "{tag}: {:?}",
            texts(app)
        );
    }
    assert_eq!(drawn_locks(app).len(), 2, "a padlock on each locked tube");
    // Then green, then open again.
    act(app, EditorAction::CycleLock);
    assert_eq!(locks(app)[2], Some(1));
    act(app, EditorAction::CycleLock);
    assert_eq!(locks(app)[2], None);
    app.update();
    assert_eq!(drawn_locks(app), [0]);
    // Tube 3 taller, then down to 1 and not below.
    act(app, EditorAction::HeightBy(1));
    assert_eq!(heights(app), [2, 2, 3, 2]);
    app.update();
    let layout = app.world().resource::<BoardLayout>();
    assert_eq!(layout.heights, [2, 2, 3, 2], "drawn to their own heights");
    assert_eq!(layout.capacity, 3, "on the tallest one's scale");
    assert!(texts(app).contains(&"Height 3".to_string()));
    act(app, EditorAction::HeightBy(-1));
    act(app, EditorAction::HeightBy(-1));
    assert_eq!(heights(app)[2], 1);
    act(app, EditorAction::HeightBy(-1));
    assert_eq!(heights(app)[2], 1);
    assert!(session(app).error, "refused: {}", message(app));
    assert_eq!(drawn_balls(app), 0);
    act(app, EditorAction::ToggleRule);
    assert_eq!(rule(app), Rule::Ball);
    app.update();
    assert!(texts(app).contains(&"Rule: ball sort".to_string()));
    assert_eq!(drawn_balls(app), 4, "ball sort's units drawn as balls");
    // One undo step each.
    act(app, EditorAction::Undo);
    assert_eq!(rule(app), Rule::Water);
    app.update();
    assert_eq!(drawn_balls(app), 0, "and as liquid again");
    act(app, EditorAction::Undo);
    assert_eq!(heights(app)[2], 2);
    act(app, EditorAction::Undo);
    act(app, EditorAction::Undo);
    assert_eq!(heights(app)[2], 2, "back to the level's capacity");
    act(app, EditorAction::Undo);
    assert_eq!(locks(app)[2], Some(1));
    // Redo up to the tall tube 3, then ball sort.
    for _ in 0..2 {
        act(app, EditorAction::Redo);
    }
    assert_eq!((locks(app)[2], heights(app)[2]), (None, 3));
    act(app, EditorAction::ToggleRule);
    assert!(verdict(app).starts_with("Solvable"), "{}", status(app));
    save(app);
    assert!(!session(app).editor.is_dirty(), "saved: {}", message(app));
    let text = file(&env.dir);
    for field in ["heights:", "locks:", "rules:"] {
        assert!(text.contains(field), "{field} in\n{text}");
    }
    let pack = parse_pack(&text, "edit.ron").expect("the saved pack reads");
    let variant = &pack.levels[0].variant;
    assert_eq!(variant.rule, Rule::Ball);
    assert_eq!(variant.height(2, 2), 3);
    assert_eq!(variant.lock(3), Some(0));
    assert_eq!(variant.lock(2), None);
    // The playtest plays by the variant.
    act(app, EditorAction::Playtest);
    wait_until(app, "the playtest", |w| w.contains_resource::<Game>());
    let board = app.world().resource::<Game>().board();
    assert_eq!(board.rule(), Rule::Ball);
    assert_eq!((board.height(2), board.lock(3)), (3, Some(0)));
}

#[test]
fn the_variant_keys_edit_as_documented() {
    let mut env = open("variant-keys", Some(PACK), 1);
    let app = &mut env.app;
    tap(app, bevy::input::keyboard::KeyCode::End, None);
    let shift = |app: &mut App, down: bool| {
        let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        if down {
            input.press(KeyCode::ShiftLeft);
        } else {
            input.release(KeyCode::ShiftLeft);
            input.clear();
        }
    };
    shift(app, true);
    tap(app, KeyCode::ArrowUp, None);
    tap(app, KeyCode::ArrowUp, None);
    tap(app, KeyCode::ArrowDown, None);
    shift(app, false);
    assert_eq!(heights(app), [2, 2, 2, 3]);
    assert_eq!(session(app).editor.level().hidden_per_tube()[3], 0);
    with_ctrl(app, &[(KeyCode::KeyL, "l"), (KeyCode::KeyB, "b")]);
    assert_eq!(locks(app)[3], Some(0));
    assert_eq!(rule(app), Rule::Ball);
    // Neither typed a palette key nor a unit.
    assert_eq!(session(app).editor.level().tubes[3], Vec::<u8>::new());
    with_ctrl(app, &[(KeyCode::KeyZ, "z"), (KeyCode::KeyZ, "z")]);
    assert_eq!((locks(app)[3], rule(app)), (None, Rule::Water));
}

#[test]
fn a_level_without_colours_has_no_key_to_lock_with() {
    let mut env = open("variant-no-key", Some(PACK), 1);
    let app = &mut env.app;
    act(
        app,
        EditorAction::Edit(water_sort_core::editor::Edit::AddLevel),
    );
    assert!(session(app).editor.level().tubes.iter().all(Vec::is_empty));
    act(app, EditorAction::CycleLock);
    assert_eq!(message(app), "The level has no colour to lock tube 1 with");
    assert!(session(app).error);
    assert_eq!(locks(app)[0], None);
}
