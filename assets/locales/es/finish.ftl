# Par y estrellas: el par del marcador, la línea de la selección de
# niveles y el panel de nivel completado.

finish-hud-par = par { $par }
finish-hud-no-solution = sin par: no hay solución
finish-hud-par-unknown = par desconocido
finish-hud-no-certain-win = sin par: no hay victoria segura
finish-par-solving = par: calculando...

finish-line-par = par { $par }
finish-line-par-stars = par { $par }  { $stars }
finish-line-unsolvable = sin solución
finish-line-no-par-stars = sin par  { $stars }
finish-line-too-hard = par ? (demasiado difícil)
finish-line-no-par = sin par
finish-line-waiting = par: en espera

finish-helped-show-me = Resuelto con «Muéstramelo»
finish-helped-hints =
    { $hints ->
        [one] Resuelto con { $hints } pista
       *[other] Resuelto con { $hints } pistas
    }
finish-helped-hints-extra-tube =
    { $hints ->
        [one] Resuelto con { $hints } pista y el tubo extra
       *[other] Resuelto con { $hints } pistas y el tubo extra
    }
finish-helped-extra-tube = Resuelto con el tubo extra

finish-record-playtest = Una partida de prueba: no se guarda nada.
finish-record-best = Tu mejor marca: { $best }
finish-record-new-best = ¡Nueva mejor marca!
finish-record-fewest-with-help = Tu récord de movimientos, con ayuda.
finish-record-first-time = ¡Resuelto por primera vez!
finish-record-first-time-with-help = Resuelto por primera vez, con ayuda.

finish-no-par-helped =
    { $help }; { $why ->
        [not-guaranteed] no hay victoria segura desde el inicio, así que no hay par
        [unwalked] la estrategia más segura es demasiado grande para recorrerla: sin par
       *[too-hard] demasiado difícil para el solucionador: sin par
    }.
finish-no-par-unhelped =
    { $why ->
        [not-guaranteed] No hay victoria segura desde el inicio, así que no hay par
        [unwalked] La estrategia más segura es demasiado grande para recorrerla: sin par
       *[too-hard] Demasiado difícil para el solucionador: sin par
    }: resuelto sin ayuda.
finish-not-rated-helped =
    { $help }; { $unknown ->
        [yes] par desconocido: demasiado difícil para el solucionador
       *[no] aún no se conoce el par
    }.
finish-not-rated =
    { $unknown ->
        [yes] Par desconocido: demasiado difícil para el solucionador.
       *[no] Aún no se conoce el par.
    }
finish-capped =
    { $cap ->
        [one] { $help }, así que como máximo { $cap } estrella.
       *[other] { $help }, así que como máximo { $cap } estrellas.
    }
finish-par-met-mystery = Par { $par }: no más de lo que necesita la estrategia más segura, pase lo que pase con lo oculto.
finish-over-par-hints = Par { $par }: las pistas ganan en { $par } movimientos como mucho, pase lo que pase con lo oculto; tú usaste { $over } más.
finish-over-par-strategy = Par { $par }: una estrategia demostrada desde el inicio gana en { $par } movimientos como mucho, pase lo que pase con lo oculto; tú usaste { $over } más.
finish-par-met = Par { $par }: perfecto, no hay solución más corta.
finish-over-par = Par { $par }: la solución más corta usa { $over } menos.

finish-more-without-help = Resuélvelo sin ayuda para 3 estrellas.
finish-more-par =
    { $par ->
        [one] Resuélvelo en { $par } movimiento como mucho para 3 estrellas.
       *[other] Resuélvelo en { $par } movimientos como mucho para 3 estrellas.
    }
finish-more-without-help-par =
    { $par ->
        [one] Resuélvelo sin ayuda en { $par } movimiento como mucho para 3 estrellas.
       *[other] Resuélvelo sin ayuda en { $par } movimientos como mucho para 3 estrellas.
    }
finish-more-ladder = Como mucho { $three } movimientos para 3 estrellas, { $two } para 2.
finish-more-ladder-without-help = Sin ayuda: como mucho { $three } movimientos para 3 estrellas, { $two } para 2.

finish-solved-in =
    { $moves ->
        [one] Resuelto en { $moves } movimiento
       *[other] Resuelto en { $moves } movimientos
    }
finish-stars-none = Sin par no hay estrellas
finish-stars =
    { $stars ->
        [one] { $stars } estrella de 3
       *[other] { $stars } estrellas de 3
    }

finish-level-complete = ¡Nivel completado!
finish-pack-complete-only = ¡Paquete completado! { $pack } terminado.
finish-pack-complete-all = ¡Paquete completado! Los { $levels } niveles de { $pack } terminados.
finish-levels-left =
    { $left ->
        [one] ¡Nivel completado! Queda { $left } nivel de { $pack } por resolver.
       *[other] ¡Nivel completado! Quedan { $left } niveles de { $pack } por resolver.
    }
finish-pack-complete-every = ¡Paquete completado! Todos los niveles de { $pack } terminados.

finish-next-level = Siguiente nivel
finish-next-levels = Niveles
finish-next-editor = Volver al editor
