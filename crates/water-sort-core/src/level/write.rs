//! Writing a pack in the canonical, hand-editable layout.

use std::fmt::Write as _;

use super::validate::{DIFFICULTY_EXACT_FROM, round_difficulty};
use super::{DEFAULT_CAPACITY, Level, Names, Pack, PaletteColour};

/// Writes `pack` as RON in the layout people write by hand: one line per
/// palette colour, one line per level (two when it has `optimal_moves`,
/// `par` or `difficulty`). The pack's `capacity` is the most common level
/// capacity; levels with another capacity say so. A symbol equal to its key
/// is left out, as are absent optional fields. `difficulty` is written with 2
/// decimals. `parse_pack` reads the result back to an equal pack whenever the
/// pack is valid and its difficulties have at most 2 decimals, as those of
/// every parsed pack have.
pub fn write_pack(pack: &Pack) -> String {
    let mut out = String::new();
    let capacity = common_capacity(&pack.levels);
    out.push_str("(\n");
    let _ = writeln!(out, "    name: {},", quote(&pack.name));
    if !pack.names.is_empty() {
        let _ = writeln!(out, "    names: {},", names_map(&pack.names));
    }
    if let Some(author) = &pack.author {
        let _ = writeln!(out, "    author: {},", quote(author));
    }
    if let Some(description) = &pack.description {
        let _ = writeln!(out, "    description: {},", quote(description));
    }
    let _ = writeln!(out, "    capacity: {capacity},");
    write_palette(&mut out, &pack.palette);
    write_levels(&mut out, pack, capacity);
    out.push_str(")\n");
    out
}

/// `{"de": "..", "fr": ".."}`, by tag.
fn names_map(names: &Names) -> String {
    let entries: Vec<String> = names
        .0
        .iter()
        .map(|(tag, name)| format!("{}: {}", quote(tag), quote(name)))
        .collect();
    format!("{{{}}}", entries.join(", "))
}

fn write_palette(out: &mut String, palette: &[PaletteColour]) {
    if palette.is_empty() {
        out.push_str("    palette: [],\n");
        return;
    }
    out.push_str("    palette: [\n");
    let names: Vec<String> = palette
        .iter()
        .map(|c| format!("name: {},", quote(&c.name)))
        .collect();
    let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
    for (c, name) in palette.iter().zip(&names) {
        out.push_str("        ");
        write_colour(out, c, width - name.chars().count());
        out.push_str(",\n");
    }
    out.push_str("    ],\n");
}

/// One palette entry, `(key: 'R', name: "red", color: "#e6194b", symbol:
/// 'o')`, with `pad` spaces after the name (to line up the colours of a
/// palette); no indentation and no comma.
pub(super) fn write_colour(out: &mut String, c: &PaletteColour, pad: usize) {
    let [r, g, b] = c.rgb;
    let _ = write!(
        out,
        "(key: {}, name: {},{:pad$} color: \"#{r:02x}{g:02x}{b:02x}\"",
        quote_char(c.key),
        quote(&c.name),
        ""
    );
    if c.symbol != c.key {
        let _ = write!(out, ", symbol: {}", quote_char(c.symbol));
    }
    out.push(')');
}

fn write_levels(out: &mut String, pack: &Pack, capacity: usize) {
    if pack.levels.is_empty() {
        out.push_str("    levels: [],\n");
        return;
    }
    out.push_str("    levels: [\n");
    for level in &pack.levels {
        out.push_str(LEVEL_INDENT);
        write_level(out, level, &pack.palette, Some(capacity), LEVEL_INDENT);
        out.push_str(",\n");
    }
    out.push_str("    ],\n");
}

/// A level's `rules: ball` (always its own: a pack's `rules` is read as
/// the default of its levels, never written), `heights: [..]` and
/// `locks: [None, Some('G')]`, as far as they say something.
fn write_variant(out: &mut String, level: &Level, palette: &[PaletteColour]) {
    let mut variant = level.variant.clone();
    variant.fit(level.capacity);
    if variant.rule != crate::variant::Rule::Water {
        let _ = write!(out, ", rules: {}", variant.rule);
    }
    if !variant.heights.is_empty() {
        let heights: Vec<String> = variant.heights.iter().map(usize::to_string).collect();
        let _ = write!(out, ", heights: [{}]", heights.join(", "));
    }
    if !variant.locks.is_empty() {
        let locks: Vec<String> = variant
            .locks
            .iter()
            .map(|lock| match lock {
                None => "None".to_string(),
                Some(c) => format!(
                    "Some({})",
                    quote_char(palette.get(*c as usize).map_or('?', |p| p.key))
                ),
            })
            .collect();
        let _ = write!(out, ", locks: [{}]", locks.join(", "));
    }
}

