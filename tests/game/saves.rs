//! Saves that forgive, seen from the game: bad values in settings.ron and
//! progress.ron cost those values only, and the level select says where
//! each was; a file set aside, whichever it is, is told there too.

use std::time::Duration;

use water_sort::game::Screen;
use water_sort::game::board::{Game, GameAction};
use water_sort::game::saves::{ProgressStore, SavedGames};
use water_sort::game::ui::settings::Settings;

use crate::support::input::{act, pour};
use crate::support::{Harness, PACK, build_app, screen, temp_dir, texts, wait_until};

const HARNESS: Harness = Harness {
    pack_file: "test.ron",
    timeout: Duration::from_secs(20),
    settle_frames: 80,
    one_at_a_time: false,
};

#[test]
fn the_level_select_places_each_bad_value_of_the_saves() {
    let dir = temp_dir("forgive");
    std::fs::write(dir.join("levels/test.ron"), PACK).unwrap();
    let data = dir.join("data");
    std::fs::write(data.join("settings.ron"), "(\n    volume: 250,\n)\n").unwrap();
    let progress = r#"(packs: {"test.ron": {
    "One": (completed: true, best_moves: Some(-4), stars: 1),
    "Two": (completed: true, best_moves: Some(4), stars: 2),
}})"#;
    std::fs::write(data.join("progress.ron"), progress).unwrap();
    let mut app = build_app(HARNESS, &dir, None);
    wait_until(&mut app, "the level select", |w| screen(w) == Screen::Title);
    app.update();
    // The good rest is in use.
    assert_eq!(app.world().resource::<Settings>().volume, 10);
    let store = app.world().resource::<ProgressStore>();
    assert_eq!(store.progress.record("test.ron", "Two").best_moves, Some(4));
    assert!(!store.progress.record("test.ron", "One").completed);
    // And the player is told where each bad value was.
    let shown = texts(&mut app).join("\n");
    for line in [
        "settings.ron:2:13: volume 250 is above 10; set to 10",
        "progress.ron:2:42: best_moves Some(-4) is not None or Some(a move count); \
         the record of \"One\" in \"test.ron\" was dropped",
    ] {
        assert!(shown.contains(line), "{line:?} not in {shown}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Garbage in statistics.ron and in a file of games/, as a player's disk
/// might hold: both are set aside, and the level select says so of each,
/// naming where it went (before, only the log did: the statistics showed
/// zeros and the game vanished from Continue without a word).
#[test]
fn the_level_select_tells_of_every_file_set_aside() {
    let dir = temp_dir("set-aside");
    std::fs::write(dir.join("levels/test.ron"), PACK).unwrap();
    let data = dir.join("data");
    std::fs::write(data.join("statistics.ron"), "(pours: 12, levels: [").unwrap();
    std::fs::create_dir_all(data.join("games")).unwrap();
    std::fs::write(data.join("games/00000000000000ab.ron"), [0xff, 0xfe, b'(']).unwrap();
    let mut app = build_app(HARNESS, &dir, None);
    wait_until(&mut app, "the level select", |w| screen(w) == Screen::Title);
    app.update();
    let shown = texts(&mut app).join("\n");
    let aside_of = |folder: &std::path::Path, name: &str| {
        let found: Vec<_> = std::fs::read_dir(folder)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.to_string_lossy().contains(&format!("{name}.bad-")))
            .collect();
        assert_eq!(found.len(), 1, "{name} set aside once: {found:?}");
        found[0].display().to_string()
    };
    let statistics = aside_of(&data, "statistics.ron");
    let game = aside_of(&data.join("games"), "00000000000000ab.ron");
    for line in [
        format!(
            "Your statistics file could not be read and was moved to {statistics}; \
             the statistics start again from zero."
        ),
        format!(
            "A game in progress could not be read and was moved to {game}; \
             it cannot be continued."
        ),
    ] {
        assert!(shown.contains(&line), "{line:?} not in {shown}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A save that fails on the writer's thread (here `games` is a file, so no
/// game can be written under it) is told on the level select too.
#[test]
fn a_save_that_failed_in_the_background_is_told() {
    let dir = temp_dir("save-fails");
    std::fs::write(dir.join("levels/test.ron"), PACK).unwrap();
    std::fs::write(dir.join("data/games"), "not a folder").unwrap();
    let mut app = build_app(HARNESS, &dir, Some(1));
    wait_until(&mut app, "the level", |w| w.contains_resource::<Game>());
    pour(&mut app, 0, 2);
    wait_until(&mut app, "the failure to reach the store", |w| {
        !w.resource::<SavedGames>().notices.is_empty()
    });
    act(&mut app, GameAction::Back);
    wait_until(&mut app, "the level select", |w| screen(w) == Screen::Title);
    app.update();
    let shown = texts(&mut app).join("\n");
    assert!(shown.contains("Your game could not be saved: "), "{shown}");
    let _ = std::fs::remove_dir_all(&dir);
}
