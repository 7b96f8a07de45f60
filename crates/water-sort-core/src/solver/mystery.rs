//! Honest help on mystery levels: verdicts and hints from the player's
//! [`View`] alone, so they cannot depend on a hidden colour.
//!
//! * **guaranteed**: some strategy that sees only what the player sees wins
//!   for every arrangement. Proved by an AND-OR search: between reveals
//!   play is deterministic on the visible units, so from a view the search
//!   walks every position reachable by pours that reveal nothing (OR), and
//!   a pour that reveals wins when every view it can lead to wins (AND).
//!   Each reveal lowers the hidden count, so the recursion ends; a view
//!   hiding nothing is decided by the exact solver. The hint is the first
//!   pour of such a strategy; after any reveal the new view is guaranteed
//!   again, so hints can be followed to the win.
//! * **likely**: no such strategy is proven. The hint is the pour after
//!   which the most arrangements can still be solved (each solved with full
//!   knowledge by the exact solver), and the share is shown: exact when
//!   every arrangement was examined, else estimated from a sample.
//! * **lost**: every arrangement is proven unsolvable, even knowing
//!   everything.
//! * **unknown**: a budget ran out before any of these could be said.
//!
//! Everything here is a function of the view (sampling is seeded from the
//! limits, not from the board), so two positions that look the same to the
//! player get the same advice.

use std::collections::{HashMap, HashSet, VecDeque};

use rand::SeedableRng;

use super::{CancelToken, Limits, Outcome, solve};
use crate::board::{Board, Pour};
use crate::knowledge::View;

/// What honest help says of a mystery position.
#[derive(Clone, Debug, PartialEq)]
pub enum MysteryVerdict {
    /// The board is solved.
    Solved,
    /// A strategy seeing only the view wins for every arrangement.
    Guaranteed,
    /// No such strategy is proven; after the hint, a win is still possible
    /// in `share` (0 to 1) of the arrangements.
    Likely {
        /// Share of the arrangements still solvable after the hint.
        share: f64,
        /// Every arrangement was examined (else a random sample was).
        exact: bool,
        /// How many arrangements were examined.
        examined: usize,
    },
    /// No arrangement can be solved from here, even knowing everything.
    Lost,
    /// A budget ran out before anything could be said.
    Unknown,
}

/// The advice for one position: its verdict and the move to make.
#[derive(Clone, Debug, PartialEq)]
pub struct Advice {
    /// What can be said of the position.
    pub verdict: MysteryVerdict,
    /// The move to make: a guaranteed strategy's first pour, or the pour
    /// that keeps a win possible in the most arrangements.
    pub hint: Option<Pour>,
    /// How many arrangements fit the view (`None`: more than `u128`).
    pub arrangements: Option<u128>,
}

/// Budgets of [`advise`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MysteryLimits {
    /// Most positions the guaranteed search visits.
    pub max_positions: u64,
    /// Limits of each exact solve (one per view hiding nothing, and per
    /// arrangement and move for the shares).
    pub solve: Limits,
    /// Most arrangements examined one by one; past this, `samples` are
    /// drawn at random.
    pub max_arrangements: usize,
    /// Arrangements drawn when there are too many to examine.
    pub samples: usize,
    /// Seed of the sample.
    pub seed: u64,
}

impl Default for MysteryLimits {
    fn default() -> Self {
        MysteryLimits {
            max_positions: 200_000,
            solve: Limits {
                max_nodes: 200_000,
                max_memory: 64 << 20,
            },
            max_arrangements: 200,
            samples: 100,
            seed: 25,
        }
    }
}

/// A budget ran out or the search was cancelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the search ran out of budget")]
pub struct OutOfBudget;

