//! water-sort-words: every sentence water-sort says to a player about the
//! game, made in one place from the reasons the core returns (enums with
//! their numbers). The core decides; this crate only says. No Bevy, so the
//! game and the command line (`water-sort hint`) say the same.
//!
//! * [`help`]: the verdict, the hint, the help line's notes, show me.
//! * [`finish`]: par and stars, on the HUD, the level select and the
//!   level-complete panel.
//! * [`play`]: what the board says of a move it refused, of the extra
//!   tube, and the tubes' names.
//! * [`level_select`]: the keys under the level list, and where a pack
//!   lives when two could be taken for one another.
//! * [`settings`]: the names of the settings' choices (the help's, the
//!   speed's, the theme's).
//! * [`editor`]: what an author reads: the level editor's status line,
//!   and `water-sort check`'s words on mystery starts.
//! * [`lang`]: the player's language (Project Fluent files, one folder a
//!   language); every sentence is made with [`say!`] in a [`Lang`].
//! * [`endless`]: why a typed game ID is refused.
//! * [`variants`]: the rules of a level that is not classic, said on the
//!   HUD, and why a locked tube refused a pour.
//! * [`notices`]: what befell the player's files (one set aside, one that
//!   could not be saved).

#![warn(missing_docs)]

pub mod editor;
pub mod endless;
pub mod finish;
pub mod help;
pub mod lang;
pub mod level_select;
pub mod notices;
pub mod play;
pub mod settings;
mod share;
pub mod variants;

pub use help::{Words, fraction_words, percent, words};
pub use lang::{Arg, Lang};

/// How a line should look: good news, a chance, stars earned, bad news, or
/// quiet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// A win is certain or a solution is known.
    Good,
    /// A win is possible, not certain.
    Chance,
    /// Stars earned.
    Earned,
    /// No way to win.
    Bad,
    /// Nothing to say yet, or nothing known.
    Quiet,
}

/// `text` with its first letter in capitals.
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
