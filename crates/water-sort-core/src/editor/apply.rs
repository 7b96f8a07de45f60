//! Applying one [`Edit`] to the editor's state, with the reason when it
//! cannot be made.

use crate::board::{MAX_CAPACITY, MIN_CAPACITY};
use crate::level::{MAX_PALETTE, MAX_TUBES_DRAWABLE, PaletteColour};
use crate::text::plural;

use super::variant::{fit_variant, set_height, set_lock, set_rule};
use super::{Edit, Snapshot, empty_level, same_puzzle, unused_name};

/// New levels take their identity from `next_id`, which counts on.
pub(super) fn apply_to(s: &mut Snapshot, edit: Edit, next_id: &mut u64) -> Result<(), String> {
    let palette_len = s.pack.palette.len();
    let level_count = s.pack.levels.len();
    let level = &mut s.pack.levels[s.level];
    let capacity = level.capacity;
    let tube_count = level.tubes.len();
    let no_tube = |t: usize| format!("there is no tube {}", t + 1);
    match edit {
        Edit::AddUnit { tube, colour } => {
            if colour as usize >= palette_len {
                return Err(format!("the palette has no colour {}", colour as usize + 1));
            }
            let height = level.variant.height(tube, capacity);
            let t = level.tubes.get_mut(tube).ok_or_else(|| no_tube(tube))?;
            if t.len() >= height {
                return Err(format!("tube {} is full", tube + 1));
            }
            t.push(colour);
            s.tube = tube;
        }
        Edit::RemoveTop { tube } => {
            let t = level.tubes.get_mut(tube).ok_or_else(|| no_tube(tube))?;
            t.pop()
                .ok_or_else(|| format!("tube {} is empty", tube + 1))?;
            s.tube = tube;
        }
        Edit::EmptyTube { tube } => {
            let t = level.tubes.get_mut(tube).ok_or_else(|| no_tube(tube))?;
            if t.is_empty() {
                return Err(format!("tube {} is empty", tube + 1));
            }
            t.clear();
            s.tube = tube;
        }
        Edit::SetHidden { tube, count } => {
            let len = level.tubes.get(tube).ok_or_else(|| no_tube(tube))?.len();
            if count > len {
                return Err(match len {
                    0 => format!("tube {} is empty: it has nothing to hide", tube + 1),
                    _ => format!(
                        "tube {} holds {len} unit{}: it cannot hide {count}",
                        tube + 1,
                        plural(len)
                    ),
                });
            }
            if level.hidden.len() <= tube {
                level.hidden.resize(tube + 1, 0);
            }
            level.hidden[tube] = count;
            s.tube = tube;
        }
        Edit::MoveUnit { from, to } => {
            if from >= tube_count {
                return Err(no_tube(from));
            }
            if to >= tube_count {
                return Err(no_tube(to));
            }
            if from == to {
                return Ok(());
            }
            if level.tubes[to].len() >= level.variant.height(to, capacity) {
                return Err(format!("tube {} is full", to + 1));
            }
            let unit = level.tubes[from]
                .pop()
                .ok_or_else(|| format!("tube {} is empty", from + 1))?;
            level.tubes[to].push(unit);
            s.tube = to;
        }
        Edit::SetHeight { tube, height } => {
            set_height(level, tube, height)?;
            s.tube = tube;
        }
        Edit::SetLock { tube, key } => {
            set_lock(level, tube, key, palette_len)?;
            s.tube = tube;
        }
        Edit::SetRule(rule) => set_rule(level, rule),
        Edit::AddTube => set_tube_count(s, tube_count + 1)?,
        Edit::RemoveTube => {
            if tube_count <= 1 {
                return Err("a level has at least 1 tube".into());
            }
            set_tube_count(s, tube_count - 1)?
        }
        Edit::SetTubeCount(n) => set_tube_count(s, n)?,
        Edit::SetCapacity(n) => {
            if !(MIN_CAPACITY..=MAX_CAPACITY).contains(&n) {
                return Err(format!("capacity must be {MIN_CAPACITY} to {MAX_CAPACITY}"));
            }
            // A tube of its own height keeps it.
            let own = level.variant.heights.len();
            if let Some(i) = level
                .tubes
                .iter()
                .enumerate()
                .position(|(i, t)| i >= own && t.len() > n)
            {
                return Err(format!(
                    "tube {} holds {} units: empty some before shrinking to {n}",
                    i + 1,
                    level.tubes[i].len()
                ));
            }
            level.capacity = n;
        }
        Edit::SetTubes { capacity, tubes } => {
            if !(MIN_CAPACITY..=MAX_CAPACITY).contains(&capacity)
                || tubes.is_empty()
                || tubes.len() > MAX_TUBES_DRAWABLE
                || tubes.iter().any(|t| t.len() > capacity)
                || tubes.iter().flatten().any(|&c| c as usize >= palette_len)
            {
                return Err("those tubes do not fit the level".into());
            }
            level.capacity = capacity;
            level.tubes = tubes;
            // A deal fills tubes of the capacity: own heights go.
            level.variant.heights.clear();
            s.tube = s.tube.min(level.tubes.len() - 1);
        }
        Edit::RenameLevel(name) => {
            let name = name.trim().to_string();
            if name.is_empty() {
                return Err("a level needs a name".into());
            }
            if s.pack
                .levels
                .iter()
                .enumerate()
                .any(|(i, l)| i != s.level && l.name == name)
            {
                return Err(format!("another level is named \"{name}\""));
            }
            s.pack.levels[s.level].name = name;
        }
        Edit::AddLevel => {
            let name = unused_name(&s.pack, &format!("Level {}", level_count + 1));
            let mut level = empty_level(level_count + 1, capacity);
            level.name = name;
            s.push_level(level, *next_id);
            *next_id += 1;
            s.level = level_count;
            s.tube = 0;
        }
        Edit::DuplicateLevel => {
            let mut copy = level.clone();
            copy.name = unused_name(&s.pack, &format!("{} copy", copy.name));
            s.insert_level(s.level + 1, copy, *next_id);
            *next_id += 1;
            s.level += 1;
        }
        Edit::DeleteLevel => {
            if level_count <= 1 {
                return Err("a pack keeps at least one level".into());
            }
            s.pack.levels.remove(s.level);
            s.ids.remove(s.level);
            s.level = s.level.min(level_count - 2);
            s.tube = 0;
        }
        Edit::MoveLevelUp => {
            if s.level == 0 {
                return Err("the level is already first".into());
            }
            s.pack.levels.swap(s.level, s.level - 1);
            s.ids.swap(s.level, s.level - 1);
            s.level -= 1;
        }
        Edit::MoveLevelDown => {
            if s.level + 1 >= level_count {
                return Err("the level is already last".into());
            }
            s.pack.levels.swap(s.level, s.level + 1);
            s.ids.swap(s.level, s.level + 1);
            s.level += 1;
        }
        Edit::SetPackName(name) => {
            let name = name.trim().to_string();
            if name.is_empty() {
                return Err("a pack needs a name".into());
            }
            s.pack.name = name;
        }
        Edit::SetAuthor(author) => s.pack.author = non_empty(author),
        Edit::SetDescription(text) => s.pack.description = non_empty(text),
        Edit::AddColour(colour) => {
            if palette_len >= MAX_PALETTE {
                return Err(format!("a palette has at most {MAX_PALETTE} colours"));
            }
            check_colour(&s.pack.palette, None, &colour)?;
            s.pack.palette.push(colour);
        }
        Edit::ChangeColour { index, colour } => {
            if index >= palette_len {
                return Err(format!("the palette has no colour {}", index + 1));
            }
            check_colour(&s.pack.palette, Some(index), &colour)?;
            s.pack.palette[index] = colour;
        }
    }
    // A tube that lost units hides no more than it holds.
    if let Some(level) = s.pack.levels.get_mut(s.level) {
        level.fit_hidden();
        fit_variant(level);
    }
    Ok(())
}

