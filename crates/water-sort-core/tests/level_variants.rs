//! The variants in the pack format: `rules: ball` (a level's, or a pack's
//! for its levels), `heights: [..]`, `locks: [None, Some('G')]`; their
//! problems at file:line:column; written back and read again equal; an
//! edited level spliced in with the rest of the file kept byte for byte.

use water_sort_core::level::{Diagnostic, Pack, parse_pack, splice_pack, write_pack};
use water_sort_core::{Pour, PourError, Rule, Variant};

/// Line numbers: 1 `(`, 2 name, 3 rules, 4 palette, 5 R, 6 G, 7 B, 8 `],`,
/// 9 levels, 10 comment, 11 Tall, 12 Locked, 13 Water, 14 `],`, 15 `)`.
const SRC: &str = r##"(
    name: "Variants",
    rules: ball,
    palette: [
        (key: 'R', name: "red", color: "#ff0000"),
        (key: 'G', name: "green", color: "#00ff00"),
        (key: 'B', name: "blue", color: "#0000ff"),
    ],
    levels: [
        // heights: one a tube; tubes past the list are the capacity tall
        (name: "Tall", tubes: ["RGR", "GRG", "", ""], capacity: 3, heights: [3, 3, 3, 4]),
        (name: "Locked", tubes: ["RGRG", "GRGR", "BBBB", ""], locks: [None, None, Some('R')]),
        (name: "Water", tubes: ["RG", "GR", ""], capacity: 2, rules: water),
    ],
)
"##;

fn errors(src: &str) -> Vec<Diagnostic> {
    match parse_pack(src, "p.ron") {
        Ok(pack) => panic!("expected errors, got {pack:?}"),
        Err(d) => d,
    }
}

/// `SRC` with the `Tall` level's line replaced.
fn with_level(line: &str) -> String {
    SRC.lines()
        .map(|l| if l.contains("\"Tall\"") { line } else { l })
        .collect::<Vec<_>>()
        .join("\n")
}

#[track_caller]
fn one_error(src: &str, line: usize, column: usize, words: &[&str]) {
    let d = errors(src);
    assert_eq!(d.len(), 1, "{d:?}");
    assert_eq!((d[0].line, d[0].column), (line, column), "{}", d[0]);
    for w in words {
        assert!(d[0].message.contains(w), "{} lacks {w:?}", d[0]);
    }
}

#[test]
fn the_variants_are_read() {
    let pack = parse_pack(SRC, "p.ron").unwrap();
    let tall = &pack.levels[0];
    assert_eq!(
        tall.variant,
        Variant {
            rule: Rule::Ball,
            heights: vec![3, 3, 3, 4],
            locks: vec![],
        }
    );
    let board = tall.board();
    assert_eq!(board.height(3), 4);
    assert_eq!(board.capacity(), 4);
    let locked = &pack.levels[1];
    assert_eq!(locked.variant.locks, vec![None, None, Some(0)]);
    let board = locked.board();
    assert!(board.is_locked(2));
    assert_eq!(board.check_pour(Pour::new(2, 3)), Err(PourError::Locked(2)));
    assert_eq!(pack.levels[2].variant, Variant::default(), "its own rule");
    assert!(pack.levels[2].is_classic());
}

#[test]
fn written_and_read_again_the_pack_is_the_same() {
    let pack = parse_pack(SRC, "p.ron").unwrap();
    let text = write_pack(&pack);
    assert!(
        text.contains("rules: ball, heights: [3, 3, 3, 4]"),
        "{text}"
    );
    assert!(text.contains("locks: [None, None, Some('R')]"), "{text}");
    assert_eq!(parse_pack(&text, "w.ron"), Ok(pack));
}

#[test]
fn an_edited_variant_is_spliced_in_and_the_rest_kept() {
    let original = parse_pack(SRC, "p.ron").unwrap();
    let mut edited: Pack = original.clone();
    edited.levels[1].variant.locks = vec![None, Some(2)];
    let spliced = splice_pack(SRC, &original, &edited, &[Some(0), Some(1), Some(2)]);
    assert!(!spliced.rewrote_whole_file());
    let text = spliced.text();
    assert!(text.contains("locks: [None, Some('B')]"), "{text}");
    for (old, new) in SRC.lines().zip(text.lines()) {
        if !old.contains("\"Locked\"") {
            assert_eq!(old, new);
        }
    }
    assert_eq!(parse_pack(text, "p.ron"), Ok(edited));
}

#[test]
fn a_bad_height_is_placed() {
    let line =
        r#"        (name: "Tall", tubes: ["RGR", "GRG", "", ""], capacity: 3, heights: [3, 9]),"#;
    one_error(&with_level(line), 11, 81, &["tube 2", "height 9", "1 to 8"]);
    let line = r#"        (name: "Tall", tubes: ["RGR", "GRG"], capacity: 3, heights: [3, 3, 3]),"#;
    one_error(&with_level(line), 11, 76, &["3 entries", "2 tubes"]);
}

#[test]
fn a_tube_over_its_own_height_is_placed() {
    let line = r#"        (name: "Tall", tubes: ["RGR", "GRG", "", ""], capacity: 3, heights: [3, 2, 3, 4]),"#;
    one_error(
        &with_level(line),
        11,
        42,
        &["tube 2", "more than its height 2"],
    );
}

#[test]
fn a_key_colour_not_in_the_palette_or_not_in_the_level_is_placed() {
    let line = r#"        (name: "Tall", tubes: ["RGR", "GRG", "", ""], capacity: 3, locks: [Some('X')]),"#;
    one_error(
        &with_level(line),
        11,
        81,
        &["locked by 'X'", "not a key of the palette"],
    );
    let line = r#"        (name: "Tall", tubes: ["RGR", "GRG", "", ""], capacity: 3, locks: [None, Some('B')]),"#;
    one_error(
        &with_level(line),
        11,
        87,
        &["tube 2", "'B' (blue)", "does not have"],
    );
}

#[test]
fn a_level_that_can_never_be_finished_is_refused() {
    // Red has 3 units, and the only tube of 3 is taken by green's 3.
    let line = r#"        (name: "Tall", tubes: ["RGR", "GRG", "", ""], capacity: 3, heights: [3, 2, 2, 2]),"#;
    let d = errors(&with_level(line));
    assert!(
        d.iter()
            .any(|d| d.message.contains("can never be finished") && d.line == 11),
        "{d:?}"
    );
}

#[test]
fn mystery_levels_refuse_the_variants() {
    let line = r#"        (name: "Tall", tubes: ["RGR", "GRG", "", ""], capacity: 3, hidden: [1], heights: [3, 3, 3, 4]),"#;
    one_error(
        &with_level(line),
        11,
        76,
        &["mystery levels do not combine", "tube heights", "ball sort"],
    );
}

#[test]
fn an_unknown_rule_is_an_error() {
    let d = errors(&SRC.replace("rules: ball", "rules: sand"));
    assert_eq!(d[0].line, 3, "{}", d[0]);
}

#[test]
fn old_packs_read_as_before() {
    let old = SRC.replace("    rules: ball,\n", "");
    let pack = parse_pack(&old, "p.ron").unwrap();
    assert_eq!(pack.levels[0].variant.rule, Rule::Water);
}
