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

use std::ops::Range;

use super::scan::{Field, Kind, Node, scan, skip_trivia};
use super::write::{quote, write_colour, write_level};
use super::{DEFAULT_CAPACITY, Level, Pack, PaletteColour, parse_pack, write_pack};

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

/// Start of the line holding byte `pos`.
fn line_start(src: &str, pos: usize) -> Option<usize> {
    Some(src.get(..pos)?.rfind('\n').map_or(0, |i| i + 1))
}

/// The indentation before `pos` when `pos` is the first thing on its line.
fn indent_of(src: &str, pos: usize) -> Option<&str> {
    let before = src.get(line_start(src, pos)?..pos)?;
    before
        .chars()
        .all(|c| c == ' ' || c == '\t')
        .then_some(before)
}

/// When the rest of the line from `from` is only spaces and perhaps a `//`
/// comment: the start of the next line (the end of `src` on the last line).
fn line_rest(src: &str, from: usize) -> Option<usize> {
    let rest = src.get(from..)?;
    let trimmed = rest.trim_start_matches([' ', '\t']);
    let at = from + rest.len() - trimmed.len();
    let ends_line = trimmed.is_empty()
        || trimmed.starts_with("//")
        || trimmed.starts_with('\n')
        || trimmed.starts_with("\r\n");
    ends_line.then(|| trimmed.find('\n').map_or(src.len(), |i| at + i + 1))
}

/// After a value ending at `end`: just past the comma that follows it (with
/// only comments and whitespace between) and `true`, else `end` and `false`.
fn after_comma(src: &str, end: usize) -> Option<(usize, bool)> {
    let p = skip_trivia(src, end);
    Some(if src.get(p..)?.starts_with(',') {
        (p + 1, true)
    } else {
        (end, false)
    })
}

/// Edits of the optional header fields.
struct Header<'s> {
    src: &'s str,
    nl: &'static str,
}

impl Header<'_> {
    /// The edit turning the optional field `key` (in the source: `field`)
    /// from `old` into `new`; an added field goes after the field `anchor`.
    /// `None` if the source does not match `old`.
    fn optional(
        &self,
        anchor: &Field,
        field: Option<&Field>,
        old: &Option<String>,
        new: &Option<String>,
        key: &str,
    ) -> Option<Option<Replacement>> {
        if old == new {
            return Some(None);
        }
        Some(Some(match (new, field) {
            (Some(v), Some(f)) => (f.value.span.clone(), quote(v)),
            (Some(v), None) => self.insert_after(anchor, &format!("{key}: {}", quote(v)))?,
            (None, Some(f)) => self.remove(f)?,
            (None, None) => return None,
        }))
    }

    /// Inserts `text` (a `key: value` without comma) as a field after
    /// `anchor`: on a line of its own when `anchor` has its line to itself.
    fn insert_after(&self, anchor: &Field, text: &str) -> Option<Replacement> {
        let (src, nl) = (self.src, self.nl);
        let end = anchor.value.span.end;
        let (after, comma) = after_comma(src, end)?;
        let indent = indent_of(src, anchor.name_span.start);
        if !comma {
            // The anchor is the last field, without a trailing comma.
            let text = match indent {
                Some(indent) => format!(",{nl}{indent}{text}"),
                None => format!(", {text}"),
            };
            return Some((end..end, text));
        }
        if let Some(indent) = indent
            && let Some(next_line) = line_rest(src, after)
        {
            let newline = if src.get(..next_line)?.ends_with('\n') {
                ""
            } else {
                nl
            };
            return Some((
                next_line..next_line,
                format!("{newline}{indent}{text},{nl}"),
            ));
        }
        Some((after..after, format!(" {text},")))
    }

    /// Deletes `field` and its comma: its whole line (with any trailing `//`
    /// comment) when it is alone on it, else with the spaces after it (before
    /// it, when it is the last field and has no comma).
    fn remove(&self, field: &Field) -> Option<Replacement> {
        let src = self.src;
        let start = field.name_span.start;
        let (end, comma) = after_comma(src, field.value.span.end)?;
        if indent_of(src, start).is_some()
            && let Some(next_line) = line_rest(src, end)
        {
            return Some((line_start(src, start)?..next_line, String::new()));
        }
        if comma {
            let rest = src.get(end..)?;
            let spaces = rest.len() - rest.trim_start_matches([' ', '\t']).len();
            Some((start..end + spaces, String::new()))
        } else {
            let before = src.get(..start)?;
            let spaces = before.len() - before.trim_end_matches([' ', '\t']).len();
            Some((start - spaces..end, String::new()))
        }
    }
}

