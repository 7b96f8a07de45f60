//! The generator's variants: each kind at each difficulty gives levels of
//! that kind, proven solvable with the recorded optimum, the same on every
//! run, and written to packs that read back.

use water_sort_core::game_id::{self, Difficulty, GameId, Settings};
use water_sort_core::generate::{GenerateOptions, VariantKind, generate_pack};
use water_sort_core::level::{Level, parse_pack, write_pack};
use water_sort_core::solver::{Limits, Outcome, solve};
use water_sort_core::variant::Rule;

fn options(variant: VariantKind, seed: u64) -> GenerateOptions {
    GenerateOptions {
        colours: (3, 5),
        empty: 2,
        capacity: 4,
        count: 3,
        seed,
        min_moves: None,
        max_moves: None,
        name: "Variants".into(),
        limits: Limits::default(),
        hidden: 0,
        guaranteed: false,
        variant,
    }
}

/// The level has the asked kind's properties.
fn assert_kind(level: &Level, kind: VariantKind) {
    let board = level.board();
    let heights: Vec<usize> = (0..board.tubes().len()).map(|t| board.height(t)).collect();
    let locked = (0..board.tubes().len())
        .filter(|&t| board.is_locked(t))
        .count();
    match kind {
        VariantKind::Classic => assert!(board.is_classic(), "{level:?}"),
        VariantKind::Heights => {
            let filled: Vec<usize> = (0..heights.len())
                .filter(|&t| !board.tubes()[t].is_empty())
                .map(|t| heights[t])
                .collect();
            assert!(filled.iter().any(|&h| h != filled[0]), "{heights:?}");
            assert_eq!(board.rule(), Rule::Water);
            assert_eq!(locked, 0);
        }
        VariantKind::Locks => {
            assert!(locked >= 1, "{level:?}");
            assert_eq!(board.rule(), Rule::Water);
        }
        VariantKind::Ball => {
            assert_eq!(board.rule(), Rule::Ball);
            assert_eq!(locked, 0);
        }
    }
    // Proven solvable, and the optimum recorded is the solver's.
    let report = solve(&board, &Limits::default(), None);
    let Outcome::Optimal(moves) = report.outcome else {
        panic!("{}: {:?}", level.name, report.outcome);
    };
    assert_eq!(
        level.optimal_moves,
        Some(moves.len() as u32),
        "{}",
        level.name
    );
    assert!(!moves.is_empty());
    let mut play = board.clone();
    for pour in moves {
        play.pour(pour).expect("the solution replays");
    }
    assert!(play.is_solved());
}

#[test]
fn packs_of_each_variant_are_solvable_deterministic_and_read_back() {
    for kind in [VariantKind::Heights, VariantKind::Locks, VariantKind::Ball] {
        let pack = generate_pack(&options(kind, 3)).unwrap();
        assert_eq!(generate_pack(&options(kind, 3)).unwrap(), pack, "{kind:?}");
        for level in &pack.levels {
            assert_kind(level, kind);
        }
        let text = write_pack(&pack);
        let word = match kind {
            VariantKind::Heights => "heights:",
            VariantKind::Locks => "locks:",
            _ => "rules: ball",
        };
        assert!(text.contains(word), "{kind:?}\n{text}");
        assert_eq!(
            parse_pack(&text, "v.ron").unwrap(),
            pack,
            "{kind:?}\n{text}"
        );
    }
}

#[test]
fn variants_do_not_change_classic_packs() {
    let classic = generate_pack(&options(VariantKind::Classic, 3)).unwrap();
    let ball = generate_pack(&options(VariantKind::Ball, 3)).unwrap();
    assert!(
        classic
            .levels
            .iter()
            .all(|l| l.variant.is_classic(l.capacity))
    );
    assert_ne!(classic.levels[0].tubes, ball.levels[0].tubes);
}

#[test]
fn endless_ids_of_each_variant_and_difficulty_give_such_levels() {
    for variant in VariantKind::ALL {
        let ratings = Difficulty::ALL.map(|difficulty| {
            let id = GameId {
                settings: Settings {
                    colours: 4,
                    empty: 2,
                    height: 4,
                    difficulty,
                    variant,
                },
                seed: 77,
            };
            let pack = game_id::generate(&id, None).unwrap_or_else(|e| panic!("{id}: {e}"));
            assert_eq!(game_id::generate(&id, None).unwrap(), pack, "{id}");
            let level = &pack.levels[0];
            assert_eq!(level.name, id.to_string());
            assert_kind(level, variant);
            level.difficulty.unwrap_or(0.0)
        });
        let [easy, medium, hard] = ratings;
        assert!(easy <= medium && medium <= hard, "{variant:?} {ratings:?}");
    }
}

#[test]
fn variant_options_that_cannot_be_are_refused() {
    let mystery = GenerateOptions {
        hidden: 1,
        ..options(VariantKind::Ball, 1)
    };
    let err = generate_pack(&mystery).unwrap_err().to_string();
    assert!(err.contains("--hidden") && err.contains("ball"), "{err}");
    let low = GenerateOptions {
        capacity: 2,
        ..options(VariantKind::Heights, 1)
    };
    let err = generate_pack(&low).unwrap_err().to_string();
    assert!(err.contains("--capacity 3"), "{err}");
}
