//! The pack file on disk: opening it for an [`EditRequest`], reading it
//! again, and saving (atomically, only the changed parts, never over a
//! file changed by something else without asking).

use bevy::prelude::*;
use water_sort_core::editor::{Edit, PackEditor, SaveRefusal};
use water_sort_core::hash::fnv1a64;
use water_sort_store::ron_file;
use water_sort_words::{Lang, say};

use super::{Confirm, EditorSession, PendingSave, Prompt};
use crate::game::packs::{BUILTIN_PACKS, EditPack, EditRequest, PackLibrary, PackSaved};
use crate::game::saves::ProgressStore;
use crate::game::ui::language::Said;

/// The session for a request, or why the pack cannot be edited.
pub(super) fn open_session(
    request: &EditRequest,
    library: &PackLibrary,
    store: &ProgressStore,
    lang: &Lang,
) -> Result<EditorSession, String> {
    let (path, builtin_text) = match &request.pack {
        EditPack::File(path) => (path.clone(), None),
        EditPack::Library(i) => {
            let entry = library
                .entries
                .get(*i)
                .ok_or_else(|| say!(lang, "editor-pack-gone"))?;
            match &entry.path {
                Some(path) => (path.clone(), None),
                None => {
                    let dir = store
                        .dir
                        .as_ref()
                        .ok_or_else(|| say!(lang, "editor-no-data-folder-copy"))?;
                    let text = BUILTIN_PACKS
                        .iter()
                        .find(|(name, _)| *name == entry.file_name)
                        .map(|(_, text)| *text)
                        .ok_or_else(|| say!(lang, "editor-builtin-missing"))?;
                    (dir.join("levels").join(&entry.file_name), Some(text))
                }
            }
        }
    };
    let display = path.display().to_string();
    let (text, disk_hash) = match builtin_text {
        Some(text) => (text.to_string(), None),
        None if path.exists() => {
            let (text, hash) = read_text(&path, &display, lang)?;
            (text, Some(hash))
        }
        None => (String::new(), None),
    };
    let name = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| say!(lang, "editor-new-pack-name"));
    let mut editor = if text.is_empty() {
        PackEditor::new_pack(&name)
    } else {
        PackEditor::open(&text, &display)
            .map_err(|e| say!(lang, "editor-fix-pack-first", problem = e))?
    };
    editor.select_level(request.level);
    let mut session = EditorSession::new(editor, path, disk_hash);
    if builtin_text.is_some() {
        session.note = Some(Said::message("editor-note-builtin-copy"));
    } else if disk_hash.is_none() {
        session.note = Some(Said::message("editor-note-new-pack"));
    }
    if request.new_level
        && let Err(e) = session.editor.apply(Edit::AddLevel)
    {
        session.fail_with(e);
    }
    Ok(session)
}

/// A pack file's text and the hash of its bytes.
fn read_text(path: &std::path::Path, display: &str, lang: &Lang) -> Result<(String, u64), String> {
    let bytes = std::fs::read(path).map_err(|e| {
        say!(
            lang,
            "editor-cannot-read",
            file = display,
            reason = e.to_string()
        )
    })?;
    let hash = fnv1a64(&bytes);
    let text = water_sort_core::level::pack_text(&bytes, display)
        .map_err(|at| say!(lang, "editor-cannot-edit", problem = at.to_string()))?
        .to_string();
    Ok((text, hash))
}

pub(super) fn disk_hash(path: &std::path::Path) -> Option<u64> {
    std::fs::read(path).ok().map(|bytes| fnv1a64(&bytes))
}

/// Reads the file again, dropping the edits (the level in focus stays).
pub(super) fn reload(session: &mut EditorSession, lang: &Lang) {
    let level = session.editor.level_index();
    let (text, hash) = match read_text(&session.path, &session.display, lang) {
        Ok(read) => read,
        Err(e) => return session.fail_with(e),
    };
    match PackEditor::open(&text, &session.display) {
        Ok(mut editor) => {
            editor.select_level(level);
            session.editor = editor;
            session.disk_hash = Some(hash);
            let file = session.display.clone();
            session.say(
                lang,
                Said::new(move |l| say!(l, "editor-read-again", file = &file)),
            );
        }
        Err(e) => {
            let problem = e.lines().next().unwrap_or_default().to_string();
            session.fail(
                lang,
                Said::new(move |l| say!(l, "editor-reload-failed", problem = &problem)),
            )
        }
    }
}

/// Ctrl+S: refuses an invalid level, asks before saving an unsolvable one
/// and before writing over a file changed on disk, then writes the file
/// atomically and has the library read it again.
pub(super) fn save(
    s: &mut EditorSession,
    lang: &Lang,
    allow_unsolvable: bool,
    check_disk: bool,
    saved: &mut MessageWriter<PackSaved>,
) {
    if check_disk && disk_hash(&s.path) != s.disk_hash {
        s.prompt = Some(Prompt::Confirm(Confirm::ChangedOnDisk));
        return;
    }
    // No frame waits on the solver: a save needing verdicts not known yet
    // waits for the background checks (`apply_actions` finishes it).
    if !s.missing_verdicts().is_empty() {
        s.pending_save = Some(PendingSave {
            allow_unsolvable,
            check_disk,
        });
        s.say(lang, Said::message("editor-checking-before-save"));
        return;
    }
    s.pending_save = None;
    let known = &s.assessments;
    let result = s.editor.save_text(
        |level| known.get(&super::key_of(level)).cloned(),
        allow_unsolvable,
    );
    let (text, whole) = match result {
        Ok(saved) => (saved.text, saved.rewrote_whole_file),
        Err(SaveRefusal::Invalid { level, reason }) => {
            let level = level + 1;
            return s.fail(
                lang,
                Said::new(move |l| say!(l, "editor-not-saved", level = level, problem = &reason)),
            );
        }
        Err(SaveRefusal::Unsolvable { level }) => {
            s.prompt = Some(Prompt::Confirm(Confirm::Unsolvable { level }));
            return;
        }
    };
    if let Err(e) = ron_file::write_text(&s.path, &text) {
        let (file, reason) = (s.display.clone(), e.to_string());
        return s.fail(
            lang,
            Said::new(move |l| say!(l, "editor-could-not-save", file = &file, reason = &reason)),
        );
    }
    match s.editor.saved_as(&text, &s.display) {
        Ok(()) => {
            s.disk_hash = Some(fnv1a64(text.as_bytes()));
            s.note = None;
            let file = s.display.clone();
            let id = if whole {
                "editor-saved-rewritten"
            } else {
                "editor-saved"
            };
            s.say(lang, Said::new(move |l| say!(l, id, file = &file)));
            saved.write(PackSaved {
                path: s.path.clone(),
            });
        }
        Err(e) => {
            let problem = e.to_string();
            s.fail(
                lang,
                Said::new(move |l| say!(l, "editor-saved-unreadable", problem = &problem)),
            )
        }
    }
}