/// An element of a rebuilt list.
enum Piece {
    /// Original element `.0`, verbatim.
    Keep(usize),
    /// Original element `.0`'s place (its comments and comma) with new text.
    Replace(usize, String),
    /// A new element.
    New(String),
}

/// One element of a list in the source, as byte offsets.
struct Elem {
    /// Start of the comments and whitespace before it (its own).
    lead: usize,
    /// The value.
    value: Range<usize>,
    /// Just past its comma (`value.end` when it has none).
    sep_end: usize,
    comma: bool,
    /// End of the rest of its line after the comma when that is only spaces
    /// and a `//` comment (the newline included), else `sep_end`.
    tail_end: usize,
}

/// A `[ ... ]` list in the source, cut into elements.
struct ListLayout {
    /// The list's bytes, `[` to `]`.
    span: Range<usize>,
    /// End of `[` and the rest of its line (when only trivia).
    head_end: usize,
    elems: Vec<Elem>,
    /// Whether the list spans several lines.
    multiline: bool,
    /// Whether the last element has a comma (or the list is empty).
    trailing_comma: bool,
    /// Indentation of the elements (of the last on a line of its own).
    indent: String,
    nl: &'static str,
}

impl ListLayout {
    /// The layout of `list`, which must be a list of `len` elements.
    fn new(src: &str, list: &Node, len: usize, nl: &'static str) -> Option<ListLayout> {
        let Kind::List(items) = &list.kind else {
            return None;
        };
        let span = list.span.clone();
        let text = src.get(span.clone())?;
        if items.len() != len || !text.starts_with('[') || !text.ends_with(']') {
            return None;
        }
        let close = span.end - 1;
        let head_end = line_rest(src, span.start + 1)
            .unwrap_or(span.start + 1)
            .min(close);
        let mut elems = Vec::with_capacity(items.len());
        let mut lead = head_end;
        for item in items {
            let value = item.span.clone();
            if value.start < lead || value.end < value.start || value.end > close {
                return None;
            }
            let (sep_end, comma) = after_comma(src, value.end)?;
            if sep_end > close {
                return None;
            }
            let tail_end = line_rest(src, sep_end).unwrap_or(sep_end).min(close);
            elems.push(Elem {
                lead,
                value,
                sep_end,
                comma,
                tail_end,
            });
            lead = tail_end;
        }
        let indent = elems
            .iter()
            .rev()
            .find_map(|e| indent_of(src, e.value.start))
            .unwrap_or("        ")
            .to_string();
        Some(ListLayout {
            span,
            head_end,
            multiline: text.contains('\n'),
            trailing_comma: elems.last().is_none_or(|e| e.comma),
            elems,
            indent,
            nl,
        })
    }

    /// Indentation of element `j`'s line.
    fn elem_indent<'a>(&'a self, src: &'a str, j: usize) -> &'a str {
        self.elems
            .get(j)
            .and_then(|e| indent_of(src, e.value.start))
            .unwrap_or(&self.indent)
    }

    /// The edit rebuilding the list from `pieces` (none if it is unchanged).
    fn edit(&self, src: &str, pieces: &[Piece]) -> Option<Option<Replacement>> {
        let old = src.get(self.span.clone())?;
        let new = self.render(src, pieces)?;
        Some((new != old).then(|| (self.span.clone(), new)))
    }

