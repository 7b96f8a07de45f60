//! Dead ends: positions without an empty tube from which no tube can ever
//! be emptied, so no solution exists. The domain gives them no children,
//! which keeps every search exact (no solution passes through one), and
//! spares the search whatever lies beyond them.
//!
//! Why such a position is dead: a solved position has an empty tube
//! whenever there are more tubes than colours (each colour fills one tube),
//! so a solution from a position without one must empty a tube first.
//!
//! Until then no tube is empty, so every pour puts a colour onto the same
//! colour, and nothing ever covers a unit of another colour. A tube is then
//! always a prefix of what it held at the start (its units that have not
//! left, "in place") with units of the prefix's top colour above them
//! ("extras"). Say a run leaves when its last unit in place leaves. Runs
//! leave their tube top first (one pour makes at most one leave: runs
//! next to each other differ in colour), and emptying a tube is its bottom
//! run leaving.
//!
//! Relaxation. Release runs, top first in each tube: a run R of colour c
//! (its top unit at height `top`, its lowest at `low`, counted from the
//! bottom) is released when the *landing room* of c is at least
//! `capacity - low + 1`, where the landing room is the sum of
//! `capacity - top(Y)` over the runs Y of c with nothing unreleased above
//! them, in every tube (R itself included). Releasing only ever adds to the
//! landing rooms, so the order does not matter. The position is a dead end
//! when no tube has all of its runs released.
//!
//! Sound (it over-estimates what can leave). Take the moment a run R of
//! colour c leaves tube T. Every unit of c is then in place or an extra.
//! Extras of c sit only on tubes U other than T (whose prefix now ends in
//! another colour) whose prefix ends in a run Y_U of c, `m_U` of its units
//! still in place and nothing in place above it: at most
//! `capacity - (top(Y_U) - len(Y_U) + m_U)` on U. In place are those
//! `m_U` and at most the units of the runs of c other than R (gone) and
//! the Y_U. A colour has `capacity` units, so `capacity <= Σ m_U +
//! (capacity - len(R) - Σ len(Y_U)) + Σ (capacity - top(Y_U) + len(Y_U) -
//! m_U)`, that is `len(R) <= Σ_U (capacity - top(Y_U))`. The runs above
//! each Y_U left before R, so (by induction over the runs that leave) they
//! were released and Y_U counts in the landing room of c, beside R's own
//! `capacity - top(R)`: the room is at least `len(R) + capacity - top(R)`,
//! which is `capacity - low(R) + 1`, and R is released too. So a tube that
//! can be emptied has every run released.

use super::key::{Codec, INDEXES};
use crate::board::MAX_TUBES;

/// Can no tube of this position (all of its tubes non-empty, `lens` their
/// lengths, `tops` their top colours) ever be emptied? `room` holds, per
/// colour, the landing room of the tubes' top runs (what the caller's scan
/// of the tubes gives; used up here), and `movable` the tubes whose top
/// run may be released at once (those with another tube of their top
/// colour with room: the others wait for their colour's room to grow).
/// The relaxation above: each tube releases runs until one waits for more
/// landing room of its colour, and goes on when that room grows.
pub(crate) fn no_tube_empties(
    codec: &Codec,
    codes: &[u64],
    lens: &[u8; MAX_TUBES],
    tops: &[u8; MAX_TUBES],
    room: &mut [u32; INDEXES],
    movable: u32,
) -> bool {
    debug_assert!(codes.iter().all(|&code| code != 0));
    let cap = codec.capacity as u8;
    // Per colour, the tubes waiting for more of its room; per tube, the
    // units of its runs released.
    let mut waiting = [0u32; INDEXES];
    let mut released = [0u8; INDEXES];
    let all = ((1u64 << codes.len()) - 1) as u32;
    let mut blocked = all & !movable;
    while blocked != 0 {
        let t = blocked.trailing_zeros() as usize;
        blocked &= blocked - 1;
        waiting[tops[t % MAX_TUBES] as usize % INDEXES] |= 1 << t;
    }
    let mut pending = movable & all;
    while pending != 0 {
        let t = pending.trailing_zeros() as usize;
        pending &= pending - 1;
        let code = codes[t];
        // The first unreleased run's top field (which is the room above
        // it) and the ends of the runs from it down.
        let first = cap - lens[t % MAX_TUBES];
        let mut field = first + released[t % INDEXES];
        let mut run_ends = codec.run_ends(code, field);
        loop {
            let colour = codec.field(code, field) as usize % INDEXES;
            // The run's lowest field (fields count down from the top of
            // the tube): `capacity - low + 1` is that field plus 1.
            let end = if run_ends == 0 {
                cap - 1
            } else {
                codec.field_of_bit(run_ends)
            };
            if room[colour] <= end as u32 {
                waiting[colour] |= 1 << t;
                break;
            }
            if run_ends == 0 {
                return false; // the bottom run is released: the tube empties
            }
            run_ends &= run_ends - 1;
            field = end + 1;
            let below = codec.field(code, field) as usize % INDEXES;
            room[below] += field as u32;
            pending |= std::mem::take(&mut waiting[below]);
        }
        released[t % INDEXES] = field - first;
    }
    true
}

/// [`no_tube_empties`] from the codes alone, every tube tried, for tests:
/// false when a tube is empty. (A dead end only when a solved position
/// has an empty tube, which the caller knows.)
#[cfg(test)]
pub(crate) fn dead_end(codec: &Codec, codes: &[u64]) -> bool {
    let (mut lens, mut tops, mut room) = ([0u8; MAX_TUBES], [0u8; MAX_TUBES], [0u32; INDEXES]);
    for (t, &code) in codes.iter().enumerate() {
        let (len, top, _) = codec.len_top_alone(code);
        if len == 0 {
            return false;
        }
        (lens[t], tops[t]) = (len, top);
        room[top as usize] += (codec.capacity - len as usize) as u32;
    }
    // Every tube tries its top run (a superset of those that can move).
    no_tube_empties(codec, codes, &lens, &tops, &mut room, u32::MAX)
}
