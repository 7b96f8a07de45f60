//! The shipped packs (`levels/*.ron` of the repository) are compiled in
//! (`$OUT_DIR/builtin_packs.rs`), so an installed game runs from any
//! directory.

use std::path::Path;

/// Writes `BUILTIN_PACKS: &[(file name, text)]`, sorted by file name.
fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it");
    let levels = Path::new(&manifest)
        .join("../../levels")
        .canonicalize()
        .expect("the levels folder of the repository");
    println!("cargo:rerun-if-changed={}", levels.display());
    let mut files: Vec<_> = std::fs::read_dir(&levels)
        .expect("the levels folder of the repository")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    files.sort();
    let mut out = String::from(
        "/// The packs compiled into the executable: (file name, text), by file name.\n",
    );
    out.push_str("pub const BUILTIN_PACKS: &[(&str, &str)] = &[\n");
    for path in files {
        println!("cargo:rerun-if-changed={}", path.display());
        let name = path.file_name().unwrap().to_string_lossy();
        out.push_str(&format!(
            "    ({name:?}, include_str!({:?})),\n",
            path.display().to_string()
        ));
    }
    out.push_str("];\n");
    let dest =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets it")).join("builtin_packs.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}
