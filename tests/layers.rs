//! The layer rule of `src/game/`, checked from the source text (see
//! docs/architecture.md):
//!
//! * imports point only downward in the layer order: `screens` and `editor`
//!   (peers: neither imports the other) > `assist` > `scene` > `board` >
//!   `saves` > `packs` > `ui` > `background.rs` and `schedule.rs` (leaves
//!   every part may use); `src/game/mod.rs` assembles everything and may
//!   import anything, but no file imports a name of it (`crate::game::X`
//!   with `X` not a module: the layers take `crate::game::schedule::Screen`);
//! * no two files of one folder (of `src/game/` here, and of every crate of
//!   the workspace below) import each other, directly or round a longer
//!   circle (`use super::Name` of a name defined in a sibling file counts as
//!   importing that sibling; importing the folder's `mod.rs` is fine);
//! * no source file under `src/` or `crates/` is over 600 lines;
//! * docs/architecture.md names no path that is not in the repository, and
//!   names every crate and every folder of `src/game/`.
//!
//! Imports are `use crate::game::...` (grouped ones too), inline
//! `crate::game::x::` paths and `super::` paths, outside `#[cfg(test)]` code.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Most lines a source file may have.
const MAX_LINES: usize = 600;

/// The parts of `src/game/`, lowest first; a part may import the parts
/// before it. Equal ranks are peers that may not import each other. `saves`
/// sits above `packs` because it stores per-pack records (it imports packs,
/// packs never imports saves).
const LAYERS: &[(&str, u8)] = &[
    ("background", 0),
    ("schedule", 0),
    ("ui", 1),
    ("packs", 2),
    ("saves", 3),
    ("board", 4),
    ("scene", 5),
    ("assist", 6),
    ("screens", 7),
    ("editor", 7),
];

/// A module path below `crate::game`: `board/keys.rs` is `["board", "keys"]`,
/// `board/mod.rs` is `["board"]`.
type Module = Vec<String>;

/// One import: where it is written and what it names.
struct Import {
    line: usize,
    text: String,
    path: Vec<String>,
}

