//! The level in play: the truth ([`Game`], holding the core board and its
//! history) and the thin systems that apply [`GameAction`] messages to it.
//!
//! Every rule question goes to the core (`Board::pour`, `is_solved`; the
//! solver for help in [`super::hints`]); what changed goes out as
//! [`BoardEvent`] messages for the view to animate.

use bevy::prelude::*;
use water_sort_core::level::{Level, PaletteColour};
use water_sort_core::{Board, Pour, PourError, Poured};

use super::Screen;
use super::history::{History, Step};
use super::packs::{PackLibrary, PackReloaded, PackSystems};
use super::progress::ProgressStore;

/// Which level to play: indices into the [`PackLibrary`] and its pack.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CurrentLevel {
    pub pack: usize,
    pub level: usize,
}

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
    /// Help (handled in [`super::hints`]): show a hint, play the hint shown,
    /// start or stop "show me", rewind out of a dead end.
    Hint,
    PlayHint,
    ShowMe,
    Rewind,
    /// Back to the level select.
    Back,
    NextLevel,
    Replay,
}

/// What changed, in order, for the view.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardEvent {
    Selected(Option<usize>),
    Poured(Poured),
    Undone(Step),
    Redone(Step),
    Restarted,
    /// A pour the rules refused; `tube` is the one to shake.
    Illegal {
        tube: usize,
        reason: PourError,
    },
    Won,
}

/// The end of a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Won {
    pub moves: u32,
    pub previous_best: Option<u32>,
    pub last_in_pack: bool,
}

/// The level in play.
#[derive(Resource, Debug)]
pub struct Game {
    pub pack_file: String,
    pub pack_name: String,
    pub level_index: usize,
    pub level_count: usize,
    pub level: Level,
    pub palette: Vec<PaletteColour>,
    pub history: History,
    pub selected: Option<usize>,
    pub won: Option<Won>,
    /// The line under the title: an illegal move's reason, a hint, a notice.
    pub message: Option<String>,
}

impl Game {
    pub fn new(
        pack_file: &str,
        pack: &water_sort_core::level::Pack,
        level_index: usize,
    ) -> Option<Game> {
        let level = pack.levels.get(level_index)?.clone();
        Some(Game {
            pack_file: pack_file.to_string(),
            pack_name: pack.name.clone(),
            level_index,
            level_count: pack.levels.len(),
            history: History::new(level.board()),
            level,
            palette: pack.palette.clone(),
            selected: None,
            won: None,
            message: None,
        })
    }

    pub fn board(&self) -> &Board {
        self.history.board()
    }

    pub fn tube_count(&self) -> usize {
        self.board().tubes().len()
    }
}

/// On entering a level: [`Game`] is built first.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct StartLevel;

/// Logic runs after input and before the view.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct LogicSystems;

pub fn plugin(app: &mut App) {
    app.init_resource::<CurrentLevel>()
        .add_message::<GameAction>()
        .add_message::<BoardEvent>()
        .add_systems(OnEnter(Screen::Gameplay), start_level.in_set(StartLevel))
        .add_systems(
            Update,
            (apply_actions, restart_on_reload.after(PackSystems))
                .chain()
                .in_set(LogicSystems)
                .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
        );
}

/// Builds the [`Game`] from the current pack and level; without a playable
/// level, back to the level select.
fn start_level(
    mut commands: Commands,
    library: Res<PackLibrary>,
    current: Res<CurrentLevel>,
    mut next: ResMut<NextState<Screen>>,
    endless: Option<Res<super::endless::EndlessLevel>>,
) {
    // An endless level (not in the library) while one is chosen.
    let game = match &endless {
        Some(endless) => Game::new(super::endless::PACK_FILE, &endless.pack, 0),
        None => library
            .entries
            .get(current.pack)
            .and_then(|entry| Game::new(&entry.file_name, entry.good.as_ref()?, current.level)),
    };
    match game {
        Some(game) => commands.insert_resource(game),
        None => {
            commands.remove_resource::<Game>();
            next.set(Screen::Title);
        }
    }
}

