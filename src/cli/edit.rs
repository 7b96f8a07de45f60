//! `water-sort edit PACK [--level N]`: the game opens in its level editor on
//! PACK. A file that does not exist yet is a new pack, written on the first
//! save; a file that exists must parse (its problems are printed, exit 2).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use water_sort_core::level::parse_pack_for_editing;

use super::{Failure, packs};
use crate::game::{self, PlayOptions};

#[derive(Args, Debug)]
pub struct EditArgs {
    /// The pack file (.ron) to edit or create
    pack: PathBuf,
    /// Start on this level (1-based)
    #[arg(long, value_parser = super::parse_level)]
    level: Option<u32>,
    #[command(flatten)]
    folders: packs::PacksArgs,
}

pub fn run(args: EditArgs) -> Result<ExitCode, Failure> {
    let path = &args.pack;
    if path.is_dir() {
        return Err(Failure::input(format!(
            "{} is a folder, not a pack file",
            path.display()
        )));
    }
    if path.extension().is_none_or(|e| e != "ron") {
        return Err(Failure::input(format!(
            "{}: a pack file's name ends in .ron",
            path.display()
        )));
    }
    super::folder_must_exist(path)?;
    if path.exists() {
        let text = super::read_file(path)?;
        let pack = parse_pack_for_editing(&text, &path.display().to_string())
            .map_err(|problems| super::does_not_read("edit", &problems))?;
        if let Some(level) = args.level
            && level as usize > pack.levels.len().max(1)
        {
            return Err(super::level_past_end(level, path, pack.levels.len()));
        }
    } else if args.level.is_some_and(|l| l > 1) {
        return Err(Failure::input(format!(
            "--level: {} does not exist yet, so it has only level 1",
            path.display()
        )));
    }
    let options = packs::options(&args.folders.levels)?;
    super::needs_display()?;
    Ok(game::run(PlayOptions {
        pack: Some(path.clone()),
        level: args.level.map(|l| l as usize),
        edit: true,
        ..options
    }))
}
