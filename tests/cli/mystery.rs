//! `hint`, and the mystery parts of `check` and `generate`: the real binary.

use super::{stderr, stdout, temp_file, water_sort};

/// Capacity 3. "Sure" is guaranteed at the start; "Gamble" is the solver
/// tests' 50% gamble; "Plain" hides nothing; "Stuck" has no solution.
const PACK: &str = r##"(
    name: "M",
    capacity: 3,
    palette: [
        (key: 'A', name: "a", color: "#ff0000"),
        (key: 'B', name: "b", color: "#00ff00"),
        (key: 'C', name: "c", color: "#0000ff"),
    ],
    levels: [
        (name: "Sure", tubes: ["ABC", "BCA", "CAB", "", ""], hidden: [2, 2, 2]),
        (name: "Gamble", tubes: ["ACB", "CBA", "BCA", ""], hidden: [0, 1, 2]),
        (name: "Plain", tubes: ["ABC", "BCA", "CAB", "", ""]),
        (name: "Stuck", tubes: ["ABC", "BCA", "CAB"], hidden: [1]),
    ],
)
"##;

/// The pack in a file of its own per test (tests run in parallel).
fn pack(name: &str) -> String {
    temp_file(&format!("mystery-{name}.ron"), PACK)
        .to_str()
        .unwrap()
        .to_string()
}

fn hint_json(pack: &str, level: &str, after: &str) -> serde_json::Value {
    let o = water_sort(&["hint", pack, "--level", level, "--after", after, "--json"]);
    assert!(
        matches!(o.status.code(), Some(0 | 1)),
        "{after}: {}",
        stderr(&o)
    );
    let out = stdout(&o);
    assert_eq!(out.lines().count(), 1, "one object: {out}");
    serde_json::from_str(&out).expect("hint --json is JSON")
}

