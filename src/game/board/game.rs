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
    mut notice: ResMut<super::screens::Notice>,
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
        Some(mut game) => {
            // A notice for the player (say, `--level` past the pack's end).
            game.message = notice.0.take();
            commands.insert_resource(game);
        }
        None => {
            let pack = library.entries.get(current.pack);
            notice.0 = Some(format!(
                "Level {} of {} is not available",
                current.level + 1,
                pack.map_or("the pack", |e| e.display_path.as_str())
            ));
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
    solvability: Res<super::solvability::Solvability>,
    mut note: ResMut<super::hints::HelpNote>,
) {
    for &action in actions.read() {
        if game.won.is_some() {
            // The board is done: only the level-complete choices apply.
            match action {
                GameAction::NextLevel => {
                    if super::endless::is_endless(&game.pack_file) {
                        // A fresh level: `endless::next_level` generates it.
                    } else if game.level_index + 1 >= game.level_count {
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
                match game.board().check_source(tube) {
                    Err(PourError::NoSuchTube(_)) => continue,
                    Err(reason) => {
                        // Nothing to pour from: the core's own reason.
                        game.message = Some(capitalise(&reason.to_string()));
                        events.write(BoardEvent::Illegal { tube, reason });
                    }
                    Ok(()) if game.selected != Some(tube) => {
                        game.selected = Some(tube);
                        game.message = None;
                        events.write(BoardEvent::Selected(Some(tube)));
                    }
                    Ok(()) => {}
                }
            }
            GameAction::Deselect => {
                if game.selected.take().is_some() {
                    events.write(BoardEvent::Selected(None));
                }
            }
            GameAction::Pour(pour) => {
                let was_selected = game.selected.take().is_some();
                match game.history.pour(pour) {
                    Ok(poured) => {
                        game.message = None;
                        // A hint's pour may put down another tube.
                        if was_selected {
                            events.write(BoardEvent::Selected(None));
                        }
                        events.write(BoardEvent::Poured(poured));
                        check_won(&mut game, &mut store, &mut events);
                    }
                    Err(reason) => {
                        game.message = Some(capitalise(&reason.to_string()));
                        if was_selected {
                            events.write(BoardEvent::Selected(None));
                        }
                        // The tube at fault shakes.
                        let tube = match reason {
                            PourError::SourceEmpty => pour.from,
                            PourError::NoSuchTube(tube) => tube,
                            _ => pour.to,
                        };
                        events.write(BoardEvent::Illegal { tube, reason });
                    }
                }
            }
            GameAction::Undo => {
                put_down(&mut game, &mut events);
                game.message = None;
                match game.history.undo() {
                    Some(step) => {
                        events.write(BoardEvent::Undone(step));
                    }
                    None => game.message = Some("Nothing to undo".into()),
                }
            }
            GameAction::Redo => {
                put_down(&mut game, &mut events);
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
                put_down(&mut game, &mut events);
                game.message = None;
                if game.history.restart() {
                    events.write(BoardEvent::Restarted);
                }
            }
            // Help is handled in `hints`.
            // Rewind changes the board, so it is applied here, in order.
            GameAction::Rewind => {
                super::hints::rewind(&mut game, &solvability, &mut note, &mut events)
            }
            GameAction::Hint | GameAction::PlayHint | GameAction::ShowMe => {}
            GameAction::Back => next.set(back_screen(&game)),
            GameAction::NextLevel | GameAction::Replay => {}
        }
    }
}

/// Puts the selected tube down, if any, and says so.
fn put_down(game: &mut Game, events: &mut MessageWriter<BoardEvent>) {
    if game.selected.take().is_some() {
        events.write(BoardEvent::Selected(None));
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

/// A pack edited while playing. The level in play is found again by name
/// (levels may have been added or removed before it): if its tubes, capacity
/// or colours changed, it restarts from the new version; if it is gone, back
/// to the level select with a notice; else play goes on. If the edit broke
/// the pack, say so and play on.
fn restart_on_reload(
    mut reloads: MessageReader<PackReloaded>,
    library: Res<PackLibrary>,
    mut current: ResMut<CurrentLevel>,
    mut game: ResMut<Game>,
    mut next: ResMut<NextState<Screen>>,
    mut notice: ResMut<super::screens::Notice>,
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
        let Some(index) = pack.levels.iter().position(|l| l.name == game.level.name) else {
            info!(
                "{}: level {:?} removed",
                entry.display_path, game.level.name
            );
            notice.0 = Some(format!(
                "Level \"{}\" is no longer in {}",
                game.level.name, entry.display_path
            ));
            next.set(Screen::Title);
            continue;
        };
        current.level = index;
        game.level_index = index;
        game.level_count = pack.levels.len();
        game.pack_name = pack.name.clone();
        let level = &pack.levels[index];
        if let Some(won) = &mut game.won {
            won.last_in_pack = index + 1 >= pack.levels.len();
        }
        if same_content(level, &pack.palette, &game.level, &game.palette) {
            // Same board: keep the moves; take the rest (par, ...) as edited.
            game.level = level.clone();
            game.palette = pack.palette.clone();
        } else {
            info!("{} changed: restarting the level", entry.display_path);
            next.set(Screen::Gameplay);
        }
    }
}

/// Whether two versions of a level start from the same board drawn in the
/// same colours (colours the level does not use may differ).
fn same_content(
    a: &Level,
    a_palette: &[PaletteColour],
    b: &Level,
    b_palette: &[PaletteColour],
) -> bool {
    a.capacity == b.capacity
        && a.tubes == b.tubes
        && a.tubes
            .iter()
            .flatten()
            .all(|&c| a_palette.get(c as usize) == b_palette.get(c as usize))
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
