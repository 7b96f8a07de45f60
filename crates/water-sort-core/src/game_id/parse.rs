//! Reading a typed game ID, and why one is refused.

use super::{
    COLOURS, CROCKFORD, Difficulty, EMPTY, GameId, HEIGHT, SEED_CHARS, Settings, VariantKind,
    variant_of_letter,
};

/// Why a typed game ID was refused. The messages are for the player, who
/// typed the ID: each says what is wrong and what goes there.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IdError {
    /// Nothing but spaces and dashes was typed.
    #[error("Type a game ID, like 9M24-7KQ3X9")]
    Empty,
    /// The first character (after spaces and dashes) is not a digit.
    #[error(
        "A game ID starts with the number of colours (like the 9 of 9M24-7KQ3X9), not '{found}'"
    )]
    NoColourCount {
        /// The character found instead.
        found: char,
    },
    /// The leading digits as typed (they may not fit a number).
    #[error(
        "{digits} colours: a game ID has {} to {} colours",
        COLOURS.start(),
        COLOURS.end()
    )]
    Colours {
        /// The digits.
        digits: String,
    },
    /// The ID ends after the colour count.
    #[error("After the {colours} colours comes the difficulty: E (easy), M (medium) or H (hard)")]
    MissingDifficulty {
        /// The colour count read.
        colours: usize,
    },
    /// The character after the colour count is not E, M or H.
    #[error(
        "'{found}' is not a difficulty: use E (easy), M (medium) or H (hard) after the colours"
    )]
    BadDifficulty {
        /// The character found instead.
        found: char,
    },
    /// A letter after the difficulty that names no variant.
    #[error(
        "'{found}' is not a rule: after the difficulty comes T (tube heights), K (locked tubes), B (ball sort), or the two digits of a classic level"
    )]
    BadVariant {
        /// The letter found.
        found: char,
    },
    /// The empty tube and height digits are missing or not digits.
    #[error(
        "After '{}' come two digits: empty tubes ({} to {}) and tube height ({} to {})",
        .difficulty.letter(),
        EMPTY.start(),
        EMPTY.end(),
        HEIGHT.start(),
        HEIGHT.end()
    )]
    MissingSize {
        /// The difficulty read, whose letter the message names.
        difficulty: Difficulty,
    },
    /// An empty tube count outside [`EMPTY`].
    #[error("{empty} empty tubes: a game ID has {} to {}", EMPTY.start(), EMPTY.end())]
    EmptyTubes {
        /// The count read.
        empty: usize,
    },
    /// A tube height outside [`HEIGHT`].
    #[error("Tube height {height}: a game ID has {} to {}", HEIGHT.start(), HEIGHT.end())]
    Height {
        /// The height read.
        height: usize,
    },
    /// Nothing follows the size digits.
    #[error(
        "The game ID ends with a seed of up to {SEED_CHARS} letters and digits, like the 7KQ3X9 of 9M24-7KQ3X9"
    )]
    MissingSeed,
    /// The seed as typed (upper case, without spaces and dashes).
    #[error(
        "The seed has at most {SEED_CHARS} characters; '{seed}' has {}",
        .seed.chars().count()
    )]
    SeedTooLong {
        /// The seed.
        seed: String,
    },
    /// A character that is not a Crockford base-32 digit (O, I and L are
    /// read as 0, 1 and 1).
    #[error("'{found}' cannot be in a seed: use digits and letters other than U")]
    SeedChar {
        /// The character.
        found: char,
    },
}

impl GameId {
    /// Reads a game ID (see the module docs for what is accepted).
    pub fn parse(text: &str) -> Result<GameId, IdError> {
        let chars: Vec<char> = text
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '-')
            .map(|c| c.to_ascii_uppercase())
            .collect();
        let Some(&first) = chars.first() else {
            return Err(IdError::Empty);
        };
        let digits = chars.iter().take_while(|c| c.is_ascii_digit()).count();
        if digits == 0 {
            return Err(IdError::NoColourCount { found: first });
        }
        let colours_text: String = chars[..digits].iter().collect();
        let colours = colours_text.parse::<usize>().unwrap_or(usize::MAX);
        // More than two digits is refused even with leading zeros: the
        // canonical form never has them.
        if digits > 2 || !COLOURS.contains(&colours) {
            return Err(IdError::Colours {
                digits: colours_text,
            });
        }
        let Some(&letter) = chars.get(digits) else {
            return Err(IdError::MissingDifficulty { colours });
        };
        let difficulty =
            Difficulty::from_letter(letter).ok_or(IdError::BadDifficulty { found: letter })?;
        // A variant's letter, or none (classic) when a digit follows.
        let mut at = digits + 1;
        let mut variant = VariantKind::Classic;
        if let Some(&c) = chars.get(at)
            && !c.is_ascii_digit()
        {
            variant = variant_of_letter(c).ok_or(IdError::BadVariant { found: c })?;
            at += 1;
        }
        let digit = |i: usize| {
            chars
                .get(i)
                .and_then(|c| c.to_digit(10))
                .map(|d| d as usize)
        };
        let (Some(empty), Some(height)) = (digit(at), digit(at + 1)) else {
            return Err(IdError::MissingSize { difficulty });
        };
        if !EMPTY.contains(&empty) {
            return Err(IdError::EmptyTubes { empty });
        }
        if !HEIGHT.contains(&height) {
            return Err(IdError::Height { height });
        }
        let seed = decode_seed(&chars[at + 2..])?;
        Ok(GameId {
            settings: Settings {
                colours,
                empty,
                height,
                difficulty,
                variant,
            },
            seed,
        })
    }
}

