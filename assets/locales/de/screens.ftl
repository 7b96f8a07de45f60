# Die Levelauswahl (der Titelbildschirm), ihre Level-Kacheln und
# Paket-Überschriften, Weiterspielen, die Beenden-Frage, das Laden und die
# Knöpfe des Level-geschafft-Fensters.
screens-rule = Gieße, bis jedes Röhrchen nur noch eine Farbe enthält
screens-pack-stars = ★ { $stars }/{ $most }
screens-pack-by = { $pack } von { $author }
screens-last-good = (die Level unten sind die letzte Fassung, die geladen werden konnte)
screens-no-packs = Keine Levelpakete
screens-no-packs-in = Keine Levelpakete (*.ron) gefunden in { $folders }
# Die Zeile unter der Liste: wie weit der Spieler kam.
screens-best-time = Bestwert { $best } in { $time }
screens-best = Bestwert { $best }
screens-done = geschafft
screens-not-played = noch nicht gespielt
screens-mystery = Mystery
# Ein laufendes Spiel: „12 Züge gespielt“.
screens-moves-in =
    { $count ->
        [one] { $count } Zug gespielt
       *[other] { $count } Züge gespielt
    }
screens-continue = Weiterspielen: { $name }, { $progress }
screens-continue-endless = Endlos { $id }
screens-nothing-to-continue = Kein laufendes Spiel zum Weiterspielen
screens-level-gone = Das Level deines letzten Spiels ({ $level }) gibt es nicht mehr
screens-quit-title = Water Sort beenden?
screens-quit-saved = Dein Fortschritt und deine Einstellungen sind gespeichert.
screens-quit-cancel = Abbrechen
screens-quit-any-key = jede andere Taste
screens-quit = Beenden
screens-replay = Nochmal
screens-back = Zurück
screens-loading = Level werden geladen …
# `--level` hinter dem Ende eines Pakets.
screens-pack-short =
    { $count ->
        [0] { $path } hat keine Level
        [one] { $path } hat 1 Level; es geht mit Level 1 los
       *[other] { $path } hat { $count } Level; es geht mit Level { $count } los
    }
# Eine Paketdatei, die während des Spiels gelöscht wurde.
screens-pack-deleted = { $path }: Die Datei wurde gelöscht
