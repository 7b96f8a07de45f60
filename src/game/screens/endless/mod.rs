//! Endless mode: fresh levels from the core generator, each named by a game
//! ID (the core's `game_id`: what an ID means and how its level is made),
//! and a daily puzzle. This screen picks a size and a difficulty, plays the
//! daily puzzle or a typed ID, each by the rules chosen (classic or a
//! variant; the level select's daily puzzle is the chosen rule's too); the
//! level is generated in the background and played as
//! [`CurrentLevel::Endless`].

mod endless_input;
mod rules;
mod view;

use bevy::prelude::*;
use water_sort_core::game_id::{self, Date, GameId, LevelError, Settings, VariantKind, today_utc};
use water_sort_core::level::Pack;
use water_sort_words::endless as endless_words;
use water_sort_words::say;

pub use endless_input::{EndlessAction, EndlessPressed};
pub use view::title_buttons;

use crate::game::background::Background;
use crate::game::board::{CurrentLevel, EndlessLevel, Game, GameAction};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::language::Language;
use crate::game::ui::settings::Settings as PlayerSettings;

/// Endless mode's state: the settings picked and the level being generated.
#[derive(Resource)]
pub struct Endless {
    /// The player's choices: only they change them (a daily puzzle or a
    /// typed ID is played without touching them). Kept in the settings file.
    pub settings: Settings,
    /// Why the last generation failed.
    pub error: Option<String>,
    /// Where the player started the level from: "back" returns there.
    pub from: Screen,
    /// The generation under way, for an ID (and the daily puzzle's date).
    pending: Option<Background<(GameId, Option<Date>), Result<Pack, LevelError>>>,
}

impl FromWorld for Endless {
    /// The choices of the last run.
    fn from_world(world: &mut World) -> Self {
        let saved = world
            .get_resource::<PlayerSettings>()
            .map(|s| s.endless)
            .unwrap_or_default();
        Endless {
            settings: saved.clamped(),
            error: None,
            from: Screen::Endless,
            pending: None,
        }
    }
}

impl Endless {
    /// Starts generating `id` in the background (replacing any generation
    /// under way); the game screen opens when it is done, and "back" from
    /// it leads to `from`.
    pub fn start(&mut self, id: GameId, daily: Option<Date>, from: Screen) {
        self.cancel();
        self.error = None;
        self.from = from;
        self.pending = Some(Background::spawn((id, daily), move |cancel| {
            game_id::generate(&id, Some(cancel))
        }));
    }

    /// Today's daily puzzle by `variant`'s rules, started from `from`.
    pub fn start_daily(&mut self, variant: VariantKind, from: Screen) {
        let today = today_utc();
        self.start(GameId::daily_variant(today, variant), Some(today), from);
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
    Rule,
    #[default]
    Play,
    Daily,
    Id,
}

impl Row {
    const ALL: [Row; 8] = [
        Row::Colours,
        Row::Empty,
        Row::Height,
        Row::Difficulty,
        Row::Rule,
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
                keep_choices
                    .in_set(GameSet::View)
                    .run_if(resource_changed::<Endless>),
                next_level
                    .in_set(GameSet::Assist)
                    .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
            ),
        )
        .add_plugins((endless_input::plugin, view::plugin, rules::plugin));
}

/// Back at the level select: no level is generated behind it.
fn stop_generating(mut endless: ResMut<Endless>) {
    endless.cancel();
}

/// A finished generation: play it, or say why not.
fn finish_generation(
    language: Res<Language>,
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
                pack.name = say!(language, "endless-daily-name", date = date.to_string());
            }
            info!("playing endless level {id}");
            *current = CurrentLevel::Endless(Box::new(EndlessLevel {
                id,
                daily,
                pack,
                back: endless.from,
            }));
            next.set(Screen::Gameplay);
        }
        Err(error) => {
            warn!("endless level {id}: {error}");
            endless.error = Some(endless_words::level_error(&language, &error));
        }
    }
}

/// The player's choices go into the settings (saved with them).
fn keep_choices(endless: Res<Endless>, mut settings: ResMut<PlayerSettings>) {
    if settings.endless != endless.settings {
        settings.endless = endless.settings;
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
            let from = level.back;
            endless.start(GameId::random(level.id.settings), None, from);
            next.set(Screen::Endless);
        }
    }
}
