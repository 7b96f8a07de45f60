//! `cube`: the 3x3x3 Rubik's cube solved optimally (half-turn metric).
//!
//! - `cube solve "R U2 F' ..."` or `cube solve --facelets STRING`: an
//!   optimal solution, one move per line, then `N moves (optimal)`;
//! - `cube count D`: positions at each distance up to `D`;
//! - `cube tables`: builds or loads the pattern databases and describes them;
//! - `cube bench N SEED`: runs the checks of the full databases
//!   ([`cube::checks`], the ignored tests), then solves `N` uniformly random
//!   positions.
//!
//! `--threads N` (before the command) sets the threads (default: all).

use std::process::ExitCode;
use std::time::Instant;

use cube::cubie::{Cube, Rng, SOLVED, format_moves, parse_moves};
use cube::facelet::{from_facelets, to_facelets};
use cube::prune::{Stats, Tables, cache_dir};
use cube::solve::Solver;

const USAGE: &str = "usage: cube [--threads N] solve \"R U2 F' ...\" | solve --facelets STRING | count D | tables | bench N SEED";

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    if args.first().map(String::as_str) == Some("--threads") {
        match args.get(1).and_then(|n| n.parse::<usize>().ok()) {
            Some(n) if n > 0 => threads = n,
            _ => return usage("--threads takes a number of at least 1"),
        }
        args.drain(..2);
    }
    let words: Vec<&str> = args.iter().map(String::as_str).collect();
    match words.as_slice() {
        ["solve", "--facelets", text] => match from_facelets(text) {
            Ok(cube) => solve(&cube, threads),
            Err(e) => fail(&format!("not a cube: {e}")),
        },
        ["solve", scramble] => match parse_moves(scramble) {
            Ok(moves) => solve(&SOLVED.apply(&moves), threads),
            Err(e) => fail(&e),
        },
        ["count", depth] => match depth.parse::<u32>() {
            Ok(d) if d <= 7 => count(d),
            _ => usage("count takes a depth from 0 to 7"),
        },
        ["tables"] => tables(threads),
        ["bench", n, seed] => match (n.parse::<usize>(), seed.parse::<u64>()) {
            (Ok(n), Ok(seed)) => bench(n, seed, threads),
            _ => usage("bench takes a number of positions and a seed"),
        },
        _ => usage(""),
    }
}

fn usage(why: &str) -> ExitCode {
    if !why.is_empty() {
        eprintln!("cube: {why}");
    }
    eprintln!("{USAGE}");
    ExitCode::from(2)
}

fn fail(why: &str) -> ExitCode {
    eprintln!("cube: {why}");
    ExitCode::from(2)
}

fn solve(cube: &Cube, threads: usize) -> ExitCode {
    let tables = Tables::load(threads);
    let solver = Solver::new(&tables);
    let (solution, report) = solver.solve(cube, threads, None);
    let Some(solution) = solution else {
        eprintln!("cube: no solution found ({:?})", report.outcome);
        return ExitCode::FAILURE;
    };
    assert_eq!(
        cube.apply(&solution),
        SOLVED,
        "the solution solves the cube"
    );
    for m in &solution {
        println!("{m}");
    }
    let n = solution.len();
    println!("{n} move{} (optimal)", if n == 1 { "" } else { "s" });
    for it in &report.iterations {
        eprintln!(
            "cube: bound {}: {} nodes in {:.2} s",
            it.bound,
            it.nodes,
            it.elapsed.as_secs_f64()
        );
    }
    eprintln!(
        "cube: {} nodes in {:.2} s on {threads} thread{}",
        report.nodes,
        report.elapsed.as_secs_f64(),
        if threads == 1 { "" } else { "s" }
    );
    ExitCode::SUCCESS
}

