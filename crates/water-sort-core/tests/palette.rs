//! The shipped colours stay easy to tell apart (docs/palette.md): the
//! closest two of the twelve colours a shipped level can use, in CIEDE2000,
//! in normal vision and under simulated deuteranopia and protanopia, must
//! not get closer than today.

#[path = "../examples/palette_search/vision.rs"]
mod vision;

use palette::Lab;
use palette::color_difference::Ciede2000;
use vision::{Vision, closest_pair};
use water_sort_core::generate::DEFAULT_PALETTE;
use water_sort_core::level::parse_pack;

/// The most colours a shipped level uses; levels of n colours use the first n.
const SHIPPED: usize = 12;

/// The measured minimums of the 12 (24.4, 10.4 and 10.1), rounded down.
/// Issue 27 asked for at least 20 in normal vision and 8 under each
/// simulation; the palette before had 15.0, 3.7 and 1.3.
const FLOOR: [(Vision, f64); 3] = [
    (Vision::Normal, 24.0),
    (Vision::Deuteranopia, 10.0),
    (Vision::Protanopia, 10.0),
];

const PACKS: [(&str, &str); 5] = [
    (
        "1-starter.ron",
        include_str!("../../../levels/1-starter.ron"),
    ),
    (
        "2-classic.ron",
        include_str!("../../../levels/2-classic.ron"),
    ),
    ("3-tall.ron", include_str!("../../../levels/3-tall.ron")),
    ("4-hard.ron", include_str!("../../../levels/4-hard.ron")),
    (
        "5-mystery.ron",
        include_str!("../../../levels/5-mystery.ron"),
    ),
];

fn assert_distinct(what: &str, colours: &[[u8; 3]], names: &[String]) {
    for (vision, floor) in FLOOR {
        let (d, i, j) = closest_pair(colours, vision);
        assert!(
            d >= floor,
            "{what}: {} and {} are {d:.1} apart with {}, below {floor}",
            names[i],
            names[j],
            vision.name()
        );
    }
}

#[test]
fn the_default_palettes_first_twelve_are_distinct_in_every_vision() {
    let first = &DEFAULT_PALETTE[..SHIPPED];
    let colours: Vec<[u8; 3]> = first.iter().map(|c| c.2).collect();
    let names: Vec<String> = first.iter().map(|c| c.1.to_string()).collect();
    assert_distinct("DEFAULT_PALETTE", &colours, &names);
}

#[test]
fn every_shipped_pack_uses_the_default_palette_and_its_first_twelve_are_distinct() {
    for (file, text) in PACKS {
        let pack = parse_pack(text, file).unwrap();
        let palette: Vec<_> = pack.palette.iter().map(|c| (c.key, c.rgb)).collect();
        let default: Vec<_> = DEFAULT_PALETTE.iter().map(|c| (c.0, c.2)).collect();
        assert_eq!(
            palette, default,
            "{file}: the palette is not DEFAULT_PALETTE"
        );
        let first = &pack.palette[..SHIPPED];
        let colours: Vec<[u8; 3]> = first.iter().map(|c| c.rgb).collect();
        let names: Vec<String> = first.iter().map(|c| c.name.clone()).collect();
        assert_distinct(file, &colours, &names);
        let most = pack.levels.iter().map(colours_of).max().unwrap_or(0);
        assert!(most <= SHIPPED, "{file}: a level uses {most} colours");
    }
}

fn colours_of(level: &water_sort_core::level::Level) -> usize {
    let mut seen: Vec<_> = level.tubes.iter().flatten().collect();
    seen.sort();
    seen.dedup();
    seen.len()
}

/// Levels of n colours use the palette's first n (what the ordering relies
/// on): colours 0..n, none beyond.
#[test]
fn shipped_levels_use_the_first_colours_of_the_palette() {
    for (file, text) in PACKS {
        let pack = parse_pack(text, file).unwrap();
        for level in &pack.levels {
            let n = colours_of(level);
            let highest = level.tubes.iter().flatten().max().copied().unwrap_or(0);
            assert_eq!(highest as usize + 1, n, "{file}: {}", level.name);
        }
    }
}

/// The CIEDE2000 the measurements use, against pairs of Sharma, Wu and
/// Dalal (2005), "The CIEDE2000 color-difference formula: implementation
/// notes, supplementary test data, and mathematical observations".
#[test]
fn ciede2000_matches_sharmas_test_data() {
    let pairs: [([f64; 3], [f64; 3], f64); 6] = [
        ([50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485], 2.0425),
        ([50.0, 0.0, 0.0], [50.0, -1.0, 2.0], 2.3669),
        ([50.0, 2.5, 0.0], [73.0, 25.0, -18.0], 27.1492),
        ([50.0, 2.5, 0.0], [50.0, 3.2972, 0.0], 1.0000),
        (
            [60.2574, -34.0099, 36.2677],
            [60.4626, -34.1751, 39.4387],
            1.2644,
        ),
        ([2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082),
    ];
    for (a, b, want) in pairs {
        let lab = |c: [f64; 3]| Lab::<palette::white_point::D65, f64>::new(c[0], c[1], c[2]);
        let got = lab(a).difference(lab(b));
        assert!((got - want).abs() < 5e-5, "{a:?} {b:?}: {got}, not {want}");
        assert!((lab(b).difference(lab(a)) - want).abs() < 5e-5);
    }
}

/// The simulations keep greys grey (each Machado row sums to 1), so white,
/// black and the background stay where they are.
#[test]
fn the_simulations_keep_greys() {
    for grey in [[0, 0, 0], [128, 128, 128], [255, 255, 255]] {
        for vision in Vision::ALL {
            let d = vision::lab(grey, vision).difference(vision::lab(grey, Vision::Normal));
            assert!(d < 0.05, "{grey:?} with {}: {d}", vision.name());
        }
    }
}
