//! water-sort-core: the rules, level packs, solver and generator of the
//! water-sort game. No Bevy: this crate compiles and tests in seconds.

pub mod board;
pub mod generate;
pub mod level;
pub mod solver;

pub use board::{Board, Colour, Pour, PourError, Poured, Tube};
