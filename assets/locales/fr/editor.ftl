# Ce que lit l'auteur d'un niveau : la ligne d'état de l'éditeur et les
# mots de `water-sort check` sur les départs mystère.

editor-solvable =
    { $moves ->
        [one] faisable en { $moves } coup, difficulté { $difficulty }
       *[other] faisable en { $moves } coups, difficulté { $difficulty }
    }
editor-solvable-not-optimal = faisable (une solution en { $moves } coups ; la plus courte est inconnue)
editor-unsolvable = impossible
editor-gave-up = inconnu (le solveur a abandonné)
editor-checking = vérification...

editor-status-solvable =
    { $moves ->
        [one] Faisable en { $moves } coup, difficulté { $difficulty }
       *[other] Faisable en { $moves } coups, difficulté { $difficulty }
    }
editor-status-solvable-not-optimal = Faisable (une solution en { $moves } coups ; la plus courte est inconnue)
editor-status-unsolvable = Impossible
editor-status-gave-up = Inconnu (le solveur a abandonné)
editor-status-checking = Vérification...

editor-status-mystery =
    En connaissant toutes les couleurs : { $found }
    Au départ du joueur : { $start }

editor-start-nothing-hidden = rien ne reste caché
editor-start-solved = résolu
editor-start-guaranteed = garanti (une victoire quoi que cachent les tubes)
editor-start-likely = probable : une victoire reste possible dans { $part } des { $examined } dispositions
editor-start-likely-sampled = probable : une victoire reste possible dans { $won } d'un échantillon aléatoire de { $examined } dispositions
editor-start-likely-at-least = probable : une victoire reste possible dans au moins { $part } des { $examined } dispositions (certaines trop difficiles)
editor-start-lost = perdu (aucune disposition n'a de solution)
editor-start-unknown = inconnu (la recherche a abandonné)

editor-column-solved = résolu
editor-column-guaranteed = garanti
editor-column-likely = probable { $part } %
editor-column-likely-sampled-all = probable { $won } sur { $examined } échantillonnés
editor-column-lost = perdu
editor-column-unknown = inconnu

editor-starts-refuted =
    { $refuted ->
        [one] ({ $refuted } départ mystère non garanti)
       *[other] ({ $refuted } départs mystère non garantis)
    }
editor-starts-unknown =
    { $unknown ->
        [one] ({ $unknown } départ mystère ni prouvé ni réfuté (la recherche s'est épuisée))
       *[other] ({ $unknown } départs mystère ni prouvés ni réfutés (la recherche s'est épuisée))
    }
editor-starts-both =
    ({ $refuted ->
        [one] { $refuted } départ mystère non garanti
       *[other] { $refuted } départs mystère non garantis
    }, { $unknown ->
        [one] { $unknown } ni prouvé ni réfuté (la recherche s'est épuisée)
       *[other] { $unknown } ni prouvés ni réfutés (la recherche s'est épuisée)
    })
