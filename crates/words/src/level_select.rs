//! What the level select says around its levels: the keys under the list,
//! and under a pack's heading whose the pack is and where it lives (two
//! packs of one title, the editor's copy of a built-in pack beside it).

use crate::{Lang, say};

/// The keys under the list; Continue's only when there is a game to
/// continue.
pub fn keys_line(lang: &Lang, can_continue: bool) -> String {
    let mut keys = vec![
        say!(lang, "level-select-key-choose"),
        say!(lang, "level-select-key-play"),
    ];
    if can_continue {
        keys.push(say!(lang, "level-select-key-continue"));
    }
    keys.extend([
        say!(lang, "level-select-key-statistics"),
        say!(lang, "level-select-key-endless"),
        say!(lang, "level-select-key-daily"),
        say!(lang, "level-select-key-settings"),
        say!(lang, "level-select-key-quit"),
    ]);
    keys.join("    ")
}

/// The heading of the player's copy of a built-in pack (the editor saves
/// one when a built-in pack is edited): `title` and whose it is.
pub fn copy_title(lang: &Lang, title: &str) -> String {
    say!(lang, "level-select-copy-title", title = title)
}

/// Under the heading of the player's copy of a built-in pack, the file
/// `path` it is kept in.
pub fn players_copy_home(lang: &Lang, path: &str) -> String {
    say!(lang, "level-select-copy-home", path = path)
}

/// Under the heading of a pack in the player's own folder (one the editor
/// made), the file `path` it is kept in.
pub fn players_pack_home(lang: &Lang, path: &str) -> String {
    say!(lang, "level-select-own-home", path = path)
}

/// Under the heading of a built-in pack, when another pack has its title.
pub fn built_in_home(lang: &Lang) -> String {
    say!(lang, "level-select-built-in")
}

/// Under the heading of a pack from a folder or the command line, when
/// another pack has its title: the file `path` it is read from.
pub fn file_home(lang: &Lang, path: &str) -> String {
    say!(lang, "level-select-file-home", path = path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn continue_is_offered_only_with_a_game_to_continue() {
        let en = Lang::english();
        assert!(keys_line(&en, true).contains("Enter: play    C: continue    S: statistics"));
        assert!(!keys_line(&en, false).contains("continue"));
        assert!(keys_line(&en, false).contains("Enter: play    S: statistics"));
    }

    #[test]
    fn the_players_copy_says_whose_it_is_and_where() {
        let en = Lang::english();
        let title = "Starter by the water-sort team";
        assert_eq!(
            copy_title(&en, title),
            "Starter by the water-sort team (your copy)"
        );
        assert_eq!(
            players_copy_home(&en, "~/.local/share/water-sort/levels/1-starter.ron"),
            "Your copy of the built-in pack, kept in \
             ~/.local/share/water-sort/levels/1-starter.ron"
        );
    }
}
