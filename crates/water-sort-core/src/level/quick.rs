//! The quick text form, for puzzles copied from other games:
//! `ABCD;EFGH;GDIF;JHIA;;` — tubes separated by `;` or newlines, one
//! character per unit, bottom to top; nothing between two separators is an
//! empty tube. A tube of its own height ends in `:` and the height
//! (`ABC:5`, `:3` an empty one); a locked tube starts with its key colour
//! in brackets (`[G]ABC`). The text may start with the rule it plays by,
//! `rules: ball;` or `rules: water;` (a first segment or first line; case and
//! spaces do not matter), so a copied ball sort position carries its rule;
//! without it the caller's rule holds ([`parse_quick_with`]).
//! [`write_quick_text`] writes that form: `rules: ball;` before a ball sort
//! board, nothing before a water one (the classic text unchanged). This is
//! the text the game copies and pastes and `water-sort solve --tubes` reads.

use crate::board::{Board, Colour, MAX_CAPACITY, MAX_COLOURS, MAX_TUBES, MIN_CAPACITY};
use crate::text::plural;
use crate::variant::{Rule, Variant};

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
    parse_quick_with(text, capacity, Rule::Water)
}

/// One tube's text split into its lock's key, its units and its own
/// height: `[G]ABC:5`. A `[` that does not open `[X]` and a `:` not
/// followed by digits to the end are units, as before the variants.
fn split_tube(segment: &str) -> (Option<char>, String, Option<String>) {
    let chars: String = segment.chars().filter(|c| !c.is_whitespace()).collect();
    let mut rest: &str = &chars;
    let mut key = None;
    let mut it = rest.chars();
    if let (Some('['), Some(k), Some(']')) = (it.next(), it.next(), it.next()) {
        key = Some(k);
        rest = it.as_str();
    }
    let mut height = None;
    if let Some(i) = rest.rfind(':') {
        let digits = &rest[i + 1..];
        if !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()) {
            height = Some(digits.to_string());
            rest = &rest[..i];
        }
    }
    (key, rest.to_string(), height)
}

/// The text's leading rule segment, `rules: ball` up to the first `;` or
/// newline, and the text after it; `None` when the text names no rule.
fn split_rule(text: &str) -> Result<Option<(Rule, &str)>, String> {
    let end = text.find([';', '\n']).unwrap_or(text.len());
    let first: String = text[..end]
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect::<String>()
        .to_lowercase();
    let Some(name) = first.strip_prefix("rules:") else {
        return Ok(None);
    };
    let rule = match name {
        "ball" => Rule::Ball,
        "water" => Rule::Water,
        _ => {
            return Err(format!(
                "unknown rule {name:?}: write \"rules: ball;\" or \"rules: water;\" before \
                 the tubes"
            ));
        }
    };
    Ok(Some((rule, text.get(end + 1..).unwrap_or(""))))
}