#[test]
fn hint_json_gives_the_verdict_move_share_and_arrangements() {
    let pack = pack("json");
    let sure = hint_json(&pack, "1", "");
    assert_eq!(sure["verdict"], "guaranteed", "{sure}");
    assert_eq!(sure["win_rate"], 1.0);
    assert_eq!(sure["exact"], true);
    assert_eq!(sure["arrangements"], 30);
    assert_eq!(sure["guarantee"], "proven");
    assert_eq!(
        sure["words"]["verdict"],
        "A win is certain, whatever is hidden"
    );
    assert!(sure["move"].as_str().unwrap().contains('>'), "{sure}");

    let gamble = hint_json(&pack, "2", "");
    assert_eq!(gamble["verdict"], "likely", "{gamble}");
    assert_eq!(gamble["win_rate"], 0.5);
    assert_eq!(gamble["exact"], true);
    assert_eq!(gamble["examined"], 2);
    assert_eq!(gamble["arrangements"], 2);
    // Tube 2's A or tube 3's A into the empty tube keep the same share;
    // the tie goes to the pour that reveals (tube 3's).
    assert_eq!(gamble["move"], "3>4");
    // Not a certain win, proven so: apart from the share.
    assert_eq!(gamble["guarantee"], "refuted");

    let stuck = hint_json(&pack, "4", "");
    assert_eq!(stuck["verdict"], "lost", "{stuck}");
    assert_eq!(stuck["move"], serde_json::Value::Null);
    assert_eq!(stuck["win_rate"], 0.0);

    // The text form says the same for a person.
    let o = water_sort(&["hint", &pack, "--level", "2"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("2 arrangements"), "{out}");
    // The share is of the layouts one who knew them could win, not the
    // player's chance (issue 46): said so.
    assert!(
        out.contains(
            "A win is possible, not certain: 1 in 2 hidden layouts can be won, knowing them"
        ),
        "{out}"
    );
    assert!(
        out.contains("50.0%") && out.contains("exact: all 2 examined"),
        "{out}"
    );
    assert!(
        out.contains(
            "after the hint, 1 of the 2 possible arrangements (50.0%; exact: all 2 examined) \
             can still be won by one who knows the hidden colours; \
             no strategy wins them all (proven)"
        ),
        "{out}"
    );
    assert!(out.contains("move: 3>4"), "{out}");
    let o = water_sort(&["hint", &pack, "--level", "4"]);
    assert_eq!(o.status.code(), Some(1), "lost exits 1, as unsolvable does");
    assert!(
        stdout(&o).contains("No way to win from here"),
        "{}",
        stdout(&o)
    );

    // An ordinary level: the solver's verdict, in the same words.
    let o = water_sort(&["hint", &pack, "--level", "3"]);
    assert!(
        stdout(&o).contains("0 units hidden, 1 arrangement\nSolvable in 7 moves\nHint: pour"),
        "{}",
        stdout(&o)
    );
    let blocked = PACK.replace(
        r#"["ABC", "BCA", "CAB"], hidden: [1]"#,
        r#"["ABC", "BCA", "CAB"]"#,
    );
    let blocked = temp_file("mystery-blocked.ron", &blocked);
    let lost = hint_json(blocked.to_str().unwrap(), "4", "");
    assert_eq!(
        (&lost["verdict"], &lost["exact"]),
        (&"lost".into(), &true.into()),
        "{lost}"
    );
}

/// Follows the hints, each from the position the pours so far reach on the
/// level's true colours: guaranteed all the way, then solved.
fn follow_hints(pack: &str, level: &str) -> Vec<String> {
    let mut after: Vec<String> = Vec::new();
    loop {
        let advice = hint_json(pack, level, &after.join(" "));
        if advice["verdict"] == "solved" {
            assert_eq!(advice["move"], serde_json::Value::Null);
            return after;
        }
        assert_eq!(advice["verdict"], "guaranteed", "after {after:?}: {advice}");
        after.push(advice["move"].as_str().unwrap().to_string());
        assert!(after.len() < 40, "no win: {after:?}");
    }
}

#[test]
fn following_hints_wins_a_mystery_level_and_an_ordinary_one_in_par() {
    let pack = pack("follow");
    let moves = follow_hints(&pack, "1");
    assert!(moves.len() >= 6, "{moves:?}");
    // Within the par `check` gives: the most pours the hints take over
    // every arrangement (the true colours are one of them).
    let o = water_sort(&["check", &pack]);
    let out = stdout(&o);
    let row = out
        .lines()
        .find(|l| l.contains(" Sure "))
        .unwrap_or_else(|| panic!("{out}"));
    let par: usize = row.split_whitespace().nth(6).unwrap().parse().unwrap();
    assert!(
        moves.len() <= par,
        "{} moves over par {par}: {row}",
        moves.len()
    );
    let plain = follow_hints(&pack, "3");
    let o = water_sort(&["solve", &pack, "--level", "3"]);
    let optimal = format!("{} moves (optimal)", plain.len());
    assert!(stdout(&o).contains(&optimal), "{}", stdout(&o));
}

#[test]
fn hint_refuses_bad_input_with_exit_2_naming_the_problem() {
    let pack = pack("bad");
    let win = follow_hints(&pack, "3").join(" ");
    let won = format!("{win} 1>2");
    let broken = temp_file("hint-broken.ron", "(name: \"x\", palette: [], levels: [");
    let broken = broken.to_str().unwrap();
    let cases: [(&[&str], &str); 8] = [
        (
            &["--level", "1", "--after", "1-4"],
            "pour 1 (\"1-4\"): write pours as from>to",
        ),
        (&["--level", "1", "--after", "1>4 x>2"], "pour 2 (\"x>2\")"),
        (
            &["--level", "1", "--after", "1>4 9>1"],
            "no tube 9; the level's tubes are 1 to 5",
        ),
        (
            &["--level", "1", "--after", "4>1"],
            "pour 1 (4>1) is illegal: tube 4: the tube is empty",
        ),
        (
            &["--level", "3", "--after", "1>2"],
            "is illegal: tube 2: the tube is full",
        ),
        (&["--level", "5"], "has 4 levels"),
        (&["--level", "0"], "numbered from 1"),
        (&["--level", "3", "--after", &won], "already won"),
    ];
    for (args, wanted) in cases {
        let mut all = vec!["hint", pack.as_str()];
        all.extend_from_slice(args);
        let o = water_sort(&all);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stdout(&o));
        let err = stderr(&o);
        assert!(err.contains(wanted), "{args:?}: wanted {wanted:?} in {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
    let o = water_sort(&["hint", broken, "--level", "1"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains(&format!("{broken}:1:")),
        "{}",
        stderr(&o)
    );
}

#[test]
fn check_gives_each_mystery_start_its_verdict_and_counts_the_gambles() {
    let o = water_sort(&["check", &pack("check")]);
    // "Stuck" is unsolvable: exit 1 as before; the gambles are no error.
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let out = stdout(&o);
    let row = |name: &str| {
        out.lines()
            .find(|l| l.starts_with(&format!("M{:19} {name} ", "")))
            .unwrap_or_else(|| panic!("no row {name} in {out}"))
            .to_string()
    };
    assert!(
        out.lines()
            .next()
            .unwrap()
            .ends_with(" par       time start"),
        "{out}"
    );
    assert!(row("Sure").ends_with("ms guaranteed"), "{out}");
    assert!(row("Gamble").ends_with("ms likely 50%"), "{out}");
    assert!(row("Plain").ends_with("ms"), "{out}");
    assert!(row("Stuck").ends_with("ms lost"), "{out}");
    assert!(
        out.contains("checked 4 levels in 1 file (2 mystery starts not guaranteed): 1 unsolvable"),
        "{out}"
    );

    let sure_only = PACK.replace("hidden: [0, 1, 2]", "hidden: [0]");
    let sure_only = sure_only.replace(
        "        (name: \"Stuck\", tubes: [\"ABC\", \"BCA\", \"CAB\"], hidden: [1]),\n",
        "",
    );
    let file = temp_file("mystery-sure.ron", &sure_only);
    let o = water_sort(&["check", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("checked 3 levels in 1 file: all solvable"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn generate_hidden_guaranteed_packs_pass_check_with_guaranteed_starts() {
    let args = [
        "generate",
        "--colors",
        "3-5",
        "--count",
        "4",
        "--seed",
        "3",
        "--hidden",
        "2",
        "--guaranteed",
    ];
    let o = water_sort(&args);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o), stdout(&water_sort(&args)), "deterministic");
    assert!(stdout(&o).contains("hidden: ["), "{}", stdout(&o));
    let file = temp_file("mystery-generated.ron", &stdout(&o));
    let o = water_sort(&["check", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert_eq!(out.matches("ms guaranteed").count(), 4, "{out}");
    assert!(
        out.contains("checked 4 levels in 1 file: all solvable"),
        "{out}"
    );

    // No proof to be had: exit 2, with the reason.
    let o = water_sort(&[
        "generate",
        "--colors",
        "3",
        "--count",
        "1",
        "--empty",
        "1",
        "--hidden",
        "3",
        "--guaranteed",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("proven guaranteed"), "{}", stderr(&o));
}

#[test]
fn the_mystery_pack_passes_check_with_every_start_guaranteed() {
    let o = water_sort(&["check", "levels/5-mystery.ron"]);
    assert_eq!(o.status.code(), Some(0), "{}{}", stdout(&o), stderr(&o));
    let out = stdout(&o);
    let rows: Vec<&str> = out.lines().filter(|l| l.starts_with("Mystery ")).collect();
    assert!(rows.len() >= 30, "{out}");
    assert!(rows.iter().all(|r| r.ends_with("ms guaranteed")), "{out}");
    assert!(rows.first().unwrap().contains("       3     5 "), "{out}");
    assert!(rows.last().unwrap().contains("      12    14 "), "{out}");
    assert!(out.ends_with(": all solvable\n"), "{out}");
    assert!(!out.contains("not guaranteed"), "{out}");
}

#[test]
fn check_times_each_mystery_level_with_the_proof_of_its_start() {
    let o = water_sort(&["check", "levels/5-mystery.ron"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    // The time column, in ms, of each 12-colour level: its exact solve
    // takes well under a millisecond, the proof of its start far more.
    let times: Vec<f64> = out
        .lines()
        .filter(|l| l.starts_with("Mystery ") && l.contains("      12    14 "))
        .map(|l| {
            let ms = l.split_whitespace().find(|w| w.ends_with("ms")).unwrap();
            ms.trim_end_matches("ms").parse().unwrap()
        })
        .collect();
    assert!(!times.is_empty(), "{out}");
    let slowest = times.iter().copied().fold(0.0, f64::max);
    assert!(slowest >= 10.0, "the proof is left out of the time: {out}");
}

#[test]
fn hint_never_puts_a_rounded_certainty_beside_no_certain_win() {
    // A sample (30, the hint budget's) all winnable knowing them, and no strategy that wins
    // them all: like issue 46's example (two pours earlier, where the hint's
    // budget now runs out first), which printed "100.0% ... can still be
    // won" beside "no strategy wins them all (proven)".
    let after = "10>13 7>10 5>7 8>5 8>13 6>8 1>8 1>13 6>1 12>6";
    let o = water_sort(&[
        "hint",
        "levels/5-mystery.ron",
        "--level",
        "29",
        "--after",
        after,
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("no strategy wins them all (proven)"), "{out}");
    assert!(out.contains("A win is possible, not certain: "), "{out}");
    assert!(!out.contains("100%") && !out.contains("100.0%"), "{out}");
    assert!(
        out.contains("30 of a random sample of 30 of the 1,021,440 possible arrangements"),
        "{out}"
    );
}
