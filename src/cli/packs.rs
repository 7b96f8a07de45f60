//! `water-sort packs`: the packs the game would offer, one line each, in
//! the order of its level select.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use water_sort_core::level::parse_pack;
use water_sort_core::text::plural;

use water_sort_store::ProgressStore;
use water_sort_store::packs::{PackFile, default_folders, discover};

use super::{Failure, read_file};
use crate::game::PlayOptions;

#[derive(Args, Debug, Default)]
pub struct PacksArgs {
    /// Another folder of level packs (after the standard ones; repeatable)
    #[arg(long = "levels", alias = "levels-dir", value_name = "DIR")]
    pub levels: Vec<PathBuf>,
}

/// The options the game would run with: the built-in packs, then the
/// folders of [`default_folders`]. A `--levels` that is not a folder is bad
/// input.
pub fn options(levels: &[PathBuf]) -> Result<PlayOptions, Failure> {
    if let Some(bad) = levels.iter().find(|dir| !dir.is_dir()) {
        return Err(Failure::input(format!(
            "--levels {}: no such folder",
            bad.display()
        )));
    }
    Ok(PlayOptions {
        builtin: true,
        folders: default_folders(ProgressStore::default_dir().as_deref(), levels),
        ..PlayOptions::default()
    })
}

pub fn run(args: &PacksArgs) -> Result<ExitCode, Failure> {
    let options = options(&args.levels)?;
    let mut packs = 0;
    let mut levels = 0;
    let mut broken = Vec::new();
    // Source, file, name, level count and a note, printed in aligned columns.
    let mut rows: Vec<[String; 5]> = Vec::new();
    for file in discover(&options) {
        let (source, shown, text) = match &file {
            PackFile::Builtin { file_name, text } => (
                "built-in".to_string(),
                file_name.to_string(),
                text.to_string(),
            ),
            PackFile::Disk { path, .. } => {
                let folder = path
                    .parent()
                    .map_or(String::new(), |p| p.display().to_string());
                match read_file(path) {
                    Ok(text) => (folder, path.display().to_string(), text),
                    Err(failure) => {
                        broken.push(failure.message);
                        continue;
                    }
                }
            }
        };
        match parse_pack(&text, &shown) {
            Ok(pack) => {
                let overrides = match file {
                    PackFile::Disk {
                        overrides_builtin: true,
                        ..
                    } => "(overrides the built-in pack)",
                    _ => "",
                };
                let n = pack.levels.len();
                rows.push([
                    source,
                    file.file_name().to_string(),
                    pack.name,
                    format!("{n} level{}", plural(n)),
                    overrides.to_string(),
                ]);
                packs += 1;
                levels += n;
            }
            Err(diagnostics) => broken.extend(diagnostics.iter().map(ToString::to_string)),
        }
    }
    print_columns(&rows);
    println!("{packs} packs, {levels} levels");
    if broken.is_empty() {
        return Ok(ExitCode::SUCCESS);
    }
    for line in &broken {
        eprintln!("water-sort: {line}");
    }
    Ok(ExitCode::from(2))
}

/// Prints rows with each column as wide as its widest cell, two spaces
/// apart, and no trailing spaces.
fn print_columns(rows: &[[String; 5]]) {
    let mut widths = [0; 5];
    for row in rows {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.chars().count());
        }
    }
    for row in rows {
        let line: Vec<String> = row
            .iter()
            .zip(widths)
            .map(|(cell, width)| format!("{cell:width$}"))
            .collect();
        println!("{}", line.join("  ").trim_end());
    }
}
