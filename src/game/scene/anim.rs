//! Animation with bevy_tweening: pours, undos, the selected tube's lift, the
//! shake of an illegal pour, the flourish of a completed tube.
//!
//! The board state changes at once; animation only catches up. A new event
//! arriving while a pour is still playing first *snaps* the picture to the
//! state (every tween dropped, every tube reset from the board), so input is
//! never lost nor applied twice, and the picture always ends equal to the
//! state: when the timeline of the last animation (a pour, or a lift, shake
//! or flourish) is over, the same snap runs once more and replaces whatever
//! the tweens left. A tube has at most one tween moving it: a new one (a
//! lift, a shake, a pour) replaces the one running, starting from where the
//! tube is, and a shake is around the tube's resting place.

use bevy::prelude::*;
use bevy_tweening::{AnimationSystem, TweenAnim};
use water_sort_core::history::Step;
use water_sort_core::play::Event;
use water_sort_core::{Pour, Poured};

use super::animating::{Animating, BoardAnim, REDO_FACTOR, UNDO_FACTOR};
use super::board_view::BoardView;
use super::tube_art::TubeArt;
use super::tubes::{KEY_SHARE, TubeIndex, TubeKeyLabel};
use crate::game::board::layout::BoardLayout;
use crate::game::board::{BoardEvent, Game, TubeLabel};
use crate::game::schedule::{GameSet, Screen};

pub fn plugin(app: &mut App) {
    // New tweens start in the frame their event came: the view runs before
    // bevy_tweening steps them.
    app.init_resource::<Animating>()
        .configure_sets(
            Update,
            GameSet::View.before(AnimationSystem::AnimationUpdate),
        )
        .add_systems(OnEnter(Screen::Gameplay), reset_animating)
        .add_systems(
            Update,
            (
                (
                    apply_layout.run_if(resource_changed::<BoardLayout>),
                    animate_events,
                )
                    .chain()
                    .in_set(GameSet::View),
                (finish_animation, drop_finished_anims)
                    .chain()
                    .after(AnimationSystem::AnimationUpdate),
            )
                .run_if(
                    in_state(Screen::Gameplay)
                        .and_then(resource_exists::<Game>)
                        .and_then(resource_exists::<TubeArt>),
                ),
        );
}

fn reset_animating(mut animating: ResMut<Animating>) {
    *animating = Animating::default();
}
/// Whether the event changed the board (a move, undo, redo, restart, tube).
fn changes_board(e: &Event) -> bool {
    use Event::*;
    matches!(
        e,
        Poured(_) | Undone(_) | Redone(_) | Restarted | TubeAdded { .. }
    )
}

/// Board events become animations; anything still playing is snapped first.
/// Animations start from the board as it is now, after all of the frame's
/// moves: of several moves in one frame (keys typed faster than frames,
/// a rewind of several steps) only the last is animated, from the others'
/// result (an earlier one drawn from the final board could take liquid its
/// tube no longer holds).
fn animate_events(mut events: MessageReader<BoardEvent>, mut view: BoardView) {
    let events: Vec<Event> = events.read().map(|e| e.0).collect();
    let reveals: Vec<(usize, usize)> = events
        .iter()
        .filter_map(|e| match *e {
            Event::Revealed { tube, units } => Some((tube, units)),
            _ => None,
        })
        .collect();
    let last_change = events.iter().rposition(changes_board);
    let mut skipped = false;
    for (i, event) in events.into_iter().enumerate() {
        if changes_board(&event) && Some(i) != last_change {
            skipped = true;
            continue;
        }
        // Only what is drawn settles what plays (a win, a rewind's summary
        // or a refusal does not: the pours before it play on).
        let drawn = matches!(event, Event::Selected(_) | Event::Illegal { .. });
        let settled = drawn || changes_board(&event);
        if settled && (view.animating.is_busy() || (skipped && changes_board(&event))) {
            view.snap();
        }
        // The move about to be drawn shows its reveals when it ends.
        if Some(i) == last_change {
            view.animating.reveals = reveals.clone();
        }
        match event {
            Event::Selected(_) => view.lift_selected(),
            Event::Poured(poured) => view.pour(poured, 1.0),
            Event::Redone(Step::Pour(poured)) => view.pour(poured, REDO_FACTOR),
            Event::Undone(Step::Pour(poured)) => {
                // The reverse pour: liquid goes back from `to` to `from`.
                let back = Poured {
                    pour: Pour::new(poured.pour.to, poured.pour.from),
                    ..poured
                };
                view.pour(back, UNDO_FACTOR);
            }
            // The extra tube's board is drawn anew (see `extra_tube.rs`).
            Event::Undone(Step::Jump | Step::ExtraTube)
            | Event::Redone(Step::Jump | Step::ExtraTube)
            | Event::Restarted
            | Event::TubeAdded { .. } => view.snap(),
            Event::Illegal { tube, .. } => {
                view.lift_selected();
                view.shake(tube);
            }
            Event::Won
            | Event::Rewound(_)
            | Event::NothingToUndo
            | Event::NothingToRedo
            | Event::NoExtraTube
            | Event::Revealed { .. } => {}
        }
    }
}

/// When the move's timeline is over: snap to the state, then the flourish.
/// When the last lift, shake or flourish is over (and no move plays): snap.
fn finish_animation(mut view: BoardView) {
    let now = view.time.elapsed_secs() + 1e-4;
    match (view.animating.until, view.animating.settle) {
        (Some(until), _) if now >= until => {
            let flourish = std::mem::take(&mut view.animating.flourish);
            let reveals = std::mem::take(&mut view.animating.reveals);
            view.snap();
            for tube in flourish {
                view.flourish(tube);
            }
            view.reveal(reveals);
        }
        (None, Some(settle)) if now >= settle => view.snap(),
        _ => {}
    }
}

/// Finished tweens leave their (now empty) entities behind: remove them.
fn drop_finished_anims(
    mut commands: Commands,
    done: Query<Entity, (With<BoardAnim>, Without<TweenAnim>)>,
    mut animating: ResMut<Animating>,
) {
    for e in &done {
        commands.entity(e).despawn();
    }
    if !done.is_empty() {
        animating.entities.retain(|e| !done.contains(*e));
        animating.moving.retain(|(_, e)| !done.contains(*e));
    }
}

/// A new layout (window resized): tubes and labels move, animations snap.
fn apply_layout(
    mut view: BoardView,
    mut labels: Query<(&TubeLabel, &mut Transform, &mut TextFont), Without<TubeIndex>>,
    mut keys: Query<&mut TextFont, (With<TubeKeyLabel>, Without<TubeLabel>)>,
) {
    view.snap();
    for (label, mut t, mut font) in &mut labels {
        if label.0 < view.layout.homes.len() {
            // Laid out at the size it is drawn: sharp at every scale.
            *t = Transform::from_translation(view.layout.label_pos(label.0));
            font.font_size = FontSize::Px(18.0 * view.layout.scale);
        }
    }
    for mut font in &mut keys {
        font.font_size = FontSize::Px(18.0 * KEY_SHARE * view.layout.scale);
    }
}
