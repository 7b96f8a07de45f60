//! The first-run lesson and the help panel (issue 44): a new player (an
//! empty data directory) is taught the pour before the level select, by
//! the pointer; Esc skips the lesson, which never comes back by itself;
//! F1 opens the help, whose list of keys is the key table's.

use std::path::Path;
use std::time::Duration;

use bevy::prelude::*;
use bevy::ui::UiGlobalTransform;
use water_sort::game::board::keys::{BINDINGS, HELP_PAD, PAD_BINDINGS, TUBE_KEYS};
use water_sort::game::board::{BoardLayout, GameAction, HEADROOM, UNIT_H};
use water_sort::game::screens::help_panel::HelpOpen;
use water_sort::game::screens::lesson::{LessonArrow, LessonLine, LessonModel};
use water_sort::game::screens::quit::QuitPrompt;
use water_sort::game::ui::gamepad::button_name;
use water_sort::game::ui::language::Language;
use water_sort::game::ui::settings::Settings;
use water_sort::game::{PlayOptions, Screen};
use water_sort_core::lesson::{Pointer, Step};
use water_sort_words::{Lang, say};

use bevy::input::ButtonState;
use bevy::input::mouse::MouseButtonInput;
use bevy::window::PrimaryWindow;

use crate::support::input::{act, connect_pad, press_button, tap_key, tap_key_message, tap_pad};
use crate::support::window::{Area, laid_out_first_run, node_area, window_size};
use crate::support::{
    Env, Harness, PACK, first_run_app, open, screen, start, temp_dir, texts, wait_until,
};

const HARNESS: Harness = Harness {
    pack_file: "test.ron",
    timeout: Duration::from_secs(30),
    settle_frames: 40,
    one_at_a_time: false,
};

/// The game as a new player starts it: the harness's pack in `dir/levels`,
/// the data directory as it is on disk (empty, on a first run).
fn first_run(dir: &Path) -> App {
    let options = PlayOptions {
        builtin: false,
        folders: vec![dir.join("levels")],
        ..PlayOptions::default()
    };
    first_run_app(HARNESS, options, dir)
}

/// A fresh scratch directory with the test pack, and a new player's game
/// in it, run until the packs have loaded.
fn new_player(name: &str) -> Env {
    let dir = temp_dir(name);
    std::fs::write(dir.join("levels").join(HARNESS.pack_file), PACK).unwrap();
    let mut app = first_run(&dir);
    wait_until(&mut app, "the packs", |w| screen(w) != Screen::Loading);
    Env::new(app, dir)
}

fn pointer(app: &App) -> Pointer {
    app.world().resource::<LessonModel>().pointer()
}

fn step(app: &App) -> Step {
    app.world().resource::<LessonModel>().step()
}

#[test]
fn a_new_player_is_led_by_the_pointer_through_the_lesson_to_the_level_select() {
    let english = Lang::english();
    let mut env = new_player("lesson-clicks");
    let app = &mut env.app;
    assert_eq!(screen(app.world()), Screen::Tutorial);
    app.update();
    let shown = texts(app);
    let rule = say!(english, "lesson-rule");
    assert!(shown.contains(&rule), "{shown:?}");
    assert!(
        shown.contains(&say!(english, "lesson-lift", key = "1")),
        "{shown:?}"
    );
    // The arrow stands over the tube to click.
    let Pointer::Tube(first) = pointer(app) else {
        panic!("the lesson starts on a tube");
    };
    let home = app.world().resource::<BoardLayout>().homes[first];
    let world = app.world_mut();
    let (arrow, visible) = world
        .query_filtered::<(&Transform, &Visibility), With<LessonArrow>>()
        .single(world)
        .unwrap();
    assert_eq!(*visible, Visibility::Inherited);
    assert!(
        (arrow.translation.x - home.x).abs() < 0.5,
        "{arrow:?} {home}"
    );
    // Clicked as the pointer says, step by step, to the end.
    let mut steps = vec![step(app)];
    for _ in 0..20 {
        match pointer(app) {
            Pointer::Tube(tube) => act(app, GameAction::Press(tube)),
            Pointer::Undo => press_button(app, &say!(english, "lesson-undo-button")),
            Pointer::Hint => press_button(app, &say!(english, "lesson-hint-button")),
            Pointer::Finish => {
                press_button(app, &say!(english, "lesson-finish-button"));
                break;
            }
            Pointer::Nothing => panic!("the pointer shows nothing at {steps:?}"),
        }
        if steps.last() != Some(&step(app)) {
            steps.push(step(app));
        }
    }
    use Step::*;
    assert_eq!(steps, [Lift, Pour, Undo, Hint, Solve, Done]);
    wait_until(app, "the level select", |w| screen(w) == Screen::Title);
    assert!(app.world().resource::<Settings>().lesson_seen);
}

