# The language itself: its name in itself.
language-name = Deutsch
language-unknown = Die Sprache „{ $tag }“ ist nicht installiert; das Spiel spricht Englisch.
