//! Exact, compact state keys and the heuristic.
//!
//! A tube is packed into a `u64` "code" of `capacity` fields of `b` bits,
//! each holding a dense colour number `1..=k` (0 = no unit), with `b` just
//! wide enough for `k`. The bottom unit is in the highest field and the
//! units go down from there, so the empty fields are the low ones: codes
//! sort by their bottom units first, and a pour, which changes the top
//! units (low bits) only, mostly leaves a code next to where it was in
//! sorted order. Packing is lossless, so distinct tubes have
//! distinct codes. A position's key is its tube codes sorted (tube order does
//! not matter to the rules), packed `per` to a u64 word (no code straddles
//! two words, so one is read or written with one shift), `words` words.

use crate::board::{Board, MAX_COLOURS, MAX_TUBES};

pub(crate) struct Codec {
    pub capacity: usize,
    pub bits: u32,
    pub tube_bits: u32,
    pub tubes: usize,
    pub words: usize,
    /// Tube codes per key word.
    pub per: usize,
    /// Slot `i` of a key: word `word_of[i]`, from bit `shift_of[i]`.
    word_of: [u8; MAX_TUBES],
    shift_of: [u8; MAX_TUBES],
    /// Board colour -> dense colour `1..=k`.
    pub dense: [u8; MAX_COLOURS],
    /// Bit `b*i` set for every field `i < capacity`: the low bit of each.
    pub(super) unit_lows: u64,
    /// The bits below the high bit of each field, and the high bits.
    pub(super) field_lows: u64,
    pub(super) field_highs: u64,
    /// The bits below the bottom unit's field: the fields of the units
    /// above it.
    pub(super) below_bottom: u64,
    /// Field of bit `k` (`k / bits`), so no division per tube; `capacity`
    /// for `k = 64` (the trailing zeros of an empty code).
    pub(super) unit_of_bit: [u8; 65],
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
        let per = (64 / tube_bits) as usize;
        let words = tubes.div_ceil(per);
        let word_of = std::array::from_fn(|i| (i / per) as u8);
        let shift_of = std::array::from_fn(|i| ((i % per) as u32 * tube_bits) as u8);
        let unit_lows = (0..capacity as u32).fold(0u64, |m, i| m | 1 << (i * bits));
        let field_highs = unit_lows << (bits - 1);
        let field_lows = unit_lows * ((1 << (bits - 1)) - 1);
        let unit_of_bit = std::array::from_fn(|k| (k as u32 / bits).min(capacity as u32) as u8);
        Codec {
            capacity,
            bits,
            tube_bits,
            tubes,
            words,
            per,
            word_of,
            shift_of,
            dense,
            unit_lows,
            field_lows,
            field_highs,
            unit_of_bit,
            below_bottom: (1u64 << ((capacity - 1) as u32 * bits)) - 1,
        }
    }

    pub fn tube_code(&self, units: &[u8]) -> u64 {
        units.iter().enumerate().fold(0u64, |code, (i, &c)| {
            code | (self.dense[c as usize] as u64) << self.field_shift(i)
        })
    }

    /// Where unit `i` (from the bottom) sits in a code.
    #[inline]
    fn field_shift(&self, i: usize) -> u32 {
        (self.capacity - 1 - i) as u32 * self.bits
    }

    pub fn board_codes(&self, board: &Board, out: &mut [u64]) {
        for (slot, t) in out.iter_mut().zip(board.tubes()) {
            *slot = self.tube_code(t.units());
        }
    }

    /// The key of a board's position.
    pub fn board_key(&self, board: &Board) -> Vec<u64> {
        let mut codes = [0u64; MAX_TUBES];
        self.board_codes(board, &mut codes[..self.tubes]);
        let mut key = vec![0u64; self.words];
        self.pack(&mut codes[..self.tubes], &mut key);
        key
    }

    /// Length and top colour of a tube (0 and 0 when it is empty), and
    /// whether it holds one colour only (not empty): its units equal the
    /// top repeated.
    #[inline]
    pub fn len_top_alone(&self, code: u64) -> (u8, u8, bool) {
        let top_field = self.field_of_bit(code);
        let shift = top_field as u32 * self.bits;
        let top = code.wrapping_shr(shift) & ((1u64 << self.bits) - 1);
        let alone = (code != 0) & ((code ^ (top * self.unit_lows)).wrapping_shr(shift) == 0);
        (self.capacity as u8 - top_field, top as u8, alone)
    }

    /// Bottom colour of a tube (0 when it is empty).
    #[inline]
    pub fn bottom(&self, code: u64) -> u8 {
        (code >> self.field_shift(0)) as u8
    }

    /// The high bit of every field of `x` that is not zero (without a loop
    /// over the fields: the low bits of a field, plus all ones, carry into
    /// its high bit unless they are zero).
    #[inline]
    pub(super) fn nonzero_fields(&self, x: u64) -> u64 {
        (((x & self.field_lows) + self.field_lows) | x) & self.field_highs
    }

    /// The unit (dense colour) in field `k` of a code.
    #[inline]
    pub fn field(&self, code: u64, k: u8) -> u8 {
        (code.wrapping_shr(k as u32 * self.bits) & ((1u64 << self.bits) - 1)) as u8
    }

    /// The field holding the lowest set bit of `bits` (not 0).
    #[inline]
    pub fn field_of_bit(&self, bits: u64) -> u8 {
        self.unit_of_bit[bits.trailing_zeros() as usize]
    }

    /// The ends of a non-empty tube's runs, its top unit in field
    /// `top_field`: the high bit of field i is set when field i differs from
    /// field i + 1 (the unit below it), for the fields from the top unit up
    /// to the one above the bottom unit (the high bit of each non-zero field
    /// of the code xor itself a field down).
    #[inline]
    pub(super) fn run_ends(&self, code: u64, top_field: u8) -> u64 {
        let nonzero = self.nonzero_fields(code ^ (code >> self.bits));
        nonzero & self.below_bottom & !((1u64 << (top_field as u32 * self.bits)) - 1)
    }

    /// Length of the top run of a tube of `len` units from its
    /// [`Codec::run_ends`].
    #[inline]
    fn top_run_of(&self, ends: u64, top_field: u8, len: u8) -> u8 {
        if ends == 0 {
            len
        } else {
            self.field_of_bit(ends) - top_field + 1
        }
    }

    /// Length of the top run of a tube of `len` units (`len > 0`).
    #[inline]
    pub fn top_run(&self, code: u64, len: u8) -> u8 {
        let top_field = self.capacity as u8 - len;
        self.top_run_of(self.run_ends(code, top_field), top_field, len)
    }

    /// What the search needs of a tube, with bit tricks instead of a loop
    /// over its units (this runs for every tube of every expanded node).
    #[inline]
    pub fn info(&self, code: u64) -> TubeInfo {
        if code == 0 {
            return TubeInfo::default();
        }
        // The top unit is the lowest non-zero field.
        let top_field = self.field_of_bit(code);
        let len = self.capacity as u8 - top_field;
        let ends = self.run_ends(code, top_field);
        TubeInfo {
            len,
            top: self.field(code, top_field),
            run: self.top_run_of(ends, top_field, len),
            bottom: (code >> self.field_shift(0)) as u8,
            blocks: ends.count_ones() as u8 + 1,
        }
    }

    /// The codes of two tubes after pouring the first into the second, or
    /// `None` when the rules forbid it (an empty source, a full target, a
    /// target topped by another colour).
    #[inline]
    pub fn pour(&self, from: u64, to: u64) -> Option<(u64, u64)> {
        let (f, t) = (self.info(from), self.info(to));
        if f.len == 0 || t.len as usize == self.capacity || (t.len > 0 && t.top != f.top) {
            return None;
        }
        let amount = f.run.min(self.capacity as u8 - t.len);
        Some((
            self.remove_top(from, f.len, amount),
            self.add_top(to, t.len, f.top, amount),
        ))
    }

    /// Code with the top `amount` units removed.
    #[inline]
    pub fn remove_top(&self, code: u64, len: u8, amount: u8) -> u64 {
        // The fields below the `len - amount` units that stay.
        let gone = (self.capacity as u32 - (len - amount) as u32) * self.bits;
        code & !low_bits(gone)
    }

    /// Code with `amount` units of dense colour `colour` added on top.
    #[inline]
    pub fn add_top(&self, code: u64, len: u8, colour: u8, amount: u8) -> u64 {
        let from = self.field_shift(len as usize + amount as usize - 1);
        let fields = self.unit_lows & low_bits(amount as u32 * self.bits);
        code | (colour as u64 * fields) << from
    }

    /// Sorts `codes` (the canonical tube order) and packs them into `key`.
    #[inline]
    pub fn pack(&self, codes: &mut [u64], key: &mut [u64]) {
        codes.sort_unstable();
        self.pack_sorted(codes, key);
    }

    /// The key of the position `codes` (ascending tube codes, then zeros),
    /// whose key is `parent`, with the codes at `a` and `b` replaced by
    /// `new_a` and `new_b`, into `key`; `work` holds the same as `codes`
    /// and is left so. A pour changes two tubes only: in `work` the two new
    /// codes are moved to their sorted places, the key words holding slots
    /// that changed are packed again, the others copied from `parent`, and
    /// the slots that changed are copied back from `codes`. (Codes sort by
    /// their bottom units and a pour changes top units, so the moves are
    /// usually short.)
    #[inline]
    pub fn child_key(
        &self,
        codes: &Slots,
        work: &mut Slots,
        parent: &[u64],
        a: (usize, u64),
        b: (usize, u64),
        key: &mut [u64],
    ) {
        match self.per {
            4 => self.child_key_per::<4>(codes, work, parent, a, b, key),
            3 => self.child_key_per::<3>(codes, work, parent, a, b, key),
            _ => self.child_key_per::<0>(codes, work, parent, a, b, key),
        }
    }

    /// [`Codec::child_key`] for `P` codes a key word (`P = 0`: any).
    #[inline(always)]
    fn child_key_per<const P: usize>(
        &self,
        codes: &Slots,
        work: &mut Slots,
        parent: &[u64],
        (a, new_a): (usize, u64),
        (b, new_b): (usize, u64),
        key: &mut [u64],
    ) {
        let n = self.tubes;
        let a2 = settle(work, n, a, new_a);
        // Settling shifted the codes between `a` and `a2` by one slot.
        let b1 = b + (a2 <= b && b < a) as usize - (a < b && b <= a2) as usize;
        let b2 = settle(work, n, b1, new_b);
        copy_words(parent, key);
        let ranges = [(a.min(a2), a.max(a2)), (b1.min(b2), b1.max(b2))];
        for (first, last) in ranges {
            self.repack::<P>(work, first, last, key);
        }
        for (first, last) in ranges {
            for i in first..=last {
                work[i % SLOTS] = codes[i % SLOTS];
            }
        }
    }

    /// Packs the key words holding slots `first..=last` from `codes`.
    #[inline(always)]
    fn repack<const P: usize>(&self, codes: &Slots, first: usize, last: usize, key: &mut [u64]) {
        let per = if P == 0 { self.per } else { P };
        for w in first / per..=last / per {
            let mut word = 0;
            for j in 0..per {
                word |= codes[(w * per + j) % SLOTS] << (j as u32 * self.tube_bits);
            }
            key[w] = word;
        }
    }

    #[inline]
    fn pack_sorted(&self, codes: &[u64], key: &mut [u64]) {
        key.fill(0);
        for (i, &code) in codes.iter().enumerate() {
            key[self.word_of[i] as usize] |= code << self.shift_of[i];
        }
    }

    /// Unpacks `key` into `codes` and `work` alike: every slot of
    /// `words * per` (the codes, then the zeros of the last word's unused
    /// slots, as [`Codec::child_key`] wants them).
    #[inline]
    pub fn unpack_slots(&self, key: &[u64], codes: &mut Slots, work: &mut Slots) {
        match self.per {
            4 => self.unpack_slots_per::<4>(key, codes, work),
            3 => self.unpack_slots_per::<3>(key, codes, work),
            _ => self.unpack_slots_per::<0>(key, codes, work),
        }
    }

    /// [`Codec::unpack_slots`] for `P` codes a key word (`P = 0`: any).
    #[inline(always)]
    fn unpack_slots_per<const P: usize>(&self, key: &[u64], codes: &mut Slots, work: &mut Slots) {
        let per = if P == 0 { self.per } else { P };
        let mask = u64::MAX >> (64 - self.tube_bits);
        for (w, &word) in key.iter().enumerate() {
            for j in 0..per {
                let code = word >> (j as u32 * self.tube_bits) & mask;
                codes[(w * per + j) % SLOTS] = code;
                work[(w * per + j) % SLOTS] = code;
            }
        }
    }

    #[inline]
    pub fn unpack(&self, key: &[u64], codes: &mut [u64]) {
        let mask = u64::MAX >> (64 - self.tube_bits);
        for (i, slot) in codes.iter_mut().enumerate() {
            *slot = key[self.word_of[i] as usize] >> self.shift_of[i] & mask;
        }
    }
}

