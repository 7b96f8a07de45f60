//! What a new player tripped over (issue 44): a first window sized to the
//! monitor and the player's size and place kept, Continue offered only
//! with something to continue, Enter in the quit prompt doing what the
//! highlighted button says, the extra tube drawn apart and its cost said
//! when it is taken, the player's copy of a pack told from the pack it
//! copies, and the settings' rows going round in the order their words
//! read.

use std::time::Duration;

use bevy::prelude::*;
use bevy::window::{Monitor, PrimaryMonitor, PrimaryWindow, WindowPosition, WindowResolution};
use water_sort::game::assist::LevelPar;
use water_sort::game::board::{Game, GameAction};
use water_sort::game::saves::SavedGames;
use water_sort::game::scene::{ExtraTubeMark, TubeArt, TubeIndex};
use water_sort::game::screens::quit::{Highlighted, QuitPrompt};
use water_sort::game::ui::settings::{DeadEndWarning, Settings, VerdictLine};
use water_sort::game::ui::theme::{self, ThemeName, ThemedBorder};
use water_sort::game::ui::window::{STEADY, open_where_kept};
use water_sort::game::{PlayOptions, Screen};
use water_sort_store::packs::BUILTIN_PACKS;
use water_sort_store::settings::WindowPlace;

use crate::support::input::{act, pour, tap_key};
use crate::support::{
    Env, FRAME, Harness, PACK, build_app, headless_app, open, screen, settle, temp_dir, texts,
    wait_until,
};

const HARNESS: Harness = Harness {
    pack_file: "test.ron",
    timeout: Duration::from_secs(30),
    settle_frames: 80,
    one_at_a_time: false,
};

/// A 1366x768 laptop screen, the primary monitor.
fn laptop() -> (Monitor, PrimaryMonitor) {
    let monitor = Monitor {
        name: Some("laptop".into()),
        physical_width: 1366,
        physical_height: 768,
        physical_position: IVec2::ZERO,
        refresh_rate_millihertz: None,
        scale_factor: 1.0,
        video_modes: Vec::new(),
    };
    (monitor, PrimaryMonitor)
}

/// The primary window as the window plugin spawns it in `run`: the
/// smallest size, placed by the system.
fn spawn_window(app: &mut App) -> Entity {
    let window = Window {
        resolution: WindowResolution::new(800, 600),
        ..default()
    };
    app.world_mut().spawn((window, PrimaryWindow)).id()
}

fn place(app: &App, window: Entity) -> (Vec2, WindowPosition) {
    let window = app.world().get::<Window>(window).unwrap();
    (window.resolution.size(), window.position)
}

/// Frames enough for a size or place to hold long enough to be kept.
fn hold(app: &mut App) {
    for _ in 0..(STEADY.as_millis() / FRAME.as_millis() + 5) {
        app.update();
    }
}

#[test]
fn a_first_window_fits_the_monitor_and_the_players_size_and_place_are_kept() {
    let mut env = open(HARNESS, "window", PACK, None);
    let app = &mut env.app;
    let window = spawn_window(app);
    // No monitor known yet: the window stays as it was made.
    app.update();
    assert_eq!(place(app, window).0, Vec2::new(800.0, 600.0));
    app.world_mut().spawn(laptop());
    app.update();
    // 80% of 1366x768, centred: not the 1280x800 that ran off its edge.
    assert_eq!(
        place(app, window),
        (
            Vec2::new(1093.0, 614.0),
            WindowPosition::At(IVec2::new(136, 77))
        )
    );
    // The player makes it smaller and moves it: kept once it holds.
    {
        let mut w = app.world_mut().get_mut::<Window>(window).unwrap();
        w.resolution.set(900.0, 650.0);
        w.position = WindowPosition::At(IVec2::new(40, 30));
    }
    hold(app);
    let kept = WindowPlace {
        width: 900,
        height: 650,
        position: Some((40, 30)),
    };
    assert_eq!(app.world().resource::<Settings>().window, Some(kept));
    // Saves are written in the background: wait for them before reading.
    water_sort_store::writer::flush();
    let saved = std::fs::read_to_string(env.dir.join("data/settings.ron")).unwrap();
    assert!(saved.contains("width: 900"), "{saved}");

    // The next run opens there before its first frame, and stays there
    // once the monitor is known.
    let mut again = build_app(HARNESS, &env.dir, None);
    let window = spawn_window(&mut again);
    open_where_kept(again.world_mut());
    let there = (
        Vec2::new(900.0, 650.0),
        WindowPosition::At(IVec2::new(40, 30)),
    );
    assert_eq!(place(&again, window), there);
    again.world_mut().spawn(laptop());
    wait_until(&mut again, "the level select", |w| {
        screen(w) == Screen::Title
    });
    assert_eq!(place(&again, window), there);
}

