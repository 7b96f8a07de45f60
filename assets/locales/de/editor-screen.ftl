# Der Level-Editor und die Wege dorthin aus der Levelauswahl. Die Gründe,
# die der Kern nennt (Fehler eines Pakets oder Levels), bleiben für
# Autoren auf Englisch.

## Die Zeilen über den Röhrchen
editor-title = { $pack } bearbeiten ({ $file })
editor-title-unsaved = { $pack } bearbeiten ({ $file })  – nicht gespeichert
editor-note-builtin-copy = eine Kopie des eingebauten Pakets: Speichern legt sie hier ab
editor-note-new-pack = ein neues Paket: Speichern legt die Datei an
editor-level-line = Level { $level } von { $level_count }: { $name }    Kapazität { $capacity }    { $tube_count ->
        [one] { $tube_count } Röhrchen
       *[other] { $tube_count } Röhrchen
    }    Röhrchen { $tube } gewählt    Klick fügt { $colour } hinzu

## Gruppen und Knöpfe der Werkzeugleiste (^S ist Strg+S)
editor-group-file = Datei
editor-group-level = Level
editor-group-tubes = Röhrchen
editor-group-mystery = Mystery
editor-group-pack = Paket
editor-button-save = Speichern ^S
editor-button-undo = Rückgängig ^Z
editor-button-redo = Wiederholen ^Y
editor-button-playtest = Testen F5
editor-button-close = Schließen Esc
editor-button-new-level = Neu ^N
editor-button-duplicate = Duplizieren
editor-button-delete = Löschen
editor-button-move = Verschieben
editor-button-rename = Umbenennen ^R
editor-button-capacity = Kapazität
editor-button-tubes = Röhrchen
editor-button-deal = Mischen ^D
editor-button-deal-seed = Mit Seed mischen
editor-button-hidden = Verdeckt
editor-button-player-view = Spielersicht F6
editor-button-pack-name = Name
editor-button-author = Autor
editor-button-description = Beschreibung
editor-button-add-colour = Farbe hinzufügen
editor-button-edit-colour = Farbe ändern

## Die Tastenhilfe unter den Knöpfen
editor-help-tube = Links/Rechts: Röhrchen
editor-help-add-colour = Taste: Farbe hinzufügen
editor-help-take-top = Rücktaste: oberste entfernen
editor-help-empty = Entf: leeren
editor-help-tubes = +/-: Röhrchen
editor-help-hide = Hoch/Runter: mehr/weniger verdecken
editor-help-player-view = F6: Spielersicht
editor-help-level = Bild↑/Bild↓: Level
editor-help-move-level = Strg+Hoch/Runter: Level verschieben
editor-help-new-level = Strg+N: neu
editor-help-click = Klick: hinzufügen
editor-help-right-click = Rechtsklick: entfernen
editor-help-drag = Ziehen: verschieben
editor-help-wheel = Mausrad: verdecken

## Eingabefelder
editor-ask-level-name = Name des Levels
editor-ask-pack-name = Name des Pakets
editor-ask-author = Autor (leer für keinen)
editor-ask-description = Beschreibung (leer für keine)
editor-ask-add-colour = Neue Farbe: Taste Name #rrggbb [Symbol], z. B. Q türkis #469990 q
editor-ask-change-colour = Farbe { $colour }: Taste Name #rrggbb [Symbol]
editor-ask-deal-seed = Mischen mit Seed (eine ganze Zahl)
editor-keys-field = Enter: OK    Esc: abbrechen    Strg+A: alles markieren
editor-answer-ok = OK
editor-answer-cancel = Abbrechen

## Rückfragen (die Buchstaben sind die Tasten, die antworten)
editor-confirm-leave = Es gibt ungespeicherte Änderungen.
editor-keys-leave = S: speichern und gehen    D: ohne Speichern gehen    Esc: weiter bearbeiten
editor-answer-save-and-leave = Speichern und gehen
editor-answer-leave = Gehen
editor-answer-keep-editing = Weiter bearbeiten
editor-confirm-unsolvable = Level { $level } ist unlösbar: Keine Folge von Zügen sortiert es.
    Trotzdem speichern? Die Levelauswahl kennzeichnet es.
