# Le mode Sans fin et le défi du jour, et leurs boutons dans la sélection des niveaux.
endless-title = Sans fin
endless-daily = Défi du jour
# La touche du bouton du défi du jour, avec le résultat du jour.
endless-daily-key-done = D   (aujourd'hui : réussi en { $best })
endless-intro = Des niveaux toujours nouveaux, tous solubles. Partagez un niveau grâce à son ID de partie.
endless-colours = Couleurs
endless-empty = Tubes vides
endless-height = Hauteur des tubes
endless-difficulty = Difficulté
endless-easy = Facile
endless-medium = Moyen
endless-hard = Difficile
# Une difficulté dans une phrase (les réglages d'un niveau).
endless-easy-word = facile
endless-medium-word = moyen
endless-hard-word = difficile
endless-new-level = Nouveau niveau
endless-play = Jouer
endless-daily-row = Défi du jour, { $date }
endless-play-daily = Jouer le défi
endless-daily-done =
    { $id }  réussi en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
endless-daily-about = { $id }  { $colours } couleurs, { $difficulty }
endless-game-id = ID de partie
endless-play-id = Jouer l'ID
endless-levels = Niveaux
endless-footer = Haut/Bas : choisir    Gauche/Droite : changer    Entrée : jouer    tapez un ID pour rejouer ce niveau
endless-id-example = ex. 9M24-7KQ3X9
# Les réglages d'un niveau : « 6 couleurs, 2 tubes vides, hauteur 4, moyen ».
endless-describe =
    { $colours } couleurs, { $empty ->
        [one] { $empty } tube vide
       *[other] { $empty } tubes vides
    }, hauteur { $height }, { $difficulty }
endless-generating = Création de { $id } ({ $settings })…
endless-last-played = Dernière partie : { $id } ({ $settings })
endless-last-solved =
    Dernière partie : { $id } ({ $settings }, résolu en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    })
endless-new = Nouveau niveau : { $settings }
# Le nom du défi du jour en jeu.
endless-daily-name = Défi du jour { $date }
