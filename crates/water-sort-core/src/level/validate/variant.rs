//! A level's variant fields: `rules: ball` (or the pack's), each tube's own
//! height (`heights: [4, 4, 5, 3]`) and its lock (`locks: [None,
//! Some('G')]`), checked against its tubes: heights in range and not below
//! a tube's units, key colours of the palette that the level has, every
//! colour a tube tall enough for it, and no hidden units with them
//! (mystery levels do not combine with the variants).

use std::collections::HashMap;

use super::{Validator, describe_char, start};
use crate::board::{Colour, MAX_CAPACITY};
use crate::level::lex::Pos;
use crate::level::raw::{RawColour, RawLevel};
use crate::level::scan::Node;
use crate::text::plural;
use crate::variant::{Rule, Variant};

/// Every tube empty or of one colour, and no colour in two tubes.
pub(super) fn starts_solved(tubes: &[Vec<Colour>]) -> bool {
    let mut seen = Vec::new();
    tubes.iter().all(|t| match t.first() {
        None => true,
        Some(&c) => {
            t.iter().all(|&u| u == c) && !seen.contains(&c) && {
                seen.push(c);
                true
            }
        }
    })
}

impl<'t> Validator<'t> {
    /// The level's rule, heights and locks, each entry checked on its own;
    /// `None` (each problem reported) when one is unusable.
    pub(super) fn variant_fields(
        &mut self,
        raw: &RawLevel,
        this: &str,
        node: Option<&'t Node>,
        pack_rule: Rule,
        key_index: &HashMap<char, usize>,
    ) -> Option<Variant> {
        let here = start(node);
        let field = |name: &str| node.and_then(|n| n.field(name));
        let mut ok = true;
        let tubes = raw.tubes.len();
        for (name, given, what) in [
            ("heights", raw.heights.len(), "a height"),
            ("locks", raw.locks.len(), "a lock (None for an open tube)"),
        ] {
            if given > tubes {
                ok = false;
                let list = field(name);
                self.report(
                    start(list.and_then(|n| n.item(tubes))),
                    start(list).or(here),
                    format!(
                        "`{name}` of {this} has {given} entries, more than its {tubes} tube{}; \
                         give each tube {what}, in tube order",
                        plural(tubes)
                    ),
                );
            }
        }
        let mut heights = Vec::with_capacity(raw.heights.len());
        for (j, &h) in raw.heights.iter().enumerate().take(tubes) {
            match usize::try_from(h) {
                Ok(h) if (1..=MAX_CAPACITY).contains(&h) => heights.push(h),
                _ => {
                    ok = false;
                    let list = field("heights");
                    self.report(
                        start(list.and_then(|n| n.item(j))),
                        start(list).or(here),
                        format!(
                            "tube {} of {this} has height {h}; a tube's height is 1 to \
                             {MAX_CAPACITY} units",
                            j + 1
                        ),
                    );
                }
            }
        }
        let mut locks = Vec::with_capacity(raw.locks.len());
        for (j, lock) in raw.locks.iter().enumerate().take(tubes) {
            locks.push(match *lock {
                None => None,
                Some(k) => match key_index.get(&k) {
                    Some(&i) => Some(i as Colour),
                    None => {
                        ok = false;
                        let list = field("locks");
                        self.report(
                            start(list.and_then(|n| n.item(j))),
                            start(list).or(here),
                            format!(
                                "tube {} of {this} is locked by {}, which is not a key of the \
                                 palette; lock it with one of the level's colours",
                                j + 1,
                                describe_char(k)
                            ),
                        );
                        None
                    }
                },
            });
        }
        let rule = raw.rules.map_or(pack_rule, |r| r.rule());
        ok.then_some(Variant {
            rule,
            heights,
            locks,
        })
    }

    /// Whether tube `j`'s `len` units fit its own `height` (reported when
    /// not).
    pub(super) fn fits_height(
        &mut self,
        len: usize,
        height: usize,
        j: usize,
        this: &str,
        char_pos: impl Fn(usize) -> Option<Pos>,
        tube_pos: Option<Pos>,
    ) -> bool {
        if len <= height {
            return true;
        }
        self.report(
            char_pos(height),
            tube_pos,
            format!(
                "tube {} of {this} holds {len} units, more than its height {height}; remove {} \
                 unit{} or raise its height",
                j + 1,
                len - height,
                plural(len - height)
            ),
        );
        false
    }

    /// The checks of a variant level that need its units: every key colour
    /// is in the level, every colour can be finished (some tube of its own
    /// tall enough for all of it), and no unit is hidden.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn variant_units(
        &mut self,
        raw: &RawLevel,
        this: &str,
        node: Option<&'t Node>,
        variant: &Variant,
        capacity: usize,
        tubes: &[Vec<Colour>],
        counts: &[usize],
        palette: &[RawColour],
    ) -> bool {
        let here = start(node);
        let field = |name: &str| node.and_then(|n| n.field(name));
        let mut ok = true;
        if raw.hidden.iter().any(|&h| h > 0) {
            ok = false;
            self.report(
                start(field("hidden")),
                here,
                format!(
                    "{this} hides units and has {}; mystery levels do not combine with tube \
                     heights, locks or ball sort: remove `hidden` or the variant",
                    what_variant(variant, capacity)
                ),
            );
        }
        for (j, lock) in variant.locks.iter().enumerate() {
            if let Some(k) = *lock
                && counts.get(k as usize).is_none_or(|&n| n == 0)
            {
                ok = false;
                let list = field("locks");
                self.report(
                    start(list.and_then(|n| n.item(j))),
                    start(list).or(here),
                    format!(
                        "tube {} of {this} is locked by '{}' ({}), a colour the level does not \
                         have, so it could never open; lock it with one of the level's colours",
                        j + 1,
                        palette[k as usize].key,
                        palette[k as usize].name
                    ),
                );
            }
        }
        if !self.for_editing
            && ok
            && let Some((colour, count)) = variant.unfinishable(capacity, tubes)
        {
            ok = false;
            let c = &palette[colour as usize];
            self.report(
                start(field("heights")),
                start(field("tubes")).or(here),
                format!(
                    "colour '{}' ({}) has {count} units in {this}, and no tube is left tall \
                     enough to hold them all (each colour needs a tube of its own), so the \
                     level can never be finished; raise a tube's height or move units",
                    c.key, c.name
                ),
            );
        }
        ok
    }
}

/// "tube heights", "locks", "ball sort", joined.
fn what_variant(variant: &Variant, capacity: usize) -> String {
    let mut parts = Vec::new();
    if variant.heights.iter().any(|&h| h != capacity) {
        parts.push("tube heights");
    }
    if variant.locks.iter().any(Option::is_some) {
        parts.push("locks");
    }
    if variant.rule == Rule::Ball {
        parts.push("ball sort");
    }
    parts.join(" and ")
}
