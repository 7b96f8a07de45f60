//! Where packs come from: the built-in packs compiled into the executable,
//! then folders on disk and a `--pack` file, in the order the level select
//! shows them (the game reads each folder as a watched Bevy asset source,
//! named here).

use std::path::{Path, PathBuf};

use tracing::warn;

/// What `water-sort play` asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayOptions {
    /// Offer the packs built into the game (tests turn them off).
    pub builtin: bool,
    /// Folders of `*.ron` packs on disk, in the order the level select shows
    /// them (after the built-in packs); see [`default_folders`].
    pub folders: Vec<PathBuf>,
    /// A pack to list as well (it may live outside the folders).
    pub pack: Option<PathBuf>,
    /// 1-based level of `pack` to start in directly.
    pub level: Option<usize>,
    /// Open `pack` in the level editor (`water-sort edit`).
    pub edit: bool,
    /// Continue the game played last (`water-sort play --continue`).
    pub continue_last: bool,
    /// The language asked for on the command line (`play --lang TAG`),
    /// over the settings' and the desktop's.
    pub lang: Option<String>,
}

/// The built-in packs and no folders: nothing asked for.
impl Default for PlayOptions {
    fn default() -> Self {
        PlayOptions {
            builtin: true,
            folders: Vec::new(),
            pack: None,
            level: None,
            edit: false,
            continue_last: false,
            lang: None,
        }
    }
}

/// Name of the extra asset source used for a `--pack` outside the folders.
pub const PACK_SOURCE: &str = "pack";

/// The packs compiled into the executable: `(file name, text)`, by file name.
mod builtin {
    include!(concat!(env!("OUT_DIR"), "/builtin_packs.rs"));
}
pub use builtin::BUILTIN_PACKS;

/// The pack folders of a player's game, in order: `<data dir>/levels/`
/// (created here on first run), `levels/` of the working directory when it
/// exists (authors in a checkout), then `extra` (`--levels DIR`). A folder
/// named twice is listed once.
pub fn default_folders(data_dir: Option<&Path>, extra: &[PathBuf]) -> Vec<PathBuf> {
    let mut folders = Vec::new();
    if let Some(data) = data_dir {
        let levels = data.join("levels");
        match std::fs::create_dir_all(&levels) {
            Ok(()) => folders.push(levels),
            Err(e) => warn!("cannot create {}: {e}", levels.display()),
        }
    }
    let here = PathBuf::from("levels");
    if here.is_dir() {
        folders.push(here);
    }
    folders.extend(extra.iter().cloned());
    let mut seen = Vec::new();
    folders.retain(|f| {
        let key = absolute(f);
        let new = !seen.contains(&key);
        seen.push(key);
        new
    });
    folders
}

/// One pack the game offers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PackFile {
    /// One compiled into the executable.
    Builtin {
        /// Its file name in `levels/`.
        file_name: &'static str,
        /// The pack's text.
        text: &'static str,
    },
    /// A file in a folder, or the `--pack`.
    Disk {
        /// Where it is, as the player named it.
        path: PathBuf,
        /// The file's name (progress is kept by it).
        file_name: String,
        /// The Bevy asset source it is read from (watched for changes).
        source: String,
        /// A built-in pack of the same file name is left out for it.
        overrides_builtin: bool,
    },
}

impl PackFile {
    /// The pack's file name, which progress is kept by.
    pub fn file_name(&self) -> &str {
        match self {
            PackFile::Builtin { file_name, .. } => file_name,
            PackFile::Disk { file_name, .. } => file_name,
        }
    }
}

