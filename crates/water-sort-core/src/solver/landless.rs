//! The landless term of the heuristic: the colours that must make a pour of
//! their own that does not lower [`super::heuristic`]'s `h`.
//!
//! A run of colour c has room for `capacity − (height of its top unit)`
//! units once it is exposed: that depends only on where it sits, so a pour
//! changes the rooms of the poured colour's runs only. A colour c is
//! *stuck* when it is at the bottom of some tube and a run of c that is not
//! a bottom run is longer than the room of every run of c in the other
//! tubes: it can land on no run of its colour. The term counts the stuck
//! colours; the solver's heuristic is `h + landless`.
//!
//! Consistent (one pour lowers `h + landless` by at most 1), hence, being 0
//! at the goal (no run but bottom runs), admissible. A pour of c changes
//! only c's stuck state, and only a pour that lowers `h` could make both
//! fall. Those pours are (1) c into an empty tube when c is at no bottom:
//! then c was not stuck; (2) c's whole top run R of tube A onto the c run
//! Y topping tube B, R on another colour or c at the bottom of another
//! tube than A: c keeps a bottom. If a run X made c stuck: X is not R (R
//! fits on Y, in another tube); if X is Y, the grown Y is longer still and
//! the rooms of c's runs in other tubes are the same less R's; any other X
//! keeps its length while the rooms in other tubes lose R and Y's shrinks.
//! Either way c stays stuck.
//!
//! As every colour fills one tube exactly (boards are made so), a run of c
//! in a tube other than a bottom tube T of c always fits on T's bottom run
//! (whose room, `capacity − its length`, is at least the rest of c). So c
//! can be stuck only when it is at the bottom of exactly one tube, and that
//! tube holds another run of c above a unit of another colour ("its bottom
//! colour returns"): a rare case, which keeps the term off the search's hot
//! path.

use super::key::{Codec, INDEXES};

/// Is colour `c` stuck, when tube `bottom` is the only one with `c` at its
/// bottom (the caller knows it)? Then it is when a run of c higher up in
/// that tube is longer than the room of the lowest run of c (the largest
/// room of c's runs) in every other tube. Per tube with bit tricks.
#[inline]
pub(crate) fn stuck_over(codec: &Codec, codes: &[u64], c: u8, bottom: usize) -> bool {
    let lows = c as u64 * codec.unit_lows;
    let code = codes[bottom];
    // The longest run of c above another colour in the bottom tube:
    // shifting by a field and masking shortens every run by one unit.
    let mut runs = codec.zero_fields(code ^ lows) & codec.above_bottom_run(code);
    if runs == 0 {
        return false;
    }
    let mut upper = 0;
    while runs != 0 {
        runs &= runs >> codec.bits;
        upper += 1;
    }
    // In every other tube holding c, the lowest run of c ends below the
    // highest field under it (its high bit) that holds no c: its room is
    // that field's number plus one, or 0 when c reaches the top field.
    let mut landing = 0;
    for (t, &code) in codes.iter().enumerate() {
        let same = codec.zero_fields(code ^ lows);
        if same == 0 || t == bottom {
            continue;
        }
        let highest = 63 - same.leading_zeros();
        let no_c = codec.field_highs & !same & ((1u64 << highest) - 1);
        landing = landing.max(codec.unit_of_bit[(64 - no_c.leading_zeros()) as usize]);
    }
    upper > landing
}

/// The landless term of a position, from its tube codes: one pass for the
/// bottom tubes of each colour, then [`stuck_over`] for the colours at one
/// bottom (it stops at once when the colour does not return there).
pub(crate) fn landless(codec: &Codec, codes: &[u64]) -> u32 {
    let mut by_bottom = [0u32; INDEXES];
    for (t, &code) in codes.iter().enumerate() {
        by_bottom[codec.bottom(code) as usize % INDEXES] |= 1 << t;
    }
    // Colour 0 holds the empty tubes.
    (by_bottom.iter().enumerate().skip(1))
        .filter(|&(c, &tubes)| {
            let t = tubes.trailing_zeros() as usize;
            tubes.count_ones() == 1 && stuck_over(codec, codes, c as u8, t)
        })
        .count() as u32
}

