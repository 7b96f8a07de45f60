//! Depth behind every screen: the one camera sees a quad of the theme's
//! gradient behind everything ([`Backdrop`], the window's size), and over
//! the gradient large, faint discs of light drift slowly, as out-of-focus
//! lights would (still under reduced motion). They take no input.
//!
//! With a renderer, the gradient quad is drawn with this file's
//! material, [`BackdropMaterial`]: one shader adds the lights to the
//! gradient and dithers the sum by less than one step of the screen's 8-bit
//! colour. Drawn as stacked translucent discs, or as a plain gradient, each
//! quantised step of such a dark, slow ramp shows as a ring (banding).
//!
//! On a software renderer (a CPU adapter, as Mesa's llvmpipe) the lights
//! are left out ([`backdrop_look`]): the gradient stays, dithered. Measured
//! under Xvfb at 1280x800 (the frame benchmark, docs/solver.md), leaving
//! them out there took a fifth (level select) to a third (a 20-tube level)
//! off the median frame.

use bevy::asset::{AssetPath, RenderAssetUsages, embedded_asset, embedded_path};
use bevy::mesh::MeshVertexBufferLayoutRef;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use bevy::render::render_resource::{
    AsBindGroup, RenderPipelineDescriptor, ShaderType, SpecializedMeshPipelineError,
};
use bevy::render::renderer::RenderAdapterInfo;
use bevy::shader::ShaderRef;
use bevy::sprite_render::{Material2d, Material2dKey, Material2dPlugin};
use bevy::window::PrimaryWindow;

use super::antialias::camera_msaa;
use super::settings::Settings;
use super::theme::Theme;
use crate::game::schedule::GameSet;

/// One light: where it rests (a share of the window, from its centre), its
/// radius (a share of the window's height) and how it drifts.
struct Glow {
    home: Vec2,
    radius: f32,
    phase: f32,
    speed: f32,
}

/// (home x, home y, radius, strength at the centre): placed by hand to
/// frame the board.
const GLOWS: [(f32, f32, f32, f32); 6] = [
    (-0.42, 0.30, 0.34, 0.045),
    (0.38, 0.36, 0.26, 0.045),
    (0.10, -0.40, 0.40, 0.036),
    (-0.30, -0.28, 0.22, 0.045),
    (0.46, -0.18, 0.30, 0.036),
    (-0.05, 0.46, 0.18, 0.045),
];

/// What the backdrop shows over its gradient.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BackdropLook {
    /// The drifting lights (a graphics card).
    #[default]
    Lit,
    /// The dithered gradient alone (a software renderer: each pixel of the
    /// lights is the CPU's work).
    Plain,
}

/// The backdrop's look on the adapter the game renders with (none known: a
/// graphics card's).
pub fn backdrop_look(adapter: Option<&RenderAdapterInfo>) -> BackdropLook {
    match adapter {
        Some(info) if info.device_type == wgpu_types::DeviceType::Cpu => BackdropLook::Plain,
        _ => BackdropLook::Lit,
    }
}

/// The backdrop's material: the gradient's vertex colours plus the lights,
/// dithered (`backdrop.wgsl`).
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone, Default)]
#[bind_group_data(BackdropKey)]
pub struct BackdropMaterial {
    #[uniform(0)]
    lights: Lights,
    look: BackdropLook,
}

/// The shader's variant: with the lights or without.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BackdropKey {
    look: BackdropLook,
}

impl From<&BackdropMaterial> for BackdropKey {
    fn from(material: &BackdropMaterial) -> BackdropKey {
        BackdropKey {
            look: material.look,
        }
    }
}

/// The lights as the shader reads them.
#[derive(ShaderType, Debug, Clone, Default, PartialEq)]
struct Lights {
    /// Centre x, y and radius (world units), strength.
    lights: [Vec4; 6],
    /// Linear RGB.
    tints: [Vec4; 6],
}

impl Material2d for BackdropMaterial {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Path(
            AssetPath::from_path_buf(embedded_path!("backdrop.wgsl")).with_source("embedded"),
        )
    }

    fn specialize(
        descriptor: &mut RenderPipelineDescriptor,
        _layout: &MeshVertexBufferLayoutRef,
        key: Material2dKey<Self>,
    ) -> Result<(), SpecializedMeshPipelineError> {
        if key.bind_group_data.look == BackdropLook::Lit
            && let Some(fragment) = descriptor.fragment.as_mut()
        {
            fragment.shader_defs.push("BACKDROP_LIGHTS".into());
        }
        Ok(())
    }
}

pub fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(Theme::DARK_GLASS.bg_bottom))
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, fit_backdrop.in_set(GameSet::View))
        .add_systems(
            PostUpdate,
            recolour_backdrop.run_if(resource_changed::<Theme>),
        );
    // Headless apps draw nothing: no renderer, no material.
    if !app.is_plugin_added::<bevy::render::RenderPlugin>() {
        return;
    }
    embedded_asset!(app, "backdrop.wgsl");
    app.add_plugins(Material2dPlugin::<BackdropMaterial>::default())
        .add_systems(
            Update,
            (use_backdrop_material, drift).chain().in_set(GameSet::View),
        );
}

