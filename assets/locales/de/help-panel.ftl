# The help panel (F1 or ? on any screen).
help-panel-title = Hilfe
help-panel-rules = Klicke auf ein Röhrchen, um seine oberste Farbe anzuheben, dann auf ein anderes, um sie auf dieselbe Farbe oder in ein leeres Röhrchen zu gießen. Das Level ist gelöst, wenn jedes Röhrchen nur noch eine Farbe enthält.
help-panel-stars = Par ist die kleinste Zahl an Zügen, die das Level löst. Im Par gibt es 3 Sterne, knapp darüber 2, für jede Lösung 1; ein Tipp oder das Extraröhrchen begrenzen ein Level auf 2 Sterne, „Zeig es mir“ auf 1.
help-panel-keys = Tasten und Controller
help-panel-column-action = Aktion
help-panel-column-keys = Tasten
help-panel-column-pad = Controller
help-panel-lesson = Einführung noch einmal zeigen
help-panel-close = Schließen
