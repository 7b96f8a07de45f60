# The first-run lesson: a small board, an arrow on what to click next.
lesson-title = Cómo se juega
lesson-rule = Vierte el color de arriba sobre el mismo color o en un tubo vacío; el nivel está resuelto cuando cada tubo tiene un solo color.
lesson-lift = Haz clic en el tubo que señala la flecha (o pulsa { $key }) para levantar su color de arriba.
lesson-pour = Ahora haz clic en el tubo vacío (o pulsa { $key }) para verter en él.
lesson-undo = ¡Bien vertido! Cualquier movimiento se puede deshacer: pulsa Deshacer ({ $keys }).
lesson-hint = ¿Te has atascado? Pide una pista ({ $keys }): la flecha te muestra un buen movimiento.
lesson-solve = Sigue la flecha hasta que cada tubo tenga un solo color.
lesson-done = ¡Resuelto! Cada tubo tiene un solo color. Ahora elige un nivel.
lesson-undo-button = Deshacer
lesson-hint-button = Pista
lesson-finish-button = A los niveles
lesson-skip = Esc: saltar la lección
