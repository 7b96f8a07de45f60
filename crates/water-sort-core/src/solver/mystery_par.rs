//! Par on a mystery level: the most pours that following the honest hints
//! takes to win, over every arrangement of what is hidden.
//!
//! A par must not reward luck nor use a hidden colour. The hints of
//! [`advise`] are a function of the view alone, so "play the hint until the
//! win" is one strategy that sees only what the player sees; its worst case
//! over the arrangements is a bar that careful play can always meet,
//! whatever the deal hides. It is walked view by view: the hint's pour,
//! then every view a reveal can lead to (the worst of them counts). Only a
//! level whose start is [`MysteryVerdict::Guaranteed`] has such a par; on a
//! view hiding nothing the hints follow a shortest solution, so there the
//! count is the exact solver's optimum (and an ordinary level's par is its
//! optimum, as before).

use std::collections::HashMap;

use super::mystery::{MysteryLimits, MysteryVerdict, OutOfBudget, advise};
use super::{CancelToken, Outcome, solve};
use crate::knowledge::View;
use crate::level::Level;
use crate::rating::Par;

/// The par of `level` (see the module's documentation): `Par::Moves` when
/// its start is guaranteed and the hints' worst case was walked within
/// `max_views` views, `Par::NotGuaranteed` when no strategy is proven to
/// win for every arrangement, `Par::GuaranteedUnwalked` when the start is
/// guaranteed but the walk ran out of views, `Par::Unknown` when even the
/// start's verdict is out of budget.
pub fn level_par(
    level: &Level,
    limits: &MysteryLimits,
    max_views: usize,
    cancel: Option<&CancelToken>,
) -> Par {
    let view = crate::play::Play::of_level(level).view();
    match hints_worst_case(&view, limits, max_views, cancel) {
        Ok(Some(moves)) => Par::Moves(u32::try_from(moves).unwrap_or(u32::MAX)),
        Ok(None) if view.hides_anything() => Par::NotGuaranteed,
        Ok(None) => Par::Unsolvable,
        Err(OutOfBudget) if cancel.is_some_and(CancelToken::is_cancelled) => Par::Unknown,
        Err(OutOfBudget) => match advise(&view, limits, cancel).verdict {
            MysteryVerdict::Guaranteed => Par::GuaranteedUnwalked,
            MysteryVerdict::Likely { .. } | MysteryVerdict::Lost => Par::NotGuaranteed,
            MysteryVerdict::Solved | MysteryVerdict::Unknown => Par::Unknown,
        },
    }
}

/// The most pours the hints take to win from `view`, over every
/// arrangement: `Ok(None)` when the view is not guaranteed (or, hiding
/// nothing, not solvable), `Err` when a budget ran out or more than
/// `max_views` views would have to be advised on.
pub fn hints_worst_case(
    view: &View,
    limits: &MysteryLimits,
    max_views: usize,
    cancel: Option<&CancelToken>,
) -> Result<Option<usize>, OutOfBudget> {
    let mut walk = Walk {
        limits,
        max_views,
        cancel,
        memo: HashMap::new(),
    };
    walk.worst(view)
}

struct Walk<'a> {
    limits: &'a MysteryLimits,
    max_views: usize,
    cancel: Option<&'a CancelToken>,
    /// Views walked: the hints' worst case from each (`None`: not won).
    memo: HashMap<View, Option<usize>>,
}

