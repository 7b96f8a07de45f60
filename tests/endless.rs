//! Endless mode: game IDs, deterministic generation, the daily puzzle, and
//! the flow through the real game plugins without a window (the app setup
//! is the one of `tests/headless.rs`).

use std::path::Path;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use water_sort::game::endless::{
    self, CivilDate, Difficulty, Endless, EndlessLevel, GameId, Settings, civil_from_days,
    daily_seed, date_utc, generate, today_utc,
};
use water_sort::game::play::{Game, GameAction};
use water_sort::game::progress::ProgressStore;
use water_sort::game::screens::endless::IdInput;
use water_sort::game::{self, PlayOptions, Screen};
use water_sort_core::solver::{Limits, Outcome, solve};

mod support;
use support::{Env, act, temp_dir, wait_until_within};

const FRAME: Duration = Duration::from_millis(20);

/// The library pack of `tests/headless.rs`: endless mode must live with it.
const PACK: &str = r##"(
    name: "Test",
    palette: [
        (key: 'R', name: "red", color: "#e6194b", symbol: 'o'),
        (key: 'G', name: "green", color: "#3cb44b", symbol: '+'),
    ],
    levels: [
        (name: "One", capacity: 2, tubes: ["RG", "GR", ""]),
        (name: "Two", capacity: 2, tubes: ["GR", "RG", ""]),
    ],
)
"##;

fn build_app(dir: &Path) -> App {
    let levels = dir.join("levels");
    let options = PlayOptions {
        levels_dir: levels.clone(),
        pack: None,
        level: None,
    };
    game::headless_app(options, &dir.join("data"), Some(FRAME))
}

/// An app at the level select, with the test pack in the library.
fn env(name: &str) -> Env {
    let dir = temp_dir(name);
    std::fs::write(dir.join("levels/test.ron"), PACK).unwrap();
    let mut app = build_app(&dir);
    wait_until(&mut app, "the level select", |w| screen(w) == Screen::Title);
    Env { app, dir }
}

fn screen(world: &World) -> Screen {
    *world.resource::<State<Screen>>().get()
}

/// Runs frames until `done` holds (assets load and levels generate on
/// other threads: real time).
fn wait_until(app: &mut App, what: &str, done: impl Fn(&World) -> bool) {
    wait_until_within(app, what, Duration::from_secs(60), done);
}

/// Enough frames for any animation to finish.
fn settle(app: &mut App) {
    for _ in 0..80 {
        app.update();
    }
}

/// A key of the title screen, through `ButtonInput` like the level select.
fn tap(app: &mut App, key: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
    app.update();
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.release(key);
    input.clear();
}

/// A key as typed text, the way the endless screen reads the keyboard.
fn type_key(app: &mut App, key: Key) {
    app.world_mut().write_message(KeyboardInput {
        key_code: KeyCode::Unidentified(bevy::input::keyboard::NativeKeyCode::Unidentified),
        logical_key: key,
        state: ButtonState::Pressed,
        text: None,
        repeat: false,
        window: Entity::PLACEHOLDER,
    });
    app.update();
}

fn type_text(app: &mut App, text: &str) {
    for c in text.chars() {
        type_key(app, Key::Character(c.to_string().into()));
    }
}

/// Plays the game in progress to the end with the core solver's moves.
fn solve_level(app: &mut App) -> u32 {
    let board = app.world().resource::<Game>().board().clone();
    let Outcome::Optimal(moves) = solve(&board, &Limits::default(), None).outcome else {
        panic!("an endless level is solvable");
    };
    for pour in &moves {
        act(app, GameAction::Pour(*pour));
    }
    moves.len() as u32
}

fn in_endless_level(world: &World) -> Option<String> {
    (screen(world) == Screen::Gameplay)
        .then(|| world.get_resource::<Game>())
        .flatten()
        .filter(|g| g.pack_file == endless::PACK_FILE)
        .map(|g| g.level.name.clone())
}

fn small(difficulty: Difficulty) -> Settings {
    Settings {
        colours: 5,
        empty: 2,
        height: 3,
        difficulty,
    }
}

