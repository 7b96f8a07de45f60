# Les noms des choix des paramètres.

settings-verdict-always = Toujours
settings-verdict-after-hint = Après un indice
settings-verdict-off = Non
settings-dead-end-at-once = Tout de suite
settings-dead-end-delayed = Après { $seconds } s
settings-dead-end-off = Non
settings-speed-slow = Lente
settings-speed-normal = Normale
settings-speed-fast = Rapide
settings-speed-instant = Instantanée
settings-theme-dark-glass = Verre sombre
settings-theme-light = Clair
settings-theme-high-contrast = Contraste élevé
