use super::*;

#[test]
fn english_says_a_message_with_its_variables() {
    let en = Lang::english();
    assert_eq!(en.tag(), "en-US");
    assert_eq!(say!(en, "language-name"), "English");
    assert!(en.take_missing().is_empty());
}

#[test]
fn a_message_missing_from_a_translation_is_said_in_english_and_noted() {
    let dir = std::env::temp_dir().join(format!("words-lang-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("xx")).unwrap();
    std::fs::write(dir.join("xx/main.ftl"), "language-name = Xish\n").unwrap();
    let (lang, problems) = Lang::with_folder("xx", Some(&dir)).unwrap();
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(say!(lang, "language-name"), "Xish");
    assert_eq!(
        say!(lang, "language-unknown", tag = "qq"),
        say!(Lang::english(), "language-unknown", tag = "qq")
    );
    assert_eq!(lang.take_missing(), vec!["language-unknown".to_string()]);
    assert!(lang.take_missing().is_empty(), "each is reported once");
    assert_eq!(say!(lang, "no-such-message"), "", "never the id");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_broken_file_is_reported_at_its_line_and_column_and_the_rest_is_kept() {
    let dir = std::env::temp_dir().join(format!("words-broken-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("de")).unwrap();
    std::fs::write(
        dir.join("de/over.ftl"),
        "language-name = Deutsch (Test)\n\nbroken { $oops }\n",
    )
    .unwrap();
    let (lang, problems) = Lang::with_folder("de", Some(&dir)).unwrap();
    assert_eq!(problems.len(), 1, "{problems:?}");
    let problem = &problems[0];
    assert!(problem.file.ends_with("de/over.ftl"), "{problem}");
    assert_eq!((problem.line, problem.column), (3, 8), "{problem}");
    assert_eq!(say!(lang, "language-name"), "Deutsch (Test)");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn an_unknown_tag_is_refused_and_the_pseudo_locale_lengthens() {
    assert_eq!(Lang::new("qq").unwrap_err(), UnknownLanguage("qq".into()));
    let pseudo = Lang::new(PSEUDO).unwrap();
    let english = say!(Lang::english(), "language-name");
    let long = say!(pseudo, "language-name");
    assert!(long.starts_with(&english) && long.chars().count() * 5 >= english.chars().count() * 7);
}

#[test]
fn tags_are_matched_to_shipped_languages() {
    let cases = [
        ("de_DE.UTF-8", Some("de")),
        ("de-AT", Some("de")),
        ("fr_CA.UTF-8@euro", Some("fr")),
        ("en_GB.UTF-8", Some("en-US")),
        ("zh_CN.UTF-8", Some("zh-CN")),
        ("zh-SG", Some("zh-CN")),
        ("zh", Some("zh-CN")),
        ("zh_HK.UTF-8", Some("zh-TW")),
        ("zh-Hant", Some("zh-TW")),
        ("zh_TW", Some("zh-TW")),
        ("ja_JP.UTF-8", Some("ja")),
        ("es_MX", Some("es")),
        ("pt_BR.UTF-8", None),
        ("", None),
    ];
    for (tag, want) in cases {
        if want.is_some_and(|w| !supported().any(|s| s == w)) {
            continue; // a language not yet shipped
        }
        assert_eq!(negotiate(tag), want, "{tag}");
    }
}

#[test]
fn the_environment_is_read_in_posix_order() {
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| {
            pairs
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        }
    };
    assert_eq!(from_environment(env(&[])).tag, ENGLISH);
    let c = from_environment(env(&[("LC_ALL", "C"), ("LANG", "de_DE.UTF-8")]));
    assert_eq!((c.tag, c.from), (ENGLISH, Some(("LC_ALL", "C".into()))));
    let posix = from_environment(env(&[("LANG", "POSIX")]));
    assert_eq!(posix.tag, ENGLISH);
    let empty_all = from_environment(env(&[("LC_ALL", ""), ("LC_MESSAGES", "pt_BR.UTF-8")]));
    assert_eq!(empty_all.tag, ENGLISH, "an unshipped language is English");
    assert_eq!(empty_all.from.unwrap().0, "LC_MESSAGES");
}
