# Die Anzeige im Spiel: ihre Zeilen, ihre Knöpfe und die Hinweise des Spielfelds.
hud-moves = Züge: { $moves }     { $par }
hud-undo = Rückgängig
hud-redo = Wiederholen
hud-restart = Neustart
hud-hint = Tipp
# Die Tasten des Tipp-Knopfs: die eine zeigt einen Tipp, die andere spielt ihn.
hud-hint-keys = { $show }, { $play } spielt ihn
hud-show-me = Zeig es mir
hud-stop = Stopp
hud-rewind = Zurückspulen
hud-extra-tube = + Röhrchen
hud-back = Zurück
hud-level-unavailable = Level { $level } von { $pack } ist nicht verfügbar
hud-the-pack = dem Paket
hud-saved-game-dropped = Dein gespeichertes Spiel wurde verworfen: { $reason }
hud-keeping-last-good = { $error }
    (die letzte funktionierende Fassung bleibt)
hud-level-removed = Das Level „{ $level }“ ist nicht mehr in { $pack }
