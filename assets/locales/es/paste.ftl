# Copying and pasting a position as text (Ctrl+C in a level, Ctrl+V on the
# level select or the endless screen). $reason is a detail in English.
paste-copied = Posición copiada
paste-copy-mystery = Un nivel misterioso no se puede copiar: el texto revelaría sus colores ocultos.
paste-no-clipboard = Aquí no se puede usar el portapapeles: { $reason }
paste-empty = El portapapeles no tiene texto para pegar.
paste-not-position = Ese texto no es una posición: { $reason }
paste-too-many-colours = { $count ->
    [one] Esa posición tiene { $count } color, más de los { $most } que el juego puede mostrar.
   *[other] Esa posición tiene { $count } colores, más de los { $most } que el juego puede mostrar.
}
paste-solved = Esa posición ya está resuelta.
paste-unsolvable = Sin solución: esta posición no se puede terminar.
paste-too-hard = Esa posición es demasiado grande para comprobarla: el solucionador se rindió.
paste-checking = Comprobando la posición pegada…
paste-pack-name = Posición pegada
paste-key-copy = Copiar la posición como texto
paste-key-copy-when = en un nivel
paste-key-paste = Pegar una posición y jugarla
paste-key-paste-when = en la selección de niveles o en el modo infinito
