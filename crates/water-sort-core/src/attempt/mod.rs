//! A level from start to finish, beside its [`Play`]: the mid-end's book
//! of the level, as Simon Tatham's mid-end keeps what a finish earns. It
//! holds the par the finish is rated against and the help used, and owns
//! the rules of the end: what the end of the level shows ([`Won`]), the
//! stars, what goes into progress and statistics (a playtest keeps
//! nothing), and what the level-complete panel tells ([`Summary`]), as
//! reasons with their numbers for the words crate to say.

use jiff::civil::Date;

use crate::play::{Event, Play};
use crate::progress::Progress;
use crate::rating::{Assist, Par, Rating, help_stars, rate, stars};
use crate::statistics::{Finished, Statistics};

/// What kind of level is in play: its record and its ways on differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A level of a pack.
    Pack,
    /// An endless level (the daily puzzle of `daily`, when it is one).
    Endless {
        /// The date of the daily puzzle.
        daily: Option<Date>,
    },
    /// The editor's level played as it stands: nothing is recorded.
    Playtest,
}

impl Kind {
    /// Whether a finish goes into the player's progress and statistics.
    pub fn keeps_progress(self) -> bool {
        self != Kind::Playtest
    }

    fn is_endless(self) -> bool {
        matches!(self, Kind::Endless { .. })
    }
}

/// Which level is in play, for its record.
#[derive(Clone, Copy, Debug)]
pub struct Place<'a> {
    /// Where its progress is kept: the pack's file name, or the endless key.
    pub progress_key: &'a str,
    /// The level's name (progress is kept by name).
    pub level: &'a str,
    /// Its index in the pack.
    pub index: usize,
    /// The names of the pack's levels, in order.
    pub levels: &'a [String],
}

/// The end of a level: what its last pour ended, read before the finish
/// is recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Won {
    /// Pours the player made (since the last restart).
    pub moves: u32,
    /// The fewest moves of an earlier finish (none in a playtest).
    pub previous_best: Option<u32>,
    /// The last level of its pack (never in endless mode, which always
    /// has a next level).
    pub last_in_pack: bool,
    /// Levels of the pack not solved yet, this one counted as solved (none
    /// in endless mode, which has no pack, and in playtests, which keep no
    /// progress).
    pub unsolved_in_pack: Option<usize>,
}

impl Won {
    /// The end of the level in `play` at `place`, against the progress as
    /// it was before this finish.
    pub fn new(play: &Play, kind: Kind, place: &Place, progress: &Progress) -> Won {
        // A playtest is the author trying a level, not the player's progress.
        let keeps = kind.keeps_progress();
        let record = progress.record(place.progress_key, place.level);
        let unsolved_in_pack = (keeps && !kind.is_endless()).then(|| {
            let unfinished =
                progress.unfinished(place.progress_key, place.levels.iter().map(String::as_str));
            unfinished - usize::from(!record.completed)
        });
        Won {
            moves: u32::try_from(play.moves()).unwrap_or(u32::MAX),
            previous_best: record.best_moves.filter(|_| keeps),
            last_in_pack: place.index + 1 >= place.levels.len() && !kind.is_endless(),
            unsolved_in_pack,
        }
    }

    /// The panel's headline for this end.
    pub fn headline(&self, kind: Kind, level_count: usize) -> Headline {
        if kind != Kind::Pack {
            return Headline::LevelComplete;
        }
        match (self.last_in_pack, self.unsolved_in_pack) {
            (true, Some(0)) if level_count == 1 => Headline::OnlyLevelDone,
            (true, Some(0)) => Headline::PackDone {
                levels: level_count,
            },
            (true, Some(left)) => Headline::LevelsLeft { left },
            // Solved for the first time, the last of the pack to be solved.
            (false, Some(0)) if self.previous_best.is_none() => Headline::EveryLevelDone,
            _ => Headline::LevelComplete,
        }
    }

    /// Where "next" leads from this end.
    pub fn next(&self, kind: Kind) -> Next {
        match kind {
            Kind::Playtest => Next::Editor,
            Kind::Pack if self.last_in_pack => Next::Levels,
            _ => Next::Level,
        }
    }

    /// What the finish did to the player's record of the level.
    pub fn record(&self, kind: Kind, helped: bool) -> RecordNews {
        match (kind, self.previous_best, helped) {
            (Kind::Playtest, _, _) => RecordNews::Playtest,
            (_, Some(best), _) if best <= self.moves => RecordNews::Best(best),
            (_, Some(_), false) => RecordNews::NewBest,
            (_, Some(_), true) => RecordNews::FewestWithHelp,
            (_, None, false) => RecordNews::FirstTime,
            (_, None, true) => RecordNews::FirstTimeWithHelp,
        }
    }
}

