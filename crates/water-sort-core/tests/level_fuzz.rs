//! No input makes the pack or quick parsers panic, diagnostics always point
//! inside the document, and `write_pack` / `parse_pack` round-trip.

use proptest::prelude::*;
use proptest::sample::subsequence;
use water_sort_core::board::MAX_CAPACITY;
use water_sort_core::level::{
    Diagnostic, Level, MAX_PALETTE, Pack, PaletteColour, parse_pack, parse_quick, starts_solved,
    write_pack,
};

const EXAMPLE: &str = r##"#![enable(implicit_some)]
(
    name: "Starter",
    author: "water-sort",                 // optional
    description: "From three colours to twelve. /* not a comment */",
    capacity: 4,
    palette: [
        /* block /* nested */ comment */
        (key: 'R', name: "red",    color: "#e6194b", symbol: 'o'),
        (key: 'G', name: "grün",   color: "#3cb44b", symbol: '+'),
        (key: 'B', name: r#"bl"ue"#, color: "#4363d8"),
        (key: '\'', name: "quote", color: "#ffe119", symbol: '\\'),
    ],
    levels: [
        (name: "First pour", tubes: ["RG", "GR", ""], capacity: 2),
        Level(name: "Two ☃ colours", tubes: ["RRGG", "GGRR", "", ""],
         optimal_moves: Some(4), difficulty: 1.5),
        (name: "Three", tubes: ["RGB'", "'BGR", "B'RG", "GR'B", "", ""], difficulty: 12.25),
    ],
)
"##;

/// Every diagnostic is at a real place: line within the document, column at
/// most one past the end of its line.
fn check_diagnostics(src: &str, diags: &[Diagnostic]) {
    assert!(!diags.is_empty());
    let src = src.strip_prefix('\u{feff}').unwrap_or(src);
    let lines: Vec<usize> = src.split('\n').map(|l| l.chars().count()).collect();
    let mut last = (0, 0);
    for d in diags {
        assert!(d.line >= 1 && d.column >= 1, "{d}");
        assert!(d.line <= lines.len(), "{d} beyond {} lines", lines.len());
        assert!(
            d.column <= lines[d.line - 1] + 1,
            "{d} beyond the line's {} characters",
            lines[d.line - 1]
        );
        assert!(!d.message.is_empty());
        assert!((d.line, d.column) >= last, "not sorted");
        last = (d.line, d.column);
    }
}

fn check_pack_source(src: &str) {
    match parse_pack(src, "fuzz.ron") {
        Ok(pack) => {
            for level in &pack.levels {
                let board = level.board();
                assert_eq!(board.colour_count(), level.colour_count());
            }
            let again = parse_pack(&write_pack(&pack), "again.ron").expect("rewritten pack reads");
            assert_eq!(again, pack);
        }
        Err(diags) => check_diagnostics(src, &diags),
    }
}

fn check_quick(text: &str) {
    for capacity in [None, Some(0), Some(3), Some(4), Some(99)] {
        if let Ok(q) = parse_quick(text, capacity) {
            assert_eq!(q.keys.len(), q.board.colour_count());
            if let Some(c) = capacity {
                assert_eq!(q.board.capacity(), c);
            }
        }
    }
}

#[derive(Clone, Debug)]
enum Edit {
    Delete { at: usize, len: usize },
    Insert { at: usize, text: String },
    Replace { at: usize, with: char },
    Truncate { at: usize },
}

fn edit_strategy() -> impl Strategy<Value = Edit> {
    let ron_bits = prop_oneof![
        Just("(".to_string()),
        Just(")".to_string()),
        Just("[".to_string()),
        Just("]".to_string()),
        Just(",".to_string()),
        Just(":".to_string()),
        Just("\"".to_string()),
        Just("'".to_string()),
        Just("\\".to_string()),
        Just("/*".to_string()),
        Just("//".to_string()),
        Just("r#\"".to_string()),
        Just("\n".to_string()),
        Just("capacity: 9,".to_string()),
        Just("\"RRRR\",".to_string()),
        Just("Some(".to_string()),
        Just("☃é".to_string()),
        "[A-Za-z0-9 #'\"]{1,6}",
        any::<String>(),
    ];
    prop_oneof![
        (any::<usize>(), 1usize..8).prop_map(|(at, len)| Edit::Delete { at, len }),
        (any::<usize>(), ron_bits).prop_map(|(at, text)| Edit::Insert { at, text }),
        (any::<usize>(), any::<char>()).prop_map(|(at, with)| Edit::Replace { at, with }),
        any::<usize>().prop_map(|at| Edit::Truncate { at }),
    ]
}

/// Applies edits on characters (never splitting one).
fn apply(src: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = src.chars().collect();
    for e in edits {
        let n = chars.len();
        match e {
            Edit::Delete { at, len } if n > 0 => {
                let at = at % n;
                let end = (at + len).min(n);
                chars.drain(at..end);
            }
            Edit::Insert { at, text } => {
                let at = at % (n + 1);
                chars.splice(at..at, text.chars());
            }
            Edit::Replace { at, with } if n > 0 => chars[at % n] = *with,
            Edit::Truncate { at } => chars.truncate(at % (n + 1)),
            _ => {}
        }
    }
    chars.into_iter().collect()
}

// ---- a strategy for valid packs ----

fn graphic() -> Vec<char> {
    ('!'..='~').collect()
}

fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        "[A-Za-z0-9 ]{1,12}",
        proptest::collection::vec(any::<char>(), 1..12).prop_map(|v| v.into_iter().collect()),
    ]
    .prop_map(|s: String| {
        if s.trim().is_empty() {
            format!("x{s}")
        } else {
            s
        }
    })
}

