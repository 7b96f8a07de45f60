//! Every shipped language has exactly en-US's messages, each with the same
//! variables, and every message the code asks for exists in en-US.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast;
use water_sort_words::lang::{BUILTIN_LOCALES, ENGLISH, builtin};

/// Message id (with `.attribute`) -> the variables it uses.
type Catalogue = BTreeMap<String, BTreeSet<String>>;

fn catalogue(tag: &str) -> Catalogue {
    let mut out = Catalogue::new();
    for (file, text) in builtin(tag).expect("shipped") {
        let resource = fluent_syntax::parser::parse(*text)
            .unwrap_or_else(|(_, errors)| panic!("{tag}/{file} does not parse: {errors:?}"));
        for entry in resource.body {
            let (id, value, attributes) = match entry {
                ast::Entry::Message(m) => (m.id.name.to_string(), m.value, m.attributes),
                ast::Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value), t.attributes),
                _ => continue,
            };
            if let Some(pattern) = value {
                let mut vars = BTreeSet::new();
                pattern_vars(&pattern, &mut vars);
                assert!(
                    out.insert(id.clone(), vars).is_none(),
                    "{tag}/{file}: {id} twice"
                );
            }
            for attribute in attributes {
                let mut vars = BTreeSet::new();
                pattern_vars(&attribute.value, &mut vars);
                out.insert(format!("{id}.{}", attribute.id.name), vars);
            }
        }
    }
    out
}

fn pattern_vars(pattern: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(expression: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for variant in variants {
                pattern_vars(&variant.value, vars);
            }
        }
        ast::Expression::Inline(inline) => inline_vars(inline, vars),
    }
}

fn inline_vars(inline: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for arg in &arguments.positional {
                inline_vars(arg, vars);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

#[test]
fn every_language_has_english_messages_with_the_same_variables() {
    let english = catalogue(ENGLISH);
    assert!(english.len() > 1, "en-US has its messages");
    for (tag, _) in BUILTIN_LOCALES {
        let theirs = catalogue(tag);
        let missing: Vec<_> = english
            .keys()
            .filter(|k| !theirs.contains_key(*k))
            .collect();
        let extra: Vec<_> = theirs
            .keys()
            .filter(|k| !english.contains_key(*k))
            .collect();
        assert!(missing.is_empty(), "{tag} lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{tag} has messages en-US has not: {extra:?}"
        );
        for (id, vars) in &english {
            // A translation may leave out a variable it does not need to
            // say (a plural's "one" form), never use one en-US does not give.
            let unknown: Vec<_> = theirs[id].difference(vars).collect();
            assert!(
                unknown.is_empty(),
                "{tag}: {id} uses {unknown:?}, not given"
            );
        }
    }
}

#[test]
fn every_message_the_code_asks_for_is_in_english() {
    let english = catalogue(ENGLISH);
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut asked = BTreeSet::new();
    for dir in ["src", "crates/words/src"] {
        collect_asked(&root.join(dir), &mut asked);
    }
    assert!(!asked.is_empty(), "the code says something");
    let unknown: Vec<_> = asked
        .iter()
        .filter(|id| !english.contains_key(*id))
        .collect();
    assert!(
        unknown.is_empty(),
        "asked for but not in en-US: {unknown:?}"
    );
}

/// The ids of `say!(lang, "id"...)` calls in the Rust files under `dir`.
fn collect_asked(dir: &Path, asked: &mut BTreeSet<String>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        if path.is_dir() {
            if name != "tests" {
                collect_asked(&path, asked);
            }
        } else if name == "tests.rs" {
            // Tests ask for missing messages on purpose.
        } else if path.extension().is_some_and(|x| x == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            let code: String = text
                .lines()
                .filter(|l| !l.trim_start().starts_with("//"))
                .collect::<Vec<_>>()
                .join("\n");
            for (at, _) in code.match_indices("say!(") {
                let rest = &code[at..];
                let Some(comma) = rest.find(',') else {
                    continue;
                };
                let after = rest[comma + 1..].trim_start();
                if let Some(quoted) = after.strip_prefix('"') {
                    let id = &quoted[..quoted.find('"').unwrap_or(0)];
                    if !id.is_empty() && !id.contains(' ') {
                        asked.insert(id.to_string());
                    }
                }
            }
        }
    }
}
