# The first-run lesson: a small board, an arrow on what to click next.
lesson-title = How to play
lesson-rule = Pour the top colour onto the same colour or into an empty tube; the level is solved when every tube holds one colour.
# $key: the key of the tube the arrow points at.
lesson-lift = Click the tube the arrow points at (or press { $key }) to lift its top colour.
lesson-pour = Now click the empty tube (or press { $key }) to pour into it.
# $keys: the keys of Undo, e.g. "U / Ctrl+Z".
lesson-undo = Well poured! Any pour can be taken back: press Undo ({ $keys }).
lesson-hint = Stuck? Ask for a hint ({ $keys }): the arrow shows a good pour.
lesson-solve = Follow the arrow until every tube holds one colour.
lesson-done = Solved! Every tube holds one colour. Now pick a level.
lesson-undo-button = Undo
lesson-hint-button = Hint
lesson-finish-button = To the levels
lesson-skip = Esc: skip the lesson
