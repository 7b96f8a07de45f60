# The game screen's HUD: its lines, its buttons and the board's notices.
hud-moves = Moves: { $moves }     { $par }
hud-undo = Undo
hud-redo = Redo
hud-restart = Restart
hud-hint = Hint
# The hint button's keys: the one that shows a hint, the one that plays it.
hud-hint-keys = { $show }, { $play } plays
hud-show-me = Show me
hud-stop = Stop
hud-rewind = Rewind
hud-extra-tube = + Tube
hud-back = Back
hud-level-unavailable = Level { $level } of { $pack } is not available
hud-the-pack = the pack
hud-saved-game-dropped = Your saved game was dropped: { $reason }
hud-keeping-last-good = { $error }
    (keeping the last good version)
hud-level-removed = Level "{ $level }" is no longer in { $pack }
