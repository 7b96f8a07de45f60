//! The quick text form, for puzzles copied from other games:
//! `ABCD;EFGH;GDIF;JHIA;;` — tubes separated by `;` or newlines, one
//! character per unit, bottom to top; nothing between two separators is an
//! empty tube.

use crate::board::{Board, Colour, MAX_CAPACITY, MAX_COLOURS, MAX_TUBES, MIN_CAPACITY};
use crate::text::plural;

/// A puzzle read from the quick text form.
#[derive(Clone, Debug, PartialEq)]
pub struct QuickPuzzle {
    /// The position the text describes.
    pub board: Board,
    /// `keys[colour index]` is the character the text used for that colour;
    /// indices follow the order of first appearance.
    pub keys: Vec<char>,
}

fn show(c: char) -> String {
    if c.is_ascii_graphic() || (!c.is_control() && !c.is_whitespace()) {
        format!("'{c}'")
    } else {
        format!("{c:?}")
    }
}

/// Reads the quick text form. Spaces, tabs and `\r` are ignored, and so is
/// one newline at the very end. Without `capacity`, the capacity is the unit
/// count every colour shares; with it, every colour must have exactly that
/// many units. Errors are one-line messages saying what is wrong.
pub fn parse_quick(text: &str, capacity: Option<usize>) -> Result<QuickPuzzle, String> {
    let text = text.strip_suffix('\n').unwrap_or(text);
    if text.chars().all(char::is_whitespace) {
        return Err(
            "empty input: write the tubes bottom to top, separated by ';' or new \
                    lines, e.g. \"ABAB;BABA;;\""
                .to_string(),
        );
    }
    let mut keys: Vec<char> = Vec::new();
    let mut counts: Vec<usize> = Vec::new();
    let mut tubes: Vec<Vec<Colour>> = Vec::new();
    let mut texts: Vec<String> = Vec::new();
    for segment in text.split([';', '\n']) {
        let tube_number = tubes.len() + 1;
        if tube_number > MAX_TUBES {
            let total = text.split([';', '\n']).count();
            return Err(format!(
                "{total} tubes, more than the {MAX_TUBES} a puzzle may have; remove {}",
                total - MAX_TUBES
            ));
        }
        let mut units = Vec::new();
        let mut shown = String::new();
        for c in segment.chars().filter(|c| !c.is_whitespace()) {
            if c.is_control() {
                return Err(format!(
                    "tube {tube_number} contains the control character {c:?}; use printable \
                     characters for colours"
                ));
            }
            let index = match keys.iter().position(|&k| k == c) {
                Some(i) => i,
                None => {
                    if keys.len() == MAX_COLOURS {
                        return Err(format!(
                            "more than {MAX_COLOURS} colours: {} in tube {tube_number} is \
                             colour {}; a puzzle may have at most {MAX_COLOURS}",
                            show(c),
                            MAX_COLOURS + 1
                        ));
                    }
                    keys.push(c);
                    counts.push(0);
                    keys.len() - 1
                }
            };
            counts[index] += 1;
            units.push(index as Colour);
            shown.push(c);
        }
        tubes.push(units);
        texts.push(shown);
    }
    if keys.is_empty() {
        return Err(format!(
            "{} empty tubes and no colours; write one character per unit, e.g. \"ABAB;BABA;;\"",
            tubes.len()
        ));
    }
    let capacity = match capacity {
        Some(cap) => {
            if !(MIN_CAPACITY..=MAX_CAPACITY).contains(&cap) {
                return Err(format!(
                    "capacity {cap} is outside {MIN_CAPACITY}..={MAX_CAPACITY}"
                ));
            }
            check_overfull(&texts, cap)?;
            let wrong: Vec<String> = keys
                .iter()
                .zip(&counts)
                .filter(|&(_, &n)| n != cap)
                .map(|(&k, &n)| format!("{} has {n}", show(k)))
                .collect();
            if !wrong.is_empty() {
                return Err(format!(
                    "with capacity {cap} every colour needs exactly {cap} units, but {}",
                    wrong.join(", ")
                ));
            }
            cap
        }
        None => {
            let first = counts[0];
            if counts.iter().any(|&n| n != first) {
                return Err(format!(
                    "the colours have different unit counts ({}); every colour needs the same \
                     number of units, the tube capacity",
                    count_groups(&keys, &counts)
                ));
            }
            if !(MIN_CAPACITY..=MAX_CAPACITY).contains(&first) {
                return Err(format!(
                    "every colour has {first} unit{}, so the capacity would be {first}, \
                     outside {MIN_CAPACITY}..={MAX_CAPACITY}",
                    plural(first)
                ));
            }
            check_overfull(&texts, first)?;
            first
        }
    };
    let board = Board::new(capacity, &tubes).map_err(|e| e.to_string())?;
    Ok(QuickPuzzle { board, keys })
}

fn check_overfull(texts: &[String], cap: usize) -> Result<(), String> {
    for (i, t) in texts.iter().enumerate() {
        let len = t.chars().count();
        if len > cap {
            return Err(format!(
                "tube {} ({t:?}) holds {len} units, more than the capacity {cap}",
                i + 1
            ));
        }
    }
    Ok(())
}

/// "A, B: 4 each; C: 3" — colours grouped by count, most first.
fn count_groups(keys: &[char], counts: &[usize]) -> String {
    let mut distinct: Vec<usize> = counts.to_vec();
    distinct.sort_unstable_by(|a, b| b.cmp(a));
    distinct.dedup();
    distinct
        .iter()
        .map(|&n| {
            let members: Vec<String> = keys
                .iter()
                .zip(counts)
                .filter(|&(_, &m)| m == n)
                .map(|(&k, _)| show(k))
                .collect();
            let each = if members.len() > 1 { " each" } else { "" };
            format!("{}: {n}{each}", members.join(", "))
        })
        .collect::<Vec<_>>()
        .join("; ")
}
