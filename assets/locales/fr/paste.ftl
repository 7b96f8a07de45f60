# Copying and pasting a position as text (Ctrl+C in a level, Ctrl+V on the
# level select or the endless screen). $reason is a detail in English.
paste-copied = Position copiée
paste-copy-mystery = Un niveau mystère ne peut pas être copié : le texte dévoilerait ses couleurs cachées.
paste-no-clipboard = Le presse-papiers n’est pas disponible ici : { $reason }
paste-empty = Le presse-papiers ne contient aucun texte à coller.
paste-not-position = Ce texte n’est pas une position : { $reason }
paste-too-many-colours = { $count ->
    [one] Cette position a { $count } couleur, plus que les { $most } que le jeu peut afficher.
   *[other] Cette position a { $count } couleurs, plus que les { $most } que le jeu peut afficher.
}
paste-solved = Cette position est déjà résolue.
paste-unsolvable = Aucune solution : cette position ne peut pas être terminée.
paste-too-hard = Cette position est trop grande pour être vérifiée : le solveur a abandonné.
paste-checking = Vérification de la position collée…
paste-pack-name = Position collée
paste-key-copy = Copier la position en texte
paste-key-copy-when = dans un niveau
paste-key-paste = Coller une position et la jouer
paste-key-paste-when = dans la sélection des niveaux ou le mode sans fin
