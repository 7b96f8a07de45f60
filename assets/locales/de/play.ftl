# Was das Spielfeld zu einem Zug sagt; der Name eines Röhrchens (seine
# Nummer ab 1).

play-no-such-tube = Kein Röhrchen { $number }
play-same-tube = Das ist dasselbe Röhrchen
play-tube-empty = Das Röhrchen ist leer
play-tube-full = Das Röhrchen ist voll
play-colours-differ = Die Farben passen nicht
play-tube-locked = Das Röhrchen bleibt zu, bis seine Farbe sortiert ist
play-nothing-to-undo = Nichts rückgängig zu machen
play-nothing-to-redo = Nichts zu wiederholen
play-one-extra-tube = Nur ein Extraröhrchen auf einmal: Rückgängig nimmt es wieder weg
play-extra-tube-taken =
    { $cap ->
        [one] Mit dem Extraröhrchen gibt es höchstens { $cap } Stern; Rückgängig nimmt es wieder weg
       *[other] Mit dem Extraröhrchen gibt es höchstens { $cap } Sterne; Rückgängig nimmt es wieder weg
    }
play-tube = Röhrchen { $number }
play-tube-key = { $key }