#[test]
fn id_round_trip() {
    for colours in endless::COLOURS {
        for empty in endless::EMPTY {
            for height in endless::HEIGHT {
                for difficulty in Difficulty::ALL {
                    for seed in [0, 7, 1 << 20, 20_991_231, endless::SEED_LIMIT - 1] {
                        let id = GameId {
                            settings: Settings {
                                colours,
                                empty,
                                height,
                                difficulty,
                            },
                            seed,
                        };
                        let text = id.to_string();
                        assert!(text.len() <= 12, "{text} is short");
                        assert_eq!(GameId::parse(&text), Ok(id), "{text}");
                        assert_eq!(GameId::parse(&text.to_lowercase()), Ok(id), "{text}");
                        // Same options for the generator, too.
                        assert_eq!(GameId::parse(&text).unwrap().candidates(), id.candidates());
                    }
                }
            }
        }
    }
    let id = GameId::parse("9m24-7kq3x9").unwrap();
    assert_eq!(id.to_string(), "9M24-7KQ3X9");
    assert_eq!(id.settings, Settings::DAILY);
    // Crockford look-alikes read as digits.
    assert_eq!(
        GameId::parse("9M24-0OIL1").unwrap().seed,
        0b00000_00000_00001_00001_00001
    );
}

#[test]
fn garbage_ids_are_rejected_with_a_message() {
    for text in [
        "",
        "   ",
        "hello",
        "9",
        "9M",
        "9M2",
        "9M24",
        "9M24-",
        "1M24-7KQ3X9",
        "13M24-7KQ3X9",
        "9Q24-7KQ3X9",
        "9M04-7KQ3X9",
        "9M42-7KQ3X9",
        "9M22-7KQ3X9",
        "9M29-7KQ3X9",
        "9M24-7KQ3X9X",
        "9M24-UUUUUU",
        "9M24-7KQ*X9",
        "9M24_7KQ3X9",
        "🙂",
    ] {
        let error = GameId::parse(text).expect_err(text);
        assert!(!error.0.is_empty(), "{text:?}");
        assert!(error.0.len() < 120, "{text:?}: a one-line message: {error}");
    }
}

#[test]
fn the_same_id_generates_the_same_board() {
    let id = GameId::parse("7M24-3F9K2Q").unwrap();
    let a = generate(&id).unwrap();
    let b = generate(&id).unwrap();
    assert_eq!(a, b);
    assert_eq!(a.levels.len(), 1);
    let level = &a.levels[0];
    assert_eq!(level.name, "7M24-3F9K2Q");
    assert_eq!(level.capacity, 4);
    assert_eq!(level.colour_count(), 7);
    assert_eq!(level.tubes.len(), 9);
    assert!(level.optimal_moves.is_some() && level.difficulty.is_some());
    // Another seed, another board.
    let other = generate(&GameId::parse("7M24-3F9K2R").unwrap()).unwrap();
    assert_ne!(other.levels[0].tubes, level.tubes);
}

#[test]
fn daily_seed_from_a_fixed_date_is_stable() {
    let date = CivilDate {
        year: 2025,
        month: 6,
        day: 14,
    };
    assert_eq!(daily_seed(date), 20_250_614);
    let id = GameId::daily(date);
    assert_eq!(id.to_string(), "9M24-0K9ZZP");
    assert_eq!(id.settings.colours, 9);
    assert_eq!(id.settings.difficulty, Difficulty::Medium);
    assert_eq!(generate(&id).unwrap(), generate(&id).unwrap());
    // The next day is another puzzle.
    let next = GameId::daily(CivilDate { day: 15, ..date });
    assert_ne!(next, id);
}

