//! A translator's files in the data directory (`locales/<tag>/*.ftl`):
//! their messages replace the shipped ones at once, a problem in them is
//! shown on the level select at its file:line:column, and a changed file is
//! read again while the game runs.

use std::time::Duration;

use water_sort::game::{PlayOptions, Screen};

use crate::support::{Harness, headless_app, screen, settle, temp_dir, texts, wait_until};

const HARNESS: Harness = Harness {
    pack_file: "unused.ron",
    timeout: Duration::from_secs(30),
    settle_frames: 10,
    one_at_a_time: false,
};

#[test]
fn a_translators_file_is_used_placed_when_broken_and_read_again_when_changed() {
    let dir = temp_dir("translators");
    let german = dir.join("data/locales/de");
    std::fs::create_dir_all(&german).unwrap();
    let file = german.join("mine.ftl");
    std::fs::write(&file, "screens-rule = Meine Regel\n\nbroken { $oops }\n").unwrap();
    let options = PlayOptions {
        lang: Some("de".into()),
        ..PlayOptions::default()
    };
    let mut app = headless_app(HARNESS, options, &dir);
    wait_until(&mut app, "the level select", |w| screen(w) == Screen::Title);
    settle(&mut app);
    let shown = texts(&mut app);
    assert!(shown.iter().any(|t| t == "Meine Regel"), "{shown:?}");
    let place = format!("{}:3:8", file.display());
    assert!(
        shown.iter().any(|t| t.contains(&place)),
        "the problem at {place}: {shown:?}"
    );

    std::fs::write(&file, "screens-rule = Neue Regel\n").unwrap();
    // The files are looked at once a second (50 frames of 20 ms).
    for _ in 0..60 {
        app.update();
    }
    settle(&mut app);
    let shown = texts(&mut app);
    assert!(shown.iter().any(|t| t == "Neue Regel"), "{shown:?}");
    assert!(
        !shown.iter().any(|t| t.contains("mine.ftl")),
        "the mended file is no longer named: {shown:?}"
    );
}
