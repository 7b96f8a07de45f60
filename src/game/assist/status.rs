//! What the assist layer tells the board: where a rewind may lead
//! ([`RewindTargets`]) and the HUD's lines ([`HelpLines`]): par, the
//! solvability status, and the help line (show me, a hint, a note).

use bevy::ecs::change_detection::Tick;
use bevy::prelude::*;
use water_sort_core::play::RewindTargets as Targets;
use water_sort_core::rating::Par;
use water_sort_core::solver::mystery::{Advice, MysteryVerdict};
use water_sort_core::text::plural;
use water_sort_core::verdict::Verdict;

use super::hints::{HelpNote, Hint, MysteryHint, ShowMe, percent};
use super::mystery::{MysteryHelp, rewind_targets};
use super::par::LevelPar;
use super::solvability::{Solvability, Status};
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

/// Where a rewind may lead: the positions the verdicts know solvable (the
/// core walks the history to the latest of them when the rewind is
/// applied). Redone only when the game or the verdicts change (the game's
/// change tick moves with every move, undo or rewind; the cache only grows
/// between clears, a verdict is never replaced).
fn update_rewind_targets(
    game: Res<Game>,
    solvability: Res<Solvability>,
    mystery: Res<MysteryHelp>,
    mut targets: ResMut<RewindTargets>,
    mut memo: Local<Option<(Tick, usize, usize)>>,
) {
    let key = (
        game.last_changed(),
        solvability.cache.len(),
        mystery.cache.len(),
    );
    if *memo == Some(key) {
        return;
    }
    *memo = Some(key);
    let wanted = if game.play.hides_anything() {
        rewind_targets(&game, &mystery)
    } else {
        Targets::from_verdicts(&solvability.cache, game.history().start())
    };
    targets.set_if_neq(RewindTargets(wanted));
}

fn report(
    game: Res<Game>,
    solvability: Res<Solvability>,
    mystery: Res<MysteryHelp>,
    targets: Res<RewindTargets>,
    level_par: Res<LevelPar>,
    hint: Res<Hint>,
    show_me: Res<ShowMe>,
    note: Res<HelpNote>,
    mut lines: ResMut<HelpLines>,
) {
    lines.set_if_neq(help_lines(
        &game,
        &solvability,
        &mystery,
        &targets,
        &level_par,
        &hint,
        &show_me,
        &note,
    ));
}

/// The HUD's lines for the state of play.
fn help_lines(
    game: &Game,
    solvability: &Solvability,
    mystery: &MysteryHelp,
    targets: &RewindTargets,
    level_par: &LevelPar,
    hint: &Hint,
    show_me: &ShowMe,
    note: &HelpNote,
) -> HelpLines {
    let board = game.board();
    let par = match level_par.par {
        Some(Par::Moves(p)) => format!("par {p}"),
        Some(Par::Unsolvable) => "no par: the level has no solution".into(),
        Some(Par::Unknown) => "par unknown (too hard)".into(),
        Some(Par::NotGuaranteed) => "no par: the start is not a certain win".into(),
        Some(Par::GuaranteedUnwalked) => "no par: the surest strategy is too large to walk".into(),
        None => "par: solving...".into(),
    };
    // A dead end: lost, with a position to rewind to behind it.
    let behind = || targets.steps(game.history()).is_some_and(|n| n > 0);
    let (status, dead_end, left) = if game.play.hides_anything() {
        let view = game.play.view();
        let advice = mystery.advice(&view);
        let dead_end = advice.is_some_and(|a| a.verdict == MysteryVerdict::Lost) && behind();
        let status = match advice {
            _ if game.won.is_some() => (String::new(), theme::TEXT_DIM),
            Some(advice) => mystery_status(advice, dead_end, targets.level_unsolvable),
            None => ("Checking...".into(), theme::TEXT_DIM),
        };
        // Show me plays a strategy, not a solution of known length.
        (status, dead_end, None)
    } else {
        let status = solvability.status(board);
        let dead_end = matches!(status, Status::Known(Verdict::Unsolvable)) && behind();
        let left = solvability.verdict(board).and_then(|v| match v {
            Verdict::Solvable { path, .. } => Some(path.len()),
            _ => None,
        });
        (
            exact_status(
                status,
                dead_end,
                targets.level_unsolvable,
                game.won.is_some(),
            ),
            dead_end,
            left,
        )
    };
    HelpLines {
        par,
        status,
        help: help_line(game, hint, show_me, note, left),
        dead_end,
        showing: show_me.active,
    }
}

