//! Reading a RON file the player's game wrote (progress, settings) value by
//! value, so that one bad value costs that value and not the whole file.
//!
//! Two passes: ron reads the whole text as any value, which checks its
//! syntax (a file that fails here is not read at all); the pack position
//! scanner then finds each value's text and position, and each value is
//! read on its own by serde, its errors placed in the file
//! (`progress.ron:4:40: ...`). What a bad value costs (a clamp, a default,
//! a dropped record) is the caller's rule; the problems come back as
//! [`Diagnostic`]s for the player.

use std::fmt::Display;
use std::ops::RangeInclusive;

use serde::de::{DeserializeOwned, IgnoredAny};

use crate::level::Diagnostic;
use crate::level::ron_error::ron_error_pos;
use crate::level::scan::{Kind, Node, scan};

/// A value read leniently, with what was wrong in the file.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Checked<T> {
    /// What could be read: bad values clamped, defaulted or dropped.
    pub value: T,
    /// One message per value changed or dropped, in file order.
    pub problems: Vec<Diagnostic>,
}

/// A RON text whose syntax is good, ready to be read value by value.
pub struct Lenient {
    source: String,
    file: String,
    /// The file's own extensions (`#![enable(...)]`), for reading its parts.
    options: ron::Options,
    root: Node,
}

/// One value of a [`Lenient`] file.
#[derive(Clone, Copy)]
pub struct Value<'a> {
    doc: &'a Lenient,
    node: &'a Node,
}

impl Lenient {
    /// Checks the syntax of `source`, read from the file named `file` (for
    /// the messages). An error here means the file is not RON at all.
    pub fn parse(source: &str, file: &str) -> Result<Lenient, Diagnostic> {
        let at = |e: ron::error::SpannedError| {
            let pos = ron_error_pos(source, &e);
            Diagnostic {
                file: file.to_string(),
                line: pos.line,
                column: pos.col,
                message: e.code.to_string(),
            }
        };
        let extensions = ron::Deserializer::from_str(source)
            .map_err(at)?
            .extensions();
        let options = ron::Options::default().with_default_extension(extensions);
        options.from_str::<IgnoredAny>(source).map_err(at)?;
        let root = scan(source).ok_or_else(|| Diagnostic {
            file: file.to_string(),
            line: 1,
            column: 1,
            message: "the file holds no value".into(),
        })?;
        Ok(Lenient {
            source: source.to_string(),
            file: file.to_string(),
            options,
            root,
        })
    }

    /// The file's one top-level value.
    pub fn root(&self) -> Value<'_> {
        Value {
            doc: self,
            node: &self.root,
        }
    }
}

