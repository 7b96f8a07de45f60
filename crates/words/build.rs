//! The message files (`assets/locales/<tag>/*.ftl` of the repository) are
//! compiled in (`$OUT_DIR/builtin_locales.rs`), so an installed game speaks
//! every shipped language from any directory.

use std::path::Path;

/// Writes `BUILTIN_LOCALES: &[(tag, &[(file name, text)])]`, by tag and
/// file name.
fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it");
    let root = Path::new(&manifest)
        .join("../../assets/locales")
        .canonicalize()
        .expect("the assets/locales folder of the repository");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut tags: Vec<_> = std::fs::read_dir(&root)
        .expect("the assets/locales folder")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    tags.sort();
    let mut out = String::from(
        "/// The languages compiled into the executable: (tag, [(file name, text)]).\n",
    );
    out.push_str("pub const BUILTIN_LOCALES: &[(&str, &[(&str, &str)])] = &[\n");
    for dir in tags {
        println!("cargo:rerun-if-changed={}", dir.display());
        let tag = dir.file_name().unwrap().to_string_lossy().to_string();
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .expect("a locale folder")
            .filter_map(|e| e.ok())
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        out.push_str(&format!("    ({tag:?}, &[\n"));
        for path in files {
            println!("cargo:rerun-if-changed={}", path.display());
            let name = path.file_name().unwrap().to_string_lossy();
            out.push_str(&format!(
                "        ({name:?}, include_str!({:?})),\n",
                path.display().to_string()
            ));
        }
        out.push_str("    ]),\n");
    }
    out.push_str("];\n");
    let dest =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets it")).join("builtin_locales.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}