/// Reads a seed of 1 to [`SEED_CHARS`] Crockford characters (upper case).
fn decode_seed(chars: &[char]) -> Result<u32, IdError> {
    if chars.is_empty() {
        return Err(IdError::MissingSeed);
    }
    if chars.len() > SEED_CHARS {
        return Err(IdError::SeedTooLong {
            seed: chars.iter().collect(),
        });
    }
    let mut seed = 0u32;
    for &c in chars {
        let c = match c {
            'O' => '0',
            'I' | 'L' => '1',
            c => c,
        };
        let Some(value) = CROCKFORD.iter().position(|&x| x as char == c) else {
            return Err(IdError::SeedChar { found: c });
        };
        seed = seed << 5 | value as u32;
    }
    Ok(seed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_ids_say_what_is_wrong() {
        use IdError as E;
        let m = Difficulty::Medium;
        let cases = [
            ("", E::Empty, "Type a game ID"),
            (
                "M924-7KQ3X9",
                E::NoColourCount { found: 'M' },
                "starts with the number of colours",
            ),
            (
                "2M24-7KQ3X9",
                E::Colours { digits: "2".into() },
                "3 to 12 colours",
            ),
            (
                "13M24-7KQ3X9",
                E::Colours {
                    digits: "13".into(),
                },
                "3 to 12 colours",
            ),
            (
                "100M24-7KQ3X9",
                E::Colours {
                    digits: "100".into(),
                },
                "3 to 12 colours",
            ),
            (
                "9",
                E::MissingDifficulty { colours: 9 },
                "comes the difficulty",
            ),
            (
                "9X24-7KQ3X9",
                E::BadDifficulty { found: 'X' },
                "'X' is not a difficulty",
            ),
            ("9M2", E::MissingSize { difficulty: m }, "two digits"),
            (
                "9MA4-7KQ3X9",
                E::BadVariant { found: 'A' },
                "'A' is not a rule",
            ),
            (
                "9M!24-7KQ3X9",
                E::BadVariant { found: '!' },
                "'!' is not a rule",
            ),
            ("9MB2", E::MissingSize { difficulty: m }, "two digits"),
            ("9MB", E::MissingSize { difficulty: m }, "two digits"),
            ("9MBB24-1", E::MissingSize { difficulty: m }, "two digits"),
            ("9MK04-1", E::EmptyTubes { empty: 0 }, "0 empty tubes"),
            ("9MT27-1", E::Height { height: 7 }, "Tube height 7"),
            ("9MB24", E::MissingSeed, "ends with a seed"),
            ("9M04-7KQ3X9", E::EmptyTubes { empty: 0 }, "0 empty tubes"),
            ("9M44-7KQ3X9", E::EmptyTubes { empty: 4 }, "4 empty tubes"),
            ("9M27-7KQ3X9", E::Height { height: 7 }, "Tube height 7"),
            ("9M24", E::MissingSeed, "ends with a seed"),
            ("9M24-", E::MissingSeed, "ends with a seed"),
            (
                "9M24-7KQ3X9Z",
                E::SeedTooLong {
                    seed: "7KQ3X9Z".into(),
                },
                "at most 6",
            ),
            (
                "9M24-7KU3X9",
                E::SeedChar { found: 'U' },
                "'U' cannot be in a seed",
            ),
            (
                "9M24-7K!3X9",
                E::SeedChar { found: '!' },
                "'!' cannot be in a seed",
            ),
        ];
        for (text, variant, wanted) in cases {
            match GameId::parse(text) {
                Ok(game) => panic!("{text:?} parsed as {game}"),
                Err(e) => {
                    assert_eq!(e, variant, "{text:?}");
                    assert!(e.to_string().contains(wanted), "{text:?}: {e}");
                }
            }
        }
    }

    /// The typed errors say word for word what the game said before them.
    #[test]
    fn id_error_messages_are_unchanged() {
        let cases = [
            (IdError::Empty, "Type a game ID, like 9M24-7KQ3X9"),
            (
                IdError::NoColourCount { found: 'M' },
                "A game ID starts with the number of colours (like the 9 of 9M24-7KQ3X9), not 'M'",
            ),
            (
                IdError::Colours {
                    digits: "100".into(),
                },
                "100 colours: a game ID has 3 to 12 colours",
            ),
            (
                IdError::MissingDifficulty { colours: 9 },
                "After the 9 colours comes the difficulty: E (easy), M (medium) or H (hard)",
            ),
            (
                IdError::BadDifficulty { found: 'X' },
                "'X' is not a difficulty: use E (easy), M (medium) or H (hard) after the colours",
            ),
            (
                IdError::MissingSize {
                    difficulty: Difficulty::Hard,
                },
                "After 'H' come two digits: empty tubes (1 to 3) and tube height (3 to 6)",
            ),
            (
                IdError::BadVariant { found: 'A' },
                "'A' is not a rule: after the difficulty comes T (tube heights), K (locked tubes), B (ball sort), or the two digits of a classic level",
            ),
            (
                IdError::EmptyTubes { empty: 0 },
                "0 empty tubes: a game ID has 1 to 3",
            ),
            (
                IdError::Height { height: 7 },
                "Tube height 7: a game ID has 3 to 6",
            ),
            (
                IdError::MissingSeed,
                "The game ID ends with a seed of up to 6 letters and digits, like the 7KQ3X9 of 9M24-7KQ3X9",
            ),
            (
                IdError::SeedTooLong {
                    seed: "7KQ3X9Z".into(),
                },
                "The seed has at most 6 characters; '7KQ3X9Z' has 7",
            ),
            (
                IdError::SeedChar { found: 'U' },
                "'U' cannot be in a seed: use digits and letters other than U",
            ),
        ];
        for (error, message) in cases {
            assert_eq!(error.to_string(), message);
        }
    }
}
