//! The solver's pars, cached on disk per level and pack file content
//! (`pars.ron` next to the progress file; the key is the file name plus an
//! FNV-1a 64 hash of the bytes the pack in use was parsed from, computed by
//! the asset loader, so an edited pack is solved again). The cache is
//! written atomically and simply ignored when unreadable. A pack's recorded
//! `optimal_moves` stands in only until the solver has answered: a
//! hand-edited pack may carry a stale count. A mystery level's recorded
//! `par` is taken as it is (`water-sort check` verifies it): working it out
//! again takes seconds, and is left to levels that record none.

use std::collections::BTreeMap;
use std::path::PathBuf;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use water_sort_core::level::Level;
use water_sort_core::rating::Par;
use water_sort_store::ron_file;

use super::progress_store::ProgressStore;
use crate::game::packs::PackEntry;

pub const FILE_NAME: &str = "pars.ron";

/// The solver's pars, per pack file content and level name (saved as RON).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ParCache {
    /// `"<file name>@<fnv1a64 of its bytes, 16 hex digits>"` → level name → par.
    pub packs: BTreeMap<String, BTreeMap<String, Par>>,
}

/// The par cache in memory and where it lives.
#[derive(Resource, Debug, Default)]
pub struct ParStore {
    pub dir: Option<PathBuf>,
    pub cache: ParCache,
}

impl ParStore {
    /// Loads the cache in `dir`; a missing or unreadable one is empty.
    pub fn open(dir: Option<PathBuf>) -> ParStore {
        // Read as last written, not as the disk has it so far.
        water_sort_store::writer::flush();
        let cache = dir
            .as_ref()
            .and_then(|d| std::fs::read_to_string(d.join(FILE_NAME)).ok())
            .and_then(|text| match ron::from_str::<ParCache>(&text) {
                Ok(cache) => Some(cache),
                Err(e) => {
                    warn!("ignoring the unreadable par cache: {e}");
                    None
                }
            })
            .unwrap_or_default();
        ParStore { dir, cache }
    }

    pub fn path(&self) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join(FILE_NAME))
    }

    /// Writes the cache atomically, in the background (a failure is only
    /// logged: the pars are worked out again).
    pub fn save(&self) {
        let Some(path) = self.path() else { return };
        if let Err(e) = ron_file::write_later(&path, &self.cache) {
            warn!("could not save the par cache to {}: {e}", path.display());
        }
    }

    /// The cache key of the version of a pack in use (`entry.good`): its
    /// file name and the hash of the bytes it was parsed from. `None` before
    /// a version parsed. Reads no file: the loader hashed the bytes.
    pub fn key(&self, entry: &PackEntry) -> Option<String> {
        entry.good.as_ref()?;
        let hash = entry.good_hash?;
        Some(format!("{}@{hash:016x}", entry.file_name))
    }

    /// A level's par: the solver's (cached) or a mystery level's recorded
    /// `par`, else an ordinary level's recorded `optimal_moves` until the
    /// solver has answered (a mystery level's par is the hints' worst case:
    /// an optimum knowing the hidden colours would be the wrong bar).
    pub fn par(&self, key: Option<&str>, level: &Level) -> Option<Par> {
        let recorded = level.optimal_moves.filter(|_| !level.is_mystery());
        self.known_par(key, level).or(recorded.map(Par::Moves))
    }

    /// A level's par that needs no solver: the solver's (cached), else the
    /// `par` a mystery level records. `None`: the level is to be solved.
    pub fn known_par(&self, key: Option<&str>, level: &Level) -> Option<Par> {
        let recorded = level.par.filter(|_| level.is_mystery());
        self.solved_par(key, level).or(recorded.map(Par::Moves))
    }

    /// The solver's par of a level, if it has been computed.
    pub fn solved_par(&self, key: Option<&str>, level: &Level) -> Option<Par> {
        self.cache.packs.get(key?)?.get(&level.name).copied()
    }

    /// Stores a solver's par; true if it is new.
    pub fn set(&mut self, key: &str, level: &str, par: Par) -> bool {
        let levels = self.cache.packs.entry(key.to_string()).or_default();
        levels.insert(level.to_string(), par) != Some(par)
    }
}

