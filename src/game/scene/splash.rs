//! Where the stream lands: droplets of the poured colour jump from the
//! surface and fall back, and bubbles rise through the receiving tube's
//! liquid to its surface. A dozen small discs a pour, each gone within half
//! a second; none under reduced motion. Spawned when the pour is drawn,
//! each hidden until its moment, so a snap can drop those still to come.

use std::f32::consts::TAU;

use bevy::prelude::*;
use water_sort_core::Pour;
use water_sort_core::play::Event;

use super::tube_art::TubeArt;
use super::tubes::TubeIndex;
use super::wobble::{DrawnPour, FLOW_SECS, LANDS_SECS, lively, read_frame};
use crate::game::board::layout::{BoardLayout, INNER_W, UNIT_H};
use crate::game::board::{BoardEvent, Game};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::settings::Settings;
use crate::game::ui::theme::Theme;

/// A droplet or a bubble: a disc that moves from `from` (world units for a
/// droplet; the tube's frame for a bubble, a child of its tube) with
/// `velocity` and an upward `lift` (negative: gravity) from elapsed time
/// `born` for `life` seconds, shrinking as it goes.
#[derive(Component, Clone, Debug)]
pub struct Splash {
    born: f32,
    life: f32,
    from: Vec3,
    velocity: Vec2,
    lift: f32,
    radius: f32,
    /// Side-to-side wander of a bubble (its amplitude).
    wander: f32,
}

/// Droplets per burst, and the bursts' moments in the stream's flow.
const DROPLETS: usize = 4;
const BURSTS: [f32; 3] = [0.05, 0.35, 0.7];
const BUBBLES: usize = 5;

#[derive(Resource)]
struct SplashArt {
    disc: Handle<Mesh>,
    bubble: Handle<ColorMaterial>,
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (spawn_splashes, move_splashes)
            .chain()
            .in_set(GameSet::View)
            .run_if(
                in_state(Screen::Gameplay)
                    .and_then(resource_exists::<Game>)
                    .and_then(resource_exists::<TubeArt>),
            ),
    );
}

/// A small deterministic generator: the same pour splashes the same way.
struct Jitter(u32);

impl Jitter {
    /// In `low..high`.
    fn between(&mut self, low: f32, high: f32) -> f32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 17;
        self.0 ^= self.0 << 5;
        low + (high - low) * (self.0 % 10_000) as f32 / 10_000.0
    }
}

