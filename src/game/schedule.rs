//! The game's schedule, at the bottom of `src/game/` (it imports nothing of
//! it, and every layer may use it): which screen is up ([`Screen`]), the
//! phases every `Update` system is in ([`GameSet`]), and the set of the
//! systems that keep a board on screen ([`DrawsBoard`]); and which executor
//! runs the schedules ([`choose_executors`]).

use bevy::prelude::*;

/// Which screen is up.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// Waiting for the packs to load (or fail).
    #[default]
    Loading,
    /// Title and level select.
    Title,
    /// A level in play (the level-complete panel is an overlay of it).
    Gameplay,
    /// Endless mode: size and difficulty, daily puzzle, game IDs.
    Endless,
    /// The level editor (its playtest is [`Screen::Gameplay`]).
    Editor,
    /// The player's statistics.
    Statistics,
    /// The first-run lesson (before the level select, or chosen from the
    /// help panel).
    Tutorial,
}

/// The phases of a frame, chained in this order in `Update` (and, for
/// entering a level, in `OnEnter(Screen::Gameplay)`). Plugins put their
/// systems in a phase instead of ordering against each other's systems.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameSet {
    /// Keys, clicks, buttons and pack files changed on disk.
    Input,
    /// Help requests (hint, show me), read before the moves are applied.
    Help,
    /// The board applies the frame's actions; screens change.
    Logic,
    /// Background searches: answers come in, the new position's starts.
    Search,
    /// What follows from the moves and verdicts: hints, par and stars, the
    /// rewind target, endless mode's next level.
    Assist,
    /// The assist layer's lines for the HUD.
    Report,
    /// The picture catches up: animation, tubes, HUD, screens' texts.
    View,
}

impl GameSet {
    const ORDER: [GameSet; 7] = [
        GameSet::Input,
        GameSet::Help,
        GameSet::Logic,
        GameSet::Search,
        GameSet::Assist,
        GameSet::Report,
        GameSet::View,
    ];

    /// Chains the phases in `schedule`.
    fn configure(app: &mut App, schedule: impl bevy::ecs::schedule::ScheduleLabel + Clone) {
        for pair in GameSet::ORDER.windows(2) {
            app.configure_sets(schedule.clone(), pair[0].before(pair[1]));
        }
    }
}

/// Systems that keep a board on screen up to date (its layout file, its
/// tubes' art), in whichever screens show one: [`plugin`] names them, so
/// the layers that draw a board name no screen above them.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DrawsBoard;

/// The screen state, the phases chained in `Update` and on entering a level
/// or the editor, and the screens in which [`DrawsBoard`] runs.
pub fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    GameSet::configure(app, Update);
    GameSet::configure(app, OnEnter(Screen::Gameplay));
    GameSet::configure(app, OnEnter(Screen::Editor));
    // The screens that show a board: play, the editor and the lesson.
    let shows_board = || {
        in_state(Screen::Gameplay)
            .or_else(in_state(Screen::Editor))
            .or_else(in_state(Screen::Tutorial))
    };
    app.configure_sets(Update, DrawsBoard.run_if(shows_board()));
    app.configure_sets(PostUpdate, DrawsBoard.run_if(shows_board()));
}

/// Environment variable that picks the executor of the schedules: `single`
/// or `multi` (otherwise [`choose_executors`] decides by the cores).
pub const EXECUTOR_ENV: &str = "WATER_SORT_EXECUTOR";

/// On a machine of two cores or fewer, every schedule of every world (the
/// game's and the renderer's) runs its systems one after another on its
/// own thread, not spread over Bevy's compute pool: there the pool has one
/// thread, and waking it for each batch of the game's many small systems
/// cost more than it gave (docs/solver.md, "Frames in a real window").
/// The background searches run on the async pool and are not affected.
/// Called once every plugin is added, so that all schedules exist.
pub fn choose_executors(app: &mut App) {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let asked = std::env::var(EXECUTOR_ENV).ok();
    if !one_thread_each(asked.as_deref(), cores) {
        return;
    }
    let apps = app.sub_apps_mut();
    for sub in std::iter::once(&mut apps.main).chain(apps.sub_apps.values_mut()) {
        if let Some(mut schedules) = sub.world_mut().get_resource_mut::<Schedules>() {
            for (_, schedule) in schedules.iter_mut() {
                schedule.set_executor(bevy::ecs::schedule::SingleThreadedExecutor::new());
            }
        }
    }
}

/// Whether the schedules run single-threaded: as asked by
/// [`EXECUTOR_ENV`], else on two cores or fewer.
fn one_thread_each(asked: Option<&str>, cores: usize) -> bool {
    match asked {
        Some("single") => true,
        Some("multi") => false,
        _ => cores <= 2,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_cores_or_fewer_run_each_schedule_on_one_thread_unless_asked() {
        assert!(one_thread_each(None, 1));
        assert!(one_thread_each(None, 2));
        assert!(!one_thread_each(None, 4));
        assert!(!one_thread_each(Some("multi"), 2));
        assert!(one_thread_each(Some("single"), 8));
        assert!(one_thread_each(Some("other"), 2));
    }
}
