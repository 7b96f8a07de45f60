//! The shape of the liquid in a tube that may be tilted: each layer is the
//! part of the tube's inside between two lines level in the world, holding
//! the area it holds upright. So while the glass tilts during a pour, the
//! surface stays horizontal and the liquid runs toward the mouth.
//!
//! Everything is in the tube's own frame (origin at the lowest point of the
//! inside, y along the tube), in tube units; no Bevy here but its math and
//! the one mesh the layers are drawn as ([`mesh`]).

use bevy::asset::RenderAssetUsages;
use bevy::math::Vec2;
use bevy::mesh::{Indices, Mesh, PrimitiveTopology};

/// Corners of the rounded bottom's polygon (a half circle).
const BOWL_SEGMENTS: usize = 24;

/// The inside of a tube: a half-circle bottom of radius `radius` (centre at
/// height `radius`) and straight walls up to `top`, counter-clockwise.
pub fn inside(radius: f32, top: f32) -> Vec<Vec2> {
    let mut points: Vec<Vec2> = (0..=BOWL_SEGMENTS)
        .map(|i| {
            let angle = std::f32::consts::PI * (1.0 + i as f32 / BOWL_SEGMENTS as f32);
            Vec2::new(radius * angle.cos(), radius + radius * angle.sin())
        })
        .collect();
    points.push(Vec2::new(radius, top));
    points.push(Vec2::new(-radius, top));
    points
}

/// The part of convex `polygon` where `up · p <= level`.
fn below(polygon: &[Vec2], up: Vec2, level: f32) -> Vec<Vec2> {
    let mut out = Vec::with_capacity(polygon.len() + 2);
    for (i, &a) in polygon.iter().enumerate() {
        let b = polygon[(i + 1) % polygon.len()];
        let (da, db) = (up.dot(a) - level, up.dot(b) - level);
        if da <= 0.0 {
            out.push(a);
        }
        if (da < 0.0 && db > 0.0) || (da > 0.0 && db < 0.0) {
            out.push(a + (b - a) * (da / (da - db)));
        }
    }
    out
}

fn area(polygon: &[Vec2]) -> f32 {
    let n = polygon.len();
    (0..n)
        .map(|i| polygon[i].perp_dot(polygon[(i + 1) % n]))
        .sum::<f32>()
        / 2.0
}

/// The level line (along `up`) under which `polygon` holds `target` area.
fn level_for_area(polygon: &[Vec2], up: Vec2, target: f32) -> f32 {
    let heights = polygon.iter().map(|p| up.dot(*p));
    let (mut low, mut high) =
        heights.fold((f32::MAX, f32::MIN), |(lo, hi), h| (lo.min(h), hi.max(h)));
    // The area below a level grows with it: bisection.
    for _ in 0..40 {
        let mid = (low + high) / 2.0;
        if area(&below(polygon, up, mid)) < target {
            low = mid;
        } else {
            high = mid;
        }
    }
    (low + high) / 2.0
}

/// The layers of liquid, bottom to top, for a tube tilted by `angle`
/// (radians, counter-clockwise): `heights[k]` is where layer `k` ends in
/// the upright tube (increasing). Each layer comes back as a convex polygon
/// (empty when it has no area) holding the area it holds upright.
pub fn layers(inside: &[Vec2], heights: &[f32], angle: f32) -> Vec<Vec<Vec2>> {
    let upright = Vec2::Y;
    // The world's up, seen from the tilted tube.
    let up = Vec2::new(angle.sin(), angle.cos());
    let levels: Vec<f32> = heights
        .iter()
        .map(|&h| {
            let held = area(&below(inside, upright, h));
            level_for_area(inside, up, held)
        })
        .collect();
    let mut from = f32::MIN;
    levels
        .iter()
        .map(|&to| {
            let layer = below(inside, up, to);
            let layer = below(&layer, -up, -from);
            from = to;
            if area(&layer) > 1e-3 {
                layer
            } else {
                Vec::new()
            }
        })
        .collect()
}

/// Diagonal stripes across convex `polygon` (the hatching of a hidden
/// unit): its parts between pairs of parallel lines `width` apart, one pair
/// every `spacing`. The lines sit at fixed places in the tube's frame, so
/// stripes run on across stacked units.
pub fn hatch(polygon: &[Vec2], spacing: f32, width: f32) -> Vec<Vec<Vec2>> {
    let across = Vec2::new(1.0, 1.0).normalize();
    let (low, high) = polygon
        .iter()
        .map(|p| across.dot(*p))
        .fold((f32::MAX, f32::MIN), |(lo, hi), h| (lo.min(h), hi.max(h)));
    let mut stripes = Vec::new();
    let mut from = (low / spacing).floor() * spacing;
    while from < high {
        let stripe = below(&below(polygon, across, from + width), -across, -from);
        if stripe.len() >= 3 && area(&stripe) > 0.5 {
            stripes.push(stripe);
        }
        from += spacing;
    }
    stripes
}

/// The centre of a polygon's area (where a layer's symbol goes).
pub fn centroid(polygon: &[Vec2]) -> Vec2 {
    let a = area(polygon);
    if a.abs() < 1e-6 {
        return polygon.first().copied().unwrap_or_default();
    }
    let n = polygon.len();
    let sum: Vec2 = (0..n)
        .map(|i| {
            let (p, q) = (polygon[i], polygon[(i + 1) % n]);
            (p + q) * p.perp_dot(q)
        })
        .sum();
    sum / (6.0 * a)
}

