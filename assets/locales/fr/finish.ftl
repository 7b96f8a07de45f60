# Par et étoiles : le par de l'affichage, la ligne du choix des niveaux,
# le panneau de fin de niveau.

finish-hud-par = par { $par }
finish-hud-no-solution = pas de par : aucune solution
finish-hud-par-unknown = par inconnu
finish-hud-no-certain-win = pas de par : aucune victoire assurée
finish-par-solving = par : calcul...

finish-line-par = par { $par }
finish-line-par-stars = par { $par }  { $stars }
finish-line-unsolvable = impossible
finish-line-no-par-stars = pas de par  { $stars }
finish-line-too-hard = par ? (trop difficile)
finish-line-no-par = pas de par
finish-line-waiting = par : en attente

finish-helped-show-me = Résolu avec « Montre-moi »
finish-helped-hints =
    { $hints ->
        [one] Résolu avec { $hints } indice
       *[other] Résolu avec { $hints } indices
    }
finish-helped-hints-extra-tube =
    { $hints ->
        [one] Résolu avec { $hints } indice et le tube supplémentaire
       *[other] Résolu avec { $hints } indices et le tube supplémentaire
    }
finish-helped-extra-tube = Résolu avec le tube supplémentaire

finish-record-playtest = Une partie d'essai : rien n'est enregistré.
finish-record-best = Ton record : { $best }
finish-record-new-best = Nouveau record !
finish-record-fewest-with-help = Ton plus petit nombre de coups, avec de l'aide.
finish-record-first-time = Résolu pour la première fois !
finish-record-first-time-with-help = Résolu pour la première fois, avec de l'aide.

finish-no-par-helped =
    { $help } ; { $why ->
        [not-guaranteed] pas de victoire assurée dès le départ, donc pas de par
        [unwalked] la stratégie la plus sûre est trop vaste pour être parcourue : pas de par
       *[too-hard] trop difficile pour le solveur : pas de par
    }.
finish-no-par-unhelped =
    { $why ->
        [not-guaranteed] Pas de victoire assurée dès le départ, donc pas de par
        [unwalked] La stratégie la plus sûre est trop vaste pour être parcourue : pas de par
       *[too-hard] Trop difficile pour le solveur : pas de par
    } : résolu sans aide.
finish-not-rated-helped =
    { $help } ; { $unknown ->
        [yes] par inconnu : trop difficile pour le solveur
       *[no] par pas encore connu
    }.
finish-not-rated =
    { $unknown ->
        [yes] Par inconnu : trop difficile pour le solveur.
       *[no] Par pas encore connu.
    }
finish-capped =
    { $cap ->
        [one] { $help }, ce qui limite à { $cap } étoile.
       *[other] { $help }, ce qui limite à { $cap } étoiles.
    }
finish-par-met-mystery = Par { $par } : pas plus que ce qu'exige la stratégie la plus sûre, quoi que cachent les tubes.
finish-over-par-hints = Par { $par } : les indices gagnent en { $par } coups au plus, quoi que cachent les tubes ; tu en as joué { $over } de plus.
finish-over-par-strategy = Par { $par } : une stratégie prouvée dès le départ gagne en { $par } coups au plus, quoi que cachent les tubes ; tu en as joué { $over } de plus.
finish-par-met = Par { $par } : parfait, aucune solution n'est plus courte.
finish-over-par = Par { $par } : la solution la plus courte en compte { $over } de moins.

finish-more-without-help = Résous-le sans aide pour 3 étoiles.
finish-more-par =
    { $par ->
        [one] Résous-le en { $par } coup au plus pour 3 étoiles.
       *[other] Résous-le en { $par } coups au plus pour 3 étoiles.
    }
finish-more-without-help-par =
    { $par ->
        [one] Résous-le sans aide en { $par } coup au plus pour 3 étoiles.
       *[other] Résous-le sans aide en { $par } coups au plus pour 3 étoiles.
    }
finish-more-ladder = Au plus { $three } coups pour 3 étoiles, { $two } pour 2.
finish-more-ladder-without-help = Sans aide : au plus { $three } coups pour 3 étoiles, { $two } pour 2.

finish-solved-in =
    { $moves ->
        [one] Résolu en { $moves } coup
       *[other] Résolu en { $moves } coups
    }
finish-stars-none = Pas d'étoiles sans par
finish-stars =
    { $stars ->
        [one] { $stars } étoile sur 3
       *[other] { $stars } étoiles sur 3
    }

finish-level-complete = Niveau terminé !
finish-pack-complete-only = Pack terminé ! { $pack } est fini.
finish-pack-complete-all = Pack terminé ! Les { $levels } niveaux de { $pack } sont finis.
finish-levels-left =
    { $left ->
        [one] Niveau terminé ! Encore { $left } niveau de { $pack } à résoudre.
       *[other] Niveau terminé ! Encore { $left } niveaux de { $pack } à résoudre.
    }
finish-pack-complete-every = Pack terminé ! Tous les niveaux de { $pack } sont finis.

finish-next-level = Niveau suivant
finish-next-levels = Niveaux
finish-next-editor = Retour à l'éditeur
