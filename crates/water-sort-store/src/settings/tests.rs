//! The settings reader, value by value.

use super::*;

/// What reading `text` as settings.ron says, and the settings read.
fn read(text: &str) -> (Settings, Vec<String>) {
    let checked = Settings::read(text, "settings.ron").unwrap();
    let said = checked.problems.iter().map(ToString::to_string).collect();
    (checked.value, said)
}

#[test]
fn each_number_out_of_range_is_clamped_where_it_stands() {
    let (settings, said) = read("(\n    muted: true,\n    volume: 250,\n)");
    assert_eq!((settings.volume, settings.muted), (10, true));
    assert_eq!(
        said,
        ["settings.ron:3:13: volume 250 is above 10; set to 10"]
    );
    let (settings, said) = read("(volume: -3)");
    assert_eq!(settings.volume, 0);
    assert_eq!(said, ["settings.ron:1:10: volume -3 is below 0; set to 0"]);
    let (settings, said) = read("(endless: (colours: 40, empty: 0, height: 9, difficulty: Hard))");
    let endless = settings.endless;
    assert_eq!(
        (
            endless.colours,
            endless.empty,
            endless.height,
            endless.difficulty
        ),
        (12, 1, 6, Difficulty::Hard)
    );
    assert_eq!(
        said,
        [
            "settings.ron:1:21: colours 40 is above 12; set to 12",
            "settings.ron:1:32: empty 0 is below 1; set to 1",
            "settings.ron:1:43: height 9 is above 6; set to 6",
        ]
    );
}

#[test]
fn each_value_of_the_wrong_kind_keeps_its_default() {
    let text = "(volume: \"loud\", muted: 1, symbols: yes, speed: Turbo, \
                reduced_motion: None, fullscreen: \"x\", verdict: true, dead_end: 5, \
                theme: Sepia, endless: (colours: 1.5, difficulty: Brutal), colour: 3, \
                lesson_seen: \"yes\")";
    let (settings, said) = read(text);
    assert_eq!(settings, Settings::default());
    let messages: Vec<&str> = said
        .iter()
        .map(|s| s.splitn(4, ':').nth(3).unwrap().trim())
        .collect();
    assert_eq!(
        messages,
        [
            "volume \"loud\" is not a whole number; set to 6",
            "muted 1 is not true or false; set to false",
            "symbols yes is not true or false; set to true",
            "speed Turbo is not Slow, Normal, Fast or Instant; set to Normal",
            "reduced_motion None is not true or false; set to false",
            "fullscreen \"x\" is not true or false; set to false",
            "verdict true is not Always, AfterHint or Off; set to AfterHint",
            "dead_end 5 is not AtOnce, Delayed or Off; set to Delayed",
            "theme Sepia is not DarkGlass, Light or HighContrast; set to DarkGlass",
            "colours 1.5 is not a whole number; set to 7",
            "difficulty Brutal is not Easy, Medium or Hard; set to Medium",
            "lesson_seen \"yes\" is not true or false; set to false",
        ]
    );
    // Before variants: classic; a variant read back; a bad one refused.
    assert_eq!(settings.endless.variant, game_id::VariantKind::Classic);
    let (settings, said) = read("(endless: (variant: Ball))");
    assert_eq!(settings.endless.variant, game_id::VariantKind::Ball);
    assert!(said.is_empty(), "{said:?}");
    let (settings, said) = read("(endless: (variant: Round))");
    assert_eq!(settings.endless.variant, game_id::VariantKind::Classic);
    assert!(
        said.len() == 1 && said[0].contains("Classic, Heights, Locks or Ball"),
        "{said:?}"
    );
    let (settings, said) = read("(endless: 5, volume: 2)");
    assert_eq!(settings.volume, 2);
    assert_eq!(said.len(), 1, "{said:?}");
}

#[test]
fn good_settings_read_as_serde_reads_them() {
    let changed = Settings {
        volume: 3,
        muted: true,
        symbols: false,
        speed: Speed::Instant,
        reduced_motion: true,
        fullscreen: true,
        verdict: VerdictLine::Always,
        dead_end: DeadEndWarning::Off,
        theme: ThemeName::HighContrast,
        endless: game_id::Settings {
            colours: 9,
            empty: 1,
            height: 5,
            difficulty: Difficulty::Hard,
            variant: game_id::VariantKind::Locks,
        },
        window: Some(WindowPlace {
            width: 1000,
            height: 700,
            position: Some((-20, 40)),
        }),
        language: LanguageTag::new("de"),
        lesson_seen: true,
    };
    // Every field differs from its default, so a field that `read`
    // leaves out fails the comparison below.
    let fields = |s: &Settings| -> Vec<(String, String)> {
        let doc = Lenient::parse(&ron::to_string(s).unwrap(), "f").unwrap();
        let fields = doc.root().fields().unwrap();
        fields
            .iter()
            .map(|(name, v)| (name.to_string(), v.text().to_string()))
            .collect()
    };
    let (now, before) = (fields(&changed), fields(&Settings::default()));
    assert_eq!(now.len(), before.len());
    for (a, b) in now.iter().zip(&before) {
        assert_ne!(a, b, "the test's settings must change every field");
    }
    let text = ron::ser::to_string_pretty(&changed, Default::default()).unwrap();
    assert_eq!(read(&text), (changed, vec![]));
    assert_eq!(ron::from_str::<Settings>(&text).unwrap(), changed);
    // A file from before a setting existed reads with its default.
    assert_eq!(read("(volume: 2)").0.symbols, Settings::default().symbols);
    // Not settings at all: an error, for the store to set aside.
    for bad in ["(volume: ", "[1]", "5"] {
        assert!(Settings::read(bad, "settings.ron").is_err(), "{bad}");
    }
}

#[test]
fn the_window_kept_reads_back_and_a_bad_one_is_left_to_the_first_run_rule() {
    let text = "(window: Some((width: 1093, height: 614, position: Some((136, 77)))))";
    let (settings, said) = read(text);
    assert_eq!(
        settings.window,
        Some(WindowPlace {
            width: 1093,
            height: 614,
            position: Some((136, 77)),
        })
    );
    assert_eq!(said, Vec::<String>::new());
    // Wayland says no position.
    let (settings, _) = read("(window: Some((width: 900, height: 650, position: None)))");
    assert_eq!(settings.window.unwrap().position, None);
    let (settings, said) = read("(volume: 2, window: (width: \"wide\"))");
    assert_eq!((settings.volume, settings.window), (2, None));
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(
        said[0].starts_with("settings.ron:1:21: window (width: \"wide\") is not None or Some("),
        "{said:?}"
    );
}

#[test]
fn the_lesson_seen_is_kept_and_a_new_player_has_not_seen_it() {
    assert!(!Settings::default().lesson_seen);
    assert!(!read("(volume: 2)").0.lesson_seen);
    let (settings, said) = read("(lesson_seen: true)");
    assert!(settings.lesson_seen);
    assert!(said.is_empty(), "{said:?}");
}