#[test]
fn continue_is_offered_only_for_a_game_with_a_move_in_it() {
    let mut env = open(HARNESS, "continue-hint", PACK, Some(1));
    let app = &mut env.app;
    settle(app);
    act(app, GameAction::Hint);
    wait_until(app, "the hint kept", |w| {
        w.resource::<SavedGames>().get("test.ron", "One").is_some()
    });
    act(app, GameAction::Back);
    wait_until(app, "the level select", |w| screen(w) == Screen::Title);
    app.update();
    let shown = texts(app);
    assert!(
        !shown.iter().any(|t| t.starts_with("Continue")),
        "no Continue for a game with only a hint: {shown:?}"
    );
    assert!(
        shown.iter().any(|t| t.starts_with("Arrows: choose")),
        "{shown:?}"
    );
    assert!(
        !shown.iter().any(|t| t.contains("C: continue")),
        "the keys offer no Continue: {shown:?}"
    );
    // C has nothing to continue: the level select stays.
    tap_key(app, KeyCode::KeyC);
    app.update();
    assert_eq!(screen(app.world()), Screen::Title);
    // The hint is still counted when the level is entered again.
    tap_key(app, KeyCode::Enter);
    wait_until(app, "the level again", |w| w.contains_resource::<Game>());
    settle(app);
    assert_eq!(app.world().resource::<LevelPar>().assist.hints, 1);
    // A move makes it a game to continue.
    pour(app, 0, 2);
    act(app, GameAction::Back);
    wait_until(app, "the level select", |w| screen(w) == Screen::Title);
    app.update();
    let shown = texts(app);
    assert!(
        shown.iter().any(|t| t == "Continue: One, 1 move in"),
        "{shown:?}"
    );
    assert!(shown.iter().any(|t| t.contains("C: continue")), "{shown:?}");
}

/// Whether an `AppExit` was sent in the frame `key` is tapped in.
fn key_exits(app: &mut App, key: KeyCode) -> bool {
    let mut cursor = app
        .world()
        .resource::<Messages<AppExit>>()
        .get_cursor_current();
    tap_key(app, key);
    let messages = app.world().resource::<Messages<AppExit>>();
    cursor.read(messages).count() > 0
}

#[test]
fn enter_in_the_quit_prompt_does_what_the_highlighted_button_says() {
    let mut env = open(HARNESS, "quit-enter", PACK, None);
    let app = &mut env.app;
    assert!(!key_exits(app, KeyCode::Escape));
    app.update();
    assert!(app.world().resource::<QuitPrompt>().0);
    // Quit is the highlighted button, framed apart from Cancel.
    let highlighted: Vec<ThemedBorder> = app
        .world_mut()
        .query_filtered::<&ThemedBorder, With<Highlighted>>()
        .iter(app.world())
        .copied()
        .collect();
    assert_eq!(highlighted, [ThemedBorder(theme::ACCENT)]);
    let quit = crate::support::button_named(app, "Quit");
    assert!(app.world().get::<Highlighted>(quit).is_some());
    let keys = crate::support::texts(app);
    assert!(keys.iter().any(|t| t == "Esc / Enter"), "{keys:?}");
    assert!(key_exits(app, KeyCode::Enter), "Enter quits, as Quit says");
    // Space too; another key still stays.
    assert!(key_exits(app, KeyCode::Space));
    assert!(!key_exits(app, KeyCode::KeyX));
    app.update();
    assert!(!app.world().resource::<QuitPrompt>().0);
}

#[test]
fn the_extra_tube_is_drawn_apart_and_says_it_caps_the_stars_when_taken() {
    let mut env = open(HARNESS, "extra-look", PACK, Some(1));
    let app = &mut env.app;
    settle(app);
    act(app, GameAction::ExtraTube);
    settle(app);
    let message = app.world().resource::<Game>().message.clone();
    assert_eq!(
        message.as_deref(),
        Some("The extra tube caps the stars at 2; undo takes it away")
    );
    let art = app.world().resource::<TubeArt>().clone();
    let world = app.world_mut();
    let mut tubes = world.query::<(&TubeIndex, &Children)>();
    let mut looks: Vec<(usize, usize, usize)> = tubes
        .iter(world)
        .map(|(index, children)| {
            let material = |part: &Entity| world.get::<MeshMaterial2d<ColorMaterial>>(*part);
            let extra = children
                .iter()
                .filter(|p| material(p).is_some_and(|m| m.0 == art.extra_glass))
                .count();
            let marks = children
                .iter()
                .filter(|p| world.get::<ExtraTubeMark>(*p).is_some())
                .count();
            (index.0, extra, marks)
        })
        .collect();
    looks.sort();
    // The level's three tubes as they were; the fourth in tinted glass
    // (wall, bowl and rim) with one mark.
    assert_eq!(looks, [(0, 0, 0), (1, 0, 0), (2, 0, 0), (3, 3, 1)]);
    let glass = app
        .world()
        .resource::<Assets<ColorMaterial>>()
        .get(&art.glass)
        .unwrap()
        .color;
    let tinted = app
        .world()
        .resource::<Assets<ColorMaterial>>()
        .get(&art.extra_glass)
        .unwrap()
        .color;
    assert_ne!(glass, tinted);
    // Taken away, the mark goes with it.
    act(app, GameAction::Undo);
    settle(app);
    let marks = app
        .world_mut()
        .query::<&ExtraTubeMark>()
        .iter(app.world())
        .count();
    assert_eq!(marks, 0);
    assert_eq!(app.world().resource::<Game>().message, None);
}

