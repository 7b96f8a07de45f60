# L'écran des statistiques.
statistics-title = Statistiques
statistics-totals = Niveaux réussis : { $finished }    Versements : { $pours }    Temps de jeu : { $time }
statistics-help-used = Indices : { $hints }    Montre-moi : { $show_me }    Tubes supplémentaires : { $extra_tubes }
statistics-packs = Packs
statistics-pack-levels = { $done }/{ $total } niveaux
statistics-pack-stars = ★ { $stars }/{ $most }
statistics-daily = Défi du jour
statistics-streak =
    Série : { $current ->
        [one] { $current } jour
       *[other] { $current } jours
    } d'affilée (record { $best })    { $solved ->
        [one] { $solved } jour réussi
       *[other] { $solved } jours réussis
    }
# Le calendrier : le mois au-dessus, les jours de la semaine sur ses colonnes (1 est lundi).
statistics-month =
    { $month ->
        [1] janvier
        [2] février
        [3] mars
        [4] avril
        [5] mai
        [6] juin
        [7] juillet
        [8] août
        [9] septembre
        [10] octobre
        [11] novembre
       *[12] décembre
    } { $year }
statistics-weekday =
    { $weekday ->
        [1] L
        [2] M
        [3] M
        [4] J
        [5] V
        [6] S
       *[7] D
    }
statistics-endless = Victoires en mode Sans fin
statistics-none-yet = Aucune pour l'instant
statistics-endless-wins = { $colours } couleurs : { $wins }
statistics-over-par =
    { $count ->
        [0] Coups au-dessus du par
        [one] Coups au-dessus du par, dernier niveau
       *[other] Coups au-dessus du par, { $count } derniers niveaux
    }
# Le graphique des coups au-dessus du par : la ligne du par, la ligne du
# haut (« 15+ »), les bouts de l'axe du temps, la légende et la légende du bas.
statistics-chart-par = par
statistics-chart-most = { $moves }+
statistics-chart-oldest = plus ancien
statistics-chart-latest = plus récent
statistics-chart-at-par = au par ou mieux
statistics-chart-over-par = coups au-dessus du par
statistics-chart-no-par = par inconnu
statistics-chart-summary =
    { $at_par ->
        [one] { $at_par } niveau sur { $known } réussi au par ou mieux
       *[other] { $at_par } niveaux sur { $known } réussis au par ou mieux
    }
statistics-nothing-finished = Aucun niveau réussi pour l'instant
statistics-back = Retour
# Le temps de jeu.
statistics-seconds = { $seconds } s
statistics-minutes = { $minutes } min
# Les minutes sur deux chiffres (« 05 »).
statistics-hours = { $hours } h { $minutes } min
