//! Every character a message file shows has a glyph in the fonts the game
//! embeds: DejaVu Sans (every text's font) or the Noto Sans CJK subset (its
//! fallback). When a translation gains a character, this fails naming it:
//! run `bash assets/fonts/subset.sh` (assets/fonts/README.md).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use fluent_syntax::ast;
use skrifa::{FontRef, MetadataProvider};

const DEJAVU: &[u8] = include_bytes!("../assets/fonts/DejaVuSans.ttf");
const CJK: &[u8] = include_bytes!("../assets/fonts/NotoSansCJK-subset.otf");

/// Every .ftl of every tag folder under assets/locales/.
fn message_files() -> Vec<PathBuf> {
    let locales = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales");
    let mut files = Vec::new();
    for tag in std::fs::read_dir(&locales).expect("assets/locales/") {
        let tag = tag.expect("a tag folder").path();
        if !tag.is_dir() {
            continue;
        }
        for file in std::fs::read_dir(&tag).expect("a tag folder") {
            let file = file.expect("a file").path();
            if file.extension().is_some_and(|e| e == "ftl") {
                files.push(file);
            }
        }
    }
    files.sort();
    files
}

/// The text a player can be shown from `text` (a .ftl file): message and
/// term values and attributes, every variant, string literals; not
/// comments, ids or variable names.
fn shown_text(text: &str) -> String {
    let resource = match fluent_syntax::parser::parse(text) {
        Ok(resource) => resource,
        Err((resource, _)) => resource,
    };
    let mut out = String::new();
    for entry in &resource.body {
        let (value, attributes) = match entry {
            ast::Entry::Message(m) => (m.value.as_ref(), &m.attributes),
            ast::Entry::Term(t) => (Some(&t.value), &t.attributes),
            _ => continue,
        };
        if let Some(pattern) = value {
            pattern_text(pattern, &mut out);
        }
        for attribute in attributes {
            pattern_text(&attribute.value, &mut out);
        }
    }
    out
}

fn pattern_text(pattern: &ast::Pattern<&str>, out: &mut String) {
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => out.push_str(value),
            ast::PatternElement::Placeable { expression } => expression_text(expression, out),
        }
    }
}

fn expression_text(expression: &ast::Expression<&str>, out: &mut String) {
    match expression {
        ast::Expression::Select { variants, .. } => {
            for variant in variants {
                pattern_text(&variant.value, out);
            }
        }
        ast::Expression::Inline(inline) => inline_text(inline, out),
    }
}

fn inline_text(inline: &ast::InlineExpression<&str>, out: &mut String) {
    match inline {
        ast::InlineExpression::StringLiteral { value } => out.push_str(value),
        ast::InlineExpression::NumberLiteral { value } => out.push_str(value),
        ast::InlineExpression::Placeable { expression } => expression_text(expression, out),
        _ => {}
    }
}

#[test]
fn every_character_of_every_message_file_has_a_glyph() {
    let fonts = [
        FontRef::new(DEJAVU).expect("DejaVu Sans parses"),
        FontRef::new(CJK).expect("the CJK subset parses"),
    ];
    let charmaps: Vec<_> = fonts.iter().map(|f| f.charmap()).collect();
    let files = message_files();
    assert!(files.len() >= 7, "the message files are found: {files:?}");
    // Character -> the first file that shows it.
    let mut missing: BTreeMap<char, String> = BTreeMap::new();
    let mut checked = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a readable .ftl");
        for ch in shown_text(&text).chars().filter(|c| !c.is_control()) {
            checked += 1;
            if charmaps.iter().all(|map| map.map(ch).is_none()) {
                let name = file
                    .strip_prefix(env!("CARGO_MANIFEST_DIR"))
                    .unwrap_or(file);
                missing
                    .entry(ch)
                    .or_insert_with(|| name.display().to_string());
            }
        }
    }
    assert!(checked > 0, "the message files say something");
    let list: Vec<String> = missing
        .iter()
        .map(|(ch, file)| format!("{ch:?} U+{:04X} ({file})", *ch as u32))
        .collect();
    assert!(
        list.is_empty(),
        "no glyph in the embedded fonts for {}; run `bash assets/fonts/subset.sh`",
        list.join(", ")
    );
}

#[test]
fn the_cjk_font_draws_chinese_and_japanese() {
    // What the fallback is for: the fonts themselves hold the right
    // glyphs (DejaVu Sans none of them, so the fallback is needed).
    let dejavu = FontRef::new(DEJAVU).expect("parses").charmap();
    let cjk = FontRef::new(CJK).expect("parses").charmap();
    for ch in "简体中文日本語".chars() {
        assert!(dejavu.map(ch).is_none(), "DejaVu Sans has {ch}");
        assert!(cjk.map(ch).is_some(), "the CJK subset lacks {ch}");
    }
    for ch in (' '..='~').chain('\u{a0}'..='\u{ff}') {
        assert!(cjk.map(ch).is_some(), "the CJK subset lacks {ch:?}");
    }
}
