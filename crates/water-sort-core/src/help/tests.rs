//! The help's rules: hints make progress, proofs stay proven, a budget
//! never reads as a disproof, rewind is right after the last reveal, no
//! peeking, par is the hints' worst case.

use std::collections::HashSet;

use proptest::prelude::*;

use super::*;
use crate::board::{Colour, Pour};
use crate::play::Action;
use crate::rating::Par;
use crate::solver::Outcome;
use crate::solver::solve;
use crate::solver::strategy::Key;
use crate::solver::strategy::KeySet;
use crate::solver::view_advice::Guarantee;
use crate::solver::view_advice::advise_with;

/// A small mystery level's start (capacity 2 or 3, 2 or 3 colours, 1 or 2
/// spare tubes) that hides something.
fn small_level() -> impl Strategy<Value = (Board, Vec<usize>)> {
    crate::reveal::tests::position().prop_filter("small and hiding", |(b, hidden)| {
        let mut h = hidden.clone();
        crate::reveal::reveal(b, &mut h);
        b.capacity() <= 3
            && b.unit_count() / b.capacity() <= 3
            && h.iter().any(|&n| n > 0)
            && !b.is_solved()
    })
}

/// A harder deal: 3 or 4 colours of capacity 3 or 4, each dealt tube
/// hiding all but its top unit, one or two spare tubes: many starts are
/// gambles, so the likely hints are followed too.
fn gamble_level() -> impl Strategy<Value = (Board, Vec<usize>)> {
    (3usize..=4, 3usize..=4, 1usize..=2, any::<u64>()).prop_map(|(colours, cap, spare, seed)| {
        let (tubes, hidden) = gamble_deal(colours, cap, spare, seed);
        (Board::new(cap, &tubes).unwrap(), hidden)
    })
}

/// `colours` colours of capacity `cap` dealt from `seed` (ChaCha), each
/// dealt tube hiding all but its top unit, then `spare` empty tubes: the
/// tubes and the hidden counts.
pub(crate) fn gamble_deal(
    colours: usize,
    cap: usize,
    spare: usize,
    seed: u64,
) -> (Vec<Vec<Colour>>, Vec<usize>) {
    use rand::SeedableRng;
    use rand::seq::SliceRandom;
    let mut units: Vec<Colour> = (0..colours as Colour)
        .flat_map(|c| std::iter::repeat_n(c, cap))
        .collect();
    units.shuffle(&mut rand_chacha::ChaCha8Rng::seed_from_u64(seed));
    let mut tubes: Vec<Vec<Colour>> = units.chunks(cap).map(<[Colour]>::to_vec).collect();
    tubes.extend(std::iter::repeat_n(Vec::new(), spare));
    (tubes, vec![cap - 1; colours])
}

fn board(cap: usize, tubes: &[&[Colour]]) -> Board {
    Board::new(cap, &tubes.iter().map(|t| t.to_vec()).collect::<Vec<_>>()).unwrap()
}

/// The keys of every position of `play`'s game, seen with what the player
/// knows now.
fn game_keys(play: &Play) -> Vec<Key> {
    boards_back(play)
        .iter()
        .map(|b| key(&play.help_view_at(b)))
        .collect()
}

/// How following the hints ended.
#[derive(Debug, PartialEq)]
enum End {
    Won(usize),
    Stopped(Standing),
}

