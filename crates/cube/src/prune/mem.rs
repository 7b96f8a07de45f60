//! Memory for the large tables: huge pages, prefetches, packed entries
//! that threads fill at once, and a loop over ranges on all threads.

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use crate::tables::huge_vec;

/// Runs `work(start..end)` over `0..n` in chunks of `chunk`, on `threads`
/// threads, and sums what the calls return.
pub(super) fn parallel(
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
pub(super) struct Packed<const BITS: u32> {
    words: Vec<AtomicU64>,
}

impl<const BITS: u32> Packed<BITS> {
    /// Entries per word.
    pub(super) const PER: usize = 64 / BITS as usize;
    const MASK: u64 = (1 << BITS) - 1;

    /// Every entry `MASK` (empty).
    pub(super) fn new(entries: usize) -> Self {
        let n = entries.div_ceil(Self::PER);
        Packed {
            words: huge_vec(n, || AtomicU64::new(u64::MAX)),
        }
    }

    #[inline]
    pub(super) fn get(&self, i: usize) -> u64 {
        self.words[i / Self::PER].load(Ordering::Relaxed) >> (i % Self::PER * BITS as usize)
            & Self::MASK
    }

    /// Sets an empty entry; true when this call found it empty. Two threads
    /// may set the same entry at once, always to the same value.
    #[inline]
    pub(super) fn set(&self, i: usize, v: u64) -> bool {
        let shift = i % Self::PER * BITS as usize;
        let keep = !(Self::MASK << shift) | v << shift;
        let before = self.words[i / Self::PER].fetch_and(keep, Ordering::Relaxed);
        before >> shift & Self::MASK == Self::MASK
    }

    pub(super) fn into_words(self) -> Vec<u64> {
        self.words.into_iter().map(AtomicU64::into_inner).collect()
    }
}
