//! The language the player chose, as kept in settings.ron: a short tag
//! ("de", "zh-CN"), small enough that the settings stay `Copy`.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The longest tag kept (BCP 47 tags the game ships are at most 5).
const LONGEST: usize = 23;

/// A language tag: ASCII letters, digits and `-`, at most 23 of them.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct LanguageTag {
    bytes: [u8; LONGEST],
    len: u8,
}

impl LanguageTag {
    /// `tag` as kept, or `None` when it is empty, too long or not a tag.
    pub fn new(tag: &str) -> Option<LanguageTag> {
        let ok = !tag.is_empty()
            && tag.len() <= LONGEST
            && tag.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-');
        ok.then(|| {
            let mut bytes = [0; LONGEST];
            bytes[..tag.len()].copy_from_slice(tag.as_bytes());
            LanguageTag {
                bytes,
                len: tag.len() as u8,
            }
        })
    }

    /// The tag.
    pub fn as_str(&self) -> &str {
        std::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or("")
    }
}

impl std::fmt::Debug for LanguageTag {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}", self.as_str())
    }
}

impl Serialize for LanguageTag {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for LanguageTag {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        LanguageTag::new(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("{text:?} is not a language tag")))
    }
}

#[cfg(test)]
mod tests {
    use super::LanguageTag;

    #[test]
    fn a_tag_is_kept_and_read_back() {
        let tag = LanguageTag::new("zh-CN").unwrap();
        assert_eq!(tag.as_str(), "zh-CN");
        let text = ron::to_string(&Some(tag)).unwrap();
        assert_eq!(text, "Some(\"zh-CN\")");
        assert_eq!(
            ron::from_str::<Option<LanguageTag>>(&text).unwrap(),
            Some(tag)
        );
        assert!(ron::from_str::<LanguageTag>("\"no spaces\"").is_err());
        assert_eq!(LanguageTag::new(""), None);
        assert_eq!(LanguageTag::new(&"x".repeat(24)), None);
    }
}
