//! Level flow: a win saves progress and goes on; the pack's end; progress
//! read at start; a level number past the pack's end.

use bevy::prelude::*;
use water_sort::game::Screen;
use water_sort::game::board::{Game, GameAction};
use water_sort::game::saves::ProgressStore;
use water_sort::game::screens::complete::CompletePanel;

use crate::play::{HARNESS, SOLUTION, assert_picture_matches_state, env};
use crate::support::input::{act, pour, tap_key};
use crate::support::{PACK, build_app, settle, temp_dir, texts, wait_until};

#[test]
fn win_saves_progress_and_goes_on_to_the_next_level() {
    let mut env = env("win", 1);
    let data = env.dir.join("data");
    let app = &mut env.app;
    for (from, to) in SOLUTION {
        pour(app, from, to);
    }
    let won = app.world().resource::<Game>().won.expect("solved");
    assert_eq!(won.moves, 3);
    assert!(!won.last_in_pack);
    // The panel waits for the last pour to finish.
    assert!(
        app.world_mut()
            .query::<&CompletePanel>()
            .iter(app.world())
            .next()
            .is_none()
    );
    settle(app);
    assert_eq!(
        app.world_mut()
            .query::<&CompletePanel>()
            .iter(app.world())
            .count(),
        1
    );
    assert_picture_matches_state(app);
    // Tubes no longer react.
    act(app, GameAction::Press(0));
    assert_eq!(app.world().resource::<Game>().selected(), None);

    // Saved on disk, and read back by a fresh store.
    let saved = ProgressStore::open(Some(data.clone()));
    let record = saved.progress.record("test.ron", "One");
    assert!(record.completed);
    assert_eq!(record.best_moves, Some(3));
    assert!(
        std::fs::read_to_string(data.join("progress.ron"))
            .unwrap()
            .contains("One")
    );

    act(app, GameAction::NextLevel);
    settle(app);
    let game = app.world().resource::<Game>();
    assert_eq!(game.level.name, "Two");
    assert_eq!(game.history().moves(), 0);
    assert!(game.won.is_none());
    assert_eq!(
        app.world_mut()
            .query::<&CompletePanel>()
            .iter(app.world())
            .count(),
        0
    );
    assert_picture_matches_state(app);

    // Both levels solved: the last one says the pack is done.
    for (from, to) in [(1, 2), (0, 1), (0, 2)] {
        pour(app, from, to);
    }
    let won = app.world().resource::<Game>().won.expect("solved");
    assert!(won.last_in_pack);
    assert_eq!(won.unsolved_in_pack, Some(0));
    settle(app);
    assert!(
        texts(app).iter().any(|t| t.starts_with("Pack complete!")),
        "{:?}",
        texts(app)
    );
}

#[test]
fn finishing_the_last_level_returns_to_the_level_select() {
    let mut env = env("last", 2);
    let app = &mut env.app;
    // "Two" mirrors "One": 2>3, 1>2, 1>3.
    for (from, to) in [(1, 2), (0, 1), (0, 2)] {
        pour(app, from, to);
    }
    let won = app.world().resource::<Game>().won.unwrap();
    assert!(won.last_in_pack);
    // Level 1 was never solved: the pack is not complete.
    assert_eq!(won.unsolved_in_pack, Some(1));
    settle(app);
    let texts = texts(app);
    assert!(
        texts
            .iter()
            .any(|t| t.starts_with("Level complete! 1 level of") && t.ends_with("still to solve.")),
        "{texts:?}"
    );
    assert!(
        !texts.iter().any(|t| t.contains("Pack complete")),
        "{texts:?}"
    );
    act(app, GameAction::NextLevel);
    settle(app);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Title
    );
    // Then level 1, the last one left: the pack is complete, though it is
    // not the pack's last level.
    tap_key(app, KeyCode::ArrowLeft);
    tap_key(app, KeyCode::Enter);
    wait_until(app, "level 1", |w| {
        w.get_resource::<Game>()
            .is_some_and(|g| g.level.name == "One" && g.history().moves() == 0)
    });
    for (from, to) in SOLUTION {
        pour(app, from, to);
    }
    let won = app.world().resource::<Game>().won.unwrap();
    assert_eq!((won.last_in_pack, won.unsolved_in_pack), (false, Some(0)));
    settle(app);
    let shown = self::texts(app);
    assert!(
        shown
            .iter()
            .any(|t| t.starts_with("Pack complete! Every level")),
        "{shown:?}"
    );
}

#[test]
fn progress_is_loaded_at_start() {
    let dir = temp_dir("load");
    std::fs::write(dir.join("levels/test.ron"), PACK).unwrap();
    let mut store = ProgressStore::open(Some(dir.join("data")));
    store.progress.finish("test.ron", "Two", 4, 0);
    store.save();
    let mut app = build_app(HARNESS, &dir, None);
    wait_until(&mut app, "the level select", |w| {
        *w.resource::<State<Screen>>().get() == Screen::Title
    });
    let record = app
        .world()
        .resource::<ProgressStore>()
        .progress
        .record("test.ron", "Two");
    assert_eq!(record.best_moves, Some(4));
    // The level select lists the two levels, the second one marked done.
    let mut q = app
        .world_mut()
        .query::<&water_sort::game::screens::level_select::LevelButton>();
    let mut buttons: Vec<_> = q
        .iter(app.world())
        .map(|b| (b.level, b.completed))
        .collect();
    buttons.sort();
    assert_eq!(buttons, vec![(0, false), (1, true)]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_level_past_the_end_of_the_pack_says_so() {
    let dir = temp_dir("past");
    std::fs::write(dir.join("levels/test.ron"), PACK).unwrap();
    let mut app = build_app(HARNESS, &dir, Some(9));
    wait_until(&mut app, "the level to start", |w| {
        *w.resource::<State<Screen>>().get() == Screen::Gameplay && w.contains_resource::<Game>()
    });
    let game = app.world().resource::<Game>();
    assert_eq!(game.level.name, "Two");
    let message = game.message.clone().unwrap_or_default();
    assert!(
        message.contains("has 2 levels; starting level 2"),
        "{message:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
