//! The words of the rule variants: the HUD's line saying which rules a
//! level plays by (nothing for a classic one) and why a locked tube
//! refused a pour.

use water_sort_core::{Board, Rule};

use crate::{Lang, say};

/// The rules `board` plays by where they are not classic, one short line
/// ("" for a classic board): ball sort, tubes of their own heights, locked
/// tubes (still said once the locks are open: the level plays by them).
pub fn rule_line(lang: &Lang, board: &Board) -> String {
    let tubes = 0..board.tubes().len();
    let mut parts = Vec::new();
    if board.rule() == Rule::Ball {
        parts.push(say!(lang, "board-variants-ball"));
    }
    if tubes.clone().any(|t| board.height(t) != board.capacity()) {
        parts.push(say!(lang, "board-variants-heights"));
    }
    if tubes.clone().any(|t| board.key(t).is_some()) {
        parts.push(say!(lang, "board-variants-locks"));
    }
    parts.join(" · ")
}

/// Why tube `tube` (from 0) refused a pour: it is locked until its key
/// colour, drawn with `symbol`, is sorted.
pub fn locked(lang: &Lang, tube: usize, symbol: char) -> String {
    say!(
        lang,
        "board-variants-locked",
        number = tube + 1,
        symbol = symbol.to_string()
    )
}

#[cfg(test)]
mod tests {
    use water_sort_core::Variant;

    use super::*;

    #[test]
    fn the_rule_line_names_each_variant_and_nothing_for_classic() {
        let en = Lang::english();
        let tubes = vec![vec![0, 1], vec![1, 0], vec![]];
        let classic = Board::new(2, &tubes).unwrap();
        assert_eq!(rule_line(&en, &classic), "");
        let ball = Variant {
            rule: Rule::Ball,
            ..Variant::default()
        };
        let ball = Board::with_variant(2, &tubes, &ball).unwrap();
        assert_eq!(rule_line(&en, &ball), "Ball sort: one ball a move");
        let both = Variant {
            rule: Rule::Water,
            heights: vec![2, 2, 3],
            locks: vec![None, None, Some(0)],
        };
        let both = Board::with_variant(2, &tubes, &both).unwrap();
        assert_eq!(
            rule_line(&en, &both),
            "Tubes of different heights · Locked tubes open when their colour is sorted"
        );
        assert_eq!(
            locked(&en, 3, '+'),
            "Tube 4 is locked until its key colour + is sorted"
        );
    }
}
