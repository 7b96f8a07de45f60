//! The level editor's model through its public API: every edit, undo and
//! redo, validation, deals, and the text a save writes.

use water_sort_core::Board;
use water_sort_core::editor::*;
use water_sort_core::generate::default_palette;
use water_sort_core::level::parse_pack;
use water_sort_core::solver::{Limits, Outcome, solve};

const PACK: &str = r##"// A pack with comments.
(
    name: "Mine",
    capacity: 2,
    palette: [
        (key: 'R', name: "red",  color: "#ff0000"),
        (key: 'G', name: "green", color: "#00ff00"),
    ],
    levels: [
        // The first one.
        (name: "One", tubes: ["RG", "GR", ""]),
        (name: "Two",   tubes: ["RR", "G", "G"]),
    ],
)
"##;

fn editor() -> PackEditor {
    PackEditor::open(PACK, "mine.ron").unwrap()
}

#[test]
fn units_go_on_and_come_off_the_selected_tube() {
    let mut e = editor();
    assert_eq!(e.apply(Edit::RemoveTop { tube: 0 }), Ok(()));
    assert_eq!(e.level().tubes[0], vec![0]);
    assert_eq!(
        e.apply(Edit::AddUnit { tube: 1, colour: 0 }),
        Err("tube 2 is full".into())
    );
    e.apply(Edit::AddUnit { tube: 2, colour: 1 }).unwrap();
    assert_eq!(e.level().tubes[2], vec![1]);
    assert_eq!(e.tube(), 2);
    e.apply(Edit::EmptyTube { tube: 1 }).unwrap();
    assert!(e.level().tubes[1].is_empty());
    assert_eq!(
        e.apply(Edit::EmptyTube { tube: 1 }),
        Err("tube 2 is empty".into())
    );
    assert_eq!(
        e.apply(Edit::AddUnit { tube: 3, colour: 0 }),
        Err("there is no tube 4".into())
    );
}

#[test]
fn wrong_counts_are_named_and_block_the_board() {
    let mut e = editor();
    assert!(e.problems().is_empty());
    assert!(e.board().is_some());
    e.apply(Edit::RemoveTop { tube: 0 }).unwrap();
    assert_eq!(e.colour_counts(), vec![2, 1]);
    assert_eq!(e.problems(), vec!["green (G) has 1 unit, needs 2"]);
    assert!(e.board().is_none());
}

#[test]
fn undo_and_redo_walk_every_edit() {
    let mut e = editor();
    let start = e.pack().clone();
    e.apply(Edit::RemoveTop { tube: 0 }).unwrap();
    e.apply(Edit::AddTube).unwrap();
    e.apply(Edit::RenameLevel("Uno".into())).unwrap();
    let end = e.pack().clone();
    assert!(e.undo() && e.undo() && e.undo());
    assert!(!e.undo());
    assert_eq!(e.pack(), &start);
    assert!(!e.is_dirty());
    assert!(e.redo() && e.redo() && e.redo());
    assert!(!e.redo());
    assert_eq!(e.pack(), &end);
    // A new edit after undo drops the redo steps.
    e.undo();
    e.apply(Edit::AddTube).unwrap();
    assert!(!e.can_redo());
}

#[test]
fn refused_edits_change_nothing_and_leave_no_undo_step() {
    let mut e = editor();
    assert!(e.apply(Edit::SetCapacity(1)).is_err());
    assert_eq!(e.apply(Edit::RemoveTube), Ok(()), "the last tube is empty");
    assert_eq!(e.apply(Edit::RemoveTube), Err("tube 2 is not empty".into()));
    e.undo();
    assert!(!e.can_undo());
}

#[test]
fn capacity_shrinks_only_when_every_tube_fits() {
    let mut e = editor();
    e.apply(Edit::SetCapacity(3)).unwrap();
    e.apply(Edit::AddUnit { tube: 0, colour: 0 }).unwrap();
    assert_eq!(
        e.apply(Edit::SetCapacity(2)),
        Err("tube 1 holds 3 units: empty some before shrinking to 2".into())
    );
    e.apply(Edit::RemoveTop { tube: 0 }).unwrap();
    e.apply(Edit::SetCapacity(2)).unwrap();
    assert_eq!(e.level().capacity, 2);
}

