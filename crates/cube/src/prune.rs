//! The pattern databases: exact distances of abstractions of the cube,
//! found by breadth-first search over each abstraction, on all threads.
//!
//! - [`CornerDb`]: the distance to solve the corners alone, for all
//!   88,179,840 corner positions, 4 bits each (42 MiB).
//! - [`PhaseDb`]: the distance to the set of positions whose edges are all
//!   unflipped, corners untwisted and the four U-D slice edges home in
//!   order (relative to the U-D axis), for every (slice, flip) class under
//!   the 16 symmetries that keep that axis, times the 2,187 twists:
//!   3,332,690,568 entries of 2 bits (795 MiB). An entry holds the distance
//!   modulo 3: a move changes the distance by at most one, so the search,
//!   which knows the distance of the parent, reads the child's exactly.
//!   Looked up along the three axes (the cube turned about its diagonal), it
//!   gives three lower bounds; all three and the corners' give their
//!   maximum. This is Michael Reid's idea with the larger target Kociemba's
//!   optimal solver uses (the slice edges home, not only in their slice),
//!   which pays better per byte than Korf's edge databases.
//!
//! Both are stored in the user's cache directory with a header that names
//! the format, the coordinate tables they were built from and a checksum of
//! the data: a file that is damaged or stale is rebuilt, never trusted.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::coord::{Classes, Coords, N_CORNERS, N_FLIP, N_FLIPSLICE_CLASSES, N_TWIST};
use crate::cubie::N_MOVES;

/// A 64-bit checksum over words (multiply, rotate): not cryptographic, but
/// any damaged word changes it.
pub struct Hasher(u64);

impl Hasher {
    /// A fresh checksum.
    pub fn new() -> Hasher {
        Hasher(0x243f_6a88_85a3_08d3)
    }
    /// Adds a word.
    #[inline]
    pub fn word(&mut self, w: u64) {
        self.0 = (self.0 ^ w)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
            .rotate_left(29);
    }
    /// Adds words.
    pub fn words(&mut self, ws: impl IntoIterator<Item = u64>) {
        for w in ws {
            self.word(w);
        }
    }
    /// The checksum.
    pub fn finish(&self) -> u64 {
        let mut z = self.0;
        z = (z ^ (z >> 33)).wrapping_mul(0xff51_afd7_ed55_8ccd);
        z ^ (z >> 33)
    }
}

impl Default for Hasher {
    fn default() -> Self {
        Hasher::new()
    }
}

fn checksum(words: &[u64]) -> u64 {
    let mut h = Hasher::new();
    h.words(words.iter().copied());
    h.finish()
}

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

/// Runs `work(start..end)` over `0..n` in chunks of `chunk`, on `threads`
/// threads, and sums what the calls return.
fn parallel(
    n: usize,
    chunk: usize,
    threads: usize,
    work: impl Fn(usize, usize) -> u64 + Sync,
) -> u64 {
    let next = AtomicUsize::new(0);
    let total = AtomicU64::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                let mut sum = 0;
                loop {
                    let start = next.fetch_add(chunk, Ordering::Relaxed);
                    if start >= n {
                        break;
                    }
                    sum += work(start, (start + chunk).min(n));
                }
                total.fetch_add(sum, Ordering::Relaxed);
            });
        }
    });
    total.load(Ordering::Relaxed)
}

/// A vector of `n` values `fill` whose memory the kernel is asked to back
/// with huge pages (on Linux): the tables are read at random, and with
/// 4 KiB pages nearly every lookup also misses the TLB.
pub fn huge_vec<T>(n: usize, fill: impl Fn() -> T) -> Vec<T> {
    let mut v = Vec::with_capacity(n);
    advise_huge(&v);
    v.extend((0..n).map(|_| fill()));
    v
}

