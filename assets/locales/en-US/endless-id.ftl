# Why a game ID typed on the endless screen is refused ($found: the
# character found; $low, $high: the range allowed), and why its level
# could not be made.
endless-id-empty = Type a game ID, like 9M24-7KQ3X9
endless-id-no-colours = A game ID starts with the number of colours (like the 9 of 9M24-7KQ3X9), not '{ $found }'
endless-id-colours = { $digits } colours: a game ID has { $low } to { $high } colours
endless-id-no-difficulty = After the { $colours } colours comes the difficulty: E (easy), M (medium) or H (hard)
endless-id-difficulty = '{ $found }' is not a difficulty: use E (easy), M (medium) or H (hard) after the colours
endless-id-no-size = After '{ $letter }' come two digits: empty tubes ({ $empty_low } to { $empty_high }) and tube height ({ $height_low } to { $height_high })
endless-id-empty-tubes = { $empty } empty tubes: a game ID has { $low } to { $high }
endless-id-height = Tube height { $height }: a game ID has { $low } to { $high }
endless-id-no-seed = The game ID ends with a seed of up to { $most } letters and digits, like the 7KQ3X9 of 9M24-7KQ3X9
endless-id-seed-long = The seed has at most { $most } characters; '{ $seed }' has { $count }
endless-id-seed-char = '{ $found }' cannot be in a seed: use digits and letters other than U
endless-id-no-level = { $id }: no solvable level of this size turned up. Add an empty tube, or use fewer colours or lower tubes.
