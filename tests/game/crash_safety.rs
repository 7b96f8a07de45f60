//! Saves survive the game being killed: `water-sort stress-saves` writes
//! progress, settings and a game in progress with the game's own stores in
//! a loop; it is killed
//! (SIGKILL) at pseudo-random moments, many times, and every save file left
//! behind must parse and hold the last save it acknowledged or the one
//! after (old or new, never a mix or a torn file). That the kills land
//! mid-save is checked too: a write goes through a temporary file named for
//! the process, so one left behind by the killed process shows that it died
//! between creating that file and renaming it over the save.

#![cfg(unix)]

use std::io::{BufRead, BufReader, Read};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, SystemTime};

use water_sort::cli::stress::{game_log, settings_of, stress_level};
use water_sort_store::{ProgressStore, SavedGames, SettingsStore};

const KILLS: u32 = 40;
/// At least this many of the kills must land mid-write.
const MID_WRITE: u32 = KILLS / 4;

/// The temporary files of process `pid` in `dir`: a write it began and
/// never renamed over its file.
fn temporaries_of(dir: &Path, pid: u32) -> Vec<String> {
    let suffix = format!(".tmp-{pid}");
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(&suffix))
        .collect()
}

/// The save number the files hold: progress names it twice (level `L<n>`,
/// best `n` moves), settings must be that save's (or, if progress is one
/// ahead or behind, the neighbour's: the two files are written one after
/// the other).
fn check_dir(dir: &Path, acknowledged: u32) -> u32 {
    let progress = ProgressStore::open(Some(dir.to_path_buf()));
    assert!(progress.notice.is_none(), "{:?}", progress.notice);
    let levels = &progress.progress.packs["stress.ron"];
    assert_eq!(levels.len(), 1, "{levels:?}");
    let (name, record) = levels.iter().next().unwrap();
    let n: u32 = name.trim_start_matches('L').parse().unwrap();
    assert_eq!(record.best_moves, Some(n), "progress holds one save whole");
    assert!(
        n == acknowledged || n == acknowledged + 1,
        "progress {n}, last acknowledged {acknowledged}"
    );
    let (store, settings) = SettingsStore::open(Some(dir.to_path_buf()));
    assert!(store.notice.is_none(), "{:?}", store.notice);
    assert!(
        (n.saturating_sub(1)..=n).any(|k| settings == settings_of(k)),
        "settings {settings:?} are no whole save near {n}"
    );
    // The game in progress is whole, resumes, and is the position after
    // the last move saved or the one before (written after progress).
    let games = SavedGames::open(Some(dir.to_path_buf()));
    assert!(games.notices.is_empty(), "{:?}", games.notices);
    let game = games.get("stress.ron", "Stress").expect("the game is kept");
    let steps = game.log.len() as u32;
    assert!(
        steps == n || steps + 1 == n,
        "the game holds {steps} steps, progress save {n}"
    );
    assert_eq!(game.log, game_log(steps));
    let play = game
        .resume(&stress_level())
        .expect("the saved game resumes");
    assert_eq!(play.moves() as u32, steps % 2);
    n
}

#[test]
fn killing_the_game_mid_save_leaves_whole_files() {
    let dir = std::env::temp_dir().join(format!("water-sort-crash-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // A small xorshift: the same moments on every run.
    let mut seed: u32 = 0x2545_f491;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        seed
    };
    let mut mid_write = 0;
    for round in 0..KILLS {
        let mut child = Command::new(env!("CARGO_BIN_EXE_water-sort"))
            .args(["stress-saves", dir.to_str().unwrap()])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the binary runs");
        // After the first save (however slow the disk), a random moment.
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let mut out = String::new();
        stdout.read_line(&mut out).unwrap();
        std::thread::sleep(Duration::from_micros(u64::from(next() % 30_000)));
        let pid = child.id();
        child.kill().expect("SIGKILL");
        child.wait().unwrap();
        // Read before the stores open the directory (they remove only
        // stale temporary files, but the evidence is taken first).
        let mut torn = temporaries_of(&dir, pid);
        torn.extend(temporaries_of(&dir.join("games"), pid));
        mid_write += u32::from(!torn.is_empty());
        stdout.read_to_string(&mut out).unwrap();
        let acknowledged = out
            .lines()
            .filter_map(|l| l.strip_prefix("saved ")?.parse::<u32>().ok())
            .next_back();
        let acknowledged = acknowledged.expect("the first save was read");
        let n = check_dir(&dir, acknowledged);
        eprintln!("round {round}: killed after save {acknowledged}, files hold {n}, left {torn:?}");
    }
    eprintln!("{mid_write} of {KILLS} kills landed mid-write");
    assert!(
        mid_write >= MID_WRITE,
        "only {mid_write} of {KILLS} kills landed while a save was being written"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_temporary_file_of_a_killed_save_is_removed_once_stale() {
    let dir = std::env::temp_dir().join(format!("water-sort-stale-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let old = dir.join("progress.ron.tmp-1");
    let fresh = dir.join("progress.ron.tmp-2");
    std::fs::write(&old, "(packs: {\"half").unwrap();
    std::fs::write(&fresh, "(packs: {\"half").unwrap();
    let hour_ago = SystemTime::now() - Duration::from_secs(3600);
    std::fs::File::options()
        .write(true)
        .open(&old)
        .unwrap()
        .set_modified(hour_ago)
        .unwrap();
    let store = ProgressStore::open(Some(dir.clone()));
    assert!(store.notice.is_none());
    assert!(!old.exists(), "a stale temporary file is removed");
    assert!(fresh.exists(), "a recent one may be another game's save");
    let _ = std::fs::remove_dir_all(&dir);
}
