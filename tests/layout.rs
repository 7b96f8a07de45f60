//! The board's layout against the HUD, for every level shipped in
//! `levels/` at the window sizes players use: a lifted tube of the top row
//! with the hint's label over it stays under the HUD's text lines, the key
//! labels of the bottom row stay over its button bar, no tube leaves the
//! window, and a larger window gets a larger board.

use std::path::Path;

use bevy::math::Vec2;
use water_sort::game::board::{BoardLayout, INNER_W, WALL, hud_bars};
use water_sort_core::level::parse_pack;

const SIZES: [(f32, f32); 4] = [
    (800.0, 600.0),
    (1280.0, 800.0),
    (1920.0, 1080.0),
    (2560.0, 1440.0),
];

/// Every shipped level's (pack file, level name, tubes, capacity).
fn shipped_levels() -> Vec<(String, String, usize, usize)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("levels");
    let mut levels = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "ron") {
            continue;
        }
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let pack = parse_pack(&std::fs::read_to_string(&path).unwrap(), &name).unwrap();
        for level in &pack.levels {
            levels.push((
                name.clone(),
                level.name.clone(),
                level.tubes.len(),
                level.capacity,
            ));
        }
    }
    assert!(
        levels.len() >= 100,
        "only {} shipped levels found",
        levels.len()
    );
    levels
}

#[test]
fn nothing_of_the_board_overlaps_the_hud_at_any_window_size() {
    for (pack, level, tubes, capacity) in shipped_levels() {
        for (w, h) in SIZES {
            let window = Vec2::new(w, h);
            let layout = BoardLayout::compute(window, tubes, capacity);
            let (top_bar, bottom_bar) = hud_bars(window, 0.0, 0.0);
            let what = format!("{pack} {level:?} at {w}x{h}");
            let hud_text_bottom = h / 2.0 - top_bar;
            assert!(
                layout.top_reach() <= hud_text_bottom + 0.01,
                "{what}: the board reaches {} over the HUD text at {hud_text_bottom}",
                layout.top_reach()
            );
            let bar_top = -h / 2.0 + bottom_bar;
            assert!(
                layout.bottom_reach() >= bar_top - 0.01,
                "{what}: the labels reach {} under the button bar at {bar_top}",
                layout.bottom_reach()
            );
            let half = (INNER_W / 2.0 + WALL) * layout.scale;
            for home in &layout.homes {
                assert!(
                    home.x.abs() + half <= w / 2.0,
                    "{what}: a tube leaves the window"
                );
            }
        }
    }
}

#[test]
fn a_larger_window_gets_a_larger_board() {
    for (pack, level, tubes, capacity) in shipped_levels() {
        let scales: Vec<f32> = SIZES
            .iter()
            .map(|&(w, h)| BoardLayout::compute(Vec2::new(w, h), tubes, capacity).scale)
            .collect();
        assert!(
            scales.windows(2).all(|p| p[1] > p[0]),
            "{pack} {level:?}: scales {scales:?}"
        );
        // At 1920x1080 the board is no small thing in the middle.
        let big = BoardLayout::compute(Vec2::new(1920.0, 1080.0), tubes, capacity);
        let at_800 = BoardLayout::compute(Vec2::new(1280.0, 800.0), tubes, capacity);
        assert!(big.scale >= at_800.scale * 1.3, "{pack} {level:?}");
    }
}
