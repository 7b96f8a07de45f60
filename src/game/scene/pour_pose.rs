//! Where the source of a pour is held while it pours, over the
//! destination: the pose the pour's animation moves it to, tilted as far as
//! the window lets it.

use bevy::prelude::*;

use crate::game::board::layout::{BoardLayout, INNER_W, WALL, bowl_radius, mouth_height};

/// The pour's tilt (radians from upright), and the least it may be where a
/// tube at the window's edge has no room to tilt further.
const TILT: f32 = 1.2;
const MIN_TILT: f32 = 0.75;
/// A tilted tube's mouth is placed this far (tube units) over the
/// destination's mouth, and this far towards the side it came from.
const POUR_HEIGHT: f32 = 26.0;
const POUR_SIDE: f32 = 10.0;

/// A pour's source as it pours (see [`PourPose::for_pour`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PourPose {
    /// The tube's translation (its origin, the cavity's lowest point).
    pub translation: Vec3,
    /// Its rotation about z (radians).
    pub angle: f32,
    /// Where its mouth is: the stream falls from here.
    pub mouth: Vec2,
}

impl PourPose {
    /// Where the source of a pour from `from` into `to` is held while it
    /// pours: its mouth just over the destination's, tilted towards it,
    /// its body towards the side it came from. A tube near the window's edge
    /// that would tilt out of the window tilts the other way, or less.
    pub fn for_pour(layout: &BoardLayout, from: usize, to: usize) -> PourPose {
        let (home, dst) = (layout.homes[from], layout.homes[to]);
        let natural = if dst.x >= home.x { 1.0 } else { -1.0 };
        let steep = (0..=4).map(|i| TILT - i as f32 * 0.05);
        let shallow = (5..)
            .map(|i| TILT - i as f32 * 0.05)
            .take_while(|a| *a >= MIN_TILT);
        let tries = steep
            .clone()
            .map(|a| (natural, a))
            .chain(steep.map(|a| (-natural, a)))
            .chain(shallow.clone().map(|a| (natural, a)))
            .chain(shallow.map(|a| (-natural, a)));
        let half_window = layout.window.x / 2.0;
        tries
            .map(|(side, tilt)| PourPose::tilted(layout, (from, to), side, tilt))
            .find(|pose| {
                let (min, max) = pose.reach(layout.height(from), layout.scale);
                min.x >= -half_window && max.x <= half_window
            })
            .unwrap_or_else(|| PourPose::tilted(layout, (from, to), natural, MIN_TILT))
    }

    /// The pose over `to` tilted `tilt` towards the destination, its body
    /// on the side `-side` (1: the source came from the left): the
    /// source's mouth over the destination's, each at its own height.
    fn tilted(layout: &BoardLayout, (from, to): (usize, usize), side: f32, tilt: f32) -> PourPose {
        let s = layout.scale;
        let dst = layout.homes[to];
        let angle = -side * tilt;
        let target = dst + Vec2::new(-side * POUR_SIDE * s, (layout.mouth(to) + POUR_HEIGHT) * s);
        let offset = Quat::from_rotation_z(angle) * Vec3::new(0.0, layout.mouth(from) * s, 0.0);
        PourPose {
            translation: target.extend(6.0) - offset,
            angle,
            mouth: target,
        }
    }

    /// The lowest and highest corners (world) of the tube's glass in this
    /// pose, drawn at `scale`: its bowl and the corners of its rim.
    pub fn reach(&self, capacity: usize, scale: f32) -> (Vec2, Vec2) {
        let rotation = Quat::from_rotation_z(self.angle);
        let at = |local: Vec2| {
            self.translation.truncate() + (rotation * (local * scale).extend(0.0)).truncate()
        };
        let rim_x = INNER_W / 2.0 + WALL + 4.0;
        let rim_y = mouth_height(capacity) + 5.0;
        let bowl = at(Vec2::new(0.0, bowl_radius()));
        let outer = (bowl_radius() + WALL) * scale;
        let points = [
            at(Vec2::new(-rim_x, rim_y)),
            at(Vec2::new(rim_x, rim_y)),
            bowl - Vec2::splat(outer),
            bowl + Vec2::splat(outer),
        ];
        let min = points.iter().fold(Vec2::MAX, |m, p| m.min(*p));
        let max = points.iter().fold(Vec2::MIN, |m, p| m.max(*p));
        (min, max)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::board::layout::{FALLBACK_SIZE, hud_bars};

    const SIZES: [Vec2; 4] = [
        Vec2::new(800.0, 600.0),
        Vec2::new(1280.0, 800.0),
        Vec2::new(1920.0, 1080.0),
        Vec2::new(2560.0, 1440.0),
    ];

    /// A pour's tilted source stays in the window, whichever tubes pour
    /// into which, at every size.
    #[test]
    fn a_tilted_tube_stays_in_the_window() {
        for window in SIZES {
            let (top_bar, _) = hud_bars(window, 0.0, 0.0);
            for tubes in 2..=20 {
                for capacity in [2, 4, 6, 8] {
                    let l = BoardLayout::compute(window, tubes, capacity);
                    for from in 0..tubes {
                        for to in (0..tubes).filter(|&t| t != from) {
                            let pose = PourPose::for_pour(&l, from, to);
                            let (min, max) = pose.reach(capacity, l.scale);
                            let what =
                                format!("{window} {tubes}x{capacity} {from}->{to}: {pose:?}");
                            assert!(
                                min.x >= -window.x / 2.0 && max.x <= window.x / 2.0,
                                "{what}"
                            );
                            assert!(max.y <= window.y / 2.0 - top_bar, "{what}");
                            assert!(pose.angle.abs() >= MIN_TILT, "{what}");
                        }
                    }
                }
            }
        }
    }

    /// Where there is room, the pour tilts fully towards the destination,
    /// its body on the side it came from.
    #[test]
    fn a_pour_tilts_towards_the_destination() {
        let l = BoardLayout::compute(FALLBACK_SIZE, 9, 4);
        let pose = PourPose::for_pour(&l, 3, 5);
        assert!((pose.angle + TILT).abs() < 1e-6, "{pose:?}");
        assert!(pose.translation.x < pose.mouth.x);
        let pose = PourPose::for_pour(&l, 5, 3);
        assert!((pose.angle - TILT).abs() < 1e-6, "{pose:?}");
    }
}
