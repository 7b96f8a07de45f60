//! The level editor in another language, headless: opened in German, and
//! switched to German while open. Every German text is read from the
//! shipped messages through `say!` (never a copy), and the English text of
//! the same message must be nowhere on screen.

use std::path::PathBuf;
use std::time::Duration;

use bevy::prelude::*;
use water_sort::game::editor::{Ask, EditorAction, EditorSession};
use water_sort::game::ui::language::Language;
use water_sort::game::{PlayOptions, Screen};
use water_sort_words::{Lang, say};

use crate::support::{Env, Harness, headless_app, settle, temp_dir, texts, wait_until};

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
