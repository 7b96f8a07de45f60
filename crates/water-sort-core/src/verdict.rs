//! What the solver knows about positions in play, and a cache of it.
//!
//! The game checks each new position in the background; the cache keeps the
//! answers per position, so undo and redo do not solve again, and a move
//! along a known solution is derived from it without solving at all. It also
//! finds how far to rewind a dead end: back to the latest position known
//! solvable.

use std::collections::HashMap;

use crate::board::{Board, Pour};
use crate::history::{History, Step};
use crate::solver::Outcome;

/// At most this many positions are remembered (a player visits hundreds);
/// past it the cache starts afresh.
pub const CACHE_LIMIT: usize = 20_000;

/// What the solver knows about a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A solution from here. `optimal`: proven shortest (the solver's A*);
    /// otherwise the solver ran out of budget but its quick search found
    /// this (longer) one, which still proves the position solvable.
    Solvable {
        /// The pours of the solution, in order.
        path: Vec<Pour>,
        /// `path` is proven shortest.
        optimal: bool,
    },
    /// Every reachable position was searched: no solution.
    Unsolvable,
    /// The budget ran out before any answer.
    Unknown,
}

impl Verdict {
    /// The verdict of a finished search; `None` for a cancelled one.
    pub fn from_outcome(outcome: Outcome) -> Option<Verdict> {
        Some(match outcome {
            Outcome::Optimal(path) => Verdict::Solvable {
                path,
                optimal: true,
            },
            Outcome::Unsolvable => Verdict::Unsolvable,
            Outcome::GaveUp {
                best: Some(path), ..
            } => Verdict::Solvable {
                path,
                optimal: false,
            },
            Outcome::GaveUp { best: None, .. } => Verdict::Unknown,
            Outcome::Cancelled => return None,
        })
    }

    /// A solution is known.
    pub fn is_solvable(&self) -> bool {
        matches!(self, Verdict::Solvable { .. })
    }

    /// Moves of a proven shortest solution from here.
    pub fn optimal_moves(&self) -> Option<usize> {
        match self {
            Verdict::Solvable {
                path,
                optimal: true,
            } => Some(path.len()),
            _ => None,
        }
    }

    /// The first move of the known solution.
    pub fn next_move(&self) -> Option<Pour> {
        match self {
            Verdict::Solvable { path, .. } => path.first().copied(),
            _ => None,
        }
    }
}

/// Verdicts per position, bounded by [`CACHE_LIMIT`].
#[derive(Clone, Debug, Default)]
pub struct VerdictCache {
    // `Board` is `Hash + Eq`: positions are their own keys.
    verdicts: HashMap<Board, Verdict>,
}

impl VerdictCache {
    /// An empty cache.
    pub fn new() -> VerdictCache {
        VerdictCache::default()
    }

    /// The verdict on `board`, if it was checked or derived.
    pub fn get(&self, board: &Board) -> Option<&Verdict> {
        self.verdicts.get(board)
    }

    /// `board` has a verdict.
    pub fn contains(&self, board: &Board) -> bool {
        self.verdicts.contains_key(board)
    }

    /// Remembers `verdict` for `board`. A full cache is emptied first: a
    /// simple bound on memory, and the positions of the game in play come
    /// back cheaply (derived or checked again).
    pub fn insert(&mut self, board: Board, verdict: Verdict) {
        if self.verdicts.len() >= CACHE_LIMIT {
            self.verdicts.clear();
        }
        self.verdicts.insert(board, verdict);
    }

    /// How many positions have a verdict.
    pub fn len(&self) -> usize {
        self.verdicts.len()
    }

    /// No position has a verdict.
    pub fn is_empty(&self) -> bool {
        self.verdicts.is_empty()
    }

    /// Forgets every verdict.
    pub fn clear(&mut self) {
        self.verdicts.clear();
    }

    /// Forgets one position's verdict (tests and measurements re-check it).
    pub fn remove(&mut self, board: &Board) -> Option<Verdict> {
        self.verdicts.remove(board)
    }

