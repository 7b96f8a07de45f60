//! A toy domain for the tests: the sliding-tile puzzle on a small board.
//! Tile at position `i` in bits `4i..4i+4`, 0 the blank; the goal is tiles
//! `1..n` in order with the blank last. Manhattan distance is consistent.

use crate::{Children, Domain, Outcome, Part, Report, Reversible};

#[derive(Clone)]
pub struct Sliding {
    pub w: usize,
    pub h: usize,
    pub start: u64,
}

impl Sliding {
    pub fn goal_state(w: usize, h: usize) -> u64 {
        (1..w * h).fold(0, |s, i| s | (i as u64) << (4 * (i - 1)))
    }

    pub fn tile(state: u64, pos: usize) -> usize {
        (state >> (4 * pos) & 15) as usize
    }

    pub fn blank(&self, state: u64) -> usize {
        (0..self.w * self.h)
            .find(|&p| Self::tile(state, p) == 0)
            .expect("one blank")
    }

    /// The states one slide away.
    pub fn neighbours(&self, state: u64) -> Vec<u64> {
        let b = self.blank(state);
        let (x, y) = (b % self.w, b / self.w);
        let mut out = Vec::new();
        let mut slide = |p: usize| {
            let t = Self::tile(state, p) as u64;
            out.push(state & !(15 << (4 * p)) | t << (4 * b));
        };
        if x > 0 {
            slide(b - 1);
        }
        if x + 1 < self.w {
            slide(b + 1);
        }
        if y > 0 {
            slide(b - self.w);
        }
        if y + 1 < self.h {
            slide(b + self.w);
        }
        out
    }

    pub fn manhattan(&self, state: u64) -> u32 {
        (0..self.w * self.h)
            .map(|p| {
                let t = Self::tile(state, p);
                if t == 0 {
                    return 0;
                }
                let goal = t - 1;
                let (dx, dy) = (
                    (p % self.w).abs_diff(goal % self.w),
                    (p / self.w).abs_diff(goal / self.w),
                );
                (dx + dy) as u32
            })
            .sum()
    }

    /// A random walk of `steps` slides from the goal (xorshift seeded).
    pub fn scrambled(w: usize, h: usize, steps: usize, seed: u64) -> Sliding {
        let mut s = Sliding {
            w,
            h,
            start: Self::goal_state(w, h),
        };
        let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
        for _ in 0..steps {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let n = s.neighbours(s.start);
            s.start = n[(x % n.len() as u64) as usize];
        }
        s
    }
}

impl Domain for Sliding {
    fn key_words(&self) -> usize {
        1
    }
    fn start(&mut self, key: &mut [u64]) {
        key[0] = self.start;
    }
    fn heuristic(&mut self, key: &[u64]) -> u32 {
        self.manhattan(key[0])
    }
    fn is_goal(&mut self, key: &[u64], _h: u32) -> bool {
        key[0] == Self::goal_state(self.w, self.h)
    }
    fn expand<F: FnMut(&[u64], u32, u32) -> bool>(&mut self, key: &[u64], mut visit: F) -> bool {
        for n in self.neighbours(key[0]) {
            if !visit(&[n], 1, self.manhattan(n)) {
                return false;
            }
        }
        true
    }
    /// As the default, with each child labelled by where the tile that
    /// slides was (the child's blank).
    fn expand_part(&mut self, key: &[u64], h: u32, part: Part, out: &mut Children) -> Option<u32> {
        let mut deferred = None;
        for n in self.neighbours(key[0]) {
            let child_h = self.manhattan(n);
            let rise = (1 + child_h).saturating_sub(h);
            if part.admits(rise, &mut deferred) {
                out.add_labelled(1, child_h, self.blank(n) as u16)[0] = n;
            }
        }
        deferred
    }
}

impl Reversible for Sliding {
    fn goal(&mut self, key: &mut [u64]) {
        key[0] = Self::goal_state(self.w, self.h);
    }
    fn predecessors<F: FnMut(&[u64]) -> bool>(&mut self, key: &[u64], mut visit: F) -> bool {
        self.neighbours(key[0]).into_iter().all(|n| visit(&[n]))
    }
}

/// The length of the path `report` found, checked step by step: from the
/// start to the goal of `domain`, one slide a step (panics otherwise).
pub fn check_path(domain: &Sliding, report: &Report) -> usize {
    let Outcome::Found(path) = &report.outcome else {
        panic!("expected a path, got {:?}", report.outcome)
    };
    let states: Vec<u64> = path.states().map(|k| k[0]).collect();
    assert_eq!(states[0], domain.start);
    assert_eq!(
        *states.last().unwrap(),
        Sliding::goal_state(domain.w, domain.h)
    );
    for pair in states.windows(2) {
        assert!(domain.neighbours(pair[0]).contains(&pair[1]), "not a move");
    }
    assert_eq!(path.cost, path.len() as u64);
    path.len()
}

#[cfg(test)]
#[path = "toy_tests.rs"]
mod tests;
