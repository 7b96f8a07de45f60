//! Exact, compact state keys and the heuristic.
//!
//! A tube is packed into a `u64` "code": unit `i` (from the bottom) in bits
//! `[b*i, b*i + b)`, holding its dense colour number `1..=k` (0 = no unit), with
//! `b` just wide enough for `k`. Packing is lossless, so distinct tubes have
//! distinct codes. A position's key is its tube codes sorted (tube order does
//! not matter to the rules) and packed end to end into `words` u64s.

use crate::board::{Board, MAX_COLOURS, MAX_TUBES};

pub(crate) struct Codec {
    pub capacity: usize,
    pub bits: u32,
    pub tube_bits: u32,
    pub tubes: usize,
    pub words: usize,
    /// Board colour -> dense colour `1..=k`.
    pub dense: [u8; MAX_COLOURS],
    /// Bit `b*i` set for every unit slot `i < capacity`: the low bit of each unit.
    unit_lows: u64,
    /// Unit index of bit `k` (`k / bits`), so no division per tube.
    unit_of_bit: [u8; 64],
}

/// Appends bit strings to a key, low bits first.
struct BitWriter<'k> {
    key: &'k mut [u64],
    word: u64,
    off: u32,
    w: usize,
}

impl BitWriter<'_> {
    /// Appends the low `n` bits of `v` (`1 <= n <= 64`, no bits above `n`).
    #[inline]
    fn put(&mut self, v: u64, n: u32) {
        self.word |= v << self.off;
        let end = self.off + n;
        if end >= 64 {
            self.key[self.w] = self.word;
            self.w += 1;
            self.word = if self.off == 0 {
                0
            } else {
                v >> (64 - self.off)
            };
            self.off = end - 64;
        } else {
            self.off = end;
        }
    }

    fn finish(self) {
        if self.off > 0 {
            self.key[self.w] = self.word;
        }
    }
}

/// What the search needs to know of one tube, derived from its code.
#[derive(Clone, Copy, Default, Debug)]
pub(crate) struct TubeInfo {
    pub len: u8,
    /// Dense colour of the top unit (0 when empty).
    pub top: u8,
    /// Length of the top run.
    pub run: u8,
    /// Dense colour of the bottom unit (0 when empty).
    pub bottom: u8,
    /// Number of maximal same-colour runs.
    pub blocks: u8,
}

impl Codec {
    pub fn new(board: &Board) -> Codec {
        let mut dense = [0u8; MAX_COLOURS];
        let mut colours = 0usize;
        for t in board.tubes() {
            for &c in t.units() {
                if dense[c as usize] == 0 {
                    colours += 1;
                    dense[c as usize] = colours as u8;
                }
            }
        }
        let bits = (usize::BITS - colours.leading_zeros()).max(1);
        let capacity = board.capacity();
        let tube_bits = bits * capacity as u32;
        let tubes = board.tubes().len();
        debug_assert!(tubes <= MAX_TUBES);
        let words = (tubes * tube_bits as usize).div_ceil(64);
        let unit_lows = (0..capacity as u32).fold(0u64, |m, i| m | 1 << (i * bits));
        let unit_of_bit = std::array::from_fn(|k| (k as u32 / bits) as u8);
        Codec {
            capacity,
            bits,
            tube_bits,
            tubes,
            words,
            dense,
            unit_lows,
            unit_of_bit,
        }
    }

    pub fn tube_code(&self, units: &[u8]) -> u64 {
        units.iter().enumerate().fold(0u64, |code, (i, &c)| {
            code | (self.dense[c as usize] as u64) << (self.bits as usize * i)
        })
    }

    pub fn board_codes(&self, board: &Board, out: &mut [u64]) {
        for (slot, t) in out.iter_mut().zip(board.tubes()) {
            *slot = self.tube_code(t.units());
        }
    }

    /// What the search needs of a tube, with bit tricks instead of a loop
    /// over its units (this runs for every tube of every expanded node).
    #[inline]
    pub fn info(&self, code: u64) -> TubeInfo {
        if code == 0 {
            return TubeInfo::default();
        }
        let b = self.bits;
        let mask = (1u64 << b) - 1;
        let len = self.unit_of_bit[63 - code.leading_zeros() as usize] + 1;
        let top_at = (len as u32 - 1) * b;
        // Unit i differs from unit i + 1 (for i < len - 1): fold each unit of
        // `x` onto its low bit.
        let x = code ^ (code >> b);
        let mut any = x;
        for k in 1..b {
            any |= x >> k;
        }
        let changes = any & self.unit_lows & ((1u64 << top_at) - 1);
        let run = if changes == 0 {
            len
        } else {
            len - 1 - self.unit_of_bit[63 - changes.leading_zeros() as usize]
        };
        TubeInfo {
            len,
            top: (code >> top_at & mask) as u8,
            run,
            bottom: (code & mask) as u8,
            blocks: changes.count_ones() as u8 + 1,
        }
    }

