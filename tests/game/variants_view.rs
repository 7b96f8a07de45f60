//! How the variants are drawn: tubes of their own heights on one scale and
//! one baseline (glass, hit box), a locked tube's lock (there while it is
//! locked, lifted away after the pour that opens it, back after an undo),
//! the refusal of a locked tube in words, and the HUD's rule line on a
//! level that is not classic only.

use bevy::prelude::*;
use water_sort::game::board::{BoardLayout, Game, GameAction, HudRule};
use water_sort::game::scene::{LockSeal, TubeArt, TubeIndex};
use water_sort::game::ui::language::Language;
use water_sort::game::ui::settings::Settings;
use water_sort_store::settings::LanguageTag;

use crate::play::env_with;
use crate::support::input::{act, pour};
use crate::support::settle;

/// A heights level (a 3-high tube beside 5-high ones), a locks level
/// (tube 4 locked until blue is sorted: 5>3 opens it) and a classic one.
const PACK: &str = r##"(
    name: "Variants",
    palette: [
        (key: 'R', name: "red", color: "#e6194b", symbol: 'o'),
        (key: 'G', name: "green", color: "#3cb44b", symbol: '+'),
        (key: 'B', name: "blue", color: "#4363d8", symbol: 'x'),
    ],
    levels: [
        (name: "Heights", capacity: 5, tubes: ["GR", "RRGGG", ""], heights: [3, 5, 5]),
        (name: "Locks", capacity: 4, tubes: ["RGRG", "GRGR", "BBB", "", "B"],
            locks: [None, None, None, Some('B')]),
        (name: "Classic", capacity: 2, tubes: ["RG", "GR", ""]),
    ],
)
"##;

/// The height of tube `t`'s rim (its highest glass part) over the tube's
/// origin, in window pixels (the tube is drawn at the layout's scale).
fn rim_y(app: &mut App, t: usize) -> f32 {
    let glass = app.world().resource::<TubeArt>().glass.clone();
    let world = app.world_mut();
    let mut tubes = world.query::<(Entity, &TubeIndex)>();
    let tube = tubes.iter(world).find(|(_, i)| i.0 == t).unwrap().0;
    let scale = world.get::<Transform>(tube).unwrap().scale.y;
    let mut parts = world.query::<(&ChildOf, &MeshMaterial2d<ColorMaterial>, &Transform)>();
    parts
        .iter(world)
        .filter(|(c, m, _)| c.parent() == tube && m.0 == glass)
        .map(|(_, _, t)| t.translation.y * scale)
        .fold(f32::MIN, f32::max)
}

/// The lock on tube `t`, if any: its entity and world height.
fn lock_on(app: &mut App, t: usize) -> Option<(Entity, f32)> {
    let world = app.world_mut();
    let mut tubes = world.query::<(Entity, &TubeIndex)>();
    let tube = tubes.iter(world).find(|(_, i)| i.0 == t).unwrap().0;
    let mut locks = world.query_filtered::<(Entity, &ChildOf, &Transform), With<LockSeal>>();
    locks
        .iter(world)
        .find(|(_, c, _)| c.parent() == tube)
        .map(|(e, _, tr)| (e, tr.translation.y))
}

fn rule_line(app: &mut App) -> (String, Display) {
    let world = app.world_mut();
    let mut q = world.query_filtered::<(&Text, &Node), With<HudRule>>();
    let (text, node) = q.single(world).unwrap();
    (text.0.clone(), node.display)
}

