//! The executable's start-up (build.rs, src/main.rs): the constructors of
//! Bevy's reflection are in a section of their own, which the C start-up
//! does not run, so a command-line run never pays for them; `.init_array`
//! keeps only the standard library's and the C runtime's.

/// The size of each section named `names` in the ELF file `bytes` (64-bit,
/// little-endian), or None for one it does not have.
fn section_sizes(bytes: &[u8], names: &[&str]) -> Vec<Option<u64>> {
    assert_eq!(
        &bytes[..6],
        b"\x7fELF\x02\x01",
        "not a 64-bit little-endian ELF file"
    );
    let u16_at = |at: usize| u16::from_le_bytes(bytes[at..at + 2].try_into().unwrap()) as usize;
    let u32_at = |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap()) as usize;
    let u64_at = |at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap());
    let (table, entry, count, strings) = (
        u64_at(0x28) as usize,
        u16_at(0x3a),
        u16_at(0x3c),
        u16_at(0x3e),
    );
    let header = |i: usize| table + i * entry;
    let names_at = u64_at(header(strings) + 0x18) as usize;
    let name_of = |i: usize| {
        let start = names_at + u32_at(header(i));
        let end = start + bytes[start..].iter().position(|&b| b == 0).unwrap();
        std::str::from_utf8(&bytes[start..end]).unwrap()
    };
    names
        .iter()
        .map(|want| {
            (0..count)
                .find(|&i| name_of(i) == *want)
                .map(|i| u64_at(header(i) + 0x20))
        })
        .collect()
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[test]
fn the_command_line_runs_none_of_bevys_constructors() {
    let bytes = std::fs::read(env!("CARGO_BIN_EXE_water-sort")).unwrap();
    let sizes = section_sizes(&bytes, &[".water_sort_game_init", ".init_array"]);
    let deferred =
        sizes[0].expect("no .water_sort_game_init section: build.rs's script matched nothing") / 8;
    let at_start = sizes[1].unwrap_or(0) / 8;
    // Bevy's reflection registers hundreds of types (663 in 0.19.1).
    assert!(deferred >= 100, "only {deferred} constructors deferred");
    assert!(
        at_start <= 4,
        "{at_start} constructors still run before main"
    );
}
