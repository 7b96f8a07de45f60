//! The screens and panels around the board, headless: quitting asks first,
//! the level select keeps its place over a reload, modal panels dim what is
//! behind and take its buttons away, the level-complete text says what
//! happened, the HUD's bar does not move, and endless mode's choices and
//! ways back.

use std::time::Duration;

use bevy::prelude::*;
use water_sort::game::Screen;
use water_sort::game::assist::LevelPar;
use water_sort::game::board::{CurrentLevel, Game, GameAction, RewindButton};
use water_sort::game::screens::complete::CompletePanel;
use water_sort::game::screens::endless::Endless;
use water_sort::game::screens::endless::{EndlessAction, EndlessPressed, Row};
use water_sort::game::screens::level_select::{LevelButton, LevelList};
use water_sort::game::screens::quit::{QuitPanel, QuitPrompt};
use water_sort::game::ui::interaction::{Disabled, InteractionPalette, Modal};
use water_sort::game::ui::settings::Settings as PlayerSettings;
use water_sort::game::ui::theme::Theme;
use water_sort_core::game_id::{Difficulty, today_utc};
use water_sort_core::level::parse_pack;

use crate::support::input::{act, point, pour, press_button as press, tap_key};
use crate::support::{
    Env, Harness, PACK, board, build_app, button_named, buttons_named, open, screen, settle, texts,
    wait_until,
};

const HARNESS: Harness = Harness {
    pack_file: "test.ron",
    timeout: Duration::from_secs(60),
    settle_frames: 80,
    one_at_a_time: false,
};

/// The moves that solve level "One" of [`PACK`].
const SOLUTION: [(usize, usize); 3] = [(0, 2), (1, 0), (1, 2)];

fn title(name: &str) -> Env {
    open(HARNESS, name, PACK, None)
}

fn level_one(name: &str) -> Env {
    let mut env = open(HARNESS, name, PACK, Some(1));
    settle(&mut env.app);
    env
}

fn shows(app: &mut App, wanted: &str) -> bool {
    texts(app).iter().any(|t| t == wanted)
}

/// Whether an `AppExit` was sent in the frames `f` runs.
fn exits(app: &mut App, f: impl FnOnce(&mut App)) -> bool {
    let mut cursor = app
        .world()
        .resource::<Messages<AppExit>>()
        .get_cursor_current();
    f(app);
    let messages = app.world().resource::<Messages<AppExit>>();
    cursor.read(messages).count() > 0
}

fn prompt_up(app: &App) -> bool {
    app.world().resource::<QuitPrompt>().0
}

#[test]
fn esc_on_the_level_select_asks_before_quitting() {
    let mut env = title("quit");
    let app = &mut env.app;
    assert!(!exits(app, |app| tap_key(app, KeyCode::Escape)));
    app.update();
    assert!(prompt_up(app));
    assert!(shows(app, "Quit Water Sort?"));
    // Any other key stays, and does nothing else.
    let focus = app
        .world()
        .resource::<water_sort::game::screens::LevelFocus>()
        .0;
    assert!(!exits(app, |app| tap_key(app, KeyCode::ArrowRight)));
    app.update();
    assert!(!prompt_up(app));
    assert_eq!(
        app.world()
            .resource::<water_sort::game::screens::LevelFocus>()
            .0,
        focus
    );
    let panels = app
        .world_mut()
        .query::<&QuitPanel>()
        .iter(app.world())
        .count();
    assert_eq!(panels, 0);
    // Cancel stays; Quit quits; Esc twice quits.
    tap_key(app, KeyCode::Escape);
    app.update();
    assert!(!exits(app, |app| press(app, "Cancel")));
    app.update();
    assert!(!prompt_up(app));
    tap_key(app, KeyCode::Escape);
    app.update();
    assert!(exits(app, |app| press(app, "Quit")));
    assert!(exits(app, |app| tap_key(app, KeyCode::Escape)));
    // Enter behind the prompt plays no level.
    assert_eq!(screen(app.world()), Screen::Title);
}

