# Las herramientas de variantes del editor: altura y bloqueo del tubo
# elegido, la regla del nivel y sus teclas en la ayuda.
editor-variants-group = Variante
editor-variants-height = Altura { $height }
editor-variants-unlocked = Bloqueo: no
editor-variants-locked = Bloqueo: { $colour } ({ $key })
editor-variants-rule-water = Regla: agua
editor-variants-rule-ball = Regla: bolas
editor-variants-help-height = Mayús+Arriba/Abajo: altura
editor-variants-help-lock = Ctrl+L: bloquear
editor-variants-help-rule = Ctrl+B: regla
editor-variants-no-key = El nivel no tiene ningún color con el que bloquear el tubo { $tube }
