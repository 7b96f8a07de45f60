//! Level complete: once the winning pour has finished animating, confetti
//! and a panel with the moves taken, the stars earned against par, what
//! happened (par, or the help that did the work) and what would earn more
//! stars, "next level" (Enter) and "replay" (R). The last level of a pack
//! says the pack is done; a playtest's "next" is the editor.

use std::f32::consts::TAU;
use std::time::Duration;

use bevy::prelude::*;
use bevy_tweening::{Delay, Tween, TweenAnim};

use water_sort_core::rating::{self, Assist, Par};
use water_sort_core::text::plural;

use crate::game::assist::LevelPar;
use crate::game::board::keys::{keys_for, pad_button_for};
use crate::game::board::{BoardLayout, CurrentLevel, Game, GameAction, window_size};
use crate::game::scene::{Animating, PoseLens, TubeArt, palette_colour};
use crate::game::schedule::Screen;
use crate::game::ui::gamepad::KeyHint;
use crate::game::ui::interaction::send;
use crate::game::ui::settings::Settings;
use crate::game::ui::text::capitalise;
use crate::game::ui::theme::{self, STAR, STAR_OFF};
use crate::game::ui::widgets::{button, label, modal, modal_panel};

/// The panel's [`modal`] layer: under the settings panel.
const COMPLETE_LAYER: i32 = 5;

/// The overlay panel.
#[derive(Component)]
pub struct CompletePanel;

#[derive(Component)]
pub struct Confetti;

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
    layout: Res<BoardLayout>,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    settings: Res<Settings>,
) {
    let Some(won) = game.won else { return };
    if animating.is_busy() || !panels.is_empty() {
        return;
    }
    let kind = match *current {
        CurrentLevel::Playtest(_) => Kind::Playtest,
        CurrentLevel::Endless(_) => Kind::Endless,
        CurrentLevel::Pack { .. } => Kind::Pack,
    };
    let help = level_par.assist;
    let record = record_line(kind, won.previous_best, won.moves, help.used());
    let (how, more, stars) = rating_lines(&level_par, game.level.is_mystery());
    let star = |k: u8| {
        let colour = if k < stars { STAR } else { STAR_OFF };
        label("★", 64.0, colour)
    };
    let (headline, next_label) = headline(&game, kind);
    let tubes = game.tube_count();
    let choice = |text: &'static str, keys: KeyHint, action| button(text, keys, send(action));
    let key = |action| KeyHint::with_pad(keys_for(action, tubes), pad_button_for(action));
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
    let moves = format!("Solved in {} move{}", won.moves, plural(won.moves as usize));
    let stars_line = match stars {
        0 => "No stars without a par".to_string(),
        1 => "1 star of 3".to_string(),
        n => format!("{n} stars of 3"),
    };
    commands.spawn((ChildOf(column), label(headline, 34.0, theme::SUCCESS)));
    commands.spawn((ChildOf(column), label(moves, 24.0, theme::TEXT)));
    commands.spawn((
        ChildOf(column),
        Node {
            column_gap: px(18),
            height: px(56),
            ..default()
        },
        children![star(0), star(1), star(2)],
    ));
    commands.spawn((ChildOf(column), label(stars_line, 16.0, STAR)));
    commands.spawn((ChildOf(column), label(record, 18.0, theme::ACCENT)));
    commands.spawn((ChildOf(column), label(how, 16.0, theme::TEXT_DIM)));
    if !more.is_empty() {
        commands.spawn((ChildOf(column), label(more, 16.0, theme::TEXT)));
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
        next_label,
        key(GameAction::NextLevel),
        GameAction::NextLevel,
    )];
    if kind == Kind::Playtest {
        // "Back" is the same way out: one button for it, with both keys.
        choices[0].1 = choices[0].1.or(&key(GameAction::Back));
        choices.push(("Replay", key(GameAction::Replay), GameAction::Replay));
    } else {
        choices.push(("Replay", key(GameAction::Replay), GameAction::Replay));
        choices.push(("Back", key(GameAction::Back), GameAction::Back));
    }
    for (text, keys, action) in choices {
        commands.spawn((ChildOf(buttons), choice(text, keys, action)));
    }
    if !settings.reduced_motion {
        spawn_confetti(&mut commands, &game, &layout, window_size(&windows));
    }
}

