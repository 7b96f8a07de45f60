//! The solver as the author's assistant: once the level in focus is valid,
//! its verdict and rating come from a search in the [`Background`], and for
//! a mystery level the verdict at the player's start (from what the player
//! sees) from another; a level changed while a search runs cancels it.
//! Deals are made there too. No frame waits on any of them.

use std::collections::HashMap;
use std::hash::Hash;

use bevy::prelude::*;
use water_sort_core::Colour;
use water_sort_core::editor::{Edit, assess, assess_start, deal};
use water_sort_core::level::Level;
use water_sort_core::solver::view_advice::MysteryLimits;
use water_sort_core::solver::{CancelToken, Limits};
use water_sort_core::variant::Variant;

use water_sort_words::{Lang, say};

use super::EditorSession;
use crate::game::background::Background;
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::language::{Language, Said};

/// The budget of a check or a deal: as the game's live check.
pub const LIMITS: Limits = Limits {
    max_nodes: 5_000_000,
    max_memory: 512 << 20,
};

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (check_level, check_start, finish_deal)
            .in_set(GameSet::Search)
            .run_if(in_state(Screen::Editor).and_then(resource_exists::<EditorSession>)),
    );
}

/// Starts the check of the level in focus when it is valid and not known
/// yet; takes in finished checks.
fn check_level(mut session: ResMut<EditorSession>) {
    // Looked at without marking the session changed, unless something is.
    let s = session.bypass_change_detection();
    let done = take_answer(&mut s.check, &mut s.assessments);
    // The level in focus first, then those a waiting save needs.
    let wanted = s
        .level_key()
        .filter(|key| !s.assessments.contains_key(key))
        .or_else(|| {
            s.pending_save
                .and_then(|_| s.missing_verdicts().into_iter().next())
        });
    follow(&mut s.check, wanted, |(capacity, tubes, variant)| {
        let level = puzzle(capacity, tubes, Vec::new(), variant);
        move |cancel: &CancelToken| assess(&level, &LIMITS, Some(cancel))
    });
    if done {
        session.set_changed();
    }
}

/// The same for the start verdict of a mystery level in focus: started
/// when it is valid, hides something at the start and is not known yet.
fn check_start(mut session: ResMut<EditorSession>) {
    let s = session.bypass_change_detection();
    let done = take_answer(&mut s.start_check, &mut s.starts);
    let wanted = s.mystery_key().filter(|key| !s.starts.contains_key(key));
    follow(&mut s.start_check, wanted, |(capacity, tubes, hidden)| {
        let level = puzzle(capacity, tubes, hidden, Variant::default());
        move |cancel: &CancelToken| assess_start(&level, &MysteryLimits::default(), Some(cancel))
    });
    if done {
        session.set_changed();
    }
}

/// A finished job's answer into `known` (none when it gave none); true
/// when the job finished.
fn take_answer<K: Clone + Eq + Hash, T: Send + 'static>(
    job: &mut Option<Background<K, Option<T>>>,
    known: &mut HashMap<K, T>,
) -> bool {
    let Some(answer) = job.as_mut().and_then(Background::poll) else {
        return false;
    };
    if let (Some(job), Some(answer)) = (job.take(), answer) {
        known.insert(job.key().clone(), answer);
    }
    true
}

/// Keeps `job` on the search `wanted`: a stale job (the level changed) or
/// one no longer needed is dropped, which cancels it; `work` makes the
/// search for a new key.
fn follow<K: Clone + PartialEq, T: Send + 'static, W>(
    job: &mut Option<Background<K, T>>,
    wanted: Option<K>,
    work: impl FnOnce(K) -> W,
) where
    W: FnOnce(&CancelToken) -> T + Send + 'static,
{
    match (job.as_ref(), wanted) {
        (Some(running), Some(key)) if *running.key() == key => {}
        (_, None) => *job = None,
        (_, Some(key)) => *job = Some(Background::spawn(key.clone(), work(key))),
    }
}

/// A level with nothing but its puzzle (a mystery level is classic: the
/// core refuses mystery variants).
fn puzzle(capacity: usize, tubes: Vec<Vec<Colour>>, hidden: Vec<usize>, variant: Variant) -> Level {
    Level {
        names: Default::default(),
        name: String::new(),
        capacity,
        tubes,
        optimal_moves: None,
        par: None,
        difficulty: None,
        hidden,
        variant,
    }
}

/// Starts a deal for the level in focus (its tube count and capacity).
pub fn start_deal(session: &mut EditorSession, lang: &Lang, seed: u64) {
    let level = session.editor.level();
    let (tubes, capacity) = (level.tubes.len().max(3), level.capacity);
    let palette = session.editor.pack().palette.len();
    // A seed is a name, not a quantity: written as it is.
    let said = Said::new(move |l| say!(l, "editor-dealing", seed = seed.to_string()));
    let error = session.error;
    session.say(lang, said);
    session.error = error;
    session.dealing = Some(Background::spawn(seed, move |cancel| {
        deal(tubes, capacity, palette, seed, &LIMITS, Some(cancel))
    }));
}

/// A finished deal fills the level (one undo step).
fn finish_deal(mut session: ResMut<EditorSession>, language: Res<Language>) {
    let lang: &Lang = &language;
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
                let seed = seed.to_string();
                let said = match s.editor.level().tubes.len() {
                    n if n > tubes_before => Said::new(move |l| {
                        say!(l, "editor-dealt-grown", seed = &seed, tube_count = n)
                    }),
                    _ => Said::new(move |l| say!(l, "editor-dealt", seed = &seed)),
                };
                s.say(lang, said);
            }
            // The core's reason, in English for authors.
            Err(e) => s.fail_with(e),
        },
        None if s.editor.pack().palette.len() < 2 => {
            s.fail(lang, Said::message("editor-deal-needs-colours"))
        }
        None => {
            let seed = asked.to_string();
            s.fail(
                lang,
                Said::new(move |l| say!(l, "editor-no-deal", seed = &seed)),
            )
        }
    }
    session.set_changed();
}