#[test]
fn levels_are_added_duplicated_moved_and_deleted() {
    let mut e = editor();
    e.apply(Edit::DuplicateLevel).unwrap();
    assert_eq!(e.level().name, "One copy");
    assert_eq!(e.level_index(), 1);
    e.apply(Edit::MoveLevelUp).unwrap();
    let names = |e: &PackEditor| -> Vec<String> {
        e.pack().levels.iter().map(|l| l.name.clone()).collect()
    };
    assert_eq!(names(&e), ["One copy", "One", "Two"]);
    assert!(e.apply(Edit::MoveLevelUp).is_err());
    e.apply(Edit::AddLevel).unwrap();
    assert_eq!(names(&e), ["One copy", "One", "Two", "Level 4"]);
    assert_eq!(e.level().tubes.len(), NEW_LEVEL_TUBES);
    e.apply(Edit::DeleteLevel).unwrap();
    assert_eq!(e.level_index(), 2);
    assert_eq!(
        e.apply(Edit::RenameLevel("One".into())),
        Err("another level is named \"One\"".into())
    );
}

#[test]
fn invalid_levels_are_not_saved() {
    let mut e = editor();
    e.select_level(1);
    e.apply(Edit::RemoveTop { tube: 1 }).unwrap();
    assert_eq!(
        e.save_text(|_| None, false),
        Err(SaveRefusal::Invalid {
            level: 1,
            reason: "green (G) has 1 unit, needs 2".into()
        })
    );
}

#[test]
fn saving_keeps_the_file_around_the_changed_level() {
    let mut e = editor();
    e.select_level(1);
    e.apply(Edit::MoveUnit { from: 0, to: 1 }).unwrap();
    let text = e
        .save_text(|l| assess(l, &Limits::default(), None), false)
        .unwrap();
    assert!(!text.rewrote_whole_file);
    let text = text.text;
    assert!(text.starts_with("// A pack with comments."));
    assert!(text.contains(
        "        // The first one.\n        (name: \"One\", tubes: [\"RG\", \"GR\", \"\"]),"
    ));
    let pack = parse_pack(&text, "").unwrap();
    assert_eq!(pack.levels[1].tubes, vec![vec![0], vec![1, 0], vec![1]]);
    assert_eq!(pack.levels[1].optimal_moves, Some(2));
    assert!(pack.levels[1].difficulty.is_some());
    e.saved_as(&text, "mine.ron").unwrap();
    assert!(!e.is_dirty());
    assert_eq!(e.changed_levels(), Vec::<usize>::new());
}