/// Follows the hints from `play` as show me does; panics on a repeated
/// position. `tiny_after_proof`: once a win is certain, the budget drops
/// to nothing, so only the proofs kept can answer.
fn follow(play: &mut Play, help: &mut Help, tiny_after_proof: bool) -> End {
    let mut certain = false;
    for moves in 0..200 {
        if play.is_won() {
            return End::Won(moves);
        }
        help.work_out(play);
        let report = help.report(play);
        if certain {
            assert!(
                matches!(
                    report.standing,
                    Standing::Certain | Standing::Solvable { .. }
                ),
                "a certain win stays certain: {report:?}"
            );
        }
        if report.winning_strategy && tiny_after_proof && !certain {
            certain = true;
            help.mystery_limits.max_positions = 0;
            help.exact_limits.max_nodes = 0;
        }
        let Some(pour) = report.hint else {
            assert!(!matches!(report.standing, Standing::Checking), "worked out");
            if !matches!(report.standing, Standing::Lost { .. } | Standing::Unknown) {
                assert!(report.stop().is_some(), "a stop says why");
            }
            return End::Stopped(report.standing);
        };
        let before: HashSet<Key> = game_keys(play).into_iter().collect();
        play.act(Action::Pour(pour));
        let after = key(&play.help_view());
        // Earlier positions, seen with what is known now.
        let earlier: HashSet<Key> = game_keys(play).into_iter().skip(1).collect();
        assert!(
            !earlier.contains(&after),
            "the hint {pour} led back to a position of the game"
        );
        let _ = before;
    }
    panic!("200 hints without an end")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// Following the hints from the start never repeats a position (up to
    /// tube order, with what is known now) and ends in a win, a loss or a
    /// stop that says why; a certain win, once said, stays certain and is
    /// won without searching again.
    #[test]
    fn following_the_hints_never_goes_round_in_circles((start, hidden) in small_level()) {
        let mut play = Play::with_hidden(start, &hidden);
        let mut help = Help::default();
        let end = follow(&mut play, &mut help, true);
        if let End::Won(_) = end {
            prop_assert!(play.board().is_solved());
        }
    }

    /// The same on harder deals, where most hints are likely ones.
    #[test]
    fn following_likely_hints_never_goes_round_in_circles((start, hidden) in gamble_level()) {
        if start.is_solved() { return Ok(()); }
        let mut play = Play::with_hidden(start, &hidden);
        let mut help = Help::default();
        follow(&mut play, &mut help, false);
    }

    /// Par is the most pours the hints take over every arrangement: each
    /// arrangement, played by the hints (with no budget once the start is
    /// proven), wins within it, and one takes exactly that.
    #[test]
    fn par_is_the_hints_worst_case((start, hidden) in small_level()) {
        let first = Play::with_hidden(start, &hidden);
        let view = first.help_view();
        let Some(par) = play_par(&first) else { return Ok(()); };
        let mut most = 0;
        for arrangement in view.arrangements(200).expect("few") {
            let mut play = Play::with_hidden(arrangement, &view.hidden());
            let mut help = Help::default();
            match follow(&mut play, &mut help, true) {
                End::Won(moves) => most = most.max(moves),
                other => prop_assert!(false, "a guaranteed start ended {other:?}"),
            }
        }
        prop_assert_eq!(most, par);
    }

    /// No peeking: a twin level, the same view with its never-seen colours
    /// swapped in what is hidden, gets the same report and words at every
    /// step of the hints, reveals and all.
    #[test]
    fn twins_get_the_same_help((start, hidden) in small_level()) {
        let mut a = Play::with_hidden(start.clone(), &hidden);
        let Some(twin) = swap_never_seen(&a) else { return Ok(()); };
        prop_assert_ne!(&twin, a.board());
        let mut b = Play::with_hidden(twin, a.hidden());
        let (mut help_a, mut help_b) = (Help::default(), Help::default());
        for _ in 0..30 {
            help_a.work_out(&a);
            help_b.work_out(&b);
            let (ra, rb) = (help_a.report(&a), help_b.report(&b));
            prop_assert_eq!(a.help_view(), b.help_view());
            prop_assert_eq!(&ra, &rb);
            // The words are made from the report and the win alone (the
            // words crate), so the same report and win say the same.
            prop_assert_eq!(a.is_won(), b.is_won());
            let Some(pour) = ra.hint else { break };
            a.act(Action::Pour(pour));
            b.act(Action::Pour(pour));
            if a.is_won() { prop_assert!(b.is_won()); break; }
        }
    }

    /// After a pour that reveals the last hidden unit into a dead end, the
    /// help says it is lost and the rewind leads to the latest earlier
    /// position that can be won (each checked by the exact solver with
    /// full knowledge), never skipping one.
    #[test]
    fn rewind_after_the_last_reveal(
        (start, hidden) in small_level(),
        picks in proptest::collection::vec(any::<prop::sample::Index>(), 1..12),
    ) {
        let mut play = Play::with_hidden(start, &hidden);
        for pick in picks {
            let pours: Vec<Pour> = play.board().legal_pours().collect();
            if pours.is_empty() || play.is_won() || !play.hides_anything() { break; }
            play.act(Action::Pour(*pick.get(&pours)));
        }
        if play.hides_anything() || play.is_won() { return Ok(()); }
        let mut help = Help::default();
        help.work_out(&play);
        let solvable = |b: &Board| matches!(
            solve(b, &EXACT_LIMITS, None).outcome, Outcome::Optimal(_));
        let boards = boards_back(&play);
        let latest = boards.iter().position(&solvable);
        let report = help.report(&play);
        if solvable(play.board()) {
            let won_or_winnable = matches!(report.standing, Standing::Solvable { .. } | Standing::Solved);
            prop_assert!(won_or_winnable);
        } else {
            let lost = matches!(report.standing, Standing::Lost { .. });
            prop_assert!(lost, "{:?}", report.standing);
            prop_assert_eq!(report.rewind_steps, latest);
            let targets = help.rewind_targets(&play);
            prop_assert_eq!(targets.steps(play.history()), latest);
        }
    }
}

