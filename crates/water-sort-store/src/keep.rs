//! Which saved games are kept, apart from their files ([`SavedGames`] acts
//! on it):
//!
//! * the level in play's game is written when its log or its help differ
//!   from the kept one's; a level entered with nothing done yet is not
//!   written ([`decide`]);
//! * a won level's game is dropped ([`decide`]);
//! * a kept game is one to continue (the Continue button, the level
//!   select's "in progress") once it has a move on the board: a game with
//!   only help used is kept, so that its stars stay honest when the level
//!   is entered again, but holds nothing to go back to
//!   ([`worth_continuing`]);
//! * a game whose level changed since it was saved is dropped when it is
//!   taken up again ([`SavedGames::resume`]);
//! * at most [`MAX_SAVED_GAMES`] are kept: one more drops the one played
//!   longest ago (a player has a handful of levels on the go; one left for
//!   months is the one to let go: [`beyond_limit`]).
//!
//! [`SavedGames`]: crate::SavedGames
//! [`SavedGames::resume`]: crate::SavedGames::resume

use water_sort_core::level::Level;
use water_sort_core::play::Play;
use water_sort_core::rating::Assist;
use water_sort_core::saved_game::SavedGame;

/// The most games kept in progress.
pub const MAX_SAVED_GAMES: usize = 64;

/// (pack file name or endless key, level name or game ID).
pub type GameKey = (String, String);

/// The level in play, as far as keeping its game goes.
#[derive(Clone, Copy, Debug)]
pub struct InPlay<'a> {
    /// The pack's file name (or the endless key), as progress keys it.
    pub pack: &'a str,
    /// The level played.
    pub level: &'a Level,
    /// The game on it so far.
    pub play: &'a Play,
    /// Help used in this game.
    pub assist: Assist,
    /// Seconds played in this game.
    pub seconds: u32,
    /// The level is won.
    pub won: bool,
}

/// What becomes of a level's saved game after a change in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keep {
    /// Nothing to write: the kept game is the game in play, or nothing is
    /// done yet that is worth keeping.
    AsIs,
    /// The game in play replaces the kept one on disk.
    Write,
    /// The level is won: its kept game goes.
    Drop,
}

/// What becomes of `kept`, the saved game of the level `in_play`.
pub fn decide(kept: Option<&SavedGame>, in_play: &InPlay) -> Keep {
    if in_play.won {
        return if kept.is_some() {
            Keep::Drop
        } else {
            Keep::AsIs
        };
    }
    let kept = kept.map(|g| (g.log.len(), g.assist));
    let now = (in_play.play.log().len(), in_play.assist);
    let nothing_done = now.0 == 0 && !now.1.used();
    if kept == Some(now) || (kept.is_none() && nothing_done) {
        Keep::AsIs
    } else {
        Keep::Write
    }
}

/// Whether the kept `game` is in progress as far as the player goes: a
/// move made and not taken back (see the module's list).
pub fn worth_continuing(game: &SavedGame) -> bool {
    game.moves > 0
}

