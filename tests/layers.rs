//! The layout rules of the sources, checked from their text against the
//! map in docs/architecture.md, whose layer table is the one list of the
//! layers of `src/game/` (`layers/doc.rs` reads the map, `layers/source.rs`
//! the imports):
//!
//! * every file of `src/game/` is in one layer of the table, by its folder
//!   or by its own path; `src/game/mod.rs` aside, which assembles the layers
//!   and may import them all;
//! * a file imports only from its own layer and from the layers its row
//!   says it may import, each ranked below it (rows of one rank are peers),
//!   and no file imports a name of `src/game/mod.rs`;
//! * no two files of one folder of any crate import each other, directly or
//!   round a longer circle (`use super::Name` of a name defined in a sibling
//!   file counts as importing that sibling; importing the folder's `mod.rs`
//!   is fine);
//! * no source file under `src/` or `crates/` is over [`MAX_LINES`] lines
//!   (tests, benchmarks and examples aside);
//! * the map names no path that is not in the repository, each exactly as
//!   written (from the root; in a file tree, below its folder), and names
//!   every crate and every folder of `src/` and of each crate's `src/`.

#[path = "layers/doc.rs"]
mod doc;
#[path = "layers/source.rs"]
mod source;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use doc::Layer;
use source::{Import, Module, defines, imports_below, longest_module, module_of};

/// Most lines a source file may have.
const MAX_LINES: usize = 500;

/// The map, from the repository's root.
const MAP: &str = "docs/architecture.md";

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every import of `crate::game` or `super` in one file of `src/game/`.
fn imports(file: &str, text: &str) -> Vec<Import> {
    imports_below(file, text, "crate::game::")
}

/// Faults of the table itself: a layer outside `src/game/`, in two rows or
/// inside another, and a layer that may import one that is no layer or not
/// below it.
fn check_table(table: &[Layer]) -> Vec<String> {
    let mut faults = Vec::new();
    for (k, layer) in table.iter().enumerate() {
        let (at, me) = (format!("{MAP}:{}", layer.line), &layer.path);
        if !me.starts_with("src/game/") {
            faults.push(format!("{at}: the layer {me} is not in src/game/"));
        }
        if table[..k].iter().any(|l| l.path == *me) {
            faults.push(format!("{at}: the layer {me} has a second row"));
        }
        if let Some(outer) = table.iter().find(|l| l.path != *me && l.holds(me)) {
            faults.push(format!(
                "{at}: the layer {me} is inside the layer {}",
                outer.path
            ));
        }
        for name in &layer.may_import {
            match table.iter().find(|l| l.path == *name) {
                None => faults.push(format!("{at}: {me} may import {name}, which is no layer")),
                Some(l) if l.rank >= layer.rank => faults.push(format!(
                    "{at}: {me} (rank {}) may import {name} (rank {}), which is not below it",
                    layer.rank, l.rank
                )),
                Some(_) => {}
            }
        }
    }
    faults
}