pub fn plugin(app: &mut App) {
    if !app.world().contains_resource::<ParStore>() {
        let dir = app
            .world()
            .get_resource::<ProgressStore>()
            .and_then(|s| s.dir.clone());
        app.insert_resource(ParStore::open(dir));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use water_sort_core::hash::fnv1a64;

    #[test]
    fn the_solver_par_overrides_a_stale_recorded_count() {
        let mut store = ParStore::open(None);
        let level = Level {
            names: Default::default(),
            name: "L".into(),
            capacity: 2,
            tubes: vec![vec![0, 1], vec![1, 0], vec![]],
            optimal_moves: Some(9),
            par: None,
            difficulty: None,
            hidden: Vec::new(),
            variant: Default::default(),
        };
        let key = "p.ron@0000000000000002";
        assert_eq!(store.par(Some(key), &level), Some(Par::Moves(9)));
        store.set(key, "L", Par::Moves(3));
        assert_eq!(store.par(Some(key), &level), Some(Par::Moves(3)));
    }

    /// A mystery level's recorded par is its par at once, with nothing
    /// to solve; its `optimal_moves` never is.
    #[test]
    fn a_mystery_level_s_recorded_par_is_known_at_once() {
        let store = ParStore::open(None);
        let mut level = Level {
            names: Default::default(),
            name: "M".into(),
            capacity: 2,
            tubes: vec![vec![0, 1], vec![1, 0], vec![]],
            optimal_moves: Some(3),
            par: Some(4),
            difficulty: None,
            hidden: vec![1],
            variant: Default::default(),
        };
        let key = Some("p.ron@0000000000000003");
        assert_eq!(store.known_par(key, &level), Some(Par::Moves(4)));
        assert_eq!(store.par(key, &level), Some(Par::Moves(4)));
        assert_eq!(store.par(None, &level), Some(Par::Moves(4)));
        level.par = None;
        assert_eq!(store.known_par(key, &level), None);
        assert_eq!(store.par(key, &level), None);
        // An ordinary level's recorded optimum stands in, but is not known:
        // the solver checks it.
        level.hidden.clear();
        assert_eq!(store.known_par(key, &level), None);
        assert_eq!(store.par(key, &level), Some(Par::Moves(3)));
    }

    #[test]
    fn par_cache_round_trip_and_bad_file_ignored() {
        let dir = std::env::temp_dir().join(format!("water-sort-pars-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut store = ParStore::open(Some(dir.clone()));
        assert!(store.set("p.ron@0000000000000001", "L", Par::Moves(12)));
        assert!(!store.set("p.ron@0000000000000001", "L", Par::Moves(12)));
        store.set("p.ron@0000000000000001", "M", Par::Unsolvable);
        store.save();
        let again = ParStore::open(Some(dir.clone()));
        assert_eq!(again.cache, store.cache);
        std::fs::write(dir.join(FILE_NAME), "not ron (").unwrap();
        let bad = ParStore::open(Some(dir.clone()));
        assert!(bad.cache.packs.is_empty());
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// The key comes from the hash the loader computed of the bytes the pack
    /// in use was parsed from: no file is read (this one does not exist).
    #[test]
    fn the_cache_key_is_the_hash_of_the_loaded_bytes() {
        let store = ParStore::open(None);
        let pack = water_sort_core::level::Pack {
            names: Default::default(),
            name: "P".into(),
            author: None,
            description: None,
            palette: Vec::new(),
            levels: Vec::new(),
        };
        let mut entry = PackEntry {
            file_name: "p.ron".into(),
            display_path: "nowhere/p.ron".into(),
            path: Some(PathBuf::from("/nonexistent/water-sort/p.ron")),
            handle: None,
            overrides_builtin: false,
            good: None,
            good_hash: None,
            error: None,
            settled: true,
            gone: false,
        };
        assert_eq!(store.key(&entry), None);
        entry.good = Some(pack);
        entry.good_hash = Some(fnv1a64(b"the old bytes"));
        // Broken on disk now: the key is still that of the version in use.
        entry.error = Some("p.ron:1:1: broken".into());
        assert_eq!(
            store.key(&entry).as_deref(),
            Some(format!("p.ron@{:016x}", fnv1a64(b"the old bytes")).as_str())
        );
    }
}
