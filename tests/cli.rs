//! The command line as level authors use it: the real binary, its output and
//! its exit codes.

use std::path::PathBuf;
use std::process::{Command, Output};

fn water_sort(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_water-sort"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn temp_file(name: &str, contents: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("water-sort-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

#[test]
fn solve_quick_text_prints_moves_then_optimal_line() {
    let o = water_sort(&[
        "solve",
        "--tubes",
        "ABCD;EFGH;GDIF;JHIA;GJKF;AGCF;LECB;IELH;DEKK;BIJL;BADC;KLJH;;",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    let last = lines.last().unwrap();
    let n: usize = last
        .strip_suffix(" moves (optimal)")
        .expect(last)
        .parse()
        .unwrap();
    assert_eq!(lines.len() - 1, n);
    for line in &lines[..n] {
        let (a, b) = line.split_once('>').expect(line);
        let (a, b): (usize, usize) = (a.parse().unwrap(), b.parse().unwrap());
        assert!(
            (1..=14).contains(&a) && (1..=14).contains(&b) && a != b,
            "{line}"
        );
    }
}

#[test]
fn every_algorithm_gives_the_same_optimal_length() {
    let tubes = "ABCA;CBAB;ACBC;;";
    let last_lines: Vec<String> = ["astar", "ida", "bfs", "bidir"]
        .iter()
        .map(|algorithm| {
            let o = water_sort(&["solve", "--tubes", tubes, "--algorithm", algorithm]);
            assert_eq!(o.status.code(), Some(0), "{algorithm}: {}", stderr(&o));
            let out = stdout(&o);
            out.lines().last().unwrap().to_string()
        })
        .collect();
    assert!(
        last_lines[0].ends_with(" moves (optimal)"),
        "{last_lines:?}"
    );
    assert!(
        last_lines.iter().all(|l| *l == last_lines[0]),
        "{last_lines:?}"
    );
    let o = water_sort(&[
        "solve",
        "--tubes",
        "DEFA;FCAC;BBAA;DCCD;BBEE;FFED;",
        "--algorithm",
        "bidir",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o).trim(), "unsolvable");
}

#[test]
fn solve_proves_the_known_unsolvable_deal() {
    let o = water_sort(&["solve", "--tubes", "DEFA;FCAC;BBAA;DCCD;BBEE;FFED;"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o).trim(), "unsolvable");
}

#[test]
fn solve_gives_up_honestly_at_a_tiny_budget() {
    let o = water_sort(&[
        "solve",
        "--tubes",
        "ABCD;EFGH;GDIF;JHIA;GJKF;AGCF;LECB;IELH;DEKK;BIJL;BADC;KLJH;;",
        "--max-nodes",
        "20",
    ]);
    assert_eq!(o.status.code(), Some(3), "{}", stdout(&o));
    let last = stdout(&o).lines().last().unwrap().to_string();
    assert!(last.starts_with("gave up after "), "{last}");
    // Which budget ran out.
    assert!(last.ends_with("stored (--max-nodes 20)"), "{last}");
}

#[test]
fn solve_json_is_one_object() {
    let o = water_sort(&["solve", "--tubes", "AB;BA;", "--json"]);
    assert_eq!(o.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["outcome"], "optimal");
    assert_eq!(v["length"], v["moves"].as_array().unwrap().len());
    assert_eq!(v["length"], 3);
}

#[test]
fn solve_reads_a_tubes_file_and_a_pack_level() {
    let file = temp_file("puzzle.txt", "AB\nBA\n\n");
    let o = water_sort(&["solve", "--tubes-file", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().last(), Some("3 moves (optimal)"));

    let o = water_sort(&["solve", "levels/1-starter.ron", "--level", "1"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).trim_end().ends_with("moves (optimal)"));
}

#[test]
fn bad_input_gets_one_line_and_exit_code_2() {
    for args in [
        vec!["solve", "--tubes", "AB;B"],
        vec!["solve", "--tubes-file", "/nonexistent/puzzle.txt"],
        vec!["solve", "levels/1-starter.ron", "--level", "no such level"],
        vec!["solve", "/nonexistent.ron", "--level", "1"],
        vec!["solve", "--bogus-flag"],
        vec!["solve", "--tubes", "AB;BA;", "--algorithm", "dijkstra"],
        vec!["check", "/nonexistent-folder"],
        vec!["generate", "--colors", "x"],
        vec!["generate", "--colors", "30"],
        vec!["generate", "--colors", "3", "--name", " "],
        vec![
            "generate",
            "--colors",
            "3",
            "--out",
            "/nonexistent-folder/x.ron",
        ],
        vec!["solve", "--tubes", "AB;BA;", "--max-nodes", "0"],
        vec!["check", "levels", "--max-memory-mib", "99999999999999"],
    ] {
        let o = water_sort(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        let err = stderr(&o);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(!err.trim().is_empty(), "{args:?}");
    }
}

#[test]
fn check_reports_file_line_column_for_a_broken_pack() {
    let pack = "(\n    name: \"Broken\",\n    palette: [(key: 'R', name: \"red\", color: \"#ff0000\"), (key: 'G', name: \"green\", color: \"#00ff00\")],\n    levels: [\n        (name: \"One\", tubes: [\"RRGG\", \"GGRX\", \"\"]),\n    ],\n)\n";
    let file = temp_file("broken.ron", pack);
    let o = water_sort(&["check", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    let expected = format!("{}:5:43:", file.display());
    assert!(err.contains(&expected), "wanted {expected} in:\n{err}");
    assert!(err.contains('X'), "{err}");
}

/// A pack whose second line holds a byte that is no UTF-8 (after a
/// two-byte character, which counts as one column).
const NOT_UTF8: &[u8] = b"(\n    name: \"\xc3\xa9t\xffe\",\n    palette: [],\n    levels: [],\n)\n";

#[test]
fn a_pack_that_is_not_utf8_is_placed_at_its_first_bad_byte() {
    let file = temp_file("not-utf8.ron", "");
    std::fs::write(&file, NOT_UTF8).unwrap();
    let path = file.to_str().unwrap();
    // The same words as the game's (tests/game/hot_reload.rs).
    let expected = format!("{path}:2:14: the file is not UTF-8 text: its first bad byte is here");
    let runs: [&[&str]; 3] = [
        &["check", path],
        &["hint", path, "--level", "1"],
        &["solve", path, "--level", "1"],
    ];
    for args in runs {
        let o = water_sort(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).contains(&expected), "{args:?}: {}", stderr(&o));
    }
}

#[test]
fn check_names_an_unsolvable_level_and_exits_1() {
    let pack = "(\n    name: \"Stuck\",\n    palette: [(key: 'A', name: \"a\", color: \"#ff0000\"), (key: 'B', name: \"b\", color: \"#00ff00\"), (key: 'C', name: \"c\", color: \"#0000ff\"), (key: 'D', name: \"d\", color: \"#ffff00\"), (key: 'E', name: \"e\", color: \"#00ffff\"), (key: 'F', name: \"f\", color: \"#ff00ff\")],\n    levels: [\n        (name: \"Fine\", tubes: [\"AB\", \"BA\", \"\"], capacity: 2),\n        (name: \"Hopeless\", tubes: [\"DEFA\", \"FCAC\", \"BBAA\", \"DCCD\", \"BBEE\", \"FFED\", \"\"]),\n    ],\n)\n";
    let file = temp_file("stuck.ron", pack);
    let o = water_sort(&["check", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("\"Hopeless\" is unsolvable"),
        "{}",
        stderr(&o)
    );
    assert!(stdout(&o).contains("checked 2 levels in 1 file: 1 unsolvable"));
}

#[test]
fn check_names_a_wrong_optimum_as_bad_input() {
    let pack = "(\n    name: \"Stale\",\n    palette: [(key: 'A', name: \"a\", color: \"#ff0000\"), (key: 'B', name: \"b\", color: \"#00ff00\")],\n    levels: [\n        (name: \"Swap\", tubes: [\"AB\", \"BA\", \"\"], capacity: 2, optimal_moves: 1),\n    ],\n)\n";
    let file = temp_file("stale.ron", pack);
    let o = water_sort(&["check", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    // At the field, as other pack problems are (line 5 of the pack).
    assert!(
        stderr(&o).contains(&format!("{}:5:", file.display()))
            && stderr(&o).contains("records optimal_moves: 1, but the optimum is 3"),
        "{}",
        stderr(&o)
    );
    assert!(
        stdout(&o).contains("checked 1 level in 1 file: 1 with a wrong optimal_moves"),
        "{}",
        stdout(&o)
    );
    assert!(!stdout(&o).contains("unsolvable"), "{}", stdout(&o));

    // A budget too small to solve: exit 3, as `solve` gives.
    let o = water_sort(&["check", "levels/4-hard.ron", "--max-nodes", "5"]);
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("not solved within the budget"),
        "{}",
        stdout(&o)
    );
}

#[cfg(unix)]
#[test]
fn check_survives_a_symlink_loop() {
    let dir = std::env::temp_dir().join(format!("water-sort-loop-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy("levels/1-starter.ron", dir.join("starter.ron")).unwrap();
    std::os::unix::fs::symlink(&dir, dir.join("again")).unwrap();
    let o = water_sort(&["check", dir.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("checked 30 levels in 1 file: all solvable"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn check_passes_the_shipped_packs() {
    let o = water_sort(&["check", "levels"]);
    assert_eq!(o.status.code(), Some(0), "{}{}", stdout(&o), stderr(&o));
    let last = stdout(&o).lines().last().unwrap().to_string();
    assert!(
        last.starts_with("checked ") && last.ends_with(": all solvable"),
        "{last}"
    );
}

#[test]
fn generate_is_deterministic_and_its_packs_pass_check() {
    let args = [
        "generate", "--colors", "3-5", "--count", "4", "--seed", "42", "--name", "Test",
    ];
    let a = water_sort(&args);
    let b = water_sort(&args);
    assert_eq!(a.status.code(), Some(0), "{}", stderr(&a));
    assert_eq!(a.stdout, b.stdout);
    let other = water_sort(&[
        "generate", "--colors", "3-5", "--count", "4", "--seed", "43", "--name", "Test",
    ]);
    assert_ne!(a.stdout, other.stdout);
    let file = temp_file("generated.ron", "");
    let w = water_sort(&[&args[..], &["--out", file.to_str().unwrap()]].concat());
    assert_eq!(w.status.code(), Some(0), "{}", stderr(&w));
    assert_eq!(
        std::fs::read(&file).unwrap(),
        a.stdout,
        "--out writes what stdout shows"
    );
    let o = water_sort(&["check", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}{}", stdout(&o), stderr(&o));
    assert!(stdout(&o).contains("checked 4 levels in 1 file: all solvable"));
}

#[test]
fn help_works_for_every_subcommand() {
    for sub in ["check", "solve", "generate", "play", "packs", "edit"] {
        let o = water_sort(&[sub, "--help"]);
        assert_eq!(o.status.code(), Some(0), "{sub}");
        assert!(stdout(&o).contains("Usage"), "{sub}");
    }
}

/// A line of `packs` with its column padding squeezed to single spaces.
fn words(line: &str) -> String {
    line.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// `water-sort packs` run in `dir` with its data directory in `dir/data`.
fn packs_in(dir: &std::path::Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_water-sort"))
        .arg("packs")
        .args(args)
        .current_dir(dir)
        .env("WATER_SORT_DATA_DIR", dir.join("data"))
        .output()
        .expect("the binary runs")
}

fn empty_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("water-sort-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn packs_from_an_empty_folder_are_the_built_in_ones() {
    let dir = empty_dir("packs-empty");
    let o = packs_in(&dir, &[]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    // One line per shipped pack, from the executable itself.
    let shipped: Vec<String> = std::fs::read_dir("levels")
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".ron"))
        .collect();
    assert_eq!(lines.len(), shipped.len() + 1, "{out}");
    for name in &shipped {
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with("built-in  ") && l.contains(name.as_str())),
            "{name} in {out}"
        );
    }
    // The columns line up: every pack's level count starts at one place.
    let count_at: Vec<Option<usize>> = lines[..shipped.len()]
        .iter()
        .map(|l| {
            l.find(" levels")
                .map(|end| l[..end].rfind(' ').unwrap_or(0))
        })
        .collect();
    assert!(
        count_at.windows(2).all(|w| w[0] == w[1] && w[0].is_some()),
        "{out}"
    );
    let total = lines.last().unwrap();
    assert!(
        total.starts_with(&format!("{} packs, ", shipped.len())),
        "{total}"
    );
    let levels: usize = total
        .split(", ")
        .nth(1)
        .unwrap()
        .trim_end_matches(" levels")
        .parse()
        .unwrap();
    assert!(levels >= 150, "{total}");
    // The data directory's pack folder is made on first run.
    assert!(dir.join("data/levels").is_dir());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn packs_lists_the_data_folder_and_overrides_and_names_a_broken_pack() {
    let dir = empty_dir("packs-mine");
    let levels = dir.join("data/levels");
    std::fs::create_dir_all(&levels).unwrap();
    let starter = std::fs::read_to_string("levels/1-starter.ron").unwrap();
    std::fs::write(
        levels.join("mine.ron"),
        starter.replace("\"Starter\"", "\"Mine\""),
    )
    .unwrap();
    std::fs::write(levels.join("1-starter.ron"), &starter).unwrap();
    let o = packs_in(&dir, &[]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.lines()
            .any(|l| words(l).contains("mine.ron Mine 30 levels")),
        "{out}"
    );
    let starter_lines: Vec<&str> = out
        .lines()
        .filter(|l| l.contains("1-starter.ron"))
        .collect();
    assert_eq!(starter_lines.len(), 1, "{out}");
    assert!(
        starter_lines[0].ends_with("(overrides the built-in pack)"),
        "{out}"
    );
    assert!(!starter_lines[0].starts_with("built-in"), "{out}");
    // In the built-in pack's place: first, before the other packs on disk.
    assert!(
        out.lines().next().unwrap().contains("1-starter.ron"),
        "{out}"
    );

    // The same file name in a later folder: one pack, the later one.
    let extra = dir.join("extra");
    std::fs::create_dir_all(&extra).unwrap();
    std::fs::write(
        extra.join("mine.ron"),
        starter.replace("\"Starter\"", "\"Mine too\""),
    )
    .unwrap();
    let o = packs_in(&dir, &["--levels", extra.to_str().unwrap()]);
    let out = stdout(&o);
    let mine: Vec<&str> = out.lines().filter(|l| l.contains("mine.ron")).collect();
    assert_eq!(mine.len(), 1, "{out}");
    assert!(mine[0].contains("Mine too"), "{out}");

    // A broken pack: the others are still listed, its error names the spot.
    std::fs::write(
        levels.join("zz-broken.ron"),
        "(name: \"B\", palette: [], levels: [(name: \"x\", capacity: 2, tubes: [\"QQ\"])])",
    )
    .unwrap();
    let o = packs_in(&dir, &[]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stdout(&o)
            .lines()
            .any(|l| words(l).contains("mine.ron Mine")),
        "{}",
        stdout(&o)
    );
    assert!(stderr(&o).contains("zz-broken.ron:1:"), "{}", stderr(&o));

    // A --levels that is no folder is bad input.
    let o = packs_in(&dir, &["--levels", "no/such/folder"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("no/such/folder"), "{}", stderr(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `water-sort ARGS` with no display: a check that regressed ends with the
/// no-display message instead of opening a window.
fn without_display(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_water-sort"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WAYLAND_SOCKET")
        .output()
        .expect("the binary runs")
}

#[test]
fn play_refuses_bad_input_before_opening_a_window() {
    let broken = temp_file("play-broken.ron", "(name: \"x\", palette: [], levels: [");
    let broken = broken.to_str().unwrap();
    let cases: [(&[&str], &[&str]); 6] = [
        (
            &["play", "--pack", "levels/no-such-pack.ron"],
            &["no-such-pack.ron: no such file"],
        ),
        (
            &["play", "--pack", "levels"],
            &["a folder, not a pack file"],
        ),
        (
            &["play", "--pack", broken],
            &["fix it first", "play-broken.ron:1:"],
        ),
        (
            &["play", "--pack", "levels/1-starter.ron", "--level", "31"],
            &["has 30 levels"],
        ),
        (
            &["play", "--pack", "levels/1-starter.ron", "--level", "0"],
            &["levels are numbered from 1"],
        ),
        (
            &["edit", "levels/1-starter.ron", "--level", "0"],
            &["levels are numbered from 1"],
        ),
    ];
    for (args, wanted) in cases {
        let o = without_display(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = stderr(&o);
        for w in wanted {
            assert!(err.contains(w), "{args:?}: {err}");
        }
    }
}

/// Without a display the game says so in a line (winit would panic).
#[cfg(all(unix, not(target_os = "macos")))]
#[test]
fn the_game_without_a_display_says_so() {
    for args in [&["play"][..], &["edit", "levels/1-starter.ron"]] {
        let o = without_display(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        let err = stderr(&o);
        assert!(err.contains("no display"), "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

#[test]
fn edit_refuses_bad_input_before_opening_a_window() {
    let broken = temp_file("edit-broken.ron", "(name: \"x\", palette: [], levels: [");
    let o = water_sort(&["edit", broken.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.contains("fix it first"), "{err}");
    assert!(err.contains("edit-broken.ron:1:"), "{err}");

    let o = water_sort(&["edit", "levels/1-starter.ron", "--level", "31"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("has 30 levels"), "{}", stderr(&o));

    let o = water_sort(&["edit", "README.md"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("ends in .ron"), "{}", stderr(&o));

    let o = water_sort(&["edit", "no-such-folder/new.ron"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("no-such-folder: no such folder"),
        "{}",
        stderr(&o)
    );

    let o = water_sort(&["edit", "levels/not-yet.ron", "--level", "2"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("does not exist yet"), "{}", stderr(&o));

    let o = water_sort(&["edit"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn play_refuses_a_language_it_does_not_speak_before_any_window() {
    let o = water_sort(&["play", "--lang", "qq-ZZ"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(err.contains("--lang qq-ZZ: unknown language"), "{err}");
    for tag in water_sort_words::lang::supported() {
        assert!(err.contains(tag), "{err} names {tag}");
    }
}

#[path = "cli/copied.rs"]
mod copied;
#[path = "cli/format.rs"]
mod format;
#[path = "cli/manual.rs"]
mod manual;
#[path = "cli/mystery.rs"]
mod mystery;
#[path = "cli/par.rs"]
mod par;
#[path = "cli/startup.rs"]
mod startup;
#[path = "cli/variants.rs"]
mod variants;
