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
# La gráfica de movimientos sobre el par: la línea del par, la línea más
# alta («15+»), los extremos del eje del tiempo, la leyenda y el pie.
statistics-chart-par = par
statistics-chart-most = { $moves }+
statistics-chart-oldest = más antiguo
statistics-chart-latest = más reciente
statistics-chart-at-par = en par o mejor
statistics-chart-over-par = movimientos sobre el par
statistics-chart-no-par = par desconocido
statistics-chart-summary =
    { $known ->
        [one] { $at_par } de { $known } nivel superado en par o mejor
       *[other] { $at_par } de { $known } niveles superados en par o mejor
    }
statistics-nothing-finished = Aún no has superado ningún nivel
statistics-back = Volver
# El tiempo jugado.
statistics-seconds = { $seconds } s
statistics-minutes = { $minutes } min
# Los minutos con dos cifras («05»).
statistics-hours = { $hours } h { $minutes } min
