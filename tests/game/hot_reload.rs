//! Packs on disk while the game runs: a broken pack's diagnostic, edits
//! reloaded, levels added and removed in play, linked and new pack files,
//! built-in packs overridden by a file of the same name.

use bevy::prelude::*;
use water_sort::game::board::{CurrentLevel, Game, GameAction};
use water_sort::game::packs::{Notice, PackLibrary};
use water_sort::game::{PlayOptions, Screen};

use crate::play::{HARNESS, SOLUTION, assert_picture_matches_state, env};
use crate::support::input::{act, pour, tap_key};
use crate::support::{Env, PACK, build_app, headless_app, settle, temp_dir, wait_until};

#[test]
fn a_broken_pack_shows_its_diagnostic_instead_of_crashing() {
    let dir = temp_dir("broken");
    std::fs::write(dir.join("levels/test.ron"), PACK).unwrap();
    std::fs::write(
        dir.join("levels/broken.ron"),
        "(\n    name: \"Broken\",\n    palette: [],\n    levels: [ (name: \"x\", tubes: [\"RG\"]) ],\n)\n",
    )
    .unwrap();
    let mut app = build_app(HARNESS, &dir, None);
    wait_until(&mut app, "the level select", |w| {
        *w.resource::<State<Screen>>().get() == Screen::Title
    });
    let library = app.world().resource::<PackLibrary>();
    let broken = &library.entries[0];
    assert_eq!(broken.file_name, "broken.ron");
    let error = broken.error.as_deref().expect("an error");
    let expected_prefix = format!("{}:", dir.join("levels/broken.ron").display());
    assert!(error.starts_with(&expected_prefix), "{error}");
    // file:line:column: message
    let rest = &error[expected_prefix.len()..];
    let mut parts = rest.splitn(3, ':');
    assert!(parts.next().unwrap().parse::<usize>().is_ok(), "{error}");
    assert!(parts.next().unwrap().parse::<usize>().is_ok(), "{error}");
    assert!(library.entries[1].good.is_some());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_pack_that_is_not_utf8_is_placed_at_its_first_bad_byte() {
    let dir = temp_dir("not-utf8");
    std::fs::write(dir.join("levels/test.ron"), PACK).unwrap();
    // A byte that is no UTF-8 on line 2, after a two-byte character.
    let bytes = b"(\n    name: \"\xc3\xa9t\xffe\",\n    palette: [],\n    levels: [],\n)\n";
    let path = dir.join("levels/bad.ron");
    std::fs::write(&path, bytes).unwrap();
    let mut app = build_app(HARNESS, &dir, None);
    wait_until(&mut app, "the level select", |w| {
        *w.resource::<State<Screen>>().get() == Screen::Title
    });
    let library = app.world().resource::<PackLibrary>();
    let bad = library
        .entries
        .iter()
        .find(|e| e.file_name == "bad.ron")
        .expect("the pack is listed");
    // The words `water-sort check` says (tests/cli.rs).
    assert_eq!(
        bad.error.as_deref(),
        Some(
            format!(
                "{}:2:14: the file is not UTF-8 text: its first bad byte is here",
                path.display()
            )
            .as_str()
        )
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn editing_the_pack_reloads_it() {
    let mut env = env("reload", 1);
    let path = env.dir.join("levels/test.ron");
    let app = &mut env.app;
    pour(app, 0, 2);

    // A broken edit: the error is shown, the last good version stays.
    std::fs::write(
        &path,
        "(name: \"Test\", palette: [], levels: [ (name: \"One\" ) ])",
    )
    .unwrap();
    wait_until(app, "the broken reload", |w| {
        w.resource::<PackLibrary>().entries[0].error.is_some()
    });
    app.update();
    let game = app.world().resource::<Game>();
    assert_eq!(game.history().moves(), 1, "play goes on");
    assert!(
        game.message.as_deref().unwrap().contains("test.ron:"),
        "{:?}",
        game.message
    );
    assert!(
        app.world().resource::<PackLibrary>().entries[0]
            .good
            .is_some()
    );

    // A good edit that changes the level in play restarts it.
    std::fs::write(
        &path,
        PACK.replace("[\"RG\", \"GR\", \"\"]", "[\"GR\", \"GR\", \"\"]"),
    )
    .unwrap();
    wait_until(app, "the good reload", |w| {
        w.resource::<PackLibrary>().entries[0].error.is_none()
    });
    settle(app);
    let game = app.world().resource::<Game>();
    assert_eq!(game.history().moves(), 0);
    assert_eq!(game.board().tubes()[0].units(), &[1, 0]);
    assert_picture_matches_state(app);
}

/// The test pack with a level "Zero" before "One".
fn pack_with_zero() -> String {
    PACK.replace(
        "        (name: \"One\"",
        "        (name: \"Zero\", capacity: 2, tubes: [\"RG\", \"RG\", \"\"]),\n        (name: \"One\"",
    )
}

#[test]
fn a_level_added_before_the_one_in_play_keeps_the_game() {
    let mut env = env("insert", 1);
    let path = env.dir.join("levels/test.ron");
    let app = &mut env.app;
    pour(app, SOLUTION[0].0, SOLUTION[0].1);
    std::fs::write(&path, pack_with_zero()).unwrap();
    wait_until(app, "the reload", |w| {
        w.resource::<PackLibrary>().entries[0]
            .good
            .as_ref()
            .is_some_and(|p| p.levels.len() == 3)
    });
    settle(app);
    let game = app.world().resource::<Game>();
    assert_eq!(game.level.name, "One");
    assert_eq!(game.history().moves(), 1, "the moves are kept");
    assert_eq!((game.level_index, game.level_count()), (1, 3));
    assert_eq!(
        app.world().resource::<CurrentLevel>().pack_level(),
        Some((0, 1))
    );
    assert_picture_matches_state(app);
    // The next level is the one after "One" in the new pack.
    for (from, to) in &SOLUTION[1..] {
        pour(app, *from, *to);
    }
    assert!(!app.world().resource::<Game>().won.unwrap().last_in_pack);
    settle(app);
    act(app, GameAction::NextLevel);
    settle(app);
    assert_eq!(app.world().resource::<Game>().level.name, "Two");
}

#[test]
fn a_level_removed_while_in_play_goes_back_to_the_level_select() {
    let mut env = env("remove", 2);
    let path = env.dir.join("levels/test.ron");
    let app = &mut env.app;
    pour(app, 1, 2);
    let without_two = PACK.replace(
        "        (name: \"Two\", capacity: 2, tubes: [\"GR\", \"RG\", \"\"]),\n",
        "",
    );
    assert_ne!(without_two, PACK);
    std::fs::write(&path, without_two).unwrap();
    wait_until(app, "the level select", |w| {
        *w.resource::<State<Screen>>().get() == Screen::Title
    });
    let notice = app.world().resource::<Notice>().0.clone();
    assert!(
        notice.as_deref().is_some_and(|n| n.contains("\"Two\"")),
        "{notice:?}"
    );
}

#[cfg(unix)]
#[test]
fn a_linked_pack_in_the_levels_folder_loads() {
    let dir = temp_dir("link");
    std::fs::create_dir_all(dir.join("elsewhere")).unwrap();
    std::fs::write(dir.join("elsewhere/test.ron"), PACK).unwrap();
    std::os::unix::fs::symlink(dir.join("elsewhere/test.ron"), dir.join("levels/link.ron"))
        .unwrap();
    let mut app = build_app(HARNESS, &dir, None);
    wait_until(&mut app, "the level select", |w| {
        *w.resource::<State<Screen>>().get() == Screen::Title
    });
    let library = app.world().resource::<PackLibrary>();
    assert_eq!(library.entries.len(), 1);
    assert_eq!(library.entries[0].file_name, "link.ron");
    assert!(
        library.entries[0].good.is_some(),
        "{:?}",
        library.entries[0].error
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A pack file dropped into a pack folder while the game runs joins the
/// level select within a few seconds; deleted, it offers no levels.
#[test]
fn a_pack_added_while_the_game_runs_joins_the_library() {
    let dir = temp_dir("new-pack");
    std::fs::write(dir.join("levels/test.ron"), PACK).unwrap();
    let mut app = build_app(HARNESS, &dir, None);
    wait_until(&mut app, "the level select", |w| {
        *w.resource::<State<Screen>>().get() == Screen::Title
    });
    assert_eq!(app.world().resource::<PackLibrary>().entries.len(), 1);
    std::fs::write(
        dir.join("levels/zz-new.ron"),
        PACK.replace("\"Test\"", "\"New\""),
    )
    .unwrap();
    wait_until(&mut app, "the new pack", |w| {
        w.resource::<PackLibrary>()
            .entries
            .iter()
            .any(|e| e.file_name == "zz-new.ron" && e.good.is_some())
    });
    let library = app.world().resource::<PackLibrary>();
    assert_eq!(library.entries.len(), 2);
    assert_eq!(library.entries[1].good.as_ref().unwrap().name, "New");

    // Deleted: it keeps its place but offers no levels, and says why.
    std::fs::remove_file(dir.join("levels/zz-new.ron")).unwrap();
    wait_until(&mut app, "the pack to go", |w| {
        w.resource::<PackLibrary>().entries[1].good.is_none()
    });
    let gone = &app.world().resource::<PackLibrary>().entries[1];
    assert!(
        gone.error
            .as_ref()
            .unwrap()
            .ends_with("the file was deleted")
    );
    // Back again: its levels return.
    std::fs::write(
        dir.join("levels/zz-new.ron"),
        PACK.replace("\"Test\"", "\"Back\""),
    )
    .unwrap();
    wait_until(&mut app, "the pack to return", |w| {
        w.resource::<PackLibrary>().entries[1]
            .good
            .as_ref()
            .is_some_and(|p| p.name == "Back")
    });
    assert_eq!(app.world().resource::<PackLibrary>().entries.len(), 2);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The built-in packs come first, a pack on disk with a built-in's file name
/// takes its place (said on the level select), and a built-in level plays.
#[test]
fn built_in_packs_are_offered_and_a_disk_pack_overrides_one() {
    let dir = temp_dir("builtin");
    let levels = dir.join("levels");
    let (file_name, _) = water_sort::game::packs::BUILTIN_PACKS[1];
    std::fs::write(levels.join(file_name), PACK).unwrap();
    let options = PlayOptions {
        builtin: true,
        folders: vec![levels.clone()],
        pack: None,
        level: None,
        edit: false,
        continue_last: false,
        lang: None,
    };
    let mut app = headless_app(HARNESS, options, &dir);
    let env = Env::new(App::new(), dir);
    wait_until(&mut app, "the level select", |w| {
        *w.resource::<State<Screen>>().get() == Screen::Title
    });
    let library = app.world().resource::<PackLibrary>();
    let builtin = water_sort::game::packs::BUILTIN_PACKS;
    let shown: Vec<(&str, &str, bool)> = library
        .entries
        .iter()
        .map(|e| {
            (
                e.file_name.as_str(),
                e.display_path.as_str(),
                e.overrides_builtin,
            )
        })
        .collect();
    assert_eq!(shown.len(), builtin.len());
    for (i, (name, _)) in builtin.iter().enumerate().filter(|&(i, _)| i != 1) {
        assert!(shown.contains(&(*name, "built-in", false)), "{i} {name}");
    }
    assert!(library.entries.iter().all(|e| e.good.is_some()));
    // In the built-in pack's place, not after the others.
    let overriding = &library.entries[1];
    assert_eq!(overriding.file_name, file_name);
    assert!(overriding.overrides_builtin && overriding.path.is_some());
    assert_eq!(overriding.good.as_ref().unwrap().name, "Test");
    // Enter plays the first built-in level.
    tap_key(&mut app, KeyCode::Enter);
    wait_until(&mut app, "a built-in level", |w| {
        w.contains_resource::<Game>()
    });
    let game = app.world().resource::<Game>();
    assert_eq!(game.progress_key, builtin[0].0);
    assert_eq!(game.level_index, 0);
    drop(env);
}
