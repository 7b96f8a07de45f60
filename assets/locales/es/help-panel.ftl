# The help panel (F1 or ? on any screen).
help-panel-title = Ayuda
help-panel-rules = Haz clic en un tubo para levantar su color de arriba y luego en otro para verterlo sobre el mismo color o en un tubo vacío. El nivel está resuelto cuando cada tubo tiene un solo color.
help-panel-stars = El par es el menor número de movimientos que resuelve el nivel. Termina en el par para ganar 3 estrellas, un poco por encima para 2 y de cualquier forma para 1; una pista o el tubo extra limitan el nivel a 2 estrellas, y «Muéstramelo», a 1.
help-panel-keys = Teclas y mando
help-panel-column-action = Acción
help-panel-column-keys = Teclas
help-panel-column-pad = Mando
help-panel-lesson = Ver la lección otra vez
help-panel-close = Cerrar
