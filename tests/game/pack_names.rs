//! A pack's and a level's names in the player's language: the level
//! select's heading, the level in focus and the HUD's title show the
//! pack's `names` for the language spoken, the author's names otherwise.

use std::time::Duration;

use water_sort::game::ui::language::Language;
use water_sort_words::Lang;

use crate::support::{Harness, open, settle, start, texts};

const HARNESS: Harness = Harness {
    pack_file: "names.ron",
    timeout: Duration::from_secs(30),
    settle_frames: 10,
    one_at_a_time: false,
};

const PACK: &str = r##"(
    name: "Test",
    names: {"de": "Probe", "zh-CN": "测试"},
    palette: [
        (key: 'R', name: "red", color: "#e6194b", symbol: 'o'),
        (key: 'G', name: "green", color: "#3cb44b", symbol: '+'),
    ],
    levels: [
        (name: "One", names: {"de": "Eins"}, capacity: 2, tubes: ["RG", "GR", ""]),
        (name: "Two", capacity: 2, tubes: ["GR", "RG", ""]),
    ],
)
"##;

fn shows(app: &mut bevy::prelude::App, part: &str) -> bool {
    texts(app).iter().any(|t| t.contains(part))
}

#[test]
fn the_pack_names_itself_in_the_language_spoken() {
    let mut env = open(HARNESS, "pack-names", PACK, None);
    let app = &mut env.app;
    assert!(
        shows(app, "Test") && !shows(app, "Probe"),
        "{:?}",
        texts(app)
    );
    app.world_mut()
        .insert_resource(Language(Lang::new("de").unwrap()));
    settle(app);
    assert!(shows(app, "Probe"), "the German heading: {:?}", texts(app));
    assert!(
        shows(app, "Eins"),
        "level 1's German name in focus: {:?}",
        texts(app)
    );
    start(app, 0, 0);
    assert!(
        shows(app, "Probe — Eins"),
        "the HUD's title in German: {:?}",
        texts(app)
    );
    // A language the pack has no name for gets the author's.
    app.world_mut()
        .insert_resource(Language(Lang::new("fr").unwrap()));
    settle(app);
    assert!(shows(app, "Test — One"), "{:?}", texts(app));
}
