//! The level select (the title screen, [`Screen::Title`]): every pack
//! found, each level a tile (`level_tile.rs`: its number, stars and marks),
//! the level in focus named under the list. Arrows and Enter, or the
//! mouse. A pack that did not load shows its error here instead. A change
//! of language makes the screen again, in the new one.

use bevy::ecs::system::SystemParam;
use bevy::input::mouse::MouseWheel;
use bevy::prelude::*;
use water_sort_core::file_notice::FileNotice;
use water_sort_words::{Lang, say};
use water_sort_words::{level_select, notices};

use crate::game::board::CurrentLevel;
use crate::game::packs::{GameConfig, Notice, PackLibrary, PlayOptions};
use crate::game::saves::{ProgressStore, SavedGames, SettingsStore, StatisticsStore};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::interaction::{Pressed, wheel_pixels};
use crate::game::ui::language::{Language, LanguageProblems, Said};
use crate::game::ui::settings::settings_closed;
use crate::game::ui::theme::{self, ThemedBorder};
use crate::game::ui::widgets::label;

use super::edit_entry::AuthorTools;
use super::endless::Endless;
pub use super::level_tile::{COLUMNS, InProgressMark, LevelButton, LevelDetail, MysteryMark};
use super::level_tile::{TileMarks, detail_line, spawn_tile, tile_row};
use super::pack_heading::{HeadingScroller, PackHeading, ScrollIntoView, heading_words, pinned};
use super::quit::quit_prompt_closed;
use super::resume::{ContinueGame, continue_button, find_level};
use super::{LevelFocus, playable};
/// The list's padding left and right (UI pixels).
const LIST_PADDING_X: f32 = 24.0;

#[derive(Component)]
pub struct TitleRoot;

#[derive(Component)]
pub struct LevelList;

pub fn plugin(app: &mut App) {
    app.init_resource::<LevelFocus>()
        .add_systems(OnEnter(Screen::Title), (focus_current, spawn_title).chain())
        .add_systems(OnExit(Screen::Title), clear_notice)
        .add_systems(
            Update,
            (
                (keyboard, mouse_scroll)
                    .in_set(GameSet::Input)
                    .run_if(settings_closed.and_then(quit_prompt_closed)),
                (
                    respawn_on_library_change.run_if(
                        resource_changed::<PackLibrary>.or_eager(resource_changed::<Language>),
                    ),
                    show_focus,
                )
                    .chain()
                    .in_set(GameSet::View),
            )
                .run_if(in_state(Screen::Title)),
        );
}

/// The keyboard starts on the level last played (after an endless level,
/// where it was); at launch on the game Continue resumes, else the first level
/// not finished.
fn focus_current(
    library: Res<PackLibrary>,
    current: Res<CurrentLevel>,
    saved: Res<SavedGames>,
    store: Res<ProgressStore>,
    mut focus: ResMut<LevelFocus>,
    mut launched: Local<bool>,
) {
    let all = playable(&library);
    if !std::mem::replace(&mut *launched, true) && *current == CurrentLevel::default() {
        let unfinished = || {
            all.iter().position(|&(p, l)| {
                let entry = &library.entries[p];
                let level = entry.good.as_ref().map(|g| &g.levels[l].name);
                level.is_some_and(|name| !store.progress.record(&entry.file_name, name).completed)
            })
        };
        let last_game = saved.to_continue().and_then(|g| find_level(&library, g));
        focus.0 = last_game
            .and_then(|at| all.iter().position(|&x| x == at))
            .or_else(unfinished)
            .unwrap_or(0);
        return;
    }
    if let Some(wanted) = current.pack_level() {
        focus.0 = all.iter().position(|&at| at == wanted).unwrap_or(0);
    }
}

/// A notice is shown once: gone when the level select is left.
fn clear_notice(mut notice: ResMut<Notice>) {
    if notice.0.is_some() {
        notice.0 = None;
    }
}

