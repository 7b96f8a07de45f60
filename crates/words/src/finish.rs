//! Par and stars in words, once for the whole game: the HUD's par, the
//! level select's line and tile for a level, and the level-complete
//! panel's lines (the core's [`Summary`] of a finish). The rules are the
//! core's (`rating`, `attempt`); this only says them.

use water_sort_core::attempt::{Headline, How, More, Next, NoPar, RecordNews, Summary};
use water_sort_core::rating::{Assist, Par, shown_stars};
use water_sort_core::text::plural;

use crate::{Tone, capitalise};

/// `n` stars earned of 3: `★★☆`.
pub fn star_marks(n: u8) -> String {
    let n = n.min(3) as usize;
    format!("{}{}", "★".repeat(n), "☆".repeat(3 - n))
}

/// The par after the HUD's move counter, in a few words (`None`: not
/// known yet).
pub fn hud_par(par: Option<Par>) -> String {
    match par {
        Some(Par::Moves(p)) => format!("par {p}"),
        Some(Par::Unsolvable) => "no par: no solution".into(),
        Some(Par::Unknown) => "par unknown".into(),
        Some(Par::NotGuaranteed | Par::GuaranteedUnwalked) => "no par: no certain win".into(),
        None => "par: solving...".into(),
    }
}

/// What the level select knows of a level: its par (`None`: not known
/// yet), its best finish and the stars saved with it, whether it is a
/// mystery level and whether its par is being solved now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelRecord {
    /// The level's par, once known.
    pub par: Option<Par>,
    /// The fewest moves of a finish.
    pub best: Option<u32>,
    /// The stars saved with the best finishes (0: none).
    pub saved_stars: u8,
    /// A mystery level.
    pub mystery: bool,
    /// Its par is being solved now.
    pub solving: bool,
}

/// The level select's par line for a level: `par 12  ★★☆` (stars earned,
/// `☆` for the others), `unsolvable`, `par ? (too hard)`, `no par`, or
/// `solving...`.
pub fn level_line(level: LevelRecord) -> (String, Tone) {
    let LevelRecord {
        par,
        best,
        saved_stars,
        ..
    } = level;
    match par {
        Some(Par::Moves(p)) => {
            // The stars earned (saved, or derived from the best finish
            // made before the par was known).
            let n = shown_stars(p, best, saved_stars);
            if best.is_some() || n > 0 {
                (format!("par {p}  {}", star_marks(n)), Tone::Earned)
            } else {
                (format!("par {p}"), Tone::Quiet)
            }
        }
        Some(Par::Unsolvable) => ("unsolvable".into(), Tone::Bad),
        // Only a certain win has a par; without one a mystery level's saved
        // stars (for the help alone) still show.
        Some(Par::Unknown) if level.mystery && best.is_some() => {
            (format!("no par  {}", star_marks(saved_stars)), Tone::Earned)
        }
        Some(Par::Unknown) => ("par ? (too hard)".into(), Tone::Quiet),
        Some(Par::NotGuaranteed | Par::GuaranteedUnwalked) if best.is_some() => {
            (format!("no par  {}", star_marks(saved_stars)), Tone::Earned)
        }
        Some(Par::NotGuaranteed | Par::GuaranteedUnwalked) => ("no par".into(), Tone::Quiet),
        None if level.solving => ("par: solving...".into(), Tone::Quiet),
        None => ("par: waiting".into(), Tone::Quiet),
    }
}

/// The stars on a level's tile: `★★☆`, dim `☆☆☆` before a finish, `✕`
/// for an unsolvable level.
pub fn tile_stars(level: LevelRecord) -> (String, Tone) {
    match (level.par, level.best) {
        (Some(Par::Unsolvable), _) => ("✕".to_string(), Tone::Bad),
        (_, None) => (star_marks(0), Tone::Quiet),
        (Some(Par::Moves(p)), best) => (
            star_marks(shown_stars(p, best, level.saved_stars)),
            Tone::Earned,
        ),
        (_, Some(_)) => (star_marks(level.saved_stars), Tone::Earned),
    }
}

/// The help used, as the panel says it: "Solved with 2 hints".
fn helped(help: Assist) -> String {
    let hints = format!("{} hint{}", help.hints, plural(help.hints as usize));
    match (help.show_me, help.hints > 0, help.extra_tube) {
        (true, _, _) => "Solved with show me".into(),
        (false, true, true) => format!("Solved with {hints} and the extra tube"),
        (false, true, false) => format!("Solved with {hints}"),
        (false, false, _) => "Solved with the extra tube".into(),
    }
}

