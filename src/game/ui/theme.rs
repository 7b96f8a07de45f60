//! The look: the font, the themes (every colour the game draws, one set per
//! theme, chosen in the settings) and the components that keep an entity's
//! colours in its theme.
//!
//! A colour is named by its role, an [`Ink`] (`theme::TEXT` is the text
//! colour of whichever theme is on). Entities whose colour follows the
//! theme carry [`ThemedText`], [`ThemedFill`] or [`ThemedBorder`]; one
//! system gives them their colour when they are spawned or their ink
//! changes, and recolours all of them when the [`Theme`] changes. Systems
//! that work a colour out themselves read the [`Theme`] resource.

use bevy::ecs::lifecycle::HookContext;
use bevy::ecs::world::DeferredWorld;
use bevy::prelude::*;
pub use water_sort_store::settings::ThemeName;

/// Declares the colours of a theme: for each, a field of [`Theme`], a
/// variant of [`Ink`] and a constant naming that ink. A new colour is one
/// line here and its value in each theme below.
macro_rules! inks {
    ($($(#[$doc:meta])* $constant:ident $variant:ident $field:ident,)*) => {
        /// Every colour of one theme.
        #[derive(Resource, Clone, Copy, Debug, PartialEq)]
        pub struct Theme {
            pub name: ThemeName,
            $($(#[$doc])* pub $field: Color,)*
        }

        /// The role of a colour: its value comes from the [`Theme`] on.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Ink {
            $($(#[$doc])* $variant,)*
        }

        impl Ink {
            pub const ALL: &[Ink] = &[$(Ink::$variant,)*];
        }

        impl Theme {
            /// The colour of `ink` in this theme.
            pub fn get(&self, ink: Ink) -> Color {
                match ink {
                    $(Ink::$variant => self.$field,)*
                }
            }
        }

        $($(#[$doc])* pub const $constant: Ink = Ink::$variant;)*
    };
}

inks! {
    /// The backdrop's gradient, top and bottom (also the clear colour).
    BG_TOP BgTop bg_top,
    BG_BOTTOM BgBottom bg_bottom,
    /// The faint lights drifting over the backdrop (their own alpha is
    /// multiplied in), and every third of them.
    BACKDROP_LIGHT BackdropLight backdrop_light,
    BACKDROP_LIGHT_ALT BackdropLightAlt backdrop_light_alt,
    /// Body text.
    TEXT Text text,
    /// Secondary text: keys, notes, hints of how.
    TEXT_DIM TextDim text_dim,
    /// Titles, values, the focus frame, the moves counter.
    ACCENT Accent accent,
    ERROR Error error,
    SUCCESS Success success,
    /// Stars earned, and the hint line.
    STAR Star star,
    /// A star not earned, on the level-complete panel.
    STAR_OFF StarOff star_off,
    /// Text on an [`ACCENT`] background (a selection).
    ON_ACCENT OnAccent on_accent,
    BUTTON Button button,
    BUTTON_HOVER ButtonHover button_hover,
    BUTTON_PRESS ButtonPress button_press,
    BUTTON_BORDER ButtonBorder button_border,
    /// A finished level's tile on the level select.
    DONE_TILE DoneTile done_tile,
    PANEL Panel panel,
    /// A modal panel: opaque, so nothing behind it shows through its text.
    MODAL_PANEL ModalPanel modal_panel,
    /// Over the screen behind a modal panel: dims it, so it reads as not live.
    SCRIM Scrim scrim,
    /// A text field's background.
    FIELD Field field,
    /// A faint group box (the editor's tools).
    GROUP Group group,
    /// A tube's glass (its wall and rim), its inside behind the liquid, the
    /// light stripes and the shaded side over the liquid, its shadow on the
    /// backdrop and the bright top edge of its rim.
    GLASS Glass glass,
    CAVITY Cavity cavity,
    SHINE Shine shine,
    SHADE Shade shade,
    SHADOW Shadow shadow,
    RIM_LIGHT RimLight rim_light,
    /// The cork of a finished tube, and its lighter top.
    CORK Cork cork,
    CORK_TOP CorkTop cork_top,
    /// A hidden unit on a mystery level: a dense, muted liquid, lighter than
    /// empty glass and duller than every palette colour (the measured
    /// margins: `tests/game/mystery.rs`), and the diagonal hatching across
    /// it: you cannot see into it.
    HIDDEN_UNIT HiddenUnit hidden_unit,
    HIDDEN_HATCH HiddenHatch hidden_hatch,
    /// The `?` on a hidden unit.
    HIDDEN_MARK HiddenMark hidden_mark,
    /// Bubbles rising through liquid after a pour, and the band of light
    /// that sweeps over a finished tube.
    BUBBLE Bubble bubble,
    SHINE_BAND ShineBand shine_band,
    /// The glow behind a hint's source tube and its destination.
    HINT_SOURCE HintSource hint_source,
    HINT_DESTINATION HintDestination hint_destination,
}

/// A colour that may follow the theme: an [`Ink`], or a fixed colour (a
/// liquid's, say).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Paint {
    Ink(Ink),
    Fixed(Color),
}

impl Theme {
    pub fn paint(&self, paint: Paint) -> Color {
        match paint {
            Paint::Ink(ink) => self.get(ink),
            Paint::Fixed(colour) => colour,
        }
    }
}

/// The colours of a theme the player can choose (its name is a setting).
pub trait ThemeOfName {
    /// The theme of this name.
    fn theme(self) -> &'static Theme;
}

impl ThemeOfName for ThemeName {
    fn theme(self) -> &'static Theme {
        match self {
            ThemeName::DarkGlass => &Theme::DARK_GLASS,
            ThemeName::Light => &Theme::LIGHT,
            ThemeName::HighContrast => &Theme::HIGH_CONTRAST,
        }
    }
}

impl Default for Theme {
    fn default() -> Self {
        Theme::DARK_GLASS
    }
}

impl Theme {
    /// The game's first look: deep blue, light glass.
    pub const DARK_GLASS: Theme = Theme {
        name: ThemeName::DarkGlass,
        bg_top: Color::srgb(0.11, 0.14, 0.27),
        bg_bottom: Color::srgb(0.03, 0.04, 0.10),
        backdrop_light: Color::srgb(0.45, 0.72, 1.0),
        backdrop_light_alt: Color::srgb(0.62, 0.52, 1.0),
        text: Color::srgb(0.92, 0.94, 1.0),
        text_dim: Color::srgb(0.62, 0.67, 0.80),
        accent: Color::srgb(0.45, 0.78, 1.0),
        error: Color::srgb(1.0, 0.52, 0.50),
        success: Color::srgb(0.50, 0.92, 0.62),
        star: Color::srgb(1.0, 0.83, 0.30),
        star_off: Color::srgba(0.55, 0.60, 0.75, 0.35),
        on_accent: Color::BLACK,
        button: Color::srgba(0.22, 0.27, 0.45, 0.85),
        button_hover: Color::srgba(0.30, 0.37, 0.60, 0.95),
        button_press: Color::srgba(0.40, 0.55, 0.85, 1.0),
        button_border: Color::srgba(0.60, 0.72, 1.0, 0.35),
        done_tile: Color::srgba(0.16, 0.36, 0.30, 0.9),
        panel: Color::srgba(0.07, 0.09, 0.18, 0.92),
        modal_panel: Color::srgb(0.07, 0.09, 0.18),
        scrim: Color::srgba(0.0, 0.0, 0.0, 0.62),
        field: Color::srgb(0.02, 0.03, 0.08),
        group: Color::srgba(1.0, 1.0, 1.0, 0.04),
        glass: Color::srgba(0.78, 0.88, 1.0, 0.30),
        cavity: Color::srgba(0.05, 0.07, 0.15, 0.88),
        shine: Color::srgba(1.0, 1.0, 1.0, 0.13),
        shade: Color::srgba(0.0, 0.0, 0.05, 0.22),
        shadow: Color::srgba(0.0, 0.0, 0.0, 0.30),
        rim_light: Color::srgba(1.0, 1.0, 1.0, 0.45),
        cork: Color::srgb(0.62, 0.45, 0.30),
        cork_top: Color::srgb(0.76, 0.59, 0.42),
        hidden_unit: Color::srgb_u8(104, 94, 127),
        hidden_hatch: Color::srgb_u8(126, 116, 152),
        hidden_mark: Color::srgb(0.97, 0.98, 1.0),
        bubble: Color::srgba(1.0, 1.0, 1.0, 0.42),
        shine_band: Color::srgba(1.0, 1.0, 1.0, 0.42),
        hint_source: Color::srgb(1.0, 0.82, 0.25),
        hint_destination: Color::srgb(0.40, 1.0, 0.62),
    };

    /// A light backdrop and dark text. The tubes are smoked glass, dark
    /// inside: the palette's light colours (pink, yellow, cyan) would fade
    /// into a light one.
    pub const LIGHT: Theme = Theme {
        name: ThemeName::Light,
        bg_top: Color::srgb(0.95, 0.96, 0.99),
        bg_bottom: Color::srgb(0.81, 0.86, 0.93),
        backdrop_light: Color::srgb(1.0, 1.0, 1.0),
        backdrop_light_alt: Color::srgb(0.78, 0.72, 1.0),
        text: Color::srgb(0.07, 0.09, 0.18),
        text_dim: Color::srgb(0.27, 0.31, 0.43),
        accent: Color::srgb(0.04, 0.33, 0.68),
        error: Color::srgb(0.70, 0.08, 0.12),
        success: Color::srgb(0.03, 0.41, 0.19),
        star: Color::srgb(0.52, 0.32, 0.0),
        star_off: Color::srgba(0.27, 0.31, 0.43, 0.35),
        on_accent: Color::WHITE,
        button: Color::srgba(1.0, 1.0, 1.0, 0.80),
        button_hover: Color::srgba(0.86, 0.91, 1.0, 0.95),
        button_press: Color::srgb(0.74, 0.83, 1.0),
        button_border: Color::srgb(0.38, 0.45, 0.60),
        done_tile: Color::srgba(0.80, 0.94, 0.85, 0.95),
        panel: Color::srgba(1.0, 1.0, 1.0, 0.82),
        modal_panel: Color::srgb(0.98, 0.985, 1.0),
        scrim: Color::srgba(0.10, 0.12, 0.20, 0.45),
        field: Color::WHITE,
        group: Color::srgba(0.10, 0.15, 0.30, 0.05),
        glass: Color::srgba(0.16, 0.22, 0.38, 0.60),
        cavity: Color::srgba(0.15, 0.18, 0.27, 0.92),
        shine: Color::srgba(1.0, 1.0, 1.0, 0.18),
        shade: Color::srgba(0.0, 0.0, 0.05, 0.22),
        shadow: Color::srgba(0.10, 0.14, 0.25, 0.18),
        rim_light: Color::srgba(1.0, 1.0, 1.0, 0.55),
        cork: Color::srgb(0.62, 0.45, 0.30),
        cork_top: Color::srgb(0.76, 0.59, 0.42),
        // Smoked glass is dark inside: a hidden unit darker still, a near
        // black ink (measured apart: tests/game/mystery.rs).
        hidden_unit: Color::srgb_u8(18, 24, 18),
        hidden_hatch: Color::srgb_u8(58, 66, 58),
        hidden_mark: Color::WHITE,
        bubble: Color::srgba(1.0, 1.0, 1.0, 0.50),
        shine_band: Color::srgba(1.0, 1.0, 1.0, 0.50),
        hint_source: Color::srgb(0.72, 0.36, 0.0),
        hint_destination: Color::srgb(0.0, 0.50, 0.22),
    };

    /// For low vision: black, white text, opaque white glass edges, every
    /// text at 4.5:1 or more and the glass at 3:1 or more (WCAG AA; checked
    /// by the themes test). No drifting lights, no shadows.
    pub const HIGH_CONTRAST: Theme = Theme {
        name: ThemeName::HighContrast,
        bg_top: Color::BLACK,
        bg_bottom: Color::BLACK,
        backdrop_light: Color::NONE,
        backdrop_light_alt: Color::NONE,
        text: Color::WHITE,
        text_dim: Color::srgb(0.85, 0.85, 0.85),
        accent: Color::srgb(0.35, 0.85, 1.0),
        error: Color::srgb(1.0, 0.55, 0.55),
        success: Color::srgb(0.40, 1.0, 0.55),
        star: Color::srgb(1.0, 0.85, 0.20),
        star_off: Color::srgb(0.45, 0.45, 0.45),
        on_accent: Color::BLACK,
        button: Color::srgb(0.10, 0.10, 0.12),
        button_hover: Color::srgb(0.18, 0.22, 0.32),
        button_press: Color::srgb(0.25, 0.32, 0.48),
        button_border: Color::srgb(0.85, 0.85, 0.85),
        done_tile: Color::srgb(0.0, 0.24, 0.10),
        panel: Color::srgb(0.03, 0.03, 0.04),
        modal_panel: Color::srgb(0.03, 0.03, 0.04),
        scrim: Color::srgba(0.0, 0.0, 0.0, 0.80),
        field: Color::BLACK,
        group: Color::srgba(1.0, 1.0, 1.0, 0.06),
        glass: Color::srgb(0.92, 0.95, 1.0),
        cavity: Color::BLACK,
        shine: Color::srgba(1.0, 1.0, 1.0, 0.10),
        shade: Color::srgba(0.0, 0.0, 0.0, 0.15),
        shadow: Color::NONE,
        rim_light: Color::WHITE,
        cork: Color::srgb(0.80, 0.58, 0.36),
        cork_top: Color::srgb(0.95, 0.75, 0.52),
        hidden_unit: Color::srgb_u8(104, 94, 127),
        hidden_hatch: Color::srgb_u8(140, 130, 168),
        hidden_mark: Color::WHITE,
        bubble: Color::srgba(1.0, 1.0, 1.0, 0.55),
        shine_band: Color::srgba(1.0, 1.0, 1.0, 0.50),
        hint_source: Color::srgb(1.0, 0.85, 0.0),
        hint_destination: Color::srgb(0.20, 1.0, 0.40),
    };
}

/// The text colour of an entity (with [`TextColor`]: a text or a span).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
#[component(on_insert = recolour_now)]
#[require(TextColor)]
pub struct ThemedText(pub Ink);

/// The background of a node (its [`BackgroundColor`]) or of a text span
/// (its [`TextBackgroundColor`]).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
#[component(on_insert = recolour_now)]
pub struct ThemedFill(pub Ink);

/// The border of a node, all four sides (its [`BorderColor`]).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
#[component(on_insert = recolour_now)]
#[require(BorderColor)]
pub struct ThemedBorder(pub Ink);

/// A node's background in `ink`.
pub fn fill(ink: Ink) -> impl Bundle {
    (BackgroundColor::DEFAULT, ThemedFill(ink))
}

/// A node's border, all four sides, in `ink`.
pub fn border(ink: Ink) -> impl Bundle {
    ThemedBorder(ink)
}

/// An entity's themed colours are right from the moment they are
/// inserted (the system below also runs, later in the frame; this covers
/// what is spawned after it).
fn recolour_now(mut world: DeferredWorld, context: HookContext) {
    let Some(&theme) = world.get_resource::<Theme>() else {
        return;
    };
    let mut entity = world.entity_mut(context.entity);
    if let Some(ink) = entity.get::<ThemedText>().map(|t| t.0)
        && let Some(mut colour) = entity.get_mut::<TextColor>()
    {
        set(&mut colour.0, theme.get(ink));
    }
    if let Some(ink) = entity.get::<ThemedFill>().map(|t| t.0) {
        if let Some(mut fill) = entity.get_mut::<BackgroundColor>() {
            set(&mut fill.0, theme.get(ink));
        }
        if let Some(mut fill) = entity.get_mut::<TextBackgroundColor>() {
            set(&mut fill.0, theme.get(ink));
        }
    }
    if let Some(ink) = entity.get::<ThemedBorder>().map(|t| t.0)
        && let Some(mut border) = entity.get_mut::<BorderColor>()
    {
        set_border(&mut border, theme.get(ink));
    }
}

/// Sets `slot` to `colour` where it differs (so nothing is marked changed
/// for nothing).
fn set(slot: &mut Color, colour: Color) {
    if *slot != colour {
        *slot = colour;
    }
}

fn set_border(border: &mut Mut<BorderColor>, colour: Color) {
    let want = BorderColor::all(colour);
    if **border != want {
        **border = want;
    }
}

/// The font of every text: DejaVu Sans, from Debian's `fonts-dejavu-core`
/// (its licence is beside it), for the glyphs the UI draws (★ ☆ — é).
/// Chinese and Japanese fall back to the CJK font ([`super::fonts`]).
const FONT: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");

pub fn plugin(app: &mut App) {
    // Text uses the default font handle: the font goes there (headless
    // apps have no text, and no font assets).
    if let Some(mut fonts) = app.world_mut().get_resource_mut::<Assets<Font>>()
        && let Err(e) = fonts.insert(AssetId::default(), Font::from_bytes(FONT.to_vec()))
    {
        warn!("the UI font could not be installed: {e}");
    }
    // After every system of the frame that spawns or changes a themed
    // entity, before anything is drawn.
    app.init_resource::<Theme>()
        .add_systems(PostUpdate, recolour);
}

/// Themed entities whose ink changed take its colour; when the theme
/// changed, all of them.
fn recolour(
    theme: Res<Theme>,
    mut texts: Query<(Ref<ThemedText>, &mut TextColor)>,
    mut fills: Query<(
        Ref<ThemedFill>,
        Option<&mut BackgroundColor>,
        Option<&mut TextBackgroundColor>,
    )>,
    mut borders: Query<(Ref<ThemedBorder>, &mut BorderColor)>,
) {
    let all = theme.is_changed();
    for (ink, mut colour) in &mut texts {
        if all || ink.is_changed() {
            set(&mut colour.0, theme.get(ink.0));
        }
    }
    for (ink, node, span) in &mut fills {
        if all || ink.is_changed() {
            if let Some(mut fill) = node {
                set(&mut fill.0, theme.get(ink.0));
            }
            if let Some(mut fill) = span {
                set(&mut fill.0, theme.get(ink.0));
            }
        }
    }
    for (ink, mut border) in &mut borders {
        if all || ink.is_changed() {
            set_border(&mut border, theme.get(ink.0));
        }
    }
}
