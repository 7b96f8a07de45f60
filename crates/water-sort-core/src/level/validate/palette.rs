//! The rules of a pack's palette: keys, names, colours and symbols, each
//! unique where the player must tell colours apart.

use std::collections::HashMap;

use super::{Validator, describe_char, is_symbol_char, start};
use crate::level::raw::RawColour;
use crate::level::{MAX_PALETTE, PaletteColour};

/// "#rrggbb" → [r, g, b].
fn parse_rgb(s: &str) -> Option<[u8; 3]> {
    let hex = s.strip_prefix('#')?;
    if hex.len() != 6 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let byte = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).ok();
    Some([byte(0)?, byte(2)?, byte(4)?])
}

impl Validator<'_> {
    pub(super) fn palette(&mut self, raw: &[RawColour]) -> Option<Vec<PaletteColour>> {
        let list = self.field("palette");
        if raw.len() > MAX_PALETTE {
            self.report(
                start(list.and_then(|l| l.item(MAX_PALETTE))),
                start(list),
                format!(
                    "the palette has {} colours, more than {MAX_PALETTE}; remove {} or split \
                     the pack",
                    raw.len(),
                    raw.len() - MAX_PALETTE
                ),
            );
        }
        let label = |i: usize, c: &RawColour| {
            if c.name.trim().is_empty() {
                format!("palette colour {}", i + 1)
            } else {
                format!("palette colour {} ({:?})", i + 1, c.name)
            }
        };
        let mut out = Vec::with_capacity(raw.len());
        let mut ok = true;
        let mut keys: HashMap<char, usize> = HashMap::new();
        let mut symbols: HashMap<char, usize> = HashMap::new();
        for (i, c) in raw.iter().enumerate() {
            let node = list.and_then(|l| l.item(i));
            let field = |name: &str| start(node.and_then(|n| n.field(name)));
            let here = start(node);
            let this = label(i, c);
            let line_of = |j: usize| {
                list.and_then(|l| l.item(j))
                    .map(|n| format!(" (line {})", n.start.line))
                    .unwrap_or_default()
            };
            let mut key_duplicate = false;
            if !is_symbol_char(c.key) {
                ok = false;
                self.report(
                    field("key"),
                    here,
                    format!(
                        "{this} has key {}, which is not a printable ASCII character; \
                         use a letter, digit or punctuation mark",
                        describe_char(c.key)
                    ),
                );
            } else if let Some(&j) = keys.get(&c.key) {
                ok = false;
                key_duplicate = true;
                self.report(
                    field("key"),
                    here,
                    format!(
                        "duplicate key {}: {this} uses the key of {}{}; give each colour its \
                         own key",
                        describe_char(c.key),
                        label(j, &raw[j]),
                        line_of(j)
                    ),
                );
            } else {
                keys.insert(c.key, i);
            }
            if c.name.trim().is_empty() {
                ok = false;
                self.report(
                    field("name"),
                    here,
                    format!("{this} has an empty name; name it, e.g. name: \"red\""),
                );
            }
            let rgb = parse_rgb(&c.color);
            if rgb.is_none() {
                ok = false;
                self.report(
                    field("color"),
                    here,
                    format!(
                        "{this} has color {:?}, which is not of the form \"#rrggbb\"; write # \
                         and six hex digits, e.g. \"#3cb44b\"",
                        c.color
                    ),
                );
            }
            let symbol = c.symbol.unwrap_or(c.key);
            let symbol_pos = if c.symbol.is_some() {
                field("symbol")
            } else {
                field("key")
            };
            if c.symbol.is_some() && !is_symbol_char(symbol) {
                ok = false;
                self.report(
                    symbol_pos,
                    here,
                    format!(
                        "{this} has symbol {}, which is not a printable ASCII character; \
                         use a visible character other than space, e.g. 'o' or '+'",
                        describe_char(symbol)
                    ),
                );
            } else if is_symbol_char(symbol) {
                if let Some(&j) = symbols.get(&symbol) {
                    // Two defaulted symbols from one duplicate key: said already.
                    if !(key_duplicate && c.symbol.is_none() && raw[j].symbol.is_none()) {
                        ok = false;
                        let defaulted = if c.symbol.is_none() {
                            " (a colour's symbol defaults to its key)"
                        } else {
                            ""
                        };
                        self.report(
                            symbol_pos,
                            here,
                            format!(
                                "duplicate symbol {}: {this} has the symbol of {}{}{defaulted}; \
                                 colour-blind players tell colours apart by symbol, so give \
                                 each colour its own `symbol`",
                                describe_char(symbol),
                                label(j, &raw[j]),
                                line_of(j)
                            ),
                        );
                    }
                } else {
                    symbols.insert(symbol, i);
                }
            }
            if let Some(rgb) = rgb {
                out.push(PaletteColour {
                    key: c.key,
                    name: c.name.clone(),
                    rgb,
                    symbol,
                });
            }
        }
        (ok && raw.len() <= MAX_PALETTE).then_some(out)
    }
}
