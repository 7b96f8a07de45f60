//! Reading, validating and writing level packs: every diagnostic at its exact
//! line:column, and the canonical writer.

use water_sort_core::level::{
    Diagnostic, Level, MAX_PALETTE, MAX_TUBES_DRAWABLE, Pack, PaletteColour, parse_pack, write_pack,
};

/// The example from levels/README.md.
const EXAMPLE: &str = r##"(
    name: "Starter",
    author: "water-sort",                 // optional
    description: "From three colours to twelve.",  // optional
    capacity: 4,
    palette: [
        // key: the character used in tube strings
        (key: 'R', name: "red",    color: "#e6194b", symbol: 'o'),
        (key: 'G', name: "green",  color: "#3cb44b", symbol: '+'),
    ],
    levels: [
        // tubes: bottom to top
        (name: "First pour", tubes: ["RG", "GR", ""], capacity: 2),
        (name: "Two colours", tubes: ["RRGG", "GGRR", "", ""],
         optimal_moves: 4, difficulty: 1.5),
    ],
)
"##;

/// A small valid pack the tests edit. Line numbers:
/// 1 `(`, 2 name, 3 palette, 4 R, 5 G, 6 `],`, 7 levels, 8 One, 9 Two, 10 `],`, 11 `)`.
const BASE: &str = r##"(
    name: "Test",
    palette: [
        (key: 'R', name: "red", color: "#ff0000"),
        (key: 'G', name: "green", color: "#00ff00", symbol: '+'),
    ],
    levels: [
        (name: "One", tubes: ["RG", "GR", ""], capacity: 2),
        (name: "Two", tubes: ["RRGG", "GGRR", ""]),
    ],
)
"##;

fn errors(src: &str) -> Vec<Diagnostic> {
    match parse_pack(src, "p.ron") {
        Ok(pack) => panic!("expected errors, got {pack:?}"),
        Err(d) => d,
    }
}

/// The single diagnostic for `src`, checked to be at `line:column` and to
/// mention every one of `words`.
#[track_caller]
fn one(src: &str, line: usize, column: usize, words: &[&str]) -> Diagnostic {
    let d = errors(src);
    assert_eq!(d.len(), 1, "expected one diagnostic, got {d:#?}");
    let d = d.into_iter().next().unwrap();
    assert_eq!(
        (d.line, d.column),
        (line, column),
        "wrong position for {}",
        d.message
    );
    for w in words {
        assert!(
            d.message.contains(w),
            "{:?} does not mention {w:?}",
            d.message
        );
    }
    d
}

fn edit(from: &str, to: &str) -> String {
    assert!(BASE.contains(from), "BASE has no {from:?}");
    BASE.replacen(from, to, 1)
}

#[test]
fn example_pack_reads() {
    let pack = parse_pack(EXAMPLE, "levels/starter.ron").unwrap();
    assert_eq!(pack.name, "Starter");
    assert_eq!(pack.author.as_deref(), Some("water-sort"));
    assert_eq!(
        pack.description.as_deref(),
        Some("From three colours to twelve.")
    );
    assert_eq!(
        pack.palette[0],
        PaletteColour {
            key: 'R',
            name: "red".into(),
            rgb: [0xe6, 0x19, 0x4b],
            symbol: 'o'
        }
    );
    assert_eq!(pack.levels.len(), 2);
    let first = &pack.levels[0];
    assert_eq!(first.capacity, 2);
    assert_eq!(first.tubes, vec![vec![0, 1], vec![1, 0], vec![]]);
    assert_eq!((first.optimal_moves, first.difficulty), (None, None));
    let second = &pack.levels[1];
    assert_eq!(second.capacity, 4, "pack capacity is the default");
    assert_eq!(second.tubes[0], vec![0, 0, 1, 1]);
    assert_eq!(second.optimal_moves, Some(4));
    assert_eq!(second.difficulty, Some(1.5));
    assert_eq!(second.colour_count(), 2);
    let board = second.board();
    assert_eq!(board.capacity(), 4);
    assert_eq!(board.tubes().len(), 4);
    assert_eq!(board.tubes()[1].units(), &[1, 1, 0, 0]);
}

