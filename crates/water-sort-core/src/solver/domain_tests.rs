//! Tests of the water sort domain: the pruned expansion keeps a shortest
//! solution and the heuristic is admissible (against distances from a plain
//! breadth-first search), and partial expansion's parts make up every child.

use super::*;
use crate::generate::random_deal;

/// The children of `key` in `part`, as sorted (key, h) pairs, and the
/// rise `expand_part` reports left out.
fn part(ws: &mut WaterSort, key: &[u64], part: Part) -> (Vec<(Vec<u64>, u32)>, Option<u32>) {
    let h = ws.heuristic(key);
    let mut out = Children::new(key.len());
    let rise = ws.expand_part(key, h, part, &mut out);
    let mut kids: Vec<_> = (0..out.len())
        .map(|i| (out.key(i).to_vec(), out.step(i).1))
        .collect();
    kids.sort();
    (kids, rise)
}

/// Every position reachable from `start` (tube order ignored), with its
/// distance to the goal by breadth-first search backwards over all
/// pours (which knows nothing of the solver).
fn all_positions(start: &Board) -> (Vec<Board>, Vec<Option<usize>>) {
    let canonical = |b: &Board| {
        let mut tubes: Vec<Vec<u8>> = b.tubes().iter().map(|t| t.units().to_vec()).collect();
        tubes.sort();
        tubes
    };
    let mut index = std::collections::HashMap::from([(canonical(start), 0usize)]);
    let (mut boards, mut parents) = (vec![start.clone()], vec![Vec::new()]);
    let mut next = 0;
    while next < boards.len() {
        let board = boards[next].clone();
        for pour in board.legal_pours() {
            let mut child = board.clone();
            child.pour(pour).expect("legal");
            let at = *index.entry(canonical(&child)).or_insert_with(|| {
                boards.push(child);
                parents.push(Vec::new());
                boards.len() - 1
            });
            parents[at].push(next);
        }
        next += 1;
    }
    let mut distance = vec![None; boards.len()];
    let mut queue: std::collections::VecDeque<usize> = (0..boards.len())
        .filter(|&i| boards[i].is_solved())
        .collect();
    for &i in &queue {
        distance[i] = Some(0);
    }
    while let Some(i) = queue.pop_front() {
        for &p in &parents[i] {
            if distance[p].is_none() {
                distance[p] = distance[i].map(|d| d + 1);
                queue.push_back(p);
            }
        }
    }
    (boards, distance)
}

/// The pruning of `settled_colour_pour` keeps the search exact: in every
/// position reachable from small deals, and from a position where a
/// looser rule would lose solutions, some child that expansion builds is
/// one pour nearer the goal, or neither can be solved. And the rule
/// fires: positions whose expansion left out a pour.
#[test]
fn pruned_expansion_keeps_a_shortest_solution() {
    // From here the rule without "every unit in a top run" loses
    // solutions (it pours the top 4 of [2, 4] onto [4] in a position
    // where that leads nowhere).
    let buried_colour = Board::new(
        3,
        &[
            vec![2, 4, 1],
            vec![4, 0, 1],
            vec![4, 0],
            vec![0, 2, 3],
            vec![1, 3],
            vec![2, 3],
        ],
    )
    .expect("a board");
    let starts = [buried_colour]
        .into_iter()
        .chain((0..6).map(|seed| random_deal(4, 1 + seed as usize % 2, 3, seed)))
        .chain((0..10).map(|seed| random_deal(5, 2, 3, seed)))
        .chain((0..4).map(|seed| random_deal(4, 2, 4, seed)))
        // The widest tubes, where run sizes reach the masks of `stuck.rs`.
        .chain((0..3).map(|seed| random_deal(3, 1, 8, seed)));
    let (mut positions, mut pruned) = (0, 0);
    let mut raised = 0;
    for start in starts {
        let codec = Codec::new(&start);
        let mut ws = WaterSort::new(&codec, &start);
        let (boards, distance) = all_positions(&start);
        let index: std::collections::HashMap<Vec<u64>, usize> = (boards.iter())
            .enumerate()
            .map(|(i, b)| (codec.board_key(b), i))
            .collect();
        for (board, &here) in boards.iter().zip(&distance) {
            let key = codec.board_key(board);
            // The heuristic is admissible, and so is its refinement.
            let h = ws.heuristic(&key);
            let refined = ws.refine(&key, h);
            if let Some(d) = here {
                assert!(refined as usize <= d, "{board:?}");
            }
            assert!(refined >= h);
            raised += (refined > h) as usize;
            let mut built = Vec::new();
            ws.expand(&key, |child, _, _| {
                built.push(child.to_vec());
                true
            });
            let mut successors = Vec::new();
            let mut nearest: Option<usize> = None;
            for pour in board.legal_pours() {
                let mut child = board.clone();
                child.pour(pour).expect("legal");
                let child_key = codec.board_key(&child);
                if built.contains(&child_key) {
                    let d = distance[index[&child_key]];
                    nearest = match (nearest, d) {
                        (Some(a), Some(b)) => Some(a.min(b)),
                        (a, b) => a.or(b),
                    };
                }
                if !successors.contains(&child_key) {
                    successors.push(child_key);
                }
            }
            assert!(
                built.iter().all(|k| successors.contains(k)),
                "legal children"
            );
            match here {
                Some(0) => {}
                Some(d) => assert_eq!(nearest, Some(d - 1), "{board:?}"),
                None => assert_eq!(nearest, None, "{board:?}"),
            }
            positions += 1;
            pruned += (built.len() < successors.len()) as usize;
        }
    }
    assert!(
        pruned * 20 > positions,
        "the rule fired {pruned} times in {positions}"
    );
    assert!(raised * 50 > positions, "refined {raised} of {positions}");
}

