# Ce qui est arrivé aux fichiers du joueur.

notices-set-aside =
    { $file ->
        [progress] Ton fichier de progression était illisible et a été déplacé vers { $aside } ; on repart de zéro.
        [settings] Ton fichier de paramètres était illisible et a été déplacé vers { $aside } ; on repart de zéro.
        [statistics] Ton fichier de statistiques était illisible et a été déplacé vers { $aside } ; les statistiques repartent de zéro.
       *[saved-game] Une partie en cours était illisible et a été déplacée vers { $aside } ; elle ne peut pas être reprise.
    }
notices-unreadable =
    { $file ->
        [progress] Ton fichier de progression { $path } n'a pas pu être lu ({ $error }). Ta progression ne sera pas enregistrée pendant cette session.
        [settings] Ton fichier de paramètres { $path } n'a pas pu être lu ({ $error }). Tes paramètres ne seront pas enregistrés pendant cette session.
        [statistics] Ton fichier de statistiques { $path } n'a pas pu être lu ({ $error }). Tes statistiques ne seront pas enregistrées pendant cette session.
       *[saved-game] Ta partie sauvegardée { $path } n'a pas pu être lue ({ $error }). Ta partie ne sera pas enregistrée pendant cette session.
    }
notices-stuck =
    { $file ->
        [progress] Ton fichier de progression { $path } est endommagé ({ $why }) et n'a pas pu être mis de côté ({ $error }). Ta progression ne sera pas enregistrée pendant cette session.
        [settings] Ton fichier de paramètres { $path } est endommagé ({ $why }) et n'a pas pu être mis de côté ({ $error }). Tes paramètres ne seront pas enregistrés pendant cette session.
        [statistics] Ton fichier de statistiques { $path } est endommagé ({ $why }) et n'a pas pu être mis de côté ({ $error }). Tes statistiques ne seront pas enregistrées pendant cette session.
       *[saved-game] Ta partie sauvegardée { $path } est endommagée ({ $why }) et n'a pas pu être mise de côté ({ $error }). Ta partie ne sera pas enregistrée pendant cette session.
    }
notices-more = et { $more } de plus (voir le journal)
notices-kept =
    { $file ->
        [progress] Ton fichier de progression tel qu'il était est conservé dans { $aside }.
        [settings] Ton fichier de paramètres tel qu'il était est conservé dans { $aside }.
        [statistics] Ton fichier de statistiques tel qu'il était est conservé dans { $aside }.
       *[saved-game] Ta partie sauvegardée telle qu'elle était est conservée dans { $aside }.
    }
notices-not-rewritten = Il n'a pas pu être réécrit ({ $error }).
notices-not-copied =
    { $file ->
        [progress] Ton fichier de progression { $path } contient des valeurs erronées et n'a pas pu être copié à part ({ $error }). Ta progression ne sera pas enregistrée pendant cette session.
        [settings] Ton fichier de paramètres { $path } contient des valeurs erronées et n'a pas pu être copié à part ({ $error }). Tes paramètres ne seront pas enregistrés pendant cette session.
        [statistics] Ton fichier de statistiques { $path } contient des valeurs erronées et n'a pas pu être copié à part ({ $error }). Tes statistiques ne seront pas enregistrées pendant cette session.
       *[saved-game] Ta partie sauvegardée { $path } contient des valeurs erronées et n'a pas pu être copiée à part ({ $error }). Ta partie ne sera pas enregistrée pendant cette session.
    }
notices-not-saved =
    { $file ->
        [progress] La progression n'a pas pu être enregistrée : { $error }
        [settings] Les paramètres n'ont pas pu être enregistrés : { $error }
        [statistics] Les statistiques n'ont pas pu être enregistrées : { $error }
       *[saved-game] Ta partie n'a pas pu être enregistrée : { $error }
    }

notices-translation = { $count ->
    [one] Un fichier de traduction contient une erreur ; le reste est utilisé :
   *[other] Les fichiers de traduction contiennent { $count } erreurs ; le reste est utilisé :
}
