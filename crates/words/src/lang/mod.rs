//! The player's language: Project Fluent message files, one folder a
//! language (`assets/locales/<tag>/*.ftl`, compiled in), a translator's
//! folder in the data directory over them, en-US under every other language
//! so a missing message is said in English (and logged), never shown as its
//! id. The game holds one [`Lang`]; every sentence is made with [`say!`](crate::say).

mod choose;
mod load;
mod numbers;
mod pseudo;

use std::collections::BTreeSet;
use std::path::Path;
use std::sync::{Arc, Mutex};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

pub use choose::{
    ENGLISH, FromEnvironment, UnknownLanguage, from_environment, negotiate, supported,
};
pub use load::FtlProblem;

mod compiled_in {
    include!(concat!(env!("OUT_DIR"), "/builtin_locales.rs"));
}
pub use compiled_in::BUILTIN_LOCALES;

/// The tag of the pseudo-locale: en-US with every message lengthened by
/// 40 %, to find text that would be cut in a longer language.
pub const PSEUDO: &str = "en-XA";

type Bundle = FluentBundle<Arc<FluentResource>>;

/// A language to speak: the chosen language's messages over en-US's.
/// Cheap to clone (one shared catalogue), and `Send + Sync`, so the game
/// keeps it as a resource and a background task may carry it.
#[derive(Clone)]
pub struct Lang(Arc<Catalog>);

struct Catalog {
    tag: String,
    /// The chosen language first, en-US last (one bundle when en-US is
    /// chosen).
    chain: Vec<Bundle>,
    pseudo: bool,
    /// Messages missing from the chosen language, not yet taken by
    /// [`Lang::take_missing`].
    missing: Mutex<BTreeSet<String>>,
}

/// A value for a message's variable: a number (plurals choose by it; it is
/// written in the language's form) or a text.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// A number.
    Number(f64),
    /// A text, put in as it is.
    Text(String),
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f32, f64);

impl From<&str> for Arg {
    fn from(text: &str) -> Self {
        Arg::Text(text.to_string())
    }
}
impl From<String> for Arg {
    fn from(text: String) -> Self {
        Arg::Text(text)
    }
}
impl From<&String> for Arg {
    fn from(text: &String) -> Self {
        Arg::Text(text.clone())
    }
}

/// Says message `id` in `lang` with the named variables:
/// `say!(lang, "moves-count", count = 3)`.
#[macro_export]
macro_rules! say {
    ($lang:expr, $id:expr) => {
        $lang.say($id, &[])
    };
    ($lang:expr, $id:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $lang.say($id, &[$((stringify!($name), $crate::lang::Arg::from($value))),+])
    };
}

impl Lang {
    /// American English, the language every other falls back to.
    pub fn english() -> Lang {
        Lang::new(ENGLISH).expect("en-US is compiled in")
    }

    /// A shipped language by its tag (as [`supported`] lists them, or
    /// [`PSEUDO`]).
    pub fn new(tag: &str) -> Result<Lang, UnknownLanguage> {
        let (lang, problems) = Lang::with_folder(tag, None)?;
        debug_assert!(problems.is_empty(), "shipped messages parse: {problems:?}");
        Ok(lang)
    }

    /// Language `tag` with a translator's files over the shipped ones:
    /// `folder/<tag>/*.ftl` (and `folder/en-US/*.ftl` under it). A folder
    /// may add a language the game does not ship. Problems in those files
    /// are returned with their place; what parsed is used.
    pub fn with_folder(
        tag: &str,
        folder: Option<&Path>,
    ) -> Result<(Lang, Vec<FtlProblem>), UnknownLanguage> {
        let pseudo = tag == PSEUDO;
        let base = if pseudo { ENGLISH } else { tag };
        let shipped = builtin(base);
        let extra = folder
            .map(|f| load::folder_files(&f.join(base)))
            .unwrap_or_default();
        if shipped.is_none() && extra.is_empty() {
            return Err(UnknownLanguage(tag.to_string()));
        }
        let mut problems = Vec::new();
        let mut chain = vec![load::bundle(
            base,
            shipped.unwrap_or(&[]),
            &extra,
            &mut problems,
        )];
        if base != ENGLISH {
            let english_extra = folder
                .map(|f| load::folder_files(&f.join(ENGLISH)))
                .unwrap_or_default();
            chain.push(load::bundle(
                ENGLISH,
                builtin(ENGLISH).unwrap_or(&[]),
                &english_extra,
                &mut problems,
            ));
        }
        let lang = Lang(Arc::new(Catalog {
            tag: tag.to_string(),
            chain,
            pseudo,
            missing: Mutex::new(BTreeSet::new()),
        }));
        Ok((lang, problems))
    }

    /// The language's tag, as chosen ("de", "zh-CN", "en-XA").
    pub fn tag(&self) -> &str {
        &self.0.tag
    }

    /// Message `id` with its variables (see [`say!`](crate::say)). A message the
    /// language lacks is said in en-US and noted for
    /// [`take_missing`](Lang::take_missing); one no language has is noted
    /// and said as nothing.
    pub fn say(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            match value {
                Arg::Number(n) => fluent_args.set(*name, FluentValue::from(*n)),
                Arg::Text(t) => fluent_args.set(*name, FluentValue::from(t.as_str())),
            }
        }
        for (rank, bundle) in self.0.chain.iter().enumerate() {
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                continue;
            };
            if rank > 0 {
                self.note_missing(id);
            }
            let mut errors = Vec::new();
            let text = bundle
                .format_pattern(pattern, Some(&fluent_args), &mut errors)
                .into_owned();
            if !errors.is_empty() {
                self.note_missing(&format!("{id} ({errors:?})"));
            }
            return if self.0.pseudo {
                pseudo::lengthen(&text)
            } else {
                text
            };
        }
        self.note_missing(id);
        String::new()
    }

    /// Whether any language of the chain has message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.0.chain.iter().any(|b| b.has_message(id))
    }

    /// `n` in the language's form ("1,234" in English, "1.234" in German).
    pub fn number(&self, n: f64) -> String {
        numbers::format(&self.0.tag, n)
    }

    /// The messages asked for and missing from the chosen language since
    /// the last call (each once), for the log.
    pub fn take_missing(&self) -> Vec<String> {
        let mut missing = self.0.missing.lock().unwrap_or_else(|e| e.into_inner());
        std::mem::take(&mut *missing).into_iter().collect()
    }

    fn note_missing(&self, id: &str) {
        self.0
            .missing
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(id.to_string());
    }
}

impl std::fmt::Debug for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("Lang").field(&self.0.tag).finish()
    }
}

impl PartialEq for Lang {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

/// The shipped message files of language `tag`.
pub fn builtin(tag: &str) -> Option<&'static [(&'static str, &'static str)]> {
    BUILTIN_LOCALES
        .iter()
        .find(|(t, _)| *t == tag)
        .map(|(_, files)| *files)
}

/// Every shipped language: its tag and its name in itself ("Deutsch").
pub fn languages() -> Vec<(&'static str, String)> {
    BUILTIN_LOCALES
        .iter()
        .map(|(tag, _)| {
            let name = Lang::new(tag)
                .map(|l| say!(l, "language-name"))
                .unwrap_or_else(|_| tag.to_string());
            (*tag, name)
        })
        .collect()
}

#[cfg(test)]
mod tests;
