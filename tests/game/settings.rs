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
