//! The level editor in another language, headless: opened in German, and
//! switched to German while open. Every German text is read from the
//! shipped messages through `say!` (never a copy), and the English text of
//! the same message must be nowhere on screen.

use std::path::PathBuf;
use std::time::Duration;

use bevy::prelude::*;
use bevy::text::TextLayoutInfo;
use bevy::ui::UiGlobalTransform;
use water_sort::game::editor::{Ask, BottomPanel, EditorAction, EditorSession, TopPanel};
use water_sort::game::screens::edit_entry::EditEntry;
use water_sort::game::ui::language::Language;
use water_sort::game::{PlayOptions, Screen};
use water_sort_words::lang::PSEUDO;
use water_sort_words::{Lang, say};

use crate::support::window::{Area, laid_out_app, node_area, set_window};
use crate::support::{
    Env, Harness, buttons_named, headless_app, settle, temp_dir, texts, wait_until,
};

const HARNESS: Harness = Harness {
    pack_file: "edit.ron",
    timeout: Duration::from_secs(30),
    settle_frames: 10,
    one_at_a_time: false,
};

const PACK: &str = r##"(
    name: "Edit me",
    palette: [
        (key: 'R', name: "red", color: "#e6194b", symbol: 'o'),
        (key: 'G', name: "green", color: "#3cb44b", symbol: '+'),
    ],
    levels: [(name: "One", capacity: 2, tubes: ["RG", "GR", ""])],
)
"##;

/// The game opened in the editor on [`PACK`], speaking `lang`.
fn open(name: &str, lang: &str) -> Env {
    let dir = temp_dir(name);
    let path: PathBuf = dir.join("levels").join(HARNESS.pack_file);
    std::fs::write(&path, PACK).unwrap();
    let options = PlayOptions {
        builtin: false,
        folders: vec![dir.join("levels")],
        pack: Some(path),
        level: Some(1),
        edit: true,
        continue_last: false,
        lang: Some(lang.into()),
    };
    let mut app = headless_app(HARNESS, options, &dir);
    wait_until(&mut app, "the editor", |w| {
        *w.resource::<State<Screen>>().get() == Screen::Editor
            && w.contains_resource::<EditorSession>()
    });
    settle(&mut app);
    Env::new(app, dir)
}

fn act(app: &mut App, action: EditorAction) {
    app.world_mut().write_message(action);
    app.update();
    app.update();
}

fn message(app: &App) -> String {
    let session = app.world().resource::<EditorSession>();
    session.message.clone().unwrap_or_default()
}

/// Message `id` is on screen in German (`said`) and nowhere in English.
fn shows_german(app: &mut App, id: &str, german: &str, english: &str) {
    assert_ne!(german, english, "{id} is translated");
    let texts = texts(app);
    assert!(
        texts.iter().any(|t| t == german),
        "{id}: {german:?} is shown: {texts:?}"
    );
    assert!(
        !texts.iter().any(|t| t == english),
        "{id}: the English {english:?} is not shown: {texts:?}"
    );
}

/// The labels, buttons, key help, title and a prompt that every check
/// below looks for.
fn check_german(app: &mut App) {
    let (de, en) = (Lang::new("de").unwrap(), Lang::english());
    for id in [
        "editor-button-save",
        "editor-group-file",
        "editor-button-capacity",
        "editor-help-drag",
        "editor-variants-group",
        "editor-variants-unlocked",
        "editor-variants-rule-water",
        "editor-variants-help-lock",
    ] {
        shows_german(app, id, &say!(de, id), &say!(en, id));
    }
    let session = app.world().resource::<EditorSession>();
    let (pack, file) = (session.editor.pack().name.clone(), session.display.clone());
    let title = |lang: &Lang| say!(lang, "editor-title", pack = &pack, file = &file);
    shows_german(app, "editor-title", &title(&de), &title(&en));
    // An action's outcome, and a question with its buttons.
    act(app, EditorAction::Undo);
    assert_eq!(message(app), say!(de, "editor-nothing-to-undo"));
    act(app, EditorAction::Ask(Ask::PackName));
    for id in ["editor-ask-pack-name", "editor-answer-cancel"] {
        shows_german(app, id, &say!(de, id), &say!(en, id));
    }
    act(app, EditorAction::Cancel);
}

#[test]
fn the_editor_opened_in_german_says_everything_in_german() {
    let mut env = open("editor-german", "de");
    let app = &mut env.app;
    assert_eq!(app.world().resource::<Language>().tag(), "de");
    check_german(app);
}

