//! The pours of a solution in the board's own tube numbering, from the
//! path of canonical keys (tubes sorted by code) the search found.

use search::Path;

use super::key::Codec;
use crate::board::{Board, MAX_TUBES, Pour};

/// The pours along `path`, a path from `board`'s position. A* labels each
/// step with the two tubes' places in its key ([`by_labels`]); paths of the
/// other algorithms have no labels and are read from their keys (as is a
/// labelled path whose labels do not lead to its goal: a bug, which debug
/// builds stop at).
pub(super) fn moves_along(codec: &Codec, path: &Path, board: &Board) -> Vec<Pour> {
    (path.labels())
        .and_then(|labels| by_labels(codec, path, labels, board))
        .unwrap_or_else(|| by_keys(codec, path, board))
}

/// The pours along a path whose steps carry the places in the key of the
/// tube poured from (high byte) and into (low byte): the board's tubes kept
/// in key order name them. (Equal codes are equal tubes, so the order among
/// them does not matter.) `None` when a label names no legal pour or the
/// pours do not end at the path's goal.
fn by_labels(codec: &Codec, path: &Path, labels: &[u16], board: &Board) -> Option<Vec<Pour>> {
    let n = codec.tubes;
    let mut codes = [0u64; MAX_TUBES];
    codec.board_codes(board, &mut codes[..n]);
    let mut order: [u8; MAX_TUBES] = std::array::from_fn(|t| t as u8);
    order[..n].sort_unstable_by_key(|&t| codes[t as usize]);
    #[cfg(debug_assertions)]
    let mut states = path.states().skip(1);
    let mut moves = Vec::with_capacity(labels.len());
    for &label in labels {
        let (a, b) = ((label >> 8) as usize, (label & 0xff) as usize);
        if a == b || a >= n || b >= n {
            debug_assert!(false, "label {label:#x} names no two tubes");
            return None;
        }
        let (from, to) = (order[a] as usize, order[b] as usize);
        let Some((f, t)) = codec.pour(codes[from], codes[to]) else {
            debug_assert!(false, "label {label:#x} names no legal pour");
            return None;
        };
        (codes[from], codes[to]) = (f, t);
        moves.push(Pour::new(from, to));
        // Back to key order: the two tubes that changed move to their
        // places, the source's first (its code fell, the target's rose; see
        // `settle`), then the target's, whose place shifts by one if the
        // source's passed it.
        let a2 = settle(&mut order, &codes, n, a);
        let b2 = b + (a2 <= b && b < a) as usize - (a < b && b <= a2) as usize;
        settle(&mut order, &codes, n, b2);
        #[cfg(debug_assertions)]
        {
            let mut want = [0u64; MAX_TUBES];
            codec.unpack(states.next().expect("a state per step"), &mut want[..n]);
            let sorted: Vec<u64> = order[..n].iter().map(|&t| codes[t as usize]).collect();
            assert_eq!(sorted, want[..n], "the labelled pour leads to the next key");
        }
    }
    // The pours end at the goal (checked once, in release builds too).
    let mut goal = [0u64; MAX_TUBES];
    codec.unpack(
        path.states().last().expect("a path has a goal"),
        &mut goal[..n],
    );
    let ends = (order[..n].iter().map(|&t| codes[t as usize])).eq(goal[..n].iter().copied());
    debug_assert!(ends, "the labelled pours end at the goal");
    ends.then_some(moves)
}

/// Moves the tube at place `i` of `order` (tubes by code) to its sorted
/// place, shifting the ones in between; returns that place. The other
/// places must be in order but for one tube, whose code rose if it is to
/// be settled after this one (a pour's target, after its source): then
/// this one's place comes out right whichever way it passes that tube, as
/// in `Codec::child_key`.
fn settle(order: &mut [u8; MAX_TUBES], codes: &[u64; MAX_TUBES], n: usize, mut i: usize) -> usize {
    let tube = order[i];
    let code = codes[tube as usize];
    while i > 0 && codes[order[i - 1] as usize] > code {
        order[i] = order[i - 1];
        i -= 1;
    }
    while i + 1 < n && codes[order[i + 1] as usize] < code {
        order[i] = order[i + 1];
        i += 1;
    }
    order[i] = tube;
    i
}

