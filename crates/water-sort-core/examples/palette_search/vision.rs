//! How far apart two colours look: CIEDE2000 (from the `palette` crate) in
//! normal vision and under simulated deuteranopia and protanopia.
//!
//! The simulation is Machado, Oliveira and Fernandes (2009), "A
//! Physiologically-based Model for Simulation of Color Vision Deficiency",
//! severity 1.0, applied to linear RGB and clamped to the sRGB gamut. Shared
//! by `examples/palette_search` and `tests/palette.rs`.

use palette::color_difference::Ciede2000;
use palette::{IntoColor, Lab, LinSrgb, Srgb};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Vision {
    Normal,
    Deuteranopia,
    Protanopia,
}

impl Vision {
    pub const ALL: [Vision; 3] = [Vision::Normal, Vision::Deuteranopia, Vision::Protanopia];

    pub fn name(self) -> &'static str {
        match self {
            Vision::Normal => "normal",
            Vision::Deuteranopia => "deuteranopia",
            Vision::Protanopia => "protanopia",
        }
    }
}

/// Machado et al. 2009, table 1, severity 1.0 (rows give linear R, G, B).
const DEUTERANOPIA: [[f64; 3]; 3] = [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.011820, 0.042940, 0.968881],
];
const PROTANOPIA: [[f64; 3]; 3] = [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
];

/// The colour `rgb` (sRGB) as seen with `vision`, in CIELAB (D65).
pub fn lab(rgb: [u8; 3], vision: Vision) -> Lab<palette::white_point::D65, f64> {
    let linear: LinSrgb<f64> = Srgb::new(rgb[0], rgb[1], rgb[2])
        .into_format::<f64>()
        .into_linear();
    let seen = match vision {
        Vision::Normal => linear,
        Vision::Deuteranopia => simulate(&DEUTERANOPIA, linear),
        Vision::Protanopia => simulate(&PROTANOPIA, linear),
    };
    seen.into_color()
}

fn simulate(m: &[[f64; 3]; 3], c: LinSrgb<f64>) -> LinSrgb<f64> {
    let row = |r: [f64; 3]| (r[0] * c.red + r[1] * c.green + r[2] * c.blue).clamp(0.0, 1.0);
    LinSrgb::new(row(m[0]), row(m[1]), row(m[2]))
}

/// CIEDE2000 between `a` and `b` as seen with `vision`.
pub fn difference(a: [u8; 3], b: [u8; 3], vision: Vision) -> f64 {
    lab(a, vision).difference(lab(b, vision))
}

/// The closest pair of `colours` with `vision`: (CIEDE2000, i, j), i < j.
pub fn closest_pair(colours: &[[u8; 3]], vision: Vision) -> (f64, usize, usize) {
    let mut best = (f64::INFINITY, 0, 0);
    for i in 0..colours.len() {
        for j in i + 1..colours.len() {
            let d = difference(colours[i], colours[j], vision);
            if d < best.0 {
                best = (d, i, j);
            }
        }
    }
    best
}
