# Das Spiel, wie der Desktop es nennt (Desktop-Eintrag und AppStream).
app-name = Wasser sortieren
app-generic-name = Denkspiel
app-comment = Farbiges Wasser zwischen Röhrchen umgießen, bis jedes Röhrchen nur eine Farbe enthält
app-summary = Gieße farbiges Wasser um, bis jedes Röhrchen nur eine Farbe hat
app-keywords = Rätsel;Denkspiel;sortieren;Wasser;Flüssigkeit;Farbe;Röhrchen;
app-description =
    Ein Wassersortier-Rätsel für den Desktop. Gieße farbiges Wasser zwischen
    Röhrchen um, bis jedes Röhrchen nur eine Farbe enthält. Keine Werbung,
    unbegrenztes Rückgängigmachen, keine unlösbaren Level: Der eingebaute
    Löser beweist jedes mitgelieferte Level als lösbar und findet zu jeder
    Stellung die kürzeste Lösung.
app-feature-packs = Level-Pakete mit drei bis zwölf Farben, mit Par und Sternen
app-feature-hints = Tipps vom Löser und eine laufende Einschätzung der Stellung
app-feature-modes = Mystery-Level mit verdeckten Farben, ein Tagesrätsel und Endlos-Spiel
app-feature-editor = Ein Level-Editor und Kommandozeilenwerkzeuge zum Prüfen, Lösen und Erzeugen von Paketen
