//! Depth behind every screen: the theme's gradient behind everything, and
//! over it large, faint discs of light drifting slowly, as out-of-focus
//! lights would (still under reduced motion). They take no input.
//!
//! The backdrop is drawn in the pass that lays the camera's picture on the
//! window (`backdrop.wgsl`, in place of Bevy's plain copy, `upscaling`):
//! the camera clears to transparent, and that pass puts the gradient and
//! the lights under what was drawn, by its alpha, and dithers them by less
//! than one step of the screen's 8-bit colour. Drawn as stacked
//! translucent discs, or as a plain gradient, each quantised step of such a
//! dark, slow ramp shows as a ring (banding). A quad of its own under the
//! board cost a whole-window pass a frame more: on a software renderer,
//! an eighth to a fifth of a 20-tube level's frame (the frame benchmark,
//! docs/solver.md).
//!
//! On a software renderer (a CPU adapter, as Mesa's llvmpipe) the lights
//! are left out ([`backdrop_look`]): the gradient stays, dithered. Measured
//! under Xvfb at 1280x800, leaving them out there took a fifth (level
//! select) to a third (a 20-tube level) off the median frame.

use bevy::asset::{embedded_asset, load_embedded_asset};
use bevy::camera::CompositingSpace;
use bevy::core_pipeline::upscaling::upscaling;
use bevy::core_pipeline::{Core2d, FullscreenShader};
use bevy::ecs::schedule::ScheduleCleanupPolicy;
use bevy::prelude::*;
use bevy::render::extract_component::{
    ComponentUniforms, DynamicUniformIndex, ExtractComponent, ExtractComponentPlugin,
    UniformComponentPlugin,
};
use bevy::render::render_resource::binding_types::{sampler, texture_2d, uniform_buffer};
use bevy::render::render_resource::{
    BindGroupEntries, BindGroupLayoutDescriptor, BindGroupLayoutEntries, CachedRenderPipelineId,
    ColorTargetState, ColorWrites, FragmentState, PipelineCache, RenderPassDescriptor,
    RenderPipelineDescriptor, Sampler, SamplerBindingType, SamplerDescriptor, ShaderStages,
    ShaderType, SpecializedRenderPipeline, SpecializedRenderPipelines, TextureFormat,
    TextureSampleType,
};
use bevy::render::renderer::{RenderAdapterInfo, RenderContext, RenderDevice, ViewQuery};
use bevy::render::view::ViewTarget;
use bevy::render::{GpuResourceAppExt, Render, RenderApp, RenderStartup, RenderSystems};
use bevy::shader::Shader;
use bevy::ui_render::render_pass::ui_pass;
use bevy::window::PrimaryWindow;

use super::antialias::camera_msaa;
use super::settings::Settings;
use super::theme::Theme;

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

/// The backdrop as the camera's pass reads it (`backdrop.wgsl`), kept on
/// the camera and copied to the renderer each frame.
#[derive(Component, ExtractComponent, ShaderType, Debug, Clone, Default, PartialEq)]
pub struct BackdropView {
    /// The gradient's colour at the bottom and at the top (sRGB).
    bottom: Vec4,
    top: Vec4,
    /// The window's width and height (logical pixels) and the lights shown
    /// (0 or 6).
    window: Vec4,
    /// Per light: centre x, y (logical pixels from the window's centre, y
    /// up) and radius, strength.
    lights: [Vec4; 6],
    /// Per light: its colour (sRGB).
    tints: [Vec4; 6],
}

impl BackdropView {
    /// The gradient's colours at the bottom and at the top.
    pub fn gradient(&self) -> (Srgba, Srgba) {
        (Srgba::from_vec4(self.bottom), Srgba::from_vec4(self.top))
    }
}

pub fn plugin(app: &mut App) {
    // After the frame's `Update`, where a theme chosen takes effect: the
    // backdrop follows in the same frame.
    app.add_systems(Startup, spawn_camera)
        .add_systems(PostUpdate, follow_theme_and_window);
    // Headless apps draw nothing: no renderer, no pass.
    if !app.is_plugin_added::<bevy::render::RenderPlugin>() {
        return;
    }
    embedded_asset!(app, "backdrop.wgsl");
    app.add_plugins((
        ExtractComponentPlugin::<BackdropView>::default(),
        UniformComponentPlugin::<BackdropView>::default(),
    ));
    let Some(render_app) = app.get_sub_app_mut(RenderApp) else {
        return;
    };
    render_app
        .init_gpu_resource::<SpecializedRenderPipelines<BackdropPipeline>>()
        .add_systems(RenderStartup, (init_backdrop_pipeline, replace_plain_copy))
        .add_systems(
            Render,
            prepare_backdrop_pipelines.in_set(RenderSystems::Prepare),
        )
        .add_systems(Core2d, backdrop_pass.after(ui_pass));
}