    /// A move along a known solution: the rest of it solves the new position
    /// (and a shortest solution's rest is a shortest solution). Gives the
    /// current position of `history` that verdict when its last step was the
    /// first move of the previous position's solution; true if it did.
    pub fn derive(&mut self, history: &History) -> bool {
        if self.contains(history.board()) {
            return false;
        }
        let mut before = history.clone();
        let Some(Step::Pour(poured)) = before.undo() else {
            return false;
        };
        let Some(Verdict::Solvable { path, optimal }) = self.get(before.board()) else {
            return false;
        };
        if path.first() != Some(&poured.pour) {
            return false;
        }
        let verdict = Verdict::Solvable {
            path: path[1..].to_vec(),
            optimal: *optimal,
        };
        self.insert(history.board().clone(), verdict);
        true
    }

    /// The positions known to be solvable (where a rewind may lead).
    pub fn solvable_positions(&self) -> impl Iterator<Item = &Board> {
        self.verdicts
            .iter()
            .filter(|(_, verdict)| verdict.is_solvable())
            .map(|(board, _)| board)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{Budget, Limits, solve};

    /// Two colours, capacity 2: "AB", "BA", "" (solvable in 3 pours).
    fn start() -> Board {
        Board::new(2, &[vec![0, 1], vec![1, 0], vec![]]).unwrap()
    }

    fn solved_path(board: &Board) -> Vec<Pour> {
        match solve(board, &Limits::default(), None).outcome {
            Outcome::Optimal(path) => path,
            other => panic!("expected a solution, got {other:?}"),
        }
    }

    /// A distinct board per `n < 2^15`: a full tube of colour `i` for each
    /// bit `i` set in `n`, then one empty tube.
    fn board_n(n: usize) -> Board {
        let mut tubes: Vec<Vec<u8>> = (0..15)
            .filter(|i| n >> i & 1 == 1)
            .map(|i| vec![i as u8; 2])
            .collect();
        tubes.push(Vec::new());
        Board::new(2, &tubes).unwrap()
    }

    #[test]
    fn verdict_from_outcome() {
        let path = vec![Pour::new(0, 2)];
        assert_eq!(
            Verdict::from_outcome(Outcome::Optimal(path.clone())),
            Some(Verdict::Solvable {
                path: path.clone(),
                optimal: true
            })
        );
        assert_eq!(
            Verdict::from_outcome(Outcome::GaveUp {
                budget: Budget::Nodes,
                best: Some(path.clone()),
            }),
            Some(Verdict::Solvable {
                path,
                optimal: false
            })
        );
        assert_eq!(
            Verdict::from_outcome(Outcome::GaveUp {
                budget: Budget::Memory,
                best: None,
            }),
            Some(Verdict::Unknown)
        );
        assert_eq!(
            Verdict::from_outcome(Outcome::Unsolvable),
            Some(Verdict::Unsolvable)
        );
        assert_eq!(Verdict::from_outcome(Outcome::Cancelled), None);
    }

    #[test]
    fn verdict_queries() {
        let path = vec![Pour::new(0, 2), Pour::new(1, 0)];
        let optimal = Verdict::Solvable {
            path: path.clone(),
            optimal: true,
        };
        assert!(optimal.is_solvable());
        assert_eq!(optimal.optimal_moves(), Some(2));
        assert_eq!(optimal.next_move(), Some(Pour::new(0, 2)));
        let found = Verdict::Solvable {
            path,
            optimal: false,
        };
        assert!(found.is_solvable());
        assert_eq!(found.optimal_moves(), None);
        assert_eq!(found.next_move(), Some(Pour::new(0, 2)));
        let solved = Verdict::Solvable {
            path: Vec::new(),
            optimal: true,
        };
        assert_eq!(solved.optimal_moves(), Some(0));
        assert_eq!(solved.next_move(), None);
        for v in [Verdict::Unsolvable, Verdict::Unknown] {
            assert!(!v.is_solvable());
            assert_eq!(v.optimal_moves(), None);
            assert_eq!(v.next_move(), None);
        }
    }

    #[test]
    fn cache_insert_get_clear() {
        let mut cache = VerdictCache::new();
        assert!(cache.is_empty());
        assert!(!cache.contains(&start()));
        cache.insert(start(), Verdict::Unknown);
        assert!(cache.contains(&start()));
        assert_eq!(cache.get(&start()), Some(&Verdict::Unknown));
        // A new verdict for the same position replaces the old one.
        cache.insert(start(), Verdict::Unsolvable);
        assert_eq!(cache.get(&start()), Some(&Verdict::Unsolvable));
        assert_eq!(cache.len(), 1);
        cache.clear();
        assert!(cache.is_empty());
        assert_eq!(cache.get(&start()), None);
    }

    #[test]
    fn a_full_cache_starts_afresh() {
        let mut cache = VerdictCache::new();
        for n in 0..CACHE_LIMIT {
            cache.insert(board_n(n), Verdict::Unknown);
        }
        assert_eq!(cache.len(), CACHE_LIMIT, "the boards are distinct");
        assert!(cache.contains(&board_n(0)));
        cache.insert(board_n(CACHE_LIMIT), Verdict::Unsolvable);
        assert_eq!(cache.len(), 1);
        assert!(!cache.contains(&board_n(0)));
        assert_eq!(cache.get(&board_n(CACHE_LIMIT)), Some(&Verdict::Unsolvable));
    }

    #[test]
    fn derive_follows_the_known_solution() {
        let path = solved_path(&start());
        assert_eq!(path.len(), 3);
        let mut cache = VerdictCache::new();
        let mut history = History::new(start());
        cache.insert(
            start(),
            Verdict::Solvable {
                path: path.clone(),
                optimal: true,
            },
        );
        for (i, &pour) in path.iter().enumerate() {
            history.pour(pour).unwrap();
            assert!(cache.derive(&history), "move {i}");
            let rest = Verdict::Solvable {
                path: path[i + 1..].to_vec(),
                optimal: true,
            };
            assert_eq!(cache.get(history.board()), Some(&rest));
            // Known now: nothing more to derive.
            assert!(!cache.derive(&history));
        }
        assert!(history.board().is_solved());
        assert_eq!(cache.len(), 4);
    }

    #[test]
    fn derive_keeps_a_non_optimal_flag() {
        let path = solved_path(&start());
        let mut cache = VerdictCache::new();
        cache.insert(
            start(),
            Verdict::Solvable {
                path: path.clone(),
                optimal: false,
            },
        );
        let mut history = History::new(start());
        history.pour(path[0]).unwrap();
        assert!(cache.derive(&history));
        assert_eq!(
            cache.get(history.board()),
            Some(&Verdict::Solvable {
                path: path[1..].to_vec(),
                optimal: false
            })
        );
    }

    #[test]
    fn derive_only_along_the_first_move() {
        let path = solved_path(&start());
        let mut cache = VerdictCache::new();
        cache.insert(
            start(),
            Verdict::Solvable {
                path: path.clone(),
                optimal: true,
            },
        );
        // A legal pour that is not the solution's first move.
        let off = [Pour::new(0, 2), Pour::new(1, 2)]
            .into_iter()
            .find(|&p| p != path[0])
            .unwrap();
        let mut history = History::new(start());
        history.pour(off).unwrap();
        assert!(!cache.derive(&history));
        assert!(!cache.contains(history.board()));

        // Nothing known before: nothing derived.
        let mut fresh = VerdictCache::new();
        let mut history = History::new(start());
        history.pour(path[0]).unwrap();
        assert!(!fresh.derive(&history));
        assert!(fresh.is_empty());

        // The previous position is not known solvable: nothing derived.
        fresh.insert(start(), Verdict::Unknown);
        assert!(!fresh.derive(&history));
        assert_eq!(fresh.len(), 1);

        // The last step was a restart, not a pour: nothing derived, though
        // the position before it is known solvable.
        let mut history = History::new(start());
        history.pour(path[0]).unwrap();
        let mut cache = VerdictCache::new();
        cache.insert(
            history.board().clone(),
            Verdict::Solvable {
                path: path[1..].to_vec(),
                optimal: true,
            },
        );
        assert!(history.restart());
        assert!(!cache.derive(&history));
        assert!(!cache.contains(&start()));
        // No history at all.
        assert!(!cache.derive(&History::new(start())));
    }
}
