//! Opening the pack for the editor (an [`EditorSession`]) from an
//! [`EditRequest`], and the one system applying [`EditorAction`]s: edits,
//! undo and redo, prompts, save, playtest and leaving.

use bevy::prelude::*;
use water_sort_core::Colour;
use water_sort_core::editor::{Edit, TextField, parse_colour_line, random_seed};
use water_sort_core::level::{Pack, PaletteColour};

use super::assess::start_deal;
use super::disk::{disk_hash, open_session, reload, save};
use super::variants::variant_edit;
use super::{Answer, Ask, Confirm, EditorAction, EditorSession, Prompt};
use crate::game::board::{CurrentLevel, Leave};
use crate::game::packs::{EditRequest, Notice, PackLibrary, PackReloaded, PackSaved};
use crate::game::saves::ProgressStore;
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::language::{Language, Said};
use water_sort_words::{Lang, capitalise, say};

pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Editor), open.in_set(GameSet::Logic))
        .add_systems(
            Update,
            back_from_playtest
                .in_set(GameSet::Logic)
                .run_if(in_state(Screen::Gameplay)),
        )
        .add_systems(
            Update,
            (notice_disk_changes, apply_actions)
                .chain()
                .in_set(GameSet::Logic)
                .run_if(in_state(Screen::Editor).and_then(resource_exists::<EditorSession>)),
        );
}

/// A playtest's "back" or "next level" returns to the editor: the editor
/// owns that screen, so it decides (the board leaves a playtest alone).
fn back_from_playtest(
    mut leaves: MessageReader<Leave>,
    current: Res<CurrentLevel>,
    mut next: ResMut<NextState<Screen>>,
) {
    for leave in leaves.read() {
        if matches!(*current, CurrentLevel::Playtest(_))
            && matches!(leave, Leave::Back | Leave::NextLevel)
        {
            next.set(Screen::Editor);
        }
    }
}

/// Opens the pack asked for. Back from a playtest there is no request and
/// the session goes on as it was.
fn open(
    mut commands: Commands,
    request: Option<Res<EditRequest>>,
    library: Res<PackLibrary>,
    store: Res<ProgressStore>,
    mut next: ResMut<NextState<Screen>>,
    mut notice: ResMut<Notice>,
    language: Res<Language>,
) {
    let Some(request) = request else {
        return;
    };
    commands.remove_resource::<EditRequest>();
    match open_session(&request, &library, &store, &language) {
        Ok(session) => commands.insert_resource(session),
        Err(reason) => {
            notice.0 = Some(reason);
            next.set(Screen::Title);
        }
    }
}

/// The file changed on disk (not by this editor's save): with no unsaved
/// edits it is read again; otherwise the author chooses.
fn notice_disk_changes(
    mut reloads: MessageReader<PackReloaded>,
    library: Res<PackLibrary>,
    mut session: ResMut<EditorSession>,
    language: Res<Language>,
) {
    let reloaded: Vec<usize> = reloads.read().map(|r| r.pack).collect();
    // Finding the pack compares canonical paths: only when something reloaded.
    if reloaded.is_empty() {
        return;
    }
    let ours = library.find(&session.path);
    if !reloaded.iter().any(|&pack| Some(pack) == ours)
        || disk_hash(&session.path) == session.disk_hash
    {
        return;
    }
    if session.editor.is_dirty() {
        session.prompt = Some(Prompt::Confirm(Confirm::ChangedOnDisk));
    } else {
        reload(&mut session, &language);
    }
}