/// `to.copy_from_slice(from)` with the common lengths spelled out, so that
/// a key of a few words is copied by a few moves instead of a call to
/// `memcpy` (this runs for every child).
#[inline(always)]
fn copy_words(from: &[u64], to: &mut [u64]) {
    match to.len() {
        1 => to[..1].copy_from_slice(&from[..1]),
        2 => to[..2].copy_from_slice(&from[..2]),
        3 => to[..3].copy_from_slice(&from[..3]),
        4 => to[..4].copy_from_slice(&from[..4]),
        5 => to[..5].copy_from_slice(&from[..5]),
        6 => to[..6].copy_from_slice(&from[..6]),
        7 => to[..7].copy_from_slice(&from[..7]),
        8 => to[..8].copy_from_slice(&from[..8]),
        _ => to.copy_from_slice(from),
    }
}

/// The low `k` bits (`k <= 64`).
#[inline]
fn low_bits(k: u32) -> u64 {
    if k == 0 { 0 } else { u64::MAX >> (64 - k) }
}

/// Room for the tube codes of a position: `MAX_TUBES` codes, then zeros to
/// fill the last key word ([`Codec::child_key`]). Indices are taken modulo
/// the length, which spares bounds checks.
pub(crate) const SLOTS: usize = 2 * MAX_TUBES;
pub(crate) type Slots = [u64; SLOTS];

/// Entries of the solver's tables by colour or by tube, and bits of its
/// tube masks (`u32`): a power of two above every dense colour and at
/// least every tube count, so an index taken `% INDEXES` (or masked with
/// `INDEXES - 1`) needs no bounds check.
pub(crate) const INDEXES: usize = 32;

/// Tube masks (bit t for tube t) by dense colour.
pub(crate) type ByColour = [u32; INDEXES];
const _: () = assert!(MAX_COLOURS < INDEXES && MAX_TUBES <= INDEXES);

/// Puts `code` at index `i` of `codes[..n]` (ascending) and moves it to its
/// sorted place (shifting the codes in between by one); returns that place.
#[inline]
fn settle(codes: &mut Slots, n: usize, mut i: usize, code: u64) -> usize {
    while i > 0 && codes[(i - 1) % SLOTS] > code {
        codes[i % SLOTS] = codes[(i - 1) % SLOTS];
        i -= 1;
    }
    while i + 1 < n && codes[(i + 1) % SLOTS] < code {
        codes[i % SLOTS] = codes[(i + 1) % SLOTS];
        i += 1;
    }
    codes[i % SLOTS] = code;
    i
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
#[path = "key_tests.rs"]
mod tests;
