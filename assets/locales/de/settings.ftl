# Die Namen der Einstellungen.

settings-verdict-always = Immer
settings-verdict-after-hint = Nach einem Tipp
settings-verdict-off = Aus
settings-dead-end-at-once = Sofort
settings-dead-end-delayed = Nach { $seconds } s
settings-dead-end-off = Aus
settings-speed-slow = Langsam
settings-speed-normal = Normal
settings-speed-fast = Schnell
settings-speed-instant = Sofort
settings-theme-dark-glass = Dunkles Glas
settings-theme-light = Hell
settings-theme-high-contrast = Hoher Kontrast
