//! The palette of new and generated packs.

use crate::level::PaletteColour;

/// Twenty colours chosen by measurement (`examples/palette_search`,
/// docs/palette.md), each with a key and a distinct colour-blind symbol. A
/// level of n colours uses the first n, so they come most distinct first:
/// any two of the first twelve are at least 24 apart in CIEDE2000, and 10
/// under simulated deuteranopia and protanopia (`tests/palette.rs`).
pub const DEFAULT_PALETTE: [(char, &str, [u8; 3], char); 20] = [
    ('P', "purple", [0xc5, 0x28, 0xf7], 'o'),
    ('G', "green", [0x78, 0xb4, 0x00], '+'),
    ('C', "cyan", [0x42, 0xea, 0xff], '*'),
    ('O', "orange", [0xff, 0xb1, 0x76], '#'),
    ('I', "periwinkle", [0xa6, 0xa8, 0xff], '='),
    ('R', "red", [0xff, 0x53, 0x89], '%'),
    ('M', "mint", [0x00, 0xfe, 0xb3], '~'),
    ('T', "teal", [0x00, 0x93, 0x71], '&'),
    ('B', "blue", [0x00, 0x8f, 0xb1], '^'),
    ('K', "pink", [0xff, 0xd4, 0xde], '@'),
    ('Y', "yellow", [0xff, 0xe1, 0x3f], '$'),
    ('U', "rust", [0xcb, 0x59, 0x33], 'v'),
    ('S', "sage", [0xa2, 0xc5, 0x9d], 's'),
    ('D', "orchid", [0xd5, 0x97, 0xcd], 'd'),
    ('Q', "turquoise", [0x00, 0xc8, 0xb4], 'q'),
    ('A', "salmon", [0xff, 0x90, 0x86], 'a'),
    ('L', "lime", [0xd0, 0xf2, 0x87], 'l'),
    ('Z', "azure", [0x00, 0x72, 0xff], 'z'),
    ('F', "forest", [0x47, 0x8b, 0x35], 'f'),
    ('N', "sand", [0xea, 0xd2, 0x9a], 'n'),
];

/// The [`DEFAULT_PALETTE`] as pack colours: the palette of new and
/// generated packs.
pub fn default_palette() -> Vec<PaletteColour> {
    DEFAULT_PALETTE
        .iter()
        .map(|&(key, name, rgb, symbol)| PaletteColour {
            key,
            name: name.into(),
            rgb,
            symbol,
        })
        .collect()
}
