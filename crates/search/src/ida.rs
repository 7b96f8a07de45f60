//! IDA*: depth-first searches bounded by f = g + h, the bound raised to the
//! smallest f that exceeded it, until a goal is reached. Memory is the
//! current path and its siblings only; no duplicate detection beyond never
//! stepping straight back to the grandparent, so on graphs with many
//! transpositions it expands far more nodes than A*. Optimal with an
//! admissible heuristic. It proves that no goal is reachable only when
//! every walk (never stepping straight back) ends; on a graph with longer
//! cycles every bound has deeper paths, and without a goal it runs into its
//! node budget.

use std::time::Instant;

use crate::{Budget, CHECK_EVERY, CancelToken, Domain, Limits, Outcome, Path, Report, cancelled};

enum Step {
    Found,
    /// Smallest f above the bound (`u64::MAX`: nothing was cut off).
    Next(u64),
    Stop(Outcome),
}

struct Ida<'a, D> {
    domain: &'a mut D,
    words: usize,
    limits: &'a Limits,
    cancel: Option<&'a CancelToken>,
    /// Keys of the current path, start first.
    path: Vec<u64>,
    /// Per depth: the children's keys and their (cost, h).
    keys: Vec<Vec<u64>>,
    costs: Vec<Vec<(u32, u32)>>,
    expanded: u64,
    generated: u64,
    deepest: u64,
    peak: usize,
}

/// IDA*: an optimal path when the heuristic is admissible.
pub fn solve<D: Domain>(domain: &mut D, limits: &Limits, cancel: Option<&CancelToken>) -> Report {
    let started = Instant::now();
    let words = domain.key_words();
    let mut start = vec![0u64; words];
    domain.start(&mut start);
    let h0 = domain.heuristic(&start);
    let mut ida = Ida {
        domain,
        words,
        limits,
        cancel,
        path: start,
        keys: Vec::new(),
        costs: Vec::new(),
        expanded: 0,
        generated: 1,
        deepest: 1,
        peak: 0,
    };
    let mut bound = h0 as u64;
    let outcome = loop {
        if limits.max_nodes == 0 {
            break Outcome::Budget(Budget::Nodes);
        }
        match ida.dfs(0, 0, h0, bound) {
            Step::Found => {
                let cost = ida.cost_of_path();
                break Outcome::Found(Path::new(words, ida.path.clone(), cost));
            }
            Step::Next(u64::MAX) => break Outcome::Exhausted,
            Step::Next(next) => bound = next,
            Step::Stop(outcome) => break outcome,
        }
    };
    Report {
        outcome,
        nodes_expanded: ida.expanded,
        nodes_stored: ida.deepest,
        peak_memory: ida.peak.max(ida.memory()),
        elapsed: started.elapsed(),
    }
}

impl<D: Domain> Ida<'_, D> {
    fn memory(&self) -> usize {
        self.path.capacity() * 8
            + self.keys.iter().map(|k| k.capacity() * 8).sum::<usize>()
            + self.costs.iter().map(|c| c.capacity() * 8).sum::<usize>()
    }

    /// Costs are summed again from the domain: the path is short.
    fn cost_of_path(&mut self) -> u64 {
        let w = self.words;
        let mut cost = 0u64;
        let states: Vec<&[u64]> = self.path.chunks_exact(w).collect();
        for pair in states.windows(2) {
            let mut step = None;
            self.domain.expand(pair[0], |child, c, _| {
                if child == pair[1] {
                    step = Some(step.map_or(c, |s: u32| s.min(c)));
                }
                true
            });
            cost += step.expect("consecutive path states are one move apart") as u64;
        }
        cost
    }

    fn dfs(&mut self, depth: usize, g: u64, h: u32, bound: u64) -> Step {
        let f = g + h as u64;
        if f > bound {
            return Step::Next(f);
        }
        let w = self.words;
        let at = depth * w;
        if self.domain.is_goal(&self.path[at..at + w], h) {
            return Step::Found;
        }
        self.expanded += 1;
        if self.expanded % CHECK_EVERY == 1 {
            if cancelled(self.cancel) {
                return Step::Stop(Outcome::Cancelled);
            }
            self.peak = self.peak.max(self.memory());
            if self.peak > self.limits.max_memory {
                return Step::Stop(Outcome::Budget(Budget::Memory));
            }
        }
        if self.keys.len() <= depth {
            self.keys.push(Vec::new());
            self.costs.push(Vec::new());
        }
        let mut keys = std::mem::take(&mut self.keys[depth]);
        let mut costs = std::mem::take(&mut self.costs[depth]);
        keys.clear();
        costs.clear();
        {
            let (before, current) = self.path.split_at(at);
            let grandparent = (depth > 0).then(|| &before[at - w..]);
            self.domain.expand(current, |child, cost, h| {
                if grandparent != Some(child) {
                    keys.extend_from_slice(child);
                    costs.push((cost, h));
                }
                true
            });
        }
        self.generated += costs.len() as u64;
        let mut next = u64::MAX;
        let mut step = None;
        if self.generated > self.limits.max_nodes {
            step = Some(Step::Stop(Outcome::Budget(Budget::Nodes)));
        }
        for (i, &(cost, h)) in costs.iter().enumerate() {
            if step.is_some() {
                break;
            }
            self.path.extend_from_slice(&keys[i * w..(i + 1) * w]);
            self.deepest = self.deepest.max(depth as u64 + 2);
            match self.dfs(depth + 1, g + cost as u64, h, bound) {
                Step::Found => step = Some(Step::Found),
                Step::Next(n) => next = next.min(n),
                stop @ Step::Stop(_) => step = Some(stop),
            }
            if step.is_none() {
                self.path.truncate(at + w);
            }
        }
        self.keys[depth] = keys;
        self.costs[depth] = costs;
        step.unwrap_or(Step::Next(next))
    }
}