#[test]
fn the_quit_prompt_leaves_the_level_buttons_behind_it_dead() {
    let mut env = title("quit-modal");
    let app = &mut env.app;
    tap_key(app, KeyCode::Escape);
    app.update();
    let level = {
        let world = app.world_mut();
        let mut q = world.query_filtered::<Entity, With<LevelButton>>();
        q.iter(world).next().unwrap()
    };
    let resting = resting(app, level);
    point(app, level, Interaction::Hovered);
    assert_eq!(
        app.world().get::<BackgroundColor>(level).unwrap().0,
        resting
    );
    point(app, level, Interaction::Pressed);
    app.update();
    assert_eq!(screen(app.world()), Screen::Title, "no level started");
    // The prompt dims the screen and its panel is opaque.
    let (scrim, panel) = modal_colours(app);
    assert!(scrim.alpha() > 0.3, "{scrim:?}");
    assert_eq!(panel.alpha(), 1.0);
}

/// The colour `button` rests in, in the theme on.
fn resting(app: &App, button: Entity) -> Color {
    let palette = app.world().get::<InteractionPalette>(button).unwrap();
    app.world().resource::<Theme>().paint(palette.none)
}

/// The backdrop and the panel colours of the one modal shown.
fn modal_colours(app: &mut App) -> (Color, Color) {
    let world = app.world_mut();
    let mut modals = world.query_filtered::<(&BackgroundColor, &Children), With<Modal>>();
    let found: Vec<_> = modals.iter(world).collect();
    assert_eq!(found.len(), 1, "one modal");
    let (scrim, children) = found[0];
    let panel = world.get::<BackgroundColor>(children[0]).unwrap();
    (scrim.0, panel.0)
}

/// A pack of 30 levels of [`PACK`]'s first board, the last named `last`.
fn long_pack(last: &str) -> String {
    let mut levels = String::new();
    for k in 1..=30 {
        let name = if k == 30 {
            last.to_string()
        } else {
            format!("L{k}")
        };
        levels.push_str(&format!(
            "        (name: \"{name}\", capacity: 2, tubes: [\"RG\", \"GR\", \"\"]),\n"
        ));
    }
    PACK.replace(
        "        (name: \"One\", capacity: 2, tubes: [\"RG\", \"GR\", \"\"]),\n        (name: \"Two\", capacity: 2, tubes: [\"GR\", \"RG\", \"\"]),\n",
        &levels,
    )
}

#[test]
fn a_pack_reload_keeps_the_level_select_where_it_was_scrolled() {
    let pack = long_pack("Last");
    assert_eq!(parse_pack(&pack, "x").unwrap().levels.len(), 30);
    let mut env = open(HARNESS, "scroll", &pack, None);
    let path = env.dir.join("levels/test.ron");
    let app = &mut env.app;
    settle(app);
    let list = |app: &mut App| {
        let world = app.world_mut();
        let mut q = world.query_filtered::<(Entity, &mut ScrollPosition), With<LevelList>>();
        let (e, p) = q.single(world).unwrap();
        (e, p.0.y)
    };
    let (before, _) = list(app);
    {
        let world = app.world_mut();
        world.get_mut::<ScrollPosition>(before).unwrap().0.y = 300.0;
    }
    app.update();
    std::fs::write(&path, long_pack("Renamed")).unwrap();
    wait_until(app, "the reload", |w| {
        let entry = &w.resource::<water_sort::game::packs::PackLibrary>().entries[0];
        entry.good.as_ref().unwrap().levels[29].name == "Renamed"
    });
    app.update();
    let (after, y) = list(app);
    assert_ne!(after, before, "the list was rebuilt");
    assert_eq!(y, 300.0);
}

