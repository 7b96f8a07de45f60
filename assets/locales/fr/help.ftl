# L'aide : le verdict, l'indice, les chiffres détaillés, « Montre-moi »,
# les notes de la ligne d'aide. Les tubes portent leur numéro à partir de 1.

help-fraction-all = toutes
help-fraction-none = aucune
help-fraction-almost-all = presque toutes
help-fraction-very-few = très peu
help-fraction = { $num } sur { $den }
help-fraction-about = environ { $num } sur { $den }

help-percent = { $value } %
help-percent-more-than = plus de { $value } %
help-percent-less-than = moins de { $value } %

help-hint-pour =
    Indice : verse le tube { $from } dans le tube { $to }{ $back ->
        [yes] {" "}(retour à une position déjà vue)
       *[no] {""}
    }{ $why ->
        [certain] {" "}pour gagner quoi que cachent les tubes
        [moves] , encore { $moves ->
            [one] { $moves } coup
           *[other] { $moves } coups
        }
        [possible] , le plus susceptible de garder une victoire possible
       *[none] {""}
    }
help-hint-keys = { $hint }   ({ $key } le joue)
help-no-new-move = Aucun nouveau coup : chaque chemin ramène à une position déjà vue

help-checking = Vérification...
help-solvable =
    { $moves ->
        [one] Faisable en { $moves } coup
       *[other] Faisable en { $moves } coups
    }
help-solvable-known =
    { $moves ->
        [one] Faisable : une solution en { $moves } coup est connue, peut-être pas la plus courte
       *[other] Faisable : une solution en { $moves } coups est connue, peut-être pas la plus courte
    }
help-certain = La victoire est assurée, quoi que cachent les tubes
help-possible =
    Victoire possible, { $certain ->
        [maybe] peut-être assurée
       *[not] pas assurée
    } : { $share } des dispositions cachées sont gagnables en les connaissant
help-lost =
    Plus moyen de gagner d'ici : { $then ->
        [rewind] rembobine (B)
        [level] ce niveau est impossible
       *[undo] annule ou recommence
    }
help-unknown = Trop difficile à dire d'ici

help-detail-arrangements =
    { $count ->
        [one] { $arrangements } disposition possible
       *[other] { $arrangements } dispositions possibles
    }
help-detail-arrangements-huge = plus de 2^128 dispositions possibles
help-detail-exact = { $won } des { $of } ({ $part } ; exact : les { $examined } examinées)
help-detail-sampled = { $won } d'un échantillon aléatoire de { $examined } des { $of }
help-detail-sampled-about = { $won } d'un échantillon aléatoire de { $examined } des { $of } (environ { $part })
help-detail-at-least = au moins { $won } des { $of } (au moins { $part } : les { $examined } examinées, certaines trop difficiles)
help-detail-refuted = aucune stratégie ne les gagne toutes (prouvé)
help-detail-out-of-budget = on ignore si une stratégie les gagne toutes (la recherche s'est épuisée)
help-detail-proven = une stratégie les gagne toutes
help-detail-after-hint = après l'indice, { $count } restent gagnables pour qui connaît les couleurs cachées ; { $certain }
help-detail-from-here = d'ici, { $count } restent gagnables pour qui connaît les couleurs cachées ; { $certain }

help-thinking = Indice : réflexion...

help-show-me = Montre-moi
help-show-me-strategy = Montre-moi : joue une stratégie qui gagne quoi que cachent les tubes
help-show-me-solution = Montre-moi : joue la solution, encore { $moves }
help-show-me-likeliest = Montre-moi : joue les coups les plus prometteurs, sans victoire assurée
help-show-me-likeliest-unproven = Montre-moi : joue les coups les plus prometteurs (une victoire assurée n'est ni prouvée ni exclue)
help-show-me-working = Montre-moi : recherche du coup suivant...
help-show-me-stopped = Montre-moi s'est arrêté
help-show-me-stopped-only-back = Montre-moi s'est arrêté : chaque chemin ramène à une position déjà vue
help-show-me-stopped-lost = Montre-moi s'est arrêté : plus moyen de gagner d'ici
help-show-me-stopped-too-hard = Montre-moi s'est arrêté : trop difficile à dire d'ici
help-show-me-stopped-undecided = Montre-moi s'est arrêté : trop difficile de dire quel coup garde une victoire possible

help-no-hint = Pas d'indice
help-no-hint-only-back = Pas d'indice : chaque chemin ramène à une position déjà vue
help-no-hint-lost = Pas d'indice : plus moyen de gagner d'ici
help-no-hint-too-hard = Pas d'indice : trop difficile à dire d'ici
help-no-hint-undecided = Pas d'indice : trop difficile de dire quel coup garde une victoire possible

help-already-solved = Déjà résolu
help-rewind-checking = Rembobiner : vérification des positions précédentes...
help-rewind-still-won = Cette position peut encore être gagnée
help-rewind-still-possible =
    Une victoire reste possible d'ici, { $certain ->
        [maybe] peut-être assurée
       *[not] pas assurée
    }
help-rewind-not-lost = Rien à rembobiner : cette position n'est pas perdue
help-rewind-level-lost = Rien vers quoi rembobiner : ce niveau est impossible
help-rewind-none-known = Aucune position antérieure n'est connue comme gagnable
help-rewound =
    { $steps ->
        [one] { $steps } coup rembobiné (Rétablir permet de revenir)
       *[other] { $steps } coups rembobinés (Rétablir permet de revenir)
    }
help-rewound-to-won =
    { $steps ->
        [one] { $steps } coup rembobiné jusqu'à la dernière position gagnable (Rétablir permet de revenir)
       *[other] { $steps } coups rembobinés jusqu'à la dernière position gagnable (Rétablir permet de revenir)
    }
help-rewound-to-possible =
    { $steps ->
        [one] { $steps } coup rembobiné jusqu'où une victoire reste possible, { $certain ->
            [maybe] peut-être assurée
           *[not] pas assurée
        } (Rétablir permet de revenir)
       *[other] { $steps } coups rembobinés jusqu'où une victoire reste possible, { $certain ->
            [maybe] peut-être assurée
           *[not] pas assurée
        } (Rétablir permet de revenir)
    }

help-extra-tube-saves = Un tube supplémentaire ({ $key }) rendrait cette position de nouveau faisable
help-extra-tube-useless = Même un tube supplémentaire ne sauverait pas cette position