impl Codec {
    /// Does the tube's bottom colour return higher up, above a unit of
    /// another colour? (Bit tricks: the search asks this of the bottom
    /// tubes of every source's colour.)
    #[inline]
    pub fn bottom_returns(&self, code: u64) -> bool {
        let bottom = self.bottom(code) as u64;
        // The fields holding the bottom colour (their high bits; empty
        // fields hold 0, which is no colour; in an empty tube all fields
        // "hold" colour 0). The bottom unit is in the highest field and
        // each unit above it one field lower, so the colour returns when a
        // field not holding it lies in higher bits than the lowest field
        // holding it (the colour's highest unit in the tube).
        let same = self.zero_fields(code ^ (bottom * self.unit_lows));
        self.field_highs & !same > same & same.wrapping_neg()
    }

    /// The bits of the fields of the units above a tube's bottom run, and of
    /// the empty fields above them (none for an empty or full one-run
    /// tube; callers mask it with a colour's fields).
    #[inline]
    fn above_bottom_run(&self, code: u64) -> u64 {
        // The fields whose unit differs from the one beneath it, the bottom
        // unit's excepted: the highest is the first unit above the bottom
        // run.
        let changes = self.nonzero_fields(code ^ (code >> self.bits));
        u64::MAX
            .checked_shr((changes & self.below_bottom).leading_zeros())
            .unwrap_or(0)
    }

    /// The high bit of every field of `x` that is zero.
    #[inline]
    fn zero_fields(&self, x: u64) -> u64 {
        self.field_highs & !self.nonzero_fields(x)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, MAX_COLOURS};
    use crate::generate::random_deal;

    /// Is colour `c` stuck in the position with these tube codes? Through
    /// [`stuck_over`] with its one bottom tube, if it has one.
    fn is_stuck(codec: &Codec, codes: &[u64], c: u8) -> bool {
        let mut bottoms = codes
            .iter()
            .enumerate()
            .filter(|&(_, &code)| codec.bottom(code) == c);
        match (bottoms.next(), bottoms.next()) {
            (Some((t, _)), None) => stuck_over(codec, codes, c, t),
            _ => false,
        }
    }

    /// The stuck colours (bit c for dense colour c) among `among`, in the
    /// position whose tube codes `codes` yields, straight from the
    /// definition (which holds for any colour counts): the reference of
    /// [`is_stuck`].
    fn stuck_colours(codec: &Codec, codes: impl Iterator<Item = u64>, among: u64) -> u64 {
        let cap = codec.capacity;
        let mask = (1u64 << codec.bits) - 1;
        // Per colour: the largest room of its runs, that run's tube, and the
        // largest room of its runs in other tubes than that one.
        let mut best = [(0u8, u8::MAX, 0u8); MAX_COLOURS + 1];
        let mut bottoms = 0u64;
        // The runs that are not bottom runs: (colour, length, tube).
        let mut upper = Vec::new();
        for (t, code) in codes.enumerate() {
            let t = t as u8;
            let unit = |i: usize| (code >> ((cap - 1 - i) as u32 * codec.bits) & mask) as u8;
            let mut i = 0;
            while i < cap && unit(i) != 0 {
                let c = unit(i);
                let start = i;
                while i + 1 < cap && unit(i + 1) == c {
                    i += 1;
                }
                i += 1;
                if among >> c & 1 == 0 {
                    continue;
                }
                // The run holds units start..i: its top is at height i.
                let room = (cap - i) as u8;
                let b = &mut best[c as usize];
                if room > b.0 {
                    if b.1 != t {
                        b.2 = b.0;
                    }
                    (b.0, b.1) = (room, t);
                } else if b.1 != t && room > b.2 {
                    b.2 = room;
                }
                if start == 0 {
                    bottoms |= 1 << c;
                } else {
                    upper.push((c, (i - start) as u8, t));
                }
            }
        }
        let mut stuck = 0u64;
        for &(c, length, t) in &upper {
            let b = best[c as usize];
            let landing = if b.1 == t { b.2 } else { b.0 };
            stuck |= ((length > landing) as u64) << c;
        }
        stuck & bottoms
    }