#[allow(clippy::too_many_arguments)]
fn apply_actions(
    mut actions: MessageReader<EditorAction>,
    mut session: ResMut<EditorSession>,
    mut commands: Commands,
    mut current: ResMut<CurrentLevel>,
    mut next: ResMut<NextState<Screen>>,
    mut saved: MessageWriter<PackSaved>,
    library: Res<PackLibrary>,
    language: Res<Language>,
) {
    let lang: &Lang = &language;
    // Looked at first through `&`: the view redraws its texts only when the
    // session is changed, so a quiet frame must not mark it.
    if let Some(pending) = session.pending_save
        && session.prompt.is_none()
        && session.missing_verdicts().is_empty()
    {
        let s = &mut *session;
        save(
            s,
            lang,
            pending.allow_unsolvable,
            pending.check_disk,
            &mut saved,
        );
        leave_if_saved(s, &mut commands, &mut current, &mut next, &library);
    }
    for action in actions.read() {
        let s = &mut *session;
        // While a question is open only its answers count.
        if s.prompt.is_some()
            && !matches!(
                action,
                EditorAction::Submit(_)
                    | EditorAction::SubmitTyped
                    | EditorAction::Answer(_)
                    | EditorAction::Cancel
            )
        {
            continue;
        }
        // Each action's outcome replaces the last one's message (a refused
        // edit says why; most others say nothing).
        if !matches!(
            action,
            EditorAction::Submit(_)
                | EditorAction::SubmitTyped
                | EditorAction::Answer(_)
                | EditorAction::Cancel
        ) {
            s.clear_message();
        }
        match action.clone() {
            EditorAction::Edit(edit) => edit_or_say(s, edit),
            EditorAction::Key(key) => match colour_for_key(&s.editor.pack().palette, key) {
                Some(colour) => {
                    let tube = s.editor.tube();
                    s.editor.colour = colour;
                    edit_or_say(s, Edit::AddUnit { tube, colour });
                }
                None => s.fail(
                    lang,
                    Said::new(move |l| say!(l, "editor-no-colour-key", key = key.to_string())),
                ),
            },
            EditorAction::SelectTube(tube) => s.editor.select_tube(tube),
            EditorAction::SelectColour(colour) => {
                if (colour as usize) < s.editor.pack().palette.len() {
                    s.editor.colour = colour;
                }
            }
            EditorAction::ClickTube(tube) => {
                let colour = s.editor.colour;
                edit_or_say(s, Edit::AddUnit { tube, colour });
            }
            EditorAction::CapacityBy(delta) => {
                let capacity = s.editor.level().capacity.saturating_add_signed(delta);
                edit_or_say(s, Edit::SetCapacity(capacity));
            }
            EditorAction::HideBy(delta) => {
                let tube = s.editor.tube();
                let hidden = s.editor.level().hidden_per_tube();
                let now = hidden.get(tube).copied().unwrap_or(0);
                if now == 0 && delta < 0 {
                    let tube = tube + 1;
                    s.fail(
                        lang,
                        Said::new(move |l| say!(l, "editor-hides-nothing", tube = tube)),
                    );
                } else {
                    let count = now.saturating_add_signed(delta);
                    edit_or_say(s, Edit::SetHidden { tube, count });
                }
            }
            EditorAction::HeightBy(_) | EditorAction::CycleLock | EditorAction::ToggleRule => {
                match variant_edit(s, action) {
                    Some(Ok(edit)) => edit_or_say(s, edit),
                    Some(Err(why)) => s.fail(lang, why),
                    None => {}
                }
            }
            EditorAction::TogglePlayerView => {
                s.player_view = !s.player_view;
                let id = if s.player_view {
                    "editor-player-view-on"
                } else {
                    "editor-player-view-off"
                };
                s.say(lang, Said::message(id));
            }
            EditorAction::ShowLevel(level) => s.editor.select_level(level),
            EditorAction::PreviousLevel => {
                let level = s.editor.level_index().saturating_sub(1);
                s.editor.select_level(level);
            }
            EditorAction::NextLevel => {
                let level = s.editor.level_index() + 1;
                s.editor.select_level(level);
            }
            EditorAction::Undo => {
                if !s.editor.undo() {
                    s.fail(lang, Said::message("editor-nothing-to-undo"));
                }
            }
            EditorAction::Redo => {
                if !s.editor.redo() {
                    s.fail(lang, Said::message("editor-nothing-to-redo"));
                }
            }
            EditorAction::Save => save(s, lang, false, true, &mut saved),
            EditorAction::Playtest => match s.editor.board() {
                Some(_) => {
                    let pack = s.editor.pack();
                    *current = CurrentLevel::Playtest(Box::new(Pack {
                        names: Default::default(),
                        name: say!(lang, "editor-playtest-pack", pack = &pack.name),
                        author: None,
                        description: None,
                        palette: pack.palette.clone(),
                        levels: vec![s.editor.level().clone()],
                    }));
                    s.clear_message();
                    next.set(Screen::Gameplay);
                }
                None => {
                    // The core's problems, in English for authors.
                    let why = s.editor.problems().join("; ");
                    s.fail(
                        lang,
                        Said::new(move |l| say!(l, "editor-cannot-playtest", problems = &why)),
                    );
                }
            },
            EditorAction::Deal(seed) => start_deal(s, lang, seed.unwrap_or_else(random_seed)),
            EditorAction::Leave => {
                if s.editor.is_dirty() {
                    s.prompt = Some(Prompt::Confirm(Confirm::Leave));
                } else {
                    leave(s, &mut commands, &mut current, &mut next, &library);
                }
            }
            EditorAction::Ask(ask) => {
                // The old value selected: typing replaces it, a cursor key keeps it.
                let field = TextField::new(&prefill(s, ask));
                s.prompt = Some(Prompt::Text { ask, field });
            }
            EditorAction::Submit(text) => {
                if let Some(Prompt::Text { ask, .. }) = s.prompt.clone() {
                    submit(s, lang, ask, &text);
                }
            }
            EditorAction::SubmitTyped => {
                if let Some(Prompt::Text { ask, field }) = s.prompt.clone() {
                    submit(s, lang, ask, field.text());
                }
            }
            EditorAction::Answer(answer) => {
                let Some(Prompt::Confirm(confirm)) = s.prompt else {
                    continue;
                };
                s.prompt = None;
                match (confirm, answer) {
                    (Confirm::Leave, Answer::SaveAndLeave) => {
                        s.leave_after_save = true;
                        save(s, lang, false, true, &mut saved);
                    }
                    (Confirm::Leave, Answer::Discard) => {
                        leave(s, &mut commands, &mut current, &mut next, &library)
                    }
                    (Confirm::Unsolvable { .. }, Answer::SaveUnsolvable) => {
                        save(s, lang, true, true, &mut saved)
                    }
                    (Confirm::ChangedOnDisk, Answer::Reload) => reload(s, lang),
                    (Confirm::ChangedOnDisk, Answer::Overwrite) => {
                        save(s, lang, false, false, &mut saved)
                    }
                    // Not an answer to this question: ask again.
                    _ => s.prompt = Some(Prompt::Confirm(confirm)),
                }
            }
            EditorAction::Cancel => {
                s.prompt = None;
                s.leave_after_save = false;
                s.pending_save = None;
            }
        }
        leave_if_saved(s, &mut commands, &mut current, &mut next, &library);
    }
}

