//! 16-bit PCM mono WAV: a writer, and a strict reader of what it writes
//! (used by the tests to check the files).

/// Encodes mono samples in [-1, 1] (clamped) as a 16-bit PCM WAV file: a
/// 44-byte header (`RIFF`/`WAVE`, a 16-byte `fmt ` chunk, a `data` chunk)
/// then little-endian samples.
pub fn encode(samples: &[f64], sample_rate: u32) -> Vec<u8> {
    let data_len = u32::try_from(samples.len() * 2).expect("sound too long for a WAV file");
    let mut out = Vec::with_capacity(44 + data_len as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVE");
    out.extend_from_slice(b"fmt ");
    out.extend_from_slice(&16u32.to_le_bytes()); // fmt chunk size
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&sample_rate.to_le_bytes());
    out.extend_from_slice(&(sample_rate * 2).to_le_bytes()); // byte rate
    out.extend_from_slice(&2u16.to_le_bytes()); // block align
    out.extend_from_slice(&16u16.to_le_bytes()); // bits per sample
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for &s in samples {
        out.extend_from_slice(&to_i16(s).to_le_bytes());
    }
    out
}

/// A sample in [-1, 1] as a 16-bit value (clamped, rounded to nearest).
pub fn to_i16(s: f64) -> i16 {
    (s.clamp(-1.0, 1.0) * f64::from(i16::MAX)).round() as i16
}

/// A decoded 16-bit PCM WAV file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wav {
    pub channels: u16,
    pub sample_rate: u32,
    pub bits_per_sample: u16,
    pub samples: Vec<i16>,
}

/// Reads a 16-bit PCM WAV file, checking every header field and chunk length.
pub fn decode(bytes: &[u8]) -> Result<Wav, String> {
    let u16_at = |i: usize| -> Result<u16, String> {
        bytes
            .get(i..i + 2)
            .map(|b| u16::from_le_bytes([b[0], b[1]]))
            .ok_or_else(|| format!("truncated at byte {i}"))
    };
    let u32_at = |i: usize| -> Result<u32, String> {
        bytes
            .get(i..i + 4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .ok_or_else(|| format!("truncated at byte {i}"))
    };
    if bytes.get(0..4) != Some(b"RIFF") || bytes.get(8..12) != Some(b"WAVE") {
        return Err("not a RIFF/WAVE file".into());
    }
    if u32_at(4)? as usize != bytes.len() - 8 {
        return Err(format!(
            "RIFF size {} for {} bytes",
            u32_at(4)?,
            bytes.len()
        ));
    }
    let (mut pos, mut fmt, mut data) = (12, None, None);
    while pos + 8 <= bytes.len() {
        let id = &bytes[pos..pos + 4];
        let len = u32_at(pos + 4)? as usize;
        let body = pos + 8;
        if body + len > bytes.len() {
            return Err(format!("chunk {id:?} overruns the file"));
        }
        match id {
            b"fmt " => {
                if len < 16 || u16_at(body)? != 1 {
                    return Err("fmt chunk is not plain PCM".into());
                }
                fmt = Some((
                    u16_at(body + 2)?,
                    u32_at(body + 4)?,
                    u32_at(body + 8)?,
                    u16_at(body + 12)?,
                    u16_at(body + 14)?,
                ));
            }
            b"data" => data = Some(&bytes[body..body + len]),
            _ => {}
        }
        pos = body + len + len % 2;
    }
    if pos != bytes.len() {
        return Err("trailing bytes after the last chunk".into());
    }
    let (channels, sample_rate, byte_rate, align, bits) = fmt.ok_or("no fmt chunk")?;
    if bits != 16 || align != channels * 2 || byte_rate != sample_rate * u32::from(align) {
        return Err(format!(
            "inconsistent fmt: {channels} ch, {sample_rate} Hz, {byte_rate} B/s, align {align}, {bits} bits"
        ));
    }
    let data = data.ok_or("no data chunk")?;
    if data.len() % usize::from(align) != 0 {
        return Err("data length is not a whole number of frames".into());
    }
    let samples = data
        .chunks_exact(2)
        .map(|b| i16::from_le_bytes([b[0], b[1]]))
        .collect();
    Ok(Wav {
        channels,
        sample_rate,
        bits_per_sample: bits,
        samples,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let samples = [0.0, 0.5, -0.5, 1.0, -1.0, 2.0];
        let bytes = encode(&samples, 44_100);
        assert_eq!(bytes.len(), 44 + 12);
        assert_eq!(&bytes[0..4], b"RIFF");
        assert_eq!(&bytes[36..40], b"data");
        let wav = decode(&bytes).unwrap();
        assert_eq!(wav.channels, 1);
        assert_eq!(wav.sample_rate, 44_100);
        assert_eq!(wav.bits_per_sample, 16);
        assert_eq!(wav.samples, [0, 16384, -16384, 32767, -32767, 32767]);
    }

    #[test]
    fn rejects_damaged_files() {
        let bytes = encode(&[0.1; 8], 44_100);
        assert!(decode(&bytes[..bytes.len() - 1]).is_err());
        let mut bad = bytes.clone();
        bad[8] = b'X';
        assert!(decode(&bad).is_err());
        let mut bad = bytes.clone();
        bad[40] += 2; // data length past the end
        assert!(decode(&bad).is_err());
        let mut bad = bytes;
        bad[34] = 8; // 8 bits per sample
        assert!(decode(&bad).is_err());
    }
}
