//! What an installed game ships beside its executable, made from this
//! command line's own definition so it cannot drift from `--help`: shell
//! completions (`water-sort completions SHELL`) and man pages (the hidden
//! `water-sort man-pages DIR`, run by `packaging/deb.sh` before `cargo deb`).

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, CommandFactory};
use clap_complete::Shell;

use super::{Cli, Failure};

/// The man pages' section: 6, games (Debian policy puts a game's pages
/// there, whatever else the program does).
const SECTION: &str = "6";

#[derive(Args, Debug)]
pub struct CompletionsArgs {
    /// The shell to complete in
    #[arg(value_enum)]
    shell: Shell,
}

#[derive(Args, Debug)]
pub struct ManPagesArgs {
    /// An existing folder to write the pages into
    dir: PathBuf,
}

/// Prints the completion script for a shell on standard output.
pub fn completions(args: &CompletionsArgs) -> Result<ExitCode, Failure> {
    let mut out = Vec::new();
    clap_complete::generate(args.shell, &mut public_command(), "water-sort", &mut out);
    write_stdout(&out)
}

/// The command line without its hidden subcommands, which clap_complete
/// would otherwise offer at the first Tab (clap has no way to drop a
/// subcommand, so this is a copy of the top level with the visible ones).
fn public_command() -> clap::Command {
    let full = Cli::command();
    let mut public = clap::Command::new("water-sort")
        .version(env!("CARGO_PKG_VERSION"))
        .args(full.get_arguments().cloned())
        .subcommands(full.get_subcommands().filter(|s| !s.is_hide_set()).cloned());
    if let Some(about) = full.get_about() {
        public = public.about(about.clone());
    }
    if let Some(about) = full.get_long_about() {
        public = public.long_about(about.clone());
    }
    public
}

/// Writes `water-sort.6` and one page per visible subcommand
/// (`water-sort-check.6`, ...: the main page's list of commands names them,
/// as git's pages do) into the folder, and prints the path of each.
pub fn man_pages(args: &ManPagesArgs) -> Result<ExitCode, Failure> {
    if !args.dir.is_dir() {
        return Err(Failure::input(format!(
            "{}: no such folder",
            args.dir.display()
        )));
    }
    let mut written = Vec::new();
    for (name, roff) in pages() {
        let path = args.dir.join(&name);
        std::fs::write(&path, roff)
            .map_err(|e| Failure::input(format!("cannot write {}: {e}", path.display())))?;
        written.push(path);
    }
    let list: String = written
        .iter()
        .map(|p| format!("{}\n", p.display()))
        .collect();
    write_stdout(list.as_bytes())
}

/// Every page as (file name, roff): the main page first, then the visible
/// subcommands in the order `--help` lists them.
fn pages() -> Vec<(String, Vec<u8>)> {
    // No `help` subcommand in the pages: `man` is the help there.
    let mut cmd = Cli::command().disable_help_subcommand(true);
    cmd.build();
    let mut pages = vec![page(cmd.clone())];
    pages.extend(
        cmd.get_subcommands()
            .filter(|sub| !sub.is_hide_set())
            .map(|sub| page(sub.clone())),
    );
    pages
}

fn page(cmd: clap::Command) -> (String, Vec<u8>) {
    let man = clap_mangen::Man::new(cmd)
        .section(SECTION)
        .source(concat!("water-sort ", env!("CARGO_PKG_VERSION")))
        .manual("Water Sort");
    let mut roff = Vec::new();
    man.render(&mut roff)
        .expect("rendering into memory does not fail");
    (man.get_filename(), roff)
}

fn write_stdout(bytes: &[u8]) -> Result<ExitCode, Failure> {
    let mut stdout = std::io::stdout().lock();
    stdout
        .write_all(bytes)
        .and_then(|()| stdout.flush())
        .map_err(|e| Failure::input(format!("cannot write to standard output: {e}")))?;
    Ok(ExitCode::SUCCESS)
}