fn edit_or_say(s: &mut EditorSession, edit: Edit) {
    match s.editor.apply(edit) {
        Ok(()) => s.clear_message(),
        // The core's reason, in English for authors.
        Err(e) => s.fail_with(capitalise(&e)),
    }
}

/// A palette key: exactly as in the file, else the other case when only
/// one colour has it (typing `r` for `R`).
fn colour_for_key(palette: &[PaletteColour], key: char) -> Option<Colour> {
    if let Some(i) = palette.iter().position(|c| c.key == key) {
        return Some(i as Colour);
    }
    let folded: Vec<usize> = (0..palette.len())
        .filter(|&i| palette[i].key.eq_ignore_ascii_case(&key))
        .collect();
    match folded[..] {
        [only] => Some(only as Colour),
        _ => None,
    }
}

/// What a text field starts with: the current value, to edit.
fn prefill(s: &EditorSession, ask: Ask) -> String {
    let pack = s.editor.pack();
    match ask {
        Ask::RenameLevel => s.editor.level().name.clone(),
        Ask::PackName => pack.name.clone(),
        Ask::Author => pack.author.clone().unwrap_or_default(),
        Ask::Description => pack.description.clone().unwrap_or_default(),
        Ask::AddColour => String::new(),
        Ask::ChangeColour => pack
            .palette
            .get(s.editor.colour as usize)
            .map(|c| {
                let [r, g, b] = c.rgb;
                format!("{} {} #{r:02x}{g:02x}{b:02x} {}", c.key, c.name, c.symbol)
            })
            .unwrap_or_default(),
        Ask::DealSeed => s.last_seed.map(|n| n.to_string()).unwrap_or_default(),
    }
}

fn submit(s: &mut EditorSession, lang: &Lang, ask: Ask, text: &str) {
    let edit = match ask {
        Ask::RenameLevel => Ok(Edit::RenameLevel(text.into())),
        Ask::PackName => Ok(Edit::SetPackName(text.into())),
        Ask::Author => Ok(Edit::SetAuthor(Some(text.into()))),
        Ask::Description => Ok(Edit::SetDescription(Some(text.into()))),
        Ask::AddColour => parse_colour_line(text).map(Edit::AddColour),
        Ask::ChangeColour => parse_colour_line(text).map(|colour| Edit::ChangeColour {
            index: s.editor.colour as usize,
            colour,
        }),
        Ask::DealSeed => {
            match text.trim().parse::<u64>() {
                Ok(seed) => {
                    s.prompt = None;
                    start_deal(s, lang, seed);
                }
                Err(_) => {
                    let text = text.trim().to_string();
                    s.fail(
                        lang,
                        Said::new(move |l| say!(l, "editor-not-a-seed", text = &text)),
                    )
                }
            }
            return;
        }
    };
    // A refused value keeps the field open with the reason shown.
    match edit.and_then(|edit| s.editor.apply(edit)) {
        Ok(()) => {
            s.prompt = None;
            s.clear_message();
        }
        // The core's reason, in English for authors.
        Err(e) => s.fail_with(capitalise(&e)),
    }
}

/// Save and leave: once saved, leave; a save refused stays here with its
/// reason; one waiting on a question or on verdicts waits.
fn leave_if_saved(
    s: &mut EditorSession,
    commands: &mut Commands,
    current: &mut CurrentLevel,
    next: &mut NextState<Screen>,
    library: &PackLibrary,
) {
    if !s.leave_after_save || s.prompt.is_some() || s.pending_save.is_some() {
        return;
    }
    if s.editor.is_dirty() {
        s.leave_after_save = false;
    } else {
        leave(s, commands, current, next, library);
    }
}

/// Back to the level select, on the level edited when it is in the library.
fn leave(
    s: &mut EditorSession,
    commands: &mut Commands,
    current: &mut CurrentLevel,
    next: &mut NextState<Screen>,
    library: &PackLibrary,
) {
    s.leave_after_save = false;
    if let Some(pack) = library.find(&s.path) {
        *current = CurrentLevel::Pack {
            pack,
            level: s.editor.level_index(),
        };
    }
    commands.remove_resource::<EditorSession>();
    next.set(Screen::Title);
}
