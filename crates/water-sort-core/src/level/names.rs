//! A pack's or level's name in other languages: `names: {"de": "Erster
//! Guss", "zh-CN": "第一次倒水"}` beside its `name`, which stays the one
//! the author wrote and every language without its own shows.

use std::collections::BTreeMap;

/// Names by language tag ("de", "zh-TW"), each as its author wrote it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Names(pub BTreeMap<String, String>);

impl Names {
    /// The name for language `tag`: the one given for exactly that tag,
    /// else for its language alone ("de" for "de-AT"); `None` when neither
    /// is given (then the author's `name` is shown).
    pub fn get(&self, tag: &str) -> Option<&str> {
        let language = tag.split('-').next().unwrap_or(tag);
        self.0
            .iter()
            .find(|(t, _)| t.eq_ignore_ascii_case(tag))
            .or_else(|| {
                self.0
                    .iter()
                    .find(|(t, _)| t.eq_ignore_ascii_case(language))
            })
            .map(|(_, name)| name.as_str())
    }

    /// Whether no other language has a name.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// Why a tag of `names` cannot be used, if it cannot: a language tag is
/// letters, digits and `-`, starting with a letter, at most 23 long.
pub(super) fn bad_tag(tag: &str) -> Option<&'static str> {
    if tag.is_empty() || tag.len() > 23 {
        return Some("is not a language tag (e.g. \"de\" or \"zh-CN\")");
    }
    let starts_with_letter = tag.chars().next().is_some_and(|c| c.is_ascii_alphabetic());
    if !starts_with_letter || !tag.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
        return Some("is not a language tag (e.g. \"de\" or \"zh-CN\")");
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_found_by_its_tag_then_by_its_language() {
        let names = Names(BTreeMap::from([
            ("de".to_string(), "Einstieg".to_string()),
            ("zh-TW".to_string(), "入門".to_string()),
        ]));
        assert_eq!(names.get("de"), Some("Einstieg"));
        assert_eq!(names.get("de-AT"), Some("Einstieg"));
        assert_eq!(names.get("zh-TW"), Some("入門"));
        assert_eq!(names.get("zh-CN"), None, "no simplified name given");
        assert_eq!(names.get("fr"), None);
        assert_eq!(bad_tag("zh-CN"), None);
        assert!(bad_tag("zh CN").is_some() && bad_tag("").is_some() && bad_tag("1de").is_some());
    }
}
