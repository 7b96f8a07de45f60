//! What the player has done, for the statistics screen: totals over every
//! finished level, the daily puzzle's days, endless wins by size, the best
//! time per level and the last finishes against par. Kept beside progress
//! (which holds the best moves and stars per level) and grown the same
//! way: every field defaults, so a file of an older version loads.

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use serde::{Deserialize, Serialize};

use crate::game_id::Date;
use crate::rating::Assist;

/// How many finishes the chart of moves over par looks back on.
pub const RECENT: usize = 50;

/// One finished level, as the chart keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finish {
    /// Pours it took.
    pub moves: u32,
    /// Its par, when known.
    pub par: Option<u32>,
}

/// A finished level, as [`Statistics::record`] takes it.
#[derive(Clone, Copy, Debug)]
pub struct Finished<'a> {
    /// The pack's file name (or the endless key), and the level's name.
    pub pack: &'a str,
    /// The level's name.
    pub level: &'a str,
    /// Pours it took.
    pub moves: u32,
    /// Its par, when known.
    pub par: Option<u32>,
    /// Help used.
    pub assist: Assist,
    /// Seconds played.
    pub seconds: u32,
    /// The daily puzzle of this date.
    pub daily: Option<Date>,
    /// An endless level of this many colours.
    pub endless_colours: Option<usize>,
}

/// The statistics kept.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Statistics {
    /// Levels finished (every finish, replays too).
    pub finished: u32,
    /// Pours of the finished levels.
    pub pours: u64,
    /// Seconds of play of the finished levels.
    pub seconds: u64,
    /// Hints shown.
    pub hints: u32,
    /// Levels finished with "show me".
    pub show_me: u32,
    /// Levels finished with an extra tube.
    pub extra_tubes: u32,
    /// Days whose daily puzzle was solved.
    pub daily: BTreeSet<Date>,
    /// Endless levels won, by their number of colours.
    pub endless_wins: BTreeMap<usize, u32>,
    /// Fewest seconds per (pack, level).
    pub best_seconds: BTreeMap<String, BTreeMap<String, u32>>,
    /// The last [`RECENT`] finishes, oldest first.
    pub recent: VecDeque<Finish>,
}

impl Statistics {
    /// Counts a finished level.
    pub fn record(&mut self, f: Finished) {
        self.finished += 1;
        self.pours += u64::from(f.moves);
        self.seconds += u64::from(f.seconds);
        self.hints += f.assist.hints;
        self.show_me += u32::from(f.assist.show_me);
        self.extra_tubes += u32::from(f.assist.extra_tube);
        if let Some(date) = f.daily {
            self.daily.insert(date);
        }
        if let Some(colours) = f.endless_colours {
            *self.endless_wins.entry(colours).or_default() += 1;
        }
        let best = self
            .best_seconds
            .entry(f.pack.to_string())
            .or_default()
            .entry(f.level.to_string())
            .or_insert(f.seconds);
        *best = (*best).min(f.seconds);
        self.recent.push_back(Finish {
            moves: f.moves,
            par: f.par,
        });
        while self.recent.len() > RECENT {
            self.recent.pop_front();
        }
    }

    /// The fewest seconds a level was finished in.
    pub fn best_seconds(&self, pack: &str, level: &str) -> Option<u32> {
        self.best_seconds.get(pack)?.get(level).copied()
    }

    /// The daily puzzle's streaks on `today`: the days in a row up to today
    /// (or up to yesterday, while today's is still to play), and the most
    /// days in a row ever.
    pub fn daily_streaks(&self, today: Date) -> (u32, u32) {
        let run_back = |from: Date| {
            let mut day = from;
            let mut n = 0;
            while self.daily.contains(&day) {
                n += 1;
                match day.yesterday() {
                    Ok(d) => day = d,
                    Err(_) => break,
                }
            }
            n
        };
        let current = match today.yesterday() {
            Ok(yesterday) if !self.daily.contains(&today) => run_back(yesterday),
            _ => run_back(today),
        };
        let mut best = 0;
        let mut run = 0;
        let mut previous: Option<Date> = None;
        for &day in &self.daily {
            let follows = previous.and_then(|p| p.tomorrow().ok()) == Some(day);
            run = if follows { run + 1 } else { 1 };
            best = best.max(run);
            previous = Some(day);
        }
        (current, best)
    }
}

/// "1 h 05 min", "12 min", "42 s": a duration for people.
pub fn duration_words(seconds: u64) -> String {
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    match (h, m) {
        (0, 0) => format!("{s} s"),
        (0, m) => format!("{m} min"),
        (h, m) => format!("{h} h {m:02} min"),
    }
}

