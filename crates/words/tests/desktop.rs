//! The desktop entry and the AppStream metainfo say the game's name,
//! summary and description in every shipped language, as the message files
//! (`app.ftl`) say them: one source, so a changed translation shows here.

use std::path::Path;

use water_sort_words::lang::{ENGLISH, supported};
use water_sort_words::{Lang, say};

fn packaging(file: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../packaging")
        .join(file);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Fluent joins a multiline message's lines with newlines; the files hold
/// them as one line (Latin text with spaces, CJK text without).
fn one_line(text: &str) -> String {
    text.split('\n')
        .map(str::trim)
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn the_desktop_entry_names_the_game_in_every_language() {
    let entry = packaging("io.github.water_sort.WaterSort.desktop");
    for tag in supported() {
        let lang = Lang::new(tag).unwrap();
        let suffix = if tag == ENGLISH {
            String::new()
        } else {
            format!("[{}]", tag.replace('-', "_"))
        };
        for (key, id) in [
            ("Name", "app-name"),
            ("GenericName", "app-generic-name"),
            ("Comment", "app-comment"),
            ("Keywords", "app-keywords"),
        ] {
            let line = format!("{key}{suffix}={}", lang.say(id, &[]));
            assert!(
                entry.lines().any(|l| l == line),
                "the desktop entry lacks {line:?}"
            );
        }
        assert!(say!(lang, "app-keywords").ends_with(';'));
    }
}

#[test]
fn the_metainfo_describes_the_game_in_every_language() {
    let info = packaging("io.github.water_sort.WaterSort.metainfo.xml");
    let flat: String = one_line(&info);
    for tag in supported() {
        let lang = Lang::new(tag).unwrap();
        let attribute = if tag == ENGLISH {
            String::new()
        } else {
            format!(" xml:lang=\"{}\"", tag.replace('-', "_"))
        };
        let mut wanted = vec![
            format!(
                "<name{attribute}>{}</name>",
                escaped(&say!(lang, "app-name"))
            ),
            format!(
                "<summary{attribute}>{}</summary>",
                escaped(&say!(lang, "app-summary"))
            ),
        ];
        for id in [
            "app-feature-packs",
            "app-feature-hints",
            "app-feature-modes",
            "app-feature-editor",
        ] {
            wanted.push(format!(
                "<li{attribute}>{}</li>",
                escaped(&lang.say(id, &[]))
            ));
        }
        let description = escaped(&one_line(&say!(lang, "app-description")));
        wanted.push(if tag == ENGLISH {
            format!("<p> {description} </p>")
        } else {
            format!("<p{attribute}>{description}</p>")
        });
        for element in wanted {
            assert!(flat.contains(&element), "the metainfo lacks {element}");
        }
    }
}
