//! The variants' rules at their edges.

use super::*;

fn board(cap: usize, tubes: &[&[Colour]], variant: &Variant) -> Board {
    let tubes: Vec<Vec<Colour>> = tubes.iter().map(|t| t.to_vec()).collect();
    Board::with_variant(cap, &tubes, variant).unwrap()
}

const R: Colour = 0;
const G: Colour = 1;

/// G finished in tube 0 by the pour that fills it; tube 2 locked by G.
fn locked() -> Board {
    let variant = Variant {
        heights: vec![4, 4, 4, 2],
        locks: vec![None, None, Some(G)],
        ..Variant::default()
    };
    board(4, &[&[G, G, G], &[R, R, R, G], &[R], &[]], &variant)
}

#[test]
fn a_locked_tube_is_neither_poured_from_nor_into() {
    let b = locked();
    assert_eq!(b.lock(2), Some(G));
    assert_eq!(b.check_pour(Pour::new(2, 3)), Err(PourError::Locked(2)));
    assert_eq!(b.check_pour(Pour::new(1, 2)), Err(PourError::Locked(2)));
    assert_eq!(b.check_source(2), Err(PourError::Locked(2)));
}

#[test]
fn the_pour_that_finishes_the_key_colour_opens_the_lock_and_undo_closes_it() {
    let mut b = locked();
    let start = b.clone();
    let poured = b.pour(Pour::new(1, 0)).unwrap();
    assert_eq!(poured.opened, 1 << 2);
    assert!(!b.is_locked(2));
    assert_eq!(b.key(2), Some(G));
    b.undo(poured);
    assert_eq!(b, start);
    assert!(b.is_locked(2));
}

#[test]
fn an_opened_lock_stays_open_when_its_colour_is_parted_again() {
    let mut b = locked();
    b.pour(Pour::new(1, 0)).unwrap();
    // Into the short tube: only 2 of the run of 4 fit.
    let poured = b.pour(Pour::new(0, 3)).unwrap();
    assert_eq!(poured.amount, 2);
    assert_eq!(b.tubes()[0].units(), &[G, G]);
    assert!(!b.is_finished(G));
    assert!(!b.is_locked(2));
    assert_eq!(b.check_pour(Pour::new(2, 1)), Ok(1));
}

#[test]
fn ball_sort_moves_one_unit_even_where_more_would_fit() {
    let variant = Variant {
        rule: Rule::Ball,
        ..Variant::default()
    };
    let mut b = board(4, &[&[R], &[G, R, R], &[G, G, G, R], &[]], &variant);
    let poured = b.pour(Pour::new(1, 0)).unwrap();
    assert_eq!(poured.amount, 1);
    assert_eq!(b.tubes()[0].units(), &[R, R]);
    assert_eq!(b.tubes()[1].units(), &[G, R]);
}

#[test]
fn solved_is_one_colour_a_tube_and_a_tube_a_colour() {
    let v = Variant {
        heights: vec![3, 5, 2],
        ..Variant::default()
    };
    assert!(board(4, &[&[R, R, R], &[], &[G, G]], &v).is_solved());
    assert!(!board(4, &[&[R, R], &[R], &[G, G]], &v).is_solved());
}

#[test]
fn a_lock_whose_colour_is_finished_at_the_start_is_open() {
    let v = Variant {
        locks: vec![None, Some(G)],
        ..Variant::default()
    };
    let b = board(2, &[&[G, G], &[R, R], &[]], &v);
    assert!(!b.is_locked(1));
    assert!(b.is_classic(), "nothing locked: the classic rules");
}

#[test]
fn bad_variants_are_refused_with_their_reason() {
    let tubes = vec![vec![R, R, G], vec![G, G, R], vec![]];
    let with = |v: Variant| Board::with_variant(3, &tubes, &v);
    assert_eq!(
        with(Variant {
            heights: vec![9],
            ..Variant::default()
        }),
        Err(BoardError::Height { tube: 1, height: 9 })
    );
    assert_eq!(
        with(Variant {
            locks: vec![None, Some(5)],
            ..Variant::default()
        }),
        Err(BoardError::KeyColour { tube: 2, colour: 5 })
    );
    let short = vec![vec![R, R, G], vec![G, R], vec![G]];
    assert!(matches!(
        Board::with_variant(
            3,
            &short,
            &Variant {
                heights: vec![3, 2, 2],
                ..Variant::default()
            }
        ),
        Err(BoardError::Unfinishable { count: 3, .. })
    ));
    assert!(matches!(
        with(Variant {
            heights: vec![4, 4, 4, 4],
            ..Variant::default()
        }),
        Err(BoardError::TooMany {
            what: "heights",
            ..
        })
    ));
    assert!(matches!(
        with(Variant {
            heights: vec![2],
            ..Variant::default()
        }),
        Err(BoardError::Overfull { tube: 1, .. })
    ));
}

#[test]
fn a_position_is_made_again_from_its_variant() {
    let mut b = locked();
    b.pour(Pour::new(1, 0)).unwrap();
    let v = b.variant();
    assert_eq!(
        v.locks,
        Vec::<Option<Colour>>::new(),
        "the opened lock is gone"
    );
    assert_eq!(v.heights, vec![4, 4, 4, 2]);
    let tubes: Vec<Vec<Colour>> = b.tubes().iter().map(|t| t.units().to_vec()).collect();
    let again = Board::with_variant(b.capacity(), &tubes, &v).unwrap();
    assert_eq!(again.variant(), v);
    assert_eq!(
        again.legal_pours().collect::<Vec<_>>(),
        b.legal_pours().collect::<Vec<_>>()
    );
}
