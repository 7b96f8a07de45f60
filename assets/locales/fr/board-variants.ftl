# The rules of a level that is not classic: the HUD's rule line, why a
# locked tube refused a pour, and the help panel's lines on the variants.

board-variants-ball = Tri de billes : une bille par coup
board-variants-heights = Tubes de hauteurs différentes
board-variants-locks = Les tubes verrouillés s’ouvrent quand leur couleur est triée
# $number: the tube's number from 1; $colour: the key colour's name (colours.ftl);
# $symbol: its colour-blind symbol.
board-variants-locked = Le tube { $number } est verrouillé jusqu’à ce que la couleur { $colour } ({ $symbol }) soit triée
board-variants-help = Certains niveaux changent les règles : au tri de billes, une seule bille bouge à la fois ; les tubes peuvent avoir des hauteurs différentes (on verse ce qui tient) ; un tube verrouillé s’ouvre pour de bon dès que toute sa couleur clé est seule dans un tube.