/// Checks `files` (paths relative to `src/game/`, with `/`, and their
/// text) against the layer table: one message per fault, naming the file
/// (and the line and import).
fn check_layers(files: &BTreeMap<String, String>, table: &[Layer]) -> Vec<String> {
    let modules: BTreeMap<Module, &str> =
        files.keys().map(|f| (module_of(f), f.as_str())).collect();
    let layer_of = |file: &str| {
        let path = format!("src/game/{file}");
        table.iter().find(|l| l.holds(&path))
    };
    let mut faults = check_table(table);
    for (file, text) in files {
        if file == "mod.rs" {
            continue; // The assembler: it adds every layer's plugin.
        }
        let Some(mine) = layer_of(file) else {
            faults.push(format!("src/game/{file} is in no layer of {MAP}"));
            continue;
        };
        for import in imports(file, text) {
            let at = format!("src/game/{file}:{}: `{}`", import.line, import.text);
            let target = longest_module(&modules, &import.path);
            if target.is_empty() {
                faults.push(format!(
                    "{at} imports from src/game/mod.rs, which assembles the layers: \
                     no layer imports it"
                ));
                continue;
            }
            let Some(theirs) = layer_of(modules[&target]) else {
                continue; // A file in no layer, reported as such.
            };
            if theirs.path != mine.path && !mine.may_import.contains(&theirs.path) {
                faults.push(format!(
                    "{at} imports {}, which {} may not import ({MAP})",
                    theirs.path, mine.path
                ));
            }
        }
    }
    // One message for a grouped import of two names that break one rule.
    faults.dedup();
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

/// The Rust files below `dir`, by their paths relative to it, and their
/// text.
fn sources(dir: &Path) -> BTreeMap<String, String> {
    let paths = paths_below(dir).into_iter().filter(|p| p.ends_with(".rs"));
    paths
        .map(|rel| {
            let text = std::fs::read_to_string(dir.join(&rel)).unwrap();
            (rel, text)
        })
        .collect()
}

fn read_map() -> String {
    std::fs::read_to_string(root().join(MAP)).unwrap()
}

#[test]
fn game_imports_follow_the_layer_table() {
    let table = doc::layer_table(&read_map()).unwrap_or_else(|e| panic!("{MAP}: {e}"));
    let files = sources(&root().join("src/game"));
    assert!(files.contains_key("mod.rs"), "src/game not found");
    let faults = check_layers(&files, &table);
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
    let mut places = vec!["src/".to_string()];
    for entry in std::fs::read_dir(root().join("crates")).unwrap().flatten() {
        places.push(format!(
            "crates/{}/src/",
            entry.file_name().to_string_lossy()
        ));
    }
    assert!(places.len() >= 5, "the workspace's crates: {places:?}");
    let mut faults = Vec::new();
    for place in &places {
        let mut files = sources(&root().join(place));
        // The crate roots assemble the modules (and a binary's `crate::`
        // is another crate); test modules in files of their own are test
        // code.
        files.retain(|rel, _| {
            !["lib.rs", "main.rs"].contains(&rel.as_str()) && !rel.ends_with("tests.rs")
        });
        faults.extend(folder_cycles(&files, 0, place, |f, t| {
            imports_below(f, t, "crate::")
        }));
    }
    assert!(faults.is_empty(), "import circles:\n{}", faults.join("\n"));
}

#[test]
fn no_source_file_is_over_the_line_limit() {
    let mut long = Vec::new();
    for place in ["src/", "crates/"] {
        for (rel, text) in sources(&root().join(place)) {
            let path = format!("{place}{rel}");
            // Tests, benchmarks and examples are not part of the layering.
            if ["/tests/", "/benches/", "/examples/"]
                .iter()
                .any(|d| path.contains(d))
            {
                continue;
            }
            let lines = text.lines().count();
            if lines > MAX_LINES {
                long.push(format!("{path}: {lines} lines (at most {MAX_LINES})"));
            }
        }
    }
    assert!(long.is_empty(), "files too long:\n{}", long.join("\n"));
}

/// Every file and folder below `dir` (folders ending in `/`), as paths
/// relative to it, with `/`; build output and version control aside.
fn paths_below(dir: &Path) -> BTreeSet<String> {
    fn walk(dir: &Path, from: &Path, out: &mut BTreeSet<String>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let rel = path.strip_prefix(from).unwrap().to_string_lossy();
            let rel = rel.replace('\\', "/");
            if rel == "target" || rel == ".git" {
                continue;
            }
            if path.is_dir() {
                out.insert(format!("{rel}/"));
                walk(&path, from, out);
            } else {
                out.insert(rel);
            }
        }
    }
    let mut out = BTreeSet::new();
    walk(dir, dir, &mut out);
    out
}

/// Whether the map must name `path` (a path from the repository's root):
/// a crate, or a folder of `src/` or of a crate's `src/`.
fn is_source_folder(path: &str) -> bool {
    let Some(folder) = path.strip_suffix('/') else {
        return false;
    };
    let parts: Vec<&str> = folder.split('/').collect();
    matches!(
        parts[..],
        ["src", ..] | ["crates", _] | ["crates", _, "src", ..]
    )
}

