//! Levels in progress on disk: one file per saved game in `games/` of the
//! data directory, each the core's [`SavedGame`] (the level's fingerprint,
//! the log of moves, the help used, the time played). A game is written
//! after every move through [`ron_file`] (a temporary file renamed over
//! it), so a crash loses at most the move being made; a damaged file is
//! set aside like the other saves. Which games are kept is [`keep`]'s
//! policy (at most 64, a won level's game dropped, a game whose level
//! changed dropped).
//!
//! [`keep`]: crate::keep

use std::collections::BTreeMap;
use std::path::PathBuf;

use water_sort_core::file_notice::{FileNotice, SaveFile};
use water_sort_core::hash::fnv1a64;
use water_sort_core::level::Level;
use water_sort_core::play::Play;
use water_sort_core::rating::Assist;
use water_sort_core::saved_game::{SavedGame, Stale};

use crate::keep::{GameKey, InPlay, Keep, beyond_limit, decide, worth_continuing};
use crate::ron_file::{self, REAL_FS, load, whole};
use crate::writer;

/// The folder of saved games in the data directory.
pub const DIR_NAME: &str = "games";

/// The saved games in memory, and their folder.
#[derive(Debug, Default)]
pub struct SavedGames {
    /// `None`: no data directory, games last for the session only.
    dir: Option<PathBuf>,
    games: BTreeMap<GameKey, SavedGame>,
    /// What the player must be told (a damaged file set aside, a game
    /// dropped because its level changed, a failed write).
    pub notices: Vec<FileNotice>,
}

/// A saved game taken up again ([`SavedGames::resume`]).
#[derive(Clone, Debug)]
pub struct Resumed {
    /// Its moves replayed on the level.
    pub play: Play,
    /// Seconds played in it.
    pub seconds: u32,
    /// Help used in it.
    pub assist: Assist,
}

