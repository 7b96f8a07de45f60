# Le panneau des paramètres : ses lignes et leurs choix.
settings-panel-title = Paramètres
settings-panel-volume = Volume
settings-panel-mute = Muet
settings-panel-symbols = Symboles pour daltoniens
settings-panel-speed = Vitesse des animations
settings-panel-reduced-motion = Animations réduites
settings-panel-fullscreen = Plein écran (F11)
settings-panel-verdict = Ligne de verdict
settings-panel-dead-end = Alerte d'impasse
settings-panel-theme = Thème
settings-panel-language = Langue
# Le premier choix de la ligne Langue : la langue du bureau.
settings-panel-language-system = Système
settings-panel-on = Oui
settings-panel-off = Non
settings-panel-percent = { $percent } %
settings-panel-close = Fermer
settings-panel-footer = Haut/Bas : choisir    Gauche/Droite : changer    enregistré aussitôt
