# The rules of a level that is not classic: the HUD's rule line, why a
# locked tube refused a pour, and the help panel's lines on the variants.

board-variants-ball = Bolas: una bola por movimiento
board-variants-heights = Tubos de distintas alturas
board-variants-locks = Los tubos bloqueados se abren al ordenar su color
# $number: the tube's number from 1; $colour: the key colour's name (colours.ftl);
# $symbol: its colour-blind symbol.
board-variants-locked = El tubo { $number } está bloqueado hasta que ordenes el color { $colour } ({ $symbol })
board-variants-help = Algunos niveles cambian las reglas: con bolas se mueve una bola cada vez; los tubos pueden tener distinta altura (se vierte lo que cabe); un tubo bloqueado se abre para siempre cuando todo su color llave queda solo en un tubo.
