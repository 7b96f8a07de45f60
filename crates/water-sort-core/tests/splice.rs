//! The level editor's save: `splice_pack` rewrites only what changed in a
//! pack file, keeping comments, spacing and untouched levels byte for byte,
//! and falls back to `write_pack` when it cannot.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use water_sort_core::level::{
    Level, Pack, PaletteColour, Spliced, parse_pack, splice_pack, write_pack,
};

mod support {
    pub mod shipped;
}
use support::shipped::shipped_pack_files;

/// A pack with line and block comments and odd spacing.
const SRC: &str = r##"// A pack for the splice tests.
(
    name: "Splice",   // the pack's name
    description: "Levels /* not a comment */ for tests.",
    capacity: 4,
    palette: [
        /* primary colours */
        (key: 'R', name: "red",   color: "#ff0000", symbol: 'o'),
        (key: 'G', name: "green", color: "#00ff00"),
        (key: 'B', name: "blue",  color: "#0000ff", symbol: '#'),   // blue
    ],
    levels: /* the levels */ [
        // Level one: easy.
        (name: "One",   tubes: ["RRGG", "GGRR", "", ""]),
        (  name : "Two" , tubes : [ "RGRG" , "GRGR" , "" ] ,
           optimal_moves: 5 ),    // trailing comment of Two
        /* Level three,
           a block comment. */
        (name: "Three", tubes: ["RGBR", "GBRG", "BRGB", "", ""], capacity: 4,
         optimal_moves: 9, difficulty: 2.40),

        // Four has its own capacity.
        (name: "Four", tubes: ["RG", "GR", ""], capacity: 2),
    ],
)
// the end
"##;

/// Each level's element text in `SRC`, and the whole of each level's part of
/// the list (its leading comments, the element, its comma and the rest of
/// its line).
const ONE: &str = r#"(name: "One",   tubes: ["RRGG", "GGRR", "", ""])"#;
const TWO: &str =
    "(  name : \"Two\" , tubes : [ \"RGRG\" , \"GRGR\" , \"\" ] ,\n           optimal_moves: 5 )";
const THREE: &str = "(name: \"Three\", tubes: [\"RGBR\", \"GBRG\", \"BRGB\", \"\", \"\"], capacity: 4,\n         optimal_moves: 9, difficulty: 2.40)";
const FOUR: &str = r#"(name: "Four", tubes: ["RG", "GR", ""], capacity: 2)"#;
const ONE_PART: &str = "        // Level one: easy.\n        (name: \"One\",   tubes: [\"RRGG\", \"GGRR\", \"\", \"\"]),\n";
const TWO_PART: &str = "        (  name : \"Two\" , tubes : [ \"RGRG\" , \"GRGR\" , \"\" ] ,\n           optimal_moves: 5 ),    // trailing comment of Two\n";
const THREE_PART: &str = "        /* Level three,\n           a block comment. */\n        (name: \"Three\", tubes: [\"RGBR\", \"GBRG\", \"BRGB\", \"\", \"\"], capacity: 4,\n         optimal_moves: 9, difficulty: 2.40),\n";
const FOUR_PART: &str = "\n        // Four has its own capacity.\n        (name: \"Four\", tubes: [\"RG\", \"GR\", \"\"], capacity: 2),\n";

fn parse(src: &str) -> Pack {
    parse_pack(src, "test.ron").unwrap_or_else(|e| panic!("{src}\ndoes not parse: {e:?}"))
}

/// Splices and checks the splice was kept and reads back as `edited`.
#[track_caller]
fn kept(src: &str, edited: &Pack, origins: &[Option<usize>]) -> String {
    let original = parse(src);
    match splice_pack(src, &original, edited, origins) {
        Spliced::Kept(out) => {
            assert_eq!(parse(&out), *edited, "spliced text:\n{out}");
            out
        }
        Spliced::Rewritten(out) => panic!("fell back to a rewrite:\n{out}"),
    }
}

fn identity(n: usize) -> Vec<Option<usize>> {
    (0..n).map(Some).collect()
}

