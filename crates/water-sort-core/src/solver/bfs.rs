//! Plain breadth-first search: slow and obviously right. The reference the
//! A* solver is tested against; no pruning, no heuristic.

use std::collections::{HashSet, VecDeque};

use crate::board::{Board, Colour, Tube};

/// Length of a shortest solution, or `None` when no solution exists. Stops
/// with `Err(())` once more than `max_states` positions were seen.
#[allow(clippy::result_unit_err)]
pub fn breadth_first_length(board: &Board, max_states: usize) -> Result<Option<usize>, ()> {
    // Tubes alike in height and lock are interchangeable.
    let canonical = |b: &Board| {
        let mut tubes: Vec<(usize, Option<Colour>, Tube)> = (0..b.tubes().len())
            .map(|t| (b.height(t), b.lock(t), b.tubes()[t]))
            .collect();
        tubes.sort_by(|a, b| (a.0, a.1, a.2.units()).cmp(&(b.0, b.1, b.2.units())));
        tubes
    };
    let mut seen = HashSet::new();
    seen.insert(canonical(board));
    let mut queue = VecDeque::from([(board.clone(), 0usize)]);
    while let Some((b, depth)) = queue.pop_front() {
        if b.is_solved() {
            return Ok(Some(depth));
        }
        for pour in b.legal_pours().collect::<Vec<_>>() {
            let mut next = b.clone();
            next.pour(pour).expect("legal");
            if seen.insert(canonical(&next)) {
                if seen.len() > max_states {
                    return Err(());
                }
                queue.push_back((next, depth + 1));
            }
        }
    }
    Ok(None)
}
