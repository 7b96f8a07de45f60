//! Writes every sound effect of water-sort as a WAV file into a directory
//! (default `assets/sounds`), one line per file: name, duration, bytes.
//!
//! `cargo run -p water-sort-synth --release -- assets/sounds`

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args = std::env::args_os().skip(1);
    let dir = match (args.next(), args.next()) {
        (None, _) => PathBuf::from("assets/sounds"),
        (Some(a), None) if a == "-h" || a == "--help" => {
            println!(
                "usage: water-sort-synth [DIR]  (writes the game's sounds into DIR, default assets/sounds)"
            );
            return ExitCode::SUCCESS;
        }
        (Some(a), None) => PathBuf::from(a),
        (Some(_), Some(_)) => {
            eprintln!("usage: water-sort-synth [DIR]");
            return ExitCode::from(2);
        }
    };
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("water-sort-synth: cannot create {}: {e}", dir.display());
        return ExitCode::FAILURE;
    }
    for sound in water_sort_synth::all_sounds() {
        let bytes = sound.to_wav();
        let path = dir.join(&sound.name);
        if let Err(e) = std::fs::write(&path, &bytes) {
            eprintln!("water-sort-synth: cannot write {}: {e}", path.display());
            return ExitCode::FAILURE;
        }
        println!(
            "{:<20} {:.3} s {:>7} bytes",
            sound.name,
            sound.duration(),
            bytes.len()
        );
    }
    ExitCode::SUCCESS
}
