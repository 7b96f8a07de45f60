# Les outils de variantes de l’éditeur : hauteur et verrou du tube choisi,
# règle du niveau, et leurs touches dans l’aide.
editor-variants-group = Variante
editor-variants-height = Hauteur { $height }
editor-variants-unlocked = Verrou : aucun
editor-variants-locked = Verrou : { $colour } ({ $key })
editor-variants-rule-water = Règle : eau
editor-variants-rule-ball = Règle : billes
editor-variants-help-height = Maj+Haut/Bas : hauteur
editor-variants-help-lock = Ctrl+L : verrou
editor-variants-help-rule = Ctrl+B : règle
editor-variants-no-key = Le niveau n’a aucune couleur pour verrouiller le tube { $tube }
