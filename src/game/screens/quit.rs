//! Quitting from the level select asks first, as desktop games do: Esc
//! opens a prompt; Esc again, Enter (or Space) or its Quit button quits,
//! any other key or its Cancel button stays. Quit is the highlighted
//! button, the one Enter presses: the Esc that opened the prompt asked for
//! it. An Esc typed to back out of somewhere else does not close the game.

use bevy::prelude::*;
use water_sort_words::say;

use super::settings_panel::SettingsKeys;
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::gamepad::menu_hint;
use crate::game::ui::interaction::Pressed;
use crate::game::ui::language::{Language, Said};
use crate::game::ui::settings::settings_closed;
use crate::game::ui::theme::{self, ThemedBorder};
use crate::game::ui::widgets::{button, button_look, label, modal, modal_panel, with_action};

/// The prompt's [`modal`] layer.
const QUIT_LAYER: i32 = 20;

/// Whether the quit prompt is up.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct QuitPrompt(pub bool);

#[derive(Component)]
pub struct QuitPanel;

/// The prompt's highlighted button, the one Enter presses: Quit.
#[derive(Component)]
pub struct Highlighted;

/// The keys that press the highlighted button.
const CONFIRM: [KeyCode; 3] = [KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space];

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
                (show.run_if(resource_changed::<QuitPrompt>), highlight)
                    .chain()
                    .in_set(GameSet::View),
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
    if keys.just_pressed(KeyCode::Escape) || keys.any_just_pressed(CONFIRM) {
        exit.write(AppExit::Success);
    } else if keys.get_just_pressed().next().is_some() {
        prompt.0 = false;
    }
}

/// The highlighted button is framed in the accent colour.
fn highlight(mut buttons: Query<&mut ThemedBorder, Added<Highlighted>>) {
    for mut border in &mut buttons {
        border.set_if_neq(ThemedBorder(theme::ACCENT));
    }
}

fn show(
    mut commands: Commands,
    prompt: Res<QuitPrompt>,
    language: Res<Language>,
    panels: Query<Entity, With<QuitPanel>>,
) {
    for panel in &panels {
        commands.entity(panel).despawn();
    }
    if !prompt.0 {
        return;
    }
    let said = |id: &'static str| Said::message(id).spawn(&language);
    commands.spawn((
        QuitPanel,
        DespawnOnExit(Screen::Title),
        modal(QUIT_LAYER),
        Name::new("quit prompt"),
        children![(
            modal_panel(14.0),
            children![
                label(said("screens-quit-title"), 34.0, theme::ACCENT),
                label(said("screens-quit-saved"), 18.0, theme::TEXT_DIM),
                (
                    Node {
                        margin: UiRect::top(px(8)),
                        ..default()
                    },
                    children![
                        button(
                            said("screens-quit-cancel"),
                            say!(language, "screens-quit-any-key"),
                            |_: On<Pressed>, mut prompt: ResMut<QuitPrompt>| prompt.0 = false
                        ),
                        with_action(
                            (
                                Highlighted,
                                button_look(
                                    said("screens-quit"),
                                    menu_hint("Esc", KeyCode::Escape)
                                        .or(&menu_hint("Enter", KeyCode::Enter))
                                ),
                            ),
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
