//! A*'s own promises, on the sliding tiles and on small explicit graphs:
//! move labels, ranks among equal children, closed nodes opened again,
//! refined bounds, and the greedy variant.

use crate::toy::{Sliding, check_path};
use crate::{Children, Domain, Limits, Outcome, Part, Report, astar, ida};

/// A* hands back the labels its domain gave (each step slides the tile
/// from the labelled place into the blank); IDA*, which expands with
/// `expand`, has none.
#[test]
fn astar_paths_carry_the_move_labels() {
    for seed in 0..20 {
        let domain = Sliding::scrambled(3, 3, 40, seed);
        let report = astar::solve(&mut domain.clone(), &Limits::default(), None);
        let Outcome::Found(path) = &report.outcome else {
            panic!("solvable")
        };
        let labels = path.labels().expect("A* labels its steps");
        assert_eq!(labels.len(), path.len());
        let states: Vec<u64> = path.states().map(|k| k[0]).collect();
        for (pair, &label) in states.windows(2).zip(labels) {
            assert!(domain.neighbours(pair[0]).contains(&pair[1]));
            assert_eq!(
                domain.blank(pair[1]),
                label as usize,
                "the tile came from there"
            );
        }
        let ida = ida::solve(&mut domain.clone(), &Limits::default(), None);
        let Outcome::Found(path) = &ida.outcome else {
            panic!("solvable")
        };
        assert_eq!(path.labels(), None);
    }
}

/// The sliding tiles through the default `expand_part`, which gives no
/// labels: A*'s path then has none either.
struct Unlabelled(Sliding);

impl Domain for Unlabelled {
    fn key_words(&self) -> usize {
        1
    }
    fn start(&mut self, key: &mut [u64]) {
        self.0.start(key)
    }
    fn heuristic(&mut self, key: &[u64]) -> u32 {
        self.0.heuristic(key)
    }
    fn is_goal(&mut self, key: &[u64], h: u32) -> bool {
        self.0.is_goal(key, h)
    }
    fn expand<F: FnMut(&[u64], u32, u32) -> bool>(&mut self, key: &[u64], visit: F) -> bool {
        self.0.expand(key, visit)
    }
}

#[test]
fn a_domain_without_labels_gives_a_path_without_labels() {
    let mut domain = Unlabelled(Sliding::scrambled(3, 3, 40, 7));
    let report = astar::solve(&mut domain, &Limits::default(), None);
    let Outcome::Found(path) = &report.outcome else {
        panic!("solvable")
    };
    assert!(!path.is_empty());
    assert_eq!(path.labels(), None);
}

/// A small explicit graph: start 0, unit steps `(from, to, rank)`, each
/// node's h and refined bound, one goal.
struct Graph {
    edges: Vec<(u64, u64, u8)>,
    h: Vec<u32>,
    refined: Vec<u32>,
    goal: u64,
}

impl Domain for Graph {
    fn key_words(&self) -> usize {
        1
    }
    fn start(&mut self, key: &mut [u64]) {
        key[0] = 0;
    }
    fn heuristic(&mut self, key: &[u64]) -> u32 {
        self.h[key[0] as usize]
    }
    fn is_goal(&mut self, key: &[u64], _h: u32) -> bool {
        key[0] == self.goal
    }
    fn expand<F: FnMut(&[u64], u32, u32) -> bool>(&mut self, key: &[u64], mut visit: F) -> bool {
        let mut edges = self.edges.iter().filter(|e| e.0 == key[0]);
        edges.all(|&(_, to, _)| visit(&[to], 1, self.h[to as usize]))
    }
    fn expand_part(&mut self, key: &[u64], h: u32, part: Part, out: &mut Children) -> Option<u32> {
        let mut deferred = None;
        for &(_, to, rank) in self.edges.iter().filter(|e| e.0 == key[0]) {
            let child_h = self.h[to as usize];
            if part.admits((1 + child_h).saturating_sub(h), &mut deferred) {
                out.add_ranked(1, child_h, to as u16, rank)[0] = to;
            }
        }
        deferred
    }
    fn refine(&mut self, key: &[u64], h: u32) -> u32 {
        self.refined[key[0] as usize].max(h)
    }
}

fn states(report: &Report) -> Vec<u64> {
    let Outcome::Found(path) = &report.outcome else {
        panic!("solvable")
    };
    path.states().map(|s| s[0]).collect()
}

/// A diamond: 0 leads to 1 and 2 (ranked as given), both lead to the
/// goal 3; h is the distance.
fn diamond(ranks: [u8; 2]) -> Graph {
    Graph {
        edges: vec![(0, 1, ranks[0]), (0, 2, ranks[1]), (1, 3, 0), (2, 3, 0)],
        h: vec![2, 1, 1, 0],
        refined: vec![2, 1, 1, 0],
        goal: 3,
    }
}