    /// `bottom_returns` agrees with a look at the units, on every tube of
    /// many deals and of the positions a few pours away.
    #[test]
    fn bottom_returns_matches_the_units() {
        let mut checked = (0, 0);
        for seed in 0..60 {
            let (colours, cap) = (2 + seed as usize % 9, 2 + seed as usize % 5);
            let mut board = random_deal(colours, 2, cap, seed);
            let codec = Codec::new(&board);
            for step in 0..8 {
                for tube in board.tubes() {
                    let units = tube.units();
                    let above = units.iter().position(|&u| u != units[0]);
                    let want = above.is_some_and(|a| units[a..].contains(&units[0]));
                    let code = codec.tube_code(units);
                    assert_eq!(codec.bottom_returns(code), want, "{units:?}");
                    checked.0 += 1;
                    checked.1 += want as usize;
                }
                let pours: Vec<_> = board.legal_pours().collect();
                if pours.is_empty() {
                    break;
                }
                board
                    .pour(pours[(seed as usize * 7 + step) % pours.len()])
                    .expect("legal");
            }
        }
        assert!(checked.1 * 20 > checked.0, "{checked:?}: too few returns");
    }

    /// `is_stuck` agrees with the definition for every colour, along
    /// random walks from deals of many sizes, and some colours are stuck.
    #[test]
    fn is_stuck_matches_the_definition() {
        let mut stuck = 0;
        for seed in 0..80 {
            let (colours, cap) = (2 + seed as usize % 11, 2 + seed as usize % 5);
            let mut board = random_deal(colours, 1 + seed as usize % 2, cap, seed);
            let codec = Codec::new(&board);
            let mut codes = vec![0; board.tubes().len()];
            for step in 0..30 {
                codec.board_codes(&board, &mut codes);
                let all = stuck_colours(&codec, codes.iter().copied(), u64::MAX);
                for c in 1..=colours as u8 {
                    let one = is_stuck(&codec, &codes, c);
                    assert_eq!(one, all >> c & 1 == 1, "colour {c} in {board:?}");
                }
                stuck += all.count_ones();
                let pours: Vec<_> = board.legal_pours().collect();
                if pours.is_empty() {
                    break;
                }
                board
                    .pour(pours[(seed as usize * 13 + step * 5) % pours.len()])
                    .expect("legal");
            }
        }
        assert!(stuck > 50, "only {stuck} stuck colours seen");
    }

    /// The term on hand-made positions (capacity 4; colours 1, 2, 3).
    #[test]
    fn stuck_colours_by_hand() {
        let term = |tubes: &[Vec<u8>]| {
            let board = Board::new(4, tubes).expect("a board");
            let codec = Codec::new(&board);
            let mut codes = vec![0; tubes.len()];
            codec.board_codes(&board, &mut codes);
            landless(&codec, &codes)
        };
        // Colour 1's top pair in the first tube fits on no other run of 1
        // (the single 1 topping the full second tube has room 0): stuck.
        assert_eq!(
            term(&[vec![1, 2, 1, 1], vec![3, 3, 3, 1], vec![2, 2, 2, 3], vec![]]),
            1
        );
        // With room 2 above the other 1, the pair can land: not stuck.
        assert_eq!(
            term(&[vec![1, 2, 1, 1], vec![3, 1], vec![2, 2, 2, 3], vec![3, 3]]),
            0
        );
        // Colour 1 at no bottom: not counted (h counts all its runs already).
        assert_eq!(
            term(&[vec![2, 2, 2, 1], vec![3, 3, 1, 1], vec![3, 3, 2, 1], vec![]]),
            0
        );
        // Colour 2's top unit can land only on the 2 topping a full tube
        // (room 0), colour 1's pair only on the 1 at height 3 (room 1):
        // both stuck.
        assert_eq!(
            term(&[vec![2, 2, 1, 2], vec![1, 3, 1, 1], vec![3, 3, 3, 2], vec![]]),
            2
        );
    }
}