/// The start of `play` with two never-seen colours swapped in its hidden
/// units (`None` when fewer than two colours are never seen).
fn swap_never_seen(play: &Play) -> Option<Board> {
    let view = play.view();
    let visible: HashSet<Colour> = view
        .tubes()
        .iter()
        .flat_map(|t| t.visible.clone())
        .collect();
    let mut never: Vec<Colour> = play
        .board()
        .tubes()
        .iter()
        .flat_map(|t| t.units().to_vec())
        .filter(|c| !visible.contains(c))
        .collect();
    never.sort_unstable();
    never.dedup();
    let [x, y, ..] = never[..] else {
        return None;
    };
    let tubes: Vec<Vec<Colour>> = play
        .board()
        .tubes()
        .iter()
        .map(|t| {
            t.units()
                .iter()
                .map(|&c| match c {
                    c if c == x => y,
                    c if c == y => x,
                    c => c,
                })
                .collect()
        })
        .collect();
    Some(Board::new(play.board().capacity(), &tubes).unwrap())
}

/// The par of a game's start, as [`level_par`] finds it.
fn play_par(play: &Play) -> Option<usize> {
    let view = play.help_view();
    let (proof, proofs) =
        crate::solver::view_advice::prove(&view, &MysteryLimits::default(), &Proofs::new(), None);
    proof.ok().flatten()?;
    strategy_worst_case(&view, &proofs)
}

#[test]
fn a_spent_budget_is_unknown_never_a_disproof() {
    // Guaranteed with the default budget, out of budget with none.
    let tubes: [&[Colour]; 3] = [&[0, 1, 0], &[1, 0, 1], &[]];
    let start = board(3, &tubes);
    let play = Play::with_hidden(start, &[2, 2, 0]);
    let view = play.help_view();
    let tiny = MysteryLimits {
        max_positions: 1,
        ..MysteryLimits::default()
    };
    let (advice, _) = advise_with(&view, &tiny, &Proofs::new(), &KeySet::default(), None);
    assert_eq!(advice.guarantee, Guarantee::OutOfBudget);
    assert_ne!(advice.verdict, MysteryVerdict::Lost);
    assert_ne!(advice.verdict, MysteryVerdict::Guaranteed);
    let (advice, proofs) = advise_with(
        &view,
        &MysteryLimits::default(),
        &Proofs::new(),
        &KeySet::default(),
        None,
    );
    assert_eq!(advice.verdict, MysteryVerdict::Guaranteed);
    assert_eq!(advice.guarantee, Guarantee::Proven);
    // Every view the hint can lead to stays guaranteed with no budget at
    // all: the strategy was kept.
    for child in view.outcomes(advice.hint.unwrap()) {
        let (again, _) = advise_with(&child, &tiny, &proofs, &KeySet::default(), None);
        assert_eq!(again.verdict, MysteryVerdict::Guaranteed, "{child:?}");
        assert!(again.hint.is_some());
    }
}

