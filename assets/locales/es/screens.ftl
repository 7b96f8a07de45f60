# La selección de niveles (la pantalla de título), sus casillas y los
# encabezados de paquete, Continuar, la pregunta de salir, la carga y los
# botones del panel de nivel completado.
screens-rule = Vierte hasta que cada tubo tenga un solo color
screens-pack-stars = ★ { $stars }/{ $most }
screens-pack-by = { $pack }, de { $author }
screens-last-good = (los niveles de abajo son la última versión que se pudo cargar)
screens-no-packs = No hay paquetes de niveles
screens-no-packs-in = No se encontraron paquetes de niveles (*.ron) en { $folders }
# La línea bajo la lista: hasta dónde llegó el jugador.
screens-best-time = récord { $best } en { $time }
screens-best = récord { $best }
screens-done = completado
screens-not-played = sin jugar
screens-mystery = misterio
# Una partida en curso: «12 movimientos hechos».
screens-moves-in =
    { $count ->
        [one] { $count } movimiento hecho
       *[other] { $count } movimientos hechos
    }
screens-continue = Continuar: { $name }, { $progress }
screens-continue-endless = infinito { $id }
screens-nothing-to-continue = No hay ninguna partida en curso para continuar
screens-level-gone = El nivel de tu última partida ({ $level }) ya no está en el juego
screens-quit-title = ¿Salir de Water Sort?
screens-quit-saved = Tu progreso y tus ajustes están guardados.
screens-quit-cancel = Cancelar
screens-quit-any-key = cualquier otra tecla
screens-quit = Salir
screens-replay = Repetir
screens-back = Volver
screens-loading = Cargando niveles…
# `--level` más allá del final de un paquete.
screens-pack-short =
    { $count ->
        [0] { $path } no tiene niveles
        [one] { $path } tiene 1 nivel; empezando por el nivel 1
       *[other] { $path } tiene { $count } niveles; empezando por el nivel { $count }
    }
# Un archivo de paquete borrado mientras se juega.
screens-pack-deleted = { $path }: el archivo se ha borrado
