# Lo que dice el tablero de un movimiento; el nombre de un tubo (su número
# desde 1).

play-no-such-tube = No existe el tubo { $number }
play-same-tube = Es el mismo tubo
play-tube-empty = El tubo está vacío
play-tube-full = El tubo está lleno
play-colours-differ = Los colores no coinciden
play-tube-locked = El tubo está cerrado hasta que ordenes su color
play-nothing-to-undo = Nada que deshacer
play-nothing-to-redo = Nada que rehacer
play-one-extra-tube = Solo un tubo extra a la vez: deshaz para quitarlo
play-extra-tube-taken =
    { $cap ->
        [one] Con el tubo extra, { $cap } estrella como máximo; deshaz para quitarlo
       *[other] Con el tubo extra, { $cap } estrellas como máximo; deshaz para quitarlo
    }
play-tube = tubo { $number }
play-tube-key = { $key }
