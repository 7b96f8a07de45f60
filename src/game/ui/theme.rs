//! The look: the font, colours, and the camera with its gradient backdrop.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

use crate::game::GameSet;

pub const BG_TOP: Color = Color::srgb(0.11, 0.14, 0.27);
pub const BG_BOTTOM: Color = Color::srgb(0.03, 0.04, 0.10);
pub const TEXT: Color = Color::srgb(0.92, 0.94, 1.0);
pub const TEXT_DIM: Color = Color::srgb(0.62, 0.67, 0.80);
pub const ACCENT: Color = Color::srgb(0.45, 0.78, 1.0);
pub const ERROR: Color = Color::srgb(1.0, 0.52, 0.50);
pub const SUCCESS: Color = Color::srgb(0.50, 0.92, 0.62);
pub const BUTTON: Color = Color::srgba(0.22, 0.27, 0.45, 0.85);
pub const BUTTON_HOVER: Color = Color::srgba(0.30, 0.37, 0.60, 0.95);
pub const BUTTON_PRESS: Color = Color::srgba(0.40, 0.55, 0.85, 1.0);
pub const BUTTON_BORDER: Color = Color::srgba(0.60, 0.72, 1.0, 0.35);
pub const PANEL: Color = Color::srgba(0.07, 0.09, 0.18, 0.92);
/// A modal panel: opaque, so nothing behind it shows through its text.
pub const MODAL_PANEL: Color = Color::srgb(0.07, 0.09, 0.18);
/// Over the screen behind a modal panel: dims it, so it reads as not live.
pub const SCRIM: Color = Color::srgba(0.0, 0.0, 0.0, 0.62);
/// Stars earned, and the hint line.
pub const STAR: Color = Color::srgb(1.0, 0.83, 0.30);
/// A hidden unit on a mystery level: a dense, muted violet-slate liquid,
/// lighter than empty glass and darker and duller than every palette
/// colour (the measured margins: `tests/game/mystery.rs`).
pub const HIDDEN_UNIT: Color = Color::srgb_u8(104, 94, 127);
/// The diagonal hatching across a hidden unit: you cannot see into it.
pub const HIDDEN_HATCH: Color = Color::srgb_u8(126, 116, 152);
/// The `?` on a hidden unit.
pub const HIDDEN_MARK: Color = Color::srgb(0.97, 0.98, 1.0);
/// A tube's glass, and the dark cavity inside it (empty glass shows both
/// over the backdrop).
pub const GLASS: Color = Color::srgba(0.78, 0.88, 1.0, 0.30);
pub const GLASS_CAVITY: Color = Color::srgba(0.05, 0.07, 0.15, 0.88);
/// The hint: the outline of the tube to pour from, and of the one to pour
/// to (the arrow between them runs from one colour to the other).
pub const HINT_SOURCE: Color = Color::srgb(1.0, 0.82, 0.25);
pub const HINT_DESTINATION: Color = Color::srgb(0.40, 1.0, 0.62);
/// Bubbles rising through liquid after a pour.
pub const BUBBLE: Color = Color::srgba(1.0, 1.0, 1.0, 0.42);
/// The band of light that sweeps over a finished tube.
pub const SHINE_BAND: Color = Color::srgba(1.0, 1.0, 1.0, 0.42);
/// The backdrop's soft lights: cool blues and a violet, like the gradient.
pub const GLOW_BLUE: Color = Color::srgb(0.45, 0.72, 1.0);
pub const GLOW_VIOLET: Color = Color::srgb(0.62, 0.52, 1.0);

/// The font of every text: DejaVu Sans, from Debian's `fonts-dejavu-core`
/// (its licence is beside it), for the glyphs the UI draws (★ ☆ — é).
const FONT: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");

pub fn plugin(app: &mut App) {
    // Text uses the default font handle: the font goes there (headless
    // apps have no text, and no font assets).
    if let Some(mut fonts) = app.world_mut().get_resource_mut::<Assets<Font>>()
        && let Err(e) = fonts.insert(AssetId::default(), Font::from_bytes(FONT.to_vec()))
    {
        warn!("the UI font could not be installed: {e}");
    }
    app.insert_resource(ClearColor(BG_BOTTOM))
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, fit_backdrop.in_set(GameSet::View));
}

#[derive(Component)]
pub struct Backdrop;

/// The one camera, and a gradient quad behind everything (vertex colours on
/// a mesh, since the 2D clear colour is flat).
fn spawn_camera(
    mut commands: Commands,
    meshes: Option<ResMut<Assets<Mesh>>>,
    materials: Option<ResMut<Assets<ColorMaterial>>>,
) {
    // The UI's camera, also when another draws over it (the confetti).
    commands.spawn((Camera2d, Msaa::Sample4, IsDefaultUiCamera));
    let (Some(mut meshes), Some(mut materials)) = (meshes, materials) else {
        return;
    };
    let top = BG_TOP.to_linear().to_f32_array();
    let bottom = BG_BOTTOM.to_linear().to_f32_array();
    let mesh = Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(
        Mesh::ATTRIBUTE_POSITION,
        vec![
            [-0.5, -0.5, 0.0],
            [0.5, -0.5, 0.0],
            [0.5, 0.5, 0.0],
            [-0.5, 0.5, 0.0],
        ],
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0, 0.0, 1.0]; 4])
    .with_inserted_attribute(
        Mesh::ATTRIBUTE_UV_0,
        vec![[0.0, 1.0], [1.0, 1.0], [1.0, 0.0], [0.0, 0.0]],
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, vec![bottom, bottom, top, top])
    .with_inserted_indices(Indices::U32(vec![0, 1, 2, 0, 2, 3]));
    commands.spawn((
        Backdrop,
        Mesh2d(meshes.add(mesh)),
        MeshMaterial2d(materials.add(ColorMaterial::from(Color::WHITE))),
        Transform::from_xyz(0.0, 0.0, -100.0).with_scale(Vec3::new(4000.0, 3000.0, 1.0)),
    ));
}

/// The backdrop covers the window whatever its size.
fn fit_backdrop(
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    mut backdrop: Query<&mut Transform, With<Backdrop>>,
) {
    let Ok(window) = windows.single() else { return };
    for mut t in &mut backdrop {
        let want = Vec3::new(window.width() + 4.0, window.height() + 4.0, 1.0);
        if t.scale != want {
            t.scale = want;
        }
    }
}