editor-keys-unsolvable = Y: speichern    Esc: weiter bearbeiten
editor-answer-save = Speichern
editor-confirm-changed-on-disk = { $file } wurde auf der Festplatte geändert, seit es hier geöffnet oder gespeichert wurde.
editor-keys-changed-on-disk = R: neu einlesen (deine Änderungen gehen verloren)    O: mit deiner Fassung überschreiben    Esc: abbrechen
editor-answer-read-again = Neu einlesen
editor-answer-overwrite = Überschreiben

## Was eine Aktion bewirkt hat, oder warum nichts geschah
editor-no-colour-key = Keine Farbe der Palette hat die Taste { $key }
editor-hides-nothing = Röhrchen { $tube } verdeckt nichts
editor-player-view-on = Das Level, wie die Spieler es zu Beginn sehen (F6: alle Farben)
editor-player-view-off = Alle Farben, verdeckte Einheiten markiert (F6: wie die Spieler es sehen)
editor-nothing-to-undo = Nichts rückgängig zu machen
editor-nothing-to-redo = Nichts zu wiederholen
editor-playtest-pack = Test: { $pack }
editor-cannot-playtest = Noch nicht testbar: { $problems }
editor-not-a-seed = „{ $text }“ ist kein Seed (eine ganze Zahl)
editor-dealing = Mische mit Seed { $seed } …
editor-dealt = Mit Seed { $seed } gemischt (noch einmal: Strg+Umschalt+D, { $seed })
editor-dealt-grown = Mit Seed { $seed } gemischt, jetzt { $tube_count } Röhrchen: Mischen braucht 3 (noch einmal: Strg+Umschalt+D, { $seed })
editor-deal-needs-colours = Zum Mischen braucht die Palette mindestens 2 Farben: füge eine Farbe hinzu
editor-no-deal = Ab Seed { $seed } gibt es keine lösbare Mischung dieser Größe: füge Röhrchen oder Farben hinzu

## Die Datei
editor-pack-gone = Dieses Paket gibt es nicht mehr
editor-no-data-folder-copy = Es gibt keinen Datenordner, in dem eine Kopie des eingebauten Pakets gespeichert werden kann
editor-builtin-missing = Dieses eingebaute Paket fehlt
editor-new-pack-name = Neues Paket
editor-fix-pack-first = Behebe die Fehler des Pakets, bevor du es bearbeitest:
    { $problem }
editor-cannot-read = { $file } kann nicht gelesen werden: { $reason }
editor-cannot-edit = { $problem }; es kann nicht bearbeitet werden
editor-read-again = { $file } neu eingelesen
editor-reload-failed = Die Datei auf der Festplatte ist nicht lesbar und wurde nicht geladen: { $problem }
editor-checking-before-save = Prüfe die geänderten Level vor dem Speichern …
editor-not-saved = Nicht gespeichert: Level { $level }: { $problem }
editor-could-not-save = { $file } konnte nicht gespeichert werden: { $reason }
editor-saved = { $file } gespeichert
editor-saved-rewritten = { $file } gespeichert (ungewöhnlicher Aufbau: die ganze Datei wurde neu geschrieben)
editor-saved-unreadable = Gespeichert, aber die Datei lässt sich nicht wieder einlesen: { $problem }

## Die Wege aus der Levelauswahl in den Editor
editor-entry-author = Autor
editor-entry-author-label = Autor:
editor-entry-edit-level = Level bearbeiten
editor-entry-new-level = Neues Level
editor-entry-new-pack = Neues Paket
editor-entry-no-data-folder = Es gibt keinen Datenordner für ein neues Paket
editor-entry-source = Paket { $pack }: { $file }
editor-entry-source-overrides = Paket { $pack }: { $file }  (ersetzt das eingebaute Paket)
