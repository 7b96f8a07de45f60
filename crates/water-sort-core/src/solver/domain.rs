//! Water sort as a [`search::Domain`]: canonical positions (tube order does
//! not matter) named by exact packed keys, pours as moves, the heuristic
//! ([`super::heuristic`] plus the landless term of `landless.rs`) computed
//! incrementally per child, and no children for proven dead ends
//! (`drain.rs`).

use search::{Children, Domain, Part, Reversible};

use super::drain::no_tube_empties;
use super::gather::settled_colour_pour;
use super::key::{ByColour, Codec, INDEXES, SLOTS, Slots, TubeInfo};
use super::landless::{landless, stuck_over};
use super::stuck::{Landings, stuck};
use crate::board::{Board, MAX_COLOURS, MAX_TUBES};

// A pour's label holds its two tubes' places in a byte each.
const _: () = assert!(MAX_TUBES <= 256);

pub(crate) struct WaterSort<'c> {
    pub codec: &'c Codec,
    start: Vec<u64>,
    /// The expanded position's tube codes, ascending, then zeros (room for
    /// [`Codec::child_key`], which leaves them as it found them).
    codes: Slots,
    /// A copy of `codes` for [`Codec::child_key`] to work in.
    work: Slots,
    #[cfg(debug_assertions)]
    child: [u64; MAX_TUBES],
    infos: [TubeInfo; MAX_TUBES],
    /// Does a solved position have an empty tube (more tubes than
    /// colours)? Then a position without one is a dead end when no tube
    /// can be emptied (`drain.rs`).
    solved_has_empty: bool,
    key: Vec<u64>,
    /// The children of [`Domain::expand`].
    children: Children,
}

impl<'c> WaterSort<'c> {
    pub fn new(codec: &'c Codec, board: &Board) -> Self {
        WaterSort {
            codec,
            start: codec.board_key(board),
            codes: [0; SLOTS],
            work: [0; SLOTS],
            #[cfg(debug_assertions)]
            child: [0; MAX_TUBES],
            infos: [TubeInfo::default(); MAX_TUBES],
            solved_has_empty: codec.tubes > colours(codec),
            key: vec![0; codec.words],
            children: Children::new(codec.words),
        }
    }
}

/// The heuristic from tube codes (total runs minus distinct bottom colours,
/// the same quantity as [`super::heuristic`]).
pub(crate) fn h_of(codec: &Codec, codes: &[u64]) -> u32 {
    let mut bottoms = [false; MAX_COLOURS + 1];
    let mut h = 0;
    for &code in codes {
        let info = codec.info(code);
        h += info.blocks as u32;
        if info.len > 0 && !std::mem::replace(&mut bottoms[info.bottom as usize], true) {
            h -= 1;
        }
    }
    h
}

impl Domain for WaterSort<'_> {
    fn key_words(&self) -> usize {
        self.codec.words
    }

    fn start(&mut self, key: &mut [u64]) {
        key.copy_from_slice(&self.start);
    }

    fn heuristic(&mut self, key: &[u64]) -> u32 {
        let n = self.codec.tubes;
        self.codec.unpack(key, &mut self.codes[..n]);
        h_of(self.codec, &self.codes[..n]) + landless(self.codec, &self.codes[..n])
    }

    /// The stuck term of `stuck.rs` (1 when every solution must make a
    /// pour that does not lower the first terms), when the landless term
    /// (which counts such pours too) is 0: `h` is the first terms plus the
    /// landless one, and both terms are lower bounds on those pours, so
    /// their larger one is. About an expansion's work: A* asks it of the
    /// start and, in long searches, of positions it is about to expand.
    #[inline(never)] // rare: kept out of the search loop
    fn refine(&mut self, key: &[u64], h: u32) -> u32 {
        let n = self.codec.tubes;
        self.codec.unpack(key, &mut self.codes[..n]);
        let codes = &self.codes[..n];
        let stuck =
            landless(self.codec, codes) == 0 && stuck(self.codec, codes, &mut Landings::new());
        h + stuck as u32
    }

    /// `h` is 0 exactly at solved positions (see [`super::heuristic`]).
    fn is_goal(&mut self, _key: &[u64], h: u32) -> bool {
        h == 0
    }

    fn expand<F: FnMut(&[u64], u32, u32) -> bool>(&mut self, key: &[u64], mut visit: F) -> bool {
        let h = self.heuristic(key);
        let mut children = std::mem::take(&mut self.children);
        children.clear();
        self.generate(key, h, Part::All, &mut children);
        let completed = (0..children.len()).all(|i| {
            let (cost, h) = children.step(i);
            visit(children.key(i), cost, h)
        });
        self.children = children;
        completed
    }

    /// Every child's h is known (incrementally) before its key is built, so
    /// the children left out cost no key, hash or lookup.
    fn expand_part(&mut self, key: &[u64], h: u32, part: Part, out: &mut Children) -> Option<u32> {
        self.generate(key, h, part, out)
    }
}

