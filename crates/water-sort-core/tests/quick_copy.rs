//! The quick text the game copies and pastes: any position, its heights,
//! locks and rule, read back as the same board.

use water_sort_core::Rule;
use water_sort_core::board::{Board, Colour};
use water_sort_core::generate::random_deal;
use water_sort_core::level::{parse_quick, parse_quick_with, write_quick_text};
use water_sort_core::variant::Variant;

const KEYS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/// A small xorshift, so the boards are the same every run.
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

#[track_caller]
fn round_trip(board: &Board) -> String {
    let keys: Vec<char> = KEYS.chars().collect();
    let text = write_quick_text(board, &keys).expect("every colour has a key");
    let back = parse_quick_with(&text, None, Rule::Water)
        .unwrap_or_else(|e| panic!("{text:?} does not read back: {e}"));
    // The text names colours by first appearance: the same board up to
    // that renaming.
    let mut order: Vec<Colour> = Vec::new();
    for &u in board.tubes().iter().flat_map(|t| t.units()) {
        if !order.contains(&u) {
            order.push(u);
        }
    }
    let rename = |c: Colour| order.iter().position(|&o| o == c).unwrap() as Colour;
    let tubes: Vec<Vec<Colour>> = board
        .tubes()
        .iter()
        .map(|t| t.units().iter().map(|&u| rename(u)).collect())
        .collect();
    let got: Vec<Vec<Colour>> = back
        .board
        .tubes()
        .iter()
        .map(|t| t.units().to_vec())
        .collect();
    assert_eq!(got, tubes, "{text}");
    let mut variant = board.variant();
    variant.locks = variant.locks.iter().map(|l| l.map(rename)).collect();
    assert_eq!(back.board.variant(), variant, "{text}");
    assert_eq!(back.board.capacity(), board.capacity(), "{text}");
    assert_eq!(back.board.rule(), board.rule(), "{text}");
    text
}

#[test]
fn classic_text_is_unchanged() {
    let board = parse_quick("AB;BA;;", None).unwrap().board;
    assert_eq!(round_trip(&board), "AB;BA;;");
}

#[test]
fn a_ball_board_carries_its_rule() {
    let board = parse_quick_with("AAB;BBA;;", None, Rule::Ball)
        .unwrap()
        .board;
    let text = round_trip(&board);
    assert_eq!(text, "rules: ball;AAB;BBA;;");
    // The text's rule wins over the caller's; case and spaces do not matter.
    for t in ["RULES : Ball ;AAB;BBA;;", "rules: ball\nAAB\nBBA\n\n"] {
        assert_eq!(
            parse_quick(t, None).unwrap().board.rule(),
            Rule::Ball,
            "{t}"
        );
    }
    let water = parse_quick_with("rules: water; AAB;BBA;;", None, Rule::Ball).unwrap();
    assert_eq!(water.board.rule(), Rule::Water);
    let e = parse_quick("rules: sand;AB;BA", None).unwrap_err();
    assert!(e.contains("unknown rule \"sand\""), "{e}");
}

#[test]
fn random_boards_with_heights_locks_and_rules_round_trip() {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut tried = 0;
    for seed in 0..400u64 {
        let colours = 2 + (next(&mut state) % 5) as usize;
        let capacity = 2 + (next(&mut state) % 4) as usize;
        let deal = random_deal(colours, 2, capacity, seed);
        let tubes: Vec<Vec<Colour>> = deal.tubes().iter().map(|t| t.units().to_vec()).collect();
        let n = tubes.len();
        let mut variant = Variant {
            rule: if next(&mut state).is_multiple_of(2) {
                Rule::Ball
            } else {
                Rule::Water
            },
            heights: (0..n)
                .map(|t| tubes[t].len().max(1) + (next(&mut state) % 3) as usize)
                .collect(),
            locks: (0..n)
                .map(|_| {
                    next(&mut state)
                        .is_multiple_of(4)
                        .then(|| (next(&mut state) % colours as u64) as Colour)
                })
                .collect(),
        };
        let capacity = *variant.heights.iter().max().unwrap();
        variant.fit(capacity);
        if variant.unfinishable(capacity, &tubes).is_some() {
            continue;
        }
        let Ok(board) = Board::with_variant(capacity, &tubes, &variant) else {
            continue;
        };
        round_trip(&board);
        tried += 1;
    }
    assert!(tried > 200, "only {tried} boards tried");
}
