# The game as the desktop names it: the desktop entry and the AppStream
# metainfo (packaging/) carry these, checked by tests/packaging.rs.
app-name = Water Sort
app-generic-name = Puzzle Game
app-comment = Pour coloured liquid between tubes until every tube holds one colour
app-summary = Pour coloured liquid until every tube holds one colour
# Semicolon-separated, ending in one (the desktop entry's form).
app-keywords = puzzle;sort;water;liquid;colour;color;tube;
app-description =
    A Water Sort puzzle for the desktop. Pour coloured liquid between tubes
    until every tube holds one colour. No ads, no limits on undo, no
    unsolvable levels: every shipped level is proven solvable by the
    built-in solver, which also finds the shortest solution of any position.
app-feature-packs = Packs of levels from three colours to twelve, with par and stars
app-feature-hints = Hints from the solver, and a live verdict on the position
app-feature-modes = Mystery levels with hidden colours, a daily puzzle and endless play
app-feature-editor = A level editor, and command-line tools to check, solve and generate packs
