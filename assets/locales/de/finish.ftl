# Par und Sterne: das Par in der Anzeige, die Zeile der Levelauswahl, das
# Fenster nach einem gelösten Level.

finish-hud-par = Par { $par }
finish-hud-no-solution = kein Par: keine Lösung
finish-hud-par-unknown = Par unbekannt
finish-hud-no-certain-win = kein Par: kein sicherer Sieg
finish-par-solving = Par: wird berechnet …

finish-line-par = Par { $par }
finish-line-par-stars = Par { $par }  { $stars }
finish-line-unsolvable = unlösbar
finish-line-no-par-stars = kein Par  { $stars }
finish-line-too-hard = Par ? (zu schwer)
finish-line-no-par = kein Par
finish-line-waiting = Par: wartet

finish-helped-show-me = Mit „Zeig es mir“ gelöst
finish-helped-hints =
    { $hints ->
        [one] Mit { $hints } Tipp gelöst
       *[other] Mit { $hints } Tipps gelöst
    }
finish-helped-hints-extra-tube =
    { $hints ->
        [one] Mit { $hints } Tipp und dem Extraröhrchen gelöst
       *[other] Mit { $hints } Tipps und dem Extraröhrchen gelöst
    }
finish-helped-extra-tube = Mit dem Extraröhrchen gelöst

finish-record-playtest = Ein Testspiel: Es wird nichts gespeichert.
finish-record-best = Dein Bestwert: { $best }
finish-record-new-best = Neuer Bestwert!
finish-record-fewest-with-help = So wenige Züge wie noch nie, mit Hilfe.
finish-record-first-time = Zum ersten Mal gelöst!
finish-record-first-time-with-help = Zum ersten Mal gelöst, mit Hilfe.

finish-no-par-helped =
    { $help }; { $why ->
        [not-guaranteed] kein sicherer Sieg vom Start aus, daher kein Par
        [unwalked] die sicherste Strategie ist zu groß zum Durchgehen: kein Par
       *[too-hard] zu schwer für den Löser: kein Par
    }.
finish-no-par-unhelped =
    { $why ->
        [not-guaranteed] Kein sicherer Sieg vom Start aus, daher kein Par
        [unwalked] Die sicherste Strategie ist zu groß zum Durchgehen: kein Par
       *[too-hard] Zu schwer für den Löser: kein Par
    }: ohne Hilfe gelöst.
finish-not-rated-helped =
    { $help }; { $unknown ->
        [yes] Par unbekannt: zu schwer für den Löser
       *[no] Par noch nicht bekannt
    }.
finish-not-rated =
    { $unknown ->
        [yes] Par unbekannt: zu schwer für den Löser.
       *[no] Par noch nicht bekannt.
    }
finish-capped =
    { $cap ->
        [one] { $help }, damit gibt es höchstens { $cap } Stern.
       *[other] { $help }, damit gibt es höchstens { $cap } Sterne.
    }
finish-par-met-mystery = Par { $par }: nicht mehr, als die sicherste Strategie braucht, egal was verdeckt ist.
finish-over-par-hints = Par { $par }: Die Tipps gewinnen in höchstens { $par } Zügen, egal was verdeckt ist; du hast { $over } mehr gebraucht.
finish-over-par-strategy = Par { $par }: Eine vom Start an bewiesene Strategie gewinnt in höchstens { $par } Zügen, egal was verdeckt ist; du hast { $over } mehr gebraucht.
finish-par-met = Par { $par }: perfekt, keine Lösung ist kürzer.
finish-over-par = Par { $par }: Die kürzeste Lösung braucht { $over } weniger.

finish-more-without-help = Löse es ohne Hilfe für 3 Sterne.
finish-more-par =
    { $par ->
        [one] Löse es in höchstens { $par } Zug für 3 Sterne.
       *[other] Löse es in höchstens { $par } Zügen für 3 Sterne.
    }
finish-more-without-help-par =
    { $par ->
        [one] Löse es ohne Hilfe in höchstens { $par } Zug für 3 Sterne.
       *[other] Löse es ohne Hilfe in höchstens { $par } Zügen für 3 Sterne.
    }
finish-more-ladder = Höchstens { $three } Züge für 3 Sterne, { $two } für 2.
finish-more-ladder-without-help = Ohne Hilfe: höchstens { $three } Züge für 3 Sterne, { $two } für 2.

finish-solved-in =
    { $moves ->
        [one] In { $moves } Zug gelöst
       *[other] In { $moves } Zügen gelöst
    }
finish-stars-none = Ohne Par keine Sterne
finish-stars =
    { $stars ->
        [one] { $stars } von 3 Sternen
       *[other] { $stars } von 3 Sternen
    }

finish-level-complete = Level geschafft!
finish-pack-complete-only = Paket geschafft! { $pack } ist fertig.
finish-pack-complete-all = Paket geschafft! Alle { $levels } Level von { $pack } gelöst.
finish-levels-left =
    { $left ->
        [one] Level geschafft! Noch { $left } Level von { $pack } zu lösen.
       *[other] Level geschafft! Noch { $left } Level von { $pack } zu lösen.
    }
finish-pack-complete-every = Paket geschafft! Jedes Level von { $pack } gelöst.

finish-next-level = Nächstes Level
finish-next-levels = Level
finish-next-editor = Zurück zum Editor
