//! A pack edited while its level is in play: the level restarts from the
//! new version when its board changed, play goes on when only the rest did
//! (a name, a par), and a level that is gone leads back to the level select.

use bevy::prelude::*;
use water_sort_core::level::{Level, PaletteColour};
use water_sort_words::say;

use super::current::CurrentLevel;
use super::game::{Game, apply_actions};
use crate::game::packs::{Notice, PackLibrary, PackReloaded};
use crate::game::saves::ProgressStore;
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::language::Language;

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        restart_on_reload
            .after(apply_actions)
            .in_set(GameSet::Logic)
            .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
    );
}

/// A pack edited while playing. The level in play is found again by name
/// (levels may have been added or removed before it): if its tubes, capacity
/// or colours changed, it restarts from the new version; if it is gone, back
/// to the level select with a notice; else play goes on. If the edit broke
/// the pack, say so and play on.
fn restart_on_reload(
    mut reloads: MessageReader<PackReloaded>,
    library: Res<PackLibrary>,
    mut current: ResMut<CurrentLevel>,
    mut game: ResMut<Game>,
    mut next: ResMut<NextState<Screen>>,
    mut notice: ResMut<Notice>,
    store: Res<ProgressStore>,
    language: Res<Language>,
) {
    for reload in reloads.read() {
        // An endless level is in no pack.
        let CurrentLevel::Pack { pack, level } = &mut *current else {
            continue;
        };
        if reload.pack != *pack {
            continue;
        }
        let entry = &library.entries[reload.pack];
        if let Some(error) = &entry.error {
            let error = first_line(error).to_string();
            game.message = Some(say!(language, "hud-keeping-last-good", error = error));
            continue;
        }
        let Some(pack) = &entry.good else { continue };
        let Some(index) = pack.levels.iter().position(|l| l.name == game.level.name) else {
            info!(
                "{}: level {:?} removed",
                entry.display_path, game.level.name
            );
            notice.0 = Some(say!(
                language,
                "hud-level-removed",
                level = &game.level.name,
                pack = &entry.display_path
            ));
            next.set(Screen::Title);
            continue;
        };
        *level = index;
        game.level_index = index;
        game.level_names = pack.levels.iter().map(|l| l.name.clone()).collect();
        game.pack_name = pack.name.clone();
        game.pack_names = pack.names.clone();
        let level = &pack.levels[index];
        let unsolved_now = game.unfinished(&store);
        if let Some(won) = &mut game.won {
            won.last_in_pack = index + 1 >= pack.levels.len();
            won.unsolved_in_pack = Some(unsolved_now);
        }
        if same_content(level, &pack.palette, &game.level, &game.palette) {
            // Same board: keep the moves; take the rest (par, ...) as edited.
            game.level = level.clone();
            game.palette = pack.palette.clone();
        } else {
            info!("{} changed: restarting the level", entry.display_path);
            next.set(Screen::Gameplay);
        }
    }
}

/// Whether two versions of a level start from the same board drawn in the
/// same colours (colours the level does not use may differ).
fn same_content(
    a: &Level,
    a_palette: &[PaletteColour],
    b: &Level,
    b_palette: &[PaletteColour],
) -> bool {
    a.capacity == b.capacity
        && a.tubes == b.tubes
        && a.tubes
            .iter()
            .flatten()
            .all(|&c| a_palette.get(c as usize) == b_palette.get(c as usize))
}

fn first_line(text: &str) -> &str {
    text.lines().next().unwrap_or(text)
}
