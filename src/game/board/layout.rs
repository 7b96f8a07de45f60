//! Where the tubes go: one row up to 10 tubes, two rows beyond, scaled to
//! fit the window (from 800x600 up) and recomputed when it is resized.
//!
//! Tubes are modelled in "tube units" (the constants below) and drawn with a
//! uniform scale, so the same geometry serves every window size.

use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowResized};

use super::DrawsBoard;
use super::game::Game;
use crate::game::ui::scale::scale_for;
use crate::game::{GameSet, Screen};

/// Inner width of a tube (the liquid's width).
pub const INNER_W: f32 = 44.0;
/// Glass thickness.
pub const WALL: f32 = 4.0;
/// Height of one unit of liquid.
pub const UNIT_H: f32 = 40.0;
/// Empty glass above a full tube.
pub const HEADROOM: f32 = 16.0;
/// How far a selected tube rises.
pub const LIFT: f32 = 34.0;
/// Space reserved above and below the board for the HUD, in UI pixels (times
/// the window's UI scale in window pixels): above, the HUD's four text lines
/// with its padding (the HUD keeps its text column at least that tall, so
/// the board does not move when a line appears), more when a line wraps
/// (see [`TopBar`]); below, at least this, more when the button bar wraps
/// (see [`BottomBar`]).
pub const TOP_BAR: f32 = 124.0;
pub const MIN_BOTTOM_BAR: f32 = 84.0;
/// Room above the top row, in tube units, for the hint's "from" label over
/// a lifted tube (the lift itself is in each slot).
pub const ABOVE_TOP_ROW: f32 = 48.0;
/// Largest board scale at UI scale 1: the board grows with the UI beyond.
const MAX_SCALE: f32 = 1.6;

/// The height the HUD's text lines take at the top of the window (window
/// logical pixels) when one wraps: measured by the HUD, 0 until then.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct TopBar(pub f32);
/// The height the HUD's button bar takes at the bottom of the window
/// (window logical pixels): [`MIN_BOTTOM_BAR`], or more when a narrow window
/// wraps the bar onto a second row (measured by the HUD).
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct BottomBar(pub f32);

impl Default for BottomBar {
    fn default() -> Self {
        BottomBar(MIN_BOTTOM_BAR)
    }
}

/// Window size assumed when there is none (headless tests).
pub const FALLBACK_SIZE: Vec2 = Vec2::new(1280.0, 800.0);

/// Radius of the rounded bottom (inside).
pub const fn bowl_radius() -> f32 {
    INNER_W / 2.0
}

/// Height of the cavity's top (the mouth) above its lowest point.
pub fn mouth_height(capacity: usize) -> f32 {
    capacity as f32 * UNIT_H + HEADROOM
}

/// Positions of all tubes for one window size.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct BoardLayout {
    /// World position of each tube's origin (the lowest point of its cavity).
    pub homes: Vec<Vec2>,
    /// Scale from tube units to world units (logical pixels).
    pub scale: f32,
    pub capacity: usize,
    pub window: Vec2,
}

impl BoardLayout {
    /// The layout of a board under the game's HUD at its smallest (no line
    /// wrapped), for a window of `window` logical pixels.
    pub fn compute(window: Vec2, tubes: usize, capacity: usize) -> BoardLayout {
        BoardLayout::compute_between(window, tubes, capacity, hud_bars(window, 0.0, 0.0))
    }

    /// The layout between a top and a bottom bar of the given heights.
    pub fn compute_between(
        window: Vec2,
        tubes: usize,
        capacity: usize,
        (top_bar, bottom_bar): (f32, f32),
    ) -> BoardLayout {
        let rows = if tubes > 10 { 2 } else { 1 };
        let per_row = tubes.div_ceil(rows).max(1);
        let tube_w = INNER_W + 2.0 * WALL;
        let tube_h = mouth_height(capacity) + WALL;
        // Each slot leaves room for the gap, the lift and the key label.
        let slot_w = tube_w * 1.75;
        let slot_h = tube_h + LIFT + 44.0;
        let avail_w = (window.x - 40.0).max(100.0);
        let avail_h = (window.y - top_bar - bottom_bar).max(100.0);
        let board_h = rows as f32 * slot_h + ABOVE_TOP_ROW;
        let scale = (avail_w / (per_row as f32 * slot_w))
            .min(avail_h / board_h)
            .min(MAX_SCALE * scale_for(window).max(1.0));
        // Centre of the rows, between the bars (world y grows upward), under
        // the room above the top row.
        let centre_y = (bottom_bar - top_bar) / 2.0 - ABOVE_TOP_ROW * scale / 2.0;
        let mut homes = Vec::with_capacity(tubes);
        for i in 0..tubes {
            let row = i / per_row;
            let in_row = if row + 1 < rows {
                per_row
            } else {
                tubes - per_row * (rows - 1)
            };
            let col = i % per_row;
            let x = (col as f32 - (in_row as f32 - 1.0) / 2.0) * slot_w * scale;
            let row_centre = centre_y + ((rows as f32 - 1.0) / 2.0 - row as f32) * slot_h * scale;
            // Slot layout, bottom to top: label, tube, lift room.
            let slot_bottom = row_centre - slot_h * scale / 2.0;
            let y = slot_bottom + (44.0 + WALL) * scale;
            homes.push(Vec2::new(x, y));
        }
        BoardLayout {
            homes,
            scale,
            capacity,
            window,
        }
    }

