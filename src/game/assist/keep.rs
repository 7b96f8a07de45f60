//! The level in play kept on disk after every move (the saves layer's
//! [`SavedGames`]): its moves, the help used (so the stars of a resumed
//! game stay honest) and the time played. Which games are kept (a finished
//! level's dropped) is the store crate's [`keep`](water_sort_store::keep)
//! policy; a playtest is the author's, never kept.

use std::time::{SystemTime, UNIX_EPOCH};

use bevy::prelude::*;
use water_sort_store::keep::InPlay;

use super::par::LevelPar;
use crate::game::board::{CurrentLevel, Game};
use crate::game::saves::SavedGames;
use crate::game::schedule::{GameSet, Screen};

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        keep_game.in_set(GameSet::Report).run_if(
            in_state(Screen::Gameplay)
                .and_then(resource_exists::<Game>)
                .and_then(resource_changed::<Game>.or_else(resource_changed::<LevelPar>)),
        ),
    );
}

/// Writes the game when its log or its help differ from the saved one's
/// (a level entered with nothing done yet is not written); drops it once
/// won.
fn keep_game(
    game: Res<Game>,
    level_par: Res<LevelPar>,
    current: Res<CurrentLevel>,
    mut saved: ResMut<SavedGames>,
) {
    if !current.keeps_game() {
        return;
    }
    let in_play = InPlay {
        pack: &game.progress_key,
        level: &game.level,
        play: &game.play,
        assist: level_par.assist,
        seconds: game.seconds as u32,
        won: game.won.is_some(),
    };
    let saved_at = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64);
    saved.keep(&in_play, saved_at);
}
