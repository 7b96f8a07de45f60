# La sélection des niveaux (l'écran titre), ses cases et les titres de
# pack, Continuer, la question pour quitter, le chargement et les boutons
# du panneau de niveau réussi.
screens-rule = Versez jusqu'à ce que chaque tube ne contienne qu'une seule couleur
screens-pack-stars = ★ { $stars }/{ $most }
screens-pack-by = { $pack } par { $author }
screens-last-good = (les niveaux ci-dessous sont la dernière version chargée)
screens-no-packs = Aucun pack de niveaux
screens-no-packs-in = Aucun pack de niveaux (*.ron) trouvé dans { $folders }
# La ligne sous la liste : où en est le joueur.
screens-best-time = record { $best } en { $time }
screens-best = record { $best }
screens-done = réussi
screens-not-played = pas encore joué
screens-mystery = mystère
# Une partie en cours : « 12 coups joués ».
screens-moves-in =
    { $count ->
        [one] { $count } coup joué
       *[other] { $count } coups joués
    }
screens-continue = Continuer : { $name }, { $progress }
screens-continue-endless = sans fin { $id }
screens-nothing-to-continue = Aucune partie en cours à continuer
screens-level-gone = Le niveau de votre dernière partie ({ $level }) n'est plus dans le jeu
screens-quit-title = Quitter Water Sort ?
screens-quit-saved = Votre progression et vos paramètres sont enregistrés.
screens-quit-cancel = Annuler
screens-quit-any-key = toute autre touche
screens-quit = Quitter
screens-replay = Rejouer
screens-back = Retour
screens-loading = Chargement des niveaux…
# `--level` au-delà de la fin d'un pack.
screens-pack-short =
    { $count ->
        [0] { $path } n'a aucun niveau
        [one] { $path } a 1 niveau ; début au niveau 1
       *[other] { $path } a { $count } niveaux ; début au niveau { $count }
    }
# Un fichier de pack supprimé pendant la partie.
screens-pack-deleted = { $path } : le fichier a été supprimé
