//! The level in play kept on disk after every move (the saves layer's
//! [`SavedGames`]): its moves, the help used (so the stars of a resumed
//! game stay honest) and the time played. A finished level's game is
//! dropped; a playtest is the author's, never kept.

use std::time::{SystemTime, UNIX_EPOCH};

use bevy::prelude::*;
use water_sort_core::rating::Assist;

use super::par::LevelPar;
use crate::game::board::{CurrentLevel, Game};
use crate::game::saves::{SavedGame, SavedGames};
use crate::game::{GameSet, Screen};

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        keep_game
            .in_set(GameSet::Report)
            .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
    );
}

/// What was last written of the level in play: which level, how many
/// steps of its log, and the help.
type Written = (String, String, usize, Assist);

/// Writes the game when its log or its help grew; drops it once won.
fn keep_game(
    game: Res<Game>,
    level_par: Res<LevelPar>,
    current: Res<CurrentLevel>,
    mut saved: ResMut<SavedGames>,
    mut written: Local<Option<Written>>,
) {
    if current.is_playtest() {
        return;
    }
    let (pack, level) = (&game.progress_key, &game.level.name);
    if game.won.is_some() {
        if saved.get(pack, level).is_some() {
            saved.remove(pack, level);
        }
        *written = None;
        return;
    }
    let now = (
        pack.clone(),
        level.clone(),
        game.play.log().len(),
        level_par.assist,
    );
    let same_level = written
        .as_ref()
        .is_some_and(|w| (&w.0, &w.1) == (pack, level));
    if !same_level {
        // A level just entered: what is on disk is what it started from.
        let on_disk = saved.get(pack, level).map_or(0, |g| g.log.len());
        *written = Some((pack.clone(), level.clone(), on_disk, level_par.assist));
    }
    if written.as_ref() == Some(&now) || (now.2 == 0 && !now.3.used()) {
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
    *written = Some(now);
}
