//! What the game tells the player about their files: one set aside, one
//! that could not be read or saved, one read with bad values (each placed
//! in it). The store decides ([`FileNotice`]); this says it, on the level
//! select.

use water_sort_core::file_notice::{FileNotice, SaveFile};

use crate::{Lang, say};

/// The notice, a line or more.
pub fn file_notice(lang: &Lang, notice: &FileNotice) -> String {
    match notice {
        FileNotice::SetAside { file, aside } => set_aside(lang, *file, aside),
        FileNotice::Unreadable { file, path, error } => say!(
            lang,
            "notices-unreadable",
            file = name(*file),
            path = path,
            error = error
        ),
        FileNotice::Stuck {
            file,
            path,
            why,
            error,
        } => say!(
            lang,
            "notices-stuck",
            file = name(*file),
            path = path,
            why = why,
            error = error
        ),
        FileNotice::Forgiven {
            file,
            path,
            problems,
            more,
            kept,
            rewrite_failed,
        } => {
            let mut lines = problems.clone();
            if *more > 0 {
                lines.push(say!(lang, "notices-more", more = *more));
            }
            match kept {
                Ok(aside) => {
                    lines.push(say!(
                        lang,
                        "notices-kept",
                        file = name(*file),
                        aside = aside
                    ));
                    if let Some(e) = rewrite_failed {
                        lines.push(say!(lang, "notices-not-rewritten", error = e));
                    }
                }
                Err(e) => lines.push(say!(
                    lang,
                    "notices-not-copied",
                    file = name(*file),
                    path = path,
                    error = e
                )),
            }
            lines.join("\n")
        }
        FileNotice::NotSaved { file, error } => {
            say!(lang, "notices-not-saved", file = name(*file), error = error)
        }
    }
}

/// Every notice of `notices`, one after another (a line or more each).
pub fn file_notices<'a>(lang: &Lang, notices: impl IntoIterator<Item = &'a FileNotice>) -> String {
    notices
        .into_iter()
        .map(|n| file_notice(lang, n))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A file whose content did not read, moved to `aside`: what is lost with
/// it.
fn set_aside(lang: &Lang, file: SaveFile, aside: &str) -> String {
    say!(lang, "notices-set-aside", file = name(file), aside = aside)
}

/// The file's selector in the messages.
fn name(file: SaveFile) -> &'static str {
    match file {
        SaveFile::Progress => "progress",
        SaveFile::Settings => "settings",
        SaveFile::Statistics => "statistics",
        SaveFile::SavedGame => "saved-game",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every file set aside is named with what it costs the player.
    #[test]
    fn each_file_set_aside_says_what_is_lost() {
        let said = |file| {
            file_notice(
                &Lang::english(),
                &FileNotice::SetAside {
                    file,
                    aside: "d/x.bad-1".into(),
                },
            )
        };
        assert_eq!(
            said(SaveFile::Progress),
            "Your progress file could not be read and was moved to d/x.bad-1; starting afresh."
        );
        assert!(said(SaveFile::Statistics).contains("start again from zero"));
        assert!(said(SaveFile::SavedGame).contains("cannot be continued"));
        for file in [
            SaveFile::Settings,
            SaveFile::Statistics,
            SaveFile::SavedGame,
        ] {
            assert!(said(file).contains("moved to d/x.bad-1"), "{}", said(file));
        }
    }

    /// Bad values: the first few placed, the rest counted, where the file
    /// as it was is; without a copy, that nothing will be saved.
    #[test]
    fn bad_values_are_listed_with_where_the_file_is_kept() {
        let mut notice = FileNotice::Forgiven {
            file: SaveFile::Settings,
            path: "d/settings.ron".into(),
            problems: vec!["settings.ron:3:13: volume 250 is above 10; set to 10".into()],
            more: 2,
            kept: Ok("d/settings.ron.bad-1".into()),
            rewrite_failed: None,
        };
        assert_eq!(
            file_notice(&Lang::english(), &notice),
            "settings.ron:3:13: volume 250 is above 10; set to 10\n\
             and 2 more (see the log)\n\
             Your settings file as it was is kept in d/settings.ron.bad-1."
        );
        if let FileNotice::Forgiven { kept, .. } = &mut notice {
            *kept = Err("denied".into());
        }
        assert!(file_notice(&Lang::english(), &notice).ends_with(
            "Your settings file d/settings.ron has bad values and could not be copied aside \
             (denied). Your settings will not be saved this session."
        ));
    }
}
