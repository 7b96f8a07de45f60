//! The rules of one level: its name, capacity and tubes, each colour's
//! units, its hidden units, par and difficulty.

use std::collections::HashMap;

use super::{Validator, describe_char, is_symbol_char, round_difficulty, start, variant};
use crate::board::Colour;
use crate::level::lex::Pos;
use crate::level::raw::{RawColour, RawLevel};
use crate::level::scan::Node;
use crate::level::{Level, MAX_TUBES_DRAWABLE, starts_solved};
use crate::text::plural;
use crate::variant::Rule;

fn level_label(index: usize, name: &str) -> String {
    if name.trim().is_empty() {
        format!("level {}", index + 1)
    } else {
        format!("level {name:?}")
    }
}

impl<'t> Validator<'t> {
    pub(super) fn level(
        &mut self,
        i: usize,
        raw: &RawLevel,
        node: Option<&'t Node>,
        (pack_capacity, pack_rule): (Option<usize>, Rule),
        palette: &[RawColour],
    ) -> Option<Level> {
        let keys: Vec<char> = palette.iter().map(|c| c.key).collect();
        let here = start(node);
        let field = |name: &str| node.and_then(|n| n.field(name));
        let this = level_label(i, &raw.name);
        let mut ok = true;
        if raw.name.trim().is_empty() {
            ok = false;
            self.report(
                start(field("name")),
                here,
                format!("level {} has an empty name; give it a name", i + 1),
            );
        }
        let capacity = match raw.capacity {
            Some(c) => self.capacity(
                c,
                start(field("capacity")),
                &format!("the capacity of {this}"),
            ),
            None => pack_capacity,
        };
        ok &= capacity.is_some();
        let tubes_node = field("tubes");
        let tubes_pos = start(tubes_node).or(here);
        if raw.tubes.is_empty() {
            ok = false;
            self.report(
                tubes_pos,
                here,
                format!("{this} has no tubes; list them, e.g. tubes: [\"RG\", \"GR\", \"\"]"),
            );
        } else if raw.tubes.len() > MAX_TUBES_DRAWABLE {
            ok = false;
            self.report(
                start(tubes_node.and_then(|t| t.item(MAX_TUBES_DRAWABLE))),
                tubes_pos,
                format!(
                    "{this} has {} tubes, more than the {MAX_TUBES_DRAWABLE} the game can draw; \
                     remove {} tube{}",
                    raw.tubes.len(),
                    raw.tubes.len() - MAX_TUBES_DRAWABLE,
                    plural(raw.tubes.len() - MAX_TUBES_DRAWABLE)
                ),
            );
        }
        let key_index: HashMap<char, usize> = keys
            .iter()
            .enumerate()
            .rev()
            .map(|(index, &k)| (k, index))
            .collect();
        let mut distinct: Vec<char> = Vec::new();
        for &k in &keys {
            if is_symbol_char(k) && !distinct.contains(&k) {
                distinct.push(k);
            }
        }
        let palette_keys = if distinct.is_empty() {
            "the palette has no usable keys".to_string()
        } else {
            let list: Vec<String> = distinct.iter().map(|k| k.to_string()).collect();
            format!("the palette has {}", list.join(", "))
        };
        let variant = self.variant_fields(raw, &this, node, pack_rule, &key_index);
        ok &= variant.is_some();
        let variant = variant.unwrap_or_default();
        let mut tubes: Vec<Vec<Colour>> = Vec::with_capacity(raw.tubes.len());
        // Per colour: unit count and position of its first unit.
        let mut counts: Vec<(usize, Option<Pos>)> = vec![(0, None); keys.len()];
        let mut unknown_seen: Vec<char> = Vec::new();
        for (j, tube) in raw.tubes.iter().enumerate() {
            let tube_node = tubes_node.and_then(|t| t.item(j));
            let tube_pos = start(tube_node).or(tubes_pos);
            let char_pos = |k: usize| tube_node.and_then(|n| n.char_pos(k));
            let mut units = Vec::with_capacity(tube.len());
            for (k, ch) in tube.chars().enumerate() {
                match key_index.get(&ch) {
                    Some(&index) => {
                        let entry = &mut counts[index];
                        entry.0 += 1;
                        entry.1 = entry.1.or(char_pos(k)).or(tube_pos);
                        units.push(index as Colour);
                    }
                    None => {
                        ok = false;
                        if !unknown_seen.contains(&ch) {
                            unknown_seen.push(ch);
                            let shown = describe_char(ch);
                            self.report(
                                char_pos(k),
                                tube_pos,
                                format!(
                                    "unknown colour {shown} in tube {} of {this}; {palette_keys}; \
                                     add {shown} to the palette or fix the tube",
                                    j + 1
                                ),
                            );
                        }
                    }
                }
            }
            let len = tube.chars().count();
            if let Some(cap) = capacity
                && j < variant.heights.len()
            {
                ok &= self.fits_height(len, variant.height(j, cap), j, &this, char_pos, tube_pos);
            } else if let Some(cap) = capacity
                && len > cap
            {
                ok = false;
                self.report(
                    char_pos(cap),
                    tube_pos,
                    format!(
                        "tube {} of {this} holds {len} units, more than the capacity {cap}; \
                         remove {} unit{} or raise the level's capacity",
                        j + 1,
                        len - cap,
                        plural(len - cap)
                    ),
                );
            }
            tubes.push(units);
        }
        if !self.for_editing
            && !raw.tubes.is_empty()
            && counts.iter().all(|&(n, _)| n == 0)
            && unknown_seen.is_empty()
        {
            ok = false;
            self.report(
                tubes_pos,
                here,
                format!("{this} has only empty tubes; fill some tubes with colours"),
            );
        }
        let classic = capacity.is_none_or(|cap| variant.is_classic(cap));
        if let Some(cap) = capacity.filter(|_| !classic) {
            let counts: Vec<usize> = counts.iter().map(|c| c.0).collect();
            ok &= self.variant_units(raw, &this, node, &variant, cap, &tubes, &counts, palette);
        }
        if let Some(cap) = capacity.filter(|_| !self.for_editing && classic) {
            for (index, &(count, first)) in counts.iter().enumerate() {
                if count == 0 || count == cap {
                    continue;
                }
                ok = false;
                let key = keys[index];
                let name = &palette[index].name;
                let fix = if count < cap {
                    format!("add {} unit{} of '{key}'", cap - count, plural(cap - count))
                } else {
                    format!(
                        "remove {} unit{} of '{key}'",
                        count - cap,
                        plural(count - cap)
                    )
                };
                self.report(
                    first,
                    tubes_pos,
                    format!(
                        "colour '{key}' ({name}) has {count} unit{} in {this} but needs exactly {cap}, \
                         the level's capacity; {fix}",
                        plural(count)
                    ),
                );
            }
        }
        if ok
            && !self.for_editing
            && let Some(cap) = capacity
            && (if classic {
                starts_solved(&tubes, cap)
            } else {
                variant::starts_solved(&tubes)
            })
        {
            ok = false;
            self.report(
                tubes_pos,
                here,
                format!(
                    "{this} is already solved (every tube is empty or full of one colour); \
                     mix the colours so there is something to play"
                ),
            );
        }
        let hidden = self.hidden(raw, &this, field("hidden"), here);
        ok &= hidden.is_some();
        if let (Some(par), Some([])) = (raw.par, hidden.as_deref()) {
            ok = false;
            self.report(
                start(field("par")),
                here,
                format!(
                    "{this} records par: {par} but hides no unit; `par` is the par of a \
                     mystery level (one with `hidden`), an ordinary level's is its \
                     `optimal_moves`: remove it"
                ),
            );
        }
        let difficulty = match raw.difficulty {
            Some(d) if !d.is_finite() || d < 0.0 => {
                ok = false;
                self.report(
                    start(field("difficulty")),
                    here,
                    format!(
                        "{this} has difficulty {d}; a difficulty is a number of at least 0 \
                         (regenerate it with `water-sort generate` or remove it)"
                    ),
                );
                None
            }
            Some(d) => Some(round_difficulty(d)),
            None => None,
        };
        let names = self.names(&raw.names, field("names"), &this);
        if !ok {
            return None;
        }
        Some(Level {
            name: raw.name.clone(),
            names,
            capacity: capacity?,
            tubes,
            optimal_moves: raw.optimal_moves,
            par: raw.par,
            difficulty,
            hidden: hidden?,
            variant: {
                let mut variant = variant;
                variant.fit(capacity?);
                variant
            },
        })
    }

