# Los nombres de las opciones de los ajustes.

settings-verdict-always = Siempre
settings-verdict-after-hint = Tras una pista
settings-verdict-off = No
settings-dead-end-at-once = Al instante
settings-dead-end-delayed = A los { $seconds } s
settings-dead-end-off = No
settings-speed-slow = Lenta
settings-speed-normal = Normal
settings-speed-fast = Rápida
settings-speed-instant = Instantánea
settings-theme-dark-glass = Cristal oscuro
settings-theme-light = Claro
settings-theme-high-contrast = Alto contraste
