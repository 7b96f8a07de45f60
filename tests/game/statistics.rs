//! Finishing a level counts in the statistics, on disk and on their screen.

use bevy::prelude::*;
use water_sort::game::Screen;
use water_sort::game::board::GameAction;

use crate::play::{SOLUTION, env};
use crate::support::input::{act, pour, tap_key};
use crate::support::{Env, PACK, build_app, detail_of, settle, temp_dir, texts, wait_until};

use water_sort::game::board::Game;
use water_sort::game::saves::StatisticsStore;
use water_sort::game::screens::endless::Endless;
use water_sort::game::ui::theme::{self, Ink, Theme, ThemedFill};
use water_sort_core::game_id::{Date, Difficulty, GameId, today_utc};
use water_sort_core::solver::{Limits, Outcome, solve};

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

/// Generating the daily puzzle takes seconds in a debug build.
const SLOW: crate::support::Harness = crate::support::Harness {
    timeout: std::time::Duration::from_secs(60),
    ..crate::play::HARNESS
};

/// Plays the level in play to its end with the core solver's moves.
fn solve_level(app: &mut App) {
    let board = app.world().resource::<Game>().board().clone();
    let Outcome::Optimal(moves) = solve(&board, &Limits::default(), None).outcome else {
        panic!("a generated level is solvable");
    };
    for pour in moves {
        act(app, GameAction::Pour(pour));
    }
    settle(app);
    assert!(app.world().resource::<Game>().won.is_some(), "won");
}

/// The daily puzzle's calendar on screen: its squares, oldest first, each
/// with its fill and whether it is outlined.
fn calendar(app: &mut App) -> Vec<(Ink, bool)> {
    let world = app.world_mut();
    let mut grids = world.query::<(&Node, &Children)>();
    let square = |node: &Node| node.width == px(20) && node.height == px(20);
    let grids: Vec<Vec<Entity>> = grids
        .iter(world)
        .filter(|(node, _)| node.flex_wrap == FlexWrap::Wrap)
        .map(|(_, children)| children.to_vec())
        .filter(|days| {
            days.len() > 1
                && days
                    .iter()
                    .all(|&d| world.get::<Node>(d).is_some_and(square))
        })
        .collect();
    assert_eq!(grids.len(), 1, "one calendar");
    let theme = *world.resource::<Theme>();
    grids[0]
        .iter()
        .map(|&day| {
            let ink = world.get::<ThemedFill>(day).expect("a themed square").0;
            let drawn = world
                .get::<BackgroundColor>(day)
                .expect("a filled square")
                .0;
            assert_eq!(drawn, theme.get(ink), "the square is drawn in its ink");
            let outlined = world.get::<Node>(day).unwrap().border.top != Val::Px(0.0);
            (ink, outlined)
        })
        .collect()
}

/// A daily puzzle and an endless level finished in the game count in the
/// statistics on disk, and the statistics screen shows the streak they
/// make with the days solved before (yesterday, the day before, and one
/// older day apart) and the calendar with those days filled and today
/// outlined.
#[test]
fn a_daily_and_an_endless_win_are_counted_and_the_streak_shown() {
    let today = today_utc();
    let back = |days: usize| (0..days).fold(today, |d, _| d.yesterday().unwrap());
    let dir = temp_dir("statistics-daily");
    std::fs::write(dir.join("levels/test.ron"), PACK).unwrap();
    let before: Vec<Date> = [1, 2, 10].map(back).to_vec();
    let days = before
        .iter()
        .map(|d| format!("\"{d}\""))
        .collect::<Vec<_>>();
    std::fs::write(
        dir.join("data/statistics.ron"),
        format!("(daily: [{}])", days.join(", ")),
    )
    .unwrap();
    let mut app = build_app(SLOW, &dir, None);
    wait_until(&mut app, "the level select", |w| {
        crate::support::screen(w) == Screen::Title
    });
    let mut env = Env::new(app, dir);
    let app = &mut env.app;
    assert_eq!(
        app.world().resource::<StatisticsStore>().statistics.daily,
        before.iter().copied().collect(),
        "the days solved before are read"
    );

    // Today's daily puzzle, from the level select's key.
    tap_key(app, KeyCode::KeyD);
    wait_until(app, "the daily puzzle", |w| {
        w.get_resource::<Game>()
            .is_some_and(|g| g.level.name == GameId::daily(today).to_string())
    });
    settle(app);
    solve_level(app);
    let stats = app.world().resource::<StatisticsStore>().statistics.clone();
    assert_eq!(stats.finished, 1);
    assert!(stats.daily.contains(&today), "today's daily is recorded");
    assert_eq!(stats.daily.len(), 4);
    assert_eq!(
        stats.endless_wins,
        [(9, 1)].into(),
        "a daily is an endless win"
    );

    // An endless level of five colours.
    let id = GameId {
        settings: water_sort_core::game_id::Settings {
            colours: 5,
            empty: 2,
            height: 3,
            difficulty: Difficulty::Easy,
            variant: Default::default(),
        },
        seed: 77,
    };
    app.world_mut()
        .resource_mut::<Endless>()
        .start(id, None, Screen::Title);
    wait_until(app, "the endless level", |w| {
        w.get_resource::<Game>()
            .is_some_and(|g| g.level.name == id.to_string())
    });
    settle(app);
    solve_level(app);
    let stats = app.world().resource::<StatisticsStore>().statistics.clone();
    assert_eq!(stats.finished, 2);
    assert_eq!(stats.daily.len(), 4, "an endless level is no daily");
    assert_eq!(stats.endless_wins, [(5, 1), (9, 1)].into());
    let again = StatisticsStore::open(Some(env.dir.join("data")));
    assert_eq!(again.statistics, stats, "on disk");

    let app = &mut env.app;
    act(app, GameAction::Back);
    wait_until(app, "the level select", |w| {
        crate::support::screen(w) == Screen::Title
    });
    tap_key(app, KeyCode::KeyS);
    wait_until(app, "the statistics", |w| {
        crate::support::screen(w) == Screen::Statistics
    });
    app.update();
    let shown = texts(app);
    assert!(
        shown
            .iter()
            .any(|t| t == "Streak: 3 days in a row (best 3)    Solved on 4 days"),
        "{shown:?}"
    );
    assert!(
        shown.iter().any(|t| t == "5 colours: 1    9 colours: 1"),
        "{shown:?}"
    );
    let squares = calendar(app);
    assert_eq!(squares.len(), 35, "five weeks");
    for (ago, &(ink, outlined)) in squares.iter().rev().enumerate() {
        let solved = ago == 0 || before.contains(&back(ago));
        let want = if solved {
            theme::SUCCESS
        } else {
            theme::BUTTON
        };
        assert_eq!(ink, want, "{} ({ago} days ago)", back(ago));
        assert_eq!(
            outlined,
            ago == 0,
            "only today is outlined ({ago} days ago)"
        );
    }
}
