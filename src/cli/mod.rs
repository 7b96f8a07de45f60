//! The command line: parsing with clap, one file per subcommand. Each prints
//! its results and returns an exit code: 0 success, 1 a level is unsolvable,
//! 2 bad input (with a one-line message), 3 the solver gave up.

mod check;
mod edit;
mod generate;
mod hint;
mod manual;
mod packs;
mod solve;
pub mod stress;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use water_sort_core::level::{Diagnostic, parse_pack};
use water_sort_core::solver::{Budget, Limits, Outcome, Report};
use water_sort_core::text::plural;

use crate::game::{self, PlayOptions};
use water_sort_store::ProgressStore;

#[derive(Parser, Debug)]
#[command(
    name = "water-sort",
    version,
    about = "Water Sort puzzle: play it, edit, check, solve and generate level packs",
    long_about = "Water Sort puzzle: pour coloured liquid between tubes until every tube holds one colour.\n\nWith no subcommand the game opens. Level authors use `edit`, `check`, `solve`, `hint`, `generate` and `packs`."
)]
pub struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

/// The pack format reference (`levels/README.md`), built in so that an
/// installed game, with no checkout beside it, has it too.
const PACK_FORMAT: &str = include_str!("../../levels/README.md");

#[derive(Subcommand, Debug)]
enum Command {
    /// Open the game (the default)
    Play(PlayArgs),
    /// Open the level editor on a pack file (a file that does not exist yet becomes a new pack when first saved)
    Edit(edit::EditArgs),
    /// Validate level packs and solve every level (exit 0 all solvable, 2 invalid input or a wrong optimal_moves or par, else 1 some level unsolvable, else 3 the solver gave up)
    Check(check::CheckArgs),
    /// Print a shortest solution (exit 0 optimal, 1 unsolvable, 2 bad input, 3 gave up)
    Solve(solve::SolveArgs),
    /// The help the game gives at a position of a pack's level or a --tubes puzzle, from what the player sees (exit 0, 1 lost, 2 bad input, 3 unknown)
    Hint(hint::HintArgs),
    /// Generate a pack of solvable levels from a seed (same arguments, same bytes)
    Generate(generate::GenerateArgs),
    /// List the level packs the game offers, in its order (exit 2 if a pack on disk is broken)
    Packs(packs::PacksArgs),
    /// Print the level pack format, the reference built into the game (also `help format`)
    #[command(long_about = PACK_FORMAT)]
    Format,
    /// Print a shell's completion script (bash, zsh, fish, elvish, powershell)
    #[command(
        long_about = "Print a shell's completion script on standard output (bash, zsh, fish, elvish, powershell).\n\nThe Debian package installs those of bash, zsh and fish. Otherwise, e.g. for bash: `water-sort completions bash > ~/.local/share/bash-completion/completions/water-sort`"
    )]
    Completions(manual::CompletionsArgs),
    /// Save progress and settings in a loop (for the crash-safety test)
    #[command(hide = true)]
    StressSaves(stress::StressArgs),
    /// Write the man pages into a folder (for packaging/deb.sh)
    #[command(hide = true)]
    ManPages(manual::ManPagesArgs),
}

#[derive(Args, Debug, Default)]
struct PlayArgs {
    /// A pack file to play (besides those in the levels folder)
    #[arg(long)]
    pack: Option<PathBuf>,
    /// Start in this level of --pack (1-based)
    #[arg(long, requires = "pack", value_parser = parse_level)]
    level: Option<u32>,
    /// Continue the game played last, as it was left
    #[arg(long = "continue", conflicts_with = "level")]
    continue_last: bool,
    /// Speak this language (a tag: de, en-US, es, fr, ja, zh-CN, zh-TW),
    /// over the settings' choice and the desktop's locale
    #[arg(long, value_name = "TAG")]
    lang: Option<String>,
    #[command(flatten)]
    folders: packs::PacksArgs,
}

/// Solver budgets, shared by `check` and `solve`.
#[derive(Args, Debug, Clone, Copy)]
pub struct BudgetArgs {
    /// Give up after storing this many positions
    #[arg(long, default_value_t = Limits::default().max_nodes,
          value_parser = clap::value_parser!(u64).range(1..))]
    max_nodes: u64,
    /// Give up past this much search memory, in MiB (at most 1048576)
    #[arg(long, default_value_t = (Limits::default().max_memory >> 20) as u64,
          value_parser = clap::value_parser!(u64).range(1..=1 << 20))]
    max_memory_mib: u64,
}

