//! The help for the level in play, as a mid-end owns "solve" in Simon
//! Tatham's puzzles: what is known of the position in play and of the
//! positions behind it, the verdict, the hint, why there is none, where a
//! rewind leads and whether an extra tube would save a dead end. The game
//! and `water-sort hint` both use this one type, so both say the same: the
//! report is made of reasons with their numbers, and the words crate
//! (`water-sort-words`) turns them into sentences.
//!
//! The help never searches on its own: [`Help::next_job`] names the one
//! thing worth working out next, a front end runs the [`Job`] where it
//! likes (the game on a background thread, the command line at once) and
//! hands the [`Answer`] to [`Help::learn`]. What to work out, in order:
//!
//! 1. the position in play: the exact solver's verdict on its board when
//!    nothing is hidden, else the honest advice on the player's view
//!    ([`crate::solver::view_advice`]), which reads no hidden colour;
//! 2. when it is lost, the positions behind it, latest first, each seen
//!    with what the player knows now (reveals are permanent), until one
//!    can still be won: the rewind's target. A position not yet worked out
//!    is never skipped, so a rewind does not depend on timing.
//!
//! On a mystery level the proofs found are kept for the whole level
//! ([`Proofs`]): a view proven to win keeps its strategy, so following its
//! hints (as show me does) wins without searching again. Hints make
//! progress: none leads back to a position of the game or to the present
//! one with its tubes reordered, save with nothing hidden, where the hint
//! is a shortest solution's next pour: of one that does not go back when
//! there is one, else said to go back ([`Report::hint_goes_back`]).

#[cfg(test)]
mod back_tests;
mod job;
mod par;
mod report;
pub mod speak;
#[cfg(test)]
pub(crate) mod tests;

use std::collections::HashMap;
use std::sync::Arc;

use crate::board::{Board, Pour};
use crate::knowledge::View;
use crate::play::{Play, RewindTargets};
use crate::solver::Limits;
use crate::solver::strategy::{Key, Proofs, key, key_after};
use crate::solver::view_advice::{Advice, MysteryLimits, MysteryVerdict};
use crate::verdict::{Verdict, VerdictCache};

pub use job::{Answer, Job, Question};
pub use par::{level_par, par_of_proof, strategy_worst_case};
pub use report::{NoHint, Note, Report, Standing, Stop, Winnable};
pub use speak::{DEAD_END_DELAY, DeadEndWarning, Spoken, VerdictLine};

/// The exact solver's budget for a position with nothing hidden: far
/// beyond any level a person plays (12-colour positions take about a
/// millisecond), small enough that a hopeless position gives up in
/// seconds with bounded memory.
pub const EXACT_LIMITS: Limits = Limits {
    max_nodes: 5_000_000,
    max_memory: 512 << 20,
};

/// What the help knows of one level's positions.
#[derive(Clone, Debug)]
pub struct Help {
    exact_limits: Limits,
    mystery_limits: MysteryLimits,
    /// Verdicts on boards with nothing hidden.
    exact: VerdictCache,
    /// Advice on views hiding something.
    advice: HashMap<View, Advice>,
    /// Proofs about views, kept for the level.
    proofs: Arc<Proofs>,
    /// Whether an extra empty tube would make a lost board solvable, per
    /// board (asked only when [`Help::asks_about_extra_tube`] is on).
    extra_tube: HashMap<Board, bool>,
    /// For boards with nothing hidden whose known shortest solution goes
    /// back to a position of a game: every pour proven to start a shortest
    /// solution.
    first_pours: HashMap<Board, Vec<Pour>>,
    /// Ask about the extra tube at a dead end (the game offers one; the
    /// command line does not).
    asks_about_extra_tube: bool,
    /// Counts every change of what is known.
    generation: u64,
    /// The help's view of the level's start as the player first saw it
    /// (recorded while nothing has been played).
    start: Option<View>,
    /// The view of the first proof of a certain win, when it was worked out
    /// fresh: with no proof known and nothing to avoid, as the par's proof
    /// is (see [`Help::hints_walk_par`]).
    fresh_proof: Option<View>,
}

