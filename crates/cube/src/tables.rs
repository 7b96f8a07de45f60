//! What the coordinate tables and the pruning tables both need: vectors
//! backed by huge pages, and the checksum of their files (in a file of its
//! own, so neither `coord.rs` nor `prune.rs` imports the other for it).

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