fn module_of(file: &str) -> Module {
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

/// Every import of `crate::game` or `super` in one file of `src/game/`.
fn imports(file: &str, text: &str) -> Vec<Import> {
    imports_below(file, text, "crate::game::")
}

/// Every import of `root` (a path like `crate::`) or `super` in one file,
/// as paths from that root.
fn imports_below(file: &str, text: &str, root: &str) -> Vec<Import> {
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
fn defines(text: &str, name: &str) -> bool {
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
fn longest_module(modules: &BTreeMap<Module, &str>, path: &[String]) -> Module {
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

/// Checks the layer order and the folders' import cycles of `files`
/// (paths relative to `src/game/`, with `/`, and their text); returns one
/// message per fault, naming file, line and import.
fn check_layers(files: &BTreeMap<String, String>) -> Vec<String> {
    let modules: BTreeMap<Module, &str> =
        files.keys().map(|f| (module_of(f), f.as_str())).collect();
    let rank = |part: &str| LAYERS.iter().find(|(p, _)| *p == part).map(|&(_, r)| r);
    let mut faults = Vec::new();
    for (file, text) in files {
        let me = module_of(file);
        if me.is_empty() {
            continue; // src/game/mod.rs assembles the parts.
        }
        let my_part = &me[0];
        let Some(my_rank) = rank(my_part) else {
            faults.push(format!(
                "src/game/{file}: part `{my_part}` is not in the layer order of tests/layers.rs"
            ));
            continue;
        };
        for import in imports(file, text) {
            let target = longest_module(&modules, &import.path);
            // Nothing of mod.rs: it only assembles the layers.
            if target.is_empty() {
                faults.push(format!(
                    "src/game/{file}:{}: `{}` imports from src/game/mod.rs, which no layer may use",
                    import.line, import.text
                ));
                continue;
            }
            // Downward only.
            if let Some(part) = target.first()
                && part != my_part
            {
                let allowed = rank(part).is_some_and(|r| r < my_rank);
                if !allowed {
                    faults.push(format!(
                        "src/game/{file}:{}: `{}` imports {part} from {my_part}, which is not below it",
                        import.line, import.text
                    ));
                }
            }
        }
    }
    faults.extend(folder_cycles(files, 1, "src/game/", imports));
    faults
}

/// Import circles between the files of one folder (any folder at least
/// `min_depth` deep, the root being depth 0) of `files` (paths relative to
/// a source root `place`, and their text): one message per import on a
/// circle. A name taken from the folder's `mod.rs` counts as taken from the
/// sibling that defines it.
fn folder_cycles(
    files: &BTreeMap<String, String>,
    min_depth: usize,
    place: &str,
    imports: impl Fn(&str, &str) -> Vec<Import>,
) -> Vec<String> {
    let modules: BTreeMap<Module, &str> =
        files.keys().map(|f| (module_of(f), f.as_str())).collect();
    let mut faults = Vec::new();
    // (importer, imported) modules inside one folder -> first import.
    let mut edges: BTreeMap<(Module, Module), String> = BTreeMap::new();
    for (file, text) in files {
        let me = module_of(file);
        if me.is_empty() {
            continue;
        }
        for import in imports(file, text) {
            let mut target = longest_module(&modules, &import.path);
            let rest = &import.path[target.len()..];
            if target.len() < me.len()
                && me.starts_with(&target)
                && let Some(name) = rest.first()
            {
                let sibling = modules.iter().find(|(m, f)| {
                    m.len() == target.len() + 1
                        && m.starts_with(&target)
                        && defines(&files[**f], name)
                });
                if let Some((m, _)) = sibling {
                    target = m.clone();
                }
            }
            for depth in min_depth..me.len() {
                let folder = &me[..depth];
                if target.len() <= depth || !target.starts_with(folder) {
                    continue;
                }
                let from = me[..=depth].to_vec();
                let to = target[..=depth].to_vec();
                if from != to {
                    edges
                        .entry((from, to))
                        .or_insert(format!("{place}{file}:{}: `{}`", import.line, import.text));
                }
            }
        }
    }
    // Modules on a circle: each reaches the other.
    let reach = |from: &Module| {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.clone()];
        while let Some(m) = todo.pop() {
            for (a, b) in edges.keys() {
                if *a == m && seen.insert(b.clone()) {
                    todo.push(b.clone());
                }
            }
        }
        seen
    };
    let reached: BTreeMap<Module, BTreeSet<Module>> =
        edges.keys().map(|(a, _)| (a.clone(), reach(a))).collect();
    for ((a, b), at) in &edges {
        if reached.get(b).is_some_and(|r| r.contains(a)) {
            let file = |m: &Module| modules.get(m).copied().unwrap_or("?").to_string();
            faults.push(format!(
                "{at} imports {}{} of its own folder, which imports it back (cycle)",
                place,
                file(b)
            ));
        }
    }
    faults
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn game_imports_point_down_and_folders_have_no_cycles() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let game = root.join("src/game");
    let mut paths = Vec::new();
    rust_files(&game, &mut paths);
    let files: BTreeMap<String, String> = paths
        .iter()
        .map(|p| {
            let rel = p
                .strip_prefix(&game)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            (rel, std::fs::read_to_string(p).unwrap())
        })
        .collect();
    assert!(files.contains_key("board/mod.rs"), "src/game not found");
    let faults = check_layers(&files);
    assert!(
        faults.is_empty(),
        "layer rule broken:\n{}",
        faults.join("\n")
    );
}

/// No two files of one folder of any crate of the workspace (the game's
/// package included, its crate root aside) import each other, directly or
/// round a longer circle.
#[test]
fn no_crate_has_an_import_circle_between_its_files() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut sources = vec![("src/".to_string(), root.join("src"))];
    for entry in std::fs::read_dir(root.join("crates")).unwrap().flatten() {
        let name = entry.file_name().to_string_lossy().to_string();
        sources.push((format!("crates/{name}/src/"), entry.path().join("src")));
    }
    assert!(sources.len() >= 5, "the workspace's crates: {sources:?}");
    let mut faults = Vec::new();
    for (place, dir) in &sources {
        let mut paths = Vec::new();
        rust_files(dir, &mut paths);
        let files: BTreeMap<String, String> = paths
            .iter()
            .map(|p| {
                let rel = p
                    .strip_prefix(dir)
                    .unwrap()
                    .to_string_lossy()
                    .replace('\\', "/");
                (rel, std::fs::read_to_string(p).unwrap())
            })
            // The crate roots assemble the modules (and a binary's
            // `crate::` is another crate); test modules in files of their
            // own are test code.
            .filter(|(rel, _)| {
                !["lib.rs", "main.rs"].contains(&rel.as_str()) && !rel.ends_with("tests.rs")
            })
            .collect();
        faults.extend(folder_cycles(&files, 0, place, |f, t| {
            imports_below(f, t, "crate::")
        }));
    }
    assert!(faults.is_empty(), "import circles:\n{}", faults.join("\n"));
}

#[test]
fn no_source_file_is_over_600_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut paths = Vec::new();
    rust_files(&root.join("src"), &mut paths);
    rust_files(&root.join("crates"), &mut paths);
    let mut long = Vec::new();
    for path in paths {
        let rel = path
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        // Tests, benchmarks and examples are not part of the layering.
        if ["/tests/", "/benches/", "/examples/"]
            .iter()
            .any(|d| rel.contains(d))
        {
            continue;
        }
        let lines = std::fs::read_to_string(&path).unwrap().lines().count();
        if lines > MAX_LINES {
            long.push(format!("{rel}: {lines} lines (at most {MAX_LINES})"));
        }
    }
    assert!(long.is_empty(), "files too long:\n{}", long.join("\n"));
}

/// The scanner itself, on a few made-up files: an upward import, a peer
/// import, a cycle through a name re-exported by mod.rs, names of the
/// game's mod.rs, and imports that are fine.
#[test]
fn the_check_reports_upward_imports_and_cycles() {
    let files: BTreeMap<String, String> = [
        ("mod.rs", "pub mod ui; pub mod board; pub mod screens; pub mod editor; pub mod schedule;\npub use schedule::GameSet;\npub struct GamePlugin;"),
        ("background.rs", "pub struct Background;"),
        ("schedule.rs", "pub struct GameSet;"),
        ("ui/mod.rs", "pub mod theme;"),
        // Upward: ui may not use the board.
        ("ui/theme.rs", "use crate::game::background::Background;\n\nfn f() { crate::game::board::spawn(); }"),
        ("board/mod.rs", "pub mod tubes;\npub mod game;\npub use game::Game;"),
        // Fine: downward, grouped, and the schedule.
        ("board/tubes.rs", "use crate::game::{schedule::GameSet, ui::{self, theme::Colour}};\npub fn spawn() {}"),
        // A name of the game's mod.rs, re-exported or its own.
        ("board/game.rs", "use super::tubes::spawn;\nuse crate::game::{GameSet, GamePlugin};\npub struct Game;"),
        // Peers: screens may not use the editor.
        ("screens/mod.rs", "mod a;\nmod b;\npub use b::Shared;"),
        ("screens/a.rs", "use crate::game::board::Game;\nuse crate::game::editor::Editor;\nuse super::Shared;\npub struct A;"),
        // A cycle: b uses a, a uses b's Shared through mod.rs.
        ("screens/b.rs", "pub struct Shared;\n\nuse super::{\n    a::A,\n};"),
        ("editor/mod.rs", "pub struct Editor;"),
    ]
    .into_iter()
    .map(|(f, t)| (f.to_string(), t.to_string()))
    .collect();
    let faults = check_layers(&files);
    let has = |needle: &str| faults.iter().any(|f| f.contains(needle));
    assert!(
        has("src/game/ui/theme.rs:3: `crate::game::board::spawn` imports board from ui"),
        "{faults:#?}"
    );
    assert!(
        has("src/game/screens/a.rs:2: `crate::game::editor::Editor` imports editor from screens"),
        "{faults:#?}"
    );
    assert!(
        has(
            "src/game/screens/a.rs:3: `super::Shared` imports src/game/screens/b.rs of its own folder"
        ),
        "{faults:#?}"
    );
    assert!(
        has(
            "src/game/screens/b.rs:3: `super::{ a::A, }` imports src/game/screens/a.rs of its own folder"
        ),
        "{faults:#?}"
    );
    assert!(
        has(
            "src/game/board/game.rs:2: `crate::game::{GameSet, GamePlugin}` imports from src/game/mod.rs"
        ),
        "{faults:#?}"
    );
    assert_eq!(faults.len(), 6, "{faults:#?}");
}

/// Every file in the repository, as paths relative to its root (build
/// output and version control aside).
fn repository_paths(root: &Path) -> Vec<String> {
    fn walk(dir: &Path, root: &Path, out: &mut Vec<String>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let rel = path
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            if rel == "target" || rel == ".git" {
                continue;
            }
            if path.is_dir() {
                out.push(format!("{rel}/"));
                walk(&path, root, out);
            } else {
                out.push(rel);
            }
        }
    }
    let mut out = Vec::new();
    walk(root, root, &mut out);
    out
}

