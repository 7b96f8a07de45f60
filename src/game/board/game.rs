//! The level in play as a Bevy resource ([`Game`], holding the core's
//! [`Play`]) and the adapter between messages and it: [`GameAction`]s in,
//! each a call to [`Play::act`], and the core's events out as
//! [`BoardEvent`]s for the view to animate and the assist layer to follow.
//! No rule lives here, and no screen flow (that is `flow.rs`).

use bevy::prelude::*;
use water_sort_core::PourError;
use water_sort_core::attempt::{Place, Won};
use water_sort_core::level::{Level, Names, Pack, PaletteColour};
use water_sort_core::play::{Action, Event, Play, RewindTargets as Targets};
use water_sort_core::rating::Assist;
use water_sort_core::{Board, History, Pour};

use super::current::CurrentLevel;
use crate::game::saves::ProgressStore;
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::language::Language;

/// What the player asks for. Keys, clicks and buttons all become these, and
/// tests send them directly.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameAction {
    /// A tube clicked or its key pressed: select it, pour into it, or (if it
    /// is the selected one) put it down.
    Press(usize),
    Select(usize),
    Deselect,
    Pour(Pour),
    Undo,
    Redo,
    Restart,
    /// Help (answered by the assist layer): show a hint, play the hint
    /// shown, start or stop "show me". Rewind (applied here, in order with
    /// the moves) undoes back to one of the [`RewindTargets`].
    Hint,
    PlayHint,
    ShowMe,
    Rewind,
    /// One empty tube more (once at a time; an undoable step).
    ExtraTube,
    /// Back to the level select.
    Back,
    NextLevel,
    Replay,
}

/// What changed, in order, for the view: the core's [`Event`](enum@Event)s as messages.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq, Deref)]
pub struct BoardEvent(pub Event);

/// A choice that leaves the level in play, for the screen flow
/// (`flow.rs`): back, or after a win the next level or the same again.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leave {
    Back,
    NextLevel,
    Replay,
}

/// Where a rewind may lead: the positions known to be solvable. The assist
/// layer, which has the verdicts, fills it; the core walks the history
/// back to the latest of them when the rewind is applied, so a move made
/// in the same frame as a rewind is undone too.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Deref, DerefMut)]
pub struct RewindTargets(pub Targets);

/// Set by the assist layer when the player's input of this frame only
/// stops "show me": the board drops the frame's actions, so the key or
/// click that stopped it does not also lift a tube or pour.
#[derive(Resource, Default)]
pub struct StopsShowMe(pub bool);

/// The level in play.
#[derive(Resource, Debug)]
pub struct Game {
    /// Where its progress is saved: the pack's file name, or
    /// [`ENDLESS_PROGRESS_KEY`](super::ENDLESS_PROGRESS_KEY).
    pub progress_key: String,
    pub pack_name: String,
    /// The pack's name in other languages (see [`Game::pack_name_in`]).
    pub pack_names: Names,
    pub level_index: usize,
    /// The names of the pack's levels, in order (progress is kept by name).
    pub level_names: Vec<String>,
    pub level: Level,
    pub palette: Vec<PaletteColour>,
    /// The board, its history and the lifted tube: the core's mid-end.
    pub play: Play,
    pub won: Option<Won>,
    /// The line under the title: an illegal move's reason, a hint, a notice.
    pub message: Option<String>,
    /// Seconds played in this game (a resumed game goes on counting).
    pub seconds: f32,
    /// The help used before, when this game was resumed from a save (the
    /// assist layer takes it over, so the stars stay honest).
    pub resumed_assist: Option<Assist>,
}

impl Game {
    /// The pack's name for language `tag` (its author's unless the pack
    /// names itself in that language).
    pub fn pack_name_in(&self, tag: &str) -> &str {
        self.pack_names.get(tag).unwrap_or(&self.pack_name)
    }

    pub fn new(progress_key: &str, pack: &Pack, level_index: usize) -> Option<Game> {
        let level = pack.levels.get(level_index)?.clone();
        Some(Game {
            progress_key: progress_key.to_string(),
            pack_name: pack.name.clone(),
            pack_names: pack.names.clone(),
            level_index,
            level_names: pack.levels.iter().map(|l| l.name.clone()).collect(),
            play: Play::of_level(&level),
            level,
            palette: pack.palette.clone(),
            won: None,
            message: None,
            seconds: 0.0,
            resumed_assist: None,
        })
    }

    pub fn board(&self) -> &Board {
        self.play.board()
    }

    pub fn history(&self) -> &History {
        self.play.history()
    }

    /// The lifted tube.
    pub fn selected(&self) -> Option<usize> {
        self.play.selected()
    }

    pub fn tube_count(&self) -> usize {
        self.board().tubes().len()
    }