#[test]
fn readme_example_is_valid() {
    let readme = include_str!("../../../levels/README.md");
    let start = readme.find("```ron\n").expect("README has a ron example") + 7;
    let len = readme[start..].find("```").unwrap();
    let pack = parse_pack(&readme[start..start + len], "README.md").unwrap();
    assert_eq!(pack.palette[2].symbol, 'B');
    assert_eq!(pack.levels.len(), 3);
    assert_eq!(pack.levels[2].difficulty, Some(1.56));
    // Its figures are the solver's: what the editor (and so `check`)
    // finds of each level.
    for level in &pack.levels {
        let found =
            water_sort_core::editor::assess(level, &water_sort_core::help::EXACT_LIMITS, None);
        if let Some(water_sort_core::editor::Assessment::Solvable {
            optimal_moves,
            difficulty,
        }) = found
        {
            if let Some(recorded) = level.optimal_moves {
                assert_eq!(recorded, optimal_moves, "{}", level.name);
            }
            if let Some(recorded) = level.difficulty {
                assert!(
                    (recorded - difficulty).abs() < 0.005,
                    "{}: {difficulty}",
                    level.name
                );
            }
        } else {
            panic!("{}: {found:?}", level.name);
        }
    }
}

#[test]
fn defaults_apply() {
    let pack = parse_pack(BASE, "p.ron").unwrap();
    assert_eq!(pack.author, None);
    assert_eq!(pack.description, None);
    assert_eq!(pack.palette[0].symbol, 'R', "symbol defaults to the key");
    assert_eq!(pack.palette[1].symbol, '+');
    assert_eq!(pack.levels[1].capacity, 4, "capacity defaults to 4");
}

#[test]
fn optional_fields_may_use_some_and_named_structs() {
    let src = edit("name: \"Test\",", "name: \"Test\", author: Some(\"me\"),")
        .replace("(name: \"Two\"", "Level(name: \"Two\"")
        .replacen('(', "Pack(", 1);
    let pack = parse_pack(&src, "p.ron").unwrap();
    assert_eq!(pack.author.as_deref(), Some("me"));
    // Positions are still found through `Some(...)` and struct names.
    let src = src.replace("\"GGRR\", \"\"]", "\"GGRR\", \"Q\"]");
    // `Level` adds 5 columns to line 9.
    one(
        &src,
        9,
        53,
        &["unknown colour 'Q'", "tube 3", "level \"Two\""],
    );
}

#[test]
fn diagnostic_display() {
    let d = Diagnostic {
        file: "levels/starter.ron".into(),
        line: 14,
        column: 23,
        message: "unknown colour".into(),
    };
    assert_eq!(d.to_string(), "levels/starter.ron:14:23: unknown colour");
    let _: &dyn std::error::Error = &d;
}

// ---- RON syntax and type errors ----

#[test]
fn ron_syntax_error_points_at_the_token() {
    // Missing comma after `name: "Test"`: ron stops at `palette` on line 3.
    let d = one(&edit("\"Test\",", "\"Test\""), 3, 5, &["Expected comma"]);
    assert_eq!(d.file, "p.ron");
    assert!(d.to_string().starts_with("p.ron:3:5: "));
}

#[test]
fn unterminated_string_points_at_it() {
    let src = &BASE[..BASE.find("Test").unwrap() + 2];
    one(src, 2, 11, &["Expected end of string", "close the string"]);
}

#[test]
fn unclosed_comment_points_at_it() {
    let src = edit("    palette:", "    /* palette:");
    one(&src, 3, 5, &["comment", "*/"]);
}

#[test]
fn type_error_points_at_the_value() {
    one(
        &edit("capacity: 2", "capacity: \"2\""),
        8,
        58,
        &["Expected integer"],
    );
    one(&edit("'R'", "\"R\""), 4, 15, &["Expected char"]);
}

