# Le choix des niveaux : les touches sous la liste, à qui est un pack et
# où il se trouve.

level-select-key-choose = Flèches : choisir
level-select-key-play = Entrée : jouer
level-select-key-continue = C : continuer
level-select-key-statistics = S : statistiques
level-select-key-endless = E : sans fin
level-select-key-daily = D : défi du jour
level-select-key-settings = F2 : paramètres
level-select-key-quit = Échap : quitter
level-select-copy-title = { $title } (ta copie)
level-select-copy-home = Ta copie du pack intégré, conservée dans { $path }
level-select-own-home = Ton pack, conservé dans { $path }
level-select-built-in = Intégré au jeu
level-select-file-home = Depuis { $path }
