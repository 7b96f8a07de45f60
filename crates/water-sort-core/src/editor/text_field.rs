//! A one-line text field's editing: a cursor, a selection, and the keys
//! every desktop field has. The editor's prompts hold one; the game only
//! turns keys into these calls and draws [`TextField::parts`].
//!
//! Positions are byte offsets into the text, always on a character
//! boundary.

/// A line of text being edited.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct TextField {
    text: String,
    /// Where typing goes.
    cursor: usize,
    /// The other end of the selection, when there is one (the selection
    /// runs between it and the cursor).
    anchor: Option<usize>,
}

/// A field's text cut where it is drawn differently.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Parts<'a> {
    /// Before the selection or the cursor.
    pub before: &'a str,
    /// The selected text (empty when nothing is).
    pub selected: &'a str,
    /// After it.
    pub after: &'a str,
    /// Whether the cursor is drawn between `before` and `after` (no
    /// selection).
    pub caret: bool,
}

impl TextField {
    /// A field holding `text`, all of it selected: typing replaces it, and
    /// any move of the cursor keeps it to edit.
    pub fn new(text: &str) -> TextField {
        let mut field = TextField {
            text: text.to_string(),
            cursor: 0,
            anchor: None,
        };
        field.select_all();
        field
    }

    /// The text.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The cursor, a byte offset into the text.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The selected byte range, if any text is selected.
    pub fn selection(&self) -> Option<std::ops::Range<usize>> {
        let anchor = self.anchor?;
        (anchor != self.cursor).then(|| anchor.min(self.cursor)..anchor.max(self.cursor))
    }

    /// Selects the whole text (Ctrl+A), the cursor at its end.
    pub fn select_all(&mut self) {
        self.cursor = self.text.len();
        self.anchor = (!self.text.is_empty()).then_some(0);
    }

    /// Types `typed` at the cursor, replacing the selection.
    pub fn insert(&mut self, typed: &str) {
        let typed: String = typed.chars().filter(|c| !c.is_control()).collect();
        if typed.is_empty() {
            return;
        }
        self.delete_selection();
        self.text.insert_str(self.cursor, &typed);
        self.cursor += typed.len();
    }

    /// Backspace: the selection, else the character before the cursor.
    pub fn backspace(&mut self) {
        if self.delete_selection() {
            return;
        }
        if let Some(start) = self.prev(self.cursor) {
            self.text.replace_range(start..self.cursor, "");
            self.cursor = start;
        }
    }

    /// Delete: the selection, else the character after the cursor.
    pub fn delete(&mut self) {
        if self.delete_selection() {
            return;
        }
        if let Some(end) = self.next(self.cursor) {
            self.text.replace_range(self.cursor..end, "");
        }
    }

    /// Left: one character back; with a selection (and `extend` false),
    /// to its start. `extend` (Shift held) grows or shrinks the selection.
    pub fn left(&mut self, extend: bool) {
        let to = match self.selection() {
            Some(range) if !extend => range.start,
            _ => self.prev(self.cursor).unwrap_or(self.cursor),
        };
        self.move_to(to, extend);
    }

    /// Right: one character on; with a selection (and `extend` false), to
    /// its end.
    pub fn right(&mut self, extend: bool) {
        let to = match self.selection() {
            Some(range) if !extend => range.end,
            _ => self.next(self.cursor).unwrap_or(self.cursor),
        };
        self.move_to(to, extend);
    }

    /// Home: to the start of the text.
    pub fn home(&mut self, extend: bool) {
        self.move_to(0, extend);
    }

    /// End: to the end of the text.
    pub fn end(&mut self, extend: bool) {
        self.move_to(self.text.len(), extend);
    }