impl SavedGames {
    /// Reads every saved game in `data_dir/games`.
    pub fn open(data_dir: Option<PathBuf>) -> SavedGames {
        let dir = data_dir.map(|d| d.join(DIR_NAME));
        let mut saved = SavedGames {
            dir,
            ..Default::default()
        };
        let Some(dir) = saved.dir.clone() else {
            return saved;
        };
        // Read as last written, not as the disk has it so far.
        writer::flush();
        let Ok(entries) = std::fs::read_dir(&dir) else {
            return saved;
        };
        let mut paths: Vec<PathBuf> = entries
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "ron"))
            .collect();
        paths.sort();
        for path in paths {
            let loaded = load::<Option<SavedGame>>(&path, SaveFile::SavedGame, &REAL_FS, whole);
            // Each file set aside is told.
            saved.notices.extend(loaded.notice);
            if let Some(game) = loaded.value {
                saved
                    .games
                    .insert((game.pack.clone(), game.level.clone()), game);
            }
        }
        saved
    }

    /// The file of the game of `key`.
    fn path(&self, key: &GameKey) -> Option<PathBuf> {
        let name = fnv1a64(format!("{}\0{}", key.0, key.1).as_bytes());
        self.dir
            .as_ref()
            .map(|d| d.join(format!("{name:016x}.ron")))
    }

    /// The saved game of a level, if one is in progress.
    pub fn get(&self, pack: &str, level: &str) -> Option<&SavedGame> {
        self.games.get(&(pack.to_string(), level.to_string()))
    }

    /// The game saved last, whatever is in it (see [`SavedGames::to_continue`]).
    pub fn latest(&self) -> Option<&SavedGame> {
        self.games.values().max_by_key(|g| g.saved_at)
    }

    /// The saved game of a level when it is one to continue (see
    /// [`worth_continuing`]): the level select's game in progress.
    pub fn in_progress(&self, pack: &str, level: &str) -> Option<&SavedGame> {
        self.get(pack, level).filter(|g| worth_continuing(g))
    }

    /// The game to continue: of those [`worth_continuing`], the one saved
    /// last (a later game with only a hint in it is not one).
    pub fn to_continue(&self) -> Option<&SavedGame> {
        self.games
            .values()
            .filter(|g| worth_continuing(g))
            .max_by_key(|g| g.saved_at)
    }

    /// Every saved game.
    pub fn all(&self) -> impl Iterator<Item = &SavedGame> {
        self.games.values()
    }

    /// Keeps `game` (replacing the level's earlier one) and writes it;
    /// beyond [`MAX_SAVED_GAMES`](crate::keep::MAX_SAVED_GAMES), the game
    /// played longest ago goes.
    pub fn save(&mut self, game: SavedGame) {
        let key = (game.pack.clone(), game.level.clone());
        if let Some(path) = self.path(&key)
            && let Err(e) = ron_file::write_later(&path, &Some(&game))
        {
            self.failed(&e.to_string());
        }
        self.games.insert(key, game);
        for (pack, level) in beyond_limit(self.games.values()) {
            self.remove(&pack, &level);
        }
    }

    /// Brings the saved game of the level in play up to date, as
    /// [`decide`] has it: written (saved at `saved_at`, milliseconds since
    /// the Unix epoch), dropped, or left as it is.
    pub fn keep(&mut self, in_play: &InPlay, saved_at: u64) {
        let (pack, level) = (in_play.pack, &in_play.level.name);
        match decide(self.get(pack, level), in_play) {
            Keep::AsIs => {}
            Keep::Drop => self.remove(pack, level),
            Keep::Write => self.save(SavedGame::new(
                pack,
                in_play.level,
                in_play.play,
                in_play.assist,
                in_play.seconds,
                saved_at,
            )),
        }
    }

    /// Takes up the saved game of `level` (of `pack`), if there is one: its
    /// moves replayed. A game whose level changed since (or whose moves no
    /// longer replay) is dropped, and why is the error.
    pub fn resume(&mut self, pack: &str, level: &Level) -> Option<Result<Resumed, Stale>> {
        let kept = self.get(pack, &level.name)?;
        let resumed = kept.resume(level).map(|play| Resumed {
            play,
            seconds: kept.seconds,
            assist: kept.assist,
        });
        if resumed.is_err() {
            self.remove(pack, &level.name);
        }
        Some(resumed)
    }

    /// Forgets the game of a level (finished, or its level changed); its
    /// file goes in the background, after the writes of it asked before.
    pub fn remove(&mut self, pack: &str, level: &str) {
        let key = (pack.to_string(), level.to_string());
        if self.games.remove(&key).is_some()
            && let Some(path) = self.path(&key)
        {
            writer::global().remove(path);
        }
    }

    /// Takes the failed background writes of the games, if any, into the
    /// notice.
    pub fn note_failed_writes(&mut self) {
        let Some(dir) = &self.dir else { return };
        if let Some(failed) = writer::global().take_failures(dir).pop() {
            self.failed(&failed.error);
        }
    }

    fn failed(&mut self, error: &str) {
        self.notices
            .push(ron_file::not_saved(SaveFile::SavedGame, error));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::keep::MAX_SAVED_GAMES;
    use water_sort_core::play::Action;
    use water_sort_core::{Board, Pour};

    fn temp_dir(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("water-sort-games-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    fn level(name: &str) -> Level {
        Level {
            names: Default::default(),
            name: name.into(),
            capacity: 2,
            tubes: vec![vec![0, 1], vec![1, 0], vec![]],
            optimal_moves: None,
            par: None,
            difficulty: None,
            hidden: vec![],
            variant: Default::default(),
        }
    }

    fn game(level: &Level, at: u64) -> SavedGame {
        let mut play = Play::of_level(level);
        play.act(Action::Pour(Pour::new(0, 2)));
        SavedGame::new("p.ron", level, &play, Assist::default(), 4, at)
    }

    #[test]
    fn games_are_kept_across_runs_and_the_latest_is_continued() {
        let dir = temp_dir("runs");
        let mut games = SavedGames::open(Some(dir.clone()));
        games.save(game(&level("A"), 10));
        games.save(game(&level("B"), 20));
        let again = SavedGames::open(Some(dir.clone()));
        assert_eq!(again.get("p.ron", "A"), games.get("p.ron", "A"));
        assert_eq!(again.latest().unwrap().level, "B");
        let resumed = again
            .get("p.ron", "A")
            .unwrap()
            .resume(&level("A"))
            .unwrap();
        let mut board = Board::new(2, &level("A").tubes).unwrap();
        board.pour(Pour::new(0, 2)).unwrap();
        assert_eq!(resumed.board(), &board);
        // A finished level's game goes, on disk too.
        let mut again = again;
        again.remove("p.ron", "B");
        let third = SavedGames::open(Some(dir.clone()));
        assert!(third.get("p.ron", "B").is_none());
        assert_eq!(third.latest().unwrap().level, "A");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_game_played_longest_ago_goes_beyond_the_bound() {
        let dir = temp_dir("bound");
        let mut games = SavedGames::open(Some(dir.clone()));
        for i in 0..MAX_SAVED_GAMES + 3 {
            // Saved in a shuffled order of time: the three oldest go.
            let at = ((i * 37) % (MAX_SAVED_GAMES + 3)) as u64;
            games.save(game(&level(&format!("L{i}")), at));
        }
        assert_eq!(games.all().count(), MAX_SAVED_GAMES);
        assert!(games.all().all(|g| g.saved_at >= 3));
        writer::flush();
        let files = std::fs::read_dir(dir.join(DIR_NAME)).unwrap().count();
        assert_eq!(files, MAX_SAVED_GAMES);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_damaged_game_is_set_aside_and_the_others_load() {
        let dir = temp_dir("damaged");
        let mut games = SavedGames::open(Some(dir.clone()));
        games.save(game(&level("A"), 10));
        writer::flush();
        std::fs::write(dir.join(DIR_NAME).join("0000000000000000.ron"), "(pack: ").unwrap();
        let again = SavedGames::open(Some(dir.clone()));
        assert!(again.get("p.ron", "A").is_some());
        assert!(crate::ron_file::told(again.notices.first()).contains("moved"));
        let names: Vec<String> = std::fs::read_dir(dir.join(DIR_NAME))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert!(
            names
                .iter()
                .any(|n| n.starts_with("0000000000000000.ron.bad-"))
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_game_whose_level_changed_is_dropped_when_taken_up() {
        let dir = temp_dir("stale");
        let mut games = SavedGames::open(Some(dir.clone()));
        assert!(games.resume("p.ron", &level("A")).is_none());
        games.save(game(&level("A"), 10));
        let resumed = games.resume("p.ron", &level("A")).unwrap().unwrap();
        assert_eq!((resumed.play.moves(), resumed.seconds), (1, 4));
        assert!(games.get("p.ron", "A").is_some(), "a good game stays");
        let mut changed = level("A");
        changed.tubes.swap(0, 1);
        let stale = games.resume("p.ron", &changed).unwrap();
        assert_eq!(stale.unwrap_err(), Stale::LevelChanged);
        assert!(games.get("p.ron", "A").is_none());
        assert!(
            SavedGames::open(Some(dir.clone()))
                .get("p.ron", "A")
                .is_none()
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_game_in_play_is_kept_until_it_is_won() {
        let dir = temp_dir("keep");
        let mut games = SavedGames::open(Some(dir.clone()));
        let level = level("A");
        fn in_play<'a>(level: &'a Level, play: &'a Play, won: bool) -> InPlay<'a> {
            InPlay {
                pack: "p.ron",
                level,
                play,
                assist: Assist::default(),
                seconds: 0,
                won,
            }
        }
        let mut play = Play::of_level(&level);
        games.keep(&in_play(&level, &play, false), 1);
        assert!(games.get("p.ron", "A").is_none(), "nothing done yet");
        play.act(Action::Pour(Pour::new(0, 2)));
        games.keep(&in_play(&level, &play, false), 2);
        let on_disk = SavedGames::open(Some(dir.clone()));
        assert_eq!(on_disk.get("p.ron", "A").unwrap().saved_at, 2);
        // Nothing changed: not written again.
        games.keep(&in_play(&level, &play, false), 3);
        assert_eq!(games.get("p.ron", "A").unwrap().saved_at, 2);
        games.keep(&in_play(&level, &play, true), 4);
        assert!(games.get("p.ron", "A").is_none());
        assert_eq!(SavedGames::open(Some(dir.clone())).all().count(), 0);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
