//! Mystery levels in the pack format: `hidden: [..]` is read, checked (each
//! problem at its line:column), written and spliced; packs without hidden
//! units are written exactly as before.

use water_sort_core::level::{Diagnostic, Pack, Spliced, parse_pack, splice_pack, write_pack};

mod support {
    pub mod shipped;
}
use support::shipped::shipped_pack_files;

/// Line numbers: 8 Plain, 9 Mystery, 10 Trailing.
const SRC: &str = r##"(
    name: "Mystery",
    palette: [
        (key: 'R', name: "red", color: "#ff0000"),
        (key: 'G', name: "green", color: "#00ff00", symbol: '+'),
    ],
    levels: [
        (name: "Plain", tubes: ["RRGG", "GGRR", ""]),
        (name: "Mystery", tubes: ["RGRG", "GRGR", ""], hidden: [3, 2]),  // hides 5
        (name: "Trailing", tubes: ["RG", "GR", ""], capacity: 2, hidden: [1, 0, 0]),
    ],
)
"##;

fn errors(src: &str) -> Vec<Diagnostic> {
    match parse_pack(src, "m.ron") {
        Ok(pack) => panic!("expected errors, got {pack:?}"),
        Err(d) => d,
    }
}

/// The one diagnostic of `src`, at `line:column`, mentioning `words`.
#[track_caller]
fn one(src: &str, line: usize, column: usize, words: &[&str]) {
    let d = errors(src);
    assert_eq!(d.len(), 1, "expected one diagnostic, got {d:#?}");
    assert_eq!((d[0].line, d[0].column), (line, column), "{}", d[0].message);
    for w in words {
        assert!(d[0].message.contains(w), "{:?} lacks {w:?}", d[0].message);
    }
}

fn edit(from: &str, to: &str) -> String {
    assert!(SRC.contains(from), "SRC has no {from:?}");
    SRC.replacen(from, to, 1)
}

#[test]
fn hidden_counts_are_read_per_tube() {
    let pack = parse_pack(SRC, "m.ron").unwrap();
    let [plain, mystery, trailing] = &pack.levels[..] else {
        panic!("three levels")
    };
    assert!(plain.hidden.is_empty() && !plain.is_mystery());
    assert_eq!(plain.hidden_per_tube(), [0, 0, 0]);
    assert_eq!(mystery.hidden, [3, 2]);
    assert_eq!(mystery.hidden_per_tube(), [3, 2, 0]);
    assert!(mystery.is_mystery());
    // Trailing zeros say nothing: dropped.
    assert_eq!(trailing.hidden, [1]);
    // `hidden: []` and all zeros are an ordinary level.
    let zeros = parse_pack(&edit("hidden: [3, 2]", "hidden: [0, 0]"), "").unwrap();
    assert!(!zeros.levels[1].is_mystery() && zeros.levels[1].hidden.is_empty());
    let none = parse_pack(&edit("hidden: [3, 2]", "hidden: []"), "").unwrap();
    assert_eq!(none.levels[1], plain_like(&pack, 1));
}

/// Level `i` of `pack` without hidden units.
fn plain_like(pack: &Pack, i: usize) -> water_sort_core::level::Level {
    let mut level = pack.levels[i].clone();
    level.hidden.clear();
    level
}

#[test]
fn a_tube_may_hide_all_it_holds_but_no_more() {
    assert!(parse_pack(&edit("hidden: [3, 2]", "hidden: [4, 4, 0]"), "").is_ok());
    one(
        &edit("hidden: [3, 2]", "hidden: [3, 5]"),
        9,
        68,
        &["tube 2", "\"Mystery\"", "hides 5", "holds 4 units"],
    );
    // An empty tube hides nothing.
    one(
        &edit("hidden: [3, 2]", "hidden: [3, 2, 1]"),
        9,
        71,
        &["tube 3", "hides 1", "holds 0 units"],
    );
}

#[test]
fn a_negative_count_is_refused_at_it() {
    one(
        &edit("hidden: [3, 2]", "hidden: [-1]"),
        9,
        65,
        &["tube 1", "hides -1"],
    );
}

#[test]
fn more_entries_than_tubes_point_at_the_first_extra_one() {
    one(
        &edit("hidden: [3, 2]", "hidden: [0, 1, 0, 2, 1]"),
        9,
        74,
        &["5 entries", "3 tubes", "\"Mystery\""],
    );
}

