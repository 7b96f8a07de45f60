//! What the assist layer tells the board: where a rewind may lead
//! ([`RewindTargets`]) and the HUD's lines ([`HelpLines`]): par, the
//! verdict and the help line (show me, a hint, a note). The verdict's and
//! the hint's words are the core's (`water_sort_core::help`), the same as
//! `water-sort hint` prints.

use bevy::ecs::change_detection::Tick;
use bevy::prelude::*;
use water_sort_core::help::Report;
use water_sort_core::help::words::{Tone, Words};
use water_sort_core::rating::Par;

use super::hints::{HelpNote, Hint, ShowMe};
use super::par::LevelPar;
use super::solvability::Solvability;
use crate::game::board::{Game, GameAction, HelpLines, RewindTargets, keys};
use crate::game::ui::theme;
use crate::game::{GameSet, Screen};

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            update_rewind_targets.in_set(GameSet::Assist),
            report.in_set(GameSet::Report),
        )
            .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
    );
}

/// Where a rewind may lead: the latest position behind the one in play
/// that the help knows can still be won, through positions it knows lost
/// (the core walks the history to it when the rewind is applied). Redone
/// only when the game or the help's knowledge changes (the game's change
/// tick moves with every move, undo or rewind; the help only learns).
fn update_rewind_targets(
    game: Res<Game>,
    solvability: Res<Solvability>,
    mut targets: ResMut<RewindTargets>,
    mut memo: Local<Option<(Tick, u64)>>,
) {
    let key = (game.last_changed(), solvability.help.generation());
    if *memo == Some(key) {
        return;
    }
    *memo = Some(key);
    let wanted = solvability.help.rewind_targets(&game.play);
    targets.set_if_neq(RewindTargets(wanted));
}

/// The HUD's lines, each frame; the core's report and words only when the
/// game or what the help knows changed (they are a function of the two,
/// and a report walks the game's history).
pub(super) fn report(
    game: Res<Game>,
    solvability: Res<Solvability>,
    level_par: Res<LevelPar>,
    hint: Res<Hint>,
    show_me: Res<ShowMe>,
    note: Res<HelpNote>,
    mut lines: ResMut<HelpLines>,
    mut memo: Local<Option<((Tick, u64), Report, Words)>>,
) {
    let key = (game.last_changed(), solvability.help.generation());
    if memo.as_ref().is_none_or(|(k, _, _)| *k != key) {
        let report = solvability.help.report(&game.play);
        let play_key = keys::keys_for(GameAction::PlayHint, game.tube_count());
        let words = report.words(tube_name, &play_key, game.won.is_some());
        *memo = Some((key, report, words));
    }
    let (_, report, words) = memo.as_ref().expect("made above");
    lines.set_if_neq(help_lines(
        &game, report, words, &level_par, &hint, &show_me, &note,
    ));
}

/// The colour of a line of the given tone.
fn tone_colour(tone: Tone) -> Color {
    match tone {
        Tone::Good => theme::SUCCESS,
        Tone::Chance => theme::STAR,
        Tone::Bad => theme::ERROR,
        Tone::Quiet => theme::TEXT_DIM,
    }
}

/// The par after the move counter, in a few words.
pub fn par_words(par: Option<Par>) -> String {
    match par {
        Some(Par::Moves(p)) => format!("par {p}"),
        Some(Par::Unsolvable) => "no par: no solution".into(),
        Some(Par::Unknown) => "par unknown".into(),
        Some(Par::NotGuaranteed | Par::GuaranteedUnwalked) => "no par: no certain win".into(),
        None => "par: solving...".into(),
    }
}

/// The HUD's lines for the state of play: the core's words for the
/// position, the par, and the help line.
fn help_lines(
    game: &Game,
    report: &Report,
    words: &Words,
    level_par: &LevelPar,
    hint: &Hint,
    show_me: &ShowMe,
    note: &HelpNote,
) -> HelpLines {
    let board = game.board();
    let help = if show_me.active {
        (report.show_me_words(), theme::ACCENT)
    } else if hint.shown.as_ref().is_some_and(|h| h.board == *board) && !words.hint.is_empty() {
        (words.hint.clone(), theme::STAR)
    } else if hint.wanted.as_ref() == Some(board) {
        ("Hint: thinking...".into(), theme::ACCENT)
    } else if let Some(text) = note.for_board(board) {
        (text.to_string(), theme::ACCENT)
    } else {
        (String::new(), theme::ACCENT)
    };
    HelpLines {
        par: par_words(level_par.par),
        status: (words.verdict.clone(), tone_colour(words.tone)),
        help,
        dead_end: report.rewind_steps.is_some(),
        showing: show_me.active,
    }
}

/// A tube as the player knows it: its key, else its number.
fn tube_name(index: usize) -> String {
    match keys::tube_key(index) {
        "" => format!("tube {}", index + 1),
        key => format!("tube {key}"),
    }
}
