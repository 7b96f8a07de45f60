# Die Levelauswahl: die Tasten unter der Liste, wem ein Paket gehört und
# wo es liegt.

level-select-key-choose = Pfeile: wählen
level-select-key-play = Enter: spielen
level-select-key-continue = C: weiterspielen
level-select-key-statistics = S: Statistik
level-select-key-endless = E: Endlos
level-select-key-daily = D: Tagesrätsel
level-select-key-settings = F2: Einstellungen
level-select-key-quit = Esc: beenden
level-select-copy-title = { $title } (deine Kopie)
level-select-copy-home = Deine Kopie des eingebauten Pakets, gespeichert in { $path }
level-select-own-home = Dein Paket, gespeichert in { $path }
level-select-built-in = Im Spiel enthalten
level-select-file-home = Aus { $path }
