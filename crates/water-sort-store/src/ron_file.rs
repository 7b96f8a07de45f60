//! RON files on disk, written so that readers see the old version or the
//! new one, never half of it, and read so that a damaged file costs the
//! player a notice, not the game: the one implementation of each for the
//! progress, settings and par stores (and, for writing, the packs the
//! editor and `water-sort generate` save).
//!
//! A write goes to a temporary file (`<name>.tmp-<process id>`, synced to
//! disk) renamed over the file, and the folder is synced after the rename
//! (`atomic.rs`); the stores' saves are written so in the
//! background ([`write_later`], through the [`writer`]). A temporary file
//! left by a write that never finished is removed the next time the file
//! is read. A file whose content
//! does not parse is moved aside (`<name>.bad-<unix seconds>`). A file that
//! parses but holds bad values (out of range, of the wrong kind) is read
//! forgivingly by its store's reader: the bad values are clamped or
//! dropped, each with a `file:line:column` line in the notice, a copy of the
//! file as it was is kept aside under the same name, and the good rest is
//! written back, so the next start is quiet.

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::Serialize;
use tracing::warn;
use water_sort_core::file_notice::{FileNotice, SaveFile};
use water_sort_core::lenient::{Checked, Lenient};
use water_sort_core::level::Diagnostic;

use crate::atomic::{self, temp_prefix};
use crate::writer;

/// Writes `value` as RON to `path` atomically (see [`write_text`]).
pub fn write<T: Serialize>(path: &Path, value: &T) -> std::io::Result<()> {
    write_text(path, &to_text(value)?)
}

/// Writes `text` to `path` now, through a temporary file (named for this
/// process, synced to disk) renamed over it, the folder synced after; the
/// temporary file does not outlive a failure. For a file saved as the
/// player plays, [`write_later`] keeps the disk out of the frame.
pub fn write_text(path: &Path, text: &str) -> std::io::Result<()> {
    atomic::replace(path, text.as_bytes())
}

/// Asks the process's [`writer`] to write `value` as RON to
/// `path` as [`write`](fn@write) does, in the background: returns once the text is
/// made. A failure of the write itself is the writer's to report.
pub fn write_later<T: Serialize>(path: &Path, value: &T) -> std::io::Result<()> {
    let text = to_text(value)?;
    writer::global().replace(path.to_path_buf(), text.into_bytes());
    Ok(())
}

fn to_text<T: Serialize>(value: &T) -> std::io::Result<String> {
    ron::ser::to_string_pretty(value, ron::ser::PrettyConfig::default())
        .map_err(std::io::Error::other)
}

/// The file operations [`load`] makes, replaceable in tests (which run as
/// root, where permissions cannot make a file unreadable).
pub(crate) struct Fs {
    pub read: fn(&Path) -> std::io::Result<Vec<u8>>,
    pub rename: fn(&Path, &Path) -> std::io::Result<()>,
    pub copy: fn(&Path, &Path) -> std::io::Result<u64>,
}

/// The file system itself.
pub(crate) const REAL_FS: Fs = Fs {
    read: |path| std::fs::read(path),
    rename: |from, to| std::fs::rename(from, to),
    copy: |from, to| std::fs::copy(from, to),
};

/// Most problems of one file the notice lists; the rest are counted.
const NOTICE_PROBLEMS: usize = 4;

/// What [`load`] found: the value (default when there was none), and what
/// the player must be told.
#[derive(Debug, Default)]
pub(crate) struct Loaded<T> {
    pub value: T,
    pub notice: Option<FileNotice>,
    /// Set when the file must not be replaced: it could not be read, or it
    /// is damaged and could not be moved aside (the reason).
    pub saving_disabled: Option<String>,
}

/// A reader for [`load`] of a file read whole: any bad value makes the file
/// one that does not read (a saved game, whose moves only make sense
/// together, or statistics, which are counts).
pub(crate) fn whole<T: serde::de::DeserializeOwned>(
    text: &str,
    file: &str,
) -> Result<Checked<T>, Diagnostic> {
    let value = Lenient::parse(text, file)?.root().read()?;
    Ok(Checked {
        value,
        problems: Vec::new(),
    })
}

