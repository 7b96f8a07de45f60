# Le jeu tel que le bureau le nomme (entrée de bureau et AppStream).
app-name = Tri de l’eau
app-generic-name = Jeu de réflexion
app-comment = Versez le liquide coloré d’un tube à l’autre jusqu’à ce que chaque tube ne contienne qu’une couleur
app-summary = Versez le liquide coloré jusqu’à ce que chaque tube n’ait qu’une couleur
app-keywords = puzzle;réflexion;tri;eau;liquide;couleur;tube;
app-description =
    Un puzzle de tri de l’eau pour le bureau. Versez le liquide coloré d’un
    tube à l’autre jusqu’à ce que chaque tube ne contienne qu’une couleur.
    Pas de publicité, annulation illimitée, aucun niveau impossible : le
    solveur intégré prouve que chaque niveau fourni a une solution et trouve
    la solution la plus courte de n’importe quelle position.
app-feature-packs = Des packs de niveaux de trois à douze couleurs, avec par et étoiles
app-feature-hints = Des indices du solveur et un verdict en direct sur la position
app-feature-modes = Des niveaux mystère aux couleurs cachées, un défi du jour et un mode sans fin
app-feature-editor = Un éditeur de niveaux et des outils en ligne de commande pour vérifier, résoudre et générer des packs
