//! Reading docs/architecture.md: its layer table and the paths it names.

/// One row of the layer table.
pub struct Layer {
    /// The row's line in the document.
    pub line: usize,
    /// Its place in the order; rows of one rank are peers.
    pub rank: u32,
    /// A folder (`src/game/board/`) or a file (`src/game/background.rs`),
    /// from the repository's root.
    pub path: String,
    /// The layers it may import, by their paths.
    pub may_import: Vec<String>,
}

impl Layer {
    /// Whether `file` (from the repository's root) is in this layer: below
    /// its folder, or its file.
    pub fn holds(&self, file: &str) -> bool {
        if self.path.ends_with('/') {
            file.starts_with(&self.path)
        } else {
            file == self.path
        }
    }
}

/// The head of the layer table.
const HEAD: [&str; 4] = ["rank", "layer", "what it holds", "may import"];

/// The trimmed cells of a table row, if `line` is one.
fn cells(line: &str) -> Option<Vec<&str>> {
    let inner = line.trim().strip_prefix('|')?.strip_suffix('|')?;
    Some(inner.split('|').map(str::trim).collect())
}

/// The text of `cell` if it is one code span and nothing else.
fn code_span(cell: &str) -> Option<&str> {
    let inner = cell.strip_prefix('`')?.strip_suffix('`')?;
    (!inner.is_empty() && !inner.contains('`')).then_some(inner)
}

/// The rows of the table of `doc` headed `| rank | layer | what it holds |
/// may import |`: a number, one path in backticks, words, and
/// `` `path`, `path` `` or `nothing`.
pub fn layer_table(doc: &str) -> Result<Vec<Layer>, String> {
    let lines: Vec<&str> = doc.lines().collect();
    let head = lines
        .iter()
        .position(|l| cells(l).is_some_and(|c| c == HEAD))
        .ok_or(format!("no table headed | {} |", HEAD.join(" | ")))?;
    let mut layers = Vec::new();
    // The head, then the line under it, then the rows.
    for (k, line) in lines.iter().enumerate().skip(head + 2) {
        let Some(row) = cells(line) else {
            break;
        };
        let line = k + 1;
        let [rank, path, _, may] = row[..] else {
            return Err(format!("line {line}: {} cells, not 4", row.len()));
        };
        let rank = rank
            .parse()
            .map_err(|_| format!("line {line}: the rank `{rank}` is not a number"))?;
        let path = code_span(path)
            .ok_or(format!("line {line}: the layer `{path}` is not one `path`"))?
            .to_string();
        let may_import = if may == "nothing" {
            Vec::new()
        } else {
            may.split(", ")
                .map(|p| code_span(p).map(String::from))
                .collect::<Option<_>>()
                .ok_or(format!(
                    "line {line}: may import `{may}` is neither `path`, `path`, ... nor nothing"
                ))?
        };
        layers.push(Layer {
            line,
            rank,
            path,
            may_import,
        });
    }
    if layers.is_empty() {
        return Err("the layer table has no rows".to_string());
    }
    Ok(layers)
}

/// A path the document names, from the repository's root, and its line.
pub struct Named {
    pub line: usize,
    pub path: String,
}

/// Whether `text` reads as a path of the repository: path characters only,
/// and a folder in it or a file's extension (`src/cli/`, `.ci/run`,
/// `build.rs`).
pub fn looks_like_path(text: &str) -> bool {
    let extension = text.rsplit_once('.').is_some_and(|(stem, ext)| {
        !stem.is_empty() && !ext.is_empty() && ext.bytes().all(|b| b.is_ascii_lowercase())
    });
    text.chars().any(|c| c.is_ascii_alphanumeric())
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "_-./".contains(c))
        && !text.starts_with('-')
        && (text.contains('/') || extension)
}

