//! The `water-sort` executable is linked as non-PIE on Linux (the shipped
//! packs are compiled in by the build script of `crates/water-sort-store`).
//! Why: scripts call `water-sort solve` once per puzzle. As a PIE, the dynamic
//! loader must apply tens of thousands of relocations to Bevy's vtables at
//! every start (measured: 11 ms per run, most of it page faults in
//! `_dl_relocate_object`); linked at a fixed address the same process takes
//! about 3 ms. Only the final link changes: dependencies are compiled as
//! usual, so this costs no rebuild. The trade-off is no address-space
//! randomisation for the game's own image, acceptable for a puzzle game.
//!
//! `-z keep-text-section-prefix` keeps the constructors that run before
//! `main` (about 660, from Bevy's reflection registering its types, which
//! the game never reads) in one `.text.startup` output section instead of
//! scattered over 60 MB of code: each scattered one costs a page fault at
//! every start, command-line runs included. [`STARTUP_SCRIPT`] does the
//! same for the registry nodes those constructors write. Measured on the
//! debug build: 558 → 361 page faults and about half the CPU time of
//! `water-sort solve --tubes 'ABAB;BABA;;'`.
//!
//! The same script then takes those constructors out of `.init_array`: the
//! `.init_array` entries of Rust's objects (`*.rcgu.o`; the standard
//! library's own is `.init_array.00099` and stays) go to a section of their
//! own between `__water_sort_game_init_start` and `_end`, which the C
//! start-up does not run. `src/main.rs` runs them before `play` or `edit`
//! opens the game, so the command line never pays for them. Nothing reads
//! what they register (Bevy reads its inventory only with the
//! `reflect_auto_register` feature, which the game does not turn on), so
//! running them is only for fidelity.

/// A linker script added to the default layout (`INSERT`), never replacing
/// it: the `inventory` nodes of Bevy's reflection in one output section, and
/// the Rust objects' constructors in one that the C start-up does not run.
/// A `-T` script's input section rules are matched before the default
/// script's, so these sections take what they name first.
const STARTUP_SCRIPT: &str = "\
SECTIONS { .data.inventory : { *(.data.*__INVENTORY*) } } INSERT BEFORE .data;
SECTIONS {
  .water_sort_game_init : {
    PROVIDE_HIDDEN(__water_sort_game_init_start = .);
    KEEP(*.rcgu.o(.init_array))
    PROVIDE_HIDDEN(__water_sort_game_init_end = .);
  }
} INSERT BEFORE .init_array;
";

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo::rustc-check-cfg=cfg(game_init_section)");
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os == "linux" && env == "gnu" {
        println!("cargo:rustc-link-arg-bins=-no-pie");
        println!("cargo:rustc-link-arg-bins=-Wl,-z,keep-text-section-prefix");
        let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
        let script = std::path::Path::new(&out).join("startup.ld");
        std::fs::write(&script, STARTUP_SCRIPT).expect("OUT_DIR is writable");
        println!("cargo:rustc-link-arg-bins=-Wl,-T,{}", script.display());
        // src/main.rs reads the section's bounds only where they exist.
        println!("cargo:rustc-cfg=game_init_section");
    }
}