/// A tube arrangement in palette indices from key strings.
fn tubes(pack: &Pack, tubes: &[&str]) -> Vec<Vec<u8>> {
    tubes
        .iter()
        .map(|t| {
            t.chars()
                .map(|c| pack.palette.iter().position(|p| p.key == c).unwrap() as u8)
                .collect()
        })
        .collect()
}

#[test]
fn the_parts_add_up_to_the_source() {
    let levels = format!("{ONE_PART}{TWO_PART}{THREE_PART}{FOUR_PART}");
    assert!(SRC.contains(&levels));
    for element in [ONE, TWO, THREE, FOUR] {
        assert_eq!(SRC.matches(element).count(), 1, "{element}");
    }
}

#[test]
fn no_change_keeps_the_source_byte_for_byte() {
    let pack = parse(SRC);
    let out = kept(SRC, &pack, &identity(4));
    assert_eq!(out, SRC);
    assert!(!splice_pack(SRC, &pack, &pack, &identity(4)).rewrote_whole_file());
}

#[test]
fn a_changed_level_alone_is_rewritten_canonically() {
    let mut pack = parse(SRC);
    pack.levels[1].tubes = tubes(&pack, &["GRGR", "RGRG", ""]);
    let out = kept(SRC, &pack, &identity(4));
    // The canonical text, its second line indented one more than its first.
    let canonical =
        "(name: \"Two\", tubes: [\"GRGR\", \"RGRG\", \"\"],\n         optimal_moves: 5)";
    let at = SRC.find(TWO).unwrap();
    let (before, after) = (&SRC[..at], &SRC[at + TWO.len()..]);
    assert_eq!(out, format!("{before}{canonical}{after}"));
    assert!(out.contains("),    // trailing comment of Two\n"));

    // A level edited back to what it was keeps its text.
    let same = parse(SRC);
    assert_eq!(kept(SRC, &same, &identity(4)), SRC);
}

#[test]
fn an_appended_level_goes_at_the_end_of_the_list() {
    let mut pack = parse(SRC);
    let mut five = pack.levels[0].clone();
    five.name = "Five".into();
    five.tubes = tubes(&pack, &["RGRG", "GRGR", "", ""]);
    five.optimal_moves = Some(7);
    pack.levels.push(five);
    let mut origins = identity(4);
    origins.push(None);
    let out = kept(SRC, &pack, &origins);
    let end_of_four = SRC.find(FOUR).unwrap() + FOUR.len();
    assert!(out.starts_with(&SRC[..end_of_four]));
    let rest = &SRC[end_of_four..];
    let rest = rest.strip_prefix(",\n").unwrap();
    assert_eq!(
        out,
        format!(
            "{},\n        (name: \"Five\", tubes: [\"RGRG\", \"GRGR\", \"\", \"\"],\n         optimal_moves: 7),\n{rest}",
            &SRC[..end_of_four]
        )
    );
}

#[test]
fn a_deleted_level_goes_with_its_comments() {
    let mut pack = parse(SRC);
    pack.levels.remove(2);
    let out = kept(SRC, &pack, &[Some(0), Some(1), Some(3)]);
    assert_eq!(out, SRC.replace(THREE_PART, ""));
    assert!(!out.contains("Level three"));

    // The first level, and the last.
    let mut pack = parse(SRC);
    pack.levels.remove(0);
    let out = kept(SRC, &pack, &[Some(1), Some(2), Some(3)]);
    assert_eq!(out, SRC.replace(ONE_PART, ""));
    let mut pack = parse(SRC);
    pack.levels.pop();
    let out = kept(SRC, &pack, &identity(3));
    assert_eq!(out, SRC.replace(FOUR_PART, ""));
}