/// The verdict line of a position with nothing hidden, from the solver.
fn exact_status(status: Status, dead_end: bool, level_lost: bool, won: bool) -> (String, Color) {
    match status {
        _ if won => (String::new(), theme::TEXT_DIM),
        Status::Known(Verdict::Solvable {
            path,
            optimal: true,
        }) => (
            format!("Solvable in {} move{}", path.len(), plural(path.len())),
            theme::SUCCESS,
        ),
        Status::Known(Verdict::Solvable {
            path,
            optimal: false,
        }) => (
            format!(
                "Solvable (a solution in {} moves found; the shortest is unknown)",
                path.len()
            ),
            theme::SUCCESS,
        ),
        Status::Known(Verdict::Unsolvable) if dead_end => (
            "No solution from here!  Rewind (B) to the last solvable position".into(),
            theme::ERROR,
        ),
        Status::Known(Verdict::Unsolvable) if level_lost => (
            "No solution from here: this level cannot be solved at all".into(),
            theme::ERROR,
        ),
        Status::Known(Verdict::Unsolvable) => (
            "No solution from here: undo or restart".into(),
            theme::ERROR,
        ),
        Status::Known(Verdict::Unknown) => (
            "Unknown: too hard for the solver's budget".into(),
            theme::TEXT_DIM,
        ),
        Status::Checking | Status::Idle => ("Checking...".into(), theme::TEXT_DIM),
    }
}

/// The verdict line of a mystery position, from its advice.
fn mystery_status(advice: &Advice, dead_end: bool, level_lost: bool) -> (String, Color) {
    // The arrangements are those that fit what the player sees.
    let fits = match advice.arrangements {
        Some(n) => format!("the {n} possible arrangements"),
        None => "the possible arrangements".to_string(),
    };
    match advice.verdict {
        MysteryVerdict::Solved => (String::new(), theme::TEXT_DIM),
        MysteryVerdict::Guaranteed => (
            "Guaranteed: a win is certain, whatever is hidden".into(),
            theme::SUCCESS,
        ),
        MysteryVerdict::Likely {
            share,
            exact,
            examined,
        } => {
            let how = if exact {
                "exact".to_string()
            } else {
                format!("estimated from {examined} of them")
            };
            (
                format!(
                    "Likely: the best move keeps {}% of {fits} winnable ({how})",
                    percent(share)
                ),
                theme::STAR,
            )
        }
        MysteryVerdict::Lost if dead_end => (
            "No arrangement can be solved from here!  Rewind (B) to the last winnable position"
                .into(),
            theme::ERROR,
        ),
        MysteryVerdict::Lost if level_lost => (
            "No solution from here: this level cannot be solved at all".into(),
            theme::ERROR,
        ),
        MysteryVerdict::Lost => (
            "No solution from here, whatever is hidden: undo or restart".into(),
            theme::ERROR,
        ),
        MysteryVerdict::Unknown => (
            "Unknown: too hard for the solver's budget".into(),
            theme::TEXT_DIM,
        ),
    }
}

/// The help line: show me, the hint on screen, or a note. `left`: moves of
/// the solution show me plays, when known.
fn help_line(
    game: &Game,
    hint: &Hint,
    show_me: &ShowMe,
    note: &HelpNote,
    left: Option<usize>,
) -> (String, Color) {
    let board = game.board();
    if show_me.active {
        let what = if game.play.hides_anything() {
            "a winning strategy".to_string()
        } else {
            let left = left.map(|n| format!(", {n} to go")).unwrap_or_default();
            format!("the solution{left}")
        };
        (
            format!("Show me: playing {what} (S or any key stops)"),
            theme::ACCENT,
        )
    } else if let Some(shown) = hint.shown.as_ref().filter(|h| h.board == *board) {
        let to_go = match (shown.mystery, shown.moves_left) {
            (Some(MysteryHint::Guaranteed), _) => " — wins whatever is hidden".to_string(),
            (
                Some(MysteryHint::Likely {
                    percent,
                    exact,
                    examined,
                }),
                _,
            ) => {
                let how = if exact {
                    String::new()
                } else {
                    format!(", estimated from {examined}")
                };
                format!(" — a win stays possible in {percent}% of arrangements{how}")
            }
            (None, Some(n)) => format!(" — {n} moves to go"),
            (None, None) => " — not proven shortest".into(),
        };
        (
            format!(
                "Hint: pour {} into {}{to_go}   ({} plays it)",
                tube_name(shown.pour.from),
                tube_name(shown.pour.to),
                keys::keys_for(GameAction::PlayHint, game.tube_count()),
            ),
            theme::STAR,
        )
    } else if hint.wanted.as_ref() == Some(board) {
        ("Hint: thinking...".into(), theme::ACCENT)
    } else if let Some(text) = note.for_board(board) {
        (text.to_string(), theme::ACCENT)
    } else {
        (String::new(), theme::ACCENT)
    }
}

/// A tube as the player knows it: its key, else its number.
fn tube_name(index: usize) -> String {
    match keys::tube_key(index) {
        "" => format!("tube {}", index + 1),
        key => format!("tube {key}"),
    }
}
