# El marcador de la partida: sus líneas, sus botones y los avisos del tablero.
hud-moves = Movimientos: { $moves }     { $par }
hud-undo = Deshacer
hud-redo = Rehacer
hud-restart = Reiniciar
hud-hint = Pista
# Las teclas del botón de pista: una muestra la pista, la otra la juega.
hud-hint-keys = { $show }, { $play } la juega
hud-show-me = Muéstramelo
hud-stop = Parar
hud-rewind = Rebobinar
hud-extra-tube = + Tubo
hud-back = Volver
hud-level-unavailable = El nivel { $level } de { $pack } no está disponible
hud-the-pack = el paquete
hud-saved-game-dropped = Se descartó tu partida guardada: { $reason }
hud-keeping-last-good = { $error }
    (se mantiene la última versión válida)
hud-level-removed = El nivel «{ $level }» ya no está en { $pack }
