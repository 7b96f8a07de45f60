//! Which language to speak: from `--lang`, from the saved setting, or from
//! the desktop's locale (LC_ALL, LC_MESSAGES, LANG, as POSIX orders them),
//! each matched to a shipped language.

use super::BUILTIN_LOCALES;

/// The language every other falls back to.
pub const ENGLISH: &str = "en-US";

/// A language tag the game has no messages for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLanguage(pub String);

impl std::fmt::Display for UnknownLanguage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let tags: Vec<&str> = supported().collect();
        write!(
            f,
            "unknown language '{}' (the game speaks {})",
            self.0,
            tags.join(", ")
        )
    }
}

impl std::error::Error for UnknownLanguage {}

/// The tags of the shipped languages, in order.
pub fn supported() -> impl Iterator<Item = &'static str> {
    BUILTIN_LOCALES.iter().map(|(tag, _)| *tag)
}

/// The shipped language that speaks for `tag` ("de-AT" -> "de", "zh-HK"
/// -> "zh-TW", "zh_CN.UTF-8" -> "zh-CN"), matched without regard to case;
/// `None` when none does.
pub fn negotiate(tag: &str) -> Option<&'static str> {
    // A POSIX locale: language_TERRITORY.codeset@modifier.
    let tag = tag.split(['.', '@']).next().unwrap_or("").replace('_', "-");
    let parts: Vec<String> = tag.split('-').map(|p| p.to_ascii_lowercase()).collect();
    let language = parts.first().map(String::as_str).unwrap_or("");
    if language.is_empty() {
        return None;
    }
    let shipped = |t: &str| supported().find(|s| s.eq_ignore_ascii_case(t));
    if let Some(exact) = shipped(&tag) {
        return Some(exact);
    }
    if language == "zh" {
        // Traditional characters: Taiwan, Hong Kong, Macao, or the script
        // named; simplified otherwise (mainland, Singapore, plain zh).
        let traditional = parts[1..]
            .iter()
            .any(|p| matches!(p.as_str(), "tw" | "hk" | "mo" | "hant"));
        return shipped(if traditional { "zh-TW" } else { "zh-CN" });
    }
    // English of any country is en-US; other languages by their language.
    if language == "en" {
        return shipped(ENGLISH);
    }
    supported().find(|s| s.split('-').next() == Some(language))
}

/// The language the desktop asks for, and where that came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FromEnvironment {
    /// The shipped language chosen.
    pub tag: &'static str,
    /// The variable that decided and its value, if one was set.
    pub from: Option<(&'static str, String)>,
}

/// The shipped language for the locale in the environment (`var` reads a
/// variable): the first of LC_ALL, LC_MESSAGES, LANG that is set and not
/// empty decides; C, POSIX or a language not shipped gives en-US.
pub fn from_environment(var: impl Fn(&str) -> Option<String>) -> FromEnvironment {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        let Some(value) = var(name).filter(|v| !v.is_empty()) else {
            continue;
        };
        let tag = match value.split(['.', '@']).next() {
            Some("C" | "POSIX") => ENGLISH,
            _ => negotiate(&value).unwrap_or(ENGLISH),
        };
        return FromEnvironment {
            tag,
            from: Some((name, value)),
        };
    }
    FromEnvironment {
        tag: ENGLISH,
        from: None,
    }
}
