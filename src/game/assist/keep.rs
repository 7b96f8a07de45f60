//! The level in play kept on disk after every move (the saves layer's
//! [`SavedGames`]): its moves, the help used (so the stars of a resumed
//! game stay honest) and the time played. A finished level's game is
//! dropped; a playtest is the author's, never kept.

use std::time::{SystemTime, UNIX_EPOCH};

use bevy::prelude::*;

use super::par::LevelPar;
use crate::game::board::{CurrentLevel, Game};
use crate::game::saves::{SavedGame, SavedGames};
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
    if current.is_playtest() {
        return;
    }
    let (pack, level) = (&game.progress_key, &game.level.name);
    let kept = saved.get(pack, level).map(|g| (g.log.len(), g.assist));
    if game.won.is_some() {
        if kept.is_some() {
            saved.remove(pack, level);
        }
        return;
    }
    let now = (game.play.log().len(), level_par.assist);
    let nothing_done = now.0 == 0 && !now.1.used();
    if kept == Some(now) || (kept.is_none() && nothing_done) {
        return;
    }
    let saved_at = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64);
    saved.save(SavedGame::new(
        pack,
        &game.level,
        &game.play,
        level_par.assist,
        game.seconds as u32,
        saved_at,
    ));
}
