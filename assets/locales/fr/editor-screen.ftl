# L'éditeur de niveaux et les façons d'y entrer depuis la sélection des
# niveaux. Les raisons données par le cœur (problèmes d'un pack ou d'un
# niveau) restent en anglais pour les auteurs.

## Les lignes au-dessus des tubes
editor-title = Édition de { $pack } ({ $file })
editor-title-unsaved = Édition de { $pack } ({ $file })  - modifications non enregistrées
editor-note-builtin-copy = une copie du pack intégré : l'enregistrer l'écrit ici
editor-note-new-pack = un nouveau pack : l'enregistrer crée le fichier
editor-level-line = Niveau { $level } sur { $level_count } : { $name }    capacité { $capacity }    { $tube_count ->
        [one] { $tube_count } tube
       *[other] { $tube_count } tubes
    }    tube { $tube } sélectionné    un clic ajoute { $colour }

## Groupes et boutons de la barre (^S veut dire Ctrl+S)
editor-group-file = Fichier
editor-group-level = Niveau
editor-group-tubes = Tubes
editor-group-mystery = Mystère
editor-group-pack = Pack
editor-button-save = Enregistrer ^S
editor-button-undo = Annuler ^Z
editor-button-redo = Rétablir ^Y
editor-button-playtest = Tester F5
editor-button-close = Fermer Échap
editor-button-new-level = Nouveau ^N
editor-button-duplicate = Dupliquer
editor-button-delete = Supprimer
editor-button-move = Déplacer
editor-button-rename = Renommer ^R
editor-button-capacity = Capacité
editor-button-tubes = Tubes
editor-button-deal = Distribuer ^D
editor-button-deal-seed = Distribuer par graine
editor-button-hidden = Cachées
editor-button-player-view = Vue du joueur F6
editor-button-pack-name = Nom
editor-button-author = Auteur
editor-button-description = Description
editor-button-add-colour = Ajouter une couleur
editor-button-edit-colour = Modifier la couleur

## L'aide des touches sous les boutons
editor-help-tube = Gauche/Droite : tube
editor-help-add-colour = touche : ajouter la couleur
editor-help-take-top = Retour arrière : retirer le dessus
editor-help-empty = Suppr : vider
editor-help-tubes = +/- : tubes
editor-help-hide = Haut/Bas : cacher plus/moins
editor-help-player-view = F6 : vue du joueur
editor-help-level = PgPréc/PgSuiv : niveau
editor-help-move-level = Ctrl+Haut/Bas : le déplacer
editor-help-new-level = Ctrl+N : nouveau
editor-help-click = Clic : ajouter
editor-help-right-click = Clic droit : retirer
editor-help-drag = Glisser : déplacer
editor-help-wheel = Molette : cacher

## Champs de saisie
editor-ask-level-name = Nom du niveau
editor-ask-pack-name = Nom du pack
editor-ask-author = Auteur (vide pour aucun)
editor-ask-description = Description (vide pour aucune)
editor-ask-add-colour = Nouvelle couleur : touche nom #rrggbb [symbole], p. ex. Q sarcelle #469990 q
editor-ask-change-colour = Couleur { $colour } : touche nom #rrggbb [symbole]
editor-ask-deal-seed = Distribuer à partir d'une graine (un nombre entier)
editor-keys-field = Entrée : OK    Échap : annuler    Ctrl+A : tout sélectionner
editor-answer-ok = OK
editor-answer-cancel = Annuler

## Confirmations (les lettres sont les touches qui répondent)
editor-confirm-leave = Des modifications ne sont pas enregistrées.
editor-keys-leave = S : enregistrer et quitter    D : quitter sans enregistrer    Échap : continuer l'édition
editor-answer-save-and-leave = Enregistrer et quitter
editor-answer-leave = Quitter
editor-answer-keep-editing = Continuer l'édition
editor-confirm-unsolvable = Le niveau { $level } est impossible : aucune suite de coups ne le trie.
    L'enregistrer quand même ? La sélection des niveaux le signalera.
editor-keys-unsolvable = Y : enregistrer    Échap : continuer l'édition
editor-answer-save = Enregistrer
editor-confirm-changed-on-disk = { $file } a changé sur le disque depuis son ouverture ou son dernier enregistrement ici.
editor-keys-changed-on-disk = R : le relire (vos modifications sont perdues)    O : l'écraser avec votre version    Échap : annuler
editor-answer-read-again = Relire
editor-answer-overwrite = Écraser

## Ce qu'a fait une action, ou pourquoi elle n'a rien fait
editor-no-colour-key = Aucune couleur de la palette n'a la touche { $key }
editor-hides-nothing = Le tube { $tube } ne cache rien
editor-player-view-on = Le niveau tel que le joueur le voit au départ (F6 : toutes les couleurs)
editor-player-view-off = Toutes les couleurs, unités cachées marquées (F6 : comme le voit le joueur)
editor-nothing-to-undo = Rien à annuler
editor-nothing-to-redo = Rien à rétablir
editor-playtest-pack = Test : { $pack }
editor-cannot-playtest = Impossible de tester pour l'instant : { $problems }
editor-not-a-seed = « { $text } » n'est pas une graine (un nombre entier)
editor-dealing = Distribution avec la graine { $seed }...
editor-dealt = Distribué avec la graine { $seed } (pour recommencer : Ctrl+Maj+D, { $seed })
editor-dealt-grown = Distribué avec la graine { $seed }, { $tube_count } tubes : une distribution en demande 3 (pour recommencer : Ctrl+Maj+D, { $seed })
editor-deal-needs-colours = Une distribution demande au moins 2 couleurs dans la palette : ajoutez une couleur
editor-no-deal = Aucune distribution soluble de cette taille à partir de la graine { $seed } : ajoutez des tubes ou des couleurs

## Le fichier
editor-pack-gone = Ce pack n'est plus là
editor-no-data-folder-copy = Aucun dossier de données où enregistrer une copie du pack intégré
editor-builtin-missing = Ce pack intégré est introuvable
editor-new-pack-name = Nouveau pack
editor-fix-pack-first = Corrigez le pack avant de le modifier :
    { $problem }
editor-cannot-read = Impossible de lire { $file } : { $reason }
editor-cannot-edit = { $problem } ; il ne peut pas être modifié
editor-read-again = { $file } relu
editor-reload-failed = Le fichier sur le disque est illisible, il n'a donc pas été chargé : { $problem }
editor-checking-before-save = Vérification des niveaux modifiés avant l'enregistrement...
editor-not-saved = Non enregistré : niveau { $level } : { $problem }
editor-could-not-save = Impossible d'enregistrer { $file } : { $reason }
editor-saved = { $file } enregistré
editor-saved-rewritten = { $file } enregistré (sa mise en forme était inhabituelle : tout le fichier a été réécrit)
editor-saved-unreadable = Enregistré, mais le fichier ne se relit pas : { $problem }

## Les façons d'entrer dans l'éditeur depuis la sélection des niveaux
editor-entry-author = Auteur
editor-entry-author-label = Auteur :
editor-entry-edit-level = Modifier le niveau
editor-entry-new-level = Nouveau niveau
editor-entry-new-pack = Nouveau pack
editor-entry-no-data-folder = Aucun dossier de données où garder un nouveau pack
editor-entry-source = Pack { $pack } : { $file }
editor-entry-source-overrides = Pack { $pack } : { $file }  (remplace le pack intégré)
