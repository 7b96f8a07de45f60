# Was Autorinnen und Autoren lesen: die Statuszeile des Editors und die
# Worte von `water-sort check` zu Mystery-Starts.

editor-solvable =
    { $moves ->
        [one] lösbar in { $moves } Zug, Schwierigkeit { $difficulty }
       *[other] lösbar in { $moves } Zügen, Schwierigkeit { $difficulty }
    }
editor-solvable-not-optimal = lösbar (eine Lösung mit { $moves } Zügen; die kürzeste ist unbekannt)
editor-unsolvable = unlösbar
editor-gave-up = unbekannt (der Löser hat aufgegeben)
editor-checking = wird geprüft …

editor-status-solvable =
    { $moves ->
        [one] Lösbar in { $moves } Zug, Schwierigkeit { $difficulty }
       *[other] Lösbar in { $moves } Zügen, Schwierigkeit { $difficulty }
    }
editor-status-solvable-not-optimal = Lösbar (eine Lösung mit { $moves } Zügen; die kürzeste ist unbekannt)
editor-status-unsolvable = Unlösbar
editor-status-gave-up = Unbekannt (der Löser hat aufgegeben)
editor-status-checking = Wird geprüft …

editor-status-mystery =
    Mit allen Farben bekannt: { $found }
    Am Start der Spieler: { $start }

editor-start-nothing-hidden = nichts bleibt verdeckt
editor-start-solved = gelöst
editor-start-guaranteed = garantiert (ein Sieg, egal was verdeckt ist)
editor-start-likely = wahrscheinlich: Ein Sieg bleibt in { $part } der { $examined } Anordnungen möglich
editor-start-likely-sampled = wahrscheinlich: Ein Sieg bleibt in { $won } aus einer Zufallsstichprobe von { $examined } Anordnungen möglich
editor-start-likely-at-least = wahrscheinlich: Ein Sieg bleibt in mindestens { $part } der { $examined } Anordnungen möglich (manche zu schwer zu lösen)
editor-start-lost = verloren (keine Anordnung ist lösbar)
editor-start-unknown = unbekannt (die Suche hat aufgegeben)

editor-column-solved = gelöst
editor-column-guaranteed = garantiert
editor-column-likely = wahrscheinlich { $part } %
editor-column-likely-sampled-all = wahrscheinlich { $won } von { $examined } Stichproben
editor-column-lost = verloren
editor-column-unknown = unbekannt

editor-starts-refuted =
    { $refuted ->
        [one] ({ $refuted } Mystery-Start nicht garantiert)
       *[other] ({ $refuted } Mystery-Starts nicht garantiert)
    }
editor-starts-unknown =
    { $unknown ->
        [one] ({ $unknown } Mystery-Start weder bewiesen noch widerlegt (die Suche hat aufgegeben))
       *[other] ({ $unknown } Mystery-Starts weder bewiesen noch widerlegt (die Suche hat aufgegeben))
    }
editor-starts-both =
    ({ $refuted ->
        [one] { $refuted } Mystery-Start nicht garantiert
       *[other] { $refuted } Mystery-Starts nicht garantiert
    }, { $unknown ->
        [one] { $unknown } weder bewiesen noch widerlegt (die Suche hat aufgegeben)
       *[other] { $unknown } weder bewiesen noch widerlegt (die Suche hat aufgegeben)
    })
