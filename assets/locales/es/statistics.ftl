# La pantalla de estadísticas.
statistics-title = Estadísticas
statistics-totals = Niveles superados: { $finished }    Vertidos: { $pours }    Tiempo jugado: { $time }
statistics-help-used = Pistas: { $hints }    Muéstramelo: { $show_me }    Tubos extra: { $extra_tubes }
statistics-packs = Paquetes
statistics-pack-levels = { $done }/{ $total } niveles
statistics-pack-stars = ★ { $stars }/{ $most }
statistics-daily = Reto diario
statistics-streak =
    Racha: { $current ->
        [one] { $current } día
       *[other] { $current } días
    } seguidos (récord { $best })    { $solved ->
        [one] { $solved } día resuelto
       *[other] { $solved } días resueltos
    }
# El calendario: el mes encima y los días de la semana sobre sus columnas (1 es lunes).
statistics-month =
    { $month ->
        [1] enero
        [2] febrero
        [3] marzo
        [4] abril
        [5] mayo
        [6] junio
        [7] julio
        [8] agosto
        [9] septiembre
        [10] octubre
        [11] noviembre
       *[12] diciembre
    } de { $year }
statistics-weekday =
    { $weekday ->
        [1] L
        [2] M
        [3] X
        [4] J
        [5] V
        [6] S
       *[7] D
    }
statistics-endless = Victorias en Infinito
statistics-none-yet = Ninguna todavía
statistics-endless-wins = { $colours } colores: { $wins }
statistics-over-par =
    { $count ->
        [0] Movimientos sobre el par
        [one] Movimientos sobre el par, el último nivel
       *[other] Movimientos sobre el par, últimos { $count } niveles
    }
statistics-nothing-finished = Aún no has superado ningún nivel
statistics-back = Volver
# El tiempo jugado.
statistics-seconds = { $seconds } s
statistics-minutes = { $minutes } min
# Los minutos con dos cifras («05»).
statistics-hours = { $hours } h { $minutes } min
