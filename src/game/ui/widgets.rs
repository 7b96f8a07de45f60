//! UI widgets as functions returning bundles (the bevy_new_2d style): a
//! button carries its own action as an observer of [`Pressed`].

use bevy::ecs::hierarchy::ChildSpawner;
use bevy::ecs::spawn::SpawnWith;
use bevy::ecs::system::IntoObserverSystem;
use bevy::prelude::*;

use water_sort_words::Lang;

use super::gamepad::KeyHint;
use super::interaction::{InteractionPalette, Modal, Pressed};
use super::language::Said;
use super::theme::{
    ACCENT, BUTTON_BORDER, Ink, MODAL_PANEL, SCRIM, TEXT, TEXT_DIM, ThemedText, border, fill,
};

pub fn font(size: f32) -> TextFont {
    TextFont {
        font_size: FontSize::Px(size),
        ..default()
    }
}

/// The node of a panel over the whole window, its content centred.
pub fn overlay() -> Node {
    Node {
        position_type: PositionType::Absolute,
        width: percent(100),
        height: percent(100),
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        ..default()
    }
}

/// A modal panel's backdrop on `layer` (also its global z-index): over the
/// whole window, dimming what is behind, taking the pointer from it (see
/// [`Modal`]). Its child is the panel, usually a [`modal_panel`].
pub fn modal(layer: i32) -> impl Bundle {
    (
        Modal(layer),
        overlay(),
        GlobalZIndex(layer),
        bevy::ui::FocusPolicy::Block,
        fill(SCRIM),
    )
}

/// The opaque panel of a [`modal`]: a column, `row_gap` apart.
pub fn modal_panel(row_gap: f32) -> impl Bundle {
    (
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            row_gap: px(row_gap),
            padding: UiRect::axes(px(36), px(26)),
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(18)),
            ..default()
        },
        fill(MODAL_PANEL),
        border(ACCENT),
    )
}

/// What a widget's label shows: a text as it is (`&str`, `String`: made
/// by the caller, or rewritten by a system), or one made from messages,
/// `(Text, Said)` as [`Said::spawn`] gives it, which the ui layer says again
/// when the language changes.
pub trait Words {
    type Bundle: Bundle;
    fn into_text(self) -> Self::Bundle;
}

impl Words for &str {
    type Bundle = Text;
    fn into_text(self) -> Text {
        Text::new(self)
    }
}

impl Words for String {
    type Bundle = Text;
    fn into_text(self) -> Text {
        Text::new(self)
    }
}

impl Words for &String {
    type Bundle = Text;
    fn into_text(self) -> Text {
        Text::new(self.clone())
    }
}

impl Words for (Text, Said) {
    type Bundle = (Text, Said);
    fn into_text(self) -> (Text, Said) {
        self
    }
}

/// A text label in the theme's colour for `ink`.
pub fn label(text: impl Words, size: f32, ink: Ink) -> impl Bundle {
    (text.into_text(), font(size), ThemedText(ink))
}

/// A button showing `text` and, smaller, the keys that do the same; pressing
/// it runs `action`, an observer of [`Pressed`] (see [`with_action`]).
pub fn button<B: Bundle, M, I: IntoObserverSystem<Pressed, B, M>>(
    text: impl Words,
    keys: impl Into<KeyHint>,
    action: I,
) -> impl Bundle {
    with_action(button_look(text, keys), action)
}

/// The look of [`button`], without its action.
pub fn button_look(text: impl Words, keys: impl Into<KeyHint>) -> impl Bundle {
    button_look_min(text, keys, Val::Auto)
}

/// [`button_look`] at least `min_width` wide: a button whose label changes
/// keeps its width (the buttons beside it do not move).
pub fn button_look_min(text: impl Words, keys: impl Into<KeyHint>, min_width: Val) -> impl Bundle {
    button_look_of(label(text, 20.0, TEXT), keys, min_width)
}

/// [`button`] with its label made from messages: said in `lang`, and again
/// when the language changes.
pub fn said_button<B: Bundle, M, I: IntoObserverSystem<Pressed, B, M>, K: Into<KeyHint>>(
    said: Said,
    lang: &Lang,
    keys: K,
    action: I,
) -> impl Bundle + use<B, M, I, K> {
    let text = label(said.text(lang), 20.0, TEXT);
    with_action(button_look_of((text, said), keys, Val::Auto), action)
}

/// The look of [`button_look_min`] around its label, `text`.
fn button_look_of(text: impl Bundle, keys: impl Into<KeyHint>, min_width: Val) -> impl Bundle {
    let keys: KeyHint = keys.into();
    look(
        Node {
            min_width,
            padding: UiRect::axes(px(16), px(8)),
            margin: UiRect::axes(px(6), px(0)),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            border: UiRect::all(px(1)),
            border_radius: BorderRadius::all(px(10)),
            ..default()
        },
        children![text, (label(keys.keys.clone(), 13.0, TEXT_DIM), keys)],
    )
}

/// A one-line button of a fixed `width`, with a label of `label_size`.
pub fn fixed_button_look(
    text: impl Words,
    (width, label_size): (f32, f32),
    margin: UiRect,
) -> impl Bundle {
    look(
        Node {
            width: px(width),
            height: px(40),
            margin,
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(10)),
            ..default()
        },
        children![label(text, label_size, TEXT)],
    )
}

/// [`fixed_button_look`] with its label made from messages (said in
/// `lang`, and again when the language changes), at least `width` wide: a
/// longer translation widens it instead of being cut.
pub fn said_fixed_button_look(
    said: Said,
    lang: &Lang,
    (width, label_size): (f32, f32),
    margin: UiRect,
) -> impl Bundle + use<> {
    look(
        Node {
            min_width: px(width),
            height: px(40),
            margin,
            padding: UiRect::horizontal(px(4)),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(10)),
            ..default()
        },
        children![(label(said.text(lang), label_size, TEXT), said)],
    )
}

/// A button laid out by `node` showing `content` (its `children!`), in the
/// button colours (its background is the palette's, see
/// [`InteractionPalette`]).
fn look(node: Node, content: impl Bundle) -> impl Bundle {
    (
        Button,
        node,
        BackgroundColor::DEFAULT,
        border(BUTTON_BORDER),
        InteractionPalette::BUTTON,
        content,
    )
}

/// `button` (a bundle with [`Button`]) observed by `action`, in a plain
/// wrapper node: the observer needs the button's entity, which a bundle
/// does not have. Components given beside this bundle (markers, say) land
/// on the wrapper; those the button's own systems look for go in `button`.
pub fn with_action<B: Bundle, M, I: IntoObserverSystem<Pressed, B, M>>(
    button: impl Bundle,
    action: I,
) -> impl Bundle {
    let action = IntoObserverSystem::into_system(action);
    (
        Node::default(),
        Children::spawn(SpawnWith(move |parent: &mut ChildSpawner| {
            parent.spawn(button).observe(action);
        })),
    )
}
