//! Drawing the board: glass tubes with rounded bottoms (2D meshes), liquid as
//! coloured layers with the colour-blind symbol on each unit, and the key
//! label under each tube.
//!
//! Entities only show the [`Game`]: each tube carries a [`TubeLiquid`] (what
//! its liquid looks like right now) and the layers are redrawn from it when
//! it changes. Animations tween `TubeLiquid` and the tube's `Transform`; when
//! they end, [`super::anim`] resets both from the board.

use std::f32::consts::{FRAC_PI_2, PI};

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use water_sort_core::Colour;
use water_sort_core::level::PaletteColour;

use super::liquid;
use crate::game::board::Game;
use crate::game::board::keys::{TubeLabel, tube_key};
use crate::game::board::layout::{
    BoardLayout, BottomBar, HEADROOM, INNER_W, TopBar, UNIT_H, WALL, bowl_radius, mouth_height,
    window_size,
};
use crate::game::schedule::DrawsBoard;
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::settings::Settings;
use crate::game::ui::theme::{self, Theme, ThemedText};
use crate::game::ui::widgets;

/// Index of the tube an entity draws.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TubeIndex(pub usize);

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

/// Meshes and materials shared by all tubes of the level.
#[derive(Resource, Clone, Debug)]
pub struct TubeArt {
    pub rect: Handle<Mesh>,
    /// Upper half disc of radius 1 (rotated to make bowls).
    pub half_disc: Handle<Mesh>,
    pub glass: Handle<ColorMaterial>,
    pub cavity: Handle<ColorMaterial>,
    pub shine: Handle<ColorMaterial>,
    /// The shaded right side of the glass and the shadow under a tube.
    pub shade: Handle<ColorMaterial>,
    pub shadow: Handle<ColorMaterial>,
    /// The bright top edge of the rim.
    pub rim_light: Handle<ColorMaterial>,
    /// The cork sealing a finished tube, and its lighter top.
    pub cork: Handle<ColorMaterial>,
    pub cork_top: Handle<ColorMaterial>,
    /// One per palette colour.
    pub liquids: Vec<Handle<ColorMaterial>>,
    /// The palette in linear RGBA, for the liquid's vertex colours.
    pub linear: Vec<[f32; 4]>,
    /// White, tinted by vertex colours.
    pub white: Handle<ColorMaterial>,
    /// The unknown liquid of a hidden unit, in linear RGBA.
    pub hidden_linear: [f32; 4],
    /// Symbol colour per palette colour (dark on light liquids, and so on).
    pub symbol_colours: Vec<Color>,
    pub symbols: Vec<char>,
}

impl TubeArt {
    /// The shared meshes and one material per colour of `palette`, the
    /// glass in `theme`'s colours.
    pub fn new(
        palette: &[PaletteColour],
        theme: &Theme,
        meshes: &mut Assets<Mesh>,
        materials: &mut Assets<ColorMaterial>,
    ) -> TubeArt {
        TubeArt {
            rect: meshes.add(Rectangle::new(1.0, 1.0)),
            half_disc: meshes.add(CircularSector::new(1.0, FRAC_PI_2)),
            glass: materials.add(theme.glass),
            cavity: materials.add(theme.cavity),
            shine: materials.add(theme.shine),
            shade: materials.add(theme.shade),
            shadow: materials.add(theme.shadow),
            rim_light: materials.add(theme.rim_light),
            cork: materials.add(theme.cork),
            cork_top: materials.add(theme.cork_top),
            liquids: palette
                .iter()
                .map(|p| materials.add(palette_colour(p.rgb)))
                .collect(),
            linear: palette
                .iter()
                .map(|p| palette_colour(p.rgb).to_linear().to_f32_array())
                .collect(),
            white: materials.add(Color::WHITE),
            hidden_linear: theme.hidden_unit.to_linear().to_f32_array(),
            symbol_colours: palette
                .iter()
                .map(|p| {
                    if is_light(p.rgb) {
                        Color::srgba(0.0, 0.0, 0.0, 0.75)
                    } else {
                        Color::srgba(1.0, 1.0, 1.0, 0.85)
                    }
                })
                .collect(),
            symbols: palette.iter().map(|p| p.symbol).collect(),
        }
    }
}

