//! The pseudo-locale's lengthening: every message 40 % longer, in letters
//! the game's Latin font has, so a layout that fits it fits German.

/// `text` lengthened by 40 %: each line gets filler words at its end (so
/// wrapping is tried as real words would be).
pub(super) fn lengthen(text: &str) -> String {
    text.split('\n')
        .map(|line| {
            let length = line.chars().count();
            if length == 0 {
                return String::new();
            }
            let wanted = (length * 7).div_ceil(5);
            let mut out = line.to_string();
            let filler = ['ê', 'ñ', 'ö', 'ß', 'ç'];
            let mut added = 0;
            while length + added < wanted {
                out.push(' ');
                added += 1;
                for i in 0..4.min(wanted.saturating_sub(length + added)) {
                    out.push(filler[(added + i) % filler.len()]);
                }
                added += 4.min(wanted.saturating_sub(length + added));
            }
            out
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::lengthen;

    #[test]
    fn every_line_grows_by_forty_percent() {
        for text in ["Pour", "Level 12 of 30", "a\nlonger second line here"] {
            let long = lengthen(text);
            for (before, after) in text.split('\n').zip(long.split('\n')) {
                let (b, a) = (before.chars().count(), after.chars().count());
                assert!(a * 5 >= b * 7, "{before:?} -> {after:?}");
                assert!(a * 5 <= b * 7 + 5 * 5, "{before:?} -> {after:?} too long");
                assert!(after.starts_with(before));
            }
        }
        assert_eq!(lengthen(""), "");
    }
}
