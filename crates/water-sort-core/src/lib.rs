//! water-sort-core: everything of the water-sort game but drawing and input.
//! No Bevy: this crate compiles and tests in seconds.
//!
//! * The rules ([`board`]), level packs ([`level`]), the solver ([`solver`])
//!   and the level generator ([`generate`]).
//! * The Bevy-free middle of the game: the level in play, where every
//!   player action is applied ([`play`]), the level from start to finish:
//!   its par, the help used, the end and what a finish earns and records
//!   ([`attempt`]), the help (hints, verdicts, when they are spoken:
//!   [`help`]), its undo history ([`history`]),
//!   the player's progress ([`progress`], read from a save by [`lenient`]),
//!   a level in progress kept between runs ([`saved_game`]), what befell
//!   one of the player's files as it was read or saved ([`file_notice`]), what the
//!   solver knows about its
//!   positions ([`verdict`]), par and stars ([`rating`]), and endless mode's game IDs and daily
//!   puzzle ([`game_id`]), the level editor's model ([`editor`]) and the first-run lesson
//!   ([`lesson`]).
//!
//! What the game says to a player is made of this crate's reasons (enums
//! with their numbers) by the words crate, `water-sort-words`.

#![warn(missing_docs)]

pub mod attempt;
pub mod board;
pub mod editor;
pub mod file_notice;
pub mod game_id;
pub mod generate;
pub mod hash;
pub mod help;
pub mod history;
pub mod knowledge;
mod layout;
pub mod lenient;
pub mod lesson;
pub mod level;
pub mod play;
pub mod progress;
pub mod rating;
pub mod reveal;
pub mod saved_game;
pub mod solver;
pub mod statistics;
pub mod text;
pub mod variant;
pub mod verdict;

pub use board::{Board, Colour, Pour, PourError, Poured, Tube};
pub use history::{History, Step};
pub use layout::Rule;
pub use variant::Variant;
