//! Shares in words: the plain fraction nearest a share ("about 4 in 5")
//! and a percentage never rounded to all or none, each in the language's
//! form (its decimal mark, its percent sign).

use crate::{Lang, say};

/// A share as the plain fraction nearest to it with a small denominator:
/// "about 4 in 5", "about 1 in 3"; "all" and "none" only when `exact` (an
/// estimate from a sample is never all or none).
pub fn fraction_words(lang: &Lang, share: f64, exact: bool) -> String {
    if share >= 1.0 && exact {
        return say!(lang, "help-fraction-all");
    }
    if share <= 0.0 && exact {
        return say!(lang, "help-fraction-none");
    }
    if share > 0.95 {
        return say!(lang, "help-fraction-almost-all");
    }
    if share < 0.05 {
        return say!(lang, "help-fraction-very-few");
    }
    let (mut best, mut error) = ((1, 2), f64::MAX);
    for den in 2..=10u32 {
        for num in 1..den {
            let e = (f64::from(num) / f64::from(den) - share).abs();
            if e < error - 1e-9 {
                (best, error) = ((num, den), e);
            }
        }
    }
    if exact && error < 1e-9 {
        say!(lang, "help-fraction", num = best.0, den = best.1)
    } else {
        say!(lang, "help-fraction-about", num = best.0, den = best.1)
    }
}

/// A percentage as [`percent`] rounds it: exact, or a bound.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Share {
    /// The number as rounded ("50.0").
    Exact(String),
    /// More than the number ("99.9"): never rounded up to 100.
    MoreThan(String),
    /// Less than the number ("0.1"): never rounded down to 0.
    LessThan(String),
}

/// `won` of `of` as a percentage with `decimals` places (see [`percent`]).
pub(crate) fn share_of(won: usize, of: usize, decimals: usize) -> Share {
    if of == 0 || won == 0 {
        return Share::Exact("0".into());
    }
    if won >= of {
        return Share::Exact("100".into());
    }
    let share = won as f64 / of as f64 * 100.0;
    let step = 10f64.powi(-(decimals as i32));
    let rounded = format!("{share:.decimals$}");
    match rounded.parse::<f64>() {
        Ok(r) if r >= 100.0 => Share::MoreThan(format!("{:.decimals$}", 100.0 - step)),
        Ok(r) if r <= 0.0 => Share::LessThan(format!("{step:.decimals$}")),
        _ => Share::Exact(rounded),
    }
}

/// `text`, a number written with a point, with the decimal mark of `lang`.
pub(crate) fn decimal_mark(lang: &Lang, text: &str) -> String {
    let mark = lang.number(0.5).chars().nth(1).unwrap_or('.');
    text.replace('.', &mark.to_string())
}

/// `won` of `of` as a percentage with `decimals` places, never rounded to
/// 100% unless all of them ("more than 99.9%") nor to 0% unless none
/// ("less than 0.1%"): a share next to "not certain" must not read as a
/// certainty.
pub fn percent(lang: &Lang, won: usize, of: usize, decimals: usize) -> String {
    match share_of(won, of, decimals) {
        Share::Exact(n) => say!(lang, "help-percent", value = decimal_mark(lang, &n)),
        Share::MoreThan(n) => say!(
            lang,
            "help-percent-more-than",
            value = decimal_mark(lang, &n)
        ),
        Share::LessThan(n) => say!(
            lang,
            "help-percent-less-than",
            value = decimal_mark(lang, &n)
        ),
    }
}

/// How many of `examined` arrangements a share of them is (the share was
/// made as a count over `examined`, so this is exact).
pub fn share_count(share: f64, examined: usize) -> usize {
    (share * examined as f64).round() as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    fn en() -> Lang {
        Lang::english()
    }

    #[test]
    fn fractions_in_plain_words() {
        assert_eq!(fraction_words(&en(), 0.79, true), "about 4 in 5");
        assert_eq!(fraction_words(&en(), 0.5, true), "1 in 2");
        assert_eq!(fraction_words(&en(), 0.5, false), "about 1 in 2");
        assert_eq!(fraction_words(&en(), 0.34, true), "about 1 in 3");
        assert_eq!(fraction_words(&en(), 0.999, true), "almost all");
        assert_eq!(fraction_words(&en(), 0.01, true), "very few");
        assert_eq!(fraction_words(&en(), 1.0, true), "all");
        // A sample that all won does not make a certainty.
        assert_eq!(fraction_words(&en(), 1.0, false), "almost all");
        assert_eq!(fraction_words(&en(), 0.0, false), "very few");
    }
}