/// The advice for `view`, within `limits`.
pub fn advise(view: &View, limits: &MysteryLimits, cancel: Option<&CancelToken>) -> Advice {
    let arrangements = view.count_arrangements();
    let advice = |verdict, hint| Advice {
        verdict,
        hint,
        arrangements,
    };
    if let Some(board) = view.board()
        && board.is_solved()
    {
        return advice(MysteryVerdict::Solved, None);
    }
    let mut search = Guarantee::new(limits, cancel);
    match search.win(view) {
        Ok(Some(hint)) => return advice(MysteryVerdict::Guaranteed, hint),
        Ok(None) if !view.hides_anything() => return advice(MysteryVerdict::Lost, None),
        _ => {}
    }
    match shares(view, limits, cancel) {
        Some(Shares {
            best: Some((hint, share)),
            exact,
            examined,
        }) => advice(
            MysteryVerdict::Likely {
                share,
                exact,
                examined,
            },
            Some(hint),
        ),
        Some(Shares {
            best: None,
            exact: true,
            ..
        }) => advice(MysteryVerdict::Lost, None),
        _ => advice(MysteryVerdict::Unknown, None),
    }
}

/// Whether some strategy seeing only `view` wins for every arrangement:
/// `Some(first pour)` (`Some(None)` when the board is solved), `None` when
/// none does, and `Err` when the budget ran out.
pub fn guaranteed(
    view: &View,
    limits: &MysteryLimits,
    cancel: Option<&CancelToken>,
) -> Result<Option<Option<Pour>>, OutOfBudget> {
    Guarantee::new(limits, cancel).win(view)
}

/// The AND-OR search of "guaranteed".
struct Guarantee<'a> {
    limits: &'a MysteryLimits,
    cancel: Option<&'a CancelToken>,
    /// Views decided: `Some(first pour)` when they win (`None` inside when
    /// solved), `None` when they do not.
    memo: HashMap<View, Option<Option<Pour>>>,
    positions: u64,
}

impl<'a> Guarantee<'a> {
    fn new(limits: &'a MysteryLimits, cancel: Option<&'a CancelToken>) -> Self {
        Guarantee {
            limits,
            cancel,
            memo: HashMap::new(),
            positions: 0,
        }
    }

    fn tick(&mut self) -> Result<(), OutOfBudget> {
        self.positions += 1;
        if self.positions > self.limits.max_positions
            || self.cancel.is_some_and(CancelToken::is_cancelled)
        {
            return Err(OutOfBudget);
        }
        Ok(())
    }

    fn win(&mut self, view: &View) -> Result<Option<Option<Pour>>, OutOfBudget> {
        if let Some(known) = self.memo.get(view) {
            return Ok(*known);
        }
        let result = match view.board() {
            Some(board) => self.solve(&board)?,
            None => self.win_hidden(view)?,
        };
        self.memo.insert(view.clone(), result);
        Ok(result)
    }

    /// A view hiding nothing: the exact solver decides.
    fn solve(&mut self, board: &Board) -> Result<Option<Option<Pour>>, OutOfBudget> {
        self.tick()?;
        match solve(board, &self.limits.solve, self.cancel).outcome {
            Outcome::Optimal(path) => Ok(Some(path.first().copied())),
            Outcome::Unsolvable => Ok(None),
            Outcome::GaveUp { .. } | Outcome::Cancelled => Err(OutOfBudget),
        }
    }

    /// Every position reachable without a reveal, each revealing pour
    /// tried: the first that wins whatever it reveals wins.
    fn win_hidden(&mut self, view: &View) -> Result<Option<Option<Pour>>, OutOfBudget> {
        let mut seen: HashSet<View> = HashSet::from([view.clone()]);
        // Each position with the first pour that led to it from `view`.
        let mut queue: VecDeque<(View, Option<Pour>)> = VecDeque::from([(view.clone(), None)]);
        while let Some((here, first)) = queue.pop_front() {
            self.tick()?;
            for pour in here.legal_pours() {
                let amount = here.check_pour(pour).expect("a legal pour");
                let first = first.or(Some(pour));
                let outcomes = here.outcomes(pour);
                if here.reveals(pour, amount) {
                    let mut all = true;
                    for outcome in &outcomes {
                        if self.win(outcome)?.is_none() {
                            all = false;
                            break;
                        }
                    }
                    if all {
                        return Ok(Some(first));
                    }
                } else {
                    let [next] = <[View; 1]>::try_from(outcomes).expect("one outcome");
                    if seen.insert(next.clone()) {
                        queue.push_back((next, first));
                    }
                }
            }
        }
        Ok(None)
    }
}

