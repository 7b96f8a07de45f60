//! Level complete: once the winning pour has finished animating, confetti
//! and a panel with the moves taken, the stars earned against par, "next
//! level" (Enter) and "replay" (R).
//! The last level of a pack says the pack is done.

use std::f32::consts::TAU;
use std::time::Duration;

use bevy::prelude::*;
use bevy_tweening::{Delay, Tween, TweenAnim};

use water_sort_core::rating::Par;
use water_sort_core::text::plural;

use crate::game::Screen;
use crate::game::assist::LevelPar;
use crate::game::board::keys::keys_for;
use crate::game::board::{
    Animating, BoardLayout, Game, GameAction, PoseLens, TubeArt, palette_colour, window_size,
};
use crate::game::ui::interaction::send;
use crate::game::ui::settings::Settings;
use crate::game::ui::theme::{self, STAR};
use crate::game::ui::widgets::{button, label};

/// An unearned star.
const STAR_OFF: Color = Color::srgba(0.55, 0.60, 0.75, 0.35);

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
    let best = match won.previous_best {
        Some(b) if b <= won.moves => format!("Your best: {b}"),
        Some(_) => "A new best!".to_string(),
        None => "First time solved!".to_string(),
    };
    // Par and stars (see the core's `rating::stars` for the rule).
    let (par_line, stars) = match level_par.rating {
        Some(r) if r.moves <= r.par => (
            format!("Par {}: perfect, no solution is shorter.", r.par),
            r.stars,
        ),
        Some(r) => (
            format!(
                "Par {}: the shortest solution takes {} fewer.",
                r.par,
                r.moves - r.par
            ),
            r.stars,
        ),
        None => match level_par.par {
            Some(Par::Unknown) => ("Par unknown: too hard for the solver.".to_string(), 0),
            _ => ("Par not known yet.".to_string(), 0),
        },
    };
    let assisted = match level_par.assist {
        a if a.show_me => "Show me helped: at most 1 star.",
        a if a.hints > 0 => "A hint helped: at most 2 stars.",
        _ => "",
    };
    let star = |k: u8| {
        let colour = if k < stars { STAR } else { STAR_OFF };
        label("★", 64.0, colour)
    };
    // The last level says whether the pack is done: levels skipped or
    // started from `--level` may still be unsolved.
    let (headline, next_label) = match (won.last_in_pack, won.unsolved_in_pack) {
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
        // A playtest: back to the editor.
        (true, None) => ("Level complete!".to_string(), "Levels"),
        // Solved for the first time, the last of the pack to be solved.
        (false, Some(0)) if won.previous_best.is_none() => (
            format!("Pack complete! Every level of {} done.", game.pack_name),
            "Next level",
        ),
        (false, _) => ("Level complete!".to_string(), "Next level"),
    };
    let tubes = game.tube_count();
    let choice = |text: &'static str, action| button(text, keys_for(action, tubes), send(action));
    commands.spawn((
        CompletePanel,
        DespawnOnExit(Screen::Gameplay),
        Node {
            width: percent(100),
            height: percent(100),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            ..default()
        },
        // The HUD's buttons behind the panel do nothing now: no hover look.
        bevy::ui::FocusPolicy::Block,
        children![(
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(10),
                padding: UiRect::axes(px(40), px(28)),
                border: UiRect::all(px(2)),
                border_radius: BorderRadius::all(px(18)),
                ..default()
            },
            BackgroundColor(theme::PANEL),
            BorderColor::all(theme::ACCENT),
            children![
                label(headline, 34.0, theme::SUCCESS),
                label(
                    format!("Solved in {} move{}", won.moves, plural(won.moves as usize)),
                    24.0,
                    theme::TEXT
                ),
                (
                    Node {
                        column_gap: px(18),
                        height: px(56),
                        ..default()
                    },
                    children![star(0), star(1), star(2)],
                ),
                label(
                    match stars {
                        0 => "No stars without a par".to_string(),
                        1 => "1 star of 3".to_string(),
                        n => format!("{n} stars of 3"),
                    },
                    16.0,
                    STAR
                ),
                label(best, 18.0, theme::ACCENT),
                label(par_line, 16.0, theme::TEXT_DIM),
                label(assisted, 15.0, theme::TEXT_DIM),
                (
                    Node {
                        margin: UiRect::top(px(12)),
                        ..default()
                    },
                    children![
                        choice(next_label, GameAction::NextLevel),
                        choice("Replay", GameAction::Replay),
                        choice("Back", GameAction::Back),
                    ],
                ),
            ],
        )],
    ));
    if !settings.reduced_motion {
        spawn_confetti(&mut commands, &game, &layout, window_size(&windows));
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
