//! Edits of a pack's optional header fields (`author`, `description`):
//! set, added on a line of their own, or removed with their line.

use super::Replacement;
use super::lines::{after_comma, indent_of, line_rest, line_start};
use crate::level::scan::Field;
use crate::level::write::quote;

/// Edits of the optional header fields.
pub(super) struct Header<'s> {
    pub(super) src: &'s str,
    pub(super) nl: &'static str,
}

impl Header<'_> {
    /// The edit turning the optional field `key` (in the source: `field`)
    /// from `old` into `new`; an added field goes after the field `anchor`.
    /// `None` if the source does not match `old`.
    pub(super) fn optional(
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
