//! What befell one of the player's files (progress, settings, statistics,
//! a game in progress) as it was read or saved, for the player to be told:
//! the reasons; their words are the words crate's (`notices`). The store
//! that reads and writes the files decides which applies.

/// Which of the player's files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveFile {
    /// `progress.ron`: the levels finished, best moves, stars.
    Progress,
    /// `settings.ron`.
    Settings,
    /// `statistics.ron`.
    Statistics,
    /// One file of `games/`: a level in progress.
    SavedGame,
}

/// What happened to a file. Paths are as the player can find them; an
/// error is the system's own words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileNotice {
    /// Its content did not read, and it was moved to `aside`: the game goes
    /// on without it.
    SetAside {
        /// Which file.
        file: SaveFile,
        /// Where it is now.
        aside: String,
    },
    /// It could not be read at all: kept as it is, and nothing is saved
    /// over it this session.
    Unreadable {
        /// Which file.
        file: SaveFile,
        /// Where it is.
        path: String,
        /// Why it could not be read.
        error: String,
    },
    /// Its content did not read (`why`) and it could not be moved aside
    /// (`error`): kept, and nothing is saved over it this session.
    Stuck {
        /// Which file.
        file: SaveFile,
        /// Where it is.
        path: String,
        /// Why it did not read.
        why: String,
        /// Why it could not be moved.
        error: String,
    },
    /// It read, but with bad values, each dropped or set right.
    Forgiven {
        /// Which file.
        file: SaveFile,
        /// Where it is.
        path: String,
        /// The first bad values, each placed (`file:line:column: ...`).
        problems: Vec<String>,
        /// How many more there were (in the log).
        more: usize,
        /// Where the file as it was is kept, or why it could not be copied
        /// (then nothing is saved over it this session).
        kept: Result<String, String>,
        /// Why the good rest could not be written back, if it could not.
        rewrite_failed: Option<String>,
    },
    /// A save of it failed.
    NotSaved {
        /// Which file.
        file: SaveFile,
        /// Why.
        error: String,
    },
}
