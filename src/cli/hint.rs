//! `water-sort hint PACK --level N [--after "a>b ..."]`: the help the game
//! gives at a position, from what the player can see of it.
//!
//! The pours of `--after` are played by [`Play`] on the level's true
//! colours, so the reveals are the core's; the help then comes from the
//! player's view alone, by the game's own [`Help`]: the same verdict, hint
//! and words (hints avoid the positions of `--after`, as in the game).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use water_sort_core::Pour;
use water_sort_core::help::{Help, Report, Standing};
use water_sort_core::play::{Action, Event, Play};
use water_sort_core::solver::view_advice::{Advice, Guarantee, MysteryVerdict};
use water_sort_core::text::plural;
use water_sort_words::Lang;

use super::{Failure, RulesArg, level_past_end, parse_level, read_pack};
use water_sort_core::level::parse_quick_with;

#[derive(Args, Debug)]
pub struct HintArgs {
    /// A pack file (with --level)
    #[arg(required_unless_present = "tubes", requires = "level")]
    pack: Option<PathBuf>,
    /// The level (1-based)
    #[arg(long, value_parser = parse_level, requires = "pack")]
    level: Option<u32>,
    /// A puzzle in quick text form instead of a pack's level (as `solve
    /// --tubes`: `ABC:5` a tube of its own height, `[G]ABC` a locked tube)
    #[arg(long, allow_hyphen_values = true, conflicts_with = "pack")]
    tubes: Option<String>,
    /// Units per tube for --tubes (default: each colour's count)
    #[arg(long, requires = "tubes", conflicts_with = "pack")]
    capacity: Option<usize>,
    /// The rule of --tubes: water (the whole top run) or ball (one unit a pour)
    #[arg(long, value_enum, default_value_t = RulesArg::Water, conflicts_with = "pack")]
    rules: RulesArg,
    /// Pours made first, as `solve` prints them: "1>3 2>1 ..." (tubes from 1)
    #[arg(long, default_value = "", allow_hyphen_values = true)]
    after: String,
    /// Print one JSON object instead of text
    #[arg(long)]
    json: bool,
}

/// The pours of `--after`, checked against the level's tube count.
fn parse_pours(text: &str, tubes: usize) -> Result<Vec<Pour>, Failure> {
    let bad = |n: usize, word: &str, why: String| {
        Failure::input(format!("--after: pour {n} ({word:?}): {why}"))
    };
    text.split_whitespace()
        .enumerate()
        .map(|(k, word)| {
            let n = k + 1;
            let syntax = || bad(n, word, "write pours as from>to, like 1>3".into());
            let (a, b) = word.split_once('>').ok_or_else(syntax)?;
            let tube = |s: &str| -> Result<usize, Failure> {
                let t: usize = s.parse().map_err(|_| syntax())?;
                if (1..=tubes).contains(&t) {
                    Ok(t - 1)
                } else {
                    Err(bad(
                        n,
                        word,
                        format!("no tube {t}; the level's tubes are 1 to {tubes}"),
                    ))
                }
            };
            Ok(Pour::new(tube(a)?, tube(b)?))
        })
        .collect()
}

pub fn run(args: &HintArgs) -> Result<ExitCode, Failure> {
    let (mut play, title) = start(args)?;
    let pours = parse_pours(&args.after, play.board().tubes().len())?;
    for (k, &pour) in pours.iter().enumerate() {
        if play.is_won() {
            return Err(Failure::input(format!(
                "--after: pour {} ({pour}): the level is already won after pour {k}",
                k + 1
            )));
        }
        for event in play.act(Action::Pour(pour)) {
            if let Event::Illegal { tube, reason } = event {
                return Err(Failure::input(format!(
                    "--after: pour {} ({pour}) is illegal: tube {}: {reason}",
                    k + 1,
                    tube + 1
                )));
            }
        }
    }
    // The game's own help: the same verdict, hint and words.
    let mut help = Help::default();
    help.work_out(&play);
    let report = help.report(&play);
    let view = play.view();
    let advice = play
        .hides_anything()
        .then(|| help.advice(&play.help_view()))
        .flatten();
    if args.json {
        println!("{}", json(&report, advice, view.hidden_total()));
    } else {
        let count = view.hidden_total();
        let arrangements = advice.map_or(Some(1), |a| a.arrangements);
        println!(
            "{title} after {} pour{}: {count} unit{} hidden, {}",
            pours.len(),
            plural(pours.len()),
            plural(count),
            arrangements_text(arrangements)
        );
        let words = water_sort_words::words(&Lang::english(), &report, "", play.is_won());
        let verdict = if play.is_won() {
            "Solved".to_string()
        } else {
            words.verdict
        };
        println!("{verdict}");
        if !words.detail.is_empty() {
            println!("{}", words.detail);
        }
        if !words.hint.is_empty() {
            println!("{}", words.hint);
        }
        if let Some(pour) = report.hint {
            println!("move: {pour}");
        }
    }
    Ok(ExitCode::from(exit_code(&report.standing)))
}

