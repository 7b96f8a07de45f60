//! The picture of the board as the animation sees it ([`BoardView`]): a
//! snap of every tube to the state, and the tweens of each animation (a
//! lift, a pour with its stream, a shake, a flourish, a reveal), each
//! starting from where the tubes are.

use std::time::Duration;

use bevy::ecs::component::Mutable;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_tweening::{AnimTarget, Delay, IntoBoxedTweenable, Tween, TweenAnim};
use water_sort_core::{Colour, Pour, Poured, Rule};

use super::animating::{
    Animating, BoardAnim, FLOURISH_SECS, HOLD_SECS, LIFT_SECS, MOVE_SECS, POUR_SECS, PourStream,
    RETURN_SECS, REVEAL_SECS, RISE_SECS, SHAKE_SECS,
};
use super::ball_kit::BallParts;
use super::lens::{LiquidLens, PoseLens, PulseLens, RevealLens, ShakeLens, StreamLens};
use super::liquid::TubeLiquid;
use super::pour_pose::PourPose;
use super::tube_art::TubeArt;
use super::tubes::TubeIndex;
use crate::game::board::Game;
use crate::game::board::layout::{BoardLayout, UNIT_H};
use crate::game::schedule::Screen;
use crate::game::ui::settings::Settings;

/// Everything needed to put the picture in line with the state, or to start
/// an animation from it.
#[derive(SystemParam)]
pub struct BoardView<'w, 's> {
    pub(super) commands: Commands<'w, 's>,
    pub(super) game: Res<'w, Game>,
    pub(super) layout: Res<'w, BoardLayout>,
    pub(super) art: Res<'w, TubeArt>,
    pub(super) time: Res<'w, Time>,
    pub(super) settings: Res<'w, Settings>,
    pub(super) animating: ResMut<'w, Animating>,
    pub(super) tubes: Query<
        'w,
        's,
        (
            Entity,
            &'static TubeIndex,
            &'static mut Transform,
            &'static mut TubeLiquid,
        ),
    >,
    anims: Query<'w, 's, Entity, Or<(With<BoardAnim>, With<PourStream>)>>,
    /// A ball board's parts (`ball_move.rs`).
    pub(super) balls: BallParts<'w, 's>,
}

impl BoardView<'_, '_> {
    /// Drops every running animation and resets each tube from the board.
    pub fn snap(&mut self) {
        for e in &self.anims {
            self.commands.entity(e).try_despawn();
        }
        for e in self.animating.entities.drain(..) {
            self.commands.entity(e).try_despawn();
        }
        let board = self.game.board();
        let hidden = self.game.play.hidden();
        let raised = self.game.selected().filter(|&t| self.raised(t));
        for (_, index, mut transform, mut liquid) in &mut self.tubes {
            let Some(tube) = board.tube(index.0) else {
                continue;
            };
            let lifted = raised == Some(index.0);
            *transform = Transform::from_translation(self.layout.rest(index.0, lifted))
                .with_scale(Vec3::splat(self.layout.scale));
            let want =
                TubeLiquid::at_rest_hiding(tube.units(), hidden.get(index.0).copied().unwrap_or(0));
            if *liquid != want {
                *liquid = want;
            }
        }
        self.animating.until = None;
        self.animating.settle = None;
        self.animating.flourish.clear();
        self.animating.reveals.clear();
        self.animating.moving.clear();
    }

    /// Units of `tube` hidden now.
    fn hidden(&self, tube: usize) -> usize {
        self.game.play.hidden().get(tube).copied().unwrap_or(0)
    }

    /// Units of `tube` hidden before the reveals of the move being drawn.
    fn hidden_before_reveal(&self, tube: usize) -> usize {
        let revealed: usize = self
            .animating
            .reveals
            .iter()
            .filter(|(t, _)| *t == tube)
            .map(|(_, units)| units)
            .sum();
        self.hidden(tube) + revealed
    }

    /// The move's reveals: each tube's revealed units turn from unknown to
    /// their colour (at once under reduced motion or with animation off).
    pub(super) fn reveal(&mut self, reveals: Vec<(usize, usize)>) {
        if self.settings.reduced_motion || self.speed() == 0.0 {
            return;
        }
        for (tube, units) in reveals {
            let Some(e) = self.entity(tube) else { continue };
            let hidden = self.hidden(tube);
            if let Ok((_, _, _, mut liquid)) = self.tubes.get_mut(e) {
                liquid.hidden = hidden;
                liquid.revealing = units;
                liquid.reveal = 0.0;
            }
            let secs_here = REVEAL_SECS * self.speed();
            self.tween::<TubeLiquid>(
                e,
                Tween::new(EaseFunction::SineInOut, secs(secs_here), RevealLens),
            );
            self.settle_after(secs_here);
        }
    }

