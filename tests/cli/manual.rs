//! What the Debian package installs beside the executable comes from the
//! command line's own definition: shell completions and man pages.

use super::{stderr, stdout, water_sort};

/// The subcommands a player or level author can type (not the hidden ones
/// the tests and the packaging script use).
const PUBLIC: [&str; 9] = [
    "play",
    "edit",
    "check",
    "solve",
    "hint",
    "generate",
    "packs",
    "format",
    "completions",
];
const HIDDEN: [&str; 2] = ["stress-saves", "man-pages"];

#[test]
fn bash_completion_offers_every_subcommand_and_their_options() {
    let o = water_sort(&["completions", "bash"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let script = stdout(&o);
    // The first word's candidates: the subcommands, none of the hidden ones.
    let top = script
        .lines()
        .find(|l| l.trim_start().starts_with("opts=\"-h -V"))
        .expect("the top level's candidates");
    for sub in PUBLIC {
        assert!(top.split([' ', '"']).any(|w| w == sub), "{sub}: {top}");
    }
    for sub in HIDDEN {
        assert!(!script.contains(sub), "{sub} is offered");
    }
    // A subcommand's options, and the function registered for the command.
    assert!(script.contains("--max-nodes"), "check/solve budgets");
    assert!(script.contains("--levels"), "play/packs folders");
    assert!(script.contains("--rules"), "solve/hint --rules");
    assert!(script.contains("water ball"), "--rules offers its values");
    assert!(script.contains("complete -F _water__sort"), "{script}");
    assert!(script.trim_end().ends_with("water-sort\nfi"), "{script}");
}

#[test]
fn zsh_and_fish_completions_are_for_water_sort() {
    let zsh = water_sort(&["completions", "zsh"]);
    assert_eq!(zsh.status.code(), Some(0));
    assert!(stdout(&zsh).starts_with("#compdef water-sort\n"));
    assert!(stdout(&zsh).contains("'completions:"), "{}", stdout(&zsh));

    let fish = water_sort(&["completions", "fish"]);
    assert_eq!(fish.status.code(), Some(0));
    let fish = stdout(&fish);
    for sub in PUBLIC {
        assert!(
            fish.contains(&format!("-f -a \"{sub}\"")),
            "fish does not offer {sub}"
        );
    }
}

#[test]
fn an_unknown_shell_is_a_usage_error() {
    let o = water_sort(&["completions", "nushell"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stdout(&o).is_empty());
    let err = stderr(&o);
    assert!(err.contains("invalid value 'nushell'"), "{err}");
    assert!(
        err.contains("bash") && err.contains("zsh") && err.contains("fish"),
        "{err}"
    );

    let o = water_sort(&["completions"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
}

#[test]
fn completions_is_in_the_help_and_the_hidden_commands_are_not() {
    let help = stdout(&water_sort(&["--help"]));
    assert!(
        help.contains("completions  Print a shell's completion script"),
        "{help}"
    );
    for sub in HIDDEN {
        assert!(!help.contains(sub), "{sub} in --help");
    }
}

#[test]
fn man_pages_describe_every_subcommand_and_its_options() {
    let dir = std::env::temp_dir().join(format!("water-sort-man-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let o = water_sort(&["man-pages", dir.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let listed: Vec<String> = stdout(&o).lines().map(String::from).collect();
    assert_eq!(listed.len(), 1 + PUBLIC.len(), "{listed:?}");
    let read = |name: &str| {
        let path = dir.join(name);
        assert!(
            listed.contains(&path.display().to_string()),
            "{name} not listed"
        );
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{name}: {e}"))
    };

    // The main page: section 6 (games), every subcommand with its own page.
    let main = read("water-sort.6");
    assert!(main.starts_with(".ie"), "roff: {main}");
    assert!(main.contains(".TH water-sort 6 "), "{main}");
    assert!(main.contains(".SH SUBCOMMANDS"), "{main}");
    for sub in PUBLIC {
        assert!(
            main.contains(&format!("water\\-sort\\-{sub}(6)")),
            "{sub}: {main}"
        );
        let page = read(&format!("water-sort-{sub}.6"));
        assert!(page.contains(&format!(".TH water-sort-{sub} 6 ")), "{page}");
        assert!(page.contains(".SH SYNOPSIS"), "{page}");
    }
    for sub in HIDDEN {
        assert!(!main.contains(&sub.replace('-', "\\-")), "{sub}: {main}");
        assert!(!dir.join(format!("water-sort-{sub}.6")).exists(), "{sub}");
    }
    // Options with their values and defaults, as `--help` gives them.
    let check = read("water-sort-check.6");
    assert!(
        check.contains("\\fB\\-\\-max\\-nodes\\fR \\fI<MAX_NODES>\\fR [default: "),
        "{check}"
    );
    let play = read("water-sort-play.6");
    for option in [
        "\\-\\-pack",
        "\\-\\-level",
        "\\-\\-continue",
        "\\-\\-levels",
    ] {
        assert!(play.contains(option), "{option}: {play}");
    }
    let completions = read("water-sort-completions.6");
    assert!(
        completions.contains("bash") && completions.contains("fish"),
        "{completions}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn man_pages_need_an_existing_folder() {
    let o = water_sort(&["man-pages", "/nonexistent/man"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("/nonexistent/man: no such folder"),
        "{}",
        stderr(&o)
    );
}