/// [`moves_along`] from the keys alone. A pour replaces two tube codes, so
/// the next key differs from the current one in two codes out and two in (a
/// merge of the two keys' sorted codes finds them; key words that are equal
/// hold the same codes, so only the slots of the words that differ are
/// merged): the pour is between two tubes holding the codes that go, one way
/// or the other, and it must bring the two codes that come. (When codes
/// coincide and fewer than two differ, every legal pour is tried against the
/// whole next key instead.) Pours are played on the codes, so no board is
/// kept.
fn by_keys(codec: &Codec, path: &Path, board: &Board) -> Vec<Pour> {
    let n = codec.tubes;
    let mut codes = vec![0u64; n];
    let mut sorted = vec![0u64; n];
    let mut target = vec![0u64; n];
    let mut after = vec![0u64; n];
    codec.board_codes(board, &mut codes);
    let mut moves = Vec::with_capacity(path.len());
    let mut states = path.states();
    let mut key = states.next().expect("a path has a start");
    codec.unpack(key, &mut sorted);
    for want in states {
        codec.unpack(want, &mut target);
        // The slots of the words that differ.
        let first = key.iter().zip(want).position(|(a, b)| a != b).unwrap_or(0);
        let last = key.iter().zip(want).rposition(|(a, b)| a != b).unwrap_or(0);
        let slots = first * codec.per..((last + 1) * codec.per).min(n);
        key = want;
        // The codes that go and come: a merge of the two ascending lists.
        let (mut gone, mut came) = ([0u64; 2], [0u64; 2]);
        let (mut gone_n, mut came_n) = (0, 0);
        let (from, to) = (&sorted[slots.clone()], &target[slots]);
        let (mut i, mut j) = (0, 0);
        while i < from.len() || j < to.len() {
            if i < from.len() && j < to.len() && from[i] == to[j] {
                i += 1;
                j += 1;
            } else if j >= to.len() || (i < from.len() && from[i] < to[j]) {
                gone[gone_n.min(1)] = from[i];
                gone_n += 1;
                i += 1;
            } else {
                came[came_n.min(1)] = to[j];
                came_n += 1;
                j += 1;
            }
        }
        // A pour between two tubes, with the two codes it leaves.
        let poured = |from: usize, to: usize| {
            codec
                .pour(codes[from], codes[to])
                .map(|(f, t)| (from, to, f, t))
        };
        let quick = if gone_n == 2 && came_n == 2 {
            // Two different tubes holding the codes that go.
            let a = codes.iter().position(|&c| c == gone[0]);
            let b = (0..n).find(|&t| codes[t] == gone[1] && Some(t) != a);
            a.zip(b).and_then(|(a, b)| {
                [(a, b), (b, a)]
                    .into_iter()
                    .filter_map(|(from, to)| poured(from, to))
                    .find(|&(_, _, f, t)| {
                        (f, t) == (came[0], came[1]) || (f, t) == (came[1], came[0])
                    })
            })
        } else {
            None
        };
        let (from, to, f, t) = quick
            .or_else(|| {
                (0..n)
                    .flat_map(|from| {
                        (0..n)
                            .filter(move |&to| to != from)
                            .map(move |to| (from, to))
                    })
                    .filter_map(|(from, to)| poured(from, to))
                    .find(|&(from, to, f, t)| {
                        after.copy_from_slice(&codes);
                        after[from] = f;
                        after[to] = t;
                        after.sort_unstable();
                        after == target
                    })
            })
            .expect("every step of a path is a legal pour");
        codes[from] = f;
        codes[to] = t;
        moves.push(Pour::new(from, to));
        std::mem::swap(&mut sorted, &mut target);
    }
    moves
}
