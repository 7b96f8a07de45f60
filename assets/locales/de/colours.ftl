# Die Farben der Palette des Spiels (aller mitgelieferten Pakete und aller
# erzeugten Level): Schlüsselfarbe gesperrter Röhrchen, Sperre im Editor.
colour-purple = Lila
colour-green = Grün
colour-cyan = Cyan
colour-orange = Orange
colour-periwinkle = Lavendelblau
colour-red = Rot
colour-mint = Mintgrün
colour-teal = Petrol
colour-blue = Blau
colour-pink = Rosa
colour-yellow = Gelb
colour-rust = Rostrot
colour-sage = Salbeigrün
colour-orchid = Orchidee
colour-turquoise = Türkis
colour-salmon = Lachs
colour-lime = Limettengrün
colour-azure = Azurblau
colour-forest = Waldgrün
colour-sand = Sand
