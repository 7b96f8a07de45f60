//! The bevy_tweening lenses the board's animations drive (see
//! `board_view.rs`): a tube's pose, its liquid level, the pour stream, a
//! shake and a swell.

use std::f32::consts::PI;

use bevy::prelude::*;
use bevy_tweening::Lens;

use super::liquid::TubeLiquid;

/// Translation and tilt together (scale untouched: it belongs to the layout).
pub struct PoseLens {
    from: Vec3,
    from_angle: f32,
    to: Vec3,
    to_angle: f32,
}

impl PoseLens {
    pub fn new(from: Vec3, from_angle: f32, to: Vec3, to_angle: f32) -> PoseLens {
        PoseLens {
            from,
            from_angle,
            to,
            to_angle,
        }
    }
}

impl Lens<Transform> for PoseLens {
    fn lerp(&mut self, mut target: Mut<Transform>, ratio: f32) {
        target.translation = self.from.lerp(self.to, ratio);
        target.rotation =
            Quat::from_rotation_z(self.from_angle + (self.to_angle - self.from_angle) * ratio);
    }
}

/// The liquid level: how many units of the poured colour sit on top.
pub struct LiquidLens {
    pub from: f32,
    pub to: f32,
}

impl Lens<TubeLiquid> for LiquidLens {
    fn lerp(&mut self, mut target: Mut<TubeLiquid>, ratio: f32) {
        target.extra = self.from + (self.to - self.from) * ratio;
    }
}

/// The stream's width: opens fast, holds, closes fast.
/// A reveal: the revealed units turn from unknown liquid to their colour.
pub(super) struct RevealLens;

impl Lens<TubeLiquid> for RevealLens {
    fn lerp(&mut self, mut target: Mut<TubeLiquid>, ratio: f32) {
        target.reveal = ratio;
    }
}

pub(super) struct StreamLens {
    pub width: f32,
}

impl Lens<Transform> for StreamLens {
    fn lerp(&mut self, mut target: Mut<Transform>, ratio: f32) {
        let envelope = ((ratio * PI).sin() * 4.0).min(1.0);
        target.scale.x = self.width * envelope;
    }
}

/// A damped side-to-side shake around `rest`, gliding there from `from`
/// during the first third.
pub(super) struct ShakeLens {
    pub from: Vec3,
    pub rest: Vec3,
    pub amplitude: f32,
}

impl Lens<Transform> for ShakeLens {
    fn lerp(&mut self, mut target: Mut<Transform>, ratio: f32) {
        let dx = self.amplitude * (ratio * 5.0 * 2.0 * PI).sin() * (1.0 - ratio);
        let base = self.from.lerp(self.rest, (ratio * 3.0).min(1.0));
        target.translation = base + Vec3::X * dx;
        target.rotation = Quat::IDENTITY;
    }
}

/// A swell of the scale and back.
pub(super) struct PulseLens {
    pub base: f32,
}

impl Lens<Transform> for PulseLens {
    fn lerp(&mut self, mut target: Mut<Transform>, ratio: f32) {
        target.scale = Vec3::splat(self.base * (1.0 + 0.14 * (ratio * PI).sin()));
    }
}
