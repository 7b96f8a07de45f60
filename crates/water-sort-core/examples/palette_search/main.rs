//! Picks the shipped palette by measurement (docs/palette.md).
//!
//! ```text
//! cargo run -p water-sort-core --example palette_search
//! ```
//!
//! Candidates: every in-gamut sRGB colour on a CIE LCh grid with lightness
//! and chroma in a band that reads well on the game's dark blue background
//! (not dark, not grey). The score of a pair is the worst of its CIEDE2000
//! difference in normal vision (over 20) and under deuteranopia and
//! protanopia (over 8 each), so 1.0 meets every target. Twelve colours (the
//! most a shipped level uses) are picked greedily, max-min, then improved by
//! swapping one at a time while the worst pair gets better; they are ordered
//! so that each prefix (a level of n colours uses the first n) has the best
//! worst pair; the remaining eight are added greedily from all candidates.
//! Prints the palette and, for each prefix, the closest pair in each vision.
//! With `--current` it only measures today's `DEFAULT_PALETTE`.

mod vision;

use palette::{IntoColor, Lch, LinSrgb, Srgb};
use vision::{Vision, closest_pair, difference};
use water_sort_core::generate::DEFAULT_PALETTE;

/// The targets of issue 27: CIEDE2000 in normal vision, under each simulation.
const TARGET: [f64; 3] = [20.0, 8.0, 8.0];
/// The darker end of the game's background gradient (`theme::BG_TOP`).
const BACKGROUND: [u8; 3] = [28, 36, 69];
/// Every colour stands this far (CIEDE2000, in each vision) from it.
const FROM_BACKGROUND: f64 = 30.0;
const LIGHTNESS: (f64, f64) = (52.0, 92.0);
const CHROMA: (f64, f64) = (25.0, 110.0);
const SHIPPED: usize = 12;
const TOTAL: usize = 20;

fn main() {
    if std::env::args().any(|a| a == "--current") {
        let rgbs: Vec<[u8; 3]> = DEFAULT_PALETTE.iter().map(|c| c.2).collect();
        let names: Vec<String> = DEFAULT_PALETTE.iter().map(|c| c.1.to_string()).collect();
        report(&rgbs, &names);
        return;
    }
    let candidates = candidates();
    println!("{} candidates", candidates.len());
    let s = scores(&candidates);
    let mut chosen = greedy(&s, &[], SHIPPED);
    improve(&s, &mut chosen);
    let ordered = order(&s, &chosen);
    let rest = greedy(&s, &ordered, TOTAL - SHIPPED);
    let all: Vec<[u8; 3]> = ordered
        .iter()
        .chain(&rest)
        .map(|&i| candidates[i])
        .collect();
    let names: Vec<String> = all.iter().map(|&c| describe(c)).collect();
    report(&all, &names);
}

fn candidates() -> Vec<[u8; 3]> {
    let mut out = Vec::new();
    let mut l = LIGHTNESS.0;
    while l <= LIGHTNESS.1 {
        let mut c = CHROMA.0;
        while c <= CHROMA.1 {
            for h in (0..360).step_by(5) {
                let lch: Lch<palette::white_point::D65, f64> = Lch::new(l, c, h as f64);
                let linear: LinSrgb<f64> = lch.into_color();
                let srgb = Srgb::from_linear(linear);
                let inside = [srgb.red, srgb.green, srgb.blue]
                    .iter()
                    .all(|v| (-1e-9..=1.0 + 1e-9).contains(v));
                if !inside {
                    continue;
                }
                if !pleasant(l, c, h as f64) {
                    continue;
                }
                let rgb: Srgb<u8> = srgb.into_format();
                let rgb = [rgb.red, rgb.green, rgb.blue];
                let visible = Vision::ALL
                    .iter()
                    .all(|&v| difference(rgb, BACKGROUND, v) >= FROM_BACKGROUND);
                if visible && !out.contains(&rgb) {
                    out.push(rgb);
                }
            }
            c += 6.0;
        }
        l += 3.0;
    }
    out
}

/// Clear colours, not muddy ones: darker colours need more chroma (a dark,
/// greyish colour reads as dirty water on a dark background), and no olive
/// or khaki (yellow hues below the light end turn brownish green), and no
/// neon.
fn pleasant(l: f64, c: f64, h: f64) -> bool {
    let min_chroma = if l < 70.0 { 45.0 } else { 25.0 };
    let olive = (70.0..=115.0).contains(&h) && l < 75.0;
    // Light colours at full chroma glare like neon.
    let neon = l > 80.0 && c > 80.0;
    c >= min_chroma && !olive && !neon
}

/// Pairwise scores of the candidates, computed once: a pair's score is the
/// worst of its differences over their targets, 1.0 where each just meets it.
struct Scores {
    n: usize,
    table: Vec<f32>,
}

impl Scores {
    fn get(&self, i: usize, j: usize) -> f64 {
        self.table[i * self.n + j] as f64
    }
}