#[test]
fn a_moved_level_takes_its_comments_along() {
    let mut pack = parse(SRC);
    pack.levels.swap(1, 2);
    let out = kept(SRC, &pack, &[Some(0), Some(2), Some(1), Some(3)]);
    let swapped = format!("{ONE_PART}{THREE_PART}{TWO_PART}{FOUR_PART}");
    let original = format!("{ONE_PART}{TWO_PART}{THREE_PART}{FOUR_PART}");
    assert_eq!(out, SRC.replace(&original, &swapped));

    // Reversed: every part moves whole.
    let mut pack = parse(SRC);
    pack.levels.reverse();
    let out = kept(SRC, &pack, &[Some(3), Some(2), Some(1), Some(0)]);
    let reversed = format!("{FOUR_PART}{THREE_PART}{TWO_PART}{ONE_PART}");
    assert_eq!(out, SRC.replace(&original, &reversed));
}

#[test]
fn a_duplicated_level_is_written_canonically_where_it_was_put() {
    let mut pack = parse(SRC);
    let mut copy = pack.levels[0].clone();
    copy.name = "One again".into();
    pack.levels.insert(1, copy);
    let out = kept(SRC, &pack, &[Some(0), None, Some(1), Some(2), Some(3)]);
    let copy = "        (name: \"One again\", tubes: [\"RRGG\", \"GGRR\", \"\", \"\"]),\n";
    assert_eq!(out, SRC.replace(ONE_PART, &format!("{ONE_PART}{copy}")));
}

#[test]
fn header_fields_are_replaced_added_and_removed() {
    let mut pack = parse(SRC);
    pack.name = "Spliced \"pack\"".into();
    pack.author = Some("me".into());
    pack.description = None;
    let out = kept(SRC, &pack, &identity(4));
    let expected = SRC
        .replace(
            "    name: \"Splice\",   // the pack's name\n",
            "    name: \"Spliced \\\"pack\\\"\",   // the pack's name\n    author: \"me\",\n",
        )
        .replace(
            "    description: \"Levels /* not a comment */ for tests.\",\n",
            "",
        );
    assert_eq!(out, expected);

    // Changed in place; an added description goes after the author.
    let mut with_author = parse(&out);
    with_author.author = Some("you".into());
    with_author.description = Some("New.".into());
    let again = kept(&out, &with_author, &identity(4));
    assert_eq!(
        again,
        out.replace(
            "    author: \"me\",\n",
            "    author: \"you\",\n    description: \"New.\",\n"
        )
    );

    // Fields inline, and a last field without a comma.
    let src = "(name: \"N\", description: \"D\", palette: [(key: 'R', name: \"red\", color: \"#ff0000\")], \
               levels: [(name: \"L\", tubes: [\"R\", \"R\"], capacity: 2)], author: \"A\")";
    let mut pack = parse(src);
    pack.author = None;
    pack.description = Some("E".into());
    let out = kept(src, &pack, &identity(1));
    assert_eq!(
        out,
        src.replace("\"D\"", "\"E\"")
            .replace(", author: \"A\"", ",")
    );
    let mut pack = parse(src);
    pack.description = None;
    let out = kept(src, &pack, &identity(1));
    assert_eq!(out, src.replace("description: \"D\", ", ""));
}