/// The packs the game offers, in order: the built-in ones (or in the place
/// of one, a pack on disk with its file name), each folder's other `*.ron`
/// files sorted by name, then `--pack` if it is in none of the folders. A
/// missing folder just means no packs from it.
pub fn discover(options: &PlayOptions) -> Vec<PackFile> {
    let mut disk = Vec::new();
    for (i, folder) in options.folders.iter().enumerate() {
        let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
            .map(|dir| {
                dir.filter_map(|e| e.ok())
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|x| x == "ron") && p.is_file())
                    .collect()
            })
            .unwrap_or_default();
        files.sort();
        disk.extend(files.into_iter().map(|path| (path, folder_source(i))));
    }
    // A pack the editor will create is listed once it is saved.
    if let Some(pack) = options
        .pack
        .as_ref()
        .filter(|p| !options.edit || p.exists())
    {
        let wanted = absolute(pack);
        if !disk.iter().any(|(f, _)| absolute(f) == wanted) {
            let source = match options
                .folders
                .iter()
                .position(|f| is_in_dir(pack, &absolute(f)))
            {
                Some(i) => folder_source(i),
                None => PACK_SOURCE.to_string(),
            };
            disk.push((pack.clone(), source));
        }
    }
    // One pack per file name (progress is kept by file name): a later
    // folder's pack replaces an earlier one's, as a disk pack replaces a
    // built-in one.
    let mut kept: Vec<(PathBuf, String)> = Vec::new();
    for (path, source) in disk {
        let name = path.file_name().map(|n| n.to_os_string());
        kept.retain(|(p, _)| p.file_name().map(|n| n.to_os_string()) != name);
        kept.push((path, source));
    }
    let disk: Vec<PackFile> = kept
        .into_iter()
        .map(|(path, source)| {
            let file_name = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            PackFile::Disk {
                overrides_builtin: options.builtin
                    && BUILTIN_PACKS.iter().any(|(name, _)| *name == file_name),
                path,
                file_name,
                source,
            }
        })
        .collect();
    // A pack on disk that overrides a built-in one takes its place in the
    // list; the other disk packs follow the built-in ones.
    let mut disk = disk;
    let mut all: Vec<PackFile> = Vec::new();
    for &(file_name, text) in BUILTIN_PACKS.iter().filter(|_| options.builtin) {
        match disk.iter().position(|d| d.file_name() == file_name) {
            Some(i) => all.push(disk.remove(i)),
            None => all.push(PackFile::Builtin { file_name, text }),
        }
    }
    all.extend(disk);
    all
}

/// The asset source of the `i`th folder.
fn folder_source(i: usize) -> String {
    format!("folder{i}")
}

/// Asset source name → the directory as the player named it (for messages).
pub fn display_dirs(options: &PlayOptions) -> Vec<(String, PathBuf)> {
    let mut dirs: Vec<(String, PathBuf)> = options
        .folders
        .iter()
        .enumerate()
        .map(|(i, f)| (folder_source(i), f.clone()))
        .collect();
    if let Some(dir) = options.pack.as_deref().and_then(parent_dir) {
        dirs.push((PACK_SOURCE.to_string(), dir));
    }
    dirs
}

fn parent_dir(file: &Path) -> Option<PathBuf> {
    let parent = file.parent()?;
    Some(if parent.as_os_str().is_empty() {
        PathBuf::from(".")
    } else {
        parent.to_path_buf()
    })
}

/// Whose a pack of the level select is, and so where it lives: what tells
/// two packs of one title apart (the editor's copy of a built-in pack and
/// the same pack in a checkout's `levels/`, say).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PackHome {
    /// Compiled into the game.
    BuiltIn,
    /// In the player's own folder, `<data dir>/levels/`, where the editor
    /// saves: with a built-in pack's file name, the player's copy of it.
    Players {
        /// It has the file name of a built-in pack (whose place it takes).
        copy_of_builtin: bool,
    },
    /// In another folder, or the `--pack` file.
    Elsewhere,
}

impl PackHome {
    /// Where the pack file `path` (`None`: built in) of file name
    /// `file_name` lives, for a player whose data directory is `data_dir`.
    pub fn of(path: Option<&Path>, file_name: &str, data_dir: Option<&Path>) -> PackHome {
        let Some(path) = path else {
            return PackHome::BuiltIn;
        };
        let own = data_dir.is_some_and(|d| is_in_dir(path, &absolute(&d.join("levels"))));
        if own {
            PackHome::Players {
                copy_of_builtin: BUILTIN_PACKS.iter().any(|(name, _)| *name == file_name),
            }
        } else {
            PackHome::Elsewhere
        }
    }
}

