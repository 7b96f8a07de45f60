//! A tube's liquid as it is drawn: what it shows right now ([`TubeLiquid`],
//! which the animations tween), and the system drawing it again when that
//! or the tube's tilt changes: the layers as one mesh in the shape
//! `liquid_shape.rs` works out, hidden units hatched with a `?`, and the
//! colour-blind symbol on each unit.

use bevy::prelude::*;
use water_sort_core::Colour;

use super::ball_kit::BallTube;
use super::liquid_shape;
use super::tube_art::TubeArt;
use crate::game::board::layout::{BoardLayout, UNIT_H, bowl_radius};
use crate::game::schedule::DrawsBoard;
use crate::game::ui::settings::Settings;
use crate::game::ui::theme::Theme;
use crate::game::ui::widgets;

/// The liquid a tube shows: `units` (bottom to top) and on top `extra`
/// (fractional) units of `extra_colour`. At rest `extra` is 0 and `units` is
/// the board's; during a pour the lens moves `extra`. The lowest `hidden`
/// units are drawn as unknown liquid whatever their colour, so a mystery
/// level never shows what the player cannot know; the `revealing` units
/// above them are turning from unknown to their colour, `reveal` of the way
/// (0 to 1).
#[derive(Component, Clone, Debug, Default, PartialEq)]
pub struct TubeLiquid {
    pub units: Vec<Colour>,
    pub extra_colour: Colour,
    pub extra: f32,
    pub hidden: usize,
    pub revealing: usize,
    pub reveal: f32,
}

impl TubeLiquid {
    pub fn at_rest(units: &[Colour]) -> TubeLiquid {
        TubeLiquid {
            units: units.to_vec(),
            ..TubeLiquid::default()
        }
    }

    /// At rest with the lowest `hidden` units unknown.
    pub fn at_rest_hiding(units: &[Colour], hidden: usize) -> TubeLiquid {
        TubeLiquid {
            hidden: hidden.min(units.len()),
            ..TubeLiquid::at_rest(units)
        }
    }

    /// Level in units, fractional.
    pub fn level(&self) -> f32 {
        self.units.len() as f32 + self.extra
    }
}

/// The child entity holding a tube's liquid: its mesh (all layers, one
/// colour per vertex, rebuilt when the liquid or the tilt changes) and the
/// symbols.
#[derive(Component)]
pub struct LiquidHolder {
    pub holder: Entity,
    /// The entity drawing the layers' mesh.
    pub mesh: Entity,
    /// The tube's shadow on the backdrop (hidden while the tube tilts: it
    /// would turn with it).
    pub shadow: Entity,
    /// The height of the tube's own mouth over its origin (tube units):
    /// the liquid is drawn inside it.
    pub mouth: f32,
}

/// How far a tube's liquid surface is tilted from level (radians) as it
/// sloshes after a pour (`wobble.rs`); none at rest.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq)]
pub struct Slosh(pub f32);

/// The tilt the liquid was last drawn for.
#[derive(Component, Default)]
pub(super) struct DrawnTilt(Option<f32>);

/// A symbol on the liquid (despawned on redraw).
#[derive(Component)]
pub struct LiquidPart;

pub fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        (
            // The symbols are laid out at the board's scale (to stay sharp):
            // a new layout draws them again; a new theme, the hidden units.
            redraw_all.run_if(
                resource_changed::<Settings>
                    .or_else(resource_changed::<BoardLayout>)
                    .or_else(resource_changed::<Theme>),
            ),
            redraw_liquid,
        )
            .chain()
            // New meshes and symbols are seen by the renderer this frame,
            // in place: a symbol spawned after the transforms are propagated
            // (or its text laid out) is drawn at the world's origin, in mid-air.
            .before(bevy::asset::AssetEventSystems)
            .before(bevy::transform::TransformSystems::Propagate)
            .before(bevy::sprite::update_text2d_layout)
            .before(bevy::camera::visibility::VisibilitySystems::CheckVisibility)
            // In the screens that draw a board (`DrawsBoard`: the schedule
            // names them; this layer names no screen above it).
            .in_set(DrawsBoard)
            .run_if(resource_exists::<TubeArt>),
    );
}

/// The symbols were turned on or off: every tube is redrawn.
fn redraw_all(mut tubes: Query<&mut TubeLiquid>) {
    for mut liquid in &mut tubes {
        liquid.set_changed();
    }
}

