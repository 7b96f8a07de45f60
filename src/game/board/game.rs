//! The level in play: the truth ([`Game`], holding the core board and its
//! history) and the one system that applies [`GameAction`] messages to it.
//!
//! Every rule question goes to the core (`Board::pour`, `is_solved`); what
//! changed goes out as [`BoardEvent`] messages for the view to animate and
//! the assist layer to follow.

use std::collections::HashSet;

use bevy::prelude::*;
use water_sort_core::history::{History, Step};
use water_sort_core::level::{Level, Pack, PaletteColour};
use water_sort_core::{Board, Pour, PourError, Poured};

use super::current::{CurrentLevel, ENDLESS_PROGRESS_KEY, PLAYTEST_KEY};
use crate::game::level::{Notice, PackLibrary, PackReloaded, ProgressStore};
use crate::game::{GameSet, Screen};

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
    /// What a rewind did.
    Rewound(Rewound),
}

/// The outcome of [`GameAction::Rewind`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rewound {
    /// This many undos, back to the latest position known solvable.
    Steps(usize),
    /// The position in play is known to be solvable: nothing to do.
    AlreadySolvable,
    /// No position of the level is solvable: its start is proven not to be.
    LevelUnsolvable,
    /// No position of this game is known to be solvable yet.
    NoneKnown,
}

/// Where a rewind may lead: the positions of the game's history known to
/// be solvable. The assist layer, which has the verdicts, fills it after
/// every change; the board walks back its own history to the latest of
/// them, so a move made in the same frame as a rewind is undone too.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct RewindTargets {
    pub solvable: HashSet<Board>,
    /// The level's starting position is proven unsolvable.
    pub level_unsolvable: bool,
}

impl RewindTargets {
    /// Undos from the position of `history` back to the latest position
    /// known solvable: `Some(0)` when it is one, `None` when none is.
    pub fn steps(&self, history: &History) -> Option<usize> {
        let mut back = history.clone();
        let mut steps = 0;
        while !self.solvable.contains(back.board()) {
            back.undo()?;
            steps += 1;
        }
        Some(steps)
    }
}

/// The end of a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Won {
    pub moves: u32,
    pub previous_best: Option<u32>,
    pub last_in_pack: bool,
    /// Levels of the pack not solved yet, this one counted as solved (none
    /// in endless mode and playtests, which keep no progress).
    pub unsolved_in_pack: Option<usize>,
}

/// Set by the assist layer when the player's input of this frame only
/// stops "show me": the board drops the frame's actions, so the key or
/// click that stopped it does not also lift a tube or pour.
#[derive(Resource, Default)]
pub struct StopsShowMe(pub bool);

/// The level in play.
#[derive(Resource, Debug)]
pub struct Game {
    /// Where its progress is saved: the pack's file name, or
    /// [`ENDLESS_PROGRESS_KEY`].
    pub progress_key: String,
    pub pack_name: String,
    pub level_index: usize,
    /// The names of the pack's levels, in order (progress is kept by name).
    pub level_names: Vec<String>,
    pub level: Level,
    pub palette: Vec<PaletteColour>,
    pub history: History,
    pub selected: Option<usize>,
    pub won: Option<Won>,
    /// The line under the title: an illegal move's reason, a hint, a notice.
    pub message: Option<String>,
}

