//! Saves that forgive, seen from the game: bad values in settings.ron and
//! progress.ron cost those values only, and the level select says where
//! each was.

use std::time::Duration;

use water_sort::game::Screen;
use water_sort::game::saves::ProgressStore;
use water_sort::game::ui::settings::Settings;

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
