//! A tolerant RON *position scanner*.
//!
//! serde + ron decide whether a pack is valid RON of the right shape, but
//! they give no positions for problems found afterwards (an unknown colour in
//! a tube string, a duplicate level name, ...). This scanner re-reads the
//! source into a light tree of nodes with 1-based line/column positions
//! (columns count characters, not bytes), so the validator can point at
//! "levels → element 3 → field `tubes` → element 1 → character 4".
//!
//! It never fails and never panics: anything it does not understand is
//! skipped, and lookups simply return `None` (callers then fall back to a
//! coarser position).
//!
//! Every node also carries the byte range of its source text, so the level
//! editor's save (`splice`) can rewrite just the values that changed.

use std::ops::Range;

use super::lex::{Lexer, Pos, Tok, Token};

/// A value in the scanned tree.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Node {
    pub start: Pos,
    /// Byte range of the value's source text: from its first token (the
    /// name of a named struct such as `Some(...)`) through its closing
    /// bracket.
    pub span: Range<usize>,
    pub kind: Kind,
}

#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Kind {
    /// `( ... )`, optionally named (`Level(...)`, `Some(...)`): named fields
    /// and positional items.
    Struct {
        name: Option<String>,
        fields: Vec<Field>,
        items: Vec<Node>,
    },
    /// `[ ... ]`
    List(Vec<Node>),
    /// `{ ... }`: its entries, key and value, in the order written.
    Map(Vec<(Node, Node)>),
    /// A string literal with per-character positions.
    Str(Vec<(char, Pos)>),
    /// A bare identifier (`true`, `None`, a field name).
    Ident(String),
    /// Anything else: number, char, ...
    Atom,
}

#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Field {
    pub name: String,
    /// Byte range of the field's name.
    pub name_span: Range<usize>,
    pub value: Node,
}

impl Node {
    /// Looks through `Some(x)` to `x`.
    fn unwrap_some(&self) -> &Node {
        match &self.kind {
            Kind::Struct {
                name: Some(n),
                fields,
                items,
            } if n == "Some" && fields.is_empty() && items.len() == 1 => items[0].unwrap_some(),
            _ => self,
        }
    }

    /// The value of the named field of a struct node.
    pub fn field(&self, name: &str) -> Option<&Node> {
        match &self.unwrap_some().kind {
            Kind::Struct { fields, .. } => fields
                .iter()
                .find(|f| f.name == name)
                .map(|f| f.value.unwrap_some()),
            _ => None,
        }
    }

    /// Element `i` of a list node.
    pub fn item(&self, i: usize) -> Option<&Node> {
        match &self.unwrap_some().kind {
            Kind::List(items) => items.get(i).map(Node::unwrap_some),
            _ => None,
        }
    }

    /// Position of character `k` of a string node.
    pub fn char_pos(&self, k: usize) -> Option<Pos> {
        match &self.unwrap_some().kind {
            Kind::Str(chars) => chars.get(k).map(|&(_, p)| p),
            _ => None,
        }
    }
}

/// Deepest nesting the scanner follows; deeper input is skipped flat (ron's
/// own recursion limit is lower, so valid packs never get there).
const MAX_DEPTH: usize = 200;

struct TreeParser<'a> {
    lexer: Lexer<'a>,
    peeked: Option<Option<Token>>,
    /// Byte offset just past the last token taken with `next`.
    last_end: usize,
}

impl TreeParser<'_> {
    fn peek(&mut self) -> Option<&Token> {
        if self.peeked.is_none() {
            self.peeked = Some(self.lexer.next());
        }
        self.peeked.as_ref().and_then(Option::as_ref)
    }

    fn next(&mut self) -> Option<Token> {
        let token = match self.peeked.take() {
            Some(t) => t,
            None => self.lexer.next(),
        };
        if let Some((_, _, span)) = &token {
            self.last_end = span.end;
        }
        token
    }

    /// One value; `None` at the end of input or at a closing bracket (which
    /// is left for the caller).
    fn value(&mut self, depth: usize) -> Option<Node> {
        if matches!(self.peek(), None | Some((Tok::Close(_), _, _))) {
            return None;
        }
        let (tok, start, from) = self.next()?;
        let kind = match tok {
            Tok::Open(c) => self.group(c, None, depth),
            Tok::Ident(name) => {
                if matches!(self.peek(), Some((Tok::Open('('), _, _))) {
                    self.next();
                    self.group('(', Some(name), depth)
                } else {
                    Kind::Ident(name)
                }
            }
            Tok::Str(chars) => Kind::Str(chars),
            _ => Kind::Atom,
        };
        Some(Node {
            start,
            span: from.start..self.last_end,
            kind,
        })
    }

    /// The contents of a bracket group whose opening `open` was consumed, up
    /// to and including its closing bracket.
    fn group(&mut self, open: char, name: Option<String>, depth: usize) -> Kind {
        if depth >= MAX_DEPTH {
            self.skip_group();
            return Kind::Atom;
        }
        let mut fields = Vec::new();
        let mut items = Vec::new();
        loop {
            match self.peek() {
                None => break,
                Some((Tok::Close(_), _, _)) => {
                    self.next();
                    break;
                }
                Some((Tok::Comma | Tok::Colon, _, _)) => {
                    self.next();
                    continue;
                }
                _ => {}
            }
            // `ident :` starts a named field (in a struct) or is a map key.
            let Some(node) = self.value(depth + 1) else {
                continue;
            };
            if open == '(' && matches!(self.peek(), Some((Tok::Colon, _, _))) {
                self.next();
                if let Some(value) = self.value(depth + 1)
                    && let Kind::Ident(name) = node.kind
                {
                    fields.push(Field {
                        name,
                        name_span: node.span,
                        value,
                    });
                }
            } else {
                items.push(node);
            }
        }
        match open {
            '(' => Kind::Struct {
                name,
                fields,
                items,
            },
            '[' => Kind::List(items),
            // Keys and values alternate (the colons between were skipped); a
            // key without a value (input ron would not read) is left out.
            _ => {
                let mut items = items.into_iter();
                let mut entries = Vec::new();
                while let (Some(key), Some(value)) = (items.next(), items.next()) {
                    entries.push((key, value));
                }
                Kind::Map(entries)
            }
        }
    }

    fn skip_group(&mut self) {
        let mut depth = 1usize;
        while let Some((tok, _, _)) = self.next() {
            match tok {
                Tok::Open(_) => depth += 1,
                Tok::Close(_) => {
                    depth -= 1;
                    if depth == 0 {
                        return;
                    }
                }
                _ => {}
            }
        }
    }
}