#[test]
fn esc_skips_the_lesson_and_the_next_run_opens_on_the_level_select() {
    let mut env = new_player("lesson-skip");
    let app = &mut env.app;
    assert_eq!(screen(app.world()), Screen::Tutorial);
    // The first pour by keys: tube 1 into tube 3.
    tap_key(app, KeyCode::Digit1);
    assert_eq!(step(app), Step::Pour);
    tap_key(app, KeyCode::Digit3);
    assert_eq!(step(app), Step::Undo);
    tap_key(app, KeyCode::Escape);
    wait_until(app, "the level select", |w| screen(w) == Screen::Title);
    // No quit prompt for the Esc that skipped.
    app.update();
    assert!(!app.world().resource::<QuitPrompt>().0);
    water_sort_store::writer::flush();
    let saved = std::fs::read_to_string(env.dir.join("data/settings.ron")).unwrap();
    assert!(saved.contains("lesson_seen: true"), "{saved}");
    // The same data directory again: straight to the level select.
    env.app = first_run(&env.dir);
    wait_until(&mut env.app, "the level select", |w| {
        assert_ne!(screen(w), Screen::Tutorial, "the lesson came back");
        screen(w) == Screen::Title
    });
}

/// Every binding of the key table (keys, controller buttons, tube keys)
/// is on the help panel as it is shown.
fn assert_lists_every_binding(app: &mut App) {
    let english = Lang::english();
    let shown = texts(app).join("\n");
    for binding in BINDINGS {
        let label = binding.label(&english);
        assert!(shown.contains(&label), "{label} not in the help: {shown}");
    }
    for (button, _, _) in PAD_BINDINGS {
        assert!(shown.contains(button_name(*button)), "{button:?}: {shown}");
    }
    for (_, key) in TUBE_KEYS {
        assert!(shown.contains(key), "tube key {key}: {shown}");
    }
    assert!(shown.contains(button_name(HELP_PAD)), "{shown}");
    assert!(
        shown.contains(&say!(english, "keys-action-rewind")),
        "{shown}"
    );
}

fn help_open(app: &App) -> bool {
    app.world().resource::<HelpOpen>().0
}

#[test]
fn f1_opens_the_help_from_the_level_select_and_from_play() {
    let english = Lang::english();
    let mut env = open(HARNESS, "help-panel", PACK, None);
    let app = &mut env.app;
    tap_key(app, KeyCode::F1);
    app.update();
    assert!(help_open(app));
    assert_lists_every_binding(app);
    let shown = texts(app);
    assert!(
        shown.contains(&say!(english, "help-panel-rules")),
        "{shown:?}"
    );
    // Esc closes it, and only it: no quit prompt.
    tap_key(app, KeyCode::Escape);
    app.update();
    assert!(!help_open(app));
    assert!(!app.world().resource::<QuitPrompt>().0);
    assert_eq!(screen(app.world()), Screen::Title);
    // In play: F1 opens it, Esc closes it and the level stays.
    start(app, 0, 0);
    tap_key(app, KeyCode::F1);
    app.update();
    assert!(help_open(app));
    assert_lists_every_binding(app);
    tap_key(app, KeyCode::Escape);
    app.update();
    assert!(!help_open(app));
    assert_eq!(screen(app.world()), Screen::Gameplay);
    // The controller's L3 opens it too, and closes it.
    let pad = connect_pad(app);
    tap_pad(app, pad, HELP_PAD);
    app.update();
    assert!(help_open(app));
    tap_pad(app, pad, HELP_PAD);
    app.update();
    assert!(!help_open(app));
    // Its button shows the lesson again.
    tap_key(app, KeyCode::F1);
    app.update();
    press_button(app, &say!(english, "help-panel-lesson"));
    wait_until(app, "the lesson", |w| screen(w) == Screen::Tutorial);
    assert_eq!(step(app), Step::Lift);
    tap_key(app, KeyCode::Escape);
    wait_until(app, "the level select", |w| screen(w) == Screen::Title);
}

/// A click of the mouse at the middle of tube `tube` (0-based), as a
/// window gives it: the cursor there, the left button down and up.
fn click_tube(app: &mut App, tube: usize) {
    let layout = app.world().resource::<BoardLayout>().clone();
    let at = layout.homes[tube] + Vec2::Y * 60.0 * layout.scale;
    let world = app.world_mut();
    let (camera, place) = world
        .query::<(&Camera, &GlobalTransform)>()
        .iter(world)
        .next()
        .unwrap();
    let on_screen = camera.world_to_viewport(place, at.extend(0.0)).unwrap();
    let (window, mut shown) = world
        .query_filtered::<(Entity, &mut Window), With<PrimaryWindow>>()
        .single_mut(world)
        .unwrap();
    shown.set_cursor_position(Some(on_screen));
    for state in [ButtonState::Pressed, ButtonState::Released] {
        app.world_mut().write_message(MouseButtonInput {
            button: MouseButton::Left,
            state,
            window,
        });
        app.update();
    }
}