#[test]
fn unknown_field_names_the_fields() {
    let d = one(
        &edit("capacity: 2", "capacty: 2"),
        8,
        48,
        &[
            "unknown field `capacty`",
            "a level",
            "capacity",
            "check the spelling",
        ],
    );
    assert!(d.message.contains("optimal_moves"));
}

#[test]
fn missing_field_is_reported_at_the_closing_bracket() {
    one(
        &edit("\"RRGG\", \"GGRR\", \"\"", "\"RRGG\"").replace("tubes: [\"RRGG\"]", ""),
        9,
        23,
        &["a level", "no `tubes` field", "add tubes:"],
    );
}

#[test]
fn trailing_text_after_the_pack() {
    one(
        &format!("{BASE}x"),
        12,
        1,
        &["trailing", "remove what follows"],
    );
}

// ---- colours in tubes ----

#[test]
fn unknown_colour_points_inside_the_string() {
    // Line 8: `        (name: "One", tubes: ["RG", "GR", ""], capacity: 2),`
    //          col 31 is the `"` of "RG": R is 32, G 33; "GR" opens at 37.
    let src = edit("\"GR\", \"\"], capacity: 2", "\"GQ\", \"RG\"], capacity: 2");
    // Now G has 3 units and Q is unknown: two problems, sorted.
    let d = errors(&src);
    assert_eq!(d.len(), 2, "{d:#?}");
    assert_eq!((d[0].line, d[0].column), (8, 33), "{}", d[0].message);
    assert!(d[0].message.contains("colour 'G'"));
    assert!(d[0].message.contains("has 3 units"));
    assert_eq!((d[1].line, d[1].column), (8, 39), "{}", d[1].message);
    assert_eq!(
        d[1].message,
        "unknown colour 'Q' in tube 2 of level \"One\"; the palette has R, G; add 'Q' to the \
         palette or fix the tube"
    );
}

#[test]
fn unknown_colour_column_counts_characters_not_bytes() {
    // Three two-byte and one three-byte character before the tube.
    let src = edit("(name: \"One\"", "(name: \"Ünï☃\"")
        .replace("\"\"], capacity: 2", "\"X\"], capacity: 2");
    one(
        &src,
        8,
        45,
        &["unknown colour 'X'", "tube 3", "level \"Ünï☃\""],
    );
}

#[test]
fn unknown_colour_after_an_escape() {
    // `"\"G"`: the escape takes two columns; G is where ron sees it.
    let src = edit("\"GR\", \"\"]", "\"\\tR\", \"G\"]");
    let d = errors(&src);
    assert_eq!(d.len(), 1, "{d:#?}");
    assert_eq!((d[0].line, d[0].column), (8, 38), "{}", d[0].message);
    assert!(
        d[0].message.contains("unknown colour '\\t'"),
        "{}",
        d[0].message
    );
}

#[test]
fn unknown_colour_reported_once_per_level() {
    let src = edit(
        "[\"RRGG\", \"GGRR\", \"\"]",
        "[\"RRGG\", \"GGRR\", \"ZZ\", \"Z\"]",
    );
    one(&src, 9, 48, &["unknown colour 'Z'", "tube 3"]);
}

#[test]
fn unknown_colour_in_raw_string() {
    let src = edit("\"GGRR\", \"\"]", "\"GGRR\", r#\"K\"#]");
    one(&src, 9, 50, &["unknown colour 'K'", "tube 3"]);
}

#[test]
fn tube_over_capacity_points_at_the_first_extra_unit() {
    // Level "One" has capacity 2; "GRR" overflows at its third character.
    let src = edit("[\"RG\", \"GR\", \"\"]", "[\"G\", \"GRR\", \"\"]");
    let d = one(
        &src,
        8,
        39,
        &[
            "tube 2 of level \"One\"",
            "holds 3 units",
            "capacity 2",
            "remove 1 unit",
        ],
    );
    assert!(
        !d.message.contains("colour"),
        "counts are right: {}",
        d.message
    );
}

