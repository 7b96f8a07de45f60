//! The library side of the water-sort binary: the command line and the game.

pub mod atomic_file;
pub mod cli;
pub mod game;
