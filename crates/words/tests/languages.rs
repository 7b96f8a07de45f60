//! Every shipped language says the words crate's sentences: a
//! representative sentence of each message file, in every language, is
//! there (never empty, never English where the language has its own
//! words), carries the numbers it was given in the language's own form,
//! and no message it needs is missing; plurals choose their form.

use water_sort_core::Pour;
use water_sort_core::attempt::Headline;
use water_sort_core::editor::Assessment;
use water_sort_core::file_notice::{FileNotice, SaveFile};
use water_sort_core::help::{DeadEndWarning, Report, Standing};
use water_sort_core::solver::view_advice::Guarantee;
use water_sort_store::settings::ThemeName;
use water_sort_words::editor::{Start, status};
use water_sort_words::lang::BUILTIN_LOCALES;
use water_sort_words::{Lang, finish, help, level_select, notices, play, settings};

fn report(standing: Standing) -> Report {
    Report {
        standing,
        hint: Some(Pour::new(10, 11)),
        hint_goes_back: false,
        no_hint: None,
        rewind_steps: None,
        winning_strategy: false,
        extra_tube: None,
    }
}

/// One sentence of each file, and the numbers (as the language writes
/// them) or texts it must carry.
fn sentences(lang: &Lang) -> Vec<(&'static str, String, Vec<String>)> {
    let n = |x: f64| lang.number(x);
    let solvable = report(Standing::Solvable {
        moves: 12,
        optimal: true,
    });
    let possible = report(Standing::Possible {
        share: 0.5,
        exact: true,
        sampled: false,
        examined: 2000,
        arrangements: Some(2000),
        guarantee: Guarantee::Refuted,
    });
    let found = Assessment::Solvable {
        optimal_moves: 14,
        difficulty: 3.25,
    };
    let decimal = lang.number(0.5).chars().nth(1).unwrap();
    vec![
        (
            "help.ftl (hint)",
            help::words(lang, &solvable, "Space", false).hint,
            vec![n(11.0), n(12.0), "Space".into()],
        ),
        (
            "help.ftl (detail)",
            help::detail(lang, &possible),
            vec![n(1000.0), n(2000.0)],
        ),
        (
            "finish.ftl",
            finish::headline(lang, Headline::PackDone { levels: 1234 }, "Clover"),
            vec![n(1234.0), "Clover".into()],
        ),
        ("play.ftl", play::extra_tube_taken(lang, 2), vec![n(2.0)]),
        ("play.ftl (tube)", play::tube_name(lang, 13), vec![n(14.0)]),
        (
            "level-select.ftl",
            level_select::players_pack_home(lang, "/d/levels/mine.ron"),
            vec!["/d/levels/mine.ron".into()],
        ),
        (
            "settings.ftl",
            settings::dead_end(lang, DeadEndWarning::Delayed),
            vec![n(5.0)],
        ),
        (
            "settings.ftl (theme)",
            settings::theme_name(lang, ThemeName::DarkGlass),
            vec![],
        ),
        (
            "notices.ftl",
            notices::file_notice(
                lang,
                &FileNotice::SetAside {
                    file: SaveFile::Statistics,
                    aside: "d/statistics.ron.bad-1".into(),
                },
            ),
            vec!["d/statistics.ron.bad-1".into()],
        ),
        (
            "editor.ftl",
            status(lang, &[], Some(&found), Start::NotMystery),
            vec![n(14.0), format!("3{decimal}25")],
        ),
    ]
}

#[test]
fn every_language_says_each_file_with_its_numbers_in_its_own_form() {
    let english = sentences(&Lang::english());
    for (tag, _) in BUILTIN_LOCALES {
        let lang = Lang::new(tag).unwrap();
        for ((file, said, numbers), (_, in_english, _)) in sentences(&lang).iter().zip(&english) {
            assert!(!said.trim().is_empty(), "{tag} {file}: empty");
            // French says "tube" as English does.
            let same_word = *tag == "fr" && *file == "play.ftl (tube)";
            if *tag != "en-US" && !same_word {
                assert_ne!(said, in_english, "{tag} {file}: still English");
            }
            for number in numbers {
                assert!(
                    said.contains(number.as_str()),
                    "{tag} {file}: {number:?} not in {said:?}"
                );
            }
        }
        assert!(
            lang.take_missing().is_empty(),
            "{tag} lacks messages (or one failed to format)"
        );
    }
}

#[test]
fn large_numbers_are_written_in_the_languages_form() {
    let say = |tag| finish::solved_in(&Lang::new(tag).unwrap(), 1234);
    assert_eq!(say("en-US"), "Solved in 1,234 moves");
    assert_eq!(say("de"), "In 1.234 Zügen gelöst");
}

#[test]
fn plurals_choose_their_form_in_english_and_german() {
    let en = Lang::english();
    let de = Lang::new("de").unwrap();
    assert_eq!(finish::solved_in(&en, 1), "Solved in 1 move");
    assert_eq!(finish::solved_in(&en, 2), "Solved in 2 moves");
    assert_eq!(finish::solved_in(&de, 1), "In 1 Zug gelöst");
    assert_eq!(finish::solved_in(&de, 2), "In 2 Zügen gelöst");
    assert_eq!(finish::stars_line(&en, 1), "1 star of 3");
    assert_eq!(finish::stars_line(&en, 2), "2 stars of 3");
    let hint = |lang: &Lang, moves| {
        help::words(
            lang,
            &report(Standing::Solvable {
                moves,
                optimal: true,
            }),
            "",
            false,
        )
        .hint
    };
    assert_eq!(
        hint(&en, 1),
        "Hint: pour tube 11 into tube 12, 1 move to go"
    );
    assert_eq!(
        hint(&en, 2),
        "Hint: pour tube 11 into tube 12, 2 moves to go"
    );
    assert_eq!(
        hint(&de, 1),
        "Tipp: Röhrchen 11 in Röhrchen 12 gießen, noch 1 Zug"
    );
    assert_eq!(
        hint(&de, 2),
        "Tipp: Röhrchen 11 in Röhrchen 12 gießen, noch 2 Züge"
    );
}
