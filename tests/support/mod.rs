//! What the headless game tests share: a scratch directory per test, and
//! driving the app frame by frame.
#![allow(dead_code)] // each test crate uses its own subset

use std::path::PathBuf;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use water_sort::game::board::{Game, GameAction};
use water_sort_core::Board;

/// A fresh `levels/` and `data/` under the system temp directory, named for
/// the test crate, the test and this process.
pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "water-sort-{}-{name}-{}",
        env!("CARGO_CRATE_NAME"),
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("levels")).unwrap();
    std::fs::create_dir_all(dir.join("data")).unwrap();
    dir
}

/// An app and its scratch directory, removed when the test ends.
pub struct Env {
    pub app: App,
    pub dir: PathBuf,
}

impl Drop for Env {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Runs frames until `done` holds, in real time (assets load, the solver
/// and the generator run on other threads); fails after `timeout`.
pub fn wait_until_within(
    app: &mut App,
    what: &str,
    timeout: Duration,
    done: impl Fn(&World) -> bool,
) {
    let start = Instant::now();
    while !done(app.world()) {
        assert!(start.elapsed() < timeout, "timed out waiting for {what}");
        app.update();
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Sends a player action and runs one frame.
pub fn act(app: &mut App, action: GameAction) {
    app.world_mut().write_message(action);
    app.update();
}

/// The position in play.
pub fn board(app: &App) -> Board {
    app.world().resource::<Game>().board().clone()
}

/// Presses `key` for one frame as a window does: the pressed set that most
/// screens read, and the keyboard message the board reads keys from, in
/// order (headless apps have no input plugin turning one into the other).
pub fn tap_key(app: &mut App, key: KeyCode) {
    press_key_down(app, key);
    app.update();
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.release(key);
    input.clear();
}

/// `key` goes down this frame (both forms, see [`tap_key`]), not released.
pub fn press_key_down(app: &mut App, key: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
    key_message(app, key, bevy::input::ButtonState::Pressed);
}

/// `key` goes up this frame (both forms).
pub fn release_key(app: &mut App, key: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .release(key);
    key_message(app, key, bevy::input::ButtonState::Released);
}

fn key_message(app: &mut App, key: KeyCode, state: bevy::input::ButtonState) {
    app.world_mut()
        .write_message(bevy::input::keyboard::KeyboardInput {
            key_code: key,
            logical_key: bevy::input::keyboard::Key::Unidentified(
                bevy::input::keyboard::NativeKey::Unidentified,
            ),
            state,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
}
