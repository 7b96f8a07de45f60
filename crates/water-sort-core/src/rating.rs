//! Par and stars: a level's optimal move count, and how a finish rates
//! against it.

use serde::{Deserialize, Serialize};

use crate::verdict::Verdict;

/// A level's par as the solver found it. Saved in the game's par cache:
/// the variant names are part of that file format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Par {
    /// The shortest solution's length.
    Moves(u32),
    /// No solution exists.
    Unsolvable,
    /// The solver gave up at its budget.
    Unknown,
    /// A mystery level whose start is proven not to be a certain win: no
    /// strategy wins whatever is hidden, so no par (see
    /// [`crate::help::level_par`]).
    NotGuaranteed,
    /// Only in par caches of older versions (a start proven certain whose
    /// hints were too many to walk): no par. The par is now read off the
    /// start's proof, so it is never made.
    GuaranteedUnwalked,
}

impl Par {
    /// Whether a finish against this par earns stars for the help alone
    /// ([`help_stars`]): a mystery level has no par to measure moves
    /// against when its start is no certain win, when its hints' walk was
    /// too large, or when its par is unknown.
    pub fn stars_for_help_alone(self, mystery: bool) -> bool {
        mystery
            && matches!(
                self,
                Par::NotGuaranteed | Par::GuaranteedUnwalked | Par::Unknown
            )
    }

    /// The par in moves; `None` when unsolvable or unknown.
    pub fn moves(self) -> Option<u32> {
        match self {
            Par::Moves(m) => Some(m),
            _ => None,
        }
    }
}

impl From<&Verdict> for Par {
    /// Only a proven shortest solution is a par: a longer one found after
    /// the budget ran out would make the stars too easy.
    fn from(verdict: &Verdict) -> Par {
        match verdict {
            Verdict::Solvable {
                path,
                optimal: true,
            } => Par::Moves(u32::try_from(path.len()).unwrap_or(u32::MAX)),
            Verdict::Unsolvable => Par::Unsolvable,
            Verdict::Solvable { optimal: false, .. } | Verdict::Unknown => Par::Unknown,
        }
    }
}

/// Help used while playing a level (it lowers the stars). Kept in a saved
/// game, so a game resumed keeps its stars honest.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Assist {
    /// Hints shown.
    pub hints: u32,
    /// "Show me" played at least one move.
    pub show_me: bool,
    /// An extra empty tube was added (it caps the stars like a hint).
    pub extra_tube: bool,
}

impl Assist {
    /// Any help at all: a hint or "show me".
    pub fn used(&self) -> bool {
        self.hints > 0 || self.show_me || self.extra_tube
    }
}

/// Stars for finishing a level in `moves` pours when its shortest solution
/// takes `par` pours. The rule, meant to be fair at every size:
///
/// * 3 stars: optimal, `moves <= par`.
/// * 2 stars: at most a quarter more, `moves <= par + ceil(par / 4)` (so
///   always at least one spare move: par 4 allows 5, par 23 allows 29).
/// * 1 star: any other finish.
///
/// Help caps the stars: after a hint at most 2, after "Show me" played any
/// move at most 1. Undone moves do not count (the counter is the player's
/// pours since the last restart), so exploring is never punished.
pub fn stars(moves: u32, par: u32, assist: Assist) -> u8 {
    let earned = if moves <= par {
        3
    } else if moves <= par + par.div_ceil(4) {
        2
    } else {
        1
    };
    earned.min(help_stars(assist))
}

/// The most stars a finish with `assist` can earn: 3 without help, 2 after
/// a hint or an extra tube, 1 after "show me". Also the stars of a mystery level whose start
/// is not guaranteed ([`Par::NotGuaranteed`]): with no par to measure moves
/// against, only the help counts.
pub fn help_stars(assist: Assist) -> u8 {
    if assist.show_me {
        1
    } else if assist.hints > 0 || assist.extra_tube {
        2
    } else {
        3
    }
}

/// How a finish rated: its moves, the par and the [`stars`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rating {
    /// Pours the player made.
    pub moves: u32,
    /// The level's par (its shortest solution).
    pub par: u32,
    /// Stars earned, 1 to 3 (help caps them; see [`stars`]).
    pub stars: u8,
}

/// Rates a finish in `moves` pours against `par` (see [`stars`]).
pub fn rate(moves: u32, par: u32, assist: Assist) -> Rating {
    Rating {
        moves,
        par,
        stars: stars(moves, par, assist),
    }
}