#[test]
fn the_players_copy_of_a_pack_says_whose_it_is_and_where_it_lives() {
    // The editor's copy of a built-in pack (in the data folder, under the
    // built-in file name, in its place) beside the same pack under another
    // file name in another folder.
    let (file, _) = BUILTIN_PACKS[0];
    let dir = temp_dir("players-copy");
    let mine = dir.join("data/levels");
    std::fs::create_dir_all(&mine).unwrap();
    std::fs::write(mine.join(file), PACK).unwrap();
    let elsewhere = dir.join("levels/test.ron");
    std::fs::write(&elsewhere, PACK).unwrap();
    let options = PlayOptions {
        builtin: false,
        folders: vec![mine.clone(), dir.join("levels")],
        ..PlayOptions::default()
    };
    let mut env = Env::new(headless_app(HARNESS, options, &dir), dir.clone());
    let app = &mut env.app;
    wait_until(app, "the level select", |w| screen(w) == Screen::Title);
    app.update();
    let shown = texts(app);
    let copy = format!(
        "Your copy of the built-in pack, kept in {}",
        mine.join(file).display()
    );
    assert!(
        shown.iter().any(|t| t.starts_with("Test (your copy)  ★")),
        "{shown:?}"
    );
    assert!(shown.contains(&copy), "{shown:?}");
    let other = format!("From {}", elsewhere.display());
    assert!(shown.contains(&other), "{shown:?}");
    assert_eq!(
        shown.iter().filter(|t| t.starts_with("Test  ★")).count(),
        1,
        "{shown:?}"
    );
}

/// The settings panel's row `row` (0-based) stepped by the keys `keys`.
fn step_row(app: &mut App, row: usize, keys: &[KeyCode]) {
    tap_key(app, KeyCode::F2);
    // The panel opens on the row it was left on: up to the first.
    for _ in 0..9 {
        tap_key(app, KeyCode::ArrowUp);
    }
    for _ in 0..row {
        tap_key(app, KeyCode::ArrowDown);
    }
    for &key in keys {
        tap_key(app, key);
    }
    tap_key(app, KeyCode::Escape);
}

#[test]
fn settings_rows_go_round_both_ways_in_the_order_their_words_read() {
    let mut env = open(HARNESS, "settings-round", PACK, None);
    let app = &mut env.app;
    let settings = |app: &App| *app.world().resource::<Settings>();
    // The theme, the last row: past the last choice comes the first.
    let right = KeyCode::ArrowRight;
    step_row(app, 8, &[right, right]);
    assert_eq!(settings(app).theme, ThemeName::HighContrast);
    step_row(app, 8, &[right]);
    assert_eq!(settings(app).theme, ThemeName::DarkGlass);
    step_row(app, 8, &[KeyCode::ArrowLeft]);
    assert_eq!(settings(app).theme, ThemeName::HighContrast);
    // The verdict line reads Off, After hint, Always (and round); the
    // dead-end warning Off, After 5 s, At once.
    {
        let mut s = app.world_mut().resource_mut::<Settings>();
        s.verdict = VerdictLine::Off;
        s.dead_end = DeadEndWarning::Off;
    }
    let mut verdicts = Vec::new();
    let mut dead_ends = Vec::new();
    for _ in 0..3 {
        let en = water_sort_words::Lang::english();
        verdicts.push(water_sort_words::settings::verdict_line(
            &en,
            settings(app).verdict,
        ));
        dead_ends.push(water_sort_words::settings::dead_end(
            &en,
            settings(app).dead_end,
        ));
        step_row(app, 6, &[right, KeyCode::ArrowDown, right]);
    }
    assert_eq!(verdicts, ["Off", "After hint", "Always"]);
    assert_eq!(dead_ends, ["Off", "After 5 s", "At once"]);
    assert_eq!(
        (settings(app).verdict, settings(app).dead_end),
        (VerdictLine::Off, DeadEndWarning::Off)
    );
    // The volume, a level, stops at its ends.
    app.world_mut().resource_mut::<Settings>().volume = 10;
    step_row(app, 0, &[right]);
    assert_eq!(settings(app).volume, 10);
}
