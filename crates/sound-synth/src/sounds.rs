//! The recipes of the game's sounds. Each function returns a finished
//! [`Sound`] (faded, normalised); durations are the `*_SECS` constants.
//!
//! To change a sound, edit its recipe here and rerun
//! `cargo run -p water-sort-synth --release -- assets/sounds`.

use crate::Sound;
use crate::dsp::{Adsr, OnePole, Osc, Rng, Svf, decay, exp2, midi, samples, silence, time};

/// Length of `pick.wav`.
pub const PICK_SECS: f64 = 0.12;
/// Length of one unit of a pour: `pour_n.wav` lasts `n` times this.
pub const POUR_UNIT_SECS: f64 = 0.25;
/// The largest pour with its own file; the game uses `pour_4` above.
pub const POUR_MAX_UNITS: u32 = 4;
/// Length of `complete_tube.wav`.
pub const COMPLETE_TUBE_SECS: f64 = 0.4;
/// Length of `level_complete.wav`.
pub const LEVEL_COMPLETE_SECS: f64 = 1.2;
/// Length of `illegal.wav`.
pub const ILLEGAL_SECS: f64 = 0.2;
/// Length of `click.wav`.
pub const CLICK_SECS: f64 = 0.05;
/// Length of `ball.wav`.
pub const BALL_SECS: f64 = 0.13;
/// When, into `ball.wav`, the ball's small bounce knocks again.
pub const BALL_BOUNCE_SECS: f64 = 0.075;

/// A struck partial: a sine at `freq` with a 1.5 ms attack and an
/// exponential decay of time constant `tau`, added into `buf` from `start`
/// seconds on at amplitude `amp`.
fn partial(buf: &mut [f64], start: f64, freq: f64, amp: f64, tau: f64) {
    let mut osc = Osc::new();
    let first = samples(start);
    for (i, s) in buf.iter_mut().enumerate().skip(first) {
        let t = time(i - first);
        let attack = (t / 0.0015).min(1.0);
        *s += amp * attack * decay(t, tau) * osc.sine(freq);
    }
}

/// Lifting a glass tube: a soft glassy "tink". Three inharmonic partials of
/// a struck glass (ratios 1 : 2.76 : 5.4), the higher ones dying faster,
/// over a breath of high noise for the touch.
pub fn pick() -> Sound {
    let mut buf = silence(PICK_SECS);
    let f = 2_350.0;
    partial(&mut buf, 0.0, f, 1.0, 0.032);
    partial(&mut buf, 0.0, f * 2.76, 0.35, 0.018);
    partial(&mut buf, 0.0, f * 5.40, 0.12, 0.010);
    let mut rng = Rng::new(0x5049_434B); // "PICK"
    let mut hp = OnePole::new();
    for (i, s) in buf.iter_mut().enumerate() {
        let t = time(i);
        let touch = (t / 0.001).min(1.0) * decay(t, 0.003);
        *s += 0.15 * touch * hp.highpass(rng.noise(), 3_000.0);
    }
    Sound::finish("pick.wav", buf)
}