#[test]
fn palette_entries_change_in_place_and_new_ones_are_appended() {
    let mut pack = parse(SRC);
    pack.palette[1].rgb = [0, 0xee, 0];
    pack.palette.push(PaletteColour {
        key: 'Y',
        name: "yellow".into(),
        rgb: [0xff, 0xff, 0],
        symbol: '*',
    });
    let out = kept(SRC, &pack, &identity(4));
    let expected = SRC
        .replace(
            "(key: 'G', name: \"green\", color: \"#00ff00\"),",
            "(key: 'G', name: \"green\", color: \"#00ee00\"),",
        )
        .replace(
            "symbol: '#'),   // blue\n",
            "symbol: '#'),   // blue\n        (key: 'Y', name: \"yellow\", color: \"#ffff00\", symbol: '*'),\n",
        );
    assert_eq!(out, expected);

    // A changed key rewrites the levels that use it, and only those.
    let mut pack = parse(SRC);
    pack.palette[2].key = 'U';
    let out = kept(SRC, &pack, &identity(4));
    assert!(out.contains(ONE) && out.contains(TWO) && out.contains(FOUR));
    assert!(!out.contains(THREE));
    assert!(out.contains("(name: \"Three\", tubes: [\"RGUR\", \"GURG\", \"URGU\", \"\", \"\"],\n"));

    // A shorter palette drops its last entries.
    let src = SRC.replace("        (key: 'B', name: \"blue\"", "        (key: 'Y', name: \"yellow\", color: \"#ffff00\"),\n        (key: 'B', name: \"blue\"");
    let src = src.replace("RGBR", "RGYR");
    let src = src.replace("GBRG", "GYRG").replace("BRGB", "YRGY");
    let mut pack = parse(&src);
    pack.palette.pop();
    let out = kept(&src, &pack, &identity(4));
    assert_eq!(
        out,
        src.replace(
            "        (key: 'B', name: \"blue\",  color: \"#0000ff\", symbol: '#'),   // blue\n",
            ""
        )
    );
}

#[test]
fn a_level_says_its_capacity_when_it_differs_from_the_files() {
    // The file's capacity is 2 though most levels hold 4 (write_pack would
    // make 4 the pack's capacity).
    let src = "(\n    name: \"Caps\",\n    capacity: 2,\n    palette: [(key: 'R', name: \"red\", color: \"#ff0000\"), (key: 'G', name: \"green\", color: \"#00ff00\")],\n    levels: [\n        (name: \"A\", tubes: [\"RG\", \"GR\", \"\"]),\n        (name: \"B\", tubes: [\"RRGG\", \"GGRR\", \"\"], capacity: 4),\n        (name: \"C\", tubes: [\"RGRG\", \"GRGR\", \"\"], capacity: 4),\n    ],\n)\n";
    let mut pack = parse(src);
    pack.levels[0].tubes = tubes(&pack, &["GR", "RG", ""]);
    pack.levels[1].tubes = tubes(&pack, &["GGRR", "RRGG", ""]);
    let out = kept(src, &pack, &identity(3));
    assert_eq!(
        out,
        src.replace("[\"RG\", \"GR\", \"\"]", "[\"GR\", \"RG\", \"\"]")
            .replace(
                "(name: \"B\", tubes: [\"RRGG\", \"GGRR\", \"\"], capacity: 4)",
                "(name: \"B\", tubes: [\"GGRR\", \"RRGG\", \"\"], capacity: 4)"
            )
    );

    // No capacity field: the default, 4.
    let src = "(name: \"D\", palette: [(key: 'R', name: \"red\", color: \"#ff0000\")],\n levels: [\n  (name: \"A\", tubes: [\"R\", \"RR\"], capacity: 3),\n  (name: \"B\", tubes: [\"RRR\", \"R\"]),\n ])";
    let mut pack = parse(src);
    pack.levels[0].tubes = tubes(&pack, &["RR", "R"]);
    pack.levels[1].tubes = tubes(&pack, &["RR", "RR"]);
    let out = kept(src, &pack, &identity(2));
    assert!(out.contains("  (name: \"A\", tubes: [\"RR\", \"R\"], capacity: 3),\n"));
    assert!(out.contains("  (name: \"B\", tubes: [\"RR\", \"RR\"]),\n"));

    // A capacity written `Some(3)`.
    let src = "(name: \"S\", capacity: Some(3), palette: [(key: 'R', name: \"red\", color: \"#ff0000\")], levels: [(name: \"A\", tubes: [\"R\", \"RR\"])])";
    let mut pack = parse(src);
    pack.levels[0].tubes = tubes(&pack, &["RR", "R"]);
    let out = kept(src, &pack, &identity(1));
    assert_eq!(out, src.replace("[\"R\", \"RR\"]", "[\"RR\", \"R\"]"));
}