impl WaterSort<'_> {
    /// Writes the children of `key` (whose heuristic is `h`) in `part` into
    /// `out`; returns the smallest rise left out (see
    /// [`Domain::expand_part`]).
    ///
    /// Without the landless term, a child's h is the parent's, less 1 or not
    /// (see [`super::heuristic`], whose `h` is also the number of runs of
    /// each colour, less one for each colour at the bottom of some tube).
    /// Pouring the top run (colour c) of S onto D:
    /// - D empty (S holds other colours: a one-colour S poured into an empty
    ///   tube leaves the position unchanged and is skipped): the run is one
    ///   run still, and c is now at a bottom: h falls by 1 when no tube had
    ///   c at its bottom.
    /// - D topped by c, part of the run (D fills first): no run joins or
    ///   goes, h stays.
    /// - D topped by c, the whole run: it joins D's top run (one run of c
    ///   fewer); if S held only c, S empties and c is at one bottom fewer,
    ///   which costs the 1 back when S was the only tube with c at its
    ///   bottom.
    ///
    /// To that comes the change of the landless term (see `landless.rs`),
    /// 1 more, 1 less or none: only c's part can change, and only when c
    /// returns in a tube where it is at the bottom and is at the bottom of
    /// one tube, before the pour or after it (a one-colour source emptied
    /// may leave one of two); for those pours c's part is recounted.
    #[inline]
    fn generate(&mut self, key: &[u64], h: u32, part: Part, out: &mut Children) -> Option<u32> {
        let mut deferred: Option<u32> = None;
        let codec = self.codec;
        let n = codec.tubes;
        let cap = codec.capacity as u8;
        let (codes, work) = (&mut self.codes, &mut self.work);
        codec.unpack_slots(key, codes, work);
        let codes = &*codes;
        // Per tube: length and top colour (on the stack, where the compiler
        // knows nothing else writes them).
        let (mut lens, mut tops) = ([0u8; MAX_TUBES], [0u8; MAX_TUBES]);
        // Tubes by top colour (bit t for tube t; empty tubes under 0), the
        // tubes with room, and the first empty tube: all empty tubes are
        // alike.
        let mut by_top: ByColour = [0; INDEXES];
        let mut room = 0u32;
        // Tubes holding one colour only (not empty).
        let mut alone = 0u32;
        // Tubes by bottom colour (empty tubes under 0, never asked for).
        let mut by_bottom: ByColour = [0; INDEXES];
        // Per colour, the room above the top runs of that colour.
        let mut landing = [0u32; INDEXES];
        for t in 0..n {
            let code = codes[t];
            let (len, top, one_colour) = codec.len_top_alone(code);
            // (`% MAX_TUBES`, `% INDEXES`: no bounds checks.)
            lens[t % MAX_TUBES] = len;
            tops[t % MAX_TUBES] = top;
            room |= ((len < cap) as u32) << t;
            alone |= (one_colour as u32) << t;
            by_top[top as usize % INDEXES] |= 1 << t;
            by_bottom[codec.bottom(code) as usize % INDEXES] |= 1 << t;
            landing[top as usize % INDEXES] += (cap - len) as u32;
        }
        // Can colour c be stuck after a pour of its own, or now? Only if
        // it returns in a tube where it is at the bottom, the only one for
        // now (see `landless.rs`). Asked of the sources' colours only.
        let returns_in = |tubes: u32| {
            let mut tubes = tubes;
            while tubes != 0 {
                if codec.bottom_returns(codes[tubes.trailing_zeros() as usize]) {
                    return true;
                }
                tubes &= tubes - 1;
            }
            false
        };
        let can_stick_now = |c: u8| {
            let tubes = by_bottom[c as usize % INDEXES];
            tubes & tubes.wrapping_sub(1) == 0 && returns_in(tubes)
        };
        let an_empty = by_top[0] & by_top[0].wrapping_neg();
        // Per tube, without a branch (whether a tube has a partner is data,
        // which a branch predictor guesses badly): its top colour tops
        // another tube too, and another tube with room.
        let (mut paired, mut has_target) = (0u32, 0u32);
        for t in 0..n {
            let others = by_top[tops[t % MAX_TUBES] as usize % INDEXES] & !(1 << t);
            paired |= ((others != 0) as u32) << t;
            has_target |= ((others & room != 0) as u32) << t;
        }
        // A dead end (see `drain.rs`) has no children: none can lead to a
        // solution. (Only a tube with a target can release its top run.)
        if self.solved_has_empty
            && by_top[0] == 0
            && no_tube_empties(codec, &codes[..n], &lens, &tops, &mut landing, has_target)
        {
            return None;
        }
        let filled = !by_top[0] & ((1u64 << n) - 1) as u32;
        // A pour that is on a shortest solution whenever there is one
        // (see `gather.rs`): then it is the only child.
        let forced = settled_colour_pour(
            codec,
            codes,
            &lens,
            &tops,
            &by_top,
            alone & room & paired,
            alone,
        );
        // A lone child is built at once, whatever its rise: deferring it
        // would cost the node a second expansion to spare one key.
        let part = if forced.is_some() && part == Part::Level {
            Part::All
        } else {
            part
        };

        // The tubes that can pour somewhere: onto their colour, or into an
        // empty tube when they hold more than one colour (a one-colour
        // tube poured into an empty one leaves the unordered position
        // unchanged; a complete tube holds all of its colour, so it has
        // no target and is never a source).
        let mut sources = match forced {
            Some((from, _)) => 1 << from,
            None if an_empty != 0 => filled & (has_target | !alone),
            None => has_target & filled,
        };
        if part == Part::Level && forced.is_none() && an_empty != 0 {
            // Only pours that keep f are wanted: onto their colour (some
            // do), into an empty tube when their colour is at no bottom, or
            // of a colour that can be stuck now (its landless part may
            // fall). The others pour into an empty tube only, each with a
            // rise of 1: when there are any, the node has children left out.
            let mut level = sources & has_target;
            let mut to_empty_only = sources & !has_target;
            while to_empty_only != 0 {
                let t = to_empty_only.trailing_zeros();
                to_empty_only &= to_empty_only - 1;
                let top = tops[t as usize];
                level |=
                    ((by_bottom[top as usize % INDEXES] == 0 || can_stick_now(top)) as u32) << t;
            }
            if sources != level {
                deferred = Some(1);
            }
            sources = level;
        }
        while sources != 0 {
            let src = sources.trailing_zeros() as usize;
            sources &= sources - 1;
            let len = lens[src];
            let top = tops[src];
            let same_top = match forced {
                Some((_, to)) => 1 << to,
                None => by_top[top as usize % INDEXES] & room & !(1 << src),
            };
            let run = codec.top_run(codes[src], len);
            let single = run == len;
            debug_assert!(!(single && len == cap), "a complete tube is no source");
            // The tubes with the colour at their bottom: none, or two or more.
            let bottoms = by_bottom[top as usize % INDEXES];
            let (no_bottom, two_bottoms) = (bottoms == 0, bottoms & bottoms.wrapping_sub(1) != 0);
            // The colour's landless part before the pour, if it can have
            // one after (it returns in a bottom tube; now it needs that to
            // be its one bottom tube).
            let stuck_before = returns_in(bottoms).then(|| {
                !two_bottoms
                    && stuck_over(codec, &codes[..n], top, bottoms.trailing_zeros() as usize)
            });
            // The tubes topped by the same colour, then an empty one.
            let (mut same, mut empty) = (
                same_top,
                if single || forced.is_some() {
                    0
                } else {
                    an_empty
                },
            );
            while same | empty != 0 {
                let dst = if same != 0 {
                    let d = same.trailing_zeros();
                    same &= same - 1;
                    d
                } else {
                    let d = empty.trailing_zeros();
                    empty = 0;
                    d
                } as usize;
                let d_len = lens[dst];
                let amount = run.min(cap - d_len);
                let falls = if d_len == 0 {
                    no_bottom
                } else {
                    amount == run && (!single || two_bottoms)
                };
                let new_codes = || {
                    (
                        codec.remove_top(codes[src], len, amount),
                        codec.add_top(codes[dst], d_len, top, amount),
                    )
                };
                let child_h = match stuck_before {
                    None => h - falls as u32,
                    Some(before) => {
                        // Stuck after the pour needs one bottom tube of the
                        // colour (not a tube it was just poured into alone):
                        // a one-colour source emptied is one bottom fewer.
                        let left = bottoms & !(((single && amount == run) as u32) << src);
                        let after = d_len != 0 && left.count_ones() == 1 && {
                            let mut after = [0u64; MAX_TUBES];
                            after[..n].copy_from_slice(&codes[..n]);
                            (after[src], after[dst]) = new_codes();
                            stuck_over(codec, &after[..n], top, left.trailing_zeros() as usize)
                        };
                        h - falls as u32 - before as u32 + after as u32
                    }
                };
                debug_assert!(child_h + 1 >= h, "consistent");
                // One pour: the rise is 1 + child_h - h, from 0 to 2.
                let rise = 1 + child_h - h;
                if !part.admits(rise, &mut deferred) {
                    continue;
                }
                let (new_src, new_dst) = new_codes();
                // The move's label: the two tubes by their places in the
                // key, a byte each (see `moves.rs`). Its rank, for A* to
                // try first among children as deep and as near: pours onto
                // a tube before pours into an empty one (which spend the
                // room every later pour may need), then the larger pours
                // (over the 200 12-colour deals the median search expands
                // 86 positions instead of 111).
                let rank = (d_len == 0) as u8 * 8 + (cap - amount).min(7);
                let label = (src << 8 | dst) as u16;
                let child = out.add_ranked(1, child_h, label, rank);
                codec.child_key(codes, work, key, (src, new_src), (dst, new_dst), child);
                #[cfg(debug_assertions)]
                {
                    codec.unpack(child, &mut self.child[..n]);
                    let child = &self.child[..n];
                    let want_h = h_of(codec, child) + landless(codec, child);
                    assert_eq!(child_h, want_h, "incremental h");
                    let mut want = [0u64; MAX_TUBES];
                    want[..n].copy_from_slice(&codes[..n]);
                    want[src] = new_src;
                    want[dst] = new_dst;
                    want[..n].sort_unstable();
                    assert_eq!(&self.child[..n], &want[..n], "child key");
                }
            }
        }
        deferred
    }
}

