//! What the game tells the player about their files: one set aside, one
//! that could not be read or saved, one read with bad values (each placed
//! in it). The store decides ([`FileNotice`]); this says it, on the level
//! select.

use water_sort_core::file_notice::{FileNotice, SaveFile};

/// The notice, a line or more.
pub fn file_notice(notice: &FileNotice) -> String {
    match notice {
        FileNotice::SetAside { file, aside } => set_aside(*file, aside),
        FileNotice::Unreadable { file, path, error } => {
            not_saved_this_session(*file, path, &format!("could not be read ({error})"))
        }
        FileNotice::Stuck {
            file,
            path,
            why,
            error,
        } => not_saved_this_session(
            *file,
            path,
            &format!("is damaged ({why}) and could not be moved aside ({error})"),
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
                lines.push(format!("and {more} more (see the log)"));
            }
            match kept {
                Ok(aside) => {
                    lines.push(format!(
                        "Your {} file as it was is kept in {aside}.",
                        name(*file)
                    ));
                    if let Some(e) = rewrite_failed {
                        lines.push(format!("It could not be rewritten ({e})."));
                    }
                }
                Err(e) => lines.push(not_saved_this_session(
                    *file,
                    path,
                    &format!("has bad values and could not be copied aside ({e})"),
                )),
            }
            lines.join("\n")
        }
        FileNotice::NotSaved { file, error } => match file {
            SaveFile::Progress => format!("Progress could not be saved: {error}"),
            SaveFile::Settings => format!("Settings could not be saved: {error}"),
            SaveFile::Statistics => format!("Statistics could not be saved: {error}"),
            SaveFile::SavedGame => format!("Your game could not be saved: {error}"),
        },
    }
}

/// A file whose content did not read, moved to `aside`: what is lost with
/// it.
fn set_aside(file: SaveFile, aside: &str) -> String {
    match file {
        SaveFile::Progress | SaveFile::Settings => format!(
            "Your {} file could not be read and was moved to {aside}; starting afresh.",
            name(file)
        ),
        SaveFile::Statistics => format!(
            "Your statistics file could not be read and was moved to {aside}; \
             the statistics start again from zero."
        ),
        SaveFile::SavedGame => format!(
            "A game in progress could not be read and was moved to {aside}; \
             it cannot be continued."
        ),
    }
}

/// A file kept as it is, `why` (a verb phrase), and not saved over.
fn not_saved_this_session(file: SaveFile, path: &str, why: &str) -> String {
    let name = name(file);
    format!("Your {name} file {path} {why}. Your {name} will not be saved this session.")
}

/// The file's name in a sentence.
fn name(file: SaveFile) -> &'static str {
    match file {
        SaveFile::Progress => "progress",
        SaveFile::Settings => "settings",
        SaveFile::Statistics => "statistics",
        SaveFile::SavedGame => "saved game",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every file set aside is named with what it costs the player.
    #[test]
    fn each_file_set_aside_says_what_is_lost() {
        let said = |file| {
            file_notice(&FileNotice::SetAside {
                file,
                aside: "d/x.bad-1".into(),
            })
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
            file_notice(&notice),
            "settings.ron:3:13: volume 250 is above 10; set to 10\n\
             and 2 more (see the log)\n\
             Your settings file as it was is kept in d/settings.ron.bad-1."
        );
        if let FileNotice::Forgiven { kept, .. } = &mut notice {
            *kept = Err("denied".into());
        }
        assert!(file_notice(&notice).ends_with(
            "Your settings file d/settings.ron has bad values and could not be copied aside \
             (denied). Your settings will not be saved this session."
        ));
    }
}