/// [`parse_quick`] with tubes of their own height (`ABC:5`), locks
/// (`[G]ABC`) and a rule. In a text with either, or under [`Rule::Ball`],
/// a colour may have any number of units that some tube can hold (each
/// colour a tube of its own), and a tube without its own height is the
/// capacity tall: `capacity` when given, else the count every colour
/// shares, else the tallest height written when every tube has one. A
/// leading `rules: ball;` (or `rules: water;`) in the text overrides `rule`.
pub fn parse_quick_with(
    text: &str,
    capacity: Option<usize>,
    rule: Rule,
) -> Result<QuickPuzzle, String> {
    let (text, rule) = match split_rule(text)? {
        Some((named, rest)) => (rest, named),
        None => (text, rule),
    };
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
    let mut heights: Vec<Option<usize>> = Vec::new();
    let mut locks: Vec<Option<(char, usize)>> = Vec::new();
    for segment in text.split([';', '\n']) {
        let tube_number = tubes.len() + 1;
        if tube_number > MAX_TUBES {
            let total = text.split([';', '\n']).count();
            return Err(format!(
                "{total} tubes, more than the {MAX_TUBES} a puzzle may have; remove {}",
                total - MAX_TUBES
            ));
        }
        let (key, body, height) = split_tube(segment);
        let height = match height {
            None => None,
            Some(h) => match h.parse::<usize>() {
                Ok(h) if (1..=MAX_CAPACITY).contains(&h) => Some(h),
                _ => {
                    return Err(format!(
                        "tube {tube_number} has height {h}; a tube's height is 1..={MAX_CAPACITY}"
                    ));
                }
            },
        };
        heights.push(height);
        locks.push(key.map(|k| (k, tube_number)));
        let mut units = Vec::new();
        let mut shown = String::new();
        for c in body.chars() {
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
    if rule != Rule::Water
        || heights.iter().any(Option::is_some)
        || locks.iter().any(Option::is_some)
    {
        return varied(tubes, keys, counts, capacity, rule, &heights, &locks);
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

/// The board of a text with heights, locks or a rule (see
/// [`parse_quick_with`]).
fn varied(
    tubes: Vec<Vec<Colour>>,
    keys: Vec<char>,
    counts: Vec<usize>,
    capacity: Option<usize>,
    rule: Rule,
    heights: &[Option<usize>],
    locks: &[Option<(char, usize)>],
) -> Result<QuickPuzzle, String> {
    let capacity = match capacity {
        Some(cap) => cap,
        None if counts.iter().all(|&n| n == counts[0]) => counts[0],
        None if heights.iter().all(Option::is_some) => {
            heights.iter().flatten().copied().max().unwrap_or(0)
        }
        None => {
            return Err(format!(
                "the colours have different unit counts ({}), so the tubes without their own \
                 height have none; give each its height (\"ABC:4\") or give the capacity",
                count_groups(&keys, &counts)
            ));
        }
    };
    if !(MIN_CAPACITY..=MAX_CAPACITY).contains(&capacity) {
        return Err(format!(
            "capacity {capacity} is outside {MIN_CAPACITY}..={MAX_CAPACITY}"
        ));
    }
    let mut variant = Variant {
        rule,
        heights: heights.iter().map(|h| h.unwrap_or(capacity)).collect(),
        locks: Vec::with_capacity(locks.len()),
    };
    for lock in locks {
        variant.locks.push(match *lock {
            None => None,
            Some((k, tube)) => match keys.iter().position(|&c| c == k) {
                Some(i) => Some(i as Colour),
                None => {
                    return Err(format!(
                        "tube {tube} is locked by {}, a colour no unit has; a key colour must \
                         be one of the puzzle's",
                        show(k)
                    ));
                }
            },
        });
    }
    variant.fit(capacity);
    for (t, units) in tubes.iter().enumerate() {
        let height = variant.height(t, capacity);
        if units.len() > height {
            return Err(format!(
                "tube {} holds {} units, more than its height {height}",
                t + 1,
                units.len()
            ));
        }
    }
    if let Some((colour, count)) = variant.unfinishable(capacity, &tubes) {
        return Err(format!(
            "{} has {count} units, and no tube is left tall enough to hold them all: the \
             puzzle can never be finished",
            show(keys[colour as usize])
        ));
    }
    let board = Board::with_variant(capacity, &tubes, &variant).map_err(|e| e.to_string())?;
    Ok(QuickPuzzle { board, keys })
}

/// The quick text of a position (what [`parse_quick_with`] reads back,
/// with its rule given apart): its tubes bottom to top by `keys`, a tube
/// of another height than the capacity with `:` and its height, a locked
/// tube with its key colour in brackets. `None` when a colour has no key.
pub fn write_quick(board: &Board, keys: &[char]) -> Option<String> {
    write_tubes(board, keys, false)
}

/// The tubes' text; `every_height`: each tube says its height, not only
/// one of another height than the capacity.
fn write_tubes(board: &Board, keys: &[char], every_height: bool) -> Option<String> {
    let mut out = Vec::with_capacity(board.tubes().len());
    for (t, tube) in board.tubes().iter().enumerate() {
        let mut s = String::new();
        if let Some(k) = board.lock(t) {
            s.push('[');
            s.push(*keys.get(k as usize)?);
            s.push(']');
        }
        for &u in tube.units() {
            s.push(*keys.get(u as usize)?);
        }
        if every_height || board.height(t) != board.capacity() {
            s.push_str(&format!(":{}", board.height(t)));
        }
        out.push(s);
    }
    Some(out.join(";"))
}

/// The quick text of a position with its rule: [`write_quick`] after
/// `rules: ball;` for a ball sort board, alone for a water one. When the
/// colours' unit counts do not all equal the capacity, every tube says its
/// height, so that the text reads back to the same board without a
/// capacity. `None` when a colour has no key.
pub fn write_quick_text(board: &Board, keys: &[char]) -> Option<String> {
    let mut counts = vec![0usize; keys.len()];
    for tube in board.tubes() {
        for &u in tube.units() {
            *counts.get_mut(u as usize)? += 1;
        }
    }
    let used: Vec<usize> = counts.into_iter().filter(|&n| n > 0).collect();
    let every_height = !board.is_classic() && used.iter().any(|&n| n != board.capacity());
    let tubes = write_tubes(board, keys, every_height)?;
    Some(match board.rule() {
        Rule::Ball => format!("rules: ball;{tubes}"),
        Rule::Water => tubes,
    })
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