fn count(depth: u32) -> ExitCode {
    match cube::count::layers(depth, 16 << 30) {
        Ok(layers) => {
            for (d, n) in layers.iter().enumerate() {
                println!("depth {d}: {n}");
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("cube: {e}");
            ExitCode::FAILURE
        }
    }
}

fn describe(name: &str, entries: u64, bits: u32, bytes: usize, stats: &Stats) {
    let mib = bytes as f64 / (1 << 20) as f64;
    println!(
        "{name}: {entries} entries of {bits} bits, {mib:.1} MiB in memory and on disk, built in {:.1} s{}",
        stats.build_time.as_secs_f64(),
        if stats.loaded {
            format!(
                " (loaded from the cache in {:.2} s)",
                stats.elapsed.as_secs_f64()
            )
        } else {
            String::new()
        }
    );
    for (d, n) in stats.histogram.iter().enumerate() {
        println!("depth {d}: {n}");
    }
}

fn tables(threads: usize) -> ExitCode {
    let started = Instant::now();
    let tables = Tables::load(threads);
    describe(
        "corner database",
        cube::coord::N_CORNERS as u64,
        4,
        tables.corner.bytes(),
        &tables.corner_stats,
    );
    describe(
        "layer database (corner twist and U/D split x edge flip and E-slice places; 16 symmetries; 2 bits over a base of 9, the last line those beyond 11)",
        cube::prune::layer_db::N_LAYER as u64,
        2,
        tables.layer.bytes(),
        &tables.layer_stats,
    );
    println!(
        "all tables: {:.1} MiB in memory; ready in {:.1} s; cache: {}",
        tables.bytes() as f64 / (1 << 20) as f64,
        started.elapsed().as_secs_f64(),
        cache_dir().map_or("none".to_string(), |d| d.display().to_string())
    );
    ExitCode::SUCCESS
}

fn bench(n: usize, seed: u64, threads: usize) -> ExitCode {
    let tables = Tables::load(threads);
    // Timings of wrong tables are worth nothing: the checks come first.
    for (name, check) in cube::checks::ALL {
        let started = Instant::now();
        let result = check(&tables, threads);
        let secs = started.elapsed().as_secs_f64();
        match result {
            Ok(()) => println!("check: {name}: ok ({secs:.1} s)"),
            Err(why) => {
                eprintln!("cube: check failed: {name}: {why}");
                return ExitCode::FAILURE;
            }
        }
    }
    let solver = Solver::new(&tables);
    let mut rng = Rng::new(seed);
    let mut times = Vec::new();
    let mut lengths = Vec::new();
    println!("{n} uniformly random positions, seed {seed}, {threads} threads");
    for i in 1..=n {
        let cube = Cube::random(&mut rng);
        let (solution, report) = solver.solve(&cube, threads, None);
        let Some(solution) = solution else {
            eprintln!("cube: no solution for {}", to_facelets(&cube));
            return ExitCode::FAILURE;
        };
        assert_eq!(
            cube.apply(&solution),
            SOLVED,
            "the solution solves the cube"
        );
        let secs = report.elapsed.as_secs_f64();
        println!(
            "{i:>3}: {} moves, {:>13} nodes, {:>8.2} s, {:>6.1} M nodes/s  {}  {}",
            solution.len(),
            report.nodes,
            secs,
            report.nodes as f64 / secs.max(1e-9) / 1e6,
            to_facelets(&cube),
            format_moves(&solution)
        );
        times.push(secs);
        lengths.push(solution.len());
    }
    if n > 0 {
        let mut sorted = times.clone();
        sorted.sort_by(f64::total_cmp);
        let median = if n % 2 == 1 {
            sorted[n / 2]
        } else {
            (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0
        };
        let mut hist = [0usize; 21];
        for &l in &lengths {
            hist[l] += 1;
        }
        let lens: Vec<String> = (0..21)
            .filter(|&l| hist[l] > 0)
            .map(|l| format!("{l} moves: {}", hist[l]))
            .collect();
        println!(
            "median {median:.2} s, worst {:.2} s, mean {:.2} s; {}",
            sorted[n - 1],
            times.iter().sum::<f64>() / n as f64,
            lens.join(", ")
        );
    }
    ExitCode::SUCCESS
}
