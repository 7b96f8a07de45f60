//! The level select's ways into the editor: edit the focused level, add a
//! level to its pack, or start a new pack (a file under the data folder's
//! `levels/`). Ctrl+E / Ctrl+N / Ctrl+P, or their buttons in the "Author"
//! row, which the "Author" button opens: a player's first screen shows
//! only the ways to play.

use bevy::prelude::*;
use water_sort_words::{Lang, say};

use super::quit::quit_prompt_closed;
use super::{LevelFocus, playable};
use crate::game::board::keys::Held;
use crate::game::packs::{EditPack, EditRequest, Notice, PackEntry, PackLibrary};
use crate::game::saves::ProgressStore;
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::interaction::{Pressed, send};
use crate::game::ui::language::{Language, Said};
use crate::game::ui::settings::settings_closed;
use crate::game::ui::theme;
use crate::game::ui::widgets;

/// What the level select asks of the editor.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditEntry {
    /// The focused level.
    EditLevel,
    /// A new level at the end of the focused level's pack.
    NewLevel,
    NewPack,
}

/// Whether the "Author" row is open (for the rest of the run).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AuthorTools(pub bool);

/// The row of editor buttons.
#[derive(Component)]
pub struct AuthorRow;

pub fn plugin(app: &mut App) {
    app.add_message::<EditEntry>()
        .init_resource::<AuthorTools>()
        .add_systems(
            Update,
            (
                keyboard
                    .in_set(GameSet::Input)
                    .run_if(settings_closed.and_then(quit_prompt_closed)),
                open_editor.in_set(GameSet::Logic),
                (say_fresh, show_row, show_source).in_set(GameSet::View),
            )
                .run_if(in_state(Screen::Title)),
        );
}

/// The button opening (and closing) the "Author" row.
pub fn author_button() -> impl Bundle {
    widgets::said_button(
        Said::message("editor-entry-author"),
        &unsaid(),
        "Ctrl+E, Ctrl+N, Ctrl+P",
        |_: On<Pressed>, mut tools: ResMut<AuthorTools>| tools.0 = !tools.0,
    )
}

/// The language the texts of this row are first made in, before
/// [`say_fresh`] says them in the player's (in the frame they appear):
/// the level select spawns them without the language at hand.
fn unsaid() -> Lang {
    Lang::english()
}

/// Texts made from messages that just appeared are said in the player's
/// language.
fn say_fresh(language: Res<Language>, mut texts: Query<(&Said, &mut Text), Added<Said>>) {
    for (said, mut text) in &mut texts {
        let new = said.text(&language);
        if text.0 != new {
            text.0 = new;
        }
    }
}

/// The row of editor buttons under the title, shown once the "Author"
/// button opened it, with where the focused level's pack comes from.
pub fn buttons(tools: AuthorTools) -> impl Bundle {
    (
        AuthorRow,
        Node {
            margin: UiRect::top(px(4)),
            display: row_display(tools),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            row_gap: px(4),
            ..default()
        },
        children![
            (
                Node {
                    align_items: AlignItems::Center,
                    ..default()
                },
                children![
                    (
                        widgets::label(
                            say!(unsaid(), "editor-entry-author-label"),
                            18.0,
                            theme::TEXT_DIM
                        ),
                        Said::message("editor-entry-author-label"),
                    ),
                    entry_button("editor-entry-edit-level", "Ctrl+E", EditEntry::EditLevel),
                    entry_button("editor-entry-new-level", "Ctrl+N", EditEntry::NewLevel),
                    entry_button("editor-entry-new-pack", "Ctrl+P", EditEntry::NewPack),
                ],
            ),
            (PackSource, widgets::label("", 15.0, theme::TEXT_DIM)),
        ],
    )
}

/// A button of the "Author" row: its message, keys and entry.
fn entry_button(id: &'static str, keys: &'static str, entry: EditEntry) -> impl Bundle {
    widgets::said_button(Said::message(id), &unsaid(), keys, send(entry))
}