    fn render(&self, src: &str, pieces: &[Piece]) -> Option<String> {
        let nl = self.nl;
        if self.elems.is_empty() {
            return self.render_into_empty(src, pieces);
        }
        let mut out = String::from(src.get(self.span.start..self.head_end)?);
        // On one line: the spaces between `[` and the first element.
        let first_spaces = {
            let lead = src.get(self.head_end..self.elems.first()?.value.start)?;
            &lead[..lead.len() - lead.trim_start_matches([' ', '\t']).len()]
        };
        for (k, piece) in pieces.iter().enumerate() {
            let comma = k + 1 < pieces.len() || self.trailing_comma;
            let (j, text) = match piece {
                Piece::Keep(j) => (*j, None),
                Piece::Replace(j, text) => (*j, Some(text.as_str())),
                Piece::New(text) => {
                    if self.multiline {
                        if !out.ends_with('\n') {
                            out.push_str(nl);
                        }
                        out.push_str(&self.indent);
                    } else {
                        out.push_str(if k == 0 { first_spaces } else { " " });
                    }
                    out.push_str(text);
                    if comma {
                        out.push(',');
                    }
                    if self.multiline {
                        out.push_str(nl);
                    }
                    continue;
                }
            };
            let e = self.elems.get(j)?;
            let mut lead = src.get(e.lead..e.value.start)?;
            if self.multiline {
                if !out.ends_with('\n') && !lead.contains('\n') {
                    out.push_str(nl);
                }
            } else if (k == 0) != (j == 0) {
                // Moved to or from the front of a one-line list.
                lead = lead.trim_start_matches([' ', '\t']);
                out.push_str(if k == 0 { first_spaces } else { " " });
            }
            out.push_str(lead);
            out.push_str(match text {
                Some(text) => text,
                None => src.get(e.value.clone())?,
            });
            let sep = src.get(e.value.end..e.sep_end)?;
            match (e.comma, comma) {
                (true, false) => out.push_str(sep.strip_suffix(',')?),
                (false, true) => {
                    out.push_str(sep);
                    out.push(',');
                }
                _ => out.push_str(sep),
            }
            out.push_str(src.get(e.sep_end..e.tail_end)?);
        }
        let foot = self.elems.last().map_or(self.head_end, |e| e.tail_end);
        out.push_str(src.get(foot..self.span.end)?);
        Some(out)
    }

    /// A list that was empty (`[]`): the new elements on lines of their own,
    /// the `]` indented like the list's line.
    fn render_into_empty(&self, src: &str, pieces: &[Piece]) -> Option<String> {
        if pieces.is_empty() {
            return src.get(self.span.clone()).map(str::to_string);
        }
        let line = src.get(line_start(src, self.span.start)?..self.span.start)?;
        let outer = &line[..line.len() - line.trim_start_matches([' ', '\t']).len()];
        let mut out = format!("[{}", self.nl);
        for piece in pieces {
            let Piece::New(text) = piece else {
                return None;
            };
            out.push_str(&self.indent);
            out.push_str(text);
            out.push(',');
            out.push_str(self.nl);
        }
        out.push_str(outer);
        out.push(']');
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An empty list (which no valid pack has in `levels`, and hardly in
    /// `palette`) gets its new elements on lines of their own.
    #[test]
    fn new_elements_fill_an_empty_list() {
        let src = "(\n  palette: [ /* none */ ],\n)";
        let root = scan(src).unwrap();
        let list = root.field("palette").unwrap();
        let layout = ListLayout::new(src, list, 0, "\n").unwrap();
        let pieces = [Piece::New("(a)".into()), Piece::New("(b)".into())];
        assert_eq!(
            layout.render(src, &pieces).unwrap(),
            "[\n        (a),\n        (b),\n  ]"
        );
        assert_eq!(layout.edit(src, &[]).unwrap(), None);
        assert!(layout.render(src, &[Piece::Keep(0)]).is_none());
        assert!(ListLayout::new(src, list, 1, "\n").is_none());
    }

    #[test]
    fn line_helpers() {
        let src = "  a, // c\n\tb\n";
        assert_eq!(indent_of(src, 2), Some("  "));
        assert_eq!(indent_of(src, 11), Some("\t"));
        assert_eq!(indent_of(src, 3), None);
        assert_eq!(line_rest(src, 4), Some(10));
        assert_eq!(line_rest(src, 1), None);
        assert_eq!(line_rest(src, 12), Some(13));
        assert_eq!(line_rest(src, 99), None);
        assert_eq!(after_comma(src, 3), Some((4, true)));
        assert_eq!(after_comma(src, 1), Some((1, false)));
    }
}
