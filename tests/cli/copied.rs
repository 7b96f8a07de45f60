//! The quick text the game copies (Ctrl+C) given to `solve --tubes`: its
//! rule, heights and locks read from the text itself.

use super::{stderr, stdout, water_sort};
use water_sort_core::Rule;
use water_sort_core::level::{parse_quick_with, write_quick_text};

/// The copied text of `tubes` under `rule`, as the game writes it.
fn copied(tubes: &str, rule: Rule) -> String {
    let q = parse_quick_with(tubes, None, rule).unwrap();
    write_quick_text(&q.board, &q.keys).unwrap()
}

fn optimal(text: &str) -> usize {
    let o = water_sort(&["solve", "--tubes", text]);
    assert_eq!(o.status.code(), Some(0), "{text}: {}", stderr(&o));
    let out = stdout(&o);
    let last = out.lines().last().unwrap_or_default().to_string();
    last.strip_suffix(" moves (optimal)")
        .unwrap_or_else(|| panic!("{text}: {out}"))
        .parse()
        .unwrap()
}

#[test]
fn solve_reads_a_copied_position_with_its_rule() {
    let ball = copied("AABB;BBAA;;", Rule::Ball);
    assert_eq!(ball, "rules: ball;AABB;BBAA;;");
    // One ball a pour: more pours than the same deal as water.
    let water = optimal("AABB;BBAA;;");
    assert!(optimal(&ball) > water, "{} vs {water}", optimal(&ball));
    let varied = copied("AB:4;BA;[A]:3;:2", Rule::Ball);
    assert!(
        varied.starts_with("rules: ball;AB:4;BA:2;[A]:3"),
        "{varied}"
    );
    optimal(&varied);
    let bad = water_sort(&["solve", "--tubes", "rules: sand;AB;BA"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("unknown rule"), "{}", stderr(&bad));
}