    /// The loop version of [`Codec::info`], the reference of its test.
    #[cfg(test)]
    fn info_slow(&self, code: u64) -> TubeInfo {
        let mask = (1u64 << self.bits) - 1;
        let mut info = TubeInfo::default();
        let mut prev = 0u8;
        let mut c = code;
        let mut len = 0u8;
        while c != 0 {
            let unit = (c & mask) as u8;
            if len == 0 {
                info.bottom = unit;
            }
            if unit != prev {
                info.blocks += 1;
                info.run = 0;
            }
            info.run += 1;
            prev = unit;
            len += 1;
            c >>= self.bits;
        }
        info.len = len;
        info.top = prev;
        info
    }

    /// Code with the top `amount` units removed.
    #[inline]
    pub fn remove_top(&self, code: u64, len: u8, amount: u8) -> u64 {
        let keep = (len - amount) as u32 * self.bits;
        code & ((1u64 << keep) - 1)
    }

    /// Code with `amount` units of dense colour `colour` added on top.
    #[inline]
    pub fn add_top(&self, code: u64, len: u8, colour: u8, amount: u8) -> u64 {
        let mut code = code;
        for i in 0..amount as u32 {
            code |= (colour as u64) << ((len as u32 + i) * self.bits);
        }
        code
    }

    /// Sorts `codes` (the canonical tube order) and packs them into `key`.
    #[inline]
    pub fn pack(&self, codes: &mut [u64], key: &mut [u64]) {
        codes.sort_unstable();
        self.pack_sorted(codes, key);
    }

    /// Like [`Codec::pack`] for `sorted` (ascending) with the entries at `a`
    /// and `b` replaced by `new_a` and `new_b`: a merge straight into the
    /// key in O(n) instead of a sort, since a pour changes two tubes only.
    #[inline]
    pub fn pack_replacing(
        &self,
        sorted: &[u64],
        (a, new_a): (usize, u64),
        (b, new_b): (usize, u64),
        key: &mut [u64],
    ) {
        let (lo, hi) = if new_a <= new_b {
            (new_a, new_b)
        } else {
            (new_b, new_a)
        };
        let tb = self.tube_bits;
        let mut out = BitWriter {
            key,
            word: 0,
            off: 0,
            w: 0,
        };
        let pending = [lo, hi];
        let mut p = 0;
        for (i, &code) in sorted.iter().enumerate() {
            if i == a || i == b {
                continue;
            }
            while p < 2 && pending[p] <= code {
                out.put(pending[p], tb);
                p += 1;
            }
            out.put(code, tb);
        }
        while p < 2 {
            out.put(pending[p], tb);
            p += 1;
        }
        out.finish();
    }

    #[inline]
    fn pack_sorted(&self, codes: &[u64], key: &mut [u64]) {
        key.fill(0);
        let tb = self.tube_bits as usize;
        for (i, &code) in codes.iter().enumerate() {
            let bit = i * tb;
            let (w, off) = (bit / 64, bit % 64);
            key[w] |= code << off;
            if off + tb > 64 {
                key[w + 1] |= code >> (64 - off);
            }
        }
    }

    #[inline]
    pub fn unpack(&self, key: &[u64], codes: &mut [u64]) {
        let tb = self.tube_bits as usize;
        let mask = if tb == 64 { u64::MAX } else { (1u64 << tb) - 1 };
        for (i, slot) in codes.iter_mut().enumerate() {
            let bit = i * tb;
            let (w, off) = (bit / 64, bit % 64);
            let mut v = key[w] >> off;
            if off + tb > 64 {
                v |= key[w + 1] << (64 - off);
            }
            *slot = v & mask;
        }
    }
}

