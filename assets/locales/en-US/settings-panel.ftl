# The settings panel: its rows and their choices.
settings-panel-title = Settings
settings-panel-volume = Sound volume
settings-panel-mute = Mute
settings-panel-symbols = Colour-blind symbols
settings-panel-speed = Animation speed
settings-panel-reduced-motion = Reduced motion
settings-panel-fullscreen = Fullscreen (F11)
settings-panel-verdict = Verdict line
settings-panel-dead-end = Dead-end warning
settings-panel-theme = Theme
settings-panel-language = Language
# The Language row's first choice: the desktop's language.
settings-panel-language-system = System
settings-panel-on = On
settings-panel-off = Off
settings-panel-percent = { $percent }%
settings-panel-close = Close
settings-panel-footer = Up/Down: choose    Left/Right: change    saved at once