/// A source without any trailing comma.
const NO_TRAILING: &str = r##"(
    name: "Bare",
    palette: [
        (key: 'R', name: "red", color: "#ff0000"),
        (key: 'G', name: "green", color: "#00ff00")
    ],
    levels: [
        (name: "A", tubes: ["RRGG", "GGRR", ""]),
        // B
        (name: "B", tubes: ["RGRG", "GRGR", ""])
    ]
)"##;

#[test]
fn a_list_without_trailing_comma_keeps_its_style() {
    let original = parse(NO_TRAILING);
    let a = "        (name: \"A\", tubes: [\"RRGG\", \"GGRR\", \"\"])";
    let b = "        // B\n        (name: \"B\", tubes: [\"RGRG\", \"GRGR\", \"\"])";

    // Appended: the old last element gets a comma, the new one has none.
    let mut pack = original.clone();
    let mut c = pack.levels[0].clone();
    c.name = "C".into();
    pack.levels.push(c);
    let out = kept(NO_TRAILING, &pack, &[Some(0), Some(1), None]);
    let c = "        (name: \"C\", tubes: [\"RRGG\", \"GGRR\", \"\"])";
    assert_eq!(
        out,
        NO_TRAILING.replace(&format!("{b}\n"), &format!("{b},\n{c}\n"))
    );

    // Swapped: the comma stays between them.
    let mut pack = original.clone();
    pack.levels.swap(0, 1);
    let out = kept(NO_TRAILING, &pack, &[Some(1), Some(0)]);
    assert_eq!(
        out,
        NO_TRAILING.replace(&format!("{a},\n{b}\n"), &format!("{b},\n{a}\n"))
    );

    // The last deleted: the new last loses its comma.
    let mut pack = original.clone();
    pack.levels.pop();
    let out = kept(NO_TRAILING, &pack, &[Some(0)]);
    assert_eq!(
        out,
        NO_TRAILING.replace(&format!("{a},\n{b}\n"), &format!("{a}\n"))
    );

    // A palette entry appended.
    let mut pack = original.clone();
    pack.palette.push(PaletteColour {
        key: 'B',
        name: "blue".into(),
        rgb: [0, 0, 255],
        symbol: 'B',
    });
    let out = kept(NO_TRAILING, &pack, &identity(2));
    assert!(out.contains(
        "color: \"#00ff00\"),\n        (key: 'B', name: \"blue\", color: \"#0000ff\")\n    ],"
    ));
}

#[test]
fn a_list_whose_last_element_has_no_comma_gets_them_where_needed() {
    // Mixed: the first elements have commas, the last none; one line.
    let src = "(name: \"One line\", palette: [(key: 'R', name: \"red\", color: \"#ff0000\")], levels: [(name: \"A\", tubes: [\"R\", \"R\"], capacity: 2), (name: \"B\", tubes: [\"\", \"R\", \"R\"], capacity: 2)])";
    let original = parse(src);
    let mut pack = original.clone();
    let mut c = pack.levels[0].clone();
    c.name = "C".into();
    pack.levels.push(c);
    let out = kept(src, &pack, &[Some(0), Some(1), None]);
    assert_eq!(
        out,
        src.replace(
            "(name: \"B\", tubes: [\"\", \"R\", \"R\"], capacity: 2)",
            "(name: \"B\", tubes: [\"\", \"R\", \"R\"], capacity: 2), (name: \"C\", tubes: [\"R\", \"R\"], capacity: 2)"
        )
    );
    let mut pack = original.clone();
    pack.levels.swap(0, 1);
    let out = kept(src, &pack, &[Some(1), Some(0)]);
    assert_eq!(
        out,
        src.replace(
            "(name: \"A\", tubes: [\"R\", \"R\"], capacity: 2), (name: \"B\", tubes: [\"\", \"R\", \"R\"], capacity: 2)",
            "(name: \"B\", tubes: [\"\", \"R\", \"R\"], capacity: 2), (name: \"A\", tubes: [\"R\", \"R\"], capacity: 2)"
        )
    );
}