impl Default for Help {
    fn default() -> Self {
        Help::new(EXACT_LIMITS, MysteryLimits::for_hints())
    }
}

/// What is known of one position (with what the player knows now).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Known<'a> {
    /// Nothing is hidden: the solver's verdict.
    Exact(&'a Verdict),
    /// Something is hidden: the advice on the view.
    Mystery(&'a Advice),
}

impl Known<'_> {
    /// Whether the position can still be won (with full knowledge, in some
    /// arrangement of what is hidden).
    pub fn can_win(&self) -> Option<bool> {
        match self {
            Known::Exact(Verdict::Solvable { .. }) => Some(true),
            Known::Exact(Verdict::Unsolvable) => Some(false),
            Known::Exact(Verdict::Unknown) => None,
            Known::Mystery(advice) => match advice.verdict {
                MysteryVerdict::Solved
                | MysteryVerdict::Guaranteed
                | MysteryVerdict::Likely { .. } => Some(true),
                MysteryVerdict::Lost => Some(false),
                MysteryVerdict::Unknown => None,
            },
        }
    }
}

impl Help {
    /// An empty help with these budgets (a new one for each level).
    pub fn new(exact_limits: Limits, mystery_limits: MysteryLimits) -> Help {
        Help {
            exact_limits,
            mystery_limits,
            exact: VerdictCache::new(),
            advice: HashMap::new(),
            proofs: Arc::new(Proofs::new()),
            extra_tube: HashMap::new(),
            first_pours: HashMap::new(),
            asks_about_extra_tube: false,
            generation: 0,
            start: None,
            fresh_proof: None,
        }
    }

    /// Also work out, at a dead end where the extra tube can still be
    /// taken and nothing is hidden, whether it would save the position
    /// (see [`Report::extra_tube`]).
    pub fn asks_about_extra_tube(mut self, asks: bool) -> Help {
        self.asks_about_extra_tube = asks;
        self
    }

    /// A number that changes whenever what is known changes (a front end
    /// redoes what it derives from the help only then).
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// The exact verdicts known (boards with nothing hidden).
    pub fn exact(&self) -> &VerdictCache {
        &self.exact
    }

    /// Forgets the exact verdicts (tests and measurements check again).
    pub fn forget_exact(&mut self) {
        self.generation += 1;
        self.exact.clear();
        self.first_pours.clear();
    }

    /// Forgets one board's exact verdict (tests and measurements check it
    /// again).
    pub fn forget_exact_at(&mut self, board: &Board) {
        self.generation += 1;
        self.exact.remove(board);
        self.first_pours.remove(board);
    }

    /// The advice known for a help view.
    pub fn advice(&self, view: &View) -> Option<&Advice> {
        self.advice.get(view)
    }

    /// How many advices are known.
    pub fn advice_count(&self) -> usize {
        self.advice.len()
    }

    /// The proofs kept so far.
    pub fn proofs(&self) -> &Proofs {
        &self.proofs
    }