/// Scans `src` into a tree; `None` only if the source holds no value at all.
pub(crate) fn scan(src: &str) -> Option<Node> {
    let mut p = TreeParser {
        lexer: Lexer::new(src),
        peeked: None,
        last_end: 0,
    };
    // Skip inner attributes: `#![enable(implicit_some)]`.
    loop {
        match p.peek() {
            Some((Tok::Atom, _, _)) => {
                p.next();
            }
            Some((Tok::Open('['), _, _)) => {
                p.next();
                p.skip_group();
            }
            _ => break,
        }
    }
    p.value(0)
}

/// Byte offset of the first character at or after `from` that is neither
/// whitespace nor part of a comment (`src.len()` at the end; `from` itself
/// if it is not a character boundary of `src`).
pub(crate) fn skip_trivia(src: &str, from: usize) -> usize {
    let Some(rest) = src.get(from..) else {
        return from;
    };
    let mut lexer = Lexer::new(rest);
    lexer.skip_trivia();
    from + lexer.offset()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text<'a>(src: &'a str, node: &Node) -> &'a str {
        &src[node.span.clone()]
    }

    #[test]
    fn spans_cover_each_value_text() {
        let src = "#![enable(implicit_some)]\n( name: \"Caf\u{e9} \\\"x\\\"\" , // c\n  \
                   author: Some(\"me\"), n: -1.5e3,\n  list: [ (a: 'x', b: r#\"y\"#) , Level(c: [1, 2]) /* z */ ],\n)  ";
        let root = scan(src).unwrap();
        assert_eq!(text(src, &root), src[26..].trim_end());
        let Kind::Struct { fields, .. } = &root.kind else {
            panic!("not a struct: {root:?}");
        };
        let names: Vec<&str> = fields.iter().map(|f| &src[f.name_span.clone()]).collect();
        assert_eq!(names, ["name", "author", "n", "list"]);
        let values: Vec<&str> = fields.iter().map(|f| text(src, &f.value)).collect();
        assert_eq!(
            values,
            [
                "\"Caf\u{e9} \\\"x\\\"\"",
                "Some(\"me\")",
                "-1.5e3",
                "[ (a: 'x', b: r#\"y\"#) , Level(c: [1, 2]) /* z */ ]",
            ]
        );
        let list = root.field("list").unwrap();
        assert_eq!(text(src, list.item(0).unwrap()), "(a: 'x', b: r#\"y\"#)");
        assert_eq!(text(src, list.item(1).unwrap()), "Level(c: [1, 2])");
        assert_eq!(text(src, root.field("author").unwrap()), "\"me\"");
    }

    #[test]
    fn map_entries_are_kept_in_order() {
        let src = "{\"a\": (x: 1), \"b\" : Some(-4), }";
        let root = scan(src).unwrap();
        let Kind::Map(entries) = &root.kind else {
            panic!("not a map: {root:?}");
        };
        let texts: Vec<(&str, &str)> = entries
            .iter()
            .map(|(k, v)| (text(src, k), text(src, v)))
            .collect();
        assert_eq!(texts, [("\"a\"", "(x: 1)"), ("\"b\"", "Some(-4)")]);
        assert_eq!(entries[1].1.start, Pos { line: 1, col: 21 });
    }

    #[test]
    fn skip_trivia_skips_whitespace_and_comments() {
        let src = "a  // one\n /* two /* nested */ */\n\t, b";
        assert_eq!(skip_trivia(src, 1), src.find(',').unwrap());
        assert_eq!(skip_trivia(src, 0), 0);
        assert_eq!(skip_trivia(src, src.len()), src.len());
        assert_eq!(skip_trivia("x /* open", 1), 9);
        assert_eq!(skip_trivia("\u{e9}", 1), 1);
    }
}
