# Key names, and what each key of the key table does (the help panel's list).
keys-ctrl-with = Strg+{ $key }
keys-ctrl-shift-with = Strg+Umschalt+{ $key }
keys-esc = Esc
keys-enter = Eingabe
keys-space = Leertaste
keys-backspace = Rücktaste
keys-action-tube = Röhrchen anheben oder hineingießen
keys-action-undo = Rückgängig
keys-action-redo = Wiederholen
keys-action-restart = Neustart
keys-action-back = Zurück zur Levelauswahl
keys-action-hint = Tipp
keys-action-play-hint = Tipp ausführen
keys-action-show-me = Zeig es mir
keys-action-rewind = Aus der Sackgasse zurückspulen
keys-action-extra-tube = Extraröhrchen
keys-action-next-level = Nächstes Level
keys-action-replay = Level noch einmal spielen
keys-action-help = Diese Hilfe
keys-action-cursor = Cursor über die Röhrchen bewegen
keys-when-won = sobald das Level gelöst ist
keys-when-few-tubes = { $count ->
    [one] in Levels mit { $count } Röhrchen
   *[other] in Levels mit bis zu { $count } Röhrchen
}
