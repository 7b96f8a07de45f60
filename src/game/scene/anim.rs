//! Animation with bevy_tweening: pours, undos, the selected tube's lift, the
//! shake of an illegal pour, the flourish of a completed tube.
//!
//! The board state changes at once; animation only catches up. A new event
//! arriving while a pour is still playing first *snaps* the picture to the
//! state (every tween dropped, every tube reset from the board), so input is
//! never lost nor applied twice, and the picture always ends equal to the
//! state: when the timeline of the last animation (a pour, or a lift, shake
//! or flourish) is over, the same snap runs once more and replaces whatever
//! the tweens left. A tube has at most one tween moving it: a new one (a
//! lift, a shake, a pour) replaces the one running, starting from where the
//! tube is, and a shake is around the tube's resting place.

use std::time::Duration;

use bevy::ecs::component::Mutable;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_tweening::{AnimTarget, AnimationSystem, Delay, IntoBoxedTweenable, Tween, TweenAnim};
use water_sort_core::history::Step;
use water_sort_core::play::Event;
use water_sort_core::{Pour, Poured};

use super::lens::{LiquidLens, PoseLens, PulseLens, RevealLens, ShakeLens, StreamLens};
use super::tubes::{TubeArt, TubeIndex, TubeLiquid};
use crate::game::board::TubeLabel;
use crate::game::board::layout::{BoardLayout, UNIT_H};
use crate::game::board::{BoardEvent, Game};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::settings::Settings;

/// Marks the entities that run a board animation (a `TweenAnim` with its
/// `AnimTarget`), so a snap can drop them all.
#[derive(Component)]
pub struct BoardAnim;

/// The falling stream of a pour.
#[derive(Component)]
pub struct PourStream;

/// Whether a move is still being animated, and what to do when it ends.
#[derive(Resource, Debug, Default)]
pub struct Animating {
    /// Elapsed time (seconds) at which the running move animation ends.
    pub until: Option<f32>,
    /// Tubes completed by that move: they get a flourish at the end.
    pub flourish: Vec<usize>,
    /// Units that move revealed, per tube (`(tube, units)`): they show
    /// unknown while it plays and turn to their colours at its end.
    pub reveals: Vec<(usize, usize)>,
    /// Elapsed time (seconds) at which the last lift, shake or flourish
    /// ends: the picture is snapped to the state then. Unlike [`Self::until`]
    /// it does not make the board busy (input does not snap these short
    /// movements; they start from where the tube is).
    pub settle: Option<f32>,
    /// Every animation entity spawned since the last snap. Kept here because
    /// entities spawned earlier in the same frame are not yet visible to
    /// queries, and a snap must drop them too.
    pub entities: Vec<Entity>,
    /// The tween moving each tube (`(tube entity, tween entity)`), so that a
    /// new one replaces it instead of both writing the same `Transform`.
    pub moving: Vec<(Entity, Entity)>,
}

impl Animating {
    pub fn is_busy(&self) -> bool {
        self.until.is_some()
    }
}

/// The source's path in a pour at normal speed: it rises, moves over the
/// destination and tilts, holds while the stream runs, and returns.
const RISE_SECS: f32 = 0.10;
const MOVE_SECS: f32 = 0.14;
const HOLD_SECS: f32 = 0.22;
const RETURN_SECS: f32 = 0.14;
/// Length of a pour at normal speed: the source's whole path.
pub const POUR_SECS: f32 = RISE_SECS + MOVE_SECS + HOLD_SECS + RETURN_SECS;
/// The selected tube rising or coming down.
pub(super) const LIFT_SECS: f32 = 0.12;
/// A refused pour's shake.
const SHAKE_SECS: f32 = 0.35;
/// A completed tube's swell.
const FLOURISH_SECS: f32 = 0.45;
/// Revealed units turning from unknown to their colour.
const REVEAL_SECS: f32 = 0.40;
/// Speed factors: an undo replays a shorter reverse pour.
pub(super) const UNDO_FACTOR: f32 = 0.6;
pub(super) const REDO_FACTOR: f32 = 0.8;