fn spawn_splashes(
    mut commands: Commands,
    mut events: MessageReader<BoardEvent>,
    settings: Res<Settings>,
    time: Res<Time>,
    game: Res<Game>,
    layout: Res<BoardLayout>,
    art: Res<TubeArt>,
    splash_art: Option<Res<SplashArt>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    splashes: Query<(Entity, &Splash)>,
    tubes: Query<(Entity, &TubeIndex)>,
    theme: Res<Theme>,
) {
    let events: Vec<Event> = events.read().map(|e| e.0).collect();
    let Some(speed) = lively(&settings) else {
        return;
    };
    let (settles, drawn) = read_frame(&events, speed);
    let now = time.elapsed_secs();
    if settles {
        for (e, s) in &splashes {
            if s.born > now {
                commands.entity(e).despawn();
            }
        }
    }
    let Some(drawn) = drawn else { return };
    let (disc, bubble) = match splash_art {
        Some(a) => (a.disc.clone(), a.bubble.clone()),
        None => {
            let disc = meshes.add(Circle::new(1.0).mesh().resolution(16));
            let bubble = materials.add(theme.bubble);
            commands.insert_resource(SplashArt {
                disc: disc.clone(),
                bubble: bubble.clone(),
            });
            (disc, bubble)
        }
    };
    // The theme may have changed since the material was made.
    if materials
        .get(&bubble)
        .is_some_and(|m| m.color != theme.bubble)
        && let Some(mut m) = materials.get_mut(&bubble)
    {
        m.color = theme.bubble;
    }
    let Some(droplet) = art.liquids.get(drawn.colour as usize) else {
        return;
    };
    let Some((target, _)) = tubes.iter().find(|(_, i)| i.0 == drawn.pour.to) else {
        return;
    };
    let DrawnPour {
        pour: Pour { from, to },
        amount,
        factor: f,
        ..
    } = drawn;
    let (Some(&src), Some(&dst)) = (layout.homes.get(from), layout.homes.get(to)) else {
        return;
    };
    let Some(filled) = game.board().tube(to).map(|t| t.units().len()) else {
        return;
    };
    let s = layout.scale;
    // Where the stream falls (`board_view.rs`: beside the receiving tube's
    // mouth) and the level it lands on, rising while it runs (tube units).
    let side = if dst.x >= src.x { 1.0 } else { -1.0 };
    let x = dst.x - side * 10.0 * s;
    let base = (filled - amount.min(filled)) as f32 * UNIT_H;
    let level = |share: f32| base + share * amount as f32 * UNIT_H;
    let mut jitter = Jitter(0x9e37_79b9 ^ (from as u32 * 31 + to as u32 * 7 + filled as u32));
    for share in BURSTS {
        let born = now + (LANDS_SECS + share * FLOW_SECS) * f;
        let y = dst.y + level(share) * s;
        for k in 0..DROPLETS {
            let out = if k % 2 == 0 { 1.0 } else { -1.0 };
            let splash = Splash {
                born,
                life: jitter.between(0.22, 0.34) * f,
                from: Vec3::new(x, y, 5.5),
                velocity: Vec2::new(
                    out * jitter.between(15.0, 45.0),
                    jitter.between(90.0, 160.0),
                ) * s,
                lift: -900.0 * s,
                radius: jitter.between(1.8, 3.0) * s,
                wander: 0.0,
            };
            spawn_disc(&mut commands, &disc, droplet, splash, None);
        }
    }
    // Bubbles in the receiving tube's frame, rising to the level.
    for k in 0..BUBBLES {
        let share = k as f32 / BUBBLES as f32;
        let born = now + (LANDS_SECS + 0.15 * FLOW_SECS + share * FLOW_SECS) * f;
        let surface = level((share + 0.2).min(1.0));
        let from = Vec3::new(
            -side * jitter.between(0.0, INNER_W * 0.35),
            (surface - jitter.between(25.0, 60.0)).max(8.0),
            0.035,
        );
        let rise = jitter.between(70.0, 110.0);
        let splash = Splash {
            born,
            life: ((surface - from.y) / rise).clamp(0.15, 0.6) * f,
            from,
            velocity: Vec2::new(0.0, rise / f.max(0.1)),
            lift: 0.0,
            radius: jitter.between(2.0, 3.6),
            wander: 1.5,
        };
        spawn_disc(&mut commands, &disc, &bubble, splash, Some(target));
    }
}

fn spawn_disc(
    commands: &mut Commands,
    disc: &Handle<Mesh>,
    material: &Handle<ColorMaterial>,
    splash: Splash,
    parent: Option<Entity>,
) {
    let transform = Transform::from_translation(splash.from).with_scale(Vec3::ZERO);
    let mut e = commands.spawn((
        Mesh2d(disc.clone()),
        MeshMaterial2d(material.clone()),
        transform,
        Visibility::Hidden,
        DespawnOnExit(Screen::Gameplay),
        splash,
    ));
    if let Some(parent) = parent {
        e.insert(ChildOf(parent));
    }
}

/// Each disc along its path, shown from its moment, gone after its life.
fn move_splashes(
    mut commands: Commands,
    time: Res<Time>,
    mut splashes: Query<(Entity, &Splash, &mut Transform, &mut Visibility)>,
) {
    let now = time.elapsed_secs();
    for (e, s, mut transform, mut visibility) in &mut splashes {
        let t = now - s.born;
        if t < 0.0 {
            continue;
        }
        if t >= s.life {
            commands.entity(e).despawn();
            continue;
        }
        let u = t / s.life;
        let wander = s.wander * (TAU * 3.0 * t).sin();
        let at = s.from
            + Vec3::new(
                s.velocity.x * t + wander,
                s.velocity.y * t + 0.5 * s.lift * t * t,
                0.0,
            );
        // A droplet that falls back to the surface it left is gone into it.
        if at.y < s.from.y {
            commands.entity(e).despawn();
            continue;
        }
        transform.translation = at;
        transform.scale = Vec3::splat(s.radius * (1.0 - 0.5 * u));
        if *visibility != Visibility::Inherited {
            *visibility = Visibility::Inherited;
        }
    }
}
