//! Where a RON syntax or type error points, and what it says to a level
//! author: ron's own messages name serde's structs and fields, not the pack.

use super::lex::Pos;

/// Where to point for a ron error: ron's span starts where the parser stood
/// before the failing token (often just before the whitespace leading to it).
pub(crate) fn ron_error_pos(source: &str, e: &ron::error::SpannedError) -> Pos {
    let to_pos = |p: ron::error::Position| Pos {
        line: p.line.max(1),
        col: p.col.max(1),
    };
    let (start, end) = (to_pos(e.span.start), to_pos(e.span.end));
    match e.code {
        // The end is the bad escape inside the string, or the trailing text.
        ron::Error::InvalidEscape(_) | ron::Error::TrailingCharacters => return end,
        _ => {}
    }
    // Characters of the line holding `start`.
    let Some(line) = source.split('\n').nth(start.line - 1) else {
        return start;
    };
    let chars: Vec<char> = line.chars().collect();
    let mut col = start.col;
    if matches!(e.code, ron::Error::UnclosedBlockComment) {
        // ron points just after the `/*`.
        if col >= 3 && chars.get(col - 3) == Some(&'/') && chars.get(col - 2) == Some(&'*') {
            col -= 2;
        }
        return Pos {
            line: start.line,
            col,
        };
    }
    // Step over blanks to the token itself, staying on the line and within
    // the span.
    while chars.get(col - 1).is_some_and(|c| c.is_whitespace())
        && (start.line < end.line || col < end.col)
    {
        col += 1;
    }
    if col > chars.len() {
        return start;
    }
    Pos {
        line: start.line,
        col,
    }
}

/// What a serde struct name stands for, in words.
fn outer_name(outer: &Option<String>) -> &'static str {
    match outer.as_deref() {
        Some("Pack") => "the pack",
        Some("Level") => "a level",
        Some("Colour") => "a palette colour",
        _ => "this struct",
    }
}

/// A readable message for a RON syntax or type error, with a hint.
pub(super) fn ron_message(code: &ron::Error) -> String {
    use ron::Error as E;
    let hint = match code {
        E::MissingStructField { field, outer } => {
            let example = match *field {
                "name" => "name: \"...\"",
                "palette" => "palette: [(key: 'R', name: \"red\", color: \"#e6194b\"), ...]",
                "levels" => "levels: [(name: \"...\", tubes: [\"RG\", \"GR\", \"\"]), ...]",
                "tubes" => "tubes: [\"RG\", \"GR\", \"\"] (one string per tube, bottom to top)",
                "key" => "key: 'R' (the character used for this colour in tubes)",
                "color" => "color: \"#rrggbb\"",
                other => other,
            };
            return format!(
                "{} ending here has no `{field}` field; add {example}",
                outer_name(outer)
            );
        }
        E::NoSuchStructField {
            expected,
            found,
            outer,
        } => {
            return format!(
                "unknown field `{found}` in {}; the fields are {}; check the spelling",
                outer_name(outer),
                expected.join(", ")
            );
        }
        E::DuplicateStructField { field, outer } => {
            return format!(
                "field `{field}` appears twice in {}; remove one of them",
                outer_name(outer)
            );
        }
        E::Eof => "the file ends too early: look for a missing `)`, `]` or `\"`",
        E::ExpectedStringEnd => "close the string with `\"`",
        E::ExpectedComma | E::ExpectedArrayEnd | E::ExpectedStructLikeEnd => {
            "look for a missing `,` or closing bracket just before here"
        }
        E::ExpectedChar => "write a single character in single quotes, e.g. 'R'",
        E::ExpectedString => "write text in double quotes, e.g. \"RGBY\"",
        E::ExpectedArray => "write a list in square brackets, e.g. [\"RG\", \"GR\", \"\"]",
        E::ExpectedStructLike => "write a struct in parentheses, e.g. (name: \"...\", ...)",
        E::ExpectedInteger | E::IntegerOutOfBounds => "write a whole number, e.g. 4",
        E::ExpectedFloat => "write a number, e.g. 1.5",
        E::InvalidEscape(_) => "write \\\\ for a backslash and \\\" for a double quote",
        E::TrailingCharacters => "the pack ends at the outer `)`; remove what follows it",
        E::UnclosedBlockComment => "close the comment with `*/`",
        _ => "`water-sort help format` prints the pack format",
    };
    format!("cannot read the pack: {code}; {hint}")
}
