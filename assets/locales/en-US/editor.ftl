# What an author reads: the level editor's status line, and the words of
# `water-sort check` on mystery starts.

# $difficulty is written out already ("3.25").
editor-solvable =
    { $moves ->
        [one] solvable in { $moves } move, difficulty { $difficulty }
       *[other] solvable in { $moves } moves, difficulty { $difficulty }
    }
editor-solvable-not-optimal = solvable (a { $moves }-move solution; the shortest is unknown)
editor-unsolvable = unsolvable
editor-gave-up = unknown (the solver gave up)
editor-checking = checking...

# The same as a line of its own.
editor-status-solvable =
    { $moves ->
        [one] Solvable in { $moves } move, difficulty { $difficulty }
       *[other] Solvable in { $moves } moves, difficulty { $difficulty }
    }
editor-status-solvable-not-optimal = Solvable (a { $moves }-move solution; the shortest is unknown)
editor-status-unsolvable = Unsolvable
editor-status-gave-up = Unknown (the solver gave up)
editor-status-checking = Checking...

# A mystery level: $found is one of the lines above (editor-solvable...),
# $start one of the editor-start- lines.
editor-status-mystery =
    Knowing every colour: { $found }
    At the player's start: { $start }

editor-start-nothing-hidden = nothing stays hidden
editor-start-solved = solved
editor-start-guaranteed = guaranteed (a win whatever is hidden)
# $part: a percentage ("80%").
editor-start-likely = likely: a win stays possible in { $part } of the { $examined } arrangements
editor-start-likely-sampled = likely: a win stays possible in { $won } of a random sample of { $examined } arrangements
editor-start-likely-at-least = likely: a win stays possible in at least { $part } of the { $examined } arrangements (some too hard to solve)
editor-start-lost = lost (no arrangement can be solved)
editor-start-unknown = unknown (the search gave up)

# `water-sort check`'s column; $part: "80", "~80", ">=80", ">99" (a
# percentage with its sign).
editor-column-solved = solved
editor-column-guaranteed = guaranteed
editor-column-likely = likely { $part }%
editor-column-likely-sampled-all = likely { $won } of { $examined } sampled
editor-column-lost = lost
editor-column-unknown = unknown

# After `water-sort check`'s count of mystery starts.
editor-starts-refuted =
    { $refuted ->
        [one] ({ $refuted } mystery start not guaranteed)
       *[other] ({ $refuted } mystery starts not guaranteed)
    }
editor-starts-unknown =
    { $unknown ->
        [one] ({ $unknown } mystery start not proven either way (the search ran out))
       *[other] ({ $unknown } mystery starts not proven either way (the search ran out))
    }
editor-starts-both =
    ({ $refuted ->
        [one] { $refuted } mystery start not guaranteed
       *[other] { $refuted } mystery starts not guaranteed
    }, { $unknown ->
        [one] { $unknown } mystery start not proven either way (the search ran out)
       *[other] { $unknown } mystery starts not proven either way (the search ran out)
    })
