# El panel de ajustes: sus filas y sus opciones.
settings-panel-title = Ajustes
settings-panel-volume = Volumen
settings-panel-mute = Silencio
settings-panel-symbols = Símbolos para daltónicos
settings-panel-speed = Velocidad de animación
settings-panel-reduced-motion = Menos movimiento
settings-panel-fullscreen = Pantalla completa (F11)
settings-panel-verdict = Línea de veredicto
settings-panel-dead-end = Aviso de callejón sin salida
settings-panel-theme = Tema
settings-panel-language = Idioma
# La primera opción de la fila Idioma: el idioma del escritorio.
settings-panel-language-system = Sistema
settings-panel-on = Sí
settings-panel-off = No
settings-panel-percent = { $percent } %
settings-panel-close = Cerrar
settings-panel-footer = Arriba/Abajo: elegir    Izquierda/Derecha: cambiar    se guarda al instante