/// The one camera: the UI's too. It clears to transparent, so that the
/// backdrop's pass shows through what it does not cover.
fn spawn_camera(mut commands: Commands, adapter: Option<Res<RenderAdapterInfo>>) {
    commands.spawn((
        Camera2d,
        Camera {
            clear_color: ClearColorConfig::Custom(Color::NONE),
            ..default()
        },
        camera_msaa(adapter.as_deref()),
        IsDefaultUiCamera,
        BackdropView::default(),
    ));
}

/// The backdrop for the theme, the window and the time: its gradient, and
/// its lights unless the renderer is a CPU.
fn follow_theme_and_window(
    time: Res<Time>,
    settings: Option<Res<Settings>>,
    theme: Res<Theme>,
    windows: Query<&Window, With<PrimaryWindow>>,
    adapter: Option<Res<RenderAdapterInfo>>,
    mut views: Query<&mut BackdropView>,
) {
    // Without a window (headless) the colours still follow the theme.
    let size = windows.single().map_or(Vec2::ZERO, |w| w.size());
    let lit = backdrop_look(adapter.as_deref()) == BackdropLook::Lit;
    let reduced_motion = settings.is_some_and(|s| s.reduced_motion);
    let want = backdrop_at(size, &theme, lit, reduced_motion, time.elapsed_secs());
    for mut view in &mut views {
        // Unchanged (reduced motion, no lights) leaves it alone.
        view.set_if_neq(want.clone());
    }
}

/// The backdrop for a window of `size` at time `secs` (still under reduced
/// motion), in the theme's colours (a light's alpha scales its strength:
/// the high-contrast theme has none), with the lights or without.
fn backdrop_at(
    size: Vec2,
    theme: &Theme,
    lit: bool,
    reduced_motion: bool,
    secs: f32,
) -> BackdropView {
    let mut view = BackdropView {
        bottom: theme.bg_bottom.to_srgba().to_vec4(),
        top: theme.bg_top.to_srgba().to_vec4(),
        window: Vec4::new(size.x, size.y, 0.0, 0.0),
        ..default()
    };
    if !lit {
        return view;
    }
    view.window.z = GLOWS.len() as f32;
    let t = if reduced_motion { 0.0 } else { secs };
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
        view.lights[k] = Vec4::new(at.x, at.y, glow.radius * size.y, strength * tint.alpha());
        view.tints[k] = tint.to_srgba().to_vec4();
    }
    view
}

/// The pass's layout, sampler and shader (render world).
#[derive(Resource)]
struct BackdropPipeline {
    layout: BindGroupLayoutDescriptor,
    sampler: Sampler,
    fullscreen_shader: FullscreenShader,
    fragment_shader: Handle<Shader>,
}

/// A pipeline per window format, per space the camera blends in, with the
/// lights or without.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct BackdropPipelineKey {
    target_format: TextureFormat,
    source_space: Option<CompositingSpace>,
    /// With the lights (a graphics card).
    lights: bool,
}

impl SpecializedRenderPipeline for BackdropPipeline {
    type Key = BackdropPipelineKey;

    fn specialize(&self, key: Self::Key) -> RenderPipelineDescriptor {
        let mut shader_defs = Vec::new();
        // The camera's picture holds sRGB values by default (it blends in
        // sRGB): the backdrop is laid under it in those and the sum made
        // linear for the window, as Bevy's plain copy does.
        if key.source_space == Some(CompositingSpace::Srgb) {
            shader_defs.push("SRGB_TO_LINEAR".into());
        }
        if key.lights {
            shader_defs.push("BACKDROP_LIGHTS".into());
        }
        RenderPipelineDescriptor {
            label: Some("backdrop pipeline".into()),
            layout: vec![self.layout.clone()],
            vertex: self.fullscreen_shader.to_vertex_state(),
            fragment: Some(FragmentState {
                shader: self.fragment_shader.clone(),
                shader_defs,
                targets: vec![Some(ColorTargetState {
                    format: key.target_format,
                    blend: None,
                    write_mask: ColorWrites::ALL,
                })],
                ..default()
            }),
            ..default()
        }
    }
}

fn init_backdrop_pipeline(
    mut commands: Commands,
    render_device: Res<RenderDevice>,
    fullscreen_shader: Res<FullscreenShader>,
    asset_server: Res<AssetServer>,
) {
    let layout = BindGroupLayoutDescriptor::new(
        "backdrop_bind_group_layout",
        &BindGroupLayoutEntries::sequential(
            ShaderStages::FRAGMENT,
            (
                texture_2d(TextureSampleType::Float { filterable: false }),
                sampler(SamplerBindingType::NonFiltering),
                uniform_buffer::<BackdropView>(true),
            ),
        ),
    );
    commands.insert_resource(BackdropPipeline {
        layout,
        sampler: render_device.create_sampler(&SamplerDescriptor::default()),
        fullscreen_shader: fullscreen_shader.clone(),
        fragment_shader: load_embedded_asset!(asset_server.as_ref(), "backdrop.wgsl"),
    });
}

