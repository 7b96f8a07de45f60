# The help: the verdict, the hint, the numbers in full, show me, the notes
# of the help line. Tubes are named by their numbers from 1.

help-fraction-all = all
help-fraction-none = none
help-fraction-almost-all = almost all
help-fraction-very-few = very few
# An exact share: "1 in 2".
help-fraction = { $num } in { $den }
help-fraction-about = about { $num } in { $den }

# $value is already written with the language's decimal mark.
help-percent = { $value }%
help-percent-more-than = more than { $value }%
help-percent-less-than = less than { $value }%

# $back: "yes" when the hint goes back to a position the player had.
# $why: "certain" (wins whatever is hidden), "moves" ($moves to go),
# "possible" (likeliest to keep a win possible), "none".
help-hint-pour =
    Hint: pour tube { $from } into tube { $to }{ $back ->
        [yes] {" "}(back where you were)
       *[no] {""}
    }{ $why ->
        [certain] {" "}to win whatever is hidden
        [moves] , { $moves ->
            [one] { $moves } move to go
           *[other] { $moves } moves to go
        }
        [possible] , likeliest to keep a win possible
       *[none] {""}
    }
# The hint with the key that plays it.
help-hint-keys = { $hint }   ({ $key } plays it)
help-no-new-move = No new move: every way on goes back to a position you had

help-checking = Checking...
help-solvable =
    { $moves ->
        [one] Solvable in { $moves } move
       *[other] Solvable in { $moves } moves
    }
help-solvable-known =
    { $moves ->
        [one] Solvable: a way in { $moves } move is known, maybe not the shortest
       *[other] Solvable: a way in { $moves } moves is known, maybe not the shortest
    }
help-certain = A win is certain, whatever is hidden
# $certain: "maybe" (the search ran out) or "not"; $share: "about 4 in 5".
help-possible =
    A win is possible, { $certain ->
        [maybe] maybe certain
       *[not] not certain
    }: { $share } hidden layouts can be won, knowing them
# $then: "rewind", "level" (the level cannot be won), "undo".
help-lost =
    No way to win from here: { $then ->
        [rewind] rewind (B)
        [level] this level cannot be won
       *[undo] undo or restart
    }
help-unknown = Too hard to tell from here

# The numbers in full. $arrangements is the count written out; $count the
# same number, for the plural.
help-detail-arrangements =
    { $count ->
        [one] { $arrangements } possible arrangement
       *[other] { $arrangements } possible arrangements
    }
help-detail-arrangements-huge = more than 2^128 possible arrangements
# $of: "6 possible arrangements"; $part: "50.0%".
help-detail-exact = { $won } of the { $of } ({ $part }; exact: all { $examined } examined)
help-detail-sampled = { $won } of a random sample of { $examined } of the { $of }
help-detail-sampled-about = { $won } of a random sample of { $examined } of the { $of } (about { $part })
help-detail-at-least = at least { $won } of the { $of } (at least { $part }: all { $examined } examined, some too hard to solve)
help-detail-refuted = no strategy wins them all (proven)
help-detail-out-of-budget = whether one strategy wins them all is unknown (the search ran out)
help-detail-proven = one strategy wins them all
# $count: one of the help-detail-exact, -sampled... lines; $certain: one of
# help-detail-refuted, -out-of-budget, -proven.
help-detail-after-hint = after the hint, { $count } can still be won by one who knows the hidden colours; { $certain }
help-detail-from-here = from here, { $count } can still be won by one who knows the hidden colours; { $certain }

help-thinking = Hint: thinking...

help-show-me = Show me
help-show-me-strategy = Show me: playing a strategy that wins whatever is hidden
help-show-me-solution = Show me: playing the solution, { $moves } to go
help-show-me-likeliest = Show me: playing the likeliest moves, no certain win
help-show-me-likeliest-unproven = Show me: playing the likeliest moves (a certain win is neither proven nor ruled out)
help-show-me-working = Show me: working out the next move...
help-show-me-stopped = Show me stopped
help-show-me-stopped-only-back = Show me stopped: every way on goes back to a position you had
help-show-me-stopped-lost = Show me stopped: no way to win from here
help-show-me-stopped-too-hard = Show me stopped: too hard to tell from here
help-show-me-stopped-undecided = Show me stopped: too hard to tell which move keeps a win possible

help-no-hint = No hint
help-no-hint-only-back = No hint: every way on goes back to a position you had
help-no-hint-lost = No hint: no way to win from here
help-no-hint-too-hard = No hint: too hard to tell from here
help-no-hint-undecided = No hint: too hard to tell which move keeps a win possible

help-already-solved = Already solved
help-rewind-checking = Rewind: checking the positions behind this one...
help-rewind-still-won = This position can still be won
help-rewind-still-possible =
    A win is still possible from here, { $certain ->
        [maybe] maybe certain
       *[not] not certain
    }
help-rewind-not-lost = Nothing to rewind: this position is not lost
help-rewind-level-lost = Nothing to rewind to: this level cannot be won
help-rewind-none-known = No earlier position is known to be winnable
help-rewound =
    { $steps ->
        [one] Rewound { $steps } move (redo goes forward again)
       *[other] Rewound { $steps } moves (redo goes forward again)
    }
help-rewound-to-won =
    { $steps ->
        [one] Rewound { $steps } move to the last position that can be won (redo goes forward again)
       *[other] Rewound { $steps } moves to the last position that can be won (redo goes forward again)
    }
help-rewound-to-possible =
    { $steps ->
        [one] Rewound { $steps } move to where a win is still possible, { $certain ->
            [maybe] maybe certain
           *[not] not certain
        } (redo goes forward again)
       *[other] Rewound { $steps } moves to where a win is still possible, { $certain ->
            [maybe] maybe certain
           *[not] not certain
        } (redo goes forward again)
    }

help-extra-tube-saves = An extra tube ({ $key }) would make this solvable again
help-extra-tube-useless = Even an extra tube would not save this position
