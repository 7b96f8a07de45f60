//! A `[ ... ]` list of the source cut into elements, each with its own
//! comments and trailing comment, and put back together in a new order.

use std::ops::Range;

use super::Replacement;
use super::lines::{after_comma, indent_of, line_rest, line_start};
use crate::level::scan::{Kind, Node};

/// An element of a rebuilt list.
pub(super) enum Piece {
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
pub(super) struct ListLayout {
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
    pub(super) indent: String,
    nl: &'static str,
}

impl ListLayout {
    /// The layout of `list`, which must be a list of `len` elements.
    pub(super) fn new(src: &str, list: &Node, len: usize, nl: &'static str) -> Option<ListLayout> {
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
    pub(super) fn elem_indent<'a>(&'a self, src: &'a str, j: usize) -> &'a str {
        self.elems
            .get(j)
            .and_then(|e| indent_of(src, e.value.start))
            .unwrap_or(&self.indent)
    }

    /// The edit rebuilding the list from `pieces` (none if it is unchanged).
    pub(super) fn edit(&self, src: &str, pieces: &[Piece]) -> Option<Option<Replacement>> {
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
    use crate::level::scan::scan;

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
}