#[test]
fn tubes_of_their_own_heights_share_one_scale_and_one_baseline() {
    let mut env = env_with("variant-heights", PACK, 1);
    let app = &mut env.app;
    let layout = app.world().resource::<BoardLayout>().clone();
    assert_eq!(layout.capacity, 5, "the rows are laid out for the tallest");
    assert_eq!(layout.homes[0].y, layout.homes[1].y, "one baseline");
    let (short, tall) = (rim_y(app, 0), rim_y(app, 1));
    // Two units lower, a unit being as tall in both (UNIT_H, 40 tube units).
    let units = (tall - short) / (layout.scale * 40.0);
    assert!((units - 2.0).abs() < 0.01, "{short} {tall} {units}");
    // A point just under the tall tube's rim hits it; as high over the
    // short tube hits nothing.
    let high = tall - 2.0 * layout.scale;
    assert_eq!(layout.hit(layout.homes[1] + Vec2::Y * high), Some(1));
    let over_short = layout.homes[0] + Vec2::Y * (high + 40.0 * layout.scale);
    assert_eq!(layout.hit(over_short), None);
    let (text, display) = rule_line(app);
    assert_eq!(text, "Tubes of different heights");
    assert_eq!(display, Display::Flex);
}

#[test]
fn a_lock_is_drawn_until_its_pour_and_back_after_undo() {
    let mut env = env_with("variant-locks", PACK, 2);
    let app = &mut env.app;
    app.world_mut().resource_mut::<Settings>().reduced_motion = false;
    let (_, closed_y) = lock_on(app, 3).expect("the locked tube has its lock");
    assert!(lock_on(app, 2).is_none(), "an open tube has none");
    // A pour into the locked tube is refused, in words.
    act(app, GameAction::Press(0));
    act(app, GameAction::Press(3));
    let message = app.world().resource::<Game>().message.clone();
    assert_eq!(
        message.as_deref(),
        Some("Tube 4 is locked until blue (x) is sorted")
    );
    settle(app);
    // The opening pour: the lock lifts away, then is gone.
    pour(app, 4, 2);
    assert!(!app.world().resource::<Game>().board().is_locked(3));
    let mut lifted = false;
    for _ in 0..120 {
        app.update();
        match lock_on(app, 3) {
            Some((_, y)) if y > closed_y + 1.0 => lifted = true,
            Some(_) => {}
            None => break,
        }
    }
    assert!(lifted, "the lock lifts as it comes off");
    assert!(lock_on(app, 3).is_none(), "the lock is gone once open");
    act(app, GameAction::Undo);
    settle(app);
    let (_, y) = lock_on(app, 3).expect("an undo locks the tube again");
    assert_eq!(y, closed_y, "closed, not lifting");
    let (text, _) = rule_line(app);
    assert_eq!(text, "Locked tubes open when their colour is sorted");
}

/// The refusal names the key colour in the player's language, its symbol
/// beside it: said again in each language the player picks.
#[test]
fn a_locked_tubes_refusal_names_its_colour_in_the_language_spoken() {
    let mut env = env_with("variant-lock-words", PACK, 2);
    let app = &mut env.app;
    let refusal = |app: &mut App, tag: &str| {
        app.world_mut().resource_mut::<Settings>().language = LanguageTag::new(tag);
        app.update();
        assert_eq!(app.world().resource::<Language>().tag(), tag);
        act(app, GameAction::Press(0));
        act(app, GameAction::Press(3));
        let game = app.world().resource::<Game>();
        assert!(game.board().is_locked(3), "refused");
        let message = game.message.clone().unwrap_or_default();
        // Put down again for the next language.
        act(app, GameAction::Deselect);
        message
    };
    assert_eq!(
        refusal(app, "de"),
        "Röhrchen 4 ist gesperrt, bis Blau (x) sortiert ist"
    );
    assert_eq!(
        refusal(app, "fr"),
        "Le tube 4 est verrouillé jusqu’à ce que la couleur bleu (x) soit triée"
    );
    assert_eq!(
        refusal(app, "ja"),
        "チューブ4は青（x）がそろうまでロックされています"
    );
    assert_eq!(
        refusal(app, "en-US"),
        "Tube 4 is locked until blue (x) is sorted"
    );
}

#[test]
fn a_classic_level_has_no_rule_line_and_no_lock() {
    let mut env = env_with("variant-classic", PACK, 3);
    let app = &mut env.app;
    let (text, display) = rule_line(app);
    assert_eq!((text.as_str(), display), ("", Display::None));
    assert!(lock_on(app, 0).is_none());
}
