//! What a board of the variants keeps beside its tubes ([`Layout`]) and
//! the rule of its pours ([`Rule`]): data only, which `board.rs` holds and
//! `variant.rs` makes and reads (the rules themselves are there).

use std::fmt;
use std::str::FromStr;

/// How much a pour moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Rule {
    /// Water sort: the whole top run, as much of it as fits.
    #[default]
    Water,
    /// Ball sort: one unit a pour.
    Ball,
}

impl Rule {
    /// Every rule, the default first.
    pub const ALL: [Rule; 2] = [Rule::Water, Rule::Ball];

    /// The name the formats use: `water`, `ball`.
    pub fn name(self) -> &'static str {
        match self {
            Rule::Water => "water",
            Rule::Ball => "ball",
        }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Rule {
    type Err = String;
    fn from_str(s: &str) -> Result<Rule, String> {
        Rule::ALL
            .into_iter()
            .find(|r| r.name() == s)
            .ok_or_else(|| format!("unknown rule \"{s}\" (water or ball)"))
    }
}

/// What a board with a variant keeps beside its tubes.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) struct Layout {
    pub rule: Rule,
    /// Every tube's height.
    pub heights: Vec<u8>,
    /// Every tube's key colour (a board colour), locked or opened.
    pub keys: Vec<Option<u8>>,
    /// The tubes locked now (bit t for tube t).
    pub locked: u32,
}
