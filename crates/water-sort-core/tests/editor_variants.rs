//! The level editor's variant edits: a tube's own height, its lock and the
//! level's rule, with undo, the problems they raise, and a save that
//! changes only the edited level's text.

use water_sort_core::editor::*;
use water_sort_core::level::parse_pack;
use water_sort_core::solver::Limits;
use water_sort_core::variant::{Rule, Variant};

const PACK: &str = r##"// Comments and odd spacing, kept.
(
    name:   "Mine",
    capacity: 3,
    palette: [
        (key: 'R', name: "red",  color: "#ff0000"),   // red
        (key: 'G', name: "green", color: "#00ff00"),
        (key: 'B', name: "blue", color: "#0000ff"),
    ],
    levels: [
        // The first one.
        (name: "One",    tubes: ["RGR", "GRG", "", ""]),
        (  name: "Two", tubes: ["RRG", "GG", "R"]   ),  // odd
    ],
)
"##;

fn editor() -> PackEditor {
    PackEditor::open(PACK, "mine.ron").unwrap()
}

#[test]
fn a_tube_gets_its_own_height_never_below_its_units() {
    let mut e = editor();
    e.apply(Edit::SetHeight { tube: 2, height: 5 }).unwrap();
    assert_eq!(e.level().variant.heights, vec![3, 3, 5]);
    assert_eq!(e.tube(), 2);
    assert_eq!(
        e.apply(Edit::SetHeight { tube: 0, height: 2 }),
        Err("tube 1 holds 3 units: empty some before making it 2 tall".into())
    );
    assert!(e.apply(Edit::SetHeight { tube: 0, height: 0 }).is_err());
    assert!(e.apply(Edit::SetHeight { tube: 9, height: 2 }).is_err());
    // The taller tube takes more units than the capacity.
    for _ in 0..5 {
        e.apply(Edit::MoveUnit { from: 0, to: 2 }).unwrap_or(());
    }
    assert_eq!(e.level().tubes[2].len(), 3);
    // Back to the capacity: the heights say nothing again.
    e.apply(Edit::EmptyTube { tube: 2 }).unwrap();
    e.apply(Edit::SetHeight { tube: 2, height: 3 }).unwrap();
    assert!(e.level().variant.heights.is_empty());
    // Undo goes back through each step.
    e.undo();
    e.undo();
    assert_eq!(e.level().variant.heights, vec![3, 3, 5]);
}

#[test]
fn a_short_tube_takes_no_more_than_its_height() {
    let mut e = editor();
    e.apply(Edit::SetHeight { tube: 3, height: 1 }).unwrap();
    e.apply(Edit::AddUnit { tube: 3, colour: 2 }).unwrap();
    assert_eq!(
        e.apply(Edit::AddUnit { tube: 3, colour: 2 }),
        Err("tube 4 is full".into())
    );
    assert_eq!(
        e.apply(Edit::MoveUnit { from: 0, to: 3 }),
        Err("tube 4 is full".into())
    );
}

#[test]
fn a_lock_needs_a_key_colour_of_the_level() {
    let mut e = editor();
    e.apply(Edit::SetLock {
        tube: 2,
        key: Some(2),
    })
    .unwrap();
    assert_eq!(e.level().variant.locks, vec![None, None, Some(2)]);
    let problems = e.problems();
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(
        problems[0].starts_with("tube 3 is locked by blue (B), a colour the level does not have"),
        "{problems:?}"
    );
    assert!(e.board().is_none());
    e.apply(Edit::SetLock {
        tube: 2,
        key: Some(0),
    })
    .unwrap();
    assert!(e.problems().is_empty(), "{:?}", e.problems());
    let board = e.board().unwrap();
    assert_eq!(board.key(2), Some(0));
    assert!(
        e.apply(Edit::SetLock {
            tube: 2,
            key: Some(7)
        })
        .is_err()
    );
    // Unlocked: nothing left of the lock.
    e.apply(Edit::SetLock { tube: 2, key: None }).unwrap();
    assert!(e.level().variant.locks.is_empty());
    e.undo();
    assert_eq!(e.level().variant.locks, vec![None, None, Some(0)]);
}

#[test]
fn a_colour_no_tube_can_hold_is_a_problem() {
    let mut e = editor();
    // Level Two: red 4 units in tubes of 3.
    e.select_level(1);
    e.apply(Edit::AddUnit { tube: 2, colour: 0 }).unwrap();
    e.apply(Edit::SetHeight { tube: 2, height: 3 }).unwrap();
    // A classic level: counts are wrong.
    assert!(e.problems()[0].contains("needs 3"), "{:?}", e.problems());
    e.apply(Edit::SetRule(Rule::Ball)).unwrap();
    // Ball sort: any count some tube can hold, but none holds 4.
    let problems = e.problems();
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(
        problems[0].starts_with("red (R) has 4 units and no tube is left tall enough"),
        "{problems:?}"
    );
    assert_eq!(e.miscounted_colours(), vec![true, false, false]);
    e.apply(Edit::SetHeight { tube: 2, height: 4 }).unwrap();
    assert!(e.problems().is_empty(), "{:?}", e.problems());
    assert_eq!(e.board().unwrap().rule(), Rule::Ball);
}

#[test]
fn fewer_tubes_drop_their_heights_and_locks() {
    let mut e = editor();
    e.apply(Edit::SetHeight { tube: 3, height: 2 }).unwrap();
    e.apply(Edit::SetLock {
        tube: 3,
        key: Some(1),
    })
    .unwrap();
    e.apply(Edit::RemoveTube).unwrap();
    assert_eq!(e.level().variant, Variant::default());
}

#[test]
fn saving_writes_only_the_edited_level_and_reads_back() {
    let mut e = editor();
    e.select_level(1);
    e.apply(Edit::SetHeight { tube: 2, height: 2 }).unwrap();
    e.apply(Edit::SetLock {
        tube: 2,
        key: Some(1),
    })
    .unwrap();
    e.apply(Edit::SetRule(Rule::Ball)).unwrap();
    assert_eq!(e.changed_levels(), vec![1]);
    assert_eq!(e.levels_to_rate(), vec![1]);
    let saved = e
        .save_text(|l| assess(l, &Limits::default(), None), false)
        .unwrap();
    assert!(!saved.rewrote_whole_file);
    // Everything but level Two's `( .. )` is the file's text, byte for byte.
    let start = PACK.find("(  name: \"Two\"").unwrap();
    let end = PACK.find("  // odd").unwrap();
    let text = &saved.text;
    assert!(text.starts_with(&PACK[..start]), "{text}");
    assert!(text.ends_with(&PACK[end..]), "{text}");
    let level = &text[start..text.len() - (PACK.len() - end)];
    assert!(level.starts_with("(name: \"Two\""), "{level}");
    for field in [
        "rules: ball",
        "heights: [3, 3, 2]",
        "locks: [None, None, Some('G')]",
    ] {
        assert!(level.contains(field), "{field} in {level}");
    }
    let pack = parse_pack(&saved.text, "mine.ron").unwrap();
    let level = &pack.levels[1];
    assert_eq!(level.variant, e.level().variant);
    assert_eq!(level.tubes, e.level().tubes);
    assert!(level.optimal_moves.is_some());
    assert_eq!(pack.levels[0], e.pack().levels[0]);
    e.saved_as(&saved.text, "mine.ron").unwrap();
    assert!(!e.is_dirty());
}