/// One mesh of convex polygons, each in one colour (fans of triangles).
pub fn mesh(layers: &[(&[Vec2], [f32; 4])]) -> Mesh {
    let mut positions = Vec::new();
    let mut colours = Vec::new();
    let mut indices = Vec::new();
    for (polygon, colour) in layers {
        let first = positions.len() as u32;
        positions.extend(polygon.iter().map(|p| [p.x, p.y, 0.0]));
        colours.extend(std::iter::repeat_n(*colour, polygon.len()));
        for i in 1..polygon.len().saturating_sub(1) as u32 {
            indices.extend([first, first + i, first + i + 1]);
        }
    }
    if positions.is_empty() {
        // An empty tube: one invisible triangle of no area, as the renderer's
        // mesh allocator mishandles meshes without vertices (it logs
        // "Use-after-free" errors for them).
        positions = vec![[0.0; 3]; 3];
        colours = vec![[0.0; 4]; 3];
        indices = vec![0, 1, 2];
    }
    coloured_mesh(positions, colours, indices)
}

/// A flat mesh of triangles (`indices` into `positions`) coloured per vertex,
/// for a `ColorMaterial` of white: liquid, the hint's marks, a shine.
pub fn coloured_mesh(positions: Vec<[f32; 3]>, colours: Vec<[f32; 4]>, indices: Vec<u32>) -> Mesh {
    let count = positions.len();
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0, 0.0, 1.0]; count])
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, vec![[0.0, 0.0]; count])
    .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, colours)
    .with_inserted_indices(Indices::U32(indices))
}

#[cfg(test)]
mod tests {
    use super::*;

    const R: f32 = 22.0;
    const TOP: f32 = 176.0;
    const HEIGHTS: [f32; 3] = [40.0, 80.0, 120.0];

    fn areas(layers: &[Vec<Vec2>]) -> Vec<f32> {
        layers
            .iter()
            .map(|l| if l.is_empty() { 0.0 } else { area(l) })
            .collect()
    }

    #[test]
    fn upright_layers_are_the_bands_of_their_heights() {
        let inside = inside(R, TOP);
        let layers = layers(&inside, &HEIGHTS, 0.0);
        for (layer, (&lo, &hi)) in layers.iter().zip([0.0, 40.0, 80.0].iter().zip(&HEIGHTS)) {
            let ys = layer.iter().map(|p| p.y);
            let (min, max) = ys.fold((f32::MAX, f32::MIN), |(a, b), y| (a.min(y), b.max(y)));
            assert!(
                (min - lo).abs() < 0.01 && (max - hi).abs() < 0.01,
                "{min}..{max}"
            );
        }
        // Above the bowl a layer is a rectangle of the tube's width.
        assert!((areas(&layers)[2] - 2.0 * R * 40.0).abs() < 0.1);
    }

    #[test]
    fn tilting_keeps_each_layer_s_area_and_levels_its_surface() {
        let inside = inside(R, TOP);
        let upright = areas(&layers(&inside, &HEIGHTS, 0.0));
        for angle in [0.3f32, -0.7, 1.2, -1.2] {
            let tilted = layers(&inside, &HEIGHTS, angle);
            for (a, b) in areas(&tilted).iter().zip(&upright) {
                assert!((a - b).abs() < 0.5, "angle {angle}: {a} vs {b}");
            }
            // The top surface is level in the world: its highest points all
            // sit at the same world height.
            let up = Vec2::new(angle.sin(), angle.cos());
            let top_layer = tilted.last().unwrap();
            let heights: Vec<f32> = top_layer.iter().map(|p| up.dot(*p)).collect();
            let max = heights.iter().cloned().fold(f32::MIN, f32::max);
            let at_top = heights.iter().filter(|h| (max - **h).abs() < 0.01).count();
            assert!(at_top >= 2, "angle {angle}: a level surface");
        }
    }

    #[test]
    fn hatching_stripes_lie_inside_the_layer_and_cover_part_of_it() {
        let inside = inside(R, TOP);
        let layer = &layers(&inside, &HEIGHTS, 0.0)[1];
        let stripes = hatch(layer, 14.0, 5.0);
        assert!(stripes.len() >= 4, "{} stripes", stripes.len());
        let covered: f32 = stripes.iter().map(|s| area(s)).sum();
        let share = covered / area(layer);
        // About width / spacing of the layer.
        assert!((0.25..0.5).contains(&share), "{share}");
        for p in stripes.iter().flatten() {
            assert!(p.y >= 40.0 - 0.01 && p.y <= 80.0 + 0.01 && p.x.abs() <= R + 0.01);
        }
    }

    #[test]
    fn tilted_liquid_runs_toward_the_lower_side() {
        let inside = inside(R, TOP);
        // Tilted clockwise (negative angle) the right wall is the low side.
        let layers = layers(&inside, &[60.0], -0.9);
        let c = centroid(&layers[0]);
        assert!(c.x > 1.0, "{c}");
        let upright = centroid(&super::layers(&inside, &[60.0], 0.0)[0]);
        assert!(upright.x.abs() < 0.01);
    }
}