    /// The text cut at the selection, or at the cursor.
    pub fn parts(&self) -> Parts<'_> {
        let range = self.selection().unwrap_or(self.cursor..self.cursor);
        Parts {
            before: &self.text[..range.start],
            selected: &self.text[range.clone()],
            after: &self.text[range.end..],
            caret: range.is_empty(),
        }
    }

    fn move_to(&mut self, to: usize, extend: bool) {
        if extend {
            self.anchor.get_or_insert(self.cursor);
        } else {
            self.anchor = None;
        }
        self.cursor = to;
    }

    /// Takes out the selected text; false when nothing is selected.
    fn delete_selection(&mut self) -> bool {
        let selection = self.selection();
        self.anchor = None;
        match selection {
            Some(range) => {
                self.cursor = range.start;
                self.text.replace_range(range, "");
                true
            }
            None => false,
        }
    }

    /// The start of the character before `at`.
    fn prev(&self, at: usize) -> Option<usize> {
        self.text[..at].char_indices().next_back().map(|(i, _)| i)
    }

    /// The end of the character after `at`.
    fn next(&self, at: usize) -> Option<usize> {
        self.text[at..].chars().next().map(|c| at + c.len_utf8())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_old_text_is_selected_and_typing_replaces_it() {
        let mut f = TextField::new("Level 1");
        assert_eq!(f.selection(), Some(0..7));
        f.insert("Warm up");
        assert_eq!(f.text(), "Warm up");
        assert_eq!(f.selection(), None);
        assert_eq!(f.cursor(), 7);
    }

    #[test]
    fn an_empty_field_has_no_selection() {
        let mut f = TextField::new("");
        assert_eq!(f.selection(), None);
        f.select_all();
        assert_eq!(f.selection(), None);
        f.backspace();
        f.delete();
        f.insert("a");
        assert_eq!(f.text(), "a");
    }

    #[test]
    fn arrows_end_the_selection_at_its_side_then_move() {
        let mut f = TextField::new("abc");
        f.left(false);
        assert_eq!((f.cursor(), f.selection()), (0, None));
        f.right(false);
        f.right(false);
        assert_eq!(f.cursor(), 2);
        f.insert("X");
        assert_eq!(f.text(), "abXc");
        f.select_all();
        f.right(false);
        assert_eq!((f.cursor(), f.selection()), (4, None));
        f.right(false);
        assert_eq!(f.cursor(), 4, "no further than the end");
        f.home(false);
        f.left(false);
        assert_eq!(f.cursor(), 0, "no further than the start");
    }

    #[test]
    fn backspace_and_delete_work_at_the_cursor() {
        let mut f = TextField::new("Level 1");
        f.home(false);
        f.delete();
        assert_eq!(f.text(), "evel 1");
        f.backspace();
        assert_eq!(f.text(), "evel 1", "nothing before the start");
        f.end(false);
        f.backspace();
        assert_eq!(f.text(), "evel ");
        f.delete();
        assert_eq!(f.text(), "evel ", "nothing after the end");
        f.home(false);
        f.insert("L");
        assert_eq!((f.text(), f.cursor()), ("Level ", 1));
    }

    #[test]
    fn shift_extends_the_selection_and_a_key_replaces_or_deletes_it() {
        let mut f = TextField::new("Level 12");
        f.end(false);
        f.left(true);
        f.left(true);
        assert_eq!(f.selection(), Some(6..8));
        f.right(true);
        assert_eq!(f.selection(), Some(7..8));
        f.insert("3");
        assert_eq!(f.text(), "Level 13");
        f.home(true);
        assert_eq!(f.selection(), Some(0..8));
        f.right(true);
        f.delete();
        assert_eq!(f.text(), "L");
        f.end(false);
        f.home(true);
        f.backspace();
        assert_eq!(f.text(), "");
    }

    #[test]
    fn characters_of_several_bytes_move_and_delete_whole() {
        let mut f = TextField::new("né€");
        f.end(false);
        f.left(false);
        assert_eq!(f.cursor(), 3);
        f.backspace();
        assert_eq!(f.text(), "n€");
        f.delete();
        assert_eq!(f.text(), "n");
        f.insert("\u{7}ü\n");
        assert_eq!(f.text(), "nü", "control characters are not typed");
    }

    #[test]
    fn parts_cut_the_text_for_drawing() {
        let mut f = TextField::new("abcd");
        let all = f.parts();
        assert_eq!(
            (all.before, all.selected, all.after, all.caret),
            ("", "abcd", "", false)
        );
        f.home(false);
        f.right(false);
        f.right(true);
        let sel = f.parts();
        assert_eq!(
            (sel.before, sel.selected, sel.after, sel.caret),
            ("a", "b", "cd", false)
        );
        f.right(false);
        let caret = f.parts();
        assert_eq!(
            (caret.before, caret.selected, caret.after, caret.caret),
            ("ab", "", "cd", true)
        );
    }
}
