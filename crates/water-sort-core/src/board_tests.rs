//! The rules of a pour on classic boards (variants: `variant_tests.rs`).

use super::*;

fn board(cap: usize, tubes: &[&[Colour]]) -> Board {
    Board::new(cap, &tubes.iter().map(|t| t.to_vec()).collect::<Vec<_>>()).unwrap()
}

#[test]
fn whole_top_run_moves_when_it_fits() {
    let mut b = board(4, &[&[0, 1, 1], &[1, 1], &[0, 0, 0]]);
    let p = b.pour(Pour::new(0, 1)).unwrap();
    assert_eq!(p.amount, 2);
    assert_eq!(b.tubes()[0].units(), &[0]);
    assert_eq!(b.tubes()[1].units(), &[1, 1, 1, 1]);
}

#[test]
fn partial_pour_moves_what_fits() {
    let mut b = board(4, &[&[0, 1, 1, 1], &[0, 0, 0, 1], &[]]);
    let p = b.pour(Pour::new(0, 1));
    assert_eq!(p, Err(PourError::DestinationFull));
    let mut b = board(4, &[&[0, 1, 1, 1], &[0, 0, 1], &[0]]);
    let p = b.pour(Pour::new(0, 1)).unwrap();
    assert_eq!(p.amount, 1);
    assert_eq!(b.tubes()[0].units(), &[0, 1, 1]);
}

#[test]
fn illegal_pours_give_their_reason() {
    let b = board(2, &[&[0, 1], &[1, 0], &[]]);
    assert_eq!(b.check_pour(Pour::new(0, 0)), Err(PourError::SameTube));
    assert_eq!(b.check_pour(Pour::new(2, 0)), Err(PourError::SourceEmpty));
    assert_eq!(
        b.check_pour(Pour::new(0, 1)),
        Err(PourError::DestinationFull)
    );
    assert_eq!(b.check_pour(Pour::new(0, 5)), Err(PourError::NoSuchTube(5)));
    let b = board(3, &[&[0, 1], &[1, 0], &[0, 1]]);
    assert_eq!(
        b.check_pour(Pour::new(0, 1)),
        Err(PourError::ColourMismatch)
    );
}

#[test]
fn check_source_refuses_missing_and_empty_tubes() {
    let b = board(2, &[&[0, 1], &[1, 0], &[]]);
    assert_eq!(b.check_source(0), Ok(()));
    assert_eq!(b.check_source(2), Err(PourError::SourceEmpty));
    assert_eq!(b.check_source(3), Err(PourError::NoSuchTube(3)));
}

#[test]
fn undo_restores_exact_state() {
    let start = board(4, &[&[0, 1, 1], &[1, 1], &[0, 0, 0]]);
    let mut b = start.clone();
    let p = b.pour(Pour::new(0, 1)).unwrap();
    b.undo(p);
    assert_eq!(b, start);
}

#[test]
fn solved_means_each_tube_empty_or_full_of_one_colour() {
    assert!(board(2, &[&[0, 0], &[], &[1, 1]]).is_solved());
    assert!(!board(2, &[&[0], &[0], &[1, 1]]).is_solved());
}

#[test]
fn rejects_bad_colour_counts_and_overfull_tubes() {
    assert!(matches!(
        Board::new(2, &[vec![0, 0, 0], vec![]]),
        Err(BoardError::Overfull { .. })
    ));
    assert!(matches!(
        Board::new(2, &[vec![0, 1], vec![1]]),
        Err(BoardError::ColourCount { colour: 0, .. })
    ));
    assert!(matches!(
        Board::new(1, &[vec![0]]),
        Err(BoardError::Capacity(1))
    ));
}