/// What kind of level was won: its record and its ways on differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Pack,
    Endless,
    /// The editor's level: nothing is recorded, "next" is the editor.
    Playtest,
}

/// The line about the player's record of the level.
fn record_line(kind: Kind, previous_best: Option<u32>, moves: u32, helped: bool) -> String {
    match (kind, previous_best, helped) {
        (Kind::Playtest, _, _) => "A playtest: nothing is recorded.".to_string(),
        (_, Some(b), _) if b <= moves => format!("Your best: {b}"),
        (_, Some(_), false) => "A new best!".to_string(),
        (_, Some(_), true) => "Your fewest moves yet, with help.".to_string(),
        (_, None, false) => "First time solved!".to_string(),
        // What happened; the line under it says what the help cost.
        (_, None, true) => "Solved for the first time, with help.".to_string(),
    }
}

/// What happened (par, or the help that did the work), what would earn
/// more stars, and the stars (0 without a par). The star rule is the
/// core's (`rating::stars`); these lines only read it.
/// On a mystery level par is the hints' worst case, not a shortest
/// solution: a lucky finish can beat it.
fn rating_lines(level_par: &LevelPar, mystery: bool) -> (String, String, u8) {
    let help = level_par.assist;
    let helped = match help {
        a if a.show_me => Some("Solved with show me".to_string()),
        a if a.hints > 0 => Some(format!(
            "Solved with {} hint{}",
            a.hints,
            plural(a.hints as usize)
        )),
        _ => None,
    };
    let no_par = level_par
        .par
        .filter(|p| p.stars_for_help_alone(mystery))
        .map(|p| match p {
            Par::NotGuaranteed => "no certain win from the start, so no par",
            Par::GuaranteedUnwalked => "the surest strategy is too large to walk: no par",
            _ => "too hard for the solver: no par",
        });
    if let (None, Some(no_par)) = (level_par.rating, no_par) {
        // No par: the stars count the help alone.
        let how = match &helped {
            Some(h) => format!("{h}; {no_par}."),
            None => format!("{}: solved without help.", capitalise(no_par)),
        };
        let stars = rating::help_stars(help);
        let more = if stars < 3 {
            "Solve it without help for 3 stars.".to_string()
        } else {
            String::new()
        };
        return (how, more, stars);
    }
    let Some(r) = level_par.rating else {
        let par = match level_par.par {
            Some(Par::Unknown) => "par unknown: too hard for the solver",
            _ => "par not known yet",
        };
        let how = match helped {
            Some(h) => format!("{h}; {par}."),
            None => format!("{}.", capitalise(par)),
        };
        return (how, String::new(), 0);
    };
    // The most moves that still earn 2 stars without help. Par is a bound
    // ("at most"), not a count to hit: a mystery level can be won in fewer.
    let two_stars = (r.par..)
        .take_while(|&m| rating::stars(m, r.par, Assist::default()) >= 2)
        .last()
        .unwrap_or(r.par);
    let how = match (&helped, r.moves <= r.par) {
        (Some(h), _) if help.show_me => format!("{h}, which caps the stars at 1."),
        (Some(h), _) => format!("{h}, which caps the stars at 2."),
        (None, true) if mystery => format!(
            "Par {}: no more than the surest strategy needs, whatever is hidden.",
            r.par
        ),
        (None, false) if mystery => format!(
            "Par {}: the hints win in {} whatever is hidden; you took {} more.",
            r.par,
            r.par,
            r.moves - r.par
        ),
        (None, true) => format!("Par {}: perfect, no solution is shorter.", r.par),
        (None, false) => format!(
            "Par {}: the shortest solution takes {} fewer.",
            r.par,
            r.moves - r.par
        ),
    };
    let yourself = if helped.is_some() {
        "Without help: "
    } else {
        ""
    };
    let more = match r.stars {
        3 => String::new(),
        2 if helped.is_none() => format!("Solve it in at most {} moves for 3 stars.", r.par),
        _ if helped.is_some() && r.moves <= two_stars => {
            format!(
                "Solve it without help in at most {} moves for 3 stars.",
                r.par
            )
        }
        _ => capitalise(&format!(
            "{yourself}at most {} moves for 3 stars, {} for 2.",
            r.par, two_stars
        )),
    };
    (how, more, r.stars)
}