/// The level-complete panel's headline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Headline {
    /// The level is done.
    LevelComplete,
    /// The pack's only level is done, and so the pack.
    OnlyLevelDone,
    /// The last level, and every level of the pack is done.
    PackDone {
        /// Levels in the pack.
        levels: usize,
    },
    /// The last level, with `left` levels still to solve.
    LevelsLeft {
        /// Levels still to solve.
        left: usize,
    },
    /// Not the last level, but the last of the pack to be solved.
    EveryLevelDone,
}

/// Where "next" leads from the level-complete panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// The next level.
    Level,
    /// The level select (after the last level of a pack).
    Levels,
    /// Back to the editor (a playtest).
    Editor,
}

/// What a finish did to the player's record of the level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordNews {
    /// A playtest: nothing is recorded.
    Playtest,
    /// No better than the best, which was this many moves.
    Best(u32),
    /// Fewer moves than ever, without help.
    NewBest,
    /// Fewer moves than ever, with help.
    FewestWithHelp,
    /// The first finish, without help.
    FirstTime,
    /// The first finish, with help.
    FirstTimeWithHelp,
}

/// Why a level has no par to rate a finish against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoPar {
    /// A mystery level whose start is no certain win.
    NotGuaranteed,
    /// Its surest strategy was too large to walk (old par caches only).
    Unwalked,
    /// Too hard for the solver.
    TooHard,
}

/// What happened: the par, or the help that did the work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum How {
    /// No par; the stars count the help alone.
    NoPar {
        /// The help used (none: solved without help).
        help: Option<Assist>,
        /// Why there is no par.
        why: NoPar,
    },
    /// No par to rate against yet (or the solver could not find it).
    NotRated {
        /// The help used, if any.
        help: Option<Assist>,
        /// The par is unknown: too hard for the solver (else: not known
        /// yet).
        unknown: bool,
    },
    /// Rated, with help that caps the stars at `cap`.
    Capped {
        /// The help used.
        help: Assist,
        /// The most stars it allows.
        cap: u8,
    },
    /// Within par, without help.
    ParMet {
        /// The par.
        par: u32,
        /// A mystery level: par is the surest strategy's worst case.
        mystery: bool,
    },
    /// Over par, without help.
    OverPar {
        /// The par.
        par: u32,
        /// Moves over it.
        over: u32,
        /// A mystery level: par is the surest strategy's worst case.
        mystery: bool,
        /// On a mystery level, the hints from the start are that strategy
        /// in this run (see [`Attempt::hints_walk_par`]): following them
        /// would have won within par.
        hints_walk_par: bool,
    },
}

/// What would earn more stars.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum More {
    /// Nothing: 3 stars, or no par to aim at.
    Nothing,
    /// Solve it without help for 3 stars (no par: only the help counts).
    WithoutHelp,
    /// Solve it in at most `par` moves for 3 stars.
    ParFor3 {
        /// The par.
        par: u32,
    },
    /// Solve it without help in at most `par` moves for 3 stars.
    WithoutHelpFor3 {
        /// The par.
        par: u32,
    },
    /// At most `three` moves for 3 stars, `two` for 2 (without help, when
    /// `helped`).
    Ladder {
        /// Help was used.
        helped: bool,
        /// The most moves for 3 stars (the par).
        three: u32,
        /// The most moves for 2 stars.
        two: u32,
    },
}

/// What the level-complete panel tells of a finish.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Summary {
    /// Pours the player made.
    pub moves: u32,
    /// Stars shown, 0 to 3 (0: no par to rate against).
    pub stars: u8,
    /// What the finish did to the record.
    pub record: RecordNews,
    /// What happened.
    pub how: How,
    /// What would earn more.
    pub more: More,
}

/// What a finish changed on disk-bound records: each that changed needs
/// saving.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Recorded {
    /// The progress changed.
    pub progress: bool,
    /// The statistics changed.
    pub statistics: bool,
}

/// The level in play's par, help and rating, from its start to its finish.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Attempt {
    /// The par the finish is rated against, once known.
    pub par: Option<Par>,
    /// Help used so far (a resumed game keeps the help it used).
    pub assist: Assist,
    /// The rating of the finish (`None` before it, or without a par).
    pub rating: Option<Rating>,
    /// On a mystery level: the hints this run gives from the level's start
    /// are the strategy the par walks (the front end learns it from the
    /// help, `Help::hints_walk_par`, before the finish). Else the panel
    /// does not say the hints would have won within par.
    pub hints_walk_par: bool,
}

impl Attempt {
    /// A new attempt, or one resumed with the help it used before.
    pub fn new(par: Option<Par>, resumed: Option<Assist>) -> Attempt {
        Attempt {
            par,
            assist: resumed.unwrap_or_default(),
            rating: None,
            hints_walk_par: false,
        }
    }

