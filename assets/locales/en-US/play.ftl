# What the board says of a move: a pour refused, nothing to undo, the
# extra tube; and a tube's name (its number from 1).

play-no-such-tube = No tube { $number }
play-same-tube = That is the same tube
play-tube-empty = The tube is empty
play-tube-full = The tube is full
play-colours-differ = The colours differ
play-tube-locked = The tube is locked until its colour is sorted
play-nothing-to-undo = Nothing to undo
play-nothing-to-redo = Nothing to redo
play-one-extra-tube = One extra tube at a time: undo to take it away
play-extra-tube-taken =
    { $cap ->
        [one] The extra tube caps the stars at { $cap }; undo takes it away
       *[other] The extra tube caps the stars at { $cap }; undo takes it away
    }
# A tube in a sentence, by its number: "tube 12".
play-tube = tube { $number }
# The small label under a tube: the key that selects it.
play-tube-key = { $key }