fn non_empty(text: Option<String>) -> Option<String> {
    text.map(|t| t.trim().to_string()).filter(|t| !t.is_empty())
}

fn set_tube_count(s: &mut Snapshot, n: usize) -> Result<(), String> {
    let level = &mut s.pack.levels[s.level];
    if !(1..=MAX_TUBES_DRAWABLE).contains(&n) {
        return Err(format!("a level has 1 to {MAX_TUBES_DRAWABLE} tubes"));
    }
    if let Some(i) = level.tubes.iter().skip(n).position(|t| !t.is_empty()) {
        return Err(format!("tube {} is not empty", n + i + 1));
    }
    level.tubes.resize(n, Vec::new());
    s.tube = s.tube.min(n - 1);
    Ok(())
}

/// A palette colour the pack format accepts, with a key no other colour has.
fn check_colour(
    palette: &[PaletteColour],
    replacing: Option<usize>,
    colour: &PaletteColour,
) -> Result<(), String> {
    if colour.name.trim().is_empty() {
        return Err("a colour needs a name".into());
    }
    if !colour.key.is_ascii_graphic() || colour.key == '"' || colour.key == '\\' {
        return Err(format!(
            "key {:?} must be a printable ASCII character (not a quote or backslash)",
            colour.key
        ));
    }
    if !colour.symbol.is_ascii_graphic() {
        return Err(format!(
            "symbol {:?} must be a printable ASCII character",
            colour.symbol
        ));
    }
    if let Some(other) = palette
        .iter()
        .enumerate()
        .find(|&(i, c)| Some(i) != replacing && c.rgb == colour.rgb)
        .map(|(_, c)| c)
    {
        let [r, g, b] = colour.rgb;
        return Err(format!(
            "#{r:02x}{g:02x}{b:02x} is already {} ({}): players could not tell them apart",
            other.name, other.key
        ));
    }
    if let Some((i, other)) = palette
        .iter()
        .enumerate()
        .find(|&(i, c)| Some(i) != replacing && c.key == colour.key)
    {
        return Err(format!(
            "key {} is already {} (colour {})",
            colour.key,
            other.name,
            i + 1
        ));
    }
    Ok(())
}

