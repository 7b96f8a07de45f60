//! The window's size and place: a first run sizes it to the monitor, and
//! the place the player leaves it in is kept ([`WindowPlace`], in
//! settings.ron) and fitted again to the monitors of the next run
//! ([`window_place`]).

use serde::{Deserialize, Serialize};

/// The smallest window the game's layout is made for (logical pixels).
pub const SMALLEST_WINDOW: (u32, u32) = (800, 600);

/// How much of the monitor a first run's window takes, each way.
pub const FIRST_SHARE: f64 = 0.8;

/// The window as the player left it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WindowPlace {
    /// Width of the inside of the window, in logical pixels.
    pub width: u32,
    /// Height of the inside of the window, in logical pixels.
    pub height: u32,
    /// Its top-left corner on the desktop, in physical pixels; `None` where
    /// the system does not say (Wayland places windows itself).
    pub position: Option<(i32, i32)>,
}

/// A monitor's part of the desktop, in physical pixels, and how many of
/// them make a logical pixel.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MonitorArea {
    /// The top-left corner.
    pub x: i32,
    /// The top-left corner.
    pub y: i32,
    /// Physical pixels across.
    pub width: u32,
    /// Physical pixels down.
    pub height: u32,
    /// Physical pixels per logical pixel (1 on most screens, 2 on HiDPI).
    pub scale: f64,
}

impl MonitorArea {
    /// The monitor's size in logical pixels, as a window's is measured.
    fn logical(&self) -> (u32, u32) {
        let scale = self.scale.max(0.1);
        (
            (f64::from(self.width) / scale).round() as u32,
            (f64::from(self.height) / scale).round() as u32,
        )
    }

    /// How many physical pixels `logical` ones cover on this monitor.
    fn physical(&self, logical: u32) -> i64 {
        (f64::from(logical) * self.scale.max(0.1)).round() as i64
    }

    /// Whether the desktop point (`x`, `y`) is on this monitor.
    fn holds(&self, x: i64, y: i64) -> bool {
        let (left, top) = (i64::from(self.x), i64::from(self.y));
        (left..left + i64::from(self.width)).contains(&x)
            && (top..top + i64::from(self.height)).contains(&y)
    }

    /// Where a window of `size` (logical) has its corner when centred here.
    fn centred(&self, (width, height): (u32, u32)) -> (i32, i32) {
        let x = i64::from(self.x) + (i64::from(self.width) - self.physical(width)) / 2;
        let y = i64::from(self.y) + (i64::from(self.height) - self.physical(height)) / 2;
        (x as i32, y as i32)
    }

    /// `size` (logical) made to fit: at least the smallest window, at most
    /// the monitor (which wins on a monitor smaller than the smallest).
    fn fit(&self, (width, height): (u32, u32)) -> (u32, u32) {
        let (most_w, most_h) = self.logical();
        (
            width.max(SMALLEST_WINDOW.0).min(most_w),
            height.max(SMALLEST_WINDOW.1).min(most_h),
        )
    }
}

impl WindowPlace {
    /// A first run's window on `monitor`: [`FIRST_SHARE`] of it each way,
    /// at least [`SMALLEST_WINDOW`] and at most the monitor, centred.
    pub fn first(monitor: &MonitorArea) -> WindowPlace {
        let (width, height) = monitor.logical();
        let share = |n: u32| (f64::from(n) * FIRST_SHARE).round() as u32;
        let size = monitor.fit((share(width), share(height)));
        WindowPlace {
            width: size.0,
            height: size.1,
            position: Some(monitor.centred(size)),
        }
    }