    /// The number of levels in the pack.
    pub fn level_count(&self) -> usize {
        self.level_names.len()
    }

    /// Levels of the pack not finished yet (by name, as progress keeps them).
    pub fn unfinished(&self, store: &ProgressStore) -> usize {
        store.progress.unfinished(
            &self.progress_key,
            self.level_names.iter().map(String::as_str),
        )
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<CurrentLevel>()
        .init_resource::<RewindTargets>()
        .init_resource::<StopsShowMe>()
        .add_message::<GameAction>()
        .add_message::<BoardEvent>()
        .add_message::<Leave>()
        .add_systems(
            Update,
            (apply_actions, count_time)
                .in_set(GameSet::Logic)
                .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
        );
}

/// The time played, until the win. A long frame (the window hidden, the
/// machine asleep) counts as a quarter of a second at most. The clock is
/// no change of the game: what is worked out again only when the game
/// changes (the help's report and next search) must not run every frame.
fn count_time(time: Res<Time>, mut game: ResMut<Game>) {
    if game.won.is_none() {
        game.bypass_change_detection().seconds += time.delta_secs().min(0.25);
    }
}

/// Applies the actions in the order they came: board actions go to the
/// core, the level-complete choices and "back" to the screen flow.
pub fn apply_actions(
    mut actions: MessageReader<GameAction>,
    mut game: ResMut<Game>,
    mut events: MessageWriter<BoardEvent>,
    mut leave: MessageWriter<Leave>,
    current: Res<CurrentLevel>,
    store: Res<ProgressStore>,
    rewind: Res<RewindTargets>,
    mut stops_show_me: ResMut<StopsShowMe>,
    language: Res<Language>,
) {
    if std::mem::take(&mut stops_show_me.0) {
        actions.clear();
        return;
    }
    for &action in actions.read() {
        if game.won.is_some() {
            // The board is done: only the level-complete choices apply.
            match action {
                GameAction::NextLevel => leave.write(Leave::NextLevel),
                GameAction::Replay => leave.write(Leave::Replay),
                GameAction::Back => leave.write(Leave::Back),
                _ => continue,
            };
            continue;
        }
        let action = match action {
            GameAction::Press(tube) => Action::Press(tube),
            GameAction::Select(tube) => Action::Select(tube),
            GameAction::Deselect => Action::Deselect,
            GameAction::Pour(pour) => Action::Pour(pour),
            GameAction::Undo => Action::Undo,
            GameAction::Redo => Action::Redo,
            GameAction::Restart => Action::Restart,
            GameAction::ExtraTube => Action::AddTube,
            // Rewind changes the board, so it is applied here, in order.
            GameAction::Rewind => Action::Rewind(&rewind),
            // Help is answered by the assist layer; its answer replaces an
            // old error message.
            GameAction::Hint | GameAction::PlayHint | GameAction::ShowMe => {
                game.message = None;
                continue;
            }
            // Esc with a tube lifted puts it down first.
            GameAction::Back if game.selected().is_some() => Action::Deselect,
            GameAction::Back => {
                leave.write(Leave::Back);
                continue;
            }
            GameAction::NextLevel | GameAction::Replay => continue,
        };
        // A change of the board (or an attempt at one) replaces the line
        // under the title; lifting or putting down a tube keeps it.
        if !matches!(
            action,
            Action::Press(_) | Action::Select(_) | Action::Deselect
        ) {
            game.message = None;
        }
        for event in game.play.act(action) {
            match event {
                Event::Selected(Some(_)) | Event::Poured(_) => game.message = None,
                Event::Won => game.won = Some(won(&game, &current, &store)),
                Event::Illegal {
                    reason: PourError::Locked(tube),
                    ..
                } => {
                    // Which tube, and the key colour it waits for (named,
                    // with its symbol).
                    let key = game
                        .board()
                        .key(tube)
                        .and_then(|k| game.palette.get(k as usize));
                    game.message = Some(match key {
                        Some(key) => water_sort_words::variants::locked(&language, tube, key),
                        None => water_sort_words::play::refused(&language, PourError::Locked(tube)),
                    });
                }
                _ => {
                    if let Some(notice) = water_sort_words::play::notice(&language, &event) {
                        game.message = Some(notice);
                    }
                }
            }
            events.write(BoardEvent(event));
        }
    }
}

/// The end of the level, by the core's rule (the moves, the best before,
/// what is left of the pack). The finish itself is recorded once, with its
/// stars, by the assist layer (it knows the par and the help used).
fn won(game: &Game, current: &CurrentLevel, store: &ProgressStore) -> Won {
    let place = Place {
        progress_key: &game.progress_key,
        level: &game.level.name,
        index: game.level_index,
        levels: &game.level_names,
    };
    Won::new(&game.play, current.kind(), &place, &store.progress)
}