pub fn plugin(app: &mut App) {
    // New tweens start in the frame their event came: the view runs before
    // bevy_tweening steps them.
    app.init_resource::<Animating>()
        .configure_sets(
            Update,
            GameSet::View.before(AnimationSystem::AnimationUpdate),
        )
        .add_systems(OnEnter(Screen::Gameplay), reset_animating)
        .add_systems(
            Update,
            (
                (
                    apply_layout.run_if(resource_changed::<BoardLayout>),
                    animate_events,
                )
                    .chain()
                    .in_set(GameSet::View),
                (finish_animation, drop_finished_anims)
                    .chain()
                    .after(AnimationSystem::AnimationUpdate),
            )
                .run_if(
                    in_state(Screen::Gameplay)
                        .and_then(resource_exists::<Game>)
                        .and_then(resource_exists::<TubeArt>),
                ),
        );
}

fn reset_animating(mut animating: ResMut<Animating>) {
    *animating = Animating::default();
}

/// Everything needed to put the picture in line with the state, or to start
/// an animation from it.
#[derive(SystemParam)]
pub struct BoardView<'w, 's> {
    commands: Commands<'w, 's>,
    game: Res<'w, Game>,
    layout: Res<'w, BoardLayout>,
    art: Res<'w, TubeArt>,
    time: Res<'w, Time>,
    settings: Res<'w, Settings>,
    animating: ResMut<'w, Animating>,
    tubes: Query<
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
        for (_, index, mut transform, mut liquid) in &mut self.tubes {
            let Some(tube) = board.tube(index.0) else {
                continue;
            };
            let lifted = self.game.selected() == Some(index.0);
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
    fn reveal(&mut self, reveals: Vec<(usize, usize)>) {
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

    fn entity(&self, tube: usize) -> Option<Entity> {
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

    fn tween<T: Component<Mutability = Mutable>>(
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
    fn speed(&self) -> f32 {
        self.settings.speed.factor()
    }

    /// Moves every tube that is not where the selection wants it.
    fn lift_selected(&mut self) {
        if self.speed() == 0.0 {
            self.snap();
            return;
        }
        let lift_secs = LIFT_SECS * self.speed();
        let moves: Vec<(Entity, Vec3, Vec3)> = self
            .tubes
            .iter()
            .filter_map(|(e, i, t, _)| {
                let want = self.layout.rest(i.0, self.game.selected() == Some(i.0));
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
    fn pour(&mut self, poured: Poured, factor: f32) {
        let factor = factor * self.speed();
        if factor == 0.0 {
            self.snap();
            return;
        }
        let Pour { from, to } = poured.pour;
        let (Some(src), Some(dst)) = (self.entity(from), self.entity(to)) else {
            return;
        };
        let board = self.game.board();
        let (Some(src_tube), Some(dst_tube)) = (board.tube(from), board.tube(to)) else {
            return;
        };
        // Copies, so the board's borrow ends before the entities change.
        let src_units = src_tube.units().to_vec();
        let dst_units = dst_tube.units().to_vec();
        let flourish = board.is_solved() || dst_tube.is_complete(board.capacity());
        let amount = poured.amount as f32;
        let s = self.layout.scale;
        let home = self.layout.rest(from, false);
        let start = self.translation(from).unwrap_or(home);
        let lifted = self.layout.rest(from, true) + Vec3::Z * 4.0;
        // Pose over the destination: the tilted mouth just above its mouth.
        let dst_home = self.layout.homes[to];
        let tilted = self.layout.pour_pose(from, to);
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
    fn shake(&mut self, tube: usize) {
        if self.settings.reduced_motion || self.speed() == 0.0 {
            return;
        }
        let (Some(e), Some(from)) = (self.entity(tube), self.translation(tube)) else {
            return;
        };
        let rest = self.layout.rest(tube, self.game.selected() == Some(tube));
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
    fn flourish(&mut self, tube: usize) {
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

/// Whether the event changed the board (a move, undo, redo, restart, tube).
fn changes_board(e: &Event) -> bool {
    use Event::*;
    matches!(
        e,
        Poured(_) | Undone(_) | Redone(_) | Restarted | TubeAdded { .. }
    )
}

/// Board events become animations; anything still playing is snapped first.
/// Animations start from the board as it is now, after all of the frame's
/// moves: of several moves in one frame (keys typed faster than frames,
/// a rewind of several steps) only the last is animated, from the others'
/// result (an earlier one drawn from the final board could take liquid its
/// tube no longer holds).
fn animate_events(mut events: MessageReader<BoardEvent>, mut view: BoardView) {
    let events: Vec<Event> = events.read().map(|e| e.0).collect();
    let reveals: Vec<(usize, usize)> = events
        .iter()
        .filter_map(|e| match *e {
            Event::Revealed { tube, units } => Some((tube, units)),
            _ => None,
        })
        .collect();
    let last_change = events.iter().rposition(changes_board);
    let mut skipped = false;
    for (i, event) in events.into_iter().enumerate() {
        if changes_board(&event) && Some(i) != last_change {
            skipped = true;
            continue;
        }
        // Only what is drawn settles what plays (a win, a rewind's summary
        // or a refusal does not: the pours before it play on).
        let drawn = matches!(event, Event::Selected(_) | Event::Illegal { .. });
        let settled = drawn || changes_board(&event);
        if settled && (view.animating.is_busy() || (skipped && changes_board(&event))) {
            view.snap();
        }
        // The move about to be drawn shows its reveals when it ends.
        if Some(i) == last_change {
            view.animating.reveals = reveals.clone();
        }
        match event {
            Event::Selected(_) => view.lift_selected(),
            Event::Poured(poured) => view.pour(poured, 1.0),
            Event::Redone(Step::Pour(poured)) => view.pour(poured, REDO_FACTOR),
            Event::Undone(Step::Pour(poured)) => {
                // The reverse pour: liquid goes back from `to` to `from`.
                let back = Poured {
                    pour: Pour::new(poured.pour.to, poured.pour.from),
                    ..poured
                };
                view.pour(back, UNDO_FACTOR);
            }
            // The extra tube's board is drawn anew (see `extra_tube.rs`).
            Event::Undone(Step::Jump | Step::ExtraTube)
            | Event::Redone(Step::Jump | Step::ExtraTube)
            | Event::Restarted
            | Event::TubeAdded { .. } => view.snap(),
            Event::Illegal { tube, .. } => {
                view.lift_selected();
                view.shake(tube);
            }
            Event::Won
            | Event::Rewound(_)
            | Event::NothingToUndo
            | Event::NothingToRedo
            | Event::NoExtraTube
            | Event::Revealed { .. } => {}
        }
    }
}

/// When the move's timeline is over: snap to the state, then the flourish.
/// When the last lift, shake or flourish is over (and no move plays): snap.
fn finish_animation(mut view: BoardView) {
    let now = view.time.elapsed_secs() + 1e-4;
    match (view.animating.until, view.animating.settle) {
        (Some(until), _) if now >= until => {
            let flourish = std::mem::take(&mut view.animating.flourish);
            let reveals = std::mem::take(&mut view.animating.reveals);
            view.snap();
            for tube in flourish {
                view.flourish(tube);
            }
            view.reveal(reveals);
        }
        (None, Some(settle)) if now >= settle => view.snap(),
        _ => {}
    }
}

/// Finished tweens leave their (now empty) entities behind: remove them.
fn drop_finished_anims(
    mut commands: Commands,
    done: Query<Entity, (With<BoardAnim>, Without<TweenAnim>)>,
    mut animating: ResMut<Animating>,
) {
    for e in &done {
        commands.entity(e).despawn();
    }
    if !done.is_empty() {
        animating.entities.retain(|e| !done.contains(*e));
        animating.moving.retain(|(_, e)| !done.contains(*e));
    }
}

/// A new layout (window resized): tubes and labels move, animations snap.
fn apply_layout(
    mut view: BoardView,
    mut labels: Query<(&TubeLabel, &mut Transform, &mut TextFont), Without<TubeIndex>>,
) {
    view.snap();
    for (label, mut t, mut font) in &mut labels {
        if label.0 < view.layout.homes.len() {
            // Laid out at the size it is drawn: sharp at every scale.
            *t = Transform::from_translation(view.layout.label_pos(label.0));
            font.font_size = FontSize::Px(18.0 * view.layout.scale);
        }
    }
}
