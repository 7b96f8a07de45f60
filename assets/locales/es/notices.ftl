# Lo que les pasó a los archivos del jugador.

notices-set-aside =
    { $file ->
        [progress] No se pudo leer tu archivo de progreso y se movió a { $aside }; empiezas de cero.
        [settings] No se pudo leer tu archivo de ajustes y se movió a { $aside }; empiezas de cero.
        [statistics] No se pudo leer tu archivo de estadísticas y se movió a { $aside }; las estadísticas vuelven a empezar de cero.
       *[saved-game] No se pudo leer una partida en curso y se movió a { $aside }; no se puede continuar.
    }
notices-unreadable =
    { $file ->
        [progress] No se pudo leer tu archivo de progreso { $path } ({ $error }). Tu progreso no se guardará en esta sesión.
        [settings] No se pudo leer tu archivo de ajustes { $path } ({ $error }). Tus ajustes no se guardarán en esta sesión.
        [statistics] No se pudo leer tu archivo de estadísticas { $path } ({ $error }). Tus estadísticas no se guardarán en esta sesión.
       *[saved-game] No se pudo leer tu partida guardada { $path } ({ $error }). Tu partida no se guardará en esta sesión.
    }
notices-stuck =
    { $file ->
        [progress] Tu archivo de progreso { $path } está dañado ({ $why }) y no se pudo apartar ({ $error }). Tu progreso no se guardará en esta sesión.
        [settings] Tu archivo de ajustes { $path } está dañado ({ $why }) y no se pudo apartar ({ $error }). Tus ajustes no se guardarán en esta sesión.
        [statistics] Tu archivo de estadísticas { $path } está dañado ({ $why }) y no se pudo apartar ({ $error }). Tus estadísticas no se guardarán en esta sesión.
       *[saved-game] Tu partida guardada { $path } está dañada ({ $why }) y no se pudo apartar ({ $error }). Tu partida no se guardará en esta sesión.
    }
notices-more = y { $more } más (consulta el registro)
notices-kept =
    { $file ->
        [progress] Tu archivo de progreso tal como estaba se guarda en { $aside }.
        [settings] Tu archivo de ajustes tal como estaba se guarda en { $aside }.
        [statistics] Tu archivo de estadísticas tal como estaba se guarda en { $aside }.
       *[saved-game] Tu partida guardada tal como estaba se guarda en { $aside }.
    }
notices-not-rewritten = No se pudo reescribir ({ $error }).
notices-not-copied =
    { $file ->
        [progress] Tu archivo de progreso { $path } tiene valores erróneos y no se pudo copiar aparte ({ $error }). Tu progreso no se guardará en esta sesión.
        [settings] Tu archivo de ajustes { $path } tiene valores erróneos y no se pudo copiar aparte ({ $error }). Tus ajustes no se guardarán en esta sesión.
        [statistics] Tu archivo de estadísticas { $path } tiene valores erróneos y no se pudo copiar aparte ({ $error }). Tus estadísticas no se guardarán en esta sesión.
       *[saved-game] Tu partida guardada { $path } tiene valores erróneos y no se pudo copiar aparte ({ $error }). Tu partida no se guardará en esta sesión.
    }
notices-not-saved =
    { $file ->
        [progress] No se pudo guardar el progreso: { $error }
        [settings] No se pudieron guardar los ajustes: { $error }
        [statistics] No se pudieron guardar las estadísticas: { $error }
       *[saved-game] No se pudo guardar tu partida: { $error }
    }

notices-translation = { $count ->
    [one] Un archivo de traducción tiene un error; se usa el resto:
   *[other] Los archivos de traducción tienen { $count } errores; se usa el resto:
}
