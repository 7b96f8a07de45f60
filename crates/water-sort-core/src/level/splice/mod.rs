//! Saving an edited pack into the text it was read from, rewriting only what
//! changed: the level editor's save keeps the author's comments, spacing and
//! every untouched level byte for byte.
//!
//! The source is re-read with the position scanner, whose nodes carry byte
//! spans; the changes become a list of `(byte range, new text)` replacements. Lists
//! (palette and levels) are cut into elements, each with the comments and
//! blank lines before it (which move and go with it) and the rest of its line
//! after its comma (a trailing `// comment`), then put back together in the
//! edited order. Whatever the splice produces is read back with
//! [`parse_pack`]; unless that gives exactly the edited pack, the whole file
//! is rewritten with [`write_pack`].
//!
//! The lists are cut and rebuilt in `list`, the optional header fields
//! edited in `header`, both measuring lines with `lines`.

mod header;
mod lines;
mod list;

use std::ops::Range;

use super::scan::{Field, Kind, scan};
use super::write::{quote, write_colour, write_level};
use super::{DEFAULT_CAPACITY, Level, Pack, PaletteColour, parse_pack, write_pack};
use header::Header;
use list::{ListLayout, Piece};

/// The new text of a pack file, and how it was made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Spliced {
    /// The edits were spliced into the source: comments, layout and every
    /// unchanged value kept byte for byte.
    Kept(String),
    /// The source could not be spliced (empty, not the shape of a pack, or
    /// the splice did not read back as the edited pack), so this is the
    /// whole pack written anew by [`write_pack`]: comments and layout are
    /// lost.
    Rewritten(String),
}

impl Spliced {
    /// The new file text.
    pub fn text(&self) -> &str {
        match self {
            Spliced::Kept(text) | Spliced::Rewritten(text) => text,
        }
    }

    /// The new file text.
    pub fn into_text(self) -> String {
        match self {
            Spliced::Kept(text) | Spliced::Rewritten(text) => text,
        }
    }

    /// True when the whole file was rewritten (the game says so).
    pub fn rewrote_whole_file(&self) -> bool {
        matches!(self, Spliced::Rewritten(_))
    }
}

/// The text of the pack file after the level editor's changes.
///
/// `source` is the file's text as last read, which [`parse_pack`] read as
/// `original`; `edited` is the pack after the author's edits, and
/// `origins[i] == Some(j)` says that edited level `i` began as original level
/// `j` (`None` for a new or duplicated level; `origins.len()` must be
/// `edited.levels.len()`).
///
/// Only what changed is rewritten:
/// * a level equal to its original keeps its exact text; a changed level's
///   `( ... )` is replaced by its canonical text (as [`write_pack`] writes a
///   level, its capacity given when it differs from this file's pack
///   capacity), and a new level is written canonically in its place in the
///   list, indented like the other levels. Levels come in the order of
///   `edited.levels`, each with the comments before it; a deleted level goes
///   with its comments. Every element gets a comma except, when the original
///   list's last element had none, the last one.
/// * `name`, `author` and `description` have their value replaced; an added
///   one gets its own line after `name` (`description` after `author`), a
///   removed one is deleted (its line, if it is alone on it). The pack's
///   `capacity` field is never touched.
/// * palette entries are matched by index: changed ones are replaced by their
///   canonical text, new ones appended, missing ones dropped.
///
/// The result is checked: unless it reads back as exactly `edited` (or if
/// `source` is empty or not a pack of the expected shape), the whole pack is
/// written anew with [`write_pack`] and [`Spliced::Rewritten`] says so.
/// Never panics.
pub fn splice_pack(
    source: &str,
    original: &Pack,
    edited: &Pack,
    origins: &[Option<usize>],
) -> Spliced {
    if let Some(text) = splice(source, original, edited, origins)
        && parse_pack(&text, "").ok().as_ref() == Some(edited)
    {
        return Spliced::Kept(text);
    }
    Spliced::Rewritten(write_pack(edited))
}

/// A replacement of the source's bytes `.0` by `.1` (an insertion when the
/// range is empty).
type Replacement = (Range<usize>, String);