/// Redraws the liquid of every tube whose [`TubeLiquid`] or tilt changed:
/// the layers as one mesh, level in the world whatever the tube's tilt (see
/// [`super::liquid_shape`]), and the symbols on the layers.
pub(super) fn redraw_liquid(
    mut commands: Commands,
    art: Res<TubeArt>,
    settings: Res<Settings>,
    theme: Res<Theme>,
    layout: Res<BoardLayout>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut tubes: Query<
        (
            Ref<TubeLiquid>,
            &LiquidHolder,
            &Transform,
            &mut DrawnTilt,
            Option<&Slosh>,
        ),
        Without<BallTube>,
    >,
    children: Query<&Children>,
    parts: Query<(), With<LiquidPart>>,
) {
    for (liquid, holder, transform, mut drawn, slosh) in &mut tubes {
        let inside = liquid_shape::inside(bowl_radius(), holder.mouth);
        let (_, _, tilt) = transform.rotation.to_euler(EulerRot::XYZ);
        // The surface: level in the world, or sloshing about it.
        let surface = tilt + slosh.map_or(0.0, |s| s.0);
        if !liquid.is_changed() && drawn.0.is_some_and(|d| (d - surface).abs() < 1e-4) {
            continue;
        }
        drawn.0 = Some(surface);
        let shadow = if tilt.abs() < 1e-3 {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        commands.entity(holder.shadow).insert(shadow);
        if let Ok(kids) = children.get(holder.holder) {
            for kid in kids.iter().filter(|k| parts.contains(*k)) {
                commands.entity(kid).despawn();
            }
        }
        // Layers bottom to top: (what shows, upright top edge, symbol shown).
        let mut bands: Vec<(Shown, f32, bool)> = liquid
            .units
            .iter()
            .enumerate()
            .map(|(i, &c)| {
                let shown = if i < liquid.hidden {
                    Shown::Unknown
                } else if i < liquid.hidden + liquid.revealing && liquid.reveal < 1.0 {
                    Shown::Revealing(c, liquid.reveal)
                } else {
                    Shown::Colour(c)
                };
                (shown, (i + 1) as f32 * UNIT_H, true)
            })
            .collect();
        let base = liquid.units.len() as f32;
        for k in 0..liquid.extra.ceil() as usize {
            let part = (liquid.extra - k as f32).min(1.0);
            // A symbol only on units at least half there.
            bands.push((
                Shown::Colour(liquid.extra_colour),
                (base + k as f32 + part) * UNIT_H,
                part > 0.5,
            ));
        }
        let heights: Vec<f32> = bands.iter().map(|b| b.1).collect();
        let layers = liquid_shape::layers(&inside, &heights, surface);
        let mut coloured: Vec<(&[Vec2], [f32; 4])> = layers
            .iter()
            .zip(&bands)
            .filter_map(|(layer, band)| {
                let rgba = match band.0 {
                    Shown::Unknown => art.hidden_linear,
                    Shown::Colour(c) => *art.linear.get(c as usize)?,
                    Shown::Revealing(c, t) => {
                        let to = art.linear.get(c as usize)?;
                        std::array::from_fn(|k| art.hidden_linear[k] * (1.0 - t) + to[k] * t)
                    }
                };
                Some((layer.as_slice(), rgba))
            })
            .collect();
        // Hidden units are hatched, a dense liquid you cannot see into; the
        // stripes take the unit's colour as it is revealed.
        let hatch = theme.hidden_hatch.to_linear().to_f32_array();
        let stripes: Vec<(Vec<Vec2>, [f32; 4])> = (layers.iter().zip(&bands))
            .filter_map(|(layer, band)| match band.0 {
                Shown::Unknown => Some((layer, hatch)),
                Shown::Revealing(c, t) => art.linear.get(c as usize).map(|to| {
                    (
                        layer,
                        std::array::from_fn(|k| hatch[k] * (1.0 - t) + to[k] * t),
                    )
                }),
                Shown::Colour(_) => None,
            })
            .flat_map(|(layer, rgba)| {
                liquid_shape::hatch(layer, 14.0, 5.0)
                    .into_iter()
                    .map(move |s| (s, rgba))
            })
            .collect();
        coloured.extend(stripes.iter().map(|(s, rgba)| (s.as_slice(), *rgba)));
        // A new mesh asset each time: the old one goes with its handle.
        commands
            .entity(holder.mesh)
            .insert(Mesh2d(meshes.add(liquid_shape::mesh(&coloured))));
        for (layer, &(shown, _, symbol)) in layers.iter().zip(&bands) {
            // The unknown mark shows in every mode: it is the only cue.
            // Half way through a reveal the mark gives way to the symbol.
            let shown = match shown {
                Shown::Revealing(_, t) if t < 0.5 => Shown::Unknown,
                Shown::Revealing(c, _) => Shown::Colour(c),
                other => other,
            };
            let (ch, ink) = match shown {
                Shown::Unknown if !layer.is_empty() => ('?', theme.hidden_mark),
                Shown::Colour(colour) if symbol && settings.symbols && !layer.is_empty() => {
                    let Some(&ch) = art.symbols.get(colour as usize) else {
                        continue;
                    };
                    (ch, art.symbol_colours[colour as usize])
                }
                _ => continue,
            };
            let at = liquid_shape::centroid(layer);
            commands.spawn((
                LiquidPart,
                ChildOf(holder.holder),
                Text2d::new(ch.to_string()),
                // Laid out at the size it is drawn (the tube is scaled), so
                // it stays sharp in a large window.
                // The `?` a little larger: it must read on the smallest boards.
                widgets::font(if ch == '?' { 26.0 } else { 22.0 } * layout.scale),
                TextColor(ink),
                // Upright in the world, like the liquid's surface.
                Transform::from_xyz(at.x, at.y, 0.01)
                    .with_rotation(Quat::from_rotation_z(-tilt))
                    .with_scale(Vec3::splat(1.0 / layout.scale.max(0.01))),
            ));
        }
    }
}

/// What a band of liquid shows.
#[derive(Clone, Copy)]
enum Shown {
    Colour(Colour),
    /// A hidden unit: unknown liquid.
    Unknown,
    /// A unit being revealed, this far from unknown to its colour.
    Revealing(Colour, f32),
}
