//! Deals of the variants: tubes of their own heights, locked tubes and
//! ball sort. Each draws from the level's ChaCha8 stream with `u32` ranges
//! only (portable), and a variant's levels come from a stream of their own
//! ([`VariantKind::stream`]), so classic levels are untouched.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use crate::board::{Board, Colour, MAX_CAPACITY, MIN_CAPACITY};
use crate::variant::{Rule, Variant};

/// Which rules a generated level plays by.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum VariantKind {
    /// Water, one height, no locks.
    #[default]
    Classic,
    /// Tubes of different heights (a colour's count fits one of them).
    Heights,
    /// One or more full tubes locked, each until its key colour is finished.
    Locks,
    /// Ball sort: one unit a pour.
    Ball,
}

impl VariantKind {
    /// Every kind, classic first.
    pub const ALL: [VariantKind; 4] = [
        VariantKind::Classic,
        VariantKind::Heights,
        VariantKind::Locks,
        VariantKind::Ball,
    ];

    /// The name on the command line (`--variant`).
    pub fn name(self) -> &'static str {
        match self {
            VariantKind::Classic => "classic",
            VariantKind::Heights => "heights",
            VariantKind::Locks => "locks",
            VariantKind::Ball => "ball",
        }
    }

    /// The kind of a command-line name.
    pub fn from_name(name: &str) -> Option<VariantKind> {
        VariantKind::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(name.trim()))
    }

    /// The ChaCha8 stream of this kind's deals (classic: 0, the stream
    /// every classic seed has always used).
    pub(super) fn stream(self) -> u64 {
        match self {
            VariantKind::Classic => 0,
            VariantKind::Heights => 1,
            VariantKind::Locks => 2,
            VariantKind::Ball => 3,
        }
    }
}

/// A draw in `0..n` (n ≥ 1), portable.
fn below(rng: &mut ChaCha8Rng, n: usize) -> usize {
    rng.random_range(0..n as u32) as usize
}

fn shuffle<T>(rng: &mut ChaCha8Rng, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = rng.random_range(0..=i as u32) as usize;
        items.swap(i, j);
    }
}

/// A deal of `kind` (not classic): `None` when this draw makes no
/// interesting board (every height alike, a lock that could never open).
/// Capacity is the level's usual height.
pub(super) fn variant_deal(
    rng: &mut ChaCha8Rng,
    kind: VariantKind,
    colours: usize,
    empty: usize,
    capacity: usize,
) -> Option<(Board, Variant)> {
    let (tubes, variant) = match kind {
        VariantKind::Classic | VariantKind::Ball => {
            let tubes = full_deal(rng, &vec![capacity; colours], empty);
            let rule = if kind == VariantKind::Ball {
                Rule::Ball
            } else {
                Rule::Water
            };
            (
                tubes,
                Variant {
                    rule,
                    ..Variant::default()
                },
            )
        }
        VariantKind::Heights => heights_deal(rng, colours, empty, capacity)?,
        VariantKind::Locks => locks_deal(rng, colours, empty, capacity)?,
    };
    let mut variant = variant;
    variant.fit(capacity);
    let board = Board::with_variant(capacity, &tubes, &variant).ok()?;
    Some((board, variant))
}

/// `counts[c]` units of colour c, shuffled into full tubes of those
/// heights (tube i is `counts[i]` tall), then `empty` empty tubes.
fn full_deal(rng: &mut ChaCha8Rng, heights: &[usize], empty: usize) -> Vec<Vec<Colour>> {
    let mut units: Vec<Colour> = heights
        .iter()
        .enumerate()
        .flat_map(|(c, &n)| std::iter::repeat_n(c as Colour, n))
        .collect();
    shuffle(rng, &mut units);
    let mut tubes = Vec::with_capacity(heights.len() + empty);
    let mut rest = &units[..];
    for &h in heights {
        let (tube, after) = rest.split_at(h);
        tubes.push(tube.to_vec());
        rest = after;
    }
    tubes.extend(std::iter::repeat_n(Vec::new(), empty));
    tubes
}

/// A height near `capacity`: one lower, the same or one higher, within
/// the board's limits.
fn near(rng: &mut ChaCha8Rng, capacity: usize) -> usize {
    (capacity + below(rng, 3))
        .saturating_sub(1)
        .clamp(MIN_CAPACITY, MAX_CAPACITY)
}

/// Colours of counts near the capacity, each filling a tube of its count
/// (the tubes in shuffled order), and empty tubes of heights near it too.
/// Refused when every colour has one count.
fn heights_deal(
    rng: &mut ChaCha8Rng,
    colours: usize,
    empty: usize,
    capacity: usize,
) -> Option<(Vec<Vec<Colour>>, Variant)> {
    let counts: Vec<usize> = (0..colours).map(|_| near(rng, capacity)).collect();
    // Colours of one count would make a classic level of another height.
    if counts.iter().all(|&n| n == counts[0]) {
        return None;
    }
    let mut heights = counts.clone();
    shuffle(rng, &mut heights);
    let tubes = full_deal(rng, &heights, 0);
    // The empty tubes: at least one as tall as the tallest colour, so a
    // first colour can always be gathered somewhere.
    let tallest = *counts.iter().max()?;
    let mut empties: Vec<usize> = (0..empty)
        .map(|i| if i == 0 { tallest } else { near(rng, capacity) })
        .collect();
    shuffle(rng, &mut empties);
    heights.extend(empties);
    let mut tubes = tubes;
    tubes.extend(std::iter::repeat_n(Vec::new(), empty));
    Some((
        tubes,
        Variant {
            rule: Rule::Water,
            heights,
            locks: Vec::new(),
        },
    ))
}

/// A classic deal with some full tubes locked (one per five colours, at
/// least one), each keyed to a colour it does not hold.
fn locks_deal(
    rng: &mut ChaCha8Rng,
    colours: usize,
    empty: usize,
    capacity: usize,
) -> Option<(Vec<Vec<Colour>>, Variant)> {
    let tubes = full_deal(rng, &vec![capacity; colours], empty);
    let wanted = (colours / 5).clamp(1, 3);
    let mut order: Vec<usize> = (0..colours).collect();
    shuffle(rng, &mut order);
    let mut locks: Vec<Option<Colour>> = vec![None; tubes.len()];
    for &t in order.iter().take(wanted) {
        let free: Vec<Colour> = (0..colours as Colour)
            .filter(|c| !tubes[t].contains(c))
            .collect();
        if free.is_empty() {
            return None;
        }
        locks[t] = Some(free[below(rng, free.len())]);
    }
    Some((
        tubes,
        Variant {
            rule: Rule::Water,
            heights: Vec::new(),
            locks,
        },
    ))
}
