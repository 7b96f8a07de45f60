//! The databases' files in the user's cache directory: a header with the
//! format, the tables the data was built from and a checksum, so that a
//! damaged or stale file is rebuilt, never trusted.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::tables::{Hasher, advise_huge};

/// How a database came to be: its entries per distance and its build time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stats {
    /// Entries at each distance.
    pub histogram: Vec<u64>,
    /// Time the build took (when it was built, not loaded).
    pub build_time: Duration,
    /// Read from the cache rather than built now.
    pub loaded: bool,
    /// Time to load (or build) it this run.
    pub elapsed: Duration,
}

fn checksum(words: &[u64]) -> u64 {
    let mut h = Hasher::new();
    h.words(words.iter().copied());
    h.finish()
}

/// The version of the file format and of the way the databases are built;
/// raise it when either changes (older files are then rebuilt).
const FORMAT: u64 = 1;
const MAGIC: &[u8; 8] = b"WSCUBEDB";
/// Header words after the magic: format, kind, fingerprint, words,
/// checksum, build time (ms), histogram length, histogram (32 words).
const HEADER_WORDS: usize = 7 + 32;

/// Where the databases are kept: `$CUBE_CACHE_DIR`, else the user's cache
/// directory (`~/.cache/water-sort/cube` on Linux).
pub fn cache_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("CUBE_CACHE_DIR") {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "water-sort").map(|p| p.cache_dir().join("cube"))
}

/// Why a cached file was not used.
#[derive(Debug)]
enum Refused {
    Missing,
    Damaged(String),
}

fn read_file(
    path: &Path,
    kind: u64,
    fingerprint: u64,
) -> Result<(Vec<u64>, Vec<u64>, Duration), Refused> {
    let file = std::fs::File::open(path).map_err(|_| Refused::Missing)?;
    let mut reader = std::io::BufReader::with_capacity(1 << 20, file);
    let damaged = |why: &str| Refused::Damaged(why.to_string());
    let mut magic = [0u8; 8];
    reader
        .read_exact(&mut magic)
        .map_err(|_| damaged("too short"))?;
    if &magic != MAGIC {
        return Err(damaged("not a database file"));
    }
    let mut header = [0u64; HEADER_WORDS];
    let mut buf = [0u8; 8];
    for h in header.iter_mut() {
        reader
            .read_exact(&mut buf)
            .map_err(|_| damaged("too short"))?;
        *h = u64::from_le_bytes(buf);
    }
    let [
        format,
        file_kind,
        file_fingerprint,
        n,
        sum,
        ms,
        hist_len,
        ..,
    ] = header;
    if format != FORMAT || file_kind != kind || file_fingerprint != fingerprint {
        return Err(damaged("stale (another format or other tables)"));
    }
    if hist_len > 32 {
        return Err(damaged("bad header"));
    }
    let histogram = header[7..7 + hist_len as usize].to_vec();
    let mut words = Vec::with_capacity(n as usize);
    advise_huge(&words);
    let mut chunk = vec![0u8; 1 << 20];
    let mut left = n as usize * 8;
    while left > 0 {
        let take = left.min(chunk.len());
        reader
            .read_exact(&mut chunk[..take])
            .map_err(|_| damaged("too short"))?;
        words.extend(
            chunk[..take]
                .chunks_exact(8)
                .map(|b| u64::from_le_bytes(b.try_into().expect("8 bytes"))),
        );
        left -= take;
    }
    if reader.read(&mut buf).map_err(|_| damaged("unreadable"))? != 0 {
        return Err(damaged("too long"));
    }
    if checksum(&words) != sum {
        return Err(damaged("checksum mismatch"));
    }
    Ok((words, histogram, Duration::from_millis(ms)))
}

fn write_file(
    path: &Path,
    kind: u64,
    fingerprint: u64,
    words: &[u64],
    histogram: &[u64],
    build: Duration,
) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let tmp = path.with_extension("tmp");
    {
        let mut w = std::io::BufWriter::with_capacity(1 << 20, std::fs::File::create(&tmp)?);
        w.write_all(MAGIC)?;
        let mut header = [0u64; HEADER_WORDS];
        header[..7].copy_from_slice(&[
            FORMAT,
            kind,
            fingerprint,
            words.len() as u64,
            checksum(words),
            build.as_millis() as u64,
            histogram.len() as u64,
        ]);
        header[7..7 + histogram.len()].copy_from_slice(histogram);
        for h in header {
            w.write_all(&h.to_le_bytes())?;
        }
        for word in words {
            w.write_all(&word.to_le_bytes())?;
        }
        w.flush()?;
    }
    std::fs::rename(&tmp, path)
}

/// Loads a database from the cache, or builds (and stores) it. Messages
/// about the cache go to standard error.
pub(super) fn cached(
    name: &str,
    kind: u64,
    fingerprint: u64,
    build: impl FnOnce() -> (Vec<u64>, Vec<u64>),
) -> (Vec<u64>, Stats) {
    let started = Instant::now();
    let path = cache_dir().map(|d| d.join(format!("{name}.db")));
    if let Some(path) = &path {
        match read_file(path, kind, fingerprint) {
            Ok((words, histogram, build_time)) => {
                return (
                    words,
                    Stats {
                        histogram,
                        build_time,
                        loaded: true,
                        elapsed: started.elapsed(),
                    },
                );
            }
            Err(Refused::Missing) => {
                eprintln!(
                    "cube: building the {name} database (once; stored in {})",
                    path.display()
                )
            }
            Err(Refused::Damaged(why)) => eprintln!(
                "cube: {} is {why}: rebuilding the {name} database",
                path.display()
            ),
        }
    }
    let (words, histogram) = build();
    let build_time = started.elapsed();
    if let Some(path) = &path
        && let Err(e) = write_file(path, kind, fingerprint, &words, &histogram, build_time)
    {
        eprintln!("cube: could not store {}: {e}", path.display());
    }
    (
        words,
        Stats {
            histogram,
            build_time,
            loaded: false,
            elapsed: started.elapsed(),
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_with_a_damaged_word_or_another_fingerprint_are_refused() {
        let dir = std::env::temp_dir().join(format!("cube-test-{}", std::process::id()));
        let path = dir.join("t.db");
        let words: Vec<u64> = (0..10_000u64).map(|i| i * 7919).collect();
        write_file(&path, 9, 42, &words, &[1, 2, 3], Duration::from_millis(5)).unwrap();
        let (back, hist, ms) = read_file(&path, 9, 42).unwrap();
        assert_eq!(
            (back, hist, ms),
            (words.clone(), vec![1, 2, 3], Duration::from_millis(5))
        );
        assert!(matches!(read_file(&path, 9, 43), Err(Refused::Damaged(_))));
        assert!(matches!(read_file(&path, 8, 42), Err(Refused::Damaged(_))));
        let mut bytes = std::fs::read(&path).unwrap();
        let last = bytes.len() - 100;
        bytes[last] ^= 4;
        std::fs::write(&path, &bytes).unwrap();
        assert!(matches!(read_file(&path, 9, 42), Err(Refused::Damaged(_))));
        bytes.truncate(bytes.len() - 8);
        std::fs::write(&path, &bytes).unwrap();
        assert!(matches!(read_file(&path, 9, 42), Err(Refused::Damaged(_))));
        assert!(matches!(
            read_file(&dir.join("none.db"), 9, 42),
            Err(Refused::Missing)
        ));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