#[test]
fn a_budget_par_is_unknown_not_not_guaranteed() {
    let pack = crate::level::parse_pack(
        r##"(name: "T", palette: [(key: 'R', name: "red", color: "#ff0000"),
            (key: 'G', name: "green", color: "#00ff00")],
            levels: [(name: "Twin", capacity: 3, tubes: ["RGR", "GRG", ""], hidden: [2, 2])])"##,
        "t.ron",
    )
    .unwrap();
    let level = &pack.levels[0];
    let par = level_par(level, &EXACT_LIMITS, &MysteryLimits::default(), None);
    assert!(matches!(par, Some(Par::Moves(_))), "{par:?}");
    let tiny = MysteryLimits {
        max_positions: 1,
        ..MysteryLimits::default()
    };
    assert_eq!(
        level_par(level, &EXACT_LIMITS, &tiny, None),
        Some(Par::Unknown)
    );
}

#[test]
fn a_move_that_only_swaps_tubes_is_never_a_hint() {
    // Capacity 2, colours A and B; one tube holds A A, the rest hides.
    // Pouring A A into an empty tube only reorders the tubes.
    let start = board(2, &[&[0, 0], &[1, 2], &[2, 1], &[], &[]]);
    let play = Play::with_hidden(start, &[0, 1, 1]);
    let mut help = Help::default();
    help.work_out(&play);
    let report = help.report(&play);
    if let Some(pour) = report.hint {
        let view = play.help_view();
        let amount = view.check_pour(pour).unwrap();
        let next = &view.outcomes(pour)[0];
        assert!(
            view.reveals(pour, amount) || key(next) != key(&view),
            "{pour} only swaps tubes"
        );
    }
}

#[test]
fn at_a_dead_end_the_help_works_out_whether_the_extra_tube_saves_it() {
    // `[0 1] [1 0]`, capacity 2, no room: lost; one empty tube wins it.
    let stuck = board(2, &[&[0, 1], &[1, 0]]);
    let mut play = Play::new(stuck.clone());
    let mut help = Help::default().asks_about_extra_tube(true);
    help.work_out(&play);
    let report = help.report(&play);
    assert!(matches!(report.standing, Standing::Lost { .. }));
    assert_eq!(report.extra_tube, Some(true));
    // Not asked by default (the command line has no extra tube).
    let mut quiet = Help::default();
    quiet.work_out(&play);
    assert_eq!(quiet.report(&play).extra_tube, None);
    // Once the extra tube is taken there is nothing more to offer.
    play.act(Action::AddTube);
    help.work_out(&play);
    assert_eq!(help.report(&play).extra_tube, None);
}

/// The hidden places of `play`'s start (tube, index from the bottom) in
/// the order following the hints from it brings them to light, those never
/// revealed last.
fn reveal_order(mut play: Play) -> Vec<(usize, usize)> {
    let start = play.hidden().to_vec();
    let mut order = Vec::new();
    let mut help = Help::default();
    while !play.is_won() {
        help.work_out(&play);
        let Some(pour) = help.report(&play).hint else {
            break;
        };
        let before = play.hidden().to_vec();
        play.act(Action::Pour(pour));
        for (tube, (&was, &now)) in before.iter().zip(play.hidden()).enumerate() {
            order.extend((now..was).rev().map(|index| (tube, index)));
        }
    }
    for (tube, (&was, &now)) in start.iter().zip(play.hidden()).enumerate() {
        order.extend((0..now.min(was)).rev().map(|index| (tube, index)));
    }
    order
}

