//! What the level select says around its levels: the keys under the list,
//! and under a pack's heading whose the pack is and where it lives (two
//! packs of one title, the editor's copy of a built-in pack beside it).

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

/// The heading of the player's copy of a built-in pack (the editor saves
/// one when a built-in pack is edited): `title` and whose it is.
pub fn copy_title(title: &str) -> String {
    format!("{title} (your copy)")
}

/// Under the heading of the player's copy of a built-in pack, the file
/// `path` it is kept in.
pub fn players_copy_home(path: &str) -> String {
    format!("Your copy of the built-in pack, kept in {path}")
}

/// Under the heading of a pack in the player's own folder (one the editor
/// made), the file `path` it is kept in.
pub fn players_pack_home(path: &str) -> String {
    format!("Your pack, kept in {path}")
}

/// Under the heading of a built-in pack, when another pack has its title.
pub fn built_in_home() -> String {
    "Built into the game".into()
}

/// Under the heading of a pack from a folder or the command line, when
/// another pack has its title: the file `path` it is read from.
pub fn file_home(path: &str) -> String {
    format!("From {path}")
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

    #[test]
    fn the_players_copy_says_whose_it_is_and_where() {
        let title = "Starter by the water-sort team";
        assert_eq!(
            copy_title(title),
            "Starter by the water-sort team (your copy)"
        );
        assert_eq!(
            players_copy_home("~/.local/share/water-sort/levels/1-starter.ron"),
            "Your copy of the built-in pack, kept in \
             ~/.local/share/water-sort/levels/1-starter.ron"
        );
    }
}
