//! Building blocks: deterministic maths, noise, oscillators, envelopes,
//! filters, mixing and the finishing steps (fades, normalisation).
//!
//! Buffers are `Vec<f64>` of mono samples at [`SAMPLE_RATE`].

use crate::SAMPLE_RATE;
use std::f64::consts::{FRAC_PI_2, LN_2, LOG2_E, PI, TAU};

/// The sample rate as a float.
pub const FS: f64 = SAMPLE_RATE as f64;

/// Number of samples in `secs` seconds (rounded to the nearest sample).
pub fn samples(secs: f64) -> usize {
    (secs * FS).round().max(0.0) as usize
}

/// A silent buffer of `secs` seconds.
pub fn silence(secs: f64) -> Vec<f64> {
    vec![0.0; samples(secs)]
}

/// Time in seconds of sample `i`.
pub fn time(i: usize) -> f64 {
    i as f64 / FS
}

// ---------------------------------------------------------------------------
// Deterministic maths: plain IEEE arithmetic only, so every platform agrees
// to the last bit (the platform libm's `sin`/`exp` may differ by an ulp).

/// Sine, from a degree-17 Taylor polynomial after reduction to
/// [-pi/2, pi/2]; error below 1e-13.
pub fn sin(x: f64) -> f64 {
    let mut r = x - (x / TAU).round() * TAU;
    if r > FRAC_PI_2 {
        r = PI - r;
    } else if r < -FRAC_PI_2 {
        r = -PI - r;
    }
    let r2 = r * r;
    // Horner form of r - r^3/3! + r^5/5! - ... + r^17/17!.
    let mut acc = 0.0;
    for c in SIN_COEFFS.iter().rev() {
        acc = acc * r2 + c;
    }
    acc * r
}

/// Cosine, as a shifted [`sin`].
pub fn cos(x: f64) -> f64 {
    sin(x + FRAC_PI_2)
}

/// 2^x, from a degree-13 Taylor polynomial of e^(f ln 2) for the fractional
/// part and exact scaling by the integer part; relative error below 1e-13.
pub fn exp2(x: f64) -> f64 {
    if x < -1022.0 {
        return 0.0;
    }
    if x > 1023.0 {
        return f64::INFINITY;
    }
    let n = x.floor();
    let g = (x - n) * LN_2;
    let mut acc = 0.0;
    for c in EXP_COEFFS.iter().rev() {
        acc = acc * g + c;
    }
    let scale = f64::from_bits(((n as i64 + 1023) as u64) << 52);
    acc * scale
}

/// e^x, via [`exp2`].
pub fn exp(x: f64) -> f64 {
    exp2(x * LOG2_E)
}

/// (-1)^k / (2k+1)!, k = 0..=8: the Taylor coefficients of sine.
const SIN_COEFFS: [f64; 9] = {
    let mut c = [0.0; 9];
    let mut k = 0;
    while k < 9 {
        let sign = if k % 2 == 0 { 1.0 } else { -1.0 };
        c[k] = sign / factorial(2 * k as u32 + 1);
        k += 1;
    }
    c
};

/// 1 / k!, k = 0..=13: the Taylor coefficients of e^x.
const EXP_COEFFS: [f64; 14] = {
    let mut c = [0.0; 14];
    let mut k = 0;
    while k < 14 {
        c[k] = 1.0 / factorial(k as u32);
        k += 1;
    }
    c
};

const fn factorial(n: u32) -> f64 {
    let mut f = 1.0;
    let mut k = 2;
    while k <= n {
        f *= k as f64;
        k += 1;
    }
    f
}

/// Exponential decay with time constant `tau` seconds: 1 at t = 0.
pub fn decay(t: f64, tau: f64) -> f64 {
    if t < 0.0 { 0.0 } else { exp(-t / tau) }
}

/// Frequency in Hz of a MIDI note number (69 = A4 = 440 Hz).
pub fn midi(note: f64) -> f64 {
    440.0 * exp2((note - 69.0) / 12.0)
}

/// Amplitude factor of a level in dB.
pub fn db(level: f64) -> f64 {
    exp2(level / 20.0 * std::f64::consts::LOG2_10)
}

// ---------------------------------------------------------------------------
// Noise.

/// Seeded SplitMix64 generator: the same seed gives the same noise everywhere.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// Uniform in [lo, hi).
    pub fn range(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * self.unit()
    }

    /// White noise sample, uniform in [-1, 1).
    pub fn noise(&mut self) -> f64 {
        2.0 * self.unit() - 1.0
    }
}

// ---------------------------------------------------------------------------
// Oscillators.

/// A phase accumulator: call one of its methods once per sample with the
/// current frequency, so frequency sweeps stay continuous.
#[derive(Debug, Clone, Default)]
pub struct Osc {
    phase: f64,
}

impl Osc {
    /// An oscillator starting at phase 0 (a sine starts at 0).
    pub fn new() -> Self {
        Osc::default()
    }

    fn advance(&mut self, freq: f64) -> f64 {
        let p = self.phase;
        self.phase += freq / FS;
        self.phase -= self.phase.floor();
        p
    }

