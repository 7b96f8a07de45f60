//! The help panel's list of every key and controller button of play, made
//! from the key table (`keys.rs`) so that it can never go stale: a row per
//! action (and when it applies), its keys and its buttons, in the player's
//! language.

use water_sort_words::{Lang, say};

use super::game::GameAction;
use super::keys::{
    BINDINGS, FEW_TUBES, HELP_KEYS, HELP_PAD, PAD_BINDINGS, PAD_CURSOR, PAD_PRESS, TUBE_KEYS, When,
};
use crate::game::ui::gamepad::button_name;

/// One row of the help panel's list.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HelpRow {
    /// What the keys do.
    pub action: String,
    /// When they do it, if not always.
    pub when: Option<String>,
    /// The keys, each named as on screen ("Ctrl+Z").
    pub keys: Vec<String>,
    /// The controller's buttons.
    pub pad: Vec<String>,
}

/// What `action` does, as the help panel names it.
pub fn action_name(lang: &Lang, action: GameAction) -> String {
    use GameAction as A;
    match action {
        A::Press(_) | A::Select(_) | A::Deselect | A::Pour(_) => say!(lang, "keys-action-tube"),
        A::Undo => say!(lang, "keys-action-undo"),
        A::Redo => say!(lang, "keys-action-redo"),
        A::Restart => say!(lang, "keys-action-restart"),
        A::Hint => say!(lang, "keys-action-hint"),
        A::PlayHint => say!(lang, "keys-action-play-hint"),
        A::ShowMe => say!(lang, "keys-action-show-me"),
        A::Rewind => say!(lang, "keys-action-rewind"),
        A::ExtraTube => say!(lang, "keys-action-extra-tube"),
        A::Back => say!(lang, "keys-action-back"),
        A::NextLevel => say!(lang, "keys-action-next-level"),
        A::Replay => say!(lang, "keys-action-replay"),
    }
}

fn when_said(lang: &Lang, when: When) -> Option<String> {
    match when {
        When::Always => None,
        When::Won => Some(say!(lang, "keys-when-won")),
        When::FewTubes => Some(say!(lang, "keys-when-few-tubes", count = FEW_TUBES)),
    }
}

/// Every key and button of play, a row per action and when it applies, in
/// the key table's order: the tube keys and the controller's cursor first,
/// the help panel's own keys last.
pub fn help_rows(lang: &Lang) -> Vec<HelpRow> {
    let mut rows = vec![
        HelpRow {
            action: say!(lang, "keys-action-tube"),
            when: None,
            keys: TUBE_KEYS.iter().map(|(_, k)| k.to_string()).collect(),
            pad: vec![button_name(PAD_PRESS).to_string()],
        },
        HelpRow {
            action: say!(lang, "keys-action-cursor"),
            when: None,
            keys: vec![],
            pad: vec![button_name(PAD_CURSOR).to_string()],
        },
    ];
    // (action, when) of each row past the first two.
    let mut made: Vec<(GameAction, When)> = Vec::new();
    for binding in BINDINGS {
        let label = binding.label(lang);
        let at = match made
            .iter()
            .position(|&(a, w)| a == binding.action && w == binding.when)
        {
            Some(at) => at,
            None => {
                made.push((binding.action, binding.when));
                rows.push(HelpRow {
                    action: action_name(lang, binding.action),
                    when: when_said(lang, binding.when),
                    ..HelpRow::default()
                });
                made.len() - 1
            }
        };
        let keys = &mut rows[2 + at].keys;
        if !keys.contains(&label) {
            keys.push(label);
        }
    }
    for &(button, when, action) in PAD_BINDINGS {
        // A button of the solved level goes on its row; any other on the
        // action's row that always applies (or any of its rows).
        let fits =
            |&(a, w): &(GameAction, When)| a == action && (w == When::Won) == (when == When::Won);
        let at = made
            .iter()
            .position(|m| fits(m) && m.1 != When::FewTubes)
            .or_else(|| made.iter().position(fits));
        let at = match at {
            Some(at) => at,
            None => {
                made.push((action, when));
                rows.push(HelpRow {
                    action: action_name(lang, action),
                    when: when_said(lang, when),
                    ..HelpRow::default()
                });
                made.len() - 1
            }
        };
        rows[2 + at].pad.push(button_name(button).to_string());
    }
    // Copy and paste a position as text (`src/game/screens/paste.rs`).
    rows.push(HelpRow {
        action: say!(lang, "paste-key-copy"),
        when: Some(say!(lang, "paste-key-copy-when")),
        keys: vec![say!(lang, "keys-ctrl-with", key = "C")],
        pad: vec![],
    });
    rows.push(HelpRow {
        action: say!(lang, "paste-key-paste"),
        when: Some(say!(lang, "paste-key-paste-when")),
        keys: vec![say!(lang, "keys-ctrl-with", key = "V")],
        pad: vec![],
    });
    rows.push(HelpRow {
        action: say!(lang, "keys-action-help"),
        when: None,
        keys: HELP_KEYS.iter().map(|(_, name)| name.say(lang)).collect(),
        pad: vec![button_name(HELP_PAD).to_string()],
    });
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::board::keys::{KeyName, keys_in};

    #[test]
    fn every_binding_of_the_table_has_a_row() {
        let lang = Lang::english();
        let rows = help_rows(&lang);
        for binding in BINDINGS {
            let label = binding.label(&lang);
            assert!(
                rows.iter()
                    .any(|r| r.action == action_name(&lang, binding.action)
                        && r.keys.contains(&label)),
                "{label} ({:?}) has no row: {rows:#?}",
                binding.action
            );
        }
        for (button, _, action) in PAD_BINDINGS {
            assert!(
                rows.iter().any(|r| r.action == action_name(&lang, *action)
                    && r.pad.contains(&button_name(*button).to_string())),
                "{button:?} has no row"
            );
        }
        let undo = rows.iter().find(|r| r.action == "Undo").unwrap();
        assert_eq!(
            (undo.keys.clone(), undo.pad.clone()),
            (vec!["Ctrl+Z".to_string()], vec!["LB".to_string()])
        );
        let few = rows.iter().find(|r| r.keys == ["U"]).expect("U's row");
        assert_eq!(few.when.as_deref(), Some("in levels of up to 10 tubes"));
    }

    #[test]
    fn key_words_are_said_in_the_language() {
        let german = Lang::new("de").unwrap();
        assert_eq!(keys_in(&german, GameAction::Undo, 4), "U / Strg+Z");
        assert_eq!(keys_in(&german, GameAction::PlayHint, 4), "Leertaste");
        // Every word of the table is a message of en-US.
        let english = Lang::english();
        for binding in BINDINGS {
            if let KeyName::Word(id) = binding.name {
                assert!(english.has(id), "{id}");
            }
        }
    }
}
