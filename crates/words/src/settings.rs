//! The names of the settings' choices, as the settings panel shows them:
//! the help's, the animation speed's and the theme's.

use water_sort_core::help::{DEAD_END_DELAY, DeadEndWarning, VerdictLine};
use water_sort_store::settings::{Speed, ThemeName};

use crate::{Lang, say};

/// When the verdict line shows.
pub fn verdict_line(lang: &Lang, choice: VerdictLine) -> String {
    match choice {
        VerdictLine::Always => say!(lang, "settings-verdict-always"),
        VerdictLine::AfterHint => say!(lang, "settings-verdict-after-hint"),
        VerdictLine::Off => say!(lang, "settings-verdict-off"),
    }
}

/// When a dead end is pointed out.
pub fn dead_end(lang: &Lang, choice: DeadEndWarning) -> String {
    match choice {
        DeadEndWarning::AtOnce => say!(lang, "settings-dead-end-at-once"),
        DeadEndWarning::Delayed => say!(
            lang,
            "settings-dead-end-delayed",
            seconds = DEAD_END_DELAY.as_secs()
        ),
        DeadEndWarning::Off => say!(lang, "settings-dead-end-off"),
    }
}

/// How fast pours and lifts play.
pub fn speed_name(lang: &Lang, speed: Speed) -> String {
    match speed {
        Speed::Slow => say!(lang, "settings-speed-slow"),
        Speed::Normal => say!(lang, "settings-speed-normal"),
        Speed::Fast => say!(lang, "settings-speed-fast"),
        Speed::Instant => say!(lang, "settings-speed-instant"),
    }
}

/// A theme's name.
pub fn theme_name(lang: &Lang, theme: ThemeName) -> String {
    match theme {
        ThemeName::DarkGlass => say!(lang, "settings-theme-dark-glass"),
        ThemeName::Light => say!(lang, "settings-theme-light"),
        ThemeName::HighContrast => say!(lang, "settings-theme-high-contrast"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_choices_keep_their_english_names() {
        let en = Lang::english();
        assert_eq!(verdict_line(&en, VerdictLine::AfterHint), "After hint");
        assert_eq!(dead_end(&en, DeadEndWarning::Delayed), "After 5 s");
        assert_eq!(speed_name(&en, Speed::Instant), "Instant");
        assert_eq!(theme_name(&en, ThemeName::HighContrast), "High contrast");
    }
}
