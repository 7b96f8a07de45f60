//! The frame log of the frame benchmark (`tests/bench/frames.sh`): with
//! `WATER_SORT_FRAME_LOG=<file>` set, the game writes one line a frame to
//! that file, `<ms> <screen> <width>x<height>`: the time since the frame
//! before (real time, what the player sees), the screen up and the window's
//! size in physical pixels. Without the variable nothing is added to the
//! app. Each line is written at once (a buffered line would be lost when
//! the benchmark ends the game), one small write a frame.
//!
//! With `WATER_SORT_UNPACED=1` as well, the window presents without waiting
//! for the display (no vsync), so each frame's time is what it costs to
//! make, not the display's 60 Hz: a frame under 16.7 ms then would keep up
//! with a 60 Hz display.

use std::fs::File;
use std::io::{LineWriter, Write};
use std::path::Path;

use bevy::prelude::*;
use bevy::window::{PresentMode, PrimaryWindow};

use crate::game::schedule::Screen;

/// Environment variable naming the file of the frame log.
pub const FRAME_LOG_ENV: &str = "WATER_SORT_FRAME_LOG";

/// Environment variable that turns the display's pacing off (`1`).
pub const UNPACED_ENV: &str = "WATER_SORT_UNPACED";

/// The window's present mode: the display's pacing, unless the benchmark
/// asks for frames as fast as they are made.
pub fn present_mode() -> PresentMode {
    if std::env::var_os(UNPACED_ENV).is_some_and(|v| v == "1") {
        PresentMode::AutoNoVsync
    } else {
        PresentMode::default()
    }
}

#[derive(Resource)]
struct FrameLog(LineWriter<File>);

pub fn plugin(app: &mut App) {
    if let Some(path) = std::env::var_os(FRAME_LOG_ENV) {
        record_frames(app, Path::new(&path));
    }
}

/// Logs each frame of `app` to the file at `path`, as the plugin does when
/// the variable names it.
pub fn record_frames(app: &mut App, path: &Path) {
    match File::create(path) {
        Ok(file) => {
            app.insert_resource(FrameLog(LineWriter::new(file)))
                .add_systems(Last, log_frame);
        }
        Err(e) => warn!("no frame log: cannot write {}: {e}", path.display()),
    }
}

fn log_frame(
    time: Res<Time<Real>>,
    screen: Option<Res<State<Screen>>>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut log: ResMut<FrameLog>,
) {
    // The first frame has no frame before it.
    if time.delta().is_zero() {
        return;
    }
    let screen = screen.map_or(Screen::Loading, |s| *s.get());
    let (width, height) = window
        .single()
        .map_or((0, 0), |w| (w.physical_width(), w.physical_height()));
    let ms = time.delta().as_secs_f64() * 1000.0;
    // A full disk costs the log, never the game.
    let _ = writeln!(log.0, "{ms:.3} {screen:?} {width}x{height}");
}
