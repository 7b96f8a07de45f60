//! The tubes' glass in the theme's colours: all tubes share its materials
//! ([`TubeArt`]; the extra tube its own tinted glass), recoloured in place when the theme changes (the liquid,
//! with its hidden units, is redrawn by the tubes).

use bevy::prelude::*;

use super::liquid::redraw_liquid;
use super::tube_art::{TubeArt, extra_glass};
use crate::game::ui::theme::Theme;

pub fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        recolour_glass
            .before(redraw_liquid)
            .run_if(resource_changed::<Theme>.and_then(resource_exists::<TubeArt>)),
    );
}

/// A new theme: the glass of every tube, and the colour hidden units are
/// drawn in (before the liquid is redrawn).
fn recolour_glass(
    theme: Res<Theme>,
    mut art: ResMut<TubeArt>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    for (material, colour) in [
        (&art.glass, theme.glass),
        (&art.extra_glass, extra_glass(&theme)),
        (&art.cavity, theme.cavity),
        (&art.shine, theme.shine),
        (&art.shade, theme.shade),
        (&art.shadow, theme.shadow),
        (&art.rim_light, theme.rim_light),
        (&art.cork, theme.cork),
        (&art.cork_top, theme.cork_top),
    ] {
        if let Some(mut m) = materials.get_mut(material) {
            m.color = colour;
        }
    }
    art.hidden_linear = theme.hidden_unit.to_linear().to_f32_array();
}
