//! Endless mode: fresh levels from the core generator, each named by a game
//! ID (the core's `game_id`: what an ID means and how its level is made),
//! and a daily puzzle. This screen picks a size and a difficulty, plays the
//! daily puzzle or a typed ID; the level is generated in the background and
//! played as [`CurrentLevel::Endless`].

mod input;
mod view;

use bevy::prelude::*;
use water_sort_core::game_id::{self, Date, GameId, LevelError, Settings, today_utc};
use water_sort_core::level::Pack;

pub use view::title_buttons;

use crate::game::background::Background;
use crate::game::board::{CurrentLevel, EndlessLevel, Game, GameAction};
use crate::game::{GameSet, Screen};

/// Endless mode's state: the settings picked and the level being generated.
#[derive(Resource, Default)]
pub struct Endless {
    pub settings: Settings,
    /// Why the last generation failed.
    pub error: Option<String>,
    /// The generation under way, for an ID (and the daily puzzle's date).
    pending: Option<Background<(GameId, Option<Date>), Result<Pack, LevelError>>>,
}

impl Endless {
    /// Starts generating `id` in the background (replacing any generation
    /// under way); the game screen opens when it is done.
    pub fn start(&mut self, id: GameId, daily: Option<Date>) {
        self.cancel();
        self.settings = id.settings;
        self.error = None;
        self.pending = Some(Background::spawn((id, daily), move |cancel| {
            game_id::generate(&id, Some(cancel))
        }));
    }

    /// Today's daily puzzle.
    pub fn start_daily(&mut self) {
        let today = today_utc();
        self.start(GameId::daily(today), Some(today));
    }

    pub fn cancel(&mut self) {
        // Dropping the generation cancels it.
        self.pending = None;
    }

    /// The ID being generated, if any.
    pub fn generating(&self) -> Option<GameId> {
        self.pending.as_ref().map(|p| p.key().0)
    }
}

/// The rows of the endless screen, top to bottom.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Row {
    Colours,
    Empty,
    Height,
    Difficulty,
    #[default]
    Play,
    Daily,
    Id,
}

impl Row {
    const ALL: [Row; 7] = [
        Row::Colours,
        Row::Empty,
        Row::Height,
        Row::Difficulty,
        Row::Play,
        Row::Daily,
        Row::Id,
    ];

    fn step(self, by: isize) -> Row {
        let i = Row::ALL.iter().position(|&r| r == self).unwrap_or(0) as isize;
        Row::ALL[(i + by).clamp(0, Row::ALL.len() as isize - 1) as usize]
    }
}

/// The row the keyboard is on.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EndlessFocus(pub Row);

/// The text typed into the game ID field (upper case).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct IdInput(pub String);

pub fn plugin(app: &mut App) {
    app.init_resource::<Endless>()
        .add_systems(OnEnter(Screen::Title), stop_generating)
        .add_systems(
            Update,
            (
                finish_generation.in_set(GameSet::Search),
                next_level
                    .in_set(GameSet::Assist)
                    .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
            ),
        )
        .add_plugins((input::plugin, view::plugin));
}

/// Back at the level select: no level is generated behind it.
fn stop_generating(mut endless: ResMut<Endless>) {
    endless.cancel();
}

/// A finished generation: play it, or say why not.
fn finish_generation(
    mut endless: ResMut<Endless>,
    mut current: ResMut<CurrentLevel>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(result) = endless.pending.as_mut().and_then(Background::poll) else {
        return;
    };
    let Some(pending) = endless.pending.take() else {
        return;
    };
    let (id, daily) = *pending.key();
    match result {
        Ok(mut pack) => {
            if let Some(date) = daily {
                pack.name = format!("Daily puzzle {date}");
            }
            info!("playing endless level {id}");
            *current = CurrentLevel::Endless(Box::new(EndlessLevel { id, daily, pack }));
            next.set(Screen::Gameplay);
        }
        Err(error) => {
            warn!("endless level {id}: {error}");
            endless.error = Some(error.to_string());
        }
    }
}

/// "Next level" after an endless level: a new seed, the same settings.
fn next_level(
    mut actions: MessageReader<GameAction>,
    game: Res<Game>,
    current: Res<CurrentLevel>,
    mut endless: ResMut<Endless>,
    mut next: ResMut<NextState<Screen>>,
) {
    for action in actions.read() {
        if *action == GameAction::NextLevel
            && game.won.is_some()
            && let Some(level) = current.endless()
        {
            endless.start(GameId::random(level.id.settings), None);
            next.set(Screen::Endless);
        }
    }
}
