# The language itself: its name in itself.
language-name = Español
language-unknown = El idioma «{ $tag }» no está instalado; el juego usa el inglés.
