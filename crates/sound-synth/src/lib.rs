//! water-sort-synth: the sound effects of water-sort, made by code.
//!
//! Every sound the game plays is synthesised here from oscillators
//! ([`dsp::Osc`]: sine, triangle), a seeded noise generator ([`dsp::Rng`]),
//! envelopes ([`dsp::Adsr`], exponential decays), simple filters
//! ([`dsp::OnePole`], [`dsp::Svf`]) and mixing ([`dsp::mix`]), then faded,
//! normalised to a peak of [`PEAK_DBFS`] and written as 16-bit mono PCM WAV
//! ([`wav`]). No Bevy, no dependencies, no recorded material.
//!
//! The output is byte-for-byte reproducible: the noise is a seeded SplitMix64,
//! and the transcendental functions ([`dsp::sin`], [`dsp::exp2`]) are
//! polynomials of plain IEEE arithmetic rather than the platform's libm, so
//! every machine (debug or release) writes the same bytes.
//!
//! `cargo run -p water-sort-synth --release -- assets/sounds` remakes the
//! game's files; [`all_sounds`] is the list of them.

pub mod dsp;
pub mod sounds;
pub mod wav;

/// Sample rate of every sound, in Hz.
pub const SAMPLE_RATE: u32 = 44_100;

/// Peak level every sound is normalised to, in dBFS.
pub const PEAK_DBFS: f64 = -3.0;

/// Fade-in applied to every sound (a raised cosine from silence), in seconds.
pub const FADE_IN: f64 = 0.001;

/// Fade-out applied to every sound (a raised cosine to silence), in seconds.
pub const FADE_OUT: f64 = 0.004;

/// One finished sound effect: its file name and its samples in [-1, 1].
#[derive(Debug, Clone, PartialEq)]
pub struct Sound {
    /// File name, with the `.wav` extension.
    pub name: String,
    /// Mono samples at [`SAMPLE_RATE`], faded and normalised.
    pub samples: Vec<f64>,
}

impl Sound {
    /// Finishes raw synthesised samples: fades in and out, then normalises
    /// the peak to [`PEAK_DBFS`].
    pub fn finish(name: impl Into<String>, mut samples: Vec<f64>) -> Self {
        dsp::fade_in(&mut samples, FADE_IN);
        dsp::fade_out(&mut samples, FADE_OUT);
        dsp::normalise(&mut samples, PEAK_DBFS);
        Sound {
            name: name.into(),
            samples,
        }
    }

    /// Duration in seconds.
    pub fn duration(&self) -> f64 {
        self.samples.len() as f64 / f64::from(SAMPLE_RATE)
    }

    /// The sound as a complete WAV file.
    pub fn to_wav(&self) -> Vec<u8> {
        wav::encode(&self.samples, SAMPLE_RATE)
    }
}

/// Every sound effect of the game, in the order the binary writes them.
pub fn all_sounds() -> Vec<Sound> {
    let mut all = vec![sounds::pick()];
    all.extend((1..=sounds::POUR_MAX_UNITS).map(sounds::pour));
    all.extend([
        sounds::complete_tube(),
        sounds::level_complete(),
        sounds::illegal(),
        sounds::click(),
        sounds::ball(),
    ]);
    all
}
