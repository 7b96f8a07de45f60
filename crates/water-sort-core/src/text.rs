//! Words for messages: the plural s.

/// The plural s: `"s"` unless `n` is 1, as in `format!("{n} level{}", plural(n))`.
pub fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plural_s_unless_one() {
        assert_eq!(plural(0), "s");
        assert_eq!(plural(1), "");
        assert_eq!(plural(2), "s");
        assert_eq!(format!("{} tube{}", 1, plural(1)), "1 tube");
        assert_eq!(format!("{} units", 3), format!("3 unit{}", plural(3)));
    }
}
