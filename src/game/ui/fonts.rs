//! The second font: Noto Sans CJK SC, cut to the characters of the
//! message files (assets/fonts/subset.sh), for the Chinese and Japanese a
//! player reads. Every text stays in DejaVu Sans (the default font,
//! installed by [`theme`](super::theme)); a character it has no glyph for
//! is drawn from this one.
//!
//! Bevy puts every font asset into fontique's collection (under the font's
//! own family name too), and fontique falls back per script: once the
//! family is in, it is named as the fallback of Han, kana, Bopomofo, of the
//! scripts a punctuation mark takes (Common: 「 」 ， take their
//! neighbours' script, or Latin at the start of a text) and of Latin. If
//! the collection is ever rebuilt (a font asset removed), that is done
//! again.

use bevy::prelude::*;
use bevy::text::{FontCx, detect_text_needs_rerender, load_font_assets_into_font_collection};
use parley::fontique::{FallbackKey, Script};

/// The subset, made by assets/fonts/subset.sh from Debian's
/// `fonts-noto-cjk` (its licence is beside it).
pub const CJK_FONT: &[u8] = include_bytes!("../../../assets/fonts/NotoSansCJK-subset.otf");

/// Its family name (name id 1), by which Bevy registers it.
pub const CJK_FAMILY: &str = "Noto Sans CJK SC";

/// The scripts whose characters may need the CJK font: Han, Hiragana,
/// Katakana (and both), Bopomofo; Common, Inherited and Unknown (a
/// punctuation mark alone or at the start); Latin (a CJK punctuation mark
/// before a Latin pack name takes Latin).
const SCRIPTS: [[u8; 4]; 9] = [
    *b"Hani", *b"Hira", *b"Kana", *b"Hrkt", *b"Bopo", *b"Zyyy", *b"Zinh", *b"Zzzz", *b"Latn",
];

/// The CJK font asset (the resource keeps it alive).
#[derive(Resource)]
pub struct CjkFont(pub Handle<Font>);

pub fn plugin(app: &mut App) {
    // Headless apps have no text, and no font assets.
    if app.world().contains_resource::<Assets<Font>>() {
        install(app);
    }
}

/// Adds the CJK font and names it the fallback of the CJK scripts: what the
/// plugin does in an app with text. An app whose text plugin comes after
/// the game's (the tests' laid-out harness) calls it once that is in.
///
/// # Panics
///
/// Without `Assets<Font>` (no text plugin).
pub fn install(app: &mut App) {
    let handle = app
        .world_mut()
        .resource_mut::<Assets<Font>>()
        .add(Font::from_bytes(CJK_FONT.to_vec()));
    app.insert_resource(CjkFont(handle)).add_systems(
        PostUpdate,
        fall_back_to_cjk
            .after(load_font_assets_into_font_collection)
            .before(detect_text_needs_rerender),
    );
}

/// Names the CJK family as the fallback of [`SCRIPTS`] once Bevy has
/// registered it, and again if the collection lost it; texts already laid
/// out are laid out again. Every other frame this is two look-ups.
fn fall_back_to_cjk(mut font_cx: ResMut<FontCx>, mut texts: Query<&mut TextFont>) {
    let collection = &mut font_cx.bypass_change_detection().collection;
    let Some(cjk) = collection.family_id(CJK_FAMILY) else {
        return;
    };
    let han = Script::from_bytes(SCRIPTS[0]);
    if collection
        .fallback_families(han)
        .any(|family| family == cjk)
    {
        return;
    }
    for script in SCRIPTS {
        let key = FallbackKey::new(Script::from_bytes(script), None);
        if !collection.append_fallbacks(key, core::iter::once(cjk)) {
            warn!("no font fallback for script {}", Script::from_bytes(script));
        }
    }
    info!("font fallback: {CJK_FAMILY} for Chinese and Japanese");
    for mut font in &mut texts {
        font.set_changed();
    }
}
