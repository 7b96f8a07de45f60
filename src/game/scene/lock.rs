//! A locked tube is drawn closed: a cap over its mouth and a padlock on it
//! in the key colour, with the colour's symbol when symbols are on. When
//! the pour that finishes the key colour has played, the padlock lifts,
//! shrinks and goes (at once under reduced motion); an undo, redo, restart
//! or rewind that locks the tube again shows it closed at once. The lock
//! follows the board ([`Game`]), so it is right after any change.

use bevy::prelude::*;

use super::POUR_SECS;
use super::tube_art::TubeArt;
use super::tubes::TubeIndex;
use crate::game::board::Game;
use crate::game::board::layout::{BoardLayout, INNER_W, WALL};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::settings::Settings;
use crate::game::ui::widgets;

/// The lock on a locked tube (a child of the tube), for its key colour.
#[derive(Component, Debug)]
pub struct LockSeal {
    pub key: u8,
}

/// A lock coming off: from `start` (seconds, the clock of [`Time`]) it
/// lifts and shrinks for `secs`, then it is gone.
#[derive(Component, Debug)]
pub struct Opening {
    start: f32,
    secs: f32,
    from: Vec3,
}

/// How long a lock takes to come off at normal speed, and how far it lifts
/// (tube units).
const OPEN_SECS: f32 = 0.6;
const LIFT_BY: f32 = 60.0;

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (sync_locks, open_locks)
            .chain()
            .in_set(GameSet::View)
            .run_if(
                in_state(Screen::Gameplay)
                    .and_then(resource_exists::<Game>)
                    .and_then(resource_exists::<TubeArt>),
            ),
    );
}

/// Gives each locked tube its lock, starts taking it off a tube that has
/// opened, and puts a lock back (at once) where the board is locked again.
#[allow(clippy::too_many_arguments)]
fn sync_locks(
    mut commands: Commands,
    game: Res<Game>,
    art: Res<TubeArt>,
    layout: Res<BoardLayout>,
    settings: Res<Settings>,
    time: Res<Time>,
    tubes: Query<(Entity, &TubeIndex, Option<&Children>)>,
    locks: Query<(&LockSeal, &Transform, Option<&Opening>)>,
) {
    let board = game.board();
    for (tube, index, children) in &tubes {
        let key = board.lock(index.0);
        let mut have = false;
        for child in children.into_iter().flatten() {
            let Ok((lock, transform, opening)) = locks.get(*child) else {
                continue;
            };
            let wanted = key == Some(lock.key) && !settings.is_changed();
            if wanted && opening.is_none() {
                have = true;
            } else if key == Some(lock.key) && opening.is_some() {
                // Closed again while coming off (an undo): back at once.
                commands.entity(*child).despawn();
            } else if opening.is_none() {
                let factor = settings.speed.factor();
                if settings.reduced_motion || factor <= 0.0 || settings.is_changed() {
                    commands.entity(*child).despawn();
                } else {
                    commands.entity(*child).insert(Opening {
                        // The pour that finished the key colour plays first.
                        start: time.elapsed_secs() + POUR_SECS * factor,
                        secs: OPEN_SECS * factor,
                        from: transform.translation,
                    });
                }
            }
        }
        if let (Some(key), false) = (key, have) {
            let at = (key, layout.mouth(index.0), layout.scale);
            spawn_lock(&mut commands, &art, tube, at, &settings);
        }
    }
}

/// Moves the locks that are coming off, and removes those that are off.
fn open_locks(
    mut commands: Commands,
    time: Res<Time>,
    mut locks: Query<(Entity, &Opening, &mut Transform)>,
) {
    let now = time.elapsed_secs();
    for (e, opening, mut transform) in &mut locks {
        let u = ((now - opening.start) / opening.secs.max(1e-3)).clamp(0.0, 1.0);
        if now - opening.start >= opening.secs {
            commands.entity(e).despawn();
            continue;
        }
        let eased = u * u * (3.0 - 2.0 * u);
        transform.translation = opening.from + Vec3::Y * LIFT_BY * eased;
        transform.scale = Vec3::splat(1.0 - eased);
        transform.rotation = Quat::from_rotation_z(0.6 * eased);
    }
}

/// A lock for `key` on the tube `tube` whose mouth is `mouth` high (drawn
/// at `scale`): a cap over the rim, a padlock with its shackle above, the
/// key's symbol on it. The editor draws its locked tubes with it too.
pub fn spawn_lock(
    commands: &mut Commands,
    art: &TubeArt,
    tube: Entity,
    (key, mouth, scale): (u8, f32, f32),
    settings: &Settings,
) {
    let k = key as usize;
    let (Some(colour), Some(&symbol)) = (art.keys.get(k), art.symbols.get(k)) else {
        return;
    };
    let lock = commands
        .spawn((
            LockSeal { key },
            ChildOf(tube),
            Transform::from_xyz(0.0, mouth + 4.0, 0.09),
            Visibility::default(),
        ))
        .id();
    let rect = |commands: &mut Commands, mat: &Handle<ColorMaterial>, at: Vec3, size: Vec2| {
        commands.spawn((
            ChildOf(lock),
            Mesh2d(art.rect.clone()),
            MeshMaterial2d(mat.clone()),
            Transform::from_translation(at).with_scale(size.extend(1.0)),
        ));
    };
    let cap_w = INNER_W + 2.0 * WALL + 10.0;
    // The cap on the rim, outlined so it reads on every backdrop.
    rect(
        commands,
        &art.lock_edge,
        Vec3::ZERO,
        Vec2::new(cap_w + 3.0, 13.0),
    );
    rect(
        commands,
        &colour.body,
        Vec3::Z * 0.001,
        Vec2::new(cap_w, 10.0),
    );
    // The shackle: two posts and a bar in the key colour's dark shade.
    for x in [-8.0, 8.0] {
        rect(
            commands,
            &colour.dark,
            Vec3::new(x, 24.0, 0.002),
            Vec2::new(4.0, 16.0),
        );
    }
    rect(
        commands,
        &colour.dark,
        Vec3::new(0.0, 31.0, 0.002),
        Vec2::new(20.0, 4.0),
    );
    // The padlock's body with the symbol.
    rect(
        commands,
        &art.lock_edge,
        Vec3::new(0.0, 12.0, 0.003),
        Vec2::new(30.0, 23.0),
    );
    rect(
        commands,
        &colour.body,
        Vec3::new(0.0, 12.0, 0.004),
        Vec2::new(27.0, 20.0),
    );
    if settings.symbols {
        commands.spawn((
            ChildOf(lock),
            Text2d::new(symbol.to_string()),
            // Laid out at the size it is drawn, to stay sharp.
            widgets::font(16.0 * scale),
            TextColor(art.symbol_colours[k]),
            Transform::from_xyz(0.0, 12.0, 0.005).with_scale(Vec3::splat(1.0 / scale.max(0.01))),
        ));
    }
}
