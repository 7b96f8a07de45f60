//! `water-sort stress-saves DIR` (hidden): saves progress and settings into
//! DIR as fast as it can, with the game's own stores, printing `saved N`
//! after the N-th pair is on disk. A test kills it at random moments and
//! checks that what it left behind is whole.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use super::Failure;
use crate::game::saves::{ProgressStore, SettingsStore};
use crate::game::ui::settings::{Settings, Speed};

#[derive(Args, Debug)]
pub struct StressArgs {
    /// Data directory to write into
    dir: PathBuf,
}

/// Save number `n`: progress holds one level named `L<n>` finished in `n`
/// moves; settings have volume `n % 11` and mute equal to fullscreen.
pub fn settings_of(n: u32) -> Settings {
    Settings {
        volume: (n % 11) as u8,
        muted: n.is_multiple_of(2),
        fullscreen: n.is_multiple_of(2),
        speed: Speed::ALL[n as usize % Speed::ALL.len()],
        ..Settings::default()
    }
}

pub fn run(args: &StressArgs) -> Result<ExitCode, Failure> {
    let mut progress = ProgressStore::open(Some(args.dir.clone()));
    let (mut settings_store, _) = SettingsStore::open(Some(args.dir.clone()));
    let mut out = std::io::stdout().lock();
    for n in 1.. {
        progress.progress = Default::default();
        progress
            .progress
            .finish("stress.ron", &format!("L{n}"), n, 0);
        progress.save();
        settings_store.save(&settings_of(n));
        if progress.notice.is_some() || settings_store.notice.is_some() {
            return Err(Failure::input("saving failed"));
        }
        writeln!(out, "saved {n}")
            .and_then(|()| out.flush())
            .map_err(|e| Failure::input(e.to_string()))?;
    }
    Ok(ExitCode::SUCCESS)
}