/// Pouring `units` units of liquid (1 to [`POUR_MAX_UNITS`]): a stream of
/// band-passed noise with a slow random gurgle, and bubbles (short rising
/// sine chirps) at random moments. The resonance rises a third of an octave
/// per unit poured, as the air column above the liquid shortens.
pub fn pour(units: u32) -> Sound {
    assert!(
        (1..=POUR_MAX_UNITS).contains(&units),
        "pour of {units} units"
    );
    let secs = f64::from(units) * POUR_UNIT_SECS;
    let mut buf = silence(secs);
    let mut rng = Rng::new(0x504F_5552 + u64::from(units)); // "POUR"
    // Resonance at time t: 420 Hz rising to 420 * 2^(units/3).
    let pitch = |t: f64| 420.0 * exp2(f64::from(units) / 3.0 * (t / secs));

    // The stream.
    let mut band = Svf::new();
    let mut body = Svf::new();
    let mut gurgle = OnePole::new();
    let mut gurgle_smooth = OnePole::new();
    for (i, s) in buf.iter_mut().enumerate() {
        let t = time(i);
        let noise = rng.noise();
        let resonant = band.step(noise, pitch(t), 3.0).band;
        let rush = body.step(noise, 1_500.0, 0.7).low;
        // Gurgle: low-passed noise (about 9 Hz) moving the level.
        let wobble = gurgle_smooth.lowpass(gurgle.lowpass(rng.noise(), 9.0), 9.0);
        let level = (0.55 + 6.0 * wobble).clamp(0.15, 1.0);
        *s = level * (0.22 * resonant + 0.25 * rush);
    }

    // Bubbles: rising chirps (a Minnaert bubble's pitch glides up as it
    // forms), every 25 to 70 ms.
    let mut at = rng.range(0.01, 0.04);
    while at < secs - 0.06 {
        let f0 = pitch(at) * rng.range(1.3, 2.1);
        let life = rng.range(0.025, 0.045);
        let amp = rng.range(0.25, 0.6);
        let mut osc = Osc::new();
        let first = samples(at);
        for k in 0..samples(life) {
            let t = time(k);
            let f = f0 * exp2(0.8 * t / life);
            let env = (t / 0.002).min(1.0) * decay(t, life / 3.0);
            if let Some(s) = buf.get_mut(first + k) {
                *s += amp * env * osc.sine(f);
            }
        }
        at += rng.range(0.025, 0.07);
    }

    // Overall shape: a quick start and a tail-off as the last drops fall.
    let shape = Adsr {
        attack: 0.02,
        decay: 0.05,
        sustain: 0.85,
        release: 0.09,
    };
    for (i, s) in buf.iter_mut().enumerate() {
        *s *= shape.at(time(i), secs - 0.09);
    }
    Sound::finish(format!("pour_{units}.wav"), buf)
}

/// A bell-like note: harmonic partials plus a slightly inharmonic shimmer
/// that dies first.
fn chime_note(buf: &mut [f64], start: f64, freq: f64, amp: f64, tau: f64) {
    partial(buf, start, freq, amp, tau);
    partial(buf, start, freq * 2.0, amp * 0.30, tau * 0.6);
    partial(buf, start, freq * 3.0, amp * 0.10, tau * 0.4);
    partial(buf, start, freq * 4.16, amp * 0.06, tau * 0.25);
}

/// A tube completed: a bright two-note chime, a rising fifth (C6 then G6).
pub fn complete_tube() -> Sound {
    let mut buf = silence(COMPLETE_TUBE_SECS);
    chime_note(&mut buf, 0.0, midi(84.0), 0.8, 0.07);
    chime_note(&mut buf, 0.085, midi(91.0), 1.0, 0.075);
    Sound::finish("complete_tube.wav", buf)
}

/// A soft tonal voice for the fanfare: a triangle with a sine an octave up
/// and a little vibrato, shaped by `env` for a note held `gate` seconds.
fn voice(buf: &mut [f64], start: f64, freq: f64, amp: f64, gate: f64, env: Adsr) {
    let (mut tri, mut oct, mut lfo) = (Osc::new(), Osc::new(), Osc::new());
    let first = samples(start);
    let mut soften = OnePole::new();
    for (i, s) in buf.iter_mut().enumerate().skip(first) {
        let t = time(i - first);
        let vib = 1.0 + 0.003 * lfo.sine(5.5) * (t / 0.3).min(1.0);
        let x = tri.triangle(freq * vib) + 0.35 * oct.sine(2.0 * freq * vib);
        *s += amp * env.at(t, gate) * soften.lowpass(x, 5_000.0);
    }
}

