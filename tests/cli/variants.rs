//! The variants on the command line: the quick text's heights (`ABC:5`)
//! and locks (`[G]ABC`), `--rules ball|water`, and `check`'s rules column.

use super::{stderr, stdout, water_sort};

fn last_line(o: &std::process::Output) -> String {
    stdout(o).lines().last().unwrap_or_default().to_string()
}

#[test]
fn rules_ball_moves_one_unit_a_pour() {
    let water = water_sort(&["solve", "--tubes", "AABB;BBAA;"]);
    assert_eq!(water.status.code(), Some(0), "{}", stderr(&water));
    assert_eq!(last_line(&water), "3 moves (optimal)");
    let said_water = water_sort(&["solve", "--tubes", "AABB;BBAA;", "--rules", "water"]);
    assert_eq!(stdout(&said_water), stdout(&water), "water is the default");
    let ball = water_sort(&["solve", "--tubes", "AABB;BBAA;", "--rules", "ball"]);
    assert_eq!(ball.status.code(), Some(0), "{}", stderr(&ball));
    assert_eq!(last_line(&ball), "6 moves (optimal)");
}

#[test]
fn a_tube_of_its_own_height_is_read() {
    // Two empty units are not room enough to sort two colours of four.
    let short = water_sort(&["solve", "--tubes", "ABAB;BABA;:2"]);
    assert_eq!(short.status.code(), Some(1), "{}", stdout(&short));
    assert_eq!(last_line(&short), "unsolvable");
    let tall = water_sort(&["solve", "--tubes", "ABAB;BABA;:2;:4"]);
    assert_eq!(tall.status.code(), Some(0), "{}", stderr(&tall));
}

#[test]
fn a_locked_tube_stays_shut_until_its_key_is_finished() {
    let o = water_sort(&["solve", "--tubes", "AAB;BBA;[B]:3;:3"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let moves: Vec<String> = stdout(&o).lines().map(str::to_string).collect();
    // Tube 3 is touched only once B is finished (the pour 1>2 finishes it).
    let finished = moves.iter().position(|m| m == "1>2");
    for (k, m) in moves.iter().enumerate() {
        let (from, to) = m.split_once('>').unwrap_or(("", ""));
        if from == "3" || to == "3" {
            assert!(finished.is_some_and(|f| f < k), "{moves:?}");
        }
    }
    // With no way to finish the key, the lock never opens.
    let shut = water_sort(&["solve", "--tubes", "AB;BA;[A]"]);
    assert_eq!(shut.status.code(), Some(1), "{}", stdout(&shut));
}

#[test]
fn bad_variant_input_gets_one_line_and_exit_2() {
    for (args, said) in [
        (
            &["solve", "--tubes", "AB;BA;[C]"][..],
            "tube 3 is locked by 'C', a colour no unit has",
        ),
        (
            &["solve", "--tubes", "ABAB;BABA;:9"][..],
            "tube 3 has height 9",
        ),
        (
            &["solve", "--tubes", "AB;BA;", "--rules", "bowl"][..],
            "invalid value 'bowl' for '--rules",
        ),
        (
            &[
                "solve",
                "levels/1-starter.ron",
                "--level",
                "1",
                "--rules",
                "ball",
            ][..],
            "cannot be used with '--rules",
        ),
    ] {
        let o = water_sort(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stdout(&o));
        assert!(stderr(&o).contains(said), "{args:?}: {}", stderr(&o));
    }
}

#[test]
fn check_shows_the_rules_of_a_variant_pack_only() {
    let o = water_sort(&["check", "levels/8-ball-sort.ron", "levels/7-locks.ron"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.lines().next().unwrap().trim_end().ends_with("rules"),
        "{out}"
    );
    let marble = out.lines().find(|l| l.contains("Marble")).unwrap();
    assert!(marble.trim_end().ends_with(" ball"), "{marble}");
    let bead = out.lines().find(|l| l.contains("Bead")).unwrap();
    assert!(bead.contains("ball, heights 3-5"), "{bead}");
    let latch = out.lines().find(|l| l.contains("Latch")).unwrap();
    assert!(latch.trim_end().ends_with("water, 1 lock"), "{latch}");
    // A classic pack's table is as it was.
    let classic = water_sort(&["check", "levels/1-starter.ron"]);
    assert!(!stdout(&classic).contains("rules"), "{}", stdout(&classic));
}

#[test]
fn hint_takes_a_quick_text_puzzle_with_its_rules() {
    let o = water_sort(&[
        "hint",
        "--tubes",
        "AABB;BBAA;",
        "--rules",
        "ball",
        "--after",
        "1>3",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.starts_with("--tubes after 1 pour: "), "{out}");
    // Ball sort: 6 moves from the start, one made.
    assert!(out.contains("Solvable in 5 moves"), "{out}");
    assert!(out.contains("move: "), "{out}");
    let water = water_sort(&["hint", "--tubes", "AABB;BBAA;", "--after", "1>3"]);
    assert!(
        stdout(&water).contains("Solvable in 2 moves"),
        "{}",
        stdout(&water)
    );
    let shut = water_sort(&["hint", "--tubes", "AB;BA;[A]", "--json"]);
    assert_eq!(shut.status.code(), Some(1), "{}", stdout(&shut));
    assert!(
        stdout(&shut).contains("\"verdict\":\"lost\""),
        "{}",
        stdout(&shut)
    );
    let bad = water_sort(&["hint", "--tubes", "AB;BA;[C]"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        stderr(&bad).contains("--tubes: tube 3 is locked by 'C'"),
        "{}",
        stderr(&bad)
    );
}

#[test]
fn check_takes_a_quick_text_puzzle_with_its_rules() {
    let o = water_sort(&["check", "--tubes", "AABB;BBAA;", "--rules", "ball"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    let row = out.lines().nth(1).unwrap();
    assert_eq!(
        row.split_whitespace().collect::<Vec<_>>()[..4],
        ["2", "3", "4", "6"],
        "{out}"
    );
    assert!(row.ends_with(" ball"), "{row}");
    assert_eq!(last_line(&o), "checked --tubes: solvable");
    let shut = water_sort(&["check", "--tubes", "AB;BA;[A]"]);
    assert_eq!(shut.status.code(), Some(1), "{}", stdout(&shut));
    assert!(stdout(&shut).contains("water, 1 lock"), "{}", stdout(&shut));
    for args in [
        &["check", "--tubes", "AB;BA;[C]"][..],
        &["check", "levels/1-starter.ron", "--rules", "ball"][..],
        &["check", "levels/1-starter.ron", "--capacity", "3"][..],
        &[
            "hint",
            "levels/1-starter.ron",
            "--level",
            "1",
            "--rules",
            "ball",
        ][..],
    ] {
        let o = water_sort(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stdout(&o));
        assert!(stdout(&o).is_empty(), "{args:?}");
    }
}
