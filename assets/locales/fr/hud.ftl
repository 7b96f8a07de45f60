# L'affichage en jeu : ses lignes, ses boutons et les messages du plateau.
hud-moves = Coups : { $moves }     { $par }
hud-undo = Annuler
hud-redo = Rétablir
hud-restart = Recommencer
hud-hint = Indice
# Les touches du bouton d'indice : l'une montre un indice, l'autre le joue.
hud-hint-keys = { $show }, { $play } le joue
hud-show-me = Montre-moi
hud-stop = Stop
hud-rewind = Revenir
hud-extra-tube = + Tube
hud-back = Retour
hud-level-unavailable = Le niveau { $level } de { $pack } n'est pas disponible
hud-the-pack = ce pack
hud-saved-game-dropped = Votre partie enregistrée a été abandonnée : { $reason }
hud-keeping-last-good = { $error }
    (la dernière version valide est conservée)
hud-level-removed = Le niveau « { $level } » n'est plus dans { $pack }
