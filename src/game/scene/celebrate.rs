//! A win that feels like one: confetti in the level's colours bursts from
//! above the board and falls, tumbling, for a couple of seconds, while the
//! level-complete panel comes up. The pieces are UI nodes over the panel
//! (under it they would be dimmed by its scrim), moved and turned by their
//! `UiTransform`, so no layout runs for them. (They had a camera of their
//! own over the UI, whose picture was laid over the window by alpha: one
//! more whole-window pass a frame while they fell.) Nothing moves under
//! reduced motion.

use bevy::prelude::*;
use bevy::ui::FocusPolicy;
use bevy::window::PrimaryWindow;

use water_sort_core::hash::fnv1a64;
use water_sort_core::play::Event;

use super::tube_art::{TubeArt, palette_colour};
use crate::game::board::{BoardEvent, Game, window_size};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::settings::Settings;

/// One piece of confetti in flight.
#[derive(Component)]
pub struct Confetti {
    velocity: Vec2,
    spin: f32,
    /// Seconds left before it goes.
    life: f32,
}

/// Where a piece is: the window's logical pixels from its centre, y up (as
/// the board's), and its turn. Its node follows (`place`).
#[derive(Component)]
struct Flight {
    at: Vec2,
    angle: f32,
    /// Width and height (logical pixels).
    size: Vec2,
}

/// The full-window node the pieces are children of.
#[derive(Component)]
struct ConfettiLayer;

/// The confetti's global z-index: over the level-complete panel (5), under
/// the quit, help and settings panels (20 and up).
const CONFETTI_Z: i32 = 8;

/// Pieces in a burst.
const PIECES: usize = 90;
/// Downward pull (logical pixels per second squared).
const GRAVITY: f32 = 900.0;
/// Air drag per second (a share of the speed lost).
const DRAG: f32 = 0.9;

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (burst_on_win, fly).chain().in_set(GameSet::View).run_if(
            in_state(Screen::Gameplay)
                .and_then(resource_exists::<Game>)
                .and_then(resource_exists::<TubeArt>),
        ),
    );
}

/// A small, fast pseudo-random sequence (xorshift): the burst needs spread,
/// not quality, and is seeded from the level so each looks its own.
struct Spread(u64);

impl Spread {
    fn next(&mut self) -> f32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 40) as f32 / (1u64 << 24) as f32
    }

    fn between(&mut self, low: f32, high: f32) -> f32 {
        low + (high - low) * self.next()
    }
}

fn burst_on_win(
    mut commands: Commands,
    mut events: MessageReader<BoardEvent>,
    game: Res<Game>,
    settings: Res<Settings>,
    windows: Query<&Window, With<PrimaryWindow>>,
    layers: Query<Entity, With<ConfettiLayer>>,
    ui_scale: Option<Res<UiScale>>,
) {
    let won = events.read().any(|e| e.0 == Event::Won);
    if !won || settings.reduced_motion || game.palette.is_empty() {
        return;
    }
    let layer = layers.iter().next().unwrap_or_else(|| {
        commands
            .spawn((
                ConfettiLayer,
                Node {
                    position_type: PositionType::Absolute,
                    width: percent(100),
                    height: percent(100),
                    ..default()
                },
                GlobalZIndex(CONFETTI_Z),
                // Confetti over a button never takes its click.
                FocusPolicy::Pass,
                Pickable::IGNORE,
                DespawnOnExit(Screen::Gameplay),
                Name::new("confetti"),
            ))
            .id()
    });
    let size = window_size(&windows);
    let unit = ui_unit(ui_scale.as_deref());
    let mut spread = Spread(fnv1a64(game.level.name.as_bytes()) | 1);
    for k in 0..PIECES {
        let x = spread.between(-0.45, 0.45) * size.x;
        let y = size.y / 2.0 + spread.between(10.0, 120.0);
        let colour = palette_colour(game.palette[k % game.palette.len()].rgb);
        let angle = spread.between(0.0, 6.3);
        let confetti = Confetti {
            velocity: Vec2::new(spread.between(-160.0, 160.0), spread.between(-60.0, 260.0)),
            spin: spread.between(-9.0, 9.0),
            life: spread.between(1.6, 2.6),
        };
        let piece = Vec2::new(spread.between(7.0, 11.0), spread.between(12.0, 18.0));
        let flight = Flight {
            at: Vec2::new(x, y),
            angle,
            size: piece,
        };
        let transform = place(&flight, size, unit);
        commands.spawn((
            ChildOf(layer),
            confetti,
            flight,
            Node {
                position_type: PositionType::Absolute,
                left: px(0),
                top: px(0),
                width: px(piece.x * unit),
                height: px(piece.y * unit),
                ..default()
            },
            BackgroundColor(colour),
            transform,
            FocusPolicy::Pass,
            Pickable::IGNORE,
        ));
    }
}

/// UI pixels to one logical pixel of the window (node sizes are UI pixels).
fn ui_unit(ui_scale: Option<&UiScale>) -> f32 {
    1.0 / ui_scale.map_or(1.0, |s| s.0)
}

/// The node's transform that puts its centre at the flight's place in a
/// window of `window` logical pixels, `unit` UI pixels to one of those (a
/// node's translation is from its laid-out place, the window's top left
/// corner, y down; it turns about its centre, clockwise).
fn place(flight: &Flight, window: Vec2, unit: f32) -> UiTransform {
    let top_left = Vec2::new(
        flight.at.x + window.x / 2.0 - flight.size.x / 2.0,
        window.y / 2.0 - flight.at.y - flight.size.y / 2.0,
    ) * unit;
    UiTransform {
        translation: Val2::px(top_left.x, top_left.y),
        rotation: Rot2::radians(-flight.angle),
        ..default()
    }
}

/// Gravity, drag and spin; a piece goes when its time is up, and the layer
/// with the last one.
fn fly(
    mut commands: Commands,
    time: Res<Time>,
    mut pieces: Query<(Entity, &mut Confetti, &mut Flight, &mut UiTransform)>,
    layers: Query<Entity, With<ConfettiLayer>>,
    windows: Query<&Window, With<PrimaryWindow>>,
    ui_scale: Option<Res<UiScale>>,
) {
    if pieces.is_empty() {
        for layer in &layers {
            commands.entity(layer).despawn();
        }
        return;
    }
    let size = window_size(&windows);
    let unit = ui_unit(ui_scale.as_deref());
    let dt = time.delta_secs();
    for (entity, mut piece, mut flight, mut transform) in &mut pieces {
        piece.life -= dt;
        if piece.life <= 0.0 {
            commands.entity(entity).despawn();
            continue;
        }
        piece.velocity.y -= GRAVITY * dt;
        let keep = (1.0 - DRAG * dt).max(0.0);
        piece.velocity *= keep;
        flight.at += piece.velocity * dt;
        flight.angle += piece.spin * dt;
        *transform = place(&flight, size, unit);
    }
}