/// `path` as a player reads it: under the home directory, from `~`.
pub fn home_relative(path: &str) -> String {
    let home = directories::BaseDirs::new().map(|d| d.home_dir().to_path_buf());
    match home.and_then(|h| Path::new(path).strip_prefix(&h).ok().map(Path::to_path_buf)) {
        Some(rest) if !rest.as_os_str().is_empty() => format!("~/{}", rest.display()),
        _ => path.to_string(),
    }
}

/// Whether `file` is directly in `dir` (an absolute, canonical path). The
/// file's directory is compared, not the file itself: a symbolic link in
/// `dir` is in `dir` wherever it points.
fn is_in_dir(file: &Path, dir: &Path) -> bool {
    parent_dir(file).is_some_and(|parent| absolute(&parent) == dir)
}

/// `path` made absolute, and canonical when it exists: two names of one
/// file compare equal.
pub fn absolute(path: &Path) -> PathBuf {
    std::fs::canonicalize(path)
        .or_else(|_| std::path::absolute(path))
        .unwrap_or_else(|_| path.to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn a_link_in_a_directory_is_in_it_wherever_it_points() {
        let root = std::env::temp_dir().join(format!("water-sort-in-dir-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(root.join("levels")).unwrap();
        std::fs::create_dir_all(root.join("elsewhere")).unwrap();
        std::fs::write(root.join("elsewhere/pack.ron"), "").unwrap();
        std::fs::write(root.join("levels/own.ron"), "").unwrap();
        std::os::unix::fs::symlink(
            root.join("elsewhere/pack.ron"),
            root.join("levels/link.ron"),
        )
        .unwrap();
        let levels = absolute(&root.join("levels"));
        assert!(is_in_dir(&root.join("levels/own.ron"), &levels));
        assert!(is_in_dir(&root.join("levels/link.ron"), &levels));
        assert!(!is_in_dir(&root.join("elsewhere/pack.ron"), &levels));
        // Relative paths and `..` are resolved.
        assert!(is_in_dir(
            &root.join("elsewhere/../levels/link.ron"),
            &levels
        ));
        let _ = std::fs::remove_dir_all(&root);
    }

    #[test]
    fn a_pack_in_the_players_folder_is_theirs_and_a_copy_by_its_file_name() {
        let dir = std::env::temp_dir().join(format!("water-sort-home-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("levels")).unwrap();
        let (builtin, _) = BUILTIN_PACKS[0];
        let copy = dir.join("levels").join(builtin);
        let own = dir.join("levels/mine.ron");
        let data = Some(dir.as_path());
        assert_eq!(PackHome::of(None, builtin, data), PackHome::BuiltIn);
        assert_eq!(
            PackHome::of(Some(&copy), builtin, data),
            PackHome::Players {
                copy_of_builtin: true
            }
        );
        assert_eq!(
            PackHome::of(Some(&own), "mine.ron", data),
            PackHome::Players {
                copy_of_builtin: false
            }
        );
        let checkout = Path::new("levels").join(builtin);
        assert_eq!(
            PackHome::of(Some(&checkout), builtin, data),
            PackHome::Elsewhere
        );
        assert_eq!(
            PackHome::of(Some(&copy), builtin, None),
            PackHome::Elsewhere
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn paths_under_home_read_from_the_tilde() {
        let Some(home) = directories::BaseDirs::new().map(|d| d.home_dir().to_path_buf()) else {
            return;
        };
        let path = home.join(".local/share/water-sort/levels/1-starter.ron");
        assert_eq!(
            home_relative(&path.display().to_string()),
            "~/.local/share/water-sort/levels/1-starter.ron"
        );
        assert_eq!(home_relative("levels/a.ron"), "levels/a.ron");
    }
}
