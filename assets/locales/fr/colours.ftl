# Les couleurs de la palette du jeu (de tous les packs fournis et des niveaux
# générés) : la couleur clé d’un tube verrouillé, le verrou de l’éditeur.
colour-purple = violet
colour-green = vert
colour-cyan = cyan
colour-orange = orange
colour-periwinkle = pervenche
colour-red = rouge
colour-mint = menthe
colour-teal = bleu sarcelle
colour-blue = bleu
colour-pink = rose
colour-yellow = jaune
colour-rust = rouille
colour-sage = sauge
colour-orchid = orchidée
colour-turquoise = turquoise
colour-salmon = saumon
colour-lime = citron vert
colour-azure = azur
colour-forest = vert forêt
colour-sand = sable
