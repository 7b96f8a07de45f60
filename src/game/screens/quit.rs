//! Quitting from the level select asks first, as desktop games do: Esc
//! opens a prompt; Esc again or its Quit button quits, any other key or
//! its Cancel button stays. An Esc typed to back out of somewhere else
//! does not close the game.

use bevy::prelude::*;

use super::settings_panel::SettingsKeys;
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::gamepad::menu_hint;
use crate::game::ui::interaction::Pressed;
use crate::game::ui::settings::settings_closed;
use crate::game::ui::theme;
use crate::game::ui::widgets::{button, label, modal, modal_panel};

/// The prompt's [`modal`] layer.
const QUIT_LAYER: i32 = 20;

/// Whether the quit prompt is up.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct QuitPrompt(pub bool);

#[derive(Component)]
pub struct QuitPanel;

pub fn plugin(app: &mut App) {
    app.init_resource::<QuitPrompt>()
        .add_systems(OnExit(Screen::Title), close)
        .add_systems(
            Update,
            (
                // In Logic, after the screens' own keys (Input): those see
                // the prompt up for the whole frame of the key closing it.
                // Before the settings panel's: an Esc closing that panel
                // does not open this prompt.
                keys.in_set(GameSet::Logic)
                    .before(SettingsKeys)
                    .run_if(in_state(Screen::Title).and_then(settings_closed)),
                show.in_set(GameSet::View)
                    .run_if(resource_changed::<QuitPrompt>),
            ),
        );
}

/// Run condition: the quit prompt is not up.
pub fn quit_prompt_closed(prompt: Option<Res<QuitPrompt>>) -> bool {
    prompt.is_none_or(|p| !p.0)
}

fn close(mut prompt: ResMut<QuitPrompt>) {
    if prompt.0 {
        prompt.0 = false;
    }
}

fn keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut prompt: ResMut<QuitPrompt>,
    mut exit: MessageWriter<AppExit>,
) {
    let Some(keys) = keys else { return };
    if !prompt.0 {
        if keys.just_pressed(KeyCode::Escape) {
            prompt.0 = true;
        }
        return;
    }
    if keys.just_pressed(KeyCode::Escape) {
        exit.write(AppExit::Success);
    } else if keys.get_just_pressed().next().is_some() {
        prompt.0 = false;
    }
}

fn show(mut commands: Commands, prompt: Res<QuitPrompt>, panels: Query<Entity, With<QuitPanel>>) {
    for panel in &panels {
        commands.entity(panel).despawn();
    }
    if !prompt.0 {
        return;
    }
    commands.spawn((
        QuitPanel,
        DespawnOnExit(Screen::Title),
        modal(QUIT_LAYER),
        Name::new("quit prompt"),
        children![(
            modal_panel(14.0),
            children![
                label("Quit Water Sort?", 34.0, theme::ACCENT),
                label(
                    "Your progress and settings are saved.",
                    18.0,
                    theme::TEXT_DIM
                ),
                (
                    Node {
                        margin: UiRect::top(px(8)),
                        ..default()
                    },
                    children![
                        button(
                            "Cancel",
                            "any other key",
                            |_: On<Pressed>, mut prompt: ResMut<QuitPrompt>| prompt.0 = false
                        ),
                        button(
                            "Quit",
                            menu_hint("Esc", KeyCode::Escape),
                            |_: On<Pressed>, mut exit: MessageWriter<AppExit>| {
                                exit.write(AppExit::Success);
                            }
                        ),
                    ],
                ),
            ],
        )],
    ));
}
