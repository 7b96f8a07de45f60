//! Where the tubes go: one rule for every board and window. Each tube
//! takes a slot (its glass with room beside it for the hint marks) in a
//! band (its key label under it, the glass, the lift and the hint marks over
//! the lifted mouth; in a row under another, the hint's outline only: its
//! arrow may arch over the labels above); the tubes go in one row or two,
//! whichever lets them be
//! larger, at the largest scale at which the bands fit between the HUD's
//! bars (from 800x600 up), laid out again when the window is resized.
//!
//! Tubes are modelled in "tube units" (the constants below) and drawn with a
//! uniform scale, so the same geometry serves every window size. The tubes'
//! scale is their own, not the UI's: a 14-tube board at 1920x1080 fills
//! the width whatever the UI's scale.

use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowResized};

use super::game::Game;
use crate::game::schedule::DrawsBoard;
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::scale::scale_for;

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
/// (see [`TopBar`]); below, this until the button bar is measured (see
/// [`BottomBar`]).
pub const TOP_BAR: f32 = 124.0;
pub const MIN_BOTTOM_BAR: f32 = 84.0;
/// Room under a tube's origin (tube units) for its bottom wall and its key
/// label (its text reaches 35 units down: see [`BoardLayout::label_pos`]).
pub const LABEL_ROOM: f32 = 36.0;
/// Room over a lifted tube's mouth (tube units) for its rim and the hint
/// marks: the outline around a hinted tube and the arrow arching from over
/// its mouth, which reaches 38 units over a lifted source's mouth
/// (`assist/glow.rs`), and a little air.
pub const HINT_ROOM: f32 = 40.0;
/// Room over a lifted tube's mouth (tube units) in a row under another:
/// its rim and the outline around a hinted tube (10 units over the mouth)
/// and a little air. The hint's arrow from a tube of that row may arch over
/// the key labels of the row above (it crosses that row anyway when it
/// points there): a full [`HINT_ROOM`] there kept a 14-tube board at
/// 800x600 in one row of small tubes, with the room for a second row empty.
pub const LOWER_HINT_ROOM: f32 = 14.0;
/// Room beside the glass on each side (tube units) for the hint's glow,
/// which reaches 9 units past the glass.
pub const HINT_SIDE: f32 = 10.0;
/// Air between the hint marks of two neighbouring tubes (tube units).
pub const TUBE_AIR: f32 = 8.0;
/// Distance between the centres of neighbouring tubes in a row (tube
/// units): the glass, the hint's room on both sides and the air between.
pub const PITCH: f32 = INNER_W + 2.0 * WALL + 2.0 * HINT_SIDE + TUBE_AIR;
/// The window's margin left and right of the board (UI pixels).
const SIDE_MARGIN: f32 = 12.0;
/// Largest tube scale per unit of UI scale: a board of a few short tubes
/// stops growing here (no shipped level reaches it at any window size).
pub const MAX_SCALE_PER_UI: f32 = 2.0;

/// The height the HUD's text lines take at the top of the window (window
/// logical pixels) when one wraps: measured by the HUD, 0 until then.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct TopBar(pub f32);
/// The height the HUD's button bar takes at the bottom of the window
/// (window logical pixels), more when a narrow window wraps the bar onto a
/// second row: measured by the HUD, 0 until then.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct BottomBar(pub f32);

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

/// The height of a row of tubes of `capacity` (tube units): the key labels,
/// the glass, the lift and the hint marks over a lifted tube.
pub fn band_height(capacity: usize) -> f32 {
    LABEL_ROOM + mouth_height(capacity) + LIFT + HINT_ROOM
}

/// The height of a row under another (tube units): its band with only
/// [`LOWER_HINT_ROOM`] over the lift.
pub fn lower_band_height(capacity: usize) -> f32 {
    band_height(capacity) - HINT_ROOM + LOWER_HINT_ROOM
}

/// The height of `rows` rows stacked (tube units): the top one's band, and
/// the lower ones'.
pub fn rows_height(capacity: usize, rows: usize) -> f32 {
    band_height(capacity) + rows.saturating_sub(1) as f32 * lower_band_height(capacity)
}

/// The largest tube scale for `tubes` tubes in `rows` rows in a board area
/// of `area` window pixels, at most `max_scale`.
fn scale_in_rows(area: Vec2, tubes: usize, capacity: usize, rows: usize, max_scale: f32) -> f32 {
    let per_row = tubes.div_ceil(rows).max(1);
    (area.x / (per_row as f32 * PITCH))
        .min(area.y / rows_height(capacity, rows))
        .min(max_scale)
}

/// The board's rule: one row or two, whichever gives the larger tubes (one
/// when equal), and the largest scale at which they fit `area` (window
/// pixels), at most `max_scale`.
pub fn rows_and_scale(area: Vec2, tubes: usize, capacity: usize, max_scale: f32) -> (usize, f32) {
    let one = scale_in_rows(area, tubes, capacity, 1, max_scale);
    let two = scale_in_rows(area, tubes, capacity, 2, max_scale);
    if tubes > 1 && two > one * 1.001 {
        (2, two)
    } else {
        (1, one)
    }
}