#[test]
fn the_editor_says_its_texts_again_when_the_language_changes() {
    let mut env = open("editor-to-german", "en-US");
    let app = &mut env.app;
    let en = Lang::english();
    act(app, EditorAction::Undo);
    assert_eq!(message(app), say!(en, "editor-nothing-to-undo"));
    assert!(texts(app).contains(&say!(en, "editor-button-save")));
    app.world_mut()
        .insert_resource(Language(Lang::new("de").unwrap()));
    app.update();
    app.update();
    // The message shown before the change is said again.
    assert_eq!(
        message(app),
        say!(Lang::new("de").unwrap(), "editor-nothing-to-undo")
    );
    check_german(app);
}

/// Faults of the editor's layout: a button whose label is cut, wraps or
/// leaves it, a panel off the window, the panels overlapping.
fn layout_faults(app: &mut App, size: Vec2) -> Vec<String> {
    let window = Area {
        min: Vec2::ZERO,
        max: size,
    };
    let world = app.world_mut();
    let mut faults = Vec::new();
    let mut buttons =
        world.query_filtered::<(&ComputedNode, &UiGlobalTransform, &Children), With<Button>>();
    let mut labels = world.query::<(
        &Text,
        &TextFont,
        &TextLayoutInfo,
        &ComputedNode,
        &UiGlobalTransform,
    )>();
    for (node, transform, children) in buttons.iter(world) {
        let button = node_area(node, transform);
        for &child in children {
            let Ok((text, font, info, label_node, label_transform)) = labels.get(world, child)
            else {
                continue;
            };
            let label = node_area(label_node, label_transform);
            let FontSize::Px(px) = font.font_size else {
                continue;
            };
            if !button.holds(&label, 1.0) || info.size.y > px * 1.6 {
                faults.push(format!(
                    "{:?} in its button: {label:?} in {button:?}",
                    text.0
                ));
            }
        }
    }
    let mut top = world.query_filtered::<(&ComputedNode, &UiGlobalTransform), With<TopPanel>>();
    let mut bottom =
        world.query_filtered::<(&ComputedNode, &UiGlobalTransform), With<BottomPanel>>();
    let top = top.iter(world).map(|(n, t)| node_area(n, t)).next();
    let bottom = bottom.iter(world).map(|(n, t)| node_area(n, t)).next();
    let (Some(top), Some(bottom)) = (top, bottom) else {
        return vec!["no panels".into()];
    };
    for (what, area) in [("top panel", top), ("bottom panel", bottom)] {
        if !window.holds(&area, 1.0) {
            faults.push(format!("the {what} {area:?} leaves the window {size}"));
        }
    }
    if top.max.y > bottom.min.y {
        faults.push(format!("the panels overlap: {top:?} and {bottom:?}"));
    }
    faults
}

/// At 800x600 and at 1280x800, in each language with the game's font (and
/// in the pseudo-locale, every text 40 % longer), every button of the
/// editor and its prompts holds its label on one line and the panels keep
/// apart, Chinese and Japanese drawn with the CJK font as the game draws
/// them.
#[test]
fn the_editor_fits_its_texts_in_every_language() {
    let mut faults = Vec::new();
    let tags: Vec<&str> = water_sort_words::lang::supported()
        .chain([PSEUDO])
        .collect();
    for tag in tags {
        for size in [Vec2::new(800.0, 600.0), Vec2::new(1280.0, 800.0)] {
            let (mut app, dir) = laid_out_app(HARNESS, &format!("editor-fits-{tag}"), size);
            let lang = Lang::new(tag).unwrap();
            app.world_mut().insert_resource(Language(lang.clone()));
            settle(&mut app);
            // The level select's way in says itself in the language.
            let author = say!(lang, "editor-entry-author");
            assert_eq!(buttons_named(&mut app, &author).len(), 1, "{tag}: {author}");
            app.world_mut().write_message(EditEntry::EditLevel);
            wait_until(&mut app, "the editor", |w| {
                w.contains_resource::<EditorSession>()
            });
            set_window(&mut app, size);
            for (what, action) in [
                ("the editor", None),
                // The variant tools at their longest: a lock, ball sort.
                ("the variant tools", Some(EditorAction::ToggleRule)),
                ("a text field", Some(EditorAction::Ask(Ask::AddColour))),
                ("a confirmation", Some(EditorAction::Cancel)),
            ] {
                if let Some(action) = action {
                    app.world_mut().write_message(action);
                }
                if what == "the variant tools" {
                    app.world_mut().write_message(EditorAction::CycleLock);
                    app.world_mut().write_message(EditorAction::HeightBy(1));
                }
                if what == "a confirmation" {
                    app.world_mut()
                        .write_message(EditorAction::Edit(water_sort_core::editor::Edit::AddTube));
                    app.world_mut().write_message(EditorAction::Leave);
                }
                settle(&mut app);
                for fault in layout_faults(&mut app, size) {
                    faults.push(format!("{tag} {size}, {what}: {fault}"));
                }
            }
            drop(app);
            let _ = std::fs::remove_dir_all(dir);
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}