impl Reversible for WaterSort<'_> {
    /// Every colour in one full tube, the other tubes empty: one canonical key.
    fn goal(&mut self, key: &mut [u64]) {
        let codec = self.codec;
        let n = codec.tubes;
        let colours = colours(codec);
        let cap = codec.capacity as u8;
        for (t, slot) in self.codes[..n].iter_mut().enumerate() {
            *slot = if t < colours {
                codec.add_top(0, 0, t as u8 + 1, cap)
            } else {
                0
            };
        }
        codec.pack(&mut self.codes[..n], key);
    }

    /// Un-pours: `a` units of colour `c` go back from the top of tube B to
    /// tube A. That undoes a legal pour from A to B exactly when B held
    /// nothing or `c` below them (`a` is less than B's top run, or all of B),
    /// A has room, and the forward pour would have moved `a` units: A's top is
    /// not `c` (so `a` was A's whole top run), or B is full after the pour
    /// (so room in B was what stopped it).
    fn predecessors<F: FnMut(&[u64]) -> bool>(&mut self, key: &[u64], mut visit: F) -> bool {
        let codec = self.codec;
        let n = codec.tubes;
        let cap = codec.capacity as u8;
        codec.unpack_slots(key, &mut self.codes, &mut self.work);
        for t in 0..n {
            self.infos[t] = codec.info(self.codes[t]);
        }
        for b in 0..n {
            let ib = self.infos[b];
            if ib.len == 0 {
                continue;
            }
            for a in 0..n {
                let ia = self.infos[a];
                if a == b || ia.len == cap || (ia.len > 0 && ia.top == ib.top && ib.len < cap) {
                    continue;
                }
                for amount in 1..=ib.run.min(cap - ia.len) {
                    if amount == ib.run && amount != ib.len {
                        continue;
                    }
                    let new_b = codec.remove_top(self.codes[b], ib.len, amount);
                    let new_a = codec.add_top(self.codes[a], ia.len, ib.top, amount);
                    codec.child_key(
                        &self.codes,
                        &mut self.work,
                        key,
                        (b, new_b),
                        (a, new_a),
                        &mut self.key,
                    );
                    if !visit(&self.key) {
                        return false;
                    }
                }
            }
        }
        true
    }
}

/// Number of colours (the dense colours are `1..=k`).
fn colours(codec: &Codec) -> usize {
    codec.dense.iter().filter(|&&d| d > 0).count()
}

#[cfg(test)]
#[path = "domain_tests.rs"]
mod tests;
