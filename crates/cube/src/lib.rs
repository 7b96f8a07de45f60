//! The 3x3x3 Rubik's cube, solved optimally in the half-turn metric on the
//! search crate: IDA* ([`search::moves`]) with the maximum of a corner
//! pattern database and a symmetry-reduced 2-bit database of Rokicki's
//! nxopt coset looked up along the three axes, for the position and for its
//! inverse;
//! see `docs/cube.md` for the design and the figures.
//!
//! - [`cubie`]: the cube as pieces, the face turns, Singmaster notation;
//! - [`facelet`]: 54-letter facelet strings (Kociemba's order);
//! - [`coord`]: coordinates, move tables and symmetries;
//! - [`layers`]: the coordinate of the layer database (corner twist and
//!   U/D split, edge flip and E-slice places) and its symmetry classes;
//! - `pieces`: the search's compact cube for inverse positions;
//! - [`prune`]: the pattern databases, built by breadth-first search and
//!   kept in the user's cache directory;
//! - [`solve`]: the search;
//! - `symmetric`: the symmetries of a start position, whose mirrored
//!   subtrees the search skips;
//! - [`count`]: positions per distance, by breadth-first search;
//! - [`checks`]: the checks of the full databases, which `cube bench` runs.
#![warn(missing_docs)]

pub mod checks;
pub mod coord;
pub mod count;
pub mod cubie;
pub mod facelet;
pub mod layers;
mod pieces;
pub mod prune;
pub mod solve;
mod symmetric;
mod tables;
