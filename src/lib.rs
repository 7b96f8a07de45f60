//! The library side of the water-sort binary: the command line and the game.

pub mod cli;
pub mod game;