impl BudgetArgs {
    /// "gave up after ...": the positions expanded and stored, and which
    /// budget ran out. (A* and BFS count what they store against
    /// `--max-nodes`, IDA*, which stores only its path, what it generates,
    /// a count the report does not carry: so both counts are shown.)
    fn gave_up(&self, report: &Report) -> String {
        let (expanded, stored) = (report.nodes_expanded, report.nodes_stored);
        let budget = match &report.outcome {
            Outcome::GaveUp {
                budget: Budget::Nodes,
                ..
            } => format!(" (--max-nodes {})", self.max_nodes),
            Outcome::GaveUp {
                budget: Budget::Memory,
                ..
            } => format!(" (--max-memory-mib {})", self.max_memory_mib),
            _ => String::new(),
        };
        format!("gave up after {expanded} positions expanded, {stored} stored{budget}")
    }

    fn limits(&self) -> Limits {
        Limits {
            max_nodes: self.max_nodes,
            // At most 2^40 bytes by the parser's range: no overflow.
            max_memory: (self.max_memory_mib << 20) as usize,
        }
    }
}

/// `--rules`: the rule a quick-text puzzle is poured by.
#[derive(clap::ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum RulesArg {
    /// Water sort: a pour moves the whole top run, as much of it as fits
    Water,
    /// Ball sort: one unit a pour
    Ball,
}

impl RulesArg {
    pub fn rule(self) -> water_sort_core::variant::Rule {
        match self {
            RulesArg::Water => water_sort_core::variant::Rule::Water,
            RulesArg::Ball => water_sort_core::variant::Rule::Ball,
        }
    }
}

/// A failure to report on one line, with its exit code.
#[derive(Debug)]
pub struct Failure {
    pub message: String,
    pub code: u8,
}

impl Failure {
    /// Bad input: exit code 2.
    pub fn input(message: impl Into<String>) -> Self {
        Failure {
            message: message.into(),
            code: 2,
        }
    }
}

pub fn main() -> ExitCode {
    main_with(|| {})
}

/// [`main`], with `before_game` run first when the command opens the game
/// (`play`, `edit`): the executable's start-up work that the command-line
/// paths skip (src/main.rs, build.rs).
pub fn main_with(before_game: fn()) -> ExitCode {
    restore_default_sigpipe();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        // Usage errors exit with 2, --help and --version with 0.
        Err(e) => e.exit(),
    };
    if matches!(
        cli.command,
        None | Some(Command::Play(_) | Command::Edit(_))
    ) {
        before_game();
    }
    let result = match cli.command {
        None => play(PlayArgs::default()),
        Some(Command::Play(args)) => play(args),
        Some(Command::Edit(args)) => edit::run(args),
        Some(Command::Check(args)) => check::run(&args),
        Some(Command::Solve(args)) => solve::run(&args),
        Some(Command::Generate(args)) => generate::run(&args),
        Some(Command::Hint(args)) => hint::run(&args),
        Some(Command::Packs(args)) => packs::run(&args),
        Some(Command::Format) => {
            print!("{PACK_FORMAT}");
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::Completions(args)) => manual::completions(&args),
        Some(Command::StressSaves(args)) => stress::run(&args),
        Some(Command::ManPages(args)) => manual::man_pages(&args),
    };
    match result {
        Ok(code) => code,
        Err(failure) => {
            eprintln!("water-sort: {}", failure.message);
            ExitCode::from(failure.code)
        }
    }
}

