# La ayuda: el veredicto, la pista, las cifras completas, «Muéstramelo»,
# las notas de la línea de ayuda. Los tubos se nombran por su número desde 1.

help-fraction-all = todas
help-fraction-none = ninguna
help-fraction-almost-all = casi todas
help-fraction-very-few = muy pocas
help-fraction = { $num } de cada { $den }
help-fraction-about = unas { $num } de cada { $den }

help-percent = { $value } %
help-percent-more-than = más del { $value } %
help-percent-less-than = menos del { $value } %

help-hint-pour =
    Pista: vierte el tubo { $from } en el tubo { $to }{ $back ->
        [yes] {" "}(vuelves a donde estabas)
       *[no] {""}
    }{ $why ->
        [certain] {" "}para ganar pase lo que pase con lo oculto
        [moves] , { $moves ->
            [one] queda { $moves } movimiento
           *[other] quedan { $moves } movimientos
        }
        [possible] , la jugada que más probablemente mantiene la victoria
       *[none] {""}
    }
help-hint-keys = { $hint }   ({ $key } la juega)
help-no-new-move = No hay jugada nueva: todos los caminos vuelven a una posición que ya tuviste

help-checking = Comprobando...
help-solvable =
    { $moves ->
        [one] Se resuelve en { $moves } movimiento
       *[other] Se resuelve en { $moves } movimientos
    }
help-solvable-known =
    { $moves ->
        [one] Tiene solución: se conoce una de { $moves } movimiento, quizá no la más corta
       *[other] Tiene solución: se conoce una de { $moves } movimientos, quizá no la más corta
    }
help-certain = La victoria es segura, pase lo que pase con lo oculto
help-possible =
    Se puede ganar, { $certain ->
        [maybe] quizá seguro
       *[not] no es seguro
    }: { $share } disposiciones ocultas se pueden ganar conociéndolas
help-lost =
    Ya no se puede ganar desde aquí: { $then ->
        [rewind] rebobina (B)
        [level] este nivel no tiene solución
       *[undo] deshaz o reinicia
    }
help-unknown = Demasiado difícil de saber desde aquí

help-detail-arrangements =
    { $count ->
        [one] { $arrangements } disposición posible
       *[other] { $arrangements } disposiciones posibles
    }
help-detail-arrangements-huge = más de 2^128 disposiciones posibles
help-detail-exact = { $won } de las { $of } ({ $part }; exacto: examinadas las { $examined })
help-detail-sampled = { $won } de una muestra al azar de { $examined } de las { $of }
help-detail-sampled-about = { $won } de una muestra al azar de { $examined } de las { $of } (cerca del { $part })
help-detail-at-least = al menos { $won } de las { $of } (al menos el { $part }: examinadas las { $examined }, algunas demasiado difíciles)
help-detail-refuted = ninguna estrategia las gana todas (demostrado)
help-detail-out-of-budget = no se sabe si una estrategia las gana todas (la búsqueda se agotó)
help-detail-proven = una estrategia las gana todas
help-detail-after-hint = tras la pista, quien conozca los colores ocultos aún puede ganar { $count }; { $certain }
help-detail-from-here = desde aquí, quien conozca los colores ocultos aún puede ganar { $count }; { $certain }

help-thinking = Pista: pensando...

help-show-me = Muéstramelo
help-show-me-strategy = Muéstramelo: juega una estrategia que gana pase lo que pase con lo oculto
help-show-me-solution =
    { $moves ->
        [one] Muéstramelo: juega la solución, queda { $moves }
       *[other] Muéstramelo: juega la solución, quedan { $moves }
    }
help-show-me-likeliest = Muéstramelo: juega los movimientos más prometedores, sin victoria segura
help-show-me-likeliest-unproven = Muéstramelo: juega los movimientos más prometedores (una victoria segura no está ni demostrada ni descartada)
help-show-me-working = Muéstramelo: buscando el siguiente movimiento...
help-show-me-stopped = Muéstramelo se detuvo
help-show-me-stopped-only-back = Muéstramelo se detuvo: todos los caminos vuelven a una posición que ya tuviste
help-show-me-stopped-lost = Muéstramelo se detuvo: ya no se puede ganar desde aquí
help-show-me-stopped-too-hard = Muéstramelo se detuvo: demasiado difícil de saber desde aquí
help-show-me-stopped-undecided = Muéstramelo se detuvo: demasiado difícil saber qué movimiento mantiene la victoria posible

help-no-hint = No hay pista
help-no-hint-only-back = No hay pista: todos los caminos vuelven a una posición que ya tuviste
help-no-hint-lost = No hay pista: ya no se puede ganar desde aquí
help-no-hint-too-hard = No hay pista: demasiado difícil de saber desde aquí
help-no-hint-undecided = No hay pista: demasiado difícil saber qué movimiento mantiene la victoria posible

help-already-solved = Ya está resuelto
help-rewind-checking = Rebobinar: comprobando las posiciones anteriores...
help-rewind-still-won = Esta posición aún se puede ganar
help-rewind-still-possible =
    Aún se puede ganar desde aquí, { $certain ->
        [maybe] quizá seguro
       *[not] no es seguro
    }
help-rewind-not-lost = Nada que rebobinar: esta posición no está perdida
help-rewind-level-lost = No hay adónde rebobinar: este nivel no tiene solución
help-rewind-none-known = No se conoce ninguna posición anterior ganable
help-rewound =
    { $steps ->
        [one] Rebobinado { $steps } movimiento (Rehacer vuelve a avanzar)
       *[other] Rebobinados { $steps } movimientos (Rehacer vuelve a avanzar)
    }
help-rewound-to-won =
    { $steps ->
        [one] Rebobinado { $steps } movimiento hasta la última posición ganable (Rehacer vuelve a avanzar)
       *[other] Rebobinados { $steps } movimientos hasta la última posición ganable (Rehacer vuelve a avanzar)
    }
help-rewound-to-possible =
    { $steps ->
        [one] Rebobinado { $steps } movimiento hasta donde aún se puede ganar, { $certain ->
            [maybe] quizá seguro
           *[not] no es seguro
        } (Rehacer vuelve a avanzar)
       *[other] Rebobinados { $steps } movimientos hasta donde aún se puede ganar, { $certain ->
            [maybe] quizá seguro
           *[not] no es seguro
        } (Rehacer vuelve a avanzar)
    }

help-extra-tube-saves = Un tubo extra ({ $key }) volvería a hacerlo resoluble
help-extra-tube-useless = Ni un tubo extra salvaría esta posición