fn palette() -> impl Strategy<Value = Vec<PaletteColour>> {
    (1usize..=MAX_PALETTE).prop_flat_map(|n| {
        (
            subsequence(graphic(), n).prop_shuffle(),
            subsequence(graphic(), n).prop_shuffle(),
            proptest::collection::vec((text(), any::<[u8; 3]>(), any::<bool>()), n),
        )
            .prop_map(|(keys, mut symbols, rest)| {
                // Where asked, use the key as the symbol if no other colour
                // has that symbol.
                for (i, &(_, _, same)) in rest.iter().enumerate() {
                    if same && !symbols.contains(&keys[i]) {
                        symbols[i] = keys[i];
                    }
                }
                keys.iter()
                    .zip(&symbols)
                    .zip(rest)
                    .map(|((&key, &symbol), (name, rgb, _))| PaletteColour {
                        key,
                        name,
                        rgb,
                        symbol,
                    })
                    .collect()
            })
    })
}

fn difficulty() -> impl Strategy<Value = Option<f64>> {
    prop_oneof![
        Just(None),
        (0u64..10_000_000).prop_map(|n| Some(n as f64 / 100.0)),
        (1e9f64..1e300).prop_map(Some),
    ]
}

fn level(palette_len: usize) -> impl Strategy<Value = Level> {
    (2usize..=MAX_CAPACITY, 1usize..=palette_len.min(6)).prop_flat_map(move |(cap, k)| {
        (
            subsequence((0..palette_len).collect::<Vec<_>>(), k),
            0usize..=3,
            proptest::collection::vec((any::<usize>(), any::<usize>()), 0..30),
            any::<u64>(),
            text(),
            proptest::option::of(any::<u32>()),
            difficulty(),
        )
            .prop_map(
                move |(colours, empty, moves, seed, name, optimal_moves, difficulty)| {
                    // Start full, then move single units between tubes with room.
                    let t = k + empty;
                    let mut sizes: Vec<usize> =
                        (0..t).map(|i| if i < k { cap } else { 0 }).collect();
                    for (a, b) in moves {
                        let (a, b) = (a % t, b % t);
                        if a != b && sizes[a] > 0 && sizes[b] < cap {
                            sizes[a] -= 1;
                            sizes[b] += 1;
                        }
                    }
                    // Units: every chosen colour `cap` times, in a seeded order.
                    let mut units: Vec<u8> = colours
                        .iter()
                        .flat_map(|&c| std::iter::repeat_n(c as u8, cap))
                        .collect();
                    let mut s = seed | 1;
                    for i in (1..units.len()).rev() {
                        s ^= s << 13;
                        s ^= s >> 7;
                        s ^= s << 17;
                        units.swap(i, (s % (i as u64 + 1)) as usize);
                    }
                    let mut rest = units.as_slice();
                    let tubes = sizes
                        .iter()
                        .map(|&n| {
                            let (tube, tail) = rest.split_at(n);
                            rest = tail;
                            tube.to_vec()
                        })
                        .collect();
                    Level {
                        names: Default::default(),
                        name,
                        capacity: cap,
                        tubes,
                        optimal_moves,
                        par: None,
                        difficulty,
                        hidden: Vec::new(),
                        variant: Default::default(),
                    }
                },
            )
            // The format refuses a level with nothing to play.
            .prop_filter("a level that starts solved", |l| {
                !starts_solved(&l.tubes, l.capacity)
            })
    })
}