fn no_par(why: NoPar) -> &'static str {
    match why {
        NoPar::NotGuaranteed => "no certain win from the start, so no par",
        NoPar::Unwalked => "the surest strategy is too large to walk: no par",
        NoPar::TooHard => "too hard for the solver: no par",
    }
}

/// The panel's line on the player's record of the level.
pub fn record(news: RecordNews) -> String {
    match news {
        RecordNews::Playtest => "A playtest: nothing is recorded.".into(),
        RecordNews::Best(best) => format!("Your best: {best}"),
        RecordNews::NewBest => "A new best!".into(),
        RecordNews::FewestWithHelp => "Your fewest moves yet, with help.".into(),
        RecordNews::FirstTime => "First time solved!".into(),
        // What happened; the line under it says what the help cost.
        RecordNews::FirstTimeWithHelp => "Solved for the first time, with help.".into(),
    }
}

/// The panel's line on what happened: the par, or the help that did the
/// work.
pub fn how(how: How) -> String {
    match how {
        How::NoPar {
            help: Some(help),
            why,
        } => format!("{}; {}.", helped(help), no_par(why)),
        How::NoPar { help: None, why } => {
            format!("{}: solved without help.", capitalise(no_par(why)))
        }
        How::NotRated { help, unknown } => {
            let par = if unknown {
                "par unknown: too hard for the solver"
            } else {
                "par not known yet"
            };
            match help {
                Some(help) => format!("{}; {par}.", helped(help)),
                None => format!("{}.", capitalise(par)),
            }
        }
        How::Capped { help, cap } => format!("{}, which caps the stars at {cap}.", helped(help)),
        How::ParMet { par, mystery: true } => {
            format!("Par {par}: no more than the surest strategy needs, whatever is hidden.")
        }
        // Said of the hints only when they are the strategy the par walks
        // in this run: after a restart, or a first proof of another
        // position, they follow other proofs.
        How::OverPar {
            par,
            over,
            mystery: true,
            hints_walk_par: true,
        } => format!(
            "Par {par}: the hints win within {par} moves whatever is hidden; you took {over} more."
        ),
        How::OverPar {
            par,
            over,
            mystery: true,
            hints_walk_par: false,
        } => format!(
            "Par {par}: a strategy proven from the start wins within {par} moves whatever is \
             hidden; you took {over} more."
        ),
        How::ParMet {
            par,
            mystery: false,
        } => format!("Par {par}: perfect, no solution is shorter."),
        How::OverPar {
            par,
            over,
            mystery: false,
            ..
        } => format!("Par {par}: the shortest solution takes {over} fewer."),
    }
}

/// The panel's line on what would earn more stars ("" for nothing).
pub fn more(more: More) -> String {
    match more {
        More::Nothing => String::new(),
        More::WithoutHelp => "Solve it without help for 3 stars.".into(),
        More::ParFor3 { par } => format!("Solve it in at most {par} moves for 3 stars."),
        More::WithoutHelpFor3 { par } => {
            format!("Solve it without help in at most {par} moves for 3 stars.")
        }
        More::Ladder { helped, three, two } => {
            let yourself = if helped { "Without help: " } else { "" };
            capitalise(&format!(
                "{yourself}at most {three} moves for 3 stars, {two} for 2."
            ))
        }
    }
}

/// The panel's count of moves: "Solved in 12 moves".
pub fn solved_in(moves: u32) -> String {
    format!("Solved in {moves} move{}", plural(moves as usize))
}

/// The panel's line under the stars.
pub fn stars_line(stars: u8) -> String {
    match stars {
        0 => "No stars without a par".into(),
        1 => "1 star of 3".into(),
        n => format!("{n} stars of 3"),
    }
}

/// Every line of the panel for `summary`: moves, stars, record, how, more
/// ("" when there is nothing more to earn).
pub fn panel(summary: &Summary) -> [String; 5] {
    [
        solved_in(summary.moves),
        stars_line(summary.stars),
        record(summary.record),
        how(summary.how),
        more(summary.more),
    ]
}

/// The panel's headline, `pack` being the pack's name.
pub fn headline(headline: Headline, pack: &str) -> String {
    match headline {
        Headline::LevelComplete => "Level complete!".into(),
        Headline::OnlyLevelDone => format!("Pack complete! {pack} done."),
        Headline::PackDone { levels } => {
            format!("Pack complete! All {levels} levels of {pack} done.")
        }
        Headline::LevelsLeft { left } => format!(
            "Level complete! {left} level{} of {pack} still to solve.",
            plural(left)
        ),
        Headline::EveryLevelDone => format!("Pack complete! Every level of {pack} done."),
    }
}

