//! The help panel, over any screen: F1, `?` or the controller's L3 opens
//! it, Esc, F1 (or L3) closes it. It says the rules in two sentences, what
//! par and stars mean, every key and controller button of play (made from
//! the key table, `board/key_help.rs`, so it never goes stale) and offers
//! the first-run lesson again. While it is up the screens below get no
//! key, no controller button and no click on the board.

use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use water_sort_core::lesson::Lesson;
use water_sort_words::say;

use super::lesson::LessonModel;
use crate::game::board::key_help::{HelpRow, help_rows};
use crate::game::board::keys::SHIFT;
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::gamepad::{PadFrame, PadSystems};
use crate::game::ui::interaction::Pressed;
use crate::game::ui::language::Language;
use crate::game::ui::settings::SettingsOpen;
use crate::game::ui::theme;
use crate::game::ui::widgets::{button, label, modal, modal_panel};

/// The panel's [`modal`] layer: over the prompts, under the settings.
pub const HELP_LAYER: i32 = 25;

/// Whether the help panel is up.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HelpOpen(pub bool);

#[derive(Component)]
pub struct HelpPanel;

/// The text of one row of the panel's list of keys (for tests: the list
/// as shown).
#[derive(Component, Clone, Debug)]
pub struct HelpKeysRow(pub HelpRow);

pub fn plugin(app: &mut App) {
    app.init_resource::<HelpOpen>()
        .add_systems(PreUpdate, keys.after(PadSystems))
        .add_systems(
            Update,
            show_panel
                .run_if(
                    resource_changed::<HelpOpen>
                        .or_else(resource_changed::<Language>)
                        .or_else(state_changed::<Screen>),
                )
                .in_set(GameSet::View),
        );
}

/// F1 or `?` opens the panel (not over the settings); while it is up,
/// Esc, F1 or `?` closes it and every key and button of the frame is its
/// own: the screens below see none.
fn keys(
    keys: Option<ResMut<ButtonInput<KeyCode>>>,
    mut typed: ResMut<Messages<KeyboardInput>>,
    mut frame: ResMut<PadFrame>,
    settings: Option<Res<SettingsOpen>>,
    screen: Option<Res<State<Screen>>>,
    mut open: ResMut<HelpOpen>,
) {
    let Some(mut keys) = keys else { return };
    if settings.is_some_and(|s| s.0) {
        return;
    }
    // `?` as typed, whatever the layout; not in the editor, whose prompts
    // take text.
    let in_editor = screen.is_some_and(|s| *s.get() == Screen::Editor);
    let question = !in_editor
        && (typed
            .iter_current_update_messages()
            .any(|k| k.state.is_pressed() && k.logical_key == Key::Character("?".into()))
            || (keys.just_pressed(KeyCode::Slash) && keys.any_pressed(SHIFT)));
    let toggle = keys.just_pressed(KeyCode::F1) || question;
    if !open.0 && !toggle {
        return;
    }
    if !open.0 {
        open.0 = true;
    } else if toggle || keys.just_pressed(KeyCode::Escape) {
        open.0 = false;
    }
    keys.clear();
    typed.clear();
    frame.steps.clear();
    frame.pressed.clear();
}

/// One row of the list: the action (and when it applies), its keys, its
/// buttons.
fn row(shown: &HelpRow) -> impl Bundle {
    let action = match &shown.when {
        Some(when) => format!("{} ({when})", shown.action),
        None => shown.action.clone(),
    };
    let cell = |width: f32| Node {
        width: percent(width),
        ..default()
    };
    (
        HelpKeysRow(shown.clone()),
        // The cells and gaps add up to less than the row: a row never
        // shrinks them (a shrunk text cell is laid out taller than its
        // node, and "Strg+Umschalt+Z" needs its room).
        Node {
            width: percent(100),
            column_gap: px(6),
            ..default()
        },
        children![
            (cell(45.0), children![label(action, 14.0, theme::TEXT)]),
            (
                cell(39.0),
                children![label(shown.keys.join(" / "), 14.0, theme::ACCENT)]
            ),
            (
                cell(12.0),
                children![label(shown.pad.join(" / "), 14.0, theme::TEXT_DIM)]
            ),
        ],
    )
}

fn show_panel(
    mut commands: Commands,
    open: Res<HelpOpen>,
    language: Res<Language>,
    screen: Option<Res<State<Screen>>>,
    panels: Query<Entity, With<HelpPanel>>,
) {
    for panel in &panels {
        commands.entity(panel).despawn();
    }
    if !open.0 {
        return;
    }
    let rows = help_rows(&language);
    // The lesson is not offered where leaving would lose work (the
    // editor) or before the packs are in.
    let offers_lesson =
        screen.is_some_and(|s| !matches!(s.get(), Screen::Editor | Screen::Loading));
    let text = |id: &'static str, size: f32, ink| {
        (
            Node {
                max_width: px(740),
                ..default()
            },
            children![label(language.say(id, &[]), size, ink)],
        )
    };
    let panel = commands
        .spawn((HelpPanel, modal(HELP_LAYER), Name::new("help")))
        .id();
    let inner = commands.spawn((ChildOf(panel), modal_panel(8.0))).id();
    commands.spawn((
        ChildOf(inner),
        label(say!(language, "help-panel-title"), 30.0, theme::ACCENT),
    ));
    commands.spawn((ChildOf(inner), text("help-panel-rules", 16.0, theme::TEXT)));
    commands.spawn((
        ChildOf(inner),
        text("board-variants-help", 16.0, theme::TEXT),
    ));
    commands.spawn((ChildOf(inner), text("help-panel-stars", 16.0, theme::TEXT)));
    commands.spawn((
        ChildOf(inner),
        label(say!(language, "help-panel-keys"), 18.0, theme::ACCENT),
    ));
    // The list in two columns, in the table's order.
    let columns = commands
        .spawn((
            ChildOf(inner),
            Node {
                column_gap: px(20),
                ..default()
            },
        ))
        .id();
    let half = rows.len().div_ceil(2);
    for part in [&rows[..half], &rows[half..]] {
        let column = commands
            .spawn((
                ChildOf(columns),
                Node {
                    flex_direction: FlexDirection::Column,
                    width: px(380),
                    row_gap: px(3),
                    ..default()
                },
            ))
            .id();
        for shown in part {
            commands.spawn((ChildOf(column), row(shown)));
        }
    }
    let buttons = commands
        .spawn((
            ChildOf(inner),
            Node {
                margin: UiRect::top(px(6)),
                column_gap: px(12),
                ..default()
            },
        ))
        .id();
    if offers_lesson {
        commands.spawn((
            ChildOf(buttons),
            button(say!(language, "help-panel-lesson"), "", show_lesson),
        ));
    }
    let close_keys = format!("{} / F1", say!(language, "keys-esc"));
    commands.spawn((
        ChildOf(buttons),
        button(
            say!(language, "help-panel-close"),
            close_keys,
            |_: On<Pressed>, mut open: ResMut<HelpOpen>| open.0 = false,
        ),
    ));
}

/// "Show the lesson again": from the start, on the lesson's screen.
fn show_lesson(
    _: On<Pressed>,
    mut open: ResMut<HelpOpen>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    mut model: ResMut<LessonModel>,
) {
    open.0 = false;
    info!("lesson: asked for from the help");
    if *screen.get() == Screen::Tutorial {
        model.0 = Lesson::new();
    } else {
        next.set(Screen::Tutorial);
    }
}
