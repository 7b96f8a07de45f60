//! `water-sort check PATH...`: validate packs and solve every level.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use clap::Args;
use water_sort_core::help::par_of_proof;
use water_sort_core::level::{Level, Pack, level_diagnostic, parse_pack};
use water_sort_core::rating::Par;
use water_sort_core::solver::strategy::{KeySet, Proofs};
use water_sort_core::solver::view_advice::{MysteryLimits, advise_with};
use water_sort_core::solver::{Outcome, on_all_cores, solve_all};
use water_sort_core::text::plural;
use water_sort_words::Lang;
use water_sort_words::editor as editor_words;

use super::{BudgetArgs, Failure, RulesArg, read_file};
use water_sort_core::level::parse_quick_with;
use water_sort_core::solver::solve;
use water_sort_core::variant::Variant;

#[derive(Args, Debug)]
pub struct CheckArgs {
    /// Pack files, or folders whose .ron files are checked
    #[arg(required_unless_present = "tubes")]
    paths: Vec<PathBuf>,
    /// Check a puzzle in quick text form instead (as `solve --tubes`:
    /// `ABC:5` a tube of its own height, `[G]ABC` a locked tube)
    #[arg(long, allow_hyphen_values = true, conflicts_with = "paths")]
    tubes: Option<String>,
    /// Units per tube for --tubes (default: each colour's count)
    #[arg(long, requires = "tubes", conflicts_with = "paths")]
    capacity: Option<usize>,
    /// The rule of --tubes: water (the whole top run) or ball (one unit a pour)
    #[arg(long, value_enum, default_value_t = RulesArg::Water, conflicts_with = "paths")]
    rules: RulesArg,
    #[command(flatten)]
    budget: BudgetArgs,
}

/// Every `.ron` file named or inside a named folder (sorted, recursive).
/// Folders are visited once each, by their canonical path, so a symlink loop
/// ends instead of recursing forever.
fn pack_files(paths: &[PathBuf]) -> Result<Vec<PathBuf>, Failure> {
    fn walk(
        dir: &Path,
        seen: &mut HashSet<PathBuf>,
        out: &mut Vec<PathBuf>,
    ) -> Result<(), Failure> {
        let canonical = std::fs::canonicalize(dir)
            .map_err(|e| Failure::input(format!("cannot read folder {}: {e}", dir.display())))?;
        if !seen.insert(canonical) {
            return Ok(());
        }
        let entries = std::fs::read_dir(dir)
            .map_err(|e| Failure::input(format!("cannot read folder {}: {e}", dir.display())))?;
        let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        paths.sort();
        for path in paths {
            if path.is_dir() {
                walk(&path, seen, out)?;
            } else if path.extension().is_some_and(|e| e == "ron") {
                out.push(path);
            }
        }
        Ok(())
    }
    let mut files = Vec::new();
    let mut seen = HashSet::new();
    for path in paths {
        if path.is_dir() {
            walk(path, &mut seen, &mut files)?;
        } else if path.exists() {
            files.push(path.clone());
        } else {
            return Err(Failure::input(format!(
                "no such file or folder: {}",
                path.display()
            )));
        }
    }
    if files.is_empty() {
        return Err(Failure::input(
            "no .ron pack files found in the given folders",
        ));
    }
    Ok(files)
}

/// `check --tubes`: the puzzle read, then solved, in one line of the
/// table's columns; exit codes as for a pack.
fn check_quick(text: &str, args: &CheckArgs) -> Result<ExitCode, Failure> {
    let puzzle = parse_quick_with(text, args.capacity, args.rules.rule())
        .map_err(|e| Failure::input(format!("--tubes: {e}")))?;
    let board = &puzzle.board;
    let report = solve(board, &args.budget.limits(), None);
    let (optimal, verdict, code) = match &report.outcome {
        Outcome::Optimal(moves) => (moves.len().to_string(), "solvable".to_string(), 0),
        Outcome::Unsolvable => ("unsolvable".into(), "unsolvable".into(), 1),
        Outcome::GaveUp { .. } | Outcome::Cancelled => (
            "unknown".into(),
            format!("not solved: the solver {}", args.budget.gave_up(&report)),
            3,
        ),
    };
    println!(
        "{:>7} {:>5} {:>8} {:>8} {:>10} rules",
        "colours", "tubes", "capacity", "optimal", "time"
    );
    println!(
        "{:>7} {:>5} {:>8} {:>8} {:>8.2}ms {}",
        board.colour_count(),
        board.tubes().len(),
        board.capacity(),
        optimal,
        report.elapsed.as_secs_f64() * 1e3,
        variant_words(&board.variant(), board.tubes().len(), board.capacity())
    );
    println!("checked --tubes: {verdict}");
    Ok(ExitCode::from(code))
}

