# Key names, and what each key of the key table does (the help panel's list).
keys-ctrl-with = Ctrl+{ $key }
keys-ctrl-shift-with = Ctrl+Maj+{ $key }
keys-esc = Échap
keys-enter = Entrée
keys-space = Espace
keys-backspace = Retour arrière
keys-action-tube = Soulever un tube ou y verser
keys-action-undo = Annuler
keys-action-redo = Rétablir
keys-action-restart = Recommencer
keys-action-back = Retour au choix du niveau
keys-action-hint = Indice
keys-action-play-hint = Jouer l’indice
keys-action-show-me = Montre-moi
keys-action-rewind = Revenir en arrière pour sortir d’une impasse
keys-action-extra-tube = Tube supplémentaire
keys-action-next-level = Niveau suivant
keys-action-replay = Rejouer le niveau
keys-action-help = Cette aide
keys-action-cursor = Déplacer le curseur sur les tubes
keys-when-won = une fois le niveau résolu
keys-when-few-tubes = { $count ->
    [one] dans les niveaux de { $count } tube
   *[other] dans les niveaux de { $count } tubes au plus
}
