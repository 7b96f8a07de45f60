//! Finishing a level counts in the statistics, on disk and on their screen.

use bevy::prelude::*;
use water_sort::game::Screen;
use water_sort::game::board::GameAction;

use crate::play::{SOLUTION, env};
use crate::support::input::{act, pour, tap_key};
use crate::support::{detail_of, settle, texts, wait_until};

use water_sort::game::saves::StatisticsStore;

#[test]
fn a_finish_is_counted_and_shown_on_the_statistics_screen() {
    let mut env = env("statistics", 1);
    let app = &mut env.app;
    act(app, GameAction::ExtraTube);
    for (from, to) in SOLUTION {
        pour(app, from, to);
    }
    settle(app);
    let stats = app.world().resource::<StatisticsStore>().statistics.clone();
    assert_eq!((stats.finished, stats.pours, stats.extra_tubes), (1, 3, 1));
    assert!(stats.best_seconds("test.ron", "One").is_some());
    assert_eq!(stats.recent.len(), 1);
    assert_eq!(stats.recent[0].moves, 3);
    // On disk: a new store reads the same.
    let again = StatisticsStore::open(Some(env.dir.join("data")));
    assert_eq!(again.statistics, stats);

    let app = &mut env.app;
    act(app, GameAction::Back);
    wait_until(app, "the level select", |w| {
        crate::support::screen(w) == Screen::Title
    });
    let line = detail_of(app, 0);
    assert!(
        line.contains("  ·  best 3 in 0:"),
        "the line for the level in focus shows the best time: {line:?}"
    );
    let shown = texts(app);
    assert!(
        shown.iter().any(|t| t.ends_with("★ 2/6")),
        "the pack heading counts its stars: {shown:?}"
    );
    tap_key(app, KeyCode::KeyS);
    wait_until(app, "the statistics", |w| {
        crate::support::screen(w) == Screen::Statistics
    });
    app.update();
    let shown = texts(app);
    assert!(
        shown
            .iter()
            .any(|t| t.starts_with("Levels finished: 1    Pours: 3")),
        "{shown:?}"
    );
    assert!(shown.iter().any(|t| t == "1/2 levels"), "{shown:?}");
    assert!(
        shown.iter().any(|t| t.contains("Extra tubes: 1")),
        "{shown:?}"
    );
    tap_key(app, KeyCode::Escape);
    wait_until(app, "the level select", |w| {
        crate::support::screen(w) == Screen::Title
    });
}
