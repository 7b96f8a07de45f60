//! Depth behind every screen: large, faint discs of light drift slowly
//! over the gradient, as out-of-focus lights would (still under reduced
//! motion). They sit behind everything and take no input.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::settings::Settings;
use super::theme::Theme;
use crate::game::GameSet;

/// One disc: where it rests (a share of the window, from its centre), its
/// radius (a share of the window's height) and how it drifts.
#[derive(Component)]
struct Glow {
    /// Which of [`GLOWS`] it is, and its alpha there.
    index: usize,
    alpha: f32,
    home: Vec2,
    radius: f32,
    phase: f32,
    speed: f32,
}

/// (home x, home y, radius, alpha): placed by hand to frame the board.
const GLOWS: [(f32, f32, f32, f32); 6] = [
    (-0.42, 0.30, 0.34, 0.005),
    (0.38, 0.36, 0.26, 0.005),
    (0.10, -0.40, 0.40, 0.004),
    (-0.30, -0.28, 0.22, 0.005),
    (0.46, -0.18, 0.30, 0.004),
    (-0.05, 0.46, 0.18, 0.005),
];
/// Each disc is a stack of these many, smaller and smaller: a soft edge.
const RINGS: usize = 10;

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_glows).add_systems(
        Update,
        (drift, recolour.run_if(resource_changed::<Theme>)).in_set(GameSet::View),
    );
}

fn spawn_glows(
    mut commands: Commands,
    meshes: Option<ResMut<Assets<Mesh>>>,
    materials: Option<ResMut<Assets<ColorMaterial>>>,
    theme: Res<Theme>,
) {
    // Headless apps draw nothing.
    let (Some(mut meshes), Some(mut materials)) = (meshes, materials) else {
        return;
    };
    let disc = meshes.add(Circle::new(1.0).mesh().resolution(96));
    for (k, &(x, y, radius, alpha)) in GLOWS.iter().enumerate() {
        let material = materials.add(tint(&theme, k, alpha));
        for ring in 0..RINGS {
            commands.spawn((
                Glow {
                    index: k,
                    alpha,
                    home: Vec2::new(x, y),
                    radius: radius * (1.0 - 0.085 * ring as f32),
                    phase: k as f32 * 1.7,
                    speed: 0.05 + 0.013 * k as f32,
                },
                Mesh2d(disc.clone()),
                MeshMaterial2d(material.clone()),
                Transform::from_xyz(0.0, 0.0, -99.0 + (k * RINGS + ring) as f32 * 0.01),
            ));
        }
    }
}

/// Disc `k`'s colour: cool blues and a violet in the dark theme, like the
/// gradient behind them.
fn tint(theme: &Theme, k: usize, alpha: f32) -> Color {
    let light = if k % 3 == 2 {
        theme.backdrop_light_alt
    } else {
        theme.backdrop_light
    };
    light.with_alpha(light.alpha() * alpha)
}

/// A new theme: the discs take its lights.
fn recolour(
    theme: Res<Theme>,
    glows: Query<(&Glow, &MeshMaterial2d<ColorMaterial>)>,
    materials: Option<ResMut<Assets<ColorMaterial>>>,
) {
    let Some(mut materials) = materials else {
        return;
    };
    for (glow, material) in &glows {
        if let Some(mut m) = materials.get_mut(&material.0) {
            m.color = tint(&theme, glow.index, glow.alpha);
        }
    }
}

/// Each disc circles slowly about its place; the window's size sets both.
fn drift(
    time: Res<Time>,
    settings: Res<Settings>,
    windows: Query<&Window, With<PrimaryWindow>>,
    mut glows: Query<(&Glow, &mut Transform)>,
) {
    let Ok(window) = windows.single() else { return };
    let size = window.size();
    let t = if settings.reduced_motion {
        0.0
    } else {
        time.elapsed_secs()
    };
    for (glow, mut transform) in &mut glows {
        let angle = glow.phase + t * glow.speed;
        let wander = Vec2::new(angle.cos(), (angle * 1.3).sin()) * 0.04;
        let at = (glow.home + wander) * size;
        let r = glow.radius * size.y;
        transform.translation.x = at.x;
        transform.translation.y = at.y;
        transform.scale = Vec3::new(r, r, 1.0);
    }
}
