//! What the board says of the player's moves: why a pour was refused,
//! nothing to undo or redo, what the extra tube costs and that it is taken
//! already; and the name of a tube in sentences.

use water_sort_core::PourError;
use water_sort_core::play::Event;
use water_sort_core::rating::{Assist, help_stars};

/// Why the rules refused a pour or a lift.
pub fn refused(reason: PourError) -> String {
    match reason {
        PourError::NoSuchTube(tube) => format!("No tube {tube}"),
        PourError::SameTube => "That is the same tube".into(),
        PourError::SourceEmpty => "The tube is empty".into(),
        PourError::DestinationFull => "The tube is full".into(),
        PourError::ColourMismatch => "The colours differ".into(),
    }
}

/// The line under the title for what an action did (`None`: the event
/// says nothing there).
pub fn notice(event: &Event) -> Option<String> {
    Some(match event {
        Event::Illegal { reason, .. } => refused(*reason),
        Event::NothingToUndo => "Nothing to undo".into(),
        Event::NothingToRedo => "Nothing to redo".into(),
        Event::TubeAdded { .. } => extra_tube_taken(help_stars(Assist {
            extra_tube: true,
            ..Assist::default()
        })),
        Event::NoExtraTube => "One extra tube at a time: undo to take it away".into(),
        _ => return None,
    })
}

/// What taking the extra tube costs: a finish with it earns at most `cap`
/// stars (said when it is taken, not only at the end).
pub fn extra_tube_taken(cap: u8) -> String {
    format!("The extra tube caps the stars at {cap}; undo takes it away")
}

/// A tube as the player knows it: by the key that selects it (`key`), or
/// by its number when it has none (`index` counts from 0).
pub fn tube_name(index: usize, key: &str) -> String {
    match key {
        "" => format!("tube {}", index + 1),
        key => format!("tube {key}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_pour_reads_as_the_rules_say_it() {
        // The core's own description of each reason, as a sentence.
        for reason in [
            PourError::NoSuchTube(7),
            PourError::SameTube,
            PourError::SourceEmpty,
            PourError::DestinationFull,
            PourError::ColourMismatch,
        ] {
            assert_eq!(refused(reason), crate::capitalise(&reason.to_string()));
        }
        let illegal = Event::Illegal {
            tube: 1,
            reason: PourError::DestinationFull,
        };
        assert_eq!(notice(&illegal).as_deref(), Some("The tube is full"));
        assert_eq!(notice(&Event::Won), None);
    }

    #[test]
    fn taking_the_extra_tube_says_it_caps_the_stars() {
        let said = notice(&Event::TubeAdded { tube: 3 }).unwrap();
        assert_eq!(
            said,
            "The extra tube caps the stars at 2; undo takes it away"
        );
    }

    #[test]
    fn tubes_past_the_keys_are_named_by_number() {
        assert_eq!(tube_name(0, "1"), "tube 1");
        assert_eq!(tube_name(13, ""), "tube 14");
    }
}