    /// Checks a level's `hidden` list against its tubes: no more entries
    /// than tubes, none negative or over its tube's length. `Some` with the
    /// trailing zeros dropped when usable.
    fn hidden(
        &mut self,
        raw: &RawLevel,
        this: &str,
        node: Option<&'t Node>,
        here: Option<Pos>,
    ) -> Option<Vec<usize>> {
        let list_pos = start(node).or(here);
        let mut ok = true;
        if raw.hidden.len() > raw.tubes.len() {
            ok = false;
            self.report(
                start(node.and_then(|n| n.item(raw.tubes.len()))),
                list_pos,
                format!(
                    "`hidden` of {this} has {} entries, more than its {} tube{}; give one \
                     entry per tube (missing entries are 0)",
                    raw.hidden.len(),
                    raw.tubes.len(),
                    plural(raw.tubes.len())
                ),
            );
        }
        let mut hidden = Vec::with_capacity(raw.hidden.len());
        for (j, &h) in raw.hidden.iter().enumerate().take(raw.tubes.len()) {
            let pos = start(node.and_then(|n| n.item(j)));
            // The tube's length in units (its string's characters, also when
            // one of them is not in the palette).
            let len = raw.tubes[j].chars().count();
            match usize::try_from(h) {
                Ok(h) if h <= len => hidden.push(h),
                _ => {
                    ok = false;
                    self.report(
                        pos,
                        list_pos,
                        format!(
                            "tube {} of {this} hides {h} units, but it holds {len} unit{}; a tube \
                             hides from 0 to as many units as it holds",
                            j + 1,
                            plural(len)
                        ),
                    );
                }
            }
        }
        while hidden.last() == Some(&0) {
            hidden.pop();
        }
        ok.then_some(hidden)
    }
}
