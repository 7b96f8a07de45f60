# The colours of the game's palette (every shipped pack's and every generated
# level's), by their English names in a pack: a locked tube's key colour
# and the editor's Lock label name them inside a sentence.
colour-purple = purple
colour-green = green
colour-cyan = cyan
colour-orange = orange
colour-periwinkle = periwinkle
colour-red = red
colour-mint = mint
colour-teal = teal
colour-blue = blue
colour-pink = pink
colour-yellow = yellow
colour-rust = rust
colour-sage = sage
colour-orchid = orchid
colour-turquoise = turquoise
colour-salmon = salmon
colour-lime = lime
colour-azure = azure
colour-forest = forest
colour-sand = sand
