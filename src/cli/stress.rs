//! `water-sort stress-saves DIR` (hidden): saves progress, settings and a
//! game in progress into DIR as fast as it can, with the stores the game's
//! resources wrap, printing `saved N` after the N-th round is on disk (the
//! saves' writer flushed). A test kills it at random moments and checks
//! that what it left behind is whole.
//!
//! With `--bench`, it plays a 300-move game on the first Hard level instead
//! and saves it after every move as the game does, printing what a save
//! costs the caller (the game's frame: the write itself is the writer
//! thread's) and how long until every save was on disk.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::Args;
use water_sort_core::level::{Level, parse_pack};
use water_sort_core::play::{Action, Move, Play};
use water_sort_core::rating::Assist;
use water_sort_core::saved_game::SavedGame;
use water_sort_store::packs::BUILTIN_PACKS;
use water_sort_store::settings::{Settings, Speed};
use water_sort_store::{ProgressStore, SavedGames, SettingsStore};

use super::Failure;

#[derive(Args, Debug)]
pub struct StressArgs {
    /// Data directory to write into
    dir: PathBuf,
    /// Time the saves of a 300-move game instead
    #[arg(long)]
    bench: bool,
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

/// The level of the stress test's saved game: a pour from tube 1 to 3 is
/// always allowed at its start.
pub fn stress_level() -> Level {
    Level {
        names: Default::default(),
        name: "Stress".into(),
        capacity: 2,
        tubes: vec![vec![0, 1], vec![1, 0], vec![]],
        optimal_moves: None,
        par: None,
        difficulty: None,
        hidden: Vec::new(),
        variant: Default::default(),
    }
}

/// Save number `n`'s game: `n` steps, a pour and its undo in turn.
pub fn game_log(n: u32) -> Vec<Move> {
    (0..n)
        .map(|k| {
            if k % 2 == 0 {
                Move::Pour(0, 2)
            } else {
                Move::Undo
            }
        })
        .collect()
}

pub fn run(args: &StressArgs) -> Result<ExitCode, Failure> {
    if args.bench {
        return bench(args);
    }
    let mut progress = ProgressStore::open(Some(args.dir.clone()));
    let (mut settings_store, _) = SettingsStore::open(Some(args.dir.clone()));
    let mut games = SavedGames::open(Some(args.dir.clone()));
    let level = stress_level();
    let mut out = std::io::stdout().lock();
    for n in 1.. {
        progress.progress = Default::default();
        progress
            .progress
            .finish("stress.ron", &format!("L{n}"), n, 0);
        progress.save();
        settings_store.save(&settings_of(n));
        let play = Play::replay(&level, &game_log(n)).expect("the stress log replays");
        games.save(SavedGame::new(
            "stress.ron",
            &level,
            &play,
            Assist::default(),
            n,
            u64::from(n),
        ));
        water_sort_store::writer::flush();
        progress.note_failed_writes();
        settings_store.note_failed_writes();
        games.note_failed_writes();
        if progress.notice.is_some() || settings_store.notice.is_some() || !games.notices.is_empty()
        {
            return Err(Failure::input("saving failed"));
        }
        writeln!(out, "saved {n}")
            .and_then(|()| out.flush())
            .map_err(|e| Failure::input(e.to_string()))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// A 300-move game (seeded random pours, every fifth step an undo) on the
/// first level of the built-in Hard pack, saved after each move.
fn bench(args: &StressArgs) -> Result<ExitCode, Failure> {
    const MOVES: usize = 300;
    let (_, text) = BUILTIN_PACKS
        .iter()
        .find(|(name, _)| *name == "4-hard.ron")
        .ok_or_else(|| Failure::input("no built-in Hard pack"))?;
    let level = parse_pack(text, "4-hard.ron")
        .map_err(|_| Failure::input("Hard pack"))?
        .levels[0]
        .clone();
    let mut games = SavedGames::open(Some(args.dir.clone()));
    let mut play = Play::of_level(&level);
    // A small xorshift: the same game on every run.
    let mut seed: u32 = 0x2545_f491;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        seed as usize
    };
    let mut times = Vec::with_capacity(MOVES);
    let all = Instant::now();
    while play.log().len() < MOVES {
        let pours: Vec<_> = play.board().legal_pours().collect();
        let pour = (!pours.is_empty()).then(|| pours[next() % pours.len()]);
        let action = match pour {
            Some(pour) if play.log().len() % 5 != 4 && !play.is_won() => Action::Pour(pour),
            _ => Action::Undo,
        };
        play.act(action);
        let start = Instant::now();
        let game = SavedGame::new("4-hard.ron", &level, &play, Assist::default(), 0, 0);
        games.save(game);
        times.push(start.elapsed());
        if !games.notices.is_empty() {
            return Err(Failure::input("saving failed"));
        }
    }
    water_sort_store::writer::flush();
    let on_disk = all.elapsed();
    games.note_failed_writes();
    if !games.notices.is_empty() {
        return Err(Failure::input("saving failed"));
    }
    let bytes = ron::to_string(&play.log()).map_or(0, |t| t.len());
    times.sort();
    let mean = times.iter().sum::<Duration>() / times.len() as u32;
    println!(
        "{MOVES} saves of one game (log of {} steps at the end, {bytes} bytes of moves): \
         mean {:.3} ms, median {:.3} ms, slowest {:.3} ms on the caller's thread; \
         all on disk {:.0} ms after the first",
        play.log().len(),
        ms(mean),
        ms(times[times.len() / 2]),
        ms(times[times.len() - 1]),
        ms(on_disk),
    );
    Ok(ExitCode::SUCCESS)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}
