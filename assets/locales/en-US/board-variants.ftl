# The rules of a level that is not classic: the HUD's rule line, why a
# locked tube refused a pour, and the help panel's lines on the variants.

board-variants-ball = Ball sort: one ball a move
board-variants-heights = Tubes of different heights
board-variants-locks = Locked tubes open when their colour is sorted
# $number: the tube's number from 1; $colour: the key colour's name (colours.ftl);
# $symbol: its colour-blind symbol.
board-variants-locked = Tube { $number } is locked until { $colour } ({ $symbol }) is sorted
board-variants-help = Some levels change the rules: in ball sort one ball moves at a time; tubes may have different heights (a pour moves what fits); a locked tube opens for good once all of its key colour is alone in one tube.
