# El modo Infinito y el reto diario, y sus botones en la selección de niveles.
endless-title = Infinito
endless-daily = Reto diario
# La tecla del botón del reto diario, con el resultado de hoy.
endless-daily-key-done = D   (hoy: hecho en { $best })
endless-intro = Niveles nuevos, todos con solución. Comparte un nivel con su ID de partida.
endless-colours = Colores
endless-empty = Tubos vacíos
endless-height = Altura del tubo
endless-difficulty = Dificultad
endless-easy = Fácil
endless-medium = Media
endless-hard = Difícil
# Una dificultad dentro de una frase (los ajustes de un nivel).
endless-easy-word = fácil
endless-medium-word = media
endless-hard-word = difícil
endless-new-level = Nivel nuevo
endless-play = Jugar
endless-daily-row = Reto diario, { $date }
endless-play-daily = Jugar el reto
endless-daily-done =
    { $id }  hecho en { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }
endless-daily-about = { $id }  { $colours } colores, { $difficulty }
endless-game-id = ID de partida
endless-play-id = Jugar ID
endless-levels = Niveles
endless-footer = Arriba/Abajo: elegir    Izquierda/Derecha: cambiar    Enter: jugar    escribe un ID para volver a jugarlo
endless-id-example = p. ej. 9M24-7KQ3X9
# Los ajustes de un nivel: «6 colores, 2 tubos vacíos, altura 4, media».
endless-describe =
    { $colours } colores, { $empty ->
        [one] { $empty } tubo vacío
       *[other] { $empty } tubos vacíos
    }, altura { $height }, { $difficulty }
endless-generating = Generando { $id } ({ $settings })…
endless-last-played = Última partida: { $id } ({ $settings })
endless-last-solved =
    Última partida: { $id } ({ $settings }, resuelto en { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    })
endless-new = Nivel nuevo: { $settings }
# El nombre del reto diario en juego.
endless-daily-name = Reto diario { $date }