impl<'a> Value<'a> {
    /// The value's text as written.
    pub fn text(&self) -> &'a str {
        &self.doc.source[self.node.span.clone()]
    }

    /// The text for a message: at most one line of a few dozen characters.
    pub fn shown(&self) -> String {
        let text = self.text();
        let line = text.lines().next().unwrap_or("");
        if line.len() < text.len() || line.chars().count() > 40 {
            let cut: String = line.chars().take(37).collect();
            format!("{cut}...")
        } else {
            line.to_string()
        }
    }

    /// A message placed at the start of the value.
    pub fn problem(&self, message: impl Display) -> Diagnostic {
        Diagnostic {
            file: self.doc.file.clone(),
            line: self.node.start.line,
            column: self.node.start.col,
            message: message.to_string(),
        }
    }

    /// The named fields of a struct (`(a: 1)`, `Name(a: 1)`), in the order
    /// written; `None` if the value is not one.
    pub fn fields(&self) -> Option<Vec<(&'a str, Value<'a>)>> {
        match &self.node.kind {
            Kind::Struct { fields, items, .. } if items.is_empty() => Some(
                fields
                    .iter()
                    .map(|f| (f.name.as_str(), self.at(&f.value)))
                    .collect(),
            ),
            _ => None,
        }
    }

    /// The entries of a map (`{k: v}`), in the order written; `None` if the
    /// value is not one.
    pub fn entries(&self) -> Option<Vec<(Value<'a>, Value<'a>)>> {
        match &self.node.kind {
            Kind::Map(entries) => Some(
                entries
                    .iter()
                    .map(|(k, v)| (self.at(k), self.at(v)))
                    .collect(),
            ),
            _ => None,
        }
    }

    /// The value read by serde on its own; an error is placed where ron
    /// found it, in the file.
    pub fn read<T: DeserializeOwned>(&self) -> Result<T, Diagnostic> {
        let text = self.text();
        self.doc.options.from_str(text).map_err(|e| {
            // ron counts from the value's first character.
            let pos = ron_error_pos(text, &e);
            let start = self.node.start;
            Diagnostic {
                file: self.doc.file.clone(),
                line: start.line + pos.line - 1,
                column: if pos.line == 1 {
                    start.col + pos.col - 1
                } else {
                    pos.col
                },
                message: e.code.to_string(),
            }
        })
    }

    /// The value as a whole number within `range`, named `name` in the
    /// messages: one outside is clamped into it, with a problem saying so.
    /// `None` if the value is not a whole number.
    pub fn integer_in<T>(
        &self,
        name: &str,
        range: RangeInclusive<T>,
        problems: &mut Vec<Diagnostic>,
    ) -> Option<T>
    where
        T: Copy + Display + TryFrom<i64> + TryInto<i64>,
    {
        let n: i64 = self.read().ok()?;
        // The bounds of a setting or a record are small: they fit.
        let wide = |t: T| t.try_into().unwrap_or(i64::MAX);
        let (low, high) = (*range.start(), *range.end());
        let (to, side) = if n < wide(low) {
            (low, "below")
        } else if n > wide(high) {
            (high, "above")
        } else {
            return T::try_from(n).ok();
        };
        problems.push(self.problem(format!("{name} {n} is {side} {to}; set to {to}")));
        Some(to)
    }

    fn at(&self, node: &'a Node) -> Value<'a> {
        Value {
            doc: self.doc,
            node,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_found_and_read_in_place() {
        let src = "(\n    n: 250,\n    m: {\"a\": Some(-4)},\n)";
        let doc = Lenient::parse(src, "f.ron").unwrap();
        let fields = doc.root().fields().unwrap();
        assert_eq!(fields.len(), 2);
        let (name, n) = fields[0];
        assert_eq!((name, n.text()), ("n", "250"));
        let mut problems = Vec::new();
        assert_eq!(n.integer_in("n", 0..=10u8, &mut problems), Some(10));
        assert_eq!(
            problems[0].to_string(),
            "f.ron:2:8: n 250 is above 10; set to 10"
        );
        let entries = fields[1].1.entries().unwrap();
        let (key, value) = entries[0];
        assert_eq!(key.read::<String>().unwrap(), "a");
        // The error is placed where ron found it: the 4 of -4, in the file.
        let e = value.read::<Option<u32>>().unwrap_err();
        assert_eq!((e.line, e.column), (3, 20), "{e}");
        assert_eq!(value.read::<Option<i32>>().unwrap(), Some(-4));
        assert!(doc.root().entries().is_none());
        assert!(n.fields().is_none());
    }

    #[test]
    fn numbers_in_range_are_kept_and_others_are_not_numbers() {
        let doc = Lenient::parse("(a: 3, b: -1, c: \"x\", d: 1.5)", "f.ron").unwrap();
        let fields = doc.root().fields().unwrap();
        let mut problems = Vec::new();
        let read: Vec<Option<u8>> = fields
            .iter()
            .map(|(name, v)| v.integer_in(name, 0..=3u8, &mut problems))
            .collect();
        assert_eq!(read, [Some(3), Some(0), None, None]);
        let said: Vec<String> = problems.iter().map(ToString::to_string).collect();
        assert_eq!(said, ["f.ron:1:11: b -1 is below 0; set to 0"]);
    }

    #[test]
    fn bad_syntax_is_not_read_at_all() {
        let e = Lenient::parse("(a: 1,\n b: )", "f.ron").err().unwrap();
        assert_eq!((e.file.as_str(), e.line), ("f.ron", 2));
        assert!(Lenient::parse("", "f.ron").is_err());
        // The file's extensions hold for its parts.
        let doc = Lenient::parse("#![enable(implicit_some)]\n(a: 4)", "f.ron").unwrap();
        let (_, a) = doc.root().fields().unwrap()[0];
        assert_eq!(a.read::<Option<u32>>().unwrap(), Some(4));
    }

    #[test]
    fn long_values_are_shortened_in_messages() {
        let long = format!("(a: \"{}\", b: [\n1])", "x".repeat(60));
        let doc = Lenient::parse(&long, "f.ron").unwrap();
        let fields = doc.root().fields().unwrap();
        assert_eq!(fields[0].1.shown().chars().count(), 40);
        assert_eq!(fields[1].1.shown(), "[...");
    }
}