#[test]
fn colour_count_wrong_says_how_many() {
    // Level "Two" (capacity 4): R has 5 units, G has 3.
    let src = edit("\"GGRR\"", "\"GRRR\"");
    let d = errors(&src);
    assert_eq!(d.len(), 2, "{d:#?}");
    // Each is reported at the colour's first unit: R at col 32, G at col 34.
    assert_eq!((d[0].line, d[0].column), (9, 32));
    assert_eq!(
        d[0].message,
        "colour 'R' (red) has 5 units in level \"Two\" but needs exactly 4, the level's capacity; \
         remove 1 unit of 'R'"
    );
    assert_eq!((d[1].line, d[1].column), (9, 34));
    assert!(d[1].message.contains("has 3 units"));
    assert!(d[1].message.contains("add 1 unit of 'G'"));
}

// ---- capacities ----

#[test]
fn pack_capacity_out_of_range() {
    let src = edit("    palette:", "    capacity: 9,\n    palette:");
    // Level "Two" relies on the pack capacity: no count errors on top.
    one(&src, 3, 15, &["the pack's capacity is 9", "2..=8"]);
    let src = edit("    palette:", "    capacity: -1,\n    palette:");
    one(&src, 3, 15, &["capacity is -1"]);
}

#[test]
fn level_capacity_out_of_range() {
    one(
        &edit("capacity: 2", "capacity: 1"),
        8,
        58,
        &["the capacity of level \"One\" is 1", "2..=8"],
    );
    one(&edit("capacity: 2", "capacity: 12"), 8, 58, &["is 12"]);
}

// ---- levels ----

#[test]
fn duplicate_level_names_point_at_the_second() {
    one(
        &edit("(name: \"Two\"", "(name: \"One\""),
        9,
        16,
        &[
            "duplicate level name \"One\"",
            "level 2",
            "level 1 (line 8)",
        ],
    );
}

#[test]
fn empty_level_no_tubes() {
    one(
        &edit("tubes: [\"RRGG\", \"GGRR\", \"\"]", "tubes: []"),
        9,
        30,
        &["level \"Two\" has no tubes"],
    );
}

#[test]
fn empty_level_no_colours() {
    one(
        &edit("tubes: [\"RRGG\", \"GGRR\", \"\"]", "tubes: [\"\", \"\"]"),
        9,
        30,
        &["level \"Two\" has only empty tubes"],
    );
}

#[test]
fn too_many_tubes() {
    let tubes: Vec<&str> = std::iter::repeat_n("\"\"", MAX_TUBES_DRAWABLE + 1).collect();
    let src = edit(
        "\"GGRR\", \"\"]",
        &format!("\"GGRR\", {}]", tubes.join(",")),
    );
    // Tube 21 is the 19th added `""`; the first is at column 47, 3 columns each.
    one(
        &src,
        9,
        47 + 18 * 3,
        &["23 tubes", "more than the 20", "remove 3 tubes"],
    );
}

#[test]
fn empty_level_name() {
    one(
        &edit("(name: \"Two\"", "(name: \"  \""),
        9,
        16,
        &["level 2 has an empty name"],
    );
}

#[test]
fn negative_difficulty() {
    one(
        &edit("\"\"]),", "\"\"], difficulty: -0.5),"),
        9,
        64,
        &["difficulty -0.5", "at least 0"],
    );
}

// ---- the pack ----

#[test]
fn pack_without_levels() {
    let start = BASE.find("    levels").unwrap();
    let end = BASE.find("    ],\n)").unwrap() + 7;
    let src = format!("{}    levels: [],\n)\n", &BASE[..start]);
    assert!(end > start);
    one(&src, 7, 13, &["the pack has no levels", "add at least one"]);
}

