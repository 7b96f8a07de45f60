# La regla de los niveles infinitos y del puzle diario.
endless-rule = Regla
endless-rule-classic = Clásico
endless-rule-heights = Alturas
endless-rule-locks = Bloqueados
endless-rule-ball = Bolas
endless-with-rule = { $settings }, { $rule }
endless-daily-rule = Reto diario: { $rule }
endless-id-variant = «{ $found }» no es una regla: tras la dificultad va T (tubos de distintas alturas), K (tubos bloqueados), B (bolas) o, en un nivel clásico, las dos cifras