#[test]
fn every_bad_count_is_reported() {
    let d = errors(&edit("hidden: [3, 2]", "hidden: [9, 2, 1, 0]"));
    let at: Vec<(usize, usize)> = d.iter().map(|d| (d.line, d.column)).collect();
    assert_eq!(at, [(9, 65), (9, 71), (9, 74)], "{d:#?}");
}

#[test]
fn a_count_of_the_wrong_type_is_a_ron_error_at_it() {
    let d = errors(&edit("hidden: [3, 2]", "hidden: [3, \"2\"]"));
    assert_eq!((d.len(), d[0].line), (1, 9), "{d:#?}");
    let d = errors(&edit("hidden: [3, 2]", "hidden: 3"));
    assert_eq!((d.len(), d[0].line), (1, 9), "{d:#?}");
}

#[test]
fn the_writer_keeps_hidden_and_reads_back() {
    let pack = parse_pack(SRC, "m.ron").unwrap();
    let text = write_pack(&pack);
    assert!(
        text.contains(r#"(name: "Mystery", tubes: ["RGRG", "GRGR", ""], hidden: [3, 2])"#),
        "{text}"
    );
    assert!(
        text.contains(r#"(name: "Trailing", tubes: ["RG", "GR", ""], capacity: 2, hidden: [1])"#),
        "{text}"
    );
    assert!(text.contains(r#"(name: "Plain", tubes: ["RRGG", "GGRR", ""]),"#));
    assert_eq!(text.matches("hidden").count(), 2);
    assert_eq!(parse_pack(&text, "").unwrap(), pack);
    assert_eq!(write_pack(&parse_pack(&text, "").unwrap()), text);
}

#[test]
fn the_writer_leaves_trailing_zeros_of_a_hand_built_level_out() {
    let mut pack = parse_pack(SRC, "m.ron").unwrap();
    pack.levels[0].hidden = vec![0, 2, 0];
    let text = write_pack(&pack);
    assert!(
        text.contains(r#"tubes: ["RRGG", "GGRR", ""], hidden: [0, 2])"#),
        "{text}"
    );
    pack.levels[0].hidden = vec![0, 0];
    assert!(!write_pack(&pack).contains(r#""GGRR", ""], hidden"#));
}

#[test]
fn packs_without_hidden_units_are_written_as_before() {
    for file in shipped_pack_files() {
        let src = std::fs::read_to_string(&file).unwrap();
        let pack = parse_pack(&src, "").unwrap();
        let text = write_pack(&pack);
        // The Mystery pack hides units; every other pack is as before.
        if !pack.levels.iter().any(|l| l.is_mystery()) {
            assert!(pack.levels.iter().all(|l| l.hidden.is_empty()), "{file:?}");
            assert!(!text.contains("hidden"), "{file:?}");
        }
        assert_eq!(parse_pack(&text, "").unwrap(), pack, "{file:?}");
        // Saved unchanged by the editor: byte for byte.
        let origins: Vec<Option<usize>> = (0..pack.levels.len()).map(Some).collect();
        assert_eq!(
            splice_pack(&src, &pack, &pack, &origins),
            Spliced::Kept(src.clone()),
            "{file:?}"
        );
    }
}

#[test]
fn the_splice_keeps_hidden_and_rewrites_only_the_changed_level() {
    let original = parse_pack(SRC, "m.ron").unwrap();
    let origins = [Some(0), Some(1), Some(2)];
    // Unchanged: byte for byte, comment and all.
    assert_eq!(
        splice_pack(SRC, &original, &original, &origins),
        Spliced::Kept(SRC.into())
    );
    // The mystery level hides one unit more in its first tube.
    let mut edited = original.clone();
    edited.levels[1].hidden = vec![4, 2];
    let text = splice_pack(SRC, &original, &edited, &origins);
    assert_eq!(
        text,
        Spliced::Kept(SRC.replace("hidden: [3, 2]", "hidden: [4, 2]"))
    );
    // The plain level becomes a mystery; the others stay as they were.
    let mut edited = original.clone();
    edited.levels[0].hidden = vec![0, 1];
    let Spliced::Kept(text) = splice_pack(SRC, &original, &edited, &origins) else {
        panic!("rewritten")
    };
    assert_eq!(
        text,
        SRC.replace(
            r#"(name: "Plain", tubes: ["RRGG", "GGRR", ""])"#,
            r#"(name: "Plain", tubes: ["RRGG", "GGRR", ""], hidden: [0, 1])"#
        )
    );
    assert_eq!(parse_pack(&text, "").unwrap(), edited);
    // And a mystery level stops hiding anything: the field goes.
    let mut edited = original.clone();
    edited.levels[2].hidden.clear();
    let text = splice_pack(SRC, &original, &edited, &origins).into_text();
    assert!(text.contains(r#"(name: "Trailing", tubes: ["RG", "GR", ""], capacity: 2),"#));
    assert_eq!(parse_pack(&text, "").unwrap(), edited);
}

#[test]
fn fitting_hidden_counts_to_edited_tubes() {
    let mut level = parse_pack(SRC, "m.ron").unwrap().levels[1].clone();
    level.tubes[0].truncate(1);
    level.tubes.truncate(1);
    level.fit_hidden();
    assert_eq!(level.hidden, [1]);
    level.tubes[0].clear();
    level.fit_hidden();
    assert!(level.hidden.is_empty());
}

/// SRC with the Mystery level recording its optimum and par, and its
/// comment on the line below.
fn with_par() -> String {
    edit(
        "hidden: [3, 2]),  // hides 5",
        "hidden: [3, 2],\n         optimal_moves: 6, par: 9),  // hides 5",
    )
}

#[test]
fn a_mystery_level_records_its_par() {
    let pack = parse_pack(&with_par(), "m.ron").unwrap();
    let pars: Vec<Option<u32>> = pack.levels.iter().map(|l| l.par).collect();
    assert_eq!(pars, [None, Some(9), None]);
    assert_eq!(pack.levels[1].optimal_moves, Some(6));
    // Written beside `optimal_moves`, and read back.
    let text = write_pack(&pack);
    assert!(
        text.contains(
            "(name: \"Mystery\", tubes: [\"RGRG\", \"GRGR\", \"\"], hidden: [3, 2],\n         \
             optimal_moves: 6, par: 9),"
        ),
        "{text}"
    );
    assert_eq!(parse_pack(&text, "").unwrap(), pack);
    // Alone too.
    let mut alone = pack.clone();
    alone.levels[1].optimal_moves = None;
    let text = write_pack(&alone);
    assert!(
        text.contains("hidden: [3, 2],\n         par: 9),"),
        "{text}"
    );
    assert_eq!(parse_pack(&text, "").unwrap(), alone);
}

#[test]
fn a_par_on_a_level_that_hides_nothing_is_refused_at_it() {
    one(
        &edit(
            r#"(name: "Plain", tubes: ["RRGG", "GGRR", ""])"#,
            r#"(name: "Plain", tubes: ["RRGG", "GGRR", ""], par: 4)"#,
        ),
        8,
        59,
        &["level \"Plain\"", "par: 4", "hides no unit", "remove it"],
    );
    // All zeros hide nothing either.
    one(
        &edit("hidden: [1, 0, 0])", "hidden: [0, 0], par: 3)"),
        10,
        87,
        &["level \"Trailing\"", "par: 3", "hides no unit"],
    );
    // A par is a count of pours.
    let d = errors(&edit("hidden: [3, 2]", "hidden: [3, 2], par: -1"));
    assert_eq!((d.len(), d[0].line), (1, 9), "{d:#?}");
}

#[test]
fn the_splice_keeps_and_updates_a_par() {
    let src = with_par();
    let original = parse_pack(&src, "m.ron").unwrap();
    let origins = [Some(0), Some(1), Some(2)];
    // Unchanged: byte for byte.
    assert_eq!(
        splice_pack(&src, &original, &original, &origins),
        Spliced::Kept(src.clone())
    );
    // Another level changed: the par's level keeps its text.
    let mut edited = original.clone();
    edited.levels[0].name = "Open".into();
    let Spliced::Kept(text) = splice_pack(&src, &original, &edited, &origins) else {
        panic!("rewritten")
    };
    assert_eq!(text, src.replace("\"Plain\"", "\"Open\""));
    // The par's level renamed and its par changed: rewritten with it.
    let mut edited = original.clone();
    edited.levels[1].name = "Fog".into();
    edited.levels[1].par = Some(10);
    let Spliced::Kept(text) = splice_pack(&src, &original, &edited, &origins) else {
        panic!("rewritten")
    };
    assert_eq!(
        text,
        src.replace("\"Mystery\", tubes", "\"Fog\", tubes")
            .replace("par: 9", "par: 10")
    );
    assert_eq!(parse_pack(&text, "").unwrap(), edited);
    // Dropped: the field goes, `optimal_moves` stays.
    let mut edited = original.clone();
    edited.levels[1].par = None;
    let text = splice_pack(&src, &original, &edited, &origins).into_text();
    assert!(
        text.contains("hidden: [3, 2],\n         optimal_moves: 6),"),
        "{text}"
    );
    assert_eq!(parse_pack(&text, "").unwrap(), edited);
}
