//! The settings panel: it changes and saves settings and holds the board's keys.

use bevy::prelude::*;
use water_sort::game::Screen;
use water_sort::game::board::Game;

use crate::play::env;
use crate::support::input::tap_key;

#[test]
fn the_settings_panel_changes_and_saves_settings_and_holds_the_board_keys() {
    use water_sort::game::screens::settings_panel::SettingsPanel;
    use water_sort::game::ui::settings::{Settings, SettingsOpen, Speed};
    let mut env = env("settings", 1);
    let data = env.dir.join("data");
    let app = &mut env.app;
    tap_key(app, KeyCode::F2);
    app.update();
    assert!(app.world().resource::<SettingsOpen>().0);
    let panels = app
        .world_mut()
        .query::<&SettingsPanel>()
        .iter(app.world())
        .count();
    assert_eq!(panels, 1);
    // The board does not take keys while the panel is up.
    tap_key(app, KeyCode::Digit1);
    assert_eq!(app.world().resource::<Game>().selected(), None);
    // Down to the animation speed, one step faster; then symbols off.
    for key in [KeyCode::ArrowDown; 3] {
        tap_key(app, key);
    }
    tap_key(app, KeyCode::ArrowRight);
    tap_key(app, KeyCode::ArrowUp);
    tap_key(app, KeyCode::Enter);
    let settings = *app.world().resource::<Settings>();
    assert_eq!(settings.speed, Speed::Fast);
    assert!(!settings.symbols);
    // Saved as it changed.
    // Written in the background: on disk once flushed.
    water_sort_store::writer::flush();
    let saved = std::fs::read_to_string(data.join("settings.ron")).unwrap();
    assert!(
        saved.contains("Fast") && saved.contains("symbols: false"),
        "{saved}"
    );
    // Esc closes the panel (and does not leave the level).
    tap_key(app, KeyCode::Escape);
    app.update();
    assert!(!app.world().resource::<SettingsOpen>().0);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Gameplay
    );
    tap_key(app, KeyCode::Digit1);
    assert_eq!(app.world().resource::<Game>().selected(), Some(0));
}

/// The settings panel's Language row: German picked there is spoken at
/// once, by the panel (its texts carry `Said`) and by the level select
/// behind it, and kept in settings.ron.
#[test]
fn the_language_row_speaks_the_language_picked_at_once_and_keeps_it() {
    use std::time::Duration;

    use water_sort::game::screens::settings_panel::Field;
    use water_sort::game::ui::language::Language;
    use water_sort::game::ui::settings::Settings;
    use water_sort_words::{Lang, say};

    use crate::support::{Harness, PACK, open, texts};

    const HARNESS: Harness = Harness {
        pack_file: "test.ron",
        timeout: Duration::from_secs(30),
        settle_frames: 80,
        one_at_a_time: false,
    };
    let mut env = open(HARNESS, "language-row", PACK, None);
    let data = env.dir.join("data");
    let app = &mut env.app;
    let (english, german) = (Lang::english(), Lang::new("de").unwrap());
    // Said by the panel (spawned once) and by the level select behind it.
    let ids = [
        "settings-panel-title",
        "settings-panel-language",
        "settings-panel-close",
        "screens-rule",
        "endless-title",
        "statistics-title",
    ];
    tap_key(app, KeyCode::F2);
    app.update();
    let shown = texts(app);
    for id in ids {
        assert!(shown.contains(&say!(english, id)), "{id}: {shown:?}");
    }
    // The last row; its choices: the desktop's, then each language.
    for _ in 0..Field::ALL.len() {
        tap_key(app, KeyCode::ArrowDown);
    }
    let language = |app: &App| app.world().resource::<Settings>().language;
    assert_eq!(language(app), None);
    for _ in 0..water_sort_words::lang::languages().len() {
        if language(app).is_some_and(|tag| tag.as_str() == "de") {
            break;
        }
        tap_key(app, KeyCode::ArrowRight);
    }
    assert_eq!(
        language(app).map(|t| t.as_str().to_string()).as_deref(),
        Some("de")
    );
    app.update();
    assert_eq!(app.world().resource::<Language>().tag(), "de");
    let shown = texts(app);
    for id in ids {
        let said = say!(german, id);
        assert_ne!(said, say!(english, id), "{id} is translated");
        assert!(shown.contains(&said), "{id}: {shown:?}");
        assert!(!shown.contains(&say!(english, id)), "{id}: {shown:?}");
    }
    assert!(shown.iter().any(|t| t == "Deutsch"), "{shown:?}");
    water_sort_store::writer::flush();
    let saved = std::fs::read_to_string(data.join("settings.ron")).unwrap();
    assert!(saved.contains("language: Some(\"de\")"), "{saved}");

    // In a level, back to the desktop's (English here): the HUD's buttons
    // and the hint's keys follow at once.
    tap_key(app, KeyCode::Escape);
    tap_key(app, KeyCode::Enter);
    crate::support::wait_until(app, "the level", |w| w.contains_resource::<Game>());
    app.update();
    // What the hint's keys say after the key that plays it: " plays".
    let plays = |lang: &Lang| {
        let keys = say!(lang, "hud-hint-keys", show = "", play = "|");
        keys.rsplit('|').next().unwrap_or_default().to_string()
    };
    assert_ne!(plays(&english), plays(&german));
    let hud = |app: &mut App, lang: &Lang| {
        let shown = texts(app);
        let hint = shown.iter().any(|t| t.ends_with(&plays(lang)));
        shown.contains(&say!(lang, "hud-undo")) && hint
    };
    assert!(hud(app, &german), "{:?}", texts(app));
    tap_key(app, KeyCode::F2);
    tap_key(app, KeyCode::ArrowLeft);
    tap_key(app, KeyCode::Escape);
    app.update();
    assert_eq!(language(app), None);
    assert!(hud(app, &english), "{:?}", texts(app));
}