#[test]
fn empty_pack_name() {
    one(
        &edit("\"Test\"", "\"\""),
        2,
        11,
        &["the pack name is empty"],
    );
}

// ---- the palette ----

#[test]
fn palette_duplicate_key() {
    let src = edit(
        "    ],\n    levels",
        "        (key: 'R', name: \"ruby\", color: \"#aa0000\"),\n    ],\n    levels",
    );
    one(
        &src,
        6,
        15,
        &[
            "duplicate key 'R'",
            "palette colour 3 (\"ruby\")",
            "palette colour 1 (\"red\") (line 4)",
        ],
    );
}

#[test]
fn palette_duplicate_symbol() {
    // Explicit symbol equal to another colour's default symbol (its key).
    let d = one(
        &edit("symbol: '+'", "symbol: 'R'"),
        5,
        61,
        &[
            "duplicate symbol 'R'",
            "palette colour 2 (\"green\")",
            "colour-blind",
        ],
    );
    assert!(d.message.contains("palette colour 1 (\"red\")"));
    // A defaulted symbol clashing with an earlier explicit one: at the key.
    let src = edit("color: \"#ff0000\")", "color: \"#ff0000\", symbol: 'B')").replace(
        "        (key: 'G'",
        "        (key: 'B', name: \"blue\", color: \"#0000ff\"),\n        (key: 'G'",
    );
    one(
        &src,
        5,
        15,
        &["duplicate symbol 'B'", "defaults to its key"],
    );
}

#[test]
fn palette_bad_symbols() {
    one(
        &edit("symbol: '+'", "symbol: ' '"),
        5,
        61,
        &["symbol ' '", "not a printable ASCII"],
    );
    one(
        &edit("symbol: '+'", "symbol: 'é'"),
        5,
        61,
        &["symbol 'é'", "not a printable ASCII"],
    );
    one(
        &edit("symbol: '+'", "symbol: '\\n'"),
        5,
        61,
        &["symbol '\\n'", "U+000A"],
    );
}

#[test]
fn palette_bad_key() {
    let src = edit("(key: 'G'", "(key: '☃'").replace("\"GR\"", "\"☃R\"");
    let d = errors(&src);
    assert_eq!((d[0].line, d[0].column), (5, 15), "{d:#?}");
    assert!(d[0].message.contains("key '☃'"));
    assert!(d[0].message.contains("not a printable ASCII"));
}

#[test]
fn palette_bad_colour() {
    for bad in ["#00ff0", "00ff00", "#00ff0g", "#00ff000", "red", "#0f0"] {
        one(
            &edit("\"#00ff00\"", &format!("\"{bad}\"")),
            5,
            42,
            &[bad, "not of the form \"#rrggbb\"", "six hex digits"],
        );
    }
    // Upper case is fine.
    let pack = parse_pack(&edit("#00ff00", "#00FFaB"), "p.ron").unwrap();
    assert_eq!(pack.palette[1].rgb, [0, 0xff, 0xab]);
}

#[test]
fn palette_empty_name() {
    one(
        &edit("\"green\"", "\"\""),
        5,
        26,
        &["palette colour 2 has an empty name"],
    );
}

#[test]
fn palette_too_large() {
    let mut entries = String::new();
    let keys: Vec<char> = ('!'..='~').filter(|c| !"RG+".contains(*c)).collect();
    for (i, k) in keys.iter().take(MAX_PALETTE - 1).enumerate() {
        let k = if *k == '\'' || *k == '\\' {
            format!("\\{k}")
        } else {
            k.to_string()
        };
        entries.push_str(&format!(
            "        (key: '{k}', name: \"c{i}\", color: \"#000000\"),\n"
        ));
    }
    let src = edit(
        "    ],\n    levels",
        &format!("{entries}    ],\n    levels"),
    );
    // 2 + 29 = 31 colours: the 31st is on line 5 + 29 = 34.
    one(&src, 34, 9, &["31 colours", "more than 30", "remove 1"]);
}

// ---- several problems ----