/// docs/architecture.md names no path that is not there, and names every
/// crate and every folder of the sources.
#[test]
fn the_architecture_map_is_true() {
    let paths = paths_below(root());
    let named = doc::named_paths(&read_map());
    assert!(named.len() > 40, "the map names few paths");
    let mut faults: Vec<String> = named
        .iter()
        .filter(|n| !paths.contains(&n.path))
        .map(|n| format!("{MAP}:{}: {} is not in the repository", n.line, n.path))
        .collect();
    let names: BTreeSet<&str> = named.iter().map(|n| n.path.as_str()).collect();
    for folder in paths.iter().filter(|p| is_source_folder(p)) {
        if !names.contains(folder.as_str()) {
            faults.push(format!("{MAP} does not name {folder}"));
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// A made-up layer table for the checks' own tests.
const TABLE: &str = "\
| rank | layer | what it holds | may import |
| --- | --- | --- | --- |
| 3 | `src/game/screens/` | the screens | `src/game/board/`, `src/game/ui/` |
| 3 | `src/game/editor/` | the editor | `src/game/board/` |
| 2 | `src/game/board/` | the board | `src/game/ui/`, `src/game/schedule.rs` |
| 1 | `src/game/ui/` | widgets | `src/game/schedule.rs` |
| 0 | `src/game/schedule.rs` | the phases | nothing |
";

/// The checks themselves, on a few made-up files: an upward import, a
/// peer's, one the row does not allow, names of mod.rs, a file in no
/// layer, a circle through a name re-exported by a folder's mod.rs, and
/// imports that are fine.
#[test]
fn the_checks_report_each_kind_of_fault() {
    let files: BTreeMap<String, String> = [
        // The assembler imports any layer.
        ("mod.rs", "pub mod ui; pub mod board;\npub struct Hub;\nuse crate::game::screens::A;"),
        ("schedule.rs", "pub struct GameSet;"),
        ("ui/mod.rs", "pub mod theme;"),
        // Upward: ui may not use the board.
        ("ui/theme.rs", "use crate::game::schedule::GameSet;\n\nfn f() { crate::game::board::spawn(); }"),
        ("board/mod.rs", "pub mod tubes;\npub mod game;\npub use game::Game;"),
        // Grouped imports below it are fine; a name of mod.rs is not.
        ("board/tubes.rs", "use crate::game::{schedule::GameSet, ui::{self, theme::Colour}};\nuse crate::game::Hub;\npub fn spawn() {}"),
        ("board/game.rs", "use super::tubes::spawn;\nfn g() { super::super::Hub::new(); }\npub struct Game;"),
        // Peers: screens may not use the editor.
        ("screens/mod.rs", "mod a;\nmod b;\npub use b::Shared;"),
        ("screens/a.rs", "use crate::game::board::Game;\nuse crate::game::editor::Editor;\nuse super::Shared;\npub struct A;"),
        // A circle: b uses a, a uses b's Shared through mod.rs.
        ("screens/b.rs", "pub struct Shared;\n\nuse super::{\n    a::A,\n};"),
        // Below it, but not in its row.
        ("editor/mod.rs", "pub struct Editor;\nuse crate::game::ui::theme::Colour;"),
        ("stray.rs", "use super::Hub;"),
    ]
    .into_iter()
    .map(|(f, t)| (f.to_string(), t.to_string()))
    .collect();
    let table = doc::layer_table(TABLE).unwrap();
    let faults = check_layers(&files, &table);
    let expected = [
        "src/game/ui/theme.rs:3: `crate::game::board::spawn` imports src/game/board/, which src/game/ui/ may not import",
        "src/game/board/tubes.rs:2: `crate::game::Hub` imports from src/game/mod.rs",
        "src/game/board/game.rs:2: `super::super::Hub::new` imports from src/game/mod.rs",
        "src/game/screens/a.rs:2: `crate::game::editor::Editor` imports src/game/editor/, which src/game/screens/ may not",
        "src/game/editor/mod.rs:2: `crate::game::ui::theme::Colour` imports src/game/ui/, which src/game/editor/ may not",
        "src/game/stray.rs is in no layer",
    ];
    for needle in expected {
        assert!(
            faults.iter().any(|f| f.contains(needle)),
            "{needle}\n{faults:#?}"
        );
    }
    assert_eq!(faults.len(), expected.len(), "{faults:#?}");
    let cycles = folder_cycles(&files, 1, "src/game/", imports);
    let has = |needle: &str| cycles.iter().any(|f| f.contains(needle));
    assert!(
        has(
            "src/game/screens/a.rs:3: `super::Shared` imports src/game/screens/b.rs of its own folder"
        ),
        "{cycles:#?}"
    );
    assert!(
        has(
            "src/game/screens/b.rs:3: `super::{ a::A, }` imports src/game/screens/a.rs of its own folder"
        ),
        "{cycles:#?}"
    );
    assert_eq!(cycles.len(), 2, "{cycles:#?}");
}

/// The table's own faults: a row that may import a peer, or no layer, a
/// second row, a layer outside the game, one inside another.
#[test]
fn the_table_is_checked() {
    let table = "\
| rank | layer | what it holds | may import |
| --- | --- | --- | --- |
| 1 | `src/game/ui/` | widgets | `src/game/board/`, `src/game/scene/` |
| 1 | `src/game/board/` | the board | nothing |
| 0 | `src/game/ui/` | again | nothing |
| 0 | `crates/search/` | no game | nothing |
| 0 | `src/game/board/hud.rs` | a part | nothing |
";
    let faults = check_table(&doc::layer_table(table).unwrap());
    let expected = [
        "docs/architecture.md:3: src/game/ui/ (rank 1) may import src/game/board/ (rank 1), which is not below it",
        "docs/architecture.md:3: src/game/ui/ may import src/game/scene/, which is no layer",
        "docs/architecture.md:5: the layer src/game/ui/ has a second row",
        "docs/architecture.md:6: the layer crates/search/ is not in src/game/",
        "docs/architecture.md:7: the layer src/game/board/hud.rs is inside the layer src/game/board/",
    ];
    assert_eq!(faults, expected);
}
