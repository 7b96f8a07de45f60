//! A move on a ball board: the ball is lifted out of its tube (from where
//! the selection lifted it), travels over to the destination and drops in
//! with a short bounce, and clacks as it lands. Like a pour it is drawn
//! after the fact ([`BoardView::pour`] hands ball boards here): the board
//! has the ball in the destination already; the picture shows it in
//! flight until the move's time is over, then the snap puts it in its
//! slot, and any event before that snaps it there at once.

use std::f32::consts::PI;
use std::time::Duration;

use bevy::prelude::*;
use bevy_tweening::lens::TransformPositionLens;
use bevy_tweening::{Lens, Tween};
use water_sort_core::{Pour, Poured};

use super::ball_kit::Landing;
use super::balls::{BallLook, lifted_y, slot_y, spawn_ball_parts};
use super::board_view::{BoardView, PourEnds};
use super::liquid::TubeLiquid;
use crate::game::board::Game;
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::sound::{PlaySound, Sfx};

/// A move's path at normal speed: out over the source's mouth, across, and
/// down into the destination (its last part the bounce).
pub(super) const BALL_RISE_SECS: f32 = 0.10;
pub(super) const BALL_ACROSS_SECS: f32 = 0.18;
pub(super) const BALL_DROP_SECS: f32 = 0.30;
/// The whole move at normal speed.
pub const BALL_MOVE_SECS: f32 = BALL_RISE_SECS + BALL_ACROSS_SECS + BALL_DROP_SECS;
/// How far into the drop the ball first touches down: `BounceOut` first
/// reaches the end at 1 / 2.75 of its time.
const FIRST_TOUCH: f32 = 1.0 / 2.75;
/// How high the path arches over the straight line across (tube units).
const ARCH: f32 = 14.0;

/// A ball in flight (a world entity, dropped by the snap).
#[derive(Component)]
pub struct FlyingBall;

pub fn plugin(app: &mut App) {
    app.init_resource::<Landing>()
        .add_systems(OnEnter(Screen::Gameplay), |mut l: ResMut<Landing>| {
            l.0 = None
        })
        .add_systems(
            Update,
            clack
                .in_set(GameSet::View)
                .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
        );
}

/// The landing ball clacks (a move snapped before it landed still does:
/// its ball is in its place).
fn clack(time: Res<Time>, mut landing: ResMut<Landing>, mut play: MessageWriter<PlaySound>) {
    if landing.0.is_some_and(|at| time.elapsed_secs() >= at) {
        landing.0 = None;
        play.write(PlaySound(Sfx::Ball));
    }
}

/// Across from one mouth to the other, arching `arch` over the line.
struct ArchLens {
    from: Vec3,
    to: Vec3,
    arch: f32,
}

impl Lens<Transform> for ArchLens {
    fn lerp(&mut self, mut target: Mut<Transform>, ratio: f32) {
        target.translation =
            self.from.lerp(self.to, ratio) + Vec3::Y * self.arch * (ratio * PI).sin();
    }
}

impl BoardView<'_, '_> {
    /// The move `poured` (already on the board) on a ball board, `factor`
    /// its speed: the ball flies from the top of `from` to the top of `to`.
    pub(super) fn move_ball(&mut self, poured: Poured, factor: f32) {
        let factor = factor * self.speed();
        let now = self.time.elapsed_secs();
        // The move before clacks now if it had not landed yet.
        if self.balls.landing.0.take().is_some() {
            self.balls.sounds.write(PlaySound(Sfx::Ball));
        }
        self.balls.landing.0 = Some(now);
        if factor == 0.0 {
            self.snap();
            return;
        }
        let Pour { from, to } = poured.pour;
        let Some(PourEnds {
            src,
            dst,
            src_units,
            dst_units,
            flourish,
        }) = self.pour_ends(poured.pour)
        else {
            return;
        };
        let Some(&colour) = dst_units.last() else {
            return;
        };
        let board = self.game.board();
        let (src_height, dst_height) = (board.height(from), board.height(to));
        let s = self.layout.scale;

        // Where the ball is now: in its slot, or lifted by the selection.
        let lift = self.balls.lifts.get(src).map_or(0.0, |l| l.0);
        let start_y =
            slot_y(src_units.len()) + (lifted_y(src_height) - slot_y(src_units.len())) * lift;
        let over = lifted_y(src_height).max(lifted_y(dst_height));
        // Among the tubes' parts: over their cavities, under their shine.
        let z = 1.0 + 0.03 * s;
        let world = |tube: usize, y: f32| {
            let home = self.layout.homes[tube];
            Vec3::new(home.x, home.y + y * s, z)
        };
        let (start, out) = (world(from, start_y), world(from, over));
        let (above, end) = (world(to, over), world(to, slot_y(dst_units.len() - 1)));

        // The tubes show the board without the ball in flight.
        if let Ok(mut lifted) = self.balls.lifts.get_mut(src) {
            lifted.0 = 0.0;
        }
        if let Ok((_, _, _, mut liquid)) = self.tubes.get_mut(src) {
            let want = TubeLiquid::at_rest(&src_units);
            if *liquid != want {
                *liquid = want;
            }
        }
        if let Ok((_, _, _, mut liquid)) = self.tubes.get_mut(dst) {
            *liquid = TubeLiquid::at_rest(&dst_units[..dst_units.len() - 1]);
        }

        let Some(art) = self.balls.art.as_deref() else {
            return;
        };
        let look = BallLook {
            colour,
            hidden: false,
            symbols: self.settings.symbols,
            scale: s,
        };
        let ball = self
            .commands
            .spawn((
                FlyingBall,
                Transform::from_translation(start).with_scale(Vec3::splat(s)),
                Visibility::default(),
                DespawnOnExit(Screen::Gameplay),
            ))
            .id();
        let parts = (&*self.art, art, &*self.balls.theme);
        spawn_ball_parts(&mut self.commands, ball, look, parts);
        self.animating.entities.push(ball);

        // A ball the selection lifted is already out: it sets off at once.
        let rise = (BALL_RISE_SECS * (1.0 - lift)).max(0.01);
        let total = rise + BALL_ACROSS_SECS + BALL_DROP_SECS;
        let t = |x: f32| Duration::from_secs_f32((x * factor).max(0.0));
        let path = Tween::new(
            EaseFunction::QuadraticOut,
            t(rise),
            TransformPositionLens { start, end: out },
        )
        .then(Tween::new(
            EaseFunction::SineInOut,
            t(BALL_ACROSS_SECS),
            ArchLens {
                from: out,
                to: above,
                arch: ARCH * s,
            },
        ))
        .then(Tween::new(
            EaseFunction::BounceOut,
            t(BALL_DROP_SECS),
            TransformPositionLens { start: above, end },
        ));
        self.tween::<Transform>(ball, path);

        self.balls.landing.0 =
            Some(now + (rise + BALL_ACROSS_SECS + BALL_DROP_SECS * FIRST_TOUCH) * factor);
        self.animating.until = Some(now + total * factor);
        if flourish {
            self.animating.flourish.push(to);
        }
    }
}