#[test]
fn all_problems_are_reported_sorted() {
    let src = edit("\"Test\"", "\"\"")
        .replace("\"#ff0000\"", "\"#ff00\"")
        .replace("\"GR\"", "\"GX\"")
        .replace("(name: \"Two\"", "(name: \"One\"");
    let d = errors(&src);
    let at: Vec<(usize, usize)> = d.iter().map(|d| (d.line, d.column)).collect();
    assert_eq!(
        at,
        vec![(2, 11), (4, 40), (8, 32), (8, 39), (9, 16)],
        "{d:#?}"
    );
    let mut sorted = at.clone();
    sorted.sort();
    assert_eq!(at, sorted);
}

#[test]
fn byte_order_mark_and_crlf_keep_positions() {
    let src = format!("\u{feff}{}", edit("\"GR\"", "\"GX\"").replace('\n', "\r\n"));
    let d = errors(&src);
    assert_eq!((d[0].line, d[0].column), (8, 32), "{d:#?}");
    assert_eq!((d[1].line, d[1].column), (8, 39), "{d:#?}");
    let ok = format!("\u{feff}{}", BASE.replace('\n', "\r\n"));
    assert!(parse_pack(&ok, "p.ron").is_ok());
}

#[test]
fn comments_do_not_confuse_positions() {
    let src = edit(
        "        (name: \"Two\"",
        "        /* a \"block\" /* nested */ comment */ // and \"one\" more\n        (name: \"Two\"",
    )
    .replace("\"GGRR\", \"\"]", "\"GGRR\", \"Y\"]");
    one(&src, 10, 48, &["unknown colour 'Y'"]);
}

// ---- lookup ----

#[test]
fn level_index_by_number_and_name() {
    let mut pack = parse_pack(EXAMPLE, "p.ron").unwrap();
    assert_eq!(pack.level_index("1"), Some(0));
    assert_eq!(pack.level_index("2"), Some(1));
    assert_eq!(pack.level_index("3"), None);
    assert_eq!(pack.level_index("0"), None);
    assert_eq!(pack.level_index("First pour"), Some(0));
    assert_eq!(pack.level_index("two COLOURS"), Some(1));
    assert_eq!(pack.level_index("nope"), None);
    pack.levels[0].name = "two colours".into();
    assert_eq!(
        pack.level_index("Two colours"),
        Some(1),
        "exact beats case-insensitive"
    );
    pack.levels[0].name = "7".into();
    assert_eq!(
        pack.level_index("7"),
        Some(0),
        "an out-of-range number may be a name"
    );
}

// ---- writing ----

#[test]
fn write_pack_layout() {
    let pack = parse_pack(EXAMPLE, "levels/starter.ron").unwrap();
    let text = write_pack(&pack);
    assert_eq!(
        text,
        r##"(
    name: "Starter",
    author: "water-sort",
    description: "From three colours to twelve.",
    capacity: 2,
    palette: [
        (key: 'R', name: "red",   color: "#e6194b", symbol: 'o'),
        (key: 'G', name: "green", color: "#3cb44b", symbol: '+'),
    ],
    levels: [
        (name: "First pour", tubes: ["RG", "GR", ""]),
        (name: "Two colours", tubes: ["RRGG", "GGRR", "", ""], capacity: 4,
         optimal_moves: 4, difficulty: 1.50),
    ],
)
"##
    );
    assert_eq!(parse_pack(&text, "x.ron").unwrap(), pack);
}