/// What the level select shows.
#[derive(SystemParam)]
struct TitleData<'w> {
    library: Res<'w, PackLibrary>,
    store: Res<'w, ProgressStore>,
    config: Res<'w, GameConfig>,
    notice: Res<'w, Notice>,
    settings: Res<'w, SettingsStore>,
    tools: Res<'w, AuthorTools>,
    saved: Res<'w, SavedGames>,
    statistics: Res<'w, StatisticsStore>,
    language: Res<'w, Language>,
    language_problems: Res<'w, LanguageProblems>,
    /// The rule chosen on the endless screen: the daily puzzle's here too.
    endless: Res<'w, Endless>,
}

fn spawn_title(commands: Commands, data: TitleData) {
    spawn_list(commands, &data, ScrollPosition::default());
}

/// The screen, its list scrolled to `scroll`.
fn spawn_list(mut commands: Commands, data: &TitleData, scroll: ScrollPosition) {
    let (library, store, config) = (&*data.library, &*data.store, &*data.config);
    let (notice, settings, tools) = (&*data.notice, &*data.settings, &*data.tools);
    let lang: &Lang = &data.language;
    let mut list = Vec::new();
    let mut flat = 0;
    let data_dir = store.dir.as_deref();
    for (p, entry) in library.entries.iter().enumerate() {
        let (mut header, home) = heading_words(lang, library, p, data_dir);
        if let Some(pack) = &entry.good {
            let names = pack.levels.iter().map(|l| l.name.as_str());
            let (stars, most) = store.progress.stars(&entry.file_name, names);
            header.push_str("  ");
            header.push_str(&say!(
                lang,
                "screens-pack-stars",
                stars = stars,
                most = most
            ));
        }
        let heading = PackHeading { title: header };
        let title = label(heading.title.clone(), 26.0, theme::TEXT);
        let heading = commands
            .spawn((
                Node {
                    margin: UiRect::top(px(14)),
                    flex_direction: FlexDirection::Column,
                    ..default()
                },
                heading,
                children![title],
            ))
            .id();
        if let Some(home) = home {
            commands.spawn((ChildOf(heading), label(home, 16.0, theme::TEXT_DIM)));
        }
        let mut section: Vec<Entity> = vec![heading];
        if let Some(error) = &entry.error {
            let note = if entry.good.is_some() {
                format!("\n{}", say!(lang, "screens-last-good"))
            } else {
                String::new()
            };
            section.push(
                commands
                    .spawn(label(format!("{error}{note}"), 16.0, theme::ERROR))
                    .id(),
            );
        }
        if let Some(pack) = &entry.good {
            for (row, chunk) in pack.levels.chunks(COLUMNS).enumerate() {
                let row_entity = commands.spawn(tile_row()).id();
                for (k, level) in chunk.iter().enumerate() {
                    let l = row * COLUMNS + k;
                    let record = store.progress.record(&entry.file_name, &level.name);
                    let button = LevelButton {
                        pack: p,
                        level: l,
                        flat,
                        completed: record.completed,
                    };
                    let marks = TileMarks {
                        mystery: level.is_mystery(),
                        in_progress: data
                            .saved
                            .in_progress(&entry.file_name, &level.name)
                            .is_some(),
                    };
                    let tile = spawn_tile(&mut commands, row_entity, button, marks, lang);
                    commands.entity(tile).observe(play(p, l));
                    flat += 1;
                }
                section.push(row_entity);
            }
        }
        list.extend(section);
    }
    if library.entries.is_empty() {
        list.push(
            commands
                .spawn(label(no_packs_line(&config.0, lang), 20.0, theme::ERROR))
                .id(),
        );
    }
    // Every file of the player's that was set aside (or failed to save)
    // is told, whichever it is.
    let files: Vec<FileNotice> = [
        store.notice.as_ref(),
        settings.notice.as_ref(),
        data.statistics.notice.as_ref(),
    ]
    .into_iter()
    .flatten()
    .chain(&data.saved.notices)
    .cloned()
    .collect();
    let game_notice = notice.0.clone();
    // A translator's file that did not parse: where, as for packs.
    let problems: Vec<String> = data
        .language_problems
        .0
        .iter()
        .map(|p| p.to_string())
        .collect();
    let notice = Said::new(move |lang| {
        let files = (!files.is_empty()).then(|| notices::file_notices(lang, &files));
        let translation = (!problems.is_empty()).then(|| {
            let head = say!(lang, "notices-translation", count = problems.len());
            std::iter::once(head)
                .chain(problems.iter().cloned())
                .collect::<Vec<_>>()
                .join("\n")
        });
        [files, translation, game_notice.clone()]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join("\n")
    });
    let root = commands
        .spawn((
            TitleRoot,
            DespawnOnExit(Screen::Title),
            Node {
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                padding: UiRect::all(px(20)),
                row_gap: px(6),
                ..default()
            },
        ))
        .id();
    commands.spawn((ChildOf(root), label("Water Sort", 56.0, theme::ACCENT)));
    commands.spawn((
        ChildOf(root),
        label(
            Said::message("screens-rule").spawn(lang),
            18.0,
            theme::TEXT_DIM,
        ),
    ));
    // Continue, the way back into the game in progress, on a row of its
    // own over the others: it names the game, so it is the longest.
    if let Some(button) = continue_button(&data.saved, lang) {
        let row = commands.spawn((ChildOf(root), title_row())).id();
        commands.spawn((ChildOf(row), button));
    }
    let play_row = commands
        .spawn((
            ChildOf(root),
            super::endless::title_buttons(store, lang, data.endless.settings.variant),
        ))
        .insert(title_row())
        .id();
    commands.spawn((
        ChildOf(play_row),
        super::statistics_screen::statistics_button(lang),
    ));
    commands.spawn((ChildOf(play_row), super::edit_entry::author_button()));
    commands.spawn((ChildOf(root), super::edit_entry::buttons(*tools)));
    if !notice.text(&data.language).is_empty() {
        let text = notice.text(&data.language);
        commands.spawn((ChildOf(root), label(text, 16.0, theme::ERROR), notice));
    }
    // The list and, pinned over its top, the heading of the pack in view.
    let frame = commands
        .spawn((
            ChildOf(root),
            Node {
                flex_direction: FlexDirection::Column,
                flex_grow: 1.0,
                // A scroll box's parent must not grow to its content.
                min_height: px(0),
                width: percent(100),
                max_width: px(1100),
                margin: UiRect::top(px(8)),
                // The pinned heading, pushed up by the next, goes no higher.
                overflow: Overflow::clip(),
                ..default()
            },
        ))
        .id();
    let scroller = commands
        .spawn((
            ChildOf(frame),
            LevelList,
            HeadingScroller,
            Node {
                flex_direction: FlexDirection::Column,
                flex_grow: 1.0,
                min_height: px(0),
                width: percent(100),
                overflow: Overflow::scroll_y(),
                padding: UiRect::axes(px(LIST_PADDING_X), px(8)),
                border_radius: BorderRadius::all(px(14)),
                ..default()
            },
            theme::fill(theme::PANEL),
            scroll,
        ))
        .id();
    commands.spawn((ChildOf(frame), pinned(LIST_PADDING_X)));
    for child in list {
        commands.entity(child).insert(ChildOf(scroller));
    }
    commands.spawn((ChildOf(root), detail_line()));
    let can_continue = data.saved.to_continue().is_some();
    let keys = Said::new(move |lang| level_select::keys_line(lang, can_continue));
    commands.spawn((
        ChildOf(root),
        label(keys.text(&data.language), 16.0, theme::TEXT_DIM),
        keys,
    ));
}

