//! The parallel search's promises: shortest walks on any thread count,
//! the largest bound and cancelling, and the ranked order of the prefixes.

use super::*;

/// A walk on a cycle of `n` positions, moves +1 and -1 (and a useless
/// +0 refused by `allowed`), goal 0; the bound is the cycle distance
/// halved (each move changes it by at most 1, so it is admissible).
struct Cycle {
    n: i64,
}

impl MoveDomain for Cycle {
    type State = i64;
    fn moves(&self) -> u8 {
        3
    }
    fn allowed(&self, last: Option<u8>, m: u8) -> bool {
        // No step straight back, and never the null move 2.
        m != 2 && last.is_none_or(|l| l != 1 - m)
    }
    fn step(&self, s: &i64, m: u8, budget: u32) -> Option<i64> {
        let t = (s + if m == 0 { 1 } else { -1 }).rem_euclid(self.n);
        (self.bound(&t) <= budget).then_some(t)
    }
    fn bound(&self, s: &i64) -> u32 {
        (s.min(&(self.n - s)) / 2) as u32
    }
    fn is_goal(&self, s: &i64) -> bool {
        *s == 0
    }
}

#[test]
fn finds_shortest_walks_whatever_the_threads() {
    let domain = Cycle { n: 25 };
    for start in 0..25 {
        let want = start.min(25 - start) as usize;
        let mut answers = Vec::new();
        for threads in [1, 2, 3] {
            let limits = MoveLimits {
                threads,
                split_depth: 2,
                ..MoveLimits::default()
            };
            let report = solve(&domain, start, &limits, None);
            let MoveOutcome::Found(path) = report.outcome else {
                panic!("{:?}", report.outcome)
            };
            assert_eq!(path.len(), want, "from {start}");
            answers.push(path);
        }
        assert!(answers.windows(2).all(|w| w[0] == w[1]));
    }
}

#[test]
fn stops_at_the_largest_bound_and_when_cancelled() {
    let domain = Cycle { n: 25 };
    let limits = MoveLimits {
        max_bound: 5,
        ..MoveLimits::default()
    };
    assert_eq!(
        solve(&domain, 12, &limits, None).outcome,
        MoveOutcome::Beyond(5)
    );
    let cancel = CancelToken::new();
    cancel.cancel();
    let report = solve(&Tree, 0, &MoveLimits::default(), Some(&cancel));
    assert_eq!(report.outcome, MoveOutcome::Cancelled);
    // Looked at within an iteration too: a bound of 40 would be 2^40 nodes.
    let started = Tree.bound(&0);
    let limits = MoveLimits {
        threads: 2,
        ..MoveLimits::default()
    };
    let late = CancelToken::new();
    let report = std::thread::scope(|scope| {
        let run = scope.spawn(|| solve(&Tree, started, &limits, Some(&late)));
        std::thread::sleep(Duration::from_millis(50));
        late.cancel();
        run.join().expect("no panic")
    });
    assert_eq!(report.outcome, MoveOutcome::Cancelled);
}

/// A binary tree without goals.
struct Tree;

impl MoveDomain for Tree {
    type State = u32;
    fn moves(&self) -> u8 {
        2
    }
    fn allowed(&self, _: Option<u8>, _: u8) -> bool {
        true
    }
    fn step(&self, s: &u32, _: u8, _: u32) -> Option<u32> {
        Some(s + 1)
    }
    fn bound(&self, _: &u32) -> u32 {
        40
    }
    fn is_goal(&self, _: &u32) -> bool {
        false
    }
}

/// Four moves, a goal only at the end of moves 3, 0, 0, ... (`GOAL`
/// moves); below moves 0 to 2 everything passes for `GOAL - 3` moves,
/// then nothing; below move 3 everything passes. The subtree of move 3
/// is the densest in every iteration but comes last in move order.
struct Lure;

const GOAL: u32 = 8;

/// First move (4: none yet), depth, and whether every move after the
/// first was 0.
type Lured = (u8, u32, bool);

