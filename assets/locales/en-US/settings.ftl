# The names of the settings' choices.

settings-verdict-always = Always
settings-verdict-after-hint = After hint
settings-verdict-off = Off
settings-dead-end-at-once = At once
settings-dead-end-delayed = After { $seconds } s
settings-dead-end-off = Off
settings-speed-slow = Slow
settings-speed-normal = Normal
settings-speed-fast = Fast
settings-speed-instant = Instant
settings-theme-dark-glass = Dark glass
settings-theme-light = Light
settings-theme-high-contrast = High contrast
