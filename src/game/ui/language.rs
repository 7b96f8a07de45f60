//! The player's language as a resource every layer reads: chosen at start
//! (`play --lang`, else the settings' choice, else the desktop's locale),
//! logged once as `language: TAG`, changed live when the settings change,
//! and made again when a translator's file in the data directory's
//! `locales/<tag>/` changes (its problems kept for the screen to show at
//! file:line:column). Every text made from a message carries [`Said`], so
//! a change of language says it again at once.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::SystemTime;

use bevy::prelude::*;
use water_sort_words::Lang;
use water_sort_words::lang::{self, ENGLISH, FtlProblem};

use super::settings::Settings;
use crate::game::schedule::GameSet;

/// The language the game speaks.
#[derive(Resource, Clone, Debug, Deref)]
pub struct Language(pub Lang);

/// The language asked for on the command line (`play --lang TAG`), if any.
#[derive(Resource, Clone, Debug, Default)]
pub struct AskedLanguage(pub Option<String>);

/// The folder of translators' files (`<data dir>/locales`), if there is a
/// data directory.
#[derive(Resource, Clone, Debug, Default)]
pub struct LocalesFolder(pub Option<PathBuf>);

/// What is wrong in the translators' files, for the screen to show.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct LanguageProblems(pub Vec<FtlProblem>);

/// A text made from messages: said again in the new language when the
/// language changes.
#[derive(Component, Clone)]
pub struct Said(Arc<dyn Fn(&Lang) -> String + Send + Sync>);

impl Said {
    /// A text made by `say` from the language.
    pub fn new(say: impl Fn(&Lang) -> String + Send + Sync + 'static) -> Said {
        Said(Arc::new(say))
    }

    /// Message `id`, with no variables.
    pub fn message(id: &'static str) -> Said {
        Said::new(move |lang| lang.say(id, &[]))
    }

    /// The text in `lang`.
    pub fn text(&self, lang: &Lang) -> String {
        (self.0)(lang)
    }

    /// The text in `lang` and this, to spawn together: `(Text, Said)`.
    pub fn spawn(self, lang: &Lang) -> (Text, Said) {
        (Text::new(self.text(lang)), self)
    }
}

/// When the language was last made, to notice a translator's change.
#[derive(Resource, Default)]
struct Made {
    tag: String,
    stamp: Option<SystemTime>,
    since_check: f32,
}

pub fn plugin(app: &mut App) {
    app.insert_resource(Language(Lang::english()))
        .init_resource::<AskedLanguage>()
        .init_resource::<LocalesFolder>()
        .init_resource::<LanguageProblems>()
        .init_resource::<Made>()
        .add_systems(PreStartup, choose_at_start)
        .add_systems(
            Update,
            (
                (follow_settings, reload_changed_files).in_set(GameSet::Input),
                (say_again, log_missing).chain().in_set(GameSet::View),
            ),
        );
}

/// The tag to speak: `--lang`, else the settings', else the desktop's.
fn wanted(asked: &AskedLanguage, settings: &Settings) -> (String, &'static str) {
    if let Some(tag) = &asked.0 {
        return (tag.clone(), "--lang");
    }
    if let Some(tag) = settings.language {
        return (tag.as_str().to_string(), "settings");
    }
    let desktop = lang::from_environment(|name| std::env::var(name).ok());
    (
        desktop.tag.to_string(),
        desktop.from.map_or("default", |(name, _)| name),
    )
}

fn choose_at_start(
    asked: Res<AskedLanguage>,
    settings: Res<Settings>,
    folder: Res<LocalesFolder>,
    mut language: ResMut<Language>,
    mut problems: ResMut<LanguageProblems>,
    mut made: ResMut<Made>,
) {
    let (tag, from) = wanted(&asked, &settings);
    make(&tag, &folder, &mut language, &mut problems, &mut made);
    info!("language: {} (from {from})", language.tag());
}

/// Makes language `tag` with the translators' files; a tag nobody has
/// gives English.
fn make(
    tag: &str,
    folder: &LocalesFolder,
    language: &mut Language,
    problems: &mut LanguageProblems,
    made: &mut Made,
) {
    let (lang, found) = match Lang::with_folder(tag, folder.0.as_deref()) {
        Ok(made) => made,
        Err(unknown) => {
            warn!("{unknown}");
            Lang::with_folder(ENGLISH, folder.0.as_deref()).unwrap_or((Lang::english(), vec![]))
        }
    };
    for problem in &found {
        warn!("{problem}");
    }
    made.tag = tag.to_string();
    made.stamp = newest_change(folder);
    language.0 = lang;
    if problems.0 != found {
        problems.0 = found;
    }
}

/// A change of the settings' language (the Settings row) is spoken at once.
fn follow_settings(
    asked: Res<AskedLanguage>,
    settings: Res<Settings>,
    folder: Res<LocalesFolder>,
    mut language: ResMut<Language>,
    mut problems: ResMut<LanguageProblems>,
    mut made: ResMut<Made>,
) {
    if !settings.is_changed() || settings.is_added() {
        return;
    }
    // The language picked in the settings wins over `--lang`; with none
    // picked, `--lang` holds, else the desktop's.
    let tag = match settings.language {
        Some(picked) => picked.as_str().to_string(),
        None => wanted(&asked, &settings).0,
    };
    if tag != made.tag {
        make(&tag, &folder, &mut language, &mut problems, &mut made);
        info!("language: {}", language.tag());
    }
}

/// Once a second, whether a translator's file changed; if so the language
/// is made again.
fn reload_changed_files(
    time: Res<Time>,
    folder: Res<LocalesFolder>,
    mut language: ResMut<Language>,
    mut problems: ResMut<LanguageProblems>,
    mut made: ResMut<Made>,
) {
    made.since_check += time.delta_secs();
    if made.since_check < 1.0 || folder.0.is_none() {
        return;
    }
    made.since_check = 0.0;
    if newest_change(&folder) != made.stamp {
        let tag = made.tag.clone();
        make(&tag, &folder, &mut language, &mut problems, &mut made);
        info!("language: {} (files reloaded)", language.tag());
    }
}

/// The latest modification time of any file under the locales folder.
fn newest_change(folder: &LocalesFolder) -> Option<SystemTime> {
    let root = folder.0.as_ref()?;
    let mut newest = None;
    for dir in std::fs::read_dir(root).ok()?.flatten() {
        for file in std::fs::read_dir(dir.path())
            .into_iter()
            .flatten()
            .flatten()
        {
            let stamp = file.metadata().and_then(|m| m.modified()).ok();
            newest = newest.max(stamp);
        }
    }
    newest
}

fn say_again(language: Res<Language>, mut texts: Query<(&Said, &mut Text)>) {
    if !language.is_changed() {
        return;
    }
    for (said, mut text) in &mut texts {
        let new = said.text(&language);
        if text.0 != new {
            text.0 = new;
        }
    }
}

fn log_missing(language: Res<Language>) {
    for id in language.take_missing() {
        warn!(
            "message {id} is missing from {}; said in English",
            language.tag()
        );
    }
}
