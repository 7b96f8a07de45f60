//! The first-run lesson ([`Screen::Tutorial`]): with no progress (no level
//! ever finished, no game saved, the lesson not yet seen) the game opens
//! here before the level select. A small board drawn as in play, the rule
//! in one sentence, a line saying what to do and an arrow over the tube to
//! click (a pulsing ring round the button, for Undo and Hint); the player
//! makes the first pour, undoes it, asks for a hint and solves the board,
//! then goes on to the level select. Esc skips it at any step. Finished or
//! skipped, it is kept as seen in the settings (`lesson_seen`) and comes
//! back only when the help panel's button asks for it. The steps and the
//! pointer are the core's ([`water_sort_core::lesson`]).

mod view;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use water_sort_core::lesson::{Lesson, Step, TUBES};

use crate::game::board::keys::{CTRL, SHIFT, action_for};
use crate::game::board::{BoardLayout, GameAction, cursor_in_world};
use crate::game::saves::{ProgressStore, SavedGames};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::interaction::Modal;
use crate::game::ui::settings::{Settings, settings_closed};

pub use view::{LessonArrow, LessonButton, LessonLine};

/// The lesson in progress (the core's model).
#[derive(Resource, Debug, Default, Deref, DerefMut)]
pub struct LessonModel(pub Lesson);

/// Whether the lesson opens before the level select: the player has
/// finished no level, has no game saved and has not seen the lesson.
#[derive(SystemParam)]
pub struct FirstRun<'w> {
    progress: Res<'w, ProgressStore>,
    games: Res<'w, SavedGames>,
    settings: Res<'w, Settings>,
}

impl FirstRun<'_> {
    /// Whether this is a new player's first run.
    pub fn is_first(&self) -> bool {
        !self.settings.lesson_seen
            && !self.progress.progress.any_completed()
            && self.games.all().next().is_none()
    }

    /// The screen after loading, when no level was asked for: the lesson
    /// on a first run, else the level select.
    pub fn screen(&self) -> Screen {
        if self.is_first() {
            Screen::Tutorial
        } else {
            Screen::Title
        }
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<LessonModel>()
        .add_plugins(view::plugin)
        .add_systems(OnEnter(Screen::Tutorial), start)
        .add_systems(
            Update,
            (
                (keys, clicks)
                    .in_set(GameSet::Input)
                    .run_if(settings_closed.and_then(no_modal)),
                apply.in_set(GameSet::Logic),
            )
                .run_if(in_state(Screen::Tutorial)),
        );
}

/// Run condition: no modal panel is up (the help panel takes the keys).
fn no_modal(modals: Query<&Node, With<Modal>>) -> bool {
    modals.iter().all(|node| node.display == Display::None)
}

fn start(mut model: ResMut<LessonModel>) {
    model.0 = Lesson::new();
    info!("lesson: started");
}

/// The lesson's keys, through the key table of play: tube keys, Undo,
/// Hint, Esc (skip) and, once solved, Enter.
fn keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    model: Res<LessonModel>,
    mut actions: MessageWriter<GameAction>,
) {
    let Some(keys) = keys else { return };
    let (ctrl, shift) = (keys.any_pressed(CTRL), keys.any_pressed(SHIFT));
    let done = model.step() == Step::Done;
    for &key in keys.get_just_pressed() {
        if let Some(action) = action_for(key, ctrl, shift, TUBES.len(), done) {
            actions.write(action);
        }
    }
}

/// A click on a tube presses it (clicks on buttons are theirs).
fn clicks(
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    windows: Query<&Window, With<PrimaryWindow>>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    buttons: Query<&Interaction, With<Button>>,
    layout: Res<BoardLayout>,
    mut actions: MessageWriter<GameAction>,
) {
    if !mouse.is_some_and(|m| m.just_pressed(MouseButton::Left)) {
        return;
    }
    if buttons.iter().any(|i| *i != Interaction::None) {
        return;
    }
    if let Some(tube) = cursor_in_world(&windows, &cameras).and_then(|at| layout.hit(at)) {
        actions.write(GameAction::Press(tube));
    }
}

/// The frame's actions, in order, to the lesson; Esc skips it, the finish
/// ends it: either way it is seen, and the level select follows.
fn apply(
    mut actions: MessageReader<GameAction>,
    mut model: ResMut<LessonModel>,
    mut settings: ResMut<Settings>,
    mut next: ResMut<NextState<Screen>>,
) {
    for action in actions.read() {
        let leave = match action {
            GameAction::Press(tube) => {
                model.press(*tube);
                None
            }
            GameAction::Undo => {
                model.undo();
                None
            }
            GameAction::Hint | GameAction::PlayHint | GameAction::ShowMe => {
                model.ask_hint();
                None
            }
            GameAction::NextLevel if model.finish() => Some("finished"),
            GameAction::Back => Some("skipped"),
            _ => None,
        };
        if let Some(how) = leave {
            info!("lesson: {how}");
            if !settings.lesson_seen {
                settings.lesson_seen = true;
            }
            next.set(Screen::Title);
            return;
        }
    }
}
