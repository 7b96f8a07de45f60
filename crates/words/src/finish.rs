//! Par and stars in words, once for the whole game: the HUD's par, the
//! level select's line and tile for a level, and the level-complete
//! panel's lines (the core's [`Summary`] of a finish). The rules are the
//! core's (`rating`, `attempt`); this only says them.

use water_sort_core::attempt::{Headline, How, More, Next, NoPar, RecordNews, Summary};
use water_sort_core::rating::{Assist, Par, shown_stars};

use crate::{Lang, Tone, say};

/// `n` stars earned of 3: `★★☆`.
pub fn star_marks(n: u8) -> String {
    let n = n.min(3) as usize;
    format!("{}{}", "★".repeat(n), "☆".repeat(3 - n))
}

/// The par after the HUD's move counter, in a few words (`None`: not
/// known yet).
pub fn hud_par(lang: &Lang, par: Option<Par>) -> String {
    match par {
        Some(Par::Moves(p)) => say!(lang, "finish-hud-par", par = p),
        Some(Par::Unsolvable) => say!(lang, "finish-hud-no-solution"),
        Some(Par::Unknown) => say!(lang, "finish-hud-par-unknown"),
        Some(Par::NotGuaranteed | Par::GuaranteedUnwalked) => {
            say!(lang, "finish-hud-no-certain-win")
        }
        None => say!(lang, "finish-par-solving"),
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
pub fn level_line(lang: &Lang, level: LevelRecord) -> (String, Tone) {
    let LevelRecord {
        par,
        best,
        saved_stars,
        ..
    } = level;
    let no_par_stars = || {
        say!(
            lang,
            "finish-line-no-par-stars",
            stars = star_marks(saved_stars)
        )
    };
    match par {
        Some(Par::Moves(p)) => {
            // The stars earned (saved, or derived from the best finish
            // made before the par was known).
            let n = shown_stars(p, best, saved_stars);
            if best.is_some() || n > 0 {
                (
                    say!(
                        lang,
                        "finish-line-par-stars",
                        par = p,
                        stars = star_marks(n)
                    ),
                    Tone::Earned,
                )
            } else {
                (say!(lang, "finish-line-par", par = p), Tone::Quiet)
            }
        }
        Some(Par::Unsolvable) => (say!(lang, "finish-line-unsolvable"), Tone::Bad),
        // Only a certain win has a par; without one a mystery level's saved
        // stars (for the help alone) still show.
        Some(Par::Unknown) if level.mystery && best.is_some() => (no_par_stars(), Tone::Earned),
        Some(Par::Unknown) => (say!(lang, "finish-line-too-hard"), Tone::Quiet),
        Some(Par::NotGuaranteed | Par::GuaranteedUnwalked) if best.is_some() => {
            (no_par_stars(), Tone::Earned)
        }
        Some(Par::NotGuaranteed | Par::GuaranteedUnwalked) => {
            (say!(lang, "finish-line-no-par"), Tone::Quiet)
        }
        None if level.solving => (say!(lang, "finish-par-solving"), Tone::Quiet),
        None => (say!(lang, "finish-line-waiting"), Tone::Quiet),
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
fn helped(lang: &Lang, help: Assist) -> String {
    let hints = help.hints;
    match (help.show_me, help.hints > 0, help.extra_tube) {
        (true, _, _) => say!(lang, "finish-helped-show-me"),
        (false, true, true) => say!(lang, "finish-helped-hints-extra-tube", hints = hints),
        (false, true, false) => say!(lang, "finish-helped-hints", hints = hints),
        (false, false, _) => say!(lang, "finish-helped-extra-tube"),
    }
}

/// The selector of a reason for no par.
fn no_par(why: NoPar) -> &'static str {
    match why {
        NoPar::NotGuaranteed => "not-guaranteed",
        NoPar::Unwalked => "unwalked",
        NoPar::TooHard => "too-hard",
    }
}

/// The panel's line on the player's record of the level.
pub fn record(lang: &Lang, news: RecordNews) -> String {
    match news {
        RecordNews::Playtest => say!(lang, "finish-record-playtest"),
        RecordNews::Best(best) => say!(lang, "finish-record-best", best = best),
        RecordNews::NewBest => say!(lang, "finish-record-new-best"),
        RecordNews::FewestWithHelp => say!(lang, "finish-record-fewest-with-help"),
        RecordNews::FirstTime => say!(lang, "finish-record-first-time"),
        // What happened; the line under it says what the help cost.
        RecordNews::FirstTimeWithHelp => say!(lang, "finish-record-first-time-with-help"),
    }
}

/// The panel's line on what happened: the par, or the help that did the
/// work.
pub fn how(lang: &Lang, how: How) -> String {
    match how {
        How::NoPar {
            help: Some(help),
            why,
        } => say!(
            lang,
            "finish-no-par-helped",
            help = helped(lang, help),
            why = no_par(why)
        ),
        How::NoPar { help: None, why } => say!(lang, "finish-no-par-unhelped", why = no_par(why)),
        How::NotRated { help, unknown } => {
            let unknown = if unknown { "yes" } else { "no" };
            match help {
                Some(help) => say!(
                    lang,
                    "finish-not-rated-helped",
                    help = helped(lang, help),
                    unknown = unknown
                ),
                None => say!(lang, "finish-not-rated", unknown = unknown),
            }
        }
        How::Capped { help, cap } => {
            say!(lang, "finish-capped", help = helped(lang, help), cap = cap)
        }
        How::ParMet { par, mystery: true } => say!(lang, "finish-par-met-mystery", par = par),
        // Said of the hints only when they are the strategy the par walks
        // in this run: after a restart, or a first proof of another
        // position, they follow other proofs.
        How::OverPar {
            par,
            over,
            mystery: true,
            hints_walk_par: true,
        } => say!(lang, "finish-over-par-hints", par = par, over = over),
        How::OverPar {
            par,
            over,
            mystery: true,
            hints_walk_par: false,
        } => say!(lang, "finish-over-par-strategy", par = par, over = over),
        How::ParMet {
            par,
            mystery: false,
        } => say!(lang, "finish-par-met", par = par),
        How::OverPar {
            par,
            over,
            mystery: false,
            ..
        } => say!(lang, "finish-over-par", par = par, over = over),
    }
}

/// The panel's line on what would earn more stars ("" for nothing).
pub fn more(lang: &Lang, more: More) -> String {
    match more {
        More::Nothing => String::new(),
        More::WithoutHelp => say!(lang, "finish-more-without-help"),
        More::ParFor3 { par } => say!(lang, "finish-more-par", par = par),
        More::WithoutHelpFor3 { par } => say!(lang, "finish-more-without-help-par", par = par),
        More::Ladder {
            helped: true,
            three,
            two,
        } => say!(
            lang,
            "finish-more-ladder-without-help",
            three = three,
            two = two
        ),
        More::Ladder {
            helped: false,
            three,
            two,
        } => say!(lang, "finish-more-ladder", three = three, two = two),
    }
}

/// The panel's count of moves: "Solved in 12 moves".
pub fn solved_in(lang: &Lang, moves: u32) -> String {
    say!(lang, "finish-solved-in", moves = moves)
}

/// The panel's line under the stars.
pub fn stars_line(lang: &Lang, stars: u8) -> String {
    match stars {
        0 => say!(lang, "finish-stars-none"),
        n => say!(lang, "finish-stars", stars = n),
    }
}

/// Every line of the panel for `summary`: moves, stars, record, how, more
/// ("" when there is nothing more to earn).
pub fn panel(lang: &Lang, summary: &Summary) -> [String; 5] {
    [
        solved_in(lang, summary.moves),
        stars_line(lang, summary.stars),
        record(lang, summary.record),
        how(lang, summary.how),
        more(lang, summary.more),
    ]
}

/// The panel's headline, `pack` being the pack's name.
pub fn headline(lang: &Lang, headline: Headline, pack: &str) -> String {
    match headline {
        Headline::LevelComplete => say!(lang, "finish-level-complete"),
        Headline::OnlyLevelDone => say!(lang, "finish-pack-complete-only", pack = pack),
        Headline::PackDone { levels } => {
            say!(
                lang,
                "finish-pack-complete-all",
                pack = pack,
                levels = levels
            )
        }
        Headline::LevelsLeft { left } => {
            say!(lang, "finish-levels-left", pack = pack, left = left)
        }
        Headline::EveryLevelDone => say!(lang, "finish-pack-complete-every", pack = pack),
    }
}

/// What the panel's "next" button says.
pub fn next(lang: &Lang, next: Next) -> String {
    match next {
        Next::Level => say!(lang, "finish-next-level"),
        Next::Levels => say!(lang, "finish-next-levels"),
        Next::Editor => say!(lang, "finish-next-editor"),
    }
}

#[cfg(test)]
mod tests {
    use water_sort_core::attempt::{Attempt, Kind, Won};
    use water_sort_core::rating::rate;

    use super::*;

    fn en() -> Lang {
        Lang::english()
    }

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
        (how(&en(), summary.how), more(&en(), summary.more))
    }

    #[test]
    fn a_first_solve_with_help_says_what_happened_and_what_earns_more() {
        let hint = Assist {
            hints: 1,
            ..Assist::default()
        };
        assert_eq!(
            record(&en(), RecordNews::FirstTimeWithHelp),
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
        level_line(
            &en(),
            LevelRecord {
                par,
                best,
                saved_stars,
                mystery: false,
                solving,
            },
        )
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
        assert_eq!(
            level_line(&en(), mystery),
            ("no par  ★★☆".into(), Tone::Earned)
        );
        let plain = LevelRecord {
            mystery: false,
            ..mystery
        };
        assert_eq!(level_line(&en(), plain).0, "par ? (too hard)");
        assert_eq!(tile_stars(mystery), ("★★☆".into(), Tone::Earned));
        let unsolvable = LevelRecord {
            par: Some(Par::Unsolvable),
            ..mystery
        };
        assert_eq!(tile_stars(unsolvable).0, "✕");
    }
}