    /// The board is snapped to the state `secs` from now at the latest
    /// (after a lift, shake or flourish).
    fn settle_after(&mut self, secs: f32) {
        let end = self.time.elapsed_secs() + secs;
        self.animating.settle = Some(self.animating.settle.map_or(end, |s| s.max(end)));
    }

    /// Whether `tube` is drawn raised: the selected one, but not on a ball
    /// board, where its top ball rises instead (`balls.rs`).
    fn raised(&self, tube: usize) -> bool {
        self.game.selected() == Some(tube) && self.game.board().rule() != Rule::Ball
    }

    /// What a pour's or a ball's move starts from, read off the board after
    /// the move: both tubes' entities and units (copies, so the board's
    /// borrow ends before the entities change) and whether it ends with a
    /// flourish (the board solved or the destination completed).
    pub(super) fn pour_ends(&self, pour: Pour) -> Option<PourEnds> {
        let Pour { from, to } = pour;
        let (src, dst) = (self.entity(from)?, self.entity(to)?);
        let board = self.game.board();
        let (src_tube, dst_tube) = (board.tube(from)?, board.tube(to)?);
        Some(PourEnds {
            src,
            dst,
            src_units: src_tube.units().to_vec(),
            dst_units: dst_tube.units().to_vec(),
            flourish: board.is_solved() || dst_tube.is_complete(board.height(to)),
        })
    }

    pub(super) fn entity(&self, tube: usize) -> Option<Entity> {
        self.tubes
            .iter()
            .find(|(_, i, _, _)| i.0 == tube)
            .map(|(e, ..)| e)
    }

    fn translation(&self, tube: usize) -> Option<Vec3> {
        self.tubes
            .iter()
            .find(|(_, i, _, _)| i.0 == tube)
            .map(|(_, _, t, _)| t.translation)
    }

    pub(super) fn tween<T: Component<Mutability = Mutable>>(
        &mut self,
        target: Entity,
        tweenable: impl IntoBoxedTweenable,
    ) {
        let e = self
            .commands
            .spawn((
                TweenAnim::new(tweenable),
                AnimTarget::component::<T>(target),
                BoardAnim,
                DespawnOnExit(Screen::Gameplay),
            ))
            .id();
        self.animating.entities.push(e);
    }

    /// Starts the one tween moving tube entity `target`, dropping the one
    /// running (which would otherwise fight it over the `Transform`).
    fn move_tube(&mut self, target: Entity, tweenable: impl IntoBoxedTweenable) {
        let mut kept = Vec::with_capacity(self.animating.moving.len());
        for (tube, anim) in std::mem::take(&mut self.animating.moving) {
            if tube == target {
                self.commands.entity(anim).try_despawn();
            } else {
                kept.push((tube, anim));
            }
        }
        self.animating.moving = kept;
        self.tween::<Transform>(target, tweenable);
        let anim = *self.animating.entities.last().expect("just spawned");
        self.animating.moving.push((target, anim));
    }

    /// The duration factor of animations (0: none, the board snaps).
    pub(super) fn speed(&self) -> f32 {
        self.settings.speed.factor()
    }

    /// Moves every tube that is not where the selection wants it.
    pub(super) fn lift_selected(&mut self) {
        if self.speed() == 0.0 {
            self.snap();
            return;
        }
        let lift_secs = LIFT_SECS * self.speed();
        let moves: Vec<(Entity, Vec3, Vec3)> = self
            .tubes
            .iter()
            .filter_map(|(e, i, t, _)| {
                let want = self.layout.rest(i.0, self.raised(i.0));
                (t.translation.distance(want) > 0.01).then_some((e, t.translation, want))
            })
            .collect();
        if moves.is_empty() {
            return;
        }
        for (e, from, to) in moves {
            self.move_tube(
                e,
                Tween::new(
                    EaseFunction::QuadraticOut,
                    secs(lift_secs),
                    PoseLens::new(from, 0.0, to, 0.0),
                ),
            );
        }
        self.settle_after(lift_secs);
    }

