//! What the board sounds like: a tube lifted, a pour (longer for more
//! liquid), a tube completed, a refused pour, the win.

use bevy::prelude::*;
use water_sort_core::Rule;
use water_sort_core::history::Step;
use water_sort_core::play::{Event, Rewound};

use crate::game::board::{BoardEvent, Game};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::sound::{PlaySound, Sfx};

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        sounds
            .in_set(GameSet::View)
            .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
    );
}

fn sounds(
    mut events: MessageReader<BoardEvent>,
    game: Res<Game>,
    mut play: MessageWriter<PlaySound>,
) {
    let board = game.board();
    // A ball clacks as it lands instead (`ball_move.rs`).
    let balls = board.rule() == Rule::Ball;
    let events: Vec<Event> = events.read().map(|e| e.0).collect();
    // A rewind's many undos sound as one pour, not a burst.
    let rewinding = events
        .iter()
        .any(|e| matches!(e, Event::Rewound(Rewound::Steps(_))));
    let mut undo_heard = false;
    for event in &events {
        if rewinding
            && matches!(event, Event::Undone(_))
            && std::mem::replace(&mut undo_heard, true)
        {
            continue;
        }
        let sfx = match *event {
            Event::Selected(Some(_)) => Sfx::Pick,
            Event::Poured(poured) => {
                // A tube completed by this pour chimes too (the win has its
                // own sound).
                let completed = board
                    .tube(poured.pour.to)
                    .is_some_and(|t| t.is_complete(board.height(poured.pour.to)));
                if completed && !board.is_solved() {
                    play.write(PlaySound(Sfx::CompleteTube));
                }
                if balls {
                    continue;
                }
                Sfx::Pour(poured.amount)
            }
            Event::Undone(Step::Pour(_)) | Event::Redone(Step::Pour(_)) if balls => continue,
            Event::Undone(Step::Pour(poured)) | Event::Redone(Step::Pour(poured)) => {
                Sfx::Pour(poured.amount)
            }
            Event::Illegal { .. } | Event::NoExtraTube => Sfx::Illegal,
            Event::TubeAdded { .. } => Sfx::Pick,
            Event::Won => Sfx::LevelComplete,
            Event::Selected(None)
            | Event::Undone(Step::Jump | Step::ExtraTube)
            | Event::Redone(Step::Jump | Step::ExtraTube)
            | Event::Restarted
            | Event::NothingToUndo
            | Event::NothingToRedo
            | Event::Rewound(_)
            | Event::Revealed { .. } => continue,
        };
        play.write(PlaySound(sfx));
    }
}