pub fn run(args: &CheckArgs) -> Result<ExitCode, Failure> {
    if let Some(text) = &args.tubes {
        return check_quick(text, args);
    }
    let files = pack_files(&args.paths)?;
    let mut invalid = 0usize;
    let mut packs: Vec<(String, String, Pack)> = Vec::new();
    for file in &files {
        let shown = file.display().to_string();
        let source = match read_file(file) {
            Ok(s) => s,
            Err(failure) => {
                eprintln!("{}", failure.message);
                invalid += 1;
                continue;
            }
        };
        match parse_pack(&source, &shown) {
            Ok(pack) => packs.push((shown, source, pack)),
            Err(diagnostics) => {
                for d in &diagnostics {
                    eprintln!("{d}");
                }
                invalid += diagnostics.len().max(1);
            }
        }
    }
    if invalid > 0 {
        eprintln!(
            "{invalid} problem{} in {} file{}: fix them and check again",
            plural(invalid),
            files.len(),
            plural(files.len())
        );
        return Ok(ExitCode::from(2));
    }

    let limits = args.budget.limits();
    let mystery = packs
        .iter()
        .any(|(_, _, pack)| pack.levels.iter().any(|l| l.is_mystery()));
    // The column only when some level hides units: other packs' output
    // stays as it was.
    let (par, start) = if mystery {
        ("   par", " start")
    } else {
        ("", "")
    };
    // A rules column only when some level plays a variant, as above.
    let varied = packs.iter().any(|(_, _, pack)| {
        pack.levels
            .iter()
            .any(|l| !l.variant.is_classic(l.capacity))
    });
    let rules = if varied {
        format!(" {:<20}", "rules")
    } else {
        String::new()
    };
    println!(
        "{:<20} {:<28} {:>7} {:>5} {:>8} {:>8}{par} {:>10}{start}{rules}",
        "pack", "level", "colours", "tubes", "capacity", "optimal", "time"
    );
    let mut levels = 0usize;
    let mut failures: Vec<String> = Vec::new();
    let (mut unsolvable, mut wrong_optimum, mut gave_up) = (0usize, 0usize, 0usize);
    let mut wrong_par = 0usize;
    let boards: Vec<_> = packs
        .iter()
        .flat_map(|(_, _, pack)| pack.levels.iter().map(|level| level.board()))
        .collect();
    let mut reports = solve_all(&boards, &limits, None).into_iter();
    // The mystery starts' verdicts, on all cores too (a 12-colour proof
    // takes a second or more).
    let views: Vec<_> = packs
        .iter()
        .flat_map(|(_, _, pack)| pack.levels.iter().filter(|l| l.is_mystery()))
        .map(|level| water_sort_core::play::Play::of_level(level).help_view())
        .collect();
    let mut starts = on_all_cores(&views, |view| {
        // One search gives the start's verdict and, when it is certain,
        // the proof the par walks (as `help::level_par` does).
        let began = Instant::now();
        let limits = MysteryLimits::default();
        let (advice, proofs) = advise_with(view, &limits, &Proofs::new(), &KeySet::default(), None);
        let par = par_of_proof(view, advice.guarantee, &proofs);
        (advice, par, began.elapsed())
    })
    .into_iter();
    let mut guarantees = Vec::new();
    for (file, source, pack) in &packs {
        for (index, level) in pack.levels.iter().enumerate() {
            levels += 1;
            let report = reports.next().expect("one report per level");
            let optimal = match &report.outcome {
                Outcome::Optimal(moves) => {
                    if let Some(recorded) = level.optimal_moves
                        && recorded as usize != moves.len()
                    {
                        wrong_optimum += 1;
                        let message = format!(
                            "level \"{}\" records optimal_moves: {recorded}, but the optimum is {}",
                            level.name,
                            moves.len()
                        );
                        let at = level_diagnostic(source, file, index, "optimal_moves", message);
                        failures.push(at.to_string());
                    }
                    moves.len().to_string()
                }
                Outcome::Unsolvable => {
                    unsolvable += 1;
                    failures.push(format!("{file}: level \"{}\" is unsolvable", level.name));
                    "unsolvable".to_string()
                }
                Outcome::GaveUp { .. } | Outcome::Cancelled => {
                    gave_up += 1;
                    failures.push(format!(
                        "{file}: level \"{}\": the solver {}; raise the budget",
                        level.name,
                        args.budget.gave_up(&report)
                    ));
                    "unknown".to_string()
                }
            };
            // The whole time the level took: the exact solve, and on a
            // mystery level the search of its start too.
            let mut elapsed = report.elapsed;
            let (par, start) = if level.is_mystery() {
                let (advice, par, took) = starts.next().expect("one verdict per mystery level");
                elapsed += took;
                guarantees.push(advice.guarantee);
                if let Some(message) = wrong_recorded_par(level, par) {
                    wrong_par += 1;
                    failures
                        .push(level_diagnostic(source, file, index, "par", message).to_string());
                }
                let par = match par {
                    Par::Moves(m) => m.to_string(),
                    Par::NotGuaranteed | Par::GuaranteedUnwalked => "none".into(),
                    Par::Unknown | Par::Unsolvable => "?".into(),
                };
                (
                    format!(" {par:>5}"),
                    format!(
                        " {}",
                        editor_words::start_column(&Lang::english(), &advice.verdict)
                    ),
                )
            } else if mystery {
                (format!(" {:>5}", ""), String::new())
            } else {
                (String::new(), String::new())
            };
            let rules = if varied {
                format!(
                    " {}",
                    variant_words(&level.variant, level.tubes.len(), level.capacity)
                )
            } else {
                String::new()
            };
            println!(
                "{:<20} {:<28} {:>7} {:>5} {:>8} {:>8}{par} {:>8.2}ms{start}{rules}",
                truncate(&pack.name, 20),
                truncate(&level.name, 28),
                level.colour_count(),
                level.tubes.len(),
                level.capacity,
                optimal,
                elapsed.as_secs_f64() * 1e3
            );
        }
    }
    let mut summary = format!(
        "checked {levels} level{} in {} file{}",
        plural(levels),
        files.len(),
        plural(files.len())
    );
    // Not an error (exit codes stay): a mystery start that is a gamble, or
    // whose guarantee the search could not decide.
    summary += &editor_words::mystery_starts(&Lang::english(), &guarantees);
    if failures.is_empty() {
        println!("{summary}: all solvable");
        Ok(ExitCode::SUCCESS)
    } else {
        for f in &failures {
            eprintln!("{f}");
        }
        let counts = [
            (unsolvable, "unsolvable"),
            (wrong_optimum, "with a wrong optimal_moves"),
            (wrong_par, "with a wrong par"),
            (gave_up, "not solved within the budget"),
        ];
        let said: Vec<String> = counts
            .iter()
            .filter(|(n, _)| *n > 0)
            .map(|(n, what)| format!("{n} {what}"))
            .collect();
        println!("{summary}: {}", said.join(", "));
        // Bad input first (a wrong recorded optimum or par, as a pack that
        // does not read exits 2 before anything is solved), then a level
        // without a solution, then a budget too small.
        Ok(ExitCode::from(if wrong_optimum + wrong_par > 0 {
            2
        } else if unsolvable > 0 {
            1
        } else {
            3
        }))
    }
}

