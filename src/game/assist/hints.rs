//! Help for a stuck player: hints, "show me", and what a rewind out of a dead
//! end says, all answered by the live solvability check
//! ([`super::solvability`]).
//!
//! * Hint (H): the first move of a shortest solution from the position in
//!   play; both tubes glow (source gold, destination green) and Space plays
//!   it, or the player clicks as usual. The answer comes from the check the
//!   position already has in flight or in the cache, so a hint costs no
//!   extra search. A hint asked for one position is dropped the moment the
//!   position changes (the check is cancelled; nothing stale is shown).
//! * Show me (S): plays the rest of a shortest solution through the normal
//!   [`GameAction::Pour`] path, each move after the previous animation.
//!   S again, any other key, or any click stops it.
//! * Rewind (B or Backspace): from a dead end, undo back to the latest
//!   position known solvable. It changes the board, so the board applies it
//!   (to the target [`super::status`] keeps up to date); its outcome becomes
//!   a note here.
//!
//! A hint is played through a [`GameAction::Pour`] sent after the frame's
//! actions were applied, and only if the board is still the one the hint
//! was for: an undo or move in the same frame makes it stale.

use bevy::prelude::*;
use water_sort_core::help::{Note, Stop};
use water_sort_core::{Board, Pour};

use super::par::LevelPar;
use super::solvability::Solvability;
use crate::game::board::keys::is_modifier;
use crate::game::board::{BoardEvent, Event, Game, GameAction, Rewound, StopsShowMe};
use crate::game::scene::Animating;
use crate::game::schedule::{GameSet, Screen};
use water_sort_core::help::Standing;

/// The hint asked for and the hint on screen.
#[derive(Resource, Debug, Default)]
pub struct Hint {
    /// The position a hint was asked for, while its answer is awaited.
    pub wanted: Option<Board>,
    /// Play the hint as soon as it is known (Space with no hint shown).
    play_wanted: bool,
    /// A move to make on the player's behalf next (Space), with the
    /// position it is for: sent only if the board is still that one.
    play_now: Option<(Board, Pour)>,
    pub shown: Option<ShownHint>,
    /// The position the player last asked for help on (Hint, play hint,
    /// show me), until their next move: the verdict line may wait for it
    /// (see the status module).
    pub asked: Option<Board>,
}

/// A hint on screen, for the position it was computed for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownHint {
    pub board: Board,
    pub pour: Pour,
    /// Moves of a shortest solution from `board` (None when the solver only
    /// found a longer one within its budget, and on a mystery level).
    pub moves_left: Option<usize>,
    /// On a mystery level: the hint follows a strategy that wins whatever
    /// is hidden.
    pub certain: bool,
}

/// "Show me" playing the solution.
#[derive(Resource, Debug, Default)]
pub struct ShowMe {
    pub active: bool,
    /// The pour sent last, not yet seen back among the actions.
    issued: Option<Pour>,
}

/// A note about the help for the HUD (the core's reason; the status
/// module says it), shown while the board is the one it was made for.
#[derive(Resource, Debug, Default)]
pub struct HelpNote(Option<(Board, Note)>);

impl HelpNote {
    pub(super) fn set(&mut self, board: &Board, note: Note) {
        self.0 = Some((board.clone(), note));
    }

