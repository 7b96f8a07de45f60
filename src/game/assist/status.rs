//! What the assist layer tells the board: where a rewind may lead
//! ([`RewindTargets`]) and the HUD's lines ([`HelpLines`]): par, the
//! verdict and the help line (show me, a hint, a note). The verdict's and
//! the hint's words are the core's (`water_sort_core::help`), the same as
//! `water-sort hint` prints.
//!
//! The player chooses when the verdict and the dead-end warning speak
//! ([`VerdictLine`], [`DeadEndWarning`]): a hidden one leaves the line
//! empty. The rewind targets are kept whatever is shown, so Rewind (B)
//! works in every mode.

use std::time::Duration;

use bevy::ecs::change_detection::Tick;
use bevy::prelude::*;
use water_sort_core::Board;
use water_sort_core::help::words::{Tone, Words};
use water_sort_core::help::{Report, Standing};
use water_sort_core::rating::Par;

use super::hints::{HelpNote, Hint, ShowMe};
use super::par::LevelPar;
use super::solvability::Solvability;
use crate::game::board::{Game, GameAction, HelpLines, RewindTargets, keys};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::settings::{DEAD_END_DELAY, DeadEndWarning, Settings, VerdictLine};
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
    mut on_position: Local<OnPosition>,
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
    let stayed = on_position.stayed(game.board(), time.elapsed());
    let asked = show_me.active || hint.asked.as_ref() == Some(game.board());
    let spoken = Spoken::choose(&settings, report, asked, stayed);
    lines.set_if_neq(help_lines(
        &game, report, words, &level_par, &hint, &show_me, &note, spoken,
    ));
}

/// What the live help says of the position in play, by the player's
/// settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Spoken {
    /// The verdict line shows.
    verdict: bool,
    /// A dead end is pointed out (its verdict line, the rewind button lit).
    dead_end: bool,
}

impl Spoken {
    /// `asked`: the player asked for help on this position (Hint, show me);
    /// `stayed`: how long the position has been in play.
    fn choose(settings: &Settings, report: &Report, asked: bool, stayed: Duration) -> Spoken {
        if matches!(report.standing, Standing::Lost { .. }) {
            // A hint asked for in a dead end has no move to give: the
            // verdict is its answer, whatever the settings.
            let warned = match settings.dead_end {
                DeadEndWarning::AtOnce => true,
                DeadEndWarning::Delayed => stayed >= DEAD_END_DELAY,
                DeadEndWarning::Off => false,
            };
            let dead_end = warned || asked;
            return Spoken {
                verdict: dead_end,
                dead_end,
            };
        }
        let verdict = match settings.verdict {
            VerdictLine::Always => true,
            VerdictLine::AfterHint => asked,
            VerdictLine::Off => false,
        };
        Spoken {
            verdict,
            dead_end: false,
        }
    }
}

/// The colour of a line of the given tone.
fn tone_colour(tone: Tone) -> Ink {
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
/// position (those `spoken` allows), the par, and the help line.
fn help_lines(
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
        status: match spoken.verdict {
            true => (words.verdict.clone(), tone_colour(words.tone)),
            false => (String::new(), theme::TEXT_DIM),
        },
        help,
        dead_end: spoken.dead_end && report.rewind_steps.is_some(),
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