/// Of two children as deep and as near, A* goes on from the lower rank
/// first (here the path runs through whichever it expanded), whatever
/// order they came in.
#[test]
fn ranks_choose_among_equal_children() {
    for (ranks, via) in [([0, 1], 1), ([1, 0], 2), ([3, 15], 1), ([15, 3], 2)] {
        let report = astar::solve(&mut diamond(ranks), &Limits::default(), None);
        assert_eq!(states(&report), [0, via, 3], "ranks {ranks:?}");
        let expanded = report.nodes_expanded;
        assert_eq!(expanded, 3, "the other child is never expanded");
    }
}

/// A refined start (h 2, refined 3, its true distance) raises its child
/// 1 (h falls by the step) but not 2 (h stays), so the search dives
/// 0-2-3-4 first, all at f 3, and closes 4 at g 3; 0-1-4 then reaches
/// it at g 2, and only opening 4 again finds the shortest path to the
/// goal 5 (3 steps, not 4).
#[test]
fn a_closed_node_reached_more_cheaply_is_opened_again() {
    let mut graph = Graph {
        edges: vec![
            (0, 1, 1),
            (0, 2, 0),
            (1, 4, 0),
            (2, 3, 0),
            (3, 4, 0),
            (4, 5, 0),
        ],
        h: vec![2, 1, 2, 1, 0, 0],
        refined: vec![3, 1, 2, 1, 0, 0],
        goal: 5,
    };
    let report = astar::solve(&mut graph, &Limits::default(), None);
    assert_eq!(states(&report), [0, 1, 4, 5]);
    assert_eq!(report.nodes_expanded, 7, "4 is expanded twice");
}

/// The 3x3 sliding tiles with a refinement that knows the true distance
/// of every third position (by key), an admissible bound that is not
/// consistent (neighbours of a known position may look far nearer).
struct Refined {
    tiles: Sliding,
    distance: std::collections::HashMap<u64, u32>,
    raised: usize,
}

impl Domain for Refined {
    fn key_words(&self) -> usize {
        1
    }
    fn start(&mut self, key: &mut [u64]) {
        self.tiles.start(key)
    }
    fn heuristic(&mut self, key: &[u64]) -> u32 {
        self.tiles.heuristic(key)
    }
    fn is_goal(&mut self, key: &[u64], h: u32) -> bool {
        self.tiles.is_goal(key, h)
    }
    fn expand<F: FnMut(&[u64], u32, u32) -> bool>(&mut self, key: &[u64], visit: F) -> bool {
        self.tiles.expand(key, visit)
    }
    fn expand_part(&mut self, key: &[u64], h: u32, part: Part, out: &mut Children) -> Option<u32> {
        self.tiles.expand_part(key, h, part, out)
    }
    fn refine(&mut self, key: &[u64], h: u32) -> u32 {
        let known = key[0].is_multiple_of(3).then(|| self.distance[&key[0]]);
        let refined = known.unwrap_or(h).max(h);
        self.raised += (refined > h) as usize;
        refined
    }
}

/// Refined bounds raise nodes in long searches (after the first few
/// hundred expansions), and A* still finds shortest paths: the true
/// distances from a breadth-first search of the whole space.
#[test]
fn refined_bounds_keep_astar_optimal() {
    let goal = Sliding::goal_state(3, 3);
    let mut distance = std::collections::HashMap::from([(goal, 0u32)]);
    let mut frontier = vec![goal];
    let tiles = Sliding::scrambled(3, 3, 0, 0);
    while !frontier.is_empty() {
        let mut next = Vec::new();
        for s in frontier {
            for n in tiles.neighbours(s) {
                if !distance.contains_key(&n) {
                    distance.insert(n, distance[&s] + 1);
                    next.push(n);
                }
            }
        }
        frontier = next;
    }
    assert_eq!(distance.len(), 181_440);
    let mut raised = 0;
    for seed in 0..40 {
        let tiles = Sliding::scrambled(3, 3, 200, seed);
        let want = distance[&tiles.start] as usize;
        let mut domain = Refined {
            tiles: tiles.clone(),
            distance: std::mem::take(&mut distance),
            raised: 0,
        };
        let report = astar::solve(&mut domain, &Limits::default(), None);
        assert_eq!(check_path(&tiles, &report), want, "seed {seed}");
        raised += domain.raised;
        distance = domain.distance;
    }
    assert!(raised > 100, "refinements raised {raised} nodes");
}

#[test]
fn greedy_finds_a_path_no_shorter_than_optimal() {
    for seed in 0..10 {
        let domain = Sliding::scrambled(3, 3, 40, seed);
        let g = astar::greedy(&mut domain.clone(), &Limits::default(), None);
        let a = astar::solve(&mut domain.clone(), &Limits::default(), None);
        assert!(check_path(&domain, &g) >= check_path(&domain, &a));
    }
}
