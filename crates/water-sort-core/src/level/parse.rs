//! Reading and validating a pack: serde + ron decide the shape (the raw
//! structs here), then every rule is checked and each problem located with
//! the position scanner (`validate`).

use super::raw::RawPack;
use super::ron_error::{ron_error_pos, ron_message};
use super::scan::scan;
use super::validate::Validator;
use super::{Diagnostic, Pack};

/// A pack file's bytes as text, or where they stop being UTF-8: the line
/// and column (in characters, as every diagnostic counts them) of the
/// first byte that is not. The game and the command line both read packs
/// through this, so both say the same.
pub fn pack_text<'a>(bytes: &'a [u8], file: &str) -> Result<&'a str, Diagnostic> {
    std::str::from_utf8(bytes).map_err(|e| {
        let good = std::str::from_utf8(&bytes[..e.valid_up_to()]).expect("valid up to there");
        let last_line = good.rsplit('\n').next().unwrap_or("");
        Diagnostic {
            file: file.to_string(),
            line: good.matches('\n').count() + 1,
            column: last_line.chars().count() + 1,
            message: "the file is not UTF-8 text: its first bad byte is here".into(),
        }
    })
}

/// Reads and validates a pack. `file` is only used in the diagnostics.
///
/// On failure returns every problem found (a RON syntax or type error stops
/// the reading, so it comes alone), sorted by position.
pub fn parse_pack(source: &str, file: &str) -> Result<Pack, Vec<Diagnostic>> {
    parse_with(source, file, false)
}

/// [`parse_pack`] for the level editor: a level whose colour counts are not
/// its capacity, or whose tubes are all empty, is read as it is (the editor
/// shows what is wrong and will not save it so); every other rule holds.
pub fn parse_pack_for_editing(source: &str, file: &str) -> Result<Pack, Vec<Diagnostic>> {
    parse_with(source, file, true)
}

fn parse_with(source: &str, file: &str, for_editing: bool) -> Result<Pack, Vec<Diagnostic>> {
    // A byte-order mark (Windows editors) becomes a space: same column count.
    let owned;
    let source = match source.strip_prefix('\u{feff}') {
        Some(rest) => {
            owned = format!(" {rest}");
            owned.as_str()
        }
        None => source,
    };
    let options =
        ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME);
    let raw: RawPack = match options.from_str(source) {
        Ok(raw) => raw,
        Err(e) => {
            let pos = ron_error_pos(source, &e);
            return Err(vec![Diagnostic {
                file: file.to_string(),
                line: pos.line,
                column: pos.col,
                message: ron_message(&e.code),
            }]);
        }
    };
    let tree = scan(source);
    let mut v = if for_editing {
        Validator::for_editing(tree.as_ref())
    } else {
        Validator::new(tree.as_ref())
    };
    let pack = v.pack(raw);
    if v.problems.is_empty()
        && let Some(pack) = pack
    {
        return Ok(pack);
    }
    let mut problems = v.problems;
    problems.sort_by_key(|&(pos, _)| pos);
    Err(problems
        .into_iter()
        .map(|(pos, message)| Diagnostic {
            file: file.to_string(),
            line: pos.line,
            column: pos.col,
            message,
        })
        .collect())
}