/// What the panel's "next" button says.
pub fn next(next: Next) -> &'static str {
    match next {
        Next::Level => "Next level",
        Next::Levels => "Levels",
        Next::Editor => "Back to editor",
    }
}

#[cfg(test)]
mod tests {
    use water_sort_core::attempt::{Attempt, Kind, Won};
    use water_sort_core::rating::rate;

    use super::*;

    /// The panel's how and more lines for a finish in `moves` of a level
    /// of par 10.
    fn lines(moves: u32, assist: Assist) -> (String, String) {
        let attempt = Attempt {
            par: Some(Par::Moves(10)),
            assist,
            rating: Some(rate(moves, 10, assist)),
            ..Attempt::default()
        };
        let won = Won {
            moves,
            previous_best: None,
            last_in_pack: false,
            unsolved_in_pack: Some(4),
        };
        let summary = attempt.summary(&won, Kind::Pack, false);
        (how(summary.how), more(summary.more))
    }

    #[test]
    fn a_first_solve_with_help_says_what_happened_and_what_earns_more() {
        let hint = Assist {
            hints: 1,
            ..Assist::default()
        };
        assert_eq!(
            record(RecordNews::FirstTimeWithHelp),
            "Solved for the first time, with help."
        );
        assert_eq!(
            lines(10, hint),
            (
                "Solved with 1 hint, which caps the stars at 2.".to_string(),
                "Solve it without help in at most 10 moves for 3 stars.".to_string()
            )
        );
    }

    #[test]
    fn the_moves_for_more_stars_are_at_most_not_a_count_to_hit() {
        assert_eq!(
            lines(12, Assist::default()).1,
            "Solve it in at most 10 moves for 3 stars."
        );
        assert_eq!(
            lines(20, Assist::default()).1,
            "At most 10 moves for 3 stars, 13 for 2."
        );
    }

    #[test]
    fn a_finish_within_par_with_the_extra_tube_is_not_called_perfect() {
        let extra = Assist {
            extra_tube: true,
            ..Assist::default()
        };
        let (how, more) = lines(10, extra);
        assert_eq!(
            how,
            "Solved with the extra tube, which caps the stars at 2."
        );
        assert_eq!(
            more,
            "Solve it without help in at most 10 moves for 3 stars."
        );
        let both = Assist {
            hints: 2,
            extra_tube: true,
            ..Assist::default()
        };
        assert_eq!(
            lines(10, both).0,
            "Solved with 2 hints and the extra tube, which caps the stars at 2."
        );
    }

    fn line(par: Option<Par>, best: Option<u32>, saved_stars: u8, solving: bool) -> String {
        level_line(LevelRecord {
            par,
            best,
            saved_stars,
            mystery: false,
            solving,
        })
        .0
    }

    #[test]
    fn the_par_line_shows_saved_stars_never_raised_from_the_best_move_count() {
        // Finished with "show me" in par moves: 1 star saved, not 3.
        assert_eq!(line(Some(Par::Moves(9)), Some(9), 1, false), "par 9  ★☆☆");
        assert_eq!(line(Some(Par::Moves(9)), Some(9), 2, false), "par 9  ★★☆");
        // Finished before the par was known (no stars saved): derived.
        assert_eq!(line(Some(Par::Moves(9)), Some(10), 0, false), "par 9  ★★☆");
        assert_eq!(line(Some(Par::Moves(9)), None, 0, false), "par 9");
        assert_eq!(line(None, None, 0, true), "par: solving...");
    }

    #[test]
    fn a_mystery_level_without_a_par_shows_its_saved_stars() {
        let mystery = LevelRecord {
            par: Some(Par::Unknown),
            best: Some(30),
            saved_stars: 2,
            mystery: true,
            solving: false,
        };
        assert_eq!(level_line(mystery), ("no par  ★★☆".into(), Tone::Earned));
        let plain = LevelRecord {
            mystery: false,
            ..mystery
        };
        assert_eq!(level_line(plain).0, "par ? (too hard)");
        assert_eq!(tile_stars(mystery), ("★★☆".into(), Tone::Earned));
        let unsolvable = LevelRecord {
            par: Some(Par::Unsolvable),
            ..mystery
        };
        assert_eq!(tile_stars(unsolvable).0, "✕");
    }
}
