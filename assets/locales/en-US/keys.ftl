# Key names, and what each key of the key table does (the help panel's list).
# $key: the key pressed with the modifiers, e.g. "Z".
keys-ctrl-with = Ctrl+{ $key }
keys-ctrl-shift-with = Ctrl+Shift+{ $key }
keys-esc = Esc
keys-enter = Enter
keys-space = Space
keys-backspace = Backspace
keys-action-tube = Lift a tube or pour into it
keys-action-undo = Undo
keys-action-redo = Redo
keys-action-restart = Restart
keys-action-back = Back to the level select
keys-action-hint = Hint
keys-action-play-hint = Play the hint
keys-action-show-me = Show me
keys-action-rewind = Rewind out of a dead end
keys-action-extra-tube = Extra tube
keys-action-next-level = Next level
keys-action-replay = Play the level again
keys-action-help = This help
keys-action-cursor = Move the cursor over the tubes
# When a key does this: once the level is solved, or in small levels.
keys-when-won = once the level is solved
keys-when-few-tubes = { $count ->
    [one] in levels of { $count } tube
   *[other] in levels of up to { $count } tubes
}
