//! The names of the choices of the help's settings, as the settings panel
//! shows them.

use water_sort_core::help::{DEAD_END_DELAY, DeadEndWarning, VerdictLine};

/// When the verdict line shows.
pub fn verdict_line(choice: VerdictLine) -> &'static str {
    match choice {
        VerdictLine::Always => "Always",
        VerdictLine::AfterHint => "After hint",
        VerdictLine::Off => "Off",
    }
}

/// When a dead end is pointed out.
pub fn dead_end(choice: DeadEndWarning) -> String {
    match choice {
        DeadEndWarning::AtOnce => "At once".into(),
        DeadEndWarning::Delayed => format!("After {} s", DEAD_END_DELAY.as_secs()),
        DeadEndWarning::Off => "Off".into(),
    }
}