/// A row of the title's buttons (Continue; then Endless, Daily, Settings,
/// Statistics, Author): centred, and wrapped, centred too, when a narrow
/// window or a long language has no room for it on one line (the one row
/// they were was cut at both ends at 800x600 with a game to continue).
fn title_row() -> Node {
    Node {
        margin: UiRect::top(px(6)),
        max_width: percent(100),
        flex_wrap: FlexWrap::Wrap,
        justify_content: JustifyContent::Center,
        row_gap: px(6),
        ..default()
    }
}

/// What the level select says when it has no pack to show.
fn no_packs_line(options: &PlayOptions, lang: &Lang) -> String {
    let folders: Vec<String> = options
        .folders
        .iter()
        .map(|f| f.display().to_string())
        .collect();
    if folders.is_empty() {
        say!(lang, "screens-no-packs")
    } else {
        say!(lang, "screens-no-packs-in", folders = folders.join(", "))
    }
}

/// A pack edited while the list is up: show the new version, the list
/// scrolled where the player had it.
fn respawn_on_library_change(
    mut commands: Commands,
    roots: Query<Entity, With<TitleRoot>>,
    lists: Query<&ScrollPosition, With<LevelList>>,
    data: TitleData,
) {
    // No `library.is_added()` test here: to a system that has never run,
    // everything looks added, so it skipped the first reload seen on this
    // screen in a session (the level select then showed the old packs, a
    // fixed pack's errors too, until the next change). The level select is
    // only up once the library is loaded.
    let scroll = lists.iter().next().cloned().unwrap_or_default();
    for root in &roots {
        commands.entity(root).despawn();
    }
    spawn_list(commands, &data, scroll);
}

