//! The pack file on disk: opening it for an [`EditRequest`], reading it
//! again, and saving (atomically, only the changed parts, never over a
//! file changed by something else without asking).

use bevy::prelude::*;
use water_sort_core::editor::{Edit, PackEditor, SaveRefusal};
use water_sort_core::hash::fnv1a64;
use water_sort_store::ron_file;

use super::{Confirm, EditorSession, PendingSave, Prompt};
use crate::game::packs::{BUILTIN_PACKS, EditPack, EditRequest, PackLibrary, PackSaved};
use crate::game::saves::ProgressStore;

/// The session for a request, or why the pack cannot be edited.
pub(super) fn open_session(
    request: &EditRequest,
    library: &PackLibrary,
    store: &ProgressStore,
) -> Result<EditorSession, String> {
    let (path, builtin_text) = match &request.pack {
        EditPack::File(path) => (path.clone(), None),
        EditPack::Library(i) => {
            let entry = library
                .entries
                .get(*i)
                .ok_or("That pack is no longer there")?;
            match &entry.path {
                Some(path) => (path.clone(), None),
                None => {
                    let dir = store
                        .dir
                        .as_ref()
                        .ok_or("There is no data folder to save a copy of the built-in pack in")?;
                    let text = BUILTIN_PACKS
                        .iter()
                        .find(|(name, _)| *name == entry.file_name)
                        .map(|(_, text)| *text)
                        .ok_or("That built-in pack is missing")?;
                    (dir.join("levels").join(&entry.file_name), Some(text))
                }
            }
        }
    };
    let display = path.display().to_string();
    let (text, disk_hash) = match builtin_text {
        Some(text) => (text.to_string(), None),
        None if path.exists() => {
            let (text, hash) = read_text(&path, &display)?;
            (text, Some(hash))
        }
        None => (String::new(), None),
    };
    let name = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "New pack".into());
    let mut editor = if text.is_empty() {
        PackEditor::new_pack(&name)
    } else {
        PackEditor::open(&text, &display)
            .map_err(|e| format!("Fix the pack before editing it:\n{e}"))?
    };
    editor.select_level(request.level);
    let mut session = EditorSession::new(editor, path, disk_hash);
    if builtin_text.is_some() {
        session.note = Some("a copy of the built-in pack: saving writes it here".into());
    } else if disk_hash.is_none() {
        session.note = Some("a new pack: saving creates the file".into());
    }
    if request.new_level
        && let Err(e) = session.editor.apply(Edit::AddLevel)
    {
        session.fail(e);
    }
    Ok(session)
}

/// A pack file's text and the hash of its bytes.
fn read_text(path: &std::path::Path, display: &str) -> Result<(String, u64), String> {
    let bytes = std::fs::read(path).map_err(|e| format!("Cannot read {display}: {e}"))?;
    let hash = fnv1a64(&bytes);
    let text = water_sort_core::level::pack_text(&bytes, display)
        .map_err(|at| format!("{at}; it cannot be edited"))?
        .to_string();
    Ok((text, hash))
}

pub(super) fn disk_hash(path: &std::path::Path) -> Option<u64> {
    std::fs::read(path).ok().map(|bytes| fnv1a64(&bytes))
}

/// Reads the file again, dropping the edits (the level in focus stays).
pub(super) fn reload(session: &mut EditorSession) {
    let level = session.editor.level_index();
    let (text, hash) = match read_text(&session.path, &session.display) {
        Ok(read) => read,
        Err(e) => return session.fail(e),
    };
    match PackEditor::open(&text, &session.display) {
        Ok(mut editor) => {
            editor.select_level(level);
            session.editor = editor;
            session.disk_hash = Some(hash);
            session.say(format!("Read {} again", session.display));
        }
        Err(e) => session.fail(format!(
            "The file on disk does not read, so it was not loaded: {}",
            e.lines().next().unwrap_or_default()
        )),
    }
}

/// Ctrl+S: refuses an invalid level, asks before saving an unsolvable one
/// and before writing over a file changed on disk, then writes the file
/// atomically and has the library read it again.
pub(super) fn save(
    s: &mut EditorSession,
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
        s.say("Checking the changed levels before saving...");
        return;
    }
    s.pending_save = None;
    let known = &s.assessments;
    let result = s.editor.save_text(
        |level| known.get(&(level.capacity, level.tubes.clone())).cloned(),
        allow_unsolvable,
    );
    let (text, whole) = match result {
        Ok(saved) => (saved.text, saved.rewrote_whole_file),
        Err(SaveRefusal::Invalid { level, reason }) => {
            return s.fail(format!("Not saved: level {}: {reason}", level + 1));
        }
        Err(SaveRefusal::Unsolvable { level }) => {
            s.prompt = Some(Prompt::Confirm(Confirm::Unsolvable { level }));
            return;
        }
    };
    if let Err(e) = ron_file::write_text(&s.path, &text) {
        return s.fail(format!("Could not save {}: {e}", s.display));
    }
    match s.editor.saved_as(&text, &s.display) {
        Ok(()) => {
            s.disk_hash = Some(fnv1a64(text.as_bytes()));
            s.note = None;
            s.say(if whole {
                format!(
                    "Saved {} (its layout was unusual: the whole file was rewritten)",
                    s.display
                )
            } else {
                format!("Saved {}", s.display)
            });
            saved.write(PackSaved {
                path: s.path.clone(),
            });
        }
        Err(e) => s.fail(format!("Saved, but the file does not read back: {e}")),
    }
}
