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

/// A 1-based line and column (columns count characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Pos {
    pub line: usize,
    pub col: usize,
}

impl Pos {
    pub const START: Pos = Pos { line: 1, col: 1 };
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Open(char),
    Close(char),
    Colon,
    Comma,
    Ident(String),
    /// A string literal: its decoded characters, each with the position of
    /// the source text that produced it (the backslash of an escape).
    Str(Vec<(char, Pos)>),
    /// Numbers, char literals, byte strings and anything else.
    Atom,
}

/// A token with its position and the byte range of its text.
type Token = (Tok, Pos, Range<usize>);

struct Lexer<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    pos: Pos,
    /// Lookahead beyond the peeked character, for `r#"`, `//` and the like.
    rest: &'a str,
    /// Length in bytes of the whole source (`len - rest.len()` is the byte
    /// offset of the next character).
    len: usize,
}

impl<'a> Lexer<'a> {
    fn new(src: &'a str) -> Self {
        Lexer {
            chars: src.chars().peekable(),
            pos: Pos::START,
            rest: src,
            len: src.len(),
        }
    }

    /// Byte offset of the next character.
    fn offset(&self) -> usize {
        self.len - self.rest.len()
    }

    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    fn peek_at(&self, n: usize) -> Option<char> {
        self.rest.chars().nth(n)
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        self.rest = &self.rest[c.len_utf8()..];
        if c == '\n' {
            self.pos.line += 1;
            self.pos.col = 1;
        } else {
            self.pos.col += 1;
        }
        Some(c)
    }

    fn skip_trivia(&mut self) {
        loop {
            match self.peek() {
                Some(c) if c.is_whitespace() => {
                    self.bump();
                }
                Some('/') if self.peek_at(1) == Some('/') => {
                    while let Some(c) = self.bump() {
                        if c == '\n' {
                            break;
                        }
                    }
                }
                Some('/') if self.peek_at(1) == Some('*') => {
                    self.bump();
                    self.bump();
                    let mut depth = 1usize;
                    while depth > 0 {
                        match self.bump() {
                            None => return,
                            Some('*') if self.peek() == Some('/') => {
                                self.bump();
                                depth -= 1;
                            }
                            Some('/') if self.peek() == Some('*') => {
                                self.bump();
                                depth += 1;
                            }
                            Some(_) => {}
                        }
                    }
                }
                _ => return,
            }
        }
    }

    /// A quoted string after its opening `"` has been consumed.
    fn string(&mut self) -> Vec<(char, Pos)> {
        let mut out = Vec::new();
        loop {
            let at = self.pos;
            match self.bump() {
                None | Some('"') => return out,
                Some('\\') => {
                    if let Some(c) = self.escape() {
                        out.push((c, at));
                    }
                }
                Some(c) => out.push((c, at)),
            }
        }
    }

    /// The character an escape stands for, after its `\` has been consumed.
    /// `None` for a line continuation (`\` + newline) or an unreadable escape.
    fn escape(&mut self) -> Option<char> {
        match self.bump()? {
            'n' => Some('\n'),
            'r' => Some('\r'),
            't' => Some('\t'),
            '0' => Some('\0'),
            'x' => {
                let mut v = 0u32;
                for _ in 0..2 {
                    match self.peek().and_then(|c| c.to_digit(16)) {
                        Some(d) => {
                            v = v * 16 + d;
                            self.bump();
                        }
                        None => break,
                    }
                }
                char::from_u32(v)
            }
            'u' => {
                if self.peek() != Some('{') {
                    return None;
                }
                self.bump();
                let mut v = 0u32;
                while let Some(c) = self.peek() {
                    self.bump();
                    if c == '}' {
                        break;
                    }
                    if let Some(d) = c.to_digit(16) {
                        v = v.saturating_mul(16).saturating_add(d);
                    } else if c != '_' {
                        break;
                    }
                }
                char::from_u32(v)
            }
            '\n' => {
                while self.peek().is_some_and(char::is_whitespace) {
                    self.bump();
                }
                None
            }
            c => Some(c),
        }
    }

    /// A raw string `r#"..."#` with `hashes` hashes, after `r`, the hashes
    /// and the opening `"` have been consumed.
    fn raw_string(&mut self, hashes: usize) -> Vec<(char, Pos)> {
        let mut out = Vec::new();
        loop {
            let at = self.pos;
            match self.bump() {
                None => return out,
                Some('"') => {
                    let closing = self.rest.chars().take(hashes).filter(|&c| c == '#').count();
                    if closing == hashes {
                        for _ in 0..hashes {
                            self.bump();
                        }
                        return out;
                    }
                    out.push(('"', at));
                }
                Some(c) => out.push((c, at)),
            }
        }
    }

