# Copying and pasting a position as text (Ctrl+C in a level, Ctrl+V on the
# level select or the endless screen). $reason is a detail in English.
paste-copied = Stellung kopiert
paste-copy-mystery = Ein Rätsellevel lässt sich nicht kopieren: Der Text würde die verdeckten Farben verraten.
paste-no-clipboard = Die Zwischenablage ist hier nicht verfügbar: { $reason }
paste-empty = In der Zwischenablage ist kein Text zum Einfügen.
paste-not-position = Dieser Text ist keine Stellung: { $reason }
paste-too-many-colours = { $count ->
    [one] Diese Stellung hat { $count } Farbe, mehr als die { $most }, die das Spiel zeigen kann.
   *[other] Diese Stellung hat { $count } Farben, mehr als die { $most }, die das Spiel zeigen kann.
}
paste-solved = Diese Stellung ist schon gelöst.
paste-unsolvable = Keine Lösung: Diese Stellung lässt sich nicht zu Ende spielen.
paste-too-hard = Diese Stellung ist zu groß zum Prüfen: Der Löser hat aufgegeben.
paste-checking = Die eingefügte Stellung wird geprüft …
paste-pack-name = Eingefügte Stellung
paste-key-copy = Stellung als Text kopieren
paste-key-copy-when = in einem Level
paste-key-paste = Stellung einfügen und spielen
paste-key-paste-when = in der Levelauswahl oder im Endlosmodus