/// The paths a document names: in backticks, and in the first column of
/// its code blocks (a file tree), that look like files or folders of the
/// repository (`.rs`, `.sh`, `.md`, `.toml`, `.ron` files, `name/` folders).
fn named_paths(doc: &str) -> Vec<String> {
    let looks_like_path = |t: &str| {
        t.chars().any(|c| c.is_ascii_alphanumeric())
            && t.chars()
                .all(|c| c.is_ascii_alphanumeric() || "_-./".contains(c))
            && !t.starts_with('-')
            && (t.ends_with('/')
                || [".rs", ".sh", ".md", ".toml", ".ron"]
                    .iter()
                    .any(|e| t.ends_with(e)))
    };
    let mut out = Vec::new();
    for (k, part) in doc.split('`').enumerate() {
        if k % 2 == 1 && looks_like_path(part) {
            out.push(part.to_string());
        }
    }
    let mut in_block = false;
    for line in doc.lines() {
        if line.trim_start().starts_with("```") {
            in_block = !in_block;
            continue;
        }
        if !in_block {
            continue;
        }
        // The names before the description (two spaces or more apart).
        let head = line.trim_start().split("  ").next().unwrap_or("");
        for name in head.split(", ") {
            let name = name.trim();
            if looks_like_path(name) {
                out.push(name.to_string());
            }
        }
    }
    out
}

/// docs/architecture.md, the one map of the house, names no path that is
/// not there, and names every crate and every folder of `src/game/`.
#[test]
fn the_architecture_map_is_true() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(root.join("docs/architecture.md")).unwrap();
    let paths = repository_paths(root);
    let exists = |named: &str| {
        let named = named.trim_start_matches("./");
        paths
            .iter()
            .any(|p| p == named || p.ends_with(&format!("/{named}")))
    };
    let named = named_paths(&doc);
    assert!(named.len() > 40, "the map names few paths: {named:?}");
    let mut faults: Vec<String> = named
        .iter()
        .filter(|n| !exists(n))
        .map(|n| format!("docs/architecture.md names {n}, which is not in the repository"))
        .collect();
    let mut wanted: Vec<String> = Vec::new();
    for dir in ["crates", "src/game"] {
        for entry in std::fs::read_dir(root.join(dir)).unwrap().flatten() {
            if entry.path().is_dir() {
                wanted.push(format!("{}/", entry.file_name().to_string_lossy()));
            }
        }
    }
    for folder in wanted {
        if !named.contains(&folder) {
            faults.push(format!("docs/architecture.md does not name {folder}"));
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}
