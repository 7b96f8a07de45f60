//! The arrangements of a view: listing them, counting them, and whether
//! any exists.

use std::collections::BTreeMap;
use std::ops::ControlFlow;

use super::View;
use crate::board::{Board, Colour, MAX_COLOURS};

impl View {
    /// Calls `each` with every arrangement of this view, once each, in a
    /// fixed order, until it breaks. A view hiding nothing has one: its
    /// board.
    pub fn for_each_arrangement(&self, mut each: impl FnMut(&Board) -> ControlFlow<()>) {
        let unseen = self.unseen();
        let mut counts = [0usize; MAX_COLOURS];
        for &(c, n) in &unseen.seen_colours {
            counts[c as usize] = n;
        }
        let mut fill = Fill {
            view: self,
            tubes: self
                .tubes
                .iter()
                .map(|t| {
                    let mut units = vec![0; t.hidden];
                    units.extend(&t.visible);
                    units
                })
                .collect(),
            places: self
                .tubes
                .iter()
                .enumerate()
                .flat_map(|(t, seen)| (0..seen.hidden).map(move |i| (t, i)))
                .collect(),
            seen: unseen.seen_colours.iter().map(|&(c, _)| c).collect(),
            labels: unseen.labels,
            counts,
            opened: 0,
        };
        let _ = fill.place(0, &mut each);
    }

    /// Every arrangement, in the order of [`View::for_each_arrangement`];
    /// `None` when there are more than `limit`.
    pub fn arrangements(&self, limit: usize) -> Option<Vec<Board>> {
        let mut all = Vec::new();
        let mut over = false;
        self.for_each_arrangement(|board| {
            if all.len() == limit {
                over = true;
                return ControlFlow::Break(());
            }
            all.push(board.clone());
            ControlFlow::Continue(())
        });
        (!over).then_some(all)
    }

    /// Whether some arrangement fits the view, without counting them: the
    /// hidden places are filled with the unseen units, and only each tube's
    /// top hidden place bars one colour (its lowest visible one). By Hall's
    /// theorem such a filling exists exactly when no colour has more units
    /// left than places that do not bar it (a set of two colours or more
    /// can use every place, and there are as many places as units).
    pub fn has_arrangement(&self) -> bool {
        // (No allocation: the search asks this of every reveal's outcomes.)
        let mut seen = [0usize; MAX_COLOURS];
        let mut barring = [0usize; MAX_COLOURS];
        let mut places = 0;
        for t in &self.tubes {
            places += t.hidden;
            for &c in &t.visible {
                seen[c as usize] += 1;
            }
            if let Some(c) = t.not_under() {
                barring[c as usize] += 1;
            }
        }
        (0..MAX_COLOURS).all(|c| {
            let n = seen[c];
            n == 0 || n >= self.capacity || self.capacity - n <= places - barring[c]
        })
    }

