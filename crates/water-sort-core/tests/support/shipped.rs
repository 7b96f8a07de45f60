//! The shipped packs' files, `levels/*.ron` sorted by name, for the core's
//! tests, examples and benchmarks (each includes this file with `#[path]`:
//! a build path has no place in the library).

use std::path::PathBuf;

pub fn shipped_pack_files() -> Vec<PathBuf> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../levels");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("the levels folder")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    files
}