/// Positions of all tubes for one window size.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct BoardLayout {
    /// World position of each tube's origin (the lowest point of its cavity).
    pub homes: Vec<Vec2>,
    /// Scale from tube units to world units (logical pixels).
    pub scale: f32,
    /// The tallest tube's height: the rows are laid out for it.
    pub capacity: usize,
    /// Each tube's own height where the board gives tubes their own (empty:
    /// every tube is `capacity` tall). One unit is one height in every tube
    /// and every tube stands on its row's baseline.
    pub heights: Vec<usize>,
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
        let ui = scale_for(window);
        let area = Vec2::new(
            (window.x - 2.0 * SIDE_MARGIN * ui).max(100.0),
            (window.y - top_bar - bottom_bar).max(100.0),
        );
        let (rows, scale) = rows_and_scale(area, tubes, capacity, MAX_SCALE_PER_UI * ui);
        let per_row = tubes.div_ceil(rows).max(1);
        let (band, lower_band) = (
            band_height(capacity) * scale,
            lower_band_height(capacity) * scale,
        );
        // The rows' bands, stacked and centred between the bars (world y
        // grows upward).
        let centre_y = (bottom_bar - top_bar) / 2.0;
        let stack_top = centre_y + rows_height(capacity, rows) * scale / 2.0;
        let mut homes = Vec::with_capacity(tubes);
        for i in 0..tubes {
            let row = i / per_row;
            let in_row = if row + 1 < rows {
                per_row
            } else {
                tubes - per_row * (rows - 1)
            };
            let col = i % per_row;
            let x = (col as f32 - (in_row as f32 - 1.0) / 2.0) * PITCH * scale;
            let band_bottom = stack_top - band - row as f32 * lower_band;
            homes.push(Vec2::new(x, band_bottom + LABEL_ROOM * scale));
        }
        BoardLayout {
            homes,
            scale,
            capacity,
            heights: Vec::new(),
            window,
        }
    }

    /// The layout of the level in play, above the HUD's button bar.
    pub fn for_game(window: Vec2, game: &Game, top: TopBar, bottom: BottomBar) -> BoardLayout {
        let tubes = game.tube_count();
        let board = game.board();
        let heights: Vec<usize> = (0..tubes).map(|t| board.height(t)).collect();
        let tallest = heights.iter().copied().max().unwrap_or(board.capacity());
        BoardLayout::compute_between(window, tubes, tallest, hud_bars(window, top.0, bottom.0))
            .with_heights(heights)
    }

    /// This layout with each tube's own height (the rows stay laid out for
    /// `capacity`, the tallest).
    pub fn with_heights(mut self, heights: Vec<usize>) -> BoardLayout {
        if heights.iter().any(|&h| h != self.capacity) {
            self.heights = heights;
        }
        self
    }

    /// Tube `tube`'s height in units.
    pub fn height(&self, tube: usize) -> usize {
        self.heights.get(tube).copied().unwrap_or(self.capacity)
    }

    /// The height of tube `tube`'s mouth above its origin (tube units).
    pub fn mouth(&self, tube: usize) -> f32 {
        mouth_height(self.height(tube))
    }

    /// The highest point anything of the board may reach (window logical
    /// pixels, world y): the hint marks over a lifted tube of the top row.
    pub fn top_reach(&self) -> f32 {
        let top_row = self.homes.iter().map(|h| h.y).fold(f32::MIN, f32::max);
        top_row + (mouth_height(self.capacity) + LIFT + HINT_ROOM) * self.scale
    }

    /// The lowest point: the key labels of the bottom row.
    pub fn bottom_reach(&self) -> f32 {
        let bottom_row = self.homes.iter().map(|h| h.y).fold(f32::MAX, f32::min);
        bottom_row - LABEL_ROOM * self.scale
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
    /// selected tube is hit where it is drawn); the boxes of two rows do not
    /// meet.
    pub fn hit(&self, point: Vec2) -> Option<usize> {
        let half_w = (INNER_W / 2.0 + WALL + 8.0) * self.scale;
        let bottom = (WALL + 30.0) * self.scale;
        self.homes.iter().enumerate().position(|(t, h)| {
            let top = (self.mouth(t) + LIFT + 4.0) * self.scale;
            let d = point - *h;
            d.x.abs() <= half_w && d.y >= -bottom && d.y <= top
        })
    }
}