#[test]
fn write_pack_escapes_and_omits() {
    let pack = Pack {
        names: Default::default(),
        name: "Quote \" and \\ and\nnewline".into(),
        author: None,
        description: Some("tab\there \u{1}".into()),
        palette: vec![
            PaletteColour {
                key: '\'',
                name: "apostrophe".into(),
                rgb: [1, 2, 3],
                symbol: '\'',
            },
            PaletteColour {
                key: '"',
                name: "quote".into(),
                rgb: [255, 254, 253],
                symbol: '\\',
            },
        ],
        levels: vec![Level {
            names: Default::default(),
            name: "Ünï☃".into(),
            capacity: 3,
            tubes: vec![vec![0, 1, 0], vec![1, 0, 1], vec![]],
            optimal_moves: Some(0),
            par: None,
            difficulty: None,
            hidden: Vec::new(),
            variant: Default::default(),
        }],
    };
    let text = write_pack(&pack);
    assert!(!text.contains("author"));
    assert!(!text.contains("difficulty"));
    assert!(text.contains("optimal_moves: 0"));
    assert!(
        text.contains("tubes: [\"'\\\"'\", \"\\\"'\\\"\", \"\"]"),
        "{text}"
    );
    assert!(
        text.contains("(key: '\\'', name: \"apostrophe\", color: \"#010203\"),"),
        "{text}"
    );
    assert!(text.contains("symbol: '\\\\'"), "{text}");
    assert_eq!(parse_pack(&text, "x.ron").unwrap(), pack);
}

#[test]
fn difficulty_is_rounded_to_two_decimals() {
    let src = edit("\"\"]),", "\"\"], difficulty: 2.345678),");
    let pack = parse_pack(&src, "p.ron").unwrap();
    assert_eq!(pack.levels[1].difficulty, Some(2.35));
    assert!(write_pack(&pack).contains("difficulty: 2.35"));
    let src = edit("\"\"]),", "\"\"], difficulty: 3),");
    let pack = parse_pack(&src, "p.ron").unwrap();
    assert_eq!(pack.levels[1].difficulty, Some(3.0));
    assert!(write_pack(&pack).contains("difficulty: 3.00"));
}

#[test]
fn a_pack_that_is_not_utf8_is_placed_at_its_first_bad_byte() {
    use water_sort_core::level::pack_text;
    assert_eq!(pack_text(b"(name: \"ok\")", "p.ron"), Ok("(name: \"ok\")"));
    // Line 3, after a two-byte and a three-byte character (one column
    // each).
    let bytes = b"(\n  name: \"x\",\n  \xc3\xa9\xe2\x82\xac\xffz";
    let at = pack_text(bytes, "p.ron").unwrap_err();
    assert_eq!((at.line, at.column), (3, 5));
    assert_eq!(
        at.to_string(),
        "p.ron:3:5: the file is not UTF-8 text: its first bad byte is here"
    );
    // A character cut short at the end of the file.
    let at = pack_text(b"ab\xc3", "p.ron").unwrap_err();
    assert_eq!((at.line, at.column), (1, 3));
}

#[test]
fn names_in_other_languages_are_read_checked_and_written_back() {
    let src = edit(
        "    name: \"Test\",\n",
        "    name: \"Test\",\n    names: {\"de\": \"Probe\", \"zh-CN\": \"测试\"},\n",
    )
    .replacen(
        "(name: \"One\",",
        "(name: \"One\", names: {\"fr\": \"Un\"},",
        1,
    );
    let pack = parse_pack(&src, "p.ron").expect("valid");
    assert_eq!(pack.names.get("de-AT"), Some("Probe"));
    assert_eq!(pack.names.get("zh-CN"), Some("测试"));
    assert_eq!(pack.names.get("ja"), None);
    assert_eq!(pack.levels[0].names.get("fr"), Some("Un"));
    assert!(pack.levels[1].names.is_empty());
    let written = write_pack(&pack);
    assert_eq!(parse_pack(&written, "w.ron").expect("reads back"), pack);

    one(
        &edit(
            "    name: \"Test\",\n",
            "    name: \"Test\",\n    names: {\"de DE\": \"Probe\"},\n",
        ),
        3,
        12,
        &["names of the pack", "\"de DE\"", "language tag"],
    );
    one(
        &edit("(name: \"Two\",", "(name: \"Two\", names: {\"de\": \" \"},"),
        9,
        30,
        &["names of level \"Two\"", "empty"],
    );
}
