//! A level in progress as it is kept between runs: the log of its moves,
//! replayed on the level to resume it ([`Play::replay`]), with the help used
//! (so a resumed game's stars stay honest) and the time played. A game
//! whose level changed since it was saved (an edited pack) does not resume:
//! its level's fingerprint no longer matches.

use serde::{Deserialize, Serialize};

use crate::hash::fnv1a64;
use crate::level::Level;
use crate::play::{Move, Play, ReplayError};
use crate::rating::Assist;

/// One saved game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    /// Where the level comes from: a pack's file name (or the game's key
    /// for endless levels), as progress keys it.
    pub pack: String,
    /// The level's name (an endless level's game ID).
    pub level: String,
    /// [`fingerprint`] of the level when saved.
    pub fingerprint: u64,
    /// Every step made, to replay.
    pub log: Vec<Move>,
    /// The move counter when saved, shown without replaying the log.
    pub moves: u32,
    /// Help used in this game.
    #[serde(default)]
    pub assist: Assist,
    /// Seconds played in this game.
    #[serde(default)]
    pub seconds: u32,
    /// When it was saved, in milliseconds since the Unix epoch: the latest
    /// saved game is the one to continue.
    pub saved_at: u64,
}

/// Why a saved game does not resume.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Stale {
    /// The level is not the one the game was played on.
    #[error("the level changed since the game was saved")]
    LevelChanged,
    /// The log does not replay on it (a damaged save).
    #[error("the saved moves do not replay: {0}")]
    Replay(#[from] ReplayError),
}

/// A stable fingerprint of what a level is to play: its capacity, tubes
/// and hidden units, and its variant (heights, locks, rule) when it has
/// one (not its name, par or notes, which a game does not depend on). A
/// classic level's fingerprint is what it was before the variants.
pub fn fingerprint(level: &Level) -> u64 {
    let mut text = format!(
        "{}|{:?}|{:?}",
        level.capacity,
        level.tubes,
        level.hidden_per_tube()
    );
    if !level.is_classic() {
        let mut variant = level.variant.clone();
        variant.fit(level.capacity);
        text.push_str(&format!(
            "|{}|{:?}|{:?}",
            variant.rule, variant.heights, variant.locks
        ));
    }
    fnv1a64(text.as_bytes())
}

impl SavedGame {
    /// The game `play` of `level` (of pack `pack`), saved at `saved_at`.
    pub fn new(
        pack: &str,
        level: &Level,
        play: &Play,
        assist: Assist,
        seconds: u32,
        saved_at: u64,
    ) -> SavedGame {
        SavedGame {
            pack: pack.to_string(),
            level: level.name.clone(),
            fingerprint: fingerprint(level),
            log: play.log().to_vec(),
            moves: play.moves() as u32,
            assist,
            seconds,
            saved_at,
        }
    }

    /// The game again, on `level` as it is now.
    pub fn resume(&self, level: &Level) -> Result<Play, Stale> {
        if fingerprint(level) != self.fingerprint {
            return Err(Stale::LevelChanged);
        }
        Ok(Play::replay(level, &self.log)?)
    }
}

#[cfg(test)]
mod tests;
