//! Level complete: once the winning pour has finished animating, confetti
//! and a panel with the moves taken, "next level" (Enter) and "replay" (R).
//! The last level of a pack says the pack is done.

use std::f32::consts::TAU;
use std::time::Duration;

use bevy::prelude::*;
use bevy_tweening::{Delay, Tween, TweenAnim};

use crate::game::Screen;
use crate::game::anim::{Animating, PoseLens};
use crate::game::layout::{BoardLayout, window_size};
use crate::game::play::{Game, GameAction};
use crate::game::theme::{self, ButtonAction};
use crate::game::tubes::{TubeArt, palette_colour};

/// The overlay panel.
#[derive(Component)]
pub struct CompletePanel;

#[derive(Component)]
pub struct Confetti;

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
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
    animating: Res<Animating>,
    panels: Query<(), With<CompletePanel>>,
    layout: Res<BoardLayout>,
    art: Res<TubeArt>,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
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
    let optimal = game
        .level
        .optimal_moves
        .map(|m| {
            if won.moves <= m {
                "Perfect: no solution is shorter.".to_string()
            } else {
                format!("The shortest solution takes {m}.")
            }
        })
        .unwrap_or_default();
    let (headline, next_label, next_keys) = if won.last_in_pack {
        (
            format!(
                "Pack complete! All {} levels of {} done.",
                game.level_count, game.pack_name
            ),
            "Levels",
            "Enter",
        )
    } else {
        ("Level complete!".to_string(), "Next level", "Enter")
    };
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
                theme::label(headline, 34.0, theme::SUCCESS),
                theme::label(format!("Solved in {} moves", won.moves), 24.0, theme::TEXT),
                theme::label(best, 18.0, theme::ACCENT),
                theme::label(optimal, 16.0, theme::TEXT_DIM),
                (
                    Node {
                        margin: UiRect::top(px(12)),
                        ..default()
                    },
                    children![
                        theme::button(
                            next_label,
                            next_keys,
                            ButtonAction::Game(GameAction::NextLevel)
                        ),
                        theme::button("Replay", "R", ButtonAction::Game(GameAction::Replay)),
                        theme::button("Levels", "Esc", ButtonAction::Game(GameAction::Back)),
                    ],
                ),
            ],
        )],
    ));
    spawn_confetti(&mut commands, &game, &art, &layout, window_size(&windows));
}

/// Confetti in the level's colours, falling and spinning (one tween each).
fn spawn_confetti(
    commands: &mut Commands,
    game: &Game,
    art: &TubeArt,
    layout: &BoardLayout,
    window: Vec2,
) {
    let colours: Vec<Color> = game.palette.iter().map(|p| palette_colour(p.rgb)).collect();
    if colours.is_empty() {
        return;
    }
    // A small deterministic generator: no randomness crate needed for this.
    let mut seed: u32 = 0x9e37_79b9 ^ game.history.moves() as u32;
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
    let _ = art;
}
