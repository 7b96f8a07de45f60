# Key names, and what each key of the key table does (the help panel's list).
keys-ctrl-with = Ctrl+{ $key }
keys-ctrl-shift-with = Ctrl+Mayús+{ $key }
keys-esc = Esc
keys-enter = Intro
keys-space = Espacio
keys-backspace = Retroceso
keys-action-tube = Levantar un tubo o verter en él
keys-action-undo = Deshacer
keys-action-redo = Rehacer
keys-action-restart = Reiniciar
keys-action-back = Volver a la selección de niveles
keys-action-hint = Pista
keys-action-play-hint = Jugar la pista
keys-action-show-me = Muéstramelo
keys-action-rewind = Salir de un callejón sin salida
keys-action-extra-tube = Tubo extra
keys-action-next-level = Siguiente nivel
keys-action-replay = Jugar el nivel otra vez
keys-action-help = Esta ayuda
keys-action-cursor = Mover el cursor por los tubos
keys-when-won = con el nivel resuelto
keys-when-few-tubes = { $count ->
    [one] en niveles de { $count } tubo
   *[other] en niveles de hasta { $count } tubos
}
