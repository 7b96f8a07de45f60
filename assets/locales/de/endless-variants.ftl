# Die Regel für Endlos-Level und das Tagesrätsel.
endless-rule = Regel
endless-rule-classic = Klassisch
endless-rule-heights = Höhen
endless-rule-locks = Gesperrt
endless-rule-ball = Ball Sort
endless-with-rule = { $settings }, { $rule }
endless-daily-rule = Tagesrätsel: { $rule }
endless-id-variant = „{ $found }“ ist keine Regel: Nach der Schwierigkeit kommt T (Röhrchen verschiedener Höhe), K (gesperrte Röhrchen), B (Ball Sort) oder, bei einem klassischen Level, die zwei Ziffern
