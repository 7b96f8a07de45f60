//! What the endless screen says of a game ID it cannot read, and of one
//! whose level could not be made: the core's reasons ([`IdError`],
//! [`LevelError`]) in the player's language.

use water_sort_core::game_id::{COLOURS, EMPTY, HEIGHT, IdError, LevelError, SEED_CHARS};

use crate::{Lang, say};

/// Why a typed game ID is refused.
pub fn id_error(lang: &Lang, error: &IdError) -> String {
    let (low, high) = (*COLOURS.start(), *COLOURS.end());
    match error {
        IdError::Empty => say!(lang, "endless-id-empty"),
        IdError::NoColourCount { found } => {
            say!(lang, "endless-id-no-colours", found = found.to_string())
        }
        IdError::Colours { digits } => say!(
            lang,
            "endless-id-colours",
            digits = digits,
            low = low,
            high = high
        ),
        IdError::MissingDifficulty { colours } => {
            say!(lang, "endless-id-no-difficulty", colours = *colours)
        }
        IdError::BadDifficulty { found } => {
            say!(lang, "endless-id-difficulty", found = found.to_string())
        }
        IdError::BadVariant { found } => {
            say!(lang, "endless-id-variant", found = found.to_string())
        }
        IdError::MissingSize { difficulty } => say!(
            lang,
            "endless-id-no-size",
            letter = difficulty.letter().to_string(),
            empty_low = *EMPTY.start(),
            empty_high = *EMPTY.end(),
            height_low = *HEIGHT.start(),
            height_high = *HEIGHT.end()
        ),
        IdError::EmptyTubes { empty } => say!(
            lang,
            "endless-id-empty-tubes",
            empty = *empty,
            low = *EMPTY.start(),
            high = *EMPTY.end()
        ),
        IdError::Height { height } => say!(
            lang,
            "endless-id-height",
            height = *height,
            low = *HEIGHT.start(),
            high = *HEIGHT.end()
        ),
        IdError::MissingSeed => say!(lang, "endless-id-no-seed", most = SEED_CHARS),
        IdError::SeedTooLong { seed } => say!(
            lang,
            "endless-id-seed-long",
            most = SEED_CHARS,
            seed = seed,
            count = seed.chars().count()
        ),
        IdError::SeedChar { found } => {
            say!(lang, "endless-id-seed-char", found = found.to_string())
        }
    }
}

/// Why the level of a game ID could not be made.
pub fn level_error(lang: &Lang, error: &LevelError) -> String {
    match error {
        LevelError::Cancelled => String::new(),
        LevelError::NoLevel(id) => say!(lang, "endless-id-no-level", id = id.to_string()),
        // The generator's own refusal: options the screen never offers.
        LevelError::Invalid(why) => why.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use water_sort_core::game_id::GameId;

    #[test]
    fn every_refusal_is_said_in_every_language_with_its_numbers() {
        let bad = [
            "",
            "X",
            "99M24-1",
            "9",
            "9Q24-1",
            "9MA24-1",
            "9M",
            "9M94-1",
            "9M29-1",
            "9M24",
            "9M24-1234567",
            "9M24-U",
        ];
        for tag in crate::lang::supported() {
            let lang = Lang::new(tag).unwrap();
            for text in bad {
                let error = GameId::parse(text).expect_err(text);
                let said = id_error(&lang, &error);
                assert!(!said.is_empty(), "{tag} {text:?}");
                assert!(lang.take_missing().is_empty(), "{tag} {text:?}");
            }
        }
        let en = Lang::english();
        let said = id_error(&en, &GameId::parse("99M24-1").unwrap_err());
        assert!(
            said.contains("99") && said.contains('3') && said.contains("12"),
            "{said}"
        );
        assert_eq!(
            id_error(&en, &IdError::Empty),
            IdError::Empty.to_string(),
            "English says what the core's Display says"
        );
    }
}