fn pack() -> impl Strategy<Value = Pack> {
    palette().prop_flat_map(|palette| {
        let n = palette.len();
        (
            text(),
            proptest::option::of(text()),
            proptest::option::of(text()),
            Just(palette),
            proptest::collection::vec(level(n), 1..5),
        )
            .prop_map(|(name, author, description, palette, mut levels)| {
                for i in 0..levels.len() {
                    if levels[..i].iter().any(|l| l.name == levels[i].name) {
                        levels[i].name = format!("{} #{i}", levels[i].name);
                    }
                }
                Pack {
                    names: Default::default(),
                    name,
                    author,
                    description,
                    palette,
                    levels,
                }
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn arbitrary_text_never_panics(src in any::<String>()) {
        check_pack_source(&src);
        check_quick(&src);
    }

    #[test]
    fn ron_like_text_never_panics(src in "[()\\[\\]{}:,'\"/*#!rbA-Z0-9 \n\\\\_.+-]{0,120}") {
        check_pack_source(&src);
        check_quick(&src);
    }

    #[test]
    fn quick_like_text_never_panics(src in "[A-F;\n \r\t]{0,60}") {
        check_quick(&src);
    }

    #[test]
    fn mutated_example_never_panics(edits in proptest::collection::vec(edit_strategy(), 1..6)) {
        let src = apply(EXAMPLE, &edits);
        check_pack_source(&src);
        check_quick(&src);
    }

    #[test]
    fn write_then_parse_round_trips(pack in pack()) {
        let text = write_pack(&pack);
        let parsed = parse_pack(&text, "rt.ron");
        prop_assert_eq!(parsed.as_ref(), Ok(&pack), "{}", text);
        prop_assert_eq!(write_pack(&parsed.unwrap()), text);
    }

    #[test]
    fn mutated_written_pack_never_panics(
        pack in pack(),
        edits in proptest::collection::vec(edit_strategy(), 1..4),
    ) {
        let src = apply(&write_pack(&pack), &edits);
        check_pack_source(&src);
    }
}

#[test]
fn example_is_valid() {
    let pack = parse_pack(EXAMPLE, "example.ron").unwrap();
    assert_eq!(pack.palette[2].name, "bl\"ue");
    assert_eq!(pack.levels[2].difficulty, Some(12.25));
    check_pack_source(EXAMPLE);
}

#[test]
fn deep_nesting_never_panics() {
    for depth in [100, 1_000, 100_000] {
        let src = format!("{}{}", "(".repeat(depth), ")".repeat(depth));
        check_pack_source(&src);
        let src = format!("(name: \"x\", levels: {}", "[".repeat(depth));
        check_pack_source(&src);
    }
}
