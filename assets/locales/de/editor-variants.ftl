# Die Varianten-Werkzeuge des Editors: Höhe und Sperre des gewählten
# Röhrchens, die Regel des Levels, ihre Tasten in der Tastenhilfe.
editor-variants-group = Variante
editor-variants-height = Höhe { $height }
editor-variants-unlocked = Sperre: keine
editor-variants-locked = Sperre: { $colour } ({ $key })
editor-variants-rule-water = Regel: Wasser
editor-variants-rule-ball = Regel: Ball Sort
editor-variants-help-height = Umschalt+Hoch/Runter: Höhe
editor-variants-help-lock = Strg+L: sperren
editor-variants-help-rule = Strg+B: Regel
editor-variants-no-key = Das Level hat keine Farbe, mit der Röhrchen { $tube } gesperrt werden kann