/// Whether a colour is light enough that dark ink reads best on it.
pub fn is_light(rgb: [u8; 3]) -> bool {
    let [r, g, b] = rgb.map(|c| c as f32 / 255.0);
    0.299 * r + 0.587 * g + 0.114 * b > 0.55
}

pub fn palette_colour(rgb: [u8; 3]) -> Color {
    Color::srgb_u8(rgb[0], rgb[1], rgb[2])
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Gameplay),
        spawn_board
            .in_set(GameSet::View)
            .run_if(resource_exists::<Game>),
    )
    .add_systems(
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

/// The layout for the window, then the tubes with their labels.
fn spawn_board(
    mut commands: Commands,
    game: Res<Game>,
    windows: Query<&Window, With<PrimaryWindow>>,
    bars: (Res<TopBar>, Res<BottomBar>),
    mut layout: ResMut<BoardLayout>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    theme: Res<Theme>,
) {
    *layout = BoardLayout::for_game(window_size(&windows), &game, *bars.0, *bars.1);
    let art = TubeArt::new(&game.palette, &theme, &mut meshes, &mut materials);
    spawn_tubes(&mut commands, &mut meshes, &art, &game, &layout);
    commands.insert_resource(art);
}

/// Every tube of the board in play with its key label, at rest.
pub(super) fn spawn_tubes(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    art: &TubeArt,
    game: &Game,
    layout: &BoardLayout,
) {
    let capacity = game.board().capacity();
    for (i, tube) in game.board().tubes().iter().enumerate() {
        let tube_entity = spawn_tube(
            commands,
            meshes,
            art,
            (i, capacity),
            layout,
            Screen::Gameplay,
        );
        commands
            .entity(tube_entity)
            .insert(TubeLiquid::at_rest_hiding(
                tube.units(),
                game.play.hidden().get(i).copied().unwrap_or(0),
            ));
        commands.spawn((
            TubeLabel(i),
            Text2d::new(tube_key(i)),
            widgets::font(18.0 * layout.scale),
            ThemedText(theme::TEXT_DIM),
            Transform::from_translation(layout.label_pos(i)),
            DespawnOnExit(Screen::Gameplay),
        ));
    }
}

/// One tube (`index` of tubes of `capacity`): outer glass, dark cavity, a
/// shine stripe and a rim, with the liquid holder between cavity and shine.
/// Origin: the cavity's lowest point. It goes when `screen` is left; its
/// liquid is drawn from the [`TubeLiquid`] the caller inserts.
pub fn spawn_tube(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    art: &TubeArt,
    (index, capacity): (usize, usize),
    layout: &BoardLayout,
    screen: Screen,
) -> Entity {
    let r = bowl_radius();
    let top = capacity as f32 * UNIT_H + HEADROOM;
    let outer_r = r + WALL;
    let body_h = top - r;
    let shape = |commands: &mut Commands,
                 parent: Entity,
                 z: f32,
                 radius: f32,
                 width: f32,
                 mat: &Handle<ColorMaterial>| {
        commands.spawn((
            ChildOf(parent),
            Mesh2d(art.half_disc.clone()),
            MeshMaterial2d(mat.clone()),
            Transform::from_xyz(0.0, r, z)
                .with_rotation(Quat::from_rotation_z(PI))
                .with_scale(Vec3::new(radius, radius, 1.0)),
        ));
        commands.spawn((
            ChildOf(parent),
            Mesh2d(art.rect.clone()),
            MeshMaterial2d(mat.clone()),
            Transform::from_xyz(0.0, r + body_h / 2.0, z).with_scale(Vec3::new(width, body_h, 1.0)),
        ));
    };
    let tube = commands
        .spawn((
            TubeIndex(index),
            Transform::from_translation(layout.rest(index, false))
                .with_scale(Vec3::splat(layout.scale)),
            Visibility::default(),
            DespawnOnExit(screen),
        ))
        .id();
    shape(
        commands,
        tube,
        0.0,
        outer_r,
        INNER_W + 2.0 * WALL,
        &art.glass,
    );
    shape(commands, tube, 0.01, r, INNER_W, &art.cavity);
    let holder = commands
        .spawn((
            ChildOf(tube),
            Transform::from_xyz(0.0, 0.0, 0.02),
            Visibility::default(),
        ))
        .id();
    // Shadow on the backdrop under the bowl, for depth.
    let shadow = commands
        .spawn((
            ChildOf(tube),
            Mesh2d(art.half_disc.clone()),
            MeshMaterial2d(art.shadow.clone()),
            Transform::from_xyz(4.0, -WALL - 1.0, -0.02)
                .with_rotation(Quat::from_rotation_z(PI))
                .with_scale(Vec3::new(outer_r + 8.0, 9.0, 1.0)),
        ))
        .id();
    // Shade: the far side of a round glass is darker, over the liquid.
    commands.spawn((
        ChildOf(tube),
        Mesh2d(art.rect.clone()),
        MeshMaterial2d(art.shade.clone()),
        Transform::from_xyz(r - 7.0, r + body_h / 2.0, 0.045)
            .with_scale(Vec3::new(14.0, body_h, 1.0)),
    ));
    // A second, fainter glint on the right.
    commands.spawn((
        ChildOf(tube),
        Mesh2d(art.rect.clone()),
        MeshMaterial2d(art.shine.clone()),
        Transform::from_xyz(r - 6.0, r + body_h * 0.62, 0.05).with_scale(Vec3::new(
            2.5,
            body_h * 0.45,
            1.0,
        )),
    ));
    // Shine: a thin light stripe down the left of the glass, over the liquid.
    commands.spawn((
        ChildOf(tube),
        Mesh2d(art.rect.clone()),
        MeshMaterial2d(art.shine.clone()),
        Transform::from_xyz(-r + 7.0, r + body_h / 2.0 - 4.0, 0.05).with_scale(Vec3::new(
            5.0,
            body_h - 14.0,
            1.0,
        )),
    ));
    // Rim: a lip slightly wider than the glass.
    commands.spawn((
        ChildOf(tube),
        Mesh2d(art.rect.clone()),
        MeshMaterial2d(art.glass.clone()),
        Transform::from_xyz(0.0, top + 2.0, 0.06).with_scale(Vec3::new(
            INNER_W + 2.0 * WALL + 8.0,
            5.0,
            1.0,
        )),
    ));
    commands.spawn((
        ChildOf(tube),
        Mesh2d(art.rect.clone()),
        MeshMaterial2d(art.rim_light.clone()),
        Transform::from_xyz(0.0, top + 4.0, 0.065).with_scale(Vec3::new(
            INNER_W + 2.0 * WALL + 6.0,
            1.2,
            1.0,
        )),
    ));
    let mesh = commands
        .spawn((
            ChildOf(holder),
            Mesh2d(meshes.add(liquid::mesh(&[]))),
            MeshMaterial2d(art.white.clone()),
            Transform::default(),
        ))
        .id();
    commands.entity(tube).insert((
        LiquidHolder {
            holder,
            mesh,
            shadow,
        },
        DrawnTilt::default(),
    ));
    tube
}

/// The symbols were turned on or off: every tube is redrawn.
fn redraw_all(mut tubes: Query<&mut TubeLiquid>) {
    for mut liquid in &mut tubes {
        liquid.set_changed();
    }
}

/// Redraws the liquid of every tube whose [`TubeLiquid`] or tilt changed:
/// the layers as one mesh, level in the world whatever the tube's tilt (see
/// [`super::liquid`]), and the symbols on the layers.
pub(super) fn redraw_liquid(
    mut commands: Commands,
    art: Res<TubeArt>,
    settings: Res<Settings>,
    theme: Res<Theme>,
    layout: Res<BoardLayout>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut tubes: Query<(
        Ref<TubeLiquid>,
        &LiquidHolder,
        &Transform,
        &mut DrawnTilt,
        Option<&Slosh>,
    )>,
    children: Query<&Children>,
    parts: Query<(), With<LiquidPart>>,
) {
    let inside = liquid::inside(bowl_radius(), mouth_height(layout.capacity));
    for (liquid, holder, transform, mut drawn, slosh) in &mut tubes {
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
        let layers = liquid::layers(&inside, &heights, surface);
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
                liquid::hatch(layer, 14.0, 5.0)
                    .into_iter()
                    .map(move |s| (s, rgba))
            })
            .collect();
        coloured.extend(stripes.iter().map(|(s, rgba)| (s.as_slice(), *rgba)));
        // A new mesh asset each time: the old one goes with its handle.
        commands
            .entity(holder.mesh)
            .insert(Mesh2d(meshes.add(liquid::mesh(&coloured))));
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
            let at = liquid::centroid(layer);
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
