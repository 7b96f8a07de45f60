//! The view's facts, arrangements and moves, each checked against a brute
//! force over the orderings of the unseen units.

use super::*;
use crate::reveal::reveal;
use proptest::prelude::*;
use std::collections::HashSet;

fn settled(cap: usize, tubes: &[&[Colour]], hidden: &[usize]) -> (Board, Vec<usize>) {
    let board = Board::new(cap, &tubes.iter().map(|t| t.to_vec()).collect::<Vec<_>>()).unwrap();
    let mut hidden = reveal::hidden_per_tube(&board, hidden).unwrap();
    reveal(&board, &mut hidden);
    (board, hidden)
}

/// Every arrangement by brute force: every ordering of the unseen units
/// (never-seen colours under their true, distinct labels) over the
/// hidden places that fits the facts, made canonical, without repeats.
fn brute_force(view: &View, truth: &Board) -> HashSet<Board> {
    let mut units: Vec<Colour> = Vec::new();
    for (tube, seen) in truth.tubes().iter().zip(view.tubes()) {
        units.extend(&tube.units()[..seen.hidden]);
    }
    let mut out = HashSet::new();
    permutations(&mut units, 0, &mut |order| {
        let mut next = order.iter();
        let tubes: Vec<Vec<Colour>> = view
            .tubes()
            .iter()
            .map(|seen| {
                let mut t: Vec<Colour> = next.by_ref().take(seen.hidden).copied().collect();
                t.extend(&seen.visible);
                t
            })
            .collect();
        let board = Board::new(view.capacity(), &tubes).unwrap();
        if view.fits(&board) {
            out.insert(view.arrangement_of(&board));
        }
    });
    out
}

fn permutations(units: &mut Vec<Colour>, k: usize, f: &mut impl FnMut(&[Colour])) {
    if k == units.len() {
        f(units);
        return;
    }
    let mut tried = Vec::new();
    for i in k..units.len() {
        if tried.contains(&units[i]) {
            continue;
        }
        tried.push(units[i]);
        units.swap(k, i);
        permutations(units, k + 1, f);
        units.swap(k, i);
    }
}

#[test]
fn the_view_holds_what_the_player_sees() {
    // [A B C] hiding A B: the player sees C, knows the top hidden unit
    // is not C.
    let (board, hidden) = settled(3, &[&[0, 1, 2], &[2, 2], &[1, 1, 0], &[0]], &[2, 0, 2]);
    let view = View::new(&board, &hidden);
    assert_eq!(view.hidden(), [2, 0, 2, 0]);
    assert_eq!(view.tubes()[0].visible[..], [2]);
    assert_eq!(view.tubes()[0].not_under(), Some(2));
    assert_eq!(view.tubes()[2].not_under(), Some(0));
    assert_eq!(view.tubes()[1].not_under(), None);
    let unseen = view.unseen();
    // Colour 0 has 2 seen, 1 unseen; colour 1 is never seen.
    assert_eq!(unseen.seen_colours, [(0, 1)]);
    assert_eq!((unseen.unseen_colours, unseen.labels), (1, vec![1]));
    assert!(view.fits(&board));
    assert_eq!(view.board(), None);
}

#[test]
fn arrangements_fit_the_facts() {
    let (board, hidden) = settled(3, &[&[0, 1, 2], &[2, 2], &[1, 1, 0], &[0]], &[2, 0, 2]);
    let view = View::new(&board, &hidden);
    // Places: tube 0 (2, top not C), tube 2 (2, top not A); unseen A
    // and three units of a colour X never seen. The A cannot be on top
    // in tube 2: A at 0/0, 0/1 or 2/0, X elsewhere.
    let all = view.arrangements(100).unwrap();
    assert_eq!(all.len(), 3);
    assert_eq!(view.count_arrangements(), Some(3));
    assert!(all.contains(&board));
    for a in &all {
        assert_eq!(View::new(a, &hidden), view);
    }
}

#[test]
fn a_view_hiding_nothing_has_its_board_as_only_arrangement() {
    let (board, hidden) = settled(2, &[&[0, 1], &[1, 0], &[]], &[]);
    let view = View::new(&board, &hidden);
    assert_eq!(view.board(), Some(board.clone()));
    assert_eq!(view.arrangements(10), Some(vec![board]));
    assert_eq!(view.count_arrangements(), Some(1));
}

