//! The finished sounds: valid WAV files, the specified lengths, levels and
//! fades, reproducible to the byte, and the same as the shipped files.

use water_sort_synth::sounds::{
    BALL_SECS, CLICK_SECS, COMPLETE_TUBE_SECS, ILLEGAL_SECS, LEVEL_COMPLETE_SECS, PICK_SECS,
    POUR_MAX_UNITS, POUR_UNIT_SECS,
};
use water_sort_synth::{SAMPLE_RATE, Sound, wav};

/// The sounds, made once for all the tests (a debug build takes seconds).
fn all_sounds() -> Vec<Sound> {
    static SOUNDS: std::sync::OnceLock<Vec<Sound>> = std::sync::OnceLock::new();
    SOUNDS.get_or_init(water_sort_synth::all_sounds).clone()
}

fn decoded(sound: &Sound) -> wav::Wav {
    wav::decode(&sound.to_wav()).unwrap_or_else(|e| panic!("{}: {e}", sound.name))
}

fn dbfs(sample: i16) -> f64 {
    20.0 * (f64::from(sample.unsigned_abs()) / 32768.0).log10()
}

#[test]
fn every_file_is_a_valid_16_bit_mono_wav() {
    for sound in all_sounds() {
        let bytes = sound.to_wav();
        assert_eq!(&bytes[0..4], b"RIFF", "{}", sound.name);
        assert_eq!(&bytes[8..16], b"WAVEfmt ", "{}", sound.name);
        let data_len = u32::from_le_bytes(bytes[40..44].try_into().unwrap()) as usize;
        assert_eq!(data_len, bytes.len() - 44, "{}", sound.name);
        assert_eq!(data_len, 2 * sound.samples.len(), "{}", sound.name);
        let wav = decoded(&sound);
        assert_eq!(
            (wav.channels, wav.sample_rate, wav.bits_per_sample),
            (1, SAMPLE_RATE, 16)
        );
        assert_eq!(wav.samples.len(), sound.samples.len());
    }
}

#[test]
fn durations_are_as_specified() {
    let mut expected = vec![("pick.wav".to_string(), PICK_SECS)];
    for n in 1..=POUR_MAX_UNITS {
        expected.push((format!("pour_{n}.wav"), f64::from(n) * POUR_UNIT_SECS));
    }
    expected.extend([
        ("complete_tube.wav".to_string(), COMPLETE_TUBE_SECS),
        ("level_complete.wav".to_string(), LEVEL_COMPLETE_SECS),
        ("illegal.wav".to_string(), ILLEGAL_SECS),
        ("click.wav".to_string(), CLICK_SECS),
        ("ball.wav".to_string(), BALL_SECS),
    ]);
    let sounds = all_sounds();
    let got: Vec<(String, f64)> = sounds
        .iter()
        .map(|s| (s.name.clone(), s.duration()))
        .collect();
    assert_eq!(got.len(), expected.len());
    for ((name, secs), (want_name, want_secs)) in got.iter().zip(&expected) {
        assert_eq!(name, want_name);
        assert!(
            (secs - want_secs).abs() < 1e-9,
            "{name}: {secs} s, want {want_secs} s"
        );
    }
    // The specified figures themselves, and pours growing with the amount.
    assert_eq!((PICK_SECS, CLICK_SECS, ILLEGAL_SECS), (0.12, 0.05, 0.2));
    assert_eq!((COMPLETE_TUBE_SECS, LEVEL_COMPLETE_SECS), (0.4, 1.2));
    assert_eq!((POUR_UNIT_SECS, POUR_MAX_UNITS), (0.25, 4));
    let pours: Vec<usize> = sounds
        .iter()
        .filter(|s| s.name.starts_with("pour_"))
        .map(|s| s.samples.len())
        .collect();
    assert_eq!(pours, [11_025, 22_050, 33_075, 44_100]);
}

#[test]
fn peaks_are_between_minus_6_and_0_dbfs_and_sounds_are_not_faint() {
    for sound in all_sounds() {
        let wav = decoded(&sound);
        let peak = *wav.samples.iter().max_by_key(|s| s.unsigned_abs()).unwrap();
        let level = dbfs(peak);
        assert!(
            level < 0.0 && level > -6.0,
            "{}: peak {level:.2} dBFS",
            sound.name
        );
        assert!(
            (level - -3.0).abs() < 0.01,
            "{}: peak {level:.2} dBFS",
            sound.name
        );
        let rms = (wav
            .samples
            .iter()
            .map(|&s| f64::from(s).powi(2))
            .sum::<f64>()
            / wav.samples.len() as f64)
            .sqrt();
        let rms_db = 20.0 * (rms / 32768.0).log10();
        assert!(rms_db > -24.0, "{}: RMS {rms_db:.1} dBFS", sound.name);
    }
}

#[test]
fn output_is_deterministic() {
    // Two separate runs of the synthesiser, not the cached sounds.
    let a: Vec<Vec<u8>> = water_sort_synth::all_sounds()
        .iter()
        .map(Sound::to_wav)
        .collect();
    let b: Vec<Vec<u8>> = water_sort_synth::all_sounds()
        .iter()
        .map(Sound::to_wav)
        .collect();
    assert_eq!(a, b);
    // And the sounds really differ from one another.
    for i in 0..a.len() {
        for j in i + 1..a.len() {
            assert_ne!(a[i], a[j]);
        }
    }
}

#[test]
fn fades_leave_no_jump_at_start_or_end() {
    for sound in all_sounds() {
        let s = decoded(&sound).samples;
        let name = &sound.name;
        assert_eq!(s[0], 0, "{name}: first sample");
        assert_eq!(*s.last().unwrap(), 0, "{name}: last sample");
        // The first 8 samples (0.2 ms) and the last 32 (0.7 ms) stay within
        // 2% of full scale of silence, so neither end can click.
        for (edge, part) in [(&s[..8], "start"), (&s[s.len() - 32..], "end")] {
            let most = edge.iter().map(|x| x.unsigned_abs()).max().unwrap();
            assert!(most < 655, "{name}: {most} near the {part}");
        }
        // And the fade-out really fades: the last 4 ms are quieter than the
        // 4 ms before them.
        let n = 176;
        let energy = |xs: &[i16]| xs.iter().map(|&x| f64::from(x).powi(2)).sum::<f64>();
        let (before, last) = s[s.len() - 2 * n..].split_at(n);
        assert!(energy(last) < energy(before), "{name}: no fade-out");
    }
}

/// The files in `assets/sounds` are exactly what this code makes: rerun
/// `cargo run -p water-sort-synth --release -- assets/sounds` after a change.
#[test]
fn shipped_files_are_up_to_date() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/sounds");
    for sound in all_sounds() {
        let path = dir.join(&sound.name);
        let shipped = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(
            shipped == sound.to_wav(),
            "{} differs from what the synthesiser makes: run \
             `cargo run -p water-sort-synth --release -- assets/sounds`",
            path.display()
        );
    }
}
