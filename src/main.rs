//! `water-sort`: no subcommand (or `play`) opens the game; `check`, `solve`
//! and `generate` serve level authors.

use std::process::ExitCode;

fn main() -> ExitCode {
    water_sort::cli::main_with(run_game_constructors)
}

/// Runs the constructors `build.rs` moved out of `.init_array` (Bevy's
/// reflection registering its types), once, before the game opens: the
/// command line starts without them.
#[cfg(game_init_section)]
fn run_game_constructors() {
    type Constructor = unsafe extern "C" fn();
    unsafe extern "C" {
        // Defined by the linker script of build.rs: the bounds of an array
        // of constructor pointers, like `__init_array_start`/`_end`.
        static __water_sort_game_init_start: u8;
        static __water_sort_game_init_end: u8;
    }
    let start = (&raw const __water_sort_game_init_start).cast::<Constructor>();
    let end = (&raw const __water_sort_game_init_end).cast::<Constructor>();
    // SAFETY: the linker put only `.init_array` entries (pointers to
    // `extern "C" fn()` constructors, 8-byte aligned) between the two
    // symbols; they run once, as the C start-up would have run them, on
    // the main thread before any other thread exists.
    unsafe {
        let count = end.offset_from(start) as usize;
        for constructor in std::slice::from_raw_parts(start, count) {
            constructor();
        }
    }
}

#[cfg(not(game_init_section))]
fn run_game_constructors() {}
