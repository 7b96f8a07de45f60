//! The window's size and place: it opens where the player left it (kept in
//! the settings), and a first run sizes it to the monitor; both by the store
//! crate's rule ([`window_place`]), once this run's monitors are known. A
//! size or place the player then gives it is kept once it has held for
//! [`STEADY`] (a drag is many frames; a fullscreen window keeps nothing).

use std::time::Duration;

use bevy::prelude::*;
use bevy::window::{Monitor, PrimaryMonitor, PrimaryWindow, WindowMode, WindowPosition};
use water_sort_store::settings::{MonitorArea, WindowPlace, window_place};

use super::settings::Settings;
use crate::game::schedule::GameSet;

/// How long a new size or place must hold before it is kept.
pub const STEADY: Duration = Duration::from_millis(500);

/// Whether the window has been placed for this run's monitors, and the
/// place it was last seen in (since when).
#[derive(Resource, Debug, Default)]
struct Placement {
    placed: bool,
    seen: Option<(WindowPlace, Duration)>,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Placement>().add_systems(
        Update,
        (place_window, keep_place).chain().in_set(GameSet::View),
    );
}

/// Gives the primary window the kept size and place before it is made (the
/// window plugin has spawned it; it is made when the app runs), so that it
/// does not open somewhere else first. Nothing kept: nothing to do here.
pub fn open_where_kept(world: &mut World) {
    let Some(kept) = world.get_resource::<Settings>().and_then(|s| s.window) else {
        return;
    };
    let mut windows = world.query_filtered::<&mut Window, With<PrimaryWindow>>();
    for mut window in windows.iter_mut(world) {
        put(&mut window, kept);
    }
}

/// A Bevy monitor as the store crate's rule sees it.
fn area(monitor: &Monitor) -> MonitorArea {
    MonitorArea {
        x: monitor.physical_position.x,
        y: monitor.physical_position.y,
        width: monitor.physical_width,
        height: monitor.physical_height,
        scale: monitor.scale_factor,
    }
}

/// The window's size and place now.
fn place_of(window: &Window) -> WindowPlace {
    WindowPlace {
        width: window.resolution.width().round() as u32,
        height: window.resolution.height().round() as u32,
        position: match window.position {
            WindowPosition::At(at) => Some((at.x, at.y)),
            _ => None,
        },
    }
}

/// Asks for `place` (only what differs: a request is a change to the window).
fn put(window: &mut Window, place: WindowPlace) {
    let now = place_of(window);
    if (now.width, now.height) != (place.width, place.height) {
        window
            .resolution
            .set(place.width as f32, place.height as f32);
    }
    if let Some((x, y)) = place.position
        && now.position != place.position
    {
        window.position = WindowPosition::At(IVec2::new(x, y));
    }
}

/// Once the monitors are known, and the window is not fullscreen: the
/// kept place fitted to them, or a first run's size.
fn place_window(
    mut placement: ResMut<Placement>,
    settings: Res<Settings>,
    monitors: Query<(&Monitor, Has<PrimaryMonitor>)>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    if placement.placed || settings.fullscreen {
        return;
    }
    let Ok(mut window) = windows.single_mut() else {
        return;
    };
    if window.mode != WindowMode::Windowed {
        return;
    }
    let areas: Vec<(MonitorArea, bool)> = monitors.iter().map(|(m, p)| (area(m), p)).collect();
    let Some(&(primary, _)) = areas.iter().find(|(_, p)| *p).or(areas.first()) else {
        return;
    };
    let all: Vec<MonitorArea> = areas.iter().map(|(m, _)| *m).collect();
    let place = window_place(settings.window, &all, &primary);
    put(&mut window, place);
    placement.placed = true;
}

/// A size or place that has held for [`STEADY`] goes into the settings
/// (which the saves layer writes).
fn keep_place(
    time: Res<Time>,
    mut placement: ResMut<Placement>,
    mut settings: ResMut<Settings>,
    windows: Query<&Window, With<PrimaryWindow>>,
) {
    let window = windows.single().ok();
    let windowed = window.filter(|w| w.mode == WindowMode::Windowed && !settings.fullscreen);
    let (Some(window), true) = (windowed, placement.placed) else {
        placement.seen = None;
        return;
    };
    let now = place_of(window);
    let at = time.elapsed();
    match placement.seen {
        Some((seen, since)) if seen == now => {
            if at.saturating_sub(since) >= STEADY && settings.window != Some(now) {
                settings.window = Some(now);
            }
        }
        _ => placement.seen = Some((now, at)),
    }
}
