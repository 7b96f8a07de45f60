//! The tokens of the position scanner (`scan.rs`): a lexer over RON
//! source that never fails, giving each token its 1-based line and column
//! and the byte range of its text.

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
pub(super) enum Tok {
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
pub(super) type Token = (Tok, Pos, Range<usize>);

pub(super) struct Lexer<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    pos: Pos,
    /// Lookahead beyond the peeked character, for `r#"`, `//` and the like.
    rest: &'a str,
    /// Length in bytes of the whole source (`len - rest.len()` is the byte
    /// offset of the next character).
    len: usize,
}

impl<'a> Lexer<'a> {
    pub(super) fn new(src: &'a str) -> Self {
        Lexer {
            chars: src.chars().peekable(),
            pos: Pos::START,
            rest: src,
            len: src.len(),
        }
    }

    /// Byte offset of the next character.
    pub(super) fn offset(&self) -> usize {
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

    pub(super) fn skip_trivia(&mut self) {
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

    pub(super) fn next(&mut self) -> Option<Token> {
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
