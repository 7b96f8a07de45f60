//! What every tube of a level is drawn with ([`TubeArt`]): the shared
//! meshes, the glass's materials in the theme's colours and one material
//! per colour of the palette, with the symbol on each.

use std::f32::consts::FRAC_PI_2;

use bevy::prelude::*;
use water_sort_core::level::PaletteColour;

use crate::game::ui::theme::Theme;

/// Meshes and materials shared by all tubes of the level.
#[derive(Resource, Clone, Debug)]
pub struct TubeArt {
    pub rect: Handle<Mesh>,
    /// Upper half disc of radius 1 (rotated to make bowls).
    pub half_disc: Handle<Mesh>,
    pub glass: Handle<ColorMaterial>,
    /// The extra tube's glass: tinted, so that it reads as the one taken
    /// (see [`extra_glass`]).
    pub extra_glass: Handle<ColorMaterial>,
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
    /// A locked tube's lock, one per palette colour (its key colour).
    pub keys: Vec<KeyArt>,
    /// The dark edge round a lock, so that it reads on every backdrop.
    pub lock_edge: Handle<ColorMaterial>,
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
            extra_glass: materials.add(extra_glass(theme)),
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
            keys: palette
                .iter()
                .map(|p| KeyArt {
                    body: materials.add(palette_colour(p.rgb)),
                    dark: materials.add(palette_colour(p.rgb).mix(&Color::BLACK, 0.45)),
                })
                .collect(),
            lock_edge: materials.add(Color::srgba(0.04, 0.04, 0.07, 0.85)),
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

/// A lock in one key colour: its body and its darker shackle.
#[derive(Clone, Debug)]
pub struct KeyArt {
    pub body: Handle<ColorMaterial>,
    pub dark: Handle<ColorMaterial>,
}

/// The extra tube's glass in `theme`: the glass tinted with the stars'
/// colour (the tube costs a star), at least as opaque as the glass.
pub fn extra_glass(theme: &Theme) -> Color {
    let mut tinted = theme.glass.mix(&theme.star, 0.6);
    tinted.set_alpha(theme.glass.alpha().max(0.55));
    tinted
}

/// Whether a colour is light enough that dark ink reads best on it.
pub fn is_light(rgb: [u8; 3]) -> bool {
    let [r, g, b] = rgb.map(|c| c as f32 / 255.0);
    0.299 * r + 0.587 * g + 0.114 * b > 0.55
}

pub fn palette_colour(rgb: [u8; 3]) -> Color {
    Color::srgb_u8(rgb[0], rgb[1], rgb[2])
}