/// "1:23" or "1:02:03": a level's time, as a clock shows it.
pub fn clock(seconds: u32) -> String {
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn finish<'a>(level: &'a str, moves: u32, seconds: u32) -> Finished<'a> {
        Finished {
            pack: "p.ron",
            level,
            moves,
            par: Some(moves - 1),
            assist: Assist::default(),
            seconds,
            daily: None,
            endless_colours: None,
        }
    }

    fn date(text: &str) -> Date {
        text.parse().unwrap()
    }

    #[test]
    fn finishes_add_up_and_keep_the_best_time_and_the_last_fifty() {
        let mut stats = Statistics::default();
        stats.record(finish("A", 10, 90));
        stats.record(Finished {
            assist: Assist {
                hints: 2,
                show_me: true,
                extra_tube: true,
            },
            endless_colours: Some(6),
            ..finish("A", 12, 60)
        });
        assert_eq!((stats.finished, stats.pours, stats.seconds), (2, 22, 150));
        assert_eq!((stats.hints, stats.show_me, stats.extra_tubes), (2, 1, 1));
        assert_eq!(stats.best_seconds("p.ron", "A"), Some(60));
        assert_eq!(stats.best_seconds("p.ron", "B"), None);
        assert_eq!(stats.endless_wins[&6], 1);
        for k in 0..RECENT as u32 {
            stats.record(finish("B", 20 + k, 100));
        }
        assert_eq!(stats.recent.len(), RECENT);
        assert_eq!(stats.recent[0].moves, 20, "the oldest went");
        let text = ron::to_string(&stats).unwrap();
        assert_eq!(ron::from_str::<Statistics>(&text).unwrap(), stats);
    }

    #[test]
    fn the_daily_streak_counts_days_in_a_row() {
        let mut stats = Statistics::default();
        for day in [
            "2026-11-01",
            "2026-11-02",
            "2026-11-03",
            "2026-11-10",
            "2026-11-11",
        ] {
            stats.record(Finished {
                daily: Some(date(day)),
                ..finish("D", 5, 30)
            });
        }
        // Today's still to play: the streak up to yesterday holds.
        assert_eq!(stats.daily_streaks(date("2026-11-12")), (2, 3));
        assert_eq!(stats.daily_streaks(date("2026-11-11")), (2, 3));
        // A day missed: no current streak.
        assert_eq!(stats.daily_streaks(date("2026-11-13")), (0, 3));
    }

    /// Statistics with the daily puzzles of these days solved.
    fn dailies(days: &[&str]) -> Statistics {
        let mut stats = Statistics::default();
        for day in days {
            stats.record(Finished {
                daily: Some(date(day)),
                ..finish("D", 5, 30)
            });
        }
        stats
    }

    #[test]
    fn a_streak_runs_on_across_a_month_end_a_year_end_and_a_leap_day() {
        // 30 and 31-day months, the year's end, February of a leap year
        // (29 days) and of a common one (28).
        for days in [
            ["2026-04-29", "2026-04-30", "2026-05-01", "2026-05-02"],
            ["2026-01-30", "2026-01-31", "2026-02-01", "2026-02-02"],
            ["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"],
            ["2028-02-27", "2028-02-28", "2028-02-29", "2028-03-01"],
            ["2027-02-26", "2027-02-27", "2027-02-28", "2027-03-01"],
        ] {
            let stats = dailies(&days);
            let [first, .., last] = days.map(date);
            assert_eq!(stats.daily_streaks(last), (4, 4), "{days:?}");
            // Today still to play: the streak up to yesterday holds.
            let tomorrow = last.tomorrow().unwrap();
            assert_eq!(stats.daily_streaks(tomorrow), (4, 4), "{days:?}");
            // A day missed, and the days before the first one.
            let later = tomorrow.tomorrow().unwrap();
            assert_eq!(stats.daily_streaks(later), (0, 4), "{days:?}");
            assert_eq!(stats.daily_streaks(first.yesterday().unwrap()), (0, 4));
        }
        // Days that only look adjacent: 28 February and 1 March of a leap
        // year have the 29th between them; 30 April and 1 June, May.
        for (gap, next) in [("2028-02-28", "2028-03-01"), ("2026-04-30", "2026-06-01")] {
            let stats = dailies(&[gap, next]);
            assert_eq!(stats.daily_streaks(date(next)), (1, 1), "{gap} {next}");
        }
        // The longest run is found wherever it lies, across a year end.
        let stats = dailies(&[
            "2025-12-30",
            "2025-12-31",
            "2026-01-01",
            "2026-03-01",
            "2026-03-02",
        ]);
        assert_eq!(stats.daily_streaks(date("2026-03-02")), (2, 3));
    }

    #[test]
    fn an_empty_file_and_an_older_one_load() {
        assert_eq!(
            ron::from_str::<Statistics>("()").unwrap(),
            Statistics::default()
        );
        let older = ron::from_str::<Statistics>("(finished: 3, pours: 40)").unwrap();
        assert_eq!((older.finished, older.pours, older.hints), (3, 40, 0));
    }

    #[test]
    fn durations_read_as_people_say_them() {
        assert_eq!(duration_words(42), "42 s");
        assert_eq!(duration_words(12 * 60 + 5), "12 min");
        assert_eq!(duration_words(3600 + 5 * 60), "1 h 05 min");
        assert_eq!(clock(83), "1:23");
        assert_eq!(clock(3723), "1:02:03");
    }
}