fn scores(candidates: &[[u8; 3]]) -> Scores {
    let n = candidates.len();
    let labs: Vec<[_; 3]> = candidates
        .iter()
        .map(|&c| Vision::ALL.map(|v| vision::lab(c, v)))
        .collect();
    let mut table = vec![0f32; n * n];
    for i in 0..n {
        for j in i + 1..n {
            let s = (0..3)
                .map(|k| {
                    use palette::color_difference::Ciede2000;
                    labs[i][k].difference(labs[j][k]) / TARGET[k]
                })
                .fold(f64::INFINITY, f64::min) as f32;
            table[i * n + j] = s;
            table[j * n + i] = s;
        }
    }
    Scores { n, table }
}

/// Worst pair score of a set of candidate indices.
fn worst(s: &Scores, set: &[usize]) -> f64 {
    let mut w = f64::INFINITY;
    for (a, &i) in set.iter().enumerate() {
        for &j in &set[a + 1..] {
            w = w.min(s.get(i, j));
        }
    }
    w
}

/// Adds `count` candidates to `fixed`, each the one farthest (max-min) from
/// all chosen so far; starts from the farthest pair if `fixed` is empty.
fn greedy(s: &Scores, fixed: &[usize], count: usize) -> Vec<usize> {
    let mut set = fixed.to_vec();
    let mut added = Vec::new();
    if set.is_empty() {
        let (mut bi, mut bj, mut best) = (0, 1, -1.0);
        for i in 0..s.n {
            for j in i + 1..s.n {
                if s.get(i, j) > best {
                    (bi, bj, best) = (i, j, s.get(i, j));
                }
            }
        }
        set = vec![bi, bj];
        added = set.clone();
    }
    while added.len() < count {
        let next = (0..s.n)
            .filter(|i| !set.contains(i))
            .max_by(|&a, &b| {
                let d = |c: usize| {
                    set.iter()
                        .map(|&k| s.get(c, k))
                        .fold(f64::INFINITY, f64::min)
                };
                d(a).total_cmp(&d(b))
            })
            .expect("enough candidates");
        set.push(next);
        added.push(next);
    }
    added
}

/// Swaps single colours for candidates while the worst pair improves (ties
/// broken by the sum of each colour's nearest-neighbour score).
fn improve(s: &Scores, set: &mut [usize]) {
    let quality = |set: &[usize]| {
        let nearest: f64 = set
            .iter()
            .map(|&i| {
                set.iter()
                    .filter(|&&j| j != i)
                    .map(|&j| s.get(i, j))
                    .fold(f64::INFINITY, f64::min)
            })
            .sum();
        (worst(s, set), nearest)
    };
    let mut best = quality(set);
    loop {
        let mut better = None;
        for slot in 0..set.len() {
            for c in 0..s.n {
                if set.contains(&c) {
                    continue;
                }
                let mut trial = set.to_vec();
                trial[slot] = c;
                let q = quality(&trial);
                if q.0 > best.0 + 1e-9 || (q.0 > best.0 - 1e-9 && q.1 > best.1 + 1e-9) {
                    best = q;
                    better = Some((slot, c));
                }
            }
        }
        match better {
            Some((slot, c)) => set[slot] = c,
            None => break,
        }
    }
}

/// Orders `set` so every prefix has the best worst pair it can, greedily:
/// the farthest pair first, then each time the colour farthest from those.
fn order(s: &Scores, set: &[usize]) -> Vec<usize> {
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    for (a, &i) in set.iter().enumerate() {
        pairs.extend(set[a + 1..].iter().map(|&j| (i, j)));
    }
    let &(i, j) = pairs
        .iter()
        .max_by(|p, q| s.get(p.0, p.1).total_cmp(&s.get(q.0, q.1)))
        .expect("two colours or more");
    let mut out = vec![i, j];
    while out.len() < set.len() {
        let nearest = |c: usize| {
            out.iter()
                .map(|&k| s.get(c, k))
                .fold(f64::INFINITY, f64::min)
        };
        let next = set
            .iter()
            .copied()
            .filter(|c| !out.contains(c))
            .max_by(|&a, &b| nearest(a).total_cmp(&nearest(b)))
            .expect("one left");
        out.push(next);
    }
    out
}

fn describe(rgb: [u8; 3]) -> String {
    let lch: Lch<palette::white_point::D65, f64> = Srgb::new(rgb[0], rgb[1], rgb[2])
        .into_format::<f64>()
        .into_linear()
        .into_color();
    format!(
        "L{:.0} C{:.0} h{:.0}",
        lch.l,
        lch.chroma,
        lch.hue.into_positive_degrees()
    )
}

fn report(rgbs: &[[u8; 3]], names: &[String]) {
    for (i, (c, name)) in rgbs.iter().zip(names).enumerate() {
        println!(
            "{:2} #{:02x}{:02x}{:02x} {name:20} {}",
            i + 1,
            c[0],
            c[1],
            c[2],
            describe(*c)
        );
    }
    let visions: Vec<&str> = Vision::ALL.iter().map(|v| v.name()).collect();
    println!("colours  closest pair (CIEDE2000): {}", visions.join(" / "));
    for n in 2..=rgbs.len() {
        let cells: Vec<String> = Vision::ALL
            .iter()
            .map(|&v| {
                let (d, i, j) = closest_pair(&rgbs[..n], v);
                format!("{d:5.1} ({}/{})", names[i], names[j])
            })
            .collect();
        println!("{n:2}  {}", cells.join("  "));
    }
}
