//! The liquid sloshes: after a pour the receiving tube's surface rocks
//! from the moment the stream lands, and the giving tube's as it comes back
//! upright, each a damped swing that settles to level in under a second
//! (drawn by the tubes as [`Slosh`]). Off under reduced motion.
//!
//! Also what the other effects of a pour (`splash.rs`, `shine.rs`) share:
//! which pour a frame's events draw ([`read_frame`]) and whether effects
//! play at all ([`lively`]). Like every animation, effects only follow the
//! board: an event that snaps the picture drops the effects still to come.

use std::f32::consts::TAU;

use bevy::prelude::*;
use water_sort_core::history::Step;
use water_sort_core::play::Event;
use water_sort_core::{Colour, Pour};

use super::animating::{POUR_SECS, REDO_FACTOR, UNDO_FACTOR};
use super::liquid::Slosh;
use super::tube_art::TubeArt;
use super::tubes::TubeIndex;
use crate::game::board::layout::BoardLayout;
use crate::game::board::{BoardEvent, Game};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::settings::Settings;

/// Into a pour, when the stream reaches the receiving tube (`board_view.rs`:
/// the stream opens at 0.23 s and the level starts rising at 0.25 s).
pub(super) const LANDS_SECS: f32 = 0.25;
/// How long the level rises while the stream runs.
pub(super) const FLOW_SECS: f32 = 0.20;

/// The receiving tube's slosh: its largest angle (radians) and how long.
const LANDING_SWING: f32 = 0.11;
const LANDING_SECS: f32 = 0.85;
/// The giving tube's, as it stands upright again.
const UPRIGHT_SWING: f32 = 0.08;
const UPRIGHT_SECS: f32 = 0.55;
/// Swings per second.
const SWINGS: f32 = 2.4;

/// The pour a frame's events have the picture draw (as `anim.rs` draws
/// it: the frame's last move; an undo's pour in reverse).
#[derive(Clone, Copy, Debug)]
pub(super) struct DrawnPour {
    /// Where the liquid goes in the picture (an undo's reversed).
    pub pour: Pour,
    pub colour: Colour,
    pub amount: usize,
    /// Its animation's duration factor (speed times undo's or redo's).
    pub factor: f32,
    /// A move or a redo (not an undo).
    pub forward: bool,
}

/// Whether effects play, and their duration factor: not under reduced
/// motion nor with animation off.
pub(super) fn lively(settings: &Settings) -> Option<f32> {
    let speed = settings.speed.factor();
    (!settings.reduced_motion && speed > 0.0).then_some(speed)
}

/// Of a frame's events: whether one snaps the picture (a move, undo, redo,
/// restart, selection or refusal: effects still to come are dropped), and
/// the pour drawn, with `speed` the settings' duration factor.
pub(super) fn read_frame(events: &[Event], speed: f32) -> (bool, Option<DrawnPour>) {
    let changes = |e: &Event| {
        matches!(
            e,
            Event::Poured(_)
                | Event::Undone(_)
                | Event::Redone(_)
                | Event::Restarted
                | Event::TubeAdded { .. }
        )
    };
    let settles = events
        .iter()
        .any(|e| changes(e) || matches!(e, Event::Selected(_) | Event::Illegal { .. }));
    let drawn = match events.iter().rev().find(|e| changes(e)) {
        Some(Event::Poured(p)) => Some((p.pour, p, 1.0, true)),
        Some(Event::Redone(Step::Pour(p))) => Some((p.pour, p, REDO_FACTOR, true)),
        Some(Event::Undone(Step::Pour(p))) => {
            Some((Pour::new(p.pour.to, p.pour.from), p, UNDO_FACTOR, false))
        }
        _ => None,
    };
    let drawn = drawn.map(|(pour, p, factor, forward)| DrawnPour {
        pour,
        colour: p.colour,
        amount: p.amount,
        factor: factor * speed,
        forward,
    });
    (settles, drawn)
}

/// The swings of a tube's surface still to play or playing.
#[derive(Component, Default)]
struct Wobbling(Vec<Swing>);

#[derive(Clone, Copy)]
struct Swing {
    /// Elapsed time it starts at.
    start: f32,
    secs: f32,
    /// Largest angle, signed.
    angle: f32,
}

