//! Every algorithm on the sliding tiles: the same shortest paths, honest
//! budgets and cancellation, the whole space counted.

use super::{Sliding, check_path};
use crate::{Budget, CancelToken, Limits, Outcome, Report, astar, bfs, bidir, ida};

fn all(domain: &Sliding, limits: &Limits, cancel: Option<&CancelToken>) -> [Report; 4] {
    [
        astar::solve(&mut domain.clone(), limits, cancel),
        ida::solve(&mut domain.clone(), limits, cancel),
        bfs::solve(&mut domain.clone(), limits, cancel),
        bidir::solve(&mut domain.clone(), limits, cancel),
    ]
}

#[test]
fn all_algorithms_find_the_same_shortest_length() {
    let limits = Limits::default();
    for (w, h, steps) in [(2, 2, 6), (3, 2, 20), (3, 3, 40), (4, 3, 30)] {
        for seed in 0..12 {
            let domain = Sliding::scrambled(w, h, steps, seed);
            let lengths = all(&domain, &limits, None).map(|r| check_path(&domain, &r));
            assert!(
                lengths.iter().all(|&l| l == lengths[0]),
                "{w}x{h} seed {seed}: {lengths:?}"
            );
            assert!(lengths[0] <= steps);
            assert!(domain.manhattan(domain.start) as usize <= lengths[0]);
        }
    }
}

#[test]
fn the_goal_itself_needs_no_moves() {
    let domain = Sliding::scrambled(3, 3, 0, 0);
    for r in all(&domain, &Limits::default(), None) {
        assert_eq!(check_path(&domain, &r), 0);
    }
}

#[test]
fn an_unreachable_goal_is_proven_so_except_by_ida() {
    // Swapping two tiles flips the permutation parity: unreachable.
    let mut domain = Sliding::scrambled(3, 2, 0, 0);
    domain.start = domain.start & !0xff | 0x12;
    let limits = Limits {
        max_nodes: 100_000,
        ..Limits::default()
    };
    let [a, i, b, d] = all(&domain, &limits, None);
    for r in [&a, &b, &d] {
        assert_eq!(r.outcome, Outcome::Exhausted);
    }
    // Half of the 720 arrangements are reachable.
    assert_eq!(a.nodes_stored, 360);
    assert_eq!(b.nodes_stored, 360);
    assert_eq!(i.outcome, Outcome::Budget(Budget::Nodes));
}

#[test]
fn layers_count_the_whole_space() {
    let mut domain = Sliding::scrambled(3, 2, 0, 0);
    let (layers, report) = bfs::layers(&mut domain, &Limits::default(), None);
    assert_eq!(report.outcome, Outcome::Exhausted);
    assert_eq!(layers.iter().sum::<u64>(), 360);
    assert_eq!(layers[..3], [1, 2, 3]);
    // The 2x3 puzzle's diameter is 21.
    assert_eq!(layers.len(), 22);
}

#[test]
fn budgets_give_up_honestly() {
    let domain = Sliding::scrambled(3, 3, 60, 3);
    let limits = Limits {
        max_nodes: 20,
        ..Limits::default()
    };
    for r in all(&domain, &limits, None) {
        assert_eq!(r.outcome, Outcome::Budget(Budget::Nodes), "{r:?}");
    }
    let tiny = Limits {
        max_memory: 0,
        ..Limits::default()
    };
    for r in all(&domain, &tiny, None) {
        assert_eq!(r.outcome, Outcome::Budget(Budget::Memory), "{r:?}");
    }
    let none = Limits {
        max_nodes: 0,
        ..Limits::default()
    };
    for r in all(&domain, &none, None) {
        assert_eq!(r.outcome, Outcome::Budget(Budget::Nodes), "{r:?}");
    }
}

#[test]
fn a_cancelled_search_says_so() {
    let domain = Sliding::scrambled(3, 3, 60, 3);
    let cancel = CancelToken::new();
    cancel.cancel();
    for r in all(&domain, &Limits::default(), Some(&cancel)) {
        assert_eq!(r.outcome, Outcome::Cancelled);
    }
}

#[test]
fn reports_count_work() {
    let domain = Sliding::scrambled(3, 3, 40, 5);
    for r in all(&domain, &Limits::default(), None) {
        assert!(
            r.nodes_expanded > 0 && r.nodes_stored > 0 && r.peak_memory > 0,
            "{r:?}"
        );
    }
}
