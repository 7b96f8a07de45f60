//! The variants played through the mid-end: the help's hints on a
//! variant level lead to the win in the fewest pours, a lost position is
//! told and rewound.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use water_sort_core::help::{Help, Standing};
use water_sort_core::play::{Action, Play};
use water_sort_core::solver::view_advice::MysteryLimits;
use water_sort_core::solver::{Limits, Outcome, solve};

#[path = "support/deals.rs"]
mod deals;
use deals::{Kinds, deal};

#[test]
fn hints_win_every_variant_in_the_fewest_pours_and_lost_positions_rewind() {
    let mut rng = ChaCha8Rng::seed_from_u64(45);
    let all = [
        Kinds {
            heights: true,
            locks: false,
            ball: false,
        },
        Kinds {
            heights: false,
            locks: true,
            ball: false,
        },
        Kinds {
            heights: false,
            locks: false,
            ball: true,
        },
        Kinds {
            heights: true,
            locks: true,
            ball: true,
        },
    ];
    let (mut won, mut rewound) = (0, 0);
    for kinds in all.into_iter().cycle().take(160) {
        let Some(board) = deal(kinds, &mut rng) else {
            continue;
        };
        let Outcome::Optimal(best) = solve(&board, &Limits::default(), None).outcome else {
            continue;
        };
        if best.is_empty() {
            continue;
        }
        let mut play = Play::new(board.clone());
        let mut help = Help::new(Limits::default(), MysteryLimits::default());
        // A pour that loses, if there is one: told, and rewound.
        let losing = board.legal_pours().find(|&p| {
            let mut b = board.clone();
            b.pour(p).unwrap();
            !matches!(
                solve(&b, &Limits::default(), None).outcome,
                Outcome::Optimal(_)
            )
        });
        if let Some(pour) = losing {
            play.act(Action::Pour(pour));
            help.work_out(&play);
            let report = help.report(&play);
            assert!(
                matches!(report.standing, Standing::Lost { .. }),
                "{board:?} after {pour}: {report:?}"
            );
            let targets = help.rewind_targets(&play);
            play.act(Action::Rewind(&targets));
            assert_eq!(play.board(), &board, "rewound to the start");
            rewound += 1;
        }
        let mut pours = 0;
        while !play.is_won() {
            help.work_out(&play);
            let report = help.report(&play);
            let pour = report
                .hint
                .unwrap_or_else(|| panic!("{board:?}: {report:?}"));
            play.act(Action::Pour(pour));
            pours += 1;
            assert!(
                pours <= best.len(),
                "{board:?}: more pours than {}",
                best.len()
            );
        }
        assert_eq!(pours, best.len());
        won += 1;
    }
    assert!(won >= 40 && rewound >= 3, "won {won}, rewound {rewound}");
}

#[test]
fn a_variant_level_is_rated() {
    use water_sort_core::{Board, Rule, Variant};
    // Red 3 units, green 2: they fill no tube of 4.
    let variant = Variant {
        rule: Rule::Ball,
        heights: vec![3, 2, 4, 4],
        locks: vec![],
    };
    let board =
        Board::with_variant(4, &[vec![0, 1, 0], vec![1, 0], vec![], vec![]], &variant).unwrap();
    let report = solve(&board, &Limits::default(), None);
    let Outcome::Optimal(moves) = report.outcome else {
        panic!("{report:?}")
    };
    let rating =
        water_sort_core::generate::rate(&board, &moves, report.nodes_expanded, &Limits::default());
    assert_eq!(rating.optimal_moves as usize, moves.len());
    assert!(rating.choices > 0);
}