    /// Next sine sample.
    pub fn sine(&mut self, freq: f64) -> f64 {
        sin(TAU * self.advance(freq))
    }

    /// Next triangle sample (starts at 0, rising, like the sine).
    pub fn triangle(&mut self, freq: f64) -> f64 {
        let p = self.advance(freq);
        if p < 0.25 {
            4.0 * p
        } else if p < 0.75 {
            2.0 - 4.0 * p
        } else {
            4.0 * p - 4.0
        }
    }
}

// ---------------------------------------------------------------------------
// Envelopes.

/// Attack-decay-sustain-release envelope; times in seconds, `sustain` a level
/// in [0, 1]. Linear attack, exponential-looking decay and release.
#[derive(Debug, Clone, Copy)]
pub struct Adsr {
    pub attack: f64,
    pub decay: f64,
    pub sustain: f64,
    pub release: f64,
}

impl Adsr {
    /// Level at time `t` of a note held for `gate` seconds (release starts at
    /// `gate`, from whatever level the envelope had reached).
    pub fn at(&self, t: f64, gate: f64) -> f64 {
        if t < 0.0 {
            0.0
        } else if t < gate {
            self.held(t)
        } else {
            let r = (t - gate) / self.release.max(1e-9);
            if r >= 1.0 {
                0.0
            } else {
                self.held(gate) * (1.0 - r) * (1.0 - r)
            }
        }
    }

    fn held(&self, t: f64) -> f64 {
        if t < self.attack {
            t / self.attack
        } else {
            let d = (t - self.attack) / self.decay.max(1e-9);
            let fall = if d >= 1.0 { 0.0 } else { (1.0 - d) * (1.0 - d) };
            self.sustain + (1.0 - self.sustain) * fall
        }
    }
}

// ---------------------------------------------------------------------------
// Filters.

/// One-pole low-pass filter; [`OnePole::highpass`] gives its complement.
#[derive(Debug, Clone, Default)]
pub struct OnePole {
    z: f64,
}

impl OnePole {
    /// A filter at rest.
    pub fn new() -> Self {
        OnePole::default()
    }

    /// Next low-passed sample, cutoff `fc` Hz.
    pub fn lowpass(&mut self, x: f64, fc: f64) -> f64 {
        let a = 1.0 - exp(-TAU * fc / FS);
        self.z += a * (x - self.z);
        self.z
    }

    /// Next high-passed sample, cutoff `fc` Hz.
    pub fn highpass(&mut self, x: f64, fc: f64) -> f64 {
        x - self.lowpass(x, fc)
    }
}

/// Chamberlin state-variable filter: resonant low-, band- and high-pass at
/// once. Stable for cutoffs below about a sixth of the sample rate.
#[derive(Debug, Clone, Default)]
pub struct Svf {
    low: f64,
    band: f64,
}

/// The three outputs of one [`Svf`] step.
#[derive(Debug, Clone, Copy)]
pub struct SvfOut {
    pub low: f64,
    pub band: f64,
    pub high: f64,
}

impl Svf {
    /// A filter at rest.
    pub fn new() -> Self {
        Svf::default()
    }

    /// Next outputs for input `x`, cutoff `fc` Hz and quality `q` (0.5 is
    /// soft, 5 rings).
    pub fn step(&mut self, x: f64, fc: f64, q: f64) -> SvfOut {
        let f = 2.0 * sin(PI * fc.min(FS / 6.0) / FS);
        let damp = 1.0 / q;
        self.low += f * self.band;
        let high = x - self.low - damp * self.band;
        self.band += f * high;
        SvfOut {
            low: self.low,
            band: self.band,
            high,
        }
    }
}

// ---------------------------------------------------------------------------
// Mixing and finishing.

/// Adds `src` times `gain` into `dst` starting at sample `offset`; what
/// would fall past the end of `dst` is dropped.
pub fn mix(dst: &mut [f64], src: &[f64], offset: usize, gain: f64) {
    for (d, s) in dst.iter_mut().skip(offset).zip(src) {
        *d += gain * s;
    }
}

/// Raised-cosine fade from silence over the first `secs` seconds.
pub fn fade_in(buf: &mut [f64], secs: f64) {
    let n = samples(secs).min(buf.len());
    for (i, s) in buf.iter_mut().take(n).enumerate() {
        *s *= raised_cosine(i as f64 / n as f64);
    }
}

/// Raised-cosine fade to silence over the last `secs` seconds: the last
/// sample is exactly 0.
pub fn fade_out(buf: &mut [f64], secs: f64) {
    let n = samples(secs).min(buf.len());
    let len = buf.len();
    for (k, s) in buf.iter_mut().skip(len - n).enumerate() {
        // k = 0 is the first faded sample, k = n - 1 the last (gain 0).
        let left = (n - 1 - k) as f64 / (n - 1).max(1) as f64;
        *s *= raised_cosine(left);
    }
}

/// The raised-cosine fade curve (1 - cos(pi x)) / 2 for x in [0, 1], as
/// sin^2(pi x / 2) so that it is exactly 0 at x = 0.
fn raised_cosine(x: f64) -> f64 {
    let s = sin(FRAC_PI_2 * x);
    s * s
}