/// The line in the "Author" row naming the file of the focused level's
/// pack (for authors only: a player's screen shows no file paths).
#[derive(Component)]
pub struct PackSource;

/// Where a pack comes from: "built-in", or its file, and whether it takes
/// the place of a built-in pack.
pub fn source_line(entry: &PackEntry, lang: &Lang) -> String {
    let pack = entry.good.as_ref().map_or("", |p| p.name.as_str());
    let id = if entry.overrides_builtin {
        "editor-entry-source-overrides"
    } else {
        "editor-entry-source"
    };
    // The name as written in the file, quoted and escaped.
    say!(
        lang,
        id,
        pack = format!("{pack:?}"),
        file = &entry.display_path
    )
}

/// The author's line follows the focus (and the language).
fn show_source(
    focus: Res<LevelFocus>,
    library: Res<PackLibrary>,
    language: Res<Language>,
    mut lines: Query<&mut Text, With<PackSource>>,
) {
    let Some(&(pack, _)) = playable(&library).get(focus.0) else {
        return;
    };
    let line = source_line(&library.entries[pack], &language);
    for mut text in &mut lines {
        if text.0 != line {
            text.0 = line.clone();
        }
    }
}

fn row_display(tools: AuthorTools) -> Display {
    if tools.0 {
        Display::Flex
    } else {
        Display::None
    }
}

fn show_row(tools: Res<AuthorTools>, mut rows: Query<&mut Node, With<AuthorRow>>) {
    let want = row_display(*tools);
    for mut node in &mut rows {
        if node.display != want {
            node.display = want;
        }
    }
}

fn keyboard(keys: Option<Res<ButtonInput<KeyCode>>>, mut entries: MessageWriter<EditEntry>) {
    let Some(keys) = keys else { return };
    if !Held::of(&keys).ctrl {
        return;
    }
    for (key, entry) in [
        (KeyCode::KeyE, EditEntry::EditLevel),
        (KeyCode::KeyN, EditEntry::NewLevel),
        (KeyCode::KeyP, EditEntry::NewPack),
    ] {
        if keys.just_pressed(key) {
            entries.write(entry);
        }
    }
}

fn open_editor(
    mut entries: MessageReader<EditEntry>,
    mut commands: Commands,
    library: Res<PackLibrary>,
    focus: Res<LevelFocus>,
    store: Res<ProgressStore>,
    mut next: ResMut<NextState<Screen>>,
    mut notice: ResMut<Notice>,
    language: Res<Language>,
) {
    let Some(&entry) = entries.read().last() else {
        return;
    };
    let focused = playable(&library).get(focus.0).copied();
    let request = match (entry, focused) {
        (EditEntry::EditLevel, Some((pack, level))) => EditRequest {
            pack: EditPack::Library(pack),
            level,
            new_level: false,
        },
        (EditEntry::NewLevel, Some((pack, _))) => EditRequest {
            pack: EditPack::Library(pack),
            level: 0,
            new_level: true,
        },
        _ => match new_pack_path(&store) {
            Some(path) => EditRequest {
                pack: EditPack::File(path),
                level: 0,
                new_level: false,
            },
            None => {
                notice.0 = Some(say!(language, "editor-entry-no-data-folder"));
                return;
            }
        },
    };
    commands.insert_resource(request);
    next.set(Screen::Editor);
}

/// `<data dir>/levels/my-pack.ron`, or `my-pack-2.ron` and so on: the first
/// name not taken.
fn new_pack_path(store: &ProgressStore) -> Option<std::path::PathBuf> {
    let dir = store.dir.as_ref()?.join("levels");
    (1..)
        .map(|k| match k {
            1 => dir.join("my-pack.ron"),
            k => dir.join(format!("my-pack-{k}.ron")),
        })
        .find(|p| !p.exists())
}
