//! The endless screen's keys and buttons: Up/Down (or Tab) choose a row,
//! Left/Right change its value, Enter plays (the new level, the daily
//! puzzle or the typed ID, by the row), Esc stops a generation under way or
//! goes back. Letters, digits and dashes type into the game ID field,
//! Backspace erases. On the title screen, E opens this screen and D plays
//! the daily puzzle (by the rule chosen here, as this screen's does).

use bevy::ecs::system::SystemParam;
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use water_sort_core::game_id::{Difficulty, GameId, VariantKind};

use super::{Endless, EndlessFocus, IdInput, Row};
use crate::game::board::keys::Held;
use crate::game::schedule::{GameSet, Screen};
use crate::game::screens::quit::quit_prompt_closed;
use crate::game::ui::language::Language;
use crate::game::ui::settings::{SettingsOpen, settings_closed};
use water_sort_words::endless as endless_words;

/// Longest text the game ID field takes.
const MAX_INPUT: usize = 24;

/// What an endless button does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndlessAction {
    /// Title: open the endless screen.
    Open,
    Daily,
    /// A new level of the settings picked.
    Play,
    /// The level of the typed game ID.
    PlayId,
    Back,
    Change(Row, isize),
    SetDifficulty(Difficulty),
    /// The rules of new levels and of the daily puzzle here.
    SetRule(VariantKind),
    FocusId,
}

/// An endless button was pressed (mouse).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct EndlessPressed(pub EndlessAction);

pub fn plugin(app: &mut App) {
    app.init_resource::<EndlessFocus>()
        .init_resource::<IdInput>()
        .add_message::<EndlessPressed>()
        .add_systems(
            Update,
            (
                apply_pressed,
                typing,
                title_keys.run_if(
                    in_state(Screen::Title)
                        .and_then(settings_closed)
                        .and_then(quit_prompt_closed),
                ),
            )
                .chain()
                .in_set(GameSet::Input),
        );
}

/// What the endless screen's keys and buttons change, for [`act`].
#[derive(SystemParam)]
struct Ui<'w> {
    endless: ResMut<'w, Endless>,
    input: ResMut<'w, IdInput>,
    focus: ResMut<'w, EndlessFocus>,
    next: ResMut<'w, NextState<Screen>>,
    state: Res<'w, State<Screen>>,
    language: Res<'w, Language>,
}

fn act(action: EndlessAction, ui: &mut Ui) {
    match action {
        EndlessAction::Open => ui.next.set(Screen::Endless),
        EndlessAction::Daily => {
            // Back from it to where it was started: the level select or here.
            let from = *ui.state.get();
            // By the rule chosen on this screen, from either door: the
            // level select's button names it (`title_buttons`).
            let variant = ui.endless.settings.variant;
            ui.endless.start_daily(variant, from);
            (*ui.next).set_if_neq(Screen::Endless);
        }
        EndlessAction::Play => {
            let settings = ui.endless.settings;
            ui.endless
                .start(GameId::random(settings), None, Screen::Endless);
        }
        EndlessAction::PlayId => match GameId::parse(&ui.input.0) {
            Ok(id) => {
                ui.input.0 = id.to_string();
                ui.endless.start(id, None, Screen::Endless);
            }
            Err(e) => {
                ui.endless.cancel();
                ui.endless.error = Some(endless_words::id_error(&ui.language, &e));
                ui.focus.0 = Row::Id;
            }
        },
        EndlessAction::Back => {
            ui.endless.cancel();
            ui.next.set(Screen::Title);
        }
        EndlessAction::Change(row, by) => {
            ui.focus.0 = row;
            let s = &mut ui.endless.settings;
            let bump = |v: usize| v.saturating_add_signed(by);
            match row {
                Row::Colours => s.colours = bump(s.colours),
                Row::Empty => s.empty = bump(s.empty),
                Row::Height => s.height = bump(s.height),
                Row::Difficulty => {
                    let all = Difficulty::ALL;
                    let i = all.iter().position(|&d| d == s.difficulty).unwrap_or(1);
                    s.difficulty = all[(i as isize + by).clamp(0, 2) as usize];
                }
                Row::Rule => {
                    let all = VariantKind::ALL;
                    let i = all.iter().position(|&v| v == s.variant).unwrap_or(0);
                    s.variant = all[(i as isize + by).clamp(0, 3) as usize];
                }
                Row::Play | Row::Daily | Row::Id => {}
            }
            *s = s.clamped();
        }
        EndlessAction::SetDifficulty(d) => {
            ui.focus.0 = Row::Difficulty;
            ui.endless.settings.difficulty = d;
        }
        EndlessAction::SetRule(v) => {
            ui.focus.0 = Row::Rule;
            ui.endless.settings.variant = v;
        }
        EndlessAction::FocusId => ui.focus.0 = Row::Id,
    }
}

