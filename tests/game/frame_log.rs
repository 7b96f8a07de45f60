//! The frame benchmark's log (`WATER_SORT_FRAME_LOG`, tests/bench/frames.sh):
//! once on, every frame after the first is one line of its time, the screen
//! up and the window's size.

use std::time::Duration;

use water_sort::game::{PlayOptions, headless_app, ui::frame_log::record_frames};

use crate::support::{screen, temp_dir};

#[test]
fn each_frame_after_the_first_is_a_line_of_its_time_screen_and_size() {
    let dir = temp_dir("frame-log");
    let mut app = headless_app(PlayOptions::default(), &dir.join("data"), None);
    let path = dir.join("frames.log");
    record_frames(&mut app, &path);
    for _ in 0..5 {
        std::thread::sleep(Duration::from_millis(3));
        app.update();
    }
    let text = std::fs::read_to_string(&path).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    // The first frame has no frame before it: four lines for five frames.
    assert_eq!(lines.len(), 4, "the log:\n{text}");
    // The last frame's screen is the one up now.
    let now = format!("{:?}", screen(app.world()));
    assert!(
        lines[3].contains(&format!(" {now} ")),
        "{now} is up: {text}"
    );
    for line in lines {
        let fields: Vec<&str> = line.split(' ').collect();
        assert_eq!(fields.len(), 3, "not 'ms screen size': {line}");
        let ms: f64 = fields[0]
            .parse()
            .unwrap_or_else(|_| panic!("no time: {line}"));
        // Each frame came at least the 3 ms slept after the one before.
        assert!(ms >= 3.0, "{ms} ms between frames 3 ms apart: {line}");
        assert!(
            ["Loading", "Tutorial", "Title"].contains(&fields[1]),
            "not a screen of a start: {line}"
        );
        // Headless: no window.
        assert_eq!(fields[2], "0x0", "{line}");
    }
}