    /// The kept place on this run's monitors: on the monitor that holds its
    /// centre, at most that monitor's size and moved back onto it where it
    /// would run off; on none of them (a monitor unplugged since), centred on
    /// `primary`. Without a position, sized for `primary` and left to the
    /// system to place.
    pub fn fitted(self, monitors: &[MonitorArea], primary: &MonitorArea) -> WindowPlace {
        let Some((x, y)) = self.position else {
            let (width, height) = primary.fit((self.width, self.height));
            return WindowPlace {
                width,
                height,
                position: None,
            };
        };
        let on = monitors.iter().find(|m| {
            let centre_x = i64::from(x) + m.physical(self.width) / 2;
            let centre_y = i64::from(y) + m.physical(self.height) / 2;
            m.holds(centre_x, centre_y)
        });
        let Some(monitor) = on else {
            let size = primary.fit((self.width, self.height));
            return WindowPlace {
                width: size.0,
                height: size.1,
                position: Some(primary.centred(size)),
            };
        };
        let (width, height) = monitor.fit((self.width, self.height));
        let onto = |at: i32, start: i32, room: u32, size: u32| -> i32 {
            let last = i64::from(start) + i64::from(room) - monitor.physical(size);
            i64::from(at).min(last).max(i64::from(start)) as i32
        };
        WindowPlace {
            width,
            height,
            position: Some((
                onto(x, monitor.x, monitor.width, width),
                onto(y, monitor.y, monitor.height, height),
            )),
        }
    }
}

/// Where the window opens: the `kept` place fitted to `monitors`, or on a
/// first run (nothing kept) a first window on `primary`.
pub fn window_place(
    kept: Option<WindowPlace>,
    monitors: &[MonitorArea],
    primary: &MonitorArea,
) -> WindowPlace {
    match kept {
        Some(kept) => kept.fitted(monitors, primary),
        None => WindowPlace::first(primary),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn monitor(width: u32, height: u32) -> MonitorArea {
        MonitorArea {
            x: 0,
            y: 0,
            width,
            height,
            scale: 1.0,
        }
    }

    fn size(place: WindowPlace) -> (u32, u32) {
        (place.width, place.height)
    }

    #[test]
    fn a_first_window_takes_most_of_the_monitor_and_fits_on_it() {
        let laptop = monitor(1366, 768);
        let first = WindowPlace::first(&laptop);
        assert_eq!(size(first), (1093, 614));
        assert_eq!(first.position, Some((136, 77)));
        // Never below the smallest window, never above the monitor.
        assert_eq!(size(WindowPlace::first(&monitor(800, 600))), (800, 600));
        assert_eq!(size(WindowPlace::first(&monitor(640, 480))), (640, 480));
        assert_eq!(size(WindowPlace::first(&monitor(1920, 1080))), (1536, 864));
        // A HiDPI monitor is measured in logical pixels; the corner is in
        // physical ones.
        let hidpi = MonitorArea {
            scale: 2.0,
            ..monitor(3840, 2160)
        };
        let first = WindowPlace::first(&hidpi);
        assert_eq!(size(first), (1536, 864));
        assert_eq!(first.position, Some((384, 216)));
    }

    #[test]
    fn a_kept_window_stays_where_it_was_while_it_fits() {
        let screen = monitor(1920, 1080);
        let kept = WindowPlace {
            width: 1000,
            height: 700,
            position: Some((50, 40)),
        };
        assert_eq!(window_place(Some(kept), &[screen], &screen), kept);
        // Too large for the monitor now: cut to it, and moved onto it.
        let small = monitor(1280, 720);
        let big = WindowPlace {
            width: 1500,
            height: 900,
            position: Some((300, 100)),
        };
        assert_eq!(
            big.fitted(&[small], &small),
            WindowPlace {
                width: 1280,
                height: 720,
                position: Some((0, 0)),
            }
        );
        // Running off the right edge: moved back in.
        let off = WindowPlace {
            position: Some((1200, 400)),
            ..kept
        };
        assert_eq!(off.fitted(&[screen], &screen).position, Some((920, 380)));
    }

    #[test]
    fn a_window_left_on_a_monitor_gone_since_comes_back_to_the_primary() {
        let primary = monitor(1920, 1080);
        let second = MonitorArea {
            x: 1920,
            ..monitor(1280, 1024)
        };
        let there = WindowPlace {
            width: 900,
            height: 700,
            position: Some((2100, 100)),
        };
        assert_eq!(there.fitted(&[primary, second], &primary), there);
        let back = there.fitted(&[primary], &primary);
        assert_eq!(back.position, Some((510, 190)));
        // Without a position (Wayland), only its size is fitted.
        let unplaced = WindowPlace {
            width: 3000,
            height: 500,
            position: None,
        };
        assert_eq!(
            unplaced.fitted(&[primary], &primary),
            WindowPlace {
                width: 1920,
                height: 600,
                position: None,
            }
        );
    }
}
