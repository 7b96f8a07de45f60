//! The solver as the author's assistant: once the level in focus is valid,
//! its verdict and rating come from a search in the [`Background`]; a
//! level changed while its search runs cancels it. Deals are made there
//! too. No frame waits on either.

use bevy::prelude::*;
use water_sort_core::editor::{Edit, assess, deal};
use water_sort_core::solver::Limits;

use super::EditorSession;
use crate::game::background::Background;
use crate::game::{GameSet, Screen};

/// The budget of a check or a deal: as the game's live check.
pub const LIMITS: Limits = Limits {
    max_nodes: 5_000_000,
    max_memory: 512 << 20,
};

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (check_level, finish_deal)
            .in_set(GameSet::Search)
            .run_if(in_state(Screen::Editor).and_then(resource_exists::<EditorSession>)),
    );
}

/// Starts the check of the level in focus when it is valid and not known
/// yet; takes in finished checks.
fn check_level(mut session: ResMut<EditorSession>) {
    // Looked at without marking the session changed, unless something is.
    let s = session.bypass_change_detection();
    if let Some(job) = &mut s.check
        && let Some(answer) = job.poll()
    {
        let key = job.key().clone();
        s.check = None;
        if let Some(assessment) = answer {
            s.assessments.insert(key, assessment);
        }
        session.set_changed();
    }
    let s = session.bypass_change_detection();
    // The level in focus first, then those a waiting save needs.
    let wanted = s
        .level_key()
        .filter(|key| !s.assessments.contains_key(key))
        .or_else(|| {
            s.pending_save
                .and_then(|_| s.missing_verdicts().into_iter().next())
        });
    match (&s.check, wanted) {
        (Some(job), Some(key)) if *job.key() == key => {}
        (None, None) => {}
        // Stale (the level changed) or no longer needed: dropping cancels.
        (_, None) => s.check = None,
        (_, Some(key)) => {
            let (capacity, tubes) = key.clone();
            let level = water_sort_core::level::Level {
                name: String::new(),
                capacity,
                tubes,
                optimal_moves: None,
                difficulty: None,
                hidden: Vec::new(),
            };
            s.check = Some(Background::spawn(key, move |cancel| {
                assess(&level, &LIMITS, Some(cancel))
            }));
        }
    }
}

/// Starts a deal for the level in focus (its tube count and capacity).
pub fn start_deal(session: &mut EditorSession, seed: u64) {
    let level = session.editor.level();
    let (tubes, capacity) = (level.tubes.len().max(3), level.capacity);
    let palette = session.editor.pack().palette.len();
    session.message = Some(format!("Dealing from seed {seed}..."));
    session.dealing = Some(Background::spawn(seed, move |cancel| {
        deal(tubes, capacity, palette, seed, &LIMITS, Some(cancel))
    }));
}

/// A finished deal fills the level (one undo step).
fn finish_deal(mut session: ResMut<EditorSession>) {
    let s = session.bypass_change_detection();
    let Some(job) = &mut s.dealing else { return };
    let Some(answer) = job.poll() else { return };
    let asked = *job.key();
    s.dealing = None;
    let capacity = s.editor.level().capacity;
    let tubes_before = s.editor.level().tubes.len();
    match answer {
        Some((seed, tubes)) => match s.editor.apply(Edit::SetTubes { capacity, tubes }) {
            Ok(()) => {
                s.last_seed = Some(seed);
                // A level of fewer tubes grew to the three a deal needs.
                let grown = match s.editor.level().tubes.len() {
                    n if n > tubes_before => format!(", {n} tubes: a deal needs 3"),
                    _ => String::new(),
                };
                s.say(format!(
                    "Dealt seed {seed}{grown} (deal it again: Ctrl+Shift+D, {seed})"
                ));
            }
            Err(e) => s.fail(e),
        },
        None if s.editor.pack().palette.len() < 2 => {
            s.fail("A deal needs 2 colours in the palette at least: add a colour")
        }
        None => s.fail(format!(
            "No solvable deal of this size from seed {asked} on: add tubes or colours"
        )),
    }
    session.set_changed();
}
