# Der Endlos-Modus und das Tagesrätsel, und ihre Knöpfe in der Levelauswahl.
endless-title = Endlos
endless-daily = Tagesrätsel
# Die Taste des Tagesrätsel-Knopfs, mit dem heutigen Ergebnis.
endless-daily-key-done = D   (heute: geschafft in { $best })
endless-intro = Immer neue Level, jedes lösbar. Teile ein Level über seine Spiel-ID.
endless-colours = Farben
endless-empty = Leere Röhrchen
endless-height = Röhrchenhöhe
endless-difficulty = Schwierigkeit
endless-easy = Leicht
endless-medium = Mittel
endless-hard = Schwer
# Eine Schwierigkeit im Satz (die Einstellungen eines Levels).
endless-easy-word = leicht
endless-medium-word = mittel
endless-hard-word = schwer
endless-new-level = Neues Level
endless-play = Spielen
endless-daily-row = Tagesrätsel, { $date }
endless-play-daily = Tagesrätsel spielen
endless-daily-done =
    { $id }  geschafft in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }
endless-daily-about = { $id }  { $colours } Farben, { $difficulty }
endless-game-id = Spiel-ID
endless-play-id = ID spielen
endless-levels = Level
endless-footer = Hoch/Runter: wählen    Links/Rechts: ändern    Enter: spielen    Spiel-ID eintippen, um es erneut zu spielen
endless-id-example = z. B. 9M24-7KQ3X9
# Die Einstellungen eines Levels: „6 Farben, 2 leere Röhrchen, Höhe 4, mittel“.
endless-describe =
    { $colours } Farben, { $empty ->
        [one] { $empty } leeres Röhrchen
       *[other] { $empty } leere Röhrchen
    }, Höhe { $height }, { $difficulty }
endless-generating = { $id } wird erzeugt ({ $settings }) …
endless-last-played = Zuletzt gespielt: { $id } ({ $settings })
endless-last-solved =
    Zuletzt gespielt: { $id } ({ $settings }, gelöst in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    })
endless-new = Neues Level: { $settings }
# Der Name des Tagesrätsels im Spiel.
endless-daily-name = Tagesrätsel { $date }
