//! The calendar of the daily puzzle.

use super::Date;

/// Today in UTC, by the system clock: the day of the daily puzzle, the same
/// for every player whatever their time zone.
pub fn today_utc() -> Date {
    jiff::tz::Offset::UTC
        .to_datetime(jiff::Timestamp::now())
        .date()
}

/// `yyyymmdd` as a number, below [`SEED_LIMIT`](super::SEED_LIMIT): years
/// are clamped to 0..=9999.
pub fn daily_seed(date: Date) -> u32 {
    let year = u32::try_from(date.year().clamp(0, 9999)).unwrap_or(0);
    // jiff dates have months 1..=12 and days 1..=31.
    let month = date.month().unsigned_abs();
    let day = date.day().unsigned_abs();
    year * 10_000 + u32::from(month) * 100 + u32::from(day)
}

#[cfg(test)]
mod tests {
    use super::super::{GameId, SEED_LIMIT, Settings};
    use super::*;

    #[test]
    fn daily_seed_is_the_date() {
        let date = jiff::civil::date(2025, 6, 14);
        assert_eq!(daily_seed(date), 20_250_614);
        let game = GameId::daily(date);
        assert_eq!(game.settings, Settings::DAILY);
        assert_eq!(game.seed, 20_250_614);
        assert_eq!(GameId::parse(&game.to_string()), Ok(game));
        // Each variant's daily puzzle: the same date and size, its own ID.
        use super::super::VariantKind;
        assert_eq!(GameId::daily_variant(date, VariantKind::Classic), game);
        let ball = GameId::daily_variant(date, VariantKind::Ball);
        assert_eq!(ball.seed, game.seed);
        assert_eq!(
            ball.to_string(),
            format!("9MB24-{}", &game.to_string()[5..])
        );
        assert_eq!(GameId::parse(&ball.to_string()), Ok(ball));
        assert_eq!(daily_seed(jiff::civil::date(9999, 12, 31)), 99_991_231);
        assert!(daily_seed(jiff::civil::date(9999, 12, 31)) < SEED_LIMIT);
        // Years before 0 are clamped to year 0.
        assert_eq!(daily_seed(jiff::civil::date(-5, 1, 2)), 102);
        // Today is some date after this code was written.
        assert!(today_utc() >= jiff::civil::date(2025, 1, 1));
    }
}
