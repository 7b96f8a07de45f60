//! `water-sort generate`: a pack of solvable, rated levels from a seed.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use water_sort_core::generate::{GenerateOptions, VariantKind, generate_pack};
use water_sort_core::help::level_par;
use water_sort_core::level::{Pack, write_pack};
use water_sort_core::rating::Par;
use water_sort_core::solver::view_advice::MysteryLimits;
use water_sort_core::solver::{Limits, on_all_cores};
use water_sort_core::text::plural;
use water_sort_store::ron_file;

use super::{BudgetArgs, Failure};

#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// Colours per level: N, or A-B for a ramp from A (first level) to B (last)
    #[arg(long, value_parser = parse_colours)]
    colors: (usize, usize),
    /// Empty tubes per level
    #[arg(long, default_value_t = 2)]
    empty: usize,
    /// Units per tube
    #[arg(long, default_value_t = 4)]
    capacity: usize,
    /// Number of levels
    #[arg(long, default_value_t = 10)]
    count: usize,
    /// Seed: the same arguments give byte-identical output on every machine
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Reject levels solved in fewer moves (default: the number of colours)
    #[arg(long)]
    min_moves: Option<u32>,
    /// Reject levels needing more moves
    #[arg(long)]
    max_moves: Option<u32>,
    /// Mystery levels: hide this many units at the bottom of each tube (at
    /// most all but the top unit; units under the top run of its colour show)
    #[arg(long, default_value_t = 0)]
    hidden: usize,
    /// With --hidden: keep only deals whose start is proven guaranteed, and
    /// record each level's par
    #[arg(long, requires = "hidden")]
    guaranteed: bool,
    /// The rules of the levels: classic, heights (tubes of different
    /// heights), locks (locked tubes with key colours) or ball (ball sort)
    #[arg(long, default_value = "classic", value_parser = parse_variant)]
    variant: VariantKind,
    /// Pack name
    #[arg(long, default_value = "Generated")]
    name: String,
    /// Write the pack here instead of standard output
    #[arg(long)]
    out: Option<PathBuf>,
    #[command(flatten)]
    budget: BudgetArgs,
}

fn parse_colours(text: &str) -> Result<(usize, usize), String> {
    let number = |s: &str| {
        s.trim()
            .parse::<usize>()
            .map_err(|_| format!("expected a number or a range like 3-12, got {text:?}"))
    };
    match text.split_once('-') {
        Some((a, b)) => Ok((number(a)?, number(b)?)),
        None => number(text).map(|n| (n, n)),
    }
}

fn parse_variant(text: &str) -> Result<VariantKind, String> {
    VariantKind::from_name(text)
        .ok_or_else(|| format!("expected classic, heights, locks or ball, got {text:?}"))
}

pub fn run(args: &GenerateArgs) -> Result<ExitCode, Failure> {
    let options = GenerateOptions {
        colours: args.colors,
        empty: args.empty,
        capacity: args.capacity,
        count: args.count,
        seed: args.seed,
        min_moves: args.min_moves,
        max_moves: args.max_moves,
        name: args.name.clone(),
        limits: args.budget.limits(),
        hidden: args.hidden,
        guaranteed: args.guaranteed,
        variant: args.variant,
    };
    // Before the work.
    if let Some(path) = &args.out {
        super::folder_must_exist(path)?;
    }
    let mut pack = generate_pack(&options).map_err(|e| Failure::input(e.to_string()))?;
    if args.guaranteed {
        record_pars(&mut pack, &options.limits);
    }
    let text = write_pack(&pack);
    match &args.out {
        None => print!("{text}"),
        Some(path) => {
            // An interrupted run never leaves half a pack.
            ron_file::write_text(path, &text)
                .map_err(|e| Failure::input(format!("cannot write {}: {e}", path.display())))?;
            let n = pack.levels.len();
            eprintln!("wrote {n} level{} to {}", plural(n), path.display());
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Records each mystery level's par (its start is proven guaranteed), so
/// the game shows it at once and `check` verifies it. The par comes from a
/// proof of its own, the same `check` makes: a level whose proof does not
/// give one (not expected of a proven start) is left without.
fn record_pars(pack: &mut Pack, exact: &Limits) {
    let pars = on_all_cores(&pack.levels, |level| {
        level
            .is_mystery()
            .then(|| level_par(level, exact, &MysteryLimits::default(), None))
            .flatten()
    });
    for (level, par) in pack.levels.iter_mut().zip(pars) {
        if !level.is_mystery() {
            continue;
        }
        match par {
            Some(Par::Moves(moves)) => level.par = Some(moves),
            other => eprintln!("level \"{}\": no par recorded ({other:?})", level.name),
        }
    }
}
