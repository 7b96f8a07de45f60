# El editor de niveles y las formas de entrar desde la selección de
# niveles. Los motivos que da el núcleo (problemas de un paquete o de un
# nivel) siguen en inglés para los autores.

## Las líneas sobre los tubos
editor-title = Editando { $pack } ({ $file })
editor-title-unsaved = Editando { $pack } ({ $file })  - cambios sin guardar
editor-note-builtin-copy = una copia del paquete incluido: al guardar se escribe aquí
editor-note-new-pack = un paquete nuevo: al guardar se crea el archivo
editor-level-line = Nivel { $level } de { $level_count }: { $name }    capacidad { $capacity }    { $tube_count ->
        [one] { $tube_count } tubo
       *[other] { $tube_count } tubos
    }    tubo { $tube } seleccionado    el clic añade { $colour }

## Grupos y botones de la barra (^S es Ctrl+S)
editor-group-file = Archivo
editor-group-level = Nivel
editor-group-tubes = Tubos
editor-group-mystery = Misterio
editor-group-pack = Paquete
editor-button-save = Guardar ^S
editor-button-undo = Deshacer ^Z
editor-button-redo = Rehacer ^Y
editor-button-playtest = Probar F5
editor-button-close = Cerrar Esc
editor-button-new-level = Nuevo ^N
editor-button-duplicate = Duplicar
editor-button-delete = Borrar
editor-button-move = Mover
editor-button-rename = Renombrar ^R
editor-button-capacity = Capacidad
editor-button-tubes = Tubos
editor-button-deal = Repartir ^D
editor-button-deal-seed = Repartir con semilla
editor-button-hidden = Ocultos
editor-button-player-view = Vista del jugador F6
editor-button-pack-name = Nombre
editor-button-author = Autor
editor-button-description = Descripción
editor-button-add-colour = Añadir color
editor-button-edit-colour = Editar color

## La ayuda de teclas bajo los botones
editor-help-tube = Izq./Der.: tubo
editor-help-add-colour = tecla: añadir color
editor-help-take-top = Retroceso: quitar el de arriba
editor-help-empty = Supr: vaciar
editor-help-tubes = +/-: tubos
editor-help-hide = Arriba/Abajo: ocultar más/menos
editor-help-player-view = F6: vista del jugador
editor-help-level = RePág/AvPág: nivel
editor-help-move-level = Ctrl+Arriba/Abajo: moverlo
editor-help-new-level = Ctrl+N: nuevo
editor-help-click = Clic: añadir
editor-help-right-click = Clic derecho: quitar
editor-help-drag = Arrastrar: mover
editor-help-wheel = Rueda: ocultar

## Campos de texto
editor-ask-level-name = Nombre del nivel
editor-ask-pack-name = Nombre del paquete
editor-ask-author = Autor (vacío si no hay)
editor-ask-description = Descripción (vacía si no hay)
editor-ask-add-colour = Color nuevo: tecla nombre #rrggbb [símbolo], p. ej. Q turquesa #469990 q
editor-ask-change-colour = Color { $colour }: tecla nombre #rrggbb [símbolo]
editor-ask-deal-seed = Repartir con semilla (un número entero)
editor-keys-field = Enter: aceptar    Esc: cancelar    Ctrl+A: seleccionar todo
editor-answer-ok = Aceptar
editor-answer-cancel = Cancelar

## Confirmaciones (las letras son las teclas que responden)
editor-confirm-leave = Hay cambios sin guardar.
editor-keys-leave = S: guardar y salir    D: salir sin guardar    Esc: seguir editando
editor-answer-save-and-leave = Guardar y salir
editor-answer-leave = Salir
editor-answer-keep-editing = Seguir editando
editor-confirm-unsolvable = El nivel { $level } no tiene solución: ninguna serie de movimientos lo ordena.
    ¿Guardarlo de todos modos? La selección de niveles lo marcará.
editor-keys-unsolvable = Y: guardar    Esc: seguir editando
editor-answer-save = Guardar
editor-confirm-changed-on-disk = { $file } ha cambiado en el disco desde que se abrió o guardó aquí.
editor-keys-changed-on-disk = R: volver a leerlo (se pierden tus cambios)    O: sobrescribirlo con el tuyo    Esc: cancelar
editor-answer-read-again = Volver a leer
editor-answer-overwrite = Sobrescribir

## Lo que hizo una acción, o por qué no hizo nada
editor-no-colour-key = Ningún color de la paleta tiene la tecla { $key }
editor-hides-nothing = El tubo { $tube } no oculta nada
editor-player-view-on = El nivel tal como lo ve el jugador al empezar (F6: todos los colores)
editor-player-view-off = Todos los colores, con las unidades ocultas marcadas (F6: como lo ve el jugador)
editor-nothing-to-undo = No hay nada que deshacer
editor-nothing-to-redo = No hay nada que rehacer
editor-playtest-pack = Prueba: { $pack }
editor-cannot-playtest = Aún no se puede probar: { $problems }
editor-not-a-seed = «{ $text }» no es una semilla (un número entero)
editor-dealing = Repartiendo con la semilla { $seed }...
editor-dealt = Repartido con la semilla { $seed } (para repetirlo: Ctrl+Mayús+D, { $seed })
editor-dealt-grown = Repartido con la semilla { $seed }, ahora { $tube_count } tubos: un reparto necesita 3 (para repetirlo: Ctrl+Mayús+D, { $seed })
editor-deal-needs-colours = Para repartir, la paleta necesita al menos 2 colores: añade un color
editor-no-deal = No hay un reparto resoluble de este tamaño a partir de la semilla { $seed }: añade tubos o colores

## El archivo
editor-pack-gone = Ese paquete ya no está
editor-no-data-folder-copy = No hay carpeta de datos donde guardar una copia del paquete incluido
editor-builtin-missing = Falta ese paquete incluido
editor-new-pack-name = Paquete nuevo
editor-fix-pack-first = Corrige el paquete antes de editarlo:
    { $problem }
editor-cannot-read = No se puede leer { $file }: { $reason }
editor-cannot-edit = { $problem }; no se puede editar
editor-read-again = { $file } leído de nuevo
editor-reload-failed = El archivo del disco no se puede leer, así que no se cargó: { $problem }
editor-checking-before-save = Comprobando los niveles cambiados antes de guardar...
editor-not-saved = No guardado: nivel { $level }: { $problem }
editor-could-not-save = No se pudo guardar { $file }: { $reason }
editor-saved = { $file } guardado
editor-saved-rewritten = { $file } guardado (su formato era poco habitual: se reescribió el archivo entero)
editor-saved-unreadable = Guardado, pero el archivo no se puede volver a leer: { $problem }

## Las formas de entrar al editor desde la selección de niveles
editor-entry-author = Autor
editor-entry-author-label = Autor:
editor-entry-edit-level = Editar nivel
editor-entry-new-level = Nivel nuevo
editor-entry-new-pack = Paquete nuevo
editor-entry-no-data-folder = No hay carpeta de datos donde guardar un paquete nuevo
editor-entry-source = Paquete { $pack }: { $file }
editor-entry-source-overrides = Paquete { $pack }: { $file }  (sustituye al paquete incluido)
