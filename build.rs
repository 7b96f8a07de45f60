//! The `water-sort` executable is linked as non-PIE on Linux (the shipped
//! packs are compiled in by the build script of `crates/water-sort-store`).
//! Why: scripts call `water-sort solve` once per puzzle. As a PIE, the dynamic
//! loader must apply tens of thousands of relocations to Bevy's vtables at
//! every start (measured: 11 ms per run, most of it page faults in
//! `_dl_relocate_object`); linked at a fixed address the same process takes
//! about 3 ms. Only the final link changes: dependencies are compiled as
//! usual, so this costs no rebuild. The trade-off is no address-space
//! randomisation for the game's own image, acceptable for a puzzle game.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os == "linux" && env == "gnu" {
        println!("cargo:rustc-link-arg-bins=-no-pie");
    }
}
