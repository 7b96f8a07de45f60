# Ce que dit le plateau d'un coup ; le nom d'un tube (son numéro à partir
# de 1).

play-no-such-tube = Pas de tube { $number }
play-same-tube = C'est le même tube
play-tube-empty = Le tube est vide
play-tube-full = Le tube est plein
play-colours-differ = Les couleurs ne correspondent pas
play-tube-locked = Le tube reste fermé tant que sa couleur n’est pas triée
play-nothing-to-undo = Rien à annuler
play-nothing-to-redo = Rien à rétablir
play-one-extra-tube = Un seul tube supplémentaire à la fois : annule pour le retirer
play-extra-tube-taken =
    { $cap ->
        [one] Avec le tube supplémentaire, { $cap } étoile au plus ; annule pour le retirer
       *[other] Avec le tube supplémentaire, { $cap } étoiles au plus ; annule pour le retirer
    }
play-tube = tube { $number }
play-tube-key = { $key }