/// Asks for huge pages for the capacity of `v` (before it is written).
pub fn advise_huge<T>(v: &Vec<T>) {
    #[cfg(target_os = "linux")]
    {
        const HUGE: usize = 2 << 20;
        let start = v.as_ptr() as usize;
        let end = start + v.capacity() * std::mem::size_of::<T>();
        let (from, to) = (start.next_multiple_of(HUGE), end / HUGE * HUGE);
        if to > from {
            // SAFETY: the range lies inside the vector's allocation;
            // MADV_HUGEPAGE changes how it is backed, never its contents.
            unsafe {
                libc::madvise(from as *mut libc::c_void, to - from, libc::MADV_HUGEPAGE);
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = v;
}

/// Starts loading the cache line of `x` (a hint: it changes no value).
#[inline(always)]
pub fn prefetch<T>(x: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch reads nothing the program sees and cannot fault.
    unsafe {
        std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(
            (x as *const T).cast::<i8>(),
        );
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = x;
}

/// Packed entries of `BITS` bits in atomic words, for building in parallel.
struct Packed<const BITS: u32> {
    words: Vec<AtomicU64>,
}

impl<const BITS: u32> Packed<BITS> {
    const PER: usize = 64 / BITS as usize;
    const MASK: u64 = (1 << BITS) - 1;

    /// Every entry `MASK` (empty).
    fn new(entries: usize) -> Self {
        let n = entries.div_ceil(Self::PER);
        Packed {
            words: huge_vec(n, || AtomicU64::new(u64::MAX)),
        }
    }

    #[inline]
    fn get(&self, i: usize) -> u64 {
        self.words[i / Self::PER].load(Ordering::Relaxed) >> (i % Self::PER * BITS as usize)
            & Self::MASK
    }

    /// Sets an empty entry; true when this call found it empty. Two threads
    /// may set the same entry at once, always to the same value.
    #[inline]
    fn set(&self, i: usize, v: u64) -> bool {
        let shift = i % Self::PER * BITS as usize;
        let keep = !(Self::MASK << shift) | v << shift;
        let before = self.words[i / Self::PER].fetch_and(keep, Ordering::Relaxed);
        before >> shift & Self::MASK == Self::MASK
    }

    fn into_words(self) -> Vec<u64> {
        self.words.into_iter().map(AtomicU64::into_inner).collect()
    }
}

/// The corner database: 4 bits per corner position.
pub struct CornerDb {
    words: Vec<u64>,
}

impl CornerDb {
    /// Distance to solve the corners of corner position `i`.
    #[inline]
    pub fn get(&self, i: u32) -> u32 {
        (self.words[(i >> 4) as usize] >> ((i & 15) * 4) & 15) as u32
    }

    /// Memory held, in bytes.
    pub fn bytes(&self) -> usize {
        self.words.len() * 8
    }

    /// Starts loading entry `i` into the cache.
    #[inline]
    pub fn prefetch(&self, i: u32) {
        prefetch(&self.words[(i >> 4) as usize]);
    }

    /// Breadth-first search over the corner positions: forward from the
    /// solved corners while the frontier is small, then backward (each
    /// empty entry looks for a neighbour on the last layer).
    pub fn build(coords: &Coords, threads: usize) -> (CornerDb, Vec<u64>) {
        let table = Packed::<4>::new(N_CORNERS);
        table.set(0, 0);
        let mut histogram = vec![1u64];
        let mut filled = 1u64;
        let neighbour = |i: usize, m: usize| {
            let (p, t) = (i / N_TWIST, i % N_TWIST);
            usize::from(coords.cperm_move[p * N_MOVES + m]) * N_TWIST
                + usize::from(coords.twist_move[t * N_MOVES + m])
        };
        for d in 0u64.. {
            let frontier = histogram[d as usize];
            let empty = N_CORNERS as u64 - filled;
            if empty == 0 {
                break;
            }
            let forward = frontier * 18 < empty * 4;
            let found = parallel(N_CORNERS, 1 << 16, threads, |start, end| {
                let mut found = 0;
                for i in start..end {
                    if forward {
                        if table.get(i) != d {
                            continue;
                        }
                        for m in 0..N_MOVES {
                            let j = neighbour(i, m);
                            if table.get(j) == 15 && table.set(j, d + 1) {
                                found += 1;
                            }
                        }
                    } else if table.get(i) == 15
                        && (0..N_MOVES).any(|m| table.get(neighbour(i, m)) == d)
                    {
                        table.set(i, d + 1);
                        found += 1;
                    }
                }
                found
            });
            assert!(found > 0, "the corner positions are connected");
            histogram.push(found);
            filled += found;
        }
        (
            CornerDb {
                words: table.into_words(),
            },
            histogram,
        )
    }
}

/// The (slice, flip, twist) database, 2 bits per entry (distance mod 3).
pub struct PhaseDb {
    words: Vec<u64>,
}

/// Entries of the [`PhaseDb`].
pub const N_PHASE: usize = N_FLIPSLICE_CLASSES * N_TWIST;

/// Exact distance of a child from its parent's `d` and its own `d mod 3`.
#[inline]
pub fn next_distance(d: u32, mod3: u32) -> u32 {
    // The child is d - 1, d or d + 1 away.
    let up = (mod3 + 3 - d % 3) % 3;
    match up {
        0 => d,
        1 => d + 1,
        _ => d - 1,
    }
}

impl PhaseDb {
    /// Distance modulo 3 of entry `i` (3 never: every entry is filled).
    #[inline]
    pub fn get(&self, i: usize) -> u32 {
        (self.words[i >> 5] >> ((i & 31) * 2) & 3) as u32
    }

    /// Memory held, in bytes.
    pub fn bytes(&self) -> usize {
        self.words.len() * 8
    }

    /// Starts loading entry `i` into the cache.
    #[inline]
    pub fn prefetch(&self, i: usize) {
        prefetch(&self.words[i >> 5]);
    }

    /// The neighbours of class `class`'s representative: per move, the
    /// child's class and the symmetry to its representative.
    fn neighbours(coords: &Coords, classes: &Classes, class: usize) -> [(u32, u8); N_MOVES] {
        let raw = classes.rep[class] as usize;
        let (slice, flip) = (raw / N_FLIP, raw % N_FLIP);
        std::array::from_fn(|m| {
            let s1 = usize::from(coords.slice_move[slice * N_MOVES + m]);
            let f1 = usize::from(coords.flip_move[flip * N_MOVES + m]);
            let e = classes.class[s1 * N_FLIP + f1];
            (e >> 4, (e & 15) as u8)
        })
    }

    /// Breadth-first search over the entries, forward while the frontier
    /// is small, then backward. Returns the histogram of exact distances.
    pub fn build(coords: &Coords, classes: &Classes, threads: usize) -> (PhaseDb, Vec<u64>) {
        let started = Instant::now();
        let table = Packed::<2>::new(N_PHASE);
        let goal = classes.class[usize::from(coords.solved_slice) * N_FLIP] >> 4;
        table.set(goal as usize * N_TWIST, 0);
        let mut histogram = vec![1u64];
        let mut filled = 1u64;
        let tc = &coords.twist_conj;
        let tm = &coords.twist_move;
        for d in 0u64.. {
            let empty = N_PHASE as u64 - filled;
            if empty == 0 {
                break;
            }
            let frontier = histogram[d as usize];
            let forward = frontier * 18 < empty * 6;
            let (d3, next3) = (d % 3, (d + 1) % 3);
            let found = parallel(N_FLIPSLICE_CLASSES, 256, threads, |start, end| {
                let mut found = 0;
                for class in start..end {
                    let base = class * N_TWIST;
                    let mut near: Option<[(u32, u8); N_MOVES]> = None;
                    for t in 0..N_TWIST {
                        let v = table.get(base + t);
                        if forward {
                            if v != d3 {
                                continue;
                            }
                            let near = near
                                .get_or_insert_with(|| Self::neighbours(coords, classes, class));
                            for (m, &(c1, s1)) in near.iter().enumerate() {
                                let t1 = usize::from(tm[t * N_MOVES + m]);
                                let t1 = usize::from(tc[t1 * 16 + usize::from(s1)]);
                                let base1 = c1 as usize * N_TWIST;
                                if table.get(base1 + t1) != 3 {
                                    continue;
                                }
                                if table.set(base1 + t1, next3) {
                                    found += 1;
                                }
                                // A representative left as it is by other
                                // symmetries has other entries for the
                                // same positions: fill them too.
                                let mut stab = classes.stabiliser[c1 as usize] >> 1;
                                let mut k = 1;
                                while stab != 0 {
                                    if stab & 1 == 1 {
                                        let t2 = usize::from(tc[t1 * 16 + k]);
                                        if table.get(base1 + t2) == 3
                                            && table.set(base1 + t2, next3)
                                        {
                                            found += 1;
                                        }
                                    }
                                    stab >>= 1;
                                    k += 1;
                                }
                            }
                        } else {
                            if v != 3 {
                                continue;
                            }
                            let near = near
                                .get_or_insert_with(|| Self::neighbours(coords, classes, class));
                            let hit = near.iter().enumerate().any(|(m, &(c1, s1))| {
                                let t1 = usize::from(tm[t * N_MOVES + m]);
                                let t1 = usize::from(tc[t1 * 16 + usize::from(s1)]);
                                table.get(c1 as usize * N_TWIST + t1) == d3
                            });
                            if hit {
                                table.set(base + t, next3);
                                found += 1;
                            }
                        }
                    }
                }
                found
            });
            assert!(found > 0, "the entries are connected");
            histogram.push(found);
            filled += found;
            eprintln!(
                "cube: phase database depth {}: {found} entries ({}, {:.0} s)",
                d + 1,
                if forward { "forward" } else { "backward" },
                started.elapsed().as_secs_f64()
            );
        }
        (
            PhaseDb {
                words: table.into_words(),
            },
            histogram,
        )
    }
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
fn cached(
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

/// Everything the solver looks up: move tables, classes and both databases.
pub struct Tables {
    /// Move tables.
    pub coords: Coords,
    /// (slice, flip) classes.
    pub classes: Classes,
    /// The corner database.
    pub corner: CornerDb,
    /// The (slice, flip, twist) database.
    pub phase: PhaseDb,
    /// How the corner database came to be.
    pub corner_stats: Stats,
    /// How the phase database came to be.
    pub phase_stats: Stats,
}

impl Tables {
    /// Loads the databases from the cache, building those missing, damaged
    /// or stale, on `threads` threads.
    pub fn load(threads: usize) -> Tables {
        let coords = Coords::new();
        let sym = crate::coord::Symmetries::new();
        let classes = Classes::new(&sym);
        let fingerprint = {
            let mut h = Hasher::new();
            h.word(coords.fingerprint());
            h.words(classes.rep.iter().map(|&x| u64::from(x)));
            h.finish()
        };
        let (words, corner_stats) = cached("corners", 1, fingerprint, || {
            let (db, histogram) = CornerDb::build(&coords, threads);
            (db.words, histogram)
        });
        let corner = CornerDb { words };
        let (words, phase_stats) = cached("phase", 2, fingerprint, || {
            let (db, histogram) = PhaseDb::build(&coords, &classes, threads);
            (db.words, histogram)
        });
        let phase = PhaseDb { words };
        Tables {
            coords,
            classes,
            corner,
            phase,
            corner_stats,
            phase_stats,
        }
    }

    /// Memory held by all tables, in bytes.
    pub fn bytes(&self) -> usize {
        let c = &self.coords;
        self.corner.bytes()
            + self.phase.bytes()
            + self.classes.class.len() * 4
            + self.classes.rep.len() * 4
            + self.classes.stabiliser.len() * 2
            + (c.twist_move.len()
                + c.flip_move.len()
                + c.slice_move.len()
                + c.cperm_move.len()
                + c.twist_conj.len())
                * 2
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn next_distance_reads_mod_3_exactly() {
        for d in 1..30 {
            for child in [d - 1, d, d + 1] {
                assert_eq!(next_distance(d, child % 3), child);
            }
        }
        assert_eq!(next_distance(0, 0), 0);
        assert_eq!(next_distance(0, 1), 1);
    }

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

    /// 88 million entries: fast in a release build only.
    #[cfg_attr(
        debug_assertions,
        ignore = "slow in debug: cargo test -p cube --release"
    )]
    #[test]
    fn the_corner_database_covers_88179840_positions_up_to_distance_11() {
        let coords = Coords::new();
        let (db, histogram) = CornerDb::build(&coords, 2);
        assert_eq!(histogram.iter().sum::<u64>(), 88_179_840);
        assert_eq!(histogram.len(), 12, "deepest at distance 11");
        // Known counts (half-turn metric) of the corners alone.
        assert_eq!(
            histogram,
            [
                1, 18, 243, 2874, 28000, 205416, 1168516, 5402628, 20776176, 45391616, 15139616,
                64736
            ]
        );
        assert_eq!(db.get(0), 0);
        let mut counts = [0u64; 16];
        for i in 0..N_CORNERS as u32 {
            counts[db.get(i) as usize] += 1;
        }
        assert_eq!(counts[..12], histogram[..]);
    }
}