/// A twin of `play`'s start: the same view, with two hidden units of
/// different colours swapped, as late to come to light by [`reveal_order`]
/// as can be without a swapped unit matching the unit above it (the reveal
/// rule would then show it early).
fn hidden_twin(play: &Play) -> Board {
    let start = play.board();
    let mut tubes: Vec<Vec<Colour>> = start.tubes().iter().map(|t| t.units().to_vec()).collect();
    let order = &reveal_order(play.clone());
    let fits = |(t, i): (usize, usize), colour: Colour| {
        tubes[t].get(i + 1).is_some_and(|&above| above != colour)
    };
    let (p, q) = (0..order.len())
        .rev()
        .flat_map(|q| (q + 1..order.len()).map(move |p| (order[p], order[q])))
        .find(|&(p, q)| {
            let (cp, cq) = (tubes[p.0][p.1], tubes[q.0][q.1]);
            cp != cq && fits(p, cq) && fits(q, cp)
        })
        .expect("two hidden units that can swap");
    let cp = tubes[p.0][p.1];
    tubes[p.0][p.1] = tubes[q.0][q.1];
    tubes[q.0][q.1] = cp;
    Board::new(start.capacity(), &tubes).unwrap()
}

/// Whether `b` is `a` with its colours renamed (one name for each).
fn is_relabelling(a: &Board, b: &Board) -> bool {
    let mut name = std::collections::HashMap::new();
    let mut taken = std::collections::HashMap::new();
    a.tubes().len() == b.tubes().len()
        && a.tubes().iter().zip(b.tubes()).all(|(ta, tb)| {
            ta.len() == tb.len()
                && ta.units().iter().zip(tb.units()).all(|(&ca, &cb)| {
                    *name.entry(ca).or_insert(cb) == cb && *taken.entry(cb).or_insert(ca) == ca
                })
        })
}

/// No peeking, on every deal it is run on: two true boards with the same
/// view that differ in hidden units (two units of different colours
/// swapped, not a renaming of colours) get the same report at every step
/// while their views stay the same, through several pours and at least
/// one reveal, until a swapped unit comes to light.
#[test]
fn boards_that_look_the_same_get_the_same_help() {
    for seed in 0..12 {
        let colours = 3 + (seed as usize % 2);
        let (tubes, hidden) = gamble_deal(colours, 4, 2, seed);
        let start = Board::new(4, &tubes).unwrap();
        let mut a = Play::with_hidden(start, &hidden);
        let twin = hidden_twin(&a);
        assert!(!is_relabelling(a.board(), &twin), "seed {seed}");
        let mut b = Play::with_hidden(twin, &hidden);
        assert_eq!(a.view(), b.view(), "seed {seed}: twins look the same");
        let (mut help_a, mut help_b) = (Help::default(), Help::default());
        let (mut pours, mut reveals) = (0, 0);
        while a.help_view() == b.help_view() && !a.is_won() {
            help_a.work_out(&a);
            help_b.work_out(&b);
            let report = help_a.report(&a);
            assert_eq!(
                report,
                help_b.report(&b),
                "seed {seed}, after {pours} pours"
            );
            let Some(pour) = report.hint else { break };
            let hidden_before = a.view().hidden_total();
            a.act(Action::Pour(pour));
            b.act(Action::Pour(pour));
            pours += 1;
            if a.help_view() == b.help_view() && a.view().hidden_total() < hidden_before {
                reveals += 1;
            }
        }
        assert!(
            pours >= 3 && reveals >= 1,
            "seed {seed}: {pours} pours, {reveals} reveals alike"
        );
    }
}
