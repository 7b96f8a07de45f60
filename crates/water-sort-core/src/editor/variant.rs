//! The editor's variant edits (a tube's own height, its lock, the level's
//! rule) and what is wrong with a variant level, in the author's words.

use crate::board::{Board, Colour, MAX_CAPACITY};
use crate::level::{Level, PaletteColour};
use crate::variant::Rule;

/// Tube `tube`'s height set to `height` (1 to [`MAX_CAPACITY`], never below
/// what it holds).
pub(super) fn set_height(level: &mut Level, tube: usize, height: usize) -> Result<(), String> {
    let len = level
        .tubes
        .get(tube)
        .ok_or_else(|| format!("there is no tube {}", tube + 1))?
        .len();
    if !(1..=MAX_CAPACITY).contains(&height) {
        return Err(format!("a tube's height must be 1 to {MAX_CAPACITY}"));
    }
    if height < len {
        return Err(format!(
            "tube {} holds {len} units: empty some before making it {height} tall",
            tube + 1
        ));
    }
    let capacity = level.capacity;
    let heights = &mut level.variant.heights;
    if heights.len() <= tube {
        heights.resize(tube + 1, capacity);
    }
    heights[tube] = height;
    Ok(())
}

/// Tube `tube` locked by palette colour `key`, or opened with `None`.
pub(super) fn set_lock(
    level: &mut Level,
    tube: usize,
    key: Option<Colour>,
    palette_len: usize,
) -> Result<(), String> {
    if tube >= level.tubes.len() {
        return Err(format!("there is no tube {}", tube + 1));
    }
    if let Some(k) = key
        && k as usize >= palette_len
    {
        return Err(format!("the palette has no colour {}", k as usize + 1));
    }
    let locks = &mut level.variant.locks;
    if locks.len() <= tube {
        locks.resize(tube + 1, None);
    }
    locks[tube] = key;
    Ok(())
}

/// The level's rule.
pub(super) fn set_rule(level: &mut Level, rule: Rule) {
    level.variant.rule = rule;
}

/// A tube's height and lock lists cut to the tubes there are, and left
/// without the entries that say nothing.
pub(super) fn fit_variant(level: &mut Level) {
    let n = level.tubes.len();
    level.variant.heights.truncate(n);
    level.variant.locks.truncate(n);
    level.variant.fit(level.capacity);
}

/// Whether the level plays by a variant (own heights, locks or ball sort).
pub(super) fn is_variant(level: &Level) -> bool {
    !level.variant.is_classic(level.capacity)
}

/// The colour-count and variant problems of a variant level: any count is
/// fine as long as each colour fits a tube of its own; keys must be colours
/// of the level; mystery levels do not combine with variants.
pub(super) fn variant_problems(
    level: &Level,
    palette: &[PaletteColour],
    counts: &[usize],
) -> Vec<String> {
    let mut problems = Vec::new();
    let name = |c: usize| match palette.get(c) {
        Some(p) => format!("{} ({})", p.name, p.key),
        None => format!("colour {}", c + 1),
    };
    for (tube, key) in level.variant.locks.iter().enumerate() {
        if let &Some(k) = key
            && counts.get(k as usize).is_none_or(|&n| n == 0)
        {
            problems.push(format!(
                "tube {} is locked by {}, a colour the level does not have, so it could \
                 never open: lock it with one of the level's colours",
                tube + 1,
                name(k as usize)
            ));
        }
    }
    if let Some((colour, count)) = level.variant.unfinishable(level.capacity, &level.tubes) {
        problems.push(format!(
            "{} has {count} units and no tube is left tall enough to hold them all (each \
             colour needs a tube of its own): make a tube taller or take units away",
            name(colour as usize)
        ));
    }
    if level.hidden.iter().any(|&h| h > 0) {
        problems.push(
            "mystery levels do not combine with tube heights, locks or ball sort: hide \
             nothing or play by the classic rule"
                .into(),
        );
    }
    problems
}

/// Whether a valid variant level is solved before the first pour.
pub(super) fn variant_starts_solved(level: &Level) -> bool {
    Board::with_variant(level.capacity, &level.tubes, &level.variant).is_ok_and(|b| b.is_solved())
}

/// Which palette colours of a variant level are marked wrong: those no
/// tube can finish.
pub(super) fn variant_miscounted(level: &Level, palette_len: usize) -> Vec<bool> {
    let mut wrong = vec![false; palette_len];
    if let Some((colour, _)) = level.variant.unfinishable(level.capacity, &level.tubes)
        && let Some(w) = wrong.get_mut(colour as usize)
    {
        *w = true;
    }
    wrong
}