    /// How many arrangements fit the view, counted without listing them;
    /// `None` when the count is over `u128::MAX`.
    pub fn count_arrangements(&self) -> Option<u128> {
        let unseen = self.unseen();
        let cap = self.capacity;
        // Constrained places (each the top hidden unit of a tube), by the
        // colour they may not have.
        let mut barred: BTreeMap<Colour, usize> = BTreeMap::new();
        for seen in &self.tubes {
            if let Some(c) = seen.not_under() {
                *barred.entry(c).or_default() += 1;
            }
        }
        let remaining = |c: Colour| {
            unseen
                .seen_colours
                .iter()
                .find(|&&(k, _)| k == c)
                .map_or(0, |&(_, n)| n)
        };
        // Inclusion-exclusion over which barred places do hold their barred
        // colour: `j[k]` of the places barring colour `k`.
        let groups: Vec<(usize, usize)> = barred
            .iter()
            .map(|(&c, &m)| (m, remaining(c).min(m)))
            .collect();
        let mut j = vec![0usize; groups.len()];
        let mut total: i128 = 0;
        loop {
            let mut term: u128 = 1;
            for (&(m, _), &jk) in groups.iter().zip(&j) {
                term = term.checked_mul(binomial(m, jk)?)?;
            }
            // The remaining units over the remaining places.
            let mut parts: Vec<usize> = unseen
                .seen_colours
                .iter()
                .map(|&(c, n)| {
                    let k = barred.keys().position(|&b| b == c);
                    n - k.map_or(0, |k| j[k])
                })
                .collect();
            parts.extend(std::iter::repeat_n(cap, unseen.unseen_colours));
            term = term.checked_mul(multinomial(&parts)?)?;
            let term = i128::try_from(term).ok()?;
            let odd = j.iter().sum::<usize>() % 2 == 1;
            total = if odd {
                total.checked_sub(term)?
            } else {
                total.checked_add(term)?
            };
            // Next j, as an odometer.
            let mut k = 0;
            while k < j.len() && j[k] == groups[k].1 {
                j[k] = 0;
                k += 1;
            }
            if k == j.len() {
                break;
            }
            j[k] += 1;
        }
        let labelled = u128::try_from(total).ok()?;
        let mut ways: u128 = 1;
        for n in 1..=unseen.unseen_colours as u128 {
            ways *= n;
        }
        Some(labelled / ways)
    }
}

/// `n` choose `k`; `None` past `u128`.
pub(super) fn binomial(n: usize, k: usize) -> Option<u128> {
    let k = k.min(n - k.min(n));
    let mut c: u128 = 1;
    for i in 0..k as u128 {
        c = c.checked_mul(n as u128 - i)? / (i + 1);
    }
    Some(c)
}

/// Ways to lay out `parts[i]` units of colour `i` in a row.
pub(super) fn multinomial(parts: &[usize]) -> Option<u128> {
    let mut sum = 0;
    let mut ways: u128 = 1;
    for &p in parts {
        sum += p;
        ways = ways.checked_mul(binomial(sum, p)?)?;
    }
    Some(ways)
}

/// The backtracking of [`View::for_each_arrangement`].
struct Fill<'v> {
    view: &'v View,
    /// The board being filled: hidden places hold what was put there.
    tubes: Vec<Vec<Colour>>,
    /// The hidden places (tube, index), tube by tube, bottom to top.
    places: Vec<(usize, usize)>,
    /// Seen colours with units unseen.
    seen: Vec<Colour>,
    /// Labels of the colours never seen.
    labels: Vec<Colour>,
    /// Units left to place, by colour (labels included once opened).
    counts: [usize; MAX_COLOURS],
    /// Labels in use so far (the next one opens a new colour).
    opened: usize,
}

impl Fill<'_> {
    fn place(
        &mut self,
        k: usize,
        each: &mut impl FnMut(&Board) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let Some(&(t, i)) = self.places.get(k) else {
            let board = Board::new(self.view.capacity, &self.tubes)
                .expect("an arrangement keeps every colour's count");
            return each(&board);
        };
        let seen = &self.view.tubes[t];
        let barred = (i + 1 == seen.hidden).then(|| seen.not_under()).flatten();
        let candidates: Vec<Colour> = self
            .seen
            .iter()
            .chain(&self.labels[..self.opened])
            .copied()
            .filter(|&c| self.counts[c as usize] > 0 && Some(c) != barred)
            .collect();
        for c in candidates {
            self.tubes[t][i] = c;
            self.counts[c as usize] -= 1;
            let flow = self.place(k + 1, each);
            self.counts[c as usize] += 1;
            flow?;
        }
        if self.opened < self.labels.len() {
            let c = self.labels[self.opened];
            self.opened += 1;
            self.counts[c as usize] = self.view.capacity - 1;
            self.tubes[t][i] = c;
            let flow = self.place(k + 1, each);
            self.counts[c as usize] = 0;
            self.opened -= 1;
            flow?;
        }
        ControlFlow::Continue(())
    }
}
