//! What the assist layer tells the board: where a rewind may lead
//! ([`RewindTargets`]) and the HUD's lines ([`HelpLines`]): par, the
//! verdict and the help line (show me, a hint, a note, whether the extra
//! tube would save a dead end). The core's report says what is known and
//! its `Spoken` rule what is said by the player's settings; the words are
//! the words crate's, the same as `water-sort hint` prints.

use std::time::Duration;

use bevy::ecs::change_detection::Tick;
use bevy::prelude::*;
use water_sort_core::Board;
use water_sort_core::help::{Report, Spoken};
use water_sort_words::{Lang, Tone, Words, finish, help};

use super::hints::{HelpNote, Hint, ShowMe};
use super::par::LevelPar;
use super::solvability::Solvability;
use crate::game::board::{Game, GameAction, HelpLines, RewindTargets, keys};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::language::Language;
use crate::game::ui::settings::Settings;
use crate::game::ui::theme::{self, Ink};

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

/// The position in play and the game time it was first seen at: how long
/// the player has been on it, for a delayed dead-end warning.
#[derive(Default)]
pub(super) struct OnPosition(Option<(Board, Duration)>);

impl OnPosition {
    /// How long `board` has been in play, as of `now`.
    fn stayed(&mut self, board: &Board, now: Duration) -> Duration {
        match &self.0 {
            Some((seen, since)) if seen == board => now.saturating_sub(*since),
            _ => {
                self.0 = Some((board.clone(), now));
                Duration::ZERO
            }
        }
    }
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
    settings: Res<Settings>,
    time: Res<Time>,
    language: Res<Language>,
    mut on_position: Local<OnPosition>,
    mut lines: ResMut<HelpLines>,
    mut memo: Local<Option<((Tick, u64), Report, Words)>>,
) {
    let key = (game.last_changed(), solvability.help.generation());
    // Said again in a new language at once.
    if language.is_changed() || memo.as_ref().is_none_or(|(k, _, _)| *k != key) {
        let report = solvability.help.report(&game.play);
        let play_key = keys::keys_in(&language, GameAction::PlayHint, game.tube_count());
        let words = help::words(&language, &report, &play_key, game.won.is_some());
        *memo = Some((key, report, words));
    }
    let (_, report, words) = memo.as_ref().expect("made above");
    let stayed = on_position.stayed(game.board(), time.elapsed());
    let asked = show_me.active || hint.asked.as_ref() == Some(game.board());
    let spoken = Spoken::choose(settings.verdict, settings.dead_end, report, asked, stayed);
    lines.set_if_neq(help_lines(
        &language, &game, report, words, &level_par, &hint, &show_me, &note, spoken,
    ));
}

/// The colour of a line of the given tone.
fn tone_colour(tone: Tone) -> Ink {
    match tone {
        Tone::Good => theme::SUCCESS,
        Tone::Chance | Tone::Earned => theme::STAR,
        Tone::Bad => theme::ERROR,
        Tone::Quiet => theme::TEXT_DIM,
    }
}

/// The HUD's lines for the state of play: the core's words for the
/// position (those `spoken` allows), the par, and the help line.
fn help_lines(
    lang: &Lang,
    game: &Game,
    report: &Report,
    words: &Words,
    level_par: &LevelPar,
    hint: &Hint,
    show_me: &ShowMe,
    note: &HelpNote,
    spoken: Spoken,
) -> HelpLines {
    let board = game.board();
    let help = if show_me.active {
        (help::show_me_playing(lang, report), theme::ACCENT)
    } else if hint.shown.as_ref().is_some_and(|h| h.board == *board) && !words.hint.is_empty() {
        (words.hint.clone(), theme::STAR)
    } else if hint.wanted.as_ref() == Some(board) {
        (help::thinking(lang), theme::ACCENT)
    } else if let Some(note) = note.for_board(board) {
        (help::note(lang, note), theme::ACCENT)
    } else if let Some(saves) = report
        .extra_tube
        .filter(|_| spoken.dead_end && report.rewind_steps.is_some())
    {
        // At a dead end, when nothing else is said: whether the extra tube
        // would save it.
        let key = keys::keys_in(lang, GameAction::ExtraTube, game.tube_count());
        (help::extra_tube(lang, saves, &key), theme::ACCENT)
    } else {
        (String::new(), theme::ACCENT)
    };
    HelpLines {
        par: finish::hud_par(lang, level_par.par),
        status: match spoken.verdict {
            true => (words.verdict.clone(), tone_colour(words.tone)),
            false => (String::new(), theme::TEXT_DIM),
        },
        help,
        dead_end: spoken.dead_end && report.rewind_steps.is_some(),
        showing: show_me.active,
    }
}
