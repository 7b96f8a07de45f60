//! The rules of a pack beyond its shape: names, capacities, palette keys,
//! symbols and colours, and each level's tubes; every problem is located in
//! the source with the position scanner.
//!
//! The pack's own fields are checked here, its palette in `palette` and
//! each level in `level`.

mod level;
mod palette;
mod variant;

use std::collections::HashMap;

use super::lex::Pos;
use super::names::bad_tag;
use super::raw::RawPack;
use super::scan::Node;
use super::{DEFAULT_CAPACITY, Level, Names, Pack};
use crate::board::{MAX_CAPACITY, MIN_CAPACITY};

/// Checks a pack read by serde against every rule, collecting each problem
/// with where it is in the source.
pub(super) struct Validator<'t> {
    root: Option<&'t Node>,
    pub(super) problems: Vec<(Pos, String)>,
    for_editing: bool,
}

fn start(node: Option<&Node>) -> Option<Pos> {
    node.map(|n| n.start)
}

fn is_symbol_char(c: char) -> bool {
    c.is_ascii_graphic()
}

fn describe_char(c: char) -> String {
    if c.is_ascii_graphic() {
        format!("'{c}'")
    } else {
        format!("{c:?} (U+{:04X})", c as u32)
    }
}

impl<'t> Validator<'t> {
    /// A validator locating problems in the scanned tree `root` (`None` when
    /// the scanner could not read the source: problems then point at its
    /// start).
    pub(super) fn new(root: Option<&'t Node>) -> Validator<'t> {
        Validator {
            root,
            problems: Vec::new(),
            for_editing: false,
        }
    }

    /// A validator that lets through what the level editor fixes: colour
    /// counts that are not the capacity and levels with only empty tubes.
    pub(super) fn for_editing(root: Option<&'t Node>) -> Validator<'t> {
        Validator {
            for_editing: true,
            ..Validator::new(root)
        }
    }

    fn report(&mut self, pos: Option<Pos>, fallback: Option<Pos>, message: String) {
        let pos = pos.or(fallback).or(start(self.root)).unwrap_or(Pos::START);
        self.problems.push((pos, message));
    }

    fn field(&self, name: &str) -> Option<&'t Node> {
        self.root.and_then(|r| r.field(name))
    }

    pub(super) fn pack(&mut self, raw: RawPack) -> Option<Pack> {
        if raw.name.trim().is_empty() {
            self.report(
                start(self.field("name")),
                None,
                "the pack name is empty; give the pack a name, e.g. name: \"My pack\"".into(),
            );
        }
        let pack_capacity = match raw.capacity {
            None => Some(DEFAULT_CAPACITY),
            Some(c) => self.capacity(c, start(self.field("capacity")), "the pack's capacity"),
        };
        let pack_rule = raw.rules.map_or(crate::variant::Rule::Water, |r| r.rule());
        let palette = self.palette(&raw.palette);
        if raw.levels.is_empty() {
            self.report(
                start(self.field("levels")),
                None,
                "the pack has no levels; add at least one, e.g. levels: [(name: \"First\", \
                 tubes: [\"RG\", \"GR\", \"\"], capacity: 2)]"
                    .into(),
            );
        }
        let mut names: HashMap<&str, usize> = HashMap::new();
        let mut levels = Vec::with_capacity(raw.levels.len());
        for (i, level) in raw.levels.iter().enumerate() {
            let node = self.field("levels").and_then(|l| l.item(i));
            if !level.name.trim().is_empty() {
                if let Some(&first) = names.get(level.name.as_str()) {
                    let first_line = self
                        .field("levels")
                        .and_then(|l| l.item(first))
                        .and_then(|n| n.field("name"))
                        .map(|n| n.start.line);
                    let where_first = match first_line {
                        Some(line) => format!("level {} (line {line})", first + 1),
                        None => format!("level {}", first + 1),
                    };
                    self.report(
                        start(node.and_then(|n| n.field("name"))),
                        start(node),
                        format!(
                            "duplicate level name {:?}: level {} has the same name as {where_first}; \
                             give each level its own name",
                            level.name,
                            i + 1
                        ),
                    );
                } else {
                    names.insert(&level.name, i);
                }
            }
            levels.push(self.level(i, level, node, (pack_capacity, pack_rule), &raw.palette));
        }
        let levels: Option<Vec<Level>> = levels.into_iter().collect();
        let names = self.names(&raw.names, self.field("names"), "the pack");
        Some(Pack {
            name: raw.name,
            names,
            author: raw.author,
            description: raw.description,
            palette: palette?,
            levels: levels?,
        })
    }

    /// Checks the names in other languages: each tag a language tag, each
    /// name not empty; a bad one is reported and left out.
    pub(super) fn names(
        &mut self,
        raw: &std::collections::BTreeMap<String, String>,
        node: Option<&'t Node>,
        whose: &str,
    ) -> Names {
        let mut names = Names::default();
        for (tag, name) in raw {
            if let Some(why) = bad_tag(tag) {
                self.report(
                    start(node),
                    None,
                    format!("names of {whose}: {tag:?} {why}"),
                );
            } else if name.trim().is_empty() {
                self.report(
                    start(node),
                    None,
                    format!("names of {whose}: the {tag:?} name is empty; give it a name or leave it out"),
                );
            } else {
                names.0.insert(tag.clone(), name.clone());
            }
        }
        names
    }

    /// Checks a capacity value; `Some` if usable.
    fn capacity(&mut self, c: i64, pos: Option<Pos>, whose: &str) -> Option<usize> {
        match usize::try_from(c) {
            Ok(c) if (MIN_CAPACITY..=MAX_CAPACITY).contains(&c) => Some(c),
            _ => {
                self.report(
                    pos,
                    None,
                    format!(
                        "{whose} is {c}, outside {MIN_CAPACITY}..={MAX_CAPACITY}; \
                         use a capacity from {MIN_CAPACITY} to {MAX_CAPACITY} (units per tube)"
                    ),
                );
                None
            }
        }
    }
}

/// Difficulties from this value up are kept exactly: 2 decimals mean nothing
/// there, and rounding would lose precision.
pub(crate) const DIFFICULTY_EXACT_FROM: f64 = 1e9;

/// Difficulties are kept to 2 decimals, as `write_pack` writes them.
pub(crate) fn round_difficulty(d: f64) -> f64 {
    if !d.is_finite() || d.abs() >= DIFFICULTY_EXACT_FROM {
        return d;
    }
    let r = (d * 100.0).round() / 100.0;
    if r == 0.0 { 0.0 } else { r }
}