/// `after`, a board of `view` after a pour from `from`, with the colour
/// that pour revealed, if the view had never seen it, swapped with the
/// view's first free label: as [`View::outcomes`] names it.
pub(crate) fn first_label(view: &View, after: &Board, from: usize) -> Board {
    let unseen = view.unseen();
    let top = after.tubes()[from].top();
    let Some(c) = top.filter(|c| unseen.labels.contains(c)) else {
        return after.clone();
    };
    let label = unseen.labels[0];
    let swap = |u: Colour| match u {
        u if u == c => label,
        u if u == label => c,
        u => u,
    };
    let tubes: Vec<Vec<Colour>> = after
        .tubes()
        .iter()
        .map(|t| t.units().iter().map(|&u| swap(u)).collect())
        .collect();
    Board::new(after.capacity(), &tubes).unwrap()
}

#[test]
fn a_never_seen_colour_revealed_takes_the_first_label() {
    let (board, hidden) = settled(2, FOUR_HIDDEN, &[1, 1, 1, 1]);
    let view = View::new(&board, &hidden);
    // Tube 2's A poured off shows a colour never seen: called B (1),
    // the first free label, whichever it is; the view cannot tell.
    let outcomes = view.outcomes(Pour::new(1, 4));
    assert_eq!(outcomes.len(), 1);
    assert_eq!(outcomes[0].tubes()[1].visible[..], [1]);
    assert_eq!(outcomes[0].tubes()[4].visible[..], [0]);
}

/// `[B A] [C A] [B D] [C D] []`, capacity 2.
const FOUR_HIDDEN: &[&[Colour]] = &[&[1, 0], &[2, 0], &[1, 3], &[2, 3], &[]];

#[test]
fn never_seen_colours_are_one_arrangement_whatever_their_names() {
    // Four tubes each hiding one unit under an A or a D: the units are
    // B B C C in some order (B, C never seen). The player cannot tell B
    // from C: [B][B][C][C] and [C][C][B][B] are one arrangement.
    let (board, hidden) = settled(2, FOUR_HIDDEN, &[1, 1, 1, 1]);
    let view = View::new(&board, &hidden);
    let all = view.arrangements(100).unwrap();
    // Orderings of B B C C over 4 places, up to swapping B and C: 6/2.
    assert_eq!(all.len(), 3);
    assert_eq!(view.count_arrangements(), Some(3));
    assert_eq!(all.iter().collect::<HashSet<_>>().len(), 3);
    assert!(all.contains(&view.arrangement_of(&board)));
    assert_eq!(
        all.into_iter().collect::<HashSet<_>>(),
        brute_force(&view, &board)
    );
}

#[test]
fn listing_stops_at_the_limit() {
    let (board, hidden) = settled(2, FOUR_HIDDEN, &[1, 1, 1, 1]);
    assert_eq!(View::new(&board, &hidden).arrangements(2), None);
}

#[test]
#[should_panic(expected = "reveal rule")]
fn a_view_needs_the_rule_to_have_run() {
    let board = Board::new(2, &[vec![0, 1], vec![1, 0], vec![]]).unwrap();
    View::new(&board, &[2]);
}

#[test]
fn binomials_and_multinomials() {
    assert_eq!(binomial(5, 2), Some(10));
    assert_eq!(binomial(5, 0), Some(1));
    assert_eq!(binomial(0, 0), Some(1));
    assert_eq!(multinomial(&[2, 2]), Some(6));
    assert_eq!(multinomial(&[1, 1, 1]), Some(6));
    assert_eq!(multinomial(&[8; 30]), None);
}

/// The most arrangements a property test lists.
const LISTABLE: usize = 20_000;