fn apply_pressed(mut pressed: MessageReader<EndlessPressed>, mut ui: Ui) {
    for EndlessPressed(action) in pressed.read() {
        act(*action, &mut ui);
    }
}

/// The endless screen's keys, as typed text (layout-aware, with repeats).
/// Reads every frame so that keys pressed on other screens are not typed
/// here later.
fn typing(
    mut keys: MessageReader<KeyboardInput>,
    held: Option<Res<ButtonInput<KeyCode>>>,
    settings: Res<SettingsOpen>,
    mut ui: Ui,
) {
    // Ctrl+V pastes a position (`screens/paste.rs`): no V in the ID.
    let ctrl = held.is_some_and(|h| Held::of(&h).ctrl);
    let pressed: Vec<Key> = keys
        .read()
        .filter(|k| k.state == ButtonState::Pressed)
        .map(|k| k.logical_key.clone())
        .collect();
    if *ui.state.get() != Screen::Endless || settings.0 {
        return;
    }
    for key in pressed {
        match key {
            Key::ArrowUp => ui.focus.0 = ui.focus.0.step(-1),
            Key::ArrowDown | Key::Tab => ui.focus.0 = ui.focus.0.step(1),
            Key::ArrowLeft => act(EndlessAction::Change(ui.focus.0, -1), &mut ui),
            Key::ArrowRight => act(EndlessAction::Change(ui.focus.0, 1), &mut ui),
            Key::Enter => {
                let action = match ui.focus.0 {
                    Row::Daily => EndlessAction::Daily,
                    Row::Id => EndlessAction::PlayId,
                    _ => EndlessAction::Play,
                };
                act(action, &mut ui);
            }
            Key::Escape => {
                if ui.endless.generating().is_some() {
                    ui.endless.cancel();
                    // A daily puzzle asked for on the level select.
                    if ui.endless.from == Screen::Title {
                        ui.next.set(Screen::Title);
                    }
                } else {
                    act(EndlessAction::Back, &mut ui);
                }
            }
            Key::Backspace => {
                ui.input.0.pop();
                ui.focus.0 = Row::Id;
                ui.endless.error = None;
            }
            Key::Character(_) if ctrl => {}
            Key::Character(text) => {
                for c in text.chars() {
                    if (c.is_ascii_alphanumeric() || c == '-') && ui.input.0.len() < MAX_INPUT {
                        ui.input.0.push(c.to_ascii_uppercase());
                        ui.focus.0 = Row::Id;
                        ui.endless.error = None;
                    }
                }
            }
            _ => {}
        }
    }
}

/// On the title screen: E opens the endless screen, D plays the daily puzzle.
fn title_keys(keys: Option<Res<ButtonInput<KeyCode>>>, mut ui: Ui) {
    let Some(keys) = keys else { return };
    // Ctrl+E and the like are the editor's.
    if Held::of(&keys).ctrl {
        return;
    }
    let action = if keys.just_pressed(KeyCode::KeyE) {
        EndlessAction::Open
    } else if keys.just_pressed(KeyCode::KeyD) {
        EndlessAction::Daily
    } else {
        return;
    };
    act(action, &mut ui);
}