fn splice(src: &str, original: &Pack, edited: &Pack, origins: &[Option<usize>]) -> Option<String> {
    if src.trim().is_empty() || origins.len() != edited.levels.len() {
        return None;
    }
    let root = scan(src)?;
    let Kind::Struct {
        name,
        fields,
        items,
    } = &root.kind
    else {
        return None;
    };
    if !items.is_empty() || !matches!(name.as_deref(), None | Some("Pack")) {
        return None;
    }
    let field = |name: &str| fields.iter().find(|f| f.name == name);
    let nl = if src.contains("\r\n") { "\r\n" } else { "\n" };
    let mut edits = Vec::new();

    // Header fields.
    let name = field("name")?;
    if original.name != edited.name {
        edits.push((name.value.span.clone(), quote(&edited.name)));
    }
    let author = field("author");
    let f = Header { src, nl };
    edits.extend(f.optional(name, author, &original.author, &edited.author, "author")?);
    let author_removed = original.author != edited.author && edited.author.is_none();
    let anchor = author.filter(|_| !author_removed).unwrap_or(name);
    let description = field("description");
    edits.extend(f.optional(
        anchor,
        description,
        &original.description,
        &edited.description,
        "description",
    )?);

    // Palette, by index.
    let palette = ListLayout::new(src, &field("palette")?.value, original.palette.len(), nl)?;
    let colour = |c: &PaletteColour| {
        let mut text = String::new();
        write_colour(&mut text, c, 0);
        text
    };
    let pieces: Vec<Piece> = edited
        .palette
        .iter()
        .enumerate()
        .map(|(i, c)| match original.palette.get(i) {
            Some(o) if o == c => Piece::Keep(i),
            Some(_) => Piece::Replace(i, colour(c)),
            None => Piece::New(colour(c)),
        })
        .collect();
    edits.extend(palette.edit(src, &pieces)?);

    // Levels, in the edited order.
    let levels = ListLayout::new(src, &field("levels")?.value, original.levels.len(), nl)?;
    let capacity = file_capacity(src, field("capacity"));
    // A level's text stays valid only while the keys of its colours do.
    let same_key = |c: usize| {
        matches!((original.palette.get(c), edited.palette.get(c)),
                 (Some(a), Some(b)) if a.key == b.key)
    };
    let level_text = |level: &Level, indent: &str| {
        let mut text = String::new();
        write_level(&mut text, level, &edited.palette, capacity, indent);
        text.replace('\n', nl)
    };
    let mut used = vec![false; original.levels.len()];
    let mut pieces = Vec::with_capacity(edited.levels.len());
    for (level, &origin) in edited.levels.iter().zip(origins) {
        let piece = match origin {
            Some(j) if used.get(j) == Some(&false) => {
                used[j] = true;
                let unchanged = original.levels.get(j) == Some(level)
                    && level.tubes.iter().flatten().all(|&c| same_key(c as usize));
                if unchanged {
                    Piece::Keep(j)
                } else {
                    Piece::Replace(j, level_text(level, levels.elem_indent(src, j)))
                }
            }
            _ => Piece::New(level_text(level, &levels.indent)),
        };
        pieces.push(piece);
    }
    edits.extend(levels.edit(src, &pieces)?);

    apply(src, edits)
}

/// The capacity this file gives levels without their own: its `capacity`
/// field, else the default. `None` when the field's text is not a plain
/// number (levels then always say their capacity).
fn file_capacity(src: &str, field: Option<&Field>) -> Option<usize> {
    let Some(field) = field else {
        return Some(DEFAULT_CAPACITY);
    };
    let text = src.get(field.value.span.clone())?.trim();
    let text = match text.strip_prefix("Some") {
        Some(rest) => rest.trim().strip_prefix('(')?.strip_suffix(')')?.trim(),
        None => text,
    };
    text.parse().ok()
}

/// Applies non-overlapping replacements to `src`.
fn apply(src: &str, mut replacements: Vec<Replacement>) -> Option<String> {
    replacements.sort_by_key(|(range, _)| (range.start, range.end));
    let mut out = String::with_capacity(src.len());
    let mut at = 0;
    for (range, text) in replacements {
        if range.start < at {
            return None;
        }
        out.push_str(src.get(at..range.start)?);
        out.push_str(&text);
        at = range.end;
    }
    out.push_str(src.get(at..)?);
    Some(out)
}