#[test]
fn a_level_that_starts_solved_is_no_level() {
    let mut e = editor();
    e.select_level(1);
    // RR, G, G: one pour from solved.
    assert!(e.problems().is_empty());
    e.apply(Edit::MoveUnit { from: 2, to: 1 }).unwrap();
    assert_eq!(
        e.problems(),
        vec!["the level is already solved: mix the colours"]
    );
    assert!(matches!(
        e.save_text(|_| None, false),
        Err(SaveRefusal::Invalid { level: 1, .. })
    ));
    // Nor does a pack on disk read with one.
    let solved = PACK.replace(r#"["RR", "G", "G"]"#, r#"["RR", "GG", ""]"#);
    let problems = parse_pack(&solved, "solved.ron").unwrap_err();
    assert!(
        problems[0].to_string().contains("is already solved"),
        "{}",
        problems[0]
    );
    // A deal needs three tubes (two colours): one colour is no puzzle.
    assert_eq!(deal(2, 4, 20, 1, &Limits::default(), None), None);
    let (_, tubes) = deal(3, 4, 20, 1, &Limits::default(), None).unwrap();
    assert!(!water_sort_core::level::starts_solved(&tubes, 4));
    assert_eq!(tubes.iter().filter(|t| t.is_empty()).count(), 1);
}

#[test]
fn an_unsolvable_level_needs_confirming() {
    // Capacity 2, two colours interleaved and no empty tube: stuck.
    let mut e = editor();
    e.apply(Edit::RemoveTube).unwrap();
    let refused = e.save_text(|l| assess(l, &Limits::default(), None), false);
    assert_eq!(refused, Err(SaveRefusal::Unsolvable { level: 0 }));
    let text = e
        .save_text(|l| assess(l, &Limits::default(), None), true)
        .unwrap()
        .text;
    let pack = parse_pack(&text, "").unwrap();
    assert_eq!(pack.levels[0].tubes.len(), 2);
    assert_eq!(pack.levels[0].optimal_moves, None);
}

#[test]
fn a_new_pack_starts_with_the_default_palette_and_one_empty_level() {
    let e = PackEditor::open("", "new").unwrap();
    assert_eq!(e.pack().palette, default_palette());
    assert_eq!(e.pack().levels.len(), 1);
    assert!(e.is_dirty());
    assert_eq!(e.problems(), vec!["the level has no liquid yet"]);
}

#[test]
fn deals_are_seeded_solvable_and_fill_the_level() {
    let limits = Limits::default();
    let (seed, tubes) = deal(7, 4, 20, 42, &limits, None).unwrap();
    assert_eq!(
        deal(7, 4, 20, seed, &limits, None),
        Some((seed, tubes.clone()))
    );
    assert_eq!(tubes.len(), 7);
    assert_eq!(tubes.iter().filter(|t| t.is_empty()).count(), 2);
    let board = Board::new(4, &tubes).unwrap();
    assert!(matches!(
        solve(&board, &limits, None).outcome,
        Outcome::Optimal(_)
    ));
    // Few colours in the palette: more empty tubes.
    let (_, tubes) = deal(7, 4, 2, 42, &limits, None).unwrap();
    assert_eq!(tubes.iter().filter(|t| t.is_empty()).count(), 5);
    let mut e = editor();
    e.apply(Edit::SetTubes { capacity: 4, tubes }).unwrap();
    assert!(e.problems().is_empty());
}

#[test]
fn colours_are_added_and_changed_with_unique_keys() {
    let mut e = editor();
    let teal = parse_colour_line("Q teal #469990 q").unwrap();
    assert_eq!(teal.rgb, [0x46, 0x99, 0x90]);
    e.apply(Edit::AddColour(teal)).unwrap();
    assert_eq!(e.pack().palette.len(), 3);
    let clash = parse_colour_line("R rose #ff00ff").unwrap();
    assert_eq!(
        e.apply(Edit::ChangeColour {
            index: 1,
            colour: clash.clone()
        }),
        Err("key R is already red (colour 1)".into())
    );
    e.apply(Edit::ChangeColour {
        index: 0,
        colour: clash,
    })
    .unwrap();
    assert_eq!(e.pack().palette[0].name, "rose");
    assert!(parse_colour_line("Q teal 469990").is_err());
    // Two colours alike could not be told apart in play.
    let same = parse_colour_line("Z scarlet #00ff00").unwrap();
    assert_eq!(
        e.apply(Edit::AddColour(same)),
        Err("#00ff00 is already green (G): players could not tell them apart".into())
    );
}

#[test]
fn undo_past_a_save_then_saving_again_keeps_the_file_around_the_level() {
    let mut e = editor();
    let rate = |l: &water_sort_core::level::Level| assess(l, &Limits::default(), None);
    e.select_level(1);
    e.apply(Edit::MoveUnit { from: 0, to: 2 }).unwrap();
    let first = e.save_text(rate, false).unwrap();
    e.saved_as(&first.text, "mine.ron").unwrap();
    // Back to before the save (and before it, a level added and removed).
    assert!(e.undo());
    assert!(e.is_dirty());
    let second = e.save_text(rate, false).unwrap();
    assert!(!second.rewrote_whole_file);
    let text = second.text;
    assert!(text.starts_with("// A pack with comments.\n(\n    name: \"Mine\","));
    assert!(text.contains(
        "        // The first one.\n        (name: \"One\", tubes: [\"RG\", \"GR\", \"\"]),\n"
    ));
    let pack = parse_pack(&text, "").unwrap();
    assert_eq!(pack.levels[1].tubes, vec![vec![0, 0], vec![1], vec![1]]);
    // A level duplicated before the save and its copy: each keeps its text.
    e.saved_as(&text, "mine.ron").unwrap();
    e.select_level(0);
    e.apply(Edit::DuplicateLevel).unwrap();
    let third = e.save_text(rate, false).unwrap();
    e.saved_as(&third.text, "mine.ron").unwrap();
    assert!(e.undo());
    let fourth = e.save_text(rate, false).unwrap();
    assert!(!fourth.rewrote_whole_file);
    assert_eq!(parse_pack(&fourth.text, "").unwrap().levels.len(), 2);
    assert!(fourth.text.contains("// The first one."));
}

#[test]
fn a_pack_with_wrong_counts_opens_for_fixing_and_saves_once_fixed() {
    let broken = PACK.replace(r#"["RR", "G", "G"]"#, r#"["RR", "G", ""]"#);
    assert!(parse_pack(&broken, "").is_err());
    let mut e = PackEditor::open(&broken, "mine.ron").unwrap();
    e.select_level(1);
    assert_eq!(e.problems(), vec!["green (G) has 1 unit, needs 2"]);
    let rate = |l: &water_sort_core::level::Level| assess(l, &Limits::default(), None);
    assert_eq!(
        e.save_text(rate, false),
        Err(SaveRefusal::Invalid {
            level: 1,
            reason: "green (G) has 1 unit, needs 2".into()
        })
    );
    e.apply(Edit::AddUnit { tube: 2, colour: 1 }).unwrap();
    let saved = e.save_text(rate, false).unwrap();
    assert!(!saved.rewrote_whole_file);
    assert!(
        saved
            .text
            .starts_with(&PACK[..PACK.find("(name: \"Two\"").unwrap()])
    );
    assert!(parse_pack(&saved.text, "").is_ok());
}

#[test]
fn a_tube_hides_at_most_what_it_holds_and_less_once_units_go() {
    let mut e = editor();
    e.apply(Edit::SetHidden { tube: 1, count: 2 }).unwrap();
    assert_eq!(e.level().hidden, vec![0, 2]);
    assert_eq!(e.tube(), 1);
    assert_eq!(
        e.apply(Edit::SetHidden { tube: 1, count: 3 }),
        Err("tube 2 holds 2 units: it cannot hide 3".into())
    );
    assert_eq!(
        e.apply(Edit::SetHidden { tube: 2, count: 1 }),
        Err("tube 3 is empty: it has nothing to hide".into())
    );
    assert_eq!(
        e.apply(Edit::SetHidden { tube: 3, count: 0 }),
        Err("there is no tube 4".into())
    );
    // Taking units lowers the count; moving one away too.
    e.apply(Edit::RemoveTop { tube: 1 }).unwrap();
    assert_eq!(e.level().hidden, vec![0, 1]);
    e.apply(Edit::MoveUnit { from: 1, to: 2 }).unwrap();
    assert_eq!(e.level().hidden, Vec::<usize>::new(), "no trailing zeros");
    // Each change is one undo step.
    e.undo();
    e.undo();
    assert_eq!(e.level().hidden, vec![0, 2]);
    assert_eq!(e.level().tubes[1], vec![1, 0]);
    e.undo();
    assert!(e.level().hidden.is_empty());
    assert!(!e.is_dirty());
}

#[test]
fn the_start_reveals_what_the_player_sees_first() {
    let mut e = editor();
    // "RG": hiding both shows the top G at the start; "GR" hiding one
    // shows nothing more (R on G).
    e.apply(Edit::SetHidden { tube: 0, count: 2 }).unwrap();
    e.apply(Edit::SetHidden { tube: 1, count: 1 }).unwrap();
    assert_eq!(start_hidden(e.level()), vec![1, 1, 0]);
    // A run of one colour is revealed down to where it changes.
    let mut level = e.level().clone();
    level.tubes = vec![vec![1, 0, 0], vec![1, 1, 0], vec![]];
    level.capacity = 3;
    level.hidden = vec![3, 2];
    assert_eq!(start_hidden(&level), vec![1, 2, 0]);
}

#[test]
fn the_start_verdict_is_honest_about_what_is_hidden() {
    let mut e = editor();
    e.apply(Edit::SetHidden { tube: 0, count: 1 }).unwrap();
    e.apply(Edit::SetHidden { tube: 1, count: 1 }).unwrap();
    let limits = water_sort_core::solver::view_advice::MysteryLimits::default();
    let verdict = assess_start(e.level(), &limits, None).unwrap();
    // R under G and G under R: whatever is hidden, the player wins.
    assert_eq!(
        verdict,
        water_sort_core::solver::view_advice::MysteryVerdict::Guaranteed
    );
    // (Its words are the words crate's: `water-sort-words`'s editor tests.)
    // A level that is not a board has no verdict.
    e.apply(Edit::RemoveTop { tube: 0 }).unwrap();
    assert_eq!(assess_start(e.level(), &limits, None), None);
}

#[test]
fn hidden_counts_save_into_the_file_around_the_rest() {
    let mut e = editor();
    e.apply(Edit::SetHidden { tube: 1, count: 1 }).unwrap();
    assert_eq!(e.changed_levels(), vec![0]);
    assert_eq!(e.levels_to_rate(), Vec::<usize>::new(), "the same puzzle");
    let text = e.save_text(|_| None, false).unwrap();
    assert!(!text.rewrote_whole_file);
    let expected = PACK.replace(
        "(name: \"One\", tubes: [\"RG\", \"GR\", \"\"]),",
        "(name: \"One\", tubes: [\"RG\", \"GR\", \"\"], hidden: [0, 1]),",
    );
    assert_eq!(text.text, expected);
    e.saved_as(&text.text, "mine.ron").unwrap();
    assert!(!e.is_dirty());
    // Hiding nothing again takes the field away, and only it.
    e.apply(Edit::SetHidden { tube: 1, count: 0 }).unwrap();
    let text = e.save_text(|_| None, false).unwrap();
    assert_eq!(text.text, PACK);
}

/// A mystery level's recorded `par` is of the units it hides: kept while
/// they are the same, dropped when they change (as `optimal_moves` is
/// dropped when the tubes change).
#[test]
fn a_mystery_par_is_kept_while_the_same_units_are_hidden() {
    let src = PACK.replace(
        r#"(name: "One", tubes: ["RG", "GR", ""]),"#,
        r#"(name: "One", tubes: ["RG", "GR", ""], hidden: [1, 1],
         optimal_moves: 3, par: 4),"#,
    );
    let saved = |e: &PackEditor| {
        let text = e.save_text(|_| None, false).unwrap();
        assert!(!text.rewrote_whole_file);
        parse_pack(&text.text, "").unwrap().levels[0].clone()
    };
    let mut e = PackEditor::open(&src, "mine.ron").unwrap();
    assert_eq!(e.level().par, Some(4));
    // Renamed: the same level to play.
    e.apply(Edit::RenameLevel("Uno".into())).unwrap();
    let level = saved(&e);
    assert_eq!((level.optimal_moves, level.par), (Some(3), Some(4)));
    // Another unit hidden: the optimum holds, the par is of other help.
    e.apply(Edit::SetHidden { tube: 0, count: 2 }).unwrap();
    // At once (a playtest would show it).
    assert_eq!(e.level().par, None);
    let level = saved(&e);
    assert_eq!((level.optimal_moves, level.par), (Some(3), None));
    // Back as it was: kept again, as undo keeps it.
    e.apply(Edit::SetHidden { tube: 0, count: 1 }).unwrap();
    assert_eq!(saved(&e).par, Some(4));
    e.undo();
    e.undo();
    assert_eq!(e.level().par, Some(4));
    e.redo();
    e.redo();
    // Other tubes: both go (nothing assessed them here).
    e.apply(Edit::MoveUnit { from: 0, to: 2 }).unwrap();
    let level = saved(&e);
    assert_eq!((level.optimal_moves, level.par), (None, None));
}
