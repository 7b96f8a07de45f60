//! Reading a Rust source file as the layer checks see it: its modules and
//! its imports, from the text alone.
//!
//! Imports are `use` paths of a root (`crate::` or `crate::game::`, grouped
//! ones too), inline paths of that root and `super::` paths, outside
//! `#[cfg(test)]` code and line comments.

use std::collections::BTreeMap;

/// A module path below a source root (`crate::game` for `src/game/`):
/// `board/keys.rs` is `["board", "keys"]`, `board/mod.rs` is `["board"]`.
pub type Module = Vec<String>;

/// One import: where it is written and what it names.
pub struct Import {
    pub line: usize,
    pub text: String,
    pub path: Vec<String>,
}

/// The module of `file`, a path relative to its source root.
pub fn module_of(file: &str) -> Module {
    let mut parts: Module = file
        .trim_end_matches(".rs")
        .split('/')
        .map(String::from)
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// The code of a file as the check reads it: cut at the first
/// `#[cfg(test)]`, line comments blanked (lengths and lines kept).
fn code(text: &str) -> String {
    let text = text.split("#[cfg(test)]").next().unwrap_or("");
    text.lines()
        .map(|l| match l.find("//") {
            Some(i) => format!("{}{}", &l[..i], " ".repeat(l.len() - i)),
            None => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn skip_space(s: &[u8], mut i: usize) -> usize {
    while i < s.len() && s[i].is_ascii_whitespace() {
        i += 1;
    }
    i
}

/// Parses a path or use tree at `i` below `prefix`; returns the full paths
/// and where parsing stopped.
fn tree(s: &[u8], i: usize, prefix: &[String], out: &mut Vec<Vec<String>>) -> usize {
    let mut i = skip_space(s, i);
    if i < s.len() && s[i] == b'{' {
        i += 1;
        loop {
            i = skip_space(s, i);
            if i >= s.len() || s[i] == b'}' {
                return i + 1;
            }
            i = tree(s, i, prefix, out);
            // Skip `as name` and anything else up to the next item.
            let mut depth = 0;
            while i < s.len() {
                match s[i] {
                    b'{' => depth += 1,
                    b'}' if depth == 0 => break,
                    b'}' => depth -= 1,
                    b',' if depth == 0 => {
                        i += 1;
                        break;
                    }
                    _ => {}
                }
                i += 1;
            }
        }
    }
    let start = i;
    while i < s.len() && is_ident(s[i]) {
        i += 1;
    }
    if start == i {
        // `*` or nothing: the prefix itself.
        out.push(prefix.to_vec());
        return i;
    }
    let mut path = prefix.to_vec();
    path.push(String::from_utf8_lossy(&s[start..i]).into_owned());
    if s[i..].starts_with(b"::") {
        tree(s, i + 2, &path, out)
    } else {
        out.push(path);
        i
    }
}

/// Every import of `root` (a path like `crate::`) or `super` in one file,
/// as paths from that root.
pub fn imports_below(file: &str, text: &str, root: &str) -> Vec<Import> {
    let me = module_of(file);
    let code = code(text);
    let s = code.as_bytes();
    let mut found = Vec::new();
    let mut i = 0;
    while i < s.len() {
        let boundary = i == 0 || !(is_ident(s[i - 1]) || s[i - 1] == b':');
        let (base, rest) = if boundary && s[i..].starts_with(root.as_bytes()) {
            (Vec::new(), i + root.len())
        } else if boundary && s[i..].starts_with(b"super::") {
            let mut j = i;
            let mut ups = 0;
            while s[j..].starts_with(b"super::") {
                ups += 1;
                j += "super::".len();
            }
            (me[..me.len().saturating_sub(ups)].to_vec(), j)
        } else {
            i += 1;
            continue;
        };
        let mut paths = Vec::new();
        let end = tree(s, rest, &base, &mut paths);
        let line = code[..i].matches('\n').count() + 1;
        let text: String = code[i..end.min(s.len())]
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        for path in paths {
            found.push(Import {
                line,
                text: text.clone(),
                path: path.into_iter().filter(|p| p != "self").collect(),
            });
        }
        i = end.max(i + 1);
    }
    found
}

/// Whether `text` defines an item called `name`.
pub fn defines(text: &str, name: &str) -> bool {
    let code = code(text);
    [
        "struct", "enum", "fn", "trait", "type", "const", "static", "mod",
    ]
    .iter()
    .any(|kw| {
        let needle = format!("{kw} {name}");
        code.match_indices(&needle).any(|(at, _)| {
            let before = code[..at].bytes().last();
            let after = code[at + needle.len()..].bytes().next();
            !before.is_some_and(is_ident) && !after.is_some_and(is_ident)
        })
    })
}

/// The longest module of `modules` that `path` names (what follows it is
/// an item of that module).
pub fn longest_module(modules: &BTreeMap<Module, &str>, path: &[String]) -> Module {
    let mut target: Module = Vec::new();
    for seg in path {
        let mut next = target.clone();
        next.push(seg.clone());
        if !modules.contains_key(&next) {
            break;
        }
        target = next;
    }
    target
}
