//! Buttons: the colour follows the pointer ([`InteractionPalette`], the one
//! place hover and press colours are applied), and a press triggers
//! [`Pressed`] on the button, which the button's own observer turns into
//! what it does. While a [`Modal`] panel is up, only the buttons on the
//! topmost one are live: the others neither light up nor act.

use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::prelude::*;

use bevy::ecs::lifecycle::HookContext;
use bevy::ecs::world::DeferredWorld;

use super::theme::{self, Ink, Paint, Theme};
use crate::game::schedule::GameSet;

/// Background colours of a button per [`Interaction`], in the theme's
/// colours. The button rests in `none` from the moment it is spawned.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
#[component(on_insert = rest)]
#[require(BackgroundColor)]
pub struct InteractionPalette {
    pub none: Paint,
    pub hovered: Paint,
    pub pressed: Paint,
}

fn rest(mut world: DeferredWorld, context: HookContext) {
    let Some(&theme) = world.get_resource::<Theme>() else {
        return;
    };
    let mut entity = world.entity_mut(context.entity);
    let Some(none) = entity
        .get::<InteractionPalette>()
        .map(|p| theme.paint(p.none))
    else {
        return;
    };
    if let Some(mut background) = entity.get_mut::<BackgroundColor>() {
        background.0 = none;
    }
}

impl InteractionPalette {
    /// The usual button.
    pub const BUTTON: InteractionPalette = InteractionPalette {
        none: Paint::Ink(theme::BUTTON),
        hovered: Paint::Ink(theme::BUTTON_HOVER),
        pressed: Paint::Ink(theme::BUTTON_PRESS),
    };

    /// A button resting in `none` that lights up like the others.
    pub const fn resting(none: Ink) -> InteractionPalette {
        InteractionPalette {
            none: Paint::Ink(none),
            ..InteractionPalette::BUTTON
        }
    }
}

/// Triggered on a button entity when the pointer presses it (the moment its
/// [`Interaction`] becomes `Pressed`). Buttons observe it to act.
#[derive(EntityEvent, Clone, Copy, Debug)]
pub struct Pressed {
    pub entity: Entity,
}

/// A panel over the screen (a prompt, the settings, the level-complete
/// panel), on layer `0`: while one is shown, the buttons outside the
/// topmost are dead (no hover look, no press), whatever the pointer says.
/// A modal whose node is `Display::None` is not shown.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Modal(pub i32);

/// A button that does nothing for now (say, rewind outside a dead end): it
/// keeps its place, looks faded and takes no press.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Disabled;

/// How much of its colour a [`Disabled`] button keeps.
const DISABLED_ALPHA: f32 = 0.35;

pub fn plugin(app: &mut App) {
    app.add_systems(Update, (trigger_pressed.in_set(GameSet::Input), log_modals))
        // After the frame's modals, disabled buttons and theme are known.
        .add_systems(PostUpdate, apply_palette);
}

/// One log line per modal panel put up (`modal: <its Name>`), which the
/// end-to-end screenshots check to know what they show.
fn log_modals(added: Query<Option<&Name>, Added<Modal>>) {
    for name in &added {
        info!("modal: {}", name.map_or("unnamed", Name::as_str));
    }
}

/// Which buttons take the pointer now: those under the topmost shown
/// [`Modal`], or all when none is shown.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Liveness<'w, 's> {
    modals: Query<'w, 's, (Entity, &'static Modal, Option<&'static Node>)>,
    parents: Query<'w, 's, &'static ChildOf>,
    disabled: Query<'w, 's, (), With<Disabled>>,
}

impl Liveness<'_, '_> {
    /// The layer of the topmost modal shown.
    fn top(&self) -> Option<i32> {
        self.modals
            .iter()
            .filter(|(_, _, node)| node.is_none_or(|n| n.display != Display::None))
            .map(|(_, m, _)| m.0)
            .max()
    }

    /// Whether `button` takes the pointer.
    pub fn is_live(&self, button: Entity) -> bool {
        if self.disabled.contains(button) {
            return false;
        }
        let Some(top) = self.top() else { return true };
        std::iter::once(button)
            .chain(self.parents.iter_ancestors(button))
            .find_map(|e| self.modals.get(e).ok())
            .is_some_and(|(_, m, _)| m.0 == top)
    }
}

fn trigger_pressed(
    buttons: Query<(Entity, &Interaction), (Changed<Interaction>, With<Button>)>,
    live: Liveness,
    mut commands: Commands,
) {
    for (entity, interaction) in &buttons {
        if *interaction == Interaction::Pressed && live.is_live(entity) {
            commands.trigger(Pressed { entity });
        }
    }
}

/// The colour of each button whose interaction (or palette) changed, and
/// of every button when a modal came or went (a dead one rests) or the
/// theme changed.
fn apply_palette(
    theme: Res<Theme>,
    mut buttons: Query<(
        Entity,
        Ref<Interaction>,
        Ref<InteractionPalette>,
        &mut BackgroundColor,
    )>,
    modals_changed: Query<(), (With<Modal>, Or<(Changed<Modal>, Changed<Node>)>)>,
    mut removed: RemovedComponents<Modal>,
    disabled: Query<Ref<Disabled>>,
    mut enabled: RemovedComponents<Disabled>,
    live: Liveness,
) {
    let enabled: Vec<Entity> = enabled.read().collect();
    let all = removed.read().count() > 0 || !modals_changed.is_empty() || theme.is_changed();
    for (entity, interaction, palette, mut background) in &mut buttons {
        let is_disabled = disabled.get(entity).ok();
        if !all
            && !interaction.is_changed()
            && !palette.is_changed()
            && !is_disabled.is_some_and(|d| d.is_added())
            && !enabled.contains(&entity)
        {
            continue;
        }
        let mut want = theme.paint(match (*interaction, live.is_live(entity)) {
            (_, false) | (Interaction::None, _) => palette.none,
            (Interaction::Hovered, true) => palette.hovered,
            (Interaction::Pressed, true) => palette.pressed,
        });
        if is_disabled.is_some() {
            want.set_alpha(want.alpha() * DISABLED_ALPHA);
        }
        if background.0 != want {
            background.0 = want;
        }
    }
}

/// An observer for a button that sends `message` when it is pressed.
pub fn send<M: Message + Clone>(message: M) -> impl Fn(On<Pressed>, MessageWriter<M>) {
    move |_: On<Pressed>, mut writer: MessageWriter<M>| {
        writer.write(message.clone());
    }
}

/// Pixels a list scrolls by this frame's mouse wheel (a notch, a "line",
/// is 40 pixels; a touchpad's pixels as they come), down positive.
pub fn wheel_pixels(wheel: &mut MessageReader<MouseWheel>) -> f32 {
    -wheel
        .read()
        .map(|w| match w.unit {
            MouseScrollUnit::Line => w.y * 40.0,
            MouseScrollUnit::Pixel => w.y,
        })
        .sum::<f32>()
}
