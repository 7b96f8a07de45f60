# Los colores de la paleta del juego (de todos los paquetes incluidos y de
# los niveles generados): el color llave de un tubo bloqueado, el bloqueo del editor.
colour-purple = morado
colour-green = verde
colour-cyan = cian
colour-orange = naranja
colour-periwinkle = azul lavanda
colour-red = rojo
colour-mint = menta
colour-teal = verde azulado
colour-blue = azul
colour-pink = rosa
colour-yellow = amarillo
colour-rust = óxido
colour-sage = salvia
colour-orchid = orquídea
colour-turquoise = turquesa
colour-salmon = salmón
colour-lime = lima
colour-azure = azul celeste
colour-forest = verde bosque
colour-sand = arena
