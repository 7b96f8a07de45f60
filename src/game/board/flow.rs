//! Which screen the level in play comes from and leads to: building the
//! [`Game`] when gameplay starts, the choices of a finished level (next,
//! replay, back) and where "back" goes. A playtest is left by the editor,
//! which owns the screen it returns to (it reads the same [`Leave`]).

use bevy::prelude::*;
use water_sort_words::{Lang, say};

use super::current::{CurrentLevel, ENDLESS_PROGRESS_KEY, PLAYTEST_KEY};
use super::game::{Game, Leave, apply_actions};
use crate::game::packs::{Notice, PackLibrary};
use crate::game::saves::SavedGames;
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::language::Language;

pub fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Gameplay),
        start_level.in_set(GameSet::Logic),
    )
    .add_systems(
        Update,
        leave_level
            .after(apply_actions)
            .in_set(GameSet::Logic)
            .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
    );
}

/// Builds the [`Game`] from the current pack and level, resuming its saved
/// game if there is one; without a playable level, back to the level
/// select.
fn start_level(
    mut commands: Commands,
    library: Res<PackLibrary>,
    current: Res<CurrentLevel>,
    mut next: ResMut<NextState<Screen>>,
    mut notice: ResMut<Notice>,
    mut saved: ResMut<SavedGames>,
    language: Res<Language>,
) {
    let game = match &*current {
        CurrentLevel::Endless(endless) => Game::new(ENDLESS_PROGRESS_KEY, &endless.pack, 0),
        CurrentLevel::Pasted(pasted) => Game::new(ENDLESS_PROGRESS_KEY, &pasted.pack, 0),
        CurrentLevel::Playtest(pack) => Game::new(PLAYTEST_KEY, pack, 0),
        &CurrentLevel::Pack { pack, level } => library
            .entries
            .get(pack)
            .and_then(|entry| Game::new(&entry.file_name, entry.good.as_ref()?, level)),
    };
    match game {
        Some(mut game) => {
            // A notice for the player (say, `--level` past the pack's end).
            game.message = notice.0.take();
            if current.keeps_game() {
                resume(&mut game, &mut saved, &language);
            }
            commands.insert_resource(game);
        }
        None => {
            let (pack, level) = current.pack_level().unwrap_or_default();
            let pack = library.entries.get(pack);
            let pack = pack.map_or_else(
                || say!(language, "hud-the-pack"),
                |e| e.display_path.clone(),
            );
            notice.0 = Some(say!(
                language,
                "hud-level-unavailable",
                level = level + 1,
                pack = pack
            ));
            commands.remove_resource::<Game>();
            next.set(Screen::Title);
        }
    }
}

/// Continues the level's saved game, if there is one: its moves replayed,
/// its time and help taken over. A game whose level changed since is
/// dropped (by the saved games' policy), and the player told.
fn resume(game: &mut Game, saved: &mut SavedGames, lang: &Lang) {
    match saved.resume(&game.progress_key, &game.level) {
        None => {}
        Some(Ok(resumed)) => {
            info!(
                "resumed {} / {} at {} moves",
                game.progress_key,
                game.level.name,
                resumed.play.moves()
            );
            game.seconds = resumed.seconds as f32;
            game.resumed_assist = Some(resumed.assist);
            game.play = resumed.play;
        }
        Some(Err(stale)) => {
            warn!("dropped the saved game of {}: {stale}", game.level.name);
            let reason = stale.to_string();
            game.message = Some(say!(lang, "hud-saved-game-dropped", reason = reason));
        }
    }
}

/// Leaves the level in play: the next level, the same again, or back.
fn leave_level(
    mut leaves: MessageReader<Leave>,
    game: Res<Game>,
    mut current: ResMut<CurrentLevel>,
    mut next: ResMut<NextState<Screen>>,
) {
    for leave in leaves.read() {
        match leave {
            Leave::NextLevel => match *current {
                // A fresh endless level comes from the endless screen; a
                // playtest goes back to the editor, which sees to it.
                CurrentLevel::Endless(_) | CurrentLevel::Playtest(_) => {}
                // A pasted position has no next: back where it was pasted.
                CurrentLevel::Pasted(ref pasted) => next.set(pasted.back),
                CurrentLevel::Pack { .. } if game.level_index + 1 >= game.level_count() => {
                    next.set(Screen::Title);
                }
                CurrentLevel::Pack { ref mut level, .. } => {
                    *level = game.level_index + 1;
                    next.set(Screen::Gameplay);
                }
            },
            // The finished game's save is gone: the level starts afresh.
            Leave::Replay => next.set(Screen::Gameplay),
            Leave::Back => {
                if let Some(screen) = back_screen(&current) {
                    next.set(screen);
                }
            }
        }
    }
}

/// Where "back" goes: where an endless level was started from, else the
/// level select; `None` from a playtest, which the editor leaves.
fn back_screen(current: &CurrentLevel) -> Option<Screen> {
    match current {
        CurrentLevel::Endless(level) => Some(level.back),
        CurrentLevel::Pasted(level) => Some(level.back),
        CurrentLevel::Playtest(_) => None,
        CurrentLevel::Pack { .. } => Some(Screen::Title),
    }
}
