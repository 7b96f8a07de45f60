//! One file replaced whole, so that a crash or a power cut leaves the old
//! version or the new one, never half of it and never neither: the bytes go
//! to a temporary file (`<name>.tmp-<process id>`) synced to disk, renamed
//! over the file, and then the folder is synced too, for the rename itself
//! (an entry of the folder) to be on disk before the write counts as done.
//! A file is removed the same way: the folder synced after. The steps are
//! apart ([`stage`], [`commit`], [`sync_dir`]) for the [`writer`](crate::writer)
//! to do each for every file of a batch in turn: a folder is synced once
//! for all its files' renames.

use std::io::Write;
use std::path::{Path, PathBuf};

/// The start of the names of `path`'s temporary files.
pub(crate) fn temp_prefix(path: &Path) -> String {
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    format!("{name}.tmp-")
}

/// Writes `bytes` to `path` through a temporary file (named for this
/// process, synced) renamed over it, then syncs the folder. The temporary
/// file does not outlive a failure.
pub(crate) fn replace(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let tmp = stage(path, bytes)?;
    commit(&tmp, path)?;
    sync_dir(folder(path))
}

/// The first step of [`replace`]: `bytes` on disk under `path`'s temporary
/// name, synced (its folder made if need be); returns that name.
pub(crate) fn stage(path: &Path, bytes: &[u8]) -> std::io::Result<PathBuf> {
    let dir = folder(path);
    if !dir.exists() {
        std::fs::create_dir_all(dir)?;
        // The new folder's own entry must reach the disk too.
        if let Some(parent) = dir.parent() {
            sync_dir(folder_or_here(parent))?;
        }
    }
    let tmp = path.with_file_name(format!("{}{}", temp_prefix(path), std::process::id()));
    let written = std::fs::File::create(&tmp).and_then(|mut file| {
        file.write_all(bytes)?;
        file.sync_all()
    });
    if let Err(e) = written {
        let _ = std::fs::remove_file(&tmp);
        return Err(e);
    }
    Ok(tmp)
}

/// The second: the staged file `tmp` renamed over `path` (removed if it
/// cannot be). Its folder is still to be synced.
pub(crate) fn commit(tmp: &Path, path: &Path) -> std::io::Result<()> {
    let renamed = std::fs::rename(tmp, path);
    if renamed.is_err() {
        let _ = std::fs::remove_file(tmp);
    }
    renamed
}

/// Removes `path`, its folder still to be synced; false if it was not
/// there.
pub(crate) fn unlink(path: &Path) -> std::io::Result<bool> {
    match std::fs::remove_file(path) {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(e),
    }
}

/// The folder `path` is in (`.` for a bare file name).
pub(crate) fn folder(path: &Path) -> &Path {
    folder_or_here(path.parent().unwrap_or(Path::new("")))
}

fn folder_or_here(dir: &Path) -> &Path {
    if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    }
}

/// Syncs a folder's entries to disk (a rename in it, a file made or
/// removed). Only Unix opens a folder as a file; elsewhere the rename is
/// left to the file system.
pub(crate) fn sync_dir(dir: &Path) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        std::fs::File::open(dir)?.sync_all()
    }
    #[cfg(not(unix))]
    {
        let _ = dir;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_replaced_in_a_new_folder_and_removed() {
        let dir = std::env::temp_dir().join(format!("water-sort-atomic-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let path = dir.join("deep/x.ron");
        replace(&path, b"one").unwrap();
        replace(&path, b"two").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"two");
        assert!(unlink(&path).unwrap());
        assert!(!unlink(&path).unwrap(), "already gone");
        assert!(!path.exists());
        assert_eq!(folder(Path::new("x.ron")), Path::new("."));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