/// What the exact solver says of the arrangements after each pour.
struct Shares {
    /// The pour keeping the largest share solvable, and that share (`None`
    /// when no examined arrangement is solvable).
    best: Option<(Pour, f64)>,
    /// Every arrangement was examined and every solve ended in a proof.
    exact: bool,
    /// Arrangements examined.
    examined: usize,
}

/// The shares of solvable arrangements after each legal pour; `None` when
/// cancelled.
fn shares(view: &View, limits: &MysteryLimits, cancel: Option<&CancelToken>) -> Option<Shares> {
    let (boards, mut exact) = match view.arrangements(limits.max_arrangements) {
        Some(all) => (all, true),
        None => {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(limits.seed);
            let sample = (0..limits.samples)
                .map(|_| view.random_arrangement(&mut rng))
                .collect();
            (sample, false)
        }
    };
    let pours: Vec<Pour> = view.legal_pours().collect();
    let mut solvable = vec![0usize; pours.len()];
    for board in &boards {
        if cancel.is_some_and(CancelToken::is_cancelled) {
            return None;
        }
        match solve(board, &limits.solve, cancel).outcome {
            Outcome::Unsolvable => continue,
            Outcome::Optimal(_) => {}
            Outcome::GaveUp { .. } | Outcome::Cancelled => {
                exact = false;
                continue;
            }
        }
        for (k, &pour) in pours.iter().enumerate() {
            let mut after = board.clone();
            after
                .pour(pour)
                .expect("legal on the view, legal on the board");
            match solve(&after, &limits.solve, cancel).outcome {
                Outcome::Optimal(_) => solvable[k] += 1,
                Outcome::Unsolvable => {}
                Outcome::GaveUp { .. } | Outcome::Cancelled => exact = false,
            }
        }
    }
    let best = (0..pours.len())
        .filter(|&k| solvable[k] > 0)
        // The first of the best: a fixed choice.
        .max_by_key(|&k| (solvable[k], std::cmp::Reverse(k)))
        .map(|k| (pours[k], solvable[k] as f64 / boards.len() as f64));
    Some(Shares {
        best,
        exact,
        examined: boards.len(),
    })
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::board::Colour;
    use crate::knowledge::tests::first_label;
    use crate::mystery::{self, reveal};
    use proptest::prelude::*;
    use std::collections::BTreeSet;

    fn view_of(cap: usize, tubes: &[&[Colour]], hidden: &[usize]) -> (Board, Vec<usize>, View) {
        let board = Board::new(cap, &tubes.iter().map(|t| t.to_vec()).collect::<Vec<_>>()).unwrap();
        let mut hidden = mystery::hidden_per_tube(&board, hidden).unwrap();
        reveal(&board, &mut hidden);
        let view = View::new(&board, &hidden);
        (board, hidden, view)
    }

    /// "Guaranteed" by brute force over sets of true boards, with no
    /// view-level reasoning: some pour, legal on them all, splits them by
    /// what the player then sees, and each part wins within `depth` more
    /// pours (all boards solved: won).
    fn brute_guaranteed(
        boards: &BTreeSet<(Vec<Vec<Colour>>, Vec<usize>)>,
        cap: usize,
        depth: usize,
        memo: &mut HashMap<(BTreeSet<(Vec<Vec<Colour>>, Vec<usize>)>, usize), bool>,
    ) -> bool {
        let board = |tubes: &Vec<Vec<Colour>>| Board::new(cap, tubes).unwrap();
        if boards.iter().all(|(t, _)| board(t).is_solved()) {
            return true;
        }
        if depth == 0 {
            return false;
        }
        if let Some(&known) = memo.get(&(boards.clone(), depth)) {
            return known;
        }
        let (first, first_hidden) = boards.iter().next().unwrap();
        let n = first.len();
        let before = View::new(&board(first), first_hidden);
        let mut result = false;
        'pours: for pour in (0..n).flat_map(|a| (0..n).map(move |b| Pour::new(a, b))) {
            let mut parts: HashMap<View, BTreeSet<(Vec<Vec<Colour>>, Vec<usize>)>> = HashMap::new();
            for (tubes, hidden) in boards {
                let mut b = board(tubes);
                if b.pour(pour).is_err() {
                    continue 'pours;
                }
                let mut hidden = hidden.clone();
                reveal(&b, &mut hidden);
                // A colour the player never saw is named as the view names
                // it: which one it is, the player cannot know.
                let b = first_label(&before, &b, pour.from);
                let tubes = b.tubes().iter().map(|t| t.units().to_vec()).collect();
                parts
                    .entry(View::new(&b, &hidden))
                    .or_default()
                    .insert((tubes, hidden));
            }
            if parts
                .values()
                .all(|part| brute_guaranteed(part, cap, depth - 1, memo))
            {
                result = true;
                break;
            }
        }
        memo.insert((boards.clone(), depth), result);
        result
    }

    fn brute(view: &View, hidden: &[usize], depth: usize) -> bool {
        let boards = view
            .arrangements(10_000)
            .unwrap()
            .into_iter()
            .map(|b| {
                let tubes = b.tubes().iter().map(|t| t.units().to_vec()).collect();
                (tubes, hidden.to_vec())
            })
            .collect();
        brute_guaranteed(&boards, view.capacity(), depth, &mut HashMap::new())
    }

    #[test]
    fn a_level_hiding_nothing_is_guaranteed_or_lost_by_the_solver() {
        let (_, _, view) = view_of(2, &[&[0, 1], &[1, 0], &[]], &[]);
        let advice = advise(&view, &MysteryLimits::default(), None);
        assert_eq!(advice.verdict, MysteryVerdict::Guaranteed);
        assert!(advice.hint.is_some());
        assert_eq!(advice.arrangements, Some(1));
        let (_, _, view) = view_of(2, &[&[0, 1], &[1, 0]], &[]);
        let advice = advise(&view, &MysteryLimits::default(), None);
        assert_eq!((advice.verdict, advice.hint), (MysteryVerdict::Lost, None));
        let (_, _, view) = view_of(2, &[&[0, 0], &[1, 1], &[]], &[]);
        assert_eq!(
            advise(&view, &MysteryLimits::default(), None).verdict,
            MysteryVerdict::Solved
        );
    }

    #[test]
    fn a_level_whose_hidden_units_do_not_matter_is_guaranteed() {
        // `[A B] [B A] []` hiding both bottoms: under the B an A, under the A
        // a B (the only arrangement); the usual three pours win.
        let (board, hidden, view) = view_of(2, &[&[0, 1], &[1, 0], &[]], &[1, 1]);
        assert_eq!(view.count_arrangements(), Some(1));
        let advice = advise(&view, &MysteryLimits::default(), None);
        assert_eq!(advice.verdict, MysteryVerdict::Guaranteed);
        assert!(brute(&view, &hidden, 8));
        assert!(board.check_pour(advice.hint.unwrap()).is_ok());
    }

    #[test]
    fn following_guaranteed_hints_wins_whatever_is_hidden() {
        // Capacity 3, three colours, two spare tubes, two hidden per tube.
        let (_, hidden, view) = view_of(
            3,
            &[&[0, 1, 2], &[1, 2, 0], &[2, 0, 1], &[], &[]],
            &[2, 2, 2],
        );
        let limits = MysteryLimits::default();
        assert_eq!(
            advise(&view, &limits, None).verdict,
            MysteryVerdict::Guaranteed
        );
        for truth in view.arrangements(1000).unwrap() {
            let mut play = crate::play::Play::with_hidden(truth, &hidden);
            for _ in 0..30 {
                let advice = advise(&play.view(), &limits, None);
                assert_eq!(
                    advice.verdict,
                    MysteryVerdict::Guaranteed,
                    "{:?}",
                    play.board()
                );
                play.act(crate::play::Action::Pour(advice.hint.unwrap()));
                if play.is_won() {
                    break;
                }
            }
            assert!(play.is_won(), "{:?}", play.board());
        }
    }

    #[test]
    fn a_gamble_is_likely_with_its_exact_share() {
        // Capacity 3: `[A C B] [? B A] [? ? A] []`. Under tube 1's B is a C
        // (it is not B, and no A is left); tube 2 hides the last B and C in
        // one order or the other, and only one of them can be won.
        let (_, hidden, view) = view_of(3, &[&[0, 2, 1], &[2, 1, 0], &[1, 2, 0], &[]], &[0, 1, 2]);
        assert_eq!(view.count_arrangements(), Some(2));
        let advice = advise(&view, &MysteryLimits::default(), None);
        assert_eq!(
            advice.verdict,
            MysteryVerdict::Likely {
                share: 0.5,
                exact: true,
                examined: 2
            }
        );
        assert_eq!(advice.hint, Some(Pour::new(1, 3)));
        assert!(!brute(&view, &hidden, 12));
        assert_eq!(guaranteed(&view, &MysteryLimits::default(), None), Ok(None));
    }

    #[test]
    fn too_many_arrangements_are_sampled() {
        let (_, _, view) = view_of(
            3,
            &[&[0, 1, 2], &[1, 2, 0], &[2, 0, 1], &[], &[]],
            &[2, 2, 2],
        );
        let limits = MysteryLimits {
            max_positions: 0,
            max_arrangements: 1,
            samples: 7,
            ..MysteryLimits::default()
        };
        let advice = advise(&view, &limits, None);
        assert!(
            matches!(
                advice.verdict,
                MysteryVerdict::Likely {
                    exact: false,
                    examined: 7,
                    ..
                }
            ),
            "{advice:?}"
        );
    }

    #[test]
    fn a_spent_budget_says_unknown() {
        let (_, _, view) = view_of(
            3,
            &[&[0, 1, 2], &[1, 2, 0], &[2, 0, 1], &[], &[]],
            &[2, 2, 2],
        );
        let limits = MysteryLimits {
            max_positions: 0,
            solve: Limits {
                max_nodes: 1,
                max_memory: 1 << 20,
            },
            ..MysteryLimits::default()
        };
        let advice = advise(&view, &limits, None);
        assert_eq!(
            (advice.verdict, advice.hint),
            (MysteryVerdict::Unknown, None)
        );
        assert_eq!(guaranteed(&view, &limits, None), Err(OutOfBudget));
    }

    /// A random small mystery position (capacity 2 or 3, 2 or 3 colours,
    /// 1 or 2 spare tubes) after a few random pours, the rule run after
    /// each: starts, middles and dead ends.
    pub(super) fn small() -> impl Strategy<Value = (Board, Vec<usize>)> {
        (
            mystery::tests::position().prop_filter("small", |(b, _)| {
                b.capacity() <= 3 && b.unit_count() / b.capacity() <= 3
            }),
            proptest::collection::vec(any::<prop::sample::Index>(), 0..6),
        )
            .prop_map(|((mut board, mut hidden), picks)| {
                reveal(&board, &mut hidden);
                for pick in picks {
                    let pours: Vec<Pour> = board.legal_pours().collect();
                    if pours.is_empty() || board.is_solved() {
                        break;
                    }
                    board.pour(*pick.get(&pours)).unwrap();
                    reveal(&board, &mut hidden);
                }
                (board, hidden)
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(40))]

        /// "Guaranteed" exactly when a brute force over the sets of true
        /// boards finds a strategy (within 12 pours, which these levels
        /// need at most); "lost" exactly when no arrangement is solvable.
        #[test]
        fn verdicts_match_the_brute_force((board, hidden) in small()) {
            let view = View::new(&board, &hidden);
            let advice = advise(&view, &MysteryLimits::default(), None);
            let guaranteed = brute(&view, &hidden, 12);
            prop_assert_eq!(
                advice.verdict == MysteryVerdict::Guaranteed
                    || advice.verdict == MysteryVerdict::Solved,
                guaranteed,
                "{:?}", advice
            );
            let any_solvable = view.arrangements(10_000).unwrap().iter().any(|b| {
                matches!(solve(b, &Limits::default(), None).outcome, Outcome::Optimal(_))
            });
            prop_assert_eq!(advice.verdict == MysteryVerdict::Lost, !any_solvable);
        }

        /// No peeking: every true board that shows the same view gets the
        /// same advice.
        #[test]
        fn the_advice_is_the_same_for_every_arrangement((board, hidden) in small()) {
            let view = View::new(&board, &hidden);
            let limits = MysteryLimits::default();
            let advice = advise(&View::new(&board, &hidden), &limits, None);
            for other in view.arrangements(50).unwrap_or_default() {
                prop_assert_eq!(&advise(&View::new(&other, &hidden), &limits, None), &advice);
            }
        }
    }
}
