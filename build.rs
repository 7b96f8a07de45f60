//! Two jobs at build time:
//!
//! * The shipped packs (`levels/*.ron`) are compiled into the executable
//!   (`$OUT_DIR/builtin_packs.rs`), so an installed game runs from any
//!   directory.
//! * The `water-sort` executable is linked as non-PIE on Linux. Why: scripts
//!   call `water-sort solve` once per puzzle. As a PIE, the dynamic loader
//!   must apply tens of thousands of relocations to Bevy's vtables at every
//!   start (measured: 11 ms per run, most of it page faults in
//!   `_dl_relocate_object`); linked at a fixed address the same process
//!   takes about 3 ms. Only the final link changes: dependencies are
//!   compiled as usual, so this costs no rebuild. The trade-off is no
//!   address-space randomisation for the game's own image, acceptable for a
//!   puzzle game.

use std::path::Path;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    embed_packs();
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os == "linux" && env == "gnu" {
        println!("cargo:rustc-link-arg-bins=-no-pie");
    }
}

/// Writes `BUILTIN_PACKS: &[(file name, text)]`, sorted by file name.
fn embed_packs() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it");
    let levels = Path::new(&manifest).join("levels");
    println!("cargo:rerun-if-changed={}", levels.display());
    let mut files: Vec<_> = std::fs::read_dir(&levels)
        .expect("the levels folder of the repository")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    files.sort();
    let mut out = String::from("pub const BUILTIN_PACKS: &[(&str, &str)] = &[\n");
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