/// Reads `K name #rrggbb [S]` (key, name, colour, optional symbol) as the
/// editor's colour field takes it.
pub fn parse_colour_line(text: &str) -> Result<PaletteColour, String> {
    let usage = "type: key name #rrggbb [symbol], e.g. `Q teal #469990 q`";
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.len() < 3 || words.len() > 4 {
        return Err(usage.into());
    }
    let single = |w: &str| {
        let mut chars = w.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Ok(c),
            _ => Err(format!("`{w}` should be one character; {usage}")),
        }
    };
    let key = single(words[0])?;
    let hex = words[2]
        .strip_prefix('#')
        .filter(|h| h.len() == 6 && h.chars().all(|c| c.is_ascii_hexdigit()))
        .ok_or_else(|| format!("`{}` is not a #rrggbb colour; {usage}", words[2]))?;
    let byte = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).expect("checked hex digits");
    let symbol = match words.get(3) {
        Some(w) => single(w)?,
        None => key,
    };
    Ok(PaletteColour {
        key,
        name: words[1].to_string(),
        rgb: [byte(0), byte(2), byte(4)],
        symbol,
    })
}

/// Drops the recorded `par` of each level of `after` whose tubes, capacity
/// or hidden units differ from the same level in `before`: the par of other
/// units would be wrong, and a playtest would show it as the level's.
pub(super) fn drop_stale_pars(before: &Snapshot, after: &mut Snapshot) {
    for (level, id) in after.pack.levels.iter_mut().zip(&after.ids) {
        let old = before
            .ids
            .iter()
            .position(|i| i == id)
            .and_then(|j| before.pack.levels.get(j));
        if old.is_some_and(|old| !same_puzzle(old, level) || old.hidden != level.hidden) {
            level.par = None;
        }
    }
}