impl MoveDomain for Lure {
    type State = Lured;
    fn moves(&self) -> u8 {
        4
    }
    fn allowed(&self, _: Option<u8>, _: u8) -> bool {
        true
    }
    fn step(&self, &(first, depth, track): &Lured, m: u8, budget: u32) -> Option<Lured> {
        let child = if first == 4 {
            (m, 1, true)
        } else {
            (first, depth + 1, track && m == 0)
        };
        (self.bound(&child) <= budget).then_some(child)
    }
    fn bound(&self, &(first, depth, _): &Lured) -> u32 {
        // Admissible: no goal lies below moves 0 to 2.
        if first < 3 && depth > GOAL - 3 {
            100
        } else {
            0
        }
    }
    fn is_goal(&self, &(first, depth, track): &Lured) -> bool {
        first == 3 && depth == GOAL && track
    }
}

#[test]
fn the_densest_prefix_of_the_last_iteration_goes_first() {
    let start = (4, 0, false);
    let search = |rank, threads| {
        let limits = MoveLimits {
            threads,
            split_depth: 1,
            rank,
            ..MoveLimits::default()
        };
        let report = solve(&Lure, start, &limits, None);
        let last = report.iterations.last().expect("iterations").nodes;
        (report.outcome, last)
    };
    let goal = MoveOutcome::Found(vec![3, 0, 0, 0, 0, 0, 0, 0]);
    let (unranked, unranked_nodes) = search(false, 1);
    assert_eq!(unranked, goal);
    for threads in [1, 2, 3] {
        let (ranked, ranked_nodes) = search(true, threads);
        assert_eq!(ranked, goal);
        // Move order searches the three lures whole first (4^5 leaves
        // each); ranked, the goal's prefix is searched first and left at
        // its goal, a few dozen nodes in.
        assert!(
            ranked_nodes * 20 < unranked_nodes,
            "{ranked_nodes} against {unranked_nodes} on {threads} threads"
        );
    }
}

/// Eighteen moves in six faces of three turns, a face never twice in a
/// row and of opposite faces only the first before the second, as the
/// cube's; nothing is pruned and there is no goal.
struct Faces;

impl MoveDomain for Faces {
    type State = u32;
    fn moves(&self) -> u8 {
        18
    }
    fn allowed(&self, last: Option<u8>, m: u8) -> bool {
        last.is_none_or(|l| l / 3 != m / 3 && l / 3 != m / 3 + 3)
    }
    fn step(&self, s: &u32, _: u8, _: u32) -> Option<u32> {
        Some(s + 1)
    }
    fn bound(&self, _: &u32) -> u32 {
        0
    }
    fn is_goal(&self, _: &u32) -> bool {
        false
    }
}

#[test]
fn prefixes_rank_by_near_nodes_then_nodes_for_the_sequences_they_may_hold() {
    let prefix = |moves: &[u8]| Prefix::new(moves, 0u32);
    // Moves 0-2 turn U, 3-5 R, 6-8 F, 9-11 D, 12-14 L, 15-17 B; the lists
    // in search order.
    let listed = || {
        vec![
            vec![
                prefix(&[0, 9]), // U D
                prefix(&[3, 0]), // R U
            ],
            vec![
                prefix(&[6, 12]), // F L
                prefix(&[9, 3]),  // D R
                prefix(&[12, 6]), // L F
            ],
        ]
    };
    let mut ranks = Ranks::new(true);
    let first = listed();
    ranks.begin(&Faces, 5, 5);
    let unranked = ranks.order_prefixes(&first, 4);
    assert_eq!(unranked, vec![0, 1, 2, 3, 4], "no iteration before");
    let counts = [(500, 0), (500, 0), (900, 0), (500, 0), (100, 2)];
    for (i, &(nodes, near)) in counts.iter().enumerate() {
        ranks.record(i, Count { nodes, near });
    }
    ranks.end(&first);
    // The next iteration lists one prefix more (U B), which had no count:
    // it goes last.
    let mut next = listed();
    next[0].insert(1, prefix(&[0, 17]));
    ranks.begin(&Faces, 6, 6);
    // Near nodes first (L F); then most nodes (F L); fewer sequences follow
    // D or L (U may not follow D, R may not follow L) than U or R, so 500
    // nodes after D (U D) are denser than 500 after U (R U) or R (D R),
    // which keep search order; the new one last.
    assert_eq!(ranks.order_prefixes(&next, 4), vec![5, 3, 0, 2, 4, 1]);
}
