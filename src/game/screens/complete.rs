//! Level complete: once the winning pour has finished animating (the
//! confetti is the scene's, `scene/celebrate.rs`), a panel with the moves
//! taken, the stars earned against par, what happened (par, or the help
//! that did the work) and what would earn more stars, "next level" (Enter)
//! and "replay" (R). The last level of a pack
//! says the pack is done; a playtest's "next" is the editor.

use bevy::prelude::*;

use water_sort_words::finish;

use water_sort_core::attempt::Kind;

use crate::game::assist::LevelPar;
use crate::game::board::keys::{keys_in, pad_button_for};
use crate::game::board::{CurrentLevel, Game, GameAction};
use crate::game::scene::{Animating, TubeArt};
use crate::game::schedule::Screen;
use crate::game::ui::gamepad::KeyHint;
use crate::game::ui::interaction::send;
use crate::game::ui::language::{Language, Said};
use crate::game::ui::theme::{self, STAR, STAR_OFF};
use crate::game::ui::widgets::{button, label, modal, modal_panel};

/// The panel's [`modal`] layer: under the settings panel.
const COMPLETE_LAYER: i32 = 5;

/// The overlay panel.
#[derive(Component)]
pub struct CompletePanel;

pub fn plugin(app: &mut App) {
    // After the frame's `Update`: by then a winning pour's animation has
    // been started (the panel waits for it to end).
    app.add_systems(
        PostUpdate,
        show_complete.run_if(
            in_state(Screen::Gameplay)
                .and_then(resource_exists::<Game>)
                .and_then(resource_exists::<TubeArt>),
        ),
    );
}

fn show_complete(
    mut commands: Commands,
    game: Res<Game>,
    current: Res<CurrentLevel>,
    level_par: Res<LevelPar>,
    animating: Res<Animating>,
    panels: Query<(), With<CompletePanel>>,
    language: Res<Language>,
) {
    let Some(won) = game.won else { return };
    if animating.is_busy() || !panels.is_empty() {
        return;
    }
    let kind = current.kind();
    let summary = level_par.summary(&won, kind, game.level.is_mystery());
    let [moves, stars_line, record, how, more] = finish::panel(&language, &summary);
    // Each line said again if the language changes while the panel shows.
    let line = move |n: usize| Said::new(move |l| finish::panel(l, &summary)[n].clone());
    let stars = summary.stars;
    let star = |k: u8| {
        let colour = if k < stars { STAR } else { STAR_OFF };
        // The row is 56 px tall: the star's line is too (the glyph is
        // 0.8 em tall, the font's default line 1.2 em would overflow).
        (
            label("★", 64.0, colour),
            bevy::text::LineHeight::RelativeToFont(56.0 / 64.0),
        )
    };
    let (headline_is, pack) = (
        won.headline(kind, game.level_count()),
        game.pack_name_in(language.tag()).to_string(),
    );
    let headline = finish::headline(&language, headline_is, &pack);
    let said_headline = Said::new(move |l| finish::headline(l, headline_is, &pack));
    let next = won.next(kind);
    let tubes = game.tube_count();
    let choice =
        |text: Said, keys: KeyHint, action| button(text.spawn(&language), keys, send(action));
    let key = |action| KeyHint::with_pad(keys_in(&language, action, tubes), pad_button_for(action));
    let root = commands
        .spawn((
            CompletePanel,
            DespawnOnExit(Screen::Gameplay),
            // The HUD's buttons behind the panel do nothing now.
            modal(COMPLETE_LAYER),
            Name::new("level complete"),
        ))
        .id();
    let column = commands.spawn((ChildOf(root), modal_panel(10.0))).id();
    commands.spawn((
        ChildOf(column),
        label(headline, 34.0, theme::SUCCESS),
        said_headline,
    ));
    commands.spawn((ChildOf(column), label(moves, 24.0, theme::TEXT), line(0)));
    commands.spawn((
        ChildOf(column),
        Node {
            column_gap: px(18),
            height: px(56),
            ..default()
        },
        children![star(0), star(1), star(2)],
    ));
    commands.spawn((ChildOf(column), label(stars_line, 16.0, STAR), line(1)));
    commands.spawn((ChildOf(column), label(record, 18.0, theme::ACCENT), line(2)));
    commands.spawn((ChildOf(column), label(how, 16.0, theme::TEXT_DIM), line(3)));
    if !more.is_empty() {
        commands.spawn((ChildOf(column), label(more, 16.0, theme::TEXT), line(4)));
    }
    let buttons = commands
        .spawn((
            ChildOf(column),
            Node {
                margin: UiRect::top(px(12)),
                ..default()
            },
        ))
        .id();
    let mut choices = vec![(
        Said::new(move |l| finish::next(l, next)),
        key(GameAction::NextLevel),
        GameAction::NextLevel,
    )];
    let replay = Said::message("screens-replay");
    if kind == Kind::Playtest {
        // "Back" is the same way out: one button for it, with both keys.
        choices[0].1 = choices[0].1.or(&key(GameAction::Back));
        choices.push((replay, key(GameAction::Replay), GameAction::Replay));
    } else {
        choices.push((replay, key(GameAction::Replay), GameAction::Replay));
        let back = Said::message("screens-back");
        choices.push((back, key(GameAction::Back), GameAction::Back));
    }
    for (text, keys, action) in choices {
        commands.spawn((ChildOf(buttons), choice(text, keys, action)));
    }
}
