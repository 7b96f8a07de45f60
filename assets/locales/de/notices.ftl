# Was mit den Dateien der Spieler geschehen ist.

notices-set-aside =
    { $file ->
        [progress] Deine Fortschrittsdatei war nicht lesbar und wurde nach { $aside } verschoben; es geht von vorn los.
        [settings] Deine Einstellungsdatei war nicht lesbar und wurde nach { $aside } verschoben; es geht von vorn los.
        [statistics] Deine Statistikdatei war nicht lesbar und wurde nach { $aside } verschoben; die Statistik beginnt wieder bei null.
       *[saved-game] Ein laufendes Spiel war nicht lesbar und wurde nach { $aside } verschoben; es kann nicht fortgesetzt werden.
    }
notices-unreadable =
    { $file ->
        [progress] Deine Fortschrittsdatei { $path } konnte nicht gelesen werden ({ $error }). Dein Fortschritt wird in dieser Sitzung nicht gespeichert.
        [settings] Deine Einstellungsdatei { $path } konnte nicht gelesen werden ({ $error }). Deine Einstellungen werden in dieser Sitzung nicht gespeichert.
        [statistics] Deine Statistikdatei { $path } konnte nicht gelesen werden ({ $error }). Deine Statistik wird in dieser Sitzung nicht gespeichert.
       *[saved-game] Dein gespeichertes Spiel { $path } konnte nicht gelesen werden ({ $error }). Dein Spiel wird in dieser Sitzung nicht gespeichert.
    }
notices-stuck =
    { $file ->
        [progress] Deine Fortschrittsdatei { $path } ist beschädigt ({ $why }) und konnte nicht verschoben werden ({ $error }). Dein Fortschritt wird in dieser Sitzung nicht gespeichert.
        [settings] Deine Einstellungsdatei { $path } ist beschädigt ({ $why }) und konnte nicht verschoben werden ({ $error }). Deine Einstellungen werden in dieser Sitzung nicht gespeichert.
        [statistics] Deine Statistikdatei { $path } ist beschädigt ({ $why }) und konnte nicht verschoben werden ({ $error }). Deine Statistik wird in dieser Sitzung nicht gespeichert.
       *[saved-game] Dein gespeichertes Spiel { $path } ist beschädigt ({ $why }) und konnte nicht verschoben werden ({ $error }). Dein Spiel wird in dieser Sitzung nicht gespeichert.
    }
notices-more = und { $more } weitere (siehe Protokoll)
notices-kept =
    { $file ->
        [progress] Deine Fortschrittsdatei liegt, wie sie war, in { $aside }.
        [settings] Deine Einstellungsdatei liegt, wie sie war, in { $aside }.
        [statistics] Deine Statistikdatei liegt, wie sie war, in { $aside }.
       *[saved-game] Dein gespeichertes Spiel liegt, wie es war, in { $aside }.
    }
notices-not-rewritten = Sie konnte nicht neu geschrieben werden ({ $error }).
notices-not-copied =
    { $file ->
        [progress] Deine Fortschrittsdatei { $path } enthält fehlerhafte Werte und konnte nicht kopiert werden ({ $error }). Dein Fortschritt wird in dieser Sitzung nicht gespeichert.
        [settings] Deine Einstellungsdatei { $path } enthält fehlerhafte Werte und konnte nicht kopiert werden ({ $error }). Deine Einstellungen werden in dieser Sitzung nicht gespeichert.
        [statistics] Deine Statistikdatei { $path } enthält fehlerhafte Werte und konnte nicht kopiert werden ({ $error }). Deine Statistik wird in dieser Sitzung nicht gespeichert.
       *[saved-game] Dein gespeichertes Spiel { $path } enthält fehlerhafte Werte und konnte nicht kopiert werden ({ $error }). Dein Spiel wird in dieser Sitzung nicht gespeichert.
    }
notices-not-saved =
    { $file ->
        [progress] Der Fortschritt konnte nicht gespeichert werden: { $error }
        [settings] Die Einstellungen konnten nicht gespeichert werden: { $error }
        [statistics] Die Statistik konnte nicht gespeichert werden: { $error }
       *[saved-game] Dein Spiel konnte nicht gespeichert werden: { $error }
    }

notices-translation = { $count ->
    [one] Eine Übersetzungsdatei hat einen Fehler; der Rest wird verwendet:
   *[other] Übersetzungsdateien haben { $count } Fehler; der Rest wird verwendet:
}