/// The backdrop's pass writes every pixel of the window from the camera's
/// picture: Bevy's plain copy of it there would be a second whole-window
/// pass, so it goes (the game's one camera has the backdrop).
fn replace_plain_copy(world: &mut World) {
    let removed = world.try_schedule_scope(Core2d, |world, schedule| {
        schedule.remove_systems_in_set(upscaling, world, ScheduleCleanupPolicy::RemoveSystemsOnly)
    });
    match removed {
        Ok(Ok(_)) => {}
        Ok(Err(e)) => warn!("the window's plain copy stays: {e}"),
        Err(e) => warn!("the window's plain copy stays: {e}"),
    }
}

/// The camera's pipeline, for its window's format.
#[derive(Component)]
struct ViewBackdropPipeline(CachedRenderPipelineId, BackdropPipelineKey);

fn prepare_backdrop_pipelines(
    mut commands: Commands,
    mut pipeline_cache: ResMut<PipelineCache>,
    mut pipelines: ResMut<SpecializedRenderPipelines<BackdropPipeline>>,
    backdrop: Res<BackdropPipeline>,
    views: Query<(
        Entity,
        &ViewTarget,
        &BackdropView,
        Option<&ViewBackdropPipeline>,
    )>,
) {
    for (entity, target, view, known) in &views {
        let Some(target_format) = target.out_texture_view_format() else {
            continue;
        };
        let key = BackdropPipelineKey {
            target_format,
            source_space: target.compositing_space,
            lights: view.window.z > 0.0,
        };
        if known.is_none_or(|ViewBackdropPipeline(_, k)| *k != key) {
            let id = pipelines.specialize(&pipeline_cache, &backdrop, key);
            // Compiled before the frame goes on: no frame without a picture.
            pipeline_cache.block_on_render_pipeline(id);
            commands
                .entity(entity)
                .insert(ViewBackdropPipeline(id, key));
        }
    }
}

/// The camera's picture over the backdrop, on the window.
fn backdrop_pass(
    view: ViewQuery<(
        &ViewTarget,
        &ViewBackdropPipeline,
        &DynamicUniformIndex<BackdropView>,
    )>,
    pipeline_cache: Res<PipelineCache>,
    backdrop: Res<BackdropPipeline>,
    uniforms: Res<ComponentUniforms<BackdropView>>,
    mut ctx: RenderContext,
) {
    let (target, pipeline, index) = view.into_inner();
    let Some(pipeline) = pipeline_cache.get_render_pipeline(pipeline.0) else {
        return;
    };
    let Some(uniform) = uniforms.uniforms().binding() else {
        return;
    };
    let bind_group = ctx.render_device().create_bind_group(
        "backdrop_bind_group",
        &pipeline_cache.get_bind_group_layout(&backdrop.layout),
        &BindGroupEntries::sequential((target.main_texture_view(), &backdrop.sampler, uniform)),
    );
    // Every pixel is written: nothing of the window's last picture is read.
    let Some(attachment) = target.out_texture_color_attachment(None) else {
        return;
    };
    let mut pass = ctx
        .command_encoder()
        .begin_render_pass(&RenderPassDescriptor {
            label: Some("backdrop"),
            color_attachments: &[Some(attachment)],
            depth_stencil_attachment: None,
            timestamp_writes: None,
            occlusion_query_set: None,
            multiview_mask: None,
        });
    pass.set_pipeline(pipeline);
    pass.set_bind_group(0, &bind_group, &[index.index()]);
    pass.draw(0..3, 0..1);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_software_renderer_gets_the_gradient_without_lights() {
        let theme = Theme::DARK_GLASS;
        let size = Vec2::new(1280.0, 800.0);
        let plain = backdrop_at(size, &theme, false, false, 3.0);
        assert_eq!(plain.window.z, 0.0);
        assert_eq!(plain.bottom, theme.bg_bottom.to_srgba().to_vec4());
        assert_eq!(plain.top, theme.bg_top.to_srgba().to_vec4());
        let lit = backdrop_at(size, &theme, true, false, 3.0);
        assert_eq!(lit.window.z, 6.0);
        assert!(lit.lights.iter().all(|l| l.w > 0.0 && l.z > 0.0));
    }

    #[test]
    fn the_lights_drift_unless_motion_is_reduced() {
        let theme = Theme::DARK_GLASS;
        let size = Vec2::new(1280.0, 800.0);
        let at = |reduced, secs| backdrop_at(size, &theme, true, reduced, secs).lights;
        assert_ne!(at(false, 0.0), at(false, 30.0));
        assert_eq!(at(true, 0.0), at(true, 30.0));
    }
}