/// The headline, and what "next" is called. The last level says whether
/// the pack is done: levels skipped or started from `--level` may still be
/// unsolved.
fn headline(game: &Game, kind: Kind) -> (String, &'static str) {
    let Some(won) = game.won else {
        return (String::new(), "Next level");
    };
    match kind {
        Kind::Playtest => return ("Level complete!".to_string(), "Back to editor"),
        Kind::Endless => return ("Level complete!".to_string(), "Next level"),
        Kind::Pack => {}
    }
    match (won.last_in_pack, won.unsolved_in_pack) {
        (true, Some(0)) if game.level_count() == 1 => {
            (format!("Pack complete! {} done.", game.pack_name), "Levels")
        }
        (true, Some(0)) => (
            format!(
                "Pack complete! All {} levels of {} done.",
                game.level_count(),
                game.pack_name
            ),
            "Levels",
        ),
        (true, Some(left)) => (
            format!(
                "Level complete! {left} level{} of {} still to solve.",
                plural(left),
                game.pack_name
            ),
            "Levels",
        ),
        (true, None) => ("Level complete!".to_string(), "Levels"),
        // Solved for the first time, the last of the pack to be solved.
        (false, Some(0)) if won.previous_best.is_none() => (
            format!("Pack complete! Every level of {} done.", game.pack_name),
            "Next level",
        ),
        (false, _) => ("Level complete!".to_string(), "Next level"),
    }
}

/// Confetti in the level's colours, falling and spinning (one tween each).
fn spawn_confetti(commands: &mut Commands, game: &Game, layout: &BoardLayout, window: Vec2) {
    let colours: Vec<Color> = game.palette.iter().map(|p| palette_colour(p.rgb)).collect();
    if colours.is_empty() {
        return;
    }
    // A small deterministic generator: no randomness crate needed for this.
    let mut seed: u32 = 0x9e37_79b9 ^ game.history().moves() as u32;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        (seed as f32) / (u32::MAX as f32)
    };
    let size = 10.0 * layout.scale.max(0.6);
    for i in 0..70 {
        let colour = colours[i % colours.len()];
        let x = (next() - 0.5) * window.x;
        let from = Vec3::new(x, window.y / 2.0 + 20.0 + next() * 120.0, 20.0);
        let to = Vec3::new(x + (next() - 0.5) * 300.0, -window.y / 2.0 - 40.0, 20.0);
        let spin = (next() - 0.5) * 4.0 * TAU;
        let delay = Duration::from_secs_f32(next() * 0.6);
        let fall = Duration::from_secs_f32(1.4 + next() * 1.0);
        let mut materials_colour = colour;
        materials_colour.set_alpha(0.95);
        commands.spawn((
            Confetti,
            DespawnOnExit(Screen::Gameplay),
            Sprite::from_color(materials_colour, Vec2::new(size, size * 0.55)),
            Transform::from_translation(from),
            TweenAnim::new(Delay::new(delay).then(Tween::new(
                EaseFunction::QuadraticIn,
                fall,
                PoseLens::new(from, 0.0, to, spin),
            ))),
        ));
    }
}

#[cfg(test)]
mod tests {
    use water_sort_core::rating::rate;

    use super::*;

    /// The panel's lines for a finish in `moves` of a level of par 10.
    fn lines(moves: u32, assist: Assist) -> (String, String) {
        let level_par = LevelPar {
            par: Some(Par::Moves(10)),
            assist,
            rating: Some(rate(moves, 10, assist)),
            ..LevelPar::default()
        };
        let (how, more, _) = rating_lines(&level_par, false);
        (how, more)
    }

    #[test]
    fn a_first_solve_with_help_says_what_happened_and_what_earns_more() {
        let hint = Assist {
            hints: 1,
            ..Assist::default()
        };
        assert_eq!(
            record_line(Kind::Pack, None, 10, true),
            "Solved for the first time, with help."
        );
        assert_eq!(
            lines(10, hint),
            (
                "Solved with 1 hint, which caps the stars at 2.".to_string(),
                "Solve it without help in at most 10 moves for 3 stars.".to_string()
            )
        );
    }

    #[test]
    fn the_moves_for_more_stars_are_at_most_not_a_count_to_hit() {
        assert_eq!(
            lines(12, Assist::default()).1,
            "Solve it in at most 10 moves for 3 stars."
        );
        assert_eq!(
            lines(20, Assist::default()).1,
            "At most 10 moves for 3 stars, 13 for 2."
        );
    }
}
