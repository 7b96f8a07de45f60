//! The quick text form: `ABCD;EFGH;;`.

use water_sort_core::board::{MAX_COLOURS, MAX_TUBES};
use water_sort_core::level::parse_quick;

#[track_caller]
fn err(text: &str, capacity: Option<usize>, words: &[&str]) {
    let e = parse_quick(text, capacity).expect_err("should fail");
    assert!(!e.contains('\n'), "one line: {e:?}");
    for w in words {
        assert!(e.contains(w), "{e:?} does not mention {w:?}");
    }
}

#[test]
fn twelve_colours_fourteen_tubes() {
    let q = parse_quick(
        "ABCD;EFGH;GDIF;JHIA;GJKF;AGCF;LECB;IELH;DEKK;BIJL;BADC;KLJH;;",
        None,
    )
    .unwrap();
    assert_eq!(q.board.tubes().len(), 14);
    assert_eq!(q.board.capacity(), 4);
    assert_eq!(q.board.colour_count(), 12);
    assert!(q.board.tubes()[12].is_empty() && q.board.tubes()[13].is_empty());
    assert_eq!(q.keys, "ABCDEFGHIJKL".chars().collect::<Vec<_>>());
    // Bottom to top: "GDIF" has G at the bottom.
    assert_eq!(q.board.tubes()[2].units(), &[6, 3, 8, 5]);
}

#[test]
fn six_colours_seven_tubes() {
    let q = parse_quick("DEFA;FCAC;BBAA;DCCD;BBEE;FFED;", None).unwrap();
    assert_eq!(q.board.tubes().len(), 7);
    assert_eq!(q.board.capacity(), 4);
    // Indices in order of first appearance.
    assert_eq!(q.keys, vec!['D', 'E', 'F', 'A', 'C', 'B']);
    assert_eq!(q.board.tubes()[0].units(), &[0, 1, 2, 3]);
}

#[test]
fn newlines_spaces_and_one_trailing_newline() {
    let a = parse_quick("AB\nBA\n\n", None).unwrap();
    assert_eq!(
        a.board.tubes().len(),
        3,
        "the last newline is ignored, the one before is a tube"
    );
    let b = parse_quick(" A B ;\tBA\r\n\r\n", None).unwrap();
    assert_eq!(a, b);
    let c = parse_quick("AB;BA;", None).unwrap();
    assert_eq!(a, c);
    let d = parse_quick("AB;BA\n", None).unwrap();
    assert_eq!(d.board.tubes().len(), 2);
}

#[test]
fn given_capacity() {
    let q = parse_quick("AAB;BBA;;", Some(3)).unwrap();
    assert_eq!(q.board.capacity(), 3);
    err(
        "AAB;BBA;;",
        Some(4),
        &["capacity 4", "'A' has 3", "'B' has 3"],
    );
    err("AB;BA", Some(9), &["capacity 9", "2..=8"]);
    err(
        "AABB;BA",
        Some(3),
        &["tube 1", "\"AABB\"", "4 units", "capacity 3"],
    );
}

#[test]
fn counts_must_agree() {
    err(
        "AAAB;BBC;C",
        None,
        &["different unit counts", "'A', 'B': 3 each; 'C': 2"],
    );
    err("AAAA;BBB;CCCCC", None, &["'C': 5", "'A': 4", "'B': 3"]);
}

#[test]
fn capacity_from_counts_must_be_in_range() {
    err("A;B;", None, &["every colour has 1 unit,", "2..=8"]);
    err("AAAAAAAAA;", None, &["9 units", "2..=8"]);
}

#[test]
fn tube_over_capacity() {
    err(
        "A;B;ABAB",
        None,
        &["tube 3", "\"ABAB\"", "4 units", "capacity 3"],
    );
}

#[test]
fn too_many_colours() {
    let keys: Vec<char> = ('!'..='~')
        .filter(|&c| c != ';')
        .take(MAX_COLOURS + 1)
        .collect();
    let text: String = keys.iter().map(|k| format!("{k}{k};")).collect();
    err(&text, None, &["more than 30 colours", "at most 30"]);
    let text: String = keys[..MAX_COLOURS]
        .iter()
        .map(|k| format!("{k}{k};"))
        .collect();
    let q = parse_quick(&text, None).unwrap();
    assert_eq!(q.board.colour_count(), MAX_COLOURS);
}

#[test]
fn too_many_tubes() {
    let text = format!("AB;BA{}", ";".repeat(MAX_TUBES - 2));
    assert_eq!(
        parse_quick(&text, None).unwrap().board.tubes().len(),
        MAX_TUBES
    );
    let text = format!("AB;BA{}", ";".repeat(MAX_TUBES - 1));
    err(&text, None, &["33 tubes", "more than the 32"]);
}

#[test]
fn empty_input() {
    err("", None, &["empty input"]);
    err("\n", None, &["empty input"]);
    err("  \t \r\n", None, &["empty input"]);
    err(";;", None, &["3 empty tubes", "no colours"]);
}

#[test]
fn control_characters_are_rejected() {
    err("A\u{7}B;BA", None, &["tube 1", "control character"]);
}

#[test]
fn non_ascii_keys_are_fine() {
    let q = parse_quick("☃é;é☃", None).unwrap();
    assert_eq!(q.keys, vec!['☃', 'é']);
}

#[test]
fn tubes_of_their_own_height_and_locks() {
    use water_sort_core::Rule;
    use water_sort_core::level::{parse_quick_with, write_quick};
    let q = parse_quick("[B]AAB;BBA:4;:2;AB:4", Some(3)).unwrap();
    let b = &q.board;
    assert_eq!(q.keys, vec!['A', 'B']);
    assert_eq!(b.lock(0), Some(1));
    assert_eq!(
        (0..4).map(|t| b.height(t)).collect::<Vec<_>>(),
        [3, 4, 2, 4]
    );
    assert_eq!(b.capacity(), 4, "the tallest tube");
    assert_eq!(b.tubes()[1].units(), &[1, 1, 0]);
    assert_eq!(b.rule(), Rule::Water);
    // The text again, each tube's height against the tallest.
    let text = write_quick(b, &q.keys).unwrap();
    assert_eq!(text, "[B]AAB:3;BBA;:2;AB");
    let again = parse_quick_with(&text, None, Rule::Water).unwrap();
    assert_eq!(again.board.variant(), b.variant());
    assert_eq!(again.board.tubes(), b.tubes());
    // Ball sort is given apart; counts may differ under it.
    let ball = parse_quick_with("AAB;BA;;", Some(3), Rule::Ball).unwrap();
    assert_eq!(ball.board.rule(), Rule::Ball);
    // A ':' or '[' that is not the syntax is a colour, as before.
    assert_eq!(parse_quick("[:;:[", None).unwrap().keys, vec!['[', ':']);
}

#[test]
fn variant_text_errors_say_what_is_wrong() {
    use water_sort_core::Rule;
    use water_sort_core::level::parse_quick_with;
    let e = |t: &str| parse_quick_with(t, None, Rule::Water).unwrap_err();
    assert!(
        e("AB:9;BA").contains("tube 1 has height 9"),
        "{}",
        e("AB:9;BA")
    );
    assert!(e("[C]AB;BA").contains("locked by 'C'"), "{}", e("[C]AB;BA"));
    assert!(
        e("AAB:2;BBA").contains("more than its height 2"),
        "{}",
        e("AAB:2;BBA")
    );
    let never = e("AAB:3;BB:2;A:2");
    assert!(never.contains("can never be finished"), "{never}");
    let counts = e("AAA:3;BB;");
    assert!(counts.contains("different unit counts"), "{counts}");
}