    /// The pour animation of `poured` (whose effect is already on the board):
    /// the source rises, moves over the destination and tilts, a stream falls
    /// while the levels move in step, and the source returns.
    pub(super) fn pour(&mut self, poured: Poured, factor: f32) {
        if self.game.board().rule() == Rule::Ball {
            return self.move_ball(poured, factor);
        }
        let factor = factor * self.speed();
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
        let amount = poured.amount as f32;
        let s = self.layout.scale;
        let home = self.layout.rest(from, false);
        let start = self.translation(from).unwrap_or(home);
        let lifted = self.layout.rest(from, true) + Vec3::Z * 4.0;
        // Pose over the destination: the tilted mouth just above its mouth.
        let dst_home = self.layout.homes[to];
        let tilted = PourPose::for_pour(&self.layout, from, to);
        let (pose, angle, target_mouth) = (tilted.translation, tilted.angle, tilted.mouth);

        let t = |x: f32| secs(x * factor);
        let source_path = Tween::new(
            EaseFunction::QuadraticOut,
            t(RISE_SECS),
            PoseLens::new(start, 0.0, lifted, 0.0),
        )
        .then(Tween::new(
            EaseFunction::CubicInOut,
            t(MOVE_SECS),
            PoseLens::new(lifted, 0.0, pose, angle),
        ))
        .then(Delay::new(t(HOLD_SECS)))
        .then(Tween::new(
            EaseFunction::CubicInOut,
            t(RETURN_SECS),
            PoseLens::new(pose, angle, home, 0.0),
        ));
        self.move_tube(src, source_path);

        // The levels move in step while the stream runs.
        let flow = |from: f32, to: f32| {
            Delay::new(t(0.25)).then(Tween::new(
                EaseFunction::SineInOut,
                t(0.20),
                LiquidLens { from, to },
            ))
        };
        let dst_base = &dst_units[..dst_units.len() - poured.amount];
        let src_hidden = self.hidden_before_reveal(from);
        let dst_hidden = self.hidden_before_reveal(to).min(dst_base.len());
        if let Ok((_, _, _, mut liquid)) = self.tubes.get_mut(src) {
            *liquid = TubeLiquid {
                units: src_units,
                extra_colour: poured.colour,
                extra: amount,
                hidden: src_hidden,
                ..TubeLiquid::default()
            };
        }
        if let Ok((_, _, _, mut liquid)) = self.tubes.get_mut(dst) {
            *liquid = TubeLiquid {
                units: dst_base.to_vec(),
                extra_colour: poured.colour,
                extra: 0.0,
                hidden: dst_hidden,
                ..TubeLiquid::default()
            };
        }
        self.tween::<TubeLiquid>(src, flow(amount, 0.0));
        self.tween::<TubeLiquid>(dst, flow(0.0, amount));

        // The stream: from the tilted mouth down to the destination's surface.
        if let Some(material) = self.art.liquids.get(poured.colour as usize) {
            let bottom = dst_home.y + dst_units.len() as f32 * UNIT_H * s;
            let height = (target_mouth.y - bottom).max(1.0);
            let width = 9.0 * s;
            let stream = self
                .commands
                .spawn((
                    PourStream,
                    Mesh2d(self.art.rect.clone()),
                    MeshMaterial2d(material.clone()),
                    Transform::from_xyz(target_mouth.x, bottom + height / 2.0, 5.0)
                        .with_scale(Vec3::new(0.0, height, 1.0)),
                    DespawnOnExit(Screen::Gameplay),
                ))
                .id();
            self.animating.entities.push(stream);
            self.tween::<Transform>(
                stream,
                Delay::new(t(0.23)).then(Tween::new(
                    EaseFunction::Linear,
                    t(0.24),
                    StreamLens { width },
                )),
            );
        }

        let now = self.time.elapsed_secs();
        self.animating.until = Some(now + POUR_SECS * factor);
        if flourish {
            self.animating.flourish.push(to);
        }
    }

    /// A refused pour: the tube shakes around its resting place for the
    /// selection (gliding there first if it was on its way, say mid-lift).
    pub(super) fn shake(&mut self, tube: usize) {
        if self.settings.reduced_motion || self.speed() == 0.0 {
            return;
        }
        let (Some(e), Some(from)) = (self.entity(tube), self.translation(tube)) else {
            return;
        };
        let rest = self.layout.rest(tube, self.raised(tube));
        self.move_tube(
            e,
            Tween::new(
                EaseFunction::Linear,
                secs(SHAKE_SECS),
                ShakeLens {
                    from,
                    rest,
                    amplitude: 9.0 * self.layout.scale,
                },
            ),
        );
        self.settle_after(SHAKE_SECS);
    }

    /// A completed tube: a brief swell.
    pub(super) fn flourish(&mut self, tube: usize) {
        if self.settings.reduced_motion || self.speed() == 0.0 {
            return;
        }
        let Some(e) = self.entity(tube) else { return };
        let base = self.layout.scale;
        self.move_tube(
            e,
            Tween::new(
                EaseFunction::Linear,
                secs(FLOURISH_SECS),
                PulseLens { base },
            ),
        );
        self.settle_after(FLOURISH_SECS);
    }
}

fn secs(s: f32) -> Duration {
    Duration::from_secs_f32(s.max(0.0))
}

/// See [`BoardView::pour_ends`].
pub(super) struct PourEnds {
    pub(super) src: Entity,
    pub(super) dst: Entity,
    pub(super) src_units: Vec<Colour>,
    pub(super) dst_units: Vec<Colour>,
    pub(super) flourish: bool,
}
