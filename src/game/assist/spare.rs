//! At a dead end, whether the extra tube would save the position: the
//! solver asked in the background about the board with one empty tube more,
//! and the answer said on the help line ("An extra tube (A) would make this
//! solvable again" or that even one would not). Only where nothing is
//! hidden (the question is about the true board) and while the extra tube
//! is still to take.

use bevy::prelude::*;
use water_sort_core::Board;
use water_sort_core::solver;

use super::solvability::LIMITS;
use crate::game::background::Background;
use crate::game::board::{Game, GameAction, HelpLines, keys};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::theme;

/// The question in flight and the last answer, per board.
#[derive(Resource, Default)]
struct SpareTube {
    job: Option<Background<Board, Option<bool>>>,
    answer: Option<(Board, bool)>,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<SpareTube>()
        .add_systems(OnEnter(Screen::Gameplay), |mut spare: ResMut<SpareTube>| {
            *spare = SpareTube::default();
        })
        .add_systems(
            Update,
            (
                ask.in_set(GameSet::Search),
                // After the help's lines are made this frame.
                say.in_set(GameSet::Report).after(super::status::report),
            )
                .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
        );
}

/// A lost board where the extra tube could still be taken: ask the solver
/// about it with one (proven either way: an exhausted search is a proof).
fn ask(game: Res<Game>, lines: Res<HelpLines>, mut spare: ResMut<SpareTube>) {
    let board = game.board();
    let wanted = lines.dead_end
        && game.won.is_none()
        && !game.play.has_extra_tube()
        && !game.play.hides_anything();
    if !wanted {
        spare.job = None;
        return;
    }
    if spare.answer.as_ref().is_some_and(|(b, _)| b == board) {
        return;
    }
    if spare.job.as_ref().is_none_or(|job| job.key() != board) {
        let mut wider = board.clone();
        if !wider.add_empty_tube() {
            return;
        }
        spare.job = Some(Background::spawn(board.clone(), move |cancel| {
            solver::solvable(&wider, &LIMITS, Some(cancel))
        }));
    }
    if let Some(job) = spare.job.as_mut()
        && let Some(answer) = job.poll()
    {
        let board = job.key().clone();
        spare.job = None;
        if let Some(solvable) = answer {
            spare.answer = Some((board, solvable));
        }
    }
}

/// The answer on the help line, when nothing else is said there.
fn say(game: Res<Game>, spare: Res<SpareTube>, mut lines: ResMut<HelpLines>) {
    let Some((board, solvable)) = &spare.answer else {
        return;
    };
    if board != game.board() || !lines.dead_end || !lines.help.0.is_empty() {
        return;
    }
    let key = keys::keys_for(GameAction::ExtraTube, game.tube_count());
    let text = if *solvable {
        format!("An extra tube ({key}) would make this solvable again")
    } else {
        "Even an extra tube would not save this position".to_string()
    };
    lines.help = (text, theme::ACCENT);
}
