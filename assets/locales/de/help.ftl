# Die Hilfe: Urteil, Tipp, die Zahlen im Einzelnen, „Zeig es mir“, die
# Hinweise der Hilfezeile. Röhrchen heißen nach ihrer Nummer ab 1.

help-fraction-all = alle
help-fraction-none = keine
help-fraction-almost-all = fast alle
help-fraction-very-few = sehr wenige
help-fraction = { $num } von { $den }
help-fraction-about = etwa { $num } von { $den }

help-percent = { $value } %
help-percent-more-than = mehr als { $value } %
help-percent-less-than = weniger als { $value } %

help-hint-pour =
    Tipp: Röhrchen { $from } in Röhrchen { $to } gießen{ $back ->
        [yes] {" "}(zurück zu einer früheren Stellung)
       *[no] {""}
    }{ $why ->
        [certain] {" "}– gewinnt, egal was verdeckt ist
        [moves] , noch { $moves ->
            [one] { $moves } Zug
           *[other] { $moves } Züge
        }
        [possible] , hält am ehesten einen Sieg offen
       *[none] {""}
    }
help-hint-keys = { $hint }   ({ $key } spielt ihn)
help-no-new-move = Kein neuer Zug: Jeder Weg führt zu einer Stellung zurück, die du schon hattest

help-checking = Wird geprüft …
help-solvable =
    { $moves ->
        [one] Lösbar in { $moves } Zug
       *[other] Lösbar in { $moves } Zügen
    }
help-solvable-known =
    { $moves ->
        [one] Lösbar: Ein Weg mit { $moves } Zug ist bekannt, vielleicht nicht der kürzeste
       *[other] Lösbar: Ein Weg mit { $moves } Zügen ist bekannt, vielleicht nicht der kürzeste
    }
help-certain = Ein Sieg ist sicher, egal was verdeckt ist
help-possible =
    Ein Sieg ist möglich, { $certain ->
        [maybe] vielleicht sicher
       *[not] nicht sicher
    }: { $share } der verdeckten Anordnungen sind gewinnbar, wenn man sie kennt
help-lost =
    Von hier aus nicht mehr zu gewinnen: { $then ->
        [rewind] zurückspulen (B)
        [level] dieses Level ist nicht zu gewinnen
       *[undo] Rückgängig oder Neustart
    }
help-unknown = Von hier aus zu schwer zu sagen

help-detail-arrangements =
    { $count ->
        [one] { $arrangements } möglichen Anordnung
       *[other] { $arrangements } möglichen Anordnungen
    }
help-detail-arrangements-huge = mehr als 2^128 möglichen Anordnungen
help-detail-exact = { $won } von den { $of } ({ $part }; genau: alle { $examined } geprüft)
help-detail-sampled = { $won } aus einer Zufallsstichprobe von { $examined } der { $of }
help-detail-sampled-about = { $won } aus einer Zufallsstichprobe von { $examined } der { $of } (etwa { $part })
help-detail-at-least = mindestens { $won } von den { $of } (mindestens { $part }: alle { $examined } geprüft, manche zu schwer zu lösen)
help-detail-refuted = keine Strategie gewinnt sie alle (bewiesen)
help-detail-out-of-budget = ob eine Strategie sie alle gewinnt, ist unbekannt (die Suche hat aufgegeben)
help-detail-proven = eine Strategie gewinnt sie alle
help-detail-after-hint = nach dem Tipp: { $count } bleiben gewinnbar für jemanden, der die verdeckten Farben kennt; { $certain }
help-detail-from-here = von hier aus: { $count } bleiben gewinnbar für jemanden, der die verdeckten Farben kennt; { $certain }

help-thinking = Tipp: wird überlegt …

help-show-me = Zeig es mir
help-show-me-strategy = Zeig es mir: spielt eine Strategie, die gewinnt, egal was verdeckt ist
help-show-me-solution = Zeig es mir: spielt die Lösung, noch { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
help-show-me-likeliest = Zeig es mir: spielt die aussichtsreichsten Züge, kein sicherer Sieg
help-show-me-likeliest-unproven = Zeig es mir: spielt die aussichtsreichsten Züge (ein sicherer Sieg ist weder bewiesen noch ausgeschlossen)
help-show-me-working = Zeig es mir: der nächste Zug wird gesucht …
help-show-me-stopped = Zeig es mir hat angehalten
help-show-me-stopped-only-back = Zeig es mir hat angehalten: Jeder Weg führt zu einer Stellung zurück, die du schon hattest
help-show-me-stopped-lost = Zeig es mir hat angehalten: Von hier aus nicht mehr zu gewinnen
help-show-me-stopped-too-hard = Zeig es mir hat angehalten: Von hier aus zu schwer zu sagen
help-show-me-stopped-undecided = Zeig es mir hat angehalten: Zu schwer zu sagen, welcher Zug einen Sieg offenhält

help-no-hint = Kein Tipp
help-no-hint-only-back = Kein Tipp: Jeder Weg führt zu einer Stellung zurück, die du schon hattest
help-no-hint-lost = Kein Tipp: Von hier aus nicht mehr zu gewinnen
help-no-hint-too-hard = Kein Tipp: Von hier aus zu schwer zu sagen
help-no-hint-undecided = Kein Tipp: Zu schwer zu sagen, welcher Zug einen Sieg offenhält

help-already-solved = Schon gelöst
help-rewind-checking = Zurückspulen: Die Stellungen davor werden geprüft …
help-rewind-still-won = Diese Stellung ist noch zu gewinnen
help-rewind-still-possible =
    Von hier aus ist ein Sieg noch möglich, { $certain ->
        [maybe] vielleicht sicher
       *[not] nicht sicher
    }
help-rewind-not-lost = Nichts zurückzuspulen: Diese Stellung ist nicht verloren
help-rewind-level-lost = Nichts zum Zurückspulen: Dieses Level ist nicht zu gewinnen
help-rewind-none-known = Keine frühere Stellung ist als gewinnbar bekannt
help-rewound =
    { $steps ->
        [one] { $steps } Zug zurückgespult (Wiederholen geht wieder vor)
       *[other] { $steps } Züge zurückgespult (Wiederholen geht wieder vor)
    }
help-rewound-to-won =
    { $steps ->
        [one] { $steps } Zug zurückgespult zur letzten Stellung, die zu gewinnen ist (Wiederholen geht wieder vor)
       *[other] { $steps } Züge zurückgespult zur letzten Stellung, die zu gewinnen ist (Wiederholen geht wieder vor)
    }
help-rewound-to-possible =
    { $steps ->
        [one] { $steps } Zug zurückgespult, wo ein Sieg noch möglich ist, { $certain ->
            [maybe] vielleicht sicher
           *[not] nicht sicher
        } (Wiederholen geht wieder vor)
       *[other] { $steps } Züge zurückgespult, wo ein Sieg noch möglich ist, { $certain ->
            [maybe] vielleicht sicher
           *[not] nicht sicher
        } (Wiederholen geht wieder vor)
    }

help-extra-tube-saves = Ein Extraröhrchen ({ $key }) würde das wieder lösbar machen
help-extra-tube-useless = Auch ein Extraröhrchen würde diese Stellung nicht retten
