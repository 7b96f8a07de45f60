//! What the level select says around its levels: the keys under the list.

/// The keys under the list; Continue's only when there is a game to
/// continue.
pub fn keys_line(can_continue: bool) -> String {
    let mut keys = vec!["Arrows: choose", "Enter: play"];
    if can_continue {
        keys.push("C: continue");
    }
    keys.extend([
        "S: statistics",
        "E: endless",
        "D: daily puzzle",
        "F2: settings",
        "Esc: quit",
    ]);
    keys.join("    ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn continue_is_offered_only_with_a_game_to_continue() {
        assert!(keys_line(true).contains("Enter: play    C: continue    S: statistics"));
        assert!(!keys_line(false).contains("continue"));
        assert!(keys_line(false).contains("Enter: play    S: statistics"));
    }
}