/// Every path `doc` names: each code span of its text that looks like a
/// path, as written; and in its code blocks, each entry of a file tree (a
/// line starting with paths, `a.rs, b/`, before two spaces), below the
/// folder entry of the nearest line above that is indented less.
pub fn named_paths(doc: &str) -> Vec<Named> {
    let mut named = Vec::new();
    // The text with its code blocks blanked, lines kept.
    let mut text = String::new();
    let mut in_block = false;
    // The tree's folders enclosing the line: indentation and path.
    let mut folders: Vec<(usize, String)> = Vec::new();
    for (k, line) in doc.lines().enumerate() {
        let entry = line.trim_start();
        if entry.starts_with("```") {
            in_block = !in_block;
            folders.clear();
        } else if !in_block {
            text.push_str(line);
        } else {
            let indent = line.len() - entry.len();
            let names: Vec<&str> = entry.split("  ").next().unwrap_or("").split(", ").collect();
            if names.iter().all(|n| looks_like_path(n)) {
                while folders.last().is_some_and(|(i, _)| *i >= indent) {
                    folders.pop();
                }
                let parent = folders.last().map_or(String::new(), |(_, p)| p.clone());
                for name in &names {
                    named.push(Named {
                        line: k + 1,
                        path: format!("{parent}{name}"),
                    });
                }
                if let Some(folder) = names.iter().rev().find(|n| n.ends_with('/')) {
                    folders.push((indent, format!("{parent}{folder}")));
                }
            }
        }
        text.push('\n');
    }
    let mut line = 1;
    for (k, part) in text.split('`').enumerate() {
        if k % 2 == 1 && looks_like_path(part) {
            named.push(Named {
                line,
                path: part.to_string(),
            });
        }
        line += part.matches('\n').count();
    }
    named
}

/// Rows that do not parse, and one that does.
#[test]
fn the_table_is_read_strictly() {
    let head = "| rank | layer | what it holds | may import |\n| --- | --- | --- | --- |\n";
    let row = |r: &str| layer_table(&format!("{head}{r}\n"));
    let error = |r: &str| row(r).err().unwrap_or_default();
    assert!(error("| x | `src/game/ui/` | a | nothing |").contains("the rank `x`"));
    assert!(error("| 1 | src/game/ui/ | a | nothing |").contains("not one `path`"));
    assert!(error("| 1 | `src/game/ui/` | a | the board |").contains("neither"));
    assert!(error("| 1 | `src/game/ui/` | a |").contains("3 cells"));
    assert!(layer_table(head).is_err());
    let layers = row("| 1 | `src/game/ui/` | a | `src/game/schedule.rs`, `src/game/x/` |").unwrap();
    assert_eq!((layers[0].line, layers[0].rank), (3, 1));
    assert_eq!(
        layers[0].may_import,
        ["src/game/schedule.rs", "src/game/x/"]
    );
}

/// What the map names: code spans of the text, file trees in code blocks,
/// and nothing else of a code block (its backticks least of all).
#[test]
fn the_map_reader_finds_exact_paths() {
    let map = "\
See `src/a.rs` and
```
Cargo.toml           the `water-sort` package
crates/
  core/              the core
    src/lib.rs, src/level/
      mod.rs         (in src/level/)
                     mystery.rs, a description, not an entry
  search/
src/                 `not/this.rs`
```
then `tests/game/support/`, `Play::act`, `<data dir>/progress.ron` and
`-p search`, over `two
lines.rs`.
";
    let named = named_paths(map);
    let paths: Vec<(usize, &str)> = named.iter().map(|n| (n.line, n.path.as_str())).collect();
    let expected = [
        (3, "Cargo.toml"),
        (4, "crates/"),
        (5, "crates/core/"),
        (6, "crates/core/src/lib.rs"),
        (6, "crates/core/src/level/"),
        (7, "crates/core/src/level/mod.rs"),
        (9, "crates/search/"),
        (10, "src/"),
        (1, "src/a.rs"),
        (12, "tests/game/support/"),
    ];
    assert_eq!(paths, expected);
}