#[test]
fn dates_of_moments_in_utc() {
    let at = |secs: u64| UNIX_EPOCH + Duration::from_secs(secs);
    let date = |year, month, day| CivilDate { year, month, day };
    assert_eq!(date_utc(UNIX_EPOCH), date(1970, 1, 1));
    assert_eq!(date_utc(at(86_399)), date(1970, 1, 1));
    assert_eq!(date_utc(at(86_400)), date(1970, 1, 2));
    // 2000-02-29 23:59:59 and the second after.
    assert_eq!(date_utc(at(951_868_799)), date(2000, 2, 29));
    assert_eq!(date_utc(at(951_868_800)), date(2000, 3, 1));
    // Before the epoch, a part of a second is still the day before.
    assert_eq!(
        date_utc(UNIX_EPOCH - Duration::from_millis(500)),
        date(1969, 12, 31)
    );
    assert_eq!(
        date_utc(UNIX_EPOCH - Duration::from_secs(86_400)),
        date(1969, 12, 31)
    );
    assert_eq!(
        date_utc(UNIX_EPOCH - Duration::from_secs(86_401)),
        date(1969, 12, 30)
    );
    // Today is the date of now (read on either side, in case of midnight).
    let before = date_utc(SystemTime::now());
    let today = today_utc();
    let after = date_utc(SystemTime::now());
    assert!(today == before || today == after, "{today:?}");
    assert!(today.year >= 2024, "{today:?}");
}

#[test]
fn civil_dates_of_known_days() {
    let date = |year, month, day| CivilDate { year, month, day };
    for (days, want) in [
        (0, date(1970, 1, 1)),
        (31, date(1970, 2, 1)),
        (59, date(1970, 3, 1)),
        (365, date(1971, 1, 1)),
        (-1, date(1969, 12, 31)),
        (10_957, date(2000, 1, 1)),
        (11_016, date(2000, 2, 29)),
        (11_017, date(2000, 3, 1)),
        (19_723, date(2024, 1, 1)),
        (19_782, date(2024, 2, 29)),
        (20_000, date(2024, 10, 4)),
        (-25_508, date(1900, 3, 1)),
        (47_541, date(2100, 3, 1)),
        (2_932_896, date(9999, 12, 31)),
    ] {
        assert_eq!(civil_from_days(days), want, "day {days}");
    }
}

#[test]
fn hard_rates_harder_than_easy_on_average() {
    let rating = |difficulty, seed| {
        let id = GameId {
            settings: Settings {
                colours: 6,
                empty: 2,
                height: 4,
                difficulty,
            },
            seed,
        };
        generate(&id).unwrap().levels[0].difficulty.unwrap()
    };
    let seeds = 1..=8;
    let mean = |d| seeds.clone().map(|s| rating(d, s)).sum::<f64>() / 8.0;
    let (easy, medium, hard) = (
        mean(Difficulty::Easy),
        mean(Difficulty::Medium),
        mean(Difficulty::Hard),
    );
    assert!(easy < hard, "easy {easy}, hard {hard}");
    assert!(easy <= medium && medium <= hard, "{easy} {medium} {hard}");
}

#[test]
fn a_size_without_solvable_deals_says_so() {
    // Twelve colours, one empty tube, tubes of six: the deals are stuck.
    let id = GameId::parse("12M16-1").unwrap();
    let error = generate(&id).unwrap_err();
    assert!(error.contains("no solvable level"), "{error}");
}

#[test]
fn typing_an_id_starts_that_level() {
    let mut env = env("typing");
    let app = &mut env.app;
    tap(app, KeyCode::KeyE);
    wait_until(app, "the endless screen", |w| screen(w) == Screen::Endless);

    // A bad ID is refused with a message, and play does not start.
    type_text(app, "5x23-k");
    type_key(app, Key::Enter);
    let error = app.world().resource::<Endless>().error.clone();
    assert!(error.unwrap().contains("not a difficulty"));
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(screen(app.world()), Screen::Endless);

    // Backspace edits; the good ID, in lower case, starts its level.
    for _ in 0..6 {
        type_key(app, Key::Backspace);
    }
    assert_eq!(app.world().resource::<IdInput>().0, "");
    type_text(app, "5e23-k");
    assert_eq!(app.world().resource::<IdInput>().0, "5E23-K");
    type_key(app, Key::Enter);
    wait_until(app, "the typed level", |w| in_endless_level(w).is_some());
    let id = GameId::parse("5E23-K").unwrap();
    let expected = generate(&id).unwrap();
    let game = app.world().resource::<Game>();
    assert_eq!(game.level.name, "5E23-00000K");
    assert_eq!(game.board(), &expected.levels[0].board());
    assert_eq!(game.history.moves(), 0);
    let level = app.world().resource::<EndlessLevel>();
    assert_eq!(level.id, id);
    assert!(level.daily.is_none());
}