/// The keys of the games to drop so that at most [`MAX_SAVED_GAMES`] of
/// `games` remain: those played longest ago (of two saved at the same time,
/// the one met first).
pub fn beyond_limit<'a>(games: impl IntoIterator<Item = &'a SavedGame>) -> Vec<GameKey> {
    let mut games: Vec<&SavedGame> = games.into_iter().collect();
    let extra = games.len().saturating_sub(MAX_SAVED_GAMES);
    // Stable: the order met breaks ties.
    games.sort_by_key(|g| g.saved_at);
    games[..extra]
        .iter()
        .map(|g| (g.pack.clone(), g.level.clone()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use water_sort_core::Pour;
    use water_sort_core::play::Action;

    fn level() -> Level {
        Level {
            names: Default::default(),
            name: "L".into(),
            capacity: 2,
            tubes: vec![vec![0, 1], vec![1, 0], vec![]],
            optimal_moves: None,
            par: None,
            difficulty: None,
            hidden: vec![],
            variant: Default::default(),
        }
    }

    fn in_play<'a>(level: &'a Level, play: &'a Play, assist: Assist, won: bool) -> InPlay<'a> {
        InPlay {
            pack: "p.ron",
            level,
            play,
            assist,
            seconds: 3,
            won,
        }
    }

    fn saved(level: &Level, play: &Play, assist: Assist, at: u64) -> SavedGame {
        SavedGame::new("p.ron", level, play, assist, 3, at)
    }

    #[test]
    fn a_level_entered_with_nothing_done_is_not_written() {
        let level = level();
        let fresh = Play::of_level(&level);
        let now = in_play(&level, &fresh, Assist::default(), false);
        assert_eq!(decide(None, &now), Keep::AsIs);
        // A hint is something done, before any move.
        let helped = Assist {
            hints: 1,
            ..Assist::default()
        };
        assert_eq!(
            decide(None, &in_play(&level, &fresh, helped, false)),
            Keep::Write
        );
    }

    #[test]
    fn a_game_is_written_when_its_log_or_its_help_changed() {
        let level = level();
        let mut play = Play::of_level(&level);
        play.act(Action::Pour(Pour::new(0, 2)));
        let kept = saved(&level, &play, Assist::default(), 1);
        let same = in_play(&level, &play, Assist::default(), false);
        assert_eq!(decide(Some(&kept), &same), Keep::AsIs);
        assert_eq!(decide(None, &same), Keep::Write);
        let shown = Assist {
            show_me: true,
            ..Assist::default()
        };
        assert_eq!(
            decide(Some(&kept), &in_play(&level, &play, shown, false)),
            Keep::Write
        );
        // An undo is a step of the log too.
        play.act(Action::Undo);
        let undone = in_play(&level, &play, Assist::default(), false);
        assert_eq!(decide(Some(&kept), &undone), Keep::Write);
    }

    #[test]
    fn a_game_with_only_help_is_kept_but_not_one_to_continue() {
        let level = level();
        let mut play = Play::of_level(&level);
        let hinted = Assist {
            hints: 1,
            ..Assist::default()
        };
        assert!(!worth_continuing(&saved(&level, &play, hinted, 1)));
        play.act(Action::Pour(Pour::new(0, 2)));
        assert!(worth_continuing(&saved(&level, &play, hinted, 2)));
        // A move taken back leaves the start on the board again.
        play.act(Action::Undo);
        assert!(!worth_continuing(&saved(&level, &play, hinted, 3)));
    }

    #[test]
    fn a_won_level_drops_its_game() {
        let level = level();
        let play = Play::of_level(&level);
        let kept = saved(&level, &play, Assist::default(), 1);
        let won = in_play(&level, &play, Assist::default(), true);
        assert_eq!(decide(Some(&kept), &won), Keep::Drop);
        assert_eq!(decide(None, &won), Keep::AsIs);
    }

    #[test]
    fn beyond_the_limit_the_games_played_longest_ago_go() {
        let level = level();
        let play = Play::of_level(&level);
        let game = |name: &str, at: u64| SavedGame {
            level: name.into(),
            ..saved(&level, &play, Assist::default(), at)
        };
        let mut games: Vec<SavedGame> = (0..MAX_SAVED_GAMES as u64)
            .map(|i| game(&format!("L{i}"), 100 + i))
            .collect();
        assert!(beyond_limit(&games).is_empty());
        // Two more, one older than all and one tied with the oldest kept.
        games.push(game("older", 5));
        games.push(game("tied", 100));
        let keys = |names: &[&str]| -> Vec<GameKey> {
            names
                .iter()
                .map(|n| ("p.ron".to_string(), n.to_string()))
                .collect()
        };
        assert_eq!(beyond_limit(&games), keys(&["older", "L0"]));
    }
}