impl Game {
    pub fn new(progress_key: &str, pack: &Pack, level_index: usize) -> Option<Game> {
        let level = pack.levels.get(level_index)?.clone();
        Some(Game {
            progress_key: progress_key.to_string(),
            pack_name: pack.name.clone(),
            level_index,
            level_names: pack.levels.iter().map(|l| l.name.clone()).collect(),
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

    /// The number of levels in the pack.
    pub fn level_count(&self) -> usize {
        self.level_names.len()
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<CurrentLevel>()
        .init_resource::<RewindTargets>()
        .init_resource::<StopsShowMe>()
        .add_message::<GameAction>()
        .add_message::<BoardEvent>()
        .add_systems(
            OnEnter(Screen::Gameplay),
            start_level.in_set(GameSet::Logic),
        )
        .add_systems(
            Update,
            (apply_actions, restart_on_reload)
                .chain()
                .in_set(GameSet::Logic)
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
    mut notice: ResMut<Notice>,
) {
    let game = match &*current {
        CurrentLevel::Endless(endless) => Game::new(ENDLESS_PROGRESS_KEY, &endless.pack, 0),
        CurrentLevel::Playtest(pack) => Game::new(PLAYTEST_KEY, pack, 0),
        &CurrentLevel::Pack { pack, level } => library
            .entries
            .get(pack)
            .and_then(|entry| Game::new(&entry.file_name, entry.good.as_ref()?, level)),
    };
    match game {
        Some(mut game) => {
            // A notice for the player (say, `--level` past the pack's end).
            game.message = notice.0.take();
            commands.insert_resource(game);
        }
        None => {
            let (pack, level) = current.pack_level().unwrap_or_default();
            let pack = library.entries.get(pack);
            notice.0 = Some(format!(
                "Level {} of {} is not available",
                level + 1,
                pack.map_or("the pack", |e| e.display_path.as_str())
            ));
            commands.remove_resource::<Game>();
            next.set(Screen::Title);
        }
    }
}

/// Applies the actions in the order they came; each is one call to the core.
fn apply_actions(
    mut actions: MessageReader<GameAction>,
    mut game: ResMut<Game>,
    mut events: MessageWriter<BoardEvent>,
    mut current: ResMut<CurrentLevel>,
    mut next: ResMut<NextState<Screen>>,
    mut store: ResMut<ProgressStore>,
    rewind: Res<RewindTargets>,
    mut stops_show_me: ResMut<StopsShowMe>,
) {
    if std::mem::take(&mut stops_show_me.0) {
        actions.clear();
        return;
    }
    for &action in actions.read() {
        if game.won.is_some() {
            // The board is done: only the level-complete choices apply.
            match action {
                GameAction::NextLevel => match *current {
                    // A fresh endless level comes from the endless screen.
                    CurrentLevel::Endless(_) => {}
                    CurrentLevel::Playtest(_) => next.set(Screen::Editor),
                    CurrentLevel::Pack { .. } if game.level_index + 1 >= game.level_count() => {
                        next.set(Screen::Title);
                    }
                    CurrentLevel::Pack { ref mut level, .. } => {
                        *level = game.level_index + 1;
                        next.set(Screen::Gameplay);
                    }
                },
                GameAction::Replay => next.set(Screen::Gameplay),
                GameAction::Back => next.set(back_screen(&current)),
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
                        check_won(&mut game, &current, &mut store, &mut events);
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
                        check_won(&mut game, &current, &mut store, &mut events);
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
            // Rewind changes the board, so it is applied here, in order.
            GameAction::Rewind => {
                // The help's answer replaces an old error message.
                game.message = None;
                let outcome = rewind_to(&mut game, &rewind, &mut events);
                events.write(BoardEvent::Rewound(outcome));
            }
            // Help is answered by the assist layer.
            GameAction::Hint | GameAction::PlayHint | GameAction::ShowMe => game.message = None,
            // Esc with a tube lifted puts it down first.
            GameAction::Back if game.selected.is_some() => put_down(&mut game, &mut events),
            GameAction::Back => next.set(back_screen(&current)),
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

/// Undoes back to the latest position known solvable (plain undos, so
/// redo goes forward again).
fn rewind_to(
    game: &mut Game,
    targets: &RewindTargets,
    events: &mut MessageWriter<BoardEvent>,
) -> Rewound {
    match targets.steps(&game.history) {
        Some(0) => Rewound::AlreadySolvable,
        Some(steps) => {
            game.selected = None;
            for _ in 0..steps {
                if let Some(step) = game.history.undo() {
                    events.write(BoardEvent::Undone(step));
                }
            }
            Rewound::Steps(steps)
        }
        None if targets.level_unsolvable => Rewound::LevelUnsolvable,
        None => Rewound::NoneKnown,
    }
}

/// After a move: if the core says solved, record it and announce the win.
fn check_won(
    game: &mut Game,
    current: &CurrentLevel,
    store: &mut ProgressStore,
    events: &mut MessageWriter<BoardEvent>,
) {
    if !game.board().is_solved() {
        return;
    }
    let moves = game.history.moves() as u32;
    let mut previous_best = None;
    let mut unsolved_in_pack = None;
    // A playtest is the author trying a level, not the player's progress.
    if !current.is_playtest() {
        previous_best = store
            .progress
            .record(&game.progress_key, &game.level.name)
            .best_moves;
        store
            .progress
            .complete(&game.progress_key, &game.level.name, moves);
        store.save();
        if !current.is_endless() {
            unsolved_in_pack = Some(unsolved(game, store));
        }
    }
    game.won = Some(Won {
        moves,
        previous_best,
        // Endless mode always has a next level.
        last_in_pack: game.level_index + 1 >= game.level_count() && !current.is_endless(),
        unsolved_in_pack,
    });
    events.write(BoardEvent::Won);
}

/// The levels of the game's pack not solved yet.
fn unsolved(game: &Game, store: &ProgressStore) -> usize {
    game.level_names
        .iter()
        .filter(|name| !store.progress.record(&game.progress_key, name).completed)
        .count()
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
    mut notice: ResMut<Notice>,
    store: Res<ProgressStore>,
) {
    for reload in reloads.read() {
        // An endless level is in no pack.
        let CurrentLevel::Pack { pack, level } = &mut *current else {
            continue;
        };
        if reload.pack != *pack {
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
        *level = index;
        game.level_index = index;
        game.level_names = pack.levels.iter().map(|l| l.name.clone()).collect();
        game.pack_name = pack.name.clone();
        let level = &pack.levels[index];
        let unsolved_now = unsolved(&game, &store);
        if let Some(won) = &mut game.won {
            won.last_in_pack = index + 1 >= pack.levels.len();
            won.unsolved_in_pack = Some(unsolved_now);
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

/// Where "back" goes: the endless screen from an endless level, the
/// editor from a playtest, else the level select.
fn back_screen(current: &CurrentLevel) -> Screen {
    match current {
        CurrentLevel::Endless(_) => Screen::Endless,
        CurrentLevel::Playtest(_) => Screen::Editor,
        CurrentLevel::Pack { .. } => Screen::Title,
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