fn keyboard(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    library: Res<PackLibrary>,
    mut focus: ResMut<LevelFocus>,
    mut current: ResMut<CurrentLevel>,
    mut next: ResMut<NextState<Screen>>,
    mut continue_game: MessageWriter<ContinueGame>,
) {
    let Some(keys) = keys else { return };
    if keys.just_pressed(KeyCode::KeyC) {
        continue_game.write(ContinueGame);
        return;
    }
    let all = playable(&library);
    if all.is_empty() {
        return;
    }
    let last = all.len() - 1;
    let mut f = focus.0.min(last);
    if keys.just_pressed(KeyCode::ArrowRight) {
        f = (f + 1).min(last);
    }
    if keys.just_pressed(KeyCode::ArrowLeft) {
        f = f.saturating_sub(1);
    }
    if keys.just_pressed(KeyCode::ArrowDown) {
        f = (f + COLUMNS).min(last);
    }
    if keys.just_pressed(KeyCode::ArrowUp) {
        f = f.saturating_sub(COLUMNS);
    }
    if focus.0 != f {
        focus.0 = f;
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]) {
        let (pack, level) = all[f];
        *current = CurrentLevel::Pack { pack, level };
        next.set(Screen::Gameplay);
    }
}

/// A level button's action: play that level.
fn play(
    pack: usize,
    level: usize,
) -> impl Fn(On<Pressed>, ResMut<CurrentLevel>, ResMut<NextState<Screen>>) {
    move |_: On<Pressed>, mut current: ResMut<CurrentLevel>, mut next: ResMut<NextState<Screen>>| {
        *current = CurrentLevel::Pack { pack, level };
        next.set(Screen::Gameplay);
    }
}

fn mouse_scroll(
    mut wheel: MessageReader<MouseWheel>,
    mut lists: Query<&mut ScrollPosition, With<LevelList>>,
) {
    let down = wheel_pixels(&mut wheel);
    if down != 0.0 {
        for mut pos in &mut lists {
            pos.0.y = (pos.0.y + down).max(0.0);
        }
    }
}

/// The focused level gets a bright border, and the list scrolls to it when
/// the focus moves (a list rebuilt for a reload keeps its place): measured
/// once laid out, clear of the pinned heading (see `pack_heading`).
fn show_focus(
    mut commands: Commands,
    focus: Res<LevelFocus>,
    library: Res<PackLibrary>,
    mut buttons: Query<(Entity, &LevelButton, &mut ThemedBorder)>,
) {
    if !focus.is_changed() && !library.is_changed() {
        return;
    }
    for (entity, button, mut border) in &mut buttons {
        let focused = button.flat == focus.0;
        border.set_if_neq(ThemedBorder(if focused {
            theme::ACCENT
        } else {
            theme::BUTTON_BORDER
        }));
        if focus.is_changed() {
            // Only the last focus is scrolled to, if several come first.
            match focused {
                true => commands.entity(entity).insert(ScrollIntoView),
                false => commands.entity(entity).remove::<ScrollIntoView>(),
            };
        }
    }
}
