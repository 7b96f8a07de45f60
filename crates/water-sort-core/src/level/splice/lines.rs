//! Where the source's lines start and end, and the commas after values:
//! the measures the splice cuts the text by.

use crate::level::scan::skip_trivia;

/// Start of the line holding byte `pos`.
pub(super) fn line_start(src: &str, pos: usize) -> Option<usize> {
    Some(src.get(..pos)?.rfind('\n').map_or(0, |i| i + 1))
}

/// The indentation before `pos` when `pos` is the first thing on its line.
pub(super) fn indent_of(src: &str, pos: usize) -> Option<&str> {
    let before = src.get(line_start(src, pos)?..pos)?;
    before
        .chars()
        .all(|c| c == ' ' || c == '\t')
        .then_some(before)
}

/// When the rest of the line from `from` is only spaces and perhaps a `//`
/// comment: the start of the next line (the end of `src` on the last line).
pub(super) fn line_rest(src: &str, from: usize) -> Option<usize> {
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
pub(super) fn after_comma(src: &str, end: usize) -> Option<(usize, bool)> {
    let p = skip_trivia(src, end);
    Some(if src.get(p..)?.starts_with(',') {
        (p + 1, true)
    } else {
        (end, false)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

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
