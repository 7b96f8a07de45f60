//! The refinement of the heuristic (`Domain::refine`, which A* asks of the
//! start and of positions in long searches): 1 when the position is
//! "stuck", that is every solution must make at least one pour that does
//! not lower the first term (a wasted pour), else 0. About an expansion's
//! work, too dear for every child; the landless term (`landless.rs`), which
//! is kept incrementally, counts wasted pours of another kind, so the
//! refined bound adds this one only where that one is 0.
//!
//! A pour lowers the first term `Φ + Σ_c max(0, k_c − 1)` (see
//! [`super::heuristic`]) by 1 exactly when it moves a whole run onto the same
//! colour, or into an empty tube while no tube has that colour at its
//! bottom (`k_c = 0`); every other pour (a part of a run, a run into an empty
//! tube while its colour is at some bottom, the only bottom of a colour onto
//! that colour) lowers it by 0. So the number of pours of a solution is the
//! first term plus its wasted pours.
//!
//! Relaxation. Release runs, top first, ignoring the order of pours: a run
//! that sits on another colour (not a tube's bottom run) and has nothing
//! unreleased above it can be released when its colour c has no bottom
//! (`k_c = 0`) or some *other* tube holds a run of c with nothing unreleased
//! above it (released or not) and room above that run, once the runs above
//! it are gone, for the whole run being released. The position is stuck
//! when some such run can never be released. The condition only grows as
//! runs are released, so the order of releasing does not matter.
//!
//! Admissible: in a solution without wasted pours every run that sits on
//! another colour moves whole (a part would be a wasted pour), with whatever
//! of its colour was poured onto it, onto a run of its colour in another
//! tube whose runs above have all left (trace the landing tube's top units
//! down to the lowest: it arrived onto an empty tube, only when `k_c = 0`,
//! which without wasted pours stays so from the start, or it is an original
//! run of that tube), and that tube has at most the room above that run
//! once what was above it left; or into an empty tube with `k_c = 0`. The
//! order in which the runs leave is an order of releases, so nothing is
//! stuck.
//!
//! Consistent: a pour that does not waste leads from a stuck position to a
//! stuck one. Such a pour releases one run (a valid release in the
//! relaxation: it landed on the top run of another tube with room for it)
//! or empties a tube holding only a bottom run of a colour with `k_c ≥ 2`
//! onto its colour; after it, the child's relaxation can release nothing the
//! parent's could not (the parent has the same runs, each with as much room
//! above it or more, one run that merged in the child is smaller in the
//! parent, and the parent has at most one more run with nothing above it).
//! So the full heuristic falls by at most 1 along a pour: a wasted pour keeps
//! the first terms and may lose this one; a pour that does not waste loses 1
//! from the first terms and keeps this one. (This is why A* may carry the
//! term from a position to its children along pours that lower the first
//! terms. The refined bound as a whole, this term where the landless term
//! is 0, is only claimed admissible: A* reopens nodes for it.)

use super::key::{Codec, INDEXES};
use crate::board::MAX_CAPACITY;

// Run sizes and rooms are masked with `MAX_CAPACITY - 1`.
const _: () = assert!(MAX_CAPACITY.is_power_of_two());

/// Scratch space for [`stuck`].
pub(crate) struct Landings {
    /// `ge[s][c]`: the tubes holding a run of colour `c` with nothing
    /// unreleased above it and room for `s` units above it.
    ge: [[u32; INDEXES]; MAX_CAPACITY],
    /// Per tube: the top field of its first unreleased run and the ends of
    /// the runs below it ([`Codec::run_bounds`]).
    top_field: [u8; INDEXES],
    ends: [u64; INDEXES],
}

impl Landings {
    pub fn new() -> Landings {
        Landings {
            ge: [[0; INDEXES]; MAX_CAPACITY],
            top_field: [0; INDEXES],
            ends: [0; INDEXES],
        }
    }

    /// Records a run of colour `c` with `room` above it in tube `t`.
    #[inline]
    fn expose(&mut self, c: u8, room: usize, t: usize) {
        for row in &mut self.ge[1..=room.min(MAX_CAPACITY - 1)] {
            row[c as usize & (INDEXES - 1)] |= 1 << t;
        }
    }
}

/// Reading a tube's runs for the relaxation.
impl Codec {
    /// The field of a non-empty tube's top unit (fields count up from the
    /// low bits; the top unit is the lowest non-zero one, and that index is
    /// also the room above it), and the ends of its runs
    /// ([`Codec::run_ends`]).
    #[inline]
    pub fn run_bounds(&self, code: u64) -> (u8, u64) {
        let top_field = self.field_of_bit(code);
        (top_field, self.run_ends(code, top_field))
    }
}

/// Is the position with these tube codes stuck? The relaxation above, by
/// passes over the tubes that still hold a run to release, until a pass
/// releases nothing.
pub(crate) fn stuck(codec: &Codec, codes: &[u64], s: &mut Landings) -> bool {
    let cap = codec.capacity;
    for row in &mut s.ge[1..cap] {
        row.fill(0);
    }
    // Colours at some bottom, and the tubes with a run on another colour
    // not released yet.
    let (mut with_bottom, mut open) = (0u64, 0u32);
    for (t, &code) in codes.iter().enumerate() {
        let (len, top, alone) = codec.len_top_alone(code);
        if len == 0 {
            continue;
        }
        with_bottom |= 1 << codec.bottom(code);
        s.expose(top, cap - len as usize, t);
        if !alone {
            (s.top_field[t & (INDEXES - 1)], s.ends[t & (INDEXES - 1)]) = codec.run_bounds(code);
            open |= 1 << t;
        }
    }
    loop {
        let mut released = false;
        let mut pending = open;
        while pending != 0 {
            let t = pending.trailing_zeros() as usize;
            pending &= pending - 1;
            let slot = t & (INDEXES - 1);
            let (code, mut top_field, mut ends) = (codes[t], s.top_field[slot], s.ends[slot]);
            while ends != 0 {
                let colour = codec.field(code, top_field);
                let end = codec.field_of_bit(ends);
                let size = (end - top_field + 1) as usize & (MAX_CAPACITY - 1);
                if with_bottom >> colour & 1 == 1
                    && s.ge[size][colour as usize & (INDEXES - 1)] & !(1 << t) == 0
                {
                    break;
                }
                // Released: the run below is exposed.
                ends &= ends - 1;
                top_field = end + 1;
                released = true;
                s.expose(codec.field(code, top_field), top_field as usize, t);
            }
            if ends == 0 {
                open &= !(1 << t);
            }
            (s.top_field[slot], s.ends[slot]) = (top_field, ends);
        }
        if open == 0 {
            return false;
        }
        if !released {
            return true;
        }
    }
}