/// Rust ignores SIGPIPE, so printing to a closed pipe (`| head`) would panic
/// in `println!`. A command-line tool should just end, as `cat` does.
fn restore_default_sigpipe() {
    #[cfg(unix)]
    // SAFETY: called first thing in main, before any other thread exists;
    // setting a signal's action to its default has no other precondition.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

fn play(args: PlayArgs) -> Result<ExitCode, Failure> {
    if let Some(path) = &args.pack {
        check_pack_to_play(path, args.level)?;
    }
    let lang = args.lang.as_deref().map(language_to_speak).transpose()?;
    let options = packs::options(&args.folders.levels)?;
    needs_display()?;
    Ok(game::run(PlayOptions {
        pack: args.pack,
        level: args.level.map(|l| l as usize),
        continue_last: args.continue_last,
        lang,
        ..options
    }))
}

/// The language `--lang TAG` names: a shipped one it matches ("de-AT" is
/// German), or one a translator added in the data directory's `locales/`.
fn language_to_speak(tag: &str) -> Result<String, Failure> {
    if let Some(shipped) = water_sort_words::lang::negotiate(tag) {
        return Ok(shipped.to_string());
    }
    let added =
        ProgressStore::default_dir().is_some_and(|dir| dir.join("locales").join(tag).is_dir());
    if added {
        return Ok(tag.to_string());
    }
    Err(Failure::input(format!(
        "--lang {tag}: {}",
        water_sort_words::lang::UnknownLanguage(tag.to_string())
    )))
}

/// A `--pack` to play must be a pack file that reads, and `--level` one of
/// its levels: bad input ends here, before a window opens.
fn check_pack_to_play(path: &std::path::Path, level: Option<u32>) -> Result<(), Failure> {
    if path.is_dir() {
        return Err(Failure::input(format!(
            "--pack {}: a folder, not a pack file (--levels takes folders)",
            path.display()
        )));
    }
    if !path.exists() {
        return Err(Failure::input(format!(
            "--pack {}: no such file",
            path.display()
        )));
    }
    let text = read_file(path)?;
    let pack = parse_pack(&text, &path.display().to_string())
        .map_err(|problems| does_not_read("play", &problems))?;
    if let Some(level) = level
        && level as usize > pack.levels.len()
    {
        return Err(level_past_end(level, path, pack.levels.len()));
    }
    Ok(())
}

/// A pack to `verb` (play, edit) that does not read: its problems, one a
/// line.
fn does_not_read(verb: &str, problems: &[Diagnostic]) -> Failure {
    let lines: Vec<String> = problems.iter().map(ToString::to_string).collect();
    Failure::input(format!(
        "cannot {verb} a pack that does not read; fix it first:\n{}",
        lines.join("\n")
    ))
}

/// `--level` past the end of the pack at `path`, which has `levels`.
/// A `--level` number: levels are numbered from 1, as the level select
/// shows them (clap's own range message named 4294967295).
pub fn parse_level(text: &str) -> Result<u32, String> {
    match text.parse::<u32>() {
        Ok(0) => Err("levels are numbered from 1".into()),
        Ok(level) => Ok(level),
        Err(_) => Err(format!(
            "{text:?} is not a level number (levels are numbered from 1)"
        )),
    }
}

fn level_past_end(level: u32, path: &std::path::Path, levels: usize) -> Failure {
    Failure::input(format!(
        "--level {level}: {} has {levels} level{}",
        path.display(),
        plural(levels)
    ))
}

/// The game and the editor open a window. Without a display winit panics
/// with a backtrace, so the common case gets a one-line reason first.
pub fn needs_display() -> Result<(), Failure> {
    #[cfg(all(unix, not(target_os = "macos")))]
    if ["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET"]
        .iter()
        .all(|name| std::env::var_os(name).is_none_or(|v| v.is_empty()))
    {
        return Err(Failure::input(
            "no display to open a window on (neither DISPLAY nor WAYLAND_DISPLAY is set); \
             check, solve, generate and packs need none",
        ));
    }
    Ok(())
}

/// The folder `file` is to be written in must exist: a folder that is not
/// there is a typo, not a request to make one.
pub fn folder_must_exist(file: &std::path::Path) -> Result<(), Failure> {
    let folder = file
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(std::path::Path::new("."));
    if folder.is_dir() {
        Ok(())
    } else {
        Err(Failure::input(format!(
            "{}: no such folder",
            folder.display()
        )))
    }
}

/// Reads and parses a pack file; a pack that does not read fails with its
/// first problem (and how many more there are).
pub fn read_pack(path: &std::path::Path) -> Result<water_sort_core::level::Pack, Failure> {
    let shown = path.display().to_string();
    let source = read_file(path)?;
    parse_pack(&source, &shown).map_err(|diagnostics| {
        let mut message = diagnostics
            .first()
            .map(ToString::to_string)
            .unwrap_or_else(|| format!("{shown}: invalid pack"));
        if diagnostics.len() > 1 {
            message += &format!(
                " (and {} more; run `water-sort check {shown}`)",
                diagnostics.len() - 1
            );
        }
        Failure::input(message)
    })
}

/// Reads a file, or fails with a one-line message naming it.
pub fn read_file(path: &std::path::Path) -> Result<String, Failure> {
    let bytes = std::fs::read(path)
        .map_err(|e| Failure::input(format!("cannot read {}: {e}", path.display())))?;
    // Not UTF-8: where, in the words the game says it in.
    match water_sort_core::level::pack_text(&bytes, &path.display().to_string()) {
        Ok(text) => Ok(text.to_string()),
        Err(at) => Err(Failure::input(at.to_string())),
    }
}
