# Das Einstellungsfenster: seine Zeilen und ihre Werte.
settings-panel-title = Einstellungen
settings-panel-volume = Lautstärke
settings-panel-mute = Stumm
settings-panel-symbols = Symbole für Farbenblinde
settings-panel-speed = Animationstempo
settings-panel-reduced-motion = Weniger Bewegung
settings-panel-fullscreen = Vollbild (F11)
settings-panel-verdict = Lösbarkeitszeile
settings-panel-dead-end = Sackgassen-Warnung
settings-panel-theme = Design
settings-panel-language = Sprache
# Die erste Wahl der Sprache-Zeile: die Sprache des Desktops.
settings-panel-language-system = System
settings-panel-on = An
settings-panel-off = Aus
settings-panel-percent = { $percent } %
settings-panel-close = Schließen
settings-panel-footer = Hoch/Runter: wählen    Links/Rechts: ändern    wird sofort gespeichert