/// What is wrong with the `par` a mystery level records, given the par
/// computed for it; `None` when it records none or the right one.
fn wrong_recorded_par(level: &Level, computed: Par) -> Option<String> {
    let recorded = level.par?;
    let name = &level.name;
    match computed {
        Par::Moves(m) if m == recorded => None,
        Par::Moves(m) => Some(format!(
            "level \"{name}\" records par: {recorded}, but its par is {m}"
        )),
        Par::NotGuaranteed | Par::Unsolvable => Some(format!(
            "level \"{name}\" records par: {recorded}, but it has no par: its start is \
             not a certain win; remove the field"
        )),
        Par::Unknown | Par::GuaranteedUnwalked => Some(format!(
            "level \"{name}\" records par: {recorded}, but its par could not be \
             worked out (the search ran out of budget); remove the field"
        )),
    }
}

/// A level's rules in `check`'s column: "water" for the classic game,
/// else the rule and what it varies, as "ball, heights 3-6, 2 locks".
fn variant_words(variant: &Variant, tubes: usize, capacity: usize) -> String {
    let mut words = vec![variant.rule.name().to_string()];
    let heights: Vec<usize> = (0..tubes).map(|t| variant.height(t, capacity)).collect();
    let (low, high) = (
        heights.iter().min().copied().unwrap_or(capacity),
        heights.iter().max().copied().unwrap_or(capacity),
    );
    if low != high {
        words.push(format!("heights {low}-{high}"));
    } else if low != capacity {
        words.push(format!("height {low}"));
    }
    let locks = variant.locks.iter().flatten().count();
    if locks > 0 {
        words.push(format!("{locks} lock{}", plural(locks)));
    }
    words.join(", ")
}

fn truncate(s: &str, width: usize) -> String {
    if s.chars().count() <= width {
        s.to_string()
    } else {
        let cut: String = s.chars().take(width - 1).collect();
        format!("{cut}…")
    }
}