#[test]
fn named_structs_some_wrappers_and_attributes_are_kept() {
    let src = "#![enable(implicit_some)]\nPack(\n    name: \"Named\",\n    author: Some(\"me\"), // who\n    palette: [Colour(key: 'R', name: \"red\", color: \"#ff0000\", symbol: Some('r'))],\n    levels: [\n        Level(name: \"A\", tubes: [\"RRR\", \"R\"], optimal_moves: Some(1)),\n        Level(name: \"B\", tubes: [\"RR\", \"RR\"]),\n    ],\n)\n";
    let mut pack = parse(src);
    pack.author = Some("you".into());
    pack.levels[1].tubes = tubes(&pack, &["R", "RRR"]);
    let out = kept(src, &pack, &identity(2));
    assert_eq!(
        out,
        src.replace("Some(\"me\")", "\"you\"").replace(
            "Level(name: \"B\", tubes: [\"RR\", \"RR\"])",
            "(name: \"B\", tubes: [\"R\", \"RRR\"])"
        )
    );
}

#[test]
fn windows_line_endings_are_kept() {
    let src = SRC.replace('\n', "\r\n");
    let mut pack = parse(&src);
    pack.author = Some("me".into());
    pack.levels[2].optimal_moves = Some(10);
    let mut five = pack.levels[0].clone();
    five.name = "Five".into();
    pack.levels.push(five);
    let out = kept(&src, &pack, &[Some(0), Some(1), Some(2), Some(3), None]);
    assert_eq!(out.matches('\n').count(), out.matches("\r\n").count());
}

#[test]
fn unexpected_sources_fall_back_to_a_full_rewrite() {
    let original = parse(SRC);
    let mut edited = original.clone();
    edited.name = "Other".into();
    let rewritten = Spliced::Rewritten(write_pack(&edited));
    for src in [
        "",
        "  \n",
        "garbage",
        "[1, 2, 3]",
        "{\"name\": \"Splice\"}",
        "(name: \"Splice\")",
        "(name: \"Splice\", palette: [], levels: [])",
        "Other(name: \"x\", palette: [], levels: [])",
        "(\"positional\", [], [])",
        "((((((",
        "(name: \"Splice\", palette: 3, levels: [(name: \"One\")])",
    ] {
        assert_eq!(
            splice_pack(src, &original, &edited, &identity(4)),
            rewritten,
            "{src:?}"
        );
    }
    // Truncated anywhere, or with a byte cut out: never panics, and whatever
    // comes out reads back as the edited pack unless it is the rewrite.
    for cut in 0..SRC.len() {
        if !SRC.is_char_boundary(cut) {
            continue;
        }
        for src in [&SRC[..cut], &format!("{}{}", &SRC[..cut], &SRC[cut + 1..])] {
            let out = splice_pack(src, &original, &edited, &identity(4));
            if let Spliced::Kept(text) = &out {
                assert_eq!(parse(text), edited);
            } else {
                assert_eq!(out, rewritten);
            }
        }
    }
    // Origins of the wrong length.
    assert_eq!(
        splice_pack(SRC, &original, &edited, &identity(3)),
        rewritten
    );
    // An edit the file cannot hold (a level using a colour not in the
    // palette): the rewrite, whatever it is worth.
    let mut bad = original.clone();
    bad.levels[0].tubes[0][0] = 9;
    assert!(splice_pack(SRC, &original, &bad, &identity(4)).rewrote_whole_file());
}

/// The source text of the level element named `name` in a pack file.
fn element<'a>(src: &'a str, name: &str) -> &'a str {
    let start = src
        .find(&format!("(name: {name:?}"))
        .unwrap_or_else(|| panic!("no level {name:?}"));
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    for (i, c) in src[start..].char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' if in_string => escaped = true,
            '"' => in_string = !in_string,
            '(' | '[' if !in_string => depth += 1,
            ')' | ']' if !in_string => {
                depth -= 1;
                if depth == 0 {
                    return &src[start..=start + i];
                }
            }
            _ => {}
        }
    }
    panic!("level {name:?} is not closed")
}

