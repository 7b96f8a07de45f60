# Copying and pasting a position as text (Ctrl+C in a level, Ctrl+V on the
# level select or the endless screen). $reason is a detail in English.
paste-copied = Position copied
paste-copy-mystery = A mystery level can't be copied: the text would give away its hidden colours.
paste-no-clipboard = The clipboard can't be used here: { $reason }
paste-empty = The clipboard holds no text to paste.
paste-not-position = That text is not a position: { $reason }
paste-too-many-colours = { $count ->
    [one] That position has { $count } colour, more than the { $most } the game can show.
   *[other] That position has { $count } colours, more than the { $most } the game can show.
}
paste-solved = That position is already solved.
paste-unsolvable = No solution: this position cannot be finished.
paste-too-hard = That position is too large to check: the solver gave up.
paste-checking = Checking the pasted position…
paste-pack-name = Pasted position
paste-key-copy = Copy the position as text
paste-key-copy-when = in a level
paste-key-paste = Paste a position and play it
paste-key-paste-when = on the level select or the endless screen