    /// Follows what an action did: the extra tube counts as help, like a
    /// hint.
    pub fn follow(&mut self, event: &Event) {
        if matches!(event, Event::TubeAdded { .. }) {
            self.assist.extra_tube = true;
        }
    }

    /// A hint was shown.
    pub fn hint_shown(&mut self) {
        self.assist.hints += 1;
    }

    /// "Show me" played a move.
    pub fn show_me_played(&mut self) {
        self.assist.show_me = true;
    }

    /// The stars the finish earns and the ones kept in progress. Without a
    /// par, a mystery level without a certain win counts the help alone;
    /// any other level saves one sure star for a finish with help, so that
    /// stars derived later from the best move count never credit it.
    fn stars(&self, mystery: bool) -> (u8, u8) {
        let help_alone = self.par.is_some_and(|p| p.stars_for_help_alone(mystery));
        match self.rating {
            Some(rating) => (rating.stars, rating.stars),
            None if help_alone => (help_stars(self.assist), help_stars(self.assist)),
            None => (0, u8::from(self.assist.used())),
        }
    }

    /// The finish rule: rates `won` against the par and records it in
    /// `progress` and `statistics` (a playtest is rated but records
    /// nothing: it is not the player's). `colours` is the level's colour
    /// count and `seconds` the time played.
    pub fn finish(
        &mut self,
        won: &Won,
        kind: Kind,
        place: &Place,
        (mystery, colours): (bool, usize),
        seconds: u32,
        progress: &mut Progress,
        statistics: &mut Statistics,
    ) -> Recorded {
        self.rating = self
            .par
            .and_then(Par::moves)
            .map(|par| rate(won.moves, par, self.assist));
        if !kind.keeps_progress() {
            return Recorded::default();
        }
        let (daily, endless_colours) = match kind {
            Kind::Endless { daily } => (daily, Some(colours)),
            _ => (None, None),
        };
        statistics.record(Finished {
            pack: place.progress_key,
            level: place.level,
            moves: won.moves,
            par: self.par.and_then(Par::moves),
            assist: self.assist,
            seconds,
            daily,
            endless_colours,
        });
        let (_, kept) = self.stars(mystery);
        let changed = progress
            .finish(place.progress_key, place.level, won.moves, kept)
            .changed;
        Recorded {
            progress: changed,
            statistics: true,
        }
    }

    /// What the level-complete panel tells of the finish `won` (after
    /// [`Attempt::finish`]). On a mystery level par is the hints' worst
    /// case, not a shortest solution: a lucky finish can beat it.
    pub fn summary(&self, won: &Won, kind: Kind, mystery: bool) -> Summary {
        let help = self.assist;
        let helped = help.used().then_some(help);
        let (shown, _) = self.stars(mystery);
        let record = won.record(kind, help.used());
        let summary = |how, more| Summary {
            moves: won.moves,
            stars: shown,
            record,
            how,
            more,
        };
        let no_par = self
            .par
            .filter(|p| p.stars_for_help_alone(mystery))
            .map(|p| match p {
                Par::NotGuaranteed => NoPar::NotGuaranteed,
                Par::GuaranteedUnwalked => NoPar::Unwalked,
                _ => NoPar::TooHard,
            });
        let Some(r) = self.rating else {
            return match no_par {
                Some(why) => {
                    let more = if shown < 3 {
                        More::WithoutHelp
                    } else {
                        More::Nothing
                    };
                    summary(How::NoPar { help: helped, why }, more)
                }
                None => summary(
                    How::NotRated {
                        help: helped,
                        unknown: self.par == Some(Par::Unknown),
                    },
                    More::Nothing,
                ),
            };
        };
        // The most moves that still earn 2 stars without help. Par is a
        // bound ("at most"), not a count to hit: a mystery level can be won
        // in fewer.
        let two = (r.par..)
            .take_while(|&m| stars(m, r.par, Assist::default()) >= 2)
            .last()
            .unwrap_or(r.par);
        let how = match helped {
            Some(help) => How::Capped {
                help,
                cap: help_stars(help),
            },
            None if r.moves <= r.par => How::ParMet {
                par: r.par,
                mystery,
            },
            None => How::OverPar {
                par: r.par,
                over: r.moves - r.par,
                mystery,
                hints_walk_par: mystery && self.hints_walk_par,
            },
        };
        let more = match r.stars {
            3 => More::Nothing,
            2 if helped.is_none() => More::ParFor3 { par: r.par },
            _ if helped.is_some() && r.moves <= two => More::WithoutHelpFor3 { par: r.par },
            _ => More::Ladder {
                helped: helped.is_some(),
                three: r.par,
                two,
            },
        };
        summary(how, more)
    }
}

#[cfg(test)]
mod tests;
