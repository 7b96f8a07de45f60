# The language itself: its name in itself.
language-name = Français
language-unknown = La langue « { $tag } » n’est pas installée ; le jeu parle anglais.