/// Largest absolute sample value.
pub fn peak(buf: &[f64]) -> f64 {
    buf.iter().fold(0.0, |m, s| m.max(s.abs()))
}

/// Scales `buf` so its peak is `dbfs` (a silent buffer stays silent).
pub fn normalise(buf: &mut [f64], dbfs: f64) {
    let p = peak(buf);
    if p > 0.0 {
        let g = db(dbfs) / p;
        buf.iter_mut().for_each(|s| *s *= g);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maths_match_std() {
        for i in -2000..2000 {
            let x = f64::from(i) * 0.01;
            assert!((sin(x) - x.sin()).abs() < 1e-12, "sin({x})");
            assert!((cos(x) - x.cos()).abs() < 1e-12, "cos({x})");
            let e = x.exp();
            assert!((exp(x) - e).abs() <= 1e-12 * e, "exp({x})");
            let e2 = x.exp2();
            assert!((exp2(x) - e2).abs() <= 1e-12 * e2, "exp2({x})");
        }
        assert!((midi(69.0) - 440.0).abs() < 1e-9);
        assert!((db(-6.0) - 0.501_187).abs() < 1e-6);
    }

    #[test]
    fn noise_is_seeded_and_in_range() {
        let a: Vec<f64> = {
            let mut r = Rng::new(7);
            (0..1000).map(|_| r.noise()).collect()
        };
        let mut r = Rng::new(7);
        assert!(a.iter().all(|&x| x == r.noise()));
        assert!(a.iter().all(|x| (-1.0..1.0).contains(x)));
        let mean = a.iter().sum::<f64>() / a.len() as f64;
        assert!(mean.abs() < 0.1);
        assert_ne!(Rng::new(8).next_u64(), Rng::new(7).next_u64());
    }

    #[test]
    fn oscillators_have_the_asked_frequency() {
        // 441 Hz: 100 samples per period; count rising zero crossings in 1 s.
        for wave in [Osc::sine as fn(&mut Osc, f64) -> f64, Osc::triangle] {
            let mut o = Osc::new();
            let xs: Vec<f64> = (0..samples(1.0)).map(|_| wave(&mut o, 441.0)).collect();
            let rising = xs.windows(2).filter(|w| w[0] < 0.0 && w[1] >= 0.0).count();
            assert!((440..=441).contains(&rising), "{rising}");
            assert!(peak(&xs) <= 1.0 + 1e-12 && peak(&xs) > 0.99);
        }
    }

    #[test]
    fn adsr_is_continuous_and_ends_silent() {
        let env = Adsr {
            attack: 0.01,
            decay: 0.05,
            sustain: 0.6,
            release: 0.1,
        };
        assert_eq!(env.at(0.0, 0.2), 0.0);
        assert!((env.at(0.01, 0.2) - 1.0).abs() < 1e-9);
        assert!((env.at(0.1, 0.2) - 0.6).abs() < 1e-9);
        assert_eq!(env.at(0.31, 0.2), 0.0);
        let levels: Vec<f64> = (0..samples(0.4)).map(|i| env.at(time(i), 0.2)).collect();
        assert!(levels.windows(2).all(|w| (w[1] - w[0]).abs() < 0.01));
    }

    #[test]
    fn filters_pass_and_stop() {
        // Gain of a filter on a sine, after it settles.
        fn gain(freq: f64, mut f: impl FnMut(f64) -> f64) -> f64 {
            let mut o = Osc::new();
            let out: Vec<f64> = (0..samples(0.5)).map(|_| f(o.sine(freq))).collect();
            peak(&out[out.len() / 2..])
        }
        let mut lp = OnePole::new();
        assert!(gain(100.0, |x| lp.lowpass(x, 1000.0)) > 0.95);
        let mut lp = OnePole::new();
        assert!(gain(10_000.0, |x| lp.lowpass(x, 1000.0)) < 0.15);
        let mut hp = OnePole::new();
        assert!(gain(100.0, |x| hp.highpass(x, 1000.0)) < 0.15);
        let mut bp = Svf::new();
        assert!(gain(1000.0, |x| bp.step(x, 1000.0, 4.0).band) > 3.0);
        let mut bp = Svf::new();
        assert!(gain(4000.0, |x| bp.step(x, 1000.0, 4.0).band) < 0.5);
    }

    #[test]
    fn mix_fades_and_normalise() {
        let mut a = vec![1.0; 10];
        mix(&mut a, &[1.0; 10], 5, 0.5);
        assert_eq!(a[4], 1.0);
        assert_eq!(a[5], 1.5);
        assert_eq!(a[9], 1.5);
        let mut b = vec![0.5; 1000];
        fade_in(&mut b, 0.001);
        fade_out(&mut b, 0.004);
        assert_eq!(b[0], 0.0);
        assert_eq!(b[999], 0.0);
        assert_eq!(b[500], 0.5);
        normalise(&mut b, -6.0);
        assert!((peak(&b) - db(-6.0)).abs() < 1e-12);
    }
}