/// The admissible, consistent heuristic (a lower bound on the pours left):
///
/// `h = Φ + Σ_c max(0, k_c − 1)` where Φ counts the runs that sit on a unit of
/// another colour (every run but a tube's bottom one) and `k_c` counts the tubes
/// whose bottom unit has colour `c`.
///
/// Proof that one pour lowers `h` by at most 1 (so `h` is consistent, and as
/// `h = 0` at the goal, admissible). A pour moves the top run R (colour c) of
/// tube A, whole or in part, onto tube B, which is empty or topped by c.
/// - In A: if R moves whole and sat on another colour, Φ drops by 1; if R was
///   A's only run, A empties and `k_c` drops by 1; a partial pour changes nothing.
///   So A's side lowers `h` by at most 1.
/// - In B: landing on c merges with B's top run (no change); landing in an
///   empty tube makes a new bottom run of c (`k_c` rises by 1). B never lowers `h`.
///
/// At the goal every tube is empty or full of one colour, so Φ = 0 and each
/// colour is at the bottom of exactly one tube: `h = 0`. Conversely `h = 0`
/// means every tube is one colour and no colour is split over two tubes, so
/// each colour fills one tube: `h = 0` exactly at solved positions.
pub fn heuristic(board: &Board) -> usize {
    let mut bottoms = [0u8; MAX_COLOURS];
    let mut h = 0usize;
    for t in board.tubes() {
        let units = t.units();
        if let Some(&bottom) = units.first() {
            h += units.windows(2).filter(|w| w[0] != w[1]).count();
            if bottoms[bottom as usize] > 0 {
                h += 1;
            }
            bottoms[bottom as usize] += 1;
        }
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pack_unpack_round_trip_across_word_boundaries() {
        // 11 colours -> 4 bits, capacity 7 -> 28-bit tubes, which straddle words.
        let tubes: Vec<Vec<u8>> = (0..11u8)
            .map(|c| vec![c; 7])
            .chain([vec![], vec![]])
            .collect();
        let board = Board::new(7, &tubes).unwrap();
        let codec = Codec::new(&board);
        let mut codes = vec![0u64; codec.tubes];
        codec.board_codes(&board, &mut codes);
        let mut key = vec![0u64; codec.words];
        codec.pack(&mut codes.clone(), &mut key);
        let mut back = vec![0u64; codec.tubes];
        codec.unpack(&key, &mut back);
        codes.sort_unstable();
        assert_eq!(back, codes);
    }

    #[test]
    fn pack_replacing_equals_a_full_sort_and_pack() {
        for (colours, cap) in [(11u8, 7usize), (12, 4), (20, 4), (3, 2), (30, 8)] {
            let mut tubes: Vec<Vec<u8>> = (0..colours).map(|c| vec![c; cap]).collect();
            tubes.extend([vec![], vec![]]);
            let board = Board::new(cap, &tubes).unwrap();
            let codec = Codec::new(&board);
            let mut codes = vec![0u64; codec.tubes];
            codec.board_codes(&board, &mut codes);
            codes.sort_unstable();
            let mut x = 12345u64;
            for _ in 0..200 {
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let a = (x >> 33) as usize % codes.len();
                let b = (x >> 13) as usize % codes.len();
                if a == b {
                    continue;
                }
                let mask = (1u64 << codec.tube_bits) - 1;
                let (na, nb) = ((x >> 7) & mask, (x.rotate_left(29)) & mask);
                let mut key = vec![0u64; codec.words];
                codec.pack_replacing(&codes, (a, na), (b, nb), &mut key);
                let mut expect = codes.clone();
                expect[a] = na;
                expect[b] = nb;
                let mut want = vec![0u64; codec.words];
                codec.pack(&mut expect, &mut want);
                assert_eq!(key, want);
            }
        }
    }

    #[test]
    fn fast_info_equals_the_loop() {
        for (colours, cap) in [(3u8, 2usize), (12, 4), (20, 4), (11, 7), (30, 8)] {
            let mut tubes: Vec<Vec<u8>> = (0..colours).map(|c| vec![c; cap]).collect();
            tubes.push(vec![]);
            let codec = Codec::new(&Board::new(cap, &tubes).unwrap());
            let mut x = 99u64;
            for _ in 0..5000 {
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let len = (x >> 60) as usize % (cap + 1);
                let units: Vec<u8> = (0..len)
                    .map(|i| (x >> (3 * i + 5)) as u8 % 3 % colours)
                    .collect();
                let code = codec.tube_code(&units);
                let (f, s) = (codec.info(code), codec.info_slow(code));
                assert_eq!(
                    (f.len, f.top, f.run, f.bottom, f.blocks),
                    (s.len, s.top, s.run, s.bottom, s.blocks),
                    "{units:?}"
                );
            }
        }
    }

    #[test]
    fn info_reads_runs() {
        let board = Board::new(
            4,
            &[vec![0, 1, 1, 2], vec![2, 2, 2, 1], vec![0, 0, 0, 1], vec![]],
        )
        .unwrap();
        let codec = Codec::new(&board);
        let i = codec.info(codec.tube_code(board.tubes()[0].units()));
        assert_eq!((i.len, i.run, i.blocks), (4, 1, 3));
        assert_eq!(i.top, codec.dense[2]);
        assert_eq!(i.bottom, codec.dense[0]);
        let e = codec.info(0);
        assert_eq!((e.len, e.top, e.blocks), (0, 0, 0));
    }
}
