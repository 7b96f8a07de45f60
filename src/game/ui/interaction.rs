//! Buttons: the colour follows the pointer ([`InteractionPalette`], the one
//! place hover and press colours are applied), and a press triggers
//! [`Pressed`] on the button, which the button's own observer turns into
//! what it does.

use bevy::prelude::*;

use super::theme;
use crate::game::GameSet;

/// Background colours of a button per [`Interaction`].
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct InteractionPalette {
    pub none: Color,
    pub hovered: Color,
    pub pressed: Color,
}

impl InteractionPalette {
    /// The usual button.
    pub const BUTTON: InteractionPalette = InteractionPalette {
        none: theme::BUTTON,
        hovered: theme::BUTTON_HOVER,
        pressed: theme::BUTTON_PRESS,
    };

    /// A button resting in `none` that lights up like the others.
    pub const fn resting(none: Color) -> InteractionPalette {
        InteractionPalette {
            none,
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

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (trigger_pressed.in_set(GameSet::Input), apply_palette),
    );
}

fn trigger_pressed(
    buttons: Query<(Entity, &Interaction), (Changed<Interaction>, With<Button>)>,
    mut commands: Commands,
) {
    for (entity, interaction) in &buttons {
        if *interaction == Interaction::Pressed {
            commands.trigger(Pressed { entity });
        }
    }
}

fn apply_palette(
    mut buttons: Query<
        (&Interaction, &InteractionPalette, &mut BackgroundColor),
        Changed<Interaction>,
    >,
) {
    for (interaction, palette, mut background) in &mut buttons {
        background.0 = match interaction {
            Interaction::None => palette.none,
            Interaction::Hovered => palette.hovered,
            Interaction::Pressed => palette.pressed,
        };
    }
}

/// An observer for a button that sends `message` when it is pressed.
pub fn send<M: Message + Clone>(message: M) -> impl Fn(On<Pressed>, MessageWriter<M>) {
    move |_: On<Pressed>, mut writer: MessageWriter<M>| {
        writer.write(message.clone());
    }
}