/// Along random walks: the children that keep f and those that raise it
/// are, together, every child (each once), with the h a recount gives;
/// the rise reported left out is the smallest among the second part.
#[test]
fn level_and_rising_parts_make_up_every_child() {
    for seed in 0..40 {
        let (colours, cap) = (3 + seed as usize % 6, 2 + seed as usize % 4);
        let mut board = random_deal(colours, 2, cap, seed);
        let codec = Codec::new(&board);
        let mut ws = WaterSort::new(&codec, &board);
        let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
        for _ in 0..30 {
            let key = codec.board_key(&board);
            let h = ws.heuristic(&key);
            let (all, none) = part(&mut ws, &key, Part::All);
            let (level, rise) = part(&mut ws, &key, Part::Level);
            let (rising, also_none) = part(&mut ws, &key, Part::Rising);
            assert_eq!((none, also_none), (None, None));
            assert!(level.iter().all(|(_, ch)| ch + 1 == h));
            assert!(rising.iter().all(|(_, ch)| ch + 1 > h));
            assert_eq!(rise, rising.iter().map(|(_, ch)| ch + 1 - h).min());
            let mut both: Vec<_> = level.into_iter().chain(rising).collect();
            both.sort();
            assert_eq!(both, all);
            // The full expansion through `expand` agrees.
            let mut visited = Vec::new();
            ws.expand(&key, |child, cost, ch| {
                assert_eq!(cost, 1);
                visited.push((child.to_vec(), ch));
                true
            });
            visited.sort();
            assert_eq!(visited, all);
            // A random legal pour.
            let pours: Vec<_> = board.legal_pours().collect();
            if pours.is_empty() {
                break;
            }
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            board.pour(pours[x as usize % pours.len()]).expect("legal");
        }
    }
}

/// Dead ends (`drain.rs`) have no solution, and the search prunes them:
/// in every position of a 12-colour deal with solutions and dead ends
/// (seed 21: 11,614 positions, 8,335 of them without an empty tube and
/// without a solution) and of the small deals, the relaxation calls dead
/// only positions without a solution, and their expansion builds nothing,
/// while every position with a solution has children.
/// And it finds most of those without an empty tube (5,604 of 9,255).
#[test]
fn dead_ends_have_no_solution() {
    let starts = [random_deal(12, 2, 4, 21)]
        .into_iter()
        .chain((0..6).map(|seed| random_deal(6, 2, 4, seed)))
        .chain((0..3).map(|seed| random_deal(3, 1, 8, seed)));
    let (mut dead, mut unsolvable_without_empty) = (0, 0);
    for start in starts {
        let codec = Codec::new(&start);
        let mut ws = WaterSort::new(&codec, &start);
        let (boards, distance) = all_positions(&start);
        for (board, &here) in boards.iter().zip(&distance) {
            let key = codec.board_key(board);
            let mut codes = vec![0; codec.tubes];
            codec.unpack(&key, &mut codes);
            let without_empty = board.tubes().iter().all(|t| !t.is_empty());
            unsolvable_without_empty += (without_empty && here.is_none()) as usize;
            let mut built = 0;
            ws.expand(&key, |_, _, _| {
                built += 1;
                true
            });
            // The expansion's own test (from the tubes with a target) never
            // prunes a position with a solution.
            if here.is_some_and(|d| d > 0) {
                assert!(built > 0, "{board:?}");
            }
            if crate::solver::drain::dead_end(&codec, &codes) {
                assert_eq!(here, None, "{board:?}");
                assert_eq!(built, 0, "{board:?}");
                dead += 1;
            }
        }
    }
    assert!(
        dead * 2 > unsolvable_without_empty,
        "{dead} dead ends found of {unsolvable_without_empty}"
    );
}

/// The most tubes a board may have, none empty (so the dead-end test runs
/// on the start, over 32 tubes): the solver agrees with plain BFS.
#[test]
fn thirty_two_tubes_without_an_empty_one() {
    let mut tubes: Vec<Vec<u8>> = (0..26).map(|c| vec![c, c]).collect();
    tubes.extend([
        vec![26, 27],
        vec![27, 26],
        vec![28],
        vec![28],
        vec![29],
        vec![29],
    ]);
    let board = Board::new(2, &tubes).expect("a board");
    assert_eq!(board.tubes().len(), crate::board::MAX_TUBES);
    let report = super::super::solve(&board, &search::Limits::default(), None);
    let want = super::super::breadth_first_length(&board, 1_000_000).expect("small");
    assert_eq!(report.moves().map(<[_]>::len), want);
}
