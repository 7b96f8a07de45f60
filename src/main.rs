//! `water-sort`: no subcommand (or `play`) opens the game; `check`, `solve`
//! and `generate` serve level authors.

use std::process::ExitCode;

fn main() -> ExitCode {
    water_sort::cli::main()
}
