//! Numbers in the language's form: the thousands separator and the decimal
//! mark. Fluent's own number formatting does neither.

use fluent_bundle::FluentValue;
use fluent_bundle::memoizer::MemoizerKind;

/// The thousands separator, the smallest number of digits grouped, and
/// the decimal mark of language `tag`.
fn form(tag: &str) -> (&'static str, usize, &'static str) {
    match tag.split('-').next().unwrap_or(tag) {
        "de" => (".", 4, ","),
        // Spanish groups only from five digits (RAE: 1234 but 12 345; the
        // point is still common in games).
        "es" => (".", 5, ","),
        // French: a narrow no-break space between groups.
        "fr" => ("\u{202F}", 4, ","),
        _ => (",", 4, "."),
    }
}

/// `n` written in language `tag`'s form; at most one decimal place is
/// kept, none when `n` is whole.
pub(super) fn format(tag: &str, n: f64) -> String {
    let (thousands, min_digits, decimal) = form(tag);
    let negative = n < 0.0;
    let n = n.abs();
    let whole = n.trunc() as u64;
    let tenths = ((n - n.trunc()) * 10.0).round() as u64;
    let (whole, tenths) = if tenths == 10 {
        (whole + 1, 0)
    } else {
        (whole, tenths)
    };
    let digits = whole.to_string();
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    if digits.len() >= min_digits {
        for (i, d) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push_str(thousands);
            }
            out.push(d);
        }
    } else {
        out.push_str(&digits);
    }
    if tenths > 0 {
        out.push_str(decimal);
        out.push_str(&tenths.to_string());
    }
    out
}

/// Fluent's formatter for language `tag`: numbers in its form, the rest as
/// Fluent writes it.
pub(super) fn formatter_for<M: MemoizerKind>(tag: &str) -> fn(&FluentValue, &M) -> Option<String> {
    fn number_in<M: MemoizerKind, const TAG: u8>(value: &FluentValue, _: &M) -> Option<String> {
        let FluentValue::Number(n) = value else {
            return None;
        };
        Some(format(TAGS[TAG as usize], n.value))
    }
    match tag.split('-').next().unwrap_or(tag) {
        "de" => number_in::<M, 1>,
        "es" => number_in::<M, 2>,
        "fr" => number_in::<M, 3>,
        _ => number_in::<M, 0>,
    }
}

/// The languages whose form differs, by index for [`formatter_for`].
const TAGS: [&str; 4] = ["en", "de", "es", "fr"];

#[cfg(test)]
mod tests {
    use super::format;

    #[test]
    fn thousands_and_decimals_follow_the_language() {
        assert_eq!(format("en-US", 1234.0), "1,234");
        assert_eq!(format("de", 1234.0), "1.234");
        assert_eq!(format("de", 2.5), "2,5");
        assert_eq!(format("es", 1234.0), "1234");
        assert_eq!(format("es", 12345.0), "12.345");
        assert_eq!(format("fr", 1234567.0), "1\u{202F}234\u{202F}567");
        assert_eq!(format("zh-CN", 999.0), "999");
        assert_eq!(format("ja", 0.96), "1");
        assert_eq!(format("en-US", -3.0), "-3");
    }
}