/// The HUD's bars above and below the board in window logical pixels, for a
/// window of `window`: above, the reserved height at the UI's scale, or the
/// measured one (`top`) when a wrapped line makes it taller; below, the
/// measured height (`bottom`), or the reserve until it is measured.
pub fn hud_bars(window: Vec2, top: f32, bottom: f32) -> (f32, f32) {
    let ui = scale_for(window);
    let bottom = if bottom > 0.0 {
        bottom
    } else {
        MIN_BOTTOM_BAR * ui
    };
    ((TOP_BAR * ui).max(top), bottom)
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
/// `level NAME` line (in play), an `editor` line (in the editor) or a
/// `lesson` line (in the first-run lesson).
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
        (Screen::Tutorial, _) => "lesson".to_string(),
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
    for (i, home) in layout.homes.iter().enumerate() {
        let mid = layout.mouth(i) * layout.scale / 2.0;
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

    const SIZES: [Vec2; 4] = [
        Vec2::new(800.0, 600.0),
        Vec2::new(1280.0, 800.0),
        Vec2::new(1920.0, 1080.0),
        Vec2::new(2560.0, 1440.0),
    ];

    /// A button bar wrapped onto two rows: the tubes and their key labels
    /// stay above it.
    #[test]
    fn a_taller_bottom_bar_keeps_the_board_above_it() {
        let window = Vec2::new(800.0, 600.0);
        let bar = 150.0;
        let l = BoardLayout::compute_between(window, 11, 4, (TOP_BAR, bar));
        for tube in 0..11 {
            // The label's text reaches about 11 units below its centre.
            let label = l.label_pos(tube).y - 11.0 * l.scale;
            assert!(label >= -window.y / 2.0 + bar, "tube {tube}: {label}");
        }
    }

    #[test]
    fn layouts_fit_every_window() {
        for window in SIZES {
            let (top_bar, bottom_bar) = hud_bars(window, 0.0, 0.0);
            for tubes in 2..=20 {
                for capacity in [2, 4, 6, 8] {
                    let l = BoardLayout::compute(window, tubes, capacity);
                    let half_w = PITCH / 2.0 * l.scale;
                    for (i, h) in l.homes.iter().enumerate() {
                        let what = format!("{window} {tubes} {capacity} {i}");
                        assert!(h.x.abs() + half_w <= window.x / 2.0, "{what}");
                    }
                    assert!(l.top_reach() <= window.y / 2.0 - top_bar + 0.01);
                    assert!(l.bottom_reach() >= -window.y / 2.0 + bottom_bar - 0.01);
                    // Every tube is hit at its own centre and nowhere else.
                    for (i, h) in l.homes.iter().enumerate() {
                        let centre = *h + Vec2::Y * mouth_height(capacity) * l.scale / 2.0;
                        assert_eq!(l.hit(centre), Some(i));
                    }
                }
            }
        }
    }

    /// A 14-tube board at 800x600 under a button bar of one row (English)
    /// or two (German) goes in two rows filling the height between the
    /// bars: with a full hint room over the lower row too, it stayed in one
    /// row of small tubes, half the height empty.
    #[test]
    fn fourteen_tubes_at_800x600_take_two_rows_and_the_height() {
        let window = Vec2::new(800.0, 600.0);
        // The bars as measured by the HUD at 800x600.
        for bottom in [62.0, 110.0] {
            let bars = hud_bars(window, 0.0, bottom);
            let l = BoardLayout::compute_between(window, 14, 4, bars);
            let mut ys: Vec<i32> = l.homes.iter().map(|h| h.y as i32).collect();
            ys.dedup();
            assert_eq!(ys.len(), 2, "bar {bottom}: rows at {ys:?}");
            let room = window.y - bars.0 - bars.1;
            let used = l.top_reach() - l.bottom_reach();
            assert!(used > 0.99 * room, "bar {bottom}: {used} of {room}");
            // The rows' reserved bands do not meet.
            let (lower, upper) = (l.homes[7], l.homes[0]);
            let lifted_top = lower.y + (mouth_height(4) + LIFT + LOWER_HINT_ROOM) * l.scale;
            assert!(lifted_top <= upper.y - LABEL_ROOM * l.scale + 0.01);
        }
    }

    /// One row or two, whichever gives the larger tubes: 9 tubes in one row
    /// at 1280x800, 14 in one row at 1920x1080 filling the width, 20 in two.
    #[test]
    fn the_rows_that_give_the_larger_tubes() {
        let rows = |l: &BoardLayout| {
            let mut ys: Vec<i32> = l.homes.iter().map(|h| h.y as i32).collect();
            ys.dedup();
            ys.len()
        };
        let l = BoardLayout::compute(FALLBACK_SIZE, 9, 4);
        assert_eq!(rows(&l), 1);
        let l = BoardLayout::compute(Vec2::new(1920.0, 1080.0), 14, 4);
        assert_eq!(rows(&l), 1);
        let used = 14.0 * PITCH * l.scale / 1920.0;
        assert!(used > 0.95, "{used}");
        let l = BoardLayout::compute(FALLBACK_SIZE, 20, 4);
        assert_eq!(rows(&l), 2);
        // The other number of rows never gives larger tubes.
        for window in SIZES {
            let (top, bottom) = hud_bars(window, 0.0, 0.0);
            let margin = 2.0 * SIDE_MARGIN * scale_for(window);
            let area = Vec2::new(window.x - margin, window.y - top - bottom);
            for tubes in 2..=20 {
                for capacity in [2, 4, 6] {
                    let l = BoardLayout::compute(window, tubes, capacity);
                    let other = 3 - rows(&l);
                    let cap = MAX_SCALE_PER_UI * scale_for(window);
                    let scale = scale_in_rows(area, tubes, capacity, other, cap);
                    assert!(l.scale >= scale, "{window} {tubes}x{capacity}");
                }
            }
        }
    }
}
