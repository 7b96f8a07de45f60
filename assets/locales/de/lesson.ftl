# The first-run lesson: a small board, an arrow on what to click next.
lesson-title = So wird gespielt
lesson-rule = Gieße die oberste Farbe auf dieselbe Farbe oder in ein leeres Röhrchen; das Level ist gelöst, wenn jedes Röhrchen nur eine Farbe enthält.
lesson-lift = Klicke auf das Röhrchen, auf das der Pfeil zeigt (oder drücke { $key }), um seine oberste Farbe anzuheben.
lesson-pour = Klicke jetzt auf das leere Röhrchen (oder drücke { $key }), um hineinzugießen.
lesson-undo = Gut gegossen! Jedes Umgießen lässt sich zurücknehmen: Drücke Rückgängig ({ $keys }).
lesson-hint = Nicht weiter? Hol dir einen Tipp ({ $keys }): Der Pfeil zeigt einen guten Zug.
lesson-solve = Folge dem Pfeil, bis jedes Röhrchen nur eine Farbe enthält.
lesson-done = Gelöst! Jedes Röhrchen enthält nur eine Farbe. Such dir jetzt ein Level aus.
lesson-undo-button = Rückgängig
lesson-hint-button = Tipp
lesson-finish-button = Zu den Levels
lesson-skip = Esc: Einführung überspringen
