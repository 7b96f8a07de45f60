//! The board stays where it is when a line of the HUD appears: a hint's
//! words, or the reason a pour into a locked tube was refused. An empty
//! text line is laid out a little taller than one with words, so the text
//! column shrank when a message came and the whole board grew by a few
//! pixels under the player's pointer (seen in the e2e run of the Locks
//! pack). Run headless with Bevy's UI and text layout at window sizes.

use std::time::Duration;

use bevy::prelude::*;
use water_sort::game::Screen;
use water_sort::game::board::{BoardLayout, GameAction, HudMessage, HudStatus};
use water_sort::game::packs::PackLibrary;

use crate::support::input::{act, pour};
use crate::support::window::{laid_out_app, set_window};
use crate::support::{Harness, screen, settle, start, wait_until};

const HARNESS: Harness = Harness {
    pack_file: "unused.ron",
    timeout: Duration::from_secs(60),
    settle_frames: 8,
    one_at_a_time: false,
};

/// The library index of the shipped pack in file `name`.
fn pack_index(app: &App, name: &str) -> usize {
    let library = app.world().resource::<PackLibrary>();
    library
        .entries
        .iter()
        .position(|e| e.file_name == name)
        .unwrap_or_else(|| panic!("no {name} among the shipped packs"))
}

fn text_of<T: Component>(app: &mut App) -> String {
    let mut query = app.world_mut().query_filtered::<&Text, With<T>>();
    query.iter(app.world()).map(|t| t.0.clone()).collect()
}

fn layout(app: &App) -> BoardLayout {
    app.world().resource::<BoardLayout>().clone()
}

#[test]
fn a_message_or_a_hint_does_not_move_the_board() {
    for size in [Vec2::new(1280.0, 800.0), Vec2::new(800.0, 600.0)] {
        let (mut app, dir) = laid_out_app(HARNESS, "steady", size);
        // Locks level 1: tube 4 locked until cyan is finished; tube 3's
        // top is cyan. Starter level 1: a classic level.
        for (file, refused) in [("7-locks.ron", Some((2, 3))), ("1-starter.ron", None)] {
            let pack = pack_index(&app, file);
            start(&mut app, pack, 0);
            set_window(&mut app, size);
            settle(&mut app);
            let before = layout(&app);
            assert!(
                text_of::<HudMessage>(&mut app).is_empty(),
                "{file}: a message at the start"
            );
            if let Some((from, locked)) = refused {
                pour(&mut app, from, locked);
                settle(&mut app);
                let message = text_of::<HudMessage>(&mut app);
                assert!(
                    message.contains('4'),
                    "{file}: no refusal for tube 4: {message:?}"
                );
                assert_eq!(
                    layout(&app),
                    before,
                    "{file} at {size}: the refusal moved the board"
                );
            }
            act(&mut app, GameAction::Hint);
            // The hint is solved on the task pool: its words come a few
            // frames later.
            for _ in 0..2000 {
                if !text_of::<HudStatus>(&mut app).is_empty() {
                    break;
                }
                app.update();
                std::thread::sleep(Duration::from_millis(1));
            }
            settle(&mut app);
            assert!(
                !text_of::<HudStatus>(&mut app).is_empty(),
                "{file}: no hint's words"
            );
            assert_eq!(
                layout(&app),
                before,
                "{file} at {size}: the hint moved the board"
            );
            act(&mut app, GameAction::Deselect);
            act(&mut app, GameAction::Back);
            wait_until(&mut app, "the level select", |w| screen(w) == Screen::Title);
        }
        let _ = std::fs::remove_dir_all(dir);
    }
}