    fn next(&mut self) -> Option<Token> {
        self.skip_trivia();
        let at = self.pos;
        let from = self.offset();
        let c = self.peek()?;
        let tok = match c {
            '(' | '[' | '{' => {
                self.bump();
                Tok::Open(c)
            }
            ')' | ']' | '}' => {
                self.bump();
                Tok::Close(c)
            }
            ':' => {
                self.bump();
                Tok::Colon
            }
            ',' => {
                self.bump();
                Tok::Comma
            }
            '"' => {
                self.bump();
                Tok::Str(self.string())
            }
            '\'' => {
                self.bump();
                // A char literal: `'x'` or `'\n'`; be careful not to run away
                // on a lone quote.
                if self.peek() == Some('\\') {
                    self.bump();
                    self.escape();
                } else {
                    self.bump();
                }
                if self.peek() == Some('\'') {
                    self.bump();
                }
                Tok::Atom
            }
            'b' if matches!(self.peek_at(1), Some('"' | '\'')) => {
                self.bump();
                let q = self.bump();
                if q == Some('"') {
                    self.string();
                } else {
                    if self.peek() == Some('\\') {
                        self.bump();
                    }
                    self.bump();
                    if self.peek() == Some('\'') {
                        self.bump();
                    }
                }
                Tok::Atom
            }
            'b' if self.peek_at(1) == Some('r') && matches!(self.peek_at(2), Some('"' | '#')) => {
                self.bump();
                self.raw_after_r();
                Tok::Atom
            }
            'r' if matches!(self.peek_at(1), Some('"')) => self.raw_after_r(),
            'r' if self.peek_at(1) == Some('#') => {
                // `r#"..."#` (raw string) or `r#ident` (raw identifier).
                let mut n = 1;
                while self.peek_at(n) == Some('#') {
                    n += 1;
                }
                if self.peek_at(n) == Some('"') {
                    self.raw_after_r()
                } else {
                    self.bump();
                    self.bump();
                    Tok::Ident(self.ident())
                }
            }
            c if c.is_alphabetic() || c == '_' => Tok::Ident(self.ident()),
            c if c.is_ascii_digit() || c == '.' => {
                self.number();
                Tok::Atom
            }
            '+' | '-' => {
                self.bump();
                match self.peek() {
                    Some(d) if d.is_ascii_digit() || d == '.' => self.number(),
                    Some(d) if d.is_alphabetic() => {
                        self.ident();
                    }
                    _ => {}
                }
                Tok::Atom
            }
            _ => {
                self.bump();
                Tok::Atom
            }
        };
        Some((tok, at, from..self.offset()))
    }

    /// A raw string whose `r` is next.
    fn raw_after_r(&mut self) -> Tok {
        self.bump(); // r
        let mut hashes = 0;
        while self.peek() == Some('#') {
            self.bump();
            hashes += 1;
        }
        if self.peek() == Some('"') {
            self.bump();
            Tok::Str(self.raw_string(hashes))
        } else {
            Tok::Atom
        }
    }

    fn ident(&mut self) -> String {
        let mut s = String::new();
        while let Some(c) = self.peek() {
            if c.is_alphanumeric() || c == '_' {
                s.push(c);
                self.bump();
            } else {
                break;
            }
        }
        s
    }

    fn number(&mut self) {
        while let Some(c) = self.peek() {
            if c.is_ascii_alphanumeric() || c == '_' || c == '.' {
                let exp = matches!(c, 'e' | 'E');
                self.bump();
                if exp && matches!(self.peek(), Some('+' | '-')) {
                    self.bump();
                }
            } else {
                break;
            }
        }
    }
}

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
    /// `{ ... }` (contents not tracked)
    Map,
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
            _ => Kind::Map,
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
    fn skip_trivia_skips_whitespace_and_comments() {
        let src = "a  // one\n /* two /* nested */ */\n\t, b";
        assert_eq!(skip_trivia(src, 1), src.find(',').unwrap());
        assert_eq!(skip_trivia(src, 0), 0);
        assert_eq!(skip_trivia(src, src.len()), src.len());
        assert_eq!(skip_trivia("x /* open", 1), 9);
        assert_eq!(skip_trivia("\u{e9}", 1), 1);
    }
}
