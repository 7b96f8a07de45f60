# Lo que lee quien crea niveles: la línea de estado del editor y las
# palabras de `water-sort check` sobre los inicios de misterio.

editor-solvable =
    { $moves ->
        [one] resoluble en { $moves } movimiento, dificultad { $difficulty }
       *[other] resoluble en { $moves } movimientos, dificultad { $difficulty }
    }
editor-solvable-not-optimal = resoluble (una solución de { $moves } movimientos; la más corta se desconoce)
editor-unsolvable = sin solución
editor-gave-up = desconocido (el solucionador se rindió)
editor-checking = comprobando...

editor-status-solvable =
    { $moves ->
        [one] Resoluble en { $moves } movimiento, dificultad { $difficulty }
       *[other] Resoluble en { $moves } movimientos, dificultad { $difficulty }
    }
editor-status-solvable-not-optimal = Resoluble (una solución de { $moves } movimientos; la más corta se desconoce)
editor-status-unsolvable = Sin solución
editor-status-gave-up = Desconocido (el solucionador se rindió)
editor-status-checking = Comprobando...

editor-status-mystery =
    Conociendo todos los colores: { $found }
    Al inicio del jugador: { $start }

editor-start-nothing-hidden = no queda nada oculto
editor-start-solved = resuelto
editor-start-guaranteed = garantizado (victoria pase lo que pase con lo oculto)
editor-start-likely = probable: la victoria sigue siendo posible en el { $part } de las { $examined } disposiciones
editor-start-likely-sampled = probable: la victoria sigue siendo posible en { $won } de una muestra al azar de { $examined } disposiciones
editor-start-likely-at-least = probable: la victoria sigue siendo posible en al menos el { $part } de las { $examined } disposiciones (algunas demasiado difíciles)
editor-start-lost = perdido (ninguna disposición tiene solución)
editor-start-unknown = desconocido (la búsqueda se rindió)

editor-column-solved = resuelto
editor-column-guaranteed = garantizado
editor-column-likely = probable { $part } %
editor-column-likely-sampled-all = probable { $won } de { $examined } en la muestra
editor-column-lost = perdido
editor-column-unknown = desconocido

editor-starts-refuted =
    { $refuted ->
        [one] ({ $refuted } inicio de misterio no garantizado)
       *[other] ({ $refuted } inicios de misterio no garantizados)
    }
editor-starts-unknown =
    { $unknown ->
        [one] ({ $unknown } inicio de misterio sin demostrar en ningún sentido (la búsqueda se agotó))
       *[other] ({ $unknown } inicios de misterio sin demostrar en ningún sentido (la búsqueda se agotó))
    }
editor-starts-both =
    ({ $refuted ->
        [one] { $refuted } inicio de misterio no garantizado
       *[other] { $refuted } inicios de misterio no garantizados
    }, { $unknown ->
        [one] { $unknown } sin demostrar en ningún sentido (la búsqueda se agotó)
       *[other] { $unknown } sin demostrar en ningún sentido (la búsqueda se agotó)
    })
