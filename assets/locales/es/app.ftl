# El juego tal como lo nombra el escritorio (entrada de escritorio y AppStream).
app-name = Ordena el agua
app-generic-name = Juego de lógica
app-comment = Vierte líquido de colores entre tubos hasta que cada tubo tenga un solo color
app-summary = Vierte líquido de colores hasta que cada tubo tenga un solo color
app-keywords = puzle;rompecabezas;ordenar;agua;líquido;color;tubo;
app-description =
    Un puzle de ordenar agua para el escritorio. Vierte líquido de colores
    entre tubos hasta que cada tubo tenga un solo color. Sin anuncios, sin
    límite para deshacer y sin niveles imposibles: el solucionador integrado
    demuestra que cada nivel incluido tiene solución y encuentra la solución
    más corta de cualquier posición.
app-feature-packs = Paquetes de niveles de tres a doce colores, con par y estrellas
app-feature-hints = Pistas del solucionador y una valoración en directo de la posición
app-feature-modes = Niveles misterio con colores ocultos, un reto diario y juego infinito
app-feature-editor = Un editor de niveles y herramientas de línea de órdenes para comprobar, resolver y generar paquetes
