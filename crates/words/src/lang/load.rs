//! Reading message files into a bundle, with each problem at its
//! file:line:column (as pack errors are).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;
use unic_langid::LanguageIdentifier;

use super::{Bundle, numbers};

/// A problem in a message file, at its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FtlProblem {
    /// The file, as the player would look for it.
    pub file: String,
    /// Line, from 1.
    pub line: usize,
    /// Column, from 1 (in characters).
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl std::fmt::Display for FtlProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            self.file, self.line, self.column, self.message
        )
    }
}

/// The `.ftl` files of a translator's folder, by name; none when it does
/// not exist. A file that cannot be read is a problem at line 1.
pub(super) fn folder_files(dir: &Path) -> Vec<(PathBuf, Result<String, String>)> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).map_err(|e| e.to_string());
            (p, text)
        })
        .collect()
}

/// A bundle of language `tag`: the shipped files, then a translator's over
/// them (a message of theirs replaces the shipped one).
pub(super) fn bundle(
    tag: &str,
    shipped: &[(&str, &str)],
    extra: &[(PathBuf, Result<String, String>)],
    problems: &mut Vec<FtlProblem>,
) -> Bundle {
    let id: LanguageIdentifier = tag.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Isolation marks (U+2068/U+2069) around every variable would be drawn
    // as missing glyphs; no language the game ships runs right to left.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(numbers::formatter_for(tag)));
    for (name, text) in shipped {
        let file = format!("assets/locales/{tag}/{name}");
        let resource = parse(&file, text, problems);
        if let Err(errors) = bundle.add_resource(Arc::new(resource)) {
            problems.extend(errors.into_iter().map(|e| FtlProblem {
                file: file.clone(),
                line: 1,
                column: 1,
                message: e.to_string(),
            }));
        }
    }
    for (path, text) in extra {
        let file = path.display().to_string();
        match text {
            Ok(text) => {
                let resource = parse(&file, text, problems);
                bundle.add_resource_overriding(Arc::new(resource));
            }
            Err(error) => problems.push(FtlProblem {
                file,
                line: 1,
                column: 1,
                message: format!("cannot be read: {error}"),
            }),
        }
    }
    bundle
}

/// `text` parsed; what did not parse is a problem at its place, the rest
/// is kept.
pub(super) fn parse(file: &str, text: &str, problems: &mut Vec<FtlProblem>) -> FluentResource {
    match FluentResource::try_new(text.to_string()) {
        Ok(resource) => resource,
        Err((resource, errors)) => {
            for error in errors {
                let (line, column) = place(text, error.pos.start);
                problems.push(FtlProblem {
                    file: file.to_string(),
                    line,
                    column,
                    message: error.kind.to_string(),
                });
            }
            resource
        }
    }
}

/// Line and column (from 1, in characters) of byte `offset` of `text`.
fn place(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}