impl Swing {
    /// The angle at elapsed time `now`: a damped sine, 0 before and after.
    fn at(&self, now: f32) -> f32 {
        let t = now - self.start;
        if t <= 0.0 || t >= self.secs {
            return 0.0;
        }
        let u = t / self.secs;
        self.angle * (1.0 - u) * (-3.0 * u).exp() * (TAU * SWINGS * t).sin()
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (start_swings, slosh).chain().in_set(GameSet::View).run_if(
            in_state(Screen::Gameplay)
                .and_then(resource_exists::<Game>)
                .and_then(resource_exists::<TubeArt>),
        ),
    );
}

/// A pour drawn: the receiving tube swings when the stream lands, the
/// giving one when it is upright again. A snap drops swings to come.
fn start_swings(
    mut commands: Commands,
    mut events: MessageReader<BoardEvent>,
    settings: Res<Settings>,
    time: Res<Time>,
    layout: Res<BoardLayout>,
    mut tubes: Query<(Entity, &TubeIndex, Option<&mut Wobbling>)>,
) {
    let events: Vec<Event> = events.read().map(|e| e.0).collect();
    let Some(speed) = lively(&settings) else {
        return;
    };
    let (settles, drawn) = read_frame(&events, speed);
    let now = time.elapsed_secs();
    if settles {
        for (_, _, wobbling) in &mut tubes {
            if let Some(mut w) = wobbling {
                w.0.retain(|s| s.start <= now);
            }
        }
    }
    let Some(drawn) = drawn else { return };
    let Pour { from, to } = drawn.pour;
    let (Some(a), Some(b)) = (layout.homes.get(from), layout.homes.get(to)) else {
        return;
    };
    // The liquid runs on the way it came, then swings back.
    let side = if b.x >= a.x { 1.0 } else { -1.0 };
    let more = (0.6 + 0.2 * drawn.amount as f32).min(1.2);
    let swings = [
        (
            to,
            Swing {
                start: now + LANDS_SECS * drawn.factor,
                secs: LANDING_SECS * speed,
                angle: side * LANDING_SWING * more,
            },
        ),
        (
            from,
            Swing {
                start: now + POUR_SECS * drawn.factor,
                secs: UPRIGHT_SECS * speed,
                angle: -side * UPRIGHT_SWING,
            },
        ),
    ];
    for (tube, swing) in swings {
        let Some((entity, _, wobbling)) = tubes.iter_mut().find(|(_, i, _)| i.0 == tube) else {
            continue;
        };
        match wobbling {
            Some(mut w) => w.0.push(swing),
            None => {
                commands.entity(entity).insert(Wobbling(vec![swing]));
            }
        }
    }
}

/// Each sloshing surface's angle now; a tube whose swings are over is
/// level again and loses its slosh.
fn slosh(
    mut commands: Commands,
    time: Res<Time>,
    mut tubes: Query<(Entity, &mut Wobbling, Option<&mut Slosh>)>,
) {
    let now = time.elapsed_secs();
    for (entity, mut wobbling, slosh) in &mut tubes {
        wobbling.0.retain(|s| now < s.start + s.secs);
        if wobbling.0.is_empty() {
            commands.entity(entity).remove::<(Wobbling, Slosh)>();
            continue;
        }
        let angle: f32 = wobbling.0.iter().map(|s| s.at(now)).sum();
        match slosh {
            Some(mut s) if s.0 != angle => s.0 = angle,
            Some(_) => {}
            None => {
                commands.entity(entity).insert(Slosh(angle));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_swing_starts_and_ends_level() {
        let swing = Swing {
            start: 1.0,
            secs: 0.8,
            angle: 0.1,
        };
        assert_eq!(swing.at(0.5), 0.0);
        assert_eq!(swing.at(1.0), 0.0);
        // At the end (1.0 + 0.8 rounds to just under it in f32): level.
        assert!(swing.at(1.8).abs() < 1e-6);
        let most = (0..80)
            .map(|k| swing.at(1.0 + k as f32 * 0.01).abs())
            .fold(0.0, f32::max);
        assert!(most > 0.04 && most <= 0.1, "{most}");
        // Damped: the last swing is smaller than the first.
        let late = (60..80)
            .map(|k| swing.at(1.0 + k as f32 * 0.01).abs())
            .fold(0.0, f32::max);
        assert!(late < most / 3.0, "{late} vs {most}");
    }
}
