# La selección de niveles: las teclas bajo la lista, de quién es un
# paquete y dónde está.

level-select-key-choose = Flechas: elegir
level-select-key-play = Intro: jugar
level-select-key-continue = C: continuar
level-select-key-statistics = S: estadísticas
level-select-key-endless = E: infinito
level-select-key-daily = D: reto diario
level-select-key-settings = F2: ajustes
level-select-key-quit = Esc: salir
level-select-copy-title = { $title } (tu copia)
level-select-copy-home = Tu copia del paquete incluido, guardada en { $path }
level-select-own-home = Tu paquete, guardado en { $path }
level-select-built-in = Incluido en el juego
level-select-file-home = De { $path }
