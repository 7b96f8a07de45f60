//! What ball sort's picture shares between the files of this folder: the
//! mark of a ball tube, its top ball's lift, the balls' art, the landing to
//! clack, and what the board view holds for balls (`balls.rs` draws them,
//! `ball_move.rs` flies them).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::game::ui::sound::PlaySound;
use crate::game::ui::theme::Theme;

/// Marks a tube of a ball board: its units are drawn as balls.
#[derive(Component)]
pub struct BallTube;

/// How far a tube's top ball is lifted over its mouth (0: in its place, 1:
/// over the mouth). It follows the selection.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq)]
pub struct BallLift(pub f32);

/// The meshes and materials a ball is drawn with.
#[derive(Resource, Clone)]
pub(super) struct BallArt {
    pub(super) disc: Handle<Mesh>,
    /// The dark edge around a ball, and its gloss.
    pub(super) edge: Handle<ColorMaterial>,
    pub(super) gloss: Handle<ColorMaterial>,
    /// Under the gloss, the ball's lit side.
    pub(super) sheen: Handle<ColorMaterial>,
}

/// When the ball in flight lands (elapsed seconds), for its clack.
#[derive(Resource, Default)]
pub(super) struct Landing(pub(super) Option<f32>);

/// What the board view (`board_view.rs`) needs for balls beyond what a pour does.
#[derive(SystemParam)]
pub struct BallParts<'w, 's> {
    pub(super) lifts: Query<'w, 's, &'static mut BallLift>,
    pub(super) art: Option<Res<'w, BallArt>>,
    pub(super) theme: Res<'w, Theme>,
    pub(super) landing: ResMut<'w, Landing>,
    pub(super) sounds: MessageWriter<'w, PlaySound>,
}