/// The stars the level select shows for a level of par `par`, from its best
/// finish `best` and the stars `saved` with it (0 for none), at most 3.
pub fn shown_stars(par: u32, best: Option<u32>, saved: u8) -> u8 {
    // Only a level finished before its par was known (none saved) has them
    // derived from its best finish: a saved rating knows the help used, the
    // best move count does not (a finish with "show me" can be as short as
    // par).
    let n = if saved > 0 {
        saved
    } else {
        best.map_or(0, |b| stars(b, par, Assist::default()))
    };
    n.min(3)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Pour;

    #[test]
    fn stars_rule() {
        let none = Assist::default();
        assert_eq!(stars(23, 23, none), 3);
        assert_eq!(stars(29, 23, none), 2);
        assert_eq!(stars(30, 23, none), 1);
        assert_eq!(stars(5, 4, none), 2);
        assert_eq!(stars(6, 4, none), 1);
        let hinted = Assist {
            hints: 1,
            show_me: false,
            ..Assist::default()
        };
        assert_eq!(stars(23, 23, hinted), 2);
        let shown = Assist {
            hints: 0,
            show_me: true,
            ..Assist::default()
        };
        assert_eq!(stars(23, 23, shown), 1);
        let extra_tube = Assist {
            extra_tube: true,
            ..Assist::default()
        };
        assert_eq!(stars(23, 23, extra_tube), 2);
        assert!(extra_tube.used());
    }

    #[test]
    fn only_a_mystery_level_without_a_par_counts_the_help_alone() {
        for par in [Par::NotGuaranteed, Par::GuaranteedUnwalked, Par::Unknown] {
            assert!(par.stars_for_help_alone(true), "{par:?}");
        }
        assert!(!Par::Unknown.stars_for_help_alone(false));
        assert!(!Par::Moves(9).stars_for_help_alone(true));
        assert!(!Par::Unsolvable.stars_for_help_alone(true));
    }

    #[test]
    fn without_a_par_only_the_help_counts() {
        assert_eq!(help_stars(Assist::default()), 3);
        let hinted = Assist {
            hints: 3,
            show_me: false,
            ..Assist::default()
        };
        assert_eq!(help_stars(hinted), 2);
        let shown = Assist {
            hints: 0,
            show_me: true,
            ..Assist::default()
        };
        assert_eq!(help_stars(shown), 1);
    }

    #[test]
    fn rate_records_the_finish() {
        let hinted = Assist {
            hints: 2,
            show_me: false,
            ..Assist::default()
        };
        assert_eq!(
            rate(10, 9, hinted),
            Rating {
                moves: 10,
                par: 9,
                stars: 2
            }
        );
        assert_eq!(rate(20, 9, Assist::default()).stars, 1);
    }

    #[test]
    fn assist_used() {
        assert!(!Assist::default().used());
        assert!(
            Assist {
                hints: 1,
                show_me: false,
                ..Assist::default()
            }
            .used()
        );
        assert!(
            Assist {
                hints: 0,
                show_me: true,
                ..Assist::default()
            }
            .used()
        );
    }

    #[test]
    fn par_from_verdict() {
        let path = vec![Pour::new(0, 2), Pour::new(1, 0), Pour::new(2, 1)];
        let optimal = Verdict::Solvable {
            path: path.clone(),
            optimal: true,
        };
        assert_eq!(Par::from(&optimal), Par::Moves(3));
        assert_eq!(Par::from(&optimal).moves(), Some(3));
        let found = Verdict::Solvable {
            path,
            optimal: false,
        };
        assert_eq!(Par::from(&found), Par::Unknown);
        assert_eq!(Par::from(&Verdict::Unsolvable), Par::Unsolvable);
        assert_eq!(Par::from(&Verdict::Unknown), Par::Unknown);
        assert_eq!(Par::Unsolvable.moves(), None);
    }

    /// Saved files name the variants: the serialised form must not change.
    #[test]
    fn par_reads_and_writes_as_before() {
        for (par, text) in [
            (Par::Moves(12), "Moves(12)"),
            (Par::Unsolvable, "Unsolvable"),
            (Par::Unknown, "Unknown"),
        ] {
            assert_eq!(ron::to_string(&par).unwrap(), text);
            assert_eq!(ron::from_str::<Par>(text).unwrap(), par);
        }
    }

    #[test]
    fn saved_stars_are_never_raised_from_the_best_move_count() {
        // Finished with "show me" in par moves: 1 star saved, not 3.
        assert_eq!(shown_stars(9, Some(9), 1), 1);
        assert_eq!(shown_stars(9, Some(9), 2), 2);
        // Finished before the par was known (no stars saved): derived.
        assert_eq!(shown_stars(9, Some(10), 0), 2);
        assert_eq!(shown_stars(9, Some(9), 0), 3);
        assert_eq!(shown_stars(9, None, 0), 0);
        // Never more than 3, whatever was saved.
        assert_eq!(shown_stars(9, Some(9), 7), 3);
    }
}
