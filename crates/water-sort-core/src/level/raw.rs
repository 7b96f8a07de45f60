//! The pack file as serde reads it, before validation: what `parse.rs`
//! reads and `validate/` checks (a file of its own, so neither imports
//! the other).

use std::collections::BTreeMap;

use serde::Deserialize;

#[derive(Deserialize)]
#[serde(rename = "Pack", deny_unknown_fields)]
pub(super) struct RawPack {
    pub(super) name: String,
    #[serde(default)]
    pub(super) author: Option<String>,
    #[serde(default)]
    pub(super) description: Option<String>,
    #[serde(default)]
    pub(super) names: BTreeMap<String, String>,
    #[serde(default)]
    pub(super) capacity: Option<i64>,
    #[serde(default)]
    pub(super) rules: Option<RawRule>,
    pub(super) palette: Vec<RawColour>,
    pub(super) levels: Vec<RawLevel>,
}

#[derive(Deserialize)]
#[serde(rename = "Colour", deny_unknown_fields)]
pub(super) struct RawColour {
    pub(super) key: char,
    pub(super) name: String,
    pub(super) color: String,
    #[serde(default)]
    pub(super) symbol: Option<char>,
}

#[derive(Deserialize)]
#[serde(rename = "Level", deny_unknown_fields)]
pub(super) struct RawLevel {
    pub(super) name: String,
    #[serde(default)]
    pub(super) names: BTreeMap<String, String>,
    pub(super) tubes: Vec<String>,
    #[serde(default)]
    pub(super) capacity: Option<i64>,
    #[serde(default)]
    pub(super) optimal_moves: Option<u32>,
    #[serde(default)]
    pub(super) par: Option<u32>,
    #[serde(default)]
    pub(super) difficulty: Option<f64>,
    #[serde(default)]
    pub(super) hidden: Vec<i64>,
    #[serde(default)]
    pub(super) rules: Option<RawRule>,
    #[serde(default)]
    pub(super) heights: Vec<i64>,
    #[serde(default)]
    pub(super) locks: Vec<Option<char>>,
}

/// `rules: water` or `rules: ball`.
#[derive(Deserialize, Clone, Copy)]
#[serde(rename_all = "lowercase")]
pub(super) enum RawRule {
    Water,
    Ball,
}

impl RawRule {
    pub(super) fn rule(self) -> crate::variant::Rule {
        match self {
            RawRule::Water => crate::variant::Rule::Water,
            RawRule::Ball => crate::variant::Rule::Ball,
        }
    }
}
