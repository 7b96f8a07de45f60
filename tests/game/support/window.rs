//! The game laid out as in a window, without one: Bevy's UI and text
//! layout, transforms and visibility run (no renderer; the camera's target
//! is set by hand), so tests measure what is drawn, in window pixels.

use bevy::camera::RenderTargetInfo;
use bevy::camera::primitives::Aabb;
use bevy::math::Affine3A;
use bevy::prelude::*;
use bevy::ui::UiGlobalTransform;
use bevy::window::{PrimaryWindow, WindowResized, WindowResolution};
use water_sort::game::{PlayOptions, Screen};

use super::{Harness, screen, temp_dir, wait_until};

/// The font the game installs for every text (see `ui::theme`); the CJK
/// font is the game's own ([`water_sort::game::ui::fonts::install`]).
const FONT: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");

/// A rectangle in window pixels (logical), y down from the top left.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Area {
    pub min: Vec2,
    pub max: Vec2,
}

impl Area {
    pub fn of_points(points: impl IntoIterator<Item = Vec2>) -> Area {
        let mut area = Area {
            min: Vec2::splat(f32::MAX),
            max: Vec2::splat(f32::MIN),
        };
        for p in points {
            area.min = area.min.min(p);
            area.max = area.max.max(p);
        }
        area
    }

    pub fn centred(centre: Vec2, size: Vec2) -> Area {
        Area {
            min: centre - size / 2.0,
            max: centre + size / 2.0,
        }
    }

    /// Whether `inner` lies inside this one, to `slack` pixels.
    pub fn holds(&self, inner: &Area, slack: f32) -> bool {
        inner.min.x >= self.min.x - slack
            && inner.min.y >= self.min.y - slack
            && inner.max.x <= self.max.x + slack
            && inner.max.y <= self.max.y + slack
    }
}

/// The game on the built-in packs (the files of `levels/`), at the level
/// select, its UI and text laid out by Bevy in a `size` window (no
/// renderer: the camera's target is set by hand, see [`set_window`]).
pub fn laid_out_app(harness: Harness, name: &str, size: Vec2) -> (App, std::path::PathBuf) {
    laid_out_as(
        harness,
        name,
        size,
        None,
        (super::headless_app, Screen::Title),
    )
}

/// [`laid_out_app`] as a new player: on the first-run lesson.
pub fn laid_out_first_run(harness: Harness, name: &str, size: Vec2) -> (App, std::path::PathBuf) {
    laid_out_first_run_in(harness, name, size, None)
}

/// [`laid_out_first_run`] speaking `lang` (as `play --lang`) from the
/// first frame.
pub fn laid_out_first_run_in(
    harness: Harness,
    name: &str,
    size: Vec2,
    lang: Option<&str>,
) -> (App, std::path::PathBuf) {
    laid_out_as(
        harness,
        name,
        size,
        lang,
        (super::first_run_app, Screen::Tutorial),
    )
}

/// The app made by `make`, laid out, run until `first` is up.
fn laid_out_as(
    harness: Harness,
    name: &str,
    size: Vec2,
    lang: Option<&str>,
    (make, first): (fn(Harness, PlayOptions, &std::path::Path) -> App, Screen),
) -> (App, std::path::PathBuf) {
    let dir = temp_dir(name);
    let options = PlayOptions {
        builtin: true,
        folders: Vec::new(),
        pack: None,
        level: None,
        edit: false,
        continue_last: false,
        lang: lang.map(str::to_string),
    };
    let mut app = make(harness, options, &dir);
    app.add_plugins((
        bevy::transform::TransformPlugin,
        bevy::input::InputPlugin,
        bevy::window::WindowPlugin {
            primary_window: Some(Window {
                resolution: WindowResolution::new(size.x as u32, size.y as u32),
                ..default()
            }),
            exit_condition: bevy::window::ExitCondition::DontExit,
            close_when_requested: false,
            ..default()
        },
        bevy::image::ImagePlugin::default(),
        bevy::mesh::MeshPlugin,
        bevy::camera::CameraPlugin,
        bevy::text::TextPlugin,
        bevy::ui::UiPlugin,
        bevy::sprite::SpritePlugin,
        bevy::picking::DefaultPickingPlugins,
    ));
    // The game's font, where the game puts it: the default font handle.
    app.world_mut()
        .resource_mut::<Assets<Font>>()
        .insert(AssetId::default(), Font::from_bytes(FONT.to_vec()))
        .unwrap();
    // And the CJK font with its fallback, as the game installs them (its
    // plugin found no font assets: the text plugin came after it).
    water_sort::game::ui::fonts::install(&mut app);
    wait_until(&mut app, "the first screen", |w| screen(w) == first);
    set_window(&mut app, size);
    (app, dir)
}

/// Resizes the window as a window system does (the window, a resize
/// message), and sets the camera's target and projection to it as the
/// renderer would.
pub fn set_window(app: &mut App, size: Vec2) {
    let world = app.world_mut();
    let (window_entity, mut window) = world
        .query_filtered::<(Entity, &mut Window), With<PrimaryWindow>>()
        .single_mut(world)
        .unwrap();
    window.resolution.set(size.x, size.y);
    world.write_message(WindowResized {
        window: window_entity,
        width: size.x,
        height: size.y,
    });
    for (mut camera, mut projection) in world
        .query::<(&mut Camera, &mut Projection)>()
        .iter_mut(world)
    {
        camera.computed.target_info = Some(RenderTargetInfo {
            physical_size: size.as_uvec2(),
            scale_factor: 1.0,
        });
        projection.update(size.x, size.y);
        camera.computed.clip_from_view = projection.get_clip_from_view();
    }
    for _ in 0..4 {
        app.update();
    }
}

pub fn window_size(app: &mut App) -> Vec2 {
    let world = app.world_mut();
    world
        .query_filtered::<&Window, With<PrimaryWindow>>()
        .single(world)
        .unwrap()
        .size()
}

/// A UI node's rectangle in window pixels (the layout's are physical
/// pixels, and the window here has a scale factor of 1).
pub fn node_area(node: &ComputedNode, transform: &UiGlobalTransform) -> Area {
    Area::centred(transform.translation, node.size())
}

/// The rectangle of an entity drawn in the world (a mesh or a text), from
/// its bounds, in window pixels.
pub fn world_area(
    aabb: &Aabb,
    transform: &GlobalTransform,
    camera: (&Camera, &GlobalTransform),
) -> Option<Area> {
    let affine: Affine3A = transform.affine();
    let (c, h) = (Vec3::from(aabb.center), Vec3::from(aabb.half_extents));
    let corners = [(-1., -1.), (1., -1.), (1., 1.), (-1., 1.)]
        .map(|(x, y)| affine.transform_point3(c + h * Vec3::new(x, y, 0.0)));
    let mut points = Vec::new();
    for corner in corners {
        points.push(camera.0.world_to_viewport(camera.1, corner).ok()?);
    }
    Some(Area::of_points(points))
}