/// The game at the start of the pack's level or of the `--tubes` puzzle,
/// and how the report names it: `level 3 "Name"` or `--tubes`.
fn start(args: &HintArgs) -> Result<(Play, String), Failure> {
    if let Some(text) = &args.tubes {
        let puzzle = parse_quick_with(text, args.capacity, args.rules.rule())
            .map_err(|e| Failure::input(format!("--tubes: {e}")))?;
        return Ok((Play::new(puzzle.board), "--tubes".to_string()));
    }
    let (Some(path), Some(number)) = (&args.pack, args.level) else {
        unreachable!("clap requires a pack and its level, or --tubes");
    };
    let pack = read_pack(path)?;
    let Some(level) = pack.levels.get(number as usize - 1) else {
        return Err(level_past_end(number, path, pack.levels.len()));
    };
    Ok((
        Play::of_level(level),
        format!("level {number} \"{}\"", level.name),
    ))
}

/// As `solve`: 1 lost, 3 the budget ran out, else 0.
fn exit_code(standing: &Standing) -> u8 {
    match standing {
        Standing::Lost { .. } => 1,
        Standing::Unknown | Standing::Checking => 3,
        _ => 0,
    }
}

fn arrangements_text(count: Option<u128>) -> String {
    match count {
        Some(1) => "1 arrangement".into(),
        Some(n) => format!("{n} arrangements"),
        None => "more than 2^128 arrangements".into(),
    }
}

/// The verdict's word in JSON (`check`'s table says it too, with the share).
pub fn verdict_word(verdict: &MysteryVerdict) -> &'static str {
    match verdict {
        MysteryVerdict::Solved => "solved",
        MysteryVerdict::Guaranteed => "guaranteed",
        MysteryVerdict::Likely { .. } => "likely",
        MysteryVerdict::Lost => "lost",
        MysteryVerdict::Unknown => "unknown",
    }
}

/// The guarantee's word in JSON and in `check`.
pub fn guarantee_word(guarantee: Guarantee) -> &'static str {
    match guarantee {
        Guarantee::Proven => "proven",
        Guarantee::Refuted => "refuted",
        Guarantee::OutOfBudget => "out of budget",
    }
}

/// `arrangements` is an exact integer up to `u64::MAX`, a rounded float
/// past it, and `null` past 2^128, where the count is not computed.
/// `guarantee` says whether a win whatever is hidden is proven, refuted or
/// out of budget, apart from the share.
fn json(report: &Report, advice: Option<&Advice>, hidden: usize) -> serde_json::Value {
    let (verdict, guarantee, win_rate, exact, examined, arrangements) = match advice {
        Some(advice) => {
            let (win_rate, exact, examined) = match &advice.verdict {
                MysteryVerdict::Solved | MysteryVerdict::Guaranteed => (Some(1.0), true, None),
                MysteryVerdict::Likely {
                    share,
                    exact,
                    examined,
                    ..
                } => (Some(*share), *exact, Some(*examined)),
                MysteryVerdict::Lost => (Some(0.0), true, None),
                MysteryVerdict::Unknown => (None, false, None),
            };
            (
                verdict_word(&advice.verdict),
                guarantee_word(advice.guarantee),
                win_rate,
                exact,
                examined,
                advice.arrangements,
            )
        }
        // Nothing hidden: the exact solver's verdict.
        None => match report.standing {
            Standing::Solved => ("solved", "proven", Some(1.0), true, None, Some(1)),
            Standing::Solvable { .. } => ("guaranteed", "proven", Some(1.0), true, None, Some(1)),
            Standing::Lost { .. } => ("lost", "refuted", Some(0.0), true, None, Some(1)),
            _ => ("unknown", "out of budget", None, false, None, Some(1)),
        },
    };
    let arrangements = match arrangements {
        Some(n) => match u64::try_from(n) {
            Ok(n) => serde_json::json!(n),
            Err(_) => serde_json::json!(n as f64),
        },
        None => serde_json::Value::Null,
    };
    let words = water_sort_words::words(&Lang::english(), report, "", false);
    serde_json::json!({
        "move": report.hint.map(|p| p.to_string()),
        "verdict": verdict,
        "guarantee": guarantee,
        "win_rate": win_rate,
        "exact": exact,
        "examined": examined,
        "arrangements": arrangements,
        "hidden": hidden,
        "words": {"verdict": words.verdict, "hint": words.hint, "detail": words.detail},
    })
}
