//! The gathering pour: a pour that is on a shortest solution whenever one
//! exists, so that the search can make it a position's only child.

use super::key::{ByColour, Codec, INDEXES, Slots};
use crate::board::MAX_TUBES;

/// A pour of a colour whose units all sit in top runs, onto a tube that
/// holds only that colour (one of `candidates`: tubes holding one colour,
/// with room, whose colour tops another tube too), when at most one tube
/// holds the colour above another one: `(from, to)`. Such a pour is on a
/// shortest solution whenever one exists, so it can be the only child (the
/// search stays exact: every position keeps its distance to the goal).
///
/// Proof. Let c be the colour, Z a tube of c alone (not full: c is in
/// two tubes), and S' the position with every c poured into Z; as each
/// colour has `capacity` units, Z has room for all of them, so S' is
/// `m` pours away (`m + 1` tubes hold c, each pour empties one run into
/// Z, in any order). Take a shortest solution P of S. No c is ever
/// buried along P (c only lands on c or in an empty tube), and only the
/// one tube that held c above another colour can ever do so (another
/// tube takes c only when empty or topped by c), holding fewer than
/// `capacity` c; so some tube always holds c alone. Play P's pours of
/// other colours from S', skipping its pours of c: with the c removed
/// from every tube of P's position and a tube holding c alone standing
/// for Z (which one may change from pour to pour: tubes are unordered),
/// the positions correspond, each such pour is legal with the same amount
/// (neither its source nor its target holds c, in either position), and
/// P's goal corresponds to a goal. So S' is solved in P's pours
/// of other colours, and P has at least `m` pours of c (each lowers the
/// number of tubes holding c by one at most): the `m` pours to S' start
/// a shortest solution.
#[inline]
pub(super) fn settled_colour_pour(
    codec: &Codec,
    codes: &Slots,
    lens: &[u8; MAX_TUBES],
    tops: &[u8; MAX_TUBES],
    by_top: &ByColour,
    mut candidates: u32,
    alone: u32,
) -> Option<(usize, usize)> {
    while candidates != 0 {
        let to = candidates.trailing_zeros() as usize;
        candidates &= candidates - 1;
        let holders = by_top[tops[to] as usize % INDEXES];
        // At most one tube holds the colour above another.
        let over_other = holders & !alone;
        if over_other.count_ones() > 1 {
            continue;
        }
        // Every unit of the colour is in a top run: as a colour has
        // `capacity` units, the top runs of the colour add up to it.
        let mut in_top_runs = 0;
        let mut pure = holders & alone;
        while pure != 0 {
            in_top_runs += lens[pure.trailing_zeros() as usize];
            pure &= pure - 1;
        }
        if over_other != 0 {
            let t = over_other.trailing_zeros() as usize;
            in_top_runs += codec.top_run(codes[t], lens[t]);
        }
        if in_top_runs as usize == codec.capacity {
            let from = (holders & !(1 << to)).trailing_zeros() as usize;
            return Some((from, to));
        }
    }
    None
}