/// The gradient quad behind everything.
#[derive(Component)]
pub struct Backdrop;

/// The one camera, and a gradient quad behind everything (vertex colours on
/// a mesh, since the 2D clear colour is flat).
fn spawn_camera(
    mut commands: Commands,
    adapter: Option<Res<RenderAdapterInfo>>,
    theme: Res<Theme>,
    meshes: Option<ResMut<Assets<Mesh>>>,
    materials: Option<ResMut<Assets<ColorMaterial>>>,
) {
    // The UI's camera, also when another draws over it (the confetti).
    commands.spawn((Camera2d, camera_msaa(adapter.as_deref()), IsDefaultUiCamera));
    let (Some(mut meshes), Some(mut materials)) = (meshes, materials) else {
        return;
    };
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
    .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, gradient(&theme))
    .with_inserted_indices(Indices::U32(vec![0, 1, 2, 0, 2, 3]));
    commands.spawn((
        Backdrop,
        Mesh2d(meshes.add(mesh)),
        MeshMaterial2d(materials.add(ColorMaterial::from(Color::WHITE))),
        Transform::from_xyz(0.0, 0.0, -100.0).with_scale(Vec3::new(4000.0, 3000.0, 1.0)),
    ));
}

/// The backdrop quad's vertex colours: bottom, bottom, top, top.
fn gradient(theme: &Theme) -> Vec<[f32; 4]> {
    let top = theme.bg_top.to_linear().to_f32_array();
    let bottom = theme.bg_bottom.to_linear().to_f32_array();
    vec![bottom, bottom, top, top]
}

/// A new theme: the clear colour and the backdrop's gradient follow.
fn recolour_backdrop(
    theme: Res<Theme>,
    mut clear: ResMut<ClearColor>,
    backdrop: Query<&Mesh2d, With<Backdrop>>,
    meshes: Option<ResMut<Assets<Mesh>>>,
) {
    clear.0 = theme.bg_bottom;
    let Some(mut meshes) = meshes else { return };
    for mesh in &backdrop {
        if let Some(mut mesh) = meshes.get_mut(&mesh.0) {
            mesh.insert_attribute(Mesh::ATTRIBUTE_COLOR, gradient(&theme));
        }
    }
}

/// The backdrop covers the window whatever its size.
fn fit_backdrop(
    windows: Query<&Window, With<PrimaryWindow>>,
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

/// The gradient quad comes with a plain colour material: it gets this one.
fn use_backdrop_material(
    mut commands: Commands,
    quads: Query<Entity, (With<Backdrop>, Without<MeshMaterial2d<BackdropMaterial>>)>,
    mut materials: ResMut<Assets<BackdropMaterial>>,
    adapter: Option<Res<RenderAdapterInfo>>,
) {
    let look = backdrop_look(adapter.as_deref());
    for quad in &quads {
        commands
            .entity(quad)
            .remove::<MeshMaterial2d<ColorMaterial>>()
            .insert(MeshMaterial2d(
                materials.add(BackdropMaterial { look, ..default() }),
            ));
    }
}

/// Each light circles slowly about its place; the window's size sets both.
fn drift(
    time: Res<Time>,
    settings: Res<Settings>,
    theme: Res<Theme>,
    windows: Query<&Window, With<PrimaryWindow>>,
    quads: Query<&MeshMaterial2d<BackdropMaterial>, With<Backdrop>>,
    mut materials: ResMut<Assets<BackdropMaterial>>,
) {
    let Ok(window) = windows.single() else { return };
    let want = lights_at(
        window.size(),
        &theme,
        settings.reduced_motion,
        time.elapsed_secs(),
    );
    for handle in &quads {
        // Unchanged (reduced motion) or unshown lights leave the material
        // alone: no upload to the GPU.
        if materials
            .get(&handle.0)
            .is_some_and(|m| m.look == BackdropLook::Lit && m.lights != want)
            && let Some(mut m) = materials.get_mut(&handle.0)
        {
            m.lights = want.clone();
        }
    }
}

/// The lights for a window of `size` at time `secs` (still under reduced
/// motion), in the theme's colours (a light's alpha scales its strength:
/// the high-contrast theme has none).
fn lights_at(size: Vec2, theme: &Theme, reduced_motion: bool, secs: f32) -> Lights {
    let t = if reduced_motion { 0.0 } else { secs };
    let mut lights = Lights::default();
    for (k, &(x, y, radius, strength)) in GLOWS.iter().enumerate() {
        let glow = Glow {
            home: Vec2::new(x, y),
            radius,
            phase: k as f32 * 1.7,
            speed: 0.05 + 0.013 * k as f32,
        };
        let angle = glow.phase + t * glow.speed;
        let wander = Vec2::new(angle.cos(), (angle * 1.3).sin()) * 0.04;
        let at = (glow.home + wander) * size;
        let tint = if k % 3 == 2 {
            theme.backdrop_light_alt
        } else {
            theme.backdrop_light
        };
        lights.lights[k] = Vec4::new(at.x, at.y, glow.radius * size.y, strength * tint.alpha());
        lights.tints[k] = tint.to_linear().to_vec4();
    }
    lights
}