#[test]
fn a_broken_pack_fixed_on_disk_drops_its_error_from_the_level_select() {
    let broken = "(\n    name: \"Test\",\n    palette: [],\n    levels: [ (name: \"x\", tubes: [\"RG\"]) ],\n)\n";
    let mut env = open(HARNESS, "fixed", broken, None);
    let path = env.dir.join("levels/test.ron");
    let app = &mut env.app;
    settle(app);
    let error_shown = |app: &mut App| texts(app).iter().any(|t| t.contains("test.ron:"));
    assert!(error_shown(app), "{:?}", texts(app));
    // The first reload of the session on this screen: once skipped.
    std::fs::write(&path, PACK).unwrap();
    wait_until(app, "the reload", |w| {
        w.resource::<water_sort::game::packs::PackLibrary>().entries[0]
            .error
            .is_none()
    });
    app.update();
    assert!(!error_shown(app), "{:?}", texts(app));
    // Its level's tile, and the level named under the list.
    assert!(shows(app, "1"), "{:?}", texts(app));
    let named = texts(app).iter().any(|t| t.starts_with("1. One  ·  "));
    assert!(named, "{:?}", texts(app));
}

#[test]
fn the_level_complete_panel_is_a_modal_the_hud_behind_it_is_dead() {
    let mut env = level_one("complete-modal");
    let app = &mut env.app;
    for (from, to) in SOLUTION {
        pour(app, from, to);
    }
    settle(app);
    let panels = app
        .world_mut()
        .query::<&CompletePanel>()
        .iter(app.world())
        .count();
    assert_eq!(panels, 1);
    let (scrim, panel) = modal_colours(app);
    assert!(scrim.alpha() > 0.3, "{scrim:?}");
    assert_eq!(panel.alpha(), 1.0);
    // The HUD's Undo, behind the panel: no hover look, no undo.
    let undo = button_named(app, "Undo");
    let resting = resting(app, undo);
    point(app, undo, Interaction::Hovered);
    assert_eq!(app.world().get::<BackgroundColor>(undo).unwrap().0, resting);
    let solved = board(app);
    point(app, undo, Interaction::Pressed);
    settle(app);
    assert_eq!(board(app), solved);
    // The panel's own buttons work: Replay.
    press(app, "Replay");
    settle(app);
    assert_eq!(app.world().resource::<Game>().history().moves(), 0);
}

#[test]
fn the_settings_panel_over_a_level_dims_it_and_takes_its_buttons() {
    let mut env = level_one("settings-modal");
    let app = &mut env.app;
    pour(app, 0, 2);
    tap_key(app, KeyCode::F2);
    app.update();
    let (scrim, panel) = modal_colours(app);
    assert!(scrim.alpha() > 0.3);
    assert_eq!(panel.alpha(), 1.0);
    let undo = button_named(app, "Undo");
    point(app, undo, Interaction::Pressed);
    settle(app);
    assert_eq!(app.world().resource::<Game>().history().moves(), 1);
}

#[test]
fn a_finish_with_show_me_says_so_and_what_earns_more_stars() {
    let mut env = level_one("show-me-text");
    let app = &mut env.app;
    wait_until(app, "the par", |w| w.resource::<LevelPar>().par.is_some());
    act(app, GameAction::ShowMe);
    wait_until(app, "show me to finish", |w| {
        w.resource::<Game>().won.is_some()
    });
    settle(app);
    let rating = app.world().resource::<LevelPar>().rating.unwrap();
    assert_eq!((rating.moves, rating.par, rating.stars), (3, 3, 1));
    let shown = texts(app);
    for praise in [
        "Par 3: perfect, no solution is shorter.",
        "First time solved!",
    ] {
        assert!(
            !shown.iter().any(|t| t == praise),
            "{praise:?} in {shown:?}"
        );
    }
    for wanted in [
        "Solved with show me, which caps the stars at 1.",
        "Solve it without help in at most 3 moves for 3 stars.",
        "Solved for the first time, with help.",
        "1 star of 3",
    ] {
        assert!(shown.iter().any(|t| t == wanted), "{wanted:?} in {shown:?}");
    }
}

