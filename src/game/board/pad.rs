//! A game controller in play: the D-pad or the left stick moves a cursor
//! over the tubes, A presses the tube under it (lift, pour, put down), the
//! other buttons do what the key table's controller half says
//! ([`super::keys::PAD_BINDINGS`]). The cursor shows, in place of the tube's
//! key label, while the controller is the device in use.

use bevy::prelude::*;

use super::game::{Game, GameAction};
use super::keys::{TubeLabel, pad_action_for, tube_number};
use super::layout::BoardLayout;
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::gamepad::{ActiveInput, PadFrame, PadOnBoard, PadSystems, Step};
use crate::game::ui::settings::SettingsOpen;
use crate::game::ui::theme::{self, ThemedText};

pub fn plugin(app: &mut App) {
    app.init_resource::<TubeCursor>()
        .add_systems(PreUpdate, say_on_board.before(PadSystems))
        .add_systems(OnEnter(Screen::Gameplay), reset_cursor)
        .add_systems(
            Update,
            (
                pad_actions.in_set(GameSet::Input),
                show_cursor.in_set(GameSet::View),
            )
                .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
        );
}

/// The tube the controller's cursor is on.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TubeCursor(pub usize);

/// The label the cursor shows under its tube.
pub const CURSOR_MARK: &str = "▲";

/// The board takes the controller while a level is in play and no panel
/// is up; elsewhere its buttons stand for keys (`ui/gamepad.rs`).
fn say_on_board(
    screen: Option<Res<State<Screen>>>,
    game: Option<Res<Game>>,
    settings: Option<Res<SettingsOpen>>,
    mut on_board: ResMut<PadOnBoard>,
) {
    let now = PadOnBoard(
        screen.is_some_and(|s| *s.get() == Screen::Gameplay)
            && game.is_some()
            && !settings.is_some_and(|s| s.0),
    );
    if *on_board != now {
        *on_board = now;
    }
}

fn reset_cursor(mut cursor: ResMut<TubeCursor>) {
    *cursor = TubeCursor(0);
}

/// The frame's controller input as the board's actions, in order: cursor
/// steps, then buttons.
fn pad_actions(
    frame: Res<PadFrame>,
    on_board: Res<PadOnBoard>,
    game: Res<Game>,
    layout: Res<BoardLayout>,
    mut cursor: ResMut<TubeCursor>,
    mut actions: MessageWriter<GameAction>,
) {
    if !on_board.0 {
        return;
    }
    let tubes = game.tube_count().min(layout.homes.len());
    if tubes == 0 {
        return;
    }
    let mut at = cursor.0.min(tubes - 1);
    for &step in &frame.steps {
        at = next_tube(&layout.homes[..tubes], at, step);
    }
    if cursor.0 != at {
        cursor.0 = at;
    }
    let won = game.won.is_some();
    for &button in &frame.pressed {
        if button == GamepadButton::South && !won {
            actions.write(GameAction::Press(at));
        } else if let Some(action) = pad_action_for(button, won) {
            actions.write(action);
        }
    }
}

/// Whether two tubes stand in one row.
fn same_row(a: Vec2, b: Vec2) -> bool {
    (a.y - b.y).abs() < 1.0
}

/// The tube a step leads to from tube `from` of tubes at `homes`: left and
/// right along its row (round from one end to the other), up and down to
/// the nearest tube of the row above or below, if there is one.
pub fn next_tube(homes: &[Vec2], from: usize, step: Step) -> usize {
    let here = homes[from];
    let mut row: Vec<usize> = (0..homes.len())
        .filter(|&i| same_row(homes[i], here))
        .collect();
    row.sort_by(|&a, &b| homes[a].x.total_cmp(&homes[b].x));
    let place = row.iter().position(|&i| i == from).unwrap_or(0);
    match step {
        Step::Left => row[(place + row.len() - 1) % row.len()],
        Step::Right => row[(place + 1) % row.len()],
        Step::Up | Step::Down => {
            let above = step == Step::Up;
            // The nearest row that way, then its tube nearest in x.
            let row_y = homes
                .iter()
                .map(|h| h.y)
                .filter(|&y| {
                    if above {
                        y > here.y + 1.0
                    } else {
                        y < here.y - 1.0
                    }
                })
                .min_by(|a, b| (a - here.y).abs().total_cmp(&(b - here.y).abs()));
            let Some(row_y) = row_y else { return from };
            (0..homes.len())
                .filter(|&i| (homes[i].y - row_y).abs() < 1.0)
                .min_by(|&a, &b| {
                    (homes[a].x - here.x)
                        .abs()
                        .total_cmp(&(homes[b].x - here.x).abs())
                })
                .unwrap_or(from)
        }
    }
}

/// The cursor's tube shows [`CURSOR_MARK`] in place of its number while
/// the controller is in use; the other labels show their numbers.
fn show_cursor(
    active: Res<ActiveInput>,
    cursor: Res<TubeCursor>,
    mut labels: Query<(Ref<TubeLabel>, &mut Text2d, &mut ThemedText)>,
) {
    let pad = *active == ActiveInput::Gamepad;
    for (label, mut text, mut colour) in &mut labels {
        if !active.is_changed() && !cursor.is_changed() && !label.is_added() {
            continue;
        }
        let on = pad && label.0 == cursor.0;
        let (shown, tint) = if on {
            (CURSOR_MARK.to_string(), theme::ACCENT)
        } else {
            (tube_number(label.0), theme::TEXT_DIM)
        };
        if text.0 != shown {
            text.0 = shown;
        }
        colour.set_if_neq(ThemedText(tint));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two rows: 0 1 2 above, 3 4 below (offset by half a tube).
    fn two_rows() -> Vec<Vec2> {
        vec![
            Vec2::new(-100.0, 50.0),
            Vec2::new(0.0, 50.0),
            Vec2::new(100.0, 50.0),
            Vec2::new(-50.0, -100.0),
            Vec2::new(50.0, -100.0),
        ]
    }

    #[test]
    fn steps_walk_rows_round_and_cross_to_the_nearest_tube() {
        let homes = two_rows();
        assert_eq!(next_tube(&homes, 0, Step::Right), 1);
        assert_eq!(next_tube(&homes, 2, Step::Right), 0, "round the row");
        assert_eq!(next_tube(&homes, 0, Step::Left), 2);
        assert_eq!(next_tube(&homes, 3, Step::Right), 4);
        assert_eq!(next_tube(&homes, 4, Step::Right), 3);
        assert_eq!(next_tube(&homes, 0, Step::Down), 3);
        assert_eq!(next_tube(&homes, 2, Step::Down), 4);
        assert_eq!(next_tube(&homes, 4, Step::Up), 1, "a tie goes to the first");
        assert_eq!(next_tube(&homes, 1, Step::Up), 1, "no row above");
        assert_eq!(next_tube(&homes, 3, Step::Down), 3, "no row below");
    }
}