#[test]
fn the_first_pour_is_made_by_clicking_the_tubes_pointed_at() {
    let (app, dir) = laid_out_first_run(HARNESS, "lesson-mouse", Vec2::new(1280.0, 800.0));
    let mut env = Env::new(app, dir);
    let app = &mut env.app;
    // A tube not pointed at does nothing; the pointed ones pour.
    click_tube(app, 1);
    assert_eq!((step(app), pointer(app)), (Step::Lift, Pointer::Tube(0)));
    click_tube(app, 0);
    assert_eq!((step(app), pointer(app)), (Step::Pour, Pointer::Tube(2)));
    click_tube(app, 2);
    assert_eq!((step(app), pointer(app)), (Step::Undo, Pointer::Undo));
    let board = app.world().resource::<LessonModel>().board().clone();
    assert_eq!(board.tubes()[2].units(), &[1]);
}

/// Every text on screen lies inside the window (UI pixels: the window
/// here has a scale factor of 1).
fn texts_outside(app: &mut App, what: &str) -> Vec<String> {
    let window = Area {
        min: Vec2::ZERO,
        max: window_size(app),
    };
    let world = app.world_mut();
    let mut texts = world.query::<(&Text, &ComputedNode, &UiGlobalTransform)>();
    texts
        .iter(world)
        .filter(|(text, _, _)| !text.0.is_empty())
        .filter(|(_, node, at)| !window.holds(&node_area(node, at), 0.5))
        .map(|(text, node, at)| format!("{what}: {:?} at {:?}", text.0, node_area(node, at)))
        .collect()
}

/// The lesson's texts above the board, its buttons below: the window
/// rows they take (y down).
fn lesson_rows(app: &mut App) -> (f32, f32) {
    let world = app.world_mut();
    let mut line_bottom = 0.0f32;
    let mut buttons_top = f32::MAX;
    let mut lines = world.query_filtered::<(&ComputedNode, &UiGlobalTransform), With<LessonLine>>();
    for (node, at) in lines.iter(world) {
        line_bottom = line_bottom.max(node_area(node, at).max.y);
    }
    let mut buttons = world.query_filtered::<(&ComputedNode, &UiGlobalTransform), With<Button>>();
    for (node, at) in buttons.iter(world) {
        if node.size().y > 0.0 {
            buttons_top = buttons_top.min(node_area(node, at).min.y);
        }
    }
    (line_bottom, buttons_top)
}

#[test]
fn the_lesson_and_the_help_fit_an_800x600_window_in_english_and_german() {
    for tag in ["en-US", "de"] {
        let (app, dir) = laid_out_first_run(
            HARNESS,
            &format!("lesson-fit-{tag}"),
            Vec2::new(800.0, 600.0),
        );
        let mut env = Env::new(app, dir);
        let app = &mut env.app;
        app.world_mut().resource_mut::<Language>().0 = Lang::new(tag).unwrap();
        for _ in 0..6 {
            app.update();
        }
        let mut faults = texts_outside(app, tag);
        // The tubes (and the arrow over them) between the texts and the
        // buttons.
        let (line_bottom, buttons_top) = lesson_rows(app);
        // Laid out (a text of no size would fit anywhere).
        assert!(
            line_bottom > 80.0 && buttons_top < 580.0,
            "{tag}: {line_bottom} {buttons_top}"
        );
        let layout = app.world().resource::<BoardLayout>().clone();
        let world = app.world_mut();
        let (camera, place) = world
            .query::<(&Camera, &GlobalTransform)>()
            .iter(world)
            .next()
            .unwrap();
        let tall = (4.0 * UNIT_H + HEADROOM + 48.0) * layout.scale;
        for (i, home) in layout.homes.iter().enumerate() {
            let top = camera.world_to_viewport(place, (*home + Vec2::Y * tall).extend(0.0));
            let label = camera.world_to_viewport(place, layout.label_pos(i));
            let (top, label) = (top.unwrap(), label.unwrap());
            if top.y < line_bottom || label.y > buttons_top {
                faults.push(format!(
                    "{tag}: tube {i} from {} to {} is not between {line_bottom} and {buttons_top}",
                    top.y, label.y
                ));
            }
        }
        tap_key_message(app, KeyCode::F1);
        for _ in 0..6 {
            app.update();
        }
        assert!(help_open(app));
        faults.extend(texts_outside(app, &format!("{tag} help")));
        assert!(faults.is_empty(), "{}", faults.join("\n"));
    }
}
