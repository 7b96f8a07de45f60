# Der Statistik-Bildschirm.
statistics-title = Statistik
statistics-totals = Geschaffte Level: { $finished }    Umgießen: { $pours }    Spielzeit: { $time }
statistics-help-used = Tipps: { $hints }    Zeig es mir: { $show_me }    Extraröhrchen: { $extra_tubes }
statistics-packs = Pakete
statistics-pack-levels = { $done }/{ $total } Level
statistics-pack-stars = ★ { $stars }/{ $most }
statistics-daily = Tagesrätsel
statistics-streak =
    Serie: { $current ->
        [one] { $current } Tag
       *[other] { $current } Tage
    } am Stück (Bestwert { $best })    Gelöst an { $solved ->
        [one] { $solved } Tag
       *[other] { $solved } Tagen
    }
# Der Kalender: der Monat darüber, die Wochentage über den Spalten (1 ist Montag).
statistics-month =
    { $month ->
        [1] Januar
        [2] Februar
        [3] März
        [4] April
        [5] Mai
        [6] Juni
        [7] Juli
        [8] August
        [9] September
        [10] Oktober
        [11] November
       *[12] Dezember
    } { $year }
statistics-weekday =
    { $weekday ->
        [1] Mo
        [2] Di
        [3] Mi
        [4] Do
        [5] Fr
        [6] Sa
       *[7] So
    }
statistics-endless = Siege im Endlos-Modus
statistics-none-yet = Noch keine
statistics-endless-wins = { $colours } Farben: { $wins }
statistics-over-par =
    { $count ->
        [0] Züge über Par
        [one] Züge über Par, letztes Level
       *[other] Züge über Par, letzte { $count } Level
    }
# Das Diagramm der Züge über Par: die Par-Linie, die oberste Linie („15+“),
# die Enden der Zeitachse, die Legende und die Bildunterschrift.
statistics-chart-par = Par
statistics-chart-most = { $moves }+
statistics-chart-oldest = älteste
statistics-chart-latest = neueste
statistics-chart-at-par = Par oder besser
statistics-chart-over-par = Züge über Par
statistics-chart-no-par = Par unbekannt
statistics-chart-summary =
    { $known ->
        [one] { $at_par } von { $known } Level mit Par oder besser geschafft
       *[other] { $at_par } von { $known } Leveln mit Par oder besser geschafft
    }
statistics-nothing-finished = Noch kein Level geschafft
statistics-back = Zurück
# Die Spielzeit.
statistics-seconds = { $seconds } s
statistics-minutes = { $minutes } min
# Minuten zweistellig („05“).
statistics-hours = { $hours } h { $minutes } min
