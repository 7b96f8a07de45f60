//! A mystery level's recorded `par`: verified by `check` (a wrong one is an
//! error at the field, exit 2), written by `generate --guaranteed`, and
//! recorded for every level of the shipped Mystery pack.

use super::{stderr, stdout, temp_file, water_sort};

/// Capacity 3. "Sure" is guaranteed at the start, with par 8 (the most
/// pours the hints take over its 30 arrangements); "Plain" hides nothing.
/// Line 11 holds Sure's `par`, its value at column 33.
const PACK: &str = r##"(
    name: "P",
    capacity: 3,
    palette: [
        (key: 'A', name: "a", color: "#ff0000"),
        (key: 'B', name: "b", color: "#00ff00"),
        (key: 'C', name: "c", color: "#0000ff"),
    ],
    levels: [
        (name: "Sure", tubes: ["ABC", "BCA", "CAB", "", ""], hidden: [2, 2, 2],
         optimal_moves: 7, par: 8),
        (name: "Plain", tubes: ["ABC", "BCA", "CAB", "", ""], optimal_moves: 7),
    ],
)
"##;

/// `PACK` with `from` replaced by `to`, in a file of its own.
fn pack(name: &str, from: &str, to: &str) -> String {
    assert!(PACK.contains(from), "no {from:?}");
    temp_file(&format!("par-{name}.ron"), &PACK.replace(from, to))
        .to_str()
        .unwrap()
        .to_string()
}

#[test]
fn check_accepts_the_right_recorded_par() {
    let file = pack("right", "par: 8", "par: 8");
    let o = water_sort(&["check", &file]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    let row = out.lines().find(|l| l.contains(" Sure ")).unwrap();
    assert_eq!(row.split_whitespace().nth(6), Some("8"), "{out}");
    assert!(
        out.contains("checked 2 levels in 1 file: all solvable"),
        "{out}"
    );
}

#[test]
fn check_refuses_a_wrong_recorded_par_at_the_field() {
    let file = pack("wrong", "par: 8", "par: 6");
    let o = water_sort(&["check", &file]);
    assert_eq!(o.status.code(), Some(2), "{}", stdout(&o));
    assert!(
        stderr(&o).contains(&format!(
            "{file}:11:33: level \"Sure\" records par: 6, but its par is 8"
        )),
        "{}",
        stderr(&o)
    );
    assert!(
        stdout(&o).contains("checked 2 levels in 1 file: 1 with a wrong par"),
        "{}",
        stdout(&o)
    );
    // With a wrong optimum too: both said, still exit 2.
    let file = pack(
        "both",
        "optimal_moves: 7, par: 8",
        "optimal_moves: 5, par: 9",
    );
    let o = water_sort(&["check", &file]);
    assert_eq!(o.status.code(), Some(2), "{}", stdout(&o));
    assert!(stderr(&o).contains("records par: 9, but its par is 8"));
    assert!(stderr(&o).contains("records optimal_moves: 5, but the optimum is 7"));
    assert!(
        stdout(&o).contains("1 with a wrong optimal_moves, 1 with a wrong par"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn a_recorded_par_needs_a_certain_win_and_something_hidden() {
    // A gamble has no par: any recorded one is wrong.
    let gamble =
        r#"(name: "Gamble", tubes: ["ACB", "CBA", "BCA", ""], hidden: [0, 1, 2], par: 5),"#;
    let file = pack(
        "gamble",
        "    ],\n)",
        &format!("        {gamble}\n    ],\n)"),
    );
    let o = water_sort(&["check", &file]);
    assert_eq!(o.status.code(), Some(2), "{}", stdout(&o));
    assert!(
        stderr(&o).contains(&format!(
            "{file}:13:84: level \"Gamble\" records par: 5, but it has no par: its start is \
             not a certain win"
        )),
        "{}",
        stderr(&o)
    );
    // On a level that hides nothing it does not read at all.
    let file = pack("plain", "optimal_moves: 7),", "optimal_moves: 7, par: 7),");
    let o = water_sort(&["check", &file]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains(&format!("{file}:12:86: level \"Plain\" records par: 7 but")),
        "{}",
        stderr(&o)
    );
}

#[test]
fn generate_guaranteed_records_each_par_and_check_agrees() {
    let args = [
        "generate",
        "--colors",
        "3-4",
        "--count",
        "3",
        "--seed",
        "5",
        "--hidden",
        "2",
        "--guaranteed",
    ];
    let o = water_sort(&args);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = stdout(&o);
    assert_eq!(text.matches(", par: ").count(), 3, "{text}");
    let file = temp_file("par-generated.ron", &text);
    let o = water_sort(&["check", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // Without --guaranteed no par is proven, so none is written.
    let o = water_sort(&["generate", "--colors", "3", "--count", "1", "--hidden", "1"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(!stdout(&o).contains("par:"), "{}", stdout(&o));
}

#[test]
fn every_shipped_mystery_level_records_its_par() {
    // `check` verifies each (the_mystery_pack_passes_check_...).
    let text = std::fs::read_to_string("levels/5-mystery.ron").unwrap();
    let levels = text.matches("(name: ").count();
    assert!(levels >= 30);
    assert_eq!(text.matches(", par: ").count(), levels, "{text}");
}