#[test]
fn finishing_an_endless_level_records_it_then_next_and_replay() {
    let mut env = env("finish");
    let data = env.dir.join("data");
    let app = &mut env.app;
    let id = GameId {
        settings: small(Difficulty::Hard),
        seed: 12_345,
    };
    app.world_mut().resource_mut::<Endless>().start(id, None);
    wait_until(app, "the level", |w| in_endless_level(w).is_some());
    settle(app);
    let moves = solve_level(app);
    let won = app.world().resource::<Game>().won.expect("solved");
    assert_eq!(won.moves, moves);
    assert!(!won.last_in_pack, "endless mode always has a next level");
    let record = ProgressStore::open(Some(data.clone()))
        .progress
        .record(endless::PACK_FILE, &id.to_string());
    assert!(record.completed);
    assert_eq!(record.best_moves, Some(moves));
    settle(app);

    // Replay: the same level again.
    act(app, GameAction::Replay);
    settle(app);
    let game = app.world().resource::<Game>();
    assert_eq!(game.level.name, id.to_string());
    assert!(game.won.is_none());
    assert_eq!(game.history.moves(), 0);

    // Next: a new level of the same settings.
    solve_level(app);
    settle(app);
    act(app, GameAction::NextLevel);
    wait_until(app, "the next level", |w| {
        in_endless_level(w).is_some_and(|name| name != id.to_string())
    });
    let name = in_endless_level(app.world()).unwrap();
    assert_eq!(GameId::parse(&name).unwrap().settings, id.settings);

    // Back goes to the endless screen; from there Esc to the level select,
    // which plays the library's levels again.
    act(app, GameAction::Back);
    app.update();
    assert_eq!(screen(app.world()), Screen::Endless);
    type_key(app, Key::Escape);
    app.update();
    assert_eq!(screen(app.world()), Screen::Title);
    assert!(!app.world().contains_resource::<EndlessLevel>());
    tap(app, KeyCode::Enter);
    wait_until(app, "a library level", |w| {
        screen(w) == Screen::Gameplay
            && w.get_resource::<Game>()
                .is_some_and(|g| g.pack_file == "test.ron")
    });
}

#[test]
fn the_daily_key_plays_todays_puzzle() {
    let mut env = env("daily");
    let app = &mut env.app;
    tap(app, KeyCode::KeyD);
    wait_until(app, "the daily puzzle", |w| in_endless_level(w).is_some());
    let today = today_utc();
    let game = app.world().resource::<Game>();
    assert_eq!(game.level.name, GameId::daily(today).to_string());
    assert_eq!(game.pack_name, format!("Daily puzzle {today}"));
    assert_eq!(app.world().resource::<EndlessLevel>().daily, Some(today));
}

#[test]
fn editing_a_pack_does_not_disturb_an_endless_level() {
    let mut env = env("reload");
    let path = env.dir.join("levels/test.ron");
    let app = &mut env.app;
    let id = GameId {
        settings: small(Difficulty::Medium),
        seed: 99,
    };
    app.world_mut().resource_mut::<Endless>().start(id, None);
    wait_until(app, "the level", |w| in_endless_level(w).is_some());
    let board = app.world().resource::<Game>().board().clone();
    let pour = board.legal_pours().next().expect("a move");
    act(app, GameAction::Pour(pour));
    assert_eq!(app.world().resource::<Game>().history.moves(), 1);

    std::fs::write(&path, PACK.replace("\"One\"", "\"Uno\"")).unwrap();
    wait_until(app, "the reload", |w| {
        w.resource::<water_sort::game::packs::PackLibrary>().entries[0]
            .good
            .as_ref()
            .is_some_and(|p| p.levels[0].name == "Uno")
    });
    settle(app);
    let game = app.world().resource::<Game>();
    assert_eq!(game.level.name, id.to_string());
    assert_eq!(game.history.moves(), 1, "play goes on");
    assert_eq!(screen(app.world()), Screen::Gameplay);
}
