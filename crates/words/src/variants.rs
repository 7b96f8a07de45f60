//! The words of the rule variants: the HUD's line saying which rules a
//! level plays by (nothing for a classic one), why a locked tube refused a
//! pour, and a palette colour's name in the player's language (that
//! refusal's and the editor's Lock label's).

use water_sort_core::generate::DEFAULT_PALETTE;
use water_sort_core::level::PaletteColour;
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
/// colour `key` is sorted. The colour is named, its colour-blind symbol
/// beside it in brackets.
pub fn locked(lang: &Lang, tube: usize, key: &PaletteColour) -> String {
    say!(
        lang,
        "board-variants-locked",
        number = tube + 1,
        colour = colour_name(lang, &key.name),
        symbol = key.symbol.to_string()
    )
}

/// The message naming a colour of the game's palette
/// ([`DEFAULT_PALETTE`], whose names every shipped pack and every generated
/// level uses), by its English name in a pack (either case): `colour-` and
/// that name; `None` for any other name.
pub fn colour_id(name: &str) -> Option<String> {
    let name = name.trim().to_lowercase();
    DEFAULT_PALETTE
        .iter()
        .any(|&(_, palette_name, _, _)| palette_name == name)
        .then(|| format!("colour-{name}"))
}

/// A pack colour named `name`, as the player reads it: a colour of the
/// game's palette in `lang`; any other as the pack names it (the author's
/// word, like a level's name).
pub fn colour_name(lang: &Lang, name: &str) -> String {
    match colour_id(name) {
        Some(id) => say!(lang, &id),
        None => name.trim().to_string(),
    }
}

#[cfg(test)]
mod tests {
    use water_sort_core::Variant;

    use super::*;

    fn colour(name: &str, symbol: char) -> PaletteColour {
        PaletteColour {
            key: 'X',
            name: name.into(),
            rgb: [0, 0, 0],
            symbol,
        }
    }

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
            locked(&en, 3, &colour("green", '+')),
            "Tube 4 is locked until green (+) is sorted"
        );
    }

    /// Every colour of the palette has its message, English saying the
    /// palette's own name; each language names the colours apart.
    #[test]
    fn every_palette_colour_is_named_in_every_language() {
        let en = Lang::english();
        for (_, name, _, _) in DEFAULT_PALETTE {
            assert!(colour_id(name).is_some(), "{name} has no message");
            assert_eq!(colour_name(&en, name), name);
        }
        for tag in crate::lang::supported() {
            let lang = Lang::new(tag).unwrap();
            let names: std::collections::BTreeSet<String> = DEFAULT_PALETTE
                .iter()
                .map(|(_, name, _, _)| colour_name(&lang, name))
                .collect();
            assert_eq!(names.len(), DEFAULT_PALETTE.len(), "{tag}: {names:?}");
            assert!(names.iter().all(|n| !n.is_empty()), "{tag}");
            assert!(lang.take_missing().is_empty(), "{tag}");
        }
    }

    #[test]
    fn a_colour_not_of_the_palette_keeps_its_packs_name() {
        let de = Lang::new("de").unwrap();
        assert_eq!(colour_name(&de, "RED"), "Rot");
        assert_eq!(colour_name(&de, "crimson"), "crimson");
        assert_eq!(
            locked(&de, 0, &colour("Red", 'o')),
            "Röhrchen 1 ist gesperrt, bis Rot (o) sortiert ist"
        );
    }
}
