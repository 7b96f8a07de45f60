//! What the board says of the player's moves: why a pour was refused,
//! nothing to undo or redo, what the extra tube costs and that it is taken
//! already; and the name of a tube in sentences (its number from 1, in
//! every language; the key that selects it is a second label).

use water_sort_core::PourError;
use water_sort_core::play::Event;
use water_sort_core::rating::{Assist, help_stars};

use crate::{Lang, say};

/// Why the rules refused a pour or a lift.
pub fn refused(lang: &Lang, reason: PourError) -> String {
    match reason {
        PourError::NoSuchTube(tube) => say!(lang, "play-no-such-tube", number = tube + 1),
        PourError::SameTube => say!(lang, "play-same-tube"),
        PourError::SourceEmpty => say!(lang, "play-tube-empty"),
        PourError::DestinationFull => say!(lang, "play-tube-full"),
        PourError::ColourMismatch => say!(lang, "play-colours-differ"),
        PourError::Locked(_) => say!(lang, "play-tube-locked"),
    }
}

/// The line under the title for what an action did (`None`: the event
/// says nothing there).
pub fn notice(lang: &Lang, event: &Event) -> Option<String> {
    Some(match event {
        Event::Illegal { reason, .. } => refused(lang, *reason),
        Event::NothingToUndo => say!(lang, "play-nothing-to-undo"),
        Event::NothingToRedo => say!(lang, "play-nothing-to-redo"),
        Event::TubeAdded { .. } => extra_tube_taken(
            lang,
            help_stars(Assist {
                extra_tube: true,
                ..Assist::default()
            }),
        ),
        Event::NoExtraTube => say!(lang, "play-one-extra-tube"),
        _ => return None,
    })
}

/// What taking the extra tube costs: a finish with it earns at most `cap`
/// stars (said when it is taken, not only at the end).
pub fn extra_tube_taken(lang: &Lang, cap: u8) -> String {
    say!(lang, "play-extra-tube-taken", cap = cap)
}

/// A tube in a sentence: by its number from 1 (`index` counts from 0),
/// whatever key selects it ("tube 12").
pub fn tube_name(lang: &Lang, index: usize) -> String {
    say!(lang, "play-tube", number = index + 1)
}

/// The small second label under a tube: the key that selects it, as the
/// keyboard shows it ("E"; "" for a tube no key selects).
pub fn tube_key_label(lang: &Lang, key: &str) -> String {
    if key.is_empty() {
        String::new()
    } else {
        say!(lang, "play-tube-key", key = key)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_pour_reads_as_the_rules_say_it() {
        let en = Lang::english();
        // The core's own description of each reason, as a sentence.
        for reason in [
            PourError::SameTube,
            PourError::SourceEmpty,
            PourError::DestinationFull,
            PourError::ColourMismatch,
        ] {
            assert_eq!(refused(&en, reason), crate::capitalise(&reason.to_string()));
        }
        // The core counts tubes from 0, the player from 1.
        assert_eq!(refused(&en, PourError::NoSuchTube(7)), "No tube 8");
        assert_eq!(
            refused(&en, PourError::Locked(2)),
            "The tube is locked until its colour is sorted"
        );
        let illegal = Event::Illegal {
            tube: 1,
            reason: PourError::DestinationFull,
        };
        assert_eq!(notice(&en, &illegal).as_deref(), Some("The tube is full"));
        assert_eq!(notice(&en, &Event::Won), None);
    }

    #[test]
    fn taking_the_extra_tube_says_it_caps_the_stars() {
        let said = notice(&Lang::english(), &Event::TubeAdded { tube: 3 }).unwrap();
        assert_eq!(
            said,
            "The extra tube caps the stars at 2; undo takes it away"
        );
    }

    #[test]
    fn tubes_are_named_by_number_whatever_their_key() {
        let en = Lang::english();
        assert_eq!(tube_name(&en, 0), "tube 1");
        // The tenth tube's key is 0, the twelfth's E: named 10 and 12.
        assert_eq!(tube_name(&en, 9), "tube 10");
        assert_eq!(tube_name(&en, 11), "tube 12");
        assert_eq!(tube_name(&en, 13), "tube 14");
        assert_eq!(tube_key_label(&en, "E"), "E");
        assert_eq!(tube_key_label(&en, ""), "");
    }
}