#[test]
fn a_finish_within_par_with_the_extra_tube_says_it_caps_the_stars() {
    let mut env = level_one("extra-tube-text");
    let app = &mut env.app;
    wait_until(app, "the par", |w| w.resource::<LevelPar>().par.is_some());
    act(app, GameAction::ExtraTube);
    for (from, to) in SOLUTION {
        pour(app, from, to);
    }
    settle(app);
    let rating = app.world().resource::<LevelPar>().rating.unwrap();
    assert_eq!((rating.moves, rating.par, rating.stars), (3, 3, 2));
    let shown = texts(app);
    for wanted in [
        "Solved with the extra tube, which caps the stars at 2.",
        "Solve it without help in at most 3 moves for 3 stars.",
        "Solved for the first time, with help.",
        "2 stars of 3",
    ] {
        assert!(shown.iter().any(|t| t == wanted), "{wanted:?} in {shown:?}");
    }
    // Within par, but not "perfect": the extra tube is what costs the star.
    assert!(!shown.iter().any(|t| t.contains("perfect")), "{shown:?}");
    let misleading = "Solve it in at most 3 moves for 3 stars.";
    assert!(!shown.iter().any(|t| t == misleading), "{shown:?}");
}

#[test]
fn a_finish_with_a_hint_says_so() {
    let mut env = level_one("hint-text");
    let app = &mut env.app;
    wait_until(app, "the par", |w| w.resource::<LevelPar>().par.is_some());
    act(app, GameAction::Hint);
    wait_until(app, "the hint counted", |w| {
        w.resource::<LevelPar>().assist.hints > 0
    });
    for (from, to) in SOLUTION {
        pour(app, from, to);
    }
    settle(app);
    let shown = texts(app);
    for wanted in [
        "Solved with 1 hint, which caps the stars at 2.",
        "Solve it without help in at most 3 moves for 3 stars.",
        "Solved for the first time, with help.",
        "2 stars of 3",
    ] {
        assert!(shown.iter().any(|t| t == wanted), "{wanted:?} in {shown:?}");
    }
    assert!(!shown.iter().any(|t| t.contains("perfect")), "{shown:?}");
    // Not a bare "Marked as solved.": what happened is said.
    assert!(!shown.iter().any(|t| t.contains("Marked")), "{shown:?}");
}

#[test]
fn a_playtest_win_offers_the_editor_and_records_nothing() {
    let mut env = title("playtest-panel");
    let app = &mut env.app;
    let mut pack = parse_pack(PACK, "test.ron").unwrap();
    pack.levels.truncate(1);
    *app.world_mut().resource_mut::<CurrentLevel>() = CurrentLevel::Playtest(Box::new(pack));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Gameplay);
    wait_until(app, "the playtest", |w| w.contains_resource::<Game>());
    settle(app);
    for (from, to) in SOLUTION {
        pour(app, from, to);
    }
    settle(app);
    let shown = texts(app);
    assert!(
        !shown.iter().any(|t| t == "First time solved!"),
        "{shown:?}"
    );
    assert!(shows(app, "A playtest: nothing is recorded."), "{shown:?}");
    assert!(buttons_named(app, "Levels").is_empty(), "{shown:?}");
    let editor = button_named(app, "Back to editor");
    let keys = app.world().get::<Children>(editor).unwrap()[1];
    assert_eq!(app.world().get::<Text>(keys).unwrap().0, "Enter / Esc");
}

#[test]
fn the_rewind_button_keeps_its_place_in_the_bar_and_is_dead_outside_a_dead_end() {
    let mut env = level_one("rewind-place");
    let app = &mut env.app;
    pour(app, 0, 2);
    app.update();
    let world = app.world_mut();
    let mut q = world.query_filtered::<(&Node, &Visibility), With<RewindButton>>();
    let (node, visibility) = q.single(world).unwrap();
    assert_ne!(node.display, Display::None, "taken out of the bar");
    assert_ne!(*visibility, Visibility::Hidden, "a hole in the bar");
    let rewind = button_named(app, "Rewind");
    assert!(app.world().get::<Disabled>(rewind).is_some());
    let resting = resting(app, rewind);
    point(app, rewind, Interaction::Hovered);
    let shown = app.world().get::<BackgroundColor>(rewind).unwrap().0;
    assert!(shown.alpha() < resting.alpha(), "faded, not lit: {shown:?}");
    let before = board(app);
    point(app, rewind, Interaction::Pressed);
    settle(app);
    assert_eq!(board(app), before);
}