/// A random mystery position, the rule run.
fn position() -> impl Strategy<Value = (Board, Vec<usize>)> {
    reveal::tests::position().prop_map(|(board, mut hidden)| {
        reveal(&board, &mut hidden);
        (board, hidden)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// The arrangements are exactly those a brute force over every
    /// ordering of the unseen units finds, each once; the count agrees;
    /// each gives the same view; the true board is one of them.
    #[test]
    fn arrangements_match_the_brute_force((board, hidden) in position()) {
        let view = View::new(&board, &hidden);
        // Listing is exponential: positions with more arrangements than a
        // test can list are left to the counting tests.
        prop_assume!(view.count_arrangements().is_some_and(|n| n <= LISTABLE as u128));
        let listed = view.arrangements(LISTABLE).unwrap();
        let set: HashSet<Board> = listed.iter().cloned().collect();
        prop_assert_eq!(set.len(), listed.len(), "an arrangement listed twice");
        prop_assert_eq!(&set, &brute_force(&view, &board));
        prop_assert_eq!(view.count_arrangements(), Some(listed.len() as u128));
        prop_assert!(set.contains(&view.arrangement_of(&board)));
        for a in &listed {
            prop_assert_eq!(&View::new(a, &hidden), &view);
        }
    }

    /// Whether an arrangement exists, by Hall's condition, agrees with the
    /// count, on the views the outcomes of every pour lead to (some have
    /// none: the reason to ask).
    #[test]
    fn has_arrangement_agrees_with_the_count((board, hidden) in position()) {
        let view = View::new(&board, &hidden);
        prop_assert!(view.has_arrangement());
        for pour in view.legal_pours() {
            let mut after = view.clone();
            let amount = view.check_pour(pour).unwrap();
            if !view.reveals(pour, amount) {
                continue;
            }
            // Every run a reveal could show, possible or not.
            let src = &mut after.tubes[pour.from];
            let hidden = src.hidden;
            let colour = *src.visible.last().unwrap();
            src.visible.truncate(src.visible.len() - amount);
            after.tubes[pour.to].visible.extend(std::iter::repeat_n(colour, amount));
            // The candidates `outcomes` weighs, before it drops the
            // impossible ones.
            let unseen = view.unseen();
            let mut colours = unseen.seen_colours.clone();
            colours.extend(unseen.labels.first().map(|&l| (l, view.capacity())));
            for (c, left) in colours {
                if c == colour {
                    continue;
                }
                for k in 1..=left.min(hidden) {
                    let mut next = after.clone();
                    next.tubes[pour.from].hidden = hidden - k;
                    next.tubes[pour.from].visible = smallvec::smallvec![c; k];
                    let counted = next.count_arrangements().map(|n| n > 0);
                    prop_assert_eq!(Some(next.has_arrangement()), counted, "{:?}", next);
                }
            }
        }
    }

    /// The pours with their amounts are the legal pours and what
    /// `check_pour` says of each.
    #[test]
    fn pours_with_amounts_are_the_checked_pours((board, hidden) in position()) {
        let view = View::new(&board, &hidden);
        let checked: Vec<(Pour, usize)> = view
            .legal_pours()
            .map(|p| (p, view.check_pour(p).unwrap()))
            .collect();
        prop_assert_eq!(view.pours_with_amounts(), checked);
    }

    /// The view's legal pours are the board's; a pour's outcomes are
    /// exactly the views its arrangements lead to, each once.
    #[test]
    fn outcomes_split_the_arrangements((board, hidden) in position()) {
        let view = View::new(&board, &hidden);
        // Listing is exponential: positions with more arrangements than a
        // test can list are left to the counting tests.
        prop_assume!(view.count_arrangements().is_some_and(|n| n <= LISTABLE as u128));
        let pours: Vec<Pour> = view.legal_pours().collect();
        prop_assert_eq!(&pours, &board.legal_pours().collect::<Vec<_>>());
        let listed = view.arrangements(LISTABLE).unwrap();
        for &pour in &pours {
            let outcomes = view.outcomes(pour);
            let mut reached = HashSet::new();
            for a in &listed {
                let mut after = a.clone();
                let poured = after.pour(pour).unwrap();
                prop_assert_eq!(Ok(poured.amount), view.check_pour(pour));
                let mut h = hidden.clone();
                let revealed = reveal(&after, &mut h);
                prop_assert_eq!(!revealed.is_empty(), view.reveals(pour, poured.amount));
                let relabelled = View::new(&first_label(&view, &after, pour.from), &h);
                prop_assert!(outcomes.contains(&relabelled), "{:?} not in {:?}", relabelled, outcomes);
                reached.insert(relabelled);
            }
            prop_assert_eq!(reached.len(), outcomes.len(), "an outcome no arrangement gives");
        }
    }

    /// A random arrangement is an arrangement.
    #[test]
    fn random_arrangements_fit((board, hidden) in position(), seed in any::<u64>()) {
        use rand::SeedableRng;
        let view = View::new(&board, &hidden);
        // Listing is exponential: positions with more arrangements than a
        // test can list are left to the counting tests.
        prop_assume!(view.count_arrangements().is_some_and(|n| n <= LISTABLE as u128));
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let a = view.random_arrangement(&mut rng);
        prop_assert!(view.fits(&a));
        prop_assert!(view.arrangements(LISTABLE).unwrap().contains(&a));
    }
}
