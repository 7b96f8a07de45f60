//! The settings panel, over any screen: F2 or a Settings button opens it,
//! Esc or F2 closes it. Up/Down choose a setting, Left/Right change it
//! (Enter or Space flips an on/off one); the mouse uses the < and > of each
//! row. A row of choices goes round in both directions, as an on/off one
//! flips (past the last choice, the first); only the volume, a level,
//! stops at 0% and 100%. Every change is saved at once (see the level layer's settings
//! store) and takes effect at once. The last row is the language: the
//! desktop's, or one of the shipped ones, each named in itself; the ui
//! layer speaks the new one at once.

use std::sync::LazyLock;

use bevy::prelude::*;
use water_sort_store::settings::LanguageTag;
use water_sort_words::settings as words;
use water_sort_words::{Lang, say};

use crate::game::schedule::GameSet;
use crate::game::ui::interaction::Pressed;
use crate::game::ui::language::{Language, Said};
use crate::game::ui::settings::{
    DeadEndWarning, Settings, SettingsOpen, Speed, VOLUME_STEPS, VerdictLine,
};
use crate::game::ui::theme::{self, Theme, ThemeName};
use crate::game::ui::widgets::{button, fixed_button_look, label, modal, modal_panel, with_action};

/// The settings, top to bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Volume,
    Mute,
    Symbols,
    Speed,
    ReducedMotion,
    Fullscreen,
    Verdict,
    DeadEnd,
    Theme,
    Language,
}

/// The Language row's choices: the desktop's (`None`), then every shipped
/// language, with its name in itself.
static LANGUAGES: LazyLock<Vec<(Option<LanguageTag>, String)>> = LazyLock::new(|| {
    let shipped = water_sort_words::lang::languages()
        .into_iter()
        .filter_map(|(tag, name)| Some((Some(LanguageTag::new(tag)?), name)));
    std::iter::once((None, String::new()))
        .chain(shipped)
        .collect()
});

impl Field {
    pub const ALL: [Field; 10] = [
        Field::Volume,
        Field::Mute,
        Field::Symbols,
        Field::Speed,
        Field::ReducedMotion,
        Field::Fullscreen,
        Field::Verdict,
        Field::DeadEnd,
        Field::Theme,
        Field::Language,
    ];

    /// The message naming the row.
    fn name(self) -> &'static str {
        match self {
            Field::Volume => "settings-panel-volume",
            Field::Mute => "settings-panel-mute",
            Field::Symbols => "settings-panel-symbols",
            Field::Speed => "settings-panel-speed",
            Field::ReducedMotion => "settings-panel-reduced-motion",
            Field::Fullscreen => "settings-panel-fullscreen",
            Field::Theme => "settings-panel-theme",
            Field::Verdict => "settings-panel-verdict",
            Field::DeadEnd => "settings-panel-dead-end",
            Field::Language => "settings-panel-language",
        }
    }

    /// The value as shown, in `lang`.
    pub fn shown(self, lang: &Lang, settings: &Settings) -> String {
        let on_off = |on: bool| match on {
            true => say!(lang, "settings-panel-on"),
            false => say!(lang, "settings-panel-off"),
        };
        match self {
            Field::Volume => say!(
                lang,
                "settings-panel-percent",
                percent = u32::from(settings.volume) * 100 / u32::from(VOLUME_STEPS)
            ),
            Field::Mute => on_off(settings.muted),
            Field::Symbols => on_off(settings.symbols),
            Field::Speed => words::speed_name(lang, settings.speed),
            Field::ReducedMotion => on_off(settings.reduced_motion),
            Field::Fullscreen => on_off(settings.fullscreen),
            Field::Theme => words::theme_name(lang, settings.theme),
            Field::Language => match settings.language {
                None => say!(lang, "settings-panel-language-system"),
                Some(tag) => LANGUAGES
                    .iter()
                    .find(|(t, _)| *t == Some(tag))
                    .map_or_else(|| tag.as_str().to_string(), |(_, name)| name.clone()),
            },
            Field::Verdict => words::verdict_line(lang, settings.verdict),
            Field::DeadEnd => words::dead_end(lang, settings.dead_end),
        }
    }

    /// Steps the value by `by` (on/off settings flip whatever the sign).
    pub fn change(self, settings: &mut Settings, by: i32) {
        match self {
            Field::Volume => {
                let v = i32::from(settings.volume) + by;
                settings.volume = v.clamp(0, i32::from(VOLUME_STEPS)) as u8;
            }
            Field::Mute => settings.muted = !settings.muted,
            Field::Symbols => settings.symbols = !settings.symbols,
            Field::Speed => settings.speed = step_in(&Speed::ALL, settings.speed, by),
            Field::ReducedMotion => settings.reduced_motion = !settings.reduced_motion,
            Field::Fullscreen => settings.fullscreen = !settings.fullscreen,
            Field::Theme => settings.theme = step_in(&ThemeName::ALL, settings.theme, by),
            Field::Verdict => settings.verdict = step_in(&VerdictLine::ALL, settings.verdict, by),
            Field::DeadEnd => {
                settings.dead_end = step_in(&DeadEndWarning::ALL, settings.dead_end, by);
            }
            Field::Language => {
                let all: Vec<Option<LanguageTag>> = LANGUAGES.iter().map(|(t, _)| *t).collect();
                settings.language = step_in(&all, settings.language, by);
            }
        }
    }
}

/// The choice `by` steps from `now` in `all`, round from either end to
/// the other.
fn step_in<T: Copy + PartialEq>(all: &[T], now: T, by: i32) -> T {
    let i = all.iter().position(|&c| c == now).unwrap_or(0) as i32;
    all[(i + by).rem_euclid(all.len() as i32) as usize]
}

