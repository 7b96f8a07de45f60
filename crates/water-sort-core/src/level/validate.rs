//! The rules of a pack beyond its shape: names, capacities, palette keys,
//! symbols and colours, and each level's tubes; every problem is located in
//! the source with the position scanner.

use std::collections::HashMap;

use super::lex::Pos;
use super::raw::{RawColour, RawLevel, RawPack};
use super::scan::Node;
use super::{DEFAULT_CAPACITY, Level, MAX_PALETTE, MAX_TUBES_DRAWABLE, Pack, PaletteColour};
use crate::board::{Colour, MAX_CAPACITY, MIN_CAPACITY};
use crate::text::plural;

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

/// "#rrggbb" → [r, g, b].
fn parse_rgb(s: &str) -> Option<[u8; 3]> {
    let hex = s.strip_prefix('#')?;
    if hex.len() != 6 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let byte = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).ok();
    Some([byte(0)?, byte(2)?, byte(4)?])
}

fn level_label(index: usize, name: &str) -> String {
    if name.trim().is_empty() {
        format!("level {}", index + 1)
    } else {
        format!("level {name:?}")
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
            levels.push(self.level(i, level, node, pack_capacity, &raw.palette));
        }
        let levels: Option<Vec<Level>> = levels.into_iter().collect();
        Some(Pack {
            name: raw.name,
            author: raw.author,
            description: raw.description,
            palette: palette?,
            levels: levels?,
        })
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

    fn palette(&mut self, raw: &[RawColour]) -> Option<Vec<PaletteColour>> {
        let list = self.field("palette");
        if raw.len() > MAX_PALETTE {
            self.report(
                start(list.and_then(|l| l.item(MAX_PALETTE))),
                start(list),
                format!(
                    "the palette has {} colours, more than {MAX_PALETTE}; remove {} or split \
                     the pack",
                    raw.len(),
                    raw.len() - MAX_PALETTE
                ),
            );
        }
        let label = |i: usize, c: &RawColour| {
            if c.name.trim().is_empty() {
                format!("palette colour {}", i + 1)
            } else {
                format!("palette colour {} ({:?})", i + 1, c.name)
            }
        };
        let mut out = Vec::with_capacity(raw.len());
        let mut ok = true;
        let mut keys: HashMap<char, usize> = HashMap::new();
        let mut symbols: HashMap<char, usize> = HashMap::new();
        for (i, c) in raw.iter().enumerate() {
            let node = list.and_then(|l| l.item(i));
            let field = |name: &str| start(node.and_then(|n| n.field(name)));
            let here = start(node);
            let this = label(i, c);
            let line_of = |j: usize| {
                list.and_then(|l| l.item(j))
                    .map(|n| format!(" (line {})", n.start.line))
                    .unwrap_or_default()
            };
            let mut key_duplicate = false;
            if !is_symbol_char(c.key) {
                ok = false;
                self.report(
                    field("key"),
                    here,
                    format!(
                        "{this} has key {}, which is not a printable ASCII character; \
                         use a letter, digit or punctuation mark",
                        describe_char(c.key)
                    ),
                );
            } else if let Some(&j) = keys.get(&c.key) {
                ok = false;
                key_duplicate = true;
                self.report(
                    field("key"),
                    here,
                    format!(
                        "duplicate key {}: {this} uses the key of {}{}; give each colour its \
                         own key",
                        describe_char(c.key),
                        label(j, &raw[j]),
                        line_of(j)
                    ),
                );
            } else {
                keys.insert(c.key, i);
            }
            if c.name.trim().is_empty() {
                ok = false;
                self.report(
                    field("name"),
                    here,
                    format!("{this} has an empty name; name it, e.g. name: \"red\""),
                );
            }
            let rgb = parse_rgb(&c.color);
            if rgb.is_none() {
                ok = false;
                self.report(
                    field("color"),
                    here,
                    format!(
                        "{this} has color {:?}, which is not of the form \"#rrggbb\"; write # \
                         and six hex digits, e.g. \"#3cb44b\"",
                        c.color
                    ),
                );
            }
            let symbol = c.symbol.unwrap_or(c.key);
            let symbol_pos = if c.symbol.is_some() {
                field("symbol")
            } else {
                field("key")
            };
            if c.symbol.is_some() && !is_symbol_char(symbol) {
                ok = false;
                self.report(
                    symbol_pos,
                    here,
                    format!(
                        "{this} has symbol {}, which is not a printable ASCII character; \
                         use a visible character other than space, e.g. 'o' or '+'",
                        describe_char(symbol)
                    ),
                );
            } else if is_symbol_char(symbol) {
                if let Some(&j) = symbols.get(&symbol) {
                    // Two defaulted symbols from one duplicate key: said already.
                    if !(key_duplicate && c.symbol.is_none() && raw[j].symbol.is_none()) {
                        ok = false;
                        let defaulted = if c.symbol.is_none() {
                            " (a colour's symbol defaults to its key)"
                        } else {
                            ""
                        };
                        self.report(
                            symbol_pos,
                            here,
                            format!(
                                "duplicate symbol {}: {this} has the symbol of {}{}{defaulted}; \
                                 colour-blind players tell colours apart by symbol, so give \
                                 each colour its own `symbol`",
                                describe_char(symbol),
                                label(j, &raw[j]),
                                line_of(j)
                            ),
                        );
                    }
                } else {
                    symbols.insert(symbol, i);
                }
            }
            if let Some(rgb) = rgb {
                out.push(PaletteColour {
                    key: c.key,
                    name: c.name.clone(),
                    rgb,
                    symbol,
                });
            }
        }
        (ok && raw.len() <= MAX_PALETTE).then_some(out)
    }

    fn level(
        &mut self,
        i: usize,
        raw: &RawLevel,
        node: Option<&'t Node>,
        pack_capacity: Option<usize>,
        palette: &[RawColour],
    ) -> Option<Level> {
        let keys: Vec<char> = palette.iter().map(|c| c.key).collect();
        let here = start(node);
        let field = |name: &str| node.and_then(|n| n.field(name));
        let this = level_label(i, &raw.name);
        let mut ok = true;
        if raw.name.trim().is_empty() {
            ok = false;
            self.report(
                start(field("name")),
                here,
                format!("level {} has an empty name; give it a name", i + 1),
            );
        }
        let capacity = match raw.capacity {
            Some(c) => self.capacity(
                c,
                start(field("capacity")),
                &format!("the capacity of {this}"),
            ),
            None => pack_capacity,
        };
        ok &= capacity.is_some();
        let tubes_node = field("tubes");
        let tubes_pos = start(tubes_node).or(here);
        if raw.tubes.is_empty() {
            ok = false;
            self.report(
                tubes_pos,
                here,
                format!("{this} has no tubes; list them, e.g. tubes: [\"RG\", \"GR\", \"\"]"),
            );
        } else if raw.tubes.len() > MAX_TUBES_DRAWABLE {
            ok = false;
            self.report(
                start(tubes_node.and_then(|t| t.item(MAX_TUBES_DRAWABLE))),
                tubes_pos,
                format!(
                    "{this} has {} tubes, more than the {MAX_TUBES_DRAWABLE} the game can draw; \
                     remove {} tube{}",
                    raw.tubes.len(),
                    raw.tubes.len() - MAX_TUBES_DRAWABLE,
                    plural(raw.tubes.len() - MAX_TUBES_DRAWABLE)
                ),
            );
        }
        let key_index: HashMap<char, usize> = keys
            .iter()
            .enumerate()
            .rev()
            .map(|(index, &k)| (k, index))
            .collect();
        let mut distinct: Vec<char> = Vec::new();
        for &k in &keys {
            if is_symbol_char(k) && !distinct.contains(&k) {
                distinct.push(k);
            }
        }
        let palette_keys = if distinct.is_empty() {
            "the palette has no usable keys".to_string()
        } else {
            let list: Vec<String> = distinct.iter().map(|k| k.to_string()).collect();
            format!("the palette has {}", list.join(", "))
        };
        let mut tubes: Vec<Vec<Colour>> = Vec::with_capacity(raw.tubes.len());
        // Per colour: unit count and position of its first unit.
        let mut counts: Vec<(usize, Option<Pos>)> = vec![(0, None); keys.len()];
        let mut unknown_seen: Vec<char> = Vec::new();
        for (j, tube) in raw.tubes.iter().enumerate() {
            let tube_node = tubes_node.and_then(|t| t.item(j));
            let tube_pos = start(tube_node).or(tubes_pos);
            let char_pos = |k: usize| tube_node.and_then(|n| n.char_pos(k));
            let mut units = Vec::with_capacity(tube.len());
            for (k, ch) in tube.chars().enumerate() {
                match key_index.get(&ch) {
                    Some(&index) => {
                        let entry = &mut counts[index];
                        entry.0 += 1;
                        entry.1 = entry.1.or(char_pos(k)).or(tube_pos);
                        units.push(index as Colour);
                    }
                    None => {
                        ok = false;
                        if !unknown_seen.contains(&ch) {
                            unknown_seen.push(ch);
                            let shown = describe_char(ch);
                            self.report(
                                char_pos(k),
                                tube_pos,
                                format!(
                                    "unknown colour {shown} in tube {} of {this}; {palette_keys}; \
                                     add {shown} to the palette or fix the tube",
                                    j + 1
                                ),
                            );
                        }
                    }
                }
            }
            let len = tube.chars().count();
            if let Some(cap) = capacity
                && len > cap
            {
                ok = false;
                self.report(
                    char_pos(cap),
                    tube_pos,
                    format!(
                        "tube {} of {this} holds {len} units, more than the capacity {cap}; \
                         remove {} unit{} or raise the level's capacity",
                        j + 1,
                        len - cap,
                        plural(len - cap)
                    ),
                );
            }
            tubes.push(units);
        }
        if !self.for_editing
            && !raw.tubes.is_empty()
            && counts.iter().all(|&(n, _)| n == 0)
            && unknown_seen.is_empty()
        {
            ok = false;
            self.report(
                tubes_pos,
                here,
                format!("{this} has only empty tubes; fill some tubes with colours"),
            );
        }
        if let Some(cap) = capacity.filter(|_| !self.for_editing) {
            for (index, &(count, first)) in counts.iter().enumerate() {
                if count == 0 || count == cap {
                    continue;
                }
                ok = false;
                let key = keys[index];
                let name = &palette[index].name;
                let fix = if count < cap {
                    format!("add {} unit{} of '{key}'", cap - count, plural(cap - count))
                } else {
                    format!(
                        "remove {} unit{} of '{key}'",
                        count - cap,
                        plural(count - cap)
                    )
                };
                self.report(
                    first,
                    tubes_pos,
                    format!(
                        "colour '{key}' ({name}) has {count} unit{} in {this} but needs exactly {cap}, \
                         the level's capacity; {fix}",
                        plural(count)
                    ),
                );
            }
        }
        if ok
            && !self.for_editing
            && let Some(cap) = capacity
            && super::starts_solved(&tubes, cap)
        {
            ok = false;
            self.report(
                tubes_pos,
                here,
                format!(
                    "{this} is already solved (every tube is empty or full of one colour); \
                     mix the colours so there is something to play"
                ),
            );
        }
        let hidden = self.hidden(raw, &this, field("hidden"), here);
        ok &= hidden.is_some();
        if let (Some(par), Some([])) = (raw.par, hidden.as_deref()) {
            ok = false;
            self.report(
                start(field("par")),
                here,
                format!(
                    "{this} records par: {par} but hides no unit; `par` is the par of a \
                     mystery level (one with `hidden`), an ordinary level's is its \
                     `optimal_moves`: remove it"
                ),
            );
        }
        let difficulty = match raw.difficulty {
            Some(d) if !d.is_finite() || d < 0.0 => {
                ok = false;
                self.report(
                    start(field("difficulty")),
                    here,
                    format!(
                        "{this} has difficulty {d}; a difficulty is a number of at least 0 \
                         (regenerate it with `water-sort generate` or remove it)"
                    ),
                );
                None
            }
            Some(d) => Some(round_difficulty(d)),
            None => None,
        };
        if !ok {
            return None;
        }
        Some(Level {
            name: raw.name.clone(),
            capacity: capacity?,
            tubes,
            optimal_moves: raw.optimal_moves,
            par: raw.par,
            difficulty,
            hidden: hidden?,
        })
    }

    /// Checks a level's `hidden` list against its tubes: no more entries
    /// than tubes, none negative or over its tube's length. `Some` with the
    /// trailing zeros dropped when usable.
    fn hidden(
        &mut self,
        raw: &RawLevel,
        this: &str,
        node: Option<&'t Node>,
        here: Option<Pos>,
    ) -> Option<Vec<usize>> {
        let list_pos = start(node).or(here);
        let mut ok = true;
        if raw.hidden.len() > raw.tubes.len() {
            ok = false;
            self.report(
                start(node.and_then(|n| n.item(raw.tubes.len()))),
                list_pos,
                format!(
                    "`hidden` of {this} has {} entries, more than its {} tube{}; give one \
                     entry per tube (missing entries are 0)",
                    raw.hidden.len(),
                    raw.tubes.len(),
                    plural(raw.tubes.len())
                ),
            );
        }
        let mut hidden = Vec::with_capacity(raw.hidden.len());
        for (j, &h) in raw.hidden.iter().enumerate().take(raw.tubes.len()) {
            let pos = start(node.and_then(|n| n.item(j)));
            // The tube's length in units (its string's characters, also when
            // one of them is not in the palette).
            let len = raw.tubes[j].chars().count();
            match usize::try_from(h) {
                Ok(h) if h <= len => hidden.push(h),
                _ => {
                    ok = false;
                    self.report(
                        pos,
                        list_pos,
                        format!(
                            "tube {} of {this} hides {h} units, but it holds {len} unit{}; a tube \
                             hides from 0 to as many units as it holds",
                            j + 1,
                            plural(len)
                        ),
                    );
                }
            }
        }
        while hidden.last() == Some(&0) {
            hidden.pop();
        }
        ok.then_some(hidden)
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
