//! The settings on disk: `settings.ron` in the data directory, read at start
//! (value by value: one out of range is clamped, one of the wrong kind
//! takes its default, with a notice placing each; a file that does not
//! parse is moved aside with a notice, an unreadable one kept and not
//! overwritten, like progress) and written atomically (by the game,
//! whenever a setting changes).

use std::path::PathBuf;

use water_sort_core::file_notice::{FileNotice, SaveFile};

use crate::ron_file::{self, REAL_FS, load};
use crate::settings::Settings;
use crate::writer;

/// The settings file's name in the data directory.
pub const FILE_NAME: &str = "settings.ron";

/// Where the settings live, and what the player must be told about them.
#[derive(Debug, Default)]
pub struct SettingsStore {
    /// The data directory; `None`: the settings last for the session only.
    pub dir: Option<PathBuf>,
    /// Shown on the level select.
    pub notice: Option<FileNotice>,
    /// Set when the file on disk must not be replaced (see `ProgressStore`).
    pub saving_disabled: Option<String>,
}

impl SettingsStore {
    /// Reads the settings in `dir` (defaults when there are none).
    pub fn open(dir: Option<PathBuf>) -> (SettingsStore, Settings) {
        let loaded = dir
            .as_ref()
            .map(|d| {
                load(
                    &d.join(FILE_NAME),
                    SaveFile::Settings,
                    &REAL_FS,
                    Settings::read,
                )
            })
            .unwrap_or_default();
        let store = SettingsStore {
            dir,
            notice: loaded.notice,
            saving_disabled: loaded.saving_disabled,
        };
        (store, loaded.value)
    }

    /// The settings file, when there is a data directory.
    pub fn path(&self) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join(FILE_NAME))
    }

    /// Writes `settings` atomically, in the background (not when saving is
    /// disabled).
    pub fn save(&mut self, settings: &Settings) {
        if self.saving_disabled.is_some() {
            return;
        }
        let Some(path) = self.path() else { return };
        if let Err(e) = ron_file::write_later(&path, settings) {
            self.failed(&e.to_string());
        }
    }

    /// Takes the failed background writes of the file, if any, into the
    /// notice.
    pub fn note_failed_writes(&mut self) {
        let Some(path) = self.path() else { return };
        if let Some(failed) = writer::global().take_failures(&path).pop() {
            self.failed(&failed.error);
        }
    }

    fn failed(&mut self, error: &str) {
        self.notice = Some(ron_file::not_saved(SaveFile::Settings, error));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::{
        DeadEndWarning, LanguageTag, Speed, ThemeName, VerdictLine, WindowPlace,
    };
    use water_sort_core::game_id::{self, Difficulty};

    #[test]
    fn settings_round_trip_and_a_damaged_file_is_moved_aside() {
        let dir = std::env::temp_dir().join(format!("water-sort-settings-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let (mut store, settings) = SettingsStore::open(Some(dir.clone()));
        assert_eq!(settings, Settings::default());
        let changed = Settings {
            volume: 3,
            muted: true,
            symbols: false,
            speed: Speed::Instant,
            reduced_motion: true,
            fullscreen: true,
            verdict: VerdictLine::Off,
            dead_end: DeadEndWarning::AtOnce,
            theme: ThemeName::Light,
            endless: game_id::Settings {
                colours: 9,
                empty: 1,
                height: 5,
                difficulty: Difficulty::Hard,
                variant: game_id::VariantKind::Ball,
            },
            window: Some(WindowPlace {
                width: 1093,
                height: 614,
                position: Some((136, 77)),
            }),
            language: LanguageTag::new("zh-CN"),
            lesson_seen: true,
        };
        store.save(&changed);
        assert_eq!(SettingsStore::open(Some(dir.clone())).1, changed);
        // A file from before a setting existed still loads.
        std::fs::write(dir.join(FILE_NAME), "(volume: 2)").unwrap();
        let (_, old) = SettingsStore::open(Some(dir.clone()));
        assert_eq!((old.volume, old.symbols), (2, true));
        // A damaged one is moved aside, with a notice.
        std::fs::write(dir.join(FILE_NAME), "(volume: ").unwrap();
        let (store, settings) = SettingsStore::open(Some(dir.clone()));
        assert_eq!(settings, Settings::default());
        assert!(crate::ron_file::told(store.notice.as_ref()).contains("moved"));
        assert!(!dir.join(FILE_NAME).exists());
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A value out of range is clamped, placed in the notice; the file as
    /// it was is kept aside and the clamped settings written back.
    #[test]
    fn a_bad_value_is_clamped_with_a_notice_and_the_file_kept_aside() {
        let dir =
            std::env::temp_dir().join(format!("water-sort-settings-bad-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let text = "(\n    muted: true,\n    volume: 250,\n)";
        std::fs::write(dir.join(FILE_NAME), text).unwrap();
        let (store, settings) = SettingsStore::open(Some(dir.clone()));
        assert_eq!((settings.volume, settings.muted), (10, true));
        let notice = crate::ron_file::told(store.notice.as_ref());
        assert!(
            notice.starts_with("settings.ron:3:13: volume 250 is above 10; set to 10\n"),
            "{notice}"
        );
        let aside: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.to_string_lossy().contains("settings.ron.bad-"))
            .collect();
        assert_eq!(aside.len(), 1);
        assert!(notice.contains(&aside[0].display().to_string()), "{notice}");
        assert_eq!(std::fs::read_to_string(&aside[0]).unwrap(), text);
        let (again, reread) = SettingsStore::open(Some(dir.clone()));
        assert_eq!((again.notice, reread), (None, settings));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
