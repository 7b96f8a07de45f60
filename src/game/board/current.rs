//! Which level is in play: a level of a pack in the library, or an endless
//! or daily level made from a game ID, a position pasted as text, or the
//! editor's level on trial.

use bevy::prelude::*;
use water_sort_core::attempt::Kind;
use water_sort_core::game_id::{Date, GameId};
use water_sort_core::level::Pack;

/// The key under which endless and daily levels are saved in the progress
/// (where a pack level has its pack's file name); the level name is the
/// game ID.
pub const ENDLESS_PROGRESS_KEY: &str = "endless";

/// The progress key of a playtest (never saved).
pub const PLAYTEST_KEY: &str = "playtest";

/// A level of endless mode, generated from its game ID.
#[derive(Clone, Debug, PartialEq)]
pub struct EndlessLevel {
    pub id: GameId,
    /// Set for the daily puzzle.
    pub daily: Option<Date>,
    /// A one-level pack holding the generated level.
    pub pack: Pack,
    /// Where "back" goes: the screen the player started it from (the level
    /// select for a daily puzzle started there, else the endless screen).
    pub back: crate::game::schedule::Screen,
}

/// A position pasted as text (`src/game/screens/paste.rs`), checked and
/// solved: played as an endless level is (a one-level pack, kept in the
/// progress under [`ENDLESS_PROGRESS_KEY`] by its level name, which names
/// the position).
#[derive(Clone, Debug, PartialEq)]
pub struct PastedLevel {
    /// A one-level pack holding the position.
    pub pack: Pack,
    /// Where "back" goes: the screen it was pasted on.
    pub back: crate::game::schedule::Screen,
}

/// The level the game screen plays: set by the screen that starts it,
/// read when the game screen is entered.
#[derive(Resource, Clone, Debug, PartialEq)]
pub enum CurrentLevel {
    /// Indices into the [`crate::game::packs::PackLibrary`] and its pack.
    Pack {
        pack: usize,
        level: usize,
    },
    Endless(Box<EndlessLevel>),
    /// A position pasted as text.
    Pasted(Box<PastedLevel>),
    /// A level of the editor played as it stands: a one-level pack. Nothing
    /// of it is saved in the progress; "back" returns to the editor.
    Playtest(Box<Pack>),
}

impl Default for CurrentLevel {
    fn default() -> Self {
        CurrentLevel::Pack { pack: 0, level: 0 }
    }
}

impl CurrentLevel {
    /// The (pack, level) indices of a pack level.
    pub fn pack_level(&self) -> Option<(usize, usize)> {
        match self {
            CurrentLevel::Pack { pack, level } => Some((*pack, *level)),
            CurrentLevel::Endless(_) | CurrentLevel::Pasted(_) | CurrentLevel::Playtest(_) => None,
        }
    }

    pub fn endless(&self) -> Option<&EndlessLevel> {
        match self {
            CurrentLevel::Endless(level) => Some(level),
            CurrentLevel::Pack { .. } | CurrentLevel::Pasted(_) | CurrentLevel::Playtest(_) => None,
        }
    }

    /// The kind of level, for the core's finish rule.
    pub fn kind(&self) -> Kind {
        match self {
            CurrentLevel::Pack { .. } => Kind::Pack,
            CurrentLevel::Endless(level) => Kind::Endless { daily: level.daily },
            CurrentLevel::Pasted(_) => Kind::Endless { daily: None },
            CurrentLevel::Playtest(_) => Kind::Playtest,
        }
    }

    pub fn is_playtest(&self) -> bool {
        matches!(self, CurrentLevel::Playtest(_))
    }

    /// Whether a game in progress of it is kept between runs: not of a
    /// playtest, nor of a pasted position (which Continue could not make
    /// again).
    pub fn keeps_game(&self) -> bool {
        !matches!(self, CurrentLevel::Playtest(_) | CurrentLevel::Pasted(_))
    }

    pub fn is_endless(&self) -> bool {
        self.endless().is_some()
    }
}
