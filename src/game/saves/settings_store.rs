//! Where the settings live as a resource: the store crate's
//! [`SettingsStore`](store::SettingsStore) in the progress file's
//! directory, read at start into the [`Settings`] resource and written
//! whenever a setting changes.

use bevy::prelude::*;
use water_sort_store as store;

use super::progress_store::ProgressStore;
use crate::game::schedule::GameSet;
use crate::game::ui::language::LocalesFolder;
use crate::game::ui::settings::Settings;

/// Where the settings live, and what the player must be told about them.
#[derive(Resource, Debug, Default, Deref, DerefMut)]
pub struct SettingsStore(pub store::SettingsStore);

pub fn plugin(app: &mut App) {
    let dir = app
        .world()
        .get_resource::<ProgressStore>()
        .and_then(|s| s.dir.clone());
    // A translator's files live beside the settings.
    app.insert_resource(LocalesFolder(dir.as_ref().map(|d| d.join("locales"))));
    let (opened, settings) = store::SettingsStore::open(dir);
    app.insert_resource(SettingsStore(opened))
        .insert_resource(Settings(settings))
        .add_systems(
            Update,
            save_changes
                .in_set(GameSet::View)
                .run_if(resource_changed::<Settings>),
        );
}

fn save_changes(settings: Res<Settings>, mut store: ResMut<SettingsStore>) {
    // Inserted at start: nothing changed yet.
    if !settings.is_added() {
        store.save(&settings);
    }
}
