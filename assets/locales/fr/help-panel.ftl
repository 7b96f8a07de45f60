# The help panel (F1 or ? on any screen).
help-panel-title = Aide
help-panel-rules = Clique sur un tube pour soulever sa couleur du dessus, puis sur un autre pour la verser sur la même couleur ou dans un tube vide. Le niveau est résolu quand chaque tube ne contient plus qu’une couleur.
help-panel-stars = Le par est le plus petit nombre de coups qui résout le niveau. Termine dans le par pour 3 étoiles, un peu au-dessus pour 2, et de toute façon pour 1 ; un indice ou le tube supplémentaire limitent le niveau à 2 étoiles, « Montre-moi » à 1.
help-panel-keys = Touches et manette
help-panel-column-action = Action
help-panel-column-keys = Touches
help-panel-column-pad = Manette
help-panel-lesson = Revoir la leçon
help-panel-close = Fermer
