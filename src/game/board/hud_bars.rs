//! The HUD's two bars measured as laid out: the text lines above the board
//! ([`TopBar`]) and the button bar below it ([`BottomBar`]), so that the
//! board's layout keeps clear of both, and the room the text column keeps
//! so that the board does not move when a line appears.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::game::Game;
use super::layout::{BottomBar, TOP_BAR, TopBar, window_size};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::scale::room_at_bottom;

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (measure_button_bar, measure_text_lines)
            .in_set(GameSet::View)
            .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
    );
}

/// The row of HUD buttons, in two groups: the moves and the help
/// (undo to "show me"), then the way out (rewind, extra tube, settings,
/// back). A window too narrow for one row (800x600 in a long language) puts
/// the second group on a second row, never one button alone; a group too
/// wide for the window wraps in itself.
#[derive(Component)]
pub struct ButtonBar;

/// Padding around the whole HUD (UI pixels, before the window's UiScale).
pub const HUD_PADDING: f32 = 12.0;

/// Keeps [`BottomBar`] at the button bar's height as laid out, so a bar
/// wrapped onto two rows never covers tubes (nor takes their clicks).
fn measure_button_bar(
    bars: Query<&ComputedNode, With<ButtonBar>>,
    ui_scale: Option<Res<UiScale>>,
    mut bottom: ResMut<BottomBar>,
) {
    let Ok(bar) = bars.single() else { return };
    let Some(room) = room_at_bottom(bar, HUD_PADDING, ui_scale.as_deref()) else {
        return; // not laid out yet
    };
    if (room - bottom.0).abs() > 0.5 {
        bottom.0 = room;
    }
}

/// The column of HUD text lines (title, moves, status, message).
#[derive(Component)]
pub struct TextLines;

/// Font sizes of the text lines: title, moves, status, message.
pub const LINE_SIZES: [f32; 4] = [26.0, 19.0, 17.0, 17.0];
/// Gap between the text lines (UI pixels).
pub const LINE_GAP: f32 = 3.0;

/// Air under the text lines (UI pixels) before the board's room begins.
const AIR_UNDER_TEXT: f32 = 8.0;

/// The height the text column keeps (UI pixels) whether its lines show or
/// not: [`TOP_BAR`]'s room for the four lines.
pub const RESERVED_TEXT_HEIGHT: f32 = TOP_BAR - HUD_PADDING - AIR_UNDER_TEXT;

/// Keeps [`TopBar`] at the text lines' height as laid out, so a wrapped
/// line never lies under a tube. Within one HUD at one window size it only
/// grows: an empty line is laid out a little taller than one with words,
/// so a message appearing made the column shorter and the whole board
/// grew by a few pixels under the player's pointer.
fn measure_text_lines(
    lines: Query<(Entity, &ComputedNode), With<TextLines>>,
    windows: Query<&Window, With<PrimaryWindow>>,
    ui_scale: Option<Res<UiScale>>,
    mut top: ResMut<TopBar>,
    mut measured_for: Local<Option<(Entity, Vec2)>>,
) {
    let Ok((entity, node)) = lines.single() else {
        return;
    };
    let height = node.size().y * node.inverse_scale_factor();
    if height <= 0.0 {
        return; // not laid out yet
    }
    let room = (height + HUD_PADDING + AIR_UNDER_TEXT) * ui_scale.map_or(1.0, |s| s.0);
    let now = (entity, window_size(&windows));
    let same_hud = *measured_for == Some(now);
    *measured_for = Some(now);
    let wanted = if same_hud { room.max(top.0) } else { room };
    if (wanted - top.0).abs() > 0.5 {
        top.0 = wanted;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The room kept for the text column holds its four lines (Bevy lays a
    /// line out 1.2 times its font size tall) and their gaps, so no line
    /// reaches into the board's room even before the HUD is measured.
    #[test]
    fn the_reserved_top_bar_holds_the_four_text_lines() {
        let line_heights: f32 = LINE_SIZES.iter().map(|s| s * 1.2).sum();
        let column = line_heights + 3.0 * LINE_GAP;
        assert!(column <= RESERVED_TEXT_HEIGHT, "{column}");
    }
}
