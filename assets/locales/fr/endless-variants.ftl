# La règle des niveaux sans fin et du puzzle du jour.
endless-rule = Règle
endless-rule-classic = Classique
endless-rule-heights = Hauteurs
endless-rule-locks = Verrouillés
endless-rule-ball = Tri de billes
endless-with-rule = { $settings }, { $rule }
endless-daily-rule = Défi du jour : { $rule }
endless-id-variant = « { $found } » n’est pas une règle : après la difficulté vient T (tubes de hauteurs différentes), K (tubes verrouillés), B (tri de billes) ou, pour un niveau classique, les deux chiffres