    /// The layout of the level in play, above the HUD's button bar.
    pub fn for_game(window: Vec2, game: &Game, top: TopBar, bottom: BottomBar) -> BoardLayout {
        let (tubes, capacity) = (game.tube_count(), game.board().capacity());
        BoardLayout::compute_between(window, tubes, capacity, hud_bars(window, top.0, bottom.0))
    }

    /// The highest point anything of the board may reach (window logical
    /// pixels, world y): over the mouth of a lifted tube of the top row,
    /// `ABOVE_TOP_ROW` (its rim reaches 5 tube units higher, the hint's
    /// "from" label about 45).
    pub fn top_reach(&self) -> f32 {
        let top_row = self.homes.iter().map(|h| h.y).fold(f32::MIN, f32::max);
        top_row + (mouth_height(self.capacity) + LIFT + ABOVE_TOP_ROW) * self.scale
    }

    /// The lowest point: the key labels of the bottom row.
    pub fn bottom_reach(&self) -> f32 {
        let bottom_row = self.homes.iter().map(|h| h.y).fold(f32::MAX, f32::min);
        bottom_row - (WALL + 44.0) * self.scale
    }

    /// Translation of a tube at rest (`lifted` when selected). Lifted tubes
    /// are drawn in front.
    pub fn rest(&self, tube: usize, lifted: bool) -> Vec3 {
        let home = self.homes[tube];
        let lift = if lifted { LIFT * self.scale } else { 0.0 };
        Vec3::new(home.x, home.y + lift, if lifted { 2.0 } else { 1.0 })
    }

    /// Where the key label under a tube sits.
    pub fn label_pos(&self, tube: usize) -> Vec3 {
        let home = self.homes[tube];
        Vec3::new(home.x, home.y - (WALL + 20.0) * self.scale, 1.0)
    }

    /// The tube under a world point, by its resting box (lift included, so a
    /// selected tube is hit where it is drawn).
    pub fn hit(&self, point: Vec2) -> Option<usize> {
        let half_w = (INNER_W / 2.0 + WALL + 8.0) * self.scale;
        let top = (mouth_height(self.capacity) + LIFT + 8.0) * self.scale;
        let bottom = (WALL + 34.0) * self.scale;
        self.homes.iter().position(|h| {
            let d = point - *h;
            d.x.abs() <= half_w && d.y >= -bottom && d.y <= top
        })
    }
}

/// The HUD's bars above and below the board in window logical pixels, for a
/// window of `window`: the reserved heights at the UI's scale, or the
/// measured ones (`top`, `bottom`) when a wrapped line makes them taller.
pub fn hud_bars(window: Vec2, top: f32, bottom: f32) -> (f32, f32) {
    let ui = scale_for(window);
    ((TOP_BAR * ui).max(top), (MIN_BOTTOM_BAR * ui).max(bottom))
}

/// The primary window's logical size, or the fallback when headless.
pub fn window_size(windows: &Query<&Window, With<PrimaryWindow>>) -> Vec2 {
    windows.single().map(|w| w.size()).unwrap_or(FALLBACK_SIZE)
}

pub fn plugin(app: &mut App) {
    app.init_resource::<BoardLayout>()
        .init_resource::<BottomBar>()
        .init_resource::<TopBar>()
        .add_systems(
            Update,
            (
                relayout_on_resize
                    .in_set(GameSet::Logic)
                    .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
                write_layout_file.in_set(GameSet::View).in_set(DrawsBoard),
            ),
        );
}

/// Environment variable naming a file where the game writes each tube's
/// centre in window pixels (for end-to-end tests that click tubes).
pub const LAYOUT_FILE_ENV: &str = "WATER_SORT_LAYOUT_FILE";

