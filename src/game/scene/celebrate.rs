//! A win that feels like one: confetti in the level's colours bursts from
//! above the board and falls, tumbling, for a couple of seconds, while the
//! level-complete panel comes up. It is drawn by a camera of its own over
//! the UI (the panel would dim it), which goes with the last piece. Nothing
//! moves under reduced motion.

use bevy::camera::visibility::RenderLayers;
use bevy::camera::{CameraOutputMode, MsaaWriteback};
use bevy::prelude::*;
use bevy::render::render_resource::BlendState;
use bevy::render::renderer::RenderAdapterInfo;

use water_sort_core::hash::fnv1a64;
use water_sort_core::play::Event;

use super::tube_art::TubeArt;
use crate::game::board::layout::FALLBACK_SIZE;
use crate::game::board::{BoardEvent, Game};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::antialias::camera_msaa;
use crate::game::ui::settings::Settings;

/// One piece of confetti in flight.
#[derive(Component)]
pub struct Confetti {
    velocity: Vec2,
    spin: f32,
    /// Seconds left before it goes.
    life: f32,
}

/// The camera drawing the confetti over the UI.
#[derive(Component)]
struct ConfettiCamera;

/// The render layer of the confetti and its camera.
const CONFETTI_LAYER: usize = 1;

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
    art: Res<TubeArt>,
    settings: Res<Settings>,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    cameras: Query<(), With<ConfettiCamera>>,
    adapter: Option<Res<RenderAdapterInfo>>,
) {
    let won = events.read().any(|e| e.0 == Event::Won);
    if !won || settings.reduced_motion || art.liquids.is_empty() {
        return;
    }
    if cameras.is_empty() {
        commands.spawn((
            ConfettiCamera,
            Camera2d,
            Camera {
                order: 1,
                // Over what the main camera and the UI drew: the UI is laid
                // on the window after the main camera's picture, so this
                // camera starts from a clear picture and lays it over the
                // window by its alpha (writing it as it is would cover the
                // UI, the level-complete panel with it).
                clear_color: ClearColorConfig::Custom(Color::NONE),
                msaa_writeback: MsaaWriteback::Off,
                output_mode: CameraOutputMode::Write {
                    blend_state: Some(BlendState::ALPHA_BLENDING),
                    clear_color: ClearColorConfig::None,
                },
                ..default()
            },
            camera_msaa(adapter.as_deref()),
            RenderLayers::layer(CONFETTI_LAYER),
            DespawnOnExit(Screen::Gameplay),
        ));
    }
    let size = windows.single().map(|w| w.size()).unwrap_or(FALLBACK_SIZE);
    let mut spread = Spread(fnv1a64(game.level.name.as_bytes()) | 1);
    for k in 0..PIECES {
        let x = spread.between(-0.45, 0.45) * size.x;
        let y = size.y / 2.0 + spread.between(10.0, 120.0);
        let material = art.liquids[k % art.liquids.len()].clone();
        commands.spawn((
            Confetti {
                velocity: Vec2::new(spread.between(-160.0, 160.0), spread.between(-60.0, 260.0)),
                spin: spread.between(-9.0, 9.0),
                life: spread.between(1.6, 2.6),
            },
            Mesh2d(art.rect.clone()),
            MeshMaterial2d(material),
            RenderLayers::layer(CONFETTI_LAYER),
            Transform::from_xyz(x, y, 20.0)
                .with_rotation(Quat::from_rotation_z(spread.between(0.0, 6.3)))
                .with_scale(Vec3::new(
                    spread.between(7.0, 11.0),
                    spread.between(12.0, 18.0),
                    1.0,
                )),
            DespawnOnExit(Screen::Gameplay),
        ));
    }
}

/// Gravity, drag and spin; a piece goes when its time is up.
fn fly(
    mut commands: Commands,
    time: Res<Time>,
    mut pieces: Query<(Entity, &mut Confetti, &mut Transform)>,
    cameras: Query<Entity, With<ConfettiCamera>>,
) {
    if pieces.is_empty() {
        for camera in &cameras {
            commands.entity(camera).despawn();
        }
        return;
    }
    let dt = time.delta_secs();
    for (entity, mut piece, mut transform) in &mut pieces {
        piece.life -= dt;
        if piece.life <= 0.0 {
            commands.entity(entity).despawn();
            continue;
        }
        piece.velocity.y -= GRAVITY * dt;
        let keep = (1.0 - DRAG * dt).max(0.0);
        piece.velocity *= keep;
        transform.translation += (piece.velocity * dt).extend(0.0);
        transform.rotate_z(piece.spin * dt);
    }
}