    /// The note if it is about `board`.
    pub fn for_board(&self, board: &Board) -> Option<Note> {
        match &self.0 {
            Some((on, note)) if on == board => Some(*note),
            _ => None,
        }
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Hint>()
        .init_resource::<ShowMe>()
        .init_resource::<HelpNote>()
        .init_resource::<PendingRewind>()
        .add_systems(OnEnter(Screen::Gameplay), reset_help)
        .add_systems(OnExit(Screen::Gameplay), reset_help)
        .add_systems(
            Update,
            (
                (read_help_actions, drive).chain().in_set(GameSet::Help),
                (update_hint, play_hint, note_rewinds, retry_rewind)
                    .chain()
                    .in_set(GameSet::Assist),
            )
                .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
        );
}

fn reset_help(
    mut hint: ResMut<Hint>,
    mut show_me: ResMut<ShowMe>,
    mut note: ResMut<HelpNote>,
    mut pending: ResMut<PendingRewind>,
) {
    *pending = PendingRewind::default();
    *hint = Hint::default();
    *show_me = ShowMe::default();
    *note = HelpNote::default();
}

/// Hint, play-hint, show me and rewind; anything else the player does stops
/// "show me", and then does nothing else (see [`StopsShowMe`]).
fn read_help_actions(
    mut actions: MessageReader<GameAction>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    game: Res<Game>,
    mut hint: ResMut<Hint>,
    mut show_me: ResMut<ShowMe>,
    mut stops_show_me: ResMut<StopsShowMe>,
    mut note: ResMut<HelpNote>,
) {
    let was_showing = show_me.active;
    // Any key but S (whose action toggles below) stops "show me"; not a
    // modifier alone, or Ctrl+Z would stop it with Ctrl and undo with Z.
    if show_me.active
        && let Some(keys) = keys
        && keys
            .get_just_pressed()
            .any(|k| *k != KeyCode::KeyS && !is_modifier(*k))
    {
        stop_show_me(&mut show_me);
    }
    for &action in actions.read() {
        if game.won.is_some() {
            stop_show_me(&mut show_me);
            continue;
        }
        match action {
            GameAction::Pour(pour) if show_me.issued == Some(pour) => {
                // The move "show me" itself sent.
                show_me.issued = None;
            }
            GameAction::ShowMe => {
                if show_me.active {
                    stop_show_me(&mut show_me);
                } else {
                    show_me.active = true;
                    hint.asked = Some(game.board().clone());
                    hint.wanted = None;
                    hint.play_wanted = false;
                }
            }
            GameAction::Hint => {
                stop_show_me(&mut show_me);
                let board = game.board().clone();
                hint.asked = Some(board.clone());
                if hint.shown.as_ref().is_none_or(|h| h.board != board) {
                    hint.wanted = Some(board);
                }
            }
            GameAction::PlayHint => {
                stop_show_me(&mut show_me);
                let board = game.board().clone();
                hint.asked = Some(board.clone());
                match &hint.shown {
                    Some(shown) if shown.board == board => {
                        hint.play_now = Some((board, shown.pour));
                    }
                    _ => {
                        hint.wanted = Some(board);
                        hint.play_wanted = true;
                    }
                }
            }
            // Applied by the board, in order with the moves (unless it
            // only stops "show me").
            GameAction::Rewind => stop_show_me(&mut show_me),
            _ => {
                // The player acts: "show me" stops, a hint waiting to be
                // played is not played after it, and the last help note
                // (say, "this position can still be solved") is done with,
                // even if an undo comes back to its position.
                stop_show_me(&mut show_me);
                hint.play_now = None;
                hint.play_wanted = false;
                *note = HelpNote::default();
            }
        }
    }
    // (A win stops it too, but the player did nothing to stop it.)
    stops_show_me.0 = was_showing && !show_me.active && game.won.is_none();
}

fn stop_show_me(show_me: &mut ShowMe) {
    show_me.active = false;
    show_me.issued = None;
}

/// Sends the moves "show me" makes, one at a time, each once the previous
/// animation is over.
fn drive(
    game: Res<Game>,
    mut show_me: ResMut<ShowMe>,
    mut note: ResMut<HelpNote>,
    mut level_par: ResMut<LevelPar>,
    solvability: Res<Solvability>,
    animating: Res<Animating>,
    mut actions: MessageWriter<GameAction>,
) {
    if game.won.is_some() {
        stop_show_me(&mut show_me);
        return;
    }
    if !show_me.active || show_me.issued.is_some() || animating.is_busy() {
        return;
    }
    let board = game.board();
    let report = solvability.help.report(&game.play);
    if report.standing == Standing::Checking {
        return; // still working it out: wait
    }
    // The core's hints never lead back to a position of the game (with
    // nothing hidden, only along a shortest solution, which never comes
    // round again), so show me cannot go round in circles: it stops,
    // saying why, instead.
    match report.hint {
        Some(pour) => {
            show_me.issued = Some(pour);
            level_par.show_me_played();
            actions.write(GameAction::Pour(pour));
        }
        None if board.is_solved() => stop_show_me(&mut show_me),
        None => {
            stop_show_me(&mut show_me);
            let why = report.stop().unwrap_or(Stop::NoMove);
            note.set(board, Note::ShowMeStopped(why));
        }
    }
}

/// Turns the awaited answer into the hint on screen; drops what is stale.
fn update_hint(
    game: Res<Game>,
    mut hint: ResMut<Hint>,
    mut note: ResMut<HelpNote>,
    mut level_par: ResMut<LevelPar>,
    solvability: Res<Solvability>,
) {
    let board = game.board();
    if hint.shown.as_ref().is_some_and(|h| h.board != *board) {
        hint.shown = None;
    }
    // Asked about a position the player has left (a move, an undo): done
    // with, even if an undo comes back to it.
    if hint.asked.as_ref().is_some_and(|b| b != board) {
        hint.asked = None;
    }
    let Some(wanted) = &hint.wanted else { return };
    if wanted != board {
        // Asked for a position the player has left: never shown.
        hint.wanted = None;
        hint.play_wanted = false;
        return;
    }
    let report = solvability.help.report(&game.play);
    if report.standing == Standing::Checking {
        return; // the search is still running
    }
    let play = std::mem::take(&mut hint.play_wanted);
    hint.wanted = None;
    if let Some(pour) = report.hint {
        let moves_left = match report.standing {
            Standing::Solvable {
                moves,
                optimal: true,
            } => Some(moves),
            _ => None,
        };
        hint.shown = Some(ShownHint {
            board: board.clone(),
            pour,
            moves_left,
            certain: report.standing == Standing::Certain,
        });
        level_par.hint_shown();
        if play {
            hint.play_now = Some((board.clone(), pour));
        }
        return;
    }
    if let Some(why) = report.no_hint_note() {
        note.set(board, why);
    }
}

/// Plays the hint asked for with Space, after the frame's actions were
/// applied: only if the board is still the one the hint is for (the pour
/// is applied next frame, before anything the player does then).
fn play_hint(game: Res<Game>, mut hint: ResMut<Hint>, mut actions: MessageWriter<GameAction>) {
    if hint.play_now.is_none() {
        return;
    }
    let Some((board, pour)) = hint.play_now.take() else {
        return;
    };
    if game.won.is_none() && *game.board() == board {
        actions.write(GameAction::Pour(pour));
    }
}

/// A rewind asked for while the positions behind were still being worked
/// out: it is made again once they are, so where a rewind leads never
/// depends on how fast the player pressed B.
#[derive(Resource, Debug, Default)]
pub struct PendingRewind(Option<Board>);

/// A rewind's outcome, as a note on the position it left.
fn note_rewinds(
    mut events: MessageReader<BoardEvent>,
    game: Res<Game>,
    solvability: Res<Solvability>,
    mut note: ResMut<HelpNote>,
    mut pending: ResMut<PendingRewind>,
) {
    for event in events.read() {
        let Event::Rewound(outcome) = &event.0 else {
            continue;
        };
        let why = match outcome {
            // Still working out the positions behind, or worked out in
            // this very frame, after the rewind was applied: make it again.
            Rewound::NoneKnown
                if solvability.is_busy()
                    || (solvability.help.rewind_targets(&game.play))
                        .steps(game.history())
                        .is_some() =>
            {
                pending.0 = Some(game.board().clone());
                Note::RewindChecking
            }
            outcome => solvability.help.rewound_note(&game.play, *outcome),
        };
        note.set(game.board(), why);
    }
}

/// Makes a pending rewind once the help has worked out what it needs (or
/// drops it when the player has moved on).
fn retry_rewind(
    game: Res<Game>,
    solvability: Res<Solvability>,
    mut pending: ResMut<PendingRewind>,
    mut actions: MessageWriter<GameAction>,
) {
    let Some(board) = &pending.0 else { return };
    if board != game.board() || game.won.is_some() {
        pending.0 = None;
    } else if !solvability.is_busy() {
        pending.0 = None;
        actions.write(GameAction::Rewind);
    }
}