    /// What is known of `board`, a position of `play`'s game, seen with
    /// what the player knows now.
    pub fn known_at(&self, play: &Play, board: &Board) -> Option<Known<'_>> {
        let view = play.help_view_at(board);
        if view.hides_anything() {
            self.advice.get(&view).map(Known::Mystery)
        } else {
            self.exact.get(board).map(Known::Exact)
        }
    }

    /// The keys of the game's positions, the one in play aside: where no
    /// hint may lead.
    fn avoid(play: &Play) -> Vec<Key> {
        let here = key(&play.help_view());
        let mut keys: Vec<Key> = boards_back(play)
            .iter()
            .map(|b| key(&play.help_view_at(b)))
            .filter(|k| *k != here)
            .collect();
        keys.sort_unstable();
        keys.dedup();
        keys
    }

    /// Whether the advice known for the position in play still holds for
    /// this game: every position its search left out is one of the game's
    /// (another route to the same view may not bar them, and then there
    /// may be a hint, or a better one), and its hint does not lead to one.
    fn advice_fits(&self, play: &Play, advice: &Advice) -> bool {
        let avoid = Help::avoid(play);
        advice
            .barred
            .iter()
            .all(|key| avoid.binary_search(key).is_ok())
            && advice
                .hint
                .is_none_or(|pour| !leads_back(&play.help_view(), &avoid, pour))
    }

    /// The one thing worth working out next for `play`, if any. A move
    /// along a known shortest solution is derived without a job.
    pub fn next_job(&mut self, play: &Play) -> Option<Job> {
        let known = self.exact.len();
        let job = self.next_question(play);
        if self.exact.len() != known {
            self.generation += 1;
        }
        job
    }

    fn next_question(&mut self, play: &Play) -> Option<Job> {
        let here = play.help_view();
        if play.log().is_empty() && self.start.is_none() {
            self.start = Some(here.clone());
        }
        let question = if here.hides_anything() {
            match self.advice.get(&here) {
                Some(advice) if self.advice_fits(play, advice) => None,
                _ => Some(Question::View {
                    view: here,
                    avoid: Help::avoid(play),
                }),
            }
        } else if self.exact.contains(play.board()) {
            None
        } else if play.board().is_solved() {
            let solved = Verdict::Solvable {
                path: Vec::new(),
                optimal: true,
            };
            self.exact.insert(play.board().clone(), solved);
            None
        } else if self.exact.derive(play.history()) {
            None
        } else if let Some(path) = self.proofs.solution(&here) {
            // A strategy proven before the last reveal goes on.
            let verdict = Verdict::Solvable {
                path,
                optimal: true,
            };
            self.exact.insert(play.board().clone(), verdict);
            None
        } else {
            Some(Question::Board(play.board().clone()))
        };
        let question = question
            .or_else(|| self.first_pours_question(play))
            .or_else(|| self.behind(play))
            .or_else(|| self.extra_tube_question(play))?;
        Some(Job {
            question,
            exact_limits: self.exact_limits,
            mystery_limits: self.mystery_limits.clone(),
            proofs: Arc::clone(&self.proofs),
        })
    }

    /// With nothing hidden, when the next pour of the known shortest
    /// solution leads back to a position of the game: every pour that
    /// starts a shortest solution, unless known.
    fn first_pours_question(&self, play: &Play) -> Option<Question> {
        let board = play.board();
        if play.hides_anything() || self.first_pours.contains_key(board) {
            return None;
        }
        let Some(Verdict::Solvable {
            path,
            optimal: true,
        }) = self.exact.get(board)
        else {
            return None;
        };
        let back = leads_back(&play.help_view(), &Help::avoid(play), *path.first()?);
        back.then(|| Question::FirstPours {
            board: board.clone(),
            moves: path.len(),
        })
    }

    /// When the position in play is lost: the first position behind it not
    /// worked out, unless one that can be won comes first.
    fn behind(&self, play: &Play) -> Option<Question> {
        let lost = self.known_at(play, play.board())?.can_win() == Some(false);
        if !lost {
            return None;
        }
        let (board, None) = self.first_not_lost(play)? else {
            return None;
        };
        let view = play.help_view_at(&board);
        Some(if view.hides_anything() {
            Question::View {
                view,
                avoid: Vec::new(),
            }
        } else {
            Question::Board(board)
        })
    }

    /// At a dead end where the extra tube could still be taken, with
    /// nothing hidden (the question is about the true board): whether one
    /// would save it, once the rewind's target is worked out.
    fn extra_tube_question(&self, play: &Play) -> Option<Question> {
        let board = play.board();
        let wanted = self.asks_about_extra_tube
            && !play.has_extra_tube()
            && !play.hides_anything()
            && !self.extra_tube.contains_key(board)
            && self.known_at(play, board)?.can_win() == Some(false);
        wanted.then(|| Question::ExtraTube(board.clone()))
    }

    /// Walking back from the position in play over positions known to be
    /// lost: the first that is not, with what is known of it (`None`: not
    /// worked out yet; `Some(None)`: too hard to tell).
    fn first_not_lost(&self, play: &Play) -> Option<(Board, Option<Option<bool>>)> {
        boards_back(play).into_iter().find_map(|board| {
            match self.known_at(play, &board).map(|k| k.can_win()) {
                Some(Some(false)) => None,
                known => Some((board, known)),
            }
        })
    }

    /// Takes in a job's answer.
    pub fn learn(&mut self, answer: Answer) {
        self.generation += 1;
        match answer {
            Answer::Board(board, Some(verdict)) => self.exact.insert(board, verdict),
            Answer::Board(_, None) => {}
            Answer::ExtraTube(board, Some(solvable)) => {
                self.extra_tube.insert(board, solvable);
            }
            Answer::ExtraTube(_, None) => {}
            Answer::FirstPours(board, firsts, verdicts) => {
                for (after, verdict) in verdicts {
                    if !self.exact.contains(&after) {
                        self.exact.insert(after, verdict);
                    }
                }
                self.first_pours.insert(board, firsts);
            }
            Answer::View(view, advice, learned, fresh) => {
                if fresh
                    && self.fresh_proof.is_none()
                    && advice.verdict == MysteryVerdict::Guaranteed
                {
                    self.fresh_proof = Some(view.clone());
                }
                if self.proofs.is_empty() {
                    // The first proof of a level can hold tens of thousands
                    // of views: taken whole, not merged view by view (the
                    // game learns on its frame loop).
                    self.proofs = Arc::new(learned);
                } else if !learned.is_empty() {
                    Arc::make_mut(&mut self.proofs).merge(learned);
                }
                self.advice.insert(view, advice);
            }
        }
    }

    /// Works out, here and now, everything [`Help::next_job`] asks for
    /// `play` (the command line and tests; the game uses jobs).
    pub fn work_out(&mut self, play: &Play) {
        while let Some(job) = self.next_job(play) {
            match job.run(None) {
                Some(answer) => self.learn(answer),
                None => break,
            }
        }
    }

    /// Where a rewind leads: the latest position behind (or at) the one
    /// in play that can still be won, found only through positions known
    /// to be lost. Empty while a position on the way is not worked out.
    pub fn rewind_targets(&self, play: &Play) -> RewindTargets {
        let start = play.history().start();
        let level_unsolvable = self
            .known_at(play, start)
            .is_some_and(|k| k.can_win() == Some(false));
        let solvable = match self.first_not_lost(play) {
            Some((board, Some(Some(true)))) => std::collections::HashSet::from([board]),
            _ => std::collections::HashSet::new(),
        };
        RewindTargets {
            solvable,
            level_unsolvable,
        }
    }
}

/// Whether `pour`, legal from `view` (the help's view of the position in
/// play), leads to a position of `avoid` (sorted: see [`Help::avoid`]); a
/// pour that reveals something leads on.
fn leads_back(view: &View, avoid: &[Key], pour: Pour) -> bool {
    let amount = view.check_pour(pour).expect("a hint is legal");
    !view.reveals(pour, amount) && avoid.binary_search(&key_after(view, pour, amount)).is_ok()
}

/// The boards of `play`'s history, the position in play first, back to
/// the start.
fn boards_back(play: &Play) -> Vec<Board> {
    let mut back = play.history().clone();
    let mut boards = vec![back.board().clone()];
    while back.undo().is_some() {
        boards.push(back.board().clone());
    }
    boards
}
