# The language itself: its name in itself (the Settings row lists every
# language so), and what the game says of a tag it does not know.
language-name = English
language-unknown = No language “{ $tag }” is installed; speaking English.