/// Reads the player's `file` at `path` with `read` (given the text and the
/// file's name): a missing file is the default; one that does not parse is
/// moved aside (or, if it cannot be, kept with saving disabled); one with
/// bad values is forgiven (see the module docs); an unreadable one is kept
/// with saving disabled. The notice is said by the words crate
/// (`notices`), in the player's language.
pub(crate) fn load<T: Serialize + Default>(
    path: &Path,
    file: SaveFile,
    fs: &Fs,
    read: impl Fn(&str, &str) -> Result<Checked<T>, Diagnostic>,
) -> Loaded<T> {
    // Read as last written, not as the disk has it so far.
    writer::flush();
    remove_stale_temporaries(path);
    let what = log_name(file);
    let shown = path.display().to_string();
    let mut loaded = Loaded::default();
    let say = |loaded: &mut Loaded<T>, notice: FileNotice| {
        if let FileNotice::Unreadable { error: why, .. }
        | FileNotice::Stuck { why, .. }
        | FileNotice::Forgiven { kept: Err(why), .. } = &notice
        {
            loaded.saving_disabled = Some(why.clone());
        }
        loaded.notice = Some(notice);
    };
    let bytes = match (fs.read)(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return loaded,
        Err(e) => {
            // Not a bad file but one we cannot see: it may hold good data,
            // so it must not be replaced.
            warn!("cannot read the {what} file {shown}: {e}");
            let error = e.to_string();
            say(
                &mut loaded,
                FileNotice::Unreadable {
                    file,
                    path: shown,
                    error,
                },
            );
            return loaded;
        }
    };
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let parsed = String::from_utf8(bytes)
        .map_err(|e| e.to_string())
        .and_then(|text| read(&text, &name).map_err(|e| e.to_string()));
    match parsed {
        Ok(checked) if checked.problems.is_empty() => loaded.value = checked.value,
        Ok(checked) => {
            loaded.value = checked.value;
            let problems: Vec<String> = checked.problems.iter().map(|p| p.to_string()).collect();
            warn!("bad values in the {what} file: {}", problems.join("; "));
            let kept = keep_copy(path, fs)
                .map(|aside| aside.display().to_string())
                .map_err(|e| e.to_string());
            // The good rest replaces it (the next start is quiet), but only
            // with a copy kept.
            let rewrite_failed = kept
                .is_ok()
                .then(|| write(path, &loaded.value).err())
                .flatten()
                .map(|e| {
                    warn!("could not rewrite the {what} file {shown}: {e}");
                    e.to_string()
                });
            let more = problems.len().saturating_sub(NOTICE_PROBLEMS);
            let problems = problems.into_iter().take(NOTICE_PROBLEMS).collect();
            let notice = FileNotice::Forgiven {
                file,
                path: shown,
                problems,
                more,
                kept,
                rewrite_failed,
            };
            say(&mut loaded, notice);
        }
        Err(why) => {
            warn!("unreadable {what} file {shown}: {why}");
            let notice = match set_aside(path, fs) {
                Ok(aside) => FileNotice::SetAside {
                    file,
                    aside: aside.display().to_string(),
                },
                Err(e) => FileNotice::Stuck {
                    file,
                    path: shown,
                    why,
                    error: e.to_string(),
                },
            };
            say(&mut loaded, notice);
        }
    }
    loaded
}

/// The file's name in the log.
pub(crate) fn log_name(file: SaveFile) -> &'static str {
    match file {
        SaveFile::Progress => "progress",
        SaveFile::Settings => "settings",
        SaveFile::Statistics => "statistics",
        SaveFile::SavedGame => "saved game",
    }
}

/// A notice as the player reads it in English, for the tests.
#[cfg(test)]
pub(crate) fn told(notice: Option<&FileNotice>) -> String {
    let notice = notice.expect("a notice");
    water_sort_words::notices::file_notice(&water_sort_words::Lang::english(), notice)
}

/// A save of `file` that failed (`error`), logged; the player's notice.
pub(crate) fn not_saved(file: SaveFile, error: &str) -> FileNotice {
    warn!("could not save the {}: {error}", log_name(file));
    FileNotice::NotSaved {
        file,
        error: error.to_string(),
    }
}

/// Temporary files of `path` left by a write that never finished (the game
/// was killed mid-save) are removed; a recent one may be another running
/// game's write in progress, and is left alone.
fn remove_stale_temporaries(path: &Path) {
    let (Some(dir), Some(_)) = (path.parent(), path.file_name()) else {
        return;
    };
    let prefix = temp_prefix(path);
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let stale = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|age| age.as_secs() >= STALE_SECS);
        if stale && entry.file_name().to_string_lossy().starts_with(&prefix) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// A temporary file this old belongs to no write in progress.
const STALE_SECS: u64 = 10;

/// Moves a damaged file aside; returns where it went.
fn set_aside(path: &Path, fs: &Fs) -> std::io::Result<PathBuf> {
    let aside = aside_path(path);
    (fs.rename)(path, &aside)?;
    Ok(aside)
}

/// Copies a file with bad values aside (it stays in place until the good
/// rest is written over it); returns where the copy is.
fn keep_copy(path: &Path, fs: &Fs) -> std::io::Result<PathBuf> {
    let aside = aside_path(path);
    (fs.copy)(path, &aside)?;
    Ok(aside)
}

/// Where a bad file is kept: `<name>.bad-<unix seconds>`.
fn aside_path(path: &Path) -> PathBuf {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    path.with_file_name(format!("{name}.bad-{secs}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use water_sort_core::progress::Progress;

    #[test]
    fn an_atomic_write_leaves_no_temporary_file() {
        let dir =
            std::env::temp_dir().join(format!("water-sort-ron-file-tmp-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let path = dir.join("x.ron");
        write(&path, &Progress::default()).unwrap();
        // A rename that fails (a directory in the way) removes the temp file.
        std::fs::remove_file(&path).unwrap();
        std::fs::create_dir_all(path.join("inside")).unwrap();
        assert!(write(&path, &Progress::default()).is_err());
        let names: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names, vec!["x.ron".to_string()]);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
