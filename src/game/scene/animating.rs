//! What the board's animation has playing ([`Animating`]: whether a move is
//! still drawn, and what a snap must drop), the markers of its entities and
//! how long each animation takes.

use bevy::prelude::*;

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
pub(super) const RISE_SECS: f32 = 0.10;
pub(super) const MOVE_SECS: f32 = 0.14;
pub(super) const HOLD_SECS: f32 = 0.22;
pub(super) const RETURN_SECS: f32 = 0.14;
/// Length of a pour at normal speed: the source's whole path.
pub const POUR_SECS: f32 = RISE_SECS + MOVE_SECS + HOLD_SECS + RETURN_SECS;
/// The selected tube rising or coming down.
pub(super) const LIFT_SECS: f32 = 0.12;
/// A refused pour's shake.
pub(super) const SHAKE_SECS: f32 = 0.35;
/// A completed tube's swell.
pub(super) const FLOURISH_SECS: f32 = 0.45;
/// Revealed units turning from unknown to their colour.
pub(super) const REVEAL_SECS: f32 = 0.40;
/// Speed factors: an undo replays a shorter reverse pour.
pub(super) const UNDO_FACTOR: f32 = 0.6;
pub(super) const REDO_FACTOR: f32 = 0.8;