fn endless_choice(app: &App) -> water_sort_core::game_id::Settings {
    app.world().resource::<Endless>().settings
}

fn send_endless(app: &mut App, action: EndlessAction) {
    app.world_mut().write_message(EndlessPressed(action));
    app.update();
}

#[test]
fn after_the_daily_puzzle_back_returns_where_it_was_started() {
    let mut env = title("daily-back");
    let app = &mut env.app;
    // From the level select (D): back to it.
    tap_key(app, KeyCode::KeyD);
    wait_until(app, "the daily puzzle", |w| w.contains_resource::<Game>());
    settle(app);
    tap_key(app, KeyCode::Escape);
    wait_until(app, "the way back", |w| screen(w) != Screen::Gameplay);
    assert_eq!(screen(app.world()), Screen::Title);
    // From the endless screen: back to that.
    send_endless(app, EndlessAction::Open);
    app.update();
    assert_eq!(screen(app.world()), Screen::Endless);
    send_endless(app, EndlessAction::Daily);
    wait_until(app, "the daily puzzle", |w| w.contains_resource::<Game>());
    settle(app);
    tap_key(app, KeyCode::Escape);
    wait_until(app, "the way back", |w| screen(w) != Screen::Gameplay);
    assert_eq!(screen(app.world()), Screen::Endless);
}

#[test]
fn endless_choices_survive_the_daily_puzzle_and_a_restart() {
    let mut env = title("endless-choices");
    let app = &mut env.app;
    send_endless(app, EndlessAction::Open);
    app.update();
    send_endless(app, EndlessAction::SetDifficulty(Difficulty::Hard));
    send_endless(app, EndlessAction::Change(Row::Colours, -2));
    app.update();
    let chosen = endless_choice(app);
    assert_eq!(chosen.difficulty, Difficulty::Hard);
    // The daily puzzle (other settings) leaves them alone.
    send_endless(app, EndlessAction::Daily);
    wait_until(app, "the daily puzzle", |w| w.contains_resource::<Game>());
    assert_eq!(
        app.world()
            .resource::<CurrentLevel>()
            .endless()
            .unwrap()
            .daily,
        Some(today_utc())
    );
    assert_eq!(endless_choice(app), chosen);
    // Saved with the settings, read back by the next run.
    assert_eq!(app.world().resource::<PlayerSettings>().endless, chosen);
    // Written in the background: on disk once flushed.
    water_sort_store::writer::flush();
    let saved = std::fs::read_to_string(env.dir.join("data/settings.ron")).unwrap();
    assert!(saved.contains("Hard"), "{saved}");
    let mut next_run = build_app(HARNESS, &env.dir, None);
    wait_until(&mut next_run, "the level select", |w| {
        screen(w) == Screen::Title
    });
    assert_eq!(endless_choice(&next_run), chosen);
}

#[test]
fn the_authoring_buttons_wait_in_the_author_row_and_keep_their_keys() {
    use water_sort::game::screens::edit_entry::AuthorRow;
    let mut env = title("author-row");
    let app = &mut env.app;
    let row_shown = |app: &mut App| {
        let world = app.world_mut();
        let mut rows = world.query_filtered::<&Node, With<AuthorRow>>();
        rows.single(world).unwrap().display != Display::None
    };
    assert!(!row_shown(app), "the first screen is the player's");
    press(app, "Author");
    app.update();
    assert!(row_shown(app));
    press(app, "Author");
    app.update();
    assert!(!row_shown(app));
    // The keys work with the row closed.
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.press(KeyCode::ControlLeft);
    tap_key(app, KeyCode::KeyE);
    wait_until(app, "the editor", |w| screen(w) == Screen::Editor);
}