/// Indentation of a level line in the canonical layout.
const LEVEL_INDENT: &str = "        ";

/// One level, `(name: "...", tubes: [...])`, with its `optimal_moves`, `par`
/// and `difficulty` on a second line indented one space more than `indent` (the
/// indentation of the level's first line); no leading indentation and no
/// comma. The level's capacity is written when it differs from
/// `pack_capacity`, the capacity the file gives levels that have none of
/// their own (`None`: always written); a mystery level's `hidden: [..]`
/// follows (up to its last tube that hides a unit), and a level that hides
/// nothing has no `hidden` field.
pub(super) fn write_level(
    out: &mut String,
    level: &Level,
    palette: &[PaletteColour],
    pack_capacity: Option<usize>,
    indent: &str,
) {
    let tubes: Vec<String> = level
        .tubes
        .iter()
        .map(|tube| {
            let text: String = tube
                .iter()
                .map(|&c| palette.get(c as usize).map_or('?', |p| p.key))
                .collect();
            quote(&text)
        })
        .collect();
    let _ = write!(
        out,
        "(name: {}, tubes: [{}]",
        quote(&level.name),
        tubes.join(", ")
    );
    if !level.names.is_empty() {
        let _ = write!(out, ", names: {}", names_map(&level.names));
    }
    if pack_capacity != Some(level.capacity) {
        let _ = write!(out, ", capacity: {}", level.capacity);
    }
    let hidden = level
        .hidden
        .iter()
        .rposition(|&h| h > 0)
        .map_or(0, |i| i + 1);
    if hidden > 0 {
        let counts: Vec<String> = level.hidden[..hidden]
            .iter()
            .map(usize::to_string)
            .collect();
        let _ = write!(out, ", hidden: [{}]", counts.join(", "));
    }
    write_variant(out, level, palette);
    let mut meta = Vec::new();
    if let Some(moves) = level.optimal_moves {
        meta.push(format!("optimal_moves: {moves}"));
    }
    if let Some(par) = level.par {
        meta.push(format!("par: {par}"));
    }
    if let Some(d) = level.difficulty {
        meta.push(format!("difficulty: {}", difficulty(d)));
    }
    if !meta.is_empty() {
        let _ = write!(out, ",\n{indent} {}", meta.join(", "));
    }
    out.push(')');
}

/// The most common level capacity (the smaller on a tie), or the default.
fn common_capacity(levels: &[Level]) -> usize {
    let mut counts = std::collections::BTreeMap::new();
    for level in levels {
        *counts.entry(level.capacity).or_insert(0usize) += 1;
    }
    counts
        .iter()
        .max_by(|a, b| a.1.cmp(b.1).then(b.0.cmp(a.0)))
        .map_or(DEFAULT_CAPACITY, |(&c, _)| c)
}

/// Two decimals, rounded as `parse_pack` rounds; values too large for
/// decimals to matter are written exactly (so they read back unchanged).
fn difficulty(d: f64) -> String {
    if d.is_finite() && d.abs() < DIFFICULTY_EXACT_FROM {
        return format!("{:.2}", round_difficulty(d));
    }
    let exact = format!("{d}");
    if exact.contains(['.', 'e', 'E', 'i', 'N']) {
        exact
    } else {
        exact + ".0"
    }
}

fn escape(c: char, quote: char, out: &mut String) {
    match c {
        '\\' => out.push_str("\\\\"),
        '\n' => out.push_str("\\n"),
        '\r' => out.push_str("\\r"),
        '\t' => out.push_str("\\t"),
        c if c == quote => {
            out.push('\\');
            out.push(c);
        }
        c if c.is_control() => {
            let _ = write!(out, "\\u{{{:x}}}", c as u32);
        }
        c => out.push(c),
    }
}

pub(super) fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        escape(c, '"', &mut out);
    }
    out.push('"');
    out
}

fn quote_char(c: char) -> String {
    let mut out = String::from("'");
    escape(c, '\'', &mut out);
    out.push('\'');
    out
}