/// The settings panel's [`modal`] layer: over every other panel.
pub const SETTINGS_LAYER: i32 = 30;

/// The row the keyboard is on.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SettingsFocus(pub usize);

#[derive(Component)]
pub struct SettingsPanel;

#[derive(Component, Clone, Copy)]
struct RowOf(Field);

#[derive(Component, Clone, Copy)]
struct ValueOf(Field);

/// The panel's keys, for prompts that must see an Esc before it does.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SettingsKeys;

pub fn plugin(app: &mut App) {
    app.init_resource::<SettingsFocus>().add_systems(
        Update,
        (
            // After the screens' own keys (Input): an Esc that closes the
            // panel is not also theirs.
            keys.in_set(GameSet::Logic).in_set(SettingsKeys),
            (show_panel.run_if(resource_changed::<SettingsOpen>), refresh)
                .chain()
                .in_set(GameSet::View),
        ),
    );
}

fn keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut open: ResMut<SettingsOpen>,
    mut focus: ResMut<SettingsFocus>,
    mut settings: ResMut<Settings>,
) {
    let Some(keys) = keys else { return };
    if !open.0 {
        if keys.just_pressed(KeyCode::F2) {
            open.0 = true;
        }
        return;
    }
    if keys.any_just_pressed([KeyCode::F2, KeyCode::Escape]) {
        open.0 = false;
        return;
    }
    let last = Field::ALL.len() - 1;
    if keys.just_pressed(KeyCode::ArrowDown) {
        focus.0 = (focus.0 + 1).min(last);
    }
    if keys.just_pressed(KeyCode::ArrowUp) {
        focus.0 = focus.0.saturating_sub(1);
    }
    let field = Field::ALL[focus.0.min(last)];
    if keys.just_pressed(KeyCode::ArrowLeft) {
        field.change(&mut settings, -1);
    }
    if keys.any_just_pressed([KeyCode::ArrowRight, KeyCode::Enter, KeyCode::Space]) {
        field.change(&mut settings, 1);
    }
}

/// A row's < or > button.
fn step(field: Field, by: i32, text: &str) -> impl Bundle {
    with_action(
        fixed_button_look(text, (44.0, 22.0), UiRect::ZERO),
        move |_: On<Pressed>, mut settings: ResMut<Settings>, mut focus: ResMut<SettingsFocus>| {
            field.change(&mut settings, by);
            focus.0 = Field::ALL.iter().position(|&f| f == field).unwrap_or(0);
        },
    )
}

fn row(field: Field, lang: &Lang) -> impl Bundle {
    (
        RowOf(field),
        Node {
            width: px(620),
            min_height: px(50),
            justify_content: JustifyContent::SpaceBetween,
            align_items: AlignItems::Center,
            padding: UiRect::axes(px(16), px(4)),
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(12)),
            ..default()
        },
        BorderColor::all(Color::NONE),
        children![
            label(Said::message(field.name()).spawn(lang), 22.0, theme::TEXT),
            (
                Node {
                    align_items: AlignItems::Center,
                    column_gap: px(8),
                    ..default()
                },
                children![
                    step(field, -1, "<"),
                    (
                        Node {
                            width: px(160),
                            justify_content: JustifyContent::Center,
                            ..default()
                        },
                        children![(ValueOf(field), label("", 22.0, theme::ACCENT))],
                    ),
                    step(field, 1, ">"),
                ],
            ),
        ],
    )
}

fn show_panel(
    mut commands: Commands,
    open: Res<SettingsOpen>,
    language: Res<Language>,
    panels: Query<Entity, With<SettingsPanel>>,
) {
    for panel in &panels {
        commands.entity(panel).despawn();
    }
    if !open.0 {
        return;
    }
    let lang = &**language;
    let said = |id: &'static str| Said::message(id).spawn(lang);
    commands.spawn((
        SettingsPanel,
        // Over everything: nothing below it takes the pointer.
        modal(SETTINGS_LAYER),
        Name::new("settings"),
        children![(
            modal_panel(4.0),
            children![
                label(said("settings-panel-title"), 36.0, theme::ACCENT),
                row(Field::Volume, lang),
                row(Field::Mute, lang),
                row(Field::Symbols, lang),
                row(Field::Speed, lang),
                row(Field::ReducedMotion, lang),
                row(Field::Fullscreen, lang),
                row(Field::Verdict, lang),
                row(Field::DeadEnd, lang),
                row(Field::Theme, lang),
                row(Field::Language, lang),
                (
                    Node {
                        margin: UiRect::top(px(10)),
                        ..default()
                    },
                    children![button(
                        said("settings-panel-close"),
                        "Esc / F2",
                        |_: On<Pressed>, mut open: ResMut<SettingsOpen>| open.0 = false
                    )],
                ),
                label(said("settings-panel-footer"), 15.0, theme::TEXT_DIM),
            ],
        )],
    ));
}

/// The values and the focused row.
fn refresh(
    settings: Res<Settings>,
    language: Res<Language>,
    theme: Res<Theme>,
    focus: Res<SettingsFocus>,
    mut values: Query<(&ValueOf, &mut Text)>,
    mut rows: Query<(&RowOf, &mut BorderColor)>,
) {
    for (value, mut text) in &mut values {
        let shown = value.0.shown(&language, &settings);
        if text.0 != shown {
            text.0 = shown;
        }
    }
    for (row, mut border) in &mut rows {
        let focused = Field::ALL.get(focus.0) == Some(&row.0);
        let want = BorderColor::all(if focused { theme.accent } else { Color::NONE });
        if *border != want {
            *border = want;
        }
    }
}
