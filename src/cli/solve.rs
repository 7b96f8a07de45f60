//! `water-sort solve`: a shortest solution of one level or quick-text puzzle.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use water_sort_core::Board;
use water_sort_core::level::parse_quick_with;
use water_sort_core::solver::{Algorithm, Outcome, Report, solve_with};

use super::{BudgetArgs, Failure, RulesArg, read_file, read_pack};

#[derive(Args, Debug)]
#[command(group(clap::ArgGroup::new("input").required(true).args(["pack", "tubes", "tubes_file"])))]
pub struct SolveArgs {
    /// A pack file (with --level)
    #[arg(requires = "level")]
    pack: Option<PathBuf>,
    /// Level of the pack: its number (from 1) or its name
    #[arg(long, requires = "pack")]
    level: Option<String>,
    /// A puzzle in quick text form: tubes separated by ';', one character per unit, bottom to top;
    /// `ABC:5` a tube of its own height, `[G]ABC` a tube locked until colour G is finished
    #[arg(long, allow_hyphen_values = true)]
    tubes: Option<String>,
    /// A file holding a puzzle in quick text form (';' or new lines between tubes)
    #[arg(long)]
    tubes_file: Option<PathBuf>,
    /// Units per tube for --tubes/--tubes-file (default: each colour's count)
    #[arg(long)]
    capacity: Option<usize>,
    /// The rule of --tubes/--tubes-file: water (a pour moves the whole top
    /// run, as much as fits) or ball (one unit a pour)
    #[arg(long, value_enum, default_value_t = RulesArg::Water, conflicts_with = "pack")]
    rules: RulesArg,
    /// Print one JSON object instead of text
    #[arg(long)]
    json: bool,
    /// Search algorithm: astar, ida, bfs or bidir (all give the same optimal
    /// length; they differ in nodes, time and memory)
    #[arg(long, default_value_t = Algorithm::AStar)]
    algorithm: Algorithm,
    #[command(flatten)]
    budget: BudgetArgs,
}

fn board(args: &SolveArgs) -> Result<Board, Failure> {
    if let Some(path) = &args.pack {
        let shown = path.display().to_string();
        let pack = read_pack(path)?;
        let wanted = args.level.as_deref().unwrap_or("1");
        let index = pack.level_index(wanted).ok_or_else(|| {
            Failure::input(format!(
                "{shown}: no level \"{wanted}\"; give a number from 1 to {} or a level name",
                pack.levels.len()
            ))
        })?;
        return Ok(pack.levels[index].board());
    }
    let (text, origin) = match (&args.tubes, &args.tubes_file) {
        (Some(text), _) => (text.clone(), "--tubes".to_string()),
        (None, Some(path)) => (read_file(path)?, path.display().to_string()),
        (None, None) => unreachable!("clap requires one input"),
    };
    parse_quick_with(&text, args.capacity, args.rules.rule())
        .map(|q| q.board)
        .map_err(|e| Failure::input(format!("{origin}: {e}")))
}

pub fn run(args: &SolveArgs) -> Result<ExitCode, Failure> {
    let board = board(args)?;
    let report = solve_with(&board, args.algorithm, &args.budget.limits(), None);
    if args.json {
        println!("{}", json(&report));
    } else {
        // One write for the whole answer, not one a line: scripts run
        // `solve` once per puzzle, and each write is a system call.
        let mut text = String::new();
        if let Some(moves) = report.moves() {
            for m in moves {
                text.push_str(&format!("{m}\n"));
            }
        }
        match &report.outcome {
            Outcome::Optimal(moves) => text.push_str(&format!("{} moves (optimal)\n", moves.len())),
            Outcome::Unsolvable => text.push_str("unsolvable\n"),
            Outcome::GaveUp { .. } | Outcome::Cancelled => {
                text.push_str(&format!("{}\n", args.budget.gave_up(&report)))
            }
        }
        print!("{text}");
    }
    Ok(ExitCode::from(match report.outcome {
        Outcome::Optimal(_) => 0,
        Outcome::Unsolvable => 1,
        Outcome::GaveUp { .. } | Outcome::Cancelled => 3,
    }))
}

fn json(report: &Report) -> serde_json::Value {
    let outcome = match report.outcome {
        Outcome::Optimal(_) => "optimal",
        Outcome::Unsolvable => "unsolvable",
        Outcome::GaveUp { .. } | Outcome::Cancelled => "gave_up",
    };
    let moves = report
        .moves()
        .map(|m| m.iter().map(ToString::to_string).collect::<Vec<_>>());
    serde_json::json!({
        "outcome": outcome,
        "optimal": matches!(report.outcome, Outcome::Optimal(_)),
        "length": moves.as_ref().map(Vec::len),
        "moves": moves,
        "nodes_expanded": report.nodes_expanded,
        "nodes_stored": report.nodes_stored,
        "elapsed_ms": report.elapsed.as_secs_f64() * 1e3,
    })
}