/// Shuffles the units of a level among its tubes, keeping each tube's size.
fn shuffle_units(level: &mut Level, rng: &mut ChaCha8Rng) {
    let mut units: Vec<u8> = level.tubes.iter().flatten().copied().collect();
    units.shuffle(rng);
    let mut units = units.into_iter();
    for tube in &mut level.tubes {
        for unit in tube.iter_mut() {
            *unit = units.next().unwrap();
        }
    }
}

#[test]
fn random_edits_of_the_shipped_packs_read_back_and_keep_untouched_levels() {
    let files = shipped_pack_files();
    assert!(!files.is_empty());
    let mut rng = ChaCha8Rng::seed_from_u64(17);
    for file in files {
        let src = std::fs::read_to_string(&file).unwrap();
        let original = parse(&src);
        let n = original.levels.len();
        assert_eq!(kept(&src, &original, &identity(n)), src, "{file:?}");
        for round in 0..40 {
            let mut pack = original.clone();
            let mut origins = identity(n);
            let mut fresh = 0;
            for _ in 0..rng.random_range(1..=5) {
                let len = pack.levels.len();
                let i = rng.random_range(0..len);
                match rng.random_range(0..9) {
                    0 | 1 => shuffle_units(&mut pack.levels[i], &mut rng),
                    2 if len > 1 => {
                        pack.levels.remove(i);
                        origins.remove(i);
                    }
                    3 => {
                        let mut copy = pack.levels[i].clone();
                        copy.name = format!("{} copy {round}.{fresh}", copy.name);
                        fresh += 1;
                        pack.levels.insert(i + 1, copy);
                        origins.insert(i + 1, None);
                    }
                    4 => {
                        let to = rng.random_range(0..len);
                        let level = pack.levels.remove(i);
                        let origin = origins.remove(i);
                        pack.levels.insert(to, level);
                        origins.insert(to, origin);
                    }
                    5 => {
                        let mut new = pack.levels[i].clone();
                        new.name = format!("New {round}.{fresh}");
                        fresh += 1;
                        shuffle_units(&mut new, &mut rng);
                        new.optimal_moves = None;
                        new.difficulty = None;
                        pack.levels.push(new);
                        origins.push(None);
                    }
                    6 => {
                        let level = &mut pack.levels[i];
                        level.name = format!("Renamed {round}.{fresh}");
                        fresh += 1;
                        level.optimal_moves = level.optimal_moves.map(|m| m + 1);
                        level.difficulty = None;
                    }
                    7 => match rng.random_range(0..3) {
                        0 => pack.name = format!("{} {round}", pack.name),
                        1 => pack.author = None,
                        _ => pack.description = Some(format!("Edited \"{round}\".")),
                    },
                    _ => {
                        let c = rng.random_range(0..pack.palette.len());
                        pack.palette[c].rgb = [rng.random(), rng.random(), rng.random()];
                        if pack.palette.len() < 30 && rng.random_bool(0.5) {
                            let taken = |ch: char| {
                                pack.palette.iter().any(|p| p.key == ch || p.symbol == ch)
                            };
                            if let Some(key) = ('0'..='9').find(|&ch| !taken(ch)) {
                                pack.palette.push(PaletteColour {
                                    key,
                                    name: format!("colour {key}"),
                                    rgb: [1, 2, 3],
                                    symbol: key,
                                });
                            }
                        }
                    }
                }
            }
            let out = kept(&src, &pack, &origins);
            // Untouched levels keep their text, in their new order.
            let mut from = 0;
            let mut seen = vec![false; n];
            for (level, origin) in pack.levels.iter().zip(&origins) {
                let Some(j) = *origin else { continue };
                let first = !std::mem::replace(&mut seen[j], true);
                if first && *level == original.levels[j] {
                    let text = element(&src, &level.name);
                    let at = out[from..]
                        .find(text)
                        .unwrap_or_else(|| panic!("{file:?} round {round}: {text} not kept"));
                    from += at + text.len();
                }
            }
        }
    }
}