/// Writes `tube N X Y` lines (1-based tube, window pixels from the top left)
/// to `$WATER_SORT_LAYOUT_FILE`, whenever the layout changes, after a
/// `level NAME` line (in play) or an `editor` line (in the editor).
fn write_layout_file(
    layout: Res<BoardLayout>,
    game: Option<Res<Game>>,
    state: Res<State<Screen>>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    mut written: Local<Option<(BoardLayout, String)>>,
) {
    let Some(path) = std::env::var_os(LAYOUT_FILE_ENV) else {
        return;
    };
    // In play the level's name; elsewhere a board is the editor's.
    let header = match (state.get(), &game) {
        (Screen::Gameplay, Some(game)) => format!("level {}", game.level.name),
        (Screen::Gameplay, None) => return,
        _ => "editor".to_string(),
    };
    // An empty layout is the one before any board was drawn.
    if layout.homes.is_empty() {
        return;
    }
    let key = (layout.clone(), header.clone());
    if written.as_ref() == Some(&key) {
        return;
    }
    let Some((camera, transform)) = cameras.iter().next() else {
        return;
    };
    let mut text = format!("{header}\n");
    let mid = mouth_height(layout.capacity) * layout.scale / 2.0;
    for (i, home) in layout.homes.iter().enumerate() {
        let centre = (*home + Vec2::Y * mid).extend(0.0);
        // Fails until the camera knows its viewport: retried next frame.
        let Ok(p) = camera.world_to_viewport(transform, centre) else {
            return;
        };
        text.push_str(&format!("tube {} {:.0} {:.0}\n", i + 1, p.x, p.y));
    }
    match std::fs::write(&path, text) {
        Ok(()) => *written = Some(key),
        Err(e) => warn!("could not write the layout file: {e}"),
    }
}

/// A resize, or a button bar that wraps or unwraps, only moves and scales
/// the tubes (the view snaps to the state).
fn relayout_on_resize(
    mut resized: MessageReader<WindowResized>,
    windows: Query<&Window, With<PrimaryWindow>>,
    game: Res<Game>,
    top: Res<TopBar>,
    bottom: Res<BottomBar>,
    mut layout: ResMut<BoardLayout>,
) {
    if resized.read().count() == 0 && !bottom.is_changed() && !top.is_changed() {
        return;
    }
    let new = BoardLayout::for_game(window_size(&windows), &game, *top, *bottom);
    if *layout != new {
        *layout = new;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A button bar wrapped onto two rows: the tubes and their key labels
    /// stay above it.
    #[test]
    fn a_taller_bottom_bar_keeps_the_board_above_it() {
        let window = Vec2::new(800.0, 600.0);
        let bar = 150.0;
        let l = BoardLayout::compute_between(window, 11, 4, (TOP_BAR, bar));
        for tube in 0..11 {
            // The label's text reaches about 10 pixels below its centre.
            let label = l.label_pos(tube).y - 10.0 * l.scale;
            assert!(label >= -window.y / 2.0 + bar, "tube {tube}: {label}");
        }
    }

    #[test]
    fn layouts_fit_the_smallest_window() {
        let window = Vec2::new(800.0, 600.0);
        let (top_bar, bottom_bar) = hud_bars(window, 0.0, 0.0);
        for tubes in 2..=20 {
            for capacity in [2, 4, 8] {
                let l = BoardLayout::compute(window, tubes, capacity);
                let half_w = (INNER_W / 2.0 + WALL) * l.scale;
                for (i, h) in l.homes.iter().enumerate() {
                    assert!(
                        h.x - half_w >= -400.0 && h.x + half_w <= 400.0,
                        "{tubes} {i}"
                    );
                    let top = h.y + (mouth_height(capacity) + LIFT) * l.scale;
                    assert!(top <= 300.0 - top_bar + 1.0, "{tubes} {capacity} top {top}");
                    assert!(h.y - 40.0 * l.scale >= -300.0 + bottom_bar - 1.0);
                }
                // Every tube is hit at its own centre and nowhere else.
                for (i, h) in l.homes.iter().enumerate() {
                    let centre = *h + Vec2::Y * mouth_height(capacity) * l.scale / 2.0;
                    assert_eq!(l.hit(centre), Some(i));
                }
            }
        }
    }

    #[test]
    fn two_rows_beyond_ten() {
        let l = BoardLayout::compute(FALLBACK_SIZE, 10, 4);
        assert!(l.homes.iter().all(|h| h.y == l.homes[0].y));
        let l = BoardLayout::compute(FALLBACK_SIZE, 11, 4);
        assert!(l.homes[0].y > l.homes[10].y);
    }
}
