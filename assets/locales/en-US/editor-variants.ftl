# The editor's variant tools: the selected tube's height and lock, the
# level's rule (water or ball sort), their keys in the key help, and what
# the lock tool says when the level has no colour to lock with.
editor-variants-group = Variant
editor-variants-height = Height { $height }
editor-variants-unlocked = Lock: none
# $colour: the key colour's name (colours.ftl); $key: its palette key, e.g. "R".
editor-variants-locked = Lock: { $colour } ({ $key })
editor-variants-rule-water = Rule: water
editor-variants-rule-ball = Rule: ball sort
editor-variants-help-height = Shift+Up/Down: height
editor-variants-help-lock = Ctrl+L: lock
editor-variants-help-rule = Ctrl+B: rule
editor-variants-no-key = The level has no colour to lock tube { $tube } with