/// Level solved: a rising arpeggio C5 E5 G5 C6, then a C major chord that
/// rings out.
pub fn level_complete() -> Sound {
    let mut buf = silence(LEVEL_COMPLETE_SECS);
    let note = Adsr {
        attack: 0.008,
        decay: 0.15,
        sustain: 0.35,
        release: 0.18,
    };
    let step = 0.11;
    for (k, n) in [72.0, 76.0, 79.0].into_iter().enumerate() {
        voice(&mut buf, step * k as f64, midi(n), 0.5, 0.14, note);
    }
    // The top note and the chord under it, held and released by the end.
    let ring = Adsr {
        attack: 0.01,
        decay: 0.35,
        sustain: 0.45,
        release: 0.42,
    };
    let last = 3.0 * step;
    let gate = LEVEL_COMPLETE_SECS - last - ring.release - 0.01;
    voice(&mut buf, last, midi(84.0), 0.6, gate, ring);
    for (n, amp) in [(76.0, 0.22), (79.0, 0.22), (72.0, 0.2)] {
        voice(&mut buf, last + 0.01, midi(n), amp, gate, ring);
    }
    chime_note(&mut buf, last, midi(96.0), 0.12, 0.15);
    Sound::finish("level_complete.wav", buf)
}

/// A refused pour: a low soft "bonk", a sine gliding down from 190 Hz with
/// a touch of second harmonic and a muffled thump, low-passed.
pub fn illegal() -> Sound {
    let mut buf = silence(ILLEGAL_SECS);
    let (mut osc, mut osc2) = (Osc::new(), Osc::new());
    let mut rng = Rng::new(0x424F_4E4B); // "BONK"
    let (mut thump, mut soft) = (OnePole::new(), OnePole::new());
    for (i, s) in buf.iter_mut().enumerate() {
        let t = time(i);
        let f = 120.0 + 70.0 * decay(t, 0.03);
        let env = (t / 0.004).min(1.0) * decay(t, 0.045);
        let tone = osc.sine(f) + 0.25 * osc2.sine(2.0 * f) * decay(t, 0.02);
        let knock = 0.6 * decay(t, 0.008) * thump.lowpass(rng.noise(), 500.0);
        *s = soft.lowpass(env * tone + knock, 1_200.0);
    }
    Sound::finish("illegal.wav", buf)
}

/// A UI click: a very short 1.8 kHz blip over a tick of high-passed noise.
pub fn click() -> Sound {
    let mut buf = silence(CLICK_SECS);
    partial(&mut buf, 0.0, 1_800.0, 0.7, 0.006);
    partial(&mut buf, 0.0, 3_700.0, 0.2, 0.003);
    let mut rng = Rng::new(0x434C_4943); // "CLIC"
    let mut hp = OnePole::new();
    for (i, s) in buf.iter_mut().enumerate() {
        let t = time(i);
        let tick = (t / 0.0008).min(1.0) * decay(t, 0.0015);
        *s += 0.5 * tick * hp.highpass(rng.noise(), 1_500.0);
    }
    Sound::finish("click.wav", buf)
}

/// A ball of ball sort landing in its tube: a soft "clack" of a hard ball
/// on a hard ball, then a fainter one as it bounces once and settles.
/// Each knock is three quickly dying inharmonic partials (a small solid
/// sphere rings high and briefly) over a muffled tick of noise.
pub fn ball() -> Sound {
    let mut buf = silence(BALL_SECS);
    let knock = |buf: &mut [f64], start: f64, amp: f64, seed: u64| {
        let f = 1_250.0;
        partial(buf, start, f, amp, 0.014);
        partial(buf, start, f * 2.32, 0.45 * amp, 0.006);
        partial(buf, start, f * 3.87, 0.2 * amp, 0.004);
        let mut rng = Rng::new(seed);
        let mut lp = OnePole::new();
        let first = samples(start);
        for (i, s) in buf.iter_mut().enumerate().skip(first) {
            let t = time(i - first);
            let tick = (t / 0.0005).min(1.0) * decay(t, 0.002);
            *s += 0.6 * amp * tick * lp.lowpass(rng.noise(), 2_500.0);
        }
    };
    knock(&mut buf, 0.0, 1.0, 0x4241_4C4C); // "BALL"
    knock(&mut buf, BALL_BOUNCE_SECS, 0.35, 0x4241_4C32);
    Sound::finish("ball.wav", buf)
}
