# The rules of a level that is not classic: the HUD's rule line, why a
# locked tube refused a pour, and the help panel's lines on the variants.

board-variants-ball = Ball Sort: ein Ball pro Zug
board-variants-heights = Röhrchen verschiedener Höhe
board-variants-locks = Gesperrte Röhrchen öffnen sich, wenn ihre Farbe sortiert ist
# $number: the tube's number from 1; $colour: the key colour's name (colours.ftl);
# $symbol: its colour-blind symbol.
board-variants-locked = Röhrchen { $number } ist gesperrt, bis { $colour } ({ $symbol }) sortiert ist
board-variants-help = Manche Level ändern die Regeln: Beim Ball Sort bewegt sich ein Ball pro Zug; Röhrchen können verschiedene Höhen haben (gegossen wird, so viel hineinpasst); ein gesperrtes Röhrchen öffnet sich für immer, sobald seine Schlüsselfarbe ganz allein in einem Röhrchen ist.