impl Walk<'_> {
    fn worst(&mut self, view: &View) -> Result<Option<usize>, OutOfBudget> {
        if let Some(&known) = self.memo.get(view) {
            return Ok(known);
        }
        if self.memo.len() >= self.max_views || self.cancel.is_some_and(CancelToken::is_cancelled) {
            return Err(OutOfBudget);
        }
        let result = match view.board() {
            // Nothing hidden: the hints follow a shortest solution.
            Some(board) => match solve(&board, &self.limits.solve, self.cancel).outcome {
                Outcome::Optimal(path) => Some(path.len()),
                Outcome::Unsolvable => None,
                Outcome::GaveUp { .. } | Outcome::Cancelled => return Err(OutOfBudget),
            },
            None => {
                let advice = advise(view, self.limits, self.cancel);
                match (advice.verdict, advice.hint) {
                    (MysteryVerdict::Guaranteed, Some(pour)) => {
                        let mut worst = 0;
                        for outcome in view.outcomes(pour) {
                            match self.worst(&outcome)? {
                                Some(moves) => worst = worst.max(moves + 1),
                                // A hint of a guaranteed view leads to
                                // guaranteed views only; if one is not, the
                                // strategy is not proven and there is no par.
                                None => {
                                    self.memo.insert(view.clone(), None);
                                    return Ok(None);
                                }
                            }
                        }
                        Some(worst)
                    }
                    (MysteryVerdict::Unknown, _) => return Err(OutOfBudget),
                    _ => None,
                }
            }
        };
        self.memo.insert(view.clone(), result);
        Ok(result)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, Colour};
    use crate::mystery::{hidden_per_tube, reveal};

    fn view_of(cap: usize, tubes: &[&[Colour]], hidden: &[usize]) -> View {
        let board = Board::new(cap, &tubes.iter().map(|t| t.to_vec()).collect::<Vec<_>>()).unwrap();
        let mut hidden = hidden_per_tube(&board, hidden).unwrap();
        reveal(&board, &mut hidden);
        View::new(&board, &hidden)
    }

    /// Plays the hints on one true board (reveals from its colours) and
    /// counts the pours to the win.
    fn hints_played(cap: usize, tubes: &[&[Colour]], hidden: &[usize]) -> usize {
        let board = Board::new(cap, &tubes.iter().map(|t| t.to_vec()).collect::<Vec<_>>()).unwrap();
        let mut play = crate::play::Play::with_hidden(board, hidden);
        let mut moves = 0;
        while !play.board().is_solved() {
            let advice = advise(&play.view(), &MysteryLimits::default(), None);
            let pour = advice.hint.expect("a guaranteed view has a hint");
            play.act(crate::play::Action::Pour(pour));
            moves += 1;
            assert!(moves < 100, "the hints do not win");
        }
        moves
    }

    #[test]
    fn nothing_hidden_is_the_optimum() {
        let view = view_of(2, &[&[0, 1], &[1, 0], &[]], &[]);
        let optimum = match solve(
            &view.board().unwrap(),
            &MysteryLimits::default().solve,
            None,
        )
        .outcome
        {
            Outcome::Optimal(path) => path.len(),
            other => panic!("{other:?}"),
        };
        let worst = hints_worst_case(&view, &MysteryLimits::default(), 1000, None).unwrap();
        assert_eq!(worst, Some(optimum));
    }

    #[test]
    fn the_worst_case_is_the_most_any_arrangement_takes() {
        // Two colours, capacity 3, the bottom two of each full tube hidden:
        // every arrangement of the hidden units, played by the hints, takes
        // at most the walked worst case, and one takes exactly that.
        let tubes: [&[Colour]; 3] = [&[0, 1, 0], &[1, 0, 1], &[]];
        let hidden = [2, 2, 0];
        let view = view_of(3, &tubes, &hidden);
        let worst = hints_worst_case(&view, &MysteryLimits::default(), 10_000, None)
            .unwrap()
            .expect("guaranteed");
        let mut most = 0;
        for board in view.arrangements(1000).expect("few") {
            let rows: Vec<Vec<Colour>> = board.tubes().iter().map(|t| t.units().to_vec()).collect();
            let rows: Vec<&[Colour]> = rows.iter().map(Vec::as_slice).collect();
            most = most.max(hints_played(3, &rows, &hidden));
        }
        assert_eq!(worst, most);
    }

    #[test]
    fn a_guaranteed_start_too_large_to_walk_says_so() {
        let pack = crate::level::parse_pack(
            r##"(name: "T", palette: [(key: 'R', name: "red", color: "#ff0000"),
                (key: 'G', name: "green", color: "#00ff00")],
                levels: [(name: "Twin", capacity: 3, tubes: ["RGR", "GRG", ""], hidden: [2, 2])])"##,
            "t.ron",
        )
        .unwrap();
        let level = &pack.levels[0];
        let limits = MysteryLimits::default();
        assert!(matches!(
            level_par(level, &limits, 10_000, None),
            Par::Moves(_)
        ));
        assert_eq!(level_par(level, &limits, 1, None), Par::GuaranteedUnwalked);
    }

    #[test]
    fn a_tiny_view_budget_is_unknown_not_a_guess() {
        let tubes: [&[Colour]; 3] = [&[0, 1, 0], &[1, 0, 1], &[]];
        let view = view_of(3, &tubes, &[2, 2, 0]);
        assert_eq!(
            hints_worst_case(&view, &MysteryLimits::default(), 1, None),
            Err(OutOfBudget)
        );
    }
}