/// Applies the actions in the order they came; each is one call to the core.
#[allow(clippy::too_many_arguments)]
fn apply_actions(
    mut actions: MessageReader<GameAction>,
    mut game: ResMut<Game>,
    mut events: MessageWriter<BoardEvent>,
    mut current: ResMut<CurrentLevel>,
    mut next: ResMut<NextState<Screen>>,
    mut store: ResMut<ProgressStore>,
) {
    for &action in actions.read() {
        if game.won.is_some() {
            // The board is done: only the level-complete choices apply.
            match action {
                GameAction::NextLevel => {
                    if super::endless::is_endless(&game.pack_file) {
                        // A fresh level: `endless::next_level` generates it.
                    } else if game.won.is_some_and(|w| w.last_in_pack) {
                        next.set(Screen::Title);
                    } else {
                        current.level = game.level_index + 1;
                        next.set(Screen::Gameplay);
                    }
                }
                GameAction::Replay => next.set(Screen::Gameplay),
                GameAction::Back => next.set(back_screen(&game)),
                _ => {}
            }
            continue;
        }
        let action = match action {
            GameAction::Press(tube) => match game.selected {
                None => GameAction::Select(tube),
                Some(sel) if sel == tube => GameAction::Deselect,
                Some(sel) => GameAction::Pour(Pour::new(sel, tube)),
            },
            other => other,
        };
        match action {
            GameAction::Press(_) => unreachable!("resolved above"),
            GameAction::Select(tube) => {
                let Some(t) = game.board().tube(tube) else {
                    continue;
                };
                if t.is_empty() {
                    // Nothing to pour from: the core's own reason.
                    game.message = Some(capitalise(&PourError::SourceEmpty.to_string()));
                    events.write(BoardEvent::Illegal {
                        tube,
                        reason: PourError::SourceEmpty,
                    });
                } else if game.selected != Some(tube) {
                    game.selected = Some(tube);
                    game.message = None;
                    events.write(BoardEvent::Selected(Some(tube)));
                }
            }
            GameAction::Deselect => {
                if game.selected.take().is_some() {
                    events.write(BoardEvent::Selected(None));
                }
            }
            GameAction::Pour(pour) => {
                game.selected = None;
                match game.history.pour(pour) {
                    Ok(poured) => {
                        game.message = None;
                        events.write(BoardEvent::Poured(poured));
                        check_won(&mut game, &mut store, &mut events);
                    }
                    Err(reason) => {
                        game.message = Some(capitalise(&reason.to_string()));
                        events.write(BoardEvent::Selected(None));
                        events.write(BoardEvent::Illegal {
                            tube: pour.to,
                            reason,
                        });
                    }
                }
            }
            GameAction::Undo => {
                game.selected = None;
                game.message = None;
                match game.history.undo() {
                    Some(step) => {
                        events.write(BoardEvent::Undone(step));
                    }
                    None => game.message = Some("Nothing to undo".into()),
                }
            }
            GameAction::Redo => {
                game.selected = None;
                game.message = None;
                match game.history.redo() {
                    Some(step) => {
                        events.write(BoardEvent::Redone(step));
                        check_won(&mut game, &mut store, &mut events);
                    }
                    None => game.message = Some("Nothing to redo".into()),
                }
            }
            GameAction::Restart => {
                game.selected = None;
                game.message = None;
                if game.history.restart() {
                    events.write(BoardEvent::Restarted);
                }
            }
            // Help is handled in `hints`.
            GameAction::Hint | GameAction::PlayHint | GameAction::ShowMe | GameAction::Rewind => {}
            GameAction::Back => next.set(back_screen(&game)),
            GameAction::NextLevel | GameAction::Replay => {}
        }
    }
}

/// After a move: if the core says solved, record it and announce the win.
fn check_won(game: &mut Game, store: &mut ProgressStore, events: &mut MessageWriter<BoardEvent>) {
    if !game.board().is_solved() {
        return;
    }
    let moves = game.history.moves() as u32;
    let previous_best = store
        .progress
        .record(&game.pack_file, &game.level.name)
        .best_moves;
    store
        .progress
        .complete(&game.pack_file, &game.level.name, moves);
    store.save();
    game.won = Some(Won {
        moves,
        previous_best,
        // Endless mode always has a next level.
        last_in_pack: game.level_index + 1 >= game.level_count
            && !super::endless::is_endless(&game.pack_file),
    });
    events.write(BoardEvent::Won);
}

/// A pack edited while playing: if the level in play changed, restart it
/// from the new version; if the edit broke the pack, say so and play on.
fn restart_on_reload(
    mut reloads: MessageReader<PackReloaded>,
    library: Res<PackLibrary>,
    current: Res<CurrentLevel>,
    mut game: ResMut<Game>,
    mut next: ResMut<NextState<Screen>>,
) {
    for reload in reloads.read() {
        // An endless level is in no pack.
        if reload.pack != current.pack || super::endless::is_endless(&game.pack_file) {
            continue;
        }
        let entry = &library.entries[reload.pack];
        if let Some(error) = &entry.error {
            game.message = Some(format!(
                "{}\n(keeping the last good version)",
                first_line(error)
            ));
            continue;
        }
        let Some(pack) = &entry.good else { continue };
        let same =
            pack.levels.get(current.level) == Some(&game.level) && pack.palette == game.palette;
        if !same {
            info!("{} changed: restarting the level", entry.display_path);
            next.set(Screen::Gameplay);
        }
    }
}

/// Where "back" goes: the endless screen from an endless level, else the
/// level select.
fn back_screen(game: &Game) -> Screen {
    if super::endless::is_endless(&game.pack_file) {
        Screen::Endless
    } else {
        Screen::Title
    }
}

fn first_line(text: &str) -> &str {
    text.lines().next().unwrap_or(text)
}

pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
