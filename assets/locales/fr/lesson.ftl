# The first-run lesson: a small board, an arrow on what to click next.
lesson-title = Comment jouer
lesson-rule = Verse la couleur du dessus sur la même couleur ou dans un tube vide ; le niveau est résolu quand chaque tube ne contient qu’une couleur.
lesson-lift = Clique sur le tube que montre la flèche (ou appuie sur { $key }) pour soulever sa couleur du dessus.
lesson-pour = Clique maintenant sur le tube vide (ou appuie sur { $key }) pour y verser.
lesson-undo = Bien versé ! Tout coup peut être repris : appuie sur Annuler ({ $keys }).
lesson-hint = Bloqué ? Demande un indice ({ $keys }) : la flèche montre un bon coup.
lesson-solve = Suis la flèche jusqu’à ce que chaque tube ne contienne qu’une couleur.
lesson-done = Résolu ! Chaque tube ne contient qu’une couleur. Choisis maintenant un niveau.
lesson-undo-button = Annuler
lesson-hint-button = Indice
lesson-finish-button = Vers les niveaux
lesson-skip = Échap : passer la leçon
